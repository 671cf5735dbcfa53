"""Speed of the desktop app's MIPS machine (`machine/mips/machine.py` under `Simulator`), in
instructions per second, for the ways a GUI run goes: plain slices (block translator), with a
device connected, with a breakpoint set, and with Backstep after Go on (checkpoints and an
input log, machine/rewind.py: still the block translator).

    python scripts/bench/mips_front.py [--steps N]
"""

from __future__ import annotations

import argparse
import time

LOOP = """\
.text
main: li $t0, 0
loop: addiu $t0, $t0, 1
    andi $t2, $t0, 7
    sw $t2, 0($gp)
    bne $t0, $zero, loop
"""


def measure(setup, steps: int, slice_steps: int = 20_000) -> float:
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips.machine import load_mips

    program = assemble(["bench.asm"], texts={"bench.asm": LOOP})
    _view, machine, sim = load_mips(program)
    setup(machine, sim)
    start = time.perf_counter()
    done = 0
    while done < steps:
        sim.run_slice(slice_steps)
        done += slice_steps
    return done / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=600_000)
    n = ap.parse_args().steps

    def device(machine, _sim):
        from rarslite.devices.cell_display import CellDisplay

        machine.connect(CellDisplay())

    def breakpoint_(machine, sim):
        sim.breakpoints.add(0xFFFFFFF0)  # never reached: every step is checked

    def record(_machine, sim):
        sim.backstep_enabled = True

    for name, setup in (("plain", lambda m, s: None), ("device", device),
                        ("breakpoint", breakpoint_), ("backstep", record)):
        print(f"{name:>10}: {measure(setup, n if name == 'plain' else n // 4) / 1e6:6.2f} M inst/s")


if __name__ == "__main__":
    main()
