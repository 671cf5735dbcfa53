"""What the Colour Cell Display and Bitmap Display tools share: a device that is one of the
session's devices only while connected (so it follows every new machine, and leaves with
Disconnect), a checkable Connect button, and a fitted view that zooms. (The Bitmap Display
keeps its device off the bus and says what connected means itself.)"""

from __future__ import annotations

from rarslite.gui.docks.connectable import Connectable


class SessionDeviceTool(Connectable):
    """Mixin of a tool widget with ``session``, ``device``, ``connect_button`` and ``view``
    (its `FitCanvas`)."""

    @property
    def connected(self) -> bool:
        return self.device in self.session.devices

    def refresh_theme(self) -> None:
        self.view.update()

    def zoom(self, delta: float) -> None:  # Ctrl+= anywhere in the tool zooms the view
        self.view.zoom(delta)

    def reset_zoom(self) -> None:
        self.view.reset_zoom()

    def shutdown(self) -> None:
        if self.connected:
            self.session.remove_device(self.device)
