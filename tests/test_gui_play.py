"""Run > Play (toolbar, Ctrl+P) and ``rarslite --play FILE``: one action from a file to a running
game with the keys going to it."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from layout_probe import display_cells_visible  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolBar  # noqa: E402

from rarslite.games import checkers, draughts  # noqa: E402
from rarslite.gui import app as gui_app  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "resources", "examples")
CHECKERS = os.path.join(EXAMPLES, "checkers", "checkers.s")
DRAUGHTS = os.path.join(EXAMPLES, "draughts", "draughts.s")
ECHO = os.path.join(EXAMPLES, "mmio", "echo_polling.s")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def board_lines(tool) -> list[str]:
    return [line.rstrip() for line in tool.display.lines()]


def test_play_checkers_runs_with_the_keys_going_to_the_game(window, qtbot):
    assert window.play(CHECKERS)
    tool = window.keyboard_display()
    overlay = window.tools["board"].widget()
    assert window.running and tool.connected and overlay.kind == "checkers"
    assert window.layout_name == "Play"
    assert window.focusWidget() is tool.keyboard
    start = checkers.render_board_text(checkers.Position())
    wait_until(lambda: board_lines(tool)[: len(start)] == start, timeout=20_000)
    assert display_cells_visible(tool.display) == (40, 22)

    # Typed where the focus is: the game plays the move.
    qtbot.keyClicks(window.focusWidget(), "f6e5 ")
    ok, pos, _winner = checkers.play_turn(
        checkers.Position(), [checkers.bit(checkers.parse_square(n)) for n in ("f6", "e5")])
    assert ok
    after = checkers.render_board_text(pos)
    wait_until(lambda: board_lines(tool)[: len(after)] == after, timeout=20_000)
    overlay.refresh()
    assert overlay.board.state.position == pos


def test_play_from_the_toolbar_uses_the_current_file(window, qtbot):
    window.open_file(ECHO)
    button = window.findChild(QToolBar, "run_toolbar").widgetForAction(window.act_play)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    tool = window.keyboard_display()
    assert window.running and tool is not None and tool.connected
    assert "board" not in window.tools  # not a board game: no overlay
    assert window.focusWidget() is tool.keyboard
    qtbot.keyClicks(window.focusWidget(), "hi")
    wait_until(lambda: board_lines(tool)[0].startswith("hi"), timeout=20_000)
    assert window.menuBar().actions()[2].menu().actions()[0] is window.act_play  # Run menu


def test_play_draughts_opens_the_board_and_takes_moves_in_run_io(window, qtbot):
    assert window.play(DRAUGHTS)
    overlay = window.tools["board"].widget()
    assert overlay.kind == "draughts" and window.running
    # A console game: the moves are typed where the program reads them.
    assert window.focusWidget() is window.run_io.input

    def board():
        overlay.refresh()
        return overlay.draughts_view.board

    wait_until(lambda: board() is not None and board().at(5, 1) == draughts.RED_MAN,
               timeout=20_000)  # the program has set up its board
    assert board().at(4, 2) == 0
    qtbot.keyClicks(window.focusWidget(), "5 1 4 2")
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    wait_until(lambda: board().at(4, 2) == draughts.RED_MAN, timeout=20_000)
    assert board().at(5, 1) == 0


def test_play_a_missing_file_says_so(window):
    assert not window.play(os.path.join(ROOT, "no_such_file.s"))
    assert not window.running
    assert any("no such file" in line for line in window.messages.lines())


def test_play_a_file_that_does_not_assemble(window, tmp_path):
    bad = tmp_path / "bad.s"
    bad.write_text("main: addi x1, x2\n")
    assert not window.play(str(bad))
    assert not window.running and window.keyboard_display() is None


def test_command_line_play_option_errors(capsys):
    assert gui_app.main(["--play"]) == 2
    assert "--play needs a file" in capsys.readouterr().err
    assert gui_app.main(["--play", "/no/such/file.s"]) == 1
    assert "no such file" in capsys.readouterr().err
    assert gui_app._play_option(["a.s", "--play=b.s", "c.s"]) == ("b.s", ["a.s", "c.s"])
    assert gui_app.split_program_args(["--play", "m.asm", "--", "maps/a b.txt", "--x"]) == (
        ["--play", "m.asm"], ["maps/a b.txt", "--x"])
    assert gui_app.split_program_args(["m.s"]) == (["m.s"], None)
    assert gui_app.resolve_play("checkers") == os.path.join(EXAMPLES, "checkers", "checkers.s")
    assert gui_app.resolve_play(str(bad := os.path.join(EXAMPLES, "checkers", "common.s"))) == bad
    QApplication.processEvents()
