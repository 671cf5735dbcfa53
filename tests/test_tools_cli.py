"""``rarslite run --count --stats --cache SPEC --bht SPEC [--json] [--tools-out FILE]``: the
tools' numbers at the end of a headless run, on both ISAs, and clear errors for bad specs."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rarslite.analysis.bht import BhtSettings, java_table_number, parse_bht_spec
from rarslite.analysis.cache import CacheSettings, parse_cache_spec
from rarslite.commands import run as run_cmd

DATA = Path(__file__).parent / "data" / "tools"
RARS = {(r["program"], r["tool"], r["spec"]): r["shown"]
        for r in json.loads((DATA / "rars_tools.json").read_text())}  # fmt: skip
MARS = {(r["program"], r["tool"], r["spec"]): r["shown"]
        for r in json.loads((DATA / "mars_tools.json").read_text())}  # fmt: skip


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run_cmd.main(list(argv), stdin=io.BytesIO(), stdout=out, stderr=err)
    return code, out.getvalue().decode(), err.getvalue().decode()


def test_json_report_equals_the_recorded_tools(tmp_path, capsys):
    report = tmp_path / "tools.json"
    prog = str(DATA / "programs" / "matrix_rows.s")
    code, out, _ = run(prog, "--count", "--stats", "--cache", "2way,lru,blocks=16,words=4",
                       "--bht", "entries=8,history=2,initial=not-taken", "--json",
                       "--tools-out", str(report))  # fmt: skip
    assert code == 0
    assert out == "0"  # the program's own output is untouched
    data = json.loads(report.read_text())
    name = "matrix_rows.s"
    count = RARS[(name, "count", "")]
    assert data["count"] == {"total": int(count["total"]),
                             "formats": {f: int(count[f]) for f in "R R4 I S B U J".split()}}
    stats = RARS[(name, "stats", "")]
    assert data["stats"]["categories"] == {k: int(v) for k, v in stats.items()
                                           if k not in ("total", "exit")}  # fmt: skip
    cache = RARS[(name, "cache", "2way,lru,blocks=16,words=4")]
    assert (data["cache"]["accesses"], data["cache"]["hits"], data["cache"]["misses"],
            f"{data['cache']['hit_rate_percent']}%") == (
        int(cache["accesses"]), int(cache["hits"]), int(cache["misses"]), cache["rate"])
    assert data["cache"]["set_size"] == 2 and data["cache"]["bytes"] == 256
    rows = RARS[(name, "bht", "entries=8,history=2,initial=not-taken")]["rows"]
    assert [[str(e["index"]), e["history"], e["prediction"], str(e["correct"]),
             str(e["incorrect"]), e["precision"]] for e in data["bht"]["table"]] == [
        [*row[:5], float(row[5])] for row in rows]


def test_text_report_on_stderr(capsys):
    prog = str(DATA / "programs" / "branch_patterns.s")
    code, out, err = run(prog, "--count", "--cache", "direct,blocks=8,words=4", "--bht",
                         "entries=16")  # fmt: skip
    assert code == 0 and out == "120"
    report = err  # run's stderr stream (device modules write there)
    name = "branch_patterns.s"
    count = RARS[(name, "count", "")]
    assert f"Instruction Counter (RARS): {count['total']} instructions\n" in report
    assert f"  B:  {int(count['B']):>10}  {count['B%']:>4}\n" in report
    cache = RARS[(name, "cache", "direct,blocks=8,words=4")]
    assert ("Data Cache Simulator: Direct Mapping, LRU, 8 blocks of 4 words, set size 1, "
            "128 bytes\n") in report
    assert f"  hits:     {cache['hits']}\n  misses:   {cache['misses']}\n" in report
    assert f"  hit rate: {cache['rate']}\n" in report
    rows = RARS[(name, "bht", "entries=16,history=1,initial=not-taken")]["rows"]
    used = [r for r in rows if r[3] != "0" or r[4] != "0"]
    assert used
    for r in used:
        shown = java_table_number(float(r[5]))
        assert f"  {r[0]:>5}  {r[1]:<7}  {r[2]:<10}  {r[3]:>7}  {r[4]:>9}  {shown:>9}\n" in report


def test_mips_run_reports_mars_numbers(tmp_path):
    report = tmp_path / "tools.json"
    prog = str(DATA / "mips" / "bubble_sort.asm")
    code, out, _ = run(prog, "--count", "--stats", "--cache", "4way,random,blocks=16,words=2",
                       "--json", "--tools-out", str(report))  # fmt: skip
    assert code == 0 and out.startswith("-19 -7 ")
    data = json.loads(report.read_text())
    count = MARS[("bubble_sort.asm", "count", "")]
    assert data["count"]["formats"] == {f: int(count[f]) for f in "RIJ"}
    cache = MARS[("bubble_sort.asm", "cache", "4way,random,blocks=16,words=2")]
    assert (data["cache"]["hits"], data["cache"]["misses"]) == (int(cache["hits"]),
                                                                int(cache["misses"]))


def test_mips_fetch_tools_alone(tmp_path):
    """Without a data tool no device is connected on MIPS: the report still comes."""
    report = tmp_path / "tools.json"
    code, _, _ = run(str(DATA / "mips" / "branch_patterns.asm"), "--count", "--bht",
                     "entries=32,history=2,initial=taken", "--json", "--tools-out", str(report))
    assert code == 0
    data = json.loads(report.read_text())
    assert data["count"]["total"] == int(MARS[("branch_patterns.asm", "count", "")]["total"])
    rows = MARS[("branch_patterns.asm", "bht", "entries=32,history=2,initial=taken")]["rows"]
    assert [[e["correct"], e["incorrect"]] for e in data["bht"]["table"]] == [
        [int(r[3]), int(r[4])] for r in rows]


def test_no_tool_no_report(tmp_path, capsys):
    code, out, err = run(str(DATA / "programs" / "matrix_rows.s"))
    assert code == 0 and "Instruction" not in err + capsys.readouterr().err


@pytest.mark.parametrize(("spec", "message"), [
    ("3way,blocks=8", "set size must be a power of two"),
    ("direct,blocks=12", "cache blocks must be a power of two"),
    ("direct,words=4096", "cache words per block must be a power of two"),
    ("16way,blocks=8", "up to the number of blocks"),
    ("fifo", "unknown cache setting 'fifo'"),
    ("blocks=x", "cache blocks must be a number"),
])  # fmt: skip
def test_bad_cache_spec(spec, message, capsys):
    code, _, err = run(str(DATA / "programs" / "matrix_rows.s"), "--cache", spec)
    assert code == 2
    assert message in err + capsys.readouterr().err


@pytest.mark.parametrize(("spec", "message"), [
    ("entries=12", "BHT entries must be 8, 16 or 32"),
    ("history=3", "BHT history must be 1 or 2"),
    ("initial=maybe", "BHT initial must be taken or not-taken"),
    ("size=4", "unknown BHT setting"),
])  # fmt: skip
def test_bad_bht_spec(spec, message, capsys):
    code, _, err = run(str(DATA / "programs" / "matrix_rows.s"), "--bht", spec)
    assert code == 2
    assert message in err + capsys.readouterr().err


def test_spec_forms():
    assert parse_cache_spec("") == CacheSettings("direct", "lru", 8, 4, 1)
    assert parse_cache_spec("full,random,blocks=16") == CacheSettings("full", "random", 16, 4, 16)
    assert parse_cache_spec("2way, LRU, blocks=16, words=4") == CacheSettings("set", "lru", 16, 4,
                                                                              2)  # fmt: skip
    assert parse_bht_spec("entries=16,history=2,initial=taken") == BhtSettings(16, 2, True)
    assert parse_bht_spec("") == BhtSettings(16, 1, False)


def test_help_documents_the_specs(capsys):
    assert run_cmd.main(["--help"]) == 0
    text = capsys.readouterr().out
    for words in ("--count", "--stats", "--cache SPEC", "--bht SPEC", "2way,lru,blocks=16,words=4",
                  "entries=16,history=2,initial=taken", "--tools-out"):
        assert words in text
