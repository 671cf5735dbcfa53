"""What the hart, traps, ecalls and replay of RISC-V read and write of their machine.

`rarslite.machine.riscv.machine.Machine` is built from those modules and implements this
protocol; they name the protocol, not the class, so none of them imports the machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from rarslite.machine.interface import RewindableMachine


class RiscvMachine(RewindableMachine, Protocol):
    """A loaded RISC-V program's registers, CSRs, memory, console and run state."""

    program: Any  # rarslite.program.Program
    x: list[int]  # unsigned xlen-bit patterns; x[0] stays 0
    f: list[int]  # raw 64-bit patterns
    pc: int
    xlen: int
    xmask: int
    csr: Any  # rarslite.machine.riscv.csr.CsrFile
    hart: Any  # rarslite.machine.riscv.hart.Hart
    console: Any  # rarslite.machine.console.Console
    instret: int
    interrupts_taken: int
    heap_break: int
    error: Any  # rarslite.machine.outcome.RuntimeErrorInfo | None
    exit_code: int
    stop_request: str | None
    stop_message: str | None
    posts: Any  # deque of posted callables
    rewind: Any  # rarslite.machine.rewind.Rewinder | None

    def tick_fetch(self) -> None: ...
    def fire_deadlines(self) -> None: ...
    def drain_posts(self) -> list[Callable[[], None]]: ...
