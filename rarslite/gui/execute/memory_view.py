"""Memory inspector: 16 rows x 8 words from a base address (RARS's Data Segment view); a
pane too narrow for 8 whole words a row shows 4 (or 2) a row instead of cutting them.

The base comes from a region (.data, .text, heap, .extern, gp, sp, MMIO), a typed address or
label, or follows a register at every refresh. Values read with ``peek_word`` (no device side
effects); cells are editable while paused (``poke_word``).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rarslite.gui import theme
from rarslite.gui.editor.code_editor import monospace_font
from rarslite.gui.execute.formatting import doubleword_text, parse_int, word_text
from rarslite.gui.execute.table_zoom import TABLE_POINT_SIZE, zoom_tables
from rarslite.gui.qt_compat import safe_model
from rarslite.isa.riscv.registers import INT_ABI
from rarslite.memory_map import DEFAULT


class ShrinkingCombo(QComboBox):
    """A combo box that asks for its widest item's width but may shrink to a few characters
    in a narrow page (Qt offers one or the other)."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(6)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        widest = max((self.fontMetrics().horizontalAdvance(self.itemText(i))
                      for i in range(self.count())), default=0)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        full = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, opt,
                                             QSize(widest, hint.height()), self)
        return QSize(max(hint.width(), full.width()), hint.height())


ROWS, COLS = 16, 8
ROW_WORDS = (8, 4, 2)  # words a row, the most that fit the pane whole
FORMATS = {"Hexadecimal": "hex", "Decimal": "dec", "ASCII": "ascii"}

_ROOT = QModelIndex()  # the invisible root: these models are flat tables


def regions(config) -> list[tuple[str, object]]:
    """(label, base) pairs; a base is an address or a register name read at refresh time."""
    return [
        (f"(.data) 0x{config.data_base:08x}", config.data_base),
        (f"(.extern) 0x{config.extern_base:08x}", config.extern_base),
        (f"(heap) 0x{config.heap_base:08x}", config.heap_base),
        ("current gp", "gp"),
        ("current sp", "sp"),
        (f"(.text) 0x{config.text_base:08x}", config.text_base),
        (f"(MMIO) 0x{config.mmio_base:08x}", config.mmio_base),
    ] + [  # MARS's kernel segments (a MIPS memory configuration has them)
        (f"({seg}) 0x{getattr(config, attr):08x}", getattr(config, attr))
        for seg, attr in ((".kdata", "kernel_data_base"), (".ktext", "kernel_text_base"))
        if hasattr(config, attr)
    ]


@safe_model
class MemoryModel(QAbstractTableModel):
    edited = Signal(str)
    point_size = TABLE_POINT_SIZE  # of the values (table_zoom changes it)

    def __init__(self) -> None:
        super().__init__()
        self.base = DEFAULT.data_base
        self.fmt = "hex"
        self.unit = 4  # bytes per cell: 8 (doublewords) in RARS's 64-bit mode
        self.row_words = COLS  # words a row (fewer in a narrow pane)
        self.words = [0] * (ROWS * COLS)
        self.changed: set[int] = set()
        self.machine = None
        self.editable = False
        self._shown: tuple[int, str] | None = None  # (base, format) last shown

    def rowCount(self, parent: QModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else ROWS

    @property
    def cols(self) -> int:
        """Cells per row."""
        return self.row_bytes // self.unit

    @property
    def row_bytes(self) -> int:
        return self.row_words * 4

    @property
    def page(self) -> int:
        """Bytes shown."""
        return ROWS * self.row_bytes

    def set_unit(self, unit: int) -> None:
        """4: words; 8: doublewords (64-bit mode), low word first in memory as RARS."""
        if unit != self.unit:
            self._reshape(unit, self.row_words)

    def set_row_words(self, words: int) -> None:
        if words != self.row_words:
            self._reshape(self.unit, words)

    def _reshape(self, unit: int, row_words: int) -> None:
        self.beginResetModel()
        self.unit, self.row_words = unit, row_words
        self.words = [0] * (ROWS * self.cols)
        self.changed = set()
        self._shown = None
        self.endResetModel()

    def columnCount(self, parent: QModelIndex = _ROOT) -> int:  # noqa: N802
        return 0 if parent.isValid() else self.cols + 1

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return "Address" if section == 0 else f"+{(section - 1) * self.unit:x}"
        return None

    def address(self, row: int, col: int) -> int:
        return (self.base + row * self.row_bytes + (col - 1) * self.unit) & 0xFFFFFFFF

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        row, col = index.row(), index.column()
        cols = self.cols
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == 0:
                return f"0x{(self.base + row * self.row_bytes) & 0xFFFFFFFF:08x}"
            v = self.words[row * cols + col - 1]
            return word_text(v, self.fmt) if self.unit == 4 else doubleword_text(v, self.fmt)
        if role == Qt.ItemDataRole.FontRole:
            return monospace_font(self.point_size)
        if role == Qt.ItemDataRole.BackgroundRole and col > 0 and (
                row * cols + col - 1) in self.changed:
            return QBrush(QColor(theme.current().changed))
        if role == Qt.ItemDataRole.ToolTipRole and col > 0:
            return f"0x{self.address(row, col):08x}"
        return None

    def flags(self, index: QModelIndex):
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.editable and index.column() > 0 and self.fmt != "ascii":
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or self.machine is None or index.column() == 0:
            return False
        addr = self.address(index.row(), index.column())
        try:
            if self.unit == 8:
                v = parse_int(str(value), 64)
                self.machine.memory.poke_word(addr, v & 0xFFFFFFFF)
                self.machine.memory.poke_word(addr + 4, v >> 32)
            else:
                self.machine.memory.poke_word(addr, parse_int(str(value)))
            self.machine.external_edit(clear_history=False)  # a barrier, as
            # for registers: the recorded steps stay
        except ValueError as exc:
            self.edited.emit(f"Not changed: {exc}")
            return False
        except Exception as exc:  # noqa: BLE001 - unmapped address etc.
            self.edited.emit(f"Not changed: 0x{addr:08x}: {getattr(exc, 'message', exc)}")
            return False
        self.refresh(self.machine, mark_changes=False)
        return True

    def refresh(self, machine, mark_changes: bool = True) -> None:
        self.machine = machine
        new = []
        cols = self.cols
        for i in range(ROWS * cols):
            addr = (self.base + self.unit * i) & 0xFFFFFFFF
            try:
                v = machine.memory.peek_word(addr) & 0xFFFFFFFF if machine else 0
                if self.unit == 8 and machine:
                    v |= (machine.memory.peek_word((addr + 4) & 0xFFFFFFFF) & 0xFFFFFFFF) << 32
                new.append(v)
            except Exception:  # noqa: BLE001 - unmapped: show 0 like RARS
                new.append(0)
        old, old_changed = self.words, self.changed
        if mark_changes:
            self.changed = {i for i in range(len(new)) if old[i] != new[i]}
        self.words = new
        shown = (self.base, self.fmt)
        if shown != self._shown:  # another page or format: everything differs
            self._shown = shown
            self.dataChanged.emit(self.index(0, 0), self.index(ROWS - 1, cols))
            return
        cells = {i for i in range(len(new)) if old[i] != new[i]} | (self.changed ^ old_changed)
        if cells:  # repaint only rows that look different: views cost Python calls per cell
            rows = [i // cols for i in cells]
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), cols))


class MemoryInspector(QWidget):
    status = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = MemoryModel()
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        # Columns share the width but never get narrower than their widest text (a decimal
        # word), so values are never cut short; a narrow pane scrolls sideways instead.
        header = self.view.horizontalHeader()
        header.setMinimumSectionSize(
            QFontMetrics(monospace_font(10)).horizontalAdvance("-2147483648") + 10)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 4)
        self.region = ShrinkingCombo()
        self.address = QLineEdit(placeholderText="address or label")
        self.address.setMaximumWidth(180)
        self.follow = ShrinkingCombo()
        self.follow.addItem("follow: none", None)
        for name in INT_ABI[1:] + ["pc"]:
            self.follow.addItem(f"follow: {name}", name)
        self.format = ShrinkingCombo()
        self.format.addItems(list(FORMATS))
        prev_b, next_b = QPushButton("◀ Prev"), QPushButton("Next ▶")
        prev_b.clicked.connect(lambda: self.go(self.model.base - self.model.page // 2))
        next_b.clicked.connect(lambda: self.go(self.model.base + self.model.page // 2))
        self._page_buttons = prev_b, next_b
        self.info = QLabel()
        for w, tip in ((prev_b, ""), (next_b, ""),
                       (self.region, "Show a memory region: .data, .text, heap, .extern, gp, "
                                     "sp or MMIO"),
                       (self.address, "Type an address (0x10010000) or a label and press "
                                      "Enter"),
                       (self.follow, "Keep the page on the address a register holds, at "
                                     "every step"),
                       (self.format, "Show the words in hexadecimal, decimal or ASCII")):
            w.setToolTip(tip)
        self._page_tips()
        self.view.setToolTip("Double-click a word to change it while the program is paused")
        for button in (prev_b, next_b):
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + 16)
        bar = QHBoxLayout()
        for w in (prev_b, next_b, self.region, self.address, self.follow, self.format):
            bar.addWidget(w)
        bar.addWidget(self.info, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.view)
        self.symbols: dict[str, int] = {}
        self.machine = None
        self.set_config(DEFAULT)
        self.region.activated.connect(self._region_chosen)
        self.address.returnPressed.connect(self._address_entered)
        self.format.currentTextChanged.connect(self._format_chosen)
        self.follow.currentIndexChanged.connect(lambda _i: self.refresh(self.machine, False))
        self.model.edited.connect(self.status)
        self.view.viewport().installEventFilter(self)

    def zoom(self, delta: float) -> None:
        zoom_tables([self.view], delta)
        self._fit_row()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            self._fit_row()
        return False

    def _page_tips(self) -> None:
        half = self.model.page // 2
        prev_b, next_b = self._page_buttons
        prev_b.setToolTip(f"Show the previous half page ({half} bytes earlier)")
        next_b.setToolTip(f"Show the next half page ({half} bytes later)")

    def _fit_row(self) -> None:
        """As many words a row as fit whole (8, 4 or 2; the narrowest scrolls sideways)."""
        width = self.view.viewport().width()
        if width <= 0 or not self.view.isVisible():
            return  # (a hidden page's size means nothing)
        column = self.view.horizontalHeader().minimumSectionSize()  # a whole value's width
        unit = self.model.unit
        least = 2 * unit // 4  # two cells a row at least (doublewords in 64-bit mode)
        words = next((n for n in ROW_WORDS if (n * 4 // unit + 1) * column <= width
                      and n >= least), least)
        if words != self.model.row_words:
            self.model.set_row_words(words)
            self._page_tips()
            self.refresh(self.machine, mark_changes=False)

    def reset_zoom(self) -> None:
        zoom_tables([self.view], 0)
        self._fit_row()

    def set_config(self, config) -> None:
        self.region.clear()
        for label, base in regions(config):
            self.region.addItem(label, base)

    def set_program(self, program, machine) -> None:
        self.symbols = dict(program.symbols) if program else {}
        self.machine = machine
        self.model.set_unit(8 if getattr(machine, "xlen", 32) == 64 else 4)
        widest = "-9223372036854775808" if self.model.unit == 8 else "-2147483648"
        self.view.horizontalHeader().setMinimumSectionSize(
            QFontMetrics(monospace_font(10)).horizontalAdvance(widest) + 10)
        self._fit_row()
        self._follow_names(machine)
        if program is not None:
            self.set_config(program.config)
        self.refresh(machine, mark_changes=False)

    def _follow_names(self, machine) -> None:
        """The follow list names the loaded ISA's registers (MIPS: MARS's $ names)."""
        mips = getattr(machine, "isa_name", "rv32") == "mips"
        if mips:
            from rarslite.isa.mips.registers import INT_NAMES

            names = list(INT_NAMES[1:])
        else:
            names = INT_ABI[1:]
        if [self.follow.itemData(i) for i in range(1, self.follow.count() - 1)] == names:
            return
        self.follow.blockSignals(True)
        self.follow.clear()
        self.follow.addItem("follow: none", None)
        for name in names + ["pc"]:
            self.follow.addItem(f"follow: {'$' if mips and name != 'pc' else ''}{name}", name)
        self.follow.blockSignals(False)

    def _register(self, name: str) -> int:
        if self.machine is None:
            return 0
        if name == "pc":
            return self.machine.pc
        if getattr(self.machine, "isa_name", "rv32") == "mips":
            from rarslite.isa.mips.registers import INT_NAMES

            # gp/sp/ra/a0... name MIPS registers too; the others have no MIPS register
            return self.machine.x[INT_NAMES.index(name)] if name in INT_NAMES else 0
        return self.machine.x[INT_ABI.index(name)]

    def go(self, base: int) -> None:
        self.follow.setCurrentIndex(0)
        self.model.base = base & 0xFFFFFFFC
        self.refresh(self.machine, mark_changes=False)

    def _region_chosen(self, index: int) -> None:
        base = self.region.itemData(index)
        self.go(self._register(base) if isinstance(base, str) else base)

    def _address_entered(self) -> None:
        text = self.address.text().strip()
        if text in self.symbols:
            self.go(self.symbols[text])
            return
        try:
            self.go(parse_int(text))
        except ValueError:
            self.status.emit(f"Memory: '{text}' is neither an address nor a label")

    def _format_chosen(self, text: str) -> None:
        self.model.fmt = FORMATS[text]
        self.refresh(self.machine, mark_changes=False)

    def set_editable(self, on: bool) -> None:
        self.model.editable = on

    def refresh(self, machine, mark_changes: bool = True) -> None:
        self.machine = machine
        reg = self.follow.currentData()
        if reg and machine is not None:
            target = self._register(reg) & 0xFFFFFFFC
            # show the followed word on the third row, so the words around it are visible too
            row = self.model.row_bytes
            self.model.base = max(0, (target & ~(row - 1)) - 2 * row)
            self.info.setText(f"{reg} = 0x{target:08x}")
        self.model.refresh(machine, mark_changes)
