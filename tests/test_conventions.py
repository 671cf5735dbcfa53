"""The calling-convention checker through `rarslite run --cc`, as a student runs it: no finding
on correct programs (tests/data/conventions/good/), the exact findings on broken ones
(tests/data/conventions/bad/), on both ISAs."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rarslite.commands import run as run_cmd

DATA = Path(__file__).resolve().parent / "data" / "conventions"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run_cmd.main(list(argv), stdin=io.BytesIO(), stdout=out, stderr=err)
    return code, out.getvalue().decode(), err.getvalue().decode()


@pytest.mark.parametrize("name", sorted(p.name for p in (DATA / "good").iterdir()))
def test_correct_programs_have_no_findings(name):
    code, out, err = run("--cc", "--max-steps", "2000000", str(DATA / "good" / name))
    assert code == 0, err
    assert "Calling conventions: no findings" in err


def findings(path: Path, *options: str) -> list[dict]:
    code, out, err = run("--cc", "--json", *options, str(path))
    assert code == 0, err
    return json.loads(err[err.index("{"):])["conventions"]["findings"]  # reports: stderr


def test_a_callee_that_changes_s1_is_named_with_both_lines_and_values():
    (f,) = findings(DATA / "bad" / "callee_saved.s")
    assert (f["kind"], f["register"], f["function"]) == ("callee-saved", "s1", "f")
    assert (f["call_line"], f["line"], f["old"], f["new"]) == (5, 13, 7, 100)


def test_a_caller_relying_on_t0_across_a_call_is_named():
    (f,) = findings(DATA / "bad" / "caller_saved.s")
    assert (f["kind"], f["register"], f["function"]) == ("caller-saved", "t0", "main")
    assert (f["line"], f["old"], f["new"]) == (5, 5, 9)


def test_mips_stack_pointer_and_s0_not_restored():
    got = {(f["kind"], f["register"], f["function"], f["line"])
           for f in findings(DATA / "bad" / "mips_sp_and_s0.asm")}  # fmt: skip
    assert got == {("sp", "$sp", "f", 12), ("callee-saved", "$s0", "f", 12)}


def test_the_summary_lists_each_finding_with_its_file_and_line():
    code, out, err = run("--cc", str(DATA / "bad" / "callee_saved.s"))
    assert out == "104"  # the program's own output is untouched
    assert "Calling conventions: 1 finding (1 callee-saved)" in err
    assert "callee_saved.s:13: f does not restore callee-saved s1" in err


def test_without_cc_nothing_is_said():
    code, out, err = run(str(DATA / "bad" / "callee_saved.s"))
    assert "onvention" not in err


def engine_check(path: Path, single: bool = False):
    """The checker attached to a machine (the engine API the app and the grader use)."""
    from rarslite.analysis.conventions import attach
    from rarslite.machine.simulator import Simulator

    if path.suffix == ".asm":
        from rarslite.asm.mips.assembler import assemble
        from rarslite.machine.mips.machine import MipsMachine

        m = MipsMachine(assemble([str(path)]))
    else:
        from rarslite.asm.riscv import assemble
        from rarslite.machine.riscv.machine import Machine

        m = Machine(assemble([str(path)]))
    m.hart.force_single = single
    checker = attach(m)
    Simulator(m).run(max_steps=2_000_000)
    return checker


@pytest.mark.parametrize("single", [False, True])
@pytest.mark.parametrize("name", sorted(p.name for p in (DATA / "good").iterdir()))
def test_correct_programs_have_no_findings_on_blocks_and_single_steps(name, single):
    assert engine_check(DATA / "good" / name, single).findings == []


@pytest.mark.parametrize("single", [False, True])
@pytest.mark.parametrize("name", ["clobbers.s", "clobbers.asm"])
def test_broken_program_findings_on_blocks_and_single_steps(name: str, single: bool) -> None:
    found = engine_check(DATA / "bad" / name, single)
    got = {(f.kind, f.function, f.register.lstrip("$"), f.line, f.call_line)
           for f in found.findings}  # fmt: skip
    line = 17 if name.endswith(".s") else 16
    assert got == {("callee-saved", "f", "s1", line, line - 12),
                   ("caller-saved", "main", "t0", line - 10, line - 11)}  # fmt: skip
    assert "2 findings" in found.summary()
