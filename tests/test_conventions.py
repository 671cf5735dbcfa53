"""The calling-convention checker (rarslite/analysis/conventions.py): no findings on correct
programs (tests/data/conventions/good), the exact findings on broken ones (.../bad), on
blocks and on single steps."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.analysis.conventions import attach
from rarslite.machine.simulator import Simulator

DATA = Path(__file__).parent / "data" / "conventions"


def check(path: Path, single: bool = False):
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


@pytest.mark.parametrize("path", sorted((DATA / "good").iterdir()), ids=lambda p: p.name)
def test_correct_programs_have_no_findings(path: Path) -> None:
    assert check(path).findings == []


@pytest.mark.parametrize("single", [False, True])
@pytest.mark.parametrize("name", ["clobbers.s", "clobbers.asm"])
def test_broken_program_findings(name: str, single: bool) -> None:
    found = check(DATA / "bad" / name, single)
    got = {(f.kind, f.function, f.register.lstrip("$"), f.line, f.call_line)
           for f in found.findings}  # fmt: skip
    line = 17 if name.endswith(".s") else 16
    assert got == {("callee-saved", "f", "s1", line, line - 12),
                   ("caller-saved", "main", "t0", line - 10, line - 11)}  # fmt: skip
    assert "2 findings" in found.summary()
