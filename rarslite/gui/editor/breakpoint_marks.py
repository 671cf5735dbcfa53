"""Breakpoint marks of the editor gutter, kept on the text blocks themselves.

Each marked line carries a `LineMark` as its QTextBlock user data, so a mark moves with its
line when lines are inserted or deleted above it. The last Assemble also *stamps* every line
of a file it read with the address of the line's first instruction (or None: the line makes
no code). A stamp stays with its line through later edits, so a breakpoint toggled after an
edit still means the instruction that line produced in the loaded program; lines typed since
then have no stamp (their breakpoints take effect at the next Assemble).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QTextBlock, QTextBlockUserData, QTextCursor

# What a mark means now (breakpoint_state); the gutter draws each differently.
ACTIVE = "active"  # stops the loaded program (filled red dot)
PENDING = "pending"  # not assembled yet: takes effect at the next Assemble (filled red dot)
NO_CODE = "no code"  # the line produced no instruction: it will not stop (hollow grey ring)

DOT = QColor("#d02828")  # readable on the light and the dark gutter
DOT_SUSPENDED = QColor(208, 40, 40, 90)
RING = QColor("#909090")


class LineMark(QTextBlockUserData):
    """Per-line data: the breakpoint flag and the stamp of the last Assemble."""

    def __init__(self) -> None:
        super().__init__()
        self.breakpoint = False
        self.assembled = False  # stamped by an Assemble that read this file
        self.addr: int | None = None  # first instruction of the line (None: no code)


def mark_of(block: QTextBlock, create: bool = False) -> LineMark | None:
    mark = block.userData()
    if mark is None and create:
        mark = LineMark()
        block.setUserData(mark)
    return mark if isinstance(mark, LineMark) else None


def state_of(mark: LineMark | None) -> str | None:
    if mark is None or not mark.breakpoint:
        return None
    if not mark.assembled:
        return PENDING
    return ACTIVE if mark.addr is not None else NO_CODE


TOOLTIPS = {
    ACTIVE: "Breakpoint: the run pauses before this line's first instruction "
            "(click or Ctrl+B to remove)",
    PENDING: "Breakpoint: takes effect when the file is assembled (F3)",
    NO_CODE: "This line produces no instruction (comment, label, directive, macro "
             "definition or blank): the breakpoint will not stop here",
}


def paint_marker(painter: QPainter, state: str, x: float, y: float, size: float,
                 suspended: bool) -> None:
    """A filled dot for a breakpoint that stops, a grey ring for one that cannot."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    radius = size * 0.34
    centre = QPointF(x + size / 2, y + size / 2)
    if state == NO_CODE:
        painter.setPen(QPen(RING, max(1.5, size / 9)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DOT_SUSPENDED if suspended else DOT)
    painter.drawEllipse(centre, radius, radius)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)


def blocks(document):
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def marked_blocks(document):
    """The blocks holding a breakpoint, in line order."""
    for block in blocks(document):
        mark = mark_of(block)
        if mark is not None and mark.breakpoint:
            yield block


def keep_mark_on_moved_text(document, position: int, removed: int, added: int) -> None:
    """Line breaks typed (or lines pasted) at the very start of a line leave Qt's block, and
    its mark, with the inserted text: move the mark (breakpoint and stamp) to the line that
    now holds the original text, as people expect."""
    if removed or not added:
        return
    block = document.findBlock(position)
    mark = mark_of(block)
    if mark is None or block.position() != position:
        return
    target = document.findBlock(position + added)
    if target == block or not target.isValid() or target.position() != position + added:
        return  # no line break, or the inserted text ended mid-line (joined to the original)
    moved = mark_of(target, create=True)
    moved.breakpoint, moved.assembled, moved.addr = mark.breakpoint, mark.assembled, mark.addr
    mark.breakpoint, mark.assembled, mark.addr = False, False, None  # a new line: no stamp


def block_at_line(document, line: int) -> QTextBlock:
    return document.findBlockByNumber(line - 1)


def cursor_line(cursor: QTextCursor) -> int:
    return cursor.blockNumber() + 1
