"""Render the main window with a checkers game in progress and save docs/screenshot.png.

Run under a virtual display:  xvfb-run -a -s "-screen 0 1920x1200x24" python scripts/screenshots.py
(QT_QPA_PLATFORM=offscreen works too, with the fonts Qt finds there.)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKERS = os.path.join(ROOT, "rarslite", "examples", "checkers", "checkers.s")
# Black slides, red slides, black jumps (forced), red recaptures, black slides.
MOVES = ["f6e5 ", "c3d4 ", "e5c3 ", "d2b4 ", "d6e5 "]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "screenshot.png"))
    ap.add_argument("--theme", default="light", choices=("light", "dark", "system"))
    ap.add_argument("--size", default="1600x1000")
    args = ap.parse_args(argv)

    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtWidgets import QApplication

    from rarslite.gui.main_window import MainWindow
    from rarslite.gui.theme import ThemeManager

    app = QApplication.instance() or QApplication([])
    themes = ThemeManager(app)
    tmp = tempfile.mkdtemp()
    window = MainWindow(settings=QSettings(os.path.join(tmp, "s.ini"),
                                           QSettings.Format.IniFormat), theme_manager=themes)
    window.set_theme(args.theme)
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.show()

    def pump(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    window.open_file(CHECKERS)
    if not window.assemble():
        print("assembly failed", file=sys.stderr)
        return 1
    tool = window.open_keyboard_display()
    overlay = window.open_board_overlay()
    dock_kd, dock_board = window.tools["keyboard_display"], window.tools["board"]
    font = tool.display.font()
    font.setPointSizeF(10)
    tool.display.set_font(font)
    # Right side: the display on top, registers and the board overlay side by side below it.
    window.removeDockWidget(dock_kd)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock_kd)
    window.splitDockWidget(dock_kd, window.reg_dock, Qt.Orientation.Vertical)
    window.splitDockWidget(window.reg_dock, dock_board, Qt.Orientation.Horizontal)
    for dock in (dock_kd, window.reg_dock, dock_board):
        dock.show()
    window.resizeDocks([window.msg_dock], [int(height * 0.14)], Qt.Orientation.Vertical)
    window.resizeDocks([dock_kd, window.reg_dock], [int(height * 0.62), int(height * 0.30)],
                       Qt.Orientation.Vertical)
    window.resizeDocks([dock_kd], [int(width * 0.42)], Qt.Orientation.Horizontal)
    window.resizeDocks([window.reg_dock, dock_board], [int(width * 0.21), int(width * 0.21)],
                       Qt.Orientation.Horizontal)
    tool.connect_program()
    window.go()
    pump(1.0)
    for keys in MOVES:
        tool.type_text(keys)
        deadline = time.monotonic() + 10
        while tool.pending_keys() and time.monotonic() < deadline:
            pump(0.02)
        pump(0.4)
    tool.type_text("e3")  # a selection in progress: the overlay and the display mark it
    pump(0.8)
    overlay.refresh()
    window.pause()
    pump(0.3)
    for _ in range(2):  # paused and stepped: registers changed by the step are highlighted
        window.step()
        pump(0.2)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    if not window.grab().save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({window.width()}x{window.height()})")
    window.stop(wait=True)
    for doc in window.editors.documents():
        doc.document().setModified(False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
