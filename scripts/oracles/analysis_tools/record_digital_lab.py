#!/usr/bin/env python3
"""Record what RARS 1.6's and MARS 4.5's Digital Lab Sim show for rarslite's tests
(tests/test_digital_lab_oracle.py).

Compiles DigitalLabOracle.java / MarsDigitalLabOracle.java (with DigitalLabSupport.java and
OracleSupport.java) against each jar, runs every case below in one JVM per simulator under
xvfb-run, and writes tests/data/tools/digital_lab/{rars,mars}.json: for each program, step
limit and keypad script (clicks at instruction counts, as `rarslite run --digital-lab-keys`
takes them), the run's end, the program's output, the digits (the value the tool holds and
the segments its paint lights), the keypad and counter state, the tool's instruction count
and the counts at which the trap handler's address was fetched. Needs java, javac and
xvfb-run; tests never do.

usage: scripts/oracles/analysis_tools/record_digital_lab.py [--rars-jar JAR] [--mars-jar JAR]
       [--only rars|mars]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

from record import parse

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data" / "tools" / "digital_lab"
HERE = Path(__file__).resolve().parent

# (program relative to the repository, step limit, keypad script)
CASES = {
    "rars": [
        ("tests/data/tools/digital_lab/riscv/counter.s", 100000, ""),
        ("tests/data/tools/digital_lab/riscv/counter_pending.s", 100000, ""),
        ("tests/data/tools/digital_lab/riscv/keypad_poll.s", 100000,
         "0@300 -@900 5@1500 -@2100 f@2700 a@3300 9@3900"),
        ("tests/data/tools/digital_lab/riscv/keypad_poll.s", 100000, "6@10 8@5000 3@6000"),
        ("tests/data/tools/digital_lab/riscv/keypad_irq.s", 100000,
         "3@400 -@800 7@1200 c@1600 e@2000"),
        ("resources/examples/mmio/digital_lab.s", 9000, "5@3000 -@4000 c@6000"),
        ("resources/examples/mmio/digital_lab.s", 200000, "5@3000 -@4000 c@40000 -@41000 f@70000"),
        ("resources/examples/mmio/digital_lab.s", 60000, "1@1000 -@1100 b@7777 -@9000 2@32000"),
    ],
    "mars": [
        ("tests/data/tools/digital_lab/mips/counter.asm", 100000, ""),
        ("tests/data/tools/digital_lab/mips/counter_no_ie.asm", 100000, ""),
        ("tests/data/tools/digital_lab/mips/keypad_poll.asm", 100000,
         "0@300 -@900 5@1500 -@2100 f@2700 a@3300 9@3900"),
        ("tests/data/tools/digital_lab/mips/keypad_poll.asm", 100000, "6@10 8@5000 3@6000"),
        ("tests/data/tools/digital_lab/mips/keypad_irq.asm", 100000,
         "3@400 -@800 7@1200 c@1600 e@2000"),
        ("resources/examples/mips/digital_lab/digital_lab.asm", 9000, "5@1500 -@2000 c@3000"),
        ("resources/examples/mips/digital_lab/digital_lab.asm", 200000,
         "5@3000 -@4000 c@40000 -@41000 f@70000"),
        ("resources/examples/mips/digital_lab/digital_lab.asm", 60000,
         "1@500 -@550 b@3777 -@4000 2@26000"),
        ("tests/data/tools/digital_lab/mips/drop_off.asm", 100000, ""),
        ("scripts/bench/programs/devices/digital_lab_busy.asm", 30011, ""),
        ("scripts/bench/programs/devices/digital_lab_busy.asm", 40000, "7@20000 -@20100"),
    ],
}
HARNESS = {"rars": "DigitalLabOracle", "mars": "MarsDigitalLabOracle"}


def record(name: str, jar: str) -> None:
    harness = HARNESS[name]
    with tempfile.TemporaryDirectory() as classes:
        # -sourcepath: MARS's jar also holds its sources, which javac must not recompile
        subprocess.run(["javac", "-nowarn", "-sourcepath", classes, "-cp", jar, "-d", classes,
                        *(str(HERE / f"{c}.java")
                          for c in (harness, "DigitalLabSupport", "OracleSupport"))],
                       check=True, capture_output=True)  # fmt: skip
        lines = [f"{ROOT / prog} {steps} {script}".strip() for prog, steps, script in CASES[name]]
        out = subprocess.run(["xvfb-run", "-a", "java", "-cp", f"{jar}:{classes}", harness],
                             input="".join(line + "\n" for line in lines), check=True,
                             capture_output=True, text=True).stdout  # fmt: skip
    answers = parse(out)
    records = []
    for (prog, steps, script), line in zip(CASES[name], lines, strict=True):
        shown = answers[" ".join(line.split())]
        shown.pop("rows", None)
        records.append({"program": prog, "max_steps": steps, "script": script, "shown": shown})
    (DATA / f"{name}.json").write_text(json.dumps(records, indent=1) + "\n")
    print(f"{name}: recorded {len(records)} Digital Lab Sim runs")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rars-jar", default="/work/oracle/rars.jar")
    ap.add_argument("--mars-jar", default="/work/oracle-mars/Mars.jar")
    ap.add_argument("--only", choices=HARNESS)
    args = ap.parse_args()
    for name in HARNESS:
        if args.only in (None, name):
            record(name, args.rars_jar if name == "rars" else args.mars_jar)


if __name__ == "__main__":
    main()
