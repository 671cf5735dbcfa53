"""RARS 1.6's 64-bit mode (``rv64``), recorded from RARS by scripts/oracles/record_rv64_oracle.py.

Our own programs exercise every RV64 instruction (and the RV32 ones whose meaning changes
with 64-bit registers), 64-bit ``li`` with random constants, memory, CSRs and ecalls; the
recorded stdout / exit status / text dumps are RARS's. Replayed here without Java, through
``rarslite rars`` in-process, and the machine's block mode is checked against its
single-step path on the same programs.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from rarslite.asm.riscv import assemble
from rarslite.commands import rars
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

DATA = Path(__file__).parent / "data" / "rv64"
PROGRAMS = ["int", "fp", "mem", "csr", "ecall", "dword", "calls"]


def run_rars(args: list[str], stdin: bytes = b"") -> tuple[int, bytes]:
    out, err = io.BytesIO(), io.BytesIO()
    code = rars.main(["nc", *args], stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return code, out.getvalue()


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_matches_rars(name):
    args = (DATA / f"{name}.args").read_text().split()
    stdin = DATA / f"{name}.stdin"
    code, out = run_rars(args + [str(DATA / f"{name}.s")],
                         stdin.read_bytes() if stdin.exists() else b"")  # fmt: skip
    want = (DATA / f"{name}.out").read_bytes()
    assert out.decode().splitlines() == want.decode().splitlines()
    assert out == want
    assert code == int((DATA / f"{name}.code").read_text())


def test_recorded_set_covers_every_rv64_instruction():
    from rarslite.isa.riscv.table import SPECS_BY_XLEN

    text = "".join((DATA / f"{n}.s").read_text() for n in PROGRAMS)
    words = set(text.replace(",", " ").split())
    missing = {s.op for s in SPECS_BY_XLEN[64] if s.xlen == 64} - words
    assert not missing
    assert sum(len((DATA / f"{n}.out").read_text().splitlines()) for n in PROGRAMS) > 5000


def test_li_expansions_match_rars_text_dump_word_for_word():
    program = assemble([str(DATA / "li.s")], xlen=64)
    words = [e.word for _, e in sorted(program.text.items())]
    want = [int(w, 16) for w in (DATA / "li.hex").read_text().split()]
    assert len(want) > 1000
    assert words == want


@pytest.mark.parametrize("name", ["rv32_errors", "rv64_errors"])
def test_assembler_errors_match_rars(name):
    # rv32_errors: RV64-only forms in 32-bit mode; rv64_errors: bad operands in 64-bit mode
    args = (DATA / f"{name}.args").read_text().split()
    code, out = run_rars(args + [str(DATA / f"{name}.s")])
    assert out.decode().replace(str(DATA) + "/", "@DIR@/") == (DATA / f"{name}.out").read_text()
    assert code == int((DATA / f"{name}.code").read_text())


def _finish(program, single: bool, stdin: bytes = b""):
    m = Machine(program, console=BufferConsole(stdin))
    m.hart.force_single = single
    sim = Simulator(m)
    reason = sim.run()
    return (reason, bytes(m.console.out), list(m.x), list(m.f), m.csr.snapshot(), m.pc,
            m.instret, m.fetches)


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow)
                                  if n in ("int", "fp") else n for n in PROGRAMS])
def test_blocks_agree_with_single_step_in_64_bit_mode(name):
    program = assemble([str(DATA / f"{name}.s")], xlen=64)
    stdin = DATA / f"{name}.stdin"
    data = stdin.read_bytes() if stdin.exists() else b""
    blocks = _finish(program, False, data)
    assert blocks == _finish(program, True, data)
    assert blocks[1]  # it printed its results
    if name in ("int", "fp", "mem"):  # the registers really hold 64-bit values at the end
        assert any(v >> 32 for v in blocks[2])
