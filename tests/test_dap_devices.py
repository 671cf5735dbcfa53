"""`rarslite dap --devices`: the device tools' window follows the debugged program; keys
typed in its Keyboard and Display tool reach the program the debugger stops."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from dap_client import DapClient  # noqa: E402

GAME = Path(__file__).parent / "data" / "dap" / "game.s"


def test_devices_window_keys_reach_the_debugged_game(qtbot, qapp):
    from rarslite.gui.dap_devices import DevicesWindows

    windows = DevicesWindows(qapp)
    made = []

    def factory(session):
        made.append(windows.factory(session))
        return made[-1]

    c = DapClient.in_process(devices=factory)
    c.pump = qapp.processEvents
    try:
        c.start({"program": str(GAME), "devices": ["keyboard", "bitmap"]}, {str(GAME): [17]})
        [window] = made
        assert set(window.tools) == {"keyboard_display", "bitmap_display", "digital_lab",
                                     "timer"}
        kd = window.tools["keyboard_display"]
        assert kd.connected and kd.device in c_machine_devices(window)
        assert window.tools["bitmap_display"].connected
        assert not window.tools["digital_lab"].connected
        qtbot.keyClicks(kd.keyboard, "d")
        c.stopped("breakpoint")
        assert c.evaluate("a0").endswith("(100)")  # 'd' from the tool's keyboard
        c.request("restart", {})  # a new machine: the tools follow it
        assert kd.device in c_machine_devices(window) and kd.connected
        qtbot.keyClicks(kd.keyboard, "a")
        c.stopped("breakpoint")
        assert c.evaluate("a0").endswith("(97)")
    finally:
        c.close()
    assert window.window is None  # disconnect closed it


def c_machine_devices(window):
    return window.session.machine.devices
