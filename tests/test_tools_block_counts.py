"""The Instruction Counter, Instruction Statistics and the Memory Reference Visualization over
text let runs keep their translated blocks (told each block's run at once, blocks that never
loop and, on MIPS, have no exit stubs): their numbers are exactly the single-step path's, and
RARS's and MARS's recorded ones."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rarslite.analysis.bht import BhtSettings, BranchHistoryTable, riscv_taken
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics
from rarslite.analysis.memrefs import MemoryReferences, MemRefSettings, watch_memrefs
from rarslite.analysis.observers import watch_fetches
from rarslite.asm.riscv import assemble
from rarslite.commands.common import CliConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

DATA = Path(__file__).parent / "data" / "tools"
RARS = {(r["program"], r["tool"]): r["shown"]
        for r in json.loads((DATA / "rars_tools.json").read_text()) if not r["spec"]}  # fmt: skip

# loops whose inner branches go back to the trace's start, calls through jal/jalr (inlined
# returns), recursion, a trap in the middle of a block and its handler, FP
PROGRAMS = {
    # a top-tested loop closed by `j` back (a straight block must end at the `j`, not run on
    # into the loop's exit as if the branch had been taken)
    "top_tested": """
        .text
        li t1, 0
        li a1, 40
loop:   bge t1, a1, done
        addi t1, t1, 1
        j loop
done:   mv a0, t1
        li a7, 10
        ecall
""",
    "nested_loops": """
        .text
        li t0, 0
        li s0, 0
outer:  li t1, 0
inner:  addi t1, t1, 1
        andi t2, t1, 3
        beqz t2, inner          # back to the trace's start from its middle
        add s0, s0, t1
        li t3, 40
        blt t1, t3, inner
        addi t0, t0, 1
        li t3, 30
        blt t0, t3, outer
        li a7, 10
        ecall
""",
    "calls": """
        .text
main:   li s0, 25
        li s1, 0
loop:   mv a0, s0
        jal ra, fib
        add s1, s1, a0
        addi s0, s0, -1
        bgtz s0, loop
        li a7, 10
        ecall
fib:    li t0, 2
        blt a0, t0, small       # fib(n) for n < 12, iteratively
        li t1, 0
        li t2, 1
        li t3, 1
again:  add t4, t1, t2
        mv t1, t2
        mv t2, t4
        addi t3, t3, 1
        blt t3, a0, again
        mv a0, t2
small:  ret
""",
    "recursion": """
        .text
main:   li a0, 14
        jal ra, f
        li a7, 10
        ecall
f:      addi sp, sp, -16
        sw ra, 12(sp)
        sw a0, 8(sp)
        li t0, 2
        blt a0, t0, base
        addi a0, a0, -1
        jal ra, f
        sw a0, 4(sp)
        lw a0, 8(sp)
        addi a0, a0, -2
        jal ra, f
        lw t0, 4(sp)
        add a0, a0, t0
        j done
base:   li a0, 1
done:   lw ra, 12(sp)
        addi sp, sp, 16
        ret
""",
    "j_closed_loop": """
        .data
s:      .asciz "....#...@.."
        .text
        li s2, 0
again:  la t0, s
find:   lbu t1, 0(t0)           # a search loop closed by a `j` back (issue 36's maze)
        li t2, '@'
        beq t1, t2, found
        addi t0, t0, 1
        j find
found:  add s1, s1, t0
        addi s2, s2, 1
        li t3, 20
        blt s2, t3, again
        li a7, 10
        ecall
""",
    "traps_and_fp": """
        .data
x:      .float 1.25
w:      .word 0, 0
        .text
        la t0, handler
        csrrw zero, utvec, t0
        csrrsi zero, ustatus, 1
        la s0, x
        flw ft0, 0(s0)
        li s1, 20
loop:   fadd.s ft0, ft0, ft0
        la t1, w
        lw t2, 1(t1)            # misaligned: the handler skips it, mid-block
        addi s1, s1, -1
        bnez s1, loop
        li a7, 10
        ecall
handler:
        csrrs t6, uepc, zero
        addi t6, t6, 4
        csrrw zero, uepc, t6
        uret
""",
}


def machine(source: str | None = None, path: Path | None = None) -> Machine:
    if path is None:
        p = Path(pytest.importorskip("tempfile").mkdtemp()) / "prog.s"
        p.write_text(source or "")
        path = p
    console = CliConsole(stdin=io.BytesIO(), stdout=io.BytesIO())
    m = Machine(assemble([str(path)]), console=console)
    console.machine = m
    return m


def counted(m: Machine, single: bool, slice_steps: int | None = None) -> dict:
    m.hart.force_single = single
    tools = {"count": InstructionCounter(m.config), "stats": InstructionStatistics(m.config),
             "text": MemoryReferences(MemRefSettings(base="text", words=1), m.config)}  # fmt: skip
    watch_fetches(m, tools["count"])
    watch_fetches(m, tools["stats"])
    watch_memrefs(m, tools["text"])
    sim = Simulator(m)
    if slice_steps is None:
        assert sim.run(5_000_000) == "exit"
    else:  # many short runs: blocks cut by the step budget
        for _ in range(100_000):
            reason = sim.run(slice_steps)
            if reason == "exit":
                break
        assert reason == "exit"
    assert single or m.hart.no_loops  # blocks ran (that never loop)
    return {"count": (tools["count"].total, dict(tools["count"].counts)),
            "stats": (tools["stats"].total, dict(tools["stats"].counts)),
            "text": list(tools["text"].counts), "steps": m.steps}  # fmt: skip


@pytest.mark.parametrize("name", sorted(PROGRAMS))
@pytest.mark.parametrize("slice_steps", [None, 7])
def test_blocks_count_as_single_steps(name, slice_steps):
    single = counted(machine(PROGRAMS[name]), single=True)
    assert counted(machine(PROGRAMS[name]), single=False, slice_steps=slice_steps) == single
    assert single["count"][0] > 100


@pytest.mark.parametrize("program", sorted(p.name for p in (DATA / "programs").glob("*.s")))
def test_blocks_give_rars_numbers(program):
    got = counted(machine(path=DATA / "programs" / program), single=False)
    count, stats = RARS[(program, "count")], RARS[(program, "stats")]
    assert got["count"][0] == int(count["total"])
    assert {k: str(v) for k, v in got["count"][1].items()} == {
        k: v for k, v in count.items() if k in got["count"][1]}
    assert got["stats"][0] == int(stats["total"])
    assert {k: str(v) for k, v in got["stats"][1].items()} == {
        k: v for k, v in stats.items() if k in got["stats"][1]}


def test_a_tool_that_reads_registers_keeps_single_steps():
    m = machine(PROGRAMS["nested_loops"])
    watch_fetches(m, InstructionCounter(m.config))
    watch_fetches(m, BranchHistoryTable(BhtSettings(), riscv_taken(m), m.config))
    assert Simulator(m).run(5_000_000) == "exit"
    assert not m.hart.no_loops  # the BHT needs each branch's registers: every step single


# MIPS: the same, against MARS's recordings and the runner's single steps
MIPS_PROGRAMS = {
    "nested_loops": """
        .text
        li $t0, 0
        li $s0, 0
outer:  li $t1, 0
inner:  addi $t1, $t1, 1
        andi $t2, $t1, 3
        beqz $t2, inner
        add $s0, $s0, $t1
        blt $t1, 40, inner
        addi $t0, $t0, 1
        blt $t0, 30, outer
        li $v0, 10
        syscall
""",
    "calls_and_traps": """
        .data
w:      .word 0, 0
        .text
main:   li $s0, 25
loop:   move $a0, $s0
        jal f
        la $t1, w
        lw $t2, 1($t1)          # misaligned: the handler skips it
        addi $s0, $s0, -1
        bgtz $s0, loop
        li $v0, 10
        syscall
f:      blt $a0, 3, small
        li $t1, 0
again:  addi $t1, $t1, 1
        blt $t1, $a0, again
small:  jr $ra
        .ktext 0x80000180
        mfc0 $k0, $14
        addi $k0, $k0, 4
        mtc0 $k0, $14
        eret
""",
}


def mips_counted(source: str | None, path: Path | None, blocks: bool) -> dict:
    from rarslite.asm.mips.assembler import assemble as assemble_mips
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.machine import MipsMachine

    if path is None:
        path = Path(pytest.importorskip("tempfile").mkdtemp()) / "prog.asm"
        path.write_text(source or "")
    m = MipsMachine(assemble_mips([str(path)]))
    tools = {"count": InstructionCounter(m.config, "mips"),
             "stats": InstructionStatistics(m.config, "mips"),
             "text": MemoryReferences(MemRefSettings(base="text"), m.config, "mips")}  # fmt: skip
    watch_fetches(m, tools["count"])
    watch_fetches(m, tools["stats"])
    watch_memrefs(m, tools["text"])
    cache: dict = {}
    out = runner.run(m.hart, 5_000_000, blocks=blocks, cache=cache)
    assert out.reason == "exit"
    assert bool(cache.get("counting")) == blocks  # the counting translations ran
    return {"count": (tools["count"].total, dict(tools["count"].counts)),
            "stats": (tools["stats"].total, dict(tools["stats"].counts)),
            "text": list(tools["text"].counts), "steps": out.steps, "ic": out.count}  # fmt: skip


@pytest.mark.parametrize("name", sorted(MIPS_PROGRAMS))
def test_mips_blocks_count_as_single_steps(name):
    single = mips_counted(MIPS_PROGRAMS[name], None, blocks=False)
    assert mips_counted(MIPS_PROGRAMS[name], None, blocks=True) == single
    assert single["count"][0] > 100


MARS = {(r["program"], r["tool"]): r["shown"]
        for r in json.loads((DATA / "mars_tools.json").read_text()) if not r["spec"]}  # fmt: skip


@pytest.mark.parametrize("program", sorted(p.name for p in (DATA / "mips").glob("*.asm")))
def test_mips_blocks_give_mars_numbers(program):
    got = mips_counted(None, DATA / "mips" / program, blocks=True)
    for tool in ("count", "stats"):
        shown = MARS[(program, tool)]
        assert got[tool][0] == int(shown["total"])
        assert {k: str(v) for k, v in got[tool][1].items()} == {
            k: v for k, v in shown.items() if k in got[tool][1]}
