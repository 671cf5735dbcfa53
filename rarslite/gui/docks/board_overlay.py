"""Board overlay: draws a checkers or draughts game from the running program's memory; clicks
type moves.

A program is recognised by its symbols (BLACK, RED, KINGS, TURN; MOVES_ARRAY for the
selection). Left click on a dark square types its file and rank into the Keyboard and Display
tool; clicking the last selected square again (or the Submit button / Space / Enter) types
SPACE to play the turn; right click or Escape types q (forget the selection).

A program with a 64-word ``board`` array in the Draughts seed's layout (and no checkers
symbols) is drawn by `draughts_board.DraughtsWidget`; its moves go to Run I/O as text.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from rarslite.games import checkers, draughts
from rarslite.gui.docks.draughts_board import DraughtsWidget
from rarslite.gui.docks.fit_area import BoardCanvas, FitArea

REQUIRED = ("BLACK", "RED", "KINGS", "TURN")


def recognises(symbols) -> bool:
    return all(name in symbols for name in REQUIRED)


def game_kind(symbols, peek_word) -> str | None:
    """"checkers" or "draughts" when a loaded program's data has that game's layout (the
    checkers symbols, or a 64-word ``board`` holding a draughts position), else None."""
    if recognises(symbols):
        return "checkers"
    try:
        return "draughts" if draughts.read_state(peek_word, symbols) is not None else None
    except Exception:  # noqa: BLE001 - a label outside memory: not a board
        return None


class BoardWidget(BoardCanvas):
    square_clicked = Signal(int)  # game square index 0..31
    cancel = Signal()
    submit = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: checkers.BoardState | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def square_rect(self, index: int) -> QRectF:
        x0, y0, cell = self.board_geometry()
        row, col = checkers.index_to_row_col(index)
        return QRectF(x0 + col * cell, y0 + row * cell, cell, cell)

    def square_at(self, pos: QPointF) -> int | None:
        x0, y0, cell = self.board_geometry()
        col = int((pos.x() - x0) // cell)
        row = int((pos.y() - y0) // cell)
        return checkers.row_col_to_index(row, col)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        x0, y0, cell = self.board_geometry()
        p.fillRect(self.rect(), self.palette().window())
        light, dark = QColor("#f0d9b5"), QColor("#8b5a2b")
        label_font = QFont(self.font())
        label_font.setPointSizeF(max(7.0, cell / 5))
        p.setFont(label_font)
        for row in range(8):
            for col in range(8):
                rect = QRectF(x0 + col * cell, y0 + row * cell, cell, cell)
                p.fillRect(rect, dark if (row + col) % 2 else light)
        p.setPen(self.palette().windowText().color())
        for i, f in enumerate(checkers.FILES):
            p.drawText(QRectF(x0 + i * cell, y0 + 8 * cell, cell, 16),
                       Qt.AlignmentFlag.AlignCenter, f)
            p.drawText(QRectF(x0 - 18, y0 + i * cell, 16, cell),
                       Qt.AlignmentFlag.AlignCenter, str(8 - i))
        state = self.state
        if state is None:
            p.end()
            return
        pos = state.position
        selected = state.selected
        for index in range(32):
            rect = self.square_rect(index)
            mask = 1 << index
            if index in selected:
                p.fillRect(rect, QColor(80, 160, 255, 120))
                order = selected.index(index) + 1
                p.setPen(QColor("#ffffff"))
                p.drawText(rect.adjusted(3, 1, -3, -1),
                           Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, str(order))
            if not (pos.black | pos.red) & mask:
                continue
            fill = QColor("#202020") if pos.black & mask else QColor("#c62828")
            ring = QColor("#606060") if pos.black & mask else QColor("#ff8a80")
            piece = rect.adjusted(cell * 0.12, cell * 0.12, -cell * 0.12, -cell * 0.12)
            p.setPen(QPen(ring, max(1.0, cell / 20)))
            p.setBrush(fill)
            p.drawEllipse(piece)
            if pos.kings & mask:
                p.setPen(QColor("#ffd700"))
                crown = QFont(self.font())
                crown.setPointSizeF(max(7.0, cell / 3))
                crown.setBold(True)
                p.setFont(crown)
                p.drawText(piece, Qt.AlignmentFlag.AlignCenter, "K")
                p.setFont(label_font)
        p.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel.emit()
            return
        index = self.square_at(event.position())
        if index is not None and event.button() == Qt.MouseButton.LeftButton:
            self.square_clicked.emit(index)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if self.zoom_key(event):
            return
        if event.key() == Qt.Key.Key_Escape:
            self.cancel.emit()
        elif event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit.emit()
        else:
            super().keyPressEvent(event)


class BoardOverlay(QWidget):
    tab_title = "Board"  # its dock's tab in a tab group (layouts.title_docks)

    def __init__(self, session, window) -> None:
        super().__init__()
        self.session = session
        self.window_ = window
        self.setWindowTitle("Board overlay")
        self.board = BoardWidget()
        self.draughts_view = DraughtsWidget()
        self.views = QStackedWidget()
        self.views.addWidget(FitArea(self.board))
        self.views.addWidget(FitArea(self.draughts_view))
        self.status = QLabel("Assemble a checkers program (symbols BLACK, RED, KINGS, TURN) "
                             "or a draughts program (a 64-word array labelled board).")
        self.status.setWordWrap(True)
        submit_b, cancel_b = QPushButton("Submit move (Space)"), QPushButton("Clear (q)")
        self.cancel_button = cancel_b
        submit_b.setToolTip("Play the squares clicked so far as this turn (as typing Space)")
        cancel_b.setToolTip("Forget the squares clicked so far")
        submit_b.clicked.connect(self.submit)
        cancel_b.clicked.connect(self.cancel)
        row = QHBoxLayout()
        row.addWidget(submit_b)
        row.addWidget(cancel_b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.views, 1)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.board.square_clicked.connect(self.click_square)
        self.board.cancel.connect(self.cancel)
        self.board.submit.connect(self.submit)
        self.draughts_view.square_clicked.connect(self.click_draughts)
        self.draughts_view.cancel.connect(self.cancel)
        self.draughts_view.submit.connect(self.submit)
        self.symbols: dict[str, int] = {}
        self.active = False  # a checkers program
        self.kind: str | None = None  # "checkers", "draughts" or None
        if session.program is not None:
            self.program_loaded(session)

    def program_loaded(self, session) -> None:
        self.symbols = dict(session.program.symbols) if session.program else {}
        self.active = recognises(self.symbols)
        self.kind = "checkers" if self.active else "draughts" if "board" in self.symbols \
            else None
        self.board.state = None
        self.draughts_view.board = None
        self.draughts_view.selected = []
        self.views.setCurrentWidget(self.current_view().area)
        self.cancel_button.setText("Clear (Esc)" if self.kind == "draughts" else "Clear (q)")
        self._install_pacing()
        if self.kind is None:
            self.status.setText("Not a checkers program (symbols " + ", ".join(REQUIRED)
                                + ") nor a draughts program (a 64-word array labelled board).")
        self.refresh()

    def _install_pacing(self) -> None:
        """The checkers handler drops a key that arrives while PENDING_KEY still holds the
        previous one: tell the keyboard tool to wait for PENDING_KEY == 0 between keys."""
        tool = self.window_.keyboard_display()
        if tool is None:
            return
        addr = self.symbols.get("PENDING_KEY") if self.active else None
        if addr is None:
            tool.key_ready = None
            return
        session = self.session

        def ready() -> bool:
            # PENDING_KEY empty, and not inside the handler (UIE is off there): between its
            # read of the key and its store to PENDING_KEY the word is still 0.
            machine = session.machine
            return machine is None or (machine.memory.peek_word(addr) == 0
                                       and machine.csr.ustatus & 1 == 1)

        tool.key_ready = ready

    def current_view(self) -> BoardCanvas:
        return self.draughts_view if self.kind == "draughts" else self.board

    def zoom(self, delta: float) -> None:  # Ctrl+= anywhere in the overlay zooms the board
        self.current_view().zoom(delta)

    def reset_zoom(self) -> None:
        self.current_view().reset_zoom()

    def refresh(self) -> None:
        machine = self.session.machine
        if self.kind == "draughts" and machine is not None:
            self._refresh_draughts(machine.memory.peek_word)
            return
        if not self.active or machine is None:
            self.board.update()
            return
        peek = machine.memory.peek_word
        try:
            state = checkers.read_state(peek, self.symbols)
        except Exception as exc:  # noqa: BLE001 - memory the program has not set up
            self.status.setText(f"Cannot read the board: {exc}")
            return
        if self.board.state != state:
            self.board.state = state
            self.board.update()
        pos = state.position
        who = "Red" if pos.turn else "Black"
        if (pos.black or pos.red) and not checkers.has_legal_move(pos):  # over (not unset)
            winner = "Black" if pos.turn else "Red"
            self.status.setText(f"{winner} wins: {who} has no legal move.")
            return
        sel = " ".join(checkers.square_name(i) for i in state.selected)
        self.status.setText(f"{who} to move. Selected: {sel or '—'}")

    def _refresh_draughts(self, peek) -> None:
        view = self.draughts_view
        try:
            state = draughts.read_state(peek, self.symbols)
        except Exception as exc:  # noqa: BLE001 - e.g. a label outside memory
            state, why = None, str(exc)
        else:
            why = "its words are not pieces (0, 1, 3, 5, 7 on squares with row + column even)"
        if state is None:
            if view.board is not None:
                view.board = None
                view.update()
            self.status.setText(f"The array 'board' is not a draughts position: {why}.")
            return
        if view.board != state:
            view.board = state
            view.update()
        who = "" if state.turn is None else f"{draughts.SIDE_NAMES[state.turn]} to move. "
        move = draughts.move_text(view.selected) if view.selected else "—"
        self.status.setText(f"{who}Move: {move} (click squares, Space to play it)")

    # -- input -------------------------------------------------------------------------------
    def send(self, keys: str) -> bool:
        tool = self.window_.keyboard_display()
        if tool is None or not tool.connected:
            self.window_.message("Board overlay: open Tools > Keyboard and Display MMIO "
                                 "Simulator and press Connect first.", kind="warning")
            return False
        if tool.key_ready is None:
            self._install_pacing()
        tool.type_text(keys)
        return True

    def click_square(self, index: int) -> None:
        state = self.board.state
        if state is not None and state.selected and state.selected[-1] == index \
                and len(state.selected) > 1:
            self.submit()
            return
        self.send(checkers.keys_for_square(index))

    def submit(self) -> None:
        if self.kind == "draughts":
            view = self.draughts_view
            if len(view.selected) >= 2:
                self.window_.run_io.submit_line(draughts.move_text(view.selected))
                self.window_.bottom_tabs.setCurrentWidget(self.window_.run_io)
            view.selected = []
            view.update()
            self.refresh()
            return
        self.send(" ")

    def cancel(self) -> None:
        if self.kind == "draughts":
            self.draughts_view.selected = []
            self.draughts_view.update()
            self.refresh()
            return
        self.send("q")

    def click_draughts(self, row: int, col: int) -> None:
        """A Draughts move is the list of squares the piece visits: build it click by click
        (clicking the last square again plays it)."""
        view = self.draughts_view
        if len(view.selected) > 1 and view.selected[-1] == (row, col):
            self.submit()
            return
        if draughts.is_playable(row, col) and (row, col) not in view.selected[-1:]:
            view.selected.append((row, col))
            view.update()
            self.refresh()
