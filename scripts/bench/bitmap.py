#!/usr/bin/env python3
"""Time the Bitmap Display: what it costs a running program, and what one frame costs.

    python3 scripts/bench/bitmap.py [--rounds N]

1. In-process instructions per second of a drawing loop (every unit of a 512x512 display,
   unit 1, rewritten with word stores, byte stores and arithmetic) on RISC-V and MIPS, with
   no display, with the display connected, and with frames every 100,000 instructions
   (the headless ``--bitmap-frames`` deadline, PNG encoding left out). Runs are
   interleaved; the best CPU time of ``--rounds`` counts (the machine is shared).
2. The time to produce one frame from memory: the words (``unit_words``), the 32-bit image a
   GUI paints (``opaque``), the RGB rows and a whole PNG, and a terminal frame, for
   512x512 at unit 1 and at unit 8 (a GUI repainting at 30 fps has 33 ms per frame).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))

RISCV = """
main:   li   s0, 0x10010000
        li   s1, 6                  # passes over the whole display
pass:   li   t0, 0
        li   t1, 262144             # 512 x 512 units
unit:   slli t2, t0, 2
        add  t2, t2, s0
        add  t3, t0, s1
        slli t4, t3, 8
        or   t3, t3, t4
        sw   t3, 0(t2)
        sb   s1, 2(t2)
        addi t0, t0, 1
        blt  t0, t1, unit
        addi s1, s1, -1
        bnez s1, pass
        li   a7, 10
        ecall
"""
MIPS = """
main:   li   $s0, 0x10010000
        li   $s1, 6
pass:   li   $t0, 0
        li   $t1, 262144
unit:   sll  $t2, $t0, 2
        addu $t2, $t2, $s0
        addu $t3, $t0, $s1
        sll  $t4, $t3, 8
        or   $t3, $t3, $t4
        sw   $t3, 0($t2)
        sb   $s1, 2($t2)
        addiu $t0, $t0, 1
        blt  $t0, $t1, unit
        addiu $s1, $s1, -1
        bnez $s1, pass
        li   $v0, 10
        syscall
"""
SETTINGS = (1, 1, 512, 512, 0x10010000)


def run_once(isa: str, path: str, mode: str) -> tuple[int, float]:
    """(instructions, CPU seconds) of one run; mode: none, connected or frames."""
    from rarslite.devices.bitmap_display import BitmapDisplay, BitmapSettings

    every = 100_000 if mode == "frames" else None
    display = BitmapDisplay(BitmapSettings(*SETTINGS), every=every,
                            on_frame=lambda d: d.unit_words())  # fmt: skip
    if isa == "rv32":
        from rarslite.asm.riscv import assemble
        from rarslite.machine.riscv.machine import Machine
        from rarslite.machine.simulator import Simulator

        m = Machine(assemble([path]))
        if mode != "none":
            m.connect(display)
        t = time.process_time()
        Simulator(m).run(None)
        return m.steps, time.process_time() - t
    from rarslite.asm.mips.assembler import assemble as assemble_mips
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.machine import MipsMachine

    mm = MipsMachine(assemble_mips([path]))
    if mode != "none":
        mm.connect(display)
    t = time.process_time()
    steps = runner.run(mm.hart).steps
    return steps, time.process_time() - t


def bench_speed(rounds: int) -> None:
    print("drawing loop, in-process, best CPU time of", rounds, "interleaved rounds")
    with tempfile.TemporaryDirectory() as tmp:
        for isa, source, ext in (("rv32", RISCV, ".s"), ("mips", MIPS, ".asm")):
            path = os.path.join(tmp, "draw" + ext)
            with open(path, "w") as f:
                f.write(source)
            best: dict[str, float] = {}
            steps = 0
            for _ in range(rounds):
                for mode in ("none", "connected", "frames"):
                    steps, seconds = run_once(isa, path, mode)
                    best[mode] = min(best.get(mode, seconds), seconds)
            base = steps / best["none"]
            for mode in ("none", "connected", "frames"):
                ips = steps / best[mode]
                print(f"  {isa:5} {mode:10} {steps:>10,} instructions {best[mode]:6.2f} s "
                      f"{ips / 1e6:6.2f} M instr/s  {100 * ips / base:5.1f}% of none")


def per_call(fn, repeat: int = 20) -> float:  # noqa: ANN001
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best * 1000


def bench_frames() -> None:
    from rarslite.asm.riscv import assemble
    from rarslite.devices.bitmap_display import (
        BitmapSettings,
        opaque,
        png_bytes,
        read_words,
        rgb_rows,
    )
    from rarslite.devices.bitmap_terminal import BitmapScreen
    from rarslite.machine.riscv.machine import Machine

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.s")
        with open(path, "w") as f:
            f.write("main: li a7, 10\n ecall\n")
        m = Machine(assemble([path]))
    buf = m.memory.data.buf
    buf[0x10000 : 0x10000 + 0x100000] = bytes(range(256)) * 4096  # a busy picture
    print("one frame, best of 20 (milliseconds)")
    for unit in (1, 8):
        s = BitmapSettings(unit, unit, 512, 512, 0x10010000)
        words = read_words(m.memory, s.base_address, s.units)
        screen = BitmapScreen(s, 200, 60)
        timings = {
            "unit_words": per_call(lambda s=s: read_words(m.memory, s.base_address, s.units)),
            "+opaque (GUI image)": per_call(lambda w=words: opaque(w)),
            "rgb_rows": per_call(lambda w=words, s=s: rgb_rows(w, s)),
            "png (rows+zlib)": per_call(lambda w=words, s=s: png_bytes(w, s), 5),
            "terminal 200x60 full": per_call(lambda w=words, sc=screen: (sc.resize(200, 60),
                                                                         sc.frame(w))),
            "terminal unchanged": per_call(lambda w=words, sc=screen: sc.frame(w)),
        }  # fmt: skip
        gui = timings["unit_words"] + timings["+opaque (GUI image)"]
        print(f"  512x512 unit {unit} ({s.columns}x{s.rows} units): "
              + ", ".join(f"{k} {v:.2f}" for k, v in timings.items())
              + f"; words+image {gui:.2f} ms = {1000 / gui:.0f} fps possible")  # fmt: skip


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    bench_frames()
    bench_speed(args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
