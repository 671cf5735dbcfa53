"""Backstep in the window after Go at full speed (machine/rewind.py rebuilds the steps)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, go_typing, open_window, wait_until  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

pytestmark = pytest.mark.gui

LOOP = """\
.text
main:   li    s0, 0
        li    s1, 0
loop:   addi  s0, s0, 1
        add   s1, s1, s0
        li    t0, 50000
        blt   s0, t0, loop
mark:   addi  s2, s1, 0
        li    a7, 10
        ecall
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    path = tmp_path / "loop.s"
    path.write_text(LOOP)
    w.open_file(str(path))
    assert w.assemble()
    yield w
    close_window(w)


def reg(window, name: str) -> int:
    model = window.registers.models["Registers"]
    row = [n for n, _ in model.names()].index(name)
    return int(model.text(row), 16)


def test_go_into_a_breakpoint_then_backstep_shows_earlier_registers(window, qtbot):
    w = window
    assert not w.act_backstep.isEnabled()  # nothing run yet: nothing to undo
    w.session.breakpoints.add(w.session.program.symbols["mark"])
    with qtbot.waitSignal(w.run_finished, timeout=30_000) as blocker:
        w.act_go.trigger()
    assert blocker.args[0] == "breakpoint"
    assert reg(w, "s0") == 50000 and reg(w, "s1") == 50000 * 50001 // 2 & 0xFFFFFFFF
    assert w.act_backstep.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_F8)  # back over the final blt
    assert reg(w, "s0") == 50000
    assert w.text_view.model_.pc != w.session.program.symbols["mark"]
    for _ in range(4):  # back over li (2), add, addi: the previous iteration's values
        qtbot.keyClick(w, Qt.Key.Key_F8)
    assert reg(w, "s0") == 49999
    assert reg(w, "s1") == 49999 * 50000 // 2
    for _ in range(1995):
        w.act_backstep.trigger()
    assert reg(w, "s0") == 50000 - 400  # 2000 steps of 5 instructions per iteration
    assert not w.act_backstep.isEnabled()  # the last 2000 steps were undone
    with qtbot.waitSignal(w.run_finished, timeout=30_000) as blocker:
        w.act_go.trigger()
    assert blocker.args[0] == "breakpoint" and reg(w, "s0") == 50000


ECHO5 = """\
.text
main:   li    s0, 0xFFFF0000
        li    s1, 0                # keys echoed
loop:   lw    t0, 0(s0)            # receiver control: wait for a key
        andi  t0, t0, 1
        beqz  t0, loop
        lw    a0, 4(s0)
wait:   lw    t1, 8(s0)            # transmitter control: wait until ready
        andi  t1, t1, 1
        beqz  t1, wait
        sw    a0, 12(s0)           # echo it
shown:  lw    t1, 8(s0)            # until it is shown (the delay counts instructions)
        andi  t1, t1, 1
        beqz  t1, shown
        addi  s1, s1, 1
        li    t2, 5
        blt   s1, t2, loop
        li    a7, 10
        ecall
"""


def test_backstep_after_the_end_restores_the_keyboard_and_display(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        path = tmp_path / "echo.s"
        path.write_text(ECHO5)
        w.open_file(str(path))
        assert w.assemble()
        reason, tool = go_typing(qtbot, w, "hello")
        assert reason == "exit"
        assert reg(w, "s1") == 5 and not w.act_go.isEnabled()
        undone = 0
        while tool.display.text() == "hello":  # back until the last echo is undone
            assert w.act_backstep.isEnabled()
            qtbot.keyClick(w, Qt.Key.Key_F8)
            undone += 1
        assert tool.display.text() == "hell" and reg(w, "s1") == 4
        assert undone < 20 and w.act_go.isEnabled()  # the program can go on again
        with qtbot.waitSignal(w.run_finished, timeout=20_000) as blocker:
            w.act_go.trigger()  # the o was still in flight: going on shows it again
        assert blocker.args[0] == "exit"
        wait_until(lambda: tool.display.text() == "hello")
        assert reg(w, "s1") == 5
    finally:
        close_window(w)
