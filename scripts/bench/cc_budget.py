#!/usr/bin/env python3
"""Where the calling-convention checker's time goes on the native core, in x86 instructions
counted by valgrind's callgrind (the same on every run, where wall time here varies by about
15% and moves with where the compiler put the loop's code).

    python3 scripts/bench/cc_budget.py [PROGRAM.s|.asm ...]

Per program, one in-process run (scripts/bench/conventions.py's) under callgrind with nothing
connected, with the Instruction Counter and with the checker (``--cc``). Prints the core's x86
instructions (its run loops, with everything they call), what each tool adds per simulated
instruction, the checker's calls and returns done in the core (its calls of ``cc_fast``), and
per call or return the counter's extra work against the checker's: the checker reaches the
counter's speed only where its mask test and its calls and returns cost no more than the
counter's tally (docs/conventions.md, "Speed"). The last two columns are the whole
process's extra per instruction: they also hold what the loops' do not, the setup and Python's
side of each of the core's stops. Needs valgrind and the native core; a few minutes per
program (Python itself runs under callgrind).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONVENTIONS = os.path.join(HERE, "conventions.py")
PROGRAMS = [os.path.join(HERE, "programs", "riscv", "ackermann.s")] + \
    [os.path.join(HERE, "programs", "mips", name)
     for name in ("ackermann.asm", "fib_recursive.asm", "hanoi.asm")]  # fmt: skip
RUN_LOOP = re.compile(r"(?:Rv|Mips)Core_run(?:64)?_(?:plain|counting|checking|both)(?:_db)?\b")


def core_cost(out: str) -> tuple[int, int, int]:
    """(x86 instructions in the run loops, inclusive; calls of cc_fast; the whole process's)
    from a callgrind output file."""
    annotate = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], check=True,
                              capture_output=True, text=True).stdout  # fmt: skip
    loops: dict[str, int] = {}
    total = 0
    for line in annotate.splitlines():
        if line.endswith("PROGRAM TOTALS"):
            total = int(line.split()[0].replace(",", ""))
        m = RUN_LOOP.search(line)
        if m and "=>" not in line and line.split()[0][0].isdigit():
            cost = int(line.split()[0].replace(",", ""))
            loops[m.group(0)] = max(loops.get(m.group(0), 0), cost)
    names: dict[str, str] = {}
    calls, fast = 0, False
    with open(out) as fh:
        for line in fh:
            if line.startswith(("fn=(", "cfn=(")):
                ident, _, name = line.split("=", 1)[1].partition(")")
                if name.strip():
                    names[ident] = name.strip()
                fast = line.startswith("cfn=") and names.get(ident, "").startswith("cc_fast")
            elif fast and line.startswith("calls="):
                calls += int(line[6:].split()[0])
                fast = False
    return sum(loops.values()), calls, total


def measure(path: str, mode: str, folder: str) -> tuple[int, int, int]:
    out = os.path.join(folder, f"{os.path.basename(path)}.{mode}.cg")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                    sys.executable, CONVENTIONS, "--runs", "1", "--one", mode, path],
                   check=True, capture_output=True)  # fmt: skip
    return core_cost(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*", default=PROGRAMS)
    args = ap.parse_args()
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        sys.exit("cc_budget.py needs valgrind (Debian: apt install valgrind)")
    sys.path.insert(0, HERE)
    from conventions import load, timed  # this folder's
    from speed import delayed

    print(f"{'program':<18} {'instructions':>12} {'calls+rets':>10} {'ins/c-r':>7} "
          f"{'core x86 (M): none':>18} {'count':>7} {'cc':>7} {'count+/ins':>10} "
          f"{'cc+/ins':>7} {'count+/c-r':>10} {'cc+/c-r':>7} {'all: count+/ins':>15} "
          f"{'cc+/ins':>7}")  # fmt: skip
    with tempfile.TemporaryDirectory() as folder:
        for path in args.programs:
            program, isa = load(path)
            n = timed(program, isa, "none", delayed(path))[1]
            none, _, none_all = measure(path, "none", folder)
            count, _, count_all = measure(path, "count", folder)
            cc, transfers, cc_all = measure(path, "cc", folder)
            per = max(transfers, 1)  # (none: delayed branching, --cc-save-all)
            # (all: the whole process, setup and Python's side of each of the core's stops)
            print(f"{os.path.basename(path):<18} {n:>12,} {transfers:>10,} {n / per:>7.1f} "
                  f"{none / 1e6:>18.1f} {count / 1e6:>7.1f} {cc / 1e6:>7.1f} "
                  f"{(count - none) / n:>10.1f} {(cc - none) / n:>7.1f} "
                  f"{(count - none) / per:>10.0f} {(cc - none) / per:>7.0f} "
                  f"{(count_all - none_all) / n:>15.1f} {(cc_all - none_all) / n:>7.1f}")


if __name__ == "__main__":
    main()
