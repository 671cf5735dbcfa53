"""Tools > Memory Reference Visualization: the tool's settings, Connect and Reset, and the grid
of units painted with their reference counts' colours (`rarslite.analysis.memrefs`), refreshed
while the program runs.

The picture is the model's own (`MemoryReferences.rgb_rows`, what ``run --mem-refs-png``
writes and what RARS and MARS paint), shown whole: at its size when the dock has room, else
scaled down (nearest pixel). It is rebuilt only when a count changed, and no more often than
its cost allows (a 1024x1024 grid of one-pixel units is a million units).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from rarslite.analysis.memrefs import (
    BASES,
    COLOR_SCALE,
    COUNT_INDEX_INIT,
    COUNT_TABLE,
    DEFAULT_BASE,
    DEFAULT_DISPLAY,
    DEFAULT_UNIT,
    DEFAULT_WORDS,
    WORDS_PER_UNIT,
    MemoryReferences,
    MemRefSettings,
    base_label,
    count_color,
    range_end,
    slider_label,
    unwatch_memrefs,
    watch_memrefs,
    with_color,
)
from rarslite.devices.bitmap_display import DISPLAY_SIZES, UNIT_SIZES
from rarslite.gui.docks.analysis import AnalysisTool, choice_box


class GridCanvas(QWidget):
    """The painted grid, whole: 1:1 when it fits, else scaled down keeping its shape."""

    def __init__(self) -> None:
        super().__init__()
        self.image = QImage()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(64, 64)
        self.setMouseTracking(True)
        self.model: MemoryReferences | None = None

    def set_rows(self, width: int, height: int, rows: list[bytes]) -> None:
        data = b"".join(rows)
        self.image = QImage(data, width, height, 3 * width, QImage.Format.Format_RGB888).copy()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(256, 256)

    def picture_rect(self) -> QRect:
        """Where the picture is drawn: centred, at most 1:1."""
        w, h = self.image.width(), self.image.height()
        if not w or not h:
            return QRect()
        scale = min(1.0, self.width() / w, self.height() / h)
        dw, dh = max(1, int(w * scale)), max(1, int(h * scale))
        return QRect((self.width() - dw) // 2, (self.height() - dh) // 2, dw, dh)

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        p.drawImage(self.picture_rect(), self.image)
        p.end()

    def unit_at(self, x: int, y: int) -> int | None:
        """The unit index under widget point (x, y), None outside the grid."""
        m, r = self.model, self.picture_rect()
        if m is None or not r.contains(x, y):
            return None
        px = (x - r.x()) * self.image.width() // r.width()
        py = (y - r.y()) * self.image.height() // r.height()
        st = m.settings
        return py // st.unit_height * m.columns + px // st.unit_width

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        pos = event.position().toPoint()
        i = self.unit_at(pos.x(), pos.y())
        m = self.model
        self.setToolTip("" if i is None or m is None else
                        f"0x{m.unit_address(i):08x}: {m.counts[i]} references")  # fmt: skip


def _combo(values, current) -> QComboBox:
    return choice_box([(str(v), v) for v in values], current)


class MemoryReferenceTool(AnalysisTool):
    title = "Memory Reference Visualization"
    tab_title = "Refs"
    watches_data = True

    def __init__(self, session) -> None:
        super().__init__(session)
        self.marks = QCheckBox("Show unit boundaries (grid marks)")
        self.marks.setChecked(True)
        self.words = _combo(WORDS_PER_UNIT, DEFAULT_WORDS)
        self.unit_width = _combo(UNIT_SIZES, DEFAULT_UNIT)
        self.unit_height = _combo(UNIT_SIZES, DEFAULT_UNIT)
        self.display_width = _combo(DISPLAY_SIZES, DEFAULT_DISPLAY)
        self.display_height = _combo(DISPLAY_SIZES, DEFAULT_DISPLAY)
        self.base = QComboBox()
        self.canvas = GridCanvas()
        self.summary = QLabel("")
        form = QFormLayout()
        form.addRow(self.marks)
        form.addRow("Memory Words per Unit", self.words)
        form.addRow("Unit Width in Pixels", self.unit_width)
        form.addRow("Unit Height in Pixels", self.unit_height)
        form.addRow("Display Width in Pixels", self.display_width)
        form.addRow("Display Height in Pixels", self.display_height)
        form.addRow("Base address for display", self.base)
        self.scale = COLOR_SCALE
        self.legend = QHBoxLayout()
        # the tool's colour chooser: a count on its slider, the colour from there on
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(COUNT_TABLE) - 1)
        self.slider.setValue(COUNT_INDEX_INIT)
        self.slider.setToolTip("View or change the colour of each reference count value")
        self.slider_text = QLabel()
        self.color_button = QPushButton()
        self.color_button.setFixedWidth(36)
        self.color_button.setToolTip("Change the colour of the counts from this value on")
        self.slider.valueChanged.connect(self._slider_moved)
        self.color_button.clicked.connect(self._choose_color)
        chooser = QHBoxLayout()
        chooser.addWidget(self.slider, 1)
        chooser.addWidget(self.color_button)
        chooser.addWidget(self.slider_text)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(chooser)
        layout.addLayout(self.legend)
        layout.addWidget(self.canvas, 1)
        layout.addWidget(self.summary)
        layout.addLayout(self.buttons)
        self._fill_bases()
        for box in (self.words, self.unit_width, self.unit_height, self.display_width,
                    self.display_height, self.base):
            box.currentIndexChanged.connect(self._settings_changed)
        self.marks.toggled.connect(lambda _on: self._repaint(force=True))
        self._shown_total = -1
        self._next_paint = 0.0
        self._show_scale()
        self._repaint(force=True)

    # -- the colour scale
    def _slider_moved(self) -> None:
        count = COUNT_TABLE[self.slider.value()]
        self.slider_text.setText(slider_label(count))
        color = count_color(count, self.scale)
        self.color_button.setStyleSheet(f"background:#{color:06x}")

    def _choose_color(self) -> None:
        count = COUNT_TABLE[self.slider.value()]
        end = range_end(count, self.scale)
        what = f"value {count}" if end == count else (
            f"range {count}-{end if end is not None else 2**31 - 1}")
        old = count_color(count, self.scale)
        title = f"Select color for reference count {what}"
        chosen = QColorDialog.getColor(QColor(old), self, title)
        if chosen.isValid() and chosen.rgb() & 0xFFFFFF != old:
            self.scale = with_color(self.scale, count, chosen.rgb() & 0xFFFFFF)
            self._show_scale()
            self._repaint(force=True)

    def _show_scale(self) -> None:
        """The legend of the scale's steps and the chooser's current colour."""
        while self.legend.count():
            item = self.legend.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.legend.addWidget(QLabel("Counts:"))
        for start, color in self.scale:
            swatch = QLabel(f" {start}+ " if start else " 0 ")
            fg = "white" if QColor(color).lightness() < 128 else "black"
            swatch.setStyleSheet(f"background:#{color:06x}; color:{fg}")
            self.legend.addWidget(swatch)
        self.legend.addStretch(1)
        self._slider_moved()

    def _isa(self) -> str:
        m = self.session.machine
        return "mips" if m is not None and m.isa_name == "mips" else "riscv"

    def _config(self):
        m = self.session.machine
        if m is not None:
            return m.config
        from rarslite.memory_map import DEFAULT

        return DEFAULT  # no program yet: RARS's addresses (a MIPS program brings MARS's)

    def _fill_bases(self) -> None:
        """The six choices with this machine's addresses and the tool's labels."""
        current = self.base.currentData() or DEFAULT_BASE
        self.base.blockSignals(True)
        self.base.clear()
        for name, *_rest in BASES:
            self.base.addItem(base_label(name, self._config(), self._isa()), name)
        self.base.setCurrentIndex(self.base.findData(current))
        self.base.blockSignals(False)

    def settings(self) -> MemRefSettings:
        return MemRefSettings(self.words.currentData(), self.unit_width.currentData(),
                              self.unit_height.currentData(), self.display_width.currentData(),
                              self.display_height.currentData(), self.base.currentData(),
                              self.marks.isChecked())  # fmt: skip

    def _settings_changed(self) -> None:
        if self.model is not None:
            self._rewire()  # a fresh grid, as the tool's settings start one
        self._repaint(force=True)

    def program_loaded(self, session) -> None:
        self._fill_bases()  # the memory configuration may differ
        super().program_loaded(session)

    # -- AnalysisTool
    def make_model(self, machine):
        return MemoryReferences(self.settings(), machine.config, self._isa())

    def _rewire(self) -> None:
        """As AnalysisTool's, with the model's own range (and fetches over text)."""
        old, old_handle, old_model = self.machine, self._watch, self.model
        machine = self.session.machine if self.connect_button.isChecked() else None
        model = self.make_model(machine) if machine is not None else None
        self.machine, self.model, self._watch = machine, model, None
        if old is not None and old is not self.session.machine:
            old = None

        def swap() -> None:  # on the simulator thread
            if old is not None and old_model is not None:
                unwatch_memrefs(old, old_model, old_handle)
            if machine is not None:
                self._watch = watch_memrefs(machine, model)

        self.session.device_call(swap)
        self._repaint(force=True)

    def show_model(self, model) -> None:
        self._repaint()

    def reset(self) -> None:
        super().reset()
        self._repaint(force=True)

    def _repaint(self, force: bool = False) -> None:
        model = self.model
        if model is None:
            model = MemoryReferences(self.settings(), self._config(), self._isa())
        now = time.monotonic()
        if not force and (model.total == self._shown_total or now < self._next_paint):
            return
        st = model.settings
        start = time.perf_counter()
        self.canvas.model = model
        self.canvas.set_rows(st.display_width, st.display_height,
                             model.rgb_rows(self.marks.isChecked(), self.scale))  # fmt: skip
        cost = time.perf_counter() - start
        self._next_paint = now + 4 * cost  # at most a fifth of the GUI thread's time
        self._shown_total = model.total
        used = sum(1 for n in model.counts if n) if model.total else 0
        self.summary.setText(f"{model.total} references in {used} of {len(model.counts)} units"
                             f" ({model.columns}x{model.rows})")  # fmt: skip
        if model.watched_range() is None:  # as the tools, which refuse such a range
            self.summary.setText("This grid's addresses would cross 0x80000000: choose "
                                 "fewer words per unit or a smaller display")
