"""The MIPS simulator front the desktop app drives: breakpoints, backstep, pause, devices."""

from __future__ import annotations

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.mips import runner
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.machine import load_mips

PROGRAM = """\
.data
buf: .space 16
.text
main:
    li $t0, 0
    la $t1, buf
loop:
    addiu $t0, $t0, 1
    sb $t0, 0($t1)
    sw $t0, 4($t1)
    mult $t0, $t0
    bne $t0, 50, loop
done:
    li $v0, 17
    move $a0, $t0
    syscall
"""


def program():
    return assemble(["front.asm"], texts={"front.asm": PROGRAM})


def test_a_run_ends_as_the_runner_ends_it():
    _view, machine, sim = load_mips(program())
    assert sim.run() == "exit2" and sim.exit_code == 50 and sim.done
    hart = MipsHart(program())
    out = runner.run(hart)
    assert machine.hart.r == hart.r and (machine.hart.hi, machine.hart.lo) == (hart.hi, hart.lo)
    assert sim.instruction_count == out.steps


def test_breakpoints_stop_before_the_instruction_every_time_round_the_loop():
    prog = program()
    view, machine, sim = load_mips(prog)
    loop = min(a for a, e in view.text.items() if e.loc and e.loc.line == 8)  # addiu
    sim.breakpoints.add(loop)
    seen = []
    while sim.run_slice(100_000) == "breakpoint":
        assert machine.pc == loop
        seen.append(machine.x[8])
        if len(seen) == 5:
            break
    assert seen == [0, 1, 2, 3, 4]
    sim.breakpoints.clear()
    assert sim.run() == "exit2"
    assert machine.hart.memory.text[loop].basic.startswith("addiu")  # statements are back


def test_steps_backstep_with_registers_hi_lo_and_memory():
    prog = program()
    _view, machine, sim = load_mips(prog)
    states = []
    for _ in range(12):
        h = machine.hart
        states.append((h.pc, h.r[:], h.hi, h.lo, h.memory.nonzero_words()))
        sim.step()
    for expected in reversed(states):
        assert sim.backstep()
        h = machine.hart
        assert (h.pc, h.r, h.hi, h.lo, h.memory.nonzero_words()) == expected
    assert not sim.backstep()  # nothing left to undo


def test_backstep_out_of_the_end():
    view, machine, sim = load_mips(program())
    sim.backstep_enabled = True
    assert sim.run() == "exit2" and sim.done
    assert sim.backstep() and not sim.done
    assert view.text[machine.pc].basic == "syscall"  # back before the exit
    assert sim.run() == "exit2"  # and it runs to the end again


def test_pause_and_stop_requests():
    _view, machine, sim = load_mips(program())
    sim.pause()
    assert sim.run_slice(10) == "paused" and not sim.done
    assert sim.run_slice(5) is None  # resumable
    sim.stop()
    assert sim.run_slice(10) == "stopped" and sim.done


def test_runtime_error_report():
    prog = assemble(["bad.asm"], texts={"bad.asm": "main: lw $t0, 0($zero)\n"})
    _view, _machine, sim = load_mips(prog)
    assert sim.run() == "error"
    assert sim.report == ("Error in bad.asm line 1: Runtime exception at 0x00400000: "
                          "address out of range 0x00000000")


class Lines:
    """A console whose reads return the given lines (then the end of input)."""

    def __init__(self, *lines: str) -> None:
        self.lines = [line.encode() for line in lines]
        self.out = b""

    def write(self, data: bytes, fd: int = 1) -> None:
        self.out += data

    def read_line(self, limit=0):
        return self.lines.pop(0) if self.lines else None

    def flush(self) -> None:
        pass


READS = """\
main:
    li $v0, 5
    syscall
    addu $s0, $s0, $v0
    j main
"""


def reads(*lines: str):
    view, machine, sim = load_mips(assemble(["r.asm"], texts={"r.asm": READS}), Lines(*lines))
    after = next(a for a, e in view.text.items() if e.basic.startswith("addu"))
    return machine, sim, after


def test_without_breakpoints_or_pause_a_slice_runs_on_through_input():
    machine, sim, _after = reads("3", "4")
    assert sim.run_slice(1000) == "error"  # read both, then the end of input
    assert machine.x[16] == 7


def test_a_slice_ends_after_input_when_breakpoints_are_set():
    machine, sim, after = reads("3", "4")
    sim.breakpoints.add(after)
    assert sim.run_slice(1000) is None  # the slice ended right after the read ...
    assert machine.pc == after and machine.instret == 2
    assert sim.run_slice(1000) == "breakpoint"  # ... and the breakpoint there still counts
    assert sim.run_slice(1000) is None and machine.x[16] == 3  # resumed: on to the next read
    assert machine.pc == after and sim.run_slice(1000) == "breakpoint"


def test_a_pause_asked_during_a_read_acts_right_after_it():
    machine, sim, after = reads("3", "4")
    console = machine.io.console
    read = console.read_line

    def pause_while_waiting(limit=0):
        sim.pause()  # the user clicks Pause while the program waits for its line
        return read(limit)

    console.read_line = pause_while_waiting
    assert sim.run_slice(1000) is None and machine.pc == after
    assert sim.run_slice(1000) == "paused" and not sim.done
    assert machine.x[16] == 0 and machine.x[2] == 3


def test_mentions_mmio_tells_device_programs_from_console_ones():
    """Run > Play opens a device tool only for programs that can reach the devices."""
    from rarslite.machine.mips.program_view import MipsProgramView

    def view(src: str) -> MipsProgramView:
        return MipsProgramView(assemble(["m.asm"], texts={"m.asm": src}))

    assert not view("main: li $v0, 1\n li $a0, 5\n syscall\n").mentions_mmio()
    assert view("main: lw $t0, 0xffff0000\n").mentions_mmio()  # li/lw expand to lui 0xffff
    assert view(".data\nrc: .word 0xffff0004\n.text\nmain: lw $t0, rc\n").mentions_mmio()
    assert not view(".data\nw: .word 0xfffe0000\n.text\nmain: nop\n").mentions_mmio()


def _bombsweeper_in_slices(slice_steps: int, blocks: bool, monkeypatch) -> tuple:
    """Bombsweeper won through the front with the cell display connected, run in the app's
    short slices; (output, instructions, display words, translations compiled)."""
    import os

    from rarslite.devices.cell_display import CellDisplay
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.mips import machine as mips_machine
    from rarslite.machine.mips import translator

    game = os.path.join(os.path.dirname(__file__), "..", "resources", "examples", "mips",
                        "bombsweeper")  # fmt: skip
    compiled = []
    real_translate, real_run = translator.translate, runner.run
    monkeypatch.setattr(translator, "translate",
                        lambda *a, **k: compiled.append(a[1]) or real_translate(*a, **k))
    if not blocks:
        monkeypatch.setattr(mips_machine.runner, "run",
                            lambda hart, n, **k: real_run(hart, n, **{**k, "blocks": False}))
    with open(os.path.join(game, "games", "win_map1.txt"), "rb") as fh:
        console = BufferConsole(fh.read())
    prog = assemble([os.path.join(game, "main.asm")])
    _view, machine, sim = load_mips(prog, console,
                                    program_args=[os.path.join(game, "maps", "map1.txt")])
    machine.connect(CellDisplay())
    reason = sim.run_slice(slice_steps)
    while reason is None:
        reason = sim.run_slice(slice_steps)
    cells = [machine.memory.peek_word(0xFFFF0000 + 4 * i) for i in range(50)]
    monkeypatch.undo()
    return reason, bytes(console.out), sim.instruction_count, cells, len(compiled)


def test_short_slices_with_a_device_keep_their_block_translations(monkeypatch):
    # The app runs in slices of ~2 ms, down to 100 instructions: recompiling every block in
    # each slice made the game crawl (26,000 compiles for its 116,000 instructions) and the
    # app's Bombsweeper seemed to stall after a read
    reason, out, count, cells, compiled = _bombsweeper_in_slices(100, True, monkeypatch)
    assert reason == "exit" and b"All bombs flagged: you win!" in out
    assert compiled < 1000
    assert (reason, out, count, cells) == _bombsweeper_in_slices(100, False, monkeypatch)[:4]


def test_a_device_connected_between_slices_drops_the_translations():
    from rarslite.devices.cell_display import CellDisplay

    _view, machine, sim = load_mips(program())
    sim.run_slice(10)
    assert machine.translations(set())  # kept across slices
    display = CellDisplay()
    machine.connect(display)
    assert not machine.translations(set())  # compiled without the device's hooks
    sim.run_slice(10)
    machine.disconnect(display)
    assert not machine.translations(set())
    assert sim.run() == "exit2" and sim.exit_code == 50
