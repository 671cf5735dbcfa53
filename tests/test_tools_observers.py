"""The observer layer: fetch observers see every fetch (and force the single-step path only while
connected), data observers may overlap a device's range and both get their hooks, and the
tools' Reset."""

from __future__ import annotations

import io

from rarslite.analysis.bht import BhtSettings, BranchHistoryTable, riscv_taken
from rarslite.analysis.cache import CacheSettings, DataCache
from rarslite.analysis.counts import InstructionCounter
from rarslite.analysis.observers import unwatch_fetches, watch_data, watch_fetches
from rarslite.asm.riscv import assemble
from rarslite.commands.common import CliConsole
from rarslite.devices.base import BaseDevice
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

LOOP = """
        .data
buf:    .space 64
        .text
main:   la   s0, buf
        li   t0, 0
        li   t1, 16
loop:   slli t2, t0, 2
        add  t2, t2, s0
        sw   t0, 0(t2)
        lw   t3, 0(t2)
        addi t0, t0, 1
        blt  t0, t1, loop
        li   a7, 10
        ecall
"""


def machine(tmp_path, source: str = LOOP) -> Machine:
    path = tmp_path / "p.s"
    path.write_text(source)
    console = CliConsole(stdin=io.BytesIO(), stdout=io.BytesIO())
    m = Machine(assemble([str(path)]), console=console)
    console.machine = m
    return m


class Recorder:
    def __init__(self) -> None:
        self.fetches: list[int] = []
        self.accesses: list[tuple[int, int, bool]] = []

    def on_fetch(self, pc, ins) -> None:
        self.fetches.append(pc)

    def on_access(self, addr, size, write) -> None:
        self.accesses.append((addr, size, write))


def count_single_steps(m: Machine) -> list[int]:
    calls = [0]
    real = m.hart.step_one

    def counted():
        calls[0] += 1
        return real()

    m.hart.step_one = counted
    return calls


def test_fetch_observer_sees_every_fetch_in_order(tmp_path):
    m = machine(tmp_path)
    rec = Recorder()
    watch_fetches(m, rec)
    assert Simulator(m).run() == "exit"
    base = m.program.config.text_base
    assert len(rec.fetches) == m.fetches
    assert rec.fetches[:3] == [base, base + 4, base + 8]
    assert rec.fetches.count(rec.fetches[-3]) == 16  # the loop's blt ran 16 times


def test_no_observer_keeps_the_block_path(tmp_path):
    m = machine(tmp_path)
    calls = count_single_steps(m)
    assert Simulator(m).run() == "exit"
    plain = calls[0]
    m2 = machine(tmp_path)
    calls2 = count_single_steps(m2)
    rec = Recorder()
    watch_fetches(m2, rec)
    unwatch_fetches(m2, rec)
    assert Simulator(m2).run() == "exit"
    assert calls2[0] == plain < m.fetches // 4  # blocks ran most of it
    m3 = machine(tmp_path)
    calls3 = count_single_steps(m3)
    watch_fetches(m3, Recorder())
    assert Simulator(m3).run() == "exit"
    assert calls3[0] == m3.fetches  # every instruction single-stepped while watched


def test_data_observer_overlaps_a_device_and_both_hear(tmp_path):
    m = machine(tmp_path)
    data = m.program.config.data_base

    class Watcher(BaseDevice):
        name = "watcher"

        def __init__(self) -> None:
            super().__init__()
            self.ranges = [(data, data + 16)]
            self.stores: list[int] = []

        def on_store(self, addr, size, value) -> None:
            self.stores.append(addr)

    dev = Watcher()
    m.connect(dev)
    rec = Recorder()
    watch_data(m, rec)  # overlaps the watcher's range: allowed for an observer
    cache = DataCache(CacheSettings("direct", "lru", 4, 1, 1))
    watch_data(m, cache)  # two observers overlap each other too
    assert Simulator(m).run() == "exit"
    assert dev.stores == [data + 4 * i for i in range(4)]
    expected = [(data + 4 * i, 4, w) for i in range(16) for w in (True, False)]
    assert rec.accesses == expected
    # 16 words through 4 one-word blocks: each store misses, the load after it hits
    assert (cache.accesses, cache.hits, cache.misses) == (32, 16, 16)


def test_reset_clears_counts(tmp_path):
    m = machine(tmp_path)
    counter = InstructionCounter(m.config)
    bht = BranchHistoryTable(BhtSettings(8, 2, False), riscv_taken(m), m.config)
    cache = DataCache(CacheSettings("full", "random", 4, 1, 4))
    watch_fetches(m, counter)
    watch_fetches(m, bht)
    watch_data(m, cache)
    assert Simulator(m).run() == "exit"
    assert counter.total == m.fetches and bht.correct + bht.incorrect == 16
    assert cache.misses == 16
    for tool in (counter, bht, cache):
        tool.reset()
    assert counter.total == 0 and sum(counter.counts.values()) == 0
    assert bht.correct == bht.incorrect == 0 and bht.pending == 0
    assert (cache.accesses, cache.hits, cache.misses) == (0, 0, 0)
    assert not any(cache.valid)


def test_two_bit_history_flips_after_two_misses():
    from rarslite.analysis.bht import BhtEntry

    e = BhtEntry(2, False)
    e.update(True)  # wrong, history NT,T: keeps NOT TAKE
    assert not e.prediction and e.history_text() == "NT, T"
    e.update(True)  # wrong again, history T,T: flips
    assert e.prediction and (e.correct, e.incorrect) == (0, 2)
    e.update(False)  # wrong, history T,NT: keeps TAKE
    assert e.prediction and e.prediction_text() == "TAKE"
    assert e.precision == 0.0


def test_backstep_replay_is_not_counted_again(tmp_path):
    """Backstep after Go rebuilds its history by replaying steps; the tools saw them once."""
    m = machine(tmp_path, LOOP.replace("li   t1, 16", "li   t1, 3000"))
    counter = InstructionCounter(m.config)
    cache = DataCache(CacheSettings("direct", "lru", 8, 4, 1))
    watch_fetches(m, counter)
    watch_data(m, cache)
    sim = Simulator(m)
    sim.backstep_enabled = True
    assert sim.run(15_000) is None or sim.reason == "max_steps"
    total, accesses = counter.total, cache.accesses
    assert total == 15_000 and accesses > 4000
    assert sim.backstep()
    assert m.rewind.last_error is None
    assert (counter.total, cache.accesses) == (total, accesses)
