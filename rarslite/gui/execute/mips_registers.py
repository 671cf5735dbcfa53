"""MARS's register tabs for MIPS programs: Registers ($ names, pc, hi, lo), Coproc 1 (single
and double values, condition flags) and Coproc 0 (vaddr, status, cause, epc).

The models share `register_model._RegisterModel`'s refresh, change marks and editing; the values
are read from the MIPS hart behind `rarslite.machine.mips.machine.MipsMachine`.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QTableView, QVBoxLayout, QWidget

from rarslite.gui.execute.formatting import hex8, parse_int
from rarslite.gui.execute.register_model import _RegisterModel
from rarslite.isa.mips.registers import CP0_NAMES, INT_NAMES
from rarslite.machine.javanum import double_bits, double_to_string, float_bits, float_to_string

M32 = 0xFFFFFFFF


class MipsRegisterModel(_RegisterModel):
    _names = [(f"${n}", str(i)) for i, n in enumerate(INT_NAMES)] + [
        ("pc", ""), ("hi", ""), ("lo", "")]

    def names(self):
        return self._names

    def read(self, machine) -> list[int]:
        h = machine.hart
        return [v & M32 for v in h.r] + [h.pc & M32, h.hi & M32, h.lo & M32]

    def row_editable(self, row: int) -> bool:
        return row != 0

    def write(self, machine, row: int, text: str) -> None:
        from rarslite.machine.mips.front import write_int_register

        write_int_register(machine, row, parse_int(text))


class Cop1Model(_RegisterModel):
    """$f0..$f31 as MARS shows them: the single value, and the double of each even pair."""

    headers = ("Name", "Float", "Double")
    _names = [(f"$f{i}", "") for i in range(32)]

    def names(self):
        return self._names

    def read(self, machine) -> list[int]:
        return [v & M32 for v in machine.hart.f]

    def single(self, row: int) -> str:
        v = self.values[row]
        return hex8(v) if self.hex else float_to_string(v)

    def double(self, row: int) -> str:
        if row % 2:
            return ""
        bits = self.values[row] | self.values[row + 1] << 32
        return f"0x{bits:016x}" if self.hex else double_to_string(bits)

    def text(self, row: int) -> str:
        return self.single(row)

    def data(self, index: QModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and index.column() > 0:
            if index.row() >= len(self.values):
                return ""
            return self.single(index.row()) if index.column() == 1 else self.double(index.row())
        if role == Qt.ItemDataRole.FontRole and index.column() == 1:
            return super().data(self.index(index.row(), 2), role)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return super().data(self.index(index.row(), 2), role)
        return super().data(index, role)

    def flags(self, index: QModelIndex):
        f = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.editable and (index.column() == 1 or (index.column() == 2
                                                      and index.row() % 2 == 0)):
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        self._column = index.column()
        return super().setData(index, value, role)

    def write(self, machine, row: int, text: str) -> None:
        """A value typed in the Float column (a single) or the Double column (a pair);
        0x... is the raw bits."""
        t = text.strip()
        double = getattr(self, "_column", 1) == 2
        if t.lower().startswith("0x"):
            bits = int(t, 16)
            if bits >> (64 if double else 32):
                raise ValueError(f"{t} does not fit in {64 if double else 32} bits")
        else:
            try:
                value = float(t)
            except ValueError:
                raise ValueError(f"'{t}' is not a number (or 0x bits)") from None
            bits = double_bits(value) if double else float_bits(value)
        f = machine.hart.f
        if double:
            f[row], f[row + 1] = bits & M32, (bits >> 32) & M32
        else:
            f[row] = bits & M32


class Cop0Model(_RegisterModel):
    _numbers = list(CP0_NAMES)
    _names = [(f"${n} ({name})", str(n)) for n, name in CP0_NAMES.items()]

    def names(self):
        return self._names

    def read(self, machine) -> list[int]:
        return [machine.hart.cp0.get(n, 0) & M32 for n in self._numbers]

    def write(self, machine, row: int, text: str) -> None:
        machine.hart.cp0[self._numbers[row]] = parse_int(text) & M32


class Cop1Tab(QWidget):
    """The Coproc 1 table with MARS's eight condition flags below it."""

    def __init__(self, view: QTableView) -> None:
        super().__init__()
        self.view = view
        self.flags = [QCheckBox(str(i)) for i in range(8)]
        row = QHBoxLayout()
        row.addWidget(QLabel("Condition flags"))
        for box in self.flags:
            box.setEnabled(False)  # shown, not edited (the program sets them)
            row.addWidget(box)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(view)
        layout.addLayout(row)

    def refresh(self, machine) -> None:
        fcc = machine.hart.fcc if machine is not None else [False] * 8
        for box, on in zip(self.flags, fcc, strict=False):
            box.setChecked(bool(on))


def mips_models() -> dict[str, _RegisterModel]:
    """MARS's register tabs, in its order."""
    return {"Registers": MipsRegisterModel(), "Coproc 1": Cop1Model(), "Coproc 0": Cop0Model()}
