"""Helpers for the Keyboard and Display MMIO and Timer program tests: assemble a RISC-V program,
run it on the real machine, or run it as `rarslite run` with the headless device options."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

from rarslite.asm import riscv as asm
from rarslite.devices import headless
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

EXAMPLES = Path(__file__).resolve().parents[1] / "resources/examples/mmio"
MAX = 5_000_000


def machine_for(source: str, name: str = "t.s") -> Machine:
    program = asm.assemble_text(source, name)
    return Machine(program, console=BufferConsole())


def example(name: str) -> str:
    return (EXAMPLES / name).read_text()


def headless_run(source: str, argv: list[str], max_steps: int = MAX):
    """Run like `rarslite run <argv>`; returns (reason, screen text, stderr, machine)."""
    p = argparse.ArgumentParser()
    headless.add_arguments(p)
    args = p.parse_args(argv)
    m = machine_for(source)
    out, err = io.StringIO(), io.StringIO()
    session = headless.attach(m, args, stdout=out, stderr=err)
    sim = Simulator(m)
    reason = sim.run(max_steps=max_steps)
    session.finish()
    return reason, out.getvalue(), err.getvalue(), m


def word(m: Machine, label: str) -> int:
    return m.memory.peek_word(m.program.symbols[label])
