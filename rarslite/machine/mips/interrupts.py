"""Why a device interrupt goes nowhere on a MIPS machine, in MARS's terms.

MARS's interrupt model itself (one pending code, kept only while Status IE = 1 and EXL = 0,
taken at the next step) is `rarslite.machine.mips.machine.MipsMachine`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.mips.state import MipsMachineState as MipsMachine


class MipsInterruptHelp:
    """Why a device interrupt goes nowhere, in MARS's terms (`rarslite.devices.diagnostics`):
    a request is kept only while Status IE (bit 0) is 1 and EXL (bit 1) is 0, and is taken
    only through a handler at 0x80000180. MARS reads no other Status bit, so the interrupt
    mask bits 8-15 never matter (mars-reference §6.4)."""

    def __init__(self, machine: MipsMachine) -> None:
        self.bus = machine

    def _status(self) -> int:
        return self.bus.hart.cp0[12]

    def _handler(self) -> bool:
        hart = self.bus.hart
        return hart.config.exception_handler in hart.memory.text

    _IE = "Status (coprocessor 0 register $12) bit 0, IE, is 0"
    _EXL = ("Status bit 1, EXL, is 1: an exception handler is running (eret clears it) and "
            "MARS drops requests made meanwhile")  # fmt: skip

    def _no_handler(self) -> str:
        return (f"there is no exception handler (no .ktext code at "
                f"{self.bus.config.exception_handler:#010x})")  # fmt: skip

    def missing_enables(self, kind: str) -> list[str]:
        status = self._status()
        missing = [self._IE] if not status & 1 else []
        if status & 2:
            missing.append(self._EXL)
        if not self._handler():
            missing.append(self._no_handler())
        return missing

    def wants_interrupts(self, kind: str) -> bool:
        return self._handler() and bool(self._status() & 1)

    def set_up(self) -> str:
        return (f"an exception handler is at {self.bus.config.exception_handler:#010x} and "
                "Status IE (bit 0) is 1")  # fmt: skip

    def lost(self, source: str) -> list[str]:
        status = self._status()
        if not status & 1:
            return [self._IE + ", so MARS drops the request"]
        if status & 2:  # a display request during the handler is routine; a key is lost
            return [self._EXL] if source == "keyboard" else []
        if not self._handler():
            return [self._no_handler() + ', so the interrupt ends the run with "External '
                    'Interrupt"']  # fmt: skip
        return []

    def pending(self, kind: str) -> bool:
        return kind == "external" and self.bus.pending_code != 0
