"""The Data Cache Simulator's animation: its "Cache Block Table", one bar per cache block
(block 0 at the top), white while empty, then green or red by whether the block's last access
hit or missed, as RARS and MARS colour it. rarslite adds each block's valid bit and tag
(written in the bar when it is tall enough, and in its tool tip) and outlines the block of the
last access.

The view is repainted from the model's state by the dock's timer (ten times a second), never
per access, so a connected cache costs the run only its own bookkeeping.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from rarslite.analysis.cache import EMPTY, HIT, MISS, DataCache

COLORS = {EMPTY: QColor(255, 255, 255), HIT: QColor(0, 255, 0), MISS: QColor(255, 0, 0)}


class CacheBlocks(QWidget):
    """The bars; ``model`` is the DataCache shown (None: ``blocks`` empty bars)."""

    def __init__(self) -> None:
        super().__init__()
        self.model: DataCache | None = None
        self.blocks = 8
        self._painted = None  # what the last paint showed (repaint only on change)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(80, 64)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(160, 128)  # the tool's table is 128 pixels high

    def show_model(self, model: DataCache | None, blocks: int) -> None:
        key = (id(model), model.accesses if model else 0, blocks)
        if key != self._painted:
            self.model, self.blocks = model, blocks
            self.update()

    def _bar(self, i: int) -> QRectF:
        h = self.height() / max(self.blocks, 1)
        return QRectF(0, i * h, self.width() - 1, h)

    def block_state(self, i: int) -> tuple[int, bool, int]:
        """(colour state, valid, tag) of block ``i``."""
        m = self.model
        if m is None:
            return EMPTY, False, 0
        return m.shown[i], m.valid[i], m.tag[i]

    def paintEvent(self, _event) -> None:  # noqa: N802
        m = self.model
        self._painted = (id(m), m.accesses if m else 0, self.blocks)
        p = QPainter(self)
        h = self.height() / max(self.blocks, 1)
        text = h >= self.fontMetrics().height()
        p.setPen(QPen(QColor(0, 0, 0)) if h >= 4 else Qt.PenStyle.NoPen)
        for i in range(self.blocks):
            state, valid, tag = self.block_state(i)
            r = self._bar(i)
            p.fillRect(r, COLORS[state])
            if h >= 4:
                p.drawRect(r)
            if text:
                label = f"{i}: tag 0x{tag:x}" if valid else f"{i}: empty"
                p.drawText(r.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter, label)
        if m is not None and 0 <= m.last_block < self.blocks:
            p.setPen(QPen(QColor(0, 0, 255), 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self._bar(m.last_block).adjusted(1, 1, -1, -1))
        p.end()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        i = int(event.position().y() * self.blocks / max(self.height(), 1))
        if not 0 <= i < self.blocks:
            self.setToolTip("")
            return
        state, valid, tag = self.block_state(i)
        result = {EMPTY: "empty", HIT: "last access hit", MISS: "last access missed"}[state]
        self.setToolTip(f"block {i}: {result}" + (f", valid, tag 0x{tag:x}" if valid else ""))


def block_table(view: CacheBlocks) -> QWidget:
    """The view with the tool's title and colour key beside it."""
    box = QWidget()
    key = QVBoxLayout()
    key.addWidget(QLabel("Cache Block Table\n(block 0 at top)"))
    for state, text in ((EMPTY, "empty"), (HIT, "hit"), (MISS, "miss")):
        swatch = QLabel("   ")
        swatch.setStyleSheet(f"background:{COLORS[state].name()}; border:1px solid black")
        row = QHBoxLayout()
        row.addWidget(swatch)
        row.addWidget(QLabel(f"= {text}"), 1)
        key.addLayout(row)
    key.addStretch(1)
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(key)
    layout.addWidget(view, 1)
    return box
