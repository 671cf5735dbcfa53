#!/usr/bin/env python3
"""How fast a run goes with analysis tools connected (they single-step every instruction).

    python3 scripts/bench_tools.py [--runs N] [PROGRAM.s ...]   (default ../shared/bench/matmul.s)

Per program: the best CPU time of N in-process runs with no tool, with the Instruction
Counter, with the Data Cache Simulator, and with all four tools, in millions of instructions
per second, and each as a fraction of the tool-free speed.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from rarslite.asm.riscv import assemble  # noqa: E402
from rarslite.commands.common import CliConsole  # noqa: E402
from rarslite.machine.riscv.machine import Machine  # noqa: E402
from rarslite.machine.simulator import Simulator  # noqa: E402
from rarslite.tools.bht import BhtSettings, BranchHistoryTable, riscv_taken  # noqa: E402
from rarslite.tools.cache import CacheSettings, DataCache  # noqa: E402
from rarslite.tools.counts import InstructionCounter, InstructionStatistics  # noqa: E402
from rarslite.tools.observers import watch_data, watch_fetches  # noqa: E402


def connect(m: Machine, which: str) -> None:
    if which in ("count", "all"):
        watch_fetches(m, InstructionCounter(m.config))
    if which == "all":
        watch_fetches(m, InstructionStatistics(m.config))
        watch_fetches(m, BranchHistoryTable(BhtSettings(), riscv_taken(m), m.config))
    if which in ("cache", "all"):
        watch_data(m, DataCache(CacheSettings("set", "lru", 16, 4, 2)))


def timed(program, which: str) -> tuple[float, int]:
    console = CliConsole(stdin=io.BytesIO(), stdout=io.BytesIO())
    m = Machine(program, console=console)
    console.machine = m
    connect(m, which)
    t0 = time.process_time()
    Simulator(m).run()
    return time.process_time() - t0, m.fetches


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*",
                    default=[os.path.join(ROOT, "..", "shared", "bench", "matmul.s")])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    print(f"{'program':<16} {'tools':<6} {'instructions':>12} {'MIPS':>7} {'of free':>8}")
    for path in args.programs:
        program = assemble([path])
        free = None
        for which in ("none", "count", "cache", "all"):
            best, n = min(timed(program, which) for _ in range(args.runs))
            mips = n / best / 1e6
            free = free or mips
            print(f"{os.path.basename(path):<16} {which:<6} {n:>12,} {mips:>7.2f} "
                  f"{mips / free:>7.1%}")


if __name__ == "__main__":
    main()
