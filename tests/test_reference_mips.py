"""Help's MIPS reference: generated from MARS's tables, every row described, every example
accepted by the MIPS assembler."""

from __future__ import annotations

import pytest

from rarslite.asm.errors import AsmErrors
from rarslite.asm.mips.assembler import assemble
from rarslite.isa.mips.pseudo import PSEUDO_ROWS
from rarslite.isa.mips.table import SPECS
from rarslite.reference import build
from rarslite.reference.mips import reference_tables as mips_tables

SECTIONS = {s.title: s for s in build(mips_tables())}


def accepts(line: str) -> bool:
    text = f".text\nlabel:\ntarget:\n    {line}\n"
    try:
        assemble(["ref.asm"], texts={"ref.asm": text})
    except AsmErrors:
        return False
    return True


def test_every_table_row_is_listed_and_described():
    instructions = SECTIONS["Instructions"].entries
    assert [e.name for e in instructions] == [s.op for s in SPECS]
    assert all(e.description for e in instructions)
    assert len(SECTIONS["Pseudo-instructions"].entries) == len(PSEUDO_ROWS)
    assert all(e.description for e in SECTIONS["Pseudo-instructions"].entries)


@pytest.mark.parametrize("entry", SECTIONS["Instructions"].entries, ids=lambda e: e.name)
def test_instruction_examples_assemble(entry):
    assert accepts(entry.example), entry.example


def test_pseudo_examples_assemble_and_expansions_name_the_operands():
    rejected = [e.example for e in SECTIONS["Pseudo-instructions"].entries
                if not accepts(e.example)]
    assert rejected == []
    rows = {e.example: e.detail for e in SECTIONS["Pseudo-instructions"].entries}
    assert rows["not $t1,$t2"] == "nor $t1,$t2,$0"
    assert rows["add $t1,$t2,-100"] == "addi $t1,$t2,lo(-100)"


def test_syscalls_and_directives():
    calls = {e.name: e for e in SECTIONS["System calls"].entries}
    assert calls["4 print string"].example == "li $v0, 4; syscall"
    assert {"10 exit", "17 exit2", "51 InputDialogInt", "42 random int range"} <= set(calls)
    directives = {e.name for e in SECTIONS["Directives"].entries}
    from rarslite.asm.mips.assembler import DIRECTIVES

    assert directives == set(DIRECTIVES)
