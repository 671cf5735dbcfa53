"""Memory-mapped devices for the MIPS hart: the machine surface of `rarslite.devices.base`.

`MipsBus` gives a MIPS hart what a device expects of a machine (``fetches``, ``memory``,
``config``, ``request_interrupt``, ``post``, ``request_stop``, ``connect``), so the shared
Keyboard and Display MMIO device and the headless key feeder serve MIPS programs too.
Interrupts follow MARS (mars-reference §6.4, §8.2): a request is kept only if Status has
IE = 1 and EXL = 0 at that moment (else it is lost), one code is pending (last writer wins),
and it is taken at the top of the next step, before that instruction executes, with Cause
bit 8 (keyboard, code 0x40) or 9 (display, 0x80) and EPC = that instruction.
"""

from __future__ import annotations

from collections.abc import Callable

from rarslite.machine.mips.hart import MipsException, MipsHart


class MipsBus:
    """Devices connected to one MIPS hart; the run loop calls :meth:`before_step`."""

    def __init__(self, hart: MipsHart) -> None:
        self.hart = hart
        self.config = hart.config
        self.memory = hart.memory
        self.fetches = 0
        self.devices: list = []
        self.posts: list[Callable[[], None]] = []
        self.pending_code = 0  # MARS's one pending interrupt code (0x40 keyboard, 0x80 display)
        self.stop_message: str | None = None
        self.interrupts_taken = 0
        self.interrupt_help = MipsInterruptHelp(self)  # the devices' diagnostics, MARS's terms
        hart.memory.watchers = self.devices

    @property
    def x(self) -> list[int]:
        """The integer registers (the key feeder watches them to see a program spin)."""
        return self.hart.r

    def connect(self, device) -> None:
        """Attach ``device``; DeviceConflict if its ranges overlap a connected device's."""
        from rarslite.devices.base import DeviceConflict

        for other in self.devices:
            for lo, hi in device.ranges:
                if any(lo < ohi and olo < hi for olo, ohi in other.ranges):
                    raise DeviceConflict(f"{device.name} overlaps {other.name}")
        device.attach(self)
        self.devices.append(device)

    def disconnect(self, device) -> None:
        if device in self.devices:
            self.devices.remove(device)
            device.detach()

    def interrupts_deliverable(self) -> bool:
        """Status IE = 1 and EXL = 0: a device's request would be kept (MARS reads no other
        Status bit)."""
        status = self.hart.cp0[12]
        return bool(status & 1 and not status & 2)

    def external_interrupt_enabled(self) -> bool:
        """The program takes device interrupts now or once its running handler returns:
        Status IE = 1 and a handler at 0x80000180 (eret clears EXL)."""
        hart = self.hart
        return bool(hart.cp0[12] & 1) and hart.config.exception_handler in hart.memory.text

    def request_interrupt(self, kind: str, value: int) -> bool:
        status = self.hart.cp0[12]
        if status & 2 == 0 and status & 1:
            self.pending_code = value
        return True  # MARS drops a request silently; it never reports "already pending"

    def post(self, fn: Callable[[], None]) -> None:
        self.posts.append(fn)

    def request_stop(self, message: str = "") -> None:
        self.stop_message = message

    def update_deadline(self) -> None:
        """Deadlines are re-read at every step (single-step runs only)."""

    def before_step(self) -> None:
        """The fetch of the next instruction: count it, run due device events and posted
        work, then take a pending interrupt (raises it as the interrupt's MipsException)."""
        self.fetches += 1
        for dev in list(self.devices):
            if dev.deadline is not None and self.fetches >= dev.deadline:
                dev.on_deadline()
        while self.posts:
            self.posts.pop(0)()
        if self.pending_code:
            code, self.pending_code = self.pending_code, 0
            self.interrupts_taken += 1
            raise MipsException(0, "External Interrupt", interrupt=code << 2)


class MipsInterruptHelp:
    """Why a device interrupt goes nowhere, in MARS's terms (`rarslite.devices.diagnostics`):
    a request is kept only while Status IE (bit 0) is 1 and EXL (bit 1) is 0, and is taken
    only through a handler at 0x80000180. MARS reads no other Status bit, so the interrupt
    mask bits 8-15 never matter (mars-reference §6.4)."""

    def __init__(self, bus: MipsBus) -> None:
        self.bus = bus

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
