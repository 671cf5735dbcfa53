"""Backstep after full-speed runs (machine/rewind.py): checkpoints, the input log and replay.

The subject runs in block mode with backstep enabled and backsteps k times; the reference
runs the same schedule (same slices, same keys typed between them) recording every step, as
single steps always were, and backsteps k times too. Both must hold the same full state
(registers, pc, CSRs, FP registers, memory, devices incl. the display grid, pending
interrupts, counters) after every backstep.
"""

from __future__ import annotations

import argparse
import io
import itertools
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from rarslite.asm import riscv as asm
from rarslite.devices import headless
from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.devices.timer import Timer
from rarslite.machine import checkpoints, rewind
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.riscv.replay import core_state
from rarslite.machine.simulator import Simulator

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent.parent / "shared" / "bench"
if not BENCH.is_dir():
    BENCH = Path("/work/shared/bench")
MMIO = ROOT / "resources/examples/mmio"
CHECKERS = ROOT / "resources/examples/checkers/checkers.s"


QUICK = (Phase.explicit, Phase.reuse, Phase.generate)  # shrinking replays takes minutes


@pytest.fixture(autouse=True)
def _small_intervals(monkeypatch):
    """Checkpoints every few thousand steps, so replays start from later ones and old ones
    (and their log entries) are trimmed."""
    monkeypatch.setattr(rewind, "FIRST_INTERVAL", 3000)
    monkeypatch.setattr(rewind, "MIN_INTERVAL", 2500)
    monkeypatch.setattr(rewind, "MAX_INTERVAL", 7000)


def full_state(m: Machine, memory: bool = True) -> tuple:
    devs = tuple(snap for _, snap in checkpoints.device_snapshots(m))
    mem = tuple(bytes(r.buf) for r in m.memory._regions) if memory else ()
    return core_state(m)[:-2], devs, mem  # attn and the diagnostics counter aside


def counting_clock():
    counter = itertools.count(1_700_000_000_000, 7)
    return lambda: next(counter)


def make(path: Path, devices: str = "", backstep: bool = False):
    program = asm.assemble([str(path)])
    m = Machine(program, console=BufferConsole())
    m.csr.clock = counting_clock()  # csrr time: deterministic, the same in both machines
    kd = None
    if "kd" in devices:
        kd = KeyboardDisplay(cols=40, rows=22)
        m.connect(kd)
        kd.connect()
    if "timer" in devices:
        t = Timer(instructions_per_ms=50)
        m.connect(t)
        t.connect()
        t.play()
    sim = Simulator(m)
    sim.backstep_enabled = backstep
    return m, sim, kd


def run_schedule(m: Machine, sim: Simulator, kd, schedule, recorded: bool) -> str:
    """Slices of ``n`` steps; before each, keys typed (picked up by the run), and in the
    richer form also a pause request and keys delivered at once (typed while paused)."""
    reason = "max_steps"
    for n, keys, *more in schedule:
        for ch in keys:
            kd.type_key(ch)
        if more:
            pause, drained = more
            if pause:
                sim.pause()
            for ch in drained:
                kd.type_key(ch)
                m.run_posts()
        if recorded:
            m.hart.set_record(True)
            reason = m.hart.run(n) or "max_steps"
        else:
            reason = sim.run(max_steps=n)
        if reason not in ("max_steps", "paused", "ebreak", "waiting"):
            break
    return reason


def check_backsteps(path: Path, schedule, k: int, devices: str = "") -> None:
    m, sim, kd = make(path, devices, backstep=True)
    ref, ref_sim, ref_kd = make(path, devices)
    r1 = run_schedule(m, sim, kd, schedule, recorded=False)
    r2 = run_schedule(ref, ref_sim, ref_kd, schedule, recorded=True)
    assert r1 == r2
    assert full_state(m) == full_state(ref)
    assert sim.can_backstep == bool(ref.hart.history)
    start = m.steps
    for i in range(k):
        ok = sim.backstep()
        assert m.rewind.last_error is None
        if not ok:  # a rebuilt history holds the last 2000 steps at least
            assert m.steps <= start - rewind.BACKSTEP_LIMIT or not ref.history
            break
        # (the single-stepped reference holds the last HISTORY_LIMIT steps only)
        if not all(ref.hart.backstep() for _ in range(1 + sim.skipped)):
            assert len(ref.history) == 0
            return
        assert ref.steps == m.steps
        assert full_state(m, memory=i % 97 == 0) == full_state(ref, memory=i % 97 == 0), i
    assert full_state(m) == full_state(ref)


def schedule_of(total: int, slices: list[int], keys: str = "") -> list[tuple[int, str]]:
    out, done, i = [], 0, 0
    while done < total:
        n = min(slices[i % len(slices)], total - done)
        out.append((n, keys[i] if i < len(keys) else ""))
        done += n
        i += 1
    return out


BENCH_PROGRAMS = sorted(p.name for p in BENCH.glob("*.s")) if BENCH.is_dir() else []


@pytest.mark.skipif(not BENCH_PROGRAMS, reason="no shared bench programs")
@pytest.mark.parametrize("name", BENCH_PROGRAMS)
@settings(max_examples=3, deadline=None, phases=QUICK,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(n=st.integers(1, 40_000), k=st.integers(1, 2000), cut=st.integers(50, 9000))
def test_bench_programs_backstep_like_single_steps(name, n, k, cut):
    check_backsteps(BENCH / name, schedule_of(n, [cut, 17, 4001]), k)


@settings(max_examples=4, deadline=None, phases=QUICK,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(n=st.integers(2000, 30_000), k=st.integers(1, 2000), cut=st.integers(300, 5000),
       keys=st.text("abcxyz\n", min_size=1, max_size=12))
def test_keyboard_interrupts_with_typed_keys(n, k, cut, keys):
    check_backsteps(MMIO / "echo_interrupts.s", schedule_of(n, [cut, 999], keys), k, "kd")


EXAMPLES = int(os.environ.get("BACKSTEP_EXAMPLES", "4"))


@settings(max_examples=EXAMPLES, deadline=None, phases=QUICK,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(st.tuples(st.integers(1, 1500), st.text("abz", max_size=2), st.booleans(),
                                st.text("xy", max_size=2)), min_size=1, max_size=25),
       k=st.integers(1, 2000))
def test_interrupt_echo_with_pauses_and_keys_typed_while_paused(steps, k):
    check_backsteps(MMIO / "echo_interrupts.s", steps, k, "kd")


def test_keys_typed_after_the_end_run_no_step_top_in_replay():
    m, sim, kd = make(MMIO / "echo_interrupts.s", "kd", backstep=True)
    run_schedule(m, sim, kd, [(700, "k", i % 3 == 0, "pq" if i == 5 else "")
                              for i in range(8)], recorded=False)
    assert sim.done and sim.reason == "exit"  # q ends the program
    kd.type_key("k")
    m.run_posts()  # after the end: delivered, never taken
    assert sim.backstep() and m.rewind.last_error is None


@pytest.mark.parametrize("name", ["print_interrupts.s", "echo_polling.s", "draw_grid.s"])
def test_display_programs(name):
    check_backsteps(MMIO / name, schedule_of(25_000, [3333, 1], "hello\nthere"), 2000, "kd")


def test_timer_interrupts():
    check_backsteps(MMIO / "timer_ticks.s", schedule_of(40_000, [5000, 77]), 2000, "timer")


TRAPS = """
.data
msg: .asciz "x"
.text
main:
    la   t0, handler
    csrw t0, utvec
    csrrsi zero, ustatus, 1
    li   s0, 0
    li   s1, 0
loop:
    lw   t1, 1(zero)          # load fault: the handler skips it
    addi s0, s0, 1
    csrr t2, time             # a clock read (logged)
    li   a7, 4
    la   a0, msg
    ecall                     # output is not undone, but registers are
    li   a7, 9                # sbrk: the heap moves
    li   a0, 4
    ecall
    sw   s0, 0(a0)
    fcvt.s.w ft0, s0
    fadd.s ft1, ft1, ft0
    ebreak
    j    loop
handler:
    csrrw t3, uscratch, t3
    csrr t3, uepc
    addi t3, t3, 4
    csrw t3, uepc
    addi s1, s1, 1
    csrrw t3, uscratch, t3
    uret
"""


def test_traps_ecalls_heap_fp_and_ebreak_stops(tmp_path):
    src = tmp_path / "traps.s"
    src.write_text(TRAPS)
    # each Go stops at the ebreak; Go again resumes
    check_backsteps(src, [(1000, "")] * 60, 2000)


def test_rebuild_is_verified_and_exact_with_a_wall_clock_timer():
    """A timer on a (fake) wall clock: replay must use the logged clock readings."""
    program = asm.assemble([str(MMIO / "timer_ticks.s")])
    m = Machine(program, console=BufferConsole())
    t = Timer(clock=counting_clock(), tick_fetches=300)
    m.connect(t)
    t.connect()
    t.play()
    sim = Simulator(m)
    sim.backstep_enabled = True
    for _ in range(20):
        sim.run(max_steps=3001)
    before = full_state(m)
    assert sim.backstep()
    assert m.rewind.last_error is None  # the replay ended exactly in the state it left
    undone = 1
    while sim.backstep():  # its idle loop is kept once: fewer backsteps than steps
        undone += 1
    assert undone < 2000 and not sim.can_backstep
    assert m.rewind.last_error is None
    assert m.steps == 60_020 - 2000
    assert sim.run(max_steps=2000) == "max_steps" and m.steps == 60_020  # goes on from there
    assert full_state(m) != before  # the clock moved on: the timer is not replayed now


def test_pause_posted_work_and_a_barrier():
    """Keys posted and a pause requested mid-run are replayed where they happened; a
    register edit is a barrier."""
    m, sim, kd = make(MMIO / "echo_interrupts.s", "kd", backstep=True)
    for i in range(30):
        kd.type_key("k")
        if i % 3 == 0:
            sim.pause()
        if i % 4 == 1:  # keys typed while paused: a front end delivers them at once
            kd.type_key("p")
            m.run_posts()
            kd.type_key("r")  # (q would end the program)
            m.run_posts()
        sim.run(max_steps=700)
    stop, last_key = m.steps, m.rewind.last_input
    assert sim.backstep() and m.rewind.last_error is None
    while sim.backstep():
        assert m.rewind.last_error is None
    assert not sim.backstep()
    # the last 2000 steps and 2000 before the last key (idle loops kept once)
    assert m.steps <= min(stop - 2000, last_key - 2000)
    m.x[9] = 12345
    m.external_edit()
    assert not sim.can_backstep
    sim.run(max_steps=500)
    assert sim.backstep() and m.rewind.last_error is None


def test_backstep_undoes_a_finished_run_and_one_can_go_on():
    m, sim, _ = make(BENCH / "fib_recursive.s", backstep=True) if BENCH_PROGRAMS else (None,) * 3
    if m is None:
        pytest.skip("no shared bench programs")
    assert sim.run() == "exit"
    end = full_state(m)
    assert sim.backstep() and not sim.done
    assert sim.run() == "exit"
    assert full_state(m)[:2] == end[:2]


# -- the checkers game (Done means of issue 12) ---------------------------------------------


def checkers_machine(keys: str, force_single: bool = False):
    p = argparse.ArgumentParser()
    headless.add_arguments(p)
    args = p.parse_args(["--kdmmio", "--display", "40x22", "--idle", "3000",
                         "--keys", keys.replace("\\", "\\\\")])  # fmt: skip
    program = asm.assemble([str(CHECKERS)])
    m = Machine(program, console=BufferConsole())
    session = headless.attach(m, args, stdout=io.StringIO(), stderr=io.StringIO())
    m.hart.force_single = force_single
    sim = Simulator(m)
    return m, sim, session


def test_checkers_breakpoint_mid_game_then_2000_backsteps():
    from tests.test_checkers_game import keys_for, scripted_game

    turns, _ = scripted_game(winner=0)
    keys = keys_for(turns[:12])
    m, sim, session = checkers_machine(keys)
    sim.backstep_enabled = True
    bp = m.program.symbols["checkersSubmit"]  # SPACE: play the selected turn
    sim.breakpoints = {bp}
    for _ in range(8):  # Go at full speed into the breakpoint: the 8th turn played
        assert sim.run() == "breakpoint"
    assert m.pc == bp
    stop = m.steps
    assert stop > 100_000  # mid-game, far more than 2000 steps in
    screen = session.kd.grid.lines()
    assert any("b" in line for line in screen)
    while m.steps > stop - 2000:  # (its idle loops are kept once)
        assert sim.backstep(), f"at step {m.steps}"
    assert m.rewind.last_error is None
    back = m.steps
    assert back <= stop - 2000

    # the single-step reference: the same game stopped at the same step
    ref, ref_sim, _ = checkers_machine(keys, force_single=True)
    ref.hart.limit_first = True  # stop where a backstep lands: before that step's top
    ref_sim.run(max_steps=back)
    ref.hart.limit_first = False
    assert m.pc == ref.pc
    assert m.x == ref.x
    assert full_state(m) == full_state(ref)
    # going on from there reaches the breakpoint again, in the same state
    assert sim.run() == "breakpoint" and m.steps == stop and m.pc == bp
    assert session.kd.grid.lines() == screen


def test_go_after_a_rebuild_then_backstep_goes_back_from_the_new_end():
    m, sim, _kd = make(BENCH / "sieve.s", backstep=True)
    sim.run(max_steps=30_000)
    assert sim.backstep() and m.steps == 29_999  # history rebuilt, one step undone
    sim.run(max_steps=20_000)
    assert sim.backstep() and m.steps == 49_998  # not a stale step from before this Go
    assert m.rewind.last_error is None
