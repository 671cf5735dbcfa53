"""Operand templates of basic and pseudo instructions, and RARS's operand matching (§9.2).

A template is the token list of RARS's example usage (``add t1,t2,t3``), classified like
source tokens. A source statement is checked against the templates of its mnemonic: first
the basic form, then the pseudo forms in table order; the first that matches is used. If
none does, the messages are those of the first template.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rarslite.asm import lexer as L
from rarslite.isa.literals import S12, U20, class_error
from rarslite.isa.pseudo import PSEUDO_ROWS
from rarslite.isa.table import SPECS, Spec

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


def _slots(example: str) -> tuple[tuple[str, str], ...]:
    toks = L.tokenize_line(example, [], False)
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


def _build() -> dict[str, list[Template]]:
    table: dict[str, list[Template]] = {}
    for s in SPECS:
        table.setdefault(s.op, []).append(Template(s.op, _slots(s.example), s.example, s))
    for usage, expansion in PSEUDO_ROWS:
        op = usage.split()[0]
        t = Template(op, _slots(usage), usage, None, _parse_expansion(expansion))
        table.setdefault(op, []).append(t)
    return table


TEMPLATES: dict[str, list[Template]] = _build()

_REG_TYPES = (L.REGISTER_NAME, L.REGISTER_NUMBER)


def check(tokens: list[L.Token], t: Template) -> tuple[L.Token, str] | None:
    """None if the statement ``tokens`` (operator first) fits template ``t``, else the
    offending token and RARS's message."""
    n, need = len(tokens) - 1, len(t.slots)
    if n != need:
        word = "few" if n < need else "many"
        return tokens[0], f"Too {word} or incorrectly formatted operands. Expected: {t.example}"
    for tok, (stype, scls) in zip(tokens[1:], t.slots, strict=True):
        ctype = tok.type
        if stype == L.IDENTIFIER and ctype == L.OPERATOR:
            continue  # a mnemonic may be used as a label
        if stype in _REG_TYPES and ctype in _REG_TYPES:
            continue
        if stype == L.CSR_NAME and (
            ctype == L.CSR_NAME or (ctype == L.INTEGER and tok.cls in ("U5", "U6", "S12", "U12"))
        ):
            continue
        if stype == L.INTEGER and ctype == L.INTEGER:
            msg = class_error(scls, tok.cls)
            if msg is None:
                continue
            return tok, msg
        if ctype == RELOC and stype == L.INTEGER and scls in (S12, U20):
            if (tok.cls == S12) == (scls == S12):
                continue
        if stype == ctype and stype != L.INTEGER:
            continue
        return tok, "operand is of incorrect type"
    return None


def best_match(tokens: list[L.Token], cands: list[Template]) -> Template:
    """RARS's choice: the first template that fits, else the first one."""
    if len(cands) > 1:
        for t in cands:
            if check(tokens, t) is None:
                return t
    return cands[0]
