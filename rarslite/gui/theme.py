"""Light and dark themes. "system" follows the desktop's colour scheme (Qt 6.5+)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

THEMES = ("system", "light", "dark")


@dataclass(frozen=True)
class Colors:
    """Colours the custom-painted widgets and the highlighter use (not covered by QPalette)."""

    dark: bool
    instruction: str
    pseudo: str
    directive: str
    register: str
    label: str
    string: str
    comment: str
    number: str
    error: str
    current_line: str  # execute view: instruction about to run
    changed: str  # registers/memory changed by the last step
    breakpoint: str
    gutter_bg: str
    gutter_fg: str
    display_bg: str
    display_fg: str
    cursor: str
    editor_line: str  # editor: the line with the text cursor
    checkbox_border: str  # execute view: the Bkpt check boxes


LIGHT = Colors(
    dark=False, instruction="#0000c0", pseudo="#2060a0", directive="#a000a0", register="#b05000",
    label="#006060", string="#008000", comment="#808080", number="#804000", error="#e00000",
    current_line="#ffff99", changed="#b3e5ff", breakpoint="#ffc0c0", gutter_bg="#f0f0f0",
    gutter_fg="#808080", display_bg="#ffffff", display_fg="#000000", cursor="#0070f0",
    editor_line="#eef1f6", checkbox_border="#707070",
)
DARK = Colors(
    dark=True, instruction="#82aaff", pseudo="#89ddff", directive="#c792ea", register="#f78c6c",
    label="#4fd6be", string="#c3e88d", comment="#7f8596", number="#ffcb6b", error="#ff5370",
    current_line="#5a5a20", changed="#1f4f70", breakpoint="#6a2a2a", gutter_bg="#262626",
    gutter_fg="#808080", display_bg="#101010", display_fg="#e0e0e0", cursor="#40a0ff",
    editor_line="#2a2d33", checkbox_border="#b0b0b0",
)


def system_is_dark() -> bool:
    app = QGuiApplication.instance()
    if app is None:
        return False
    hints = app.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    if scheme is not None:
        return scheme() == Qt.ColorScheme.Dark
    return app.palette().color(QPalette.ColorRole.Window).lightness() < 128


def _dark_palette() -> QPalette:
    p = QPalette()
    base, window, text = QColor("#1e1e1e"), QColor("#2b2b2b"), QColor("#e0e0e0")
    for role, color in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, QColor("#262626")),
        (QPalette.ColorRole.ToolTipBase, window), (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.Text, text), (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.ButtonText, text), (QPalette.ColorRole.BrightText, QColor("#ff5555")),
        (QPalette.ColorRole.Highlight, QColor("#2f65ca")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.Link, QColor("#6ea8fe")),
        (QPalette.ColorRole.PlaceholderText, QColor("#808080")),
    ):
        p.setColor(role, color)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                 QPalette.ColorRole.WindowText):
        p.setColor(QPalette.ColorGroup.Disabled, role, QColor("#777777"))
    return p


class ThemeManager:
    """Applies a theme to the application and tells views which colour set is active."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.choice = "system"
        self._default_palette = QPalette(app.palette())
        app.setStyle("Fusion")  # Fusion honours custom palettes on every platform
        self.colors = LIGHT
        hints = app.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(lambda *_: (self.apply(self.choice), None)[1])

    def apply(self, choice: str) -> Colors:
        self.choice = choice if choice in THEMES else "system"
        dark = system_is_dark() if self.choice == "system" else self.choice == "dark"
        self.app.setPalette(_dark_palette() if dark else self.app.style().standardPalette())
        self.colors = DARK if dark else LIGHT
        set_current(self.colors)
        return self.colors


_current: Colors = LIGHT


def current() -> Colors:
    """The colour set of the active theme (for painting code that has no ThemeManager)."""
    return _current


def set_current(colors: Colors) -> None:
    global _current
    _current = colors


ICON_PX = 32  # the size the icons are recoloured at (toolbars scale it down)


def is_black_glyph(icon: QIcon) -> bool:
    """Whether ``icon`` is a black/grey glyph (Fusion's media icons), which a dark theme
    makes invisible, rather than a coloured picture (folder, disk)."""
    image = icon.pixmap(ICON_PX, ICON_PX).toImage()
    seen = False
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() < 64:
                continue
            if max(c.red(), c.green(), c.blue()) > 90:
                return False
            seen = True
    return seen


def _tinted(icon: QIcon, color: QColor) -> QPixmap:
    pixmap = icon.pixmap(ICON_PX, ICON_PX)
    painter = QPainter(pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(pixmap.rect(), color)
    painter.end()
    return pixmap


def themed_icon(icon: QIcon, colors: Colors) -> QIcon:
    """``icon`` as the theme shows it: a black glyph is redrawn light on a dark theme (with
    a dimmer disabled form, so enabled and disabled actions still differ)."""
    if not colors.dark or not is_black_glyph(icon):
        return icon
    out = QIcon(_tinted(icon, QColor(colors.display_fg)))
    out.addPixmap(_tinted(icon, QColor("#5c5c5c")), QIcon.Mode.Disabled)
    return out
