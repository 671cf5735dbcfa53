#!/usr/bin/env python3
"""Record RARS 1.6's and MARS 4.5's analysis tools' numbers for rarslite's tests
(tests/test_tools_*.py).

For each simulator: compiles its harness (ToolOracle.java / MarsToolOracle.java, with
OracleSupport.java) and its format lister against the jar, runs every program of its folder
(tests/data/tools/programs/*.s, tests/data/tools/mips/*.asm) through each tool and setting
below in one JVM under xvfb-run (the tools are Swing windows), and writes
tests/data/tools/{rars,mars}_tools.json and {rars,mars}_formats.txt (``--set memref``: the
Memory Reference Visualization's counts and painted grids, {rars,mars}_memref.json and
memref/*.png; ``--set float``: the Floating Point Representation's fields after typing into
one, {rars,mars}_float.json; ``--set smc``: the Instruction Counter and Instruction Statistics
with self-modifying code enabled, for the programs of tests/data/tools/smc/,
{rars,mars}_smc.json; ``--set rv64``: RARS only, the four tools' settings above in RARS's 64-bit
mode, for the programs of tests/data/tools/programs/ and rv64/, rars_rv64.json). Needs java,
javac and xvfb-run; tests never do.

The harness answers on its stdout, only in lines marked "~oracle~ " (see parse); whatever else
is printed in its JVM (MARS's program console, a library's messages) goes to its stderr, and
RARS's rars.api keeps the program's console in a buffer of its own.

usage: scripts/oracles/analysis_tools/record.py [--rars-jar JAR] [--mars-jar JAR] [--only rars|mars]
       [--set tools|memref|float|smc|rv64]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
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


# rarslite --mem-refs settings -> the tool's: words per unit, unit width and height, display
# width and height (pixels), base choice index (0 text, 1 global data, 2 gp, 3 static data,
# 4 heap, 5 memory map)
MEMREF_SETTINGS = {
    "default": (1, 16, 16, 256, 256, 3),
    "words4": (4, 8, 8, 128, 128, 3),
    "narrow": (2, 4, 8, 64, 128, 3),
    "small": (1, 2, 2, 64, 64, 3),
    "past_end": (1, 16, 16, 128, 64, 3),  # the program's data reaches past the grid's end
    "text": (1, 16, 16, 256, 256, 0),
    "gp": (512, 32, 32, 256, 256, 2),
    "global_edge": (64, 16, 16, 256, 256, 1),  # the grid ends exactly at static data
}
# Floating Point Representation: what is typed into which field
FLOAT_INPUTS = [
    ("hex", "3f800000"), ("hex", "40490fdb"), ("hex", "c2f6e979"), ("hex", "7f800000"),
    ("hex", "ff800000"), ("hex", "7fc00000"), ("hex", "7f800001"), ("hex", "00000001"),
    ("hex", "007fffff"), ("hex", "80000000"), ("hex", "3dcccccd"), ("hex", "12"),
    ("hex", "7f7fffff"), ("hex", "4b000001"), ("hex", "5f000000"), ("hex", "2edbe6ff"),
    ("hex", "ABCDEF"), ("hex", ""),
    ("dec", "0.1"), ("dec", "-2.5"), ("dec", "1e10"), ("dec", "1e-45"), ("dec", "1e-46"),
    ("dec", "3.4028236e38"), ("dec", "1e39"), ("dec", "123456789"), ("dec", "0.3"),
    ("dec", "-0"), ("dec", "1.17549435E-38"), ("dec", "1.5e-40"), ("dec", "+.5"),
    ("dec", "1..2"), ("dec", "e5"), ("dec", "-"), ("dec", "100"), ("dec", "1e7"),
    ("dec", "0.001"), ("dec", "1.0000001"), ("dec", "16777217"), ("dec", "9.999999e-4"),
    ("bin", "1 10000000 1"), ("bin", "0 11111111 0"), ("bin", "0 0 1"), ("bin", "0 1111111 11"),
    ("bin", "1 11111110 11111111111111111111111"), ("bin", "0 00000000 10000000000000000000000"),
]


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


def memref_requests(programs: list[Path]) -> list[tuple[str, str, str, str]]:
    out = []
    for p in programs:
        for name, args in MEMREF_SETTINGS.items():
            png = DATA / "memref" / f"{p.parent.name}_{p.stem}_{name}.png"
            out.append((p.name, "memref", name, f"{p} memref {' '.join(map(str, args))} {png}"))
    return out


def smc_requests(programs: list[Path]) -> list[tuple[str, str, str, str]]:
    """The counting tools with self-modifying code (the harness's "smc" request word)."""
    return [(p.name, tool, "smc", f"smc {p} {request}") for p in programs
            for tool, request in (("count", "counter"), ("stats", "stats"))]  # fmt: skip


def rv64_requests(programs: list[Path]) -> list[tuple[str, str, str, str]]:
    """The four tools' requests in RARS's 64-bit mode (the harness's "rv64" request word)."""
    return [(*r[:3], f"rv64 {r[3]}") for r in requests(programs)]


def float_requests() -> list[tuple[str, str, str, str]]:
    return [("", "fp", f"{field} {text}".strip(), f"- fp {field} {text}".strip())
            for field, text in FLOAT_INPUTS]


# what to record -> (requests, output file name pattern, program folders instead of the
# simulator's own, the simulators it is for)
SETS = {
    "tools": (requests, "{}_tools.json", (), ("rars", "mars")),
    "memref": (memref_requests, "{}_memref.json", (), ("rars", "mars")),
    "float": (lambda _programs: float_requests(), "{}_float.json", (), ("rars", "mars")),
    "smc": (smc_requests, "{}_smc.json", ("smc",), ("rars", "mars")),
    "rv64": (rv64_requests, "{}_rv64.json", ("programs", "rv64"), ("rars",)),
}


MARK = "~oracle~ "  # OracleSupport.MARK: the start of every line of the harness's answers


def parse(output: str) -> dict[str, dict]:
    """The harness's answers by request line: "~oracle~ request LINE", "~oracle~ answer
    KEY=VALUE" lines ("row" ones collected in order), "~oracle~ end". Lines without the mark
    are not answers (the harness sends the program's console to stderr, so none are expected)."""
    answers: dict[str, dict] = {}
    current = None
    for line in output.splitlines():
        if not line.startswith(MARK):
            continue
        kind, _, rest = line[len(MARK):].partition(" ")
        if kind == "request" and current is None:
            current = answers.setdefault(rest, {"rows": []})
        elif kind == "end" and current is not None and not rest:
            current = None
        elif kind == "answer" and current is not None and "=" in rest:
            key, _, value = rest.partition("=")
            if key == "row":
                current["rows"].append(value.split("|"))
            else:
                current[key] = value
        else:
            raise ValueError(f"unexpected harness line: {line!r}")
    if current is not None:
        raise ValueError("the harness's last answer has no end")
    return answers


def _run(cmd: list[str], name: str, stdin: str | None = None) -> str:
    """A Java command's stdout; if it fails, its stderr (the exception) ends the recording."""
    done = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{name}: {cmd[cmd.index('-cp') + 2]} failed (exit status "
                         f"{done.returncode}):\n{done.stderr}")  # fmt: skip
    return done.stdout


def record(name: str, jar: str, which: str = "tools") -> None:
    harness, lister, folder, pattern, modes = ORACLES[name]
    with tempfile.TemporaryDirectory() as classes:
        # -sourcepath: MARS's jar also holds its sources, which javac must not recompile
        subprocess.run(["javac", "-nowarn", "-sourcepath", classes, "-cp", jar, "-d", classes,
                        *(str(HERE / f"{c}.java") for c in (harness, lister, "OracleSupport"))],
                       check=True)  # fmt: skip
        cp = f"{jar}:{classes}"
        formats = set()
        for mode in modes:
            out = _run(["java", "-Djava.awt.headless=true", "-cp", cp, lister, *mode], name)
            formats |= {line.replace("_FORMAT", "") for line in out.splitlines() if line}
        (DATA / f"{name}_formats.txt").write_text("".join(f"{f}\n" for f in sorted(formats)))
        make, out_pattern, set_folders, _ = SETS[which]
        programs = [p for f in set_folders or (folder,) for p in sorted((DATA / f).glob(pattern))]
        (DATA / "memref").mkdir(exist_ok=True)
        reqs = make(programs)
        stdin = "".join(line + "\n" for *_, line in reqs)
        # -OmitStackTraceInFastThrow: a tool's index error keeps its message however hot the
        # code is (else the recorded "error" depends on when the JIT compiled it)
        out = _run(["xvfb-run", "-a", "java", "-XX:-OmitStackTraceInFastThrow", "-cp", cp,
                    harness], name, stdin)  # fmt: skip
    answers = parse(out)
    records = []
    for program, tool, spec, line in reqs:
        answer = answers[line]
        if not answer["rows"]:
            answer.pop("rows")
        records.append({"program": program, "tool": tool, "spec": spec, "shown": answer})
    (DATA / out_pattern.format(name)).write_text(json.dumps(records, indent=1) + "\n")
    print(f"{name}: recorded {len(records)} tool runs of {len(programs)} programs")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rars-jar", default="/work/oracle/rars.jar")
    ap.add_argument("--mars-jar", default="/work/oracle-mars/Mars.jar")
    ap.add_argument("--only", choices=ORACLES)
    ap.add_argument("--set", choices=SETS, default="tools",
                    help="what to record: the four analysis tools (default), the memory "
                         "reference grids, the float representation fields, or the counting "
                         "tools with self-modifying code, or the four tools in RARS's 64-bit "
                         "mode")
    args = ap.parse_args()
    simulators = SETS[args.set][3]
    if args.only is not None and args.only not in simulators:
        ap.error(f"--set {args.set} is recorded for {' and '.join(simulators)} only")
    for name in ORACLES:
        if args.only in (None, name) and name in SETS[args.set][3]:
            record(name, args.rars_jar if name == "rars" else args.mars_jar, args.set)


if __name__ == "__main__":
    main()
