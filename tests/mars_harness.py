"""Run one recorded MARS conformance case through `rarslite mars`, in process."""

from __future__ import annotations

import io
import json
import os
import sys
import tempfile

from rarslite.commands import mars

DATA = os.path.join(os.path.dirname(__file__), "data", "mips")


def cases() -> list[tuple[str, int]]:
    out = []
    for name in sorted(os.listdir(DATA)):
        if name.endswith(".expected.json"):
            with open(os.path.join(DATA, name)) as fh:
                n = len(json.load(fh))
            out += [(name[: -len(".expected.json")], k) for k in range(n)]
    return out


def run_case(name: str, k: int) -> tuple[dict, dict]:
    """(expected, actual) for run ``k`` of program ``name``."""
    with open(os.path.join(DATA, name + ".expected.json")) as fh:
        exp = json.load(fh)[k]
    folder = os.path.abspath(DATA)
    old = os.getcwd(), sys.stdout, sys.stderr, sys.stdin
    out_b, err_b = io.BytesIO(), io.BytesIO()
    wout = io.TextIOWrapper(out_b, encoding="utf-8", newline="")
    werr = io.TextIOWrapper(err_b, encoding="utf-8", newline="")
    sys.stdout, sys.stderr = wout, werr
    # newline="\n" as a process's own stdin: a CR reaches the program's reader untranslated
    sys.stdin = io.TextIOWrapper(io.BytesIO(exp["stdin"].encode()), encoding="utf-8", newline="\n")
    with tempfile.TemporaryDirectory() as tmp:
        dump_path = os.path.join(tmp, "dump.out")
        argv = [a.replace("{FILE}", name + ".asm").replace("{OUT}", dump_path) for a in exp["args"]]
        try:
            os.chdir(folder)
            rc = mars.main(argv)
        finally:
            wout.flush()
            werr.flush()
            wout.detach()
            werr.detach()
            os.chdir(old[0])
            sys.stdout, sys.stderr, sys.stdin = old[1], old[2], old[3]
        dump = None
        if os.path.exists(dump_path):
            with open(dump_path, "rb") as fh:
                dump = fh.read().decode("latin-1")
    got = {
        "stdout": _placeholders(out_b.getvalue(), dump_path, folder),
        "stderr": _placeholders(err_b.getvalue(), dump_path, folder),
        "rc": rc,
        "dump": dump,
    }
    return exp, got


def _placeholders(data: bytes, dump_path: str, folder: str) -> str:
    """Output with the dump file's and the data folder's paths as recorded: {OUT}, {DIR}."""
    return data.decode("utf-8", "replace").replace(dump_path, "{OUT}").replace(folder, "{DIR}")
