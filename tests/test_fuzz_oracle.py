"""Generated programs (tests/fuzz/gen.py) against the real simulators, without Java: RARS
1.6's and MARS 4.5's output and register dumps at several step limits, recorded by
scripts/oracles/record_fuzz_oracle.py into tests/data/fuzz_oracle/, must come out of `rarslite rars`
and `rarslite mars` byte for byte."""

from __future__ import annotations

import io
import json
import os
import sys

import pytest

from rarslite.commands import mars, rars

DATA = os.path.join(os.path.dirname(__file__), "data", "fuzz_oracle")


def _cases() -> list[tuple[str, str, int]]:
    out = []
    for isa in ("riscv", "mips"):
        path = os.path.join(DATA, isa, "cases.json")
        if os.path.exists(path):
            with open(path) as fh:
                for name, runs in sorted(json.load(fh).items()):
                    out += [(isa, name, k) for k in range(len(runs))]
    return out


CASES = _cases()


def test_recordings_are_present():
    for isa in ("riscv", "mips"):
        assert sum(1 for i, _, k in CASES if i == isa and k == 0) >= 40, isa


def _run(isa: str, args: list[str], cwd: str) -> tuple[str, str, int]:
    old = os.getcwd()
    out, err = io.BytesIO(), io.BytesIO()
    os.chdir(cwd)
    try:
        if isa == "riscv":
            rc = rars.main(args, stdin=io.BytesIO(), stdout=out, stderr=err)
        else:
            saved = sys.stdout, sys.stderr, sys.stdin
            wout = io.TextIOWrapper(out, encoding="utf-8", newline="")
            werr = io.TextIOWrapper(err, encoding="utf-8", newline="")
            sys.stdout, sys.stderr, sys.stdin = wout, werr, io.StringIO("")
            try:
                rc = mars.main(args)
            finally:
                wout.flush()
                werr.flush()
                wout.detach()
                werr.detach()
                sys.stdout, sys.stderr, sys.stdin = saved
    finally:
        os.chdir(old)
    return out.getvalue().decode("utf-8", "replace"), err.getvalue().decode("utf-8",
                                                                          "replace"), rc


@pytest.mark.parametrize(("isa", "name", "k"), CASES,
                         ids=[f"{i}-{n}-{k}" for i, n, k in CASES])  # fmt: skip
def test_generated_program_as_the_jar_ran_it(isa: str, name: str, k: int):
    folder = os.path.join(DATA, isa)
    with open(os.path.join(folder, "cases.json")) as fh:
        exp = json.load(fh)[name][k]
    out, err, rc = _run(isa, exp["args"], folder)
    here = os.path.abspath(folder)  # the jars print the program's absolute path
    assert out == exp["stdout"].replace("{FOLDER}", here)
    assert err == exp["stderr"].replace("{FOLDER}", here)
    assert rc == exp["rc"]
