#!/usr/bin/env python3
"""Run the same RARS command line under real RARS and under `rarslite rars`, and compare.

    python3 scripts/oracles/rars_diff.py [--jar PATH] [--stdin FILE] -- ARG...

ARG... are RARS's options and files (e.g. ``nc me ic a0 prog.s``). Prints SAME, or DIFF with
unified diffs of stdout and stderr and both exit statuses; exit status 0 only for SAME.
A developer's tool (needs Java and the RARS jar); tests never need it.
"""

from __future__ import annotations

import argparse
import difflib
import os
import subprocess
import sys

DEFAULT_JAR = os.environ.get("RARS_JAR", "/work/oracle/rars.jar")


def run(cmd: list[str], stdin_path: str | None) -> tuple[bytes, bytes, int]:
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL  # noqa: SIM115
    try:
        proc = subprocess.run(cmd, stdin=stdin, capture_output=True, timeout=600)
    finally:
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    return proc.stdout, proc.stderr, proc.returncode


def show(label: str, want: bytes, got: bytes) -> None:
    lines = difflib.unified_diff(
        want.decode("utf-8", "replace").splitlines(keepends=True),
        got.decode("utf-8", "replace").splitlines(keepends=True),
        f"rars {label}",
        f"rarslite {label}",
    )
    sys.stdout.writelines(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", default=DEFAULT_JAR, help=f"RARS jar (default {DEFAULT_JAR})")
    parser.add_argument("--stdin", help="file to feed both runs as standard input")
    parser.add_argument("args", nargs=argparse.REMAINDER, help="-- then RARS's arguments")
    ns = parser.parse_args()
    args = ns.args[1:] if ns.args[:1] == ["--"] else ns.args
    if not args:
        parser.error("give RARS's arguments after --")
    want = run(["java", "-jar", ns.jar, *args], ns.stdin)
    got = run([sys.executable, "-m", "rarslite", "rars", *args], ns.stdin)
    if want == got:
        print("SAME")
        return 0
    print(f"DIFF (exit status: rars {want[2]}, rarslite {got[2]})")
    show("stdout", want[0], got[0])
    show("stderr", want[1], got[1])
    return 1


if __name__ == "__main__":
    sys.exit(main())
