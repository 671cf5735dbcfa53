#!/usr/bin/env python3
"""Backstep across a game move: what the history costs and how long going back takes.

    python3 scripts/bench/backstep_move.py [--idle STEPS] [--runs N]

A game reads a move's keys, plays it, then polls for the next key while the user waits. Per
game (checkers in RISC-V; a MIPS polling echo): Go in 200k-step slices as the GUI does, the
keys typed between slices, then ``--idle`` steps of polling; then Pause and backstep until
the machine stands before the last key. Printed: the Go speed of the idle stretch with and
without backstep (CPU seconds, best of ``--runs``), the first backstep (the rebuild: replay
from a checkpoint with idle loops run once and counted), the backsteps and time it takes to
get before the key, the history's entries and its memory per entry (tracemalloc); then, on
a game of two moves, Run > "Back to before the last key" (`Simulator.back_to_input`): the
seconds of each press (the first one after Pause, then one per earlier key) and the memory
the checkpoints kept for it hold.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import tracemalloc

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)

SLICE = 200_000
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
ECHO_MIPS = os.path.join(ROOT, "tests", "data", "mips_devices", "echo_polling.asm")


def make(path: str, backstep: bool):
    from rarslite.devices.keyboard_display import KeyboardDisplay
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.simulator import Simulator

    if path.endswith(".asm"):
        from rarslite.asm.mips.assembler import assemble as assemble_mips
        from rarslite.machine.mips.machine import MipsMachine

        m = MipsMachine(assemble_mips([path]), BufferConsole())
    else:
        from rarslite.asm.riscv import assemble
        from rarslite.machine.riscv.machine import Machine

        m = Machine(assemble([path]), console=BufferConsole())
    kd = KeyboardDisplay(cols=40, rows=22)
    m.connect(kd)
    kd.connect()
    sim = Simulator(m)
    sim.backstep_enabled = backstep
    return m, sim, kd


def go(sim, steps: int) -> float:
    """CPU seconds to run ``steps`` steps in GUI-sized slices."""
    t0 = time.thread_time()
    end = sim.machine.steps + steps
    while sim.machine.steps < end:
        if sim.run(max_steps=min(SLICE, end - sim.machine.steps)) != "max_steps":
            break
    return time.thread_time() - t0


def play(path: str, keys: str, backstep: bool, idle: int):
    m, sim, kd = make(path, backstep)
    go(sim, 400_000)  # the game draws its screen and waits
    for ch in keys:
        kd.type_key(ch)
        go(sim, 60_000)
    return m, sim, go(sim, idle)


def measure(name: str, path: str, keys: str, idle: int, runs: int) -> None:
    plain = min(play(path, keys, False, idle)[2] for _ in range(runs))
    timed = []
    for _ in range(runs):
        m, sim, t = play(path, keys, True, idle)
        timed.append(t)
    key_at = m.rewind.last_input
    t0 = time.perf_counter()
    assert sim.backstep(), m.rewind.last_error
    rebuild = time.perf_counter() - t0
    entries = len(m.history) + 1
    # the memory, on the same run again (tracemalloc slows allocation: not timed)
    m2, sim2, _ = play(path, keys, True, idle)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    assert sim2.backstep(), m2.rewind.last_error
    held = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    n, skipped = 1, sim.skipped
    t0 = time.perf_counter()
    while m.steps > key_at and sim.backstep():
        n += 1
        skipped += sim.skipped
    walk = time.perf_counter() - t0
    print(f"{name}: idle Go {idle / plain / 1e6:.2f} M steps/s plain, "
          f"{idle / min(timed) / 1e6:.2f} with backstep ({plain / min(timed):.3f})")
    print(f"  first backstep (rebuild) {rebuild:.3f} s; history {entries} entries, "
          f"{held / entries:.0f} bytes each ({held / 1e6:.1f} MB)")
    print(f"  to before the last key: {n} backsteps, {walk:.3f} s more, "
          f"{skipped:,} idle steps skipped, {'reached' if m.steps <= key_at else 'NOT reached'}"
          f" (step {m.steps:,}, key at {key_at:,})")


def measure_back_to_key(name: str, path: str, moves: list[str], idle: int) -> None:
    m, sim, kd = make(path, True)
    go(sim, 400_000)
    keys = []
    for move in moves:
        for ch in move:
            keys.append(m.steps)
            kd.type_key(ch)
            go(sim, 60_000)
        go(sim, idle)
    kept = sum(c.packed for c in m.rewind.checkpoints if c.packed)
    t0 = time.perf_counter()
    assert sim.back_to_input() == keys[-1], m.rewind.last_error
    first = time.perf_counter() - t0
    times = []
    for step in reversed(keys[:-1]):
        t0 = time.perf_counter()
        assert sim.back_to_input() == step, m.rewind.last_error
        times.append(time.perf_counter() - t0)
    print(f"{name}: back to before the last key after {idle:,} idle steps: first "
          f"{first:.3f} s, the {len(times)} earlier keys {min(times):.3f}-{max(times):.3f} s "
          f"each; {len(m.rewind.checkpoints)} checkpoints, {kept / 1e6:.2f} MB compressed")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--idle", type=int, default=3_000_000)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    measure("checkers (RISC-V), move f6e5", CHECKERS, "f6e5 ", a.idle, a.runs)
    measure("echo (MIPS), keys 'mi'", ECHO_MIPS, "mi", a.idle // 4, a.runs)
    measure_back_to_key("checkers (RISC-V), moves f6e5 c3d4", CHECKERS, ["f6e5 ", "c3d4 "],
                        a.idle)
    measure_back_to_key("echo (MIPS), keys 'mip'", ECHO_MIPS, ["m", "i", "p"], a.idle // 4)


if __name__ == "__main__":
    main()
