"""Found by a fourth new-user pass (fresh settings, real windows at 1366x768 and 1920x1080):
MIPS and RISC-V games one after another with Play in one session, backstep after Go, breakpoints
in included files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import wait_until  # noqa: E402
from test_gui_qa3 import BOMB, EXAMPLES, window  # noqa: E402, F401 - a fixture

pytestmark = pytest.mark.gui

CHECKERS = os.path.join(EXAMPLES, "checkers", "checkers.s")


def test_play_checkers_after_playing_bombsweeper_twice_gets_its_screen(window):  # noqa: F811
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
