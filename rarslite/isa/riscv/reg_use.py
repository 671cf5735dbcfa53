"""Which integer registers a decoded RISC-V instruction reads and writes, from its table
row's operand slots (table.py): the one rule the calling-convention checker
(analysis/conventions_isa.py) and the block builder (machine/riscv/trace_plan.py, which
ends a checked block before an instruction that moves sp) share."""

from __future__ import annotations

from typing import Any

from rarslite.isa.riscv.registers import INT_REGISTERS
from rarslite.isa.riscv.table import SPEC_BY_OP_BY_XLEN

SP = INT_REGISTERS["sp"]
# a mnemonic's integer register slots are the same in both modes (RV64 adds rows)
_SPECS = {**SPEC_BY_OP_BY_XLEN[64], **SPEC_BY_OP_BY_XLEN[32]}


def slots(op: str) -> tuple[str, ...]:
    """The operand slots of mnemonic ``op``'s row (none for an unknown one)."""
    spec = _SPECS.get(op)
    return spec.operands if spec is not None else ()


def int_regs(ins: Any) -> tuple[int, int]:
    """(reads, writes): bit masks (bit r for x<r>, x0 left out) of the integer registers an
    ``Instr`` reads and writes (its ``rs1``/``rs2`` and ``rd`` slots)."""
    slots_ = slots(ins.op)
    reads = writes = 0
    if "rs1" in slots_:
        reads |= 1 << ins.rs1
    if "rs2" in slots_:
        reads |= 1 << ins.rs2
    if "rd" in slots_:
        writes |= 1 << ins.rd
    return reads & ~1, writes & ~1


def sp_step(ins: Any, sp: int = SP) -> int | None:
    """The immediate of ``addi sp, sp, imm`` (the stack grows or shrinks by a constant),
    else None."""
    if ins.op == "addi" and ins.rd == sp and ins.rs1 == sp:
        return ins.imm
    return None


def moves_sp(ins: Any, sp: int = SP) -> bool:
    """Whether the instruction writes sp other than by ``addi sp, sp, imm`` (``mv sp, t0``,
    ``add sp, sp, t0``, a load into sp: sp's new value is not its old one plus a constant)."""
    return bool(int_regs(ins)[1] >> sp & 1) and sp_step(ins, sp) is None
