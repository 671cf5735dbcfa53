"""Explanations RARS never gives: why an MMIO interrupt or a polling loop goes nowhere.

RARS's most reported confusion (its issues 208 and 27) is a device interrupt that silently
never arrives because one of four switches is off, or a polling loop that spins forever
because the tool is not connected. Devices here report such situations once, in words, through
an ``on_message(str)`` callback (headless: stderr; GUI: the Messages pane).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.machine import Machine

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


def missing_enables(machine: Machine, kind: str) -> list[str]:
    """The switches that keep an interrupt of ``kind`` ("external"/"timer") from being taken."""
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
    pending = getattr(machine, "pending", None)
    if pending is not None and hasattr(pending, kind):  # the machine's interrupt controller
        return getattr(pending, kind) is not None
    return bool(machine.csr.uip & (UIE_TIMER if kind == "timer" else UIE_EXTERNAL))


def interrupts_taken(machine: Machine) -> int | None:
    """How many interrupts the machine has taken so far (None if it does not count them)."""
    return getattr(machine, "interrupts_taken", None)


def wants_interrupts(machine: Machine, kind: str = "external") -> bool:
    """Whether the program set up for interrupts of ``kind`` (a handler and the uie bit)."""
    csr = machine.csr
    bit = UIE_TIMER if kind == "timer" else UIE_EXTERNAL
    return bool(csr.uie & bit) and csr.utvec & ~3 != 0
