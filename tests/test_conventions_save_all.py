"""--cc-save-all's bookkeeping (analysis/conventions.py, conventions_isa.Prefixes) on both
ISAs: functions that save callee-saved registers and restore them from their slot, from
another slot or load one never saved, write them on a path not taken, return early, and move
sp through a register (``mv sp, t1``, ``add sp, sp, t1``) between the saves and the restores,
in the same block. The findings, word for word, on single steps (the reference), on Python's
blocks (whole runs and slices that stop inside blocks) and on the default engine (the native
core when it is built)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.analysis.conventions import CheckOptions, attach
from rarslite.machine.simulator import Simulator

DATA = Path(__file__).resolve().parent / "data" / "conventions" / "save_all"
NEVER = "saves and restores {} but never writes it (no need to save it)"


def expected(d: str, s: tuple[str, str, str, str]) -> list[str]:
    """The findings of shapes.s (``d`` = "") or shapes.asm (``d`` = "$", its registers
    ``s``: those shapes.s calls s0, s9, s10, s11)."""
    s0, s9, s10, s11 = (d + r for r in s)
    return [f"epoch {NEVER.format(s0)}",
            f"shifted {NEVER.format(s9)}",
            f"addreg {NEVER.format(s10)}",
            f"wrong does not restore callee-saved {s0}: 0x00000001 at the call (line 13), "
            "0x00000004 at the return",
            f"wrong {NEVER.format(s11)}",
            f"early {NEVER.format(s10)}",
            f"unsaved does not restore callee-saved {s10}: 0x00000003 at the call (line 16), "
            "0x00000004 at the return",
            f"unsaved {NEVER.format(s11)}"]  # fmt: skip


EXPECTED = {"shapes.s": expected("", ("s0", "s9", "s10", "s11")),
            "shapes.asm": expected("$", ("s0", "s1", "s2", "s3"))}  # fmt: skip


def machine(path: Path, source: str | None = None, db: bool = False):
    if path.suffix == ".asm":
        from rarslite.asm.mips.assembler import assemble
        from rarslite.machine.mips.machine import MipsMachine

        prog = assemble([str(path)], texts={str(path): source}) if source else \
            assemble([str(path)])  # fmt: skip
        m = MipsMachine(prog)
        m.hart.db = db
        return m
    from rarslite.asm.riscv import assemble
    from rarslite.machine.riscv.machine import Machine

    return Machine(assemble([str(path)]))


def findings(path: Path, engine: str, slices: int = 0, source: str | None = None,
             db: bool = False) -> tuple[list[str], int]:  # fmt: skip
    """The findings' messages with ``engine`` (single, blocks or default), and how many
    block runs the checker was told of."""
    m = machine(path, source, db)
    m.hart.force_single = engine == "single"
    checker = attach(m, CheckOptions(save_all=True))
    runs = 0
    on_block = checker.on_block

    def counted(block, k, text) -> None:
        nonlocal runs
        runs += 1
        on_block(block, k, text)

    checker.on_block = counted  # type: ignore[method-assign]
    sim = Simulator(m)
    if slices:
        while not sim.done and sim.run_slice(slices) not in ("exit", "error"):
            pass
    else:
        sim.run(max_steps=100_000)
    checker.finish()
    return [f.message for f in checker.findings], runs


@pytest.mark.parametrize("slices", [0, 1, 3])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_same_findings_on_single_steps_and_python_blocks(name, slices, pure_python):
    assert findings(DATA / name, "single", slices)[0] == EXPECTED[name]
    got, runs = findings(DATA / name, "blocks", slices)
    assert got == EXPECTED[name]
    assert runs > 10  # the checker saw blocks (ending after calls and before `mv sp`)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_same_findings_on_the_default_engine(name):
    assert findings(DATA / name, "default")[0] == EXPECTED[name]


def test_a_block_ends_before_an_instruction_that_moves_sp():
    """While the checker watches, a block ends before `mv sp, t1` / `move $sp, $t1` but goes
    on through `addi sp, sp, imm`, so every stack access of a run has a known address."""
    from rarslite.machine.mips.translator import translate
    from rarslite.machine.riscv.trace_plan import main_trace

    m = machine(DATA / "shapes.s")
    epoch = m.program.symbols["epoch"]
    ops = [ins.op for _a, ins in main_trace(m.memory, frozenset(), epoch, 64, cut_calls=True)]
    assert ops == ["addi", "sw", "add"]  # addi sp, sp, -16; sw s0; mv t1, sp (add t1, x0, sp)
    ops = [ins.op for _a, ins in main_trace(m.memory, frozenset(), epoch + 12, 64, True)]
    assert ops == ["add", "lw", "addi", "jalr"]  # the block starting at it goes on
    assert len(main_trace(m.memory, frozenset(), epoch, 64)) > 3  # only while checked

    mm = machine(DATA / "shapes.asm")
    start = 0x00400038  # epoch: addiu, sw, move $t1, $sp, move $sp, $t1, lw, addiu, jr
    assert mm.hart.memory.text[start].instr.op == "addiu"
    assert translate(mm.hart, start, counting=True, cut_calls=True).addrs == \
        [start, start + 4, start + 8]  # fmt: skip
    assert len(translate(mm.hart, start + 12, counting=True, cut_calls=True).addrs) == 4


def test_mips_code_after_a_return_is_not_the_function_s():
    """What a MIPS function may write is its own code's: not the code after its `jr $ra`
    (another function's), only the delay slot with delayed branching on."""
    plain = (".text\nmain: jal f\n li $v0, 10\n syscall\n"
             "f: addiu $sp, $sp, -8\n sw $s0, 0($sp)\n lw $s0, 0($sp)\n addiu $sp, $sp, 8\n"
             " jr $ra\ng: li $s0, 5\n jr $ra\n")  # fmt: skip
    for engine in ("single", "blocks"):
        assert findings(Path("f.asm"), engine, source=plain)[0] == [f"f {NEVER.format('$s0')}"]
    slot = (".text\nmain: jal f\n nop\n li $v0, 10\n syscall\n"
            "f: addiu $sp, $sp, -8\n sw $s0, 0($sp)\n lw $s0, 0($sp)\n jr $ra\n"
            " addiu $sp, $sp, 8\ng: li $s0, 5\n jr $ra\n nop\n")  # fmt: skip
    assert findings(Path("f.asm"), "single", source=slot, db=True)[0] == \
        [f"f {NEVER.format('$s0')}"]  # fmt: skip
    # the slot writes $s0 (with the value it had): the function's code writes it
    written = slot.replace(" lw $s0, 0($sp)\n jr $ra\n addiu $sp, $sp, 8\n",
                           " lw $s0, 0($sp)\n addiu $sp, $sp, 8\n jr $ra\n li $s0, 0\n")
    assert written != slot
    assert findings(Path("f.asm"), "single", source=written, db=True)[0] == []
