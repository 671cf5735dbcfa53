"""The native core (machine/_native.c) against the pure-Python single-step path: hand-written
and random RV32 programs (integer, M, branches, calls, every load/store width, faulting and
misaligned accesses, ecalls, FP and CSR instructions the core hands back, self-modifying
code, device memory, breakpoints) must agree on registers, pc, memory, output, stop reason
and every counter after every step limit 1..N, and when a run is resumed in pieces."""

from __future__ import annotations

import random
from functools import cache

import pytest

from rarslite.asm.riscv import assemble_text
from rarslite.machine import native
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

pytestmark = pytest.mark.skipif(native.core is None, reason=f"native core: {native.STATUS}")


@cache
def program(src: str, xlen: int = 32):
    return assemble_text(src, "n.s", xlen=xlen)


def machine(src: str, *, smc: bool = False, pure: bool = False, xlen: int = 32) -> Machine:
    saved = native.core
    if pure:
        native.core = None
    try:
        m = Machine(program(src, xlen), console=BufferConsole(b"17\n"), smc=smc)
    finally:
        native.core = saved
    return m


def data_bytes(m: Machine, n: int) -> bytes:
    """The first ``n`` bytes of the program's .data (the region starts lower: extern, gp)."""
    mem = m.memory
    o = m.config.data_base - mem.data.base
    return bytes(mem.data.buf[o : o + n])


def state(m: Machine, reason) -> tuple:
    mem = m.memory
    c = m.console
    return (reason, list(m.x), list(m.f), m.pc, m.csr.snapshot(), m.instret, m.fetches,
            m.steps, data_bytes(m, 4096), bytes(mem.stack.buf[-4096:]),
            bytes(mem.mmio.buf[:64]), dict(mem.text_words), bytes(c.out), bytes(c.err),
            m.exit_code, m.error)  # fmt: skip


def reference(src: str, n: int, smc: bool = False, xlen: int = 32) -> list[tuple]:
    """States after 1..n single steps on the pure-Python engine (shorter if it stops)."""
    m = machine(src, smc=smc, pure=True, xlen=xlen)
    sim = Simulator(m)
    out = []
    for _ in range(n):
        r = sim.step()
        out.append(state(m, r))
        if sim.done:
            break
    return out


def check_every_limit(src: str, n: int = 400, smc: bool = False, xlen: int = 32) -> int:
    """Native runs with limits 1..len(reference): each equals the reference state. Returns
    how many instructions the native core ran (the test must exercise it)."""
    ref = reference(src, n, smc, xlen)
    native_ran = 0
    for k, want in enumerate(ref, start=1):
        m = machine(src, smc=smc, xlen=xlen)
        assert m.hart.native is not None
        sim = Simulator(m)
        r = sim.run(max_steps=k)
        got = state(m, r if r != "max_steps" else None)
        assert got == want, f"step limit {k}: {diff(got, want)}\n{src}"
        native_ran = max(native_ran, k)
    # in pieces: 1, 2, 3... steps a run, resumed (native chunks meet Python steps anywhere)
    m = machine(src, smc=smc, xlen=xlen)
    sim = Simulator(m)
    done, size = 0, 1
    while done < len(ref) and not sim.done:
        r = sim.run(max_steps=size)
        done += size
        if done <= len(ref):
            want = ref[done - 1]
            assert state(m, r if r != "max_steps" else None)[1:] == want[1:], \
                f"resumed at {done}\n{src}"  # fmt: skip
        size = size % 7 + 1
    return native_ran


FIELDS = ("reason x f pc csr instret fetches steps data stack mmio text out err exit "
          "error").split()


def diff(a: tuple, b: tuple) -> str:
    return "; ".join(f"{name}: {x!r:.200} != {y!r:.200}" for name, x, y in
                     zip(FIELDS, a, b, strict=True) if x != y)  # fmt: skip


# -- hand-written programs ---------------------------------------------------------------------

ARITH = """
.data
buf: .word 0x80000000, -1, 7, 0
.text
main:   la   s0, buf
        lw   t0, 0(s0)          # INT_MIN
        lw   t1, 4(s0)          # -1
        div  t2, t0, t1         # overflow: INT_MIN
        rem  t3, t0, t1         # 0
        div  t4, t0, zero       # -1
        rem  t5, t0, zero       # dividend
        divu t6, t1, zero
        remu a0, t1, zero
        li   a1, -7
        li   a2, 2
        div  a3, a1, a2         # truncation: -3
        rem  a4, a1, a2         # -1
        mulh a5, t0, t1
        mulhsu a6, a1, t1
        mulhu a7, t1, t1
        mul  s1, a1, t1
        sra  s2, a1, a2
        srai s3, t0, 31
        srli s4, t0, 31
        sll  s5, a1, t1         # shift by 31 (low five bits)
        slt  s6, a1, a2
        sltu s7, a1, a2
        slti s8, a1, -8
        sltiu s9, a1, -1
        lui  s10, 0xFFFFF
        auipc s11, 1
        xori t0, a1, -1
        ori  t1, a1, 0x7FF
        andi t2, a1, 0x0F0
        li   a7, 1
        mv   a0, a3
        ecall
        li   a7, 10
        ecall
"""

MEMORY = """
.data
bytes:  .byte 1, -2, 3, -4, 5, -6, 7, -8
halves: .half -1, 2, -3, 4
words:  .word 0x12345678, 0x9ABCDEF0
.text
main:   la   s0, bytes
        lb   t0, 1(s0)
        lbu  t1, 1(s0)
        la   s1, halves
        lh   t2, 0(s1)
        lhu  t3, 0(s1)
        la   s2, words
        lw   t4, 4(s2)
        sb   t4, 0(s0)
        sh   t4, 2(s1)
        sw   t0, 0(s2)
        addi sp, sp, -16
        sw   t4, 12(sp)
        lh   t5, 14(sp)
        lbu  t6, 15(sp)
        sh   t5, 0(sp)
        lw   a0, 0(sp)
        li   a7, 34
        ecall
        lh   a1, 1(s1)          # misaligned half: a trap, Python raises it exactly
        li   a7, 10
        ecall
"""

OUT_OF_RANGE = """
.text
main:   li   t0, 5
loop:   addi t0, t0, -1
        bnez t0, loop
        li   t1, 0x100
        sw   t0, 0(t1)          # out of range: Python's trap, the run ends with an error
"""

CALLS = """
.text
main:   li   a0, 12
        jal  fib
        li   a7, 1
        ecall
        li   a7, 10
        ecall
fib:    li   t0, 2
        blt  a0, t0, base
        addi sp, sp, -12
        sw   ra, 8(sp)
        sw   a0, 4(sp)
        addi a0, a0, -1
        jal  fib
        sw   a0, 0(sp)
        lw   a0, 4(sp)
        addi a0, a0, -2
        jal  fib
        lw   t1, 0(sp)
        add  a0, a0, t1
        lw   ra, 8(sp)
        addi sp, sp, 12
base:   ret
"""

MIXED = """
.text
main:   li   s0, 30
loop:   fcvt.s.w ft0, s0        # FP: Python runs it
        csrr t0, instret        # CSR: Python
        andi t1, s0, 7
        bnez t1, skip
        mv   a0, s0
        li   a7, 1
        ecall
skip:   addi s0, s0, -1
        bgtz s0, loop
        li   a7, 5              # read int (17)
        ecall
        jalr zero, 2(a0)        # target 19: misaligned fetch, Python traps
"""

SMC = """
.text
main:   la   t0, patch
        la   t1, template
        lw   t2, 0(t1)
        li   s0, 3
loop:   sw   t2, 0(t0)          # stores into text: Python stores, the core's slot changes
patch:  addi a0, a0, 1          # becomes addi a0, a0, 100
        addi s0, s0, -1
        bnez s0, loop
        li   a7, 1
        ecall
        li   a7, 10
        ecall
template: addi a0, a0, 100
"""

DROP = """
.text
main:   li   t0, 3
loop:   addi t0, t0, -1
        bnez t0, loop
        j    next               # then off the end of the text: dropped
next:   addi t1, t1, 1
"""


@pytest.mark.parametrize("src", [ARITH, MEMORY, OUT_OF_RANGE, CALLS, MIXED, DROP],
                         ids=["arith", "memory", "out_of_range", "calls", "mixed", "drop"])
def test_programs_at_every_step_limit(src):
    assert check_every_limit(src, 700) > 5


def test_self_modifying_code():
    assert check_every_limit(SMC, 200, smc=True) > 5


def test_the_core_runs_most_instructions():
    """Not handed back to Python: a long integer loop (li is two instructions) completes in
    a few core calls."""
    m = machine("main: li t0, 100000\nloop: addi t0, t0, -1\n bnez t0, loop\n")
    calls = []
    core_run = m.hart.native.run
    m.hart.native.run = lambda *a: calls.append(a[4]) or core_run(*a)  # type: ignore
    Simulator(m).run()
    assert m.instret == 200_002 and 1 <= len(calls) <= 4


def test_breakpoints_stop_where_python_stops():
    def stops(pure: bool) -> list[tuple]:
        m = machine(CALLS, pure=pure)
        sim = Simulator(m)
        fib = m.program.symbols["fib"]
        sim.breakpoints = {fib, fib + 8, m.program.symbols["base"]}
        out = []
        for _ in range(60):
            r = sim.run()
            out.append((r, m.pc, m.steps, list(m.x)))
            if r != "breakpoint":
                break
        return out

    got, want = stops(False), stops(True)
    assert len(got) > 20 and got == want


def test_device_memory_goes_through_python():
    """The Keyboard and Display's words: every access through the device's hooks (the core
    sees no MMIO region while a device watches it)."""
    from rarslite.devices.keyboard_display import KeyboardDisplay

    src = """
.text
main:   li   s0, 0xFFFF0000
        li   s1, 40
loop:   lw   t0, 8(s0)
        andi t0, t0, 1
        beqz t0, loop
        addi a0, s1, 48
        sw   a0, 12(s0)
        addi s1, s1, -1
        bnez s1, loop
        li   a7, 10
        ecall
"""

    def run(pure: bool) -> tuple:
        m = machine(src, pure=pure)
        kd = KeyboardDisplay(delay=3)
        m.connect(kd)
        kd.connect()
        r = Simulator(m).run(max_steps=100_000)
        return r, m.instret, m.fetches, list(m.x), kd.snapshot() if hasattr(kd, "snapshot") \
            else None  # fmt: skip

    assert run(False) == run(True)


def table_program(lines: list[str]) -> str:
    return ".data\nbuf: .space 4096\n.text\nmain: la s0, buf\n" + "\n".join(lines) + \
        "\nli a7, 10\necall\n"  # fmt: skip


def final_state(src: str, pure: bool, xlen: int = 32) -> tuple:
    m = machine(src, pure=pure, xlen=xlen)
    r = Simulator(m).run(max_steps=1_000_000)
    return state(m, r)


EDGE = [0, 1, 2, 5, 31, 32, -1, -2, -5, 0x7FFFFFFF, -0x80000000, -0x7FFFFFFF, 0xFFFF, 0x12345678]


@pytest.mark.parametrize("op", ["add", "sub", "sll", "slt", "sltu", "xor", "srl", "sra", "or",
                                "and", "mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem",
                                "remu", "beq", "bne", "blt", "bge", "bltu", "bgeu"])
def test_every_operand_pair(op):
    """Each register-register operation and branch on every pair of edge values (equal
    operands included), results stored to memory."""
    lines = []
    for i, (a, b) in enumerate((a, b) for a in EDGE for b in EDGE):
        lines += [f"li t0, {a}", f"li t1, {b}"]
        if op.startswith("b"):
            lines += ["li t2, 0", f"{op} t0, t1, T{i}", "li t2, 1", f"T{i}:"]
        else:
            lines.append(f"{op} t2, t0, t1")
        lines.append(f"sw t2, {4 * i}(s0)")
    src = table_program(lines)
    assert final_state(src, False) == final_state(src, True)


@pytest.mark.parametrize("op", ["addi", "slti", "sltiu", "xori", "ori", "andi", "slli", "srli",
                                "srai", "lui", "auipc"])
def test_every_immediate(op):
    imms = {"slli": [0, 1, 5, 31], "srli": [0, 1, 5, 31], "srai": [0, 1, 5, 31],
            "lui": [0, 1, 0x80000, 0xFFFFF], "auipc": [0, 1, 0x80000, 0xFFFFF]}.get(
        op, [-2048, -1, 0, 1, 5, 2047])  # fmt: skip
    lines = []
    for i, (a, imm) in enumerate((a, imm) for a in EDGE for imm in imms):
        lines.append(f"li t0, {a}")
        lines.append(f"{op} t2, {imm}" if op in ("lui", "auipc") else f"{op} t2, t0, {imm}")
        lines.append(f"sw t2, {4 * i}(s0)")
    src = table_program(lines)
    assert final_state(src, False) == final_state(src, True)


# -- floating point: the host's results only where they are RARS's --------------------------

# zeros, one, a third, the largest, the smallest normal and subnormal, infinity, a signalling
# NaN, a value whose sums and products round
SINGLES = [0x00000000, 0x80000000, 0x3F800000, 0x3EAAAAAB, 0x7F7FFFFF, 0x00800000, 0x00000001,
           0x7F800000, 0x7F800001, 0xC0490FDB]  # fmt: skip
DOUBLES = [0, 1 << 63, 0x3FF0000000000000, 0x3FD5555555555555, 0x7FEFFFFFFFFFFFFF,
           0x0010000000000000, 1, 0x7FF0000000000000, 0x7FF0000000000001,
           0xC05EDD2F1A9FBE77]  # fmt: skip
RMS = ["rne", "rtz", "rdn", "rup", "rmm", "dyn"]
FP_BINARY = ["fadd", "fsub", "fmul", "fdiv"]
FP_FUSED = ["fmadd", "fmsub", "fnmadd", "fnmsub"]


def fp_table(op: str, fmt: str, rms: list[str]) -> str:
    """``op`` on every pair of edge values (and a third operand for the fused ops) in each
    rounding mode of ``rms``; each result and fcsr stored, the flags cleared between."""
    values = SINGLES if fmt == "s" else DOUBLES
    size = 4 if fmt == "s" else 8
    data = ".data\nvals: " + (".word " + ", ".join(str(v) for v in values) if fmt == "s" else
                               ".word " + ", ".join(f"{v & 0xFFFFFFFF}, {v >> 32}"
                                                    for v in values))  # fmt: skip
    load, store = ("flw", "fsw") if fmt == "s" else ("fld", "fsd")
    lines = ["main: la s1, vals", "la s0, out"]
    pairs = [(i, j) for i in range(len(values)) for j in range(len(values))]
    cases = []
    for rm in rms:
        cases += [(rm, i, j) for i, j in pairs]
    for rm, i, j in cases:
        rm_arg = "" if rm == "dyn" else f", {rm}"
        if rm == "dyn" and (i, j) == (0, 0):
            lines.append("csrwi frm, 3")
        lines += [f"{load} ft0, {size * i}(s1)", f"{load} ft1, {size * j}(s1)"]
        if op in FP_FUSED:
            lines += [f"{load} ft2, {size * ((i + j) % len(values))}(s1)",
                      f"{op}.{fmt} ft3, ft0, ft1, ft2{rm_arg}"]
        elif op == "fsqrt":
            lines.append(f"fsqrt.{fmt} ft3, ft1{rm_arg}")
        elif op == "fcvt":  # to the other format
            other = "d" if fmt == "s" else "s"
            lines.append(f"fcvt.{other}.{fmt} ft3, ft1{rm_arg}")
        elif op in ("feq", "flt", "fle"):
            lines += [f"{op}.{fmt} t0, ft0, ft1", "fcvt.d.w ft3, t0"]
        elif op.startswith("fsgnj"):
            lines.append(f"{op}.{fmt} ft3, ft0, ft1")
        elif op == "fcvt_from_int":
            lines += [f"lw t0, {size * i}(s1)", f"fcvt.{fmt}.w ft3, t0{rm_arg}",
                      f"fcvt.{fmt}.wu ft4, t0{rm_arg}", f"{store} ft4, 8(s0)"]
        else:
            lines.append(f"{op}.{fmt} ft3, ft0, ft1{rm_arg}")
        lines += ["fsd ft3, 0(s0)", "csrr t1, fcsr", "sw t1, 12(s0)", "csrwi fflags, 0",
                  "addi s0, s0, 16"]
    body = "\n".join(lines)
    return f"{data}\nout: .space {16 * len(cases)}\n.text\n{body}\nli a7, 10\necall\n"


FP_OPS = FP_BINARY + FP_FUSED + ["fsqrt", "fcvt", "feq", "flt", "fle", "fsgnj", "fsgnjn",
                                 "fsgnjx", "fcvt_from_int"]  # fmt: skip


@pytest.mark.parametrize("fmt", ["s", "d"])
@pytest.mark.parametrize("op", FP_OPS)
def test_fp_on_edge_values_in_every_rounding_mode(op, fmt):
    rms = RMS if op not in ("feq", "flt", "fle") and not op.startswith("fsgnj") else ["rne"]
    src = fp_table(op, fmt, rms)
    assert final_state_wide(src, False) == final_state_wide(src, True)


def final_state_wide(src: str, pure: bool) -> tuple:
    """The final state with the whole data segment's used part (the tables are large)."""
    m = machine(src, pure=pure)
    r = Simulator(m).run(max_steps=1_000_000)
    return state(m, r) + (data_bytes(m, 0x8000),)


def test_fp_runs_natively():
    """The core completes ordinary FP instructions itself (a loop of them: few core calls)."""
    src = ("main: li t0, 20000\nfcvt.s.w ft0, t0\nfcvt.d.w ft3, t0\n"
           "loop: fadd.s ft1, ft1, ft0\nfmul.s ft2, ft1, ft0\nfmadd.d ft4, ft3, ft3, ft3\n"
           "addi t0, t0, -1\nbnez t0, loop\nli a7, 10\necall\n")
    m = machine(src)
    calls = []
    core_run = m.hart.native.run
    m.hart.native.run = lambda *a: calls.append(a[4]) or core_run(*a)  # type: ignore
    Simulator(m).run()
    assert m.instret == 100_005 and len(calls) <= 4
    assert m.f == machine_run_pure(src).f


def test_fp_zero_results_while_fcsr_has_nx():
    """Exact zero results (0 * x, x - x, from the integer 0) after an inexact operation set
    NX: the host's inexact flag then may be an earlier operation's, and the core computes
    the zero again with its own flags rather than handing each to Python; a product that
    underflows to zero still goes to Python. Results and fcsr as on the Python engine."""
    src = (".data\nvals: .word 0x00800000, 0, 0x80000000\n.text\n"
           "main: li t0, 3\nfcvt.s.w ft0, t0\nli t1, 10\nfcvt.s.w ft1, t1\n"
           "fdiv.s ft2, ft0, ft1\n"  # inexact: fcsr has NX from here on
           "la s1, vals\nflw ft3, 0(s1)\nflw ft4, 4(s1)\nflw ft9, 8(s1)\n"
           "fcvt.d.s fs3, ft3\nfcvt.d.s fs4, ft4\nli t2, 2000\n"
           "loop: fmul.s ft5, ft3, ft4\nfsub.s ft6, ft2, ft2\nfcvt.s.w ft7, zero\n"
           "fmul.d fs5, fs3, fs4\nfadd.s ft8, ft4, ft9\nfdiv.s ft10, ft4, ft2\n"
           "fdiv.s ft2, ft0, ft1\naddi t2, t2, -1\nbnez t2, loop\n"
           "fmul.s ft11, ft3, ft3\n"  # underflows to zero: Python's
           "csrr a1, fcsr\nli a7, 10\necall\n")  # fmt: skip
    m = machine(src)
    calls = []
    core_run = m.hart.native.run
    m.hart.native.run = lambda *a: calls.append(a[4]) or core_run(*a)  # type: ignore
    Simulator(m).run()
    pure = machine_run_pure(src)
    assert (m.f, m.x, m.csr.fcsr) == (pure.f, pure.x, pure.csr.fcsr)
    assert pure.x[11] & 0x3 == 0x3  # NX and UF
    assert len(calls) <= 6  # (before: a call for each zero)


ZERO_CASES = [  # (instruction, exact?): zero results after NX is set
    ("fmul.s ft3, ft0, ft1", True), ("fmul.s ft3, ft1, ft0", True),
    ("fsub.s ft3, ft1, ft1", True), ("fadd.s ft3, ft0, ft5", True),
    ("fdiv.s ft3, ft0, ft1", True), ("fcvt.s.w ft3, zero", True),
    ("fcvt.s.wu ft3, zero", True), ("fcvt.d.w ft3, zero", True),
    ("fcvt.d.s ft3, ft0", True), ("fcvt.s.d ft3, fs0", True),
    ("fmul.d ft3, fs0, fs1", True), ("fsub.d ft3, fs1, fs1", True),
    ("fdiv.d ft3, fs0, fs1", True),
    ("fmul.s ft3, ft2, ft2", False), ("fdiv.s ft3, ft2, ft4", False),
    ("fmul.d ft3, fs2, fs2", False), ("fcvt.s.d ft3, fs2", False),
]


@pytest.mark.parametrize("rm", ["rne", "rtz", "rdn", "rup"])
def test_fp_zero_results_after_nx_in_every_rounding_mode(rm):
    """Each zero-result case after an inexact operation set NX (its flags never cleared):
    the exact ones on the core, the ones that underflow (or round up to the smallest
    subnormal) on Python's; results and fcsr after each as on the Python engine."""
    lines = [".data", "vals: .word 0, 0x3F800000, 0x00000010, 0, 0x7F000000, 0x80000000",
             "dvals: .word 0, 0, 0, 0x3FF00000, 0x10, 0", "out: .space 1024", ".text",
             "main: la s1, vals", "la s2, dvals", "la s0, out",
             "flw ft0, 0(s1)", "flw ft1, 4(s1)", "flw ft2, 8(s1)", "flw ft4, 16(s1)",
             "flw ft5, 20(s1)", "fld fs0, 0(s2)", "fld fs1, 8(s2)", "fld fs2, 16(s2)",
             f"csrwi frm, {['rne', 'rtz', 'rdn', 'rup'].index(rm)}",
             "li t0, 3", "fcvt.s.w ft6, t0", "li t0, 10", "fcvt.s.w ft7, t0",
             "fdiv.s ft6, ft6, ft7"]  # (inexact: NX)
    for ins, _exact in ZERO_CASES:
        lines += [ins, "fsd ft3, 0(s0)", "csrr t1, fcsr", "sw t1, 8(s0)", "addi s0, s0, 16"]
    lines += ["li a7, 10", "ecall"]
    src = "\n".join(lines) + "\n"
    assert final_state_wide(src, False) == final_state_wide(src, True)


def machine_run_pure(src: str) -> Machine:
    m = machine(src, pure=True)
    Simulator(m).run()
    return m


# -- random programs ---------------------------------------------------------------------------

REGS = ["t0", "t1", "t2", "s1", "a0", "a1", "a2"]
VALUES = [0, 1, 2, 3, -1, -2, 7, 0x7FFFFFFF, -0x80000000, 0x10010000, 0x1234, 255, 65535]
RR = ["add", "sub", "sll", "slt", "sltu", "xor", "srl", "sra", "or", "and", "mul", "mulh",
      "mulhsu", "mulhu", "div", "divu", "rem", "remu"]  # fmt: skip
RI = ["addi", "slti", "sltiu", "xori", "ori", "andi"]
SHIFTS = ["slli", "srli", "srai"]
LOADS = [("lw", 4), ("lh", 2), ("lhu", 2), ("lb", 1), ("lbu", 1)]
STORES = [("sw", 4), ("sh", 2), ("sb", 1)]


def random_program(rnd: random.Random) -> str:
    lines = [".data", "buf: .space 64", ".text", "main: la s0, buf", "li s2, 6"]
    lines += [f"li {r}, {rnd.choice(VALUES)}" for r in REGS]
    n = rnd.randint(8, 30)
    lines.append("top:")
    for i in range(n):
        lines.append(f"L{i}:")
        k = rnd.random()
        d, a, b = rnd.choice(REGS), rnd.choice(REGS), rnd.choice(REGS)
        if k < 0.3:
            lines.append(f"{rnd.choice(RR)} {d}, {a}, {b}")
        elif k < 0.42:
            lines.append(f"{rnd.choice(RI)} {d}, {a}, {rnd.randint(-2048, 2047)}")
        elif k < 0.48:
            lines.append(f"{rnd.choice(SHIFTS)} {d}, {a}, {rnd.randint(0, 31)}")
        elif k < 0.6:
            op, size = rnd.choice(LOADS)
            off = rnd.randrange(0, 60, size) if rnd.random() < 0.97 else rnd.randint(0, 63)
            base = "s0" if rnd.random() < 0.98 else a  # sometimes wild: a trap
            lines.append(f"{op} {d}, {off}({base})")
        elif k < 0.72:
            op, size = rnd.choice(STORES)
            off = rnd.randrange(0, 60, size) if rnd.random() < 0.97 else rnd.randint(0, 63)
            lines.append(f"{op} {a}, {off}(s0)")
        elif k < 0.8:
            target = rnd.randint(i + 1, n)
            op = rnd.choice(["beq", "bne", "blt", "bge", "bltu", "bgeu"])
            lines.append(f"{op} {a}, {b}, L{target}")
        elif k < 0.84:
            lines.append(f"jal fn{rnd.randint(0, 1)}")
        elif k < 0.87:
            lines.append(f"lui {d}, {rnd.randint(0, 0xFFFFF)}")
        elif k < 0.89:
            lines.append(f"auipc {d}, {rnd.randint(0, 0xFFFFF)}")
        elif k < 0.92:
            lines += ["mv a0, " + a, "li a7, 1", "ecall"] if rnd.random() < 0.5 else \
                [f"fcvt.s.w ft{rnd.randint(0, 3)}, {a}"]  # fmt: skip
        elif k < 0.94:
            lines.append(f"csrr {d}, instret")
        else:
            lines.append(f"addi {d}, {d}, 1")
    lines += [f"L{n}:", "addi s2, s2, -1", "bgtz s2, top", "li a7, 10", "ecall",
              "fn0: addi t0, t0, 3", "andi t1, t0, 6", "ret",
              "fn1: sw ra, 60(s0)", "slli t2, t2, 1", "lw ra, 60(s0)", "ret"]  # fmt: skip
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(16))
def test_random_programs_at_every_step_limit(seed):
    rnd = random.Random(seed)
    check_every_limit(random_program(rnd), 260)
