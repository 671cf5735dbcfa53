"""Zoom for the Execute tables (text segment, memory, registers): Ctrl+= / Ctrl+- / Ctrl+0.

A table's model paints its numbers in ``monospace_font(model.point_size)``. A zoom changes that
size and scales everything that was measured from the original font (the view's own font for
names and headers, column widths, the minimum section width, the row height) by the same ratio
from the values the table had before its first zoom, so zooming back gives exactly the original.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QHeaderView, QTableView

from rarslite.gui.editor.code_editor import MAX_POINT_SIZE, MIN_POINT_SIZE

TABLE_POINT_SIZE = 10  # the tables' numbers, before any zoom


def zoom_tables(views: Iterable[QTableView], delta: float) -> None:
    """One zoom step in (delta > 0) or out (delta < 0), or back to the original (delta 0)."""
    for view in views:
        size = view.model().point_size + (1 if delta > 0 else -1)
        zoom_table(view, max(MIN_POINT_SIZE, min(MAX_POINT_SIZE, size)) if delta
                   else TABLE_POINT_SIZE)


def zoom_table(view: QTableView, size: float) -> None:
    """Show ``view``'s model at ``size`` points, the table's geometry scaled to match."""
    header = view.horizontalHeader()
    base = getattr(view, "_unzoomed", None)
    if base is None:  # what the table looked like at TABLE_POINT_SIZE
        base = view._unzoomed = (view.font().pointSizeF(), _widths(view),
                                 header.minimumSectionSize(),
                                 view.verticalHeader().defaultSectionSize())
    font_size, widths, min_section, row_height = base
    ratio = size / TABLE_POINT_SIZE
    view.model().point_size = size
    font = view.font()
    font.setPointSizeF(font_size * ratio)
    view.setFont(font)
    header.setMinimumSectionSize(round(min_section * ratio))
    for column, width in widths.items():
        view.setColumnWidth(column, round(width * ratio))
    view.verticalHeader().setDefaultSectionSize(round(row_height * ratio))
    view.viewport().update()


def _widths(view: QTableView) -> dict[int, int]:
    """Widths of the columns sized by hand (not stretched to the view)."""
    header = view.horizontalHeader()
    last = header.count() - 1
    return {c: view.columnWidth(c) for c in range(header.count())
            if header.sectionResizeMode(c) == QHeaderView.ResizeMode.Interactive
            and not (c == last and header.stretchLastSection())}
