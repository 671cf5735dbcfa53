"""Differential fuzzing of the engine for as long as you like (tests/fuzz/).

    scripts/fuzz_engine.py --seconds 1800 [--isa riscv|mips] [--seed S]
    scripts/fuzz_engine.py --isa riscv --seed S --case K      (one case again, shrunk)

Each case is a generated program, a machine configuration (RV64, MIPS delayed branching,
smc, devices, analysis tools) and an execution mode (Go, step limits, the GUI's slices,
single steps, breakpoints, backstep after Go), compared with the single-step reference.
Prints the programs run per ISA and mode, and each failure with its program (shrunk) and
the command that reproduces it. Exit status 1 if anything failed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from tests.fuzz.campaign import Tally, case, report, run_case, shrink_failure  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=60.0, help="how long to run (default 60)")
    p.add_argument("--isa", choices=["riscv", "mips", "both"], default="both")
    p.add_argument("--seed", type=int, default=int(time.time()) % 100000)
    p.add_argument("--case", type=int, help="run only this case (and shrink it if it fails)")
    p.add_argument("--size", type=int, default=28, help="statements per program (default 28;"
                   " the CI gate uses 16)")
    p.add_argument("--start", type=int, default=0, help="first case number")
    p.add_argument("--no-shrink", action="store_true", help="report failures as generated")
    p.add_argument("--max-failures", type=int, default=20, help="stop after this many")
    a = p.parse_args(argv)
    isas = ["riscv", "mips"] if a.isa == "both" else [a.isa]
    tally = Tally()
    if a.case is not None:
        for isa in isas:
            c = case(isa, a.seed, a.case, size=a.size)
            f = run_case(c)
            tally.add(c, f)
            if f is None:
                print(f"{isa} seed {a.seed} case {a.case}: passes ({c.mode.name}, "
                      f"[{c.cfg.describe()}])")  # fmt: skip
            else:
                print(report(c, f, None if a.no_shrink else shrink_failure(c)), flush=True)
        return 1 if tally.failures else 0
    print(f"seed {a.seed}, {a.seconds:g} s, {', '.join(isas)}", flush=True)
    end = time.monotonic() + a.seconds
    k = a.start
    while time.monotonic() < end and len(tally.failures) < a.max_failures:
        for isa in isas:
            c = case(isa, a.seed, k, size=a.size)
            f = run_case(c)
            tally.add(c, f)
            if f is not None:
                print(report(c, f, None if a.no_shrink else shrink_failure(c)), flush=True)
        k += 1
    print(summary(tally))
    return 1 if tally.failures else 0


def summary(t: Tally) -> str:
    lines = []
    for isa in sorted({i for i, _ in t.programs}):
        per = {m: n for (i, m), n in sorted(t.programs.items()) if i == isa}
        fails = sum(1 for c, _ in t.failures if c.isa == isa)
        lines.append(f"{isa}: {sum(per.values())} programs, {fails} failed; modes: "
                     + ", ".join(f"{m} {n}" for m, n in per.items()))
        conf = {w: n for (i, w), n in sorted(t.configs.items()) if i == isa}
        lines.append("  configs: " + ", ".join(f"{w} {n}" for w, n in conf.items()))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
