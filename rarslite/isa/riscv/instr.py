"""The decoded form of one basic instruction, shared by assembler, decoder and machine.

Field conventions (the contract between `rarslite.isa.riscv`, `rarslite.asm.riscv` and
`rarslite.machine.riscv`):

* ``op``: canonical lowercase basic mnemonic as in the ISA table (``"addi"``, ``"fadd.s"``,
  ``"csrrwi"``, ``"fence.i"``, ``"uret"``).
* ``rd``, ``rs1``, ``rs2``, ``rs3``: register numbers 0..31 (integer or FP file as the
  instruction's format says).
* ``imm``: the value the instruction *uses*:
  - I/S-type and loads/stores, ``jalr``: the sign-extended 12-bit immediate (-2048..2047);
  - B-type and ``jal``: the signed byte offset from the instruction's own address;
  - U-type (``lui``, ``auipc``): the 20-bit field value 0..0xFFFFF (not shifted);
  - shifts with an immediate: the shift amount 0..31;
  - CSR immediate forms (``csrrwi`` ...): the zimm. Quirk (rars-reference §15): an instruction
    built by the assembler keeps the *full* source value here (e.g. 0x110) while its encoded
    word keeps only the low 5 bits; the machine executes ``imm``.
  - ``fence``: ``(pred << 4) | succ``.
* ``csr``: the CSR number for Zicsr instructions, else 0.
* ``rm``: the FP rounding-mode field (0..4 static, 7 = dyn) for FP ops that have one, else 0.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Instr:
    op: str
    rd: int = 0
    rs1: int = 0
    rs2: int = 0
    rs3: int = 0
    imm: int = 0
    csr: int = 0
    rm: int = 0
