"""Tools > Bitmap Display: RARS's and MARS's tool, a view of `rarslite.devices.bitmap_display`.

The device watches no addresses and is not put on the machine's bus: while the tool is
connected, the main window's refreshes (its 60 Hz QTimer while a program runs, about 40 of
them a second used here, and after every stop, step, backstep and reset) read the display's
words from memory in one copy and, only when they changed, turn them into a QImage of one
pixel per unit, drawn scaled to the pane with nearest-neighbour sampling (never smoothed).
So the running program pays nothing per store, and the picture after a backstep or a reset
is whatever memory then holds.

As in the real tools the five settings may change at any time, connected or not; a change
redraws the picture from memory (the tools start a black grid and show only words written
afterwards). Reset clears the picture, as theirs does; it shows memory again from the
program's next change to the display's words.
"""

from __future__ import annotations

import time
from math import gcd

from PySide6.QtCore import QRect, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rarslite.devices import bitmap_display as bd
from rarslite.gui.docks.connectable import connect_text
from rarslite.gui.docks.fit_area import FitArea, FitCanvas
from rarslite.gui.docks.session_device import SessionDeviceTool

TITLE = "Bitmap Display"
SUB = 64  # the canvas's scale counts 1/64ths of a screen pixel per display pixel
CRISP_KEEP = 0.85  # whole screen pixels per unit, if that keeps this much of the fitted size
ZOOM_CRISP_KEEP = 0.93  # ... and of a zoomed size (a smaller change would undo the zoom step)
# While a program runs, the words are read about this often (two of the main window's three
# 60 Hz refreshes): smooth to the eye, and each picture costs the GUI thread, and so the
# program sharing the GIL with it, time.
FRAME_SECONDS = 1 / 40
_RGB32 = QImage.Format.Format_RGB32


def _blank(columns: int, rows: int) -> QImage:
    image = QImage(columns, rows, _RGB32)
    image.fill(QColor(0, 0, 0))
    return image


class BitmapCanvas(FitCanvas):
    """The picture: one image pixel per unit, scaled to the pane. ``scale`` is screen pixels
    per display pixel in 1/SUB steps (SUB: 1:1)."""

    min_scale = SUB // 8
    max_scale = 16 * SUB
    preferred_scale = SUB

    def __init__(self, device: bd.BitmapDisplay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.device = device
        s = device.settings
        self.image = _blank(s.columns, s.rows)
        self.frames = 0  # pictures painted (a new picture counts once, however often shown)
        self._image_serial = 0
        self._painted_serial = 0
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # then Ctrl+= / Ctrl+- zoom it

    # -- geometry ----------------------------------------------------------------------------
    def fit_size(self, scale: int) -> QSize:
        s = self.device.settings
        return QSize(s.display_width * scale // SUB, s.display_height * scale // SUB)

    def fit_scale(self, avail: QSize) -> int:
        """The largest scale that fits, lowered to whole screen pixels per unit (every unit
        the same size) when that keeps most of the size."""
        return self._crisp(super().fit_scale(avail), CRISP_KEEP)

    def set_scale(self, scale: int) -> None:
        super().set_scale(self._crisp(scale, ZOOM_CRISP_KEEP))  # zoomed: crisp if near

    def _crisp(self, scale: int, keep: float) -> int:
        """``scale`` lowered to whole screen pixels per unit, if that keeps ``keep`` of it."""
        s = self.device.settings
        step_w, step_h = SUB // gcd(SUB, s.unit_width), SUB // gcd(SUB, s.unit_height)
        step = step_w * step_h // gcd(step_w, step_h)
        crisp = scale // step * step
        return crisp if crisp >= self.min_scale and crisp >= keep * scale else scale

    def picture_rect(self) -> QRect:
        o = self.origin()
        return QRect(int(o.x()), int(o.y()), *self.fit_size(self.scale).toTuple())

    def unit_rect(self, col: int, row: int) -> QRectF:
        """Where unit (col, row) shows, in widget coordinates."""
        s, pic = self.device.settings, self.picture_rect()
        w, h = pic.width() / s.columns, pic.height() / s.rows
        return QRectF(pic.x() + col * w, pic.y() + row * h, w, h)

    # -- the picture -------------------------------------------------------------------------
    def show_words(self, words: bytes) -> None:
        """A new picture from the display's words (B, G, R, X per unit)."""
        s = self.device.settings
        raw = QImage(words, s.columns, s.rows, 4 * s.columns, _RGB32)
        # RGB32 wants 0xFF in the top byte (drawn onto an ARGB backing store a 0 would be
        # transparent): Qt's conversion to ARGB32 sets it, then the pixels are RGB32 again.
        image = raw.convertToFormat(QImage.Format.Format_ARGB32)
        image.reinterpretAsFormat(_RGB32)
        self._set_image(image)

    def blank(self) -> None:
        s = self.device.settings
        self._set_image(_blank(s.columns, s.rows))

    def _set_image(self, image: QImage) -> None:
        self.image = image
        self._image_serial += 1
        self.update(self.picture_rect())

    def settings_changed(self) -> None:
        self.blank()
        self.refit()
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        pic = self.picture_rect()
        if not pic.contains(event.rect()):  # the margins around the picture
            region = QRegion(event.rect()).subtracted(QRegion(pic))
            for rect in region:
                p.fillRect(rect, self.palette().window())
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        p.drawImage(pic, self.image)
        p.end()
        if self._painted_serial != self._image_serial:
            self._painted_serial = self._image_serial
            self.frames += 1

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if not self.zoom_key(event):
            super().keyPressEvent(event)


class BitmapDisplayTool(SessionDeviceTool, QWidget):
    tab_title = "Bitmap"  # its dock's tab in a tab group (layouts.title_docks)

    def __init__(self, session, settings: QSettings, message) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.message = message
        self.isa_name, self.config = self._memory()
        self.device = bd.BitmapDisplay(self._saved_settings(settings))
        self.canvas = self.view = BitmapCanvas(self.device)
        self.canvas_area = FitArea(self.canvas)

        self.connect_button = QPushButton("Connect to Program")
        self.connect_button.setCheckable(True)
        self.connect_button.toggled.connect(self._connect_toggled)
        reset_b, help_b = QPushButton("Reset"), QPushButton("Help")
        reset_b.setToolTip("Clear the picture (memory is unchanged: the picture shows it "
                           "again from the program's next change to the display's words)")
        reset_b.clicked.connect(self.reset)
        help_b.clicked.connect(lambda: QMessageBox.information(self, TITLE, HELP))
        self.unit_w, self.unit_h = QComboBox(), QComboBox()
        self.display_w, self.display_h = QComboBox(), QComboBox()
        for box, choices in ((self.unit_w, bd.UNIT_SIZES), (self.unit_h, bd.UNIT_SIZES),
                             (self.display_w, bd.DISPLAY_SIZES),
                             (self.display_h, bd.DISPLAY_SIZES)):
            for value in choices:
                box.addItem(str(value), value)
        self.base_box = QComboBox()
        self.base_box.setToolTip("Base address for display: the first unit's word (top left)")
        self._show_settings(self.device.settings)
        for box in self._boxes():
            box.currentIndexChanged.connect(self._settings_chosen)

        controls = QGridLayout()  # three short rows: the tool fits a narrow column
        controls.setContentsMargins(0, 0, 0, 0)
        size_row = QHBoxLayout()
        for widget in (QLabel("Unit:"), self.unit_w, QLabel("x"), self.unit_h,
                       QLabel("  Display:"), self.display_w, QLabel("x"), self.display_h):
            size_row.addWidget(widget)
        size_row.addStretch(1)
        controls.addLayout(size_row, 0, 0, 1, 3)
        base_row = QHBoxLayout()
        base_row.addWidget(QLabel("Base:"))
        base_row.addWidget(self.base_box, 1)
        controls.addLayout(base_row, 1, 0, 1, 3)
        controls.addWidget(self.connect_button, 2, 0)
        controls.addWidget(reset_b, 2, 1)
        controls.addWidget(help_b, 2, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.canvas_area, 1)
        layout.addLayout(controls)
        self._last_title = ""
        self._following = False  # connected: the picture follows memory
        self._next_read = 0.0  # running: when refresh reads the words next (time.monotonic)
        self._update_title()

    # -- settings ----------------------------------------------------------------------------
    def _memory(self):
        """(ISA name, memory configuration) of the loaded program (the base choices')."""
        program = self.session.program
        if program is not None and self.session.machine is not None:
            return self.session.machine.isa_name, program.config
        if self.session.isa.name == "mips":
            return "mips", self.session.mips_config
        return self.session.isa.name, self.session.config

    def _saved_settings(self, s: QSettings) -> bd.BitmapSettings:
        default = bd.BitmapSettings(base_address=self._choices()[bd.DEFAULT_BASE_INDEX][1])
        try:  # the base is kept as hex text: QSettings integers are 32-bit signed
            return bd.BitmapSettings(
                s.value("bitmap/unit_width", default.unit_width, type=int),
                s.value("bitmap/unit_height", default.unit_height, type=int),
                s.value("bitmap/display_width", default.display_width, type=int),
                s.value("bitmap/display_height", default.display_height, type=int),
                int(str(s.value("bitmap/base", f"{default.base_address:#x}")), 0),
            ).validate()
        except (TypeError, ValueError):  # settings from elsewhere: the tool's defaults
            return default

    def _choices(self) -> list[tuple[str, int]]:
        return bd.base_choices(self.isa_name, self.config)

    def _boxes(self) -> tuple[QComboBox, ...]:
        return self.unit_w, self.unit_h, self.display_w, self.display_h, self.base_box

    def _show_settings(self, s: bd.BitmapSettings) -> None:
        """Put ``s`` in the combo boxes (no signals); an address that is none of the
        tool's choices gets an entry of its own."""
        for box in self._boxes():
            box.blockSignals(True)
        for box, value in ((self.unit_w, s.unit_width), (self.unit_h, s.unit_height),
                           (self.display_w, s.display_width),
                           (self.display_h, s.display_height)):
            box.setCurrentIndex(box.findData(value))
        self.base_box.clear()
        for label, address in self._choices():
            self.base_box.addItem(label, address)
        if self.base_box.findData(s.base_address) < 0:
            self.base_box.addItem(f"0x{s.base_address:08x}", s.base_address)
        self.base_box.setCurrentIndex(self.base_box.findData(s.base_address))
        for box in self._boxes():
            box.blockSignals(False)

    def _settings_chosen(self, _index: int = 0) -> None:
        chosen = bd.BitmapSettings(self.unit_w.currentData(), self.unit_h.currentData(),
                                   self.display_w.currentData(), self.display_h.currentData(),
                                   self.base_box.currentData())
        self._configure(chosen)

    def apply_settings(self, settings: bd.BitmapSettings) -> None:
        """Show and use ``settings`` (Run > Play: a game's header comment)."""
        self._show_settings(settings.validate())
        self._configure(settings)

    def _configure(self, settings: bd.BitmapSettings) -> None:
        if settings == self.device.settings:
            return
        self.device.configure(settings)
        self.canvas.settings_changed()
        self._update_title()
        self.refresh()

    # -- buttons -----------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        return self._following

    def _connect_toggled(self, on: bool) -> None:
        """Connected, the picture follows the loaded program's memory. The device is not put
        on the machine's bus: it watches nothing, and any device there takes MIPS off its
        fast path (every step checks the devices), which would halve the program's speed."""
        self._following = on
        self.connect_button.setText(connect_text(on))
        self._update_title()
        self.refresh()

    def shutdown(self) -> None:
        self._following = False

    def reset(self) -> None:
        """The tools' Reset: a black picture, until the program changes the words."""
        self.device.frame(self.session.machine)  # the words now are the "unchanged" ones
        self.canvas.blank()

    # -- hooks from the main window ----------------------------------------------------------
    def program_loaded(self, session) -> None:
        """A new machine (Assemble, Reset): its ISA's and configuration's base choices."""
        memory = self._memory()
        if memory != (self.isa_name, self.config):
            self.isa_name, self.config = memory
            self._show_settings(self.device.settings)
            self._update_title()
        self.refresh()

    def refresh(self) -> None:
        """Read the words and repaint if they changed (or the device asks for a redraw:
        attached to a new machine, restored by backstep, new settings)."""
        machine = self.session.machine
        if not self.connected or machine is None:
            return
        now = time.monotonic()
        if self.session.running:
            if now < self._next_read:
                return
            self._next_read = max(self._next_read + FRAME_SECONDS, now - FRAME_SECONDS)
        words, changed = self.device.frame(machine)
        if changed:
            self.canvas.show_words(words)

    def showEvent(self, event) -> None:  # noqa: N802 - a tab brought to the front
        super().showEvent(event)
        self.refresh()

    def _update_title(self) -> None:
        s = self.device.settings
        title = f"{TITLE} — {s.describe(self.isa_name, self.config)}"
        if not self.connected:
            title += " — not connected"
        if title != self._last_title:
            self._last_title = title
            self.setWindowTitle(title)

    def save_settings(self, s: QSettings) -> None:
        d = self.device.settings
        s.setValue("bitmap/unit_width", d.unit_width)
        s.setValue("bitmap/unit_height", d.unit_height)
        s.setValue("bitmap/display_width", d.display_width)
        s.setValue("bitmap/display_height", d.display_height)
        s.setValue("bitmap/base", f"{d.base_address:#010x}")


HELP = """Bitmap Display

Each unit of the display is one memory word, row-major from the base address: the first
word is the top-left unit, the next one the unit to its right, and so on (display width /
unit width units per row). A word 0x00RRGGBB is the unit's colour (red in bits 16-23,
green in bits 8-15, blue in bits 0-7; the top byte is ignored).

Choose the unit size, the display size and the base address as the program expects them
(many programs say so in their header comment: Run > Play reads it and sets the tool up),
then press "Connect to Program". The picture shows memory as it is, whatever wrote it, and
follows Backstep and Reset. It scales to fit the pane with crisp, unblurred units;
Ctrl+= / Ctrl+- (or Ctrl+wheel) zoom, Ctrl+0 fits the pane again."""
