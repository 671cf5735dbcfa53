"""Helpers shared by the pytest-qt tests: a main window that fails on any modal dialog, and a
wait that lets the simulator thread run. Import it after ``pytest.importorskip("pytestqt")``."""

from __future__ import annotations

import time

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from rarslite.gui.main_window import MainWindow


def no_dialogs(monkeypatch) -> None:
    """A modal dialog would hang an offscreen test: fail instead."""

    def unexpected(*args, **kwargs):
        raise AssertionError(f"unexpected dialog: {args[1:3]}")

    for name in ("question", "warning", "information", "critical", "about"):
        monkeypatch.setattr(QMessageBox, name, unexpected)
    monkeypatch.setattr(QMessageBox, "exec", unexpected)


GUARD_MS = 60_000  # the least a wait allows: a guard against a hang, never a measure


def wait_until(condition, timeout: int = GUARD_MS) -> None:
    """Like qtbot.waitUntil, but sleeps with the GIL released between polls (QTest.qWait
    keeps it, which starves the simulator thread). ``timeout`` only guards against a hang:
    at least GUARD_MS, as a machine busy with other work may run the program slowly."""
    deadline = time.monotonic() + max(timeout, GUARD_MS) / 1000
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {timeout} ms")
        QApplication.processEvents()
        time.sleep(0.002)


def open_window(qtbot, tmp_path, monkeypatch, **kwargs) -> MainWindow:
    """A shown main window with its own settings file (nothing leaks between tests)."""
    no_dialogs(monkeypatch)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, **kwargs)
    qtbot.addWidget(w)
    w.show()
    return w


def close_window(w: MainWindow) -> None:
    """Stop a running program and close without the unsaved-changes prompt."""
    if w.running:
        w.stop(wait=True)
    for doc in w.editors.documents():
        doc.document().setModified(False)
    w.close()


def assemble_file(window: MainWindow, path, text: str) -> MainWindow:
    """Write ``text`` to ``path``, open it in an editor tab and assemble it (must succeed)."""
    path.write_text(text)
    window.open_file(str(path))
    assert window.assemble()
    return window


def run_to_stop(qtbot, window: MainWindow, timeout: int = GUARD_MS) -> str:
    """Go (F5), wait until the run stops, and return the stop reason."""
    with qtbot.waitSignal(window.run_finished, timeout=timeout) as blocker:
        window.act_go.trigger()
    return blocker.args[0]


def go_typing(qtbot, window: MainWindow, keys: str, timeout: int = GUARD_MS):
    """Connect the Keyboard and Display tool, Go and type ``keys`` into it while the program
    runs; wait until the run stops and the display shows them. Returns (reason, tool)."""
    from PySide6.QtCore import Qt

    tool = window.open_keyboard_display()
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.run_finished, timeout=timeout) as blocker:
        window.act_go.trigger()
        tool.keyboard.setFocus()
        qtbot.keyClicks(tool.keyboard, keys)
    wait_until(lambda: tool.display.text() == keys)
    return blocker.args[0], tool
