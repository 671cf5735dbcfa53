#!/usr/bin/env python3
"""Backstep after Go: what it costs and how fast the history comes back.

    python3 scripts/bench/backstep.py [--dir ../shared/bench] [--runs N] [PROGRAM ...]
    python3 scripts/bench/backstep.py --mips [--runs N] [PROGRAM.asm ...]

``--mips`` measures the MIPS versions (scripts/bench/programs/mips/*.asm) on `MipsMachine`.

Per program: the speed of a full-speed run (block mode, in slices as the GUI runs) without
and with backstep available (checkpoints + input log, machine/rewind.py), their ratio
(target: at least 80%), and the time the first backstep takes to rebuild the history after
10 M instructions (target: under 0.5 s). Times are CPU seconds of this process (medians).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_DIR = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))
sys.path.insert(0, ROOT)

SLICE = 200_000  # the GUI worker's largest slice: stops between them are realistic


def make(path: str, backstep: bool):
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.simulator import Simulator

    if path.endswith(".asm"):  # a MARS program
        from rarslite.asm.mips.assembler import assemble as assemble_mips
        from rarslite.machine.mips.machine import MipsMachine

        m = MipsMachine(assemble_mips([path]), BufferConsole())
    else:
        from rarslite.asm.riscv import assemble
        from rarslite.machine.riscv.machine import Machine

        m = Machine(assemble([path]), console=BufferConsole())
    sim = Simulator(m)
    sim.backstep_enabled = backstep
    return m, sim


def go(sim, limit: int | None = None) -> str:
    done = 0
    while True:
        n = SLICE if limit is None else min(SLICE, limit - done)
        if n <= 0:
            return "max_steps"
        before = sim.machine.steps
        reason = sim.run(max_steps=n)
        done += sim.machine.steps - before
        if reason != "max_steps":
            return reason


def speed(path: str, backstep: bool) -> tuple[float, int]:
    m, sim = make(path, backstep)
    t = time.process_time()
    go(sim)
    return m.instret / (time.process_time() - t), m.instret


def rebuild_time(path: str, steps: int) -> tuple[float, int]:
    """Go for ``steps`` (or to the end of a shorter program), then time the first backstep."""
    m, sim = make(path, True)
    go(sim, steps)
    stopped = m.steps
    t = time.perf_counter()
    ok = sim.backstep()
    took = time.perf_counter() - t
    if not ok:
        raise SystemExit(f"{path}: backstep failed: {m.rewind.last_error}")
    return took, stopped


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", default=DEFAULT_DIR)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--steps", type=int, default=10_000_000)
    ap.add_argument("--mips", action="store_true", help="the MIPS programs (programs/mips/)")
    ap.add_argument("programs", nargs="*")
    a = ap.parse_args()
    ext = ".s"
    if a.mips:
        a.dir, ext = os.path.join(HERE, "programs", "mips"), ".asm"
    names = a.programs or sorted(f for f in os.listdir(a.dir) if f.endswith(ext))
    print(f"{'program':24} {'instr':>10} {'plain MIPS':>10} {'backstep MIPS':>13} "
          f"{'ratio':>6} {'rebuild s':>9} {'stop at':>10}")
    ratios = []
    for name in names:
        path = name if os.path.sep in name else os.path.join(a.dir, name)
        plain, bs = [], []
        for _ in range(a.runs):  # alternate, so load on the machine hits both alike
            v, n = speed(path, False)
            plain.append(v)
            v, n = speed(path, True)
            bs.append(v)
        p, b = statistics.median(plain), statistics.median(bs)
        took, at = rebuild_time(path, a.steps)
        ratios.append(b / p)
        print(f"{name:24} {n:>10} {p / 1e6:>10.2f} {b / 1e6:>13.2f} {b / p:>6.0%} "
              f"{took:>9.3f} {at:>10}")
    print(f"{'geometric mean ratio':24} {'':>10} {'':>10} {'':>13} "
          f"{statistics.geometric_mean(ratios):>6.0%}")


if __name__ == "__main__":
    main()
