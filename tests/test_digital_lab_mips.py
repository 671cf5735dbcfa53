"""The Digital Lab Sim on MIPS in the app's machine (`MipsMachine` under `Simulator`): it
counts the user text's fetches without watching them (kernel text does not count, as in
MARS), so runs keep the block translator; blocks and single steps give the same machine and
lab; a breakpoint's instruction counts once; backstep after Go rebuilds the lab."""

from __future__ import annotations

import io

import pytest

from rarslite.analysis.observers import watch_fetches
from rarslite.commands import run
from rarslite.devices.digital_lab import DigitalLab
from rarslite.isa.base import isa_by_name
from rarslite.machine.simulator import Simulator

EXAMPLE = "resources/examples/mips/digital_lab/digital_lab.asm"
BUSY = "scripts/bench/programs/devices/digital_lab_busy.asm"  # a sieve with the counter on


def start(src: str):
    args = run.build_parser().parse_args([src, "--isa", "mips"])
    front = isa_by_name("mips").part("front")
    program = front.load_program([src], args, front.memory_config(args.mc))
    machine = front.start(program, args, [], io.BytesIO(), io.BytesIO()).machine
    lab = DigitalLab(machine.config)
    machine.connect(lab)
    return machine, lab, Simulator(machine)


class UserTextFetches:
    """An independent count: every fetch the runner makes in the user text (it also makes
    the run single-step, as any fetch observer does)."""

    def __init__(self, machine) -> None:
        self.text = (machine.config.text_base, machine.config.text_limit)
        self.count = 0

    def on_fetch(self, pc: int, ins) -> None:
        if self.text[0] <= pc < self.text[1]:
            self.count += 1


def state(machine, lab) -> tuple:
    h = machine.hart
    return (h.pc, tuple(h.r), dict(h.cp0), machine.fetches, machine.kernel_fetches,
            machine.steps, lab.snapshot(), lab.instructions)  # fmt: skip


@pytest.mark.parametrize("src", [EXAMPLE, BUSY])
def test_blocks_and_single_steps_agree_with_the_lab_connected(src):
    """The same slices in blocks and, with a fetch observer, in single steps (clicks posted
    between slices as the dock posts them): the same machine and lab after every slice, and
    the lab's count is the user text's fetches, counted independently."""
    fast, fast_lab, fast_sim = start(src)
    slow, slow_lab, slow_sim = start(src)
    watcher = UserTextFetches(slow)
    watch_fetches(slow, watcher)
    sizes = [1, 2, 29, 30, 31, 97, 1000, 4093, 20000]
    for i, size in enumerate(sizes):
        for m, lab in ((fast, fast_lab), (slow, slow_lab)):
            if i % 3 == 1:
                m.post(lambda lab=lab, key=i: lab.click(key))
        assert fast_sim.run_slice(size) == slow_sim.run_slice(size) is None
        assert state(fast, fast_lab) == state(slow, slow_lab)
        assert slow_lab.instructions == watcher.count == slow.text_fetches()
    assert fast_lab.requested["counter"] > 300
    assert fast.kernel_fetches > 3000  # the handler ran a lot: none of it counted
    assert fast.hart.fetch_observers == []  # nothing forced single steps on the fast run


def test_the_lab_keeps_the_block_translator():
    machine, lab, sim = start(BUSY)
    sim.run_slice(30000)
    assert lab.requested["counter"] > 500
    assert machine.translations(frozenset()), "no block was translated"


def test_a_breakpoint_instruction_counts_once():
    """MARS checks breakpoints before it fetches: stopping at one and going on fetches that
    instruction once, so the count is that of a run without the breakpoint."""
    plain, plain_lab, plain_sim = start(EXAMPLE)
    stopped, lab, sim = start(EXAMPLE)
    loop = min(a for a, w in stopped.memory.text.items() if "lw      $t0, key" in w.source)
    sim.breakpoints = {loop}
    for _ in range(40):
        assert sim.run(max_steps=100000) == "breakpoint"
    assert plain_sim.run_slice(stopped.steps) is None
    assert state(stopped, lab) == state(plain, plain_lab)


def test_backstep_after_go():
    """A run at full speed with backstep after Go on, then backsteps over counter
    interrupts (replay rebuilds the lab from a checkpoint), then steps back to where it was."""
    machine, lab, sim = start(EXAMPLE)
    sim.backstep_enabled = True
    assert sim.run(max_steps=50000) == "max_steps"
    after = state(machine, lab)
    assert lab.requested["counter"] > 800
    for _ in range(100):  # over a few counter interrupts and their handlers
        assert sim.backstep(), machine.rewind.last_error
    assert state(machine, lab) != after
    assert lab.requested["counter"] < after[6][7][0]
    while machine.steps < after[5]:
        sim.step()
    assert state(machine, lab) == after
