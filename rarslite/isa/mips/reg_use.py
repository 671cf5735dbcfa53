"""Which integer registers a decoded MIPS instruction reads and writes, from its table row's
operand slots (table.py): the one rule the calling-convention checker
(analysis/conventions_isa.py) and the block builder (machine/mips/translator.py, which ends
a checked block before an instruction that moves $sp) share."""

from __future__ import annotations

from typing import Any

from rarslite.isa.mips.registers import INT_REGISTERS

SP = INT_REGISTERS["$sp"]
RA = INT_REGISTERS["$ra"]
# the first operand slot is written except by these (they read it; sc reads and writes)
READS_FIRST = frozenset("sb sh sw swl swr mtc0 mtc1 sc".split())
# calls: they write their link register ($ra, or jalr's rd) without naming it first
LINKS = frozenset(("jal", "jalr", "bgezal", "bltzal"))


def link(ins: Any) -> int:
    """The register a call (``LINKS``) writes its return address to."""
    return ins.rd if ins.op == "jalr" else RA


def int_regs(ins: Any) -> tuple[int, int]:
    """(reads, writes): bit masks (bit r for register r, $zero left out) of the integer
    registers a ``MipsInstr`` reads and writes (its rd/rs/rt slots, a load's or store's base,
    a call's link)."""
    spec = ins.spec
    slots = spec.operands if spec is not None else ()
    op = ins.op
    reads = writes = 0
    for n, slot in enumerate(slots):
        if slot in ("rd", "rs", "rt"):
            r = getattr(ins, slot)
            if n == 0 and slot != "rs" and op not in READS_FIRST:
                writes |= 1 << r
            else:
                reads |= 1 << r
            if op == "sc" and n == 0:
                writes |= 1 << r
        elif slot == "off":
            reads |= 1 << ins.rs
    if op in LINKS:
        writes |= 1 << link(ins)
    return reads & ~1, writes & ~1


def sp_step(ins: Any, sp: int = SP) -> int | None:
    """The immediate of ``addi``/``addiu $sp, $sp, imm`` (the stack grows or shrinks by a
    constant), else None."""
    if ins.op in ("addi", "addiu") and ins.rt == sp and ins.rs == sp:
        return ins.imm
    return None


def moves_sp(ins: Any, sp: int = SP) -> bool:
    """Whether the instruction writes $sp other than by ``addi``/``addiu $sp, $sp, imm``
    (``move $sp, $t0``, ``addu $sp, $sp, $t0``, a load into $sp: $sp's new value is not its
    old one plus a constant)."""
    return bool(int_regs(ins)[1] >> sp & 1) and sp_step(ins, sp) is None
