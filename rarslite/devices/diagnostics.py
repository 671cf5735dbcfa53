"""Explanations RARS never gives: why an MMIO interrupt or a polling loop goes nowhere.

RARS's most reported confusion (its issues 208 and 27) is a device interrupt that silently
never arrives because one of four switches is off, or a polling loop that spins forever
because the tool is not connected. Devices here report such situations once, in words, through
an ``on_message(str)`` callback (headless: stderr; GUI: the Messages pane).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

MessageSink = Callable[[str], None]

UIE_BIT = 0x1  # ustatus
UIE_EXTERNAL = 0x100  # uie bit 8
UIE_TIMER = 0x10  # uie bit 4
# A requested interrupt still pending after this many instruction fetches is reported (the
# program's own handler legitimately runs with ustatus.UIE = 0 for a while).
PENDING_GRACE = 100_000


class Diagnostics:
    """Says each distinct thing at most once."""

    def __init__(self, on_message: MessageSink | None = None) -> None:
        self.on_message = on_message
        self._said: set[str] = set()
        self.messages: list[str] = []  # everything said, for tests and late viewers

    def say_once(self, key: str, text: str) -> bool:
        """Emit ``text`` unless something with the same ``key`` was already said."""
        if key in self._said:
            return False
        self._said.add(key)
        self.messages.append(text)
        if self.on_message is not None:
            self.on_message(text)
        return True

    def forget(self) -> None:
        """Allow every message again (a new run)."""
        self._said.clear()


class InterruptHelp(Protocol):
    """A machine's account of its own interrupt switches, in its ISA's terms. A machine that
    has ``interrupt_help`` (e.g. the MIPS bus) answers the questions below through it; others
    are RISC-V machines, answered here from their CSRs."""

    def missing_enables(self, kind: str) -> list[str]:
        """The switches that keep an interrupt of ``kind`` from being taken."""
        ...

    def wants_interrupts(self, kind: str) -> bool:
        """Whether the program set up for interrupts of ``kind``."""
        ...

    def set_up(self) -> str:
        """What "set up for interrupts" means here, as the end of a sentence."""
        ...

    def lost(self, source: str) -> list[str]:
        """Why a request ``source`` ("keyboard"/"display") just made went nowhere ([] if it
        will be taken)."""
        ...

    def pending(self, kind: str) -> bool:
        """Whether an interrupt of ``kind`` waits to be taken."""
        ...


def _help(machine: Machine) -> InterruptHelp | None:
    return getattr(machine, "interrupt_help", None)


def interrupt_setup(machine: Machine) -> str:
    """What the program did to ask for interrupts (for "..., although ...")."""
    h = _help(machine)
    return h.set_up() if h is not None else "utvec and uie bit 8 are set up"


def interrupt_lost(machine: Machine, source: str) -> list[str]:
    """Why an interrupt request just made by ``source`` went nowhere (RISC-V machines keep a
    request pending until it can be taken: none)."""
    h = _help(machine)
    return h.lost(source) if h is not None else []


def missing_enables(machine: Machine, kind: str) -> list[str]:
    """The switches that keep an interrupt of ``kind`` ("external"/"timer") from being taken."""
    h = _help(machine)
    if h is not None:
        return h.missing_enables(kind)
    csr = machine.csr
    missing = []
    if not csr.ustatus & UIE_BIT:
        missing.append("ustatus.UIE (bit 0) is 0")
    if kind == "timer":
        if not csr.uie & UIE_TIMER:
            missing.append("uie bit 4 (timer, 0x10) is 0")
    elif not csr.uie & UIE_EXTERNAL:
        missing.append("uie bit 8 (external, 0x100) is 0")
    if csr.utvec & ~3 == 0:
        missing.append("utvec is 0 (no handler address)")
    return missing


def interrupt_pending(machine: Machine, kind: str) -> bool:
    """Whether an interrupt of ``kind`` is waiting in the machine's pending slot."""
    h = _help(machine)
    if h is not None:
        return h.pending(kind)
    pending = getattr(machine, "pending", None)
    if pending is not None and hasattr(pending, kind):  # the machine's interrupt controller
        return getattr(pending, kind) is not None
    return bool(machine.csr.uip & (UIE_TIMER if kind == "timer" else UIE_EXTERNAL))


def interrupts_taken(machine: Machine) -> int | None:
    """How many interrupts the machine has taken so far (None if it does not count them)."""
    return getattr(machine, "interrupts_taken", None)


def wants_interrupts(machine: Machine, kind: str = "external") -> bool:
    """Whether the program set up for interrupts of ``kind`` (a handler and the uie bit)."""
    h = _help(machine)
    if h is not None:
        return h.wants_interrupts(kind)
    csr = machine.csr
    bit = UIE_TIMER if kind == "timer" else UIE_EXTERNAL
    return bool(csr.uie & bit) and csr.utvec & ~3 != 0
