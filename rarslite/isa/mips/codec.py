"""Encoder, decoder and disassembler of MIPS32 words, all driven by `rarslite.isa.mips.table`."""

from __future__ import annotations

from dataclasses import dataclass

from rarslite.isa.mips.table import FP_REG_SLOTS, SPECS, SPECS_BY_OP, Spec


@dataclass(frozen=True, slots=True)
class MipsInstr:
    """A decoded MIPS instruction: the raw fields, named as in the MIPS manuals.

    FP operands live in the fields they occupy: fd = ``sa``, fs = ``rd``, ft = ``rt``.
    ``imm`` is signed for simm/off/br, unsigned for uimm, the 26-bit index for jumps and
    the code for ``break``.
    """

    op: str
    rs: int = 0
    rt: int = 0
    rd: int = 0
    sa: int = 0
    imm: int = 0
    cc: int = 0
    spec: Spec | None = None


_FIELD = {
    "rd": "rd",
    "c0": "rd",
    "fs": "rd",
    "rs": "rs",
    "rt": "rt",
    "ft": "rt",
    "fd": "sa",
    "sa": "sa",
    "simm": "imm",
    "uimm": "imm",
    "off": "imm",
    "br": "imm",
    "jt": "imm",
    "code": "imm",
    "cc": "cc",
    "bcc": "cc",
}
_SHIFT = {
    "rd": 11,
    "c0": 11,
    "fs": 11,
    "rs": 21,
    "rt": 16,
    "ft": 16,
    "fd": 6,
    "sa": 6,
    "simm": 0,
    "uimm": 0,
    "off": 0,
    "br": 0,
    "jt": 0,
    "code": 6,
    "cc": 8,
    "bcc": 18,
}
_WIDTH = {"simm": 16, "uimm": 16, "off": 16, "br": 16, "jt": 26, "code": 20, "cc": 3, "bcc": 3}
_SIGNED = frozenset({"simm", "off", "br"})


def field_of(slot: str) -> str:
    """The ``MipsInstr`` attribute holding the value of operand slot ``slot``."""
    return _FIELD[slot]


def encode(instr: MipsInstr) -> int:
    """The 32-bit word of ``instr`` (its spec picks the form; else the first of its op)."""
    s = instr.spec or SPECS_BY_OP[instr.op][0]
    word = s.match
    for slot in s.operands:
        v = getattr(instr, _FIELD[slot])
        word |= (v & ((1 << _WIDTH.get(slot, 5)) - 1)) << _SHIFT[slot]
        if slot == "off":
            word |= (instr.rs & 0x1F) << 21
    return word


def _extract(slot: str, word: int) -> int:
    v = (word >> _SHIFT[slot]) & ((1 << _WIDTH.get(slot, 5)) - 1)
    if slot in _SIGNED and v & 0x8000:
        v -= 0x10000
    return v


# decode candidates, most operands first so that `bc1t 1,label` wins over `bc1t label`
_ORDER = sorted(SPECS, key=lambda s: (s.op != "nop", -len(s.operands)))


def decode(word: int) -> MipsInstr | None:
    """The instruction encoded by ``word``, or None if MARS knows none."""
    word &= 0xFFFFFFFF
    for s in _ORDER:
        if word & s.mask == s.match:
            vals = {"rs": 0, "rt": 0, "rd": 0, "sa": 0, "imm": 0, "cc": 0}
            for slot in s.operands:
                vals[_FIELD[slot]] = _extract(slot, word)
                if slot == "off":
                    vals["rs"] = (word >> 21) & 0x1F
            return MipsInstr(s.op, spec=s, **vals)
    return None


def disassemble(instr: MipsInstr, pc: int = 0, typed: list[str] | None = None) -> str:
    """MARS's basic form (``addiu $8,$0,0x00000005``): integer registers by number (or as
    ``typed``, the source texts of the register operands in order, when written as numbers),
    every immediate, branch offset (in words) and jump address as hex8."""
    s = instr.spec or SPECS_BY_OP[instr.op][0]
    parts = []
    names = iter(typed or ())
    for slot in s.operands:
        v = getattr(instr, _FIELD[slot])
        if slot in ("rd", "rs", "rt", "c0"):
            parts.append(next(names, None) or f"${v}")
        elif slot in FP_REG_SLOTS:
            parts.append(f"$f{v}")
        elif slot == "off":
            parts.append(f"0x{v & 0xFFFFFFFF:08x}({next(names, None) or f'${instr.rs}'})")
        elif slot == "jt":
            parts.append(f"0x{((pc + 4) & 0xF0000000) | v << 2:08x}")
        else:
            parts.append(f"0x{v & 0xFFFFFFFF:08x}")
    return instr.op + (" " + ",".join(parts) if parts else "")
