"""Tools > Colour Cell Display: the Bombsweeper seed's character-cell screen.

A view of a `rarslite.devices.cell_display.CellDisplay`. Unlike the Keyboard and Display tool
the device is attached to the machine only while connected: its cells are ordinary memory at a
settable base, and connecting it over another device's addresses (the Keyboard and Display
tool uses 0xFFFF0000 too) is refused with a message. Size, base and font change only while
disconnected (the bus checks address ranges when a device connects).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rarslite.devices import cell_display as cd
from rarslite.gui.docks.fit_area import FitArea, FitCanvas
from rarslite.gui.docks.session_device import SessionDeviceTool
from rarslite.gui.editor.code_editor import monospace_font

TITLE = "Colour Cell Display"
FONT_LABELS = {"game": "Game glyphs (bomb, flag, digits)", "ascii": "Plain ASCII"}
_COLOURS = tuple(QColor(*cd.rgb(i)) for i in range(16))


class CellGrid(FitCanvas):
    """Paints the device's cells: background colour, then the glyph in the foreground colour.
    The scale is a cell's side in pixels, fitted so that every cell shows.

    ``painted`` keeps what the last paint drew for each cell, (glyph, fg, bg), so tests and
    people can read the screen back exactly as shown.
    """

    min_scale = 10  # a 7-pixel glyph
    max_scale = 128
    preferred_scale = 24

    def __init__(self, device: cd.CellDisplay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.device = device
        self.painted: dict[tuple[int, int], tuple[str, int, int]] = {}
        self._version = -1
        self._font = monospace_font(10)
        self._font.setBold(True)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # then Ctrl+= / Ctrl+- zoom it

    def fit_size(self, scale: int) -> QSize:
        return QSize(self.device.cols * scale, self.device.rows * scale)

    def cell_rect(self, col: int, row: int) -> QRectF:
        o, size = self.origin(), self.scale
        return QRectF(o.x() + col * size, o.y() + row * size, size, size)

    def refresh(self) -> None:
        """Repaint the rows the program changed since the last refresh."""
        d = self.device
        if d.version == self._version:
            return
        self._version = d.version
        rows = d.take_dirty()
        if len(rows) * 4 > d.rows:
            self.update()
            return
        for row in rows:
            rect = self.cell_rect(0, row)
            self.update(0, int(rect.top()), self.width(), int(rect.height()) + 2)

    def paintEvent(self, event) -> None:  # noqa: N802
        d = self.device
        p = QPainter(self)
        p.fillRect(event.rect(), self.palette().window())
        size, top = self.scale, self.origin().y()
        font = QFont(self._font)
        font.setPixelSize(max(4, int(size * 0.7)))
        p.setFont(font)
        clip = event.rect()
        first = max(0, int((clip.top() - top) // size))
        last = min(d.rows - 1, int((clip.bottom() - top) // size))
        for row in range(first, last + 1):
            for col in range(d.cols):
                cell = d.cell(col, row)
                rect = self.cell_rect(col, row)
                p.fillRect(rect, _COLOURS[cell.bg])
                text = cd.glyph(cell.char, d.font)
                if text.strip():
                    p.setPen(_COLOURS[cell.fg])
                    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
                self.painted[(col, row)] = (text, cell.fg, cell.bg)
        p.end()


class CellDisplayTool(SessionDeviceTool, QWidget):
    tab_title = "Cells"  # its dock's tab in a tab group (layouts.title_docks)

    def __init__(self, session, settings: QSettings, message) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.message = message
        cols = settings.value("cell/cols", cd.DEFAULT_COLS, type=int)
        rows = settings.value("cell/rows", cd.DEFAULT_ROWS, type=int)
        font = settings.value("cell/font", "game")
        try:  # the base is kept as hex text: QSettings integers are 32-bit signed
            base = int(str(settings.value("cell/base", f"{cd.DEFAULT_BASE:#x}")), 0)
            self.device = cd.CellDisplay(cols, rows, base, font if font in cd.FONTS else "game")
        except ValueError:  # settings from elsewhere: fall back to the seed's display
            self.device = cd.CellDisplay()
        self.grid = self.view = CellGrid(self.device)
        self.grid_area = FitArea(self.grid)

        self.connect_button = QPushButton("Connect to Program")
        self.connect_button.setCheckable(True)
        self.connect_button.toggled.connect(self._connect_toggled)
        reset_b = QPushButton("Reset")
        reset_b.setToolTip("Clear every cell (NUL, white on black)")
        reset_b.clicked.connect(self.reset)
        self.cols_box, self.rows_box = QSpinBox(), QSpinBox()
        for box, value in ((self.cols_box, self.device.cols), (self.rows_box, self.device.rows)):
            box.setRange(1, 256)
            box.setValue(value)
        self.base_edit = QLineEdit(f"0x{self.device.base:08x}")
        self.base_edit.setFont(monospace_font(10))
        self.base_edit.setToolTip("Address of the top-left cell (one halfword per cell)")
        self.font_box = QComboBox()
        for name in cd.FONTS:
            self.font_box.addItem(FONT_LABELS[name], name)
        self.font_box.setCurrentIndex(cd.FONTS.index(self.device.font))
        self.font_box.currentIndexChanged.connect(self._font_changed)
        for w in (self.cols_box, self.rows_box, self.base_edit):
            w.setToolTip((w.toolTip() + "; " if w.toolTip() else "")
                         + "changeable while disconnected")

        controls = QGridLayout()
        controls.addWidget(self.connect_button, 0, 0, 1, 2)
        controls.addWidget(reset_b, 0, 2)
        controls.addWidget(self.font_box, 0, 3, 1, 2)
        controls.addWidget(QLabel("Size:"), 1, 0)
        controls.addWidget(self.cols_box, 1, 1)
        controls.addWidget(QLabel("x"), 1, 2)
        controls.addWidget(self.rows_box, 1, 3)
        controls.addWidget(QLabel("Base:"), 2, 0)
        controls.addWidget(self.base_edit, 2, 1, 1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.grid_area, 1)
        layout.addLayout(controls)
        self._last_title = ""
        self._update_title()

    # -- buttons -----------------------------------------------------------------------------
    def connect_as(self, cols: int, rows: int, base: int) -> bool:
        """Connect as a ``cols`` x ``rows`` display at ``base`` (Play: the game's own size);
        a connected display keeps its size."""
        if not self.connected:
            self.cols_box.setValue(cols)
            self.rows_box.setValue(rows)
            self.base_edit.setText(f"0x{base:08x}")
        return self.connect_program()

    def _connect_toggled(self, on: bool) -> None:
        if on and not self.connected:
            if not self._apply_geometry():
                self._set_button(False)
                return
            why = self.session.conflict(self.device)
            if why is not None:
                self.message(f"{TITLE}: cannot connect: its cells {why}. Change the base "
                             "address, or close that tool first.", kind="error")
                self._set_button(False)
                return
            self.session.add_device(self.device)
        elif not on and self.connected:
            self.session.remove_device(self.device)
        self._set_button(on)
        self._update_title()
        self.refresh()

    def _set_button(self, on: bool) -> None:
        self.show_connected(on)
        for w in (self.cols_box, self.rows_box, self.base_edit):
            w.setEnabled(not on)

    def _apply_geometry(self) -> bool:
        """Take the size and base from the settings fields (the device is disconnected)."""
        text = self.base_edit.text().strip()
        try:
            base = int(text, 0)
            cd.check_geometry(self.cols_box.value(), self.rows_box.value(), base)
        except ValueError as exc:
            why = str(exc) if text and "literal" not in str(exc) else f"bad address {text!r}"
            self.message(f"{TITLE}: {why}", kind="error")
            return False
        d = self.device
        if (d.cols, d.rows, d.base) != (self.cols_box.value(), self.rows_box.value(), base):
            d.configure(self.cols_box.value(), self.rows_box.value(), base)
            self.grid.refit()
        self.base_edit.setText(f"0x{base:08x}")
        return True

    def reset(self) -> None:
        self.session.device_call(self.device.clear)
        self.grid.update()

    def _font_changed(self, _index: int) -> None:
        self.device.set_font(self.font_box.currentData())
        self.grid.update()

    # -- hooks from the main window ----------------------------------------------------------
    def program_loaded(self, session) -> None:
        self.grid.update()
        self.refresh()

    def refresh(self) -> None:
        self.grid.refresh()
        self._update_title()

    def _update_title(self) -> None:
        d = self.device
        title = f"{TITLE} — {d.cols} x {d.rows} at 0x{d.base:08x}"
        if not self.connected:
            title += " — not connected"
        if title != self._last_title:
            self._last_title = title
            self.setWindowTitle(title)

    def save_settings(self, s: QSettings) -> None:
        s.setValue("cell/cols", self.device.cols)
        s.setValue("cell/rows", self.device.rows)
        s.setValue("cell/base", f"{self.device.base:#010x}")
        s.setValue("cell/font", self.device.font)
