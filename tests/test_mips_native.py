"""The MIPS native core (machine/_native.c's MipsCore) against the single-step reference
(mips/hart.py): hand-written and random MARS programs (HI/LO edge cases, overflow traps,
misaligned and out-of-range accesses, calls, delayed branching, and coprocessor 1 on special
values: NaN, infinities, signed zeros, subnormals, the largest floats, conversions out of
range) must agree on registers, HI/LO, FP registers and flags, pc, memory, output and MARS's
instruction count after every step limit, with delayed branching on and off."""

from __future__ import annotations

import random
import struct

import pytest

from rarslite.asm.mips.assembler import assemble
from rarslite.machine import native
from rarslite.machine.console import BufferConsole
from rarslite.machine.mips.machine import load_mips

pytestmark = pytest.mark.skipif(native.core is None, reason=f"native core: {native.STATUS}")


def build(src: str, db: bool, single: bool):
    prog = assemble(["n.asm"], texts={"n.asm": src})
    _view, m, sim = load_mips(prog, BufferConsole(), delayed_branching=db)
    m.hart.force_single = single
    return m, sim


def state(m, reason) -> tuple:
    h = m.hart
    data = bytes(h.memory.data.buf[0x10000:0x10200])
    stack = bytes(h.memory.stack.buf[-512:])
    e = m.error
    return (reason, h.pc, tuple(h.r), h.hi, h.lo, tuple(h.f), tuple(h.fcc), tuple(h.cp0.items()),
            h.db_state, h.db_target, m.instret, m.steps, data, stack, bytes(m.console.out),
            None if e is None else (e.message, e.pc), m.report, m.exit_code)  # fmt: skip


def native_ran(src: str, db: bool) -> int:
    """How many instructions the core ran in a whole run of ``src``."""
    from rarslite.machine.mips import native_tier

    total = 0
    real = native_tier.MipsNativeTier.__init__

    def init(self, hart) -> None:
        real(self, hart)
        run = self.run

        def counting(*args):
            nonlocal total
            out = run(*args)
            total += out[1]
            return out

        self.run = counting

    native_tier.MipsNativeTier.__init__ = init  # type: ignore[method-assign]
    try:
        _m, sim = build(src, db, False)
        sim.run(max_steps=100_000)
    finally:
        native_tier.MipsNativeTier.__init__ = real  # type: ignore[method-assign]
    return total


def check(src: str, db: bool = False, limits: int = 120) -> None:
    """A whole run, then runs of 1..``limits`` steps (or up to the end)."""
    m, sim = build(src, db, True)
    ref = [state(m, sim.run(max_steps=100_000))]
    total = m.steps
    m, sim = build(src, db, False)
    got = state(m, sim.run(max_steps=100_000))
    assert got == ref[0], f"whole run differs (db={db})\n{src}"
    for k in range(1, min(limits, total) + 1):
        m1, s1 = build(src, db, True)
        m2, s2 = build(src, db, False)
        a, b = state(m1, s1.run(max_steps=k)), state(m2, s2.run(max_steps=k))
        assert a == b, f"step limit {k} differs (db={db})\n{src}"


INTEGER = """
.data
w:  .word 0x80000000, -1, 7, 0x7FFFFFFF
.text
main:   la $s0, w
        lw $t0, 0($s0)
        lw $t1, 4($s0)
        div $t0, $t1            # INT_MIN / -1
        mfhi $a0
        mflo $a1
        div $t0, $zero          # leaves HI and LO
        divu $t1, $zero
        li $t2, -7
        li $t3, 2
        div $t2, $t3
        mfhi $a2
        mflo $a3
        mult $t2, $t1
        madd $t0, $t1
        maddu $t1, $t1
        msub $t2, $t3
        msubu $t3, $t2
        mul $s1, $t2, $t1
        mthi $t2
        mtlo $t3
        mfhi $s2
        clz $s3, $zero
        clo $s4, $t1
        clz $s5, $t3
        sllv $s6, $t2, $t1
        srav $s7, $t0, $t3
        srlv $t4, $t0, $t3
        sra $t5, $t0, 31
        nor $t6, $t2, $t3
        sltiu $t7, $t2, -1
        slti $t8, $t2, -8
        movn $t9, $t2, $t3
        movz $v1, $t2, $zero
        lui $k0, 0xFFFF
        xori $k1, $t2, 0xFFFF
        lb $a0, 1($s0)
        lbu $a1, 3($s0)
        lh $a2, 2($s0)
        lhu $a3, 2($s0)
        sb $t2, 8($s0)
        sh $t2, 10($s0)
        ll $t0, 12($s0)
        sc $t2, 12($s0)
        addiu $sp, $sp, -8
        sw $t2, 4($sp)
        lw $v1, 4($sp)
        lw $t1, 12($s0)
        addi $t1, $t1, 1        # overflow: MARS's exception ends the run
"""

MISALIGNED = """
.data
w:  .word 1, 2
.text
        la $s0, w
        li $t0, 3
loop:   addiu $t0, $t0, -1
        bgtz $t0, loop
        lh $t1, 1($s0)
"""

OUT_OF_RANGE = """
.text
        li $t0, 4
loop:   addiu $t0, $t0, -1
        bne $t0, $zero, loop
        sw $t0, 0($zero)
"""

SELF_LOOP = """
.text
        li $t0, 1
        li $v0, 10
        beq $t0, $zero, never
spin:   bne $t0, $zero, spin    # a branch to itself: MARS counts its repeats once
never:  syscall
"""

CALLS = """
.text
main:   li $a0, 11
        jal fib
        move $a0, $v0
        li $v0, 1
        syscall
        li $v0, 10
        syscall
fib:    slti $t0, $a0, 2
        beq $t0, $zero, rec
        move $v0, $a0
        jr $ra
rec:    addiu $sp, $sp, -12
        sw $ra, 8($sp)
        sw $a0, 4($sp)
        addiu $a0, $a0, -1
        jal fib
        sw $v0, 0($sp)
        lw $a0, 4($sp)
        addiu $a0, $a0, -2
        la $t9, fib
        jalr $t9
        lw $t0, 0($sp)
        addu $v0, $v0, $t0
        lw $ra, 8($sp)
        addiu $sp, $sp, 12
        jr $ra
"""

DELAY_SLOTS = """
.text
        li $t0, 300
        li $t1, 0
loop:   addiu $t0, $t0, -1
        bne $t0, $zero, loop
        addiu $t1, $t1, 1       # the delay slot
        j skip
        beq $zero, $zero, far   # a branch in a delay slot keeps the first target
        addiu $t1, $t1, 100
far:    addiu $t1, $t1, 1000
skip:   bltzal $t1, skip
        bgezal $t1, done
        nop
        addiu $t1, $t1, 5
done:   jal end
        nop
end:    li $v0, 10
        syscall
"""


@pytest.mark.parametrize("db", [False, True])
@pytest.mark.parametrize("src", [INTEGER, MISALIGNED, OUT_OF_RANGE, SELF_LOOP, CALLS])
def test_hand_written(src: str, db: bool) -> None:
    check(src, db)


def test_delay_slots() -> None:
    check(DELAY_SLOTS, db=True)
    assert native_ran(DELAY_SLOTS, True) > 500


def test_the_core_runs_them() -> None:
    assert native_ran(CALLS, False) > 1000


# -- coprocessor 1 on special values ----------------------------------------------------------

SINGLES = [0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000,
           0x7F800001, 0xFFC00001, 0x00000001, 0x807FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF,
           0x40490FDB, 0x4F000000, 0xCF000001, 0x3F000000, 0x3FC00000, 0x40200000,
           0x4B000001, 0x34000000]  # fmt: skip
DOUBLES = [0.0, -0.0, 1.0, -1.5, 2.5, 0.5, 1e308, -1e308, float("inf"), float("-inf"),
           float("nan"), 5e-324, 2.2250738585072014e-308, 3.4028235677973366e38,
           3.4028236e38, 1e-46, 2147483647.5, -2147483648.4, 2147483648.0, 1.0000001, 1e-40]
S_OPS = ["add", "sub", "mul", "div"]
UNARY = ["sqrt", "abs", "neg", "mov", "round.w", "trunc.w", "ceil.w", "floor.w"]
CVTS = ["cvt.s.d", "cvt.s.w", "cvt.d.s", "cvt.d.w", "cvt.w.s", "cvt.w.d"]


def _double_words(x: float) -> tuple[int, int]:
    lo, hi = struct.unpack("<II", struct.pack("<d", x))
    if x != x:  # a NaN with a payload too
        hi |= 0x00000123
    return lo, hi


def fp_program(rng: random.Random, n: int = 40) -> str:
    words = [rng.choice(SINGLES) for _ in range(8)]
    pairs = [_double_words(rng.choice(DOUBLES)) for _ in range(4)]
    data = ", ".join(f"0x{w:08x}" for w in words)
    dpairs = ", ".join(f"0x{lo:08x}, 0x{hi:08x}" for lo, hi in pairs)
    lines = [".data", "s: .word " + data, ".align 3", "d: .word " + dpairs, ".text",
             "la $s0, s", "la $s1, d"]  # fmt: skip
    for k in range(8):
        lines.append(f"lwc1 $f{k}, {4 * k}($s0)")
    for k in range(4):
        lines.append(f"ldc1 $f{16 + 2 * k}, {8 * k}($s1)")
    for _ in range(n):
        kind = rng.randrange(9)
        s = [f"$f{rng.randrange(8)}" for _ in range(3)]
        d = [f"$f{16 + 2 * rng.randrange(4)}" for _ in range(3)]
        cc = rng.randrange(8)
        if kind == 0:
            lines.append(f"{rng.choice(S_OPS)}.s {s[0]}, {s[1]}, {s[2]}")
        elif kind == 1:
            lines.append(f"{rng.choice(S_OPS)}.d {d[0]}, {d[1]}, {d[2]}")
        elif kind == 2:
            u = rng.choice(UNARY)
            dst = s[0] if u.endswith(".w") else s[0]
            lines.append(f"{u}.s {dst}, {s[1]}")
            if u.endswith(".w"):
                lines.append(f"{u[:-2]}.w.d {s[2]}, {d[1]}")
            else:
                lines.append(f"{u}.d {d[0]}, {d[1]}")
        elif kind == 3:
            c = rng.choice(CVTS)
            src = d[1] if c.endswith(".d") else s[1]
            dst = d[0] if c[4] == "d" else s[0]
            lines.append(f"{c} {dst}, {src}")
        elif kind == 4:
            w = rng.choice(["s", "d"])
            a, b = (d[1], d[2]) if w == "d" else (s[1], s[2])
            lines.append(f"c.{rng.choice(['eq', 'lt', 'le'])}.{w} {cc}, {a}, {b}")
        elif kind == 5:
            lines.append(f"{rng.choice(['movt', 'movf'])}.s {s[0]}, {s[1]}, {cc}")
            lines.append(f"{rng.choice(['movn', 'movz'])}.d {d[0]}, {d[1]}, $t{rng.randrange(3)}")
            lines.append(f"{rng.choice(['movt', 'movf'])} $t{rng.randrange(3)}, $s0, {cc}")
        elif kind == 6:
            lines.append(f"mfc1 $t{rng.randrange(3)}, {s[1]}")
            lines.append(f"mtc1 $t{rng.randrange(3)}, {s[0]}")
        elif kind == 7:
            lines.append(f"swc1 {s[1]}, {4 * rng.randrange(8)}($s0)")
            lines.append(f"sdc1 {d[1]}, {8 * rng.randrange(4)}($s1)")
        else:
            label = f"L{len(lines)}"
            lines.append(f"{rng.choice(['bc1t', 'bc1f'])} {cc}, {label}")
            lines.append("addiu $t0, $t0, 1")
            lines.append(f"{label}:")
    lines += ["li $v0, 10", "syscall"]
    return "\n".join(lines)


@pytest.mark.parametrize("seed", range(12))
def test_random_fp(seed: int) -> None:
    rng = random.Random(seed)
    src = fp_program(rng)
    check(src, db=seed % 3 == 0, limits=3)
    assert native_ran(src, False) > 20
