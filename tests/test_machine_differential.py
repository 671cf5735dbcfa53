"""Blocks vs the single-step path on real programs: every conformance program and the start
of every bench program, compared register by register, CSR by CSR, byte by byte, and on
their console output."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

SHARED = Path(__file__).resolve().parents[2] / "shared"
CONF = SHARED / "conformance"
BENCH = SHARED / "bench"

asm = pytest.importorskip("rarslite.asm.riscv")


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


def test_random_decoded_programs_blocks_equal_single_steps():
    """Random machine words (biased to common opcodes, incl. FP and memory), random register
    contents: both paths must agree on everything, traps and error reports included."""
    import random

    from rarslite.isa.riscv import decode
    from rarslite.program import Program, TextEntry

    rng = random.Random(229)
    opcodes = [0x13, 0x33, 0x03, 0x23, 0x63, 0x53, 0x07, 0x27, 0x43, 0x6F, 0x67, 0x37]
    for _ in range(120):
        p = Program()
        for i in range(rng.randint(1, 40)):
            while True:
                w = rng.getrandbits(32)
                if rng.random() < 0.6:
                    w = (w & ~0x7F) | rng.choice(opcodes)
                ins = decode(w)
                if ins is not None and ins.op != "ecall" and ins.csr not in (0xC01, 0xC81):
                    break
            a = p.entry + 4 * i
            p.text[a] = TextEntry(a, w, ins, ins.op)
        init = [0] + [rng.choice([0, 1, 0x10010000, 0x7FFFEFF0, 0x400000, rng.getrandbits(32)])
                      for _ in range(31)]  # fmt: skip
        finit = [rng.getrandbits(64) for _ in range(32)]
        smc = rng.random() < 0.3
        results = []
        for single in (False, True):
            m = Machine(p, smc=smc)
            m.hart.force_single = single
            m.x[:] = init
            m.f[:] = finit
            s = Simulator(m)
            r = s.run(max_steps=3000)
            results.append((r, snapshot(m, BufferConsole()), s.report))
        assert results[0] == results[1]
