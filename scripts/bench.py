#!/usr/bin/env python3
"""Benchmark rarslite on the shared bench programs (and optionally RARS side by side).

    python3 scripts/bench.py [--dir ../shared/bench] [--runs N] [--rars JAR] [--devices]
                             [--in-process] [PROGRAM ...]

Per program it prints instructions executed, seconds (median whole-process wall time of
``rarslite rars nc PROGRAM``, Python start-up included), MIPS, and with ``--rars JAR`` RARS's
median time (``java -jar JAR nc PROGRAM``, runs alternating with rarslite) and the speedup,
then a geometric-mean line. ``--devices`` also times an in-process run with the Keyboard and
Display device connected (idle) and prints it as a fraction of the device-free speed.
``--in-process`` times only the simulation inside this process (no start-up).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_DIR = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))
sys.path.insert(0, ROOT)


def timed(cmd: list[str], cwd: str) -> tuple[float, bytes]:
    t = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True)
    return time.perf_counter() - t, proc.stdout


def simulate(path: str, device: bool = False) -> tuple[int, float, str]:
    """Assemble and run in this process: (instructions, seconds of simulation, stop reason)."""
    from rarslite.asm import assemble
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.machine import Machine
    from rarslite.machine.simulator import Simulator

    program = assemble([path])
    m = Machine(program, console=BufferConsole())
    if device:
        from rarslite.devices.keyboard_display import KeyboardDisplay

        m.connect(KeyboardDisplay())
    sim = Simulator(m)
    t = time.perf_counter()
    reason = sim.run()
    return m.instret, time.perf_counter() - t, reason


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--dir", default=DEFAULT_DIR)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rars", metavar="JAR")
    ap.add_argument("--devices", action="store_true")
    ap.add_argument("--in-process", action="store_true")
    args = ap.parse_args(argv)
    progs = args.programs or sorted(
        os.path.join(args.dir, f) for f in os.listdir(args.dir) if f.endswith(".s")
    )
    ours = [sys.executable, "-m", "rarslite", "rars", "nc"]
    header = f"{'program':<22}{'instructions':>13}{'seconds':>9}{'MIPS':>7}"
    if args.rars:
        header += f"{'RARS s':>9}{'speedup':>9}"
    if args.devices:
        header += f"{'dev MIPS':>10}{'dev/free':>9}"
    print(header)
    speedups, ratios = [], []
    for path in progs:
        name = os.path.basename(path)
        count, sim_s, _ = simulate(path)
        line = ""
        if args.in_process:
            secs = sim_s
        else:
            ours_t, rars_t = [], []
            for _ in range(args.runs):
                ours_t.append(timed(ours + [path], os.path.dirname(path))[0])
                if args.rars:
                    rars_t.append(timed(["java", "-jar", args.rars, "nc", path],
                                        os.path.dirname(path))[0])  # fmt: skip
            secs = statistics.median(ours_t)
            if args.rars:
                rs = statistics.median(rars_t)
                speedups.append(rs / secs)
                line = f"{rs:>9.2f}{rs / secs:>8.2f}x"
        mips = count / secs / 1e6 if secs else 0.0
        out = f"{name:<22}{count:>13,}{secs:>9.3f}{mips:>7.2f}{line}"
        if args.devices:
            dcount, dsec, _ = simulate(path, device=True)
            ratio = (dcount / dsec) / (count / sim_s)
            ratios.append(ratio)
            out += f"{dcount / dsec / 1e6:>10.2f}{ratio:>8.0%}"
        print(out, flush=True)
    if speedups:
        geo = math.exp(sum(map(math.log, speedups)) / len(speedups))
        print(f"geometric-mean speedup over RARS: {geo:.2f}x (min {min(speedups):.2f}x)")
    if ratios:
        print(f"device-connected speed: min {min(ratios):.0%} of device-free")
    return 0


if __name__ == "__main__":
    sys.exit(main())
