"""Differential: the MIPS block translator against the single-step path, on every MIPS
program of the conformance suite and a bench program (same output, registers,
memory, coprocessors and end of run)."""

from __future__ import annotations

import io
import os

import pytest

from rarslite.asm.errors import AsmErrors
from rarslite.asm.mars import assemble
from rarslite.machine.mips import runner
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.syscalls import MarsIO, handle_syscall

HERE = os.path.dirname(__file__)
DATA = os.path.join(HERE, "data", "mips")
BENCH = os.path.join(HERE, "..", "resources", "bench_mips")
PROGRAMS = sorted(os.path.join(DATA, f) for f in os.listdir(DATA) if f.endswith(".asm"))


def _run(path: str, blocks: bool, max_steps: int = -1) -> tuple:
    prog = assemble([path])
    hart = MipsHart(prog)
    out = io.StringIO()
    console = MarsIO(out, io.StringIO("7\n8\n1.5\n2.5\nxyz\nq\n"))
    hart.syscall = lambda h: handle_syscall(h, console)
    result = runner.run(hart, max_steps, blocks=blocks)
    console.close_all()
    words = {a: w for a, w in hart.memory.words.items() if w}
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
