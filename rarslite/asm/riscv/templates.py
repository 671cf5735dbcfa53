"""Operand templates of basic and pseudo instructions, and RARS's operand matching (§9.2).

A template is the token list of RARS's example usage (``add t1,t2,t3``), classified like
source tokens. A source statement is checked against the templates of its mnemonic: first
the basic form, then the pseudo forms in table order; the first that matches is used. If
none does, the messages are those of the first template.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rarslite.asm.riscv import lexer as L
from rarslite.isa.riscv.literals import S12, U20, class_error
from rarslite.isa.riscv.pseudo import PSEUDO_ROWS_BY_XLEN, quoted_example
from rarslite.isa.riscv.table import SPECS_BY_XLEN, Spec

RELOC = "RELOC"  # extended dialect: a %hi/%lo/%pcrel_hi/%pcrel_lo(sym) operand folded to one


@dataclass(frozen=True, slots=True)
class Template:
    op: str
    slots: tuple[tuple[str, str], ...]  # (token type, integer class or "") per operand token
    example: str
    spec: Spec | None  # the basic instruction, or None for a pseudo-op
    expansion: tuple[tuple[str, tuple[str, ...]], ...] = ()  # pseudo: (op, operand exprs)

    @property
    def length(self) -> int:
        return 1 if self.spec else len(self.expansion)


def _slots(example: str, xlen: int = 32) -> tuple[tuple[str, str], ...]:
    toks = L.tokenize_line(example, [], False, xlen)
    return tuple((t.type, t.cls) for t in toks[1:])


_EXPR = re.compile(r"([^()\s]+)\(([^()\s]+)\)\Z")


def _parse_expansion(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    out = []
    for part in text.split(";"):
        words = part.split()
        ops: list[str] = []
        for w in words[1:]:
            m = _EXPR.match(w)
            if m:
                ops += [m.group(1), "(", m.group(2), ")"]
            else:
                ops.append(w)
        out.append((words[0], tuple(ops)))
    return tuple(out)


def _build(xlen: int) -> dict[str, list[Template]]:
    table: dict[str, list[Template]] = {}
    for s in SPECS_BY_XLEN[xlen]:
        table.setdefault(s.op, []).append(Template(s.op, _slots(s.example, xlen), s.example, s))
    for usage, expansion, _ in PSEUDO_ROWS_BY_XLEN[xlen]:
        op = usage.split()[0]
        first = op not in table
        example = quoted_example(op, usage) if first else usage
        t = Template(op, _slots(usage, xlen), example, None, _parse_expansion(expansion))
        table.setdefault(op, []).append(t)
    return table


#: mnemonic -> its templates, per mode (RARS's 32 and 64-bit instruction sets)
TEMPLATES_BY_XLEN: dict[int, dict[str, list[Template]]] = {n: _build(n) for n in (32, 64)}
TEMPLATES: dict[str, list[Template]] = TEMPLATES_BY_XLEN[32]

_REG_TYPES = (L.REGISTER_NAME, L.REGISTER_NUMBER)


_WANT = {
    L.REGISTER_NAME: "an integer register (x0-x31, zero, ra, sp, t0, a0 ...)",
    L.FP_REGISTER_NAME: "a floating-point register (f0-f31, ft0, fa0, fs0 ...)",
    L.CSR_NAME: "a CSR name (ustatus, uie, utvec, uscratch, uepc, ucause ...) or number",
    L.IDENTIFIER: "a label",
    L.ROUNDING_MODE: "a rounding mode (rne, rtz, rdn, rup, rmm or dyn)",
    L.LEFT_PAREN: "'(' as in 8(sp)",
    L.RIGHT_PAREN: "')' as in 8(sp)",
}
_RANGE = {
    "U5": "0..31",
    "U6": "0..64",
    "S12": "-2048..2047",
    "U20": "0..1048575 (0xfffff)",
    "S32": "a 32-bit value",
}


_STORES = ("sw", "sh", "sb", "fsw", "fsd", "flw", "fld")


def hint(tokens: list[L.Token], t: Template) -> str:
    """Plain words for why ``tokens`` do not fit ``t`` (empty if nothing useful to add)."""
    op = tokens[0].value.lower()
    ops = tokens[1:]
    if op in _STORES and len(ops) == 2 and ops[1].type in (L.IDENTIFIER, L.OPERATOR):
        return f"with a label, {op} needs a temporary register: {op} {ops[0].value}, label, t1"
    if op in ("csrw", "csrs", "csrc") and ops and ops[0].type == L.CSR_NAME:
        return f"RARS wants the register first: {op} REGISTER, {ops[0].value}"
    if any(tok.type == L.COLON for tok in ops):
        return "only one label may start a line"
    for tok in ops:
        if tok.type == L.IDENTIFIER and tok.value[:1] in "xf" and tok.value[1:].isdigit():
            return "there are 32 registers of each kind: x0..x31 and f0..f31"
    if len(ops) != len(t.slots):
        return ""  # RARS's message already shows an example
    for tok, (stype, scls) in zip(ops, t.slots, strict=True):
        if check_one(tok, stype, scls) is None:
            continue
        if stype == L.IDENTIFIER and tok.type == L.INTEGER:
            return "branch and jump targets must be labels, not numbers"
        if stype == L.INTEGER:
            if tok.type == L.INTEGER and tok.cls == "S64":
                return "a 64-bit value: only RARS's 64-bit mode takes it (rars ... rv64, --rv64)"
            if tok.type == L.INTEGER:
                return f"this operand must be in the range {_RANGE.get(scls, scls)}"
            return f"this operand must be a number in the range {_RANGE.get(scls, scls)}"
        want = _WANT.get(stype, "")
        return f"expected {want} here" if want else ""
    return ""


def check_one(tok: L.Token, stype: str, scls: str) -> str | None:
    """RARS's message when token ``tok`` is given where the template has (stype, scls)."""
    ctype = tok.type
    if stype == L.IDENTIFIER and ctype == L.OPERATOR:
        return None
    if stype in _REG_TYPES and ctype in _REG_TYPES:
        return None
    if stype == L.CSR_NAME and (
        ctype == L.CSR_NAME or (ctype == L.INTEGER and tok.cls in ("U5", "U6", "S12", "U12"))
    ):
        return None
    if stype == L.INTEGER and ctype == L.INTEGER:
        return class_error(scls, tok.cls)
    if ctype == RELOC and stype == L.INTEGER and scls in (S12, U20):
        if (tok.cls == S12) == (scls == S12):
            return None
    if stype == ctype and stype != L.INTEGER:
        return None
    return "operand is of incorrect type"


def check(tokens: list[L.Token], t: Template) -> tuple[L.Token, str] | None:
    """None if the statement ``tokens`` (operator first) fits template ``t``, else the
    offending token and RARS's message."""
    n, need = len(tokens) - 1, len(t.slots)
    if n != need:
        word = "few" if n < need else "many"
        return tokens[0], f"Too {word} or incorrectly formatted operands. Expected: {t.example}"
    for tok, (stype, scls) in zip(tokens[1:], t.slots, strict=True):
        msg = check_one(tok, stype, scls)
        if msg is not None:
            return tok, msg
    return None


def best_match(tokens: list[L.Token], cands: list[Template]) -> Template:
    """RARS's choice: the first template that fits, else the first one."""
    if len(cands) > 1:
        for t in cands:
            if check(tokens, t) is None:
                return t
    return cands[0]
