"""RARS 1.6's address-range and segment dumps, recorded from the jar
(scripts/oracles/record_rars_dumps.py, tests/data/cli_rars/dumps/), replayed through
`rarslite rars`: stdout, stderr, exit status and the dump file's bytes (or its absence) must be
identical."""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

import pytest

from rarslite.commands import rars

DATA = Path(__file__).parent / "data" / "cli_rars" / "dumps"


def _cases() -> list[tuple[str, int]]:
    out = []
    for path in sorted(DATA.glob("*.expected.json")):
        name = path.name[: -len(".expected.json")]
        out += [(name, k) for k in range(len(json.loads(path.read_text())))]
    return out


CASES = _cases()


def test_suite_covers_the_rules() -> None:
    assert len(CASES) >= 20
    runs = [json.loads(p.read_text()) for p in DATA.glob("*.expected.json")]
    results = [r for rs in runs for r in rs]
    # files written, nothing written (each message), every format
    assert sum(r["dump"] is not None for r in results) >= 10
    for text in ("nothing to dump", "Could not access address", "is invalid", "was not found"):
        assert any(text in r["stdout"] for r in results), text
    formats = {a for r in results for a in r["args"]}
    assert {"HexText", "BinaryText", "Binary", "AsciiText", "HEX", "SegmentWindow"} <= formats


def run_case(name: str, k: int, tmp_path: Path) -> tuple[dict, dict]:
    """(expected, actual) for run ``k`` of ``name``, in the data folder as recorded."""
    exp = json.loads((DATA / f"{name}.expected.json").read_text())[k]
    dump = str(tmp_path / "dump.out")
    argv = [a.replace("{FILE}", f"{name}.s").replace("{OUT}", dump) for a in exp["args"]]
    out, err = io.BytesIO(), io.BytesIO()
    old = os.getcwd()
    os.chdir(DATA)
    try:
        rc = rars.main(argv, stdin=io.BytesIO(exp["stdin"].encode()), stdout=out, stderr=err)
    finally:
        os.chdir(old)

    def text(data: bytes) -> str:
        return data.decode("utf-8", "replace").replace(dump, "{OUT}").replace(str(DATA), "{DIR}")

    got = {"stdout": text(out.getvalue()), "stderr": text(err.getvalue()), "rc": rc,
           "dump": Path(dump).read_bytes().decode("latin-1") if os.path.exists(dump) else None}
    return exp, got


@pytest.mark.parametrize(("name", "k"), CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_dump_matches_rars(name: str, k: int, tmp_path: Path) -> None:
    exp, got = run_case(name, k, tmp_path)
    assert got["stdout"] == exp["stdout"]
    assert got["stderr"] == exp["stderr"]
    assert got["rc"] == exp["rc"]
    assert got["dump"] == exp["dump"]


if __name__ == "__main__":  # pragma: no cover - `python tests/test_dumps_rars.py` lists diffs
    sys.exit(pytest.main([__file__, "-q"]))
