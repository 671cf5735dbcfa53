"""`Console`: where ecalls read and write the program's standard streams.

The CLI uses `StdConsole` (process stdin/stdout/stderr, bytes); tests use `BufferConsole`;
the GUI plugs its Run I/O pane in by implementing the same protocol.
"""

from __future__ import annotations

import sys
from typing import BinaryIO, Protocol

from rarslite.java_text import JavaLines, java_line_end


class Console(Protocol):
    def write(self, data: bytes, fd: int = 1) -> None:
        """Program output to fd 1 (stdout) or 2 (stderr)."""

    def read_line(self, limit: int = 0) -> bytes | None:
        """One line *without* its line terminator, or None at end of input (services 5-8, 12).
        A line ends as the jars' ``readLine`` ends it: at ``\n``, ``\r\n`` or a lone ``\r``.

        ``limit`` > 0: the program takes at most that many characters (read char: 1). The
        app's Run I/O then hands the input over as soon as that many are typed, as RARS's and
        MARS's Run I/O do; stream consoles read whole lines, as the jars' command lines do."""

    def read_raw(self, n: int) -> bytes:
        """Up to n raw bytes from stdin (service 63 on fd 0); b"" at end of input."""

    def flush(self) -> None:
        """Make pending output visible."""


class BufferConsole:
    """In-memory console: input given up front, output collected."""

    def __init__(self, stdin: bytes = b"") -> None:
        self._in = stdin
        self._pos = 0
        self.out = bytearray()
        self.err = bytearray()

    def write(self, data: bytes, fd: int = 1) -> None:
        (self.err if fd == 2 else self.out).extend(data)

    def read_line(self, limit: int = 0) -> bytes | None:
        if self._pos >= len(self._in):
            return None
        start = self._pos
        end, self._pos = java_line_end(self._in, start)
        return self._in[start:end]

    def read_raw(self, n: int) -> bytes:
        chunk = self._in[self._pos : self._pos + max(n, 0)]
        self._pos += len(chunk)
        return chunk

    def flush(self) -> None:
        pass


class StdConsole:
    """The process's own standard streams (binary)."""

    def __init__(
        self,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        stderr: BinaryIO | None = None,
    ) -> None:
        self._in = stdin if stdin is not None else sys.stdin.buffer
        self._out = stdout if stdout is not None else sys.stdout.buffer
        self._err = stderr if stderr is not None else sys.stderr.buffer
        self._lines = JavaLines()

    def write(self, data: bytes, fd: int = 1) -> None:
        stream = self._err if fd == 2 else self._out
        stream.write(data)
        if fd == 2:
            stream.flush()

    def _flush_out(self) -> None:
        try:  # a closed pipe on stdout must not stop the program from reading its input
            self._out.flush()
        except OSError:
            pass

    def read_line(self, limit: int = 0) -> bytes | None:
        self._flush_out()
        return self._lines.next(self._in.readline)

    def read_raw(self, n: int) -> bytes:
        self._flush_out()
        if n <= 0:
            return b""
        if self._lines.pending:  # what followed a lone CR
            return self._lines.take(n)
        read1 = getattr(self._in, "read1", None)
        return read1(n) if read1 else self._in.read(n)

    def flush(self) -> None:
        self._out.flush()
        self._err.flush()
