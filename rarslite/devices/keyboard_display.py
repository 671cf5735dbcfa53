"""RARS's Keyboard and Display MMIO Simulator as a device (rars-reference §5).

Four ordinary memory words at the MMIO base (0xFFFF0000; 0x7F00 in the compact configs),
RC, RD, TC and TD: see `REGISTERS`.

Timing is counted in instruction fetches (see devices/base.py): a transmission started by a
store completes at the N-th fetch after it (N = the delay), so the N-th instruction after the
store already reads ready = 1, and a display interrupt (utval 0x80) raised then is taken after
that instruction. Like RARS, an interrupt is requested when the control word *after* setting
the ready bit is not exactly 1 (not "when bit 1 is set", quirk 3), and a request made while an
external interrupt is pending is dropped (quirk 4).

The tool reacts to the program only while ``connected`` (RARS's Connect button). One deliberate
difference, on by default (``ready_after_reset``): RARS's Assemble/Reset clears TC to 0 and a
polling program hangs until Connect or Reset is pressed again; here a connected device sets
TC's ready bit again whenever the machine's memory is cleared (quirk 2). Pass False for RARS's
behaviour.

Threads: `type_key` may be called from any thread (it goes through ``machine.post``). The other
methods touch the machine's memory and must run on the simulator thread or while it is paused.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.devices.base import BaseDevice, DeviceRegister, nondeterministic, publish_deadline
from rarslite.devices.diagnostics import (
    PENDING_GRACE,
    Diagnostics,
    MessageSink,
    interrupt_lost,
    interrupt_pending,
    interrupt_setup,
    interrupts_taken,
    missing_enables,
    wants_interrupts,
)
from rarslite.devices.terminal_grid import TerminalGrid
from rarslite.machine.interface import user_input
from rarslite.memory_map import DEFAULT, MemoryConfig

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

REGISTERS = (
    DeviceRegister(0, "RC", "receiver control",
                   "bit 0 = 1: a key is waiting in RD; bit 1 = 1: interrupt on each key"),
    DeviceRegister(4, "RD", "receiver data",
                   "the last key typed; a word load at exactly this address clears RC bit 0"),
    DeviceRegister(8, "TC", "transmitter control",
                   "bit 0 = 1: the display is ready for a character; bit 1 = 1: interrupt "
                   "when it becomes ready"),
    DeviceRegister(12, "TD", "transmitter data",
                   "store a character here while TC bit 0 = 1 to show it; 12 clears the "
                   "screen; 7 + (column << 20) + (row << 8) moves the cursor"),
)
KEYBOARD_INTERRUPT = 0x40  # utval of a keyboard interrupt
DISPLAY_INTERRUPT = 0x80  # utval of a display interrupt
# The delay slider's positions (instructions); RARS's default position 4 gives 5.
SLIDER_DELAYS = (
    1, 2, 3, 4, 5, 10, 20, 30, 40, 50, 100, 150, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    1500, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 20000, 40000, 60000, 80000,
    100000, 200000, 400000, 600000, 800000, 1000000,
)  # fmt: skip
DEFAULT_DELAY = 5
TECHNIQUES = ("fixed", "uniform", "normal")
# Polls of RC/TC while disconnected before we say the tool is not connected (one stray read
# before the user presses Connect is not worth a message).
DISCONNECTED_POLLS = 100


class KeyboardDisplay(BaseDevice):
    """The Keyboard and Display MMIO Simulator. ``grid`` is the display the views render."""

    name = "Keyboard and Display MMIO"

    def __init__(
        self,
        config: MemoryConfig = DEFAULT,
        *,
        cols: int = 117,
        rows: int = 10,
        delay_technique: str = "fixed",
        delay: int = DEFAULT_DELAY,
        display_after_delay: bool = True,
        key_buffer: bool = False,
        rng: random.Random | None = None,
        on_message: MessageSink | None = None,
        ready_after_reset: bool = True,
    ) -> None:
        super().__init__()
        base = config.mmio_base
        self.rc, self.rd, self.tc, self.td = (base + r.offset for r in REGISTERS)
        self.ranges = [(base, self.td + 4)]
        self.grid = TerminalGrid(cols, rows)
        self.delay_technique = delay_technique
        self.delay = delay
        self._check_delay(delay_technique, delay)
        self.display_after_delay = display_after_delay
        self.key_buffer = key_buffer
        self.ready_after_reset = ready_after_reset
        self.rng = rng if rng is not None else random.Random()  # unseeded, as RARS
        self.diagnostics = Diagnostics(on_message)
        self.connected = False
        self.pending_keys: deque[int] = deque()  # the opt-in FIFO in front of RD
        # Transmission in flight: the latched word, its delay, and either an absolute deadline
        # (counting) or the fetches still to count (disconnected / between machines).
        self._tx_word: int | None = None
        self._tx_shown = False  # the in-flight character is already on the display (wfi)
        self._tx_limit = delay
        self._tx_deadline: int | None = None
        self._tx_left = 0
        self._diag_deadline: int | None = None
        self._diag_source = ""
        self._diag_taken: int | None = None
        self._disconnected_polls = 0
        # Activity record for front ends that feed keys when the program is idle (headless).
        self.key_unread = False  # a key was delivered and RD not read since
        self.keys_delivered = 0
        self.keys_read = 0
        self.chars_shown = 0
        self.last_output = 0  # machine.fetches at the last TD store that started a transmission
        self.last_key_read = 0  # ... at the last RD read
        self.last_rc_poll = -1  # ... at the last load of RC
        self.last_key_taken = 0  # ... at the last RD read that took an unread key
        self.last_change = 0  # ... at the last change of what the display shows
        # Receiver polls: loads of RC or RD while no key is unread, counted since the last
        # key was delivered or taken. A scripted feeder types at the second one (a single
        # read, e.g. of RC before setting its enable bit, is not yet a poll).
        self.polls = 0
        self.last_poll = -1
        self.on_poll: Callable[[], None] | None = None

    # -- settings ----------------------------------------------------------------------------

    @property
    def on_message(self) -> MessageSink | None:
        return self.diagnostics.on_message

    @on_message.setter
    def on_message(self, sink: MessageSink | None) -> None:
        self.diagnostics.on_message = sink

    def set_delay(self, technique: str, delay: int) -> None:
        """Change the delay technique / length (used from the next transmission on)."""
        self._check_delay(technique, delay)
        self.delay_technique, self.delay = technique, delay

    @staticmethod
    def _check_delay(technique: str, delay: int) -> None:
        if technique not in TECHNIQUES:
            raise ValueError(f"delay technique must be one of {', '.join(TECHNIQUES)}")
        if not isinstance(delay, int) or delay < 1:
            raise ValueError(f"display delay must be a positive number of instructions: {delay}")

    def generate_delay(self) -> int:
        """A new transmit delay in instructions, by the selected technique (§5.3)."""
        if self.delay_technique != "fixed" and self.machine is not None:
            return nondeterministic(self.machine, "kd-delay", self._random_delay)
        return self._random_delay()

    def _random_delay(self) -> int:
        if self.delay_technique == "uniform":
            return self.rng.randrange(self.delay) + 1
        if self.delay_technique == "normal":
            return int(abs(self.rng.gauss(0.0, 1.0) * self.delay) + 1)
        return self.delay

    # -- the tool's buttons ------------------------------------------------------------------

    def connect(self) -> None:
        """Connect to Program: start observing; TC's ready bit is set."""
        self.connected = True
        if self.machine is not None:
            self._set_tc_ready()
            self._resume_tx()
            self._update_deadline()

    def disconnect(self) -> None:
        """Stop observing (memory unchanged; an in-flight character waits)."""
        self._pause_tx()
        self.connected = False
        self._update_deadline()

    def reset(self) -> None:
        """The tool's Reset: stream mode, empty display, in-flight character cancelled, ready."""
        self.grid.clear()
        self._cancel_tx()
        self.pending_keys.clear()
        if self.connected and self.machine is not None:
            self._set_tc_ready()
        self._update_deadline()

    def type_key(self, ch: str | int) -> None:
        """A key typed in a front end (any thread): delivered on the simulator thread."""
        code = (ord(ch) if isinstance(ch, str) else ch) & 0xFF
        machine = self.machine
        if machine is not None:
            machine.post(user_input(lambda: self.deliver_key(code)))

    def flush_in_flight(self) -> bool:
        """Show a character whose display delay has not run out yet (headless end of run).

        RARS never shows it (quirk 21); a front end that calls this should say so. Returns
        True if a character was shown.
        """
        if self._tx_word is None:
            return False
        word, shown = self._tx_word, self._tx_shown
        self._cancel_tx()
        if self.display_after_delay and not shown:
            self._show(word)
            return True
        return False

    def drop_in_flight(self) -> int | None:
        """End a transmission unshown, as MARS's tool does when the program exits before the
        delay ran out (recorded: scripts/oracles/record_kdmmio_patterns.py). Returns the word that a
        person never sees, or None."""
        word, shown = self._tx_word, self._tx_shown
        self._cancel_tx()
        if word is None or shown or not self.display_after_delay:
            return None
        return word

    def on_wait(self) -> None:
        """The program waits (``wfi``) and no instruction counts the display delay down, so
        a person would stare at a screen missing its last character: show it now. The
        program still sees TC ready only when the delay has run (as in RARS, which shows
        the character then too)."""
        if self._tx_word is None or self._tx_shown or not self.display_after_delay:
            return
        self._show(self._tx_word)
        self._tx_shown = True
        self.diagnostics.say_once(
            "shown-while-waiting",
            "Keyboard and Display MMIO: the program waits (wfi) while its last character is "
            "still in its display delay, which counts instructions; rarslite shows the "
            "character now (RARS shows it only after that many more instructions). "
            "Transmitter ready still follows the delay.",
        )

    @property
    def in_flight(self) -> int | None:
        """The word being transmitted, or None."""
        return self._tx_word

    # -- keyboard ----------------------------------------------------------------------------

    def deliver_key(self, code: int) -> None:
        """A key arrives (simulator thread). Into the FIFO if buffering and a key is unread."""
        code &= 0xFF
        machine = self.machine
        if machine is None:
            return
        mem = machine.memory
        if self.key_buffer and self.connected and mem.peek_word(self.rc) & 1:
            self.pending_keys.append(code)
            return
        rc = mem.peek_word(self.rc) | 1
        if self.connected:
            mem.poke_word(self.rc, rc)
            mem.poke_word(self.rd, code)
            self.key_unread = True
            self.keys_delivered += 1
            self.polls = 0
        if rc != 1:  # RARS asks for an interrupt even while disconnected (§5.2 quirk)
            self._request("keyboard", KEYBOARD_INTERRUPT)
        elif self.connected and wants_interrupts(machine):
            self.diagnostics.say_once(
                "rc-ie",
                "Keyboard and Display MMIO: a key arrived but no keyboard interrupt was raised: "
                f"receiver control (RC, {self.rc:#010x}) bit 1 (interrupt enable) is 0, although "
                f"{interrupt_setup(machine)}. Store 2 to RC to enable keyboard interrupts.",
            )

    # -- device hooks ------------------------------------------------------------------------

    def attach(self, machine: Machine) -> None:
        self._pause_tx()
        super().attach(machine)
        # TC is read and written for every character: keep its storage slot at hand
        self._tc_slot = machine.memory.word_slot(self.tc)
        self._disconnected_polls = 0
        self._diag_deadline = None
        self.last_output = self.last_key_read = machine.fetches
        self.last_key_taken = self.last_change = machine.fetches
        self.last_rc_poll = self.last_poll = -1
        self.polls = 0
        if self.connected and self.ready_after_reset:
            self._set_tc_ready()
        self._resume_tx()
        self._update_deadline()

    def detach(self) -> None:
        self._pause_tx()
        super().detach()
        self._update_deadline()

    def on_reset(self) -> None:
        # RARS's Assemble/Reset clears the words but does not tell the tool: the display and an
        # in-flight character survive (it restarts its count here).
        if self._tx_word is not None:
            self._tx_deadline, self._tx_left = None, self._tx_limit
        self._diag_deadline = None
        self.key_unread = False
        self.pending_keys.clear()
        if self.machine is not None:
            self.last_output = self.last_key_read = self.machine.fetches
            self.last_key_taken = self.last_change = self.machine.fetches
            self.polls = 0
            if self.connected and self.ready_after_reset:
                self._set_tc_ready()
        self._resume_tx()
        self._update_deadline()

    def on_load(self, addr: int, size: int) -> None:
        machine = self.machine
        if machine is None:
            return
        if not self.connected:
            if addr in (self.rc, self.tc):
                self._disconnected_polls += 1
                if self._disconnected_polls >= DISCONNECTED_POLLS:
                    self.diagnostics.say_once(
                        "disconnected",
                        "Keyboard and Display MMIO: the program keeps reading the "
                        f"{'receiver' if addr == self.rc else 'transmitter'} control word "
                        f"({addr:#010x}) but the tool is not connected, so its ready bit "
                        "never changes. Press Connect (headless: run with --kdmmio).",
                    )
            return
        if addr == self.rd:
            mem = machine.memory
            mem.poke_word(self.rc, mem.peek_word(self.rc) & 2)
            taken = self.key_unread
            self.key_unread = False
            self.keys_read += 1
            self.last_key_read = machine.fetches
            if taken:
                self.last_key_taken = machine.fetches
                self.polls = 0
            if self.pending_keys:
                self.deliver_key(self.pending_keys.popleft())
            elif not taken:
                self._polled()
        elif addr == self.rc:
            self.last_rc_poll = machine.fetches
            if not self.key_unread:
                self._polled()

    def on_store(self, addr: int, size: int, value: int) -> None:
        machine = self.machine
        if machine is None or not self.connected:
            return
        if addr == self.td:
            words, i = self._tc_slot
            tc = words[i]
            if not tc & 1:
                return  # not ready: RARS ignores the character
            words[i] = tc & 2
            self._tx_word = value
            self._tx_shown = False
            self._tx_limit = self.generate_delay()
            self._tx_deadline = machine.fetches + self._tx_limit
            self.last_output = machine.fetches
            if not self.display_after_delay:
                self._show(value)
            self._update_deadline(publish=False)
        elif addr == self.tc and size == 4 and not value & 1 and self._tx_word is None:
            self.diagnostics.say_once(
                "tc-cleared",
                f"Keyboard and Display MMIO: the program stored {value:#x} to transmitter "
                f"control ({self.tc:#010x}), clearing its ready bit with no character in "
                "flight, so the display will never become ready again. To enable display "
                "interrupts store 3, not 2.",
            )

    def on_deadline(self) -> None:
        machine = self.machine
        if machine is None:
            return
        now = machine.fetches
        if self._tx_deadline is not None and now >= self._tx_deadline:
            word, shown = self._tx_word, self._tx_shown
            self._tx_word = self._tx_deadline = None
            self._tx_shown = False
            if self.display_after_delay and word is not None and not shown:
                self._show(word)
            words, i = self._tc_slot
            tc = words[i] | 1
            words[i] = tc
            if tc != 1:
                self._request("display", DISPLAY_INTERRUPT)
        if self._diag_deadline is not None and now >= self._diag_deadline:
            self._diag_deadline = None
            self._explain_pending()
        self._update_deadline(publish=False)

    # -- backstep (devices/base.py) ----------------------------------------------------------

    def snapshot(self) -> tuple:
        m = self.machine
        words = None
        if m is not None:
            peek = m.memory.peek_word
            words = (peek(self.rc), peek(self.rd), peek(self.tc), peek(self.td))
        return (self.connected, tuple(self.pending_keys), self._tx_word, self._tx_limit,
                self._tx_deadline, self._tx_left, self._diag_deadline, self._diag_source,
                self._diag_taken, self._disconnected_polls, self.key_unread,
                self.keys_delivered, self.keys_read, self.chars_shown, self.last_output,
                self.last_key_read, self.last_rc_poll, self.last_poll, self.polls,
                self.last_key_taken, self.last_change, self.deadline, words,
                self.grid.snapshot(), self._tx_shown)  # fmt: skip

    @staticmethod
    def idle_state(state: tuple) -> tuple:
        """A snapshot without the poll counters (diagnostics only): a loop that polls and
        finds nothing leaves the device as it was (backstep's idle-loop collapsing)."""
        return state[:9] + state[10:12] + state[13:15] + state[19:]

    def restore(self, state: tuple) -> None:
        (self.connected, keys, self._tx_word, self._tx_limit, self._tx_deadline,
         self._tx_left, self._diag_deadline, self._diag_source, self._diag_taken,
         self._disconnected_polls, self.key_unread, self.keys_delivered, self.keys_read,
         self.chars_shown, self.last_output, self.last_key_read, self.last_rc_poll,
         self.last_poll, self.polls, self.last_key_taken, self.last_change,
         self.deadline, words, grid, self._tx_shown) = state  # fmt: skip
        self.pending_keys = deque(keys)
        m = self.machine
        if words is not None and m is not None:
            for addr, word in zip((self.rc, self.rd, self.tc, self.td), words, strict=True):
                m.memory.poke_word(addr, word)
        self.grid.restore(grid)

    # -- internals ---------------------------------------------------------------------------

    def _show(self, word: int) -> None:
        grid = self.grid
        changes = grid.changes
        grid.put(word)
        self.chars_shown += 1
        if grid.changes != changes and self.machine is not None:
            self.last_change = self.machine.fetches

    def _polled(self) -> None:
        assert self.machine is not None
        self.polls += 1
        self.last_poll = self.machine.fetches
        if self.on_poll is not None:
            self.on_poll()

    def _set_tc_ready(self) -> None:
        assert self.machine is not None
        mem = self.machine.memory
        mem.poke_word(self.tc, mem.peek_word(self.tc) | 1)

    def _cancel_tx(self) -> None:
        self._tx_word = self._tx_deadline = None
        self._tx_shown = False
        self._tx_left = 0

    def _pause_tx(self) -> None:
        if self._tx_deadline is not None and self.machine is not None:
            self._tx_left = max(1, self._tx_deadline - self.machine.fetches)
        self._tx_deadline = None

    def _resume_tx(self) -> None:
        if (
            self._tx_word is not None
            and self._tx_deadline is None
            and self.connected
            and self.machine is not None
        ):
            self._tx_deadline = self.machine.fetches + max(1, self._tx_left)

    def _update_deadline(self, publish: bool = True) -> None:
        # on the per-character path: no allocation, and no publishing from inside a hook
        # (the machine re-reads deadlines after every hook call itself)
        tx, diag = self._tx_deadline, self._diag_deadline
        if tx is None or (diag is not None and diag < tx):
            self.deadline = diag
        else:
            self.deadline = tx
        if publish:
            publish_deadline(self.machine)

    def _request(self, source: str, value: int) -> None:
        machine = self.machine
        assert machine is not None
        if machine.request_interrupt("external", value):
            lost = interrupt_lost(machine, source)
            if lost:
                self.diagnostics.say_once(
                    f"lost-{source}-{'|'.join(lost)}",
                    f"Keyboard and Display MMIO: a {source} interrupt went nowhere: "
                    + "; ".join(lost),
                )
            elif self._diag_deadline is None:
                self._diag_deadline = machine.fetches + PENDING_GRACE
                self._diag_source = source
                self._diag_taken = interrupts_taken(machine)
                self._update_deadline()
        else:
            hint = " (or turn on the key buffer)" if source == "keyboard" else ""
            self.diagnostics.say_once(
                f"dropped-{source}",
                f"Keyboard and Display MMIO: a {source} interrupt was dropped because an "
                "external interrupt was already pending (RARS keeps only one); the program "
                f"must take interrupts faster{hint}.",
            )

    def _explain_pending(self) -> None:
        machine = self.machine
        if machine is None or not interrupt_pending(machine, "external"):
            return
        taken = interrupts_taken(machine)
        if taken is not None and taken != self._diag_taken:
            return  # interrupts are being taken: this pending one is a new one
        missing = missing_enables(machine, "external")
        if missing:
            self.diagnostics.say_once(
                f"pending-{self._diag_source}-{'|'.join(missing)}",
                f"Keyboard and Display MMIO: a {self._diag_source} interrupt has been pending "
                f"for {PENDING_GRACE} instructions and cannot be taken: " + "; ".join(missing),
            )
