"""Record RARS 1.6's (and MARS 4.5's) final screens for the key-readiness pattern programs
(issues 17 and 25).

Each scenario is a program in ``tests/data/kdmmio/patterns`` and a key script. The keys are
typed into RARS's own Keyboard and Display MMIO tool (stand-alone, under a virtual X display)
by ``scripts/oracles/kd_typist/KdTypist.java`` as a person would: each once the display has
settled, then it waits for the program to take it. The final screen, and which keys RARS's
program took, go to ``tests/data/kdmmio/patterns/rars_screens.json``;
``tests/test_kdmmio_patterns.py`` plays the same keys with `rarslite run --kdmmio`.

The MIPS programs go through MARS 4.5's tool the same way, into ``mars_screens.json``
(``tests/test_kdmmio_mars.py``). Needs ``javac``, ``xvfb-run`` and the jars (not needed by
the tests, never committed):

    python scripts/oracles/record_kdmmio_patterns.py --jar rars.jar --mars-jar Mars.jar [NAME...]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PATTERNS = ROOT / "tests/data/kdmmio/patterns"
TYPIST = Path(__file__).resolve().parent / "kd_typist/KdTypist.java"
COLS, ROWS = 40, 12

# name -> (program, keys): one per pattern of issue 17
SCENARIOS = {
    "prompt_late_enable": ("prompt_late_enable.s", "hello worldq"),
    "data_poller": ("data_poller.s", "dsdsdwwaaq"),
    "never_reader": ("never_reader.s", "abc"),
    "one_key_then_interrupts": ("one_key_then_interrupts.s", "x35793q"),
    "variable_spinner": ("variable_spinner.s", "sdddaaq"),  # issue 25
    # issue 36: reads maze_map.txt (the tool runs in the patterns folder), long setup
    "maze_spinner": ("maze_spinner.s", "1dddsswwaaaw2ssdssddddd"),
}
# MARS 4.5's tool (issue 25): the character stored just before the exit never appears
MARS_SCENARIOS = {
    "echo_exit": ("echo_exit.asm", "hello q"),
}


def type_keys(jar: str, classes: str, program: Path, keys: str) -> tuple[list[str], list[bool]]:
    """(final screen lines, which keys the program took) from the jar's own tool."""
    with tempfile.TemporaryDirectory() as tmp:
        keys_file = Path(tmp) / "keys"
        keys_file.write_bytes(keys.encode("latin-1"))
        run = subprocess.run(
            ["xvfb-run", "-a", "java", "-cp", f"{jar}:{classes}", "KdTypist",
             str(program), str(keys_file), str(COLS), str(ROWS)],
            capture_output=True, text=True, timeout=600, check=True, cwd=program.parent,
        )  # fmt: skip
    lines = run.stdout.splitlines()
    while lines and not lines[-1]:
        lines.pop()
    taken = [line.endswith(" taken") and "not" not in line
             for line in run.stderr.splitlines() if line.startswith("key ")]  # fmt: skip
    return lines, taken


def record(jar: str, classes: str, scenarios: dict, out: Path, tool: str, only: list[str]):
    """Play ``scenarios`` in the jar's tool into ``out`` (scenarios not in ``only`` keep
    their earlier recording)."""
    old = {}
    if out.exists():
        old = {r["name"]: r for r in json.loads(out.read_text())["scenarios"]}
    records = []
    for name, (program, keys) in scenarios.items():
        if only and name not in only and name in old:
            records.append(old[name])
            continue
        lines, taken = type_keys(jar, classes, PATTERNS / program, keys)
        records.append({"name": name, "program": program, "keys": keys,
                        "display": f"{COLS}x{ROWS}", "took": taken,
                        "screen": lines})  # fmt: skip
        print(f"{name}: {sum(taken)} of {len(keys)} keys taken, {len(lines)} lines")
    out.write_text(json.dumps({"source": f"{tool} Keyboard and Display MMIO Simulator "
                               "(stand-alone) typed by scripts/oracles/kd_typist/KdTypist.java",
                               "scenarios": records}, indent=1) + "\n")  # fmt: skip
    print(f"wrote {out}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jar", default="/work/oracle/rars.jar", help="RARS 1.6")
    ap.add_argument("--mars-jar", default="/work/oracle-mars/Mars.jar", help="MARS 4.5")
    ap.add_argument("only", nargs="*", help="record only these scenarios")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as classes:
        # an empty source path: the jars hold .java files javac must not compile
        subprocess.run(["javac", "-nowarn", "-sourcepath", classes, "-d", classes,
                        str(TYPIST)], check=True)  # fmt: skip
        record(str(Path(args.jar).resolve()), classes, SCENARIOS,
               PATTERNS / "rars_screens.json", "RARS 1.6", args.only)  # fmt: skip
        record(str(Path(args.mars_jar).resolve()), classes, MARS_SCENARIOS,
               PATTERNS / "mars_screens.json", "MARS 4.5", args.only)  # fmt: skip


if __name__ == "__main__":
    main()
