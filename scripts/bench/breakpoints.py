"""What source-line breakpoints cost in the GUI on a big file (prints numbers, asserts nothing).

Times, for a generated program of N lines with B breakpoints: the F3 Assemble with and
without the breakpoint bookkeeping (stamping every line with its address and mapping the
breakpoints), one gutter toggle (mark + rebuild of the simulator's set + Execute view
refresh), and the sync after lines are inserted.

Usage: QT_QPA_PLATFORM=offscreen python scripts/bench/breakpoints.py [--lines 20000]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def program(lines: int) -> str:
    out = [".text", "main:"]
    for i in range(lines - 4):
        out.append(f"        addi  t0, t0, {i % 100}" if i % 4 else f"# comment {i}")
    out += ["        li    a7, 10", "        ecall"]
    return "\n".join(out) + "\n"


def timed(fn, repeat: int) -> float:
    """Median milliseconds of ``fn()``."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, default=20_000)
    ap.add_argument("--breakpoints", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    sys.path.insert(0, ROOT)
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QTextCursor
    from PySide6.QtWidgets import QApplication

    from rarslite.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "big.s")
        with open(path, "w") as fh:
            fh.write(program(args.lines))
        settings = QSettings(os.path.join(tmp, "settings.ini"), QSettings.Format.IniFormat)
        w = MainWindow(settings=settings)
        doc = w.open_file(path)
        step = max(1, args.lines // args.breakpoints)
        for line in range(4, args.lines, step):
            doc.set_breakpoint(line, True)
        w.bkpts.save()

        def assemble() -> None:
            w.bkpts._program = None  # as after a new Assemble: restamp everything
            assert w.assemble()

        with_bp = timed(assemble, args.repeat)
        real = w.bkpts.program_loaded
        w.bkpts.program_loaded = lambda _p: None
        without = timed(lambda: w.assemble(), args.repeat)
        w.bkpts.program_loaded = real
        assemble()
        middle = args.lines // 2 + 1
        toggle = timed(lambda: doc.toggle_breakpoint(middle), args.repeat * 4)

        def insert_and_sync() -> None:
            QTextCursor(doc.document().findBlockByNumber(1)).insertText("# new\n")
            w.bkpts.save()

        sync = timed(insert_and_sync, args.repeat)
        print(f"program: {args.lines} lines, {len(w.session.program.text)} instructions, "
              f"{len(w.session.breakpoints)} breakpoints")
        print(f"F3 Assemble with breakpoint bookkeeping: {with_bp:8.1f} ms")
        print(f"F3 Assemble without it:                  {without:8.1f} ms")
        print(f"  bookkeeping share:                     {with_bp - without:8.1f} ms")
        print(f"gutter toggle (mark, map, refresh):      {toggle:8.2f} ms")
        print(f"insert a line, then sync:                {sync:8.2f} ms")
        for d in w.editors.documents():
            d.document().setModified(False)
        w.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
