"""Screenshots of what a new user gets: the Play and Debug layouts at 1366x768 and 1920x1080,
fresh settings, in the middle of a checkers game started with Run > Play.

    python scripts/screenshots/riscv.py            # writes docs/screenshot-{play,debug}-WxH.png

Each size runs in its own virtual X display (xvfb-run, a screen of exactly that size), so the
window is laid out as it would be on such a screen.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
SIZES = ("1366x768", "1920x1080")
# Black slides, red slides, black jumps (forced), red recaptures, black slides.
MOVES = ["f6e5 ", "c3d4 ", "e5c3 ", "d2b4 ", "d6e5 "]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs"), help="directory")
    ap.add_argument("--theme", default="light", choices=("light", "dark", "system"))
    ap.add_argument("--size", choices=SIZES, help="one size, on the current display")
    args = ap.parse_args(argv)
    if args.size:
        return shoot(args.size, args.out, args.theme)
    status = 0
    for size in SIZES:
        env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env.pop("QT_QPA_PLATFORM", None)
        env["XDG_CONFIG_HOME"] = tempfile.mkdtemp()  # fresh settings: what a new user gets
        cmd = ["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", sys.executable,
               os.path.abspath(__file__), "--size", size, "--out", args.out,
               "--theme", args.theme]
        status = subprocess.call(cmd, env=env) or status
    return status


def shoot(size: str, out: str, theme_name: str) -> int:
    from PySide6.QtWidgets import QApplication

    from rarslite.gui.main_window import MainWindow
    from rarslite.gui.theme import ThemeManager

    app = QApplication.instance() or QApplication([])
    themes = ThemeManager(app)
    window = MainWindow(theme_manager=themes)  # XDG_CONFIG_HOME is a fresh directory
    window.set_theme(theme_name)
    window.show()

    pump(0.3)
    if not window.play(CHECKERS):
        print("Play failed", file=sys.stderr)
        return 1
    tool = window.keyboard_display()
    overlay = window.tools["board"].widget()
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
    os.makedirs(out, exist_ok=True)
    if not save(window, os.path.join(out, f"screenshot-play-{size}.png")):
        return 1
    window.pause()
    pump(0.3)
    for _ in range(2):  # paused and stepped: registers changed by the step are highlighted
        window.step()
        pump(0.2)
    window.set_layout("Debug")
    pump(0.5)
    if not save(window, os.path.join(out, f"screenshot-debug-{size}.png")):
        return 1
    finish(window)
    return 0


def pump(seconds: float) -> None:
    """Let the window work for ``seconds``: events processed, the simulator thread runs."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def finish(window) -> None:
    """Stop the program and close the window without the unsaved-changes question."""
    window.stop(wait=True)
    for doc in window.editors.documents():
        doc.document().setModified(False)
    window.close()


def save(window, path: str) -> bool:
    if not window.grab().save(path):
        print(f"could not write {path}", file=sys.stderr)
        return False
    print(f"wrote {path} ({window.width()}x{window.height()})")
    return True


if __name__ == "__main__":
    sys.exit(main())
