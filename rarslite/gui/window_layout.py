"""The main window's arrangement: View > Layout, fitting the screen, and telling the user's
own dock moves from ours."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QRect, QTimer
from PySide6.QtGui import QGuiApplication

from rarslite.gui import layouts


class WindowLayout:
    """Mixin of `MainWindow` (a QMainWindow with ``layout_name``, ``user_arranged``,
    ``_arranging`` and ``_pending_layout``)."""

    def available_geometry(self) -> QRect:
        """The part of the window's screen it may use (tests put a fake screen here)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def set_layout(self, name: str) -> None:
        """View > Layout: arrange the window as ``name``; the user's own arrangement ends."""
        self.user_arranged = False
        self.layout_name = name
        self.layout_actions[name].setChecked(True)
        if not self.isVisible():
            self._pending_layout = name  # sizes are known once the window is shown
            return
        self._pending_layout = None
        self._arranging = True
        try:
            layouts.apply(self, name)
        finally:
            self._arranging = False
        self.keep_on_screen()

    def reset_layout(self) -> None:
        """View > Reset layout: the current layout again, in a window filling the screen."""
        self.setGeometry(layouts.fit_geometry(self.available_geometry(), self._frame_margins(),
                                              self.available_geometry()))
        self.set_layout(self.layout_name)

    def keep_on_screen(self) -> None:
        """Shrink or move the window so that its frame lies within the screen."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # a new dock's minimum size takes effect now, not later
        geo = layouts.fit_geometry(self.available_geometry(), self._frame_margins(),
                                   self.geometry())
        if geo != self.geometry():
            self.setGeometry(geo)

    def _frame_margins(self) -> QMargins:
        frame, geo = self.frameGeometry(), self.geometry()
        return QMargins(geo.left() - frame.left(), geo.top() - frame.top(),
                        frame.right() - geo.right(), frame.bottom() - geo.bottom())

    def _dock_moved(self) -> None:
        if not self._arranging:
            self.user_arranged = True
            QTimer.singleShot(0, self._retitle_docks)  # tabbed or not now

    def _retitle_docks(self) -> None:
        layouts.title_docks(self)

    def event(self, event: QEvent) -> bool:
        # A press on the separator between docks starts a resize by the user.
        if event.type() == QEvent.Type.MouseButtonPress and not self._arranging and \
                self.isSeparator(event.position().toPoint()):
            self.user_arranged = True
        return super().event(event)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        for ms in (0, 500):  # a window manager adds its frame some time after the first show
            QTimer.singleShot(ms, self.keep_on_screen)
        if self._pending_layout is not None:
            self.set_layout(self._pending_layout)
