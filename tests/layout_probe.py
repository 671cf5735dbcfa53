"""What a person sees of the main window's layout, measured: the pytest-qt layout tests use
these helpers, and run as a script this starts the real app (``rarslite --play FILE``) with
fresh settings on whatever display it is given (Xvfb in tests/test_gui_xvfb.py) and prints
the measurements as JSON.

    python tests/layout_probe.py FILE   (DISPLAY set, XDG_CONFIG_HOME an empty directory)
"""

from __future__ import annotations

import json
import sys
import time

from PySide6.QtCore import QRect, QRectF, QTimer
from PySide6.QtWidgets import QApplication, QTableView


def visible_rows(view: QTableView) -> int:
    """Rows of a table that show whole (in its viewport and not clipped by a parent)."""
    if not view.isVisible():
        return 0
    seen = view.viewport().visibleRegion().boundingRect()
    model = view.model()
    count = 0
    for row in range(model.rowCount()):
        rect = view.visualRect(model.index(row, 0))
        if rect.isValid() and seen.contains(rect):
            count += 1
    return count


def register_rows(window) -> int:
    """Rows of the Registers tab (x0..x31 and pc) that show whole."""
    window.registers.tabs.setCurrentIndex(0)
    return visible_rows(window.registers.views["Registers"])


def cell_rect(display, col: int, row: int) -> QRectF:
    """Where the display draws a cell (widget coordinates)."""
    rect = getattr(display, "cell_rect", None)
    if rect is not None:
        return rect(col, row)
    return QRectF(6 + col * display.cell_w, 6 + row * display.cell_h, display.cell_w,
                  display.cell_h)


def display_cells_visible(display) -> tuple[int, int]:
    """(columns, rows) of the display's grid whose cells all show on screen."""
    if not display.isVisible():
        return 0, 0
    seen = QRectF(display.visibleRegion().boundingRect())
    grid = display.grid
    cols = sum(1 for c in range(grid.cols) if seen.contains(cell_rect(display, c, 0)))
    rows = sum(1 for r in range(grid.rows) if seen.contains(cell_rect(display, 0, r)))
    if cols == grid.cols and rows == grid.rows:  # the corners too
        if not seen.contains(cell_rect(display, grid.cols - 1, grid.rows - 1)):
            rows -= 1
    return cols, rows


def rect_json(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def measure(window) -> dict:
    """The play and debug measurements of a window playing a Keyboard and Display program."""
    screen = window.available_geometry()
    frame = window.frameGeometry()
    tool = window.keyboard_display()
    cols, rows = display_cells_visible(tool.display)
    out = {
        "screen": rect_json(screen),
        "frame": rect_json(frame),
        "frame_within_screen": screen.contains(frame),
        "layout": window.layout_name,
        "running": window.running,
        "display_cells": [cols, rows],
        "grid": [tool.display.grid.cols, tool.display.grid.rows],
        "play_register_rows": register_rows(window),
        "focus_in_keyboard": window.focusWidget() is tool.keyboard,
    }
    window.set_layout("Debug")
    QApplication.processEvents()
    out["debug_register_rows"] = register_rows(window)
    out["debug_frame_within_screen"] = screen.contains(window.frameGeometry())
    return out


def _main(path: str) -> int:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(  # as the app does
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from rarslite.gui import app as gui_app
    from rarslite.gui.main_window import MainWindow

    started = time.monotonic()
    result: dict = {}

    def poll() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        window = windows[0] if windows else None
        tool = window.keyboard_display() if window else None
        drawn = tool is not None and any(line.strip() for line in tool.display.lines())
        ready = drawn and window.running
        if not ready and time.monotonic() - started < 90:  # a guard (the caller waits 120 s)
            QTimer.singleShot(50, poll)
            return
        QApplication.processEvents()
        if window is None or tool is None:
            result["error"] = "no window or no Keyboard and Display tool"
        elif not ready:  # measuring a window that has not drawn would fail for no reason
            result["error"] = "the program drew nothing on its display in 90 s"
            window.stop(wait=True)
        else:
            result.update(measure(window))
            window.stop(wait=True)
        app.quit()

    QTimer.singleShot(100, poll)
    status = gui_app.main(["--play", path])
    print(json.dumps(result))
    return status


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1]))
