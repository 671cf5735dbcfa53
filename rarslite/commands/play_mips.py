"""`rarslite play` for MIPS programs: a `MipsMachine` behind the surface play drives.

`MipsPlay` stands where play's RISC-V `Machine` and `Simulator` stand: devices connect to its
`MipsMachine` (the Keyboard and Display MMIO tool as MARS has it) and the shared `Simulator`
runs it in slices (blocks included; device deadlines cut them), reporting an error in MARS's
words; the program's files are closed when it ends.
"""

from __future__ import annotations

from rarslite.machine.mips.machine import MipsMachine
from rarslite.machine.mips.syscalls import MarsIO
from rarslite.machine.simulator import TERMINAL, Simulator


class _ConsoleText:
    """A text stream onto play's console (syscall output is kept for after the game)."""

    def __init__(self, console) -> None:
        self.console = console

    def write(self, text: str) -> int:
        self.console.write(text.encode("utf-8"))
        return len(text)

    def flush(self) -> None:
        pass

    def readline(self) -> str:
        return ""  # keys go to the device; console input gets end of input


class MipsPlay(Simulator):
    """One MIPS program for play: ``machine`` (devices connect to it) and ``sim`` (itself)."""

    machine: MipsMachine

    def __init__(self, program, console, start_at_main: bool = False) -> None:
        text = _ConsoleText(console)
        self.io = MarsIO(text, text)  # type: ignore[arg-type]
        super().__init__(MipsMachine(program, start_at_main=start_at_main, io=self.io))

    @property
    def sim(self) -> MipsPlay:
        return self

    @property
    def instret(self) -> int:
        return self.machine.instret

    def run_slice(self, max_instructions: int) -> str | None:
        reason = super().run_slice(max_instructions)
        if reason in TERMINAL:
            self.io.close_all()
        return reason
