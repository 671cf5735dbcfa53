#!/usr/bin/env python3
"""How fast MIPS and RISC-V programs run with the Digital Lab Sim connected (`rarslite run
--digital-lab`'s path: the headless machine and its runner).

    python3 scripts/bench/digital_lab.py [--runs N] [--steps N] [--root DIR]

Per program: the best CPU time (time.process_time) of N in-process runs of ``--steps``
instructions, without the lab and with it, in millions of instructions per second. The
programs: the MIPS and RISC-V examples (the counter interrupts every 31 instructions, the
main loop waits) and scripts/bench/programs/devices/digital_lab_busy.asm (a sieve with the
counter on).
``--root`` runs another checkout's rarslite (e.g. an older commit unpacked elsewhere) on the
same programs, for before/after numbers.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAMS = [
    ("mips", "resources/examples/mips/digital_lab/digital_lab.asm"),
    ("mips", "scripts/bench/programs/devices/digital_lab_busy.asm"),
    ("mips", "scripts/bench/programs/mips/sieve.asm"),  # the lab connected but idle
    ("rv32", "resources/examples/mmio/digital_lab.s"),
]


def once(isa: str, path: str, steps: int, lab: bool) -> tuple[float, str]:
    from rarslite.commands import run
    from rarslite.isa.base import isa_by_name

    argv = [path, "--isa", isa, "--max-steps", str(steps)] + (["--digital-lab"] if lab else [])
    args = run.build_parser().parse_args(argv)
    front = isa_by_name(isa).part("front")
    loaded = front.load_program([path], args, front.memory_config(args.mc))
    headless = front.start(loaded, args, [], io.BytesIO(), io.BytesIO())
    try:
        if lab:
            from rarslite.devices import digital_lab_headless

            digital_lab_headless.attach(headless.machine, args, stdout=io.StringIO(),
                                        stderr=io.StringIO())  # fmt: skip
        t0 = time.process_time()
        end = headless.execute(steps, lambda _: None)
        return time.process_time() - t0, end.reason
    finally:
        headless.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--steps", type=int, default=300_000)
    ap.add_argument("--root", default=ROOT, help="the rarslite checkout to measure")
    opts = ap.parse_args()
    sys.path.insert(0, os.path.abspath(opts.root))
    import rarslite

    print(f"rarslite from {os.path.dirname(rarslite.__file__)}; load average "
          f"{os.getloadavg()[0]:.1f}; best CPU time of {opts.runs} runs")  # fmt: skip
    for isa, rel in PROGRAMS:
        path = os.path.join(ROOT, rel)
        if not os.path.exists(path):
            continue
        best = {False: float("inf"), True: float("inf")}
        for _ in range(opts.runs):  # interleaved: the load drifts
            for lab in (False, True):
                seconds, _reason = once(isa, path, opts.steps, lab)
                best[lab] = min(best[lab], seconds)
        rate = {k: opts.steps / v / 1e6 for k, v in best.items()}
        print(f"{isa:5} {rel:55} no lab {rate[False]:6.2f} M/s   lab {rate[True]:6.2f} M/s "
              f"({rate[True] / rate[False]:.0%})")


if __name__ == "__main__":
    main()
