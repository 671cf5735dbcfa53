"""Differential: the MIPS block translator against the single-step path, on every MIPS
program of the conformance suite and a bench program (same output, registers,
memory, coprocessors and end of run)."""

from __future__ import annotations

import io
import os

import pytest

from rarslite.asm.errors import AsmErrors
from rarslite.asm.mips.assembler import assemble
from rarslite.machine.mips import runner
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.syscalls import MarsIO, handle_syscall
from rarslite.machine.mips.translator import translate

HERE = os.path.dirname(__file__)
DATA = os.path.join(HERE, "data", "mips")
BENCH = os.path.join(HERE, "..", "scripts", "bench", "programs", "mips")
PROGRAMS = sorted(os.path.join(DATA, f) for f in os.listdir(DATA) if f.endswith(".asm"))


def _run(path: str, blocks: bool, max_steps: int = -1) -> tuple:
    prog = assemble([path])
    hart = MipsHart(prog)
    out = io.StringIO()
    console = MarsIO(out, io.StringIO("7\n8\n1.5\n2.5\nxyz\nq\n"))
    hart.syscall = lambda h: handle_syscall(h, console)
    result = runner.run(hart, max_steps, blocks=blocks)
    console.close_all()
    words = hart.memory.nonzero_words()
    state = (hart.r, hart.hi, hart.lo, hart.f, hart.fcc, hart.cp0, hart.pc, words)
    return result, out.getvalue(), state


@pytest.mark.parametrize("path", PROGRAMS, ids=[os.path.basename(p) for p in PROGRAMS])
def test_blocks_equal_single_step(path: str) -> None:
    try:
        single = _run(path, blocks=False)
    except AsmErrors:
        pytest.skip("an assembly-error case")
    fast = _run(path, blocks=True)
    assert fast[0] == single[0]
    assert fast[1] == single[1]
    assert fast[2] == single[2]


def test_blocks_respect_step_limits() -> None:
    path = os.path.join(BENCH, "fib_recursive.asm")
    for limit in (1, 37, 1000, 12345):
        fast, single = _run(path, True, limit), _run(path, False, limit)
        assert fast == single
        assert fast[0].reason == "max_steps" and fast[0].steps == limit


@pytest.mark.parametrize("name", ["sieve.asm", "fib_recursive.asm"])
def test_loops_in_blocks_stop_exactly_at_step_limits(name: str) -> None:
    """Looping traces stop with the budget: every limit, also ones a trace ends exactly at."""
    path = os.path.join(BENCH, name)
    for limit in [*range(1, 160), 997, 2048, 5000]:
        fast, single = _run(path, True, limit), _run(path, False, limit)
        assert fast == single, limit
        assert fast[0].steps == limit


def test_blocks_run_loops_and_faults_like_single_step(tmp_path) -> None:
    src = tmp_path / "loop.asm"
    src.write_text(
        ".data\nw: .word 0:8\n.text\n la $t0, w\n li $t1, 0\n"
        "l: sw $t1, 0($t0)\n addiu $t0, $t0, 4\n addiu $t1, $t1, 1\n li $t2, 0x7ffffffa\n"
        " add $t3, $t1, $t2\n blt $t1, 12, l\n"
    )
    fast, single = _run(str(src), True), _run(str(src), False)
    assert fast == single
    assert fast[0].reason == "error" and fast[0].message == "arithmetic overflow"
    assert fast[0].count == single[0].count > 30


_OPS3 = ("addu", "subu", "and", "or", "xor", "nor", "slt", "sltu", "sllv", "srlv", "srav",
         "movn", "movz", "mul", "add", "sub")  # fmt: skip
_OPSI = ("addiu", "slti", "sltiu", "andi", "ori", "xori", "addi")
_MEM = ("lw", "lh", "lhu", "lb", "lbu", "sw", "sh", "sb")


def _random_program(rng) -> str:
    """Random integer code in small loops, with loads/stores that may fault or overflow; a
    handler counts faults and skips the faulting instruction."""
    regs = ["$t0", "$t1", "$t2", "$t3", "$s0", "$s1"]
    lines = [".data", "buf: .word " + ", ".join(str(rng.randrange(1 << 31)) for _ in range(16)),
             ".text", "  la $s7, buf"]  # fmt: skip
    lines += [f"  li {r}, {rng.randrange(-(1 << 31), 1 << 31)}" for r in regs]
    for block in range(6):
        lines += [f"  li $s6, {rng.randrange(1, 6)}", f"b{block}:"]
        for _ in range(rng.randrange(3, 12)):
            kind = rng.randrange(5)
            d, a, b = rng.choice(regs), rng.choice(regs), rng.choice(regs)
            if kind == 0:
                lines.append(f"  {rng.choice(_OPS3)} {d}, {a}, {b}")
            elif kind == 1:
                op = rng.choice(_OPSI)
                imm = (
                    rng.randrange(-32768, 32768)
                    if op in ("addiu", "slti", "sltiu", "addi")
                    else rng.randrange(65536)
                )
                lines.append(f"  {op} {d}, {a}, {imm}")
            elif kind == 2:
                lines.append(f"  {rng.choice(('sll', 'srl', 'sra'))} {d}, {a}, {rng.randrange(32)}")
            elif kind == 3:
                off = rng.choice([0, 4, 8, 60, rng.randrange(-8, 70)])  # some unaligned or far
                base = "$s7" if rng.random() < 0.8 else a
                lines.append(f"  {rng.choice(_MEM)} {d}, {off}({base})")
            else:
                op = rng.choice(("mult", "multu", "div", "divu"))
                lines += [f"  {op} {a}, {b}", f"  mflo {d}", f"  mfhi {rng.choice(regs)}"]
        lines += ["  addiu $s6, $s6, -1", f"  bgtz $s6, b{block}"]
    lines += ["  li $v0, 10", "  syscall", ".ktext 0x80000180", "  addiu $k1, $k1, 1",
              "  mfc0 $k0, $14", "  addiu $k0, $k0, 4", "  mtc0 $k0, $14", "  eret"]  # fmt: skip
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(12))
def test_random_programs_blocks_equal_single_step(seed: int, tmp_path) -> None:
    import random

    src = tmp_path / f"r{seed}.asm"
    src.write_text(_random_program(random.Random(seed)))
    fast, single = _run(str(src), True), _run(str(src), False)
    assert fast == single
    assert fast[0].reason == "exit"


def _head_block(path: str):
    """The block at the instruction after the program's first syscall (the tests' loops)."""
    hart = MipsHart(assemble([path]))
    pc = 4 + min(a for a, tw in hart.memory.text.items() if tw.instr and tw.instr.op == "syscall")
    return translate(hart, pc)


def _agrees(path: str, limits: list[int]) -> None:
    """Blocks and single steps agree on the whole run and with each step limit."""
    assert _run(path, True) == _run(path, False)
    for limit in limits:
        assert _run(path, True, limit) == _run(path, False, limit), limit


_END = " li $v0, 10\n syscall\n{handler}"  # the test loops' end, then a handler or not

_SUNK_LOOP = """.data
w: .word 0:64
.text
 la $t0, w
 addiu $t0, $t0, {lw_off}
 la $t3, w
 addiu $t3, $t3, {sw_off}
 li $t1, 0
 li $t5, 7
 li $t6, 40
 li $v0, 1
 syscall  # (the loop's block starts at l, with $at and $t5 unlike its constants)
l: lw $t2, 0($t0)
 li $t5, 1
 sw $t5, 0($t3)
 addiu $t0, $t0, {lw_step}
 addiu $t3, $t3, {sw_step}
 addiu $t1, $t1, 1
 blt $t1, $t6, l
""" + _END

# skip the faulting instruction and go on (the loop's block is entered again mid-way)
_SKIP = """.ktext 0x80000180
 mfc0 $k0, $14
 addiu $k0, $k0, 4
 mtc0 $k0, $14
 eret"""


@pytest.mark.parametrize("lw_off,lw_step,sw_off,sw_step", [
    (0, 4, 0, 4),  # no fault: the budget ends the loop
    (0, 2, 0, 4),  # lw faults in the second iteration, before the constant is set again
    (2, 4, 0, 4),  # lw faults in the first iteration, before the constant is set
    (0, 4, 2, 4),  # sw faults in the first iteration, after the constant is set
    (0, 4, 0, 6),  # sw faults in a later iteration
])  # fmt: skip
@pytest.mark.parametrize("handler", ["", _SKIP], ids=["no-handler", "handler"])
def test_loop_constants_taken_out_of_the_body(tmp_path, lw_off, lw_step, sw_off, sw_step,
                                              handler) -> None:  # fmt: skip
    """A loop that runs to its count sets its constants ($t5 = 1, and $at = 1 on the way
    back of blt) only after it: faults inside it and step limits still see every register
    as single steps do."""
    src = tmp_path / "sunk.asm"
    src.write_text(_SUNK_LOOP.format(lw_off=lw_off, lw_step=lw_step, sw_off=sw_off,
                                     sw_step=sw_step, handler=handler))  # fmt: skip
    block = _head_block(str(src))  # the loop's head
    assert block is not None and "for it in range" in block.source
    body = block.source.split("for it in range")[1].split("continue")[0]
    assert "r13 = 1" not in body and "r1 = 1" not in body  # taken out of the loop
    _agrees(str(src), [*range(1, 60), 97, 150, 301])


def test_rewrites_of_one_register_fold_into_one_line(tmp_path) -> None:
    """``addu``/``xori``/``sll`` chains on one register become one Python line (the
    intermediate values are never observed); an overflow right after the chain and every
    step limit still see the registers single steps do."""
    src = tmp_path / "chain.asm"
    src.write_text(
        ".text\n li $t0, 0\n li $t1, 300\n li $t2, 0x1234\n li $v0, 1\n syscall\n"
        "l: addiu $t0, $t0, 1\n addu $t2, $t2, $t0\n xori $t2, $t2, 0x55\n sll $t2, $t2, 1\n"
        " srl $t3, $t2, 3\n or $t2, $t2, $t3\n add $t4, $t2, $t2\n blt $t0, $t1, l\n"
    )
    block = _head_block(str(src))  # the loop's head
    assert block is not None
    assert "r10 = ((((r10 + r8) & M) ^ 85) << 1) & M".replace("M", "4294967295") in block.source
    end = _run(str(src), True)[0]
    assert end.reason == "error" and end.message == "arithmetic overflow"
    _agrees(str(src), [*range(1, 40), 97, 150, 301])


_STEPPING = """.text
 {start}
 li $t1, 0
 li $t3, 5
 li $t6, 40
 li $v0, 1
 syscall  # (the loop's block starts at l)
l: lw $t2, {off}($t0)
 addu $t3, $t3, $t2
 sb $t3, 1($t0)
 sw $t3, 0($s0)
 addiu $t0, $t0, {step}
 lw $t4, 12($t0)  # (after the step)
 addiu $t1, $t1, 1
 blt $t1, $t6, l
""" + _END


@pytest.mark.parametrize("start,off,step", [
    ("li $t0, 0x10010000", 0, 4),  # inside the data window all along
    ("li $t0, 0x103fffc0", 8, 4),  # leaves the data window's end after 14 iterations
    ("li $t0, 0x10000040", 0, -4),  # leaves below the data segment: a fault
    ("li $t0, 0x10010002", 0, 4),  # unaligned from the start
    ("li $t0, 0x10010000", 0, 2),  # unaligned every other iteration (lw keeps its test)
    ("addiu $t0, $sp, -400", -4, 8),  # the stack
    ("addiu $t0, $sp, -40", 0, 4),  # runs off the stack's top
])  # fmt: skip
@pytest.mark.parametrize("handler", ["", _SKIP], ids=["no-handler", "handler"])
def test_loops_stepping_through_memory_run_unchecked_where_safe(tmp_path, start, off, step,
                                                                handler) -> None:  # fmt: skip
    """A counted loop's accesses through registers it steps by a constant run without
    window tests for the iterations computed to stay inside the window, then checked:
    windows left mid-loop, faults, unaligned starts and step limits as single steps."""
    src = tmp_path / "step.asm"
    prelude = "la $s0, 0x10010100\n " + start
    src.write_text(_STEPPING.format(start=prelude, off=off, step=step, handler=handler))
    block = _head_block(str(src))  # the loop's head
    assert block is not None and "for it in range(F)" in block.source
    _agrees(str(src), [*range(1, 40), 97, 150, 301])


_NESTED = """.data
w: .word 0:64
.text
 li $s0, 0
 li $s1, 6
 li $t6, 5
 li $t1, 0
 li $t5, 9
 {start}
 li $v0, 1
 syscall  # (the block starts at the inner loop's head)
in: lw $t2, 0($t0)
 li $t5, 1
 addu $t3, $t3, $t2
 addiu $t0, $t0, {step}
 addiu $t1, $t1, 1
 blt $t1, $t6, in
 li $t1, 0
 addiu $s0, $s0, 1
 blt $s0, $s1, in
""" + _END


@pytest.mark.parametrize("start,step", [
    ("la $t0, w", 4),  # no fault
    ("la $t0, w", 2),  # unaligned in the inner loop's second iteration
    ("li $t0, 0x10000040", -4),  # leaves the data segment in a later round: a fault
])  # fmt: skip
@pytest.mark.parametrize("handler", ["", _SKIP], ids=["no-handler", "handler"])
def test_inner_loop_with_a_way_around_back_to_it(tmp_path, start, step, handler) -> None:
    """A trace with two ways back to its start (an inner loop's and the path around it)
    runs the inner loop as a counted loop inside a while loop over the rounds: counts,
    faults in later rounds, handlers and step limits as single steps."""
    src = tmp_path / "nested.asm"
    src.write_text(_NESTED.format(start=start, step=step, handler=handler))
    block = _head_block(str(src))  # the inner loop's head
    assert block is not None and "for it in range((lim - n) // 7 + 1)" in block.source
    _agrees(str(src), [*range(1, 80), 97, 150, 301])
