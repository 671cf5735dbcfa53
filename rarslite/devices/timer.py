"""RARS's Timer Tool as a device (rars-reference §6).

Memory words above the MMIO base: ``time`` (ms since Play, written by the tool) and
``timecmp`` (written by the program), each a low and a high word: see `REGISTERS`.

RARS runs a 1 ms background task. While the tool is connected *and Play was pressed* it writes
the time words and, when ``time >= timecmp`` and the compare is *armed* (any store to timecmp
arms it) and both ustatus.UIE and uie bit 4 are set, requests a timer interrupt (utval 0x10)
and disarms. Here that task runs every ``tick_fetches`` instruction fetches (through the device
``deadline``) and whenever a front end calls `tick` (e.g. while the program sits in ``wfi``).

Quirk kept (19): the tool's private copy of timecmp is updated as
``cmp = (cmp >> 32 << 32) + signext32(low)`` on a low-word store and ``cmp += high << 32`` on
a high-word store, so the high word accumulates.

Time source: wall-clock milliseconds by default; ``instructions_per_ms=N`` makes the clock
count one millisecond per N instruction fetches, which is deterministic (tests, autograders).
"""

from __future__ import annotations

import time as _time
from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.devices.base import BaseDevice, DeviceRegister, nondeterministic, publish_deadline
from rarslite.devices.diagnostics import UIE_BIT, UIE_TIMER, Diagnostics, MessageSink
from rarslite.memory_map import DEFAULT, MemoryConfig

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

REGISTERS = (
    DeviceRegister(0x18, "time", "time, low word",
                   "milliseconds since Go, written by the tool while it is connected"),
    DeviceRegister(0x1C, "timeh", "time, high word", "the high 32 bits of time"),
    DeviceRegister(0x20, "timecmp", "compare, low word",
                   "a timer interrupt is requested once time >= timecmp (after a store here, "
                   "with ustatus bit 0 and uie bit 4 set)"),
    DeviceRegister(0x24, "timecmph", "compare, high word", "the high 32 bits of timecmp"),
)
TIMER_INTERRUPT = 0x10  # utval of a Timer Tool interrupt
DEFAULT_TICK_FETCHES = 4000  # ~1 ms of simulation at a few MIPS (RARS ticks every 1 ms)
# A compare reached but held back by disabled interrupts for this many ms is reported.
HELD_REPORT_MS = 1000


def wall_clock_ms() -> int:
    return int(_time.monotonic() * 1000)


def _sext32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


class Timer(BaseDevice):
    """The Timer Tool. ``play()`` starts the clock (RARS: time stands still before Play)."""

    name = "Timer Tool"

    def __init__(
        self,
        config: MemoryConfig = DEFAULT,
        *,
        clock: Callable[[], int] | None = None,
        instructions_per_ms: int | None = None,
        tick_fetches: int | None = None,
        on_message: MessageSink | None = None,
    ) -> None:
        super().__init__()
        if instructions_per_ms is not None and instructions_per_ms < 1:
            raise ValueError("instructions per millisecond must be at least 1")
        base = config.mmio_base
        self.time_addr = base + REGISTERS[0].offset
        self.cmp_addr = base + REGISTERS[2].offset
        self.ranges = [(self.cmp_addr, self.cmp_addr + 8)]
        self.instructions_per_ms = instructions_per_ms
        self._clock = clock or wall_clock_ms
        self.tick_fetches = tick_fetches or instructions_per_ms or DEFAULT_TICK_FETCHES
        self.diagnostics = Diagnostics(on_message)
        self.connected = False
        self.playing = False
        self.time = 0  # ms, as last written to memory
        self.timecmp = 0  # the tool's private copy (quirky accumulation)
        self.armed = False
        self._saved = 0  # ms accumulated before the current running stretch
        self._start = 0  # clock value when the current running stretch began
        self._skip = 0  # ms added by fast_forward (instruction clock while waiting)
        self._held_since: int | None = None

    # -- clock -------------------------------------------------------------------------------

    def now(self) -> int:
        """The time source in ms (absolute, only differences matter)."""
        if self.instructions_per_ms is not None:
            fetches = self.machine.fetches if self.machine is not None else 0
            return fetches // self.instructions_per_ms + self._skip
        if self.machine is not None:
            return nondeterministic(self.machine, "timer-clock", self._clock)
        return self._clock()

    @property
    def running(self) -> bool:
        return self.connected and self.playing

    def elapsed(self) -> int:
        """Current time in ms since Play (what the next tick writes)."""
        return self._saved + (self.now() - self._start if self.running else 0)

    def _set_running(self, connected: bool, playing: bool) -> None:
        was = self.running
        if was:
            self._saved += self.now() - self._start
        self.connected, self.playing = connected, playing
        if self.running and not was:
            self._start = self.now()
        self._update_deadline()

    # -- the tool's buttons ------------------------------------------------------------------

    def connect(self) -> None:
        self._set_running(True, self.playing)

    def disconnect(self) -> None:
        self._set_running(False, self.playing)

    def play(self) -> None:
        self._set_running(self.connected, True)

    def pause(self) -> None:
        self._set_running(self.connected, False)

    def reset(self) -> None:
        """Time back to 0 (Play/Pause state and timecmp unchanged, as RARS)."""
        self._saved = 0
        self._start = self.now()
        self.time = 0
        self._write_time()

    # -- ticking -----------------------------------------------------------------------------

    def tick(self) -> None:
        """RARS's 1 ms task: publish the time; fire the compare if due (simulator thread)."""
        if not self.running or self.machine is None:
            return
        self.time = self.elapsed()
        self._write_time()
        if self.armed and self.time >= self.timecmp:
            csr = self.machine.csr
            if csr.uie & UIE_TIMER and csr.ustatus & UIE_BIT:
                self.machine.request_interrupt("timer", TIMER_INTERRUPT)
                self.armed = False
                self._held_since = None
            else:
                self._explain_held(csr)

    def ms_until_due(self) -> int | None:
        """Milliseconds until an armed compare is reached (0 if due), None if nothing armed."""
        if not self.armed or not self.running:
            return None
        return max(0, self.timecmp - self.elapsed())

    def fast_forward(self, ms: int) -> None:
        """Advance an instruction clock by ``ms`` (a program waiting in wfi executes nothing)."""
        if self.instructions_per_ms is None:
            raise ValueError("only an instruction clock can be fast-forwarded")
        self._skip += max(0, ms)

    # -- device hooks ------------------------------------------------------------------------

    def attach(self, machine: Machine) -> None:
        if self.running:  # keep the time so far: RARS's clock runs across assembles
            self._saved += self.now() - self._start
        super().attach(machine)
        if self.instructions_per_ms is not None:
            self._skip = 0  # a new machine counts fetches from its own start
        self._start = self.now()
        self._update_deadline()

    def on_reset(self) -> None:
        self._update_deadline()

    def on_store(self, addr: int, size: int, value: int) -> None:
        # RARS's observer: any store at exactly timecmp's low or high word (tool connected or
        # not) updates its copy and arms the compare.
        if addr == self.cmp_addr:
            self.timecmp = ((self.timecmp >> 32) << 32) + _sext32(value)
            self.armed = True
        elif addr == self.cmp_addr + 4:
            self.timecmp = self.timecmp + (_sext32(value) << 32)
            self.armed = True

    def on_deadline(self) -> None:
        self.tick()
        self._update_deadline()

    # -- backstep (devices/base.py) ----------------------------------------------------------

    def snapshot(self) -> tuple:
        m = self.machine
        words = None
        if m is not None:
            words = (m.memory.peek_word(self.time_addr), m.memory.peek_word(self.time_addr + 4))
        return (self.connected, self.playing, self.time, self.timecmp, self.armed, self._saved,
                self._start, self._skip, self._held_since, self.deadline, words)  # fmt: skip

    def restore(self, state: tuple) -> None:
        (self.connected, self.playing, self.time, self.timecmp, self.armed, self._saved,
         self._start, self._skip, self._held_since, self.deadline, words) = state  # fmt: skip
        m = self.machine
        if words is not None and m is not None:
            m.memory.poke_word(self.time_addr, words[0])
            m.memory.poke_word(self.time_addr + 4, words[1])

    # -- internals ---------------------------------------------------------------------------

    def _write_time(self) -> None:
        if self.machine is None:
            return
        mem = self.machine.memory
        mem.poke_word(self.time_addr, self.time & 0xFFFFFFFF)
        mem.poke_word(self.time_addr + 4, (self.time >> 32) & 0xFFFFFFFF)

    def _update_deadline(self) -> None:
        m = self.machine
        self.deadline = m.fetches + self.tick_fetches if self.running and m is not None else None
        publish_deadline(m)

    def _explain_held(self, csr: object) -> None:
        if self._held_since is None:
            self._held_since = self.time
            return
        if self.time - self._held_since < HELD_REPORT_MS:
            return
        missing = []
        if not csr.ustatus & UIE_BIT:  # type: ignore[attr-defined]
            missing.append("ustatus.UIE (bit 0) is 0")
        if not csr.uie & UIE_TIMER:  # type: ignore[attr-defined]
            missing.append("uie bit 4 (timer, 0x10) is 0")
        self.diagnostics.say_once(
            "held-" + "|".join(missing),
            f"Timer Tool: time reached timecmp ({self.timecmp}) {HELD_REPORT_MS} ms ago but no "
            "timer interrupt can be raised: " + "; ".join(missing),
        )
