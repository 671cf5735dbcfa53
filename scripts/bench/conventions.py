#!/usr/bin/env python3
"""How fast a run goes with the calling-convention checker connected, next to the
Instruction Counter (the issue's bar: at least the counter's speed).

    python3 scripts/bench/conventions.py [--runs N] [--rounds R] [--all] [--modes M,...]
                                         [PROGRAM.s|.asm ...]

Per program: the best CPU time of N in-process runs (the modes taken in turn, N rounds, so
that a busy moment of the machine weighs on all of them alike) with no tool, with the Instruction
Counter, with the checker (``--cc``: on the native core when it is built, docs/native.md),
with both (``cc+count``: the core counts and checks in the same runs), with the checker on
the pure-Python engine (``cc-py``: a child process with ``RARSLITE_NATIVE=0``), with
``--cc-strict --cc-save-all``, in millions of instructions per second, and each speed as a
fraction of the counter's. The default programs are the call-heavy benchmarks of both
instruction sets (recursion: a call or return every few instructions, the checker's worst
case), one of them written for MIPS delayed branching (``programs/mips_delayed/``, run with
it on), and a loop-heavy one; ``--all`` runs every benchmark program of both (``--modes
none,count,cc`` for the core alone) and ends with the geometric mean and the lowest of the
checker's speed as a fraction of the counter's. With ``--rounds R`` each program is
measured R times and each fraction is the rounds' median, its lowest and highest after it
(docs/conventions.md's table: ``--all --rounds 6``).
"""

from __future__ import annotations

import argparse
import glob
import io
import math
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from speed import MIPS_DELAYED_DIR, bench_name, calibration, delayed  # noqa: E402  (this folder's)

from rarslite.analysis.conventions import CheckOptions, attach  # noqa: E402
from rarslite.analysis.counts import InstructionCounter  # noqa: E402
from rarslite.analysis.observers import watch_fetches  # noqa: E402
from rarslite.commands.common import CliConsole  # noqa: E402
from rarslite.machine.simulator import Simulator  # noqa: E402

RISCV = ("ackermann.s", "hanoi.s", "quicksort.s")
MIPS = ("fib_recursive.asm", "ackermann.asm", "hanoi.asm", "sieve.asm")
HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = [os.path.join(HERE, "programs", "riscv", name) for name in RISCV] + \
           [os.path.join(HERE, "programs", "mips", name) for name in MIPS] + \
           [os.path.join(MIPS_DELAYED_DIR, "fib_recursive.asm")]  # fmt: skip
MODES = ("none", "count", "cc", "cc+count", "cc-py", "cc-all")


def load(path: str):
    """(program, isa): ``.asm`` files are MIPS."""
    if path.endswith(".asm"):
        from rarslite.asm.mips.assembler import assemble

        return assemble([path]), "mips"
    from rarslite.asm.riscv import assemble

    return assemble([path]), "riscv"


def timed(program, isa: str, mode: str, db: bool = False) -> tuple[float, int, int]:
    """(CPU seconds, instructions, findings) of one run (``db``: MIPS's delayed branching
    on)."""
    console = CliConsole(stdin=io.BytesIO(), stdout=io.BytesIO())
    if isa == "mips":
        from rarslite.machine.mips.machine import MipsMachine

        m = MipsMachine(program, console=console)
        m.hart.db = db
    else:
        from rarslite.machine.riscv.machine import Machine

        m = Machine(program, console=console)
        console.machine = m
    checker = None
    if mode in ("count", "cc+count"):
        watch_fetches(m, InstructionCounter(m.config, isa))
    if mode.startswith("cc"):
        options = CheckOptions(strict=mode == "cc-all", save_all=mode == "cc-all")
        checker = attach(m, options)
    t0 = time.process_time()
    Simulator(m).run()
    return time.process_time() - t0, m.steps, len(checker.findings) if checker else 0


def speeds(path: str, program, isa: str, modes: list[str],
           runs: int) -> dict[str, tuple[float, int, int]]:  # fmt: skip
    """Each mode's (M instructions/s, instructions, findings), the best of ``runs`` rounds
    in which every mode runs once, in turn."""
    best: dict[str, tuple[float, int, int]] = {}
    for _ in range(runs):
        for mode in modes:
            if mode == "cc-py":  # the pure-Python engine: a process of its own
                out = subprocess.run([sys.executable, __file__, "--runs", "1", "--one", "cc",
                                      path], env={**os.environ, "RARSLITE_NATIVE": "0"},
                                     check=True, capture_output=True, text=True).stdout.split()
                run = (float(out[0]), int(out[1]), int(out[2]))
            else:
                t, n, found = timed(program, isa, mode, delayed(path))
                run = (n / t / 1e6, n, found)
            if mode not in best or run[0] > best[mode][0]:
                best[mode] = run
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*", default=PROGRAMS)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=1,
                    help="measure each program this many times (best of --runs each): the "
                         "share of the counter's speed is then the rounds' median, with "
                         "their lowest and highest (short runs on a busy host swing by tens "
                         "of points from one round to the next)")  # fmt: skip
    ap.add_argument("--all", action="store_true", help="every benchmark program of both ISAs")
    ap.add_argument("--modes", default=",".join(MODES), help="comma-separated, of " +
                    ", ".join(MODES))  # fmt: skip
    ap.add_argument("--one", choices=MODES, help=argparse.SUPPRESS)  # (cc-py's child)
    args = ap.parse_args()
    if args.one:
        program, isa = load(args.programs[0])
        print(*speeds(args.programs[0], program, isa, [args.one], args.runs)[args.one])
        return
    modes = [m for m in MODES if m in args.modes.split(",")]
    programs = args.programs
    if args.all:
        programs = sorted(glob.glob(os.path.join(HERE, "programs", "riscv", "*.s"))) + \
            sorted(glob.glob(os.path.join(HERE, "programs", "mips", "*.asm"))) + \
            sorted(glob.glob(os.path.join(MIPS_DELAYED_DIR, "*.asm")))  # fmt: skip
    print(calibration(), flush=True)
    print(f"{'program':<20} {'mode':<8} {'instructions':>12} {'MIPS':>7} {'of count':>9} "
          f"{'findings':>8}")  # fmt: skip
    ratios: list[tuple[float, str]] = []
    for path in programs:
        program, isa = load(path)
        name = bench_name(path)
        rounds = [speeds(path, program, isa, modes, args.runs) for _ in range(args.rounds)]
        share: dict[str, float] = {}
        for mode in modes:
            mips, n, found = max((r[mode] for r in rounds), key=lambda run: run[0])
            shares = sorted(r[mode][0] / r["count"][0] for r in rounds) if "count" in modes \
                else []  # fmt: skip
            ratio = spread = ""
            if shares:
                share[mode] = statistics.median(shares)
                ratio = f"{share[mode]:>8.0%}"
                if len(shares) > 1 and mode != "count":
                    spread = f" ({shares[0]:.0%}-{shares[-1]:.0%})"
            print(f"{name:<20} {mode:<8} {n:>12,} {mips:>7.2f} {ratio:>9} {found:>8}{spread}")
        if "cc" in share:
            ratios.append((share["cc"], name))
    if len(ratios) > 1:
        geo = math.exp(sum(math.log(r) for r, _ in ratios) / len(ratios))
        low, name = min(ratios)
        print(f"--cc against the Instruction Counter: geometric mean {geo:.0%}, lowest "
              f"{low:.0%} ({name}), at least the counter's speed on "
              f"{sum(r >= 1 for r, _ in ratios)} of {len(ratios)}")  # fmt: skip


if __name__ == "__main__":
    main()
