#!/usr/bin/env python3
"""Record RARS 1.6 on the exactness regression programs (needs Java and a RARS jar; by hand).

    python3 scripts/oracles/record_exactness.py [--jar /work/oracle/rars.jar]

For every ``tests/data/exactness/*.s`` and step limit in ``LIMITS`` (None: unlimited) this
runs ``java -jar rars.jar nc ic [N] x1 ... x31 NAME.s`` and writes RARS's stdout and exit
status into ``tests/data/exactness/rars.json``; tests/test_exactness_regressions.py replays
them through ``rarslite rars`` without Java.
"""

from __future__ import annotations

import argparse
import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "exactness"
LIMITS = [None, 1, 2, 3, 4, 5, 7, 8, 13, 21, 34, 57, 100, 137, 200, 333, 1000, 100000]
REGS = [f"x{i}" for i in range(1, 32)]


def args(limit: int | None, name: str) -> list[str]:
    """The command-line arguments after ``rars.jar`` (the same for ``rarslite rars``)."""
    return ["nc", "ic", *([str(limit)] if limit else []), *REGS, name]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jar", default="/work/oracle/rars.jar")
    opts = ap.parse_args()
    out: dict[str, dict[str, dict]] = {}
    for prog in sorted(DATA.glob("*.s")):
        runs = out.setdefault(prog.name, {})
        for limit in LIMITS:
            p = subprocess.run(["java", "-jar", opts.jar, *args(limit, prog.name)], cwd=DATA,
                               capture_output=True, timeout=120)  # fmt: skip
            runs[str(limit or 0)] = {"out": p.stdout.decode(), "code": p.returncode}
    (DATA / "rars.json").write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
