"""`rarslite call` for MIPS programs: arguments, stack words, results, clobbered registers."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.commands import call
from rarslite.commands.call import EXIT_CLOBBERED
from rarslite.machine.mips.calls import assemble_mips, call_mips_function

ROOT = Path(__file__).resolve().parent.parent
HW3 = ROOT / "resources" / "examples" / "mips" / "bombsweeper" / "hw3.asm"

FUNCTIONS = """\
.data
.globl total
total: .word 0
values: .word 0, 0, 0
.text
.globl sum3
sum3:                       # $v0 = values[0] + values[1] + values[2]; total = $v0
    la $t0, values
    lw $v0, 0($t0)
    lw $t1, 4($t0)
    addu $v0, $v0, $t1
    lw $t1, 8($t0)
    addu $v0, $v0, $t1
    sw $v0, total
    jr $ra
careless:                   # uses $s1 and $fp without saving them
    li $s1, 7
    move $fp, $sp
    addiu $v0, $a0, 1
    jr $ra
quits:
    li $v0, 10
    syscall
faults:
    lw $v0, 0($zero)
    jr $ra
spins:
    j spins
falls:
    nop
"""


@pytest.fixture
def prog(tmp_path) -> str:
    path = tmp_path / "functions.asm"
    path.write_text(FUNCTIONS)
    return str(path)


def run(capsys, *argv) -> tuple[int, str, str]:
    code = call.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_globals_set_and_shown_and_registers_preserved(capsys, prog):
    code, out, _ = run(capsys, prog, "sum3", "--set", "values=1,2,0x10", "--show", "total")
    assert code == 0
    assert out.splitlines() == ["$v0 = 0x00000013", "$v1 = 0x00000000", "total = 0x00000013",
                                "preserved: $s0-$s7, $fp, $sp and $gp kept their values"]


def test_clobbered_registers_are_flagged(capsys, prog):
    code, out, _ = run(capsys, prog, "careless", "--args", "41")
    assert code == EXIT_CLOBBERED
    lines = out.splitlines()
    assert lines[0] == "$v0 = 0x0000002A"
    assert "CLOBBERED $s1: 0x5A5A0011 before the call, 0x00000007 after" in lines
    assert any(line.startswith("CLOBBERED $fp: 0x5A5A001E before the call, 0x7FFFEF")
               for line in lines)
    assert not any("$s0" in line for line in lines)


@pytest.mark.parametrize("function, words", [
    ("quits", "ended the program (exit code 0)"),
    ("faults", "Runtime exception at 0x"),
    ("falls", "ran off the end of the program"),
    ("nowhere", "nowhere is not a label of the program"),
])
def test_functions_that_do_not_return(capsys, prog, function, words):
    code, out, err = run(capsys, prog, function)
    assert code == 1 and out == ""
    assert words in err


def test_step_limit(capsys, prog):
    code, _out, err = run(capsys, prog, "spins", "--max-steps", "1000")
    assert code == 1 and "did not return within 1000 instructions" in err


def test_too_many_register_arguments(capsys, prog):
    code, _out, err = run(capsys, prog, "careless", "--args", "1", "2", "3", "4", "5")
    assert code == 1 and "at most 4 arguments" in err


def test_seed_004_set_cell_with_its_fifth_argument_on_the_stack(capsys):
    """A label local to hw3.asm (not .globl) is called; the background colour is 0($sp)."""
    code, out, _ = run(capsys, HW3, "set_cell", "--args", 2, 3, ord("A"), 15, "--stack", 4)
    assert code == 0 and out.splitlines()[0] == "$v0 = 0x00000000"
    program = assemble_mips(str(HW3), ["set_cell"])
    result = call_mips_function(program, "set_cell", args=[2, 3, ord("A"), 15], stack=[4])
    addr = 0xFFFF0000 + 2 * (2 * 10 + 3)  # the halfword of row 2, column 3
    half = (result.word(addr & ~3) >> 8 * (addr & 3)) & 0xFFFF
    assert half == (4 << 12 | 15 << 8 | ord("A"))  # BG 4, FG 15, 'A'
    code, out, _ = run(capsys, HW3, "set_cell", "--args", 2, 3, ord("A"), 15, "--stack", 16)
    assert code == 0 and out.splitlines()[0] == "$v0 = 0xFFFFFFFF"  # a bad colour


def test_riscv_programs_still_take_the_riscv_path(capsys, tmp_path):
    path = tmp_path / "f.s"
    path.write_text(".text\n.globl f\nf: addi a0, a0, 1\n ret\n")
    code, out, _ = run(capsys, path, "f", "--args", "41")
    assert code == 0 and out.splitlines()[0] == "a0 = 0x0000002A"
