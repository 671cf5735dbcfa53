"""`rarslite calltests`: one-call-a-line tests of a MIPS lab (CSE 220 Bombsweeper's hw3.asm)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.commands import calltests
from rarslite.commands.call import CallError

ROOT = Path(__file__).resolve().parent.parent
BOMB = ROOT / "resources" / "examples" / "mips" / "bombsweeper"


def run(capsys, *argv) -> tuple[int, list[str]]:
    code = calltests.main([str(a) for a in argv])
    return code, capsys.readouterr().out.splitlines()


def test_the_example_tests_of_hw3_all_pass(capsys):
    code, lines = run(capsys, BOMB / "hw3.asm", BOMB / "tests" / "hw3.calls")
    assert code == 0
    assert len(lines) == 23 and all(line.endswith(": ok") for line in lines)
    assert {line.split(": ")[1] for line in lines} == {
        "set_cell", "smiley", "init_display", "game_status", "perform_action", "search_cells",
        "reveal_map"}


def test_wrong_results_clobbering_and_errors_are_reported(capsys, tmp_path):
    prog = tmp_path / "lab.asm"
    prog.write_text(""".text
double:   sll $v0, $a0, 1
          jr $ra
careless: li $s3, 1
          li $v0, 0
          jr $ra
crash:    lw $v0, 0($zero)
          jr $ra
""")
    tests = tmp_path / "lab.calls"
    tests.write_text("""# comment line
double 21 -> 42
double 21 -> 43
careless -> 0
crash -> 0
missing -> 0
double 'a' -> 194 0x10010000=5
""")
    code, lines = run(capsys, prog, tests)
    assert code == 1
    assert lines[0].endswith("lab.calls:2: double: ok")
    assert lines[1].endswith("lab.calls:3: double: FAIL $v0 = 0x0000002A, expected 0x0000002B")
    assert lines[2].endswith("careless: FAIL $s3 clobbered (0x5A5A0013 -> 0x00000001)")
    assert "crash: FAIL crash stopped with a runtime error" in lines[3]
    assert "address out of range 0x00000000" in lines[3]
    assert lines[4].endswith("missing: FAIL unknown function: no label 'missing' in the program")
    assert lines[5].endswith("double: FAIL 0x10010000+0 = 0x00000000, expected 0x00000005")


def test_memory_expectations_and_stack_words(capsys, tmp_path):
    prog = tmp_path / "lab.asm"
    prog.write_text(""".data
out: .word 0
.text
fifth:  lw $t0, 0($sp)       # the fifth argument
        addu $v0, $a0, $t0
        sw $v0, out
        jr $ra
""")
    tests = tmp_path / "lab.calls"
    tests.write_text("fifth 1 2 3 4 | 10 -> 11 out=11\nfifth 1 | 10 -> 11 out=12\n")
    code, lines = run(capsys, prog, tests)
    assert code == 1
    assert lines[0].endswith(": ok")
    assert lines[1].endswith("FAIL out+0 = 0x0000000B, expected 0x0000000C")


@pytest.mark.parametrize("text, words", [
    ("double 1", "no '->'"),
    ("double 1 ->", r"no expected \$v0"),
    ("double -> 1 out", "is not NAME=VALUE"),
])
def test_malformed_lines(text, words):
    with pytest.raises(CallError, match=words):
        calltests.parse_tests(text)
