"""RARS 1.6's and MARS 4.5's Digital Lab Sim as a device, one implementation for both ISAs.

Five bytes above the MMIO base (`REGISTERS`): two seven-segment displays, the keypad's row
select (with the keypad interrupt enable in bit 7), the counter interrupt enable and the code
of the pressed key. Facts read from both tools' sources:

* The tool is a memory observer of the word at base+0x10 (its notices cover base+0x10 to
  base+0x13, loads as well as stores) and of the text segment (one notice per instruction
  fetch; RARS's probe of a trap handler's first instruction is one too). Every notice ticks
  the counter; a notice at base+0x10/0x11 sets the right/left display to the value the
  access carried; one at base+0x12 selects a row; one at base+0x13 turns the counter on
  (non-zero: and restarts it at 30) or off. So the counter counts loads and stores of those
  four bytes as well as instructions, and on MIPS not the instructions of the kernel text
  (MARS observes only the user text: the exception handler's instructions do not tick).
* The counter: enabling sets it to 30 and that notice already ticks it to 29; a tick at 0
  fires and restarts it at 30, so interrupts come 30 notices after the enable, then every 31.
* Keypad: a click presses a key when none is held and releases the held one otherwise (any
  button). The code byte at base+0x14 is written only when the program selects a row (the
  key's code if it is held and its row is exactly the one selected, else 0) and 0 on a
  release. Pressing a key with the keypad interrupt enabled (bit 7 of the last row byte)
  requests an interrupt.
* Interrupts: RARS registers the counter's as a *timer* interrupt with value 0x100 (ucause
  0x80000004, utval 0x100) and the keypad's as an *external* one with 0x200 (ucause
  0x80000008, utval 0x200); each waits while one of its kind is pending. MARS sets the one
  pending device code (Cause bit 10 for the counter, 11 for the keypad, handler at
  0x80000180) whenever Status EXL is 0, whatever Status IE says (its Keyboard and Display
  also needs IE): machine kind ``"unmasked"``.

How the device counts fetches: it never watches them one by one. It counts the machine's
fetches in the user text when it needs them (RISC-V: ``machine.fetches``, the handler is in
the text segment too; MIPS: ``machine.text_fetches()``, which leaves out the kernel text's)
and schedules a device deadline at the next counter interrupt or scripted click (RISC-V:
``deadline``, ``exact`` while the counter runs, so a pending interrupt shows in uip at its
instruction; MIPS: ``text_deadline``, which kernel code never brings on): programs keep
running in blocks.

One deliberate difference: the real displays shift their value away as they paint it, so a
second repaint (a window resized or uncovered) shows blank digits; here a digit shows the last
byte written to it until the program, Reset or a new value changes it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.devices.base import BaseDevice, DeviceRegister, publish_deadline, publish_exact
from rarslite.memory_map import DEFAULT, MemoryConfig

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

REGISTERS = (
    DeviceRegister(0x10, "SEG_R", "right seven-segment display",
                   "bit 0 lights segment a, ... bit 6 segment g, bit 7 the dot"),
    DeviceRegister(0x11, "SEG_L", "left seven-segment display", "as the right one"),
    DeviceRegister(0x12, "KEY_ROW", "keypad row select",
                   "bits 0-3 select one row to scan (1, 2, 4, 8); bit 7 enables the keypad "
                   "interrupt"),
    DeviceRegister(0x13, "COUNTER", "counter interrupt enable",
                   "non-zero: an interrupt every 30 instructions (restarts the count); 0: off"),
    DeviceRegister(0x14, "KEY_CODE", "pressed key code",
                   "written when a row is selected: row bit in bits 0-3, column bit in bits "
                   "4-7 of the held key if it is in that row, else 0"),
)
RIGHT, LEFT, ROW, COUNTER, CODE = (r.offset for r in REGISTERS)
COUNTER_MAX = 30  # the tool's CounterValueMax
COUNTER_INTERRUPT = 0x100  # RARS: timer interrupt value; MARS: device code (Cause bit 10)
# the app's click queue: a key read by the program is released this many instructions later,
# and the next pending one pressed as many after that (a handler or scan loop sees each)
QUEUE_GAP = 2000
KEYPAD_INTERRUPT = 0x200  # RARS: external interrupt value; MARS: Cause bit 11
SEGMENT_NAMES = "abcdefg."  # bit 0 .. bit 7
KEY_LABELS = "0123456789abcdef"  # the tool's buttons, row by row


def key_code(key: int) -> int:
    """The byte the keypad reports for ``key`` 0-15: its row bit and its column bit."""
    return (1 << key // 4) | (1 << (4 + key % 4))


def lit_segments(byte: int) -> str:
    """The segment letters a byte lights, e.g. 0x3f -> 'abcdef' (the dot as '.')."""
    return "".join(name for bit, name in enumerate(SEGMENT_NAMES) if byte >> bit & 1)


class DigitalLab(BaseDevice):
    """The Digital Lab Sim. ``click(key)`` is the keypad button (simulator thread; a GUI
    posts it); ``reset()`` is the tool's Reset."""

    name = "Digital Lab Sim"

    def __init__(self, config: MemoryConfig = DEFAULT) -> None:
        super().__init__()
        self.base = config.mmio_base
        self.ranges = [(self.base + RIGHT, self.base + CODE)]  # the tool's observed word
        self.right = 0  # display bytes as last set
        self.left = 0
        self.held = -1  # the key held down (-1: none)
        self.keypad_interrupt = False  # bit 7 of the last row byte
        self.counter_on = False
        self.counter = COUNTER_MAX
        self.fetched = 0  # instruction fetch notices since connected (the tool's instructions)
        self.synced = 0  # the user text fetches (`_now`) up to which notices were counted
        self.by_text = False  # MIPS: deadlines in user text fetches (``text_deadline``)
        self.requested = {"counter": 0, "keypad": 0}  # interrupt requests made
        self.refused = {"counter": 0, "keypad": 0}  # ... of which the machine dropped
        self.version = 0  # bumped whenever what the tool shows changes
        # scripted clicks (headless): called with ``fetched`` once it reaches ``call_at``
        self.on_fetched: Callable[[int], None] | None = None
        self.call_at: int | None = None
        # the app's click queue (`queue_clicks`): RARS and MARS drop a click while a key is
        # held (it releases that key instead); the app keeps it pending until the program
        # has seen the key before and let it go
        self.queue_clicks = False
        self.pending: deque[int] = deque()
        self.seen = False  # the program's row scan found the held key (its code written)
        self.mark = 0  # ``fetched`` at the last press, sight or release (QUEUE_GAP from it)

    # -- the tool's buttons ----------------------------------------------------------------

    def click(self, key: int) -> None:
        """A click on keypad button ``key`` (0-15), as the tool: releases the held key if
        there is one (writing code 0), else presses ``key`` and, if the program enabled the
        keypad interrupt, requests one."""
        if not 0 <= key < 16:
            raise ValueError(f"no keypad key {key}")
        if self.held != -1:
            self.held = -1
            self._write_code(0)
        else:
            self.held = key
            if self.keypad_interrupt:
                self._interrupt("keypad")
        self.version += 1

    def press(self, key: int) -> None:
        """A click on keypad button ``key`` in the app: with ``queue_clicks`` it waits its
        turn (each key pressed until the program has read it, then released); otherwise
        exactly the tool's `click`."""
        if not self.queue_clicks:
            self.click(key)
            return
        if not 0 <= key < 16:
            raise ValueError(f"no keypad key {key}")
        self.pending.append(key)
        self.version += 1
        self.sync()
        self._queue_step(self.fetched, force=self.held == -1 and len(self.pending) == 1)
        publish_deadline(self.machine)

    def _queue_step(self, fetched: int, force: bool = False) -> None:
        """Release a key the program has read once QUEUE_GAP instructions passed; press
        the next pending key QUEUE_GAP instructions after a release."""
        if self.held != -1:
            if self.seen and fetched - self.mark >= QUEUE_GAP:
                self.held = -1
                self._write_code(0)
                self.seen = False
                self.mark = fetched
                self.version += 1
            elif not self.seen and self.keypad_interrupt and fetched - self.mark >= QUEUE_GAP:
                # not read yet: its interrupt may have been dropped (MARS drops one raised
                # while a handler runs): ask again, as a person clicking again would
                self._interrupt("keypad")
                self.mark = fetched
        elif self.pending and (force or fetched - self.mark >= QUEUE_GAP):
            self.click(self.pending.popleft())
            self.mark = fetched
        waiting = self.held != -1 and (self.seen or self.keypad_interrupt) or \
            self.held == -1 and self.pending
        self.on_fetched = self._queue_step if self.queue_clicks else self.on_fetched
        self.call_at = self.mark + QUEUE_GAP if waiting else None
        self.schedule()

    def reset(self) -> None:
        """The tool's Reset: blank digits, no key held, counter off (the code byte and the
        keypad interrupt enable stay as they are, as in the tool)."""
        self.right = self.left = 0
        self.held = -1
        self.pending.clear()
        self.seen = False
        if self.queue_clicks:
            self.call_at = None
        self.sync()
        self.counter_on = False
        self.counter = COUNTER_MAX
        self.version += 1
        self.schedule()
        publish_deadline(self.machine)

    @property
    def digits(self) -> tuple[int, int]:
        """(left, right) display bytes, as they read from left to right."""
        return self.left, self.right

    # -- device hooks ------------------------------------------------------------------------

    def attach(self, machine: Machine) -> None:
        super().attach(machine)
        self.by_text = hasattr(machine, "text_fetches")
        self.synced = self._now()
        self.schedule()

    def detach(self) -> None:
        if self.machine is not None:
            self.sync()
        self.deadline = self.text_deadline = None
        self.exact = False
        super().detach()

    def on_deadline(self) -> None:
        m = self.machine
        if m is None:
            return
        now = self._now()
        self._count(now - 1)  # the fetches before this one; then, as at a notice,
        self.fetched += 1  # this fetch: a scripted click, then the tick
        self.synced = now
        self._call()
        self._tick()
        self.schedule()

    def on_load(self, addr: int, size: int) -> None:
        self.sync()
        word = self.machine.memory.peek_word(addr & ~3) if self.machine is not None else 0
        self._notice(addr, word >> 8 * (addr & 3) & ((1 << 8 * size) - 1))
        self.schedule()

    def on_store(self, addr: int, size: int, value: int) -> None:
        self.sync()
        was = self.exact
        self._notice(addr, value)
        self.schedule()
        if self.exact and not was:  # the counter just started: cut blocks at its deadline
            publish_exact(self.machine)

    # -- counting fetches without seeing them ------------------------------------------------

    def _now(self) -> int:
        """The machine's fetches in the user text so far (MIPS leaves the kernel's out)."""
        m = self.machine
        if m is None:
            return self.synced
        return m.text_fetches() if self.by_text else m.fetches

    @property
    def instructions(self) -> int:
        """The tool's instruction count now (the notices counted and those not yet)."""
        return self.fetched + self._now() - self.synced

    def sync(self) -> None:
        """Count the fetches so far."""
        if self.machine is not None:
            self._count(self._now())

    def _count(self, upto: int) -> None:
        """The fetch notices from ``synced`` up to ``upto``: ticks (a fire among them only
        at its deadline, where ``on_deadline`` counts the fetch itself)."""
        n = upto - self.synced
        if n <= 0:
            return
        self.synced = upto
        self.fetched += n
        while n > 0 and self.counter_on:
            if self.counter >= n:
                self.counter -= n
                return
            n -= self.counter + 1  # a late deadline (the machine never lets this happen)
            self.counter = COUNTER_MAX
            self._interrupt("counter")

    def schedule(self) -> None:
        """The deadline at the next counter interrupt or scripted click (call it after
        changing ``call_at``, then `publish_deadline` outside a device hook)."""
        if self.machine is None:
            return
        self.sync()
        best = None
        if self.counter_on:
            best = self.synced + self.counter + 1
        if self.call_at is not None:
            at = self.synced + max(1, self.call_at - self.fetched)
            best = at if best is None else min(best, at)
        if self.by_text:
            self.text_deadline = best
        else:
            self.deadline = best
            self.exact = self.counter_on

    def _call(self) -> None:
        if self.on_fetched is not None and self.call_at is not None and \
                self.fetched >= self.call_at:
            self.on_fetched(self.fetched)

    # -- what a notice does ------------------------------------------------------------------

    def _notice(self, addr: int, value: int) -> None:
        value &= 0xFFFF  # the tool takes the notice's value as a Java char
        offset = addr - self.base
        if offset == RIGHT:
            self.right = value & 0xFF
            self.version += 1
        elif offset == LEFT:
            self.left = value & 0xFF
            self.version += 1
        elif offset == ROW:
            held = self.held
            if held != -1 and 1 << held // 4 == value & 0xF:
                self._write_code(key_code(held))
                if self.queue_clicks and not self.seen:  # read: released QUEUE_GAP later
                    self.seen, self.mark = True, self.fetched
                    self._queue_step(self.fetched)
            else:
                self._write_code(0)
            self.keypad_interrupt = value & 0xF0 != 0
        elif offset == COUNTER:
            self.counter_on = value != 0
            if value:
                self.counter = COUNTER_MAX
        self._tick()

    def _tick(self) -> None:
        if self.counter_on:
            if self.counter > 0:
                self.counter -= 1
            else:
                self.counter = COUNTER_MAX
                self._interrupt("counter")

    def _interrupt(self, source: str) -> None:
        m = self.machine
        if m is None:
            return
        code = COUNTER_INTERRUPT if source == "counter" else KEYPAD_INTERRUPT
        if getattr(m, "isa_name", "") == "mips":
            kind = "unmasked"
        else:
            kind = "timer" if source == "counter" else "external"
        self.requested[source] += 1
        if not m.request_interrupt(kind, code):
            self.refused[source] += 1

    def _write_code(self, byte: int) -> None:
        m = self.machine
        if m is None:
            return
        addr = self.base + CODE
        word = m.memory.peek_word(addr)
        m.memory.poke_word(addr, (word & ~0xFF) | byte)

    # -- backstep (devices/base.py) ----------------------------------------------------------

    def snapshot(self) -> tuple:
        m = self.machine
        code = m.memory.peek_word(self.base + CODE) if m is not None else None
        return (self.right, self.left, self.held, self.keypad_interrupt, self.counter_on,
                self.counter, self.fetched, tuple(self.requested.values()),
                tuple(self.refused.values()), code, self.synced, self.deadline,
                self.text_deadline, self.exact, tuple(self.pending), self.seen, self.mark,
                self.call_at)  # fmt: skip

    def restore(self, state: tuple) -> None:
        (self.right, self.left, self.held, self.keypad_interrupt, self.counter_on,
         self.counter, self.fetched, requested, refused, code, self.synced, self.deadline,
         self.text_deadline, self.exact, pending, self.seen, self.mark,
         self.call_at) = state  # fmt: skip
        self.pending = deque(pending)
        self.requested = dict(zip(self.requested, requested, strict=True))
        self.refused = dict(zip(self.refused, refused, strict=True))
        if code is not None and self.machine is not None:
            self.machine.memory.poke_word(self.base + CODE, code)
        self.version += 1
        publish_deadline(self.machine)
