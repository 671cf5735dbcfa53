"""The native core in RARS's 64-bit mode (``rv64``) against the pure-Python single-step
engine: every W instruction, the 64-bit M instructions (mulh variants, division by zero and
overflow), shifts by 6-bit amounts, ld/sd/lwu and the sign-extending loads, the 32-bit
results RARS sign-extends (lui, auipc, links, fmv.x.w), on 64-bit edge values; hand-written
and random programs at every step limit. Each test also checks that the core ran the
instructions itself rather than handing them all back to Python."""

from __future__ import annotations

import random

import pytest

from rarslite.machine import native
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator
from tests.test_native_differential import check_every_limit, machine, state, table_program

pytestmark = pytest.mark.skipif(native.core is None, reason=f"native core: {native.STATUS}")

EDGE64 = [0, 1, 2, 5, 31, 32, 63, 64, -1, -2, -5, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
          -0x80000000, 0x100000000, 0x7FFFFFFFFFFFFFFF, -0x8000000000000000,
          0x123456789ABCDEF0, -0x123456789]  # fmt: skip


def counting(nat) -> list[int]:
    """Make a hart's native tier count the instructions its core completes (in the cell
    returned)."""
    ran = [0]
    core_run = nat.run

    def run(*a):
        r = core_run(*a)
        ran[0] += r[1]
        return r

    nat.run = run
    return ran


def run_counting(src: str, pure: bool) -> tuple[Machine, object, int]:
    """A whole run in 64-bit mode: the machine, its stop reason and how many instructions
    the core completed (0 on the pure-Python engine)."""
    m = machine(src, pure=pure, xlen=64)
    ran = counting(m.hart.native) if m.hart.native is not None else [0]
    r = Simulator(m).run(max_steps=2_000_000)
    return m, r, ran[0]


def same_as_python(src: str) -> float:
    """The final states of both engines are equal; the share of instructions the core ran."""
    m, r, ran = run_counting(src, False)
    p, rp, _ = run_counting(src, True)
    assert state(m, r) == state(p, rp)
    return ran / m.instret


RR64 = ["add", "sub", "sll", "slt", "sltu", "xor", "srl", "sra", "or", "and", "mul", "mulh",
        "mulhsu", "mulhu", "div", "divu", "rem", "remu", "addw", "subw", "sllw", "srlw",
        "sraw", "mulw", "divw", "divuw", "remw", "remuw", "beq", "bne", "blt", "bge", "bltu",
        "bgeu"]  # fmt: skip


@pytest.mark.parametrize("op", RR64)
def test_every_operand_pair(op):
    """Each register-register operation and branch on every pair of 64-bit edge values
    (division by zero, MIN / -1, shift amounts beyond 31 and 63 included), stored with sd."""
    lines = []
    for i, (a, b) in enumerate((a, b) for a in EDGE64 for b in EDGE64):
        lines += [f"li t0, {a}", f"li t1, {b}"]
        if op.startswith("b"):
            lines += ["li t2, 0", f"{op} t0, t1, T{i}", "li t2, 1", f"T{i}:"]
        else:
            lines.append(f"{op} t2, t0, t1")
        lines.append(f"sd t2, {8 * (i % 256)}(s0)")
        lines.append("xor s1, s1, t2")  # every result counts, even where sd overwrites
    assert same_as_python(table_program(lines)) > 0.95


IMMS = {"slli": [0, 1, 31, 32, 33, 63], "srli": [0, 1, 31, 32, 33, 63],
        "srai": [0, 1, 31, 32, 33, 63], "slliw": [0, 1, 5, 31], "srliw": [0, 1, 5, 31],
        "sraiw": [0, 1, 5, 31], "lui": [0, 1, 0x7FFFF, 0x80000, 0xFFFFF],
        "auipc": [0, 1, 0x80000, 0xFFFFF]}  # fmt: skip


@pytest.mark.parametrize("op", ["addi", "addiw", "slti", "sltiu", "xori", "ori", "andi",
                                "slli", "srli", "srai", "slliw", "srliw", "sraiw", "lui",
                                "auipc"])  # fmt: skip
def test_every_immediate(op):
    lines = []
    imms = IMMS.get(op, [-2048, -1, 0, 1, 5, 2047])
    for i, (a, imm) in enumerate((a, imm) for a in EDGE64 for imm in imms):
        lines.append(f"li t0, {a}")
        lines.append(f"{op} t2, {imm}" if op in ("lui", "auipc") else f"{op} t2, t0, {imm}")
        lines.append(f"sd t2, {8 * i}(s0)")
    assert same_as_python(table_program(lines)) > 0.95


MEMORY64 = """
.data
buf:    .dword 0x8000000080000001, -1, 0x00000000FFFFFFFF
        .word  0x80000000, 0x7FFFFFFF
        .half  0x8000, 0x7FFF
        .byte  0x80, 0x7F
        .space 64
.text
main:   la   s0, buf
        ld   t0, 0(s0)
        ld   t1, 8(s0)
        lwu  t2, 0(s0)          # zero-extended
        lw   t3, 0(s0)          # sign-extended to 64 bits
        lw   t4, 24(s0)
        lwu  t5, 24(s0)
        lh   t6, 32(s0)
        lhu  a0, 32(s0)
        lb   a1, 36(s0)
        lbu  a2, 36(s0)
        sd   t0, 40(s0)
        sd   t1, 44(s0)         # 4-aligned doubleword: RARS takes it
        sw   t0, 56(s0)         # the low word
        sh   t1, 60(s0)
        sb   t0, 62(s0)
        ld   a3, 44(s0)
        ld   a4, 52(s0)
        lwu  a5, 12(s0)
        addi sp, sp, -16
        sd   t0, 0(sp)          # the stack region
        sd   t1, 8(sp)
        ld   a6, 8(sp)
        ld   a7, 0(sp)
        addi sp, sp, 16
        li   s1, 0x100000000
        add  s1, s1, s0         # a base with high bits: the address is its low word + imm
        ld   s2, 0(s1)
        sd   s2, 64(s1)
        lwu  s3, 64(s1)
        ld   s4, 2(s0)          # misaligned: Python traps
"""


def test_loads_and_stores_at_every_step_limit():
    assert check_every_limit(MEMORY64, 200, xlen=64) > 20


FP64 = """
.data
val:    .dword 0x400921FB54442D18
.text
main:   li    t0, 0xFFFFFFFF80000001
        li    t1, -7
        fmv.w.x ft0, t0         # the low word, NaN-boxed
        fmv.x.w t2, ft0         # sign-extended
        fcvt.s.w ft1, t0        # the low word as a signed int
        fcvt.s.wu ft2, t0
        fcvt.d.w ft3, t1
        fcvt.d.wu ft4, t0
        fmv.d.x ft5, t0
        fmv.x.d t3, ft5
        la    s0, val
        fld   ft6, 0(s0)
        fmv.x.d t4, ft6
        fadd.d ft7, ft6, ft3
        feq.d t5, ft6, ft6
        flt.s t6, ft1, ft2
        fcvt.l.d a0, ft6        # a 64-bit conversion: Python's
        fcvt.d.l ft8, t1
        fmv.x.w a1, ft8         # not NaN-boxed: the low word of the double
"""


def test_fp_moves_and_conversions_at_every_step_limit():
    assert check_every_limit(FP64, 100, xlen=64) > 10


def test_the_core_runs_a_64_bit_loop():
    """A loop of 64-bit and W instructions completes in a few core calls."""
    src = ("main: li s0, 20000\nli t0, 0x123456789\n"
           "loop: addw t1, t0, s0\nsrai t2, t0, 33\nmulh t3, t0, t0\nsd t3, -8(sp)\n"
           "ld t4, -8(sp)\nxor t0, t0, t4\naddi s0, s0, -1\nbnez s0, loop\n")
    m, r, ran = run_counting(src, False)
    p, rp, _ = run_counting(src, True)
    assert state(m, r) == state(p, rp)
    assert m.instret > 160_000 and ran >= m.instret - 10


REGS = ["t0", "t1", "t2", "s1", "a0", "a1", "a2"]
VALUES = [0, 1, -1, 7, 0x7FFFFFFF, -0x80000000, 0xFFFFFFFF, 0x100000000, 0x7FFFFFFFFFFFFFFF,
          -0x8000000000000000, 0x123456789ABCDEF]  # fmt: skip
RR = RR64[:28]
RI = ["addi", "addiw", "slti", "sltiu", "xori", "ori", "andi"]


def random_program(rnd: random.Random) -> str:
    lines = [".data", "buf: .space 128", ".text", "main: la s0, buf", "li s2, 5"]
    lines += [f"li {r}, {rnd.choice(VALUES)}" for r in REGS]
    n = rnd.randint(8, 26)
    lines.append("top:")
    for i in range(n):
        lines.append(f"L{i}:")
        k = rnd.random()
        d, a, b = rnd.choice(REGS), rnd.choice(REGS), rnd.choice(REGS)
        if k < 0.35:
            lines.append(f"{rnd.choice(RR)} {d}, {a}, {b}")
        elif k < 0.47:
            lines.append(f"{rnd.choice(RI)} {d}, {a}, {rnd.randint(-2048, 2047)}")
        elif k < 0.55:
            op = rnd.choice(["slli", "srli", "srai", "slliw", "srliw", "sraiw"])
            lines.append(f"{op} {d}, {a}, {rnd.randint(0, 31 if op[-1] == 'w' else 63)}")
        elif k < 0.68:
            op, size = rnd.choice([("ld", 8), ("lwu", 4), ("lw", 4), ("lh", 2), ("lbu", 1)])
            off = rnd.randrange(0, 120, size) if rnd.random() < 0.97 else rnd.randint(0, 120)
            lines.append(f"{op} {d}, {off}(s0)")
        elif k < 0.8:
            op, size = rnd.choice([("sd", 8), ("sw", 4), ("sh", 2), ("sb", 1)])
            off = rnd.randrange(0, 120, size) if rnd.random() < 0.97 else rnd.randint(0, 120)
            lines.append(f"{op} {a}, {off}(s0)")
        elif k < 0.88:
            target = rnd.randint(i + 1, n)
            op = rnd.choice(["beq", "bne", "blt", "bge", "bltu", "bgeu"])
            lines.append(f"{op} {a}, {b}, L{target}")
        elif k < 0.91:
            lines.append("jal fn")
        elif k < 0.94:
            lines.append(f"{rnd.choice(['lui', 'auipc'])} {d}, {rnd.randint(0, 0xFFFFF)}")
        else:
            lines += ["mv a0, " + a, "li a7, 1", "ecall"]
    lines += [f"L{n}:", "addi s2, s2, -1", "bgtz s2, top", "li a7, 10", "ecall",
              "fn: sd ra, 120(s0)", "slli t2, t2, 3", "ld ra, 120(s0)", "ret"]  # fmt: skip
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(8))
def test_random_programs_at_every_step_limit(seed):
    check_every_limit(random_program(random.Random(seed)), 160, xlen=64)


def test_the_fuzz_gates_rv64_programs_run_on_the_core():
    """The differential fuzz gate's RV64 machines (tests/fuzz/) reach the core, so its
    single-step comparisons check it."""
    from tests.fuzz.campaign import case
    from tests.fuzz.modes import Built

    ran: list[int] = []
    for k in range(300):
        c = case("riscv", 30, k, size=16)
        if c.cfg.xlen != 64 or c.cfg.tools:  # tools that watch every fetch: Python's
            continue
        b = Built(c.gen, c.cfg, False)
        nat = b.machine.hart.native
        assert nat is not None
        done = counting(nat)
        b.sim.run(max_steps=50_000)
        ran.append(done[0])
        if len(ran) == 12:
            break
    assert len(ran) == 12 and sum(n > 0 for n in ran) >= 10, ran
