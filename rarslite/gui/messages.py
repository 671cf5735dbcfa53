"""The Messages pane: assembler/simulator status lines; error lines jump to their source."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from rarslite.gui import theme
from rarslite.gui.editor.code_editor import zoom_font

LOCATION_ROLE = Qt.ItemDataRole.UserRole


class MessagesPane(QListWidget):
    jump = Signal(str, int, int)  # file, line, column

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.itemActivated.connect(self._activate)
        self.itemClicked.connect(self._activate)
        self._point_size = self.font().pointSizeF()

    def zoom(self, delta: float) -> None:
        zoom_font(self, delta)

    def reset_zoom(self) -> None:
        zoom_font(self, 0, self._point_size)

    def add(self, text: str, file: str | None = None, line: int = 0, column: int = 0,
            kind: str = "info") -> QListWidgetItem:
        item = QListWidgetItem(text)
        if file:
            item.setData(LOCATION_ROLE, (file, line, column))
            item.setToolTip("Click to show the line")
        if kind == "error":
            item.setForeground(QColor(theme.current().error))
        elif kind == "warning":
            item.setForeground(QColor(theme.current().number))
        self.addItem(item)
        self.scrollToItem(item)
        return item

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def _activate(self, item: QListWidgetItem) -> None:
        loc = item.data(LOCATION_ROLE)
        if loc:
            self.jump.emit(*loc)
