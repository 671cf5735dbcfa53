"""Differential: coprocessor 1 inside translated MIPS blocks against the single-step path,
on generated programs (NaNs with and without payloads, infinities, subnormals, -0, huge and
tiny values, conversions out of range, misaligned doubles, the eight condition flags) in
loops, with step limits and an exception handler."""

from __future__ import annotations

import io
import struct

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.mips import runner
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.syscalls import MarsIO, handle_syscall
from rarslite.machine.mips.translate_fp import b32, b64, f32, f64
from rarslite.machine.mips.translator import translate

SPECIAL = [0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 0xFFC00001,
           0x7FA00000, 1, 0x807FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x3F800000,
           0xBF800000, 0x4F000000, 0xCF000000, 0x4F000001, 0xCF000001, 0x3EAAAAAB,
           0x40490FDB, 0x5F800000, 0x1F800000, 0x7FF80000, 0x7FF00000, 0x000FFFFF,
           0x41DFFFFF, 0xC1E00000]  # fmt: skip
bits = st.one_of(st.sampled_from(SPECIAL), st.integers(0, 0xFFFFFFFF))
freg = st.integers(0, 11).map(lambda n: f"$f{n}")
dreg = st.integers(0, 5).map(lambda n: f"$f{2 * n}")
ireg = st.sampled_from(["$t0", "$t1", "$t2", "$t3"])
cc = st.integers(0, 7)


def _arith(w: str, reg) -> st.SearchStrategy[str]:
    three = st.tuples(st.sampled_from(["add", "sub", "mul", "div"]), reg, reg, reg).map(
        lambda t: f"{t[0]}.{w} {t[1]}, {t[2]}, {t[3]}")  # fmt: skip
    two = st.tuples(st.sampled_from(["sqrt", "abs", "neg", "mov", "round.w", "trunc.w",
                                     "ceil.w", "floor.w"]), reg, reg).map(
        lambda t: f"{t[0]}.{w} {t[1]}, {t[2]}")  # fmt: skip
    cmp = st.tuples(st.sampled_from(["eq", "lt", "le"]), cc, reg, reg).map(
        lambda t: f"c.{t[0]}.{w} {t[1]}, {t[2]}, {t[3]}")  # fmt: skip
    cmov = st.one_of(
        st.tuples(st.sampled_from(["movf", "movt"]), reg, reg, cc).map(
            lambda t: f"{t[0]}.{w} {t[1]}, {t[2]}, {t[3]}"),
        st.tuples(st.sampled_from(["movz", "movn"]), reg, reg, ireg).map(
            lambda t: f"{t[0]}.{w} {t[1]}, {t[2]}, {t[3]}"),
    )  # fmt: skip
    return st.one_of(three, three, two, cmp, cmov)


_CVT = st.one_of(
    st.tuples(st.sampled_from(["cvt.s.d", "cvt.w.d"]), freg, dreg),
    st.tuples(st.sampled_from(["cvt.d.s", "cvt.d.w"]), dreg, freg),
    st.tuples(st.sampled_from(["cvt.s.w", "cvt.w.s"]), freg, freg),
).map(lambda t: f"{t[0]} {t[1]}, {t[2]}")
_MOVE = st.one_of(
    st.tuples(st.sampled_from(["mtc1", "mfc1"]), ireg, freg).map(
        lambda t: f"{t[0]} {t[1]}, {t[2]}"),
    st.tuples(st.sampled_from(["movf", "movt"]), ireg, ireg, cc).map(
        lambda t: f"{t[0]} {t[1]}, {t[2]}, {t[3]}"),
    st.tuples(ireg, bits).map(lambda t: f"li {t[0]}, {t[1]}"),
)  # fmt: skip
_MEMORY = st.one_of(
    st.tuples(st.sampled_from(["lwc1", "swc1"]), freg, st.sampled_from([0, 4, 8, 60, 2, 4096])),
    st.tuples(st.sampled_from(["ldc1", "sdc1"]), dreg, st.sampled_from([0, 8, 56, 4, 12])),
).map(lambda t: f"{t[0]} {t[1]}, {t[2]}($s7)")
_BRANCH = st.tuples(st.sampled_from(["bc1t", "bc1f"]), cc)
INSTR = st.one_of(_arith("s", freg), _arith("d", dreg), _arith("s", freg), _CVT, _MOVE,
                  _MEMORY, _BRANCH)  # fmt: skip


def _program(init: list[int], words: list[int], loops: list[tuple[int, list]]) -> str:
    lines = [".data", ".align 3", "buf: .word " + ", ".join(map(str, words)), ".text",
             "  la $s7, buf"]  # fmt: skip
    for n, v in enumerate(init):
        lines += [f"  li $t0, {v}", f"  mtc1 $t0, $f{n}"]
    lines += ["  li $t0, 0", "  li $t1, 1", "  li $t2, -7", "  li $t3, 0x7fffffff"]
    label = 0
    for round_, (count, body) in enumerate(loops):
        lines += [f"  li $s6, {count}", f"l{round_}:"]
        for instr in body:
            if isinstance(instr, tuple):  # a flag test skipping the next instruction
                label += 1
                lines += [f"  {instr[0]} {instr[1]}, s{label}", "  add.s $f1, $f1, $f3",
                          f"s{label}:"]  # fmt: skip
            else:
                lines.append("  " + instr)
        lines += ["  addiu $s6, $s6, -1", f"  bgtz $s6, l{round_}"]
    lines += ["  li $v0, 10", "  syscall", ".ktext 0x80000180", "  addiu $k1, $k1, 1",
              "  mfc0 $k0, $14", "  addiu $k0, $k0, 4", "  mtc0 $k0, $14", "  eret"]  # fmt: skip
    return "\n".join(lines) + "\n"


def _run(path: str, blocks: bool, max_steps: int = -1) -> tuple:
    hart = MipsHart(assemble([path]))
    console = MarsIO(io.StringIO(), io.StringIO())
    hart.syscall = lambda h: handle_syscall(h, console)
    result = runner.run(hart, max_steps, blocks=blocks)
    state = (hart.r, hart.hi, hart.lo, hart.f, hart.fcc, hart.cp0, hart.pc,
             hart.memory.nonzero_words())  # fmt: skip
    return result, state


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # fmt: skip
@given(init=st.lists(bits, min_size=12, max_size=12),
       words=st.lists(bits, min_size=18, max_size=18),
       loops=st.lists(st.tuples(st.integers(1, 4), st.lists(INSTR, min_size=1, max_size=14)),
                      min_size=1, max_size=3),
       limit=st.one_of(st.just(-1), st.integers(1, 120)))  # fmt: skip
def test_fp_programs_blocks_equal_single_step(tmp_path, init, words, loops, limit) -> None:
    path = tmp_path / "fp.asm"
    path.write_text(_program(init, words, loops))
    single = _run(str(path), False, limit)
    fast = _run(str(path), True, limit)
    assert fast == single


def test_fp_loops_are_translated(tmp_path) -> None:
    """A loop of single and double arithmetic, compares and flag branches is one block."""
    path = tmp_path / "loop.asm"
    path.write_text(_program([0x3F800000] * 12, [0] * 18, [(50, [
        "add.s $f0, $f0, $f1", "mul.d $f4, $f4, $f6", "c.lt.s 3, $f0, $f2", ("bc1t", 3),
        "cvt.d.s $f8, $f0", "swc1 $f0, 0($s7)", "sdc1 $f8, 8($s7)"])]))  # fmt: skip
    hart = MipsHart(assemble([str(path)]))
    start = next(a for a, tw in sorted(hart.memory.text.items())
                 if tw.instr is not None and tw.instr.op == "add.s")  # fmt: skip
    block = translate(hart, start)
    assert block is not None and block.length >= 9
    assert "F32(" not in block.source.split("while True:")[-1].split("if ")[0]
    assert _run(str(path), True) == _run(str(path), False)


def test_bits_and_values_convert_exactly() -> None:
    for v in [*SPECIAL, 0x7F800002, 0xFFFFFFFF, 0x12345678]:
        assert b32(f32(v)) == v
        assert b64(f64(v, v ^ 0x7FF00000)) == (v, v ^ 0x7FF00000)
    # arithmetic results write back MARS's canonical NaNs
    assert b32(f32(0x7F800001) + 1.0) == 0x7FC00000
    assert b64(f64(1, 0x7FF00000) * 2.0) == (0, 0x7FF80000)
    assert b32(-0.0) == 0x80000000
    assert struct.pack("<d", f64(0, 0x80000000)) == struct.pack("<d", -0.0)


def test_nan_payloads_survive_loops_that_leave_early(tmp_path) -> None:
    """A register read as a float in a loop and written later in it leaves the block (a
    taken flag branch) before its write: its bits, a NaN with a payload, stay exact."""
    init = [0, 0x7F800001, 0x3F800000, 0xFFC00123] + [0] * 8
    for flag_op in ("c.eq.s 5, $f2, $f2", "c.lt.s 5, $f2, $f0"):
        path = tmp_path / "payload.asm"
        path.write_text(_program(init, [0] * 18, [(3, [
            flag_op, "add.s $f0, $f1, $f2", "sub.d $f4, $f2, $f2", ("bc1t", 5),
            "mov.s $f3, $f1", "neg.s $f6, $f3"])]))  # fmt: skip
        fast, single = _run(str(path), True), _run(str(path), False)
        assert fast == single
        assert single[1][3][1] in (0x7F800001, 0x7FC00000)


def test_loops_closed_by_flag_branches(tmp_path) -> None:
    """Loops whose way back is a flag branch (single and double), with every step limit."""
    path = tmp_path / "flagloop.asm"
    path.write_text("""
.text
  li $t0, 0x3dcccccd
  mtc1 $t0, $f2          # 0.1
  li $t0, 0x41200000
  mtc1 $t0, $f4          # 10.0
  cvt.d.s $f6, $f2
  cvt.d.s $f8, $f4
  mtc1 $zero, $f0
  mtc1 $zero, $f10
  mtc1 $zero, $f11
single:
  add.s $f0, $f0, $f2
  addiu $t1, $t1, 1
  c.lt.s 4, $f0, $f4
  bc1t 4, single
double:
  add.d $f10, $f10, $f6
  mov.d $f12, $f10
  c.le.d $f10, $f8
  bc1t double
  li $v0, 10
  syscall
""")
    single = _run(str(path), False)
    assert _run(str(path), True) == single
    assert single[1][0][9] == 100  # float32 0.1 summed: 10.000002 after 100 rounds
    for limit in (1, 7, 60, 401, 555):
        assert _run(str(path), True, limit) == _run(str(path), False, limit)
