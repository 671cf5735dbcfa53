#!/usr/bin/env python3
"""How fast a run goes with analysis tools connected (they single-step every instruction).

    python3 scripts/bench/tools.py [--runs N] [--single] [--tools LIST] [PROGRAM.s|.asm ...]
                                   (default scripts/bench/programs/riscv/quicksort.s)

Per program: the best CPU time of N in-process runs with no tool, with the Instruction
Counter, with Instruction Statistics, with the Data Cache Simulator, with the Memory Reference
Visualization over static data and over text, and with all four of the first tools, in
millions of instructions per second, and each as a fraction of the tool-free speed
(``--tools`` picks some).
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from rarslite.analysis.bht import BhtSettings, BranchHistoryTable  # noqa: E402
from rarslite.analysis.cache import CacheSettings, DataCache  # noqa: E402
from rarslite.analysis.conventions import CheckOptions, attach  # noqa: E402
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics  # noqa: E402
from rarslite.analysis.headless import branch_outcome  # noqa: E402
from rarslite.analysis.memrefs import MemoryReferences, MemRefSettings, watch_memrefs  # noqa: E402
from rarslite.analysis.observers import watch_data, watch_fetches  # noqa: E402
from rarslite.asm.riscv import assemble  # noqa: E402
from rarslite.commands.common import CliConsole  # noqa: E402
from rarslite.machine.riscv.machine import Machine  # noqa: E402
from rarslite.machine.simulator import Simulator  # noqa: E402

TOOLS = ("none", "count", "stats", "cache", "memrefs", "memtext", "all", "cc", "cache+cc")


class _EveryFetch:
    """A fetch observer that is not a counter: the run single-steps, as every connected
    tool made it do before block counting (``--single``)."""

    def on_fetch(self, pc: int, ins) -> None:
        pass


def connect(m, which: str, isa: str) -> None:
    if which in ("count", "all"):
        watch_fetches(m, InstructionCounter(m.config, isa))
    if which in ("stats", "all"):
        watch_fetches(m, InstructionStatistics(m.config, isa))
    if which == "all":
        watch_fetches(m, BranchHistoryTable(BhtSettings(), branch_outcome(m), m.config))
    if which in ("memrefs", "memtext"):
        base = "text" if which == "memtext" else "static"
        watch_memrefs(m, MemoryReferences(MemRefSettings(base=base), m.config, isa))
    if which in ("cache", "all", "cache+cc"):
        watch_data(m, DataCache(CacheSettings("set", "lru", 16, 4, 2)))
    if which in ("cc", "cache+cc"):  # the calling-convention checker (--cc)
        attach(m, CheckOptions())


def load(path: str):
    """(program, isa): ``.asm`` files are MIPS."""
    if path.endswith(".asm"):
        from rarslite.asm.mips.assembler import assemble as assemble_mips

        return assemble_mips([path]), "mips"
    return assemble([path]), "riscv"


def timed(program, isa: str, which: str, single: bool) -> tuple[float, int]:
    console = CliConsole(stdin=io.BytesIO(), stdout=io.BytesIO())
    if isa == "mips":
        from rarslite.machine.mips.machine import MipsMachine

        m = MipsMachine(program, console=console)
    else:
        m = Machine(program, console=console)
        console.machine = m
    connect(m, which, isa)
    if single and which != "none":
        watch_fetches(m, _EveryFetch())
    t0 = time.process_time()
    Simulator(m).run()
    return time.process_time() - t0, m.steps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*",
                    default=[os.path.join(ROOT, "scripts", "bench", "programs", "riscv",
                                          "quicksort.s")])  # fmt: skip
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--single", action="store_true",
                    help="connected tools single-step every instruction (as before block "
                         "counting: the Instruction Counter, Statistics and text memory "
                         "references now keep translated blocks)")
    ap.add_argument("--tools", default=",".join(TOOLS),
                    help=f"comma-separated, from {', '.join(TOOLS)} (none first, for the ratio)")
    args = ap.parse_args()
    print(f"{'program':<16} {'tools':<6} {'instructions':>12} {'MIPS':>7} {'of free':>8}")
    for path in args.programs:
        program, isa = load(path)
        free = None
        for which in args.tools.split(","):
            best, n = min(timed(program, isa, which, args.single) for _ in range(args.runs))
            mips = n / best / 1e6
            free = free or mips
            print(f"{os.path.basename(path):<16} {which:<6} {n:>12,} {mips:>7.2f} "
                  f"{mips / free:>7.1%}")


if __name__ == "__main__":
    main()
