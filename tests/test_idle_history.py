"""The backstep history's idle-loop collapsing (machine/idle_history.py), on made-up traces and
on real programs that poll the keyboard between keys (both ISAs)."""

from __future__ import annotations

from collections import namedtuple
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.asm import riscv as asm
from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.machine import rewind
from rarslite.machine.console import BufferConsole
from rarslite.machine.idle_history import HistoryShape, IdleHistory
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator
from tests.test_backstep_go import full_state

ROOT = Path(__file__).resolve().parents[1]
MMIO = ROOT / "resources/examples/mmio"

# a made-up step: its pc, the rest of the state (a number), the step count before it, and
# whether it stores (a function of pc and state, as in a machine)
Entry = namedtuple("Entry", "pc key steps wrote")
SHAPE = HistoryShape(pc=lambda e: e.pc, key=lambda e: e.key, steps=lambda e: e.steps,
                     quiet=lambda it, _next: not any(e.wrote for e in it),
                     inputs=lambda e: None)  # fmt: skip

code = st.lists(st.tuples(st.integers(0, 40), st.integers(0, 3)), min_size=0, max_size=12)
loop = st.tuples(st.lists(st.integers(100, 140), min_size=1, max_size=6, unique=True),
                 st.integers(0, 3), st.integers(1, 30))
traces = st.lists(st.one_of(code.map(lambda c: ("code", c)), loop.map(lambda l: ("loop", l))),
                  max_size=8)


def stores(pc: int, key: int) -> bool:
    """Whether a step stores is a function of the state, as in a machine."""
    return (pc * 3 + key) % 5 == 0


def build(segments) -> list[Entry]:
    out: list[Entry] = []
    for kind, body in segments:
        if kind == "code":
            for pc, key in body:
                out.append(Entry(pc, key, len(out), stores(pc, key)))
        else:
            pcs, key, repeats = body
            for _ in range(repeats):
                for pc in pcs:
                    out.append(Entry(pc, key, len(out), stores(pc, key)))
    return out


@settings(max_examples=300, deadline=None)
@given(traces)
def test_collapsed_history_keeps_every_state_and_only_drops_repeats(segments):
    trace = build(segments)
    h = IdleHistory(SHAPE, 10_000)
    h.collapsing = True
    for e in trace:
        h.append(e)
    h.finish()
    kept = list(h)
    assert len(kept) <= len(trace)
    if trace:
        assert kept[-1] is trace[-1]  # backstep starts from the real last step
    # backstepping visits real entries, newest first, each where single steps would put it
    assert [e.steps for e in kept] == sorted({e.steps for e in kept})
    for e in kept:
        assert trace[e.steps] is e
    # what is not kept repeats a state that is kept, and stored nothing
    shown = {(e.pc, e.key) for e in kept}
    for e in trace:
        if e not in kept:
            assert (e.pc, e.key) in shown and not e.wrote
    # a quiet loop that ran three times or more is kept shorter
    for kind, body in segments:
        if kind == "loop" and body[2] >= 3 and not any(stores(pc, body[1]) for pc in body[0]):
            assert len(kept) < len(trace)


@settings(max_examples=100, deadline=None)
@given(traces, st.integers(1, 50))
def test_popping_while_collapsing_ends_the_run_first(segments, pops):
    trace = build(segments)
    h = IdleHistory(SHAPE, 10_000)
    h.collapsing = True
    for e in trace:
        h.append(e)
    popped = []
    while h and len(popped) < pops:
        popped.append(h.pop())
    if trace:
        assert popped[0] is trace[-1]  # the partial iteration was kept before the pop
        assert [e.steps for e in popped] == sorted({e.steps for e in popped}, reverse=True)


def polling_machine():
    program = asm.assemble([str(MMIO / "echo_polling.s")])
    m = Machine(program, console=BufferConsole())
    kd = KeyboardDisplay(cols=40, rows=22)
    m.connect(kd)
    kd.connect()
    sim = Simulator(m)
    return m, sim, kd


def run_typing(m, sim, kd, gaps: list[int], keys: str) -> None:
    for gap, key in zip(gaps, keys, strict=False):
        sim.run(max_steps=gap)
        kd.type_key(key)
    sim.run(max_steps=gaps[-1])


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(gaps=st.lists(st.integers(3000, 60_000), min_size=2, max_size=4),
       keys=st.text("abcxyz", min_size=1, max_size=3), k=st.integers(1, 400))
def test_backstepping_k_after_collapse_equals_single_steps_to_that_count(gaps, keys, k):
    """RISC-V: a polling echo with long waits between keys, run at full speed; after k
    backsteps the machine equals one that single-stepped to the same count, and the history
    reached back before the last key though thousands of steps of polling came after it."""
    m, sim, kd = polling_machine()
    sim.backstep_enabled = True
    run_typing(m, sim, kd, gaps, keys)
    stop = m.steps
    last_key = m.rewind.last_input
    skipped = 0
    for _ in range(k):
        if not sim.backstep():  # only at the end of a history that reached back far enough
            assert m.steps <= max(0, min(stop, last_key) - rewind.BACKSTEP_LIMIT)
            break
        assert m.rewind.last_error is None
        skipped += sim.skipped
    ref, ref_sim, ref_kd = polling_machine()
    ref.hart.limit_first = True  # stop where a backstep lands: before that step's top
    done = 0
    for gap, key in zip(gaps, keys, strict=False):
        if done + gap >= m.steps:
            break
        ref_sim.run(max_steps=gap)
        ref_kd.type_key(key)
        done += gap
    if m.steps > done:
        ref_sim.run(max_steps=m.steps - done)
    assert ref.steps == m.steps
    assert full_state(ref) == full_state(m)
    if gaps[-1] > 10_000 and k >= 4:
        # a long wait after the last key: the first backsteps jump over the loop's repeats
        assert skipped > 5000


def test_a_pause_left_for_the_next_run_does_not_stop_the_rebuild():
    """The GUI's Pause between two slices leaves its stop request (and the attention flag)
    for the next run; the rebuild must still end in the state it started from."""
    m, sim, kd = polling_machine()
    sim.backstep_enabled = True
    run_typing(m, sim, kd, [5000, 30_000], "a")
    sim.pause()  # not picked up: no run follows
    assert m.attn and m.stop_request == "paused"
    assert sim.backstep(), m.rewind.last_error
    assert m.rewind.last_error is None
    assert m.stop_request == "paused"  # still there for the next run


LONG_AFTER_KEY = """
        li   t0, 0xffff0000
poll:   lw   t1, 0(t0)
        andi t1, t1, 1
        beqz t1, poll
        lw   a0, 4(t0)
        li   t2, 0
        li   t3, 40000
count:  addi t2, t2, 1           # a computation of 80,000 steps after the key
        bne  t2, t3, count
        j    poll
"""


def test_a_long_computation_after_the_key_falls_back_to_the_last_2000_steps(tmp_path):
    src = tmp_path / "long.s"
    src.write_text(LONG_AFTER_KEY)
    m = Machine(asm.assemble([str(src)]), console=BufferConsole())
    kd = KeyboardDisplay(cols=40, rows=22)
    m.connect(kd)
    kd.connect()
    sim = Simulator(m)
    sim.backstep_enabled = True
    run_typing(m, sim, kd, [3000, 150_000], "k")
    stop, key_at = m.steps, m.rewind.last_input
    assert stop - key_at > 80_000 + rewind.RECORD_BUDGET
    undone = 0
    while sim.backstep():
        assert m.rewind.last_error is None
        undone += 1
    # too far to record back to the key: the last 2000 steps (its idle loop kept once)
    assert key_at < m.steps <= stop - rewind.BACKSTEP_LIMIT
    assert undone < rewind.BACKSTEP_LIMIT


READ_THEN_WAIT = """
        li   a7, 5                # read an int (a console game's move)
        ecall
        mv   s0, a0
        li   t3, 3000
work:   addi t3, t3, -1           # 6,000 steps of answering it
        bnez t3, work
wait:   lw   t1, flag             # then wait for something that never comes
        beqz t1, wait
.data
flag:   .word 0
"""


def test_a_rebuilt_history_reaches_back_to_a_console_read(tmp_path):
    src = tmp_path / "read.s"
    src.write_text(READ_THEN_WAIT)
    m = Machine(asm.assemble([str(src)]), console=BufferConsole(b"42\n"))
    sim = Simulator(m)
    sim.backstep_enabled = True
    for _ in range(10):
        sim.run(max_steps=50_000)
    assert m.x[8] == 42
    while sim.backstep():
        assert m.rewind.last_error is None
    assert m.steps == 0 and m.x[8] == 0  # before the read (the program's start)
