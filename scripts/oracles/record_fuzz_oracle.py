"""Record generated programs (tests/fuzz/gen.py) run by the real simulators: RARS 1.6 and
MARS 4.5, each at a small step limit and to the end, with every register dumped.

    scripts/oracles/record_fuzz_oracle.py [--count 50] [--seed 2026]

Writes tests/data/fuzz_oracle/{riscv,mips}/NNN.{s,asm} and cases.json (per program: the
arguments, stdout, stderr and exit status of each run). tests/test_fuzz_oracle.py checks
`rarslite rars` / `rarslite mars` against them without Java. Needs java and the jars
(/work/oracle/rars.jar, /work/oracle-mars/Mars.jar, or RARS_JAR / MARS_JAR).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, ROOT)

from tests.fuzz.choices import SeedChooser  # noqa: E402
from tests.fuzz.dialects import Features  # noqa: E402
from tests.fuzz.gen import generate  # noqa: E402

OUT = os.path.join(ROOT, "tests", "data", "fuzz_oracle")
JARS = {"riscv": os.environ.get("RARS_JAR", "/work/oracle/rars.jar"),
        "mips": os.environ.get("MARS_JAR", "/work/oracle-mars/Mars.jar")}  # fmt: skip
EXT = {"riscv": ".s", "mips": ".asm"}


def registers(isa: str) -> list[str]:
    return [f"x{k}" for k in range(1, 32)] if isa == "riscv" else [f"${k}" for k in range(1, 32)]


FOLDER = "{FOLDER}"  # stands for the recordings' folder, wherever the checkout is


def runs(isa: str, name: str, rng: random.Random) -> list[list[str]]:
    """Each program: a small step limit, a larger one, and (almost) unlimited."""
    regs = registers(isa)
    return [["nc", str(n), *regs, name] for n in (rng.randint(1, 60), rng.randint(61, 400),
                                                  100000)]  # fmt: skip


def java(isa: str, args: list[str], cwd: str) -> dict:
    p = subprocess.run(["java", "-jar", JARS[isa], *args], cwd=cwd, capture_output=True,
                       timeout=120)  # fmt: skip
    def text(data: bytes) -> str:  # the jars print the program's absolute path: a placeholder
        return data.decode("utf-8", "replace").replace(os.path.abspath(cwd), FOLDER)

    return {"args": args, "stdout": text(p.stdout), "stderr": text(p.stderr),
            "rc": p.returncode}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--isa", choices=["riscv", "mips", "both"], default="both")
    a = ap.parse_args()
    for isa in ["riscv", "mips"] if a.isa == "both" else [a.isa]:
        folder = os.path.join(OUT, isa)
        os.makedirs(folder, exist_ok=True)
        rng = random.Random(f"{a.seed}/{isa}")
        # what both simulators run alike: no smc, devices or delayed branching
        feats = Features(isa=isa, max_stmts=16)
        jobs = []
        for k in range(a.count):
            name = f"{k:03d}{EXT[isa]}"
            src = generate(SeedChooser(rng.getrandbits(64)), feats).source
            with open(os.path.join(folder, name), "w") as fh:
                fh.write(src)
            jobs += [(name, args) for args in runs(isa, name, rng)]
        with ThreadPoolExecutor(2) as pool:
            results = list(pool.map(
                lambda j, isa=isa, folder=folder: (j[0], java(isa, j[1], folder)), jobs))
        cases: dict[str, list] = {}
        for name, rec in results:
            cases.setdefault(name, []).append(rec)
        with open(os.path.join(folder, "cases.json"), "w") as fh:
            json.dump(cases, fh, indent=1, sort_keys=True)
            fh.write("\n")
        print(f"{isa}: {len(cases)} programs, {len(results)} runs recorded")


if __name__ == "__main__":
    main()
