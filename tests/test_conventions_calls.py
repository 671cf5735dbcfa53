"""``--cc`` on the commands that call one function at a time (`rarslite call`, `calltests`,
`checkmylab`): the called function is checked as a function (its caller is the command), on
both ISAs; without ``--cc`` nothing changes."""

from __future__ import annotations

from pathlib import Path

from rarslite.cli import main

ROOT = Path(__file__).resolve().parent.parent
BAD = ROOT / "tests" / "data" / "conventions" / "bad"
BOMB = ROOT / "resources" / "examples" / "mips" / "bombsweeper"
CHECKERS = ROOT / "resources" / "examples" / "checkers"


def cli(capsys, *argv) -> tuple[int, str]:
    code = main([str(a) for a in argv])
    return code, capsys.readouterr().out


def test_call_cc_names_the_functions_breaks_after_its_results(capsys):
    for name, dollar in (("called.s", ""), ("called.asm", "$")):
        code, out = cli(capsys, "call", BAD / name, "f", "--cc")
        lines = out.splitlines()
        assert code == 2
        assert "Calling conventions: 2 findings (1 callee-saved, 1 caller-saved)" in lines
        path = BAD / name
        assert f"  {path}:8: f reads {dollar}t0 after calling g (line 7) without setting it " \
               f"again: {dollar}t0 is not preserved across calls (0x00000000 before, " \
               "0x00000009 after)" in lines  # fmt: skip
        restore = [line for line in lines if f"{path}:11: f does not restore callee-saved "
                   f"{dollar}s1: " in line]  # fmt: skip
        assert len(restore) == 1 and restore[0].endswith(", 0x00000003 at the return")
        assert " at the call, " in restore[0]  # a call from nowhere: no line to name


def test_call_cc_on_a_correct_function_and_without_cc(capsys):
    code, out = cli(capsys, "call", BAD / "called.s", "g", "--cc-strict", "--cc-save-all")
    assert code == 0 and out.endswith("Calling conventions: no findings\n")
    code, out = cli(capsys, "call", BAD / "called.s", "f")
    assert code == 0 and "onvention" not in out  # (RISC-V's call does not poison)


def test_calltests_cc_fails_a_test_with_findings(capsys, tmp_path):
    tests = tmp_path / "lab.calls"
    tests.write_text("g -> 1\nf -> 10\n")
    code, out = cli(capsys, "calltests", BAD / "called.asm", tests)
    assert code == 1 and out.splitlines()[0].endswith("g: ok")
    code, out = cli(capsys, "calltests", "--cc", BAD / "called.asm", tests)
    g, f = out.splitlines()
    assert code == 1 and g.endswith("g: ok")
    assert f.startswith(f"{tests}:2: f: FAIL $s1 clobbered (0x5A5A0011 -> 0x00000003); "
                        f"convention: {BAD / 'called.asm'}:8: f reads $t0")  # fmt: skip
    assert f"; convention: {BAD / 'called.asm'}:11: f does not restore callee-saved $s1" in f


def test_calltests_cc_on_the_bombsweeper_example_passes(capsys):
    code, out = cli(capsys, "calltests", "--cc-strict", "--cc-save-all", BOMB / "hw3.asm",
                    BOMB / "tests" / "hw3.calls")  # fmt: skip
    assert code == 0, out
    assert len(out.splitlines()) == 23


def test_checkmylab_cc_on_the_example_adds_nothing(capsys, monkeypatch):
    monkeypatch.chdir(CHECKERS / "tests")
    names = sorted(p.name for p in (CHECKERS / "tests").glob("*.txt"))
    code, out = cli(capsys, "checkmylab", "--cc-strict", "--cc-save-all",
                    CHECKERS / "checkers.s", *names)  # fmt: skip
    assert code == 0
    assert out == (CHECKERS / "tests" / "expected.out").read_text()


def test_checkmylab_cc_reports_a_broken_function_under_its_test(capsys, tmp_path):
    prog = tmp_path / "lab.s"
    prog.write_text((CHECKERS / "checkers.s").read_text().replace(
        "genSlideMoves:\n", "genSlideMoves:\n        li s11, 1\n", 1))
    (tmp_path / "common.s").write_text((CHECKERS / "common.s").read_text())
    test = tmp_path / "slide.txt"
    test.write_text((CHECKERS / "tests" / "slide_start_b6.txt").read_text())
    code, out = cli(capsys, "checkmylab", "--cc", prog, test)
    result, finding = out.splitlines()
    assert code == 1
    assert result == f"{test}: 0x00003000"
    assert finding.startswith(f"{test}: convention: {prog}:")
    assert "genSlideMoves does not restore callee-saved s11" in finding


def test_call_cc_says_what_went_wrong_when_the_function_does_not_return(capsys):
    for name in ("kinds.s", "kinds.asm"):
        code = main(["call", "--cc", str(BAD / name), "skip"])
        err = capsys.readouterr().err
        assert code == 1
        assert "skip ran off the end of the program instead of returning" in err
        assert f"{name}:16: skip returns to 0x004000a8, not to the address after its call " \
               "(0x004000a4)" in err  # fmt: skip
