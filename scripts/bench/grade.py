"""Benchmark of `rarslite grade`: N submissions x 10 console tests (default 200 x 10).

The submissions are copies of the RISC-V sum lab's right and wrong answers
(tests/data/grade/rv/submissions, made whole by tests/grade_support.py; ``--mips``: the
MIPS lab's), one in ten wrong; each test
feeds 20-60 numbers and checks the printed sum. Prints the wall time, the load average
before and after (the machine is shared: a loaded one is slower), and the grades' summary.

    python scripts/bench/grade.py [--submissions 200] [--jobs N] [--mips] [--loops K]

``--loops K`` makes K of the submissions loop forever (each costs its step limit).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def build(folder: str, n: int, mips: bool, loops: int) -> str:
    rng = random.Random(32)
    names = ["main.asm", "sum.asm"] if mips else ["main.s", "sum.s"]
    lines = [f'name = "bench"\nsubmission = {names!r}\nisa = "{"mips" if mips else "rv32"}"\n'
             "timeout = 10\nmax_steps = 2_000_000\n"]
    for t in range(10):
        values = [rng.randint(-1000, 1000) for _ in range(rng.randint(20, 60))]
        stdin = "\\n".join(map(str, [len(values), *values])) + "\\n"
        lines.append(f'[[test]]\nname = "sum {t}"\nstdin = "{stdin}"\n'
                     f'stdout = "{sum(values)}\\n"\n')
    tests = os.path.join(folder, "tests.toml")
    with open(tests, "w") as fh:
        fh.write("\n".join(lines))
    from grade_support import materialize

    kinds = materialize("mips" if mips else "rv", os.path.join(folder, "kinds"),
                        ["right", "wrong", "loop"])
    subs = os.path.join(folder, "submissions")
    for k in range(n):
        kind = "loop" if k < loops else "wrong" if k % 10 == 9 else "right"
        shutil.copytree(kinds[kind], os.path.join(subs, f"s{k:03d}"))
    return tests


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--submissions", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--mips", action="store_true")
    ap.add_argument("--loops", type=int, default=0)
    args = ap.parse_args()
    sys.path[:0] = [os.path.join(HERE, "..", ".."), os.path.join(HERE, "..", "..", "tests")]
    from rarslite.commands import grade

    with tempfile.TemporaryDirectory() as folder:
        tests = build(folder, args.submissions, args.mips, args.loops)
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        start = time.monotonic()
        grade.main([tests, os.path.join(folder, "submissions"), "-q", "--jobs",
                    str(args.jobs), "--csv", os.path.join(folder, "book.csv")])
        seconds = time.monotonic() - start
        after = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    n = args.submissions * 10
    print(f"{args.submissions} submissions x 10 console tests ({'MIPS' if args.mips else 'RISC-V'}"
          f", {args.jobs} jobs): {seconds:.1f} s, {1000 * seconds / n:.1f} ms a test; "
          f"load average {load:.1f} before, {after:.1f} after ({os.cpu_count()} CPUs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
