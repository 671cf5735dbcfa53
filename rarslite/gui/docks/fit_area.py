"""Views that always show their whole content, like a terminal's "fit" mode.

A `FitCanvas` draws its content at an integer *scale* (a font's pixel size, a cell's side) and
says how big that is. Its `FitArea` (a scroll area around it) picks the largest scale whose
content fits the whole viewport, multiplies it by the zoom factor (Ctrl+= / Ctrl+- / Ctrl+0,
Ctrl+wheel; "fit" is zoom 0) and clamps it to the canvas's legible range. The canvas's minimum
size is then the content at that scale: when that is bigger than the viewport (zoomed in, or
a pane smaller than the legible minimum) scroll bars appear. The area's own minimum size stays
small, so a tool never makes the main window grow.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QFrame, QScrollArea, QSizePolicy, QWidget

ZOOM_STEP = 1.15  # one Ctrl+= multiplies the fitted scale by this
AREA_MIN = QSize(48, 32)  # the area's minimum size: the canvas scrolls inside it


class FitCanvas(QWidget):
    """Content drawn at ``self.scale``; subclasses say what a scale means."""

    min_scale = 8  # the smallest legible scale: below it the area scrolls
    max_scale = 160
    preferred_scale = 16  # for the size hint
    center_vertically = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scale = self.preferred_scale
        self.area: FitArea | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # -- what subclasses provide -------------------------------------------------------------
    def fit_size(self, scale: int) -> QSize:
        """The size that must fit the pane at ``scale`` (all cells, margins included)."""
        raise NotImplementedError

    def content_size(self, scale: int) -> QSize:
        """The size drawn at ``scale`` (e.g. a terminal's stream text taller than its grid)."""
        return self.fit_size(scale)

    def scale_changed(self) -> None:
        """Called after ``self.scale`` changed (e.g. to pick the font of that size)."""

    def grows_downwards(self) -> bool:
        """True while new content appears at the bottom (a terminal's stream text): a pane
        scrolled to the bottom then stays there."""
        return False

    # -- geometry ----------------------------------------------------------------------------
    def fit_scale(self, avail: QSize) -> int:
        """The largest scale whose `fit_size` lies within ``avail`` (min_scale if none)."""
        lo, hi = self.min_scale, self.max_scale

        def fits(s: int) -> bool:
            size = self.fit_size(s)
            return size.width() <= avail.width() and size.height() <= avail.height()

        if not fits(lo):
            return lo
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fits(mid):
                lo = mid
            else:
                hi = mid - 1
        return lo

    def origin(self) -> QPointF:
        """Top-left of the content: centred in the slack the pane leaves."""
        size = self.content_size(self.scale)
        x = max(0.0, (self.width() - size.width()) / 2)
        y = max(0.0, (self.height() - size.height()) / 2) if self.center_vertically else 0.0
        return QPointF(int(x), int(y))

    def set_scale(self, scale: int) -> None:
        if scale != self.scale:
            self.scale = scale
            self.scale_changed()
        self.setMinimumSize(self.content_size(scale))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.fit_size(self.preferred_scale)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    # -- zoom --------------------------------------------------------------------------------
    def zoom(self, delta: float) -> None:
        if self.area is not None:
            self.area.zoom(delta)

    def reset_zoom(self) -> None:
        if self.area is not None:
            self.area.reset_zoom()

    def refit(self) -> None:
        """Recompute the scale, e.g. after the content's size (rows, columns) changed."""
        if self.area is not None:
            self.area.refit()

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom(1 if steps > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def zoom_key(self, event) -> bool:
        """Handle Ctrl+= / Ctrl++ / Ctrl+- / Ctrl+0 (True if it was one of them)."""
        if not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Equal, Qt.Key.Key_Plus):
            self.zoom(1)
        elif key == Qt.Key.Key_Minus:
            self.zoom(-1)
        elif key == Qt.Key.Key_0:
            self.reset_zoom()
        else:
            return False
        return True


class FitArea(QScrollArea):
    """The scroll area that fits its `FitCanvas` to the pane (see the module docstring)."""

    def __init__(self, canvas: FitCanvas, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.canvas = canvas
        self.zoom_steps = 0
        self.fitted = canvas.min_scale  # the scale that fits the pane (before zoom)
        canvas.area = self
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(canvas)
        self.setFocusProxy(canvas)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._at_bottom = True
        self._dock: QDockWidget | None = None
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self.refit()

    def _scrolled(self, value: int) -> None:
        self._at_bottom = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._at_bottom and self.canvas.grows_downwards():
            self.verticalScrollBar().setValue(high)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.canvas.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return AREA_MIN

    def _zoomed_scale(self, steps: int) -> int:
        c = self.canvas
        return max(c.min_scale, min(c.max_scale, round(self.fitted * ZOOM_STEP ** steps)))

    def refit(self) -> None:
        self.fitted = self.canvas.fit_scale(self.maximumViewportSize())
        self.canvas.set_scale(self._zoomed_scale(self.zoom_steps))

    def zoom(self, delta: float) -> None:
        steps = self.zoom_steps + (1 if delta > 0 else -1 if delta < 0 else 0)
        if self._zoomed_scale(steps) == self.canvas.scale:
            return  # at the legible minimum or the maximum: steps would pile up unseen
        self.zoom_steps = steps
        self.refit()

    def reset_zoom(self) -> None:
        self.zoom_steps = 0
        self.refit()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if self._dock is None:
            dock = self.parentWidget()
            while dock is not None and not isinstance(dock, QDockWidget):
                dock = dock.parentWidget()
            if dock is not None:
                self._dock = dock
                dock.topLevelChanged.connect(self._floated)

    def _floated(self, floating: bool) -> None:
        if floating:
            QTimer.singleShot(0, self.grow_floating_window)

    def grow_floating_window(self) -> None:
        """A tool was just detached at its docked size, often too small: grow its window
        (within the screen) until the whole grid shows at the canvas's preferred scale."""
        dock = self._dock
        if dock is None or not dock.isFloating() or not self.isVisible():
            return
        want = self.canvas.fit_size(self.canvas.preferred_scale)
        have = self.maximumViewportSize()
        grow_w = max(0, want.width() - have.width())
        grow_h = max(0, want.height() - have.height())
        if not (grow_w or grow_h):
            return
        screen = dock.screen().availableGeometry()
        geo = dock.geometry()
        width = min(geo.width() + grow_w, screen.width())
        height = min(geo.height() + grow_h, screen.height())
        left = max(screen.left(), min(geo.left(), screen.right() + 1 - width))
        top = max(screen.top(), min(geo.top(), screen.bottom() + 1 - height))
        dock.setGeometry(left, top, width, height)


class BoardCanvas(FitCanvas):
    """An 8x8 board with room for rank and file labels; the scale is a square's side."""

    LABEL_MARGIN = 18  # pixels left and below (and, for symmetry, right and above)
    min_scale = 16
    max_scale = 200
    preferred_scale = 40

    def fit_size(self, scale: int) -> QSize:
        side = 8 * scale + 2 * self.LABEL_MARGIN
        return QSize(side, side)

    def board_geometry(self) -> tuple[float, float, float]:
        """(x, y) of the top-left square's corner and a square's side."""
        o = self.origin()
        return o.x() + self.LABEL_MARGIN, o.y() + self.LABEL_MARGIN, float(self.scale)
