"""`rarslite [FILE...]`: start the desktop app."""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
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

    from rarslite.gui.main_window import MainWindow
    from rarslite.gui.theme import ThemeManager

    # Crisp on fractional HiDPI scales: no rounding of the device pixel ratio.
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "rarslite"])
    app.setApplicationName("rarslite")
    app.setOrganizationName("rarslite")
    themes = ThemeManager(app)
    icon = os.path.join(os.path.dirname(__file__), "..", "..", "resources", "icons",
                        "rarslite.svg")
    if os.path.isfile(icon):  # a source checkout (the icon is not part of the wheel)
        from PySide6.QtGui import QIcon

        app.setWindowIcon(QIcon(icon))
    window = MainWindow(theme_manager=themes)
    themes.apply(window.settings.value("ui/theme", "system"))
    window.set_theme(themes.choice)
    missing = []
    for path in args:
        if os.path.isfile(path):
            window.open_file(path)
        else:
            missing.append(path)
    for path in missing:
        window.message(f"Cannot open {path}: no such file.", kind="error")
    window.show()
    return app.exec()
