"""Backstep after Go for MIPS programs (machine/rewind.py with `MipsMachine`'s checkpoints,
logged syscall effects and posts).

The subject runs at block speed with backstep enabled and backsteps k times; the reference runs
the same schedule one recorded step at a time (`Simulator.step`, as the app's Step) and
backsteps k times too. Both must hold the same full state (registers, hi/lo, coprocessors 0
and 1, memory, devices incl. the display, counters) after every backstep.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from rarslite.asm.mips.assembler import assemble
from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.machine import rewind
from rarslite.machine.console import BufferConsole
from rarslite.machine.mips.machine import load_mips
from tests.test_backstep_go import _small_intervals, schedule_of  # noqa: F401 - a fixture
from tests.typist_cue import backstep_over_keys, go_while_typing, step_while_typing

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "scripts" / "bench" / "programs" / "mips"
DEVICES = ROOT / "tests" / "data" / "mips_devices"
QUICK = (Phase.explicit, Phase.reuse, Phase.generate)
HYPO = settings(max_examples=3, deadline=None, phases=QUICK,
                suppress_health_check=[HealthCheck.function_scoped_fixture])  # fmt: skip


def make(source: Path | str, backstep: bool = False, kd: bool = False, stdin: bytes = b""):
    if isinstance(source, Path):
        program = assemble([str(source)])
    else:
        program = assemble(["p.asm"], texts={"p.asm": source})
    console = BufferConsole(stdin)
    _view, m, sim = load_mips(program, console)
    device = None
    if kd:
        device = KeyboardDisplay(cols=40, rows=22)
        m.connect(device)
        device.connect()
    sim.backstep_enabled = backstep
    return m, sim, device, console


def state(m) -> tuple:
    core, words, _text, devices = m.capture()
    return core, tuple(data for data, _ in words), tuple(snap for _, snap in devices)


def run_schedule(sim, kd, schedule, stepped: bool) -> str | None:
    """Slices of ``n`` steps, keys typed before each (picked up at the slice's start)."""
    reason = None
    for n, keys in schedule:
        for ch in keys:
            kd.type_key(ch)
        if stepped:
            for _ in range(n):
                reason = sim.step()
                if reason is not None:
                    break
        else:
            reason = sim.run(max_steps=n)
            reason = None if reason == "max_steps" else reason
        if reason is not None:
            break
    return reason


def check_backsteps(source, schedule, k: int, kd: bool = False, stdin: bytes = b"") -> None:
    m, sim, dev, console = make(source, backstep=True, kd=kd, stdin=stdin)
    ref, ref_sim, ref_dev, ref_console = make(source, kd=kd, stdin=stdin)
    assert run_schedule(sim, dev, schedule, False) == run_schedule(ref_sim, ref_dev, schedule, True)
    assert state(m) == state(ref)
    out = bytes(console.out)
    assert out == bytes(ref_console.out)
    start = m.steps
    for i in range(k):
        ok = sim.backstep()
        assert m.rewind.last_error is None
        if not ok:  # a rebuilt history holds the last 2000 steps at least
            assert m.steps <= start - rewind.BACKSTEP_LIMIT or not ref.history
            break
        # (the single-stepped reference holds the last HISTORY_LIMIT steps only)
        if not all(ref_sim.backstep() for _ in range(1 + sim.skipped)):
            assert len(ref.history) == 0
            return
        assert ref.steps == m.steps
        assert state(m) == state(ref), i
        assert sim.report == ref_sim.report
    assert bytes(console.out) == out  # replay applied the logged syscalls: nothing printed twice


@pytest.mark.parametrize("name", ["sieve.asm", "fib_recursive.asm", "matmul.asm"])
@HYPO
@given(n=st.integers(1, 12_000), k=st.integers(1, 2000), cut=st.integers(50, 5000))
def test_bench_programs_backstep_like_single_steps(name, n, k, cut):
    check_backsteps(BENCH / name, schedule_of(n, [cut, 17, 4001]), k)


READS = """
.globl main done
.data
buf: .space 16
.text
main:
  li $s0, 0
loop:
  li $v0, 5
  syscall              # read an int
  beqz $v0, done
  addu $s0, $s0, $v0
  li $v0, 8
  la $a0, buf
  li $a1, 16
  syscall              # read a string into memory
  li $v0, 9
  li $a0, 8
  syscall              # sbrk
  sw $s0, 0($v0)
  move $a0, $s0
  li $v0, 1
  syscall
  li $t0, 300
spin:
  addiu $t0, $t0, -1
  bnez $t0, spin
  j loop
done:
  li $v0, 17
  move $a0, $s0
  syscall
"""


@HYPO
@given(cut=st.integers(1, 900), k=st.integers(1, 2000))
def test_input_heap_and_exit_are_replayed_from_the_log(cut, k):
    stdin = b"".join(b"%d\nword%d\n" % (i, i) for i in range(1, 9)) + b"0\n"
    check_backsteps(READS, schedule_of(20_000, [cut, 333]), k, stdin=stdin)


def test_backstep_after_exit_goes_back_before_the_exit():
    m, sim, _dev, console = make(READS, backstep=True, stdin=b"5\nx\n0\n")
    assert sim.run() == "exit2" and sim.exit_code == 5
    steps = m.steps
    assert sim.can_backstep and sim.backstep()
    assert not sim.done and sim.reason == "paused"
    assert m.hart.pc == m.program.symbols["done"] + 8  # the exit syscall again
    assert m.steps == steps and m.hart.r[2] == 17
    assert sim.backstep() and m.steps == steps - 1
    assert sim.step() is None and sim.step() == "exit2"  # forward again: the same end
    assert bytes(console.out) == b"5"


def test_runtime_error_is_undone_and_its_report_cleared():
    src = ".globl main\n.text\nmain:\n li $t0, 1\n li $t1, 2\n lw $t2, 0($zero)\n"
    m, sim, _dev, _console = make(src, backstep=True)
    assert sim.run() == "error" and "address out of range" in sim.report
    cp0 = dict(m.hart.cp0)
    assert sim.backstep()  # before the failing load: Cause/EPC as they were
    assert sim.report is None and m.error is None
    assert m.hart.cp0 != cp0 and m.hart.pc == m.program.symbols["main"] + 8
    assert sim.backstep() and m.hart.r[9] == 0


@HYPO
@given(n=st.integers(2000, 20_000), k=st.integers(1, 2000), cut=st.integers(300, 5000),
       keys=st.text("abcxyz\n", min_size=1, max_size=10))
def test_keyboard_interrupts_with_typed_keys(n, k, cut, keys):
    schedule = schedule_of(n, [cut, 999], keys)
    check_backsteps(DEVICES / "keyboard_interrupt.asm", schedule, k, kd=True)


def test_display_program_and_the_display_come_back():
    check_backsteps(DEVICES / "echo_polling.asm", schedule_of(25_000, [3333, 1], "hello\nthere"),
                    2000, kd=True)


def test_keys_typed_from_another_thread_during_go_are_replayed():
    """Keys posted from another thread while a run goes are taken at that step's fetch
    (`before_step`); the rebuild puts them back at that very step: the run and every
    backstep across the keys hold exactly the state of a single-stepped run given the same
    keys at the same fetches from its own thread (tests/typist_cue.py)."""
    keys, at = "abcde", [3000, 3301, 3602, 3903, 4204]  # all within backstep's reach
    m, sim, dev, console = make(DEVICES / "keyboard_interrupt.asm", backstep=True, kd=True)
    assert go_while_typing(m, sim, dev, keys, at) == "exit" and m.interrupts_taken == 5
    ref, ref_sim, ref_dev, ref_console = make(DEVICES / "keyboard_interrupt.asm", kd=True)
    assert step_while_typing(ref, ref_sim, ref_dev, keys, at) == "exit"
    assert ref.steps == m.steps and state(m) == state(ref)
    assert bytes(console.out) == bytes(ref_console.out)
    backstep_over_keys(m, sim, ref, ref_sim, at, state)
    assert m.interrupts_taken == 0


def test_backstep_enabled_keeps_block_speed_runs():
    """Go with backstep on runs through the block translator (no per-step recording)."""
    m, sim, _dev, _console = make(BENCH / "sieve.asm", backstep=True)
    assert sim.run(max_steps=50_000) == "max_steps"
    assert not m.history and m.rewind.checkpoints
    assert sim.can_backstep


def test_an_edit_while_paused_is_a_barrier():
    m, sim, _dev, _console = make(BENCH / "sieve.asm", backstep=True)
    sim.run(max_steps=10_000)
    m.hart.r[8] = 1234
    m.external_edit()
    assert not sim.can_backstep  # nothing before the edit can be replayed
    sim.run(max_steps=3000)
    assert sim.backstep() and m.rewind.last_error is None
