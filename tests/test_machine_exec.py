"""Instruction semantics, run both as translated blocks and single-stepped (must agree)."""

from __future__ import annotations

import pytest
from machine_asm import li, machine

from rarslite.machine.simulator import Simulator

M = 0xFFFFFFFF


def state(m) -> tuple:
    return (list(m.x), list(m.f), m.pc, m.csr.snapshot(), m.instret, m.fetches, m.steps,
            bytes(m.memory.data.buf), bytes(m.memory.stack.buf[-4096:]))  # fmt: skip


def run_both(code, max_steps: int = 200_000, **kw):
    """Run ``code`` at full speed, stepped with `Simulator.step` and on the single-step path
    only; assert identical state; return the full-speed machine and its stop reason."""
    m1 = machine(code, **kw)
    s1 = Simulator(m1)
    r1 = s1.run(max_steps=max_steps)
    m2 = machine(code, **kw)
    s2 = Simulator(m2)
    r2 = None
    for _ in range(max_steps):
        r2 = s2.step()
        if r2 is not None:
            break
    else:
        r2 = "max_steps"
    assert r1 == r2
    assert state(m1) == state(m2)
    m3 = machine(code, **kw)  # everything on the single-step path (no blocks at all)
    m3.hart.force_single = True
    assert Simulator(m3).run(max_steps=max_steps) == r1
    assert state(m3) == state(m1)
    return m1, r1


def s32(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


RR_CASES = [
    ("add", 0x7FFFFFFF, 1, 0x80000000),
    ("add", M, 1, 0),
    ("sub", 0, 1, M),
    ("sll", 1, 31, 0x80000000),
    ("sll", 1, 32, 1),  # only the low 5 bits of rs2
    ("sll", 1, 33, 2),
    ("srl", 0x80000000, 31, 1),
    ("srl", 0x80000000, M, 1),
    ("sra", 0x80000000, 31, M),
    ("sra", 0x80000000, 4, 0xF8000000),
    ("sra", 0x40000000, 4, 0x04000000),
    ("slt", M, 0, 1),
    ("slt", 0, M, 0),
    ("sltu", M, 0, 0),
    ("sltu", 0, M, 1),
    ("xor", 0xF0F0F0F0, 0xFF00FF00, 0x0FF00FF0),
    ("or", 0xF0F0F0F0, 0x0F, 0xF0F0F0FF),
    ("and", 0xF0F0F0F0, 0xFF, 0xF0),
    ("mul", 0x10000, 0x10000, 0),
    ("mul", M, M, 1),
    ("mulh", M, M, 0),
    ("mulh", 0x80000000, 0x80000000, 0x40000000),
    ("mulh", 0x80000000, 2, M),
    ("mulhu", M, M, 0xFFFFFFFE),
    ("mulhsu", M, M, M),  # -1 * 0xFFFFFFFF = -(2^32-1): high word -1
    ("mulhsu", 2, M, 1),
    ("div", 7, (-2) & M, (-3) & M),
    ("div", (-7) & M, 2, (-3) & M),
    ("div", 5, 0, M),
    ("div", 0x80000000, M, 0x80000000),
    ("divu", 7, 2, 3),
    ("divu", 7, 0, M),
    ("rem", (-7) & M, 2, M),
    ("rem", 7, (-2) & M, 1),
    ("rem", 5, 0, 5),
    ("rem", 0x80000000, M, 0),
    ("remu", 7, 0, 7),
    ("remu", M, 10, 5),
]


@pytest.mark.parametrize("op,a,b,want", RR_CASES)
def test_register_ops(op, a, b, want):
    m, r = run_both(li(5, a) + li(6, b) + [f"{op} x7, x5, x6"])
    assert r == "dropped"
    assert m.x[7] == want


@pytest.mark.parametrize("op,a,b,want", RR_CASES[:6])
def test_rd_x0_and_same_register(op, a, b, want):
    m, _ = run_both(li(5, a) + li(6, b) + [f"{op} x0, x5, x6", f"{op} x5, x5, x6"])
    assert m.x[0] == 0
    assert m.x[5] == want


IMM_CASES = [
    ("addi", 5, -6, M),
    ("addi", M, 1, 0),
    ("slti", M, 0, 1),
    ("slti", 5, -1, 0),
    ("sltiu", 5, -1, 1),  # -1 sign-extends to 0xFFFFFFFF, compared unsigned
    ("sltiu", 0, 1, 1),
    ("xori", 0x0F, -1, 0xFFFFFFF0),
    ("ori", 0x100, 0x0F, 0x10F),
    ("andi", 0xFFFF, -16, 0xFFF0),
    ("slli", 3, 31, 0x80000000),
    ("srli", 0x80000000, 4, 0x08000000),
    ("srai", 0x80000000, 4, 0xF8000000),
    ("srai", 0x7FFFFFFF, 0, 0x7FFFFFFF),
]


@pytest.mark.parametrize("op,a,imm,want", IMM_CASES)
def test_immediate_ops(op, a, imm, want):
    m, _ = run_both(li(5, a) + [f"{op} x7, x5, {imm}"])
    assert m.x[7] == want


def test_lui_auipc_x0():
    m, _ = run_both(["lui x5, 0xFFFFF", "auipc x6, 1", "addi x0, x0, 5", "lui x0, 3"])
    assert m.x[5] == 0xFFFFF000
    assert m.x[6] == 0x00401004
    assert m.x[0] == 0


def test_loads_stores_sign_extension_and_little_endian():
    code = li(5, 0x10010000) + li(6, 0x80FF7F01) + [
        "sw x6, 0(x5)", "lb x7, 0(x5)", "lb x8, 1(x5)", "lbu x9, 2(x5)", "lb x10, 3(x5)",
        "lh x11, 0(x5)", "lh x12, 2(x5)", "lhu x13, 2(x5)", "lw x14, 0(x5)",
        "sb x6, 4(x5)", "sh x6, 8(x5)", "lw x15, 4(x5)", "lw x16, 8(x5)",
        "sw x6, -4(x5)", "lw x17, -4(x5)",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert m.x[7] == 1 and m.x[8] == 0x7F and m.x[9] == 0xFF and m.x[10] == 0xFFFFFF80
    assert m.x[11] == 0x7F01 and m.x[12] == 0xFFFF80FF and m.x[13] == 0x80FF
    assert m.x[14] == 0x80FF7F01 and m.x[15] == 0x01 and m.x[16] == 0x7F01
    assert m.x[17] == 0x80FF7F01


def test_stack_and_mmio_are_plain_memory_without_devices():
    code = li(5, 0x7FFFFFFC) + li(6, 0xFFFF0000) + li(7, 0x12345678) + [
        "sw x7, 0(x5)", "lw x8, 0(x5)", "sw x7, 12(x6)", "lw x9, 12(x6)", "lbu x10, -4(x0)",
        "sw x7, -4(x0)", "lw x11, -4(x0)",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert m.x[8] == m.x[9] == m.x[11] == 0x12345678
    assert m.x[10] == 0


def test_branches_and_jumps():
    code = li(5, M) + [
        "addi x6, x0, 1",
        "blt x5, x6, l1", "addi x20, x0, 1",      # taken: -1 < 1
        "l1:", "bltu x5, x6, l2", "addi x21, x0, 1",  # not taken
        "l2:", "bge x6, x5, l3", "addi x22, x0, 1",
        "l3:", "bgeu x6, x5, l4", "addi x23, x0, 1",
        "l4:", "beq x5, x5, l5", "addi x24, x0, 1",
        "l5:", "bne x5, x5, l6", "addi x25, x0, 1",
        "l6:", "jal x1, l7", "addi x26, x0, 1",
        "l7:", "auipc x7, 0", "jalr x8, x7, 13",  # bit 0 cleared: lands on +12
        "addi x27, x0, 1", "addi x28, x0, 1", "addi x29, x0, 1",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert (m.x[20], m.x[21], m.x[22], m.x[23], m.x[24], m.x[25], m.x[26]) == (0, 1, 0, 1, 0, 1, 0)
    assert m.x[1] == 0x400000 + 4 * 16
    assert m.x[27] == 0 and m.x[28] == 1 and m.x[29] == 1
    assert m.x[8] == m.x[7] + 8


def test_jalr_rd_equals_rs1():
    m, _ = run_both(["auipc x5, 0", "jalr x5, x5, 12", "addi x6, x0, 1", "addi x7, x0, 1"])
    assert m.x[5] == 0x400008 and m.x[6] == 0 and m.x[7] == 1


def test_loop_counts_and_result():
    code = ["addi x5, x0, 0", "addi x6, x0, 1000", "loop:", "addi x5, x5, 1", "add x7, x7, x5",
            "blt x5, x6, loop", "addi x8, x0, 9"]  # fmt: skip
    m, r = run_both(code)
    assert r == "dropped"
    assert m.x[7] == 500500 and m.x[8] == 9
    assert m.instret == 2 + 3 * 1000 + 1


def test_self_jump_loop_respects_step_limit():
    m = machine(["addi x5, x0, 1", "l:", "addi x5, x5, 1", "jal x0, l"])
    s = Simulator(m)
    assert s.run(max_steps=1001) == "max_steps"
    assert m.instret == 1001 and m.x[5] == 501


def test_fence_is_a_noop():
    m, _ = run_both(["fence 1, 1", "fence.i", "addi x5, x0, 3"])
    assert m.x[5] == 3 and m.instret == 3


def test_float_loads_stores_and_moves():
    code = li(5, 0x10010000) + li(6, 0x3F800000) + [
        "sw x6, 0(x5)", "flw f1, 0(x5)", "fmv.x.s x7, f1", "fsw f1, 8(x5)", "lw x8, 8(x5)",
        "fmv.s.x f2, x6", "fsd f2, 16(x5)", "lw x9, 16(x5)", "lw x10, 20(x5)",
        "fld f3, 16(x5)", "fsd f3, 26(x5)",  # fsd: no alignment check
        "lw x11, 28(x5)",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert m.f[1] == 0xFFFFFFFF3F800000 and m.f[2] == m.f[1] == m.f[3]
    assert m.x[7] == m.x[8] == 0x3F800000 and m.x[9] == 0x3F800000 and m.x[10] == M
    assert m.x[11] == 0xFFFF3F80


def test_fp_ops_use_fpu_and_or_flags():
    code = li(5, 0x3F800000) + li(6, 0x40400000) + [
        "fmv.s.x f1, x5", "fmv.s.x f2, x6", "fdiv.s f3, f1, f2, rne", "fmv.x.s x7, f3",
        "csrrs x8, fflags, x0", "feq.s x9, f1, f1", "fcvt.w.s x10, f2, rtz",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert m.x[7] == 0x3EAAAAAB
    assert m.x[8] == 1  # inexact
    assert m.x[9] == 1 and m.x[10] == 3


def test_dynamic_rounding_mode_error_is_trap_without_cause():
    code = ["addi x5, x0, 5", "csrrw x0, frm, x5", "fadd.s f1, f2, f3, dyn"]
    m = machine(code)
    s = Simulator(m)
    assert s.run() == "error"
    assert s.report == ("Error in t.s line 3: Runtime exception at 0x00400008: "
                        "Invalid rounding mode. RM = 7 and frm = 5")  # fmt: skip
    assert m.csr.ucause == M


def test_static_reserved_rounding_mode():
    m = machine(["fadd.s f1, f2, f3"])
    m.memory.text[0x400000] = m.memory.text[0x400000].__class__("fadd.s", 1, 2, 3, rm=5)
    s = Simulator(m)
    assert s.run() == "error"
    assert "RM = 5 and frm = 0" in s.report


def test_inlined_calls_and_guarded_returns():
    # f is inlined into the caller's trace; its return is predicted. g overwrites ra, so the
    # prediction guard must leave the trace and go where ra really points.
    code = [
        "addi x10, x0, 0", "addi x11, x0, 30",
        "loop:", "jal x1, f", "addi x10, x10, 1", "jal x1, g", "addi x10, x10, 100",
        "after:", "addi x11, x11, -1", "bne x11, x0, loop", "jal x0, end",
        "f:", "addi x12, x12, 2", "jalr x0, x1, 0",
        "g:", "auipc x1, 0", "addi x1, x1, -20", "jalr x0, x1, 0",  # returns to "after"
        "end:", "addi x13, x0, 1",
    ]  # fmt: skip
    m, r = run_both(code)
    assert r == "dropped"
    assert m.x[10] == 30 and m.x[12] == 60 and m.x[13] == 1


@pytest.mark.parametrize("cfg_name", ["Default", "CompactDataAtZero", "CompactTextAtZero"])
def test_memory_configs_run_the_same(cfg_name):
    from rarslite.memory_map import config_by_name

    cfg = config_by_name(cfg_name)
    code = li(5, cfg.data_base) + [
        "addi x6, x0, 40", "loop:", "sw x6, 0(x5)", "sh x6, 4(x5)", "sb x6, 6(x5)",
        "lw x7, 0(x5)", "lhu x8, 4(x5)", "lbu x9, 6(x5)", "add x10, x10, x7",
        "sw x6, -4(x2)", "lw x11, -4(x2)", "addi x5, x5, 8", "addi x6, x6, -1",
        "bne x6, x0, loop",
    ]  # fmt: skip
    m, r = run_both(code, config=cfg)
    assert r == "dropped"
    assert m.x[10] == sum(range(1, 41)) and m.x[11] == 1
    assert m.memory.load_word(cfg.data_base) == 40
    assert m.x[2] == cfg.sp and m.x[3] == cfg.gp
