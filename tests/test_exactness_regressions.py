"""Programs the RISC-V fast paths (structured blocks, regions, counting blocks) once got
wrong (issue 30 and the differential fuzzer's finds), run in every mode against the
single-step path (``force_single``: one instruction at a time through the same instruction
code) and, for the ones in tests/data/exactness/, against RARS 1.6's recorded output
(scripts/oracles/record_exactness.py).

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
from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.machine.checkpoints import device_snapshot
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import TERMINAL, Simulator

DATA = Path(__file__).parent / "data" / "exactness"
RARS = json.loads((DATA / "rars.json").read_text())
REGS = [f"x{i}" for i in range(1, 32)]

# shrunk programs from the differential fuzzer (tests/fuzz/), with what broke and the
# machine's options: name -> (source, {"smc": ..., "kd": ...})
FUZZ: dict[str, tuple[str, dict]] = {
    # a block stored into text an instruction it had run: the counting tools counted the
    # new instruction (they now count what the block compiled, Block.text)
    "smc_counted_patch": (r""".data
        buf: .word 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
          .space 64
        msg: .asciz "m0\n"
.text
main:
        la s2, buf
        li s5, 0
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t0
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, t0
        li s6, 1
top1:
        li s7, 3
top4:
        csrr t0, frm
        remu s3, t3, t4
        li s8, 0
top7:
        sb t0, 111(s2)
patch10:
        add t0, t0, t0
        la t5, patch10
        la t6, src11
        lw s1, 0(t6)
        sw s1, 0(t5)
        add t0, t0, t0
        add t0, t0, t0
        add t0, t0, t0
latch8:
        addi s8, s8, 1
        li s1, 3
        beq s8, s1, exit9
        j top7
src11:
        lui t0, 0
exit9:
        add t0, t0, t0
latch5:
        addi s7, s7, -1
        bgtz s7, top4
exit6:
latch2:
        addi s6, s6, -1
        bgtz s6, top1
exit3:
        add t0, t0, t0
        li a7, 10
        ecall
""", {"smc": True}),
    # a block ran past the Keyboard and Display's deadline lazily and ended in a trap: the
    # trap entry's handler probe fired the deadline one fetch late (the step loop now
    # catches up first)
    "kd_deadline_before_trap": (r"""        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        li t5, -65536
        sw t6, 12(t5)
        li s6, 1
        addi s3, s4, -1889
        li s7, 0
        fmadd.s ft1, ft4, ft0, ft0, rne
        lw t0, 1(s2)
handler:
""", {"kd": True}),
}

PROGRAMS = {p.name: (p.read_text(), {}) for p in sorted(DATA.glob("*.s"))} | FUZZ


def machine(prog: tuple[str, dict], single: bool, tools: bool = False
            ) -> tuple[Machine, Simulator, list]:  # fmt: skip
    src, opts = prog
    m = Machine(assemble_text(src, "p.s"), console=BufferConsole(), smc=opts.get("smc", False))
    m.hart.force_single = single
    if opts.get("kd"):
        kd = KeyboardDisplay(cols=20, rows=6)
        m.connect(kd)
        kd.connect()
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
            sim.report, [(t.total, dict(t.counts)) for t in counters],
            [repr(device_snapshot(d)) for d in m.devices])  # fmt: skip


def limits(name: str, total: int) -> list[int]:
    rng = random.Random(name)
    return list(range(1, 201)) + sorted(rng.randrange(1, total + 50) for _ in range(20))


def single_steps(prog: tuple[str, dict], tools: bool, upto: int) -> list[tuple]:
    """The reference: the state after each step of a single-stepped run (index k: after k
    steps, as a run limited to k steps leaves it) until the program ends."""
    m, sim, counters = machine(prog, True, tools)
    out = [state(m, sim, "max_steps", counters)]
    while len(out) <= upto:
        r = sim.run(1)
        out.append(state(m, sim, r, counters))
        if r in TERMINAL:
            break
    return out


@pytest.mark.parametrize("name", sorted(RARS))
def test_rars_command_gives_rars_output(name, tmp_path):
    (tmp_path / name).write_text(PROGRAMS[name][0])
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
    prog = PROGRAMS[name]
    ref = single_steps(prog, tools, 1 << 20)
    for n in limits(name, len(ref)) if not tools else limits(name, len(ref))[::5]:
        m, sim, counters = machine(prog, False, tools)
        got = state(m, sim, sim.run(n), counters)
        assert got == ref[min(n, len(ref) - 1)], n
    m, sim, counters = machine(prog, False, tools)
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
    prog = PROGRAMS[name]
    text = sorted(machine(prog, True)[0].memory.text)
    for addr in text:
        runs = [machine(prog, single) for single in (False, True)]
        for _m, sim, _ in runs:
            sim.breakpoints = {addr}
        for _ in range(200):
            got = [state(m, sim, sim.run(), c) for m, sim, c in runs]
            assert got[0] == got[1], hex(addr)
            if got[0][0] in TERMINAL:
                break


def _undoable(m: Machine) -> tuple:
    """What a backstep puts back (output stays printed)."""
    mem = m.memory
    return (list(m.x), list(m.f), m.pc, m.instret, m.fetches, m.steps,
            bytes(mem.data.buf[:4096]), bytes(mem.stack.buf[-4096:]),
            [repr(device_snapshot(d)) for d in m.devices])  # fmt: skip


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_backstep_equals_single_steps(name):
    """Backstep after a full-speed run (checkpoints and replay) undoes the same as backstep
    after as many recorded single steps (Step), one backstep at a time."""
    prog = PROGRAMS[name]
    rng = random.Random(name)
    for n in [1, 2, 5, 17, rng.randrange(20, 300), 1 << 20]:
        m, sim, _ = machine(prog, False)
        sim.backstep_enabled = True
        sim.run(n)
        ref, rsim, _ = machine(prog, True)
        for _ in range(m.steps):
            rsim.step()
        assert _undoable(m) == _undoable(ref), n
        for back in range(1, 26):
            assert sim.backstep() == rsim.backstep(), (n, back)
            assert _undoable(m) == _undoable(ref), (n, back)
