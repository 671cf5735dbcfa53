"""Programs the RISC-V fast paths (structured blocks, regions, counting blocks) once got
wrong (issue 30 and the differential fuzzer's finds), run in every mode against the
single-step path (``force_single``: one instruction at a time through the same instruction
code) and, for the ones in tests/data/exactness/, against RARS 1.6's recorded output
(scripts/record_exactness.py).

Modes: ``rarslite rars nc [N]``; step limits 1..200 and random; the GUI's slices
(`Simulator.run` with a step budget, again and again); the Instruction Counter and
Instruction Statistics connected (blocks that never loop); breakpoints on every
instruction; backstep after full-speed runs. Compared: registers, FP registers, pc, data
and stack memory, console output, the step/fetch/instret counters, the stop reason.
"""

from __future__ import annotations

import io
import json
import os
import random
from pathlib import Path

import pytest

from rarslite.analysis.counts import InstructionCounter, InstructionStatistics
from rarslite.analysis.observers import watch_fetches
from rarslite.asm.riscv import assemble_text
from rarslite.commands import rars
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import TERMINAL, Simulator

DATA = Path(__file__).parent / "data" / "exactness"
RARS = json.loads((DATA / "rars.json").read_text())
REGS = [f"x{i}" for i in range(1, 32)]

# shrunk programs from the differential fuzzer (scripts/fuzz_engine.py), with what broke
FUZZ: dict[str, str] = {}

PROGRAMS = {p.name: p.read_text() for p in sorted(DATA.glob("*.s"))} | FUZZ


def machine(src: str, single: bool, tools: bool = False) -> tuple[Machine, Simulator, list]:
    m = Machine(assemble_text(src, "p.s"), console=BufferConsole())
    m.hart.force_single = single
    counters: list = []
    if tools:
        counters = [InstructionCounter(m.config), InstructionStatistics(m.config)]
        for t in counters:
            watch_fetches(m, t)
    return m, Simulator(m), counters


def state(m: Machine, sim: Simulator, reason: str | None, counters: list = ()) -> tuple:
    mem = m.memory
    return (reason, list(m.x), list(m.f), m.pc, m.instret, m.fetches, m.steps,
            bytes(mem.data.buf[:4096]), bytes(mem.stack.buf[-4096:]), bytes(m.console.out),
            sim.report, [(t.total, dict(t.counts)) for t in counters])  # fmt: skip


def limits(name: str, total: int) -> list[int]:
    rng = random.Random(name)
    return list(range(1, 201)) + sorted(rng.randrange(1, total + 50) for _ in range(20))


def single_steps(src: str, tools: bool, upto: int) -> list[tuple]:
    """The reference: the state after each step of a single-stepped run (index k: after k
    steps, as a run limited to k steps leaves it) until the program ends."""
    m, sim, counters = machine(src, True, tools)
    out = [state(m, sim, "max_steps", counters)]
    while len(out) <= upto:
        r = sim.run(1)
        out.append(state(m, sim, r, counters))
        if r in TERMINAL:
            break
    return out


@pytest.mark.parametrize("name", sorted(RARS))
def test_rars_command_gives_rars_output(name, tmp_path):
    (tmp_path / name).write_text(PROGRAMS[name])
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        for limit, want in sorted(RARS[name].items()):
            out = io.BytesIO()
            n = int(limit)
            args = ["nc", "ic", *([str(n)] if n else []), *REGS, name]
            code = rars.main(args, stdin=io.BytesIO(), stdout=out, stderr=io.BytesIO())
            assert (out.getvalue().decode(), code) == (want["out"], want["code"]), limit
    finally:
        os.chdir(old)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
@pytest.mark.parametrize("tools", [False, True], ids=["plain", "counting"])
def test_step_limits_equal_single_steps(name, tools):
    src = PROGRAMS[name]
    ref = single_steps(src, tools, 1 << 20)
    for n in limits(name, len(ref)) if not tools else limits(name, len(ref))[::5]:
        m, sim, counters = machine(src, False, tools)
        got = state(m, sim, sim.run(n), counters)
        assert got == ref[min(n, len(ref) - 1)], n
    m, sim, counters = machine(src, False, tools)
    assert state(m, sim, sim.run(), counters) == ref[-1]


@pytest.mark.parametrize("name", sorted(PROGRAMS))
@pytest.mark.parametrize("tools", [False, True], ids=["plain", "counting"])
def test_slices_equal_single_steps(name, tools):
    """The GUI's worker runs the program in slices of a step budget each."""
    rng = random.Random(name)
    for sizes in ([1], [2], [3], [7], [rng.randrange(1, 60) for _ in range(40)]):
        runs = [machine(PROGRAMS[name], single, tools) for single in (False, True)]
        for k in range(100_000):
            n = sizes[k % len(sizes)]
            got = [state(m, sim, sim.run(n), c) for m, sim, c in runs]
            assert got[0] == got[1], (sizes, k)
            if got[0][0] in TERMINAL:
                break


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_breakpoints_equal_single_steps(name):
    """A breakpoint on each instruction in turn: Go stops at it every time it is reached."""
    src = PROGRAMS[name]
    text = sorted(machine(src, True)[0].memory.text)
    for addr in text:
        runs = [machine(src, single) for single in (False, True)]
        for _m, sim, _ in runs:
            sim.breakpoints = {addr}
        for _ in range(200):
            got = [state(m, sim, sim.run(), c) for m, sim, c in runs]
            assert got[0] == got[1], hex(addr)
            if got[0][0] in TERMINAL:
                break


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_backstep_equals_single_steps(name):
    """Backstep after a full-speed run rebuilds the last steps: each one undone gives the
    state a single-stepped run of that many fewer steps had."""
    src = PROGRAMS[name]
    rng = random.Random(name)
    for n in [1, 2, 5, 17, rng.randrange(20, 300)]:
        m, sim, _ = machine(src, False)
        sim.backstep_enabled = True
        sim.run(n)
        steps = m.steps
        for back in range(1, min(steps, 25) + 1):
            assert sim.backstep()
            ref, rsim, _ = machine(src, True)
            if steps > back:
                rsim.run(steps - back)
            assert (list(m.x), m.pc, m.steps) == (list(ref.x), ref.pc, ref.steps), (n, back)
