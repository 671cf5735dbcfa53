"""MARS 4.5's tokens of one source line (mars-reference §5.1): the token kinds the assembler
and its templates match, with MARS's columns and its lexical errors."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rarslite.asm.escapes import STR_ESC as _ESC  # MARS's string escapes are RARS's
from rarslite.isa.mips.directives import DIRECTIVE_ROWS
from rarslite.isa.mips.literals import int_class, parse_int
from rarslite.isa.mips.pseudo import PSEUDO_MNEMONICS
from rarslite.isa.mips.registers import fp_register, int_register
from rarslite.isa.mips.table import MNEMONICS

DIRECTIVES = frozenset(d.name for d in DIRECTIVE_ROWS)
_REAL = re.compile(r"[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)\Z")


@dataclass
class Tok:
    kind: str  # reg freg int real str ident op dir ( ) : + - err
    text: str
    col: int  # 1-based, as MARS reports it
    value: int = 0

    @property
    def cls(self) -> str:
        return int_class(self.value) if self.kind == "int" else ""


def _classify(text: str, col: int) -> Tok:
    if text in "():+-" and len(text) == 1:
        return Tok(text, text, col)
    if text[0] == '"':
        return Tok("str", text, col)
    if text[0] == "$":
        r = int_register(text)
        if r is not None:
            return Tok("reg", text, col, r)
        f = fp_register(text)
        if f is not None:
            return Tok("freg", text, col, f)
    v = parse_int(text)
    if v is not None:
        return Tok("int", text, col, v)
    if _REAL.match(text):
        return Tok("real", text, col)
    low = text.lower()
    if text[0] == "." and low in DIRECTIVES:
        return Tok("dir", text, col)
    if low in MNEMONICS or low in PSEUDO_MNEMONICS:
        return Tok("op", text, col)
    if re.match(r"[A-Za-z_.$][\w.$]*\Z", text):
        return Tok("ident", text, col)
    if text[0] == "%" and len(text) > 1:
        return Tok("ident", text, col)
    return Tok("err", text, col)


def _char_value(lit: str) -> int | None:
    body = lit[1:-1]
    if len(body) == 1 and body != "\\":
        return ord(body)
    if len(body) == 2 and body[0] == "\\" and body[1] in _ESC:
        return ord(_ESC[body[1]])
    if len(body) == 4 and body[0] == "\\" and all(c in "01234567" for c in body[1:]):
        return int(body[1:], 8)
    return None


def tokenize(line: str) -> tuple[list[Tok], str | None]:
    """MARS's tokens of one line, and the first lexical error (``column:text``) if any."""
    toks: list[Tok] = []
    i, n = 0, len(line)
    buf, start = "", 0

    def flush() -> None:
        nonlocal buf
        if buf:
            toks.append(_classify(buf, start + 1))
            buf = ""

    while i < n:
        c = line[i]
        if c == "#":
            break
        if c in " \t,\r":
            flush()
        elif c in "():":
            flush()
            toks.append(Tok(c, c, i + 1))
        elif c == '"':
            flush()
            j = i + 1
            while j < n and not (line[j] == '"' and line[j - 1] != "\\"):
                j += 1
            toks.append(Tok("str", line[i : j + 1], i + 1))
            i = j
        elif c == "'":
            flush()
            j = (
                line.find("'", i + 2)
                if i + 1 < n and line[i + 1] == "\\"
                else line.find("'", i + 1)
            )
            if i + 1 < n and line[i + 1] == "\\" and i + 2 < n and line[i + 2] == "'":
                j = line.find("'", i + 3)
            v = _char_value(line[i : j + 1]) if j > i else None
            if v is None:
                bad = re.match(r"[^\s,]*", line[i:])
                return toks, f"{i + 1}:{bad[0] if bad else line[i:]}"
            toks.append(Tok("int", str(v), i + 1, v))  # MARS names it by its value
            i = j
        elif c in "+-" and re.match(r"[+-]?(\d+\.?\d*|\.\d+)[eE]\Z", buf):
            buf += c  # the sign of a real's exponent
        elif c in "+-":
            flush()
            prev = toks[-1] if toks else None
            nxt = line[i + 1] if i + 1 < n else ""
            if nxt.isdigit() and not (prev and prev.kind == "ident"):
                buf, start = c, i
            else:
                toks.append(Tok(c, c, i + 1))
        else:
            if not buf:
                start = i
            buf += c
        i += 1
    flush()
    return toks, None
