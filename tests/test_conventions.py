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


@pytest.mark.parametrize(("name", "dollar"), [("mips_sp_and_s0.asm", "$"), ("sp_and_s0.s", "")])
def test_stack_pointer_and_s0_not_restored(name, dollar):
    got = {(f["kind"], f["register"], f["function"], f["line"], f["old"] - f["new"])
           for f in findings(DATA / "bad" / name)}  # fmt: skip
    assert got == {("sp", dollar + "sp", "f", 12, 4), ("callee-saved", dollar + "s0", "f", 12, -93)}


def test_the_summary_lists_each_finding_with_its_file_and_line():
    code, out, err = run("--cc", str(DATA / "bad" / "callee_saved.s"))
    assert out == "104"  # the program's own output is untouched
    assert "Calling conventions: 1 finding (1 callee-saved)" in err
    assert "callee_saved.s:13: f does not restore callee-saved s1" in err


def test_without_cc_nothing_is_said():
    code, out, err = run(str(DATA / "bad" / "callee_saved.s"))
    assert "onvention" not in err


def engine_check(path: Path, single: bool = False, **options):
    """The checker attached to a machine (the engine API the app and the grader use);
    ``options``: CheckOptions' (strict, save_all)."""
    from rarslite.analysis.conventions import CheckOptions, attach
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
    checker = attach(m, CheckOptions(**options))
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


def exact(found) -> set[tuple]:
    """(kind, function, register without $, line, call line) of each finding."""
    return {(f.kind, f.function, f.register.lstrip("$"), f.line, f.call_line) for f in found}


@pytest.mark.parametrize("single", [False, True])
@pytest.mark.parametrize("name", ["kinds.s", "kinds.asm"])
def test_each_kind_of_finding_in_its_function(name: str, single: bool) -> None:
    """The same program in both ISAs (the same lines): a return 4 bytes past the call's
    address, calls with sp misaligned and above its entry value; --cc-strict adds a read
    of t2 its callee left alone, --cc-save-all a saved s1 the function never writes."""
    path = DATA / "bad" / name
    always = {("return-address", "skip", "", 16, 5), ("sp", "odd", "sp", 20, 7),
              ("sp", "above", "sp", 28, 8)}  # fmt: skip
    strict = ("caller-saved", "main", "t2", 11, 10)
    lazy = ("save-all", "lazy", "s1", 43, 12)
    assert exact(engine_check(path, single).findings) == always
    assert exact(engine_check(path, single, strict=True).findings) == always | {strict}
    assert exact(engine_check(path, single, save_all=True).findings) == always | {lazy}
    found = engine_check(path, single, strict=True, save_all=True)
    assert exact(found.findings) == always | {strict, lazy}
    by_kind = {f.kind: f for f in found.findings}
    ret = by_kind["return-address"]
    assert (ret.old, ret.new) == (0x00400008, 0x0040000C)  # the call's return, where it went
    assert ret.message == "skip returns to 0x0040000c, not to the address after its call " \
        "(0x00400008, line 5)"  # fmt: skip
    odd, above = sorted((f for f in found.findings if f.kind == "sp"), key=lambda f: f.line)
    assert odd.new == 0x7FFFEFF2 and odd.message.endswith("not a multiple of 4")
    assert (above.old, above.new) == (0x7FFFEFFC, 0x7FFFF004)
    assert "above its value at entry (0x7fffeffc)" in above.message
    assert "(this callee leaves it alone, but another may not)" in by_kind["caller-saved"].message
    assert by_kind["save-all"].message.endswith("never writes it (no need to save it)")


@pytest.mark.parametrize("single", [False, True])
@pytest.mark.parametrize(("name", "function", "line"), [
    ("handler.s", "handler", 20), ("handler.asm", "the handler at 0x80000180", 18)])
def test_a_handler_that_changes_a_register_it_may_not(name, function, line, single):
    """RISC-V: a utvec handler keeping t0 in uscratch but not t1; MIPS: a .ktext handler that
    may change $k0/$k1 (it does) but also changes $t1."""
    found = engine_check(DATA / "bad" / name, single, strict=True, save_all=True).findings
    assert exact(found) == {("handler", function, "t1", line, 7 if name.endswith(".s") else 6)}
    (f,) = found
    assert (f.old, f.new, f.return_line) == (5, 9, line)
    assert "changes " + f.register + ": 0x00000005 when it was entered, 0x00000009 at its " \
        "return" in f.message  # fmt: skip


def test_run_cc_strict_and_save_all_on_the_command_line():
    strict = findings(DATA / "bad" / "kinds.s", "--cc-strict")
    assert {f["kind"] for f in strict} == {"return-address", "sp", "caller-saved"}
    both = findings(DATA / "bad" / "kinds.asm", "--cc-save-all", "--cc-strict")
    assert [f["kind"] for f in both].count("save-all") == 1
    assert len(both) == 5
