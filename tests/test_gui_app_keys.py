"""The desktop app as a new user meets it (issue 35): application shortcuts typed in the
Keyboard and Display pane, ... (pytest-qt, offscreen)."""

from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolBar, QWidget  # noqa: E402

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


CHECKERS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples", "checkers", "checkers.s")


def test_back_to_before_each_key_across_two_moves(window, qtbot):
    from rarslite.games import checkers

    w = window
    assert w.play(CHECKERS)
    tool = w.keyboard_display()
    overlay = w.tools["board"].widget()

    def shown() -> list[str]:
        return [line.rstrip() for line in tool.display.lines()]

    def board(pos) -> list[str]:
        return checkers.render_board_text(pos)

    start = board(checkers.Position())
    wait_until(lambda: shown()[: len(start)] == start, timeout=20_000)
    positions = [checkers.Position()]
    for move in (("f6", "e5"), ("c3", "d4")):
        qtbot.keyClicks(tool.keyboard, "".join(move) + " ")
        ok, pos, _ = checkers.play_turn(
            positions[-1], [checkers.bit(checkers.parse_square(n)) for n in move])
        assert ok
        positions.append(pos)
        wait_until(lambda p=pos: shown()[: len(start)] == board(p), timeout=20_000)
    time.sleep(0.3)  # the game waits in its key loop
    w.pause()
    wait_until(lambda: not w.running)
    m = w.session.machine
    button = w.findChild(QToolBar, "run_toolbar").widgetForAction(w.act_back_key)
    for pos, keys in ((positions[1], 5), (positions[0], 5)):
        for _ in range(keys):
            assert button.isEnabled()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert "just before the input" in w.messages.lines()[-1]
            # the display, the board overlay and the registers show this very state
            assert shown() == [line.rstrip() for line in tool.device.grid.lines()]
            overlay.refresh()
            assert overlay.board.state == checkers.read_state(m.memory.peek_word,
                                                              w.session.program.symbols)
            view = w.registers.views["Registers"]
            assert view.model().data(view.model().index(32, 2)) == f"0x{m.pc:08x}"
        assert shown()[: len(start)] == board(pos)  # before the move's first key
        assert overlay.board.state.position == pos and not overlay.board.state.selected
    assert "it can go no further back: no earlier key" in w.messages.lines()[-1]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    said = w.messages.lines()[-1]
    assert "cannot go further back" in said and "no earlier key" in said
    # the game goes on from there
    w.go()
    qtbot.keyClicks(tool.keyboard, "f6e5 ")
    wait_until(lambda: shown()[: len(start)] == board(positions[1]), timeout=20_000)


EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples")


def test_start_page_offers_only_what_plays_and_gives_arguments(window, qtbot):
    w = window
    page = w.start_page
    names = [page.examples.item(i).text().split(" — ")[0] for i in range(page.examples.count())]
    assert "mips/bombsweeper/main" in names and "checkers" in names
    assert "mips/bombsweeper/hw3" not in names  # functions .included by main: not a program
    page.examples.setCurrentRow(names.index("mips/bombsweeper/main"))
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    wait_until(lambda: "Map loaded" in w.run_io.text(), timeout=20_000)
    assert any("program arguments maps/map1.txt" in line for line in w.messages.lines())


def test_a_jump_out_of_the_text_names_the_line_it_jumped_from(window, qtbot):
    w = window
    hw3 = os.path.join(EXAMPLES, "mips", "bombsweeper", "hw3.asm")
    w.open_file(hw3)
    assert w.assemble()
    with qtbot.waitSignal(w.run_finished, timeout=20_000):
        w.go()
    said = [line for line in w.messages.lines() if "invalid program counter" in line]
    assert said and "jumped there from hw3.asm line" in said[-1], said
