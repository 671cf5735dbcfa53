"""Screenshots of MIPS programs in the app: MARS's Bombsweeper (CSE 220) played on the Colour
Cell Display (Play layout), then paused and stepped in the Debug layout with MARS's register
tabs, at 1366x768 and 1920x1080.

    python scripts/screenshots/mips.py  # docs/screenshot-mips-{play,debug}-<size>.png

Runs itself in a virtual X display of that size (xvfb-run), with fresh settings.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

from riscv import finish, pump, save  # one copy of the shooting helpers

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BOMB = os.path.join(ROOT, "resources", "examples", "mips", "bombsweeper")
SIZES = ("1366x768", "1920x1080")
ACTIONS = ["d", "d", "s", "r", "s", "s", "f", "d", "r"]  # a few moves, a flag, reveals


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs"), help="directory")
    ap.add_argument("--size", choices=SIZES, help="only this screen size")
    ap.add_argument("--here", action="store_true", help="use the current display")
    args = ap.parse_args(argv)
    if args.here:
        return shoot(args.out, args.size or SIZES[0])
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("QT_QPA_PLATFORM", None)
    status = 0
    for size in [args.size] if args.size else SIZES:
        env["XDG_CONFIG_HOME"] = tempfile.mkdtemp()  # a new user's settings at each size
        status |= subprocess.call(
            ["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", sys.executable,
             os.path.abspath(__file__), "--here", "--size", size, "--out", args.out], env=env)
    return status


def shoot(out: str, size: str) -> int:
    from PySide6.QtWidgets import QApplication

    from rarslite.gui.main_window import MainWindow
    from rarslite.gui.theme import ThemeManager

    app = QApplication.instance() or QApplication([])
    window = MainWindow(theme_manager=ThemeManager(app))
    window.set_theme("light")
    window.show()

    pump(0.3)
    window.open_file(os.path.join(BOMB, "main.asm"))
    window.session.program_args = (os.path.join(BOMB, "maps", "map1.txt"),)
    window.set_layout("Play")
    tool = window.open_cell_display()
    if not window.assemble():
        print("assemble failed", file=sys.stderr)
        return 1
    tool.connect_button.setChecked(True)
    window.go()
    for action in ACTIONS:
        deadline = time.monotonic() + 10
        while not window.console.waiting and time.monotonic() < deadline:
            pump(0.02)
        window.run_io.submit_line(action)
        pump(0.2)
    pump(0.5)
    os.makedirs(out, exist_ok=True)
    if not save(window, os.path.join(out, f"screenshot-mips-play-{size}.png")):
        return 1
    window.reset()  # again, with a breakpoint on the call of perform_action
    text = window.text_view.model_
    row = next(r for r, e in enumerate(text.entries)
               if e.basic.startswith("jal") and "perform_action" in text.source_text(e))
    text.toggle_breakpoint(row)
    window.go()
    for action in ("s", "d"):
        deadline = time.monotonic() + 10
        while window.running and not window.console.waiting and time.monotonic() < deadline:
            pump(0.02)
        if window.running:
            window.run_io.submit_line(action)
        pump(0.2)
        if not window.running:  # at the breakpoint
            break
    for _ in range(3):
        window.step()
        pump(0.2)
    window.set_layout("Debug")
    window.registers.tabs.setCurrentIndex(0)
    pump(0.5)
    if not save(window, os.path.join(out, f"screenshot-mips-debug-{size}.png")):
        return 1
    finish(window)
    return 0


if __name__ == "__main__":
    sys.exit(main())
