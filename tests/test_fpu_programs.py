"""Random floating-point programs recorded under RARS 1.6, replayed through `rarslite rars`.

scripts/oracles/record_fpu_programs.py wrote each program and RARS's exact stdout: every FP
instruction is followed by its destination register and fcsr, so a mismatch points at one
instruction.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

if not hasattr(pytest.importorskip("rarslite.asm.riscv"), "assemble"):
    pytest.skip("the assembler is not there yet", allow_module_level=True)

from rarslite.commands import rars  # noqa: E402

PROGRAMS = sorted((Path(__file__).parent / "data" / "fpu" / "programs").glob("fp_prog_*.s"))


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_program_matches_rars(path, monkeypatch):
    monkeypatch.chdir(path.parent)
    out, err = io.BytesIO(), io.BytesIO()
    code = rars.main(["nc", path.name], stdin=io.BytesIO(), stdout=out, stderr=err)
    assert (code, err.getvalue()) == (0, b"")
    want = path.with_suffix(".out").read_text().splitlines()
    got = out.getvalue().decode().splitlines()
    for i, (g, w) in enumerate(zip(got, want, strict=False)):
        assert g == w, f"output line {i + 1}: got {g!r}, RARS printed {w!r}"
    assert len(got) == len(want)


def test_programs_recorded():
    assert len(PROGRAMS) >= 6
