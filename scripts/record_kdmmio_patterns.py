"""Record RARS 1.6's final screens for the key-readiness pattern programs (issue 17).

Each scenario is a program in ``tests/data/kdmmio/patterns`` and a key script. The keys are
typed into RARS's own Keyboard and Display MMIO tool (stand-alone, under a virtual X display)
by ``scripts/rars_typist/RarsTypist.java`` as a person would: each once the display has
settled, then it waits for the program to take it. The final screen, and which keys RARS's
program took, go to ``tests/data/kdmmio/patterns/rars_screens.json``;
``tests/test_kdmmio_patterns.py`` plays the same keys with `rarslite run --kdmmio`.

Needs ``javac``, ``xvfb-run`` and a RARS 1.6 jar built from its sources (not needed by the
tests, never committed):

    python scripts/record_kdmmio_patterns.py --jar /work/oracle-rars/rars.jar
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PATTERNS = ROOT / "tests/data/kdmmio/patterns"
TYPIST = Path(__file__).resolve().parent / "rars_typist/RarsTypist.java"
COLS, ROWS = 40, 12

# name -> (program, keys): one per pattern of issue 17
SCENARIOS = {
    "prompt_late_enable": ("prompt_late_enable.s", "hello worldq"),
    "data_poller": ("data_poller.s", "dsdsdwwaaq"),
    "never_reader": ("never_reader.s", "abc"),
    "one_key_then_interrupts": ("one_key_then_interrupts.s", "x35793q"),
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jar", default="/work/oracle-rars/rars.jar")
    args = ap.parse_args()
    jar = str(Path(args.jar).resolve())
    records = []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["javac", "-cp", jar, "-d", tmp, str(TYPIST)], check=True)
        for name, (program, keys) in SCENARIOS.items():
            keys_file = Path(tmp) / f"{name}.keys"
            keys_file.write_bytes(keys.encode("latin-1"))
            run = subprocess.run(
                ["xvfb-run", "-a", "java", "-cp", f"{jar}:{tmp}", "RarsTypist",
                 str(PATTERNS / program), str(keys_file), str(COLS), str(ROWS)],
                capture_output=True, text=True, timeout=600, check=True,
            )  # fmt: skip
            lines = run.stdout.splitlines()
            while lines and not lines[-1]:
                lines.pop()
            taken = [line.endswith(" taken") and "not" not in line
                     for line in run.stderr.splitlines() if line.startswith("key ")]
            records.append({"name": name, "program": program, "keys": keys,
                            "display": f"{COLS}x{ROWS}", "rars_took": taken,
                            "screen": lines})  # fmt: skip
            print(f"{name}: {sum(taken)} of {len(keys)} keys taken, {len(lines)} lines")
    out = PATTERNS / "rars_screens.json"
    out.write_text(json.dumps({"source": "RARS 1.6 Keyboard and Display MMIO Simulator "
                               "(stand-alone) typed by scripts/rars_typist/RarsTypist.java",
                               "scenarios": records}, indent=1) + "\n")  # fmt: skip
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
