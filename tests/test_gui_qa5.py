"""Found by a fifth new-user pass (issue 24): tools that let go of their addresses when
closed, Play that sets up the Timer Tool, backstep across a game move, the first minutes."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import wait_until  # noqa: E402
from test_gui_qa3 import BOMB, EXAMPLES, window  # noqa: E402, F401 - a fixture

pytestmark = pytest.mark.gui

TIMER_TICKS = os.path.join(EXAMPLES, "mmio", "timer_ticks.s")



@pytest.mark.parametrize("opened", ["timer", "keyboard_display"])
def test_a_closed_tool_lets_go_of_its_addresses(window, opened):  # noqa: F811
    """The Timer Tool opened (or the Keyboard and Display tool connected), then its dock
    closed: Play of Bombsweeper runs on the Colour Cell Display (it said to close a tool
    that was already closed, and did not run)."""
    w = window
    if opened == "timer":
        w.open_timer()
    else:
        w.open_keyboard_display().connect_program()
    w.tools[opened].close()
    assert not w.tools[opened].isVisible()
    w.session.program_args = ("maps/map1.txt",)
    assert w.play(BOMB)
    wait_until(lambda: "Map loaded" in w.run_io.text(), timeout=20_000)
    assert w.tools["cell_display"].widget().connected


def test_hiding_a_tool_from_the_view_menu_disconnects_it(window):  # noqa: F811
    w = window
    kd = w.open_keyboard_display()
    kd.connect_program()
    assert kd.connected and kd.device in w.session.devices
    w.tools["keyboard_display"].toggleViewAction().trigger()
    assert not kd.connected and kd.device not in w.session.devices
    assert w.open_keyboard_display() is kd and kd.device in w.session.devices


def test_play_sets_up_the_timer_tool_for_a_program_that_uses_it(window):  # noqa: F811
    """`rarslite --play mmio/timer_ticks.s` sat at "0": Play now connects and starts the
    Timer Tool, says so in Messages, and the ticks reach the display."""
    w = window
    assert w.play(TIMER_TICKS)
    timer = w.tools["timer"].widget()
    assert timer.connected and timer.device.running
    assert "uses the Timer Tool" in "\n".join(w.messages.lines())
    kd = w.keyboard_display()
    wait_until(lambda: kd.display.lines()[0].startswith("3"), timeout=20_000)
    # the next game does not use it: Play lets go of the tool it opened
    assert w.play(os.path.join(EXAMPLES, "mmio", "echo_polling.s"))
    assert not timer.connected and not w.tools["timer"].isVisible()
