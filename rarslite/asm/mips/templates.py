"""MARS 4.5's instruction templates (mars-reference §4): per mnemonic its basic forms and
pseudo-instruction rows in MARS's order, the operand kinds each expects, and the check that
picks the first one a statement's tokens fit (with MARS's messages when none does)."""

from __future__ import annotations

from dataclasses import dataclass

from rarslite.asm.mips.lexer import Tok, tokenize
from rarslite.isa.mips.literals import fits
from rarslite.isa.mips.pseudo import PSEUDO_ROWS
from rarslite.isa.mips.table import FP_REG_SLOTS, SPECS_BY_OP, Spec


@dataclass(frozen=True)
class Template:
    op: str
    example: str
    slots: tuple[tuple[str, str], ...]  # (kind, int class) per operand token
    spec: Spec | None = None  # basic instruction
    expansion: str = ""  # pseudo


def _slots(example: str) -> tuple[tuple[str, str], ...]:
    toks, _ = tokenize(example)
    out = []
    for t in toks[1:]:
        kind = "label" if t.kind in ("ident", "op") else t.kind
        out.append((kind, t.cls))
    return tuple(out)


def _fp_double(op: str, slot: str) -> bool:
    """Is FP operand ``slot`` of ``op`` a double (names MARS's usage examples use)?"""
    if op in ("ldc1", "sdc1"):
        return True
    parts = op.split(".")
    if op.startswith("cvt."):
        return parts[1 if slot == "fd" else 2] == "d"
    if len(parts) == 3 and parts[1] == "w":  # round.w.d: word result, double source
        return slot != "fd" and parts[2] == "d"
    return parts[-1] == "d"


def _basic_example(s: Spec) -> str:
    """MARS's usage text of a basic form (quoted in its "Expected:" messages)."""
    has_double = any(_fp_double(s.op, x) for x in s.operands if x in FP_REG_SLOTS)
    singles = iter(
        ("$f1",)
        if has_double or s.op in ("lwc1", "swc1", "mfc1", "mtc1")
        else ("$f0", "$f1", "$f3")
    )
    doubles = iter(("$f2", "$f4", "$f6"))
    fixed = {
        "c0": "$8",
        "sa": "10",
        "simm": "-100",
        "uimm": "100",
        "code": "100",
        "cc": "1",
        "bcc": "1",
        "br": "label",
        "jt": "target",
    }
    parts = []
    for pos, slot in enumerate(s.operands, 1):
        if slot == "off":
            parts.append("-100($t2)")
        elif slot in ("rd", "rs", "rt"):
            parts.append(f"$t{pos}")
        elif slot in FP_REG_SLOTS:
            parts.append(next(doubles) if _fp_double(s.op, slot) else next(singles))
        else:
            parts.append(fixed[slot])
    return f"{s.op} {','.join(parts)}" if parts else s.op


class _Templates(dict):
    """Per mnemonic, its templates in MARS's order (basic forms, then pseudo-op rows), each
    built the first time a program uses the mnemonic (building all ~540 costs a run's
    start-up 12 ms)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, list[tuple[str, str]]] = {}
        for example, expansion in PSEUDO_ROWS:
            self.rows.setdefault(example.split()[0], []).append((example, expansion))

    def __missing__(self, op: str) -> list[Template]:
        out = []
        for s in SPECS_BY_OP.get(op, ()):
            ex = _basic_example(s)
            out.append(Template(op, ex, _slots(ex), s))
        for example, expansion in self.rows.get(op, ()):
            out.append(Template(op, example, _slots(example), None, expansion))
        if not out:
            raise KeyError(op)
        self[op] = out
        return out


TEMPLATES = _Templates()


def check(toks: list[Tok], t: Template) -> tuple[Tok, str] | None:
    """Where a statement's tokens do not fit template ``t`` (token, MARS's message), or None."""
    ops = toks[1:]
    if len(ops) != len(t.slots):
        return toks[0], f"Too few or incorrectly formatted operands. Expected: {t.example}"
    for tok, (kind, cls) in zip(ops, t.slots, strict=True):
        if kind == "label":
            ok = tok.kind in ("ident", "op")
        elif kind == "int":
            if tok.kind != "int":
                return tok, "operand is of incorrect type"
            if not fits(cls, tok.value):
                return tok, "operand is out of range"
            ok = True
        else:
            ok = tok.kind == kind
        if not ok:
            return tok, "operand is of incorrect type"
    return None
