"""Execute view's text segment table: Bkpt, Address, Code, Basic, Source.

The row of the instruction about to execute is highlighted and scrolled into view; clicking
the Bkpt cell toggles a breakpoint (the simulator pauses *before* that instruction).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QTableView,
    QWidget,
)

from rarslite.gui import theme
from rarslite.gui.editor.code_editor import monospace_font
from rarslite.gui.execute.table_zoom import TABLE_POINT_SIZE, zoom_tables
from rarslite.gui.qt_compat import safe_model

COLUMNS = ("Bkpt", "Address", "Code", "Basic", "Source")

_ROOT = QModelIndex()  # the invisible root: these models are flat tables


@safe_model
class TextSegmentModel(QAbstractTableModel):
    breakpoint_toggled = Signal(int)  # the row whose Bkpt box the user clicked

    def __init__(self) -> None:
        super().__init__()
        self.entries: list = []  # TextEntry, sorted by address
        self.row_of: dict[int, int] = {}
        self.breakpoints: set[int] = set()
        self.suspended = False  # all breakpoints ignored (shown greyed)
        self.pc: int | None = None
        self.show_files = False
        self.main_file: str | None = None  # rows from other (.include'd) files name theirs
        self.point_size = TABLE_POINT_SIZE  # of the numbers and source (table_zoom changes it)

    def set_program(self, program, breakpoints: set[int] | None = None,
                    show_files: bool = False) -> None:
        """``show_files``: name the source file in the Source column (an ELF's C files)."""
        self.beginResetModel()
        self.show_files = show_files
        self.main_file = program.files[0] if program is not None and program.files else None
        self.entries = [program.text[a] for a in sorted(program.text)] if program else []
        self.row_of = {e.addr: i for i, e in enumerate(self.entries)}
        if breakpoints is not None:
            self.breakpoints = breakpoints  # shared with the simulator (same set object)
        self.pc = None
        self.endResetModel()

    def set_pc(self, pc: int | None) -> int | None:
        """Highlight pc's row; returns that row (None when pc is not an instruction)."""
        if pc == self.pc:
            return self.row_of.get(pc) if pc is not None else None
        old = self.row_of.get(self.pc) if self.pc is not None else None
        self.pc = pc
        new = self.row_of.get(pc) if pc is not None else None
        for row in {old, new} - {None}:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        return new

    def toggle_breakpoint(self, row: int) -> None:
        addr = self.entries[row].addr
        if addr in self.breakpoints:
            self.breakpoints.discard(addr)
        else:
            self.breakpoints.add(addr)
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        self.breakpoint_toggled.emit(row)

    def refresh_breakpoints(self) -> None:
        """The breakpoint set changed elsewhere (the editor's gutter): repaint the rows."""
        if self.entries:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.entries) - 1, len(COLUMNS) - 1))

    def rowCount(self, parent: QModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: QModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole:
                return "Bkpt (off)" if section == 0 and self.suspended else COLUMNS[section]
            if role == Qt.ItemDataRole.ToolTipRole and section == 0:
                return "Click to suspend / resume all breakpoints"
        return None

    def set_suspended(self, on: bool) -> None:
        self.suspended = on
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 0)
        if self.entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.entries) - 1, 0))

    def source_text(self, entry) -> str:
        loc = entry.loc
        if loc is None or not entry.first_of_source:
            return ""
        line = f"{loc.line}->{loc.macro_line}" if loc.macro_line else str(loc.line)
        if self.show_files or (self.main_file is not None and loc.file != self.main_file):
            line = f"{os.path.basename(loc.file)}:{line}"
        return f"{line}: {loc.text.strip()}"

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        entry = self.entries[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 1:
                return f"0x{entry.addr:08x}"
            if col == 2:
                return f"0x{entry.word & 0xFFFFFFFF:08x}"
            if col == 3:
                return entry.basic
            if col == 4:
                return self.source_text(entry)
            return None
        if role == Qt.ItemDataRole.CheckStateRole and col == 0:
            return (Qt.CheckState.Checked if entry.addr in self.breakpoints
                    else Qt.CheckState.Unchecked)
        if role == Qt.ItemDataRole.BackgroundRole:
            if entry.addr == self.pc:
                return QBrush(QColor(theme.current().current_line))
            if entry.addr in self.breakpoints and not self.suspended:
                return QBrush(QColor(theme.current().breakpoint))
        if role == Qt.ItemDataRole.ForegroundRole and entry.addr == self.pc:
            return QBrush(QColor("#000000" if not theme.current().dark else "#ffffff"))
        if role == Qt.ItemDataRole.FontRole and col in (1, 2, 3):
            return monospace_font(self.point_size)
        if role == Qt.ItemDataRole.ToolTipRole and entry.loc is not None:
            return f"{entry.loc.file}:{entry.loc.line}"
        return None

    def flags(self, index: QModelIndex):
        # Not ItemIsUserCheckable: the view toggles on a click anywhere in the Bkpt cell.
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if index.column() == 0 and role == Qt.ItemDataRole.CheckStateRole:
            want = Qt.CheckState(value) == Qt.CheckState.Checked
            if want != (self.entries[index.row()].addr in self.breakpoints):
                self.toggle_breakpoint(index.row())
            return True
        return False


class _BkptDelegate(QStyledItemDelegate):
    """Draws the Bkpt check box with a border in the theme's colour: Fusion outlines it in a
    shade of the window colour, which on a dark palette is as dark as the table itself."""

    def paint(self, painter, option, index) -> None:
        super().paint(painter, option, index)
        opt = type(option)(option)
        self.initStyleOption(opt, index)
        widget = self.parent()
        box = widget.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator,
                                            opt, widget)
        painter.save()
        painter.setPen(QPen(QColor(theme.current().checkbox_border)))
        painter.drawRect(box.adjusted(0, 0, -1, -1))
        painter.restore()


class TextSegmentView(QTableView):
    source_requested = Signal(str, int)  # double-click a row: show its source line
    suspend_toggled = Signal(bool)  # the Bkpt header was clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model_ = TextSegmentModel()
        self.setModel(self.model_)
        self.verticalHeader().hide()
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Fixed widths from the font: ResizeToContents would re-measure every row at each
        # refresh (tens of thousands of model calls for a big program).
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        fm = QFontMetrics(monospace_font(10))
        self.setColumnWidth(0, 44)
        self.setItemDelegateForColumn(0, _BkptDelegate(self))
        self.setColumnWidth(1, fm.horizontalAdvance("0x00000000") + 16)
        self.setColumnWidth(2, fm.horizontalAdvance("0x00000000") + 16)
        self.setColumnWidth(3, fm.horizontalAdvance("x" * 30) + 16)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 4)
        self.doubleClicked.connect(self._double_clicked)
        self.clicked.connect(self._clicked)
        header.sectionClicked.connect(self._header_clicked)

    def _header_clicked(self, section: int) -> None:
        if section == 0:
            self.model_.set_suspended(not self.model_.suspended)
            self.suspend_toggled.emit(self.model_.suspended)

    def _clicked(self, index: QModelIndex) -> None:
        if index.column() == 0:
            self.model_.toggle_breakpoint(index.row())

    def set_pc(self, pc: int | None) -> None:
        row = self.model_.set_pc(pc)
        if row is not None:
            self.scrollTo(self.model_.index(row, 1), QAbstractItemView.ScrollHint.EnsureVisible)

    def zoom(self, delta: float) -> None:
        zoom_tables([self], delta)

    def reset_zoom(self) -> None:
        zoom_tables([self], 0)

    def _double_clicked(self, index: QModelIndex) -> None:
        entry = self.model_.entries[index.row()]
        if index.column() != 0 and entry.loc is not None:
            self.source_requested.emit(entry.loc.file, entry.loc.line)
