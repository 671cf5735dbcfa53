"""Tools > Floating Point Representation: one 32-bit IEEE 754 value as hexadecimal, as its sign,
exponent and fraction bits, as the tool's expansion and as a decimal (`rarslite.analysis.
float_repr`). Edit any field and press Enter: the others follow. Keys a field does not take are
refused with the tool's message on the instructions line.

As in RARS and MARS a floating point register can be chosen (RARS: ft0..ft11 by ABI name,
MARS: $f0..$f31): its value is shown at once, and while the tool is connected the program and
the tool respond to each other: values the program writes appear here (read every 100 ms,
which costs the run nothing), and Enter (or Reset) writes the value into the register (RARS
NaN-boxes it in its 64-bit register).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
)

from rarslite.analysis import float_repr as fr
from rarslite.gui.docks.analysis import AnalysisTool
from rarslite.gui.editor.code_editor import monospace_font

_NAN_BOX = 0xFFFFFFFF_00000000  # RARS's 64-bit f registers hold a single NaN-boxed


class _Keys(QObject):
    """The tool's key rules for one field: refused characters leave a message, Enter applies."""

    def __init__(self, tool: FloatRepresentationTool, kind: str, limit: int | None) -> None:
        super().__init__(tool)
        self.tool, self.kind, self.limit = tool, kind, limit

    def eventFilter(self, field, event) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.KeyPress:
            return False
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.tool.apply(self.kind)
            return True
        char = event.text()
        if len(char) != 1 or not char.isprintable():
            return False  # editing keys: backspace, arrows, shortcuts
        message = fr.rejected_key(self.kind, char, len(field.text()), self.limit,
                                  field.hasSelectedText())  # fmt: skip
        if message is None:
            return False
        self.tool.instructions.setText(message)
        return True


class FloatRepresentationTool(AnalysisTool):
    title = "Floating Point Representation"
    tab_title = "Float"

    def __init__(self, session) -> None:
        super().__init__(session)
        mono = monospace_font()
        self.register = QComboBox()
        self.hex = self._field(fr.HEX_DIGITS, "color: #d00000", "hex")
        self.sign = self._field(fr.SIGN_BITS, "", "binary")
        self.exponent = self._field(fr.EXPONENT_BITS, "", "binary")
        self.fraction = self._field(fr.FRACTION_BITS, "", "binary")
        self.decimal = self._field(None, "color: #0000d0", "decimal")
        for f in (self.hex, self.sign, self.exponent, self.fraction, self.decimal):
            f.setFont(mono)
            f.setAlignment(Qt.AlignmentFlag.AlignRight)
        width = QFontMetrics(mono).horizontalAdvance  # fields as wide as their digits
        digit = lambda n: width("0" * n) + 16  # noqa: E731
        self.hex.setFixedWidth(digit(8))
        self.sign.setFixedWidth(digit(1))
        self.exponent.setFixedWidth(digit(8))
        # (a little more: the frame and text margins; the dock is no narrower than this)
        self.fraction.setMinimumWidth(digit(23) + 10)
        self.subtract = QLabel()  # the tool's "E - 127" under the exponent
        self.expansion = QLabel()
        self.expansion.setTextFormat(Qt.TextFormat.RichText)
        self.expansion.setFont(monospace_font(9))
        self.expansion.setWordWrap(True)
        self.significand = QLabel()
        self.instructions = QLabel(fr.DEFAULT_INSTRUCTIONS)
        self.instructions.setWordWrap(True)
        bits = QGridLayout()
        for col, (field, name) in enumerate(((self.sign, "sign"), (self.exponent, "exponent"),
                                             (self.fraction, "fraction"))):
            bits.addWidget(field, 0, col)
            bits.addWidget(QLabel(name), 1, col, Qt.AlignmentFlag.AlignHCenter)
        bits.addWidget(self.subtract, 2, 1, Qt.AlignmentFlag.AlignHCenter)
        bits.setColumnStretch(2, 1)
        top = QHBoxLayout()
        top.addWidget(QLabel("Floating point Register of interest:"))
        top.addWidget(self.register, 1)
        hex_row = QHBoxLayout()
        hex_row.addWidget(self.hex)
        hex_row.addWidget(QLabel("Hexadecimal representation"), 1)
        dec_row = QHBoxLayout()
        dec_row.addWidget(self.decimal, 1)
        dec_row.addWidget(QLabel("Decimal value"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 12, 8)  # the fields keep off the dock's edge
        layout.addLayout(top)
        layout.addLayout(hex_row)
        layout.addWidget(QLabel("Binary representation (each hex digit is 4 bits):"))
        layout.addLayout(bits)
        layout.addWidget(QLabel("Binary-to-decimal conversion:"))
        layout.addWidget(self.expansion)
        layout.addWidget(self.significand)
        layout.addLayout(dec_row)
        layout.addWidget(self.instructions)
        layout.addLayout(self.buttons)
        layout.addStretch(1)
        self.shown = fr.FloatFields(0)
        self._fill_registers()
        self.register.currentIndexChanged.connect(self._register_chosen)
        self.show_fields(self.shown)

    def _field(self, limit: int | None, style: str, kind: str) -> QLineEdit:
        f = QLineEdit()
        if limit is not None:
            f.setMaxLength(limit)
        if style:
            f.setStyleSheet(f"QLineEdit {{ {style} }}")
        f.installEventFilter(_Keys(self, kind, limit))
        return f

    def _isa(self) -> str:
        m = self.session.machine
        return "mips" if m is not None and m.isa_name == "mips" else "riscv"

    def _fill_registers(self) -> None:
        """None and the ISA's 32 registers (the choice survives an ISA change by number)."""
        index = self.register.currentIndex()
        self.register.blockSignals(True)
        self.register.clear()
        self.register.addItem("None", None)
        for n, name in enumerate(fr.register_names(self._isa())):
            self.register.addItem(name, n)
        self.register.setCurrentIndex(max(index, 0))
        self.register.blockSignals(False)

    # -- the fields
    def show_fields(self, f: fr.FloatFields) -> None:
        self.shown = f
        self.hex.setText(f.hex)
        self.sign.setText(f.sign)
        self.exponent.setText(f.exponent)
        self.fraction.setText(f.fraction)
        self.decimal.setText(f.decimal)
        self.subtract.setText(f"{int(f.exponent, 2)} - {fr.EXPONENT_BIAS}")
        self.expansion.setText(f.expansion_html())
        self.expansion.setToolTip(f.expansion_text())
        self.significand.setText(f.significand_label)

    def apply(self, kind: str) -> None:
        """Enter in a ``kind`` field: every view follows it (and the register, connected)."""
        if kind == "hex":
            f: fr.FloatFields | None = fr.from_hex(self.hex.text())
        elif kind == "binary":
            f = fr.from_binary(self.sign.text(), self.exponent.text(), self.fraction.text())
        else:
            f = fr.from_decimal(self.decimal.text())
            if f is None:
                self.instructions.setText(fr.invalid_decimal(self.decimal.text()))
                return
        self.show_fields(f)
        self._write_register(f.bits)
        self.instructions.setText(fr.DEFAULT_INSTRUCTIONS)

    # -- the register
    def _register_number(self) -> int | None:
        return self.register.currentData()

    def _read_register(self) -> int | None:
        n, m = self._register_number(), self.session.machine
        if n is None:
            return None
        if m is None:
            return 0
        regs = m.hart.f if m.isa_name == "mips" else m.f
        return regs[n] & 0xFFFFFFFF

    def _write_register(self, bits: int) -> None:
        n, m = self._register_number(), self.machine
        if n is None or m is None or not self.connect_button.isChecked():
            return

        def write() -> None:  # where device state may change (the simulator's thread)
            if m.isa_name == "mips":
                m.hart.f[n] = bits
            else:
                m.f[n] = bits | _NAN_BOX

        self.session.device_call(write)
        registers = getattr(self.window(), "registers", None)
        if registers is not None and not self.session.running:
            registers.refresh(m, mark_changes=False)

    def _register_chosen(self) -> None:
        bits = self._read_register()
        self.show_fields(fr.FloatFields(bits or 0))
        name = None if bits is None else self.register.currentText()
        self.instructions.setText(fr.attached_message(name, self._isa()))

    # -- AnalysisTool: connected means the register and the tool follow each other
    def _rewire(self) -> None:
        self.machine = self.session.machine if self.connect_button.isChecked() else None
        self.refresh()

    def program_loaded(self, session) -> None:
        self._fill_registers()
        super().program_loaded(session)

    def reset(self) -> None:
        """The tool's Reset: every field 0 (and the register, connected)."""
        self.instructions.setText(fr.DEFAULT_INSTRUCTIONS)
        self.show_fields(fr.FloatFields(0))
        self._write_register(0)

    def refresh(self) -> None:
        if self.machine is None or self.machine is not self.session.machine:
            return
        bits = self._read_register()
        if bits is not None and bits != self.shown.bits:
            self.show_fields(fr.FloatFields(bits))
