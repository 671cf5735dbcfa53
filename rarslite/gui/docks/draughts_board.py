"""The board overlay's Draughts view: the 64-word ``board`` array of the Draughts seed.

Pieces stand on the squares whose row + column is even (drawn dark); the program prints the
other squares as full blocks (drawn light). Rows and columns are numbered 0-7 as the program
numbers them. A left click adds a square to the move being built; Submit (Space / Enter, or
clicking the last square again) types the move into Run I/O, e.g. ``5 1 4 2``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from rarslite.games import draughts
from rarslite.gui.docks.fit_area import BoardCanvas

DARK, LIGHT = "#8b5a2b", "#f0d9b5"
WHITE_FILL, WHITE_RING = "#f5f5f5", "#808080"
RED_FILL, RED_RING = "#c62828", "#ff8a80"


class DraughtsWidget(BoardCanvas):
    square_clicked = Signal(int, int)  # row, col
    cancel = Signal()
    submit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board: draughts.DraughtsBoard | None = None
        self.selected: list[tuple[int, int]] = []
        # what the last paint drew: (row, col) -> "dark"/"light" and the piece symbol
        self.painted: dict[tuple[int, int], tuple[str, str]] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def square_rect(self, row: int, col: int) -> QRectF:
        x0, y0, cell = self.board_geometry()
        return QRectF(x0 + col * cell, y0 + row * cell, cell, cell)

    def square_at(self, pos: QPointF) -> tuple[int, int] | None:
        x0, y0, cell = self.board_geometry()
        col, row = int((pos.x() - x0) // cell), int((pos.y() - y0) // cell)
        if 0 <= row < 8 and 0 <= col < 8 and pos.x() >= x0 and pos.y() >= y0:
            return row, col
        return None

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        x0, y0, cell = self.board_geometry()
        p.fillRect(self.rect(), self.palette().window())
        label_font = QFont(self.font())
        label_font.setPointSizeF(max(7.0, cell / 5))
        crown = QFont(self.font())
        crown.setPointSizeF(max(7.0, cell / 3))
        crown.setBold(True)
        p.setFont(label_font)
        p.setPen(self.palette().windowText().color())
        for i in range(8):
            p.drawText(QRectF(x0 + i * cell, y0 + 8 * cell, cell, 16),
                       Qt.AlignmentFlag.AlignCenter, str(i))
            p.drawText(QRectF(x0 - 18, y0 + i * cell, 16, cell),
                       Qt.AlignmentFlag.AlignCenter, str(i))
        self.painted = {}
        board = self.board
        for row in range(8):
            for col in range(8):
                rect = self.square_rect(row, col)
                dark = draughts.is_playable(row, col)
                p.fillRect(rect, QColor(DARK if dark else LIGHT))
                if (row, col) in self.selected:
                    p.fillRect(rect, QColor(80, 160, 255, 120))
                    p.setPen(QColor("#ffffff"))
                    p.setFont(label_font)
                    p.drawText(rect.adjusted(3, 1, -3, -1),
                               Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                               str(self.selected.index((row, col)) + 1))
                word = board.at(row, col) if board is not None else 0
                piece = draughts.symbol(word)
                self.painted[(row, col)] = ("dark" if dark else "light", piece)
                if not piece:
                    continue
                white = bool(word & draughts.WHITE)
                disc = rect.adjusted(cell * 0.12, cell * 0.12, -cell * 0.12, -cell * 0.12)
                p.setPen(QPen(QColor(WHITE_RING if white else RED_RING), max(1.0, cell / 20)))
                p.setBrush(QColor(WHITE_FILL if white else RED_FILL))
                p.drawEllipse(disc)
                if word & draughts.KING:
                    p.setPen(QColor("#b8860b"))
                    p.setFont(crown)
                    p.drawText(disc, Qt.AlignmentFlag.AlignCenter, "K")
        p.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel.emit()
            return
        square = self.square_at(event.position())
        if square is not None and event.button() == Qt.MouseButton.LeftButton:
            self.square_clicked.emit(*square)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.zoom_key(event):
            return
        if event.key() == Qt.Key.Key_Escape:
            self.cancel.emit()
        elif event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit.emit()
        else:
            super().keyPressEvent(event)
