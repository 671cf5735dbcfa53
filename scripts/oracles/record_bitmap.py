"""Record what the real tools hold in a Bitmap Display's memory (needs Java; run by hand).

For each test program in ``tests/data/bitmap/`` this runs RARS 1.6 (``.s``) or MARS 4.5
(``.asm``) with a step limit, the input in ``input.txt`` on stdin, and an address-range dump
of the display's words (``nc N dump BASE-END HexText``), and writes
``tests/data/bitmap/<program>.<tool>.<steps>.hex``: the words RARS/MARS hold for the
display after that many instructions. ``tests/test_bitmap_headless.py`` compares
rarslite's PNGs (final screen and frames) with these words, without Java.

Usage: python3 scripts/oracles/record_bitmap.py [--rars JAR] [--mars JAR]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "tests" / "data" / "bitmap"

# (program, first byte, end byte (exclusive), step limits): the whole run and moments in it
CASES = (
    ("stores.s", 0x10008000, 0x10009000, (100_000, 300)),
    ("stores.asm", 0x10008000, 0x10009000, (100_000, 300)),
    ("static_heap.s", 0x10040000, 0x10041000, (100_000, 1000)),
    ("static_heap.asm", 0x10040000, 0x10041000, (100_000, 1000)),
)


def record(jar: str, program: Path, lo: int, hi: int, steps: int) -> Path:
    tool = "mars" if program.suffix == ".asm" else "rars"
    out = DATA / f"{program.stem}.{tool}.{steps}.hex"
    with open(DATA / "input.txt", "rb") as stdin:
        subprocess.run(
            ["java", "-jar", jar, "nc", str(steps), "dump", f"0x{lo:08x}-0x{hi:08x}", "HexText",
             str(out), str(program)],
            stdin=stdin, capture_output=True, check=True, timeout=120,
        )  # fmt: skip
    if not out.exists():
        raise SystemExit(f"{jar} wrote no dump for {program.name} at {steps} steps")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rars", default="/work/oracle/rars.jar")
    ap.add_argument("--mars", default="/work/oracle-mars/Mars.jar")
    args = ap.parse_args()
    for name, lo, hi, limits in CASES:
        program = DATA / name
        jar = args.mars if program.suffix == ".asm" else args.rars
        for steps in limits:
            path = record(jar, program, lo, hi, steps)
            print(f"{path.name}: {len(path.read_text().split())} words", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
