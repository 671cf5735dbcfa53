"""The MIPS conformance suite: MARS 4.5's recorded outputs (scripts/oracles/record_mars.py) must be
reproduced byte for byte by `rarslite mars` (stdout, stderr, exit status, dump files)."""

from __future__ import annotations

import pytest

from tests.mars_harness import cases, run_case

CASES = cases()


def test_suite_is_present() -> None:
    assert len(CASES) >= 20


@pytest.mark.parametrize(("name", "k"), CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_case(name: str, k: int) -> None:
    exp, got = run_case(name, k)
    assert got["stdout"] == exp["stdout"]
    if exp["stderr"].startswith("Exception in thread"):
        # MARS's simulator thread died of a Java exception; rarslite says what happened in one
        # line instead of reproducing a Java stack trace
        assert got["stderr"].startswith("rarslite mars: ") and got["stderr"].count("\n") == 1
    else:
        assert got["stderr"] == exp["stderr"]
    assert got["rc"] == exp["rc"]
    assert got["dump"] == exp["dump"]
