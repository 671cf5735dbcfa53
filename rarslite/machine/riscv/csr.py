"""RARS's 17 user-level CSRs (rars-reference §3): storage, write masks and read-only counters.

fflags and frm are views of fcsr. cycle/instret read the machine's completed-instruction
count; time reads the wall clock (ms since the epoch) when accessed.
"""

from __future__ import annotations

import time as _time
from collections.abc import Callable

from rarslite.machine.riscv.errors import Trap

M32 = 0xFFFFFFFF

USTATUS, FFLAGS, FRM, FCSR, UIE, UTVEC = 0x000, 0x001, 0x002, 0x003, 0x004, 0x005
USCRATCH, UEPC, UCAUSE, UTVAL, UIP = 0x040, 0x041, 0x042, 0x043, 0x044
CYCLE, TIME, INSTRET, CYCLEH, TIMEH, INSTRETH = 0xC00, 0xC01, 0xC02, 0xC80, 0xC81, 0xC82

READ_ONLY = frozenset({CYCLE, TIME, INSTRET, CYCLEH, TIMEH, INSTRETH})
#: plain storage CSRs: number -> attribute name
_PLAIN = {UIE: "uie", UTVEC: "utvec", USCRATCH: "uscratch", UEPC: "uepc", UCAUSE: "ucause",
          UTVAL: "utval", UIP: "uip"}  # fmt: skip
KNOWN = frozenset(_PLAIN) | {USTATUS, FFLAGS, FRM, FCSR} | READ_ONLY


def unavailable() -> Trap:
    return Trap(2, 0, "Attempt to access unavailable CSR")


def read_only() -> Trap:
    return Trap(2, 0, "Attempt to write to read-only CSR")


def now_ms() -> int:
    return _time.time_ns() // 1_000_000


class CsrFile:
    """The CSR file. ``counter`` returns the machine's instret (cycle = instret in RARS)."""

    __slots__ = ("ustatus", "uie", "utvec", "uscratch", "uepc", "ucause", "utval", "uip",
                 "fcsr", "counter", "clock", "mask")  # fmt: skip

    def __init__(self, counter: Callable[[], int], clock: Callable[[], int] = now_ms,
                 xlen: int = 32) -> None:  # fmt: skip
        self.counter = counter
        self.clock = clock
        # RARS keeps CSRs as Java longs: a program sees their low word in 32-bit mode and all
        # 64 bits in 64-bit mode (cycle, time and instret then count in one register)
        self.mask = (1 << xlen) - 1
        self.reset()

    def from_int(self, v: int) -> int:
        """A 32-bit value the simulator writes (ucause, uepc, utval), as RARS stores a Java
        int: sign-extended in 64-bit mode."""
        v &= M32
        if self.mask != M32 and v & 0x80000000:
            return v | (self.mask ^ M32)
        return v

    def reset(self) -> None:
        self.ustatus = self.uie = self.utvec = self.uscratch = 0
        self.uepc = self.ucause = self.utval = self.uip = self.fcsr = 0

    def read(self, num: int) -> int:
        if num == USTATUS:
            return self.ustatus
        if num == FCSR:
            return self.fcsr
        if num == FFLAGS:
            return self.fcsr & 0x1F
        if num == FRM:
            return (self.fcsr >> 5) & 7
        name = _PLAIN.get(num)
        if name is not None:
            return getattr(self, name)
        if num in (CYCLE, INSTRET):
            return self.counter() & self.mask
        if num in (CYCLEH, INSTRETH):
            return (self.counter() >> 32) & M32
        if num == TIME:
            return self.clock() & self.mask
        if num == TIMEH:
            return (self.clock() >> 32) & M32
        raise unavailable()

    def write(self, num: int, value: int) -> None:
        value &= self.mask
        if num == USTATUS:
            self.ustatus = value & 0x11
        elif num == FCSR:
            self.fcsr = value & 0xFF
        elif num == FFLAGS:
            self.fcsr = (self.fcsr & 0xE0) | (value & 0x1F)
        elif num == FRM:
            self.fcsr = (self.fcsr & 0x1F) | ((value & 7) << 5)
        elif num in _PLAIN:
            setattr(self, _PLAIN[num], value)
        elif num in READ_ONLY:
            raise read_only()
        else:
            raise unavailable()

    def snapshot(self) -> tuple[int, ...]:
        return (self.ustatus, self.uie, self.utvec, self.uscratch, self.uepc, self.ucause,
                self.utval, self.uip, self.fcsr)  # fmt: skip

    def restore(self, snap: tuple[int, ...]) -> None:
        (self.ustatus, self.uie, self.utvec, self.uscratch, self.uepc, self.ucause,
         self.utval, self.uip, self.fcsr) = snap  # fmt: skip
