"""`rarslite checkmylab` on the example solution and its sample tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rarslite.cli import main
from rarslite.machine.riscv import calls as call

EXAMPLE = Path(__file__).resolve().parents[1] / "resources/examples/checkers"

if not call.engine_available():  # pragma: no cover - assembler/simulator written in parallel
    pytest.skip("rarslite's assembler or simulator is not available yet", allow_module_level=True)


def test_samples_give_the_recorded_results(capsys, monkeypatch) -> None:
    monkeypatch.chdir(EXAMPLE / "tests")
    names = sorted(p.name for p in (EXAMPLE / "tests").glob("*.txt"))
    code = main(["checkmylab", str(EXAMPLE / "checkers.s"), *names])
    out = capsys.readouterr().out
    assert code == 0
    assert out == (EXAMPLE / "tests/expected.out").read_text()


def test_a_malformed_file_does_not_stop_the_others(tmp_path, capsys) -> None:
    good = tmp_path / "good.txt"
    good.write_text("1 0x00000FFF 0xFFF00000 0x00000000 0 0x00000100\n")
    bad = tmp_path / "bad.txt"
    bad.write_text("4 0x00000FFF 0xFFF00000 0x00000000 0 0x00000100\n")
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    missing = tmp_path / "missing.txt"
    code = main(["checkmylab", str(EXAMPLE / "checkers.s"), str(bad), str(good), str(empty),
                 str(missing)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert lines[0] == f"{bad}: error: the moves of test 4 must end with the sentinel 0xFFFFFFFF"
    assert lines[1] == f"{good}: 0x00003000"
    assert lines[2] == f"{empty}: error: empty test file"
    assert lines[3].startswith(f"{missing}: error: cannot read the file")


def test_a_solution_missing_a_function(tmp_path, capsys) -> None:
    prog = tmp_path / "partial.s"
    prog.write_text(".data\nBLACK: .word 0\nRED: .word 0\nKINGS: .word 0\nTURN: .word 0\n"
                    ".text\ngenSlideMoves:\n    li a0, 5\n    ret\n")
    test = tmp_path / "t.txt"
    test.write_text("2 0x1 0x2 0x0 0 0x1")
    code = main(["checkmylab", str(prog), str(test)])
    out = capsys.readouterr().out
    assert code == 1 and "unknown function: no label 'genJumpMoves'" in out


def test_unassemblable_solution(tmp_path, capsys) -> None:
    prog = tmp_path / "broken.s"
    prog.write_text("genSlideMoves: bogus\n")
    code = main(["checkmylab", str(prog), os.devnull])
    assert code == 2 and "assembly failed" in capsys.readouterr().err
