#!/usr/bin/env python3
"""Run RARS's own 64-bit test programs through `rarslite rars` the way RARS's harness does.

    python3 scripts/oracles/rars_tests64.py FOLDER [--rarslite CMD]

FOLDER holds RARS 1.6's ``test/riscv-tests-64/*.S`` (a RARS checkout; never copied into this
repository). Each program runs as ``rarslite rars nc me sm ae3 se4 rv64 FILE``; it passes when
it exits with status 42 and prints the ``#stdout:`` text its header expects (``#stdin:`` is
fed in), as in RARS's ``test/Test.java``. Prints each failure and the pass count; exit status
0 only if all pass. A developer's tool: tests never need the folder.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys


def expectations(path: str) -> tuple[str, str]:
    """(stdin, stdout) from the program's leading ``#stdin:`` / ``#stdout:`` comment lines."""
    stdin = stdout = ""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith("#"):
                break
            if line.startswith("#stdin:"):
                stdin = line[len("#stdin:") :].rstrip("\n").replace("\\n", "\n")
            elif line.startswith("#stdout:"):
                stdout = line[len("#stdout:") :].rstrip("\n").replace("\\n", "\n")
    return stdin, stdout


def run_one(cmd: list[str], path: str) -> str | None:
    """None if the program passes, else why not."""
    stdin, want = expectations(path)
    proc = subprocess.run(cmd + ["nc", "me", "sm", "ae3", "se4", "rv64", path],
                          input=stdin.encode(), capture_output=True, timeout=120)  # fmt: skip
    got = proc.stdout.decode("utf-8", "replace")
    if proc.returncode != 42:
        return f"exit status {proc.returncode}: {proc.stderr.decode(errors='replace')[:400]}"
    if got != want:
        return f"stdout {got!r}, expected {want!r}"
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder")
    ap.add_argument("--rarslite", default=f"{sys.executable} -m rarslite rars",
                    help="the command to run (default: this Python's rarslite rars)")
    args = ap.parse_args()
    cmd = shlex.split(args.rarslite)
    names = sorted(n for n in os.listdir(args.folder) if n.endswith((".s", ".S", ".asm")))
    passed = 0
    for name in names:
        why = run_one(cmd, os.path.join(args.folder, name))
        if why is None:
            passed += 1
        else:
            print(f"FAIL {name}: {why}")
    print(f"{passed} of {len(names)} passed")
    return 0 if passed == len(names) else 1


if __name__ == "__main__":
    sys.exit(main())
