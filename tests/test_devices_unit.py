"""KeyboardDisplay and Timer against a small fake machine that follows devices/base.py.

The fake runs "instructions" that are Python callables: each step counts one fetch, calls the
device's on_deadline when the fetch count reaches its deadline (before the instruction runs),
then runs the instruction. That is the timing contract the real machine implements.
"""

from __future__ import annotations

import random

import pytest

from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.devices.timer import Timer
from rarslite.machine.riscv import traps
from rarslite.memory_map import COMPACT_TEXT_AT_ZERO

RC, RD, TC, TD = 0xFFFF0000, 0xFFFF0004, 0xFFFF0008, 0xFFFF000C


class FakeCsr:
    def __init__(self) -> None:
        self.ustatus = self.uie = self.utvec = self.uip = 0


class WordsAt:
    """Indexable words starting at ``base``, like the memoryview of Memory.word_slot."""

    def __init__(self, memory: FakeMemory, base: int) -> None:
        self.memory, self.base = memory, base

    def __getitem__(self, i: int) -> int:
        return self.memory.peek_word(self.base + 4 * i)

    def __setitem__(self, i: int, value: int) -> None:
        self.memory.poke_word(self.base + 4 * i, value)


class FakeMemory:
    def __init__(self, machine: FakeMachine) -> None:
        self.words: dict[int, int] = {}
        self.m = machine

    def peek_word(self, addr: int) -> int:
        return self.words.get(addr, 0)

    def poke_word(self, addr: int, value: int) -> None:
        self.words[addr] = value & 0xFFFFFFFF

    def word_slot(self, addr: int) -> tuple[WordsAt, int]:
        return WordsAt(self, addr), 0

    # program accesses: memory first, then the hooks (base.py)
    def load_word(self, addr: int) -> int:
        value = self.peek_word(addr)
        for d in self.m.devices:
            if any(a <= addr < b for a, b in d.ranges):
                d.on_load(addr, 4)
        return value

    def store_word(self, addr: int, value: int, size: int = 4) -> None:
        mask = (1 << (8 * size)) - 1
        self.poke_word(addr, value & mask)
        for d in self.m.devices:
            if any(a <= addr < b for a, b in d.ranges):
                d.on_store(addr, size, value & mask)


class FakeMachine:
    def __init__(self) -> None:
        self.fetches = 0
        self.x = [0] * 32
        self.devices: list = []
        self.memory = FakeMemory(self)
        self.csr = FakeCsr()
        self.pending: dict[str, int | None] = {"external": None, "timer": None}
        self.requests: list[tuple[str, int, int]] = []
        self.posted: list = []
        self.stopped: str | None = None

    def connect(self, device) -> None:
        self.devices.append(device)
        device.attach(self)

    def request_interrupt(self, kind: str, value: int) -> bool:
        self.requests.append((kind, value, self.fetches))
        if self.pending[kind] is not None:
            return False
        self.pending[kind] = value
        self.csr.uip |= 0x100 if kind == "external" else 0x10
        return True

    def take(self, kind: str = "external") -> int | None:
        value, self.pending[kind] = self.pending[kind], None
        self.csr.uip &= ~(0x100 if kind == "external" else 0x10)
        return value

    def post(self, fn) -> None:
        self.posted.append(fn)

    def run_posted(self) -> None:
        posted, self.posted = self.posted, []
        for fn in posted:
            fn()

    def request_stop(self, message: str) -> None:
        self.stopped = message

    def interrupts_deliverable(self) -> bool:
        return traps.interrupts_deliverable(self.csr)

    def external_interrupt_enabled(self) -> bool:
        return traps.external_interrupt_enabled(self.csr)

    def step(self, instr=None) -> None:
        self.fetches += 1
        for d in self.devices:
            if d.deadline is not None and self.fetches >= d.deadline:
                d.on_deadline()
        if instr is not None:
            instr()

    def nops(self, n: int) -> None:
        for _ in range(n):
            self.step()

    def compute(self, n: int) -> None:
        """Instructions that change a register (a program busy computing)."""
        for _ in range(n):
            self.step(lambda: self.x.__setitem__(5, self.x[5] + 1))


def kd_machine(**kw) -> tuple[FakeMachine, KeyboardDisplay]:
    m = FakeMachine()
    kd = KeyboardDisplay(**kw)
    m.connect(kd)
    kd.connect()
    return m, kd


def tc_ready(m: FakeMachine) -> int:
    return m.memory.peek_word(TC) & 1


# -- transmitter -----------------------------------------------------------------------------


def test_connect_sets_tc_ready():
    m = FakeMachine()
    kd = KeyboardDisplay()
    m.connect(kd)
    assert tc_ready(m) == 0
    kd.connect()
    assert tc_ready(m) == 1


@pytest.mark.parametrize("delay", [1, 2, 5, 37])
def test_ready_after_exactly_n_instructions(delay):
    m, kd = kd_machine(delay=delay)
    m.step(lambda: m.memory.store_word(TD, ord("A")))
    seen = []
    for _ in range(delay + 2):
        m.step(lambda: seen.append(m.memory.load_word(TC) & 1))
    # instructions 1..N-1 after the store read 0, the N-th reads 1
    assert seen == [0] * (delay - 1) + [1, 1, 1]
    assert kd.grid.text() == "A"


def test_dad_shows_character_only_when_ready():
    m, kd = kd_machine(delay=3)
    m.step(lambda: m.memory.store_word(TD, ord("x")))
    m.nops(2)
    assert kd.grid.text() == ""
    m.nops(1)
    assert kd.grid.text() == "x"


def test_without_dad_character_shows_at_store():
    m, kd = kd_machine(delay=3, display_after_delay=False)
    m.step(lambda: m.memory.store_word(TD, ord("x")))
    assert kd.grid.text() == "x"
    assert tc_ready(m) == 0


def test_store_while_not_ready_is_ignored():
    m, kd = kd_machine(delay=10)
    m.step(lambda: m.memory.store_word(TD, ord("a")))
    m.step(lambda: m.memory.store_word(TD, ord("b")))
    m.nops(20)
    assert kd.grid.text() == "a"
    assert m.memory.peek_word(TD) == ord("b")  # the memory word still changes


def test_store_byte_passes_only_low_byte_so_bell_position_is_lost():
    m, kd = kd_machine(cols=10, rows=5, delay=1)
    m.step(lambda: m.memory.store_word(TD, (3 << 20) | (2 << 8) | 7, size=1))
    m.nops(1)
    assert kd.grid.mode == "grid"
    assert kd.grid.cursor == (0, 0)


def test_display_interrupt_requested_at_nth_fetch_when_tc_not_one():
    m, kd = kd_machine(delay=4)
    m.memory.poke_word(TC, 3)
    m.step(lambda: m.memory.store_word(TD, ord("a")))
    start = m.fetches
    m.nops(4)
    assert m.requests == [("external", 0x80, start + 4)]
    assert m.memory.peek_word(TC) == 3


def test_no_display_interrupt_when_tc_is_one():
    m, kd = kd_machine(delay=2)
    m.step(lambda: m.memory.store_word(TD, ord("a")))
    m.nops(5)
    assert m.requests == []


def test_interrupt_test_is_word_not_one_quirk():
    # bit 5 set but bit 1 clear: RARS still requests (the test is "control word != 1")
    m, kd = kd_machine(delay=3)
    m.step(lambda: m.memory.store_word(TD, ord("a")))
    assert m.memory.peek_word(TC) == 0  # TC & 2
    m.step(lambda: m.memory.store_word(TC, 0x20))
    m.nops(2)
    assert m.requests and m.requests[0][1] == 0x80
    assert m.memory.peek_word(TC) == 0x21


def test_uniform_and_normal_delays_use_injected_rng():
    kd = KeyboardDisplay(delay_technique="uniform", delay=10, rng=random.Random(1))
    values = {kd.generate_delay() for _ in range(300)}
    assert values == set(range(1, 11))
    kd.set_delay("normal", 100)
    normal = [kd.generate_delay() for _ in range(300)]
    assert min(normal) >= 1 and max(normal) > 100
    with pytest.raises(ValueError):
        kd.set_delay("gaussian", 5)
    with pytest.raises(ValueError):
        KeyboardDisplay(delay=0)


def test_uniform_delay_is_honoured_by_timing():
    m, kd = kd_machine(delay_technique="uniform", delay=50, rng=random.Random(7))
    expected = random.Random(7).randrange(50) + 1
    m.step(lambda: m.memory.store_word(TD, ord("a")))
    n = 0
    while not tc_ready(m):
        m.step()
        n += 1
    assert n == expected


def test_tool_reset_cancels_in_flight_and_clears_display():
    m, kd = kd_machine(delay=5)
    m.memory.poke_word(TC, 3)
    for ch in "ab":
        m.step(lambda ch=ch: m.memory.store_word(TD, ord(ch)))
        m.nops(5)
    m.step(lambda: m.memory.store_word(TD, ord("c")))
    kd.reset()
    assert kd.grid.text() == ""
    assert m.memory.peek_word(TC) == 3
    m.requests.clear()
    m.nops(10)
    assert kd.grid.text() == "" and m.requests == []


def test_disconnect_stops_counting_and_observing():
    m, kd = kd_machine(delay=3)
    m.step(lambda: m.memory.store_word(TD, ord("a")))
    kd.disconnect()
    m.nops(10)
    assert kd.grid.text() == "" and tc_ready(m) == 0
    kd.connect()  # Connect sets ready and the in-flight character resumes its count
    m.nops(3)
    assert kd.grid.text() == "a"


def test_flush_in_flight():
    m, kd = kd_machine(delay=100)
    m.step(lambda: m.memory.store_word(TD, ord("z")))
    assert kd.in_flight == ord("z")
    assert kd.flush_in_flight() is True
    assert kd.grid.text() == "z"
    assert kd.flush_in_flight() is False


def test_new_machine_after_assemble_gets_ready_bit_by_default():
    m, kd = kd_machine()
    m2 = FakeMachine()
    m2.connect(kd)
    assert tc_ready(m2) == 1
    kd2 = KeyboardDisplay(ready_after_reset=False)
    kd2.connect()
    m3 = FakeMachine()
    m3.connect(kd2)
    assert tc_ready(m3) == 0  # RARS: TC = 0 after assemble until Connect/Reset


def test_compact_config_addresses():
    kd = KeyboardDisplay(COMPACT_TEXT_AT_ZERO)
    assert (kd.rc, kd.rd, kd.tc, kd.td) == (0x7F00, 0x7F04, 0x7F08, 0x7F0C)
    assert kd.ranges == [(0x7F00, 0x7F10)]


# -- receiver --------------------------------------------------------------------------------


def test_key_sets_ready_and_data_and_rd_read_clears():
    m, kd = kd_machine()
    kd.deliver_key(ord("k"))
    assert m.memory.peek_word(RC) == 1 and m.memory.peek_word(RD) == ord("k")
    assert m.requests == []
    assert m.memory.load_word(RD) == ord("k")
    assert m.memory.peek_word(RC) == 0


def test_rd_read_keeps_only_interrupt_enable_bit():
    m, kd = kd_machine()
    m.memory.poke_word(RC, 0x12)
    kd.deliver_key(ord("a"))
    assert m.requests == [("external", 0x40, 0)]
    m.memory.load_word(RD)
    assert m.memory.peek_word(RC) == 2
    m.memory.load_word(RD + 1)  # only base+4 exactly clears
    m.memory.poke_word(RC, 3)
    m.memory.load_word(RD + 1)
    assert m.memory.peek_word(RC) == 3


def test_type_key_posts_to_simulator_thread():
    m, kd = kd_machine()
    kd.type_key("\n")
    assert m.memory.peek_word(RC) == 0
    m.run_posted()
    assert m.memory.peek_word(RD) == 10


def test_key_while_previous_unread_overwrites_and_second_interrupt_dropped():
    msgs = []
    m, kd = kd_machine(on_message=msgs.append)
    m.memory.poke_word(RC, 2)
    kd.deliver_key(ord("a"))
    kd.deliver_key(ord("b"))
    assert m.memory.peek_word(RD) == ord("b")
    assert m.memory.peek_word(RC) == 3
    assert [r[1] for r in m.requests] == [0x40, 0x40]
    assert m.pending["external"] == 0x40
    assert any("dropped" in s for s in msgs)


def test_key_buffer_delivers_next_key_when_rd_read():
    m, kd = kd_machine(key_buffer=True)
    for ch in "abc":
        kd.deliver_key(ord(ch))
    got = []
    while m.memory.peek_word(RC) & 1:
        got.append(chr(m.memory.load_word(RD)))
    assert got == ["a", "b", "c"]


def test_key_buffer_with_interrupts_requests_one_per_key():
    m, kd = kd_machine(key_buffer=True)
    m.memory.poke_word(RC, 2)
    for ch in "xy":
        kd.deliver_key(ord(ch))
    assert m.take() == 0x40
    assert m.memory.load_word(RD) == ord("x")
    assert m.take() == 0x40  # y delivered at the read, with its own interrupt
    assert m.memory.load_word(RD) == ord("y")
    assert m.memory.peek_word(RC) == 2


def test_disconnected_key_does_not_change_memory_but_may_interrupt():
    m = FakeMachine()
    kd = KeyboardDisplay()
    m.connect(kd)
    kd.deliver_key(ord("a"))
    assert m.memory.peek_word(RC) == 0 and m.memory.peek_word(RD) == 0
    assert m.requests == []
    m.memory.poke_word(RC, 2)
    kd.deliver_key(ord("a"))
    assert m.memory.peek_word(RC) == 2
    assert m.requests == [("external", 0x40, 0)]


# -- diagnostics -----------------------------------------------------------------------------


def test_diagnostic_polling_while_disconnected():
    msgs = []
    m = FakeMachine()
    kd = KeyboardDisplay(on_message=msgs.append)
    m.connect(kd)
    for _ in range(500):
        m.memory.load_word(TC)
    assert len(msgs) == 1 and "not connected" in msgs[0] and "0xffff0008" in msgs[0]


def test_diagnostic_pending_interrupt_names_missing_enables():
    msgs = []
    m, kd = kd_machine(on_message=msgs.append)
    m.memory.poke_word(RC, 2)
    m.csr.uie = 0x100
    kd.deliver_key(ord("a"))
    m.nops(100_001)
    assert len(msgs) == 1
    assert "ustatus.UIE" in msgs[0] and "utvec is 0" in msgs[0] and "uie bit 8" not in msgs[0]


def test_no_diagnostic_when_interrupt_taken():
    msgs = []
    m, kd = kd_machine(on_message=msgs.append)
    m.memory.poke_word(RC, 2)
    kd.deliver_key(ord("a"))
    m.take()
    m.nops(100_001)
    assert msgs == []


def test_diagnostic_missing_receiver_interrupt_enable():
    msgs = []
    m, kd = kd_machine(on_message=msgs.append)
    m.csr.uie, m.csr.utvec, m.csr.ustatus = 0x100, 0x400100, 1
    kd.deliver_key(ord("a"))
    assert len(msgs) == 1 and "bit 1" in msgs[0]


def test_diagnostic_tc_cleared_by_program():
    msgs = []
    m, kd = kd_machine(on_message=msgs.append)
    m.memory.store_word(TC, 2)
    assert len(msgs) == 1 and "store 3" in msgs[0]


# -- timer -----------------------------------------------------------------------------------


class FakeClock:
    def __init__(self) -> None:
        self.ms = 1000

    def __call__(self) -> int:
        return self.ms


def timer_machine(**kw) -> tuple[FakeMachine, Timer, FakeClock]:
    m = FakeMachine()
    clock = FakeClock()
    t = Timer(clock=clock, tick_fetches=10, **kw)
    m.connect(t)
    return m, t, clock


def test_timer_time_runs_only_when_connected_and_playing():
    m, t, clock = timer_machine()
    clock.ms += 50
    t.tick()
    assert m.memory.peek_word(0xFFFF0018) == 0
    t.connect()
    clock.ms += 50
    t.tick()
    assert m.memory.peek_word(0xFFFF0018) == 0  # not before Play
    t.play()
    clock.ms += 30
    t.tick()
    assert m.memory.peek_word(0xFFFF0018) == 30
    t.pause()
    clock.ms += 100
    t.play()
    clock.ms += 5
    t.tick()
    assert t.time == 35
    t.reset()
    assert m.memory.peek_word(0xFFFF0018) == 0


def test_timer_interrupt_when_armed_and_enabled():
    m, t, clock = timer_machine()
    t.connect()
    t.play()
    m.csr.uie, m.csr.ustatus = 0x10, 1
    m.memory.store_word(0xFFFF0024, 0)
    m.memory.store_word(0xFFFF0020, 100)
    clock.ms += 99
    m.nops(10)
    assert m.requests == []
    clock.ms += 1
    m.nops(10)
    assert m.requests == [("timer", 0x10, 20)]
    clock.ms += 100
    m.nops(50)
    assert len(m.requests) == 1  # disarmed until timecmp is written again
    m.memory.store_word(0xFFFF0020, 150)
    m.nops(10)
    assert len(m.requests) == 2


def test_timer_compare_held_while_disabled_fires_when_enabled():
    msgs = []
    m, t, clock = timer_machine(on_message=msgs.append)
    t.connect()
    t.play()
    m.memory.store_word(0xFFFF0020, 10)
    clock.ms += 20
    m.nops(30)
    assert m.requests == []
    clock.ms += 2000
    m.nops(20)
    assert len(msgs) == 1 and "uie bit 4" in msgs[0] and "ustatus.UIE" in msgs[0]
    m.csr.uie, m.csr.ustatus = 0x10, 1
    m.nops(10)
    assert m.requests and m.requests[0][:2] == ("timer", 0x10)


def test_timecmp_high_word_accumulates_quirk():
    m, t, _ = timer_machine()
    m.memory.store_word(0xFFFF0024, 1)
    m.memory.store_word(0xFFFF0024, 1)
    assert t.timecmp == 2 << 32
    m.memory.store_word(0xFFFF0020, 0xFFFFFFFF)  # low word is sign-extended then added
    assert t.timecmp == (2 << 32) - 1


def test_timer_instruction_clock_is_deterministic():
    m = FakeMachine()
    t = Timer(instructions_per_ms=100)
    m.connect(t)
    t.connect()
    t.play()
    m.nops(1000)
    assert m.memory.peek_word(0xFFFF0018) == 10
    m.memory.store_word(0xFFFF0020, 12)
    assert t.ms_until_due() == 2
    t.fast_forward(2)
    t.tick()
    assert t.time == 12
