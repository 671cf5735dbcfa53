"""What MIPS replay and the interrupt diagnostics read and write of their machine.

`rarslite.machine.mips.machine.MipsMachine` is built from those modules and implements this
protocol; they name the protocol, not the class, so neither imports the machine.
"""

from __future__ import annotations

from typing import Any, Protocol

from rarslite.machine.interface import RewindableMachine


class MipsMachineState(RewindableMachine, Protocol):
    """A MIPS machine: its hart (registers, coprocessors, memory), counters and run state.
    Replay also uses the machine's private run flags (``_record``, ``_ended``,
    ``_check_first``), which belong to the same contract."""

    hart: Any  # rarslite.machine.mips.hart.MipsHart
    instret: int
    interrupts_taken: int
    fetches: int
    kernel_fetches: int  # fetches outside the user text (MARS's tools do not see them)
    pending_code: int  # MARS's one pending interrupt code (0: none)
    posts: Any  # deque of posted callables
    stop_request: str | None
    stop_message: str | None
    error: Any  # rarslite.machine.outcome.RuntimeErrorInfo | None
    exit_code: int
    report: str | None
    rewind: Any  # rarslite.machine.rewind.Rewinder | None
    watched_breakpoints: Any

    def run_part(self, limit: int, *, blocks: bool = True) -> str | None: ...
    def snapshot(self) -> None: ...
    def forget_translations(self) -> None: ...
