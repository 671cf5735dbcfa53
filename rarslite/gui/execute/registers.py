"""Registers dock: Registers / Floating Point / CSR (Control and Status) tabs.

Values come from the machine at each refresh; cells that changed since the previous refresh
(the last step, or the last display frame while running) are highlighted. Cells are editable
while the program is paused; an edit goes straight into the machine.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QHeaderView,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rarslite.gui.editor.code_editor import monospace_font
from rarslite.gui.execute.formatting import fp_text, parse_fp, parse_int
from rarslite.gui.execute.register_model import _RegisterModel
from rarslite.gui.execute.table_zoom import TABLE_POINT_SIZE, zoom_tables
from rarslite.isa.riscv.csrs import CSRS, READ_ONLY
from rarslite.isa.riscv.registers import FP_ABI, INT_ABI


class IntRegisterModel(_RegisterModel):
    _names = [(n, str(i)) for i, n in enumerate(INT_ABI)] + [("pc", "")]

    def names(self):
        return self._names

    def read(self, machine) -> list[int]:
        mask = machine.xmask
        return [v & mask for v in machine.x[:32]] + [machine.pc & 0xFFFFFFFF]

    def row_editable(self, row: int) -> bool:
        return row != 0

    def write(self, machine, row: int, text: str) -> None:
        value = parse_int(text, 32 if row == 32 else self.xlen)
        if row == 32:
            if value % 4:
                raise ValueError("pc must be word aligned")
            machine.pc = value
        else:
            machine.x[row] = value


class FloatRegisterModel(_RegisterModel):
    headers = ("Name", "Number", "Value")
    _names = [(n, f"f{i}") for i, n in enumerate(FP_ABI)]

    def names(self):
        return self._names

    def read(self, machine) -> list[int]:
        return [v & 0xFFFFFFFFFFFFFFFF for v in machine.f[:32]]

    def text(self, row: int) -> str:
        return fp_text(self.values[row], "hex" if self.hex else "float")

    def write(self, machine, row: int, text: str) -> None:
        machine.f[row] = parse_fp(text, machine.f[row])


class CsrModel(_RegisterModel):
    _names = [(n, f"0x{num:03x}") for n, num in CSRS.items()]
    _numbers = list(CSRS.values())

    def names(self):
        return self._names

    def read(self, machine) -> list[int]:
        out = []
        for num in self._numbers:
            try:
                out.append(machine.csr.read(num) & machine.xmask)
            except Exception:  # noqa: BLE001 - a view must never fail on a quirky CSR
                out.append(0)
        return out

    def row_editable(self, row: int) -> bool:
        return self._numbers[row] not in READ_ONLY

    def write(self, machine, row: int, text: str) -> None:
        machine.csr.write(self._numbers[row], parse_int(text, self.xlen))


# Short tab labels keep all three tabs whole in a 1366-wide window's register column.
TAB_TIPS = {"CSR": "Control and Status registers"}


class RegistersPanel(QWidget):
    """The three register tabs plus a hex/decimal switch."""

    status = Signal(str)
    width_changed = Signal()  # content_width changed (64-bit mode switched, or a zoom)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tabs = QTabWidget()
        self.models: dict[str, _RegisterModel] = {}
        self.views: dict[str, QTableView] = {}
        self.isa_name = "rv32"
        self.cop1_tab = None  # MIPS: the Coproc 1 tab (its condition flags)
        self._build_tabs({"Registers": IntRegisterModel(), "Floating Point": FloatRegisterModel(),
                          "CSR": CsrModel()})
        # beside the tabs, not under the table: every row (MIPS: pc, hi, lo too) shows
        # without scrolling on a 768-line screen
        self.hex_box = QCheckBox("Hex", checked=True)
        self.hex_box.setToolTip("Hexadecimal values (off: decimal)")
        self.hex_box.toggled.connect(self.set_hex)
        self.tabs.setCornerWidget(self.hex_box, Qt.Corner.TopRightCorner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    def _build_tabs(self, models: dict[str, _RegisterModel]) -> None:
        self.tabs.clear()
        self.models, self.views, self.cop1_tab = models, {}, None
        for title, model in models.items():
            view = QTableView()
            view.setModel(model)
            view.verticalHeader().hide()
            view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
            view.setColumnWidth(0, 80)
            view.setColumnWidth(1, 60)
            view.horizontalHeader().setStretchLastSection(True)
            view.setAlternatingRowColors(True)
            # compact rows: 35 (MIPS) fit the Debug layout's column at 768 lines
            rows = view.verticalHeader()
            rows.setMinimumSectionSize(view.fontMetrics().height())
            rows.setDefaultSectionSize(view.fontMetrics().height() + 2)
            model.edited.connect(self.status)
            model.hex = getattr(self, "hex_box", None) is None or self.hex_box.isChecked()
            self.views[title] = view
            page: QWidget = view
            if title == "Coproc 1":
                from rarslite.gui.execute.mips_registers import Cop1Tab

                view.setColumnWidth(1, 110)
                page = self.cop1_tab = Cop1Tab(view)
            self.tabs.addTab(page, title)
            if title in TAB_TIPS:
                self.tabs.setTabToolTip(self.tabs.count() - 1, TAB_TIPS[title])

    def set_isa(self, name: str) -> None:
        """Show the register tabs of the ISA called ``name`` (MIPS: MARS's three tabs)."""
        if name == self.isa_name:
            return
        self.isa_name = name
        if name == "mips":
            from rarslite.gui.execute.mips_registers import mips_models

            self._build_tabs(mips_models())
        else:
            self._build_tabs({"Registers": IntRegisterModel(),
                              "Floating Point": FloatRegisterModel(),
                              "CSR": CsrModel()})

    def content_width(self) -> int:
        """The width that shows the Registers tab's three columns uncut (layouts use it)."""
        view = self.views["Registers"]
        digits = 16 if self.models["Registers"].xlen == 64 else 8
        font = monospace_font(self.models["Registers"].point_size)  # zoomed with the table
        value = QFontMetrics(font).horizontalAdvance("0x" + "0" * digits) + 24
        columns = (view.columnWidth(0) + view.columnWidth(1) + value
                   + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 8)
        # the tabs whole, with the Hex box beside them
        tabs = self.tabs.tabBar().sizeHint().width() + self.hex_box.sizeHint().width() + 12
        return max(columns, tabs)

    def set_hex(self, on: bool) -> None:
        for model in self.models.values():
            model.hex = on
            model.redisplay()

    def set_editable(self, on: bool) -> None:
        for model in self.models.values():
            model.editable = on

    def refresh(self, machine, mark_changes: bool = True) -> None:
        if machine is not None and getattr(machine, "isa_name", "rv32") != self.isa_name:
            return  # a machine of the other ISA (the tabs follow the next set_isa)
        xlen = self.models["Registers"].xlen
        for model in self.models.values():
            model.refresh(machine, mark_changes)
        if self.models["Registers"].xlen != xlen:
            self._keep_values_whole()
            self.width_changed.emit()
        if self.cop1_tab is not None:
            self.cop1_tab.refresh(machine)

    def clear_changes(self) -> None:
        for model in self.models.values():
            model.clear_changes()

    def show_csrs(self) -> None:
        self.tabs.setCurrentIndex(2)

    def zoom(self, delta: float) -> None:  # Ctrl+= / Ctrl+- zoom all three tables
        zoom_tables(self.views.values(), delta)
        self._keep_values_whole()

    def reset_zoom(self) -> None:
        zoom_tables(self.views.values(), 0)
        self._keep_values_whole()

    def _keep_values_whole(self) -> None:
        """Zoomed in, the value column would be cut ("0x000000..."): the panel is never
        narrower than its three columns (its dock grows; back at the original size the
        layouts' widths apply again)."""
        zoomed = self.models["Registers"].point_size != TABLE_POINT_SIZE
        self.setMinimumWidth(self.content_width() if zoomed else 0)
