"""The register table model the Registers dock's tabs share (RISC-V's and MARS's): rows of
(name, number, value), refresh with change marks, editing while paused.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor

from rarslite.gui import theme
from rarslite.gui.editor.code_editor import monospace_font
from rarslite.gui.execute.formatting import reg_text
from rarslite.gui.execute.table_zoom import TABLE_POINT_SIZE
from rarslite.gui.qt_compat import safe_model

_ROOT = QModelIndex()  # the invisible root: these models are flat tables


@safe_model
class _RegisterModel(QAbstractTableModel):
    """Rows of (name, number, value); subclasses say how to read and write a value."""

    headers = ("Name", "Number", "Value")
    edited = Signal(str)  # status message after an edit (or a rejected one)
    point_size = TABLE_POINT_SIZE  # of the values (table_zoom changes it)

    def __init__(self) -> None:
        super().__init__()
        self.values: list[int] = []
        self.changed: set[int] = set()
        self.editable = False
        self.hex = True
        self.machine = None
        self.xlen = 32  # the loaded machine's: 64 in RARS's 64-bit mode

    # subclasses
    def names(self) -> list[tuple[str, str]]:
        raise NotImplementedError

    def read(self, machine) -> list[int]:
        raise NotImplementedError

    def write(self, machine, row: int, text: str) -> None:
        raise NotImplementedError

    def text(self, row: int) -> str:
        return reg_text(self.values[row], self.hex, self.xlen)

    # Qt model
    def rowCount(self, parent: QModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.names())

    def columnCount(self, parent: QModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        row, col = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col < 2:
                return self.names()[row][col]
            return self.text(row) if row < len(self.values) else ""
        if role == Qt.ItemDataRole.BackgroundRole and row in self.changed:
            return QBrush(QColor(theme.current().changed))
        if role == Qt.ItemDataRole.FontRole and col == 2:
            return monospace_font(self.point_size)
        if role == Qt.ItemDataRole.TextAlignmentRole and col == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: QModelIndex):
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.editable and index.column() == 2 and self.row_editable(index.row()):
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def row_editable(self, row: int) -> bool:
        return True

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or self.machine is None or not self.editable:
            return False
        try:
            self.write(self.machine, index.row(), str(value))
        except (ValueError, OverflowError) as exc:
            self.edited.emit(f"Not changed: {exc}")
            return False
        except Exception as exc:  # noqa: BLE001 - e.g. a Trap from a CSR write
            self.edited.emit(f"Not changed: {getattr(exc, 'message', exc)}")
            return False
        self.machine.external_edit(clear_history=False)  # a barrier: replay
        # cannot rebuild past an edit, but the recorded steps stay (Backstep undoes them)
        self.refresh(self.machine, mark_changes=False)
        self.edited.emit(f"{self.names()[index.row()][0]} = {self.text(index.row())}")
        return True

    def refresh(self, machine, mark_changes: bool = True) -> None:
        self.machine = machine
        xlen = getattr(machine, "xlen", 32) if machine is not None else self.xlen
        if xlen != self.xlen:
            self.xlen = xlen
            self.values = []  # every row looks different
        if machine is None:
            new = [0] * len(self.names())
        else:
            new = self.read(machine)
        old, old_changed = self.values, self.changed
        if mark_changes and len(old) == len(new):
            self.changed = {i for i in range(len(new)) if old[i] != new[i]}
        elif mark_changes:
            self.changed = set()
        self.values = new
        if len(old) != len(new):
            rows = set(range(len(new)))
        else:  # repaint only what looks different: views cost Python calls per cell
            rows = {i for i in range(len(new)) if old[i] != new[i]} | (self.changed ^ old_changed)
        if rows:
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), 2))

    def redisplay(self) -> None:
        """The format changed: every row looks different."""
        self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, 2))

    def clear_changes(self) -> None:
        self.changed = set()
        self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, 2))
