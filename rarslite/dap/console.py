"""The debugged program's console: output as DAP output events, input from the debug
console (lines typed there while the program reads) or from a file given at launch."""

from __future__ import annotations

import codecs
import queue
import threading
from collections.abc import Callable

FLUSH_AT = 4096  # bytes of output kept before an output event goes out anyway


class DapConsole:
    """A `rarslite.machine.console.Console` for a debug session."""

    def __init__(self, send_output: Callable[[str, str], None], stdin: bytes | None = None,
                 ) -> None:  # fmt: skip
        self._send = send_output  # (category, text)
        self._file = stdin  # input from a file: the debug console is not read then
        self._pos = 0
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._pending = bytearray()  # a partial line typed for a read with a limit
        self._buf = {1: bytearray(), 2: bytearray()}
        self._decoders = {fd: codecs.getincrementaldecoder("utf-8")("replace") for fd in (1, 2)}
        self._lock = threading.Lock()
        self.waiting = False  # the program is blocked reading a line
        self.told = False  # the "type a line" hint went out once
        self.closed = False

    # -- output
    def write(self, data: bytes, fd: int = 1) -> None:
        with self._lock:
            buf = self._buf[2 if fd == 2 else 1]
            buf.extend(data)
            full = len(buf) >= FLUSH_AT
        if full or fd == 2:
            self.flush()

    def flush(self) -> None:
        with self._lock:
            parts = []
            for fd, category in ((1, "stdout"), (2, "stderr")):
                if self._buf[fd]:
                    text = self._decoders[fd].decode(bytes(self._buf[fd]))
                    self._buf[fd].clear()
                    if text:
                        parts.append((category, text))
        for category, text in parts:
            self._send(category, text)

    # -- input
    def feed(self, line: str) -> None:
        """A line typed in the debug console (without its newline)."""
        self._lines.put(line.encode("utf-8"))

    def close(self) -> None:
        """The session ends: a read in progress (and any later one) gets end of input."""
        self.closed = True
        self._lines.put(None)

    def _next_line(self) -> bytes | None:
        if self._file is not None:
            if self._pos >= len(self._file):
                return None
            end = self._file.find(b"\n", self._pos)
            end = len(self._file) if end < 0 else end
            line, self._pos = self._file[self._pos:end], end + 1
            return line[:-1] if line.endswith(b"\r") else line
        if self.closed and self._lines.empty():
            return None
        self.flush()
        self.waiting = True
        if not self.told:
            self.told = True
            self._send("console", "rarslite: the program reads the console: type its input "
                       "in the Debug Console (a line at a time)\n")
        try:
            line = self._lines.get()
        finally:
            self.waiting = False
        if line is None:
            self._lines.put(None)  # every later read ends too
        return line

    def read_line(self, limit: int = 0) -> bytes | None:
        if self._pending:
            line, self._pending = bytes(self._pending), bytearray()
        else:
            line = self._next_line()
            if line is None:
                return None
        if limit > 0 and len(line) > limit:  # the rest waits for the next read
            self._pending.extend(line[limit:])
            line = line[:limit]
        return line

    def read_raw(self, n: int) -> bytes:
        if n <= 0:
            return b""
        if not self._pending:
            line = self._next_line()
            if line is None:
                return b""
            self._pending.extend(line + b"\n")
        chunk = bytes(self._pending[:n])
        del self._pending[:n]
        return chunk
