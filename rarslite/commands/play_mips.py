"""`rarslite play` for MIPS programs: the MIPS hart behind the machine surface play drives.

`MipsPlay` stands where play's RISC-V `Machine` and `Simulator` stand: devices connect to its
`MipsMachine` (the Keyboard and Display MMIO tool as MARS has it), ``run_slice(n)`` runs up to ``n``
instructions through the MIPS runner (blocks included; device deadlines cut them) and says
why it stopped in the simulator's words, and the end of a run is described as `run --isa mips`
describes it.
"""

from __future__ import annotations

from rarslite.machine.mips import runner
from rarslite.machine.mips.machine import MipsMachine
from rarslite.machine.mips.syscalls import MarsIO

# runner outcome -> the simulator's stop reason that play understands
_REASONS = {"max_steps": "max_steps", "exit": "exit", "exit2": "exit2", "dropped": "dropped",
            "stopped": "stopped", "error": "error", "java_crash": "error"}  # fmt: skip


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


class MipsPlay:
    """One MIPS program for play: ``machine`` (devices connect to it) and ``sim``."""

    def __init__(self, program, console, start_at_main: bool = False) -> None:
        text = _ConsoleText(console)
        self.io = MarsIO(text, text)  # type: ignore[arg-type]
        self.machine = MipsMachine(program, start_at_main=start_at_main, io=self.io)
        self.hart = self.machine.hart
        self.instret = 0
        self.exit_code: int | None = None
        self.report: str | None = None

    @property
    def sim(self) -> MipsPlay:
        return self

    def run_slice(self, n: int) -> str:
        result = runner.run(self.hart, n, cache=self.machine.translations(frozenset()))
        self.instret += result.steps
        reason = _REASONS.get(result.reason, result.reason)
        if result.reason == "exit2":
            self.exit_code = result.exit_code
        elif result.reason == "error":
            where = f"{result.file}:{result.line}: " if result.file else ""
            self.report = f"{where}runtime error at 0x{result.pc:08x}: {result.message}"
        elif result.reason == "java_crash":
            self.report = result.message
        if reason != "max_steps":
            self.io.close_all()
        return reason
