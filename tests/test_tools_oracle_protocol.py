"""scripts/oracles/analysis_tools/record.py reads only the harness's marked answer lines: a
line the simulated program printed (``total=999``, an old-style ``== end``) is never an answer,
and a malformed or unfinished answer stream is an error, not a quiet gap."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "scripts" / "oracles" / "analysis_tools" / "record.py"
_spec = importlib.util.spec_from_file_location("analysis_tools_record", _PATH)
record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record)
M = record.MARK


def test_program_output_is_not_an_answer():
    out = "\n".join([
        "total=999", "== /x.s counter", "row=1|2",
        f"{M}request /x.s counter", "total=999", "== end", f"{M}answer exit=0",
        f"{M}answer total=24", "hits=12345", f"{M}answer R%=0%", f"{M}end",
        "row=9|9", f"{M}request /x.s bht 8 2 0", f"{M}answer row=0|NT|N|0|1|0.0",
        f"{M}answer row=1|T|T|2|0|100.0", f"{M}end", "total=1"])  # fmt: skip
    assert record.parse(out) == {
        "/x.s counter": {"rows": [], "exit": "0", "total": "24", "R%": "0%"},
        "/x.s bht 8 2 0": {"rows": [["0", "NT", "N", "0", "1", "0.0"],
                                    ["1", "T", "T", "2", "0", "100.0"]]},
    }  # fmt: skip


def test_values_keep_their_equals_signs():
    out = f"{M}request - fp dec 1e7\n{M}answer expansion=a=b\n{M}end\n"
    assert record.parse(out)["- fp dec 1e7"]["expansion"] == "a=b"


@pytest.mark.parametrize("out", [
    f"{M}answer total=1",  # outside a request
    f"{M}request a\n{M}request b",  # a request inside a request
    f"{M}request a\n{M}answer total",  # no '='
    f"{M}request a\n{M}answer total=1",  # never ended
    f"{M}end",
    f"{M}request a\n{M}stop",
])  # fmt: skip
def test_malformed_streams_are_errors(out):
    with pytest.raises(ValueError):
        record.parse(out)


def test_a_set_the_simulator_has_not_is_an_error(monkeypatch, capsys):
    """``--only mars --set rv64`` (RARS's 64-bit mode) says so instead of doing nothing."""
    monkeypatch.setattr("sys.argv", ["record.py", "--only", "mars", "--set", "rv64"])
    with pytest.raises(SystemExit) as stop:
        record.main()
    assert stop.value.code == 2 and "rv64 is recorded for rars only" in capsys.readouterr().err


def test_a_failing_harness_shows_its_error(monkeypatch):
    """When Java fails (an exception in the harness), its stderr ends the recording."""
    import subprocess

    def failed(cmd, **_kw):
        return subprocess.CompletedProcess(cmd, 1, "", "Exception in thread main: boom\n")

    monkeypatch.setattr(record.subprocess, "run", failed)
    with pytest.raises(SystemExit, match="ToolOracle failed .exit status 1.:\nException.*boom"):
        record._run(["xvfb-run", "-a", "java", "-cp", "x.jar", "ToolOracle"], "rars")
