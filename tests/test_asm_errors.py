"""Error and warning messages, with their line and column, exactly as RARS 1.6 prints them.

Each ``tests/data/asm_errors/NAME.s`` was assembled once by RARS (``nc a NAME.s``; programs
named ``np_*`` with ``np``) and its output stored as ``NAME.out`` (folder path removed).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.asm.riscv import AsmErrors, assemble, assemble_text, format_rars

ERRORS = Path(__file__).resolve().parent / "data" / "asm_errors"


@pytest.mark.parametrize("name", sorted(p.stem for p in ERRORS.glob("*.s")))
def test_messages_equal_rars(name, monkeypatch):
    monkeypatch.chdir(ERRORS)
    expected = (ERRORS / f"{name}.out").read_text()
    try:
        prog = assemble([f"{name}.s"], allow_pseudo=not name.startswith("np_"))
    except AsmErrors as e:
        assert format_rars(e.messages, errors=True) == expected
    else:
        assert format_rars(prog.warnings, errors=False) == expected


def test_error_fields_for_the_gui():
    with pytest.raises(AsmErrors) as e:
        assemble_text(".text\nmain:\n\taddi t0, t0, 5000\n", "/x/prog.s")
    (m,) = e.value.errors
    assert (m.kind, m.file, m.line, m.column) == ("error", "/x/prog.s", 3, 15)
    assert m.source_line == "\taddi t0, t0, 5000"
    assert "out of range" in m.message and "-2048..2047" in m.hint


def test_macro_error_names_use_and_definition_lines():
    src = ".macro m(%r)\naddi %r, %r, 5000\n.end_macro\nnop\nm(t0)\n"
    with pytest.raises(AsmErrors) as e:
        assemble_text(src, "p.s")
    (m,) = e.value.errors
    assert (m.line, m.macro_line) == (2, 5)
    assert m.source_line == "addi t0, t0, 5000"  # as expanded: the column points into it
    assert m.rars_text().startswith("Error in p.s line 5->2 column 14:")


def test_all_errors_mode_reports_pass2_problems_too():
    src = ".text\naddi t0, t0, 5000\nj nowhere\nlw t0, missing\n"
    with pytest.raises(AsmErrors) as e:
        assemble_text(src, "p.s", extended=True)
    assert [m.line for m in e.value.errors] == [2, 3, 4]
    with pytest.raises(AsmErrors) as e:
        assemble_text(src, "p.s")  # RARS's way: pass 2 is never reached
    assert [m.line for m in e.value.errors] == [2]


def test_warnings_of_a_successful_assembly_and_werror():
    src = ".data\n.byte 300\n"
    prog = assemble_text(src, "w.s")
    (w,) = prog.warnings
    assert (w.kind, w.line, w.column) == ("warning", 2, 7)
    with pytest.raises(AsmErrors):
        assemble_text(src, "w.s", warnings_are_errors=True)


def test_error_limit():
    src = ".text\n" + "foo\n" * 250
    with pytest.raises(AsmErrors) as e:
        assemble_text(src, "many.s")
    msgs = e.value.errors
    assert len(msgs) == 201
    assert msgs[-1].message == "Error Limit of 200 exceeded."


def test_unreadable_file_is_an_error(tmp_path):
    with pytest.raises(AsmErrors) as e:
        assemble([str(tmp_path / "missing.s")])
    assert e.value.errors[0].message == "cannot read the file: No such file or directory"


@pytest.mark.parametrize(
    "src,hint",
    [
        (".data\nw: .word 1\n.text\nsw t0, w", "sw needs a temporary register"),
        ("csrw uscratch, t0", "RARS wants the register first"),
        ("add t0, t1, x33", "x0..x31"),
        ("L: beq t0, t1, 12", "must be labels"),
        ("s1: nop", "cannot be a label"),
        ("a: b: nop", "only one label"),
        ("x: nop\nx: nop", "first defined on line 1"),
        (".macro m(%a)\n.end_macro\nm", "defined with 1 argument(s)"),
        ("addi t0, t0, 5000", "-2048..2047"),
        ("ad t0, t0, t1", "did you mean"),
        ("nop ; comment", "comments start with #"),
        ("li t0, 0b1", "no binary literals"),
        ("la t0, here+4\nhere: nop", "no label arithmetic"),
        ('.data\n.asciz "a', "closing"),
    ],
)
def test_hints_for_people(src, hint):
    with pytest.raises(AsmErrors) as e:
        assemble_text(src, "h.s")
    assert hint in e.value.errors[0].hint, e.value.errors[0]
