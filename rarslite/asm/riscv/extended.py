"""rarslite's extended dialect: conveniences RARS rejects, applied only where RARS fails.

``sym+k`` operands and ``%hi``/``%lo``/``%pcrel_hi``/``%pcrel_lo`` are folded into single
tokens before matching; the GNU operand order of ``csrw/csrs/csrc`` and ``add rd, rs, imm``
are tried only when no RARS template fits, so a valid RARS line never changes meaning.
"""

from __future__ import annotations

from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.templates import RELOC, TEMPLATES_BY_XLEN, Template, best_match, check
from rarslite.isa.riscv.literals import S12, U20

IMM_OPS = {
    "add": "addi",
    "and": "andi",
    "or": "ori",
    "xor": "xori",
    "slt": "slti",
    "sltu": "sltiu",
    "sll": "slli",
    "srl": "srli",
    "sra": "srai",
}


def fold_extended(tokens: list[L.Token]) -> list[L.Token]:
    """Extended dialect: ``sym+k``/``sym-k`` become one label token with an offset, and
    ``%hi(x)``/``%lo(x)``/``%pcrel_hi(x)``/``%pcrel_lo(x)`` one RELOC token."""
    out: list[L.Token] = []
    i = 0
    n = len(tokens)
    while i < n:
        t = tokens[i]
        if (
            t.type == L.IDENTIFIER
            and i + 2 < n
            and tokens[i + 1].type in (L.PLUS, L.MINUS)
            and tokens[i + 2].type == L.INTEGER
            and tokens[i + 2].cls != "S64"
        ):
            off = tokens[i + 2].ival
            off = -off if tokens[i + 1].type == L.MINUS else off
            out.append(L.Token(L.IDENTIFIER, t.value, t.col, off))
            i += 3
            continue
        if (  # a mnemonic used as a label: its sign stays on the number (add+4 -> add, +4)
            i > 0
            and t.type == L.OPERATOR
            and i + 1 < n
            and tokens[i + 1].type == L.INTEGER
            and tokens[i + 1].value[:1] in "+-"
            and tokens[i + 1].cls != "S64"
        ):
            out.append(L.Token(L.IDENTIFIER, t.value, t.col, tokens[i + 1].ival))
            i += 2
            continue
        if (
            i > 0
            and t.type in (L.HI, L.LO, L.PCREL_HI, L.PCREL_LO)
            and i + 3 < n
            and tokens[i + 1].type == L.LEFT_PAREN
            and tokens[i + 3].type == L.RIGHT_PAREN
            and tokens[i + 2].type in (L.IDENTIFIER, L.OPERATOR)
        ):
            kind = t.value[1:]
            cls = U20 if kind.endswith("hi") else S12
            sym = tokens[i + 2]
            out.append(L.Token(RELOC, sym.value, t.col, sym.ival, cls, kind))
            i += 4
            continue
        out.append(t)
        i += 1
    return out


def extended_alternative(tokens: list[L.Token],
                         xlen: int = 32) -> tuple[list[L.Token], Template] | None:  # fmt: skip
    """Extended dialect fallbacks for a statement RARS would reject."""
    op = tokens[0].value.lower()
    templates = TEMPLATES_BY_XLEN[xlen]
    if op in ("csrw", "csrs", "csrc") and len(tokens) == 3:
        swapped = [tokens[0], tokens[2], tokens[1]]
        t = best_match(swapped, templates[op])
        if check(swapped, t) is None:
            return swapped, t
    if op in IMM_OPS and len(tokens) == 4 and tokens[3].type in (L.INTEGER, RELOC):
        iop = IMM_OPS[op]
        renamed = [L.Token(L.OPERATOR, iop, tokens[0].col)] + tokens[1:]
        t = best_match(renamed, templates[iop])
        if check(renamed, t) is None:
            return renamed, t
    return None
