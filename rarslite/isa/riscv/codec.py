"""Encoder, decoder and disassembler, all driven by the rows of `rarslite.isa.riscv.table`."""

from __future__ import annotations

from rarslite.isa.riscv.instr import Instr
from rarslite.isa.riscv.literals import hex8, listing_int
from rarslite.isa.riscv.registers import RM_NAMES
from rarslite.isa.riscv.table import (
    FP_REG_SLOTS,
    INT_REG_SLOTS,
    SPEC_BY_OP_BY_XLEN,
    SPECS_BY_XLEN,
    Spec,
)

# slot kind -> Instr attribute holding its value
_ATTR = {
    "rd": "rd", "fd": "rd", "rs1": "rs1", "fs1": "rs1", "rs2": "rs2", "fs2": "rs2",
    "fs3": "rs3", "imm": "imm", "simm": "imm", "boff": "imm", "joff": "imm", "upper": "imm",
    "shamt": "imm", "shamt6": "imm", "zimm": "imm", "csr": "csr", "rm": "rm",
}  # fmt: skip

# per mode (xlen 32 or 64): opcode -> the rows with that opcode
_BY_OPCODE: dict[int, dict[int, tuple[Spec, ...]]] = {}
for _n, _rows in SPECS_BY_XLEN.items():
    _by: dict[int, tuple[Spec, ...]] = {}
    for _s in _rows:
        _by[_s.opcode] = _by.get(_s.opcode, ()) + (_s,)
    _BY_OPCODE[_n] = _by


def spec(op: str, xlen: int = 32) -> Spec:
    """The table row of basic mnemonic ``op`` in mode ``xlen`` (KeyError if unknown)."""
    return SPEC_BY_OP_BY_XLEN[xlen][op]


def _sx(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def encode_field(slot: str, v: int) -> int:
    """Bits of operand value ``v`` placed where slot kind ``slot`` lives in the word."""
    if slot in ("rd", "fd"):
        return (v & 0x1F) << 7
    if slot in ("rs1", "fs1", "zimm"):
        return (v & 0x1F) << 15
    if slot in ("rs2", "fs2", "shamt"):
        return (v & 0x1F) << 20
    if slot == "shamt6":
        return (v & 0x3F) << 20
    if slot == "fs3":
        return (v & 0x1F) << 27
    if slot == "rm":
        return (v & 7) << 12
    if slot in ("imm", "csr"):
        return (v & 0xFFF) << 20
    if slot == "simm":
        return ((v >> 5) & 0x7F) << 25 | (v & 0x1F) << 7
    if slot == "boff":
        return (
            ((v >> 12) & 1) << 31
            | ((v >> 5) & 0x3F) << 25
            | ((v >> 1) & 0xF) << 8
            | ((v >> 11) & 1) << 7
        )
    if slot == "joff":
        return (
            ((v >> 20) & 1) << 31
            | ((v >> 1) & 0x3FF) << 21
            | ((v >> 11) & 1) << 20
            | ((v >> 12) & 0xFF) << 12
        )
    if slot == "upper":
        return (v & 0xFFFFF) << 12
    return 0


def _decode_field(slot: str, w: int) -> int:
    if slot in ("rd", "fd"):
        return (w >> 7) & 0x1F
    if slot in ("rs1", "fs1", "zimm"):
        return (w >> 15) & 0x1F
    if slot in ("rs2", "fs2", "shamt"):
        return (w >> 20) & 0x1F
    if slot == "shamt6":
        return (w >> 20) & 0x3F
    if slot == "fs3":
        return w >> 27
    if slot == "rm":
        return (w >> 12) & 7
    if slot == "imm":
        return _sx(w >> 20, 12)
    if slot == "csr":
        return w >> 20
    if slot == "simm":
        return _sx(((w >> 25) << 5) | ((w >> 7) & 0x1F), 12)
    if slot == "boff":
        v = ((w >> 31) << 12) | (((w >> 7) & 1) << 11) | (((w >> 25) & 0x3F) << 5)
        return _sx(v | (((w >> 8) & 0xF) << 1), 13)
    if slot == "joff":
        v = ((w >> 31) << 20) | (((w >> 12) & 0xFF) << 12) | (((w >> 20) & 1) << 11)
        return _sx(v | (((w >> 21) & 0x3FF) << 1), 21)
    if slot == "upper":
        return w >> 12
    return 0


def encode(instr: Instr, xlen: int = 32) -> int:
    """The 32-bit word of a basic instruction (wide CSR immediates keep only 5 bits)."""
    s = SPEC_BY_OP_BY_XLEN[xlen][instr.op]
    word = s.match
    for slot in s.operands:
        if slot in ("pred", "succ", "(", ")"):
            continue
        word |= encode_field(slot, getattr(instr, _ATTR[slot]))
    if s.fmt == "FENCE":
        word |= ((instr.imm >> 4) & 0xF) << 24 | (instr.imm & 0xF) << 20
    return word


def decode(word: int, xlen: int = 32) -> Instr | None:
    """The instruction a word encodes in mode ``xlen``, or None if it is no RV32IMFD (or
    RV64IMFD)/Zicsr/uret/wfi word."""
    word &= 0xFFFFFFFF
    for s in _BY_OPCODE[xlen].get(word & 0x7F, ()):
        if word & s.mask == s.match:
            vals = {"op": s.op}
            for slot in s.operands:
                attr = _ATTR.get(slot)
                if attr is not None:
                    vals[attr] = _decode_field(slot, word)
            if s.fmt == "FENCE":
                vals["imm"] = (word >> 20) & 0xFF
            return Instr(**vals)
    return None


def render(s: Spec, texts: list[str]) -> str:
    """Join operand texts as RARS's basic statement does: commas except around parentheses."""
    if not texts:
        return s.op
    out = [s.op, " "]
    slots = s.operands
    for i, t in enumerate(texts):
        out.append(t)
        if i + 1 < len(texts) and slots[i] not in "()" and slots[i + 1] not in "()":
            out.append(",")
    return "".join(out)


def operand_text(slot: str, instr: Instr) -> str:
    """One operand of ``instr`` as RARS's listing shows it."""
    if slot in INT_REG_SLOTS:
        return f"x{getattr(instr, _ATTR[slot])}"
    if slot in FP_REG_SLOTS:
        return f"f{getattr(instr, _ATTR[slot])}"
    if slot in ("boff", "joff"):
        return hex8(instr.imm)
    if slot == "rm":
        return RM_NAMES.get(instr.rm, str(instr.rm))
    if slot == "csr":
        return listing_int(instr.csr)
    if slot == "pred":
        return listing_int((instr.imm >> 4) & 0xF)
    if slot == "succ":
        return listing_int(instr.imm & 0xF)
    if slot in "()":
        return slot
    return listing_int(instr.imm)


def disassemble(instr: Instr, xlen: int = 32) -> str:
    """RARS's "Basic" listing text, e.g. ``addi x5,x0,0x00000064`` or ``lw x5,4(x2)``."""
    s = SPEC_BY_OP_BY_XLEN[xlen][instr.op]
    return render(s, [operand_text(slot, instr) for slot in s.operands])
