"""`rarslite [--play FILE|EXAMPLE] [FILE...] [-- ARG...]`: start the desktop app (``--play``:
open FILE, or the packaged example of that name, and play it at once, as Run > Play does;
words after ``--`` are the program's arguments, as Settings > Program arguments)."""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    args, program_args = split_program_args(args)
    play, args = _play_option(args)
    rv64 = "--rv64" in args  # RARS's rv64: 64-bit mode for this run (not remembered)
    args = [a for a in args if a != "--rv64"]
    if play == "":
        sys.stderr.write("rarslite: --play needs a file: rarslite --play FILE.s\n")
        return 2
    if play is not None:
        found = resolve_play(play)
        if found is None:
            sys.stderr.write(f"rarslite: --play: cannot open {play}: no such file or example "
                             "(`rarslite examples` lists them).\n")
            return 1
        play = found
    try:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtWidgets import QApplication
    except ImportError as exc:  # a broken install must say so, not dump a traceback
        sys.stderr.write(f"rarslite: the desktop app needs PySide6 ({exc}).\n"
                         "Install it with: python3 -m pip install PySide6-Essentials\n")
        return 1

    # Short GIL hand-offs: the simulator thread is CPU-bound and Qt calls back into Python
    # often; the default 5 ms per hand-off would make the window sluggish while a program runs.
    sys.setswitchinterval(0.0005)

    if _no_display():
        sys.stderr.write(
            "rarslite: no graphical display found (DISPLAY / WAYLAND_DISPLAY are not set).\n"
            "In a terminal, use `rarslite play FILE.s` (Keyboard and Display programs) or "
            "`rarslite run FILE.s`; see `rarslite --help`.\n")
        return 1

    from rarslite.gui.main_window import MainWindow
    from rarslite.gui.theme import ThemeManager
    from rarslite.resources import APP_ICON

    # Crisp on fractional HiDPI scales: no rounding of the device pixel ratio.
    if QApplication.instance() is None:  # (a test harness may have made it already)
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "rarslite"])
    app.setApplicationName("rarslite")
    app.setOrganizationName("rarslite")
    themes = ThemeManager(app)
    if os.path.isfile(APP_ICON):
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(APP_ICON))
    window = MainWindow(theme_manager=themes)
    if rv64:
        window.use_rv64_for_this_run()
    themes.apply(window.settings.value("ui/theme", "system"))
    window.set_theme(themes.choice)
    if program_args is not None:
        window.session.program_args = tuple(program_args)
    missing = []
    for path in args:
        if os.path.isfile(path):
            window.open_file(path)
        else:
            missing.append(path)
    for path in missing:
        window.message(f"Cannot open {path}: no such file.", kind="error")
    window.show()
    if os.environ.get("RARSLITE_EXIT_AFTER_SHOW"):  # CI's check that the app really comes up
        from PySide6.QtCore import QTimer

        QTimer.singleShot(500, lambda: _report_shown_and_quit(app, window))
    if play is not None:
        window.play(play)
    previous_hook = sys.excepthook

    def report(exc_type, exc, tb) -> None:  # a bug in a slot: say so, keep the window
        previous_hook(exc_type, exc, tb)
        try:
            window.message(f"Internal error: {exc_type.__name__}: {exc} (details on stderr)",
                           kind="error")
        except RuntimeError:  # the window is already gone
            pass

    sys.excepthook = report
    try:
        return app.exec()
    finally:
        sys.excepthook = previous_hook


def _report_shown_and_quit(app, window) -> None:
    """Say on stdout that the window is on screen (for `.ci/run`), then quit normally."""
    size = window.size()
    shown = window.isVisible() and size.width() > 0
    sys.stdout.write(f"rarslite: window {'shown' if shown else 'NOT shown'} "
                     f"({size.width()}x{size.height()}, {window.windowTitle()})\n")
    sys.stdout.flush()
    app.exit(0 if shown else 1)


def resolve_play(name: str) -> str | None:
    """The program ``--play`` means: a file, else the packaged example of that name."""
    if os.path.isfile(name):
        return name
    from rarslite.examples import find

    return find(name)


def split_program_args(args: list[str]) -> tuple[list[str], list[str] | None]:
    """Split the app's own arguments from the program's, after ``--`` (None without it)."""
    if "--" not in args:
        return args, None
    i = args.index("--")
    return args[:i], args[i + 1:]


def _play_option(args: list[str]) -> tuple[str | None, list[str]]:
    """Split ``--play FILE`` (or ``--play=FILE``) off the arguments: (FILE, the rest); FILE
    is "" when it is missing and None without the option."""
    rest, play = [], None
    items = iter(args)
    for arg in items:
        if arg == "--play":
            play = next(items, "")
        elif arg.startswith("--play="):
            play = arg.split("=", 1)[1]
        else:
            rest.append(arg)
    return play, rest


def _no_display() -> bool:
    """Linux/BSD without X11 or Wayland and no explicit Qt platform: Qt would abort."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return False
    env = os.environ
    return not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM"))
