#!/usr/bin/env python3
"""Record RARS 1.6's and MARS 4.5's analysis tools' numbers for rarslite's tests
(tests/test_tools_*.py).

For each simulator: compiles its harness (ToolOracle.java / MarsToolOracle.java, with
OracleSupport.java) and its format lister against the jar, runs every program of its folder
(tests/data/tools/programs/*.s, tests/data/tools/mips/*.asm) through each tool and setting
below in one JVM under xvfb-run (the tools are Swing windows), and writes
tests/data/tools/{rars,mars}_tools.json and {rars,mars}_formats.txt. Needs java, javac and
xvfb-run; tests never do.

usage: scripts/tool_oracle/record.py [--rars-jar JAR] [--mars-jar JAR] [--only rars|mars]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "tools"
HERE = Path(__file__).resolve().parent

# rarslite --cache SPEC -> the tool's settings: placement index, replacement index, blocks,
# words per block, set size
CACHE_SPECS = {
    "direct,blocks=8,words=4": (0, 0, 8, 4, 1),
    "direct,blocks=16,words=1": (0, 0, 16, 1, 1),
    "direct,blocks=4,words=8": (0, 0, 4, 8, 1),
    "full,lru,blocks=8,words=4": (1, 0, 8, 4, 8),
    "full,random,blocks=8,words=2": (1, 1, 8, 2, 8),
    "2way,lru,blocks=16,words=4": (2, 0, 16, 4, 2),
    "4way,random,blocks=16,words=2": (2, 1, 16, 2, 4),
    "2way,random,blocks=8,words=4": (2, 1, 8, 4, 2),
    "4way,lru,blocks=32,words=1": (2, 0, 32, 1, 4),
}
# rarslite --bht SPEC -> entries, history, initially taken
BHT_SPECS = {
    "entries=16,history=1,initial=not-taken": (16, 1, 0),
    "entries=8,history=2,initial=not-taken": (8, 2, 0),
    "entries=32,history=2,initial=taken": (32, 2, 1),
    "entries=16,history=1,initial=taken": (16, 1, 1),
}


# name -> (harness, format lister, program folder, program pattern, lister modes)
ORACLES = {
    "rars": ("ToolOracle", "RarsFormats", "programs", "*.s", ([], ["64"])),
    "mars": ("MarsToolOracle", "MarsFormats", "mips", "*.asm", ([],)),
}


def requests(programs: list[Path]) -> list[tuple[str, str, str, str]]:
    """(program name, tool, rarslite spec, the harness's request line)."""
    out = []
    for p in programs:
        out.append((p.name, "count", "", f"{p} counter"))
        out.append((p.name, "stats", "", f"{p} stats"))
        for spec, args in CACHE_SPECS.items():
            out.append((p.name, "cache", spec, f"{p} cache {' '.join(map(str, args))}"))
        for spec, args in BHT_SPECS.items():
            out.append((p.name, "bht", spec, f"{p} bht {' '.join(map(str, args))}"))
    return out


def parse(output: str) -> dict[str, dict]:
    """The harness's answers by request line."""
    answers: dict[str, dict] = {}
    current = None
    for line in output.splitlines():
        if line.startswith("== "):
            current = None if line == "== end" else answers.setdefault(line[3:], {"rows": []})
        elif current is not None and "=" in line:
            key, _, value = line.partition("=")
            if key == "row":
                current["rows"].append(value.split("|"))
            else:
                current[key] = value
    return answers


def record(name: str, jar: str) -> None:
    harness, lister, folder, pattern, modes = ORACLES[name]
    with tempfile.TemporaryDirectory() as classes:
        # -sourcepath: MARS's jar also holds its sources, which javac must not recompile
        subprocess.run(["javac", "-nowarn", "-sourcepath", classes, "-cp", jar, "-d", classes,
                        *(str(HERE / f"{c}.java") for c in (harness, lister, "OracleSupport"))],
                       check=True)  # fmt: skip
        cp = f"{jar}:{classes}"
        formats = set()
        for mode in modes:
            out = subprocess.run(["java", "-Djava.awt.headless=true", "-cp", cp, lister, *mode],
                                 check=True, capture_output=True, text=True).stdout
            formats |= {line.replace("_FORMAT", "") for line in out.splitlines() if line}
        (DATA / f"{name}_formats.txt").write_text("".join(f"{f}\n" for f in sorted(formats)))
        programs = sorted((DATA / folder).glob(pattern))
        reqs = requests(programs)
        stdin = "".join(line + "\n" for *_, line in reqs)
        out = subprocess.run(["xvfb-run", "-a", "java", "-cp", cp, harness], input=stdin,
                             check=True, capture_output=True, text=True).stdout  # fmt: skip
    answers = parse(out)
    records = []
    for program, tool, spec, line in reqs:
        answer = answers[line]
        if not answer["rows"]:
            answer.pop("rows")
        records.append({"program": program, "tool": tool, "spec": spec, "shown": answer})
    (DATA / f"{name}_tools.json").write_text(json.dumps(records, indent=1) + "\n")
    print(f"{name}: recorded {len(records)} tool runs of {len(programs)} programs")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rars-jar", default="/work/oracle/rars.jar")
    ap.add_argument("--mars-jar", default="/work/oracle-mars/Mars.jar")
    ap.add_argument("--only", choices=ORACLES)
    args = ap.parse_args()
    for name in ORACLES:
        if args.only in (None, name):
            record(name, args.rars_jar if name == "rars" else args.mars_jar)


if __name__ == "__main__":
    main()
