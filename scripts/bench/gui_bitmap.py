"""Benchmark: does the desktop app's Bitmap Display slow the running program, and how many
frames a second does it show?

Runs a program that repaints a whole 512x512 display (unit 1x1: 262 144 words, every word
changing on every pass) at full speed in the app, as a person would (the main window, the
worker thread, the Qt event loop), alternating rounds with the tool open but not connected
and connected (the same layout: the other views repaint the same areas). It prints
instructions per second (the machine's executed instructions over wall-clock time, and per
CPU second of the whole process: the GUI thread's work for the tool counts there), the
tool's frames per second (new pictures painted) and the main window's refreshes per second
(the most pictures the tool can get), the median and best of the rounds, and the connected
/ not connected ratios.

    QT_QPA_PLATFORM=offscreen python scripts/bench/gui_bitmap.py [--rounds N] [--seconds S]
        [--isa rv32|mips] [--unit 1|8]
    xvfb-run -a -s '-screen 0 1366x768x24' python scripts/bench/gui_bitmap.py   # real X
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

PROGRAMS = {
    "rv32": """
        .text
        li      s0, 0x10008000
        li      s1, 0
        li      s2, {units}
pass:   mv      t0, s2
        mv      t1, s0
word:   sw      s1, 0(t1)
        addi    t1, t1, 4
        addi    t0, t0, -1
        bnez    t0, word
        li      t2, 0x00030507
        add     s1, s1, t2
        j       pass
""",
    "mips": """
        .text
        li      $s0, 0x10008000
        li      $s1, 0
        li      $s2, {units}
pass:   move    $t0, $s2
        move    $t1, $s0
word:   sw      $s1, 0($t1)
        addi    $t1, $t1, 4
        addi    $t0, $t0, -1
        bnez    $t0, word
        li      $t2, 0x00030507
        add     $s1, $s1, $t2
        j       pass
        li      $v0, 10                 # never reached (a syscall marks the file as MARS's)
        syscall
""",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each mode")
    parser.add_argument("--seconds", type=float, default=4.0, help="measured time per round")
    parser.add_argument("--warmup", type=float, default=1.0)
    parser.add_argument("--isa", choices=sorted(PROGRAMS), default="rv32")
    parser.add_argument("--unit", type=int, default=1, help="unit width and height")
    parser.add_argument("--switch-interval", type=float, default=0.0005,
                        help="the GIL hand-off interval (the app's, rarslite/gui/app.py)")
    args = parser.parse_args(argv)
    sys.setswitchinterval(args.switch_interval)

    from PySide6.QtCore import QEventLoop, QRect, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from rarslite.devices.bitmap_display import BitmapSettings
    from rarslite.gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if app.platformName() == "offscreen":  # one 800x800 screen: the laptop size instead
        MainWindow.available_geometry = lambda self: QRect(0, 0, 1366, 768)
    folder = tempfile.mkdtemp(prefix="bench_gui_bitmap_")
    settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings)
    window.show()

    def pump(seconds: float) -> None:
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    pump(0.5)
    bitmap = BitmapSettings(args.unit, args.unit, 512, 512, 0x10008000)
    path = os.path.join(folder, "paint.s" if args.isa == "rv32" else "paint.asm")
    with open(path, "w") as f:
        f.write(PROGRAMS[args.isa].format(units=bitmap.units))
    window.open_file(path)
    if not window.assemble():
        print("assembly failed", file=sys.stderr)
        return 1
    tool = window.open_bitmap_display()
    tool.apply_settings(bitmap)
    window.set_layout("Play")
    ticks = [0]  # the main window's display-rate refreshes: the most pictures the tool can get
    window._refresh_timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))

    def measure(connected: bool) -> tuple[float, float, float]:
        if connected:  # the dock stays in place either way: the other views keep their size
            tool.connect_program()
        else:
            tool.disconnect_program()
        window.reset()
        window.go()
        pump(args.warmup)
        machine = window.session.machine
        steps, frames, start = machine.steps, tool.canvas.frames, time.perf_counter()
        ticked, cpu = ticks[0], time.process_time()
        pump(args.seconds)
        took = time.perf_counter() - start
        ran = machine.steps - steps
        cpu = time.process_time() - cpu
        fps = (tool.canvas.frames - frames) / took
        window.stop(wait=True)
        return ran / took, fps, (ticks[0] - ticked) / took, ran / cpu

    per_picture = picture_cost(window, tool)
    load = os.getloadavg()[0]
    results: dict[bool, list[tuple[float, ...]]] = {False: [], True: []}
    for i in range(args.rounds):  # interleaved: the machine's load changes both alike
        for connected in ((False, True) if i % 2 == 0 else (True, False)):
            results[connected].append(measure(connected))
    window.close()

    print(f"platform {app.platformName()}, {args.isa}, display 512x512 unit "
          f"{args.unit}x{args.unit} ({bitmap.units} words, all changing every pass), "
          f"{args.rounds} rounds of {args.seconds:g} s each, interleaved; load average "
          f"{load:.1f} before, {os.getloadavg()[0]:.1f} after, {os.cpu_count()} CPUs")
    summary, cpu_summary = {}, {}
    for connected, label in ((False, "not connected "), (True, "tool connected")):
        ips = [r[0] for r in results[connected]]
        fps = [r[1] for r in results[connected]]
        refreshes = [r[2] for r in results[connected]]
        summary[connected] = statistics.median(ips)
        print(f"{label}: instructions/s median {statistics.median(ips):>12,.0f}  best "
              f"{max(ips):>12,.0f}  all {', '.join(f'{v / 1e6:.2f}M' for v in ips)}")
        per_cpu = [r[3] for r in results[connected]]
        cpu_summary[connected] = statistics.median(per_cpu)
        print(f"{'':16}instructions per CPU second (both threads) median "
              f"{statistics.median(per_cpu):>12,.0f}")
        print(f"{'':16}main window refreshes/s median {statistics.median(refreshes):5.1f}")
        if connected:
            print(f"{'':16}frames/s median {statistics.median(fps):6.1f}  min {min(fps):6.1f}  "
                  f"all {', '.join(f'{v:.1f}' for v in fps)}")
    print(f"the tool's GUI-thread work per picture (read the words, compare, QImage, paint), "
          f"program paused: {per_picture * 1000:.2f} ms CPU")
    print(f"connected / not (medians): instructions/s {summary[True] / summary[False]:.3f}, "
          f"per CPU second {cpu_summary[True] / cpu_summary[False]:.3f}")
    return 0


def picture_cost(window, tool, pictures: int = 200) -> float:
    """CPU seconds the tool spends on one new picture (no program running): the program's
    words change between pictures, as they do in a game."""
    window.reset()
    tool.connect_program()
    machine = window.session.machine
    settings = tool.device.settings
    start = time.process_time()
    for i in range(pictures):
        machine.memory.poke_word(settings.base_address + 4 * (i % settings.units), i + 1)
        tool.refresh()
        tool.canvas.repaint()
    return (time.process_time() - start) / pictures


if __name__ == "__main__":
    sys.exit(main())
