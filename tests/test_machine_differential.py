"""Blocks vs the single-step path on real programs: every conformance program and the start
of every bench program, compared register by register, CSR by CSR, byte by byte, and on
their console output."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rarslite.machine.console import BufferConsole
from rarslite.machine.machine import Machine
from rarslite.machine.simulator import Simulator

SHARED = Path(__file__).resolve().parents[2] / "shared"
CONF = SHARED / "conformance"
BENCH = SHARED / "bench"

asm = pytest.importorskip("rarslite.asm")


def conformance_programs() -> list[str]:
    if not CONF.is_dir():
        return []
    names = []
    for s in sorted(CONF.glob("*.s")):
        if s.with_suffix(".args").exists() and not s.stem.startswith("asm_"):
            names.append(s.stem)
    return names


def run(program, stdin: bytes, single: bool, max_steps: int | None, **kw):
    console = BufferConsole(stdin)
    m = Machine(program, console=console, **kw)
    m.hart.force_single = single
    s = Simulator(m)
    reasons = []
    for _ in range(20):  # ebreak stops, the command line continues
        r = s.run(max_steps=max_steps)
        reasons.append(r)
        if r != "ebreak":
            break
    return m, console, reasons


def snapshot(m: Machine, console: BufferConsole) -> tuple:
    mem = m.memory
    csr = m.csr.snapshot()
    return (list(m.x), list(m.f), m.pc, csr, m.instret, m.fetches, bytes(mem.data.buf),
            bytes(mem.stack.buf), bytes(mem.mmio.buf), bytes(console.out), bytes(console.err),
            m.exit_code, m.error)  # fmt: skip


@pytest.mark.parametrize("name", conformance_programs())
def test_conformance_program_blocks_equal_single_steps(name, tmp_path, monkeypatch):
    args = (CONF / f"{name}.args").read_text().split()
    stdin_file = CONF / f"{name}.stdin"
    stdin = stdin_file.read_bytes() if stdin_file.exists() else b""
    try:
        program = asm.assemble([str(CONF / f"{name}.s")])
    except Exception:  # an assembler gap is not this test's business
        pytest.skip("does not assemble")
    steps = next((int(a) for a in args if a.isdigit()), None)
    kw = {"start_at_main": "sm" in args}
    results = []
    for single in (False, True):
        monkeypatch.chdir(tmp_path)  # ec_file writes a file in the working directory
        for f in os.listdir(tmp_path):
            os.unlink(tmp_path / f)
        m, console, reasons = run(program, stdin, single, steps, **kw)
        snap = snapshot(m, console)
        if name == "ec_time":  # wall-clock values differ between runs
            snap = snap[2:3] + snap[4:6]
        results.append((reasons, snap))
    assert results[0] == results[1]


BENCH_NAMES = sorted(p.stem for p in BENCH.glob("*.s")) if BENCH.is_dir() else []


@pytest.mark.parametrize("name", BENCH_NAMES)
def test_bench_program_prefix_blocks_equal_single_steps(name):
    program = asm.assemble([str(BENCH / f"{name}.s")])
    results = []
    for single in (False, True):
        m, console, reasons = run(program, b"", single, 150_000)
        results.append((reasons, snapshot(m, console)))
    assert results[0][0] == ["max_steps"]
    assert results[0] == results[1]
