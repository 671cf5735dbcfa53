"""A custom-painted character grid showing a `TerminalGrid` (the KDMMIO display).

Monospace cells; bytes 128-255 are drawn as their CP437 glyphs (box drawing, blocks, ...),
control characters as blanks; the cursor is a visible block outline. Ctrl+wheel / Ctrl+= zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from rarslite.gui import theme
from rarslite.gui.editor.code_editor import monospace_font

_GLYPHS = [" "] * 32 + [chr(c) for c in range(32, 127)] + [" "] + [
    bytes([c]).decode("cp437") for c in range(128, 256)]


def glyph(code: int) -> str:
    """The character drawn for a display byte."""
    return _GLYPHS[code & 0xFF]


def display_text(lines: list[str]) -> list[str]:
    """Lines as drawn (control bytes blank, 128-255 as CP437)."""
    return ["".join(_GLYPHS[ord(ch) & 0xFF] for ch in line) for line in lines]


class TerminalView(QWidget):
    zoomed = Signal(float)
    key_typed = Signal(str)  # keys typed while the display has focus go to the keyboard too

    def __init__(self, grid, parent: QWidget | None = None, point_size: float = 12) -> None:
        super().__init__(parent)
        self.grid = grid
        self._version = -1
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.set_font(monospace_font(point_size))

    def set_font(self, font: QFont) -> None:
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        font.setKerning(False)
        self.setFont(font)
        fm = QFontMetricsF(font)
        self.cell_w = fm.horizontalAdvance("M")
        self.cell_h = fm.lineSpacing()
        self.ascent = fm.ascent()
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        cols, rows = self.grid.cols, max(self.grid.rows, len(self.grid.lines()))
        return QSize(int(self.cell_w * cols) + 12, int(self.cell_h * rows) + 12)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(int(self.cell_w * 20), int(self.cell_h * 5))

    def lines(self) -> list[str]:
        """The text shown, as a person reads it."""
        return display_text(self.grid.lines())

    def text(self) -> str:
        return "\n".join(self.lines())

    def refresh(self) -> bool:
        """Repaint if the grid changed since the last paint; True if it did."""
        if self.grid.version != self._version:
            self.update()
            return True
        return False

    def paintEvent(self, event) -> None:  # noqa: N802
        colors = theme.current()
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(colors.display_bg))
        grid = self.grid
        self._version = grid.version
        lines = grid.lines()
        p.setFont(self.font())
        p.setPen(QColor(colors.display_fg))
        x0, y0 = 6.0, 6.0
        # In stream mode keep the newest lines in view.
        visible = max(1, int((self.height() - 12) // self.cell_h))
        first = max(0, len(lines) - visible) if grid.mode == "stream" else 0
        for r, line in enumerate(lines[first:first + visible + 1]):
            y = y0 + r * self.cell_h
            drawn = "".join(_GLYPHS[ord(ch) & 0xFF] for ch in line)
            # Cell by cell keeps glyphs from fallback fonts aligned to the grid.
            if drawn.isascii():
                p.drawText(QRectF(x0, y, self.cell_w * len(drawn) + 2, self.cell_h),
                           Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, drawn)
            else:
                for c, ch in enumerate(drawn):
                    if ch != " ":
                        p.drawText(QRectF(x0 + c * self.cell_w, y, self.cell_w, self.cell_h),
                                   Qt.AlignmentFlag.AlignCenter, ch)
        col, row = grid.cursor
        row -= first
        if 0 <= row <= visible:
            pen = QPen(QColor(colors.cursor))
            pen.setWidthF(1.5)
            p.setPen(pen)
            p.drawRect(QRectF(x0 + col * self.cell_w, y0 + row * self.cell_h,
                              self.cell_w, self.cell_h).adjusted(0.5, 0.5, -0.5, -0.5))
        if grid.mode == "grid":
            p.setPen(QPen(QColor(colors.gutter_fg), 1, Qt.PenStyle.DotLine))
            p.drawRect(QRectF(x0 - 2, y0 - 2, self.cell_w * grid.cols + 4,
                              self.cell_h * grid.rows + 4))
        p.end()

    def zoom(self, delta: float) -> None:
        font = self.font()
        font.setPointSizeF(max(6.0, min(48.0, font.pointSizeF() + delta)))
        self.set_font(font)
        self.zoomed.emit(font.pointSizeF())

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom(steps)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        ctrl = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if ctrl and event.key() in (Qt.Key.Key_Equal, Qt.Key.Key_Plus):
            self.zoom(1)
            return
        if ctrl and event.key() == Qt.Key.Key_Minus:
            self.zoom(-1)
            return
        text = key_text(event)
        if text:
            self.key_typed.emit(text)
            return
        super().keyPressEvent(event)


def key_text(event) -> str:
    """The character(s) a key press types, as RARS's KEY_TYPED gives them (Enter = 10)."""
    key = event.key()
    if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return "\n"
    if key == Qt.Key.Key_Backspace:
        return "\b"
    if key == Qt.Key.Key_Escape:
        return "\x1b"
    if key == Qt.Key.Key_Tab:
        return "\t"
    text = event.text()
    return "".join(ch for ch in text if ord(ch) < 256)
