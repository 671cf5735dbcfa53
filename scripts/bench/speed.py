#!/usr/bin/env python3
"""Benchmark rarslite on the benchmark set (and optionally RARS or MARS side by side).

    python3 scripts/bench/speed.py [--dir DIR] [--runs N] [--rars JAR] [--devices]
                             [--in-process] [PROGRAM ...]

The set: the project's programs (``scripts/bench/programs/riscv/*.s``: floating point,
recursion, sorting, byte loops, a bitmap and a Keyboard and Display loop) and the five of
``../shared/bench``; ``--dir`` replaces both; ``--long`` adds the long runs (50-200 million
instructions each, ``scripts/bench/programs/riscv_long/*.s``). Every table starts with the machine's
calibration (a bare 10-million-step Python ``for`` loop, the Python and Java versions) so
tables from different machines can be compared.

Per program it prints instructions executed, seconds (median whole-process wall time of
``rarslite rars nc PROGRAM``, Python start-up included), whole-process MIPS, the in-process
speed (``inMIPS``: simulation alone, best CPU time of ``--runs``), and with ``--rars JAR``
RARS's median time (``java -jar JAR nc PROGRAM``, runs alternating with rarslite) and the
speedup, then a geometric-mean line. With the native core built (docs/native.md), ``py s``
and ``pyMIPS`` are the same two figures on the pure-Python engine (``RARSLITE_NATIVE=0``),
side by side with the native ones. The two simulators' outputs must be identical: a
difference is printed loudly (``OUTPUT MISMATCH``) and makes the exit status 1.
``--devices`` also times an in-process run with the Keyboard and
Display device connected (idle) and prints it as a fraction of the device-free speed.
``--in-process`` times only the simulation inside this process (CPU seconds, no start-up).
``--printchar`` adds the Keyboard and Display redraw figure: blocks vs single-step.
``--mars JAR`` instead runs the MIPS versions (``scripts/bench/programs/mips/*.asm``) through
``rarslite mars nc`` and MARS 4.5 (``java -jar JAR nc``) side by side (``--long`` adds the MIPS long
runs, ``scripts/bench/programs/mips_long/*.asm``); with ``--in-process``
it times only rarslite's MIPS simulation (best CPU time of ``--runs``; JAR is not run).
Whole-process MIPS times say whether Python compiled rarslite's modules on every run (as
with PYTHONDONTWRITEBYTECODE=1 and no caches) or loaded cached .pyc files as an installed
copy does; ``--pyc`` gives the latter (caches under a temporary PYTHONPYCACHEPREFIX).
``--rv64`` adds, per program, the in-process speed in RARS's 64-bit mode (``rars ... rv64``)
and its ratio to the 32-bit speed (best of ``--runs`` CPU-time samples each).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SHARED_DIR = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))
OWN_DIR = os.path.join(HERE, "programs", "riscv")
LONG_DIR = os.path.join(HERE, "programs", "riscv_long")
MIPS_LONG_DIR = os.path.join(HERE, "programs", "mips_long")
MIPS_DELAYED_DIR = os.path.join(HERE, "programs", "mips_delayed")  # run with delayed branching
PURE_ENV = dict(os.environ, RARSLITE_NATIVE="0")
sys.path.insert(0, ROOT)


def calibration() -> str:
    """The machine's speed and tools: a bare 10-million-step Python loop, Python, Java."""
    t = time.perf_counter()
    for _ in range(10_000_000):
        pass
    loop = time.perf_counter() - t
    try:
        java = subprocess.run(["java", "-version"], capture_output=True, text=True)
        jv = (java.stderr or java.stdout).splitlines()[0].strip()
    except (OSError, IndexError):
        jv = "java: not found"
    py = sys.version.split()[0]
    return f"calibration: bare 10M-step Python for loop {loop:.2f} s; Python {py}; {jv}"


def check_same(name: str, ours: bytes, theirs: bytes, tool: str) -> bool:
    """Compare the two simulators' outputs; print a difference loudly."""
    if ours == theirs:
        return True
    print(f"!!! OUTPUT MISMATCH in {name}: rarslite {ours[-200:]!r} vs {tool} {theirs[-200:]!r}",
          flush=True)
    return False


def programs(dirs: list[str], ext: str) -> list[str]:
    return [os.path.join(d, f) for d in dirs if os.path.isdir(d)
            for f in sorted(os.listdir(d)) if f.endswith(ext)]  # fmt: skip


def geo_mean(xs: list[float]) -> float:
    return math.exp(sum(map(math.log, xs)) / len(xs))


def timed(cmd: list[str], cwd: str, env: dict | None = None) -> tuple[float, bytes]:
    t = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, capture_output=True, env=env)
    return time.perf_counter() - t, proc.stdout


def native_built() -> bool:
    from rarslite.machine import native

    return native.core is not None


def simulate(path: str, device: bool = False, xlen: int = 32,
             pure: bool = False) -> tuple[int, float, str]:
    """Assemble and run in this process: (instructions, seconds of simulation, stop reason);
    ``pure``: on the pure-Python engine (no native core)."""
    from rarslite.asm.riscv import assemble
    from rarslite.machine import native
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    program = assemble([path], xlen=xlen)
    saved = native.core
    native.core = None if pure else saved
    try:
        m = Machine(program, console=BufferConsole())
    finally:
        native.core = saved
    if device:
        from rarslite.devices.keyboard_display import KeyboardDisplay

        m.connect(KeyboardDisplay())
    sim = Simulator(m)
    t = time.process_time()  # CPU time: steadier than wall time on a shared machine
    reason = sim.run()
    return m.instret, time.process_time() - t, reason


REDRAW = """
.text
main:   li   s0, 0xFFFF0000
        li   s4, 20              # redraws
again:  li   s3, 0               # row
row:    li   s2, 0               # column
col:    slli a0, s2, 20
        slli t2, s3, 8
        or   a0, a0, t2
        ori  a0, a0, 7
        jal  putc
        addi a0, s3, 65
        jal  putc
        addi s2, s2, 1
        li   t3, 40
        blt  s2, t3, col
        addi s3, s3, 1
        li   t3, 22
        blt  s3, t3, row
        addi s4, s4, -1
        bnez s4, again
        li   a7, 10
        ecall
putc:   lw   t1, 8(s0)           # wait for the transmitter's ready bit
        andi t1, t1, 1
        beqz t1, putc
        sw   a0, 12(s0)
        ret
"""


STACK_LOOP = """
.text
main:   li   s0, 300000
        addi sp, sp, -64
loop:   {s}  s0, 0(sp)
        {s}  ra, 8(sp)
        {l}  t0, 0(sp)
        {l}  t1, 8(sp)
        add  t2, t0, t1
        {s}  t2, 16(sp)
        {l}  t3, 16(sp)
        addi s0, s0, -1
        bnez s0, loop
        li   a7, 10
        ecall
"""


def stack_loop_figure(runs: int) -> None:
    """A loop of stack stores and loads: sw/lw in 32-bit mode against sd/ld in 64-bit mode
    (RV64 programs save registers as doublewords)."""
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    speeds = []
    for xlen, s, ld in ((32, "sw", "lw"), (64, "sd", "ld")):
        prog = assemble_text(STACK_LOOP.format(s=s, l=ld), "stack.s", xlen=xlen)
        best, n = float("inf"), 0
        for _ in range(runs):
            m = Machine(prog)
            sim = Simulator(m)
            t = time.process_time()
            sim.run()
            best = min(best, time.process_time() - t)
            n = m.instret
        speeds.append(n / best / 1e6)
    print(f"stack loop: sw/lw 32-bit {speeds[0]:.2f} MIPS, sd/ld 64-bit {speeds[1]:.2f} MIPS "
          f"({speeds[1] / speeds[0]:.0%})")


def printchar_figure() -> None:
    """Redraw a 40x22 screen 20 times through printChar (bell + char, polling the ready bit)
    with the Keyboard and Display device: block mode vs the single-step path."""
    from rarslite.asm.riscv import assemble_text
    from rarslite.devices.keyboard_display import KeyboardDisplay
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    prog = assemble_text(REDRAW, "redraw.s")
    times = {}
    for mode in ("blocks", "single-step path", "Simulator.step() loop"):
        m = Machine(prog)
        kd = KeyboardDisplay(cols=40, rows=22)
        m.connect(kd)
        kd.connect()
        m.hart.force_single = mode == "single-step path"
        sim = Simulator(m)
        t = time.process_time()  # CPU time: the machines we measure on are shared
        if mode == "Simulator.step() loop":
            while sim.step() is None:
                pass
        else:
            sim.run()
        times[mode] = (time.process_time() - t, m.instret)
    tb, n = times["blocks"]
    print(f"printChar redraw 20x40x22 with KDMMIO: {n:,} instructions; "
          f"blocks {tb:.3f} cpu-s ({n / tb / 1e6:.2f} MIPS)")
    for mode in ("single-step path", "Simulator.step() loop"):
        ts = times[mode][0]
        print(f"  {mode}: {ts:.3f} cpu-s ({n / ts / 1e6:.2f} MIPS); blocks {ts / tb:.2f}x faster")


def delayed(path: str) -> bool:
    """Whether a MIPS benchmark is written for delayed branching (``programs/mips_delayed``:
    both simulators run it with ``db``)."""
    return os.path.dirname(os.path.abspath(path)) == MIPS_DELAYED_DIR


def bench_name(path: str) -> str:
    """A benchmark's name in the tables: its file's, ``db/`` first if `delayed`."""
    return ("db/" if delayed(path) else "") + os.path.basename(path)


def simulate_mips(path: str) -> tuple[int, float]:
    """Assemble and run a MIPS program in this process: (instructions, CPU seconds)."""
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.hart import MipsHart
    from rarslite.machine.mips.syscalls import MarsIO, handle_syscall

    hart = MipsHart(assemble([path]))
    hart.db = delayed(path)
    with open(os.devnull, "w") as sink:
        console = MarsIO(sink)
        hart.syscall = lambda h, c=console: handle_syscall(h, c)
        t = time.process_time()  # CPU time of the simulation alone
        count = runner.run(hart).steps
        return count, time.process_time() - t


def bench_mars(args) -> int:
    """The MIPS benchmark set (``scripts/bench/programs/mips/*.asm``, the RISC-V set's names,
    and ``mips_delayed/*.asm`` with delayed branching): rarslite mars vs MARS, median
    whole-process wall times, outputs compared."""
    folders = [args.dir] if args.dir else [os.path.join(HERE, "programs", "mips"),
                                           MIPS_DELAYED_DIR]  # fmt: skip
    progs = [os.path.abspath(p) for p in args.programs] or programs(
        folders + ([MIPS_LONG_DIR] if args.long else []), ".asm")  # runs in their folders
    head = f"{'program':<22}{'instructions':>13}{'seconds':>9}{'MIPS':>7}{'inMIPS':>8}"
    env = dict(os.environ)
    if not args.in_process:
        if args.pyc:  # as an installed copy: bytecode caches, written by a first run
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="rarslite-pyc-")
            timed([sys.executable, "-m", "rarslite", "mars", "nc", progs[0]], ROOT, env)
        cached = args.pyc or not env.get("PYTHONDONTWRITEBYTECODE") or os.path.isdir(
            os.path.join(ROOT, "rarslite", "__pycache__"))  # fmt: skip
        how = "cached .pyc files (as installed)" if cached else "modules compiled every run"
        print(f"start-up: {how}" + ("" if cached else " (--pyc: with cached .pyc files)"))
    print(head if args.in_process else f"{head}{'MARS s':>9}{'speedup':>9}")
    speedups, inproc = [], []
    same = True
    for path in progs:
        best, count = float("inf"), 0
        for _ in range(args.runs):
            count, t = simulate_mips(path)
            best = min(best, t)
        inproc.append(count / best)
        opts = ["nc", "db"] if delayed(path) else ["nc"]
        name = bench_name(path)
        row = f"{name:<22}{count:>13,}"
        if args.in_process:
            print(f"{row}{best:>9.3f}{count / best / 1e6:>7.2f}{count / best / 1e6:>8.2f}",
                  flush=True)  # fmt: skip
            continue
        ours_t, mars_t = [], []
        cwd = os.path.dirname(path)
        for _ in range(args.runs):  # interleaved: both see the same machine load
            t, out = timed([sys.executable, "-m", "rarslite", "mars", *opts, path], cwd, env)
            ours_t.append(t)
            t, theirs = timed(["java", "-jar", args.mars, *opts, path], cwd)
            mars_t.append(t)
            same = check_same(name, out, theirs, "MARS") and same
        secs, ms = statistics.median(ours_t), statistics.median(mars_t)
        speedups.append(ms / secs)
        print(f"{row}{secs:>9.3f}{count / secs / 1e6:>7.2f}{count / best / 1e6:>8.2f}"
              f"{ms:>9.2f}{ms / secs:>8.2f}x", flush=True)  # fmt: skip
    if inproc:
        print(f"in-process speed: {geo_mean(inproc) / 1e6:.2f} M instructions/s (geometric mean)")
    if speedups:
        print(f"geometric-mean speedup over MARS: {geo_mean(speedups):.2f}x "
              f"(min {min(speedups):.2f}x)")  # fmt: skip
    if not same:
        print("!!! OUTPUTS DIFFER: see the mismatches above")
    return 0 if same else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--dir", help="only this folder's programs (default: the benchmark set)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rars", metavar="JAR")
    ap.add_argument("--devices", action="store_true")
    ap.add_argument("--in-process", action="store_true")
    ap.add_argument("--printchar", action="store_true", help="also the KDMMIO redraw figure")
    ap.add_argument("--mars", metavar="JAR", help="MIPS programs against MARS 4.5")
    ap.add_argument("--pyc", action="store_true", help="with --mars: rarslite with .pyc caches")
    ap.add_argument("--rv64", action="store_true", help="also 64-bit mode against 32-bit")
    ap.add_argument("--long", action="store_true", help="also the long runs (50-200 M)")
    args = ap.parse_args(argv)
    print(calibration(), flush=True)
    both = native_built()  # native and pure-Python columns side by side
    from rarslite.machine.native import status_line

    print(status_line(), flush=True)
    if args.mars:
        return bench_mars(args)
    dirs = [args.dir] if args.dir else [OWN_DIR, SHARED_DIR]
    progs = [os.path.abspath(p) for p in args.programs] or programs(
        dirs + ([LONG_DIR] if args.long else []), ".s")  # runs in their folders
    ours = [sys.executable, "-m", "rarslite", "rars", "nc"]
    header = f"{'program':<22}{'instructions':>13}{'seconds':>9}{'MIPS':>7}{'inMIPS':>8}"
    if both:
        header += f"{'py s':>8}{'pyMIPS':>8}"
    if args.rars:
        header += f"{'RARS s':>9}{'speedup':>9}"
    if args.devices:
        header += f"{'dev MIPS':>10}{'dev/free':>9}"
    if args.rv64:
        header += f"{'64 MIPS':>9}{'64/32':>7}"
    print(header)
    speedups, ratios, wide, inproc, pure_inproc = [], [], [], [], []
    same = True
    for path in progs:
        name = os.path.basename(path)
        count, sim_s, _ = simulate(path)
        sim_s = min([sim_s] + [simulate(path)[1] for _ in range(args.runs - 1)])
        inproc.append(count / sim_s)
        pure_s = pure_secs = 0.0
        if both:
            pure_s = min(simulate(path, pure=True)[1] for _ in range(args.runs))
            pure_inproc.append(count / pure_s)
        line = ""
        if args.in_process:
            secs = sim_s
            pure_secs = pure_s
        else:
            ours_t, rars_t, pure_t = [], [], []
            for _ in range(args.runs):  # interleaved: all see the same machine load
                t, out = timed(ours + [path], os.path.dirname(path))
                ours_t.append(t)
                if both:
                    t, pure_out = timed(ours + [path], os.path.dirname(path), PURE_ENV)
                    pure_t.append(t)
                    same = check_same(name, out, pure_out, "the pure-Python engine") and same
                if args.rars:
                    t, theirs = timed(["java", "-jar", args.rars, "nc", path],
                                      os.path.dirname(path))  # fmt: skip
                    rars_t.append(t)
                    same = check_same(name, out, theirs, "RARS") and same
            secs = statistics.median(ours_t)
            pure_secs = statistics.median(pure_t) if pure_t else 0.0
            if args.rars:
                rs = statistics.median(rars_t)
                speedups.append(rs / secs)
                line = f"{rs:>9.2f}{rs / secs:>8.2f}x"
        mips = count / secs / 1e6 if secs else 0.0
        out = f"{name:<22}{count:>13,}{secs:>9.3f}{mips:>7.2f}{count / sim_s / 1e6:>8.2f}"
        if both:
            out += f"{pure_secs:>8.3f}{count / pure_s / 1e6:>8.2f}"
        out += line
        if args.devices:  # best of 3 each: single CPU-time samples are noisy when shared
            dcount, dsec = 0, float("inf")
            for _ in range(3):
                dcount, t, _ = simulate(path, device=True)
                dsec = min(dsec, t)
            ratio = (dcount / dsec) / (count / sim_s)
            ratios.append(ratio)
            out += f"{dcount / dsec / 1e6:>10.2f}{ratio:>8.0%}"
        if args.rv64:  # same program, both modes, best CPU time of each
            n64, t64 = 0, float("inf")
            for _ in range(args.runs):
                n64, t, _ = simulate(path, xlen=64)
                t64 = min(t64, t)
            ratio = (n64 / t64) / (count / sim_s)
            wide.append(ratio)
            out += f"{n64 / t64 / 1e6:>9.2f}{ratio:>7.0%}"
        print(out, flush=True)
    print(f"in-process speed: {geo_mean(inproc) / 1e6:.2f} M instructions/s (geometric mean)")
    if pure_inproc:
        print(f"pure-Python engine: {geo_mean(pure_inproc) / 1e6:.2f} M instructions/s "
              f"(geometric mean)")  # fmt: skip
    if speedups:
        print(f"geometric-mean speedup over RARS: {geo_mean(speedups):.2f}x "
              f"(min {min(speedups):.2f}x)")  # fmt: skip
    if not same:
        print("!!! OUTPUTS DIFFER: see the mismatches above")
    if ratios:
        print(f"device-connected speed: min {min(ratios):.0%} of device-free")
    if wide:
        print(f"64-bit mode speed: {geo_mean(wide):.0%} of 32-bit (geometric mean; "
              f"min {min(wide):.0%})")  # fmt: skip
        stack_loop_figure(args.runs)
    if args.printchar:
        printchar_figure()
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
