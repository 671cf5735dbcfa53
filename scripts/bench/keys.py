#!/usr/bin/env python3
"""Time headless scripted-key runs (`rarslite run --kdmmio --keys`), in process.

    python3 scripts/bench/keys.py [--single]

Per run it prints instructions, CPU seconds of simulation and MIPS: the checkers game
black_wins (interrupt-driven, 249 keys), the four key-readiness pattern programs
(tests/data/kdmmio/patterns), and a silent computing loop with and without the key feeder
(its checks every 1000 instructions, exact only near a possible end of the run). ``--single``
also times each run on the single-step path (the two must end at the same instruction).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)

LOOP = """
main:   li      t0, 4000000
loop:   addi    t1, t1, 3
        addi    t0, t0, -1
        bnez    t0, loop
        li      a7, 10
        ecall
"""


def run(path: str, argv: list[str] | None, single: bool) -> tuple[int, float, str]:
    from rarslite.asm.riscv import assemble
    from rarslite.devices import headless
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    m = Machine(assemble([path]), console=BufferConsole())
    m.hart.force_single = single
    if argv is not None:
        p = argparse.ArgumentParser()
        headless.add_arguments(p)
        headless.attach(m, p.parse_args(argv), stdout=io.StringIO(), stderr=io.StringIO())
    t = time.process_time()
    reason = Simulator(m).run(max_steps=50_000_000)
    return m.instret, time.process_time() - t, reason


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--single", action="store_true", help="also time single-step runs")
    args = ap.parse_args()
    cases: list[tuple[str, str, list[str] | None]] = []
    checkers = json.load(open(os.path.join(ROOT, "tests/test_checkers_rars_screens.json")))
    keys = next(s["keys"] for s in checkers["scenarios"] if s["name"] == "black_wins")
    game = os.path.join(ROOT, "resources/examples/checkers/checkers.s")
    cases.append(("checkers black_wins", game,
                  ["--display", "40x22", "--idle", "3000", "--keys", keys]))  # fmt: skip
    patterns = os.path.join(ROOT, "tests/data/kdmmio/patterns")
    for s in json.load(open(os.path.join(patterns, "rars_screens.json")))["scenarios"]:
        cases.append((s["name"], os.path.join(patterns, s["program"]),
                      ["--display", s["display"], "--keys", s["keys"], "--idle", "20000",
                       "--quiet", "300000"]))  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        loop = os.path.join(tmp, "loop.s")
        with open(loop, "w") as f:
            f.write(LOOP)
        cases.append(("loop, no device", loop, None))
        cases.append(("loop, --kdmmio (feeder)", loop, ["--kdmmio", "--quiet", "100000000"]))
        print(f"{'run':28} {'instructions':>12} {'seconds':>8} {'MIPS':>6}  end")
        for name, path, argv in cases:
            n, sec, reason = run(path, argv, False)
            print(f"{name:28} {n:12,} {sec:8.3f} {n / sec / 1e6:6.2f}  {reason}")
            if args.single:
                n2, sec2, reason2 = run(path, argv, True)
                same = "same end" if (n2, reason2) == (n, reason) else "DIFFERENT END"
                print(f"{'  single-step':28} {n2:12,} {sec2:8.3f} {n2 / sec2 / 1e6:6.2f}  {same}")


if __name__ == "__main__":
    main()
