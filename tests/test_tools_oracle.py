"""The analysis tools' numbers equal what RARS 1.6's and MARS 4.5's tools displayed for the same
programs and settings (recorded by scripts/oracles/analysis_tools/record.py into
tests/data/tools/); "rars64" is RARS in its 64-bit mode (``--set rv64``)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rarslite.analysis.bht import BranchHistoryTable, parse_bht_spec
from rarslite.analysis.cache import DataCache, parse_cache_spec
from rarslite.analysis.counts import (
    RISCV_FORMAT,
    InstructionCounter,
    InstructionStatistics,
    percent,
)
from rarslite.analysis.headless import branch_outcome
from rarslite.analysis.mips_kinds import mips_format
from rarslite.analysis.observers import watch_data, watch_fetches
from rarslite.machine.simulator import Simulator

DATA = Path(__file__).parent / "data" / "tools"
FILES = {"rars": "rars_tools.json", "mars": "mars_tools.json", "rars64": "rars_rv64.json"}
RECORDS = {sim: json.loads((DATA / name).read_text()) for sim, name in FILES.items()}
FOLDER = {"rars": "programs", "mars": "mips"}  # rars64's programs are in programs/ and rv64/


def _machine(sim: str, name: str):
    folders = ("programs", "rv64") if sim == "rars64" else (FOLDER[sim],)
    path = next(str(p) for f in folders if (p := DATA / f / name).exists())
    if sim != "mars":
        from rarslite.asm.riscv import assemble
        from rarslite.commands.common import CliConsole
        from rarslite.machine.riscv.machine import Machine

        console = CliConsole(stdin=io.BytesIO(), stdout=io.BytesIO())
        m = Machine(assemble([path], xlen=64 if sim == "rars64" else 32), console=console)
        console.machine = m
        return m
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips.machine import MipsMachine

    return MipsMachine(assemble([path]))


def run_with_tools(sim: str, name: str) -> dict:
    """Run one recorded program once with every recorded tool setting connected at once."""
    m = _machine(sim, name)
    isa = "mips" if sim == "mars" else "riscv"
    tools: dict = {("count", ""): InstructionCounter(m.config, isa),
                   ("stats", ""): InstructionStatistics(m.config, isa)}  # fmt: skip
    for r in RECORDS[sim]:
        if r["program"] != name:
            continue
        key = (r["tool"], r["spec"])
        if r["tool"] == "cache":
            tools[key] = DataCache(parse_cache_spec(r["spec"]))
            watch_data(m, tools[key])
        elif r["tool"] == "bht":
            tools[key] = BranchHistoryTable(parse_bht_spec(r["spec"]), branch_outcome(m), m.config)
    for key, tool in tools.items():
        if key[0] != "cache":
            watch_fetches(m, tool)
    assert Simulator(m).run(5_000_000) == "exit"
    return tools


_runs: dict = {}


def tool_for(sim: str, record: dict):
    """The tool of ``record``'s setting after its program's run (one run per program)."""
    key = (sim, record["program"])
    if key not in _runs:
        _runs[key] = run_with_tools(sim, record["program"])
    return _runs[key][(record["tool"], record["spec"])]


def _records(tool: str) -> list:
    return [pytest.param(sim, r, id=f"{sim}-{r['program']}-{r['spec'] or tool}")
            for sim, records in RECORDS.items() for r in records if r["tool"] == tool]  # fmt: skip


@pytest.mark.parametrize(("sim", "record"), _records("count"))
def test_instruction_counter(sim, record):
    c = tool_for(sim, record)
    shown = record["shown"]
    assert c.total == int(shown["total"])
    assert list(c.counts) == (["R", "I", "J"] if sim == "mars" else
                              ["R", "R4", "I", "S", "B", "U", "J"])  # fmt: skip
    for fmt, n in c.counts.items():
        assert (n, f"{percent(n, c.total)}%") == (int(shown[fmt]), shown[fmt + "%"]), fmt


@pytest.mark.parametrize(("sim", "record"), _records("stats"))
def test_instruction_statistics(sim, record):
    s = tool_for(sim, record)
    shown = {k: v for k, v in record["shown"].items() if k != "exit"}
    assert {"total": str(s.total), **{k: str(v) for k, v in s.counts.items()}} == shown


@pytest.mark.parametrize(("sim", "record"), _records("cache"))
def test_data_cache(sim, record):
    c = tool_for(sim, record)
    shown = record["shown"]
    assert (c.accesses, c.hits, c.misses, f"{c.hit_rate_percent()}%") == (
        int(shown["accesses"]), int(shown["hits"]), int(shown["misses"]), shown["rate"])


@pytest.mark.parametrize(("sim", "record"), _records("bht"))
def test_bht(sim, record):
    b = tool_for(sim, record)
    rows = [[str(i), e.history_text(), e.prediction_text(), str(e.correct), str(e.incorrect),
             e.precision] for i, e in enumerate(b.entries)]  # fmt: skip
    assert rows == [[*row[:5], float(row[5])] for row in record["shown"]["rows"]]


def test_recordings_exercise_the_models():
    for records in RECORDS.values():
        assert {r["tool"] for r in records} == {"count", "stats", "cache", "bht"}
        assert len({r["program"] for r in records}) >= 5
        caches = [r["shown"] for r in records if r["tool"] == "cache"]
        assert any(int(s["misses"]) > 10 * int(s["hits"]) for s in caches)  # column order
        assert any(int(s["hits"]) > 10 * int(s["misses"]) for s in caches)
        randoms = [r["shown"] for r in records if "random" in r["spec"]]
        assert any(0 < int(s["hits"]) < int(s["misses"]) for s in randoms)
        bhts = [row for r in records if r["tool"] == "bht" for row in r["shown"]["rows"]]
        assert any(0 < float(row[5]) < 100 for row in bhts)


def test_riscv_formats_are_rars_formats():
    rars = dict(line.split() for line in (DATA / "rars_formats.txt").read_text().splitlines())
    assert {op: RISCV_FORMAT[op] for op in rars} == rars


def test_mips_formats_are_mars_formats():
    from rarslite.isa.mips.codec import MipsInstr

    mars = dict(line.split() for line in (DATA / "mars_formats.txt").read_text().splitlines())
    counted = {"I_BRANCH": "I"}
    assert {op: mips_format(MipsInstr(op)) for op in mars} == {
        op: counted.get(f, f) for op, f in mars.items()}
