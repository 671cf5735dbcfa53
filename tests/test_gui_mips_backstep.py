"""Backstep in the window after Go on a MIPS program (MipsMachine + machine/rewind.py)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import (  # noqa: E402
    assemble_file,
    close_window,
    go_typing,
    open_window,
    wait_until,
)
from PySide6.QtCore import Qt  # noqa: E402

from rarslite.asm.mips.assembler import assemble  # noqa: E402
from rarslite.machine.mips.machine import load_mips  # noqa: E402

pytestmark = pytest.mark.gui

LOOP = """\
.data
arr: .space 32
.text
main:
    li $s0, 0
    li $s1, 0
loop:
    addiu $s0, $s0, 1
    addu $s1, $s1, $s0
    andi $t0, $s0, 7
    sll $t0, $t0, 2
    sw $s0, arr($t0)
    multu $s0, $s1
    li $t1, 40000
    blt $s0, $t1, loop
    li $v0, 10
    syscall
"""
ROWS = {"$t0": 8, "$s0": 16, "$s1": 17, "pc": 32, "hi": 33, "lo": 34}


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def shown(w) -> tuple[dict[str, str], list[str]]:
    """The registers and the first 8 data words as the views show them (the memory view
    shows as many words a row as fit its pane: 8, 4 or 2)."""
    view = w.registers.views["Registers"]
    regs = {name: str(view.model().data(view.model().index(row, 2)))
            for name, row in ROWS.items()}  # fmt: skip
    model = w.memory.model
    words = [str(model.data(model.index(i // model.cols, 1 + i % model.cols)))
             for i in range(8)]
    return regs, [str(model.data(model.index(0, 0))), *words]


def expected(tmp_path, steps: int | None) -> tuple[dict[str, str], list[str]]:
    """The same program run to ``steps`` (None: to its end) on a plain machine (no backstep),
    shown the same way."""
    _view, m, sim = load_mips(assemble([str(tmp_path / "loop.asm")]))
    sim.run(max_steps=steps)
    h = m.hart
    values = {"$t0": h.r[8], "$s0": h.r[16], "$s1": h.r[17], "pc": h.pc, "hi": h.hi, "lo": h.lo}
    words = [f"0x{m.memory.peek_word(0x10010000 + 4 * i):08x}" for i in range(8)]
    return {k: f"0x{v:08x}" for k, v in values.items()}, ["0x10010000", *words]


def test_go_to_the_end_then_backstep_shows_earlier_registers_and_memory(window, qtbot, tmp_path):
    w = window
    assemble_file(w, tmp_path / "loop.asm", LOOP)
    assert w.session.sim.backstep_enabled  # backstep after Go, as for RISC-V
    with qtbot.waitSignal(w.run_finished, timeout=60_000) as blocker:
        w.act_go.trigger()
    assert blocker.args[0] == "exit"
    m = w.session.machine
    assert not m.history  # the run went at block speed: nothing recorded per step
    end = m.steps
    assert shown(w) == expected(tmp_path, None)
    assert w.act_backstep.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_F8)  # back over the exit syscall
    assert shown(w) == expected(tmp_path, end)
    for back in range(1, 40):  # through stores into the array and multu's hi/lo
        w.act_backstep.trigger()
        assert shown(w) == expected(tmp_path, end - back), back
    regs, mem = shown(w)
    assert int(regs["$s0"], 16) < 40000 and mem[1:] != expected(tmp_path, end)[1][1:]
    with qtbot.waitSignal(w.run_finished, timeout=60_000) as blocker:
        w.act_go.trigger()  # on from here: the same end
    assert blocker.args[0] == "exit" and shown(w) == expected(tmp_path, None)


def test_pause_a_running_mips_program_then_backstep(window, qtbot, tmp_path):
    w = window
    assemble_file(w, tmp_path / "loop.asm", LOOP.replace("40000", "400000000"))
    w.act_go.trigger()
    m = w.session.machine
    wait_until(lambda: m.steps > 1000, timeout=60_000)  # running (however slowly)
    with qtbot.waitSignal(w.run_finished, timeout=30_000):
        w.act_pause.trigger()
    paused_at = m.steps
    assert paused_at > 0 and w.act_backstep.isEnabled()
    for _ in range(25):
        w.act_backstep.trigger()
    assert m.steps == paused_at - 25 and m.rewind.last_error is None
    assert shown(w) == expected(tmp_path, paused_at - 25)


ECHO5 = """\
.text
main:   lui   $s0, 0xffff
        li    $s1, 0               # keys echoed
loop:   lw    $t0, 0($s0)          # receiver control: wait for a key
        andi  $t0, $t0, 1
        beqz  $t0, loop
        lw    $a0, 4($s0)
wait:   lw    $t1, 8($s0)          # transmitter control: wait until ready
        andi  $t1, $t1, 1
        beqz  $t1, wait
        sw    $a0, 12($s0)         # echo it
shown:  lw    $t1, 8($s0)          # until it is shown (the delay counts instructions)
        andi  $t1, $t1, 1
        beqz  $t1, shown
        addiu $s1, $s1, 1
        blt   $s1, 5, loop
        li    $v0, 10
        syscall
"""


def test_backstep_after_go_restores_the_keyboard_and_display(window, qtbot, tmp_path):
    """Keys typed while the program runs reach it at a step's fetch; Backstep rebuilds those
    steps, and the display shows the text as it was."""
    w = window
    assemble_file(w, tmp_path / "echo.asm", ECHO5)
    reason, tool = go_typing(qtbot, w, "hello")
    assert reason == "exit"
    assert shown(w)[0]["$s1"] == "0x00000005"
    undone = 0
    while tool.display.text() == "hello":  # back until the last echo is undone
        assert w.act_backstep.isEnabled(), w.session.machine.rewind.last_error
        qtbot.keyClick(w, Qt.Key.Key_F8)
        undone += 1
    assert tool.display.text() == "hell" and shown(w)[0]["$s1"] == "0x00000004"
    assert undone < 20 and w.act_go.isEnabled()  # the program can go on again
    with qtbot.waitSignal(w.run_finished, timeout=20_000) as blocker:
        w.act_go.trigger()
    assert blocker.args[0] == "exit"
    wait_until(lambda: tool.display.text() == "hello")
    assert shown(w)[0]["$s1"] == "0x00000005"
