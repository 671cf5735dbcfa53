"""A custom-painted character grid showing a `TerminalGrid` (the KDMMIO display).

Monospace cells; bytes 128-255 are drawn as their CP437 glyphs (box drawing, blocks, ...),
control characters as blanks; the cursor is a visible block outline. The font's size follows
the pane so that the whole grid shows (`fit_area`); Ctrl+wheel / Ctrl+= / Ctrl+0 zoom.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from rarslite.gui import theme
from rarslite.gui.app_keys import run_app_shortcut
from rarslite.gui.docks.fit_area import FitCanvas
from rarslite.gui.editor.code_editor import monospace_font

MIN_PIXEL_SIZE = 7  # the smallest legible font: a smaller pane scrolls
MARGIN = 4  # pixels around the grid
# A row's height at most, in font pixels: fonts differ widely in the room they leave above
# and below the glyphs (DejaVu Sans Mono 1.16, Noto Sans Mono 1.36), so the grid's fit would
# depend on the system's monospace font; taller line boxes are squeezed to this, centred.
MAX_LINE_HEIGHT = 1.2
_PRINTABLE = "".join(chr(c) for c in range(32, 127))

_GLYPHS = [" "] * 32 + [chr(c) for c in range(32, 127)] + [" "] + [
    bytes([c]).decode("cp437") for c in range(128, 256)]


def glyph(code: int) -> str:
    """The character drawn for a display byte."""
    return _GLYPHS[code & 0xFF]


def display_text(lines: list[str]) -> list[str]:
    """Lines as drawn (control bytes blank, 128-255 as CP437)."""
    return ["".join(_GLYPHS[ord(ch) & 0xFF] for ch in line) for line in lines]


class TerminalView(FitCanvas):
    """The display: its font's pixel size is the scale, fitted so all cols x rows show."""

    min_scale = MIN_PIXEL_SIZE
    max_scale = 96
    preferred_scale = 14
    center_vertically = False  # a terminal's text starts at the top
    key_typed = Signal(str)  # keys typed while the display has focus go to the keyboard too

    def __init__(self, grid, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = grid
        self._version = -1
        self._shape = self._grid_shape()
        self._metrics: dict[int, tuple[float, float, float]] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.set_font(monospace_font(12))

    def set_font(self, font: QFont) -> None:
        """Use ``font``'s family and style; its size follows the pane (fit and zoom)."""
        font = QFont(font)
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        font.setKerning(False)
        self._base_font = font
        self._metrics.clear()
        self.scale_changed()
        self.refit()

    def cell_metrics(self, px: int) -> tuple[float, float, float]:
        """(cell width, cell height, baseline below a row's top) of the font at ``px``
        pixels, measured on the font Qt actually resolved: the widest printable character
        (a substituted font need not be monospace) and the line box, at most
        MAX_LINE_HEIGHT high."""
        m = self._metrics.get(px)
        if m is None:
            font = QFont(self._base_font)
            font.setPixelSize(px)
            fm = QFontMetricsF(font)
            width = max(fm.horizontalAdvance(ch) for ch in _PRINTABLE)
            height = min(fm.lineSpacing(), px * MAX_LINE_HEIGHT)
            baseline = fm.ascent() - (fm.height() - height) / 2
            m = self._metrics[px] = (width, height, baseline)
        return m

    def _size(self, px: int, rows: int) -> QSize:
        w, h, _ = self.cell_metrics(px)
        return QSize(math.ceil(w * self.grid.cols + 2 * MARGIN),
                     math.ceil(h * rows + 2 * MARGIN))

    def fit_size(self, scale: int) -> QSize:
        return self._size(scale, self.grid.rows)

    def content_size(self, scale: int) -> QSize:
        return self._size(scale, self._shape[2])

    def _grid_shape(self) -> tuple[int, int, int]:
        """(cols, rows, lines drawn): the stream text may be taller than the grid."""
        grid = self.grid
        lines = grid.rows if grid.mode == "grid" else max(grid.rows, len(grid.lines()))
        return grid.cols, grid.rows, lines

    def scale_changed(self) -> None:
        font = QFont(self._base_font)
        font.setPixelSize(self.scale)
        self.setFont(font)
        self.cell_w, self.cell_h, self.baseline = self.cell_metrics(self.scale)
        fm = QFontMetricsF(font)  # drawn a row at a time only when every advance is a cell's
        self._uniform = fm.horizontalAdvance("i") == fm.horizontalAdvance("M") == self.cell_w

    @property
    def pixel_size(self) -> int:
        return self.scale

    def cell_rect(self, col: int, row: int) -> QRectF:
        """Where cell (col, row) is drawn, in this widget's coordinates."""
        o = self.origin()
        return QRectF(o.x() + MARGIN + col * self.cell_w, o.y() + MARGIN + row * self.cell_h,
                      self.cell_w, self.cell_h)

    def lines(self) -> list[str]:
        """The text shown, as a person reads it."""
        return display_text(self.grid.lines())

    def text(self) -> str:
        return "\n".join(self.lines())

    def refresh(self) -> bool:
        """Repaint if the grid changed since the last paint (refitting if its size did);
        True if it changed."""
        if self.grid.version == self._version:
            return False
        shape = self._grid_shape()
        if shape != self._shape:
            self._shape = shape
            self.refit()
        self.update()
        return True

    def grows_downwards(self) -> bool:
        return self.grid.mode == "stream" and self._shape[2] > self.grid.rows

    def paintEvent(self, event) -> None:  # noqa: N802
        colors = theme.current()
        p = QPainter(self)
        p.fillRect(event.rect(), QColor(colors.display_bg))
        grid = self.grid
        self._version = grid.version
        lines = grid.lines()
        p.setFont(self.font())
        p.setPen(QColor(colors.display_fg))
        o = self.origin()
        x0, y0 = o.x() + MARGIN, o.y() + MARGIN
        clip = event.rect()
        first = max(0, int((clip.top() - y0) // self.cell_h))
        last = min(len(lines) - 1, int((clip.bottom() - y0) // self.cell_h))
        for r in range(first, last + 1):
            y = y0 + r * self.cell_h
            drawn = "".join(_GLYPHS[ord(ch) & 0xFF] for ch in lines[r])
            # Cell by cell keeps glyphs from fallback fonts aligned to the grid.
            if drawn.isascii() and self._uniform:
                p.drawText(QPointF(x0, y + self.baseline), drawn)
            else:
                for c, ch in enumerate(drawn):
                    if ch != " ":
                        p.drawText(QRectF(x0 + c * self.cell_w, y, self.cell_w, self.cell_h),
                                   Qt.AlignmentFlag.AlignCenter, ch)
        if grid.written:  # (nothing shown yet, e.g. a bitmap game's unused display: none)
            col, row = grid.cursor
            pen = QPen(QColor(colors.cursor))
            pen.setWidthF(1.5)
            p.setPen(pen)
            p.drawRect(self.cell_rect(col, row).adjusted(0.5, 0.5, -0.5, -0.5))
        if grid.mode == "grid":
            p.setPen(QPen(QColor(colors.gutter_fg), 1, Qt.PenStyle.DotLine))
            p.drawRect(QRectF(x0 - 2, y0 - 2, self.cell_w * grid.cols + 4,
                              self.cell_h * grid.rows + 4))
        p.end()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.zoom_key(event) or run_app_shortcut(self, event):
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
