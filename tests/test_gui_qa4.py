"""Found by a fourth new-user pass (fresh settings, real windows at 1366x768 and 1920x1080):
MIPS and RISC-V games one after another with Play in one session, backstep after Go, breakpoints
in included files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "rarslite", "examples")
BOMB_DIR = os.path.join(EXAMPLES, "mips", "bombsweeper")
BOMB = os.path.join(BOMB_DIR, "main.asm")
CHECKERS = os.path.join(EXAMPLES, "checkers", "checkers.s")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    monkeypatch.setattr(w.editors, "ask_save_all",
                        lambda _docs: QMessageBox.StandardButton.Discard)
    yield w
    close_window(w)


def test_play_checkers_after_playing_bombsweeper_twice_gets_its_screen(window):
    """Bombsweeper played twice (the first time without its map argument, as a student does),
    then checkers: Play lets go of the cell display it connected for Bombsweeper and connects
    the Keyboard and Display tool (checkers waited for a display that was not there, forever)."""
    w = window
    assert w.play(BOMB)  # no map: the program says so and ends
    w.session.program_args = ("maps/map1.txt",)
    assert w.play(BOMB)
    cells = w.tools["cell_display"].widget()
    wait_until(lambda: "Map loaded" in w.run_io.text(), timeout=20_000)
    assert w.play(CHECKERS)
    kd = w.keyboard_display()
    assert kd is not None and kd.connected
    assert not cells.connected and not w.tools["cell_display"].isVisible()
    wait_until(lambda: any("a" in line for line in kd.display.lines()), timeout=20_000)
