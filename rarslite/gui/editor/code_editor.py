"""The source editor: a plain text edit with a line-number gutter (a click there toggles a
breakpoint), zoom and error marks."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QKeySequence,
    QPainter,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
    QWheelEvent,
)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QToolTip, QWidget

from rarslite.gui import theme
from rarslite.gui.editor import breakpoint_marks as marks
from rarslite.gui.editor.highlighter import AsmHighlighter

MIN_POINT_SIZE, MAX_POINT_SIZE = 6, 48
DEFAULT_POINT_SIZE = 11


def monospace_font(point_size: float = 11) -> QFont:
    """A copy of the fixed-pitch font at ``point_size`` (cached: models ask per cell)."""
    return QFont(_monospace(point_size))


def zoom_font(widget: QWidget, delta: float, reset_to: float | None = None) -> None:
    """Zoom for a text view without a zoom of its own: ``delta`` points bigger (within the
    editor's limits), or back to ``reset_to`` points."""
    font = widget.font()
    size = font.pointSizeF() + delta if reset_to is None else reset_to
    font.setPointSizeF(max(MIN_POINT_SIZE, min(MAX_POINT_SIZE, size)))
    widget.setFont(font)


@lru_cache(maxsize=16)
def _monospace(point_size: float) -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSizeF(point_size)
    font.setStyleHint(QFont.StyleHint.Monospace)
    return font


class _Gutter(QWidget):
    def __init__(self, editor: CodeEditor) -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.editor.gutter_width(), 0)

    def paintEvent(self, event) -> None:  # noqa: N802
        self.editor.paint_gutter(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            block = self.editor.block_at_y(event.position().y())
            if block is not None:
                self.editor.toggle_breakpoint(block.blockNumber() + 1)
        event.accept()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            block = self.editor.block_at_y(event.pos().y())
            state = marks.state_of(marks.mark_of(block)) if block is not None else None
            if state is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), marks.TOOLTIPS[state], self)
            return True
        return super().event(event)


class CodeEditor(QPlainTextEdit):
    """Editor for one file. Errors are (line, column, message) with 1-based line/column;
    notes (a tool's findings, e.g. the Convention Checker's) are marked the same way in the
    warning colour."""

    zoomed = Signal(float)
    breakpoint_toggled = Signal(int)  # 1-based line; by the user (gutter click or Ctrl+B)

    def __init__(self, parent: QWidget | None = None, point_size: float = 11) -> None:
        super().__init__(parent)
        self.setFont(monospace_font(point_size))
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * 8)
        self.highlighter = AsmHighlighter(self.document())
        self._gutter = _Gutter(self)
        self._errors: list[tuple[int, int, str]] = []
        self._notes: list[tuple[int, int, str]] = []
        self.blockCountChanged.connect(self._update_gutter_width)
        self.updateRequest.connect(self._update_gutter)
        self.cursorPositionChanged.connect(self._refresh_selections)
        self.document().contentsChange.connect(self._contents_change)
        self.breakpoints_suspended = False  # drawn faded (the Bkpt header suspends all)
        self._update_gutter_width()
        self._refresh_selections()

    # -- gutter --------------------------------------------------------------------------
    def gutter_width(self) -> int:
        digits = max(3, len(str(self.blockCount())))
        return self.marker_size() + 8 + self.fontMetrics().horizontalAdvance("9") * digits

    def marker_size(self) -> int:
        """Width of the breakpoint column at the gutter's left edge."""
        return self.fontMetrics().height()

    @property
    def gutter(self) -> QWidget:
        return self._gutter

    def block_at_y(self, y: float):
        """The visible text block at gutter (= viewport) height ``y``, or None below the
        last line."""
        block = self.cursorForPosition(QPoint(0, int(y))).block()
        top = self.blockBoundingGeometry(block).translated(self.contentOffset()).top()
        if y < top or y > top + self.blockBoundingRect(block).height():
            return None
        return block

    def _update_gutter_width(self, *_: object) -> None:
        self.setViewportMargins(self.gutter_width(), 0, 0, 0)

    def _update_gutter(self, rect: QRect, dy: int) -> None:
        if dy:
            self._gutter.scroll(0, dy)
        else:
            self._gutter.update(0, rect.y(), self._gutter.width(), rect.height())
        if rect.contains(self.viewport().rect()):
            self._update_gutter_width()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        cr = self.contentsRect()
        self._gutter.setGeometry(QRect(cr.left(), cr.top(), self.gutter_width(), cr.height()))

    def paint_gutter(self, event) -> None:
        colors = theme.current()
        painter = QPainter(self._gutter)
        painter.fillRect(event.rect(), QColor(colors.gutter_bg))
        error_lines = {line for line, _, _ in self._errors}
        note_lines = {line for line, _, _ in self._notes}
        block = self.firstVisibleBlock()
        number = block.blockNumber()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        bottom = top + round(self.blockBoundingRect(block).height())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            if block.isVisible() and bottom >= event.rect().top():
                state = marks.state_of(marks.mark_of(block))
                if state is not None:
                    marks.paint_marker(painter, state, 0, top, min(height, self.marker_size()),
                                       self.breakpoints_suspended)
                if number + 1 in error_lines:
                    painter.fillRect(0, top, self._gutter.width(), height, QColor(colors.error))
                    painter.setPen(QColor("#ffffff"))
                elif number + 1 in note_lines:
                    painter.fillRect(0, top, self._gutter.width(), height, QColor(colors.number))
                    painter.setPen(QColor("#ffffff"))
                else:
                    painter.setPen(QColor(colors.gutter_fg))
                painter.drawText(0, top, self._gutter.width() - 5, height,
                                 Qt.AlignmentFlag.AlignRight, str(number + 1))
            block = block.next()
            top = bottom
            bottom = top + round(self.blockBoundingRect(block).height())
            number += 1

    # -- breakpoints (see breakpoint_marks) ----------------------------------------------
    def toggle_breakpoint(self, line: int) -> None:
        """The user's toggle: flips the mark and tells listeners (the window maps it to an
        address)."""
        block = marks.block_at_line(self.document(), line)
        if block.isValid():
            mark = marks.mark_of(block)
            self.set_breakpoint(line, not (mark is not None and mark.breakpoint))
            self.breakpoint_toggled.emit(line)

    def toggle_breakpoint_at_cursor(self) -> None:
        self.toggle_breakpoint(marks.cursor_line(self.textCursor()))

    def set_breakpoint(self, line: int, on: bool) -> None:
        """Set or clear a mark without telling listeners (they asked for it)."""
        block = marks.block_at_line(self.document(), line)
        if not block.isValid():
            return
        mark = marks.mark_of(block, create=on)
        if mark is not None and mark.breakpoint != on:
            mark.breakpoint = on
            self._gutter.update()

    def breakpoint_lines(self) -> list[int]:
        return [b.blockNumber() + 1 for b in marks.marked_blocks(self.document())]

    def set_breakpoint_lines(self, lines) -> None:
        wanted = set(lines)
        for block in marks.blocks(self.document()):
            on = block.blockNumber() + 1 in wanted
            mark = marks.mark_of(block, create=on)
            if mark is not None:
                mark.breakpoint = on
        self._gutter.update()

    def breakpoint_state(self, line: int) -> str | None:
        """ACTIVE, PENDING, NO_CODE (see breakpoint_marks) or None (no breakpoint)."""
        block = marks.block_at_line(self.document(), line)
        return marks.state_of(marks.mark_of(block)) if block.isValid() else None

    def stamp(self, first_address: dict[int, int] | None) -> None:
        """Record what the last Assemble made of each line (line -> address of its first
        instruction); None: this file is not part of the loaded program."""
        for block in marks.blocks(self.document()):
            if first_address is None:
                mark = marks.mark_of(block)
                if mark is not None:
                    mark.assembled, mark.addr = False, None
                continue
            mark = marks.mark_of(block, create=True)
            mark.assembled = True
            mark.addr = first_address.get(block.blockNumber() + 1)
        self._gutter.update()

    def breakpoint_addresses(self) -> set[int]:
        """Addresses of the marked lines' instructions in the loaded program."""
        out = set()
        for block in marks.marked_blocks(self.document()):
            addr = marks.mark_of(block).addr
            if addr is not None:
                out.add(addr)
        return out

    def line_of_address(self, addr: int) -> int:
        """The line stamped with ``addr`` (it may have moved since the Assemble), or 0."""
        for block in marks.blocks(self.document()):
            mark = marks.mark_of(block)
            if mark is not None and mark.addr == addr:
                return block.blockNumber() + 1
        return 0

    def next_code_line(self, line: int) -> int:
        """The first line after ``line`` that the last Assemble made an instruction of."""
        block = marks.block_at_line(self.document(), line).next()
        while block.isValid():
            mark = marks.mark_of(block)
            if mark is not None and mark.addr is not None:
                return block.blockNumber() + 1
            block = block.next()
        return 0

    def set_breakpoints_suspended(self, suspended: bool) -> None:
        self.breakpoints_suspended = suspended
        self._gutter.update()

    def _contents_change(self, position: int, removed: int, added: int) -> None:
        marks.keep_mark_on_moved_text(self.document(), position, removed, added)

    def setPlainText(self, text: str) -> None:  # noqa: N802
        """New text (e.g. reloaded from disk) keeps the breakpoints by line number."""
        lines = self.breakpoint_lines()
        super().setPlainText(text)
        if lines:
            self.set_breakpoint_lines(lines)

    # -- errors and the current line -----------------------------------------------------
    def set_errors(self, errors: list[tuple[int, int, str]]) -> None:
        self._errors = list(errors)
        self._marks_changed()

    def errors(self) -> list[tuple[int, int, str]]:
        return list(self._errors)

    def set_notes(self, notes: list[tuple[int, int, str]]) -> None:
        self._notes = list(notes)
        self._marks_changed()

    def _marks_changed(self) -> None:
        self._refresh_selections()
        self._gutter.update()

    def notes(self) -> list[tuple[int, int, str]]:
        return list(self._notes)

    def error_selections(self) -> list[QTextEdit.ExtraSelection]:
        """Wavy underlines from each error's column to the end of its token (or line), and
        the notes' in the warning colour."""
        colors = theme.current()
        return self._underlines(self._notes, QColor(colors.number)) + \
            self._underlines(self._errors, QColor(colors.error))

    def _underlines(self, marks: list[tuple[int, int, str]], color: QColor) -> list:
        out = []
        for line, column, message in marks:
            block = self.document().findBlockByNumber(line - 1)
            if not block.isValid():
                continue
            text = block.text()
            start = max(0, min(column - 1, len(text))) if column > 0 else len(text) - len(
                text.lstrip())
            end = start
            while end < len(text) and not text[end].isspace() and text[end] not in ",#":
                end += 1
            if end == start:
                end = len(text.rstrip()) if len(text.rstrip()) > start else start + 1
            cursor = QTextCursor(block)
            cursor.setPosition(block.position() + start)
            cursor.setPosition(min(block.position() + end, block.position() + len(text)),
                               QTextCursor.MoveMode.KeepAnchor)
            if not cursor.hasSelection():  # empty line: mark the whole block
                cursor.select(QTextCursor.SelectionType.LineUnderCursor)
            sel = QTextEdit.ExtraSelection()
            fmt = QTextCharFormat()
            fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            fmt.setUnderlineColor(color)
            fmt.setToolTip(message)
            sel.format = fmt
            sel.cursor = cursor
            out.append(sel)
        return out

    def _refresh_selections(self) -> None:
        sels = []
        if not self.isReadOnly():
            line = QTextEdit.ExtraSelection()
            # The theme's colour, not one derived from the palette: a new application
            # palette reaches this widget only after the theme switch has returned.
            line.format.setBackground(QColor(theme.current().editor_line))
            line.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            line.cursor = self.textCursor()
            line.cursor.clearSelection()
            sels.append(line)
        self.setExtraSelections(sels + self.error_selections())

    def go_to(self, line: int, column: int = 0) -> None:
        block = self.document().findBlockByNumber(max(0, line - 1))
        cursor = QTextCursor(block)
        if column > 0:
            cursor.setPosition(block.position() + min(column - 1, max(0, block.length() - 1)))
        self.setTextCursor(cursor)
        self.centerCursor()
        self.setFocus()

    def refresh_theme(self) -> None:
        self.highlighter.refresh_theme()
        self._refresh_selections()
        self._gutter.update()

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # e.g. the desktop switched dark/light
            self._refresh_selections()

    # -- zoom ----------------------------------------------------------------------------
    def zoom(self, delta: float) -> None:
        font = self.font()
        size = max(MIN_POINT_SIZE, min(MAX_POINT_SIZE, font.pointSizeF() + delta))
        self.set_point_size(size)
        self.zoomed.emit(size)

    def reset_zoom(self) -> None:
        self.zoom(DEFAULT_POINT_SIZE - self.font().pointSizeF())

    def set_point_size(self, size: float) -> None:
        font = self.font()
        font.setPointSizeF(size)
        self.setFont(font)
        self.setTabStopDistance(self.fontMetrics().horizontalAdvance(" ") * 8)
        self._update_gutter_width()
        self._gutter.update()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom(steps)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        completion = getattr(self, "completion", None)
        if completion is not None and completion.owns(event):
            event.ignore()  # the completion popup takes it (Enter, Escape, Tab)
            return
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
            and event.key() in (Qt.Key.Key_Equal, Qt.Key.Key_Plus)
        ):
            self.zoom(1)
            return
        if event.matches(QKeySequence.StandardKey.ZoomOut):
            self.zoom(-1)
            return
        super().keyPressEvent(event)
