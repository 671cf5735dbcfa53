"""The Instruction Counter and Instruction Statistics with the native core counting for them
(machine/slot_tally.py): their numbers are the single-step path's at every stop (Go, step
limits, slices read between, breakpoints, traps into handlers, self-modifying code, a tool
connected or reset in the middle of a run), on both ISAs, MIPS with delayed branching on and
off. Without the core (RARSLITE_NATIVE=0) the same comparisons check the Python paths."""

from __future__ import annotations

import pytest

from rarslite.analysis.counts import InstructionCounter, InstructionStatistics
from rarslite.analysis.observers import watch_fetches
from rarslite.machine import native
from rarslite.machine.console import BufferConsole
from rarslite.machine.slot_tally import SlotTally

needs_core = pytest.mark.skipif(native.core is None, reason="the native core is not built")

RISCV = {
    "loops_and_calls": """
        .text
main:   li s0, 30
        li s1, 0
loop:   mv a0, s0
        jal ra, f
        add s1, s1, a0
        addi s0, s0, -1
        bgtz s0, loop
        li a7, 10
        ecall
f:      li t0, 0
        li t1, 0
again:  add t1, t1, t0
        slli t2, t1, 2
        addi t0, t0, 1
        blt t0, a0, again
        mv a0, t1
        ret
""",
    "traps_and_ecalls": """
        .data
w:      .word 0, 0
        .text
        la t0, handler
        csrrw zero, utvec, t0
        csrrsi zero, ustatus, 1
        li s1, 12
loop:   la t1, w
        lw t2, 1(t1)            # misaligned: the handler skips it
        sw s1, 0(t1)
        mv a0, s1
        li a7, 1
        ecall
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
    # a jump to itself: fetched once however long it spins (the step limit ends the run)
    "spin": """
        .text
        li t0, 40
count:  addi t0, t0, -1
        bnez t0, count
spin:   j spin
""",
}

MIPS = {
    "loops_and_calls": """
        .text
main:   li $s0, 30
        li $s1, 0
loop:   move $a0, $s0
        jal f
        nop
        addu $s1, $s1, $v0
        addiu $s0, $s0, -1
        bgtz $s0, loop
        nop
        li $v0, 10
        syscall
f:      li $t0, 0
        li $v0, 0
again:  addu $v0, $v0, $t0
        sll $t2, $v0, 2
        addiu $t0, $t0, 1
        blt $t0, $a0, again
        nop
        jr $ra
        nop
""",
    # the handler (kernel text, not counted) returns to the faulting load itself, fixed:
    # its second fetch repeats the last counted address, so it counts once (MARS)
    "traps_and_syscalls": """
        .data
w:      .word 0, 0, 0
        .text
main:   li $s1, 10
loop:   la $t1, w
        addiu $t1, $t1, 3
        lw $t2, 0($t1)          # misaligned until the handler moves $t1 on
        move $a0, $s1
        li $v0, 1
        syscall
        addiu $s1, $s1, -1
        bgtz $s1, loop
        nop
        li $v0, 10
        syscall
        .ktext 0x80000180
        addiu $t1, $t1, 1
        eret
""",
    "spin": """
        .text
        li $t0, 40
count:  addiu $t0, $t0, -1
        bnez $t0, count
        nop
spin:   j spin
        nop
""",
}

SMC_RISCV = """
        .text
        li s0, 10
        la s1, patch
        la s2, new
        lw s3, 0(s2)
loop:
patch:  add t0, t0, s0          # becomes `addi t0, t0, 5` (R to I) half-way
        addi s0, s0, -1
        li t1, 5
        bne s0, t1, skip
        sw s3, 0(s1)
skip:   bnez s0, loop
        li a7, 10
        ecall
new:    addi t0, t0, 5
"""


def build(isa: str, source: str, single: bool, **options):
    """(machine, simulator, [counter, statistics]) with both tools connected."""
    if isa == "mips":
        from rarslite.asm.mips.assembler import assemble
        from rarslite.machine.mips.machine import load_mips

        _view, m, sim = load_mips(assemble(["t.asm"], texts={"t.asm": source}),
                                  BufferConsole(), **options)  # fmt: skip
    else:
        from rarslite.asm.riscv import assemble_text
        from rarslite.machine.riscv.machine import Machine
        from rarslite.machine.simulator import Simulator

        m = Machine(assemble_text(source, "t.s"), console=BufferConsole(), **options)
        sim = Simulator(m)
    m.hart.force_single = single
    tools = [InstructionCounter(m.config, isa), InstructionStatistics(m.config, isa)]
    return m, sim, tools


def numbers(tools) -> list:
    return [(t.total, dict(t.counts)) for t in tools]


def drive(isa: str, source: str, ops: list, single: bool, **options) -> list:
    """Run ``ops`` on a fresh machine; the tools' numbers (and the stop) after each."""
    m, sim, tools = build(isa, source, single, **options)
    seen = []
    for op in ops:
        kind, arg = op
        r = None
        if kind == "connect":
            watch_fetches(m, tools[arg])
        elif kind == "run":
            r = sim.run(max_steps=arg) if arg else sim.run()
        elif kind == "bps":  # text addresses by offset from the first
            base = min(a for a in m.hart.memory.text if a < 0x80000000) if isa == "mips" \
                else min(m.memory.text)  # fmt: skip
            sim.breakpoints = {base + 4 * k for k in arg}
        elif kind == "reset":
            tools[arg].reset()
        elif kind == "backstep":  # the tools keep what they counted (RARS, MARS)
            if not sim.backstep_enabled:
                sim.backstep_enabled = True
            for _ in range(arg):
                sim.backstep()
        seen.append((kind, r, m.steps, numbers(tools)))
    return seen


BOTH = [("connect", 0), ("connect", 1)]
OPS = {
    "go": [*BOTH, ("run", 0)],
    "limits": [*BOTH, ("run", 1), ("run", 2), ("run", 5), ("run", 37), ("run", 400), ("run", 0)],
    "slices": [*BOTH] + [("run", 7)] * 120 + [("run", 0)],
    "breakpoints": [*BOTH, ("bps", [3, 9, 15])] + [("run", 0)] * 40,
    # connected at different times and reset mid-run: they differ in what they counted last
    "late_and_reset": [("connect", 0), ("run", 23), ("connect", 1), ("run", 31), ("reset", 0),
                       ("run", 3), ("reset", 1), ("run", 0)],  # fmt: skip
    # backstep's history, and its replay from a checkpoint, reach none of the tools
    "backstep": [*BOTH, ("run", 300), ("backstep", 0), ("run", 200), ("backstep", 30),
                 ("run", 100), ("backstep", 500), ("run", 0)],  # fmt: skip
}


@pytest.fixture
def native_runs(monkeypatch):
    """How many times the native core ran with the tools connected."""
    runs = [0]
    finish = SlotTally.finish

    def counted(self) -> None:
        runs[0] += 1
        finish(self)

    monkeypatch.setattr(SlotTally, "finish", counted)
    return runs


def _check(isa: str, source: str, ops: list, native_runs, native_counts: bool = True,
           **options) -> None:  # fmt: skip
    spin = "spin" in source
    if spin:  # it never ends: every Go has a limit
        ops = [(k, a or 3000) if k == "run" else (k, a) for k, a in ops]
    expected = drive(isa, source, ops, True, **options)
    assert native_runs[0] == 0
    got = drive(isa, source, ops, False, **options)
    assert got == expected
    if native_counts:
        assert native_runs[0] > 0 or native.core is None  # the core counted
    else:
        assert native_runs[0] == 0
    assert max(seen[3][0][0] for seen in expected) > 50  # a real run


@pytest.mark.parametrize("mode", sorted(OPS))
@pytest.mark.parametrize("name", sorted(RISCV))
def test_riscv_native_counts_are_single_steps(name, mode, native_runs):
    _check("riscv", RISCV[name], OPS[mode], native_runs)


@pytest.mark.parametrize("db", [False, True])
@pytest.mark.parametrize("mode", sorted(OPS))
@pytest.mark.parametrize("name", sorted(MIPS))
def test_mips_native_counts_are_single_steps(name, mode, db, native_runs):
    _check("mips", MIPS[name], OPS[mode], native_runs, delayed_branching=db)


@pytest.mark.parametrize("mode", ["go", "slices"])
def test_riscv_self_modifying_code_counts_each_instruction_as_it_was(mode, native_runs):
    # with smc the tools count the program's loads from the text too, between the fetches
    # around them: the run single-steps (tests/test_tools_smc.py)
    _check("riscv", SMC_RISCV, OPS[mode], native_runs, native_counts=False, smc=True)
    got = drive("riscv", SMC_RISCV, OPS["go"], False, smc=True)
    counts = got[-1][3][0][1]
    assert counts["R"] == 5  # the `add` before the patch; the `addi` after it is I


def test_a_tool_that_needs_every_instruction_keeps_python(native_runs):
    from rarslite.analysis.bht import BhtSettings, BranchHistoryTable, riscv_taken

    m, sim, tools = build("riscv", RISCV["loops_and_calls"], False)
    watch_fetches(m, tools[0])
    watch_fetches(m, BranchHistoryTable(BhtSettings(), riscv_taken(m), m.config))
    assert sim.run() == "exit"
    assert native_runs[0] == 0


@needs_core
def test_pending_counts_are_read_while_held_and_handed_over_on_reset(native_runs):
    """Numbers read between runs include what the core holds; a reset hands those over
    first, so the other tool keeps them and the reset one starts from zero."""
    m, sim, (counter, stats) = build("riscv", RISCV["loops_and_calls"], False)
    watch_fetches(m, counter)
    watch_fetches(m, stats)
    assert sim.run(max_steps=500) == "max_steps"
    assert counter.total == 500 and sum(counter.counts.values()) == 500
    assert any(t.pending() for t in counter.tallies)  # still held by the core's tally
    counter.reset()
    assert counter.total == 0 and stats.total == 500
    assert not any(t.pending() for t in stats.tallies)


@needs_core
def test_core_tally_counts_completed_instructions_in_its_range_once_per_repeat():
    """The C side alone: counts per slot inside the given range; an instruction after one at
    its own address (``tally_prev``, carried between runs) counts once; a tally that is not
    one count per slot is refused; an empty one counts nothing."""
    from array import array

    core = native.core.RvCore([])
    op = {name: i + 1 for i, name in enumerate(native.core.RV_OPS)}
    base = 0x00400000

    def slot(name: str, rd: int = 0, rs1: int = 0, imm: int = 0) -> list[int]:
        return [op[name] | rd << 8 | rs1 << 16, imm]

    # addi x1, x1, 1; addi x2, x2, 1; jal x0, -8; then `jal x0, 0` (a jump to itself)
    core.set_text(base, array("i", slot("addi", 1, 1, 1) + slot("addi", 2, 2, 1)
                              + slot("jal", imm=-8) + slot("jal", imm=0)))  # fmt: skip
    counts = array("Q", bytes(8 * 4))
    core.tally(counts, base, base + 4)  # only the first slot's address
    core.tally_prev = -1
    x = [0] * 32
    pc, done, _why, _fcsr = core.run(x, [0] * 32, 0, base, 30)
    assert (pc, done, x[1], x[2]) == (base, 30, 10, 10)
    # fetches outside the range leave the address counted last (the tools' ``last``): the
    # first slot's ten fetches repeat it, as analysis/counts.py counts them
    assert list(counts) == [1, 0, 0, 0] and core.tally_prev == base
    core.tally(counts, base, base + 16)
    core.tally_prev = -1
    core.run(x, [0] * 32, 0, base, 30)
    assert list(counts) == [11, 10, 10, 0]
    counts2 = array("Q", bytes(8 * 4))
    core.tally(counts2, base, base + 16)
    core.tally_prev = base + 12  # the self-jump was counted last, before this run
    pc, done, _why, _fcsr = core.run(x, [0] * 32, 0, base + 12, 5)
    assert (pc, done) == (base + 12, 5) and list(counts2) == [0, 0, 0, 0]
    core.tally_prev = -1
    core.run(x, [0] * 32, 0, base + 12, 5)
    assert list(counts2) == [0, 0, 0, 1]
    core.tally(array("Q", bytes(8 * 3)), base, base + 16)
    with pytest.raises(ValueError, match="one count per slot"):
        core.run(x, [0] * 32, 0, base, 1)
    core.tally(array("Q"), base, base + 16)  # nothing to count: not counting
    assert core.run(x, [0] * 32, 0, base, 3)[1] == 3
