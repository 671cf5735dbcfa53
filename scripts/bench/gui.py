"""GUI responsiveness while the checkers example busy-waits (prints numbers, asserts nothing).

1. Event-loop latency: a 10 ms QTimer on the GUI thread; how late each tick fires while the
   simulator thread runs the program at full speed (the game loop spins waiting for a key).
2. Key-to-display latency: a key typed into the Keyboard and Display tool until the display
   widget has *painted* the program's answer (selecting a square draws an 'x').

Usage: QT_QPA_PLATFORM=offscreen python scripts/bench/gui.py [--seconds 3] [--no-priority]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
# Selections to type (file, rank) and undo with q; each selection makes the program redraw.
# Typed twice: the first round also pays for translating code the program had not run yet.
ROUND = ["c3", "q", "e3", "q", "g3", "q", "a3", "q", "b6", "q", "d6", "q"]
KEYS = ROUND + ROUND


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(p / 100 * len(values)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="event-loop measurement time")
    ap.add_argument("--no-priority", action="store_true",
                    help="disable the GUI-priority handshake (for comparison)")
    ap.add_argument("--switch-interval", type=float, default=0.0005)
    ap.add_argument("--settle", type=float, default=1.0,
                    help="seconds after the board appears before measuring (block translation "
                         "of the freshly started program happens then)")
    args = ap.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.setswitchinterval(args.switch_interval)
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from rarslite.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    tmp = tempfile.mkdtemp()
    window = MainWindow(settings=QSettings(os.path.join(tmp, "s.ini"),
                                           QSettings.Format.IniFormat))
    if args.no_priority:
        window.gui_priority.close()
        window.gui_priority.idle.wait = lambda timeout=None: True  # never park the worker
    window.show()
    window.open_file(CHECKERS)
    if not window.assemble():
        print("assembly failed:", *window.messages.lines()[-3:], sep="\n")
        return 1
    tool = window.open_keyboard_display()
    window.open_board_overlay()  # paces keys on PENDING_KEY like a person watching
    tool.connect_program()
    window.go()

    lateness: list[float] = []
    key_ms: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    state = {"phase": "warmup", "last": 0, "key": 0, "typed_at": 0.0, "before": ""}

    tick = QTimer()
    tick.setInterval(10)

    def on_tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        if state["phase"] == "loop" and state["last"]:
            lateness.append(max(0.0, now - state["last"] - 10))
        state["last"] = now

    tick.timeout.connect(on_tick)
    tick.start()

    painted = {"text": ""}
    original_paint = tool.display.paintEvent

    def paint_spy(event) -> None:
        original_paint(event)
        painted["text"] = tool.display.text()
        if state["phase"] == "keys" and state["typed_at"] and painted["text"] != state["before"]:
            key_ms.append((time.perf_counter() - state["typed_at"]) * 1000)
            state["typed_at"] = 0.0

    tool.display.paintEvent = paint_spy

    def step() -> None:
        phase = state["phase"]
        if phase == "warmup":
            if "a   b   c" in tool.display.text():  # the board is drawn: the game waits
                state["phase"] = "settle"
                state["t0"] = time.perf_counter()
        elif phase == "settle":
            if time.perf_counter() - state["t0"] >= args.settle:
                state["phase"] = "loop"
                state["t0"] = time.perf_counter()
        elif phase == "loop":
            if time.perf_counter() - state["t0"] >= args.seconds:
                state["phase"] = "keys"
        elif phase == "keys":
            if state["typed_at"] or tool.pending_keys():
                if state["typed_at"] and time.perf_counter() - state["typed_at"] > 5:
                    print("a key got no visible answer within 5 s")
                    state["typed_at"] = 0.0
                return
            if state["key"] >= len(KEYS):
                state["phase"] = "done"
                app.quit()
                return
            state["before"] = painted["text"] or tool.display.text()
            state["typed_at"] = time.perf_counter()
            tool.type_text(KEYS[state["key"]])
            state["key"] += 1

    driver = QTimer()
    driver.setInterval(20)
    driver.timeout.connect(step)
    driver.start()
    QTimer.singleShot(int((args.seconds + args.settle + 90) * 1000), app.quit)
    app.exec()
    machine = window.session.machine
    instructions = machine.instret if machine else 0
    window.stop(wait=True)
    for doc in window.editors.documents():
        doc.document().setModified(False)
    window.close()

    print(f"switch interval {args.switch_interval * 1000:.2f} ms, "
          f"GUI priority {'off' if args.no_priority else 'on'}")
    if lateness:
        print(f"event-loop latency over {len(lateness)} ticks of 10 ms while the program "
              f"busy-waits: median {statistics.median(lateness):.1f} ms, "
              f"p95 {percentile(lateness, 95):.1f} ms, max {max(lateness):.1f} ms")
    for label, part in (("first round", key_ms[: len(ROUND)]),
                        ("second round", key_ms[len(ROUND):])):
        if part:
            print(f"key to display, {label} ({len(part)} keys; typed -> program reads it -> "
                  f"redraws -> widget painted): median {statistics.median(part):.1f} ms, "
                  f"p95 {percentile(part, 95):.1f} ms, max {max(part):.1f} ms")
    print(f"instructions executed: {instructions:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
