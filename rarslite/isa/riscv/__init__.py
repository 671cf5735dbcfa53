"""RV32IMFD + Zicsr instruction set as RARS 1.6 knows it: one table, and what derives from it.

Public API (used by the machine, the assembler and the GUI):
``decode(word)``, ``encode(instr)``, ``disassemble(instr)``, ``spec(op)``, ``Instr`` and the
name sets ``MNEMONICS``, ``PSEUDO_MNEMONICS``, ``DIRECTIVES``, ``REGISTER_NAMES``,
``CSR_NAMES``.
"""

from __future__ import annotations

from rarslite.isa.riscv.codec import decode, disassemble, encode, spec
from rarslite.isa.riscv.csrs import CSR_BY_NUMBER, CSR_NAMES, CSRS
from rarslite.isa.riscv.directives import DIRECTIVES
from rarslite.isa.riscv.instr import Instr
from rarslite.isa.riscv.pseudo import PSEUDO_MNEMONICS
from rarslite.isa.riscv.registers import REGISTER_NAMES, ROUNDING_MODES
from rarslite.isa.riscv.table import MNEMONICS, SPECS, Spec

__all__ = [
    "CSRS",
    "CSR_BY_NUMBER",
    "CSR_NAMES",
    "DIRECTIVES",
    "Instr",
    "MNEMONICS",
    "PSEUDO_MNEMONICS",
    "REGISTER_NAMES",
    "ROUNDING_MODES",
    "SPECS",
    "Spec",
    "decode",
    "disassemble",
    "encode",
    "spec",
]
