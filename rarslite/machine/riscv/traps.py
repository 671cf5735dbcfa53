"""Pending interrupts and traps, and trap/interrupt entry (rars-reference §4).

RARS keeps one pending slot per kind (external, timer, synchronous trap); a request while
the slot is full is dropped. At the top of every step, at most one of: external interrupt,
software interrupt (uip bit0), timer interrupt, pending trap is taken, in that priority.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from rarslite.machine.interface import tell_trap
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.riscv.errors import Trap
from rarslite.machine.riscv.jump_origin import INSTRUCTION_ACCESS_FAULT, jump_origin

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

M32 = 0xFFFFFFFF
EXTERNAL_CAUSE = 0x80000008
SOFTWARE_CAUSE = 0x80000000
TIMER_CAUSE = 0x80000004
NO_HANDLER = "Interrupt handler was not supplied, but interrupt enable was high"


def interrupts_deliverable(csr) -> bool:
    """ustatus.UIE and a timer or external bit in uie: an interrupt could be taken now."""
    return bool(csr.ustatus & 1 and csr.uie & 0x110)


def external_interrupt_enabled(csr) -> bool:
    """A handler in utvec, uie bit 8, and ustatus.UIE set -- or UPIE, which trap entry sets
    and uret copies back to UIE, so a running handler's program still counts as enabled."""
    return bool(csr.utvec & ~3 and csr.uie & 0x100 and csr.ustatus & 0x11)


class Pending:
    """The interrupt controller: one external, one timer and one trap slot."""

    def __init__(self) -> None:
        self.lock = threading.RLock()  # reentrant: a probe may fire a device deadline
        self.reset()

    def reset(self) -> None:
        self.external: int | None = None
        self.timer: int | None = None
        self.trap: Trap | None = None
        self.trap_pc = 0

    def request(self, kind: str, value: int) -> bool:
        with self.lock:
            if kind == "external":
                if self.external is not None:
                    return False
                self.external = value & M32
                return True
            if kind == "timer":
                if self.timer is not None:
                    return False
                self.timer = value & M32
                return True
        raise ValueError(f"unknown interrupt kind {kind!r}")

    def snapshot(self) -> tuple:
        return (self.external, self.timer, self.trap, self.trap_pc)

    def restore(self, snap: tuple) -> None:
        self.external, self.timer, self.trap, self.trap_pc = snap


def handler_exists(m: Machine, addr: int) -> bool:
    """RARS's handler probe: an instruction must exist at ``addr``. Counts as a fetch."""
    mem = m.memory
    if mem.in_text(addr):
        m.tick_fetch()
        for ob in m.fetch_observers:  # RARS's probe reads the handler's first instruction
            ob.on_fetch(addr, mem.text.get(addr))
        return mem.text.get(addr) is not None
    if mem.smc and not addr & 3 and mem.is_mapped(addr):
        m.tick_fetch()
        return True
    return False


def take_interrupt(m: Machine, cause: int, value: int) -> bool:
    """Enter the handler for an interrupt; False (and the error set) if there is none."""
    csr = m.csr
    csr.ucause = csr.from_int(cause)
    csr.uepc = csr.from_int(m.pc)
    csr.utval = csr.from_int(value)
    base = csr.utvec & ~3 & M32
    if csr.utvec & 3 == 2:  # RARS's vectored mode is mode 2, not the standard 1 (§14.5)
        base = (base + 4 * (cause & 0x7FFFFFFF)) & M32
    if handler_exists(m, base):
        csr.ustatus = (csr.ustatus | 0x10) & ~1
        m.pc = base
        if m.fetch_observers:
            tell_trap(m.fetch_observers, base)
        # counted so devices can tell an interrupt that never gets taken (devices/diagnostics)
        m.interrupts_taken = getattr(m, "interrupts_taken", 0) + 1
        return True
    m.error = RuntimeErrorInfo(NO_HANDLER, m.pc, False)
    return False


def take_trap(m: Machine, trap: Trap, trap_pc: int) -> bool:
    """Enter the handler for a synchronous trap; False (and the error set) if there is none.

    ucause/uepc/utval are written even when the run then ends (RARS)."""
    csr = m.csr
    csr.ucause = csr.from_int(trap.cause)
    csr.uepc = csr.from_int(m.pc - 4)  # RARS: the pc was already incremented past the fault
    csr.utval = csr.from_int(trap.value)
    if csr.ustatus & 1:
        base = csr.utvec & ~3 & M32
        if handler_exists(m, base):
            csr.ustatus = (csr.ustatus | 0x10) & ~1
            m.pc = base
            if m.fetch_observers:
                tell_trap(m.fetch_observers, base)
            return True
    origin = jump_origin(m, trap_pc) if trap.cause == INSTRUCTION_ACCESS_FAULT else None
    m.error = RuntimeErrorInfo(trap.message, trap_pc, trap.report_location, origin)
    return False


def step_top(m: Machine) -> bool:
    """RARS's interrupt/trap processing at the top of a step. False if the run must end.

    Leaves ``m.attn`` set when another step top must run before the next block (a trap left
    pending behind an interrupt: RARS's race quirk §4.5)."""
    p = m.pending
    csr = m.csr
    ie = csr.ustatus & 1
    uie = csr.uie
    taken = False
    with p.lock:
        ext, tim = p.external, p.timer
        if ie and ext is not None and uie & 0x100:
            p.external = None
            value, ext = ext, None
            csr.uip &= ~0x100
            taken = True
            if not take_interrupt(m, EXTERNAL_CAUSE, value):
                return False
        elif ie and csr.uip & 1 and uie & 1:
            taken = True
            if not take_interrupt(m, SOFTWARE_CAUSE, 0):
                return False
            csr.uip &= ~1
        elif ie and tim is not None and uie & 0x10:
            p.timer = None
            value, tim = tim, None
            csr.uip &= ~0x10
            taken = True
            if not take_interrupt(m, TIMER_CAUSE, value):
                return False
        elif p.trap is not None:
            trap, tpc = p.trap, p.trap_pc
            p.trap = None
            if not take_trap(m, trap, tpc):
                return False
        if ext is not None:
            csr.uip |= 0x100
        if tim is not None:
            csr.uip |= 0x10
        if taken and p.trap is not None:
            m.attn = True
    return True

