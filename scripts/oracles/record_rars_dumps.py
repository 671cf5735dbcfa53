"""Record RARS 1.6's address-range dumps for the RARS dump conformance cases (needs Java;
tests do not).

    python scripts/oracles/record_rars_dumps.py --rars /work/oracle/rars.jar [NAME.s ...]

Each ``tests/data/cli_rars/dumps/*.s`` declares its runs as ``# RUN: ARGS...`` header lines
(``{FILE}`` the program, ``{OUT}`` the dump file) with optional ``# STDIN: text``, exactly as
the MIPS suite does (scripts/oracles/record_mars.py, whose recorder this reuses); the results go to
``NAME.expected.json`` (stdout, stderr, exit status, the dump file's bytes or null).
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from record_mars import record_folder  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "data", "cli_rars", "dumps")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rars", required=True, help="the RARS 1.6 jar")
    ap.add_argument("only", nargs="*", help="record only these programs")
    a = ap.parse_args()
    record_folder(a.rars, DATA, ".s", a.only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
