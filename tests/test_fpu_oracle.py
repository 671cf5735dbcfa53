"""Replay RARS 1.6's recorded floating-point results (tests/data/fpu/rars_*.txt).

The files were produced by scripts/oracles/record_fpu_oracle.py with the real RARS: every line
is one instruction execution with its operands, rounding mode, result bits and raised fflags.
"""

from pathlib import Path

import pytest

from rarslite.machine.riscv.fpu import HAS_RM, OPS

DATA = Path(__file__).parent / "data" / "fpu"
FILES = sorted(DATA.glob("rars_*.txt"))


def _cases(path: Path):
    for line in path.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        rm, a, b, c, result, flags = line.split()
        operands = [int(x, 16) for x in (a, b, c) if x != "-"]
        yield line, int(rm), operands, int(result, 16), int(flags, 16)


def test_recorded_files_cover_every_op():
    recorded = {p.name[len("rars_"):-len(".txt")] for p in FILES}
    spellings = {"fmv.x.s", "fmv.s.x"}  # aliases of fmv.x.w / fmv.w.x
    from rarslite.isa.riscv.table import SPECS_BY_XLEN

    rv64_only = {s.op for s in SPECS_BY_XLEN[64]} - {s.op for s in SPECS_BY_XLEN[32]}
    assert set(OPS) - spellings - rv64_only <= recorded  # RV64: tests/test_rv64_conformance
    assert sum(1 for p in FILES for _ in _cases(p)) > 10000


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name[5:-4])
def test_matches_rars(path):
    name = path.name[len("rars_"):-len(".txt")]
    op = OPS[name]
    failures = []
    for line, rm, operands, result, flags in _cases(path):
        args = operands + [rm] if name in HAS_RM else operands
        got = op(*args)
        if got != (result, flags):
            failures.append(f"{line}  -> got {got[0]:x} {got[1]:x}")
    assert not failures, "\n".join(failures[:20])
