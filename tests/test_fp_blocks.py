"""FP fast paths inside blocks against fpu.py's exact routines (which the RARS oracle tests
check): hypothesis writes loops of FP instructions over edge values (NaNs with payloads,
infinities, subnormals, -0, the largest and smallest normals, unboxed singles), in every
rounding mode, static and dynamic, with fflags starting clear or set, and both machines
must end in the same state: FP and integer registers, fcsr, memory."""

from __future__ import annotations

import struct

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.asm.riscv import assemble_text
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

BOX = 0xFFFFFFFF00000000


def _s(x: float) -> int:
    return BOX | struct.unpack("<I", struct.pack("<f", x))[0]


def _d(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


SINGLES = [_s(v) for v in (0.0, -0.0, 1.0, -1.5, 0.1, 3.0, 1e-38, 1.17549435e-38, 1e-45,
                           3.4028234e38, -3.4e38, 16777217.0, 2147483520.0, -2147483648.0,
                           4294967040.0, 0.5, -0.5, 2.5, 1.0000001)] + [
    BOX | 0x7F800000, BOX | 0xFF800000, BOX | 0x7FC00000, BOX | 0x7FA00001, BOX | 0xFFC12345,
    0x3F800000, 0x12345678_3F800000, BOX | 0x00000001, BOX | 0x807FFFFF]  # fmt: skip
DOUBLES = [_d(v) for v in (0.0, -0.0, 1.0, -1.5, 0.1, 3.0, 2.2250738585072014e-308, 5e-324,
                           1.7976931348623157e308, -1e308, 1e154, 2147483647.5,
                           -2147483648.5, 4294967295.5, 0.5, -2.5, 1.0000000000000002)] + [
    0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000001,
    0xFFF8DEADBEEF0001, 0x000FFFFFFFFFFFFF]  # fmt: skip
INTS = [0, 1, -1, 7, -7, 16777216, 16777217, -16777217, 2147483647, -2147483648, 123456789]

RMS = ["", ", rne", ", rtz", ", rdn", ", rup", ", rmm"]
BIN = ["fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "fsgnj", "fsgnjn", "fsgnjx"]
CMP = ["feq", "flt", "fle"]
FREG = st.integers(0, 7)
XREG = st.sampled_from(["t0", "t1", "t2", "t3"])


@st.composite
def instruction(draw) -> str:
    kind = draw(st.integers(0, 9))
    f = draw(st.sampled_from("sd"))
    fd, fa, fb = draw(FREG), draw(FREG), draw(FREG)
    rm = draw(st.sampled_from(RMS))
    if kind <= 3:
        op = draw(st.sampled_from(BIN))
        tail = rm if op in ("fadd", "fsub", "fmul", "fdiv") else ""
        return f"{op}.{f} f{fd}, f{fa}, f{fb}{tail}"
    if kind == 4:
        return f"fsqrt.{f} f{fd}, f{fa}{rm}"
    if kind == 5:
        return f"{draw(st.sampled_from(CMP))}.{f} {draw(XREG)}, f{fa}, f{fb}"
    if kind == 6:
        u = draw(st.sampled_from(["", "u"]))
        return f"fcvt.w{u}.{f} {draw(XREG)}, f{fa}{rm}"
    if kind == 7:
        u = draw(st.sampled_from(["", "u"]))
        return f"fcvt.{f}.w{u} f{fd}, {draw(XREG)}{rm}"
    if kind == 8:
        return draw(st.sampled_from([f"fmv.{f} f{fd}, f{fa}", f"fneg.{f} f{fd}, f{fa}",
                                     f"fabs.{f} f{fd}, f{fa}", f"fmv.x.w {draw(XREG)}, f{fa}",
                                     f"fmv.w.x f{fd}, {draw(XREG)}"]))  # fmt: skip
    off = draw(st.integers(0, 7)) * 4
    return draw(st.sampled_from([f"flw f{fd}, {off}(s0)", f"fsw f{fa}, {off}(s0)",
                                 f"fld f{fd}, {off}(s0)", f"fsd f{fa}, {off}(s0)"]))


@st.composite
def program(draw) -> tuple[str, list[int]]:
    regs = [draw(st.sampled_from(SINGLES + DOUBLES)) for _ in range(8)]
    ints = [draw(st.sampled_from(INTS)) for _ in range(4)]
    body = draw(st.lists(instruction(), min_size=1, max_size=12))
    frm = draw(st.integers(0, 4))
    flags = draw(st.sampled_from([0, 1, 0x1F, 2]))
    words = ", ".join(str(draw(st.sampled_from(INTS))) for _ in range(10))
    lines = [".data", "buf: .word " + words, ".text", "la s0, buf", f"csrwi frm, {frm}",
             f"csrwi fflags, {flags}"]  # fmt: skip
    lines += [f"li {r}, {v}" for r, v in zip(["t0", "t1", "t2", "t3"], ints, strict=True)]
    lines += ["li s1, 3", "loop:"] + body + ["addi s1, s1, -1", "bnez s1, loop",
                                              "li a7, 10", "ecall"]  # fmt: skip
    return "\n".join(lines) + "\n", regs


def _run(src: str, regs: list[int], exact: bool) -> tuple:
    m = Machine(assemble_text(src, "fp.s"), console=BufferConsole())
    m.f[:8] = regs
    if exact:  # the reference: single steps through fpu.py's routines only
        m.hart.exact_fp = True
        m.hart.rebuild()
        m.hart.force_single = True
    reason = Simulator(m).run(max_steps=10_000)
    return (reason, list(m.f), list(m.x), m.csr.fcsr, m.pc, m.instret,
            bytes(m.memory.data.buf[:64]), m.error)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program())
def test_fp_fast_paths_equal_exact_routines(prog):
    src, regs = prog
    assert _run(src, regs, exact=False) == _run(src, regs, exact=True), src


def test_fast_paths_are_used(pure_python):
    """The loop's FP instructions run in a block (not one slow routine call each)."""
    src = ("li s1, 100\nfcvt.s.w f2, zero\nloop:\nfcvt.s.w f1, s1\nfadd.s f2, f2, f1\n"
           "fmul.s f3, f2, f1\naddi s1, s1, -1\nbnez s1, loop\nli a7, 10\necall\n")
    m = Machine(assemble_text(src, "fp.s"), console=BufferConsole())
    m.csr.fcsr = 1  # NX set: the host computes
    Simulator(m).run()
    blk = m.hart.blocks[0x400000]  # the loop runs as the block's inner loop
    assert "while True:" in blk.source and "FS[0] = r" in blk.source
    assert struct.unpack("<f", struct.pack("<I", m.f[2] & 0xFFFFFFFF))[0] == 5050.0
