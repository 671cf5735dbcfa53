"""The desktop app as a new user meets it (issue 35): application shortcuts typed in the
Keyboard and Display pane, ... (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

pytestmark = pytest.mark.gui

ECHO = """\
.text
main:   li   s0, 0xFFFF0000
loop:   lw   t0, 0(s0)          # receiver control: wait for a key
        andi t0, t0, 1
        beqz t0, loop
        lw   a0, 4(s0)          # receiver data
wait:   lw   t1, 8(s0)          # transmitter control: wait until ready
        andi t1, t1, 1
        beqz t1, wait
        sw   a0, 12(s0)         # echo it
        j    loop
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    w.resize(1366, 768)
    yield w
    close_window(w)


def test_app_shortcuts_work_in_the_keyboard_pane(window, qtbot, tmp_path):
    prog = tmp_path / "echo.s"
    prog.write_text(ECHO)
    assert window.play(str(prog))
    tool = window.keyboard_display()
    pane = tool.keyboard
    wait_until(lambda: window.running)
    window.activateWindow()
    pane.setFocus()
    qtbot.keyClicks(pane, "ab")
    wait_until(lambda: tool.device.keys_delivered == 2)
    # The key as the pane gets it when Qt does not try the window's shortcuts first (a
    # window no window manager activated: what a real X display without one does).
    ctrl_p = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier,
                       "\x10")
    other = QWidget()  # another window is the active one: Qt's shortcut map skips ours
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    wait_until(lambda: not window.isActiveWindow())
    with qtbot.waitSignal(window.act_play.triggered, timeout=5000):  # Play again
        QApplication.sendEvent(pane, ctrl_p)
    assert tool.device.keys_delivered == 2  # no 0x10 went to the program
    assert "·" not in pane.toPlainText()
    wait_until(lambda: window.running)
    f9 = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F9, Qt.KeyboardModifier.NoModifier, "")
    with qtbot.waitSignal(window.act_pause.triggered, timeout=5000):
        QApplication.sendEvent(tool.display, f9)  # the display passes them too
    window.activateWindow()
    wait_until(window.isActiveWindow)
    with qtbot.waitSignal(window.act_play.triggered, timeout=5000):  # through Qt's shortcuts
        qtbot.keyClick(pane, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
