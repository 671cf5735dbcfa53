"""The console of a command-line run (`rarslite run`, `rarslite rars`): the process's byte
streams, with a closed pipe and graders' ``--max-output`` turned into a stop of the run."""

from __future__ import annotations

from typing import BinaryIO

from rarslite.machine.console import StdConsole


class CliConsole(StdConsole):
    """The process's streams for a command-line run.

    On a terminal, program output is flushed at each newline (as RARS shows it at once);
    redirected output stays buffered for speed. A closed stdout pipe raises out of `write`
    unless ``stop_on_closed_pipe``: then the run is stopped (set ``machine`` after building
    the machine) and ``closed`` tells why. ``max_output`` (graders' ``--max-output``) caps the
    bytes the program writes to stdout and stderr together: the output stops at the cap and
    the run is stopped (``over_limit``; needs ``machine`` too).
    """

    def __init__(
        self,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        *,
        stop_on_closed_pipe: bool = False,
        max_output: int | None = None,
    ) -> None:
        super().__init__(stdin=stdin, stdout=stdout)
        self.machine = None
        self.closed = False
        self._stop_on_closed = stop_on_closed_pipe
        self.max_output = max_output
        self.written = 0
        self.over_limit = False
        try:
            self._tty = self._out.isatty()
        except (AttributeError, ValueError, OSError):
            self._tty = False

    def write(self, data: bytes, fd: int = 1) -> None:
        if self.max_output is not None:
            data = self._within_limit(data)
        try:
            super().write(data, fd)
            if self._tty and fd == 1 and b"\n" in data:
                self._out.flush()
        except BrokenPipeError:
            if not self._stop_on_closed:
                raise
            if not self.closed and self.machine is not None:
                self.closed = True
                self.machine.request_stop("the output pipe was closed")

    def _within_limit(self, data: bytes) -> bytes:
        room = self.max_output - self.written
        if len(data) > room and not self.over_limit:
            self.over_limit = True
            if self.machine is not None:
                self.machine.request_stop(f"the program wrote more than {self.max_output} "
                                          "bytes of output (--max-output)")
        data = data[: max(room, 0)]
        self.written += len(data)
        return data


class TextOnto:
    """A text stream onto a byte stream (a device's screen on a run's stdout), UTF-8; it
    never closes the stream under it."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(text.encode("utf-8"))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()


def apply_limits(machine, sandbox: str | None, max_output: int | None) -> None:
    """Graders' ``--sandbox`` and ``--max-output`` on a RISC-V machine whose console is a
    `CliConsole`."""
    from rarslite.machine.files import FileTable

    if sandbox is not None:
        machine.files = FileTable(sandbox=sandbox)
    if max_output is not None:
        machine.console.max_output = max_output
        machine.console.machine = machine
