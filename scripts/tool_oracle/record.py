#!/usr/bin/env python3
"""Record RARS 1.6's analysis tools' numbers for rarslite's tests (tests/test_tools_*.py).

Compiles ToolOracle.java and RarsFormats.java against the jar, runs every program in
tests/data/tools/programs/ through each tool and setting below in one JVM under xvfb-run
(the tools are Swing windows), and writes tests/data/tools/rars_tools.json and
rars_formats.txt. Needs java, javac and xvfb-run; tests never do.

usage: scripts/tool_oracle/record.py [--jar /work/oracle/rars.jar]
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jar", default="/work/oracle/rars.jar")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as classes:
        subprocess.run(["javac", "-cp", args.jar, "-d", classes, str(HERE / "ToolOracle.java"),
                        str(HERE / "RarsFormats.java")], check=True)  # fmt: skip
        cp = f"{args.jar}:{classes}"
        formats = set()
        for mode in ([], ["64"]):
            out = subprocess.run(["java", "-Djava.awt.headless=true", "-cp", cp, "RarsFormats",
                                  *mode], check=True, capture_output=True, text=True).stdout
            formats |= {line.replace("_FORMAT", "") for line in out.splitlines() if line}
        (DATA / "rars_formats.txt").write_text("".join(f"{f}\n" for f in sorted(formats)))
        programs = sorted((DATA / "programs").glob("*.s"))
        reqs = requests(programs)
        stdin = "".join(line + "\n" for *_, line in reqs)
        out = subprocess.run(["xvfb-run", "-a", "java", "-cp", cp, "ToolOracle"], input=stdin,
                             check=True, capture_output=True, text=True).stdout  # fmt: skip
    answers = parse(out)
    records = []
    for name, tool, spec, line in reqs:
        answer = answers[line]
        answer.pop("exit", None)
        if not answer["rows"]:
            answer.pop("rows")
        records.append({"program": name, "tool": tool, "spec": spec, "shown": answer})
    (DATA / "rars_tools.json").write_text(json.dumps(records, indent=1) + "\n")
    print(f"recorded {len(records)} tool runs of {len(programs)} programs")


if __name__ == "__main__":
    main()
