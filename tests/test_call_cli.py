"""`rarslite call`: one function of a program on a fresh machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.cli import main
from rarslite.machine.riscv import calls as call

CHECKERS = Path(__file__).resolve().parents[1] / "resources/examples/checkers/checkers.s"

if not call.engine_available():  # pragma: no cover - assembler/simulator written in parallel
    pytest.skip("rarslite's assembler or simulator is not available yet", allow_module_level=True)


def run_call(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["call", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


START = ["--set", "BLACK=0x00000FFF", "--set", "RED=0xFFF00000", "--set", "KINGS=0"]


def test_gen_slide_moves_from_the_start(capsys) -> None:
    code, out, err = run_call(capsys, str(CHECKERS), "genSlideMoves", *START, "--set", "TURN=0",
                              "--args", "0x100")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "a0 = 0x00003000"
    assert out.splitlines()[1].startswith("a1 = 0x")


def test_do_turn_with_a_list_and_a_label_argument(capsys) -> None:
    code, out, err = run_call(
        capsys, str(CHECKERS), "doTurn", *START, "--set", "TURN=1",
        "--set", "MOVES_ARRAY=0x200000,0x20000,-1", "--args", "MOVES_ARRAY",
        "--show", "RED", "--show", "BLACK", "--show", "MOVES_ARRAY:3")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "a0 = 0x00000001"
    assert lines[2:] == ["RED = 0xFFD20000", "BLACK = 0x00000FFF",
                         "MOVES_ARRAY = 0x00200000 0x00020000 0xFFFFFFFF"]


def test_helpers_of_common_s(capsys) -> None:
    code, out, _ = run_call(capsys, str(CHECKERS), "cordsToBits", "--args", "5", "2")
    assert code == 0 and out.startswith("a0 = 0x00200000\n")  # c3 is square 21
    code, out, _ = run_call(capsys, str(CHECKERS), "cordsToBits", "--args", "0", "0")
    assert code == 0 and out.startswith("a0 = 0x00000000\n")  # a light square
    code, out, _ = run_call(capsys, str(CHECKERS), "bitsToIndex", "--args", "0x80000000")
    assert code == 0 and out.startswith("a0 = 0x0000001F\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nosuchFunction"], "unknown function: no label 'nosuchFunction'"),
        (["doTurn", "--set", "NOPE=1"], "unknown global: no label 'NOPE'"),
        (["doTurn", "--show", "NOPE"], "unknown global: no label 'NOPE'"),
        (["doTurn", "--set", "RED"], "--set needs NAME=VALUE"),
        (["doTurn", "--args", "twelve"], "not a number or a label"),
        (["doTurn", "--args", "0x1FFFFFFFF"], "does not fit in 32 bits"),
        (["doTurn", "--show", "RED:0"], "positive count"),
        (["doTurn", "--args", *["1"] * 9], "at most 8 arguments"),
        # checkers waits for the display, which no device makes ready here
        (["checkers", "--args", "MOVES_ARRAY", "--max-steps", "20000"],
         "checkers did not return within 20000 instructions"),
    ],
)
def test_clear_errors(capsys, argv: list[str], message: str) -> None:
    code, out, err = run_call(capsys, str(CHECKERS), *argv)
    assert code == 1 and out == ""
    assert err.startswith("rarslite call: ") and message in err


def test_runtime_error_names_the_source_line(tmp_path, capsys) -> None:
    prog = tmp_path / "bad.s"
    prog.write_text(".text\nstart:\n    nop\nreadNull:\n    lw t0, 0(zero)\n    ret\n")
    code, out, err = run_call(capsys, str(prog), "readNull")
    assert code == 1 and out == ""
    assert "readNull stopped with a runtime error" in err
    assert "line 5" in err


def test_exit_and_falling_off_the_end(tmp_path, capsys) -> None:
    prog = tmp_path / "exits.s"
    prog.write_text(".text\nquit:\n    li a7, 10\n    ecall\nfall:\n    nop\n")
    code, _, err = run_call(capsys, str(prog), "quit")
    assert code == 1 and "quit ended the program (exit code 0)" in err
    code, _, err = run_call(capsys, str(prog), "fall")
    assert code == 1 and "fall" in err


def test_assembly_errors_and_missing_file(tmp_path, capsys) -> None:
    prog = tmp_path / "broken.s"
    prog.write_text(".text\nf:\n    addd t0, t0, t0\n    ret\n")
    code, _, err = run_call(capsys, str(prog), "f")
    assert code == 1 and "assembly failed" in err and "broken.s:3:" in err
    code, _, err = run_call(capsys, str(tmp_path / "missing.s"), "f")
    assert code == 1 and err.startswith("rarslite call: ")


def test_program_output_and_arguments(tmp_path, capsys) -> None:
    prog = tmp_path / "add.s"
    prog.write_text(".data\nx: .word 0\n.text\naddThree:\n    add a0, a0, a1\n"
                    "    add a0, a0, a2\n    li a1, -1\n    ret\n")
    code, out, _ = run_call(capsys, str(prog), "addThree", "--args", "1", "-3", "x",
                            "--set", "x=7")
    assert code == 0
    assert out.splitlines()[:2] == [f"a0 = 0x{(0x10010000 - 2) & 0xFFFFFFFF:08X}",
                                    "a1 = 0xFFFFFFFF"]


def test_data_labels_and_bad_step_limits(capsys) -> None:
    code, _, err = run_call(capsys, str(CHECKERS), "RED")
    assert code == 1 and "'RED' is not a function" in err
    with pytest.raises(SystemExit):
        main(["call", str(CHECKERS), "bitsToIndex", "--max-steps", "0"])
    assert "must be at least 1" in capsys.readouterr().err
