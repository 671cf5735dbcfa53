"""Tools > Digital Lab Sim: opened from the Tools menu, connected, it shows the digits a
running program lights and the keys a person clicks (pytest-qt clicks the keypad buttons and
reads back the segments the view painted), resets, fits 1366x768 beside the code; Run > Play
connects it for a program that uses it and says so; both ISAs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from rarslite.devices.digital_lab import lit_segments  # noqa: E402
from rarslite.gui.docks.digital_lab import HELD  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = {"rv32": ROOT / "resources/examples/mmio/digital_lab.s",
            "mips": ROOT / "resources/examples/mips/digital_lab/digital_lab.asm"}  # fmt: skip
DIGITS = [0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07,
          0x7F, 0x6F, 0x77, 0x7C, 0x39, 0x5E, 0x79, 0x71]  # the examples' table
SHOTS = Path(os.environ["RARSLITE_SHOTS"]) if os.environ.get("RARSLITE_SHOTS") else None


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    monkeypatch.setattr(w.editors, "ask_save_all",
                        lambda _docs: QMessageBox.StandardButton.Discard)  # fmt: skip
    w.resize(1366, 768)
    yield w
    close_window(w)


def open_from_menu(w):
    act = next(a for a in w.tools_menu.actions() if a.text().replace("&", "") ==
               "Digital Lab Sim")  # fmt: skip
    act.trigger()
    QApplication.processEvents()
    return w.tools["digital_lab"].widget()


def painted(tool) -> tuple[str, str]:
    tool.digits.repaint()
    return tool.digits.painted["left"], tool.digits.painted["right"]


def press(qtbot, tool, key: int, shown, released: bool = True) -> None:
    """Click ``key`` once: in the app a click waits its turn (RARS and MARS would drop one
    made while the handler runs) and the key is let go once the program has read it."""
    qtbot.mouseClick(tool.keys[key], Qt.MouseButton.LeftButton)
    wait_until(shown, timeout=20_000)
    if not released:  # (the program ended: nothing lets the key go)
        return
    wait_until(lambda: tool.device.held == -1 and not tool.device.pending)
    tool.refresh()
    wait_until(lambda: tool.keys[key].styleSheet() == "")


@pytest.mark.parametrize("isa", ["rv32", "mips"])
def test_keys_and_counter_while_running(window, qtbot, isa):
    w = window
    w.open_file(str(EXAMPLES[isa]))
    assert w.assemble()
    tool = open_from_menu(w)
    assert tool.status.text().endswith("not connected")
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert tool.connected and tool.connect_button.text() == "Disconnect from Program"
    w.act_go.trigger()
    # the counter interrupt steps the right digit: 0, then 1 after 1024 interrupts
    wait_until(lambda: painted(tool)[1] == lit_segments(DIGITS[1]), timeout=60_000)
    assert painted(tool)[0] == lit_segments(0x40)  # "-": no key yet
    wait_until(lambda: "counter interrupt on, keypad interrupt on" in tool.status.text())
    press(qtbot, tool, 5, lambda: painted(tool)[0] == lit_segments(DIGITS[5]))
    press(qtbot, tool, 0xC, lambda: painted(tool)[0] == lit_segments(DIGITS[0xC]))
    if SHOTS:
        w.grab().save(str(SHOTS / f"digital_lab_{isa}.png"))
    # beside the code, within the screen, big enough to click
    assert w.frameGeometry().width() <= 1366 and w.frameGeometry().height() <= 768
    assert tool.isVisible() and tool.digits.width() >= 80 and tool.keys[15].height() >= 20
    assert w.text_view.isVisible()
    press(qtbot, tool, 0xF, lambda: not w.running, released=False)  # f ends the program
    assert painted(tool)[0] == lit_segments(DIGITS[0xF])
    tool.reset()
    assert painted(tool) == ("", "")
    assert all(b.styleSheet() == "" for b in tool.keys)
    assert "counter interrupt off" in tool.status.text()


def test_disconnect_frees_the_program(window, qtbot):
    w = window
    w.open_file(str(EXAMPLES["rv32"]))
    assert w.assemble()
    tool = open_from_menu(w)
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert tool.device in w.session.machine.devices
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert not tool.connected and tool.device not in w.session.machine.devices
    assert w.session.machine.fetch_observers == [] and tool.device.deadline is None
    # a click while disconnected holds the key (as the tool does) without touching memory
    qtbot.mouseClick(tool.keys[3], Qt.MouseButton.LeftButton)
    assert tool.device.held == 3 and tool.keys[3].styleSheet() == HELD


@pytest.mark.parametrize("isa", ["rv32", "mips"])
def test_play_connects_it_and_says_so(window, qtbot, isa):
    w = window
    assert w.play(str(EXAMPLES[isa]))
    tool = w.tools["digital_lab"].widget()
    assert tool.connected
    assert any("uses the Digital Lab Sim" in line for line in w.messages.lines())
    assert "keyboard_display" not in w.tools or w.tools["keyboard_display"].isHidden()
    assert "timer" not in w.tools or w.tools["timer"].isHidden()
    wait_until(lambda: painted(tool)[1] == lit_segments(DIGITS[1]), timeout=60_000)
