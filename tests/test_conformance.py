"""The shared RARS 1.6 conformance suite through `rarslite rars` (must pass 100%).

Runs ``../shared/conformance/check.py -- python -m rarslite rars``: every test program with its
RARS options, comparing stdout, exit status and (where pinned) stderr byte for byte.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHECK = ROOT.parent / "shared" / "conformance" / "check.py"


@pytest.mark.skipif(not CHECK.is_file(), reason=f"conformance suite not found at {CHECK}")
def test_rars_conformance_suite(tmp_path: Path) -> None:
    if not hasattr(pytest.importorskip("rarslite.asm.riscv"), "assemble"):
        pytest.skip("the assembler is not there yet")
    proc = subprocess.run(
        [sys.executable, str(CHECK), "--", sys.executable, "-m", "rarslite", "rars"],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # (ec_file writes a file in the working directory)
        timeout=1800,
    )
    failures = [line for line in proc.stdout.splitlines() if line.startswith("FAIL")]
    summary = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr
    assert proc.returncode == 0 and not failures, summary + "\n" + "\n".join(failures)
    assert summary.endswith(" passed, 0 failed")
