"""Line tokenizer reproducing RARS 1.6's lexical rules (rars-reference §9.1).

Space, tab and comma separate tokens; ``( ) :`` are tokens of their own; ``#`` starts a
comment; ``+``/``-`` belong to a following number unless the previous token is an
identifier; a string ends at the first ``"`` not preceded by a backslash; character
literals become integers. Every token is classified once, the way RARS does (register,
CSR, integer of a class, real, directive, operator, identifier ...).

Extended dialect (never changes the meaning of a line RARS accepts): ``0b`` literals, and
the ``e+digit`` exponent rule applies only to tokens that look like numbers, so ``here+4``
splits into ``here`` ``+`` ``4`` for the assembler to fold into a label offset.
"""

from __future__ import annotations

import re

from rarslite.isa.riscv import DIRECTIVES as DIRECTIVE_NAMES
from rarslite.isa.riscv.csrs import CSRS
from rarslite.isa.riscv.literals import S64, int_class, parse_int, parse_long
from rarslite.isa.riscv.pseudo import PSEUDO_MNEMONICS_BY_XLEN
from rarslite.isa.riscv.registers import FP_REGISTERS, ROUNDING_MODES, int_register
from rarslite.isa.riscv.table import MNEMONICS_BY_XLEN

# Token types (RARS's names)
COMMENT = "COMMENT"
DIRECTIVE = "DIRECTIVE"
OPERATOR = "OPERATOR"
REGISTER_NAME = "REGISTER_NAME"
REGISTER_NUMBER = "REGISTER_NUMBER"
FP_REGISTER_NAME = "FP_REGISTER_NAME"
CSR_NAME = "CSR_NAME"
ROUNDING_MODE = "ROUNDING_MODE"
IDENTIFIER = "IDENTIFIER"
LEFT_PAREN = "LEFT_PAREN"
RIGHT_PAREN = "RIGHT_PAREN"
INTEGER = "INTEGER"  # the class (U5 .. S32, S64) is in Token.cls
REAL_NUMBER = "REAL_NUMBER"
QUOTED_STRING = "QUOTED_STRING"
PLUS = "PLUS"
MINUS = "MINUS"
COLON = "COLON"
ERROR = "ERROR"
MACRO_PARAMETER = "MACRO_PARAMETER"
HI = "HI"
LO = "LO"
TAG = "TAG"
# extended dialect only
PCREL_HI = "PCREL_HI"
PCREL_LO = "PCREL_LO"

_ESCAPES = {"n": 10, "t": 9, "b": 8, "r": 13, "f": 12, "0": 0, "\\": 92, "'": 39, '"': 34}

_JAVA_DOUBLE = re.compile(
    r"[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)[fFdD]?"
    r"|0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?\d+[fFdD]?)\Z"
)


def java_double(s: str) -> float | None:
    """Java's ``Double.parseDouble`` (without surrounding blanks), else None."""
    s = s.strip(" \t\n\r\f\v\x00")
    if not _JAVA_DOUBLE.match(s):
        return None
    body = s.rstrip("fFdD") if not s.endswith(("NaN", "Infinity")) else s
    if "x" in body or "X" in body:
        try:
            return float.fromhex(body)
        except (ValueError, OverflowError):
            return None
    try:
        return float(body)
    except ValueError:
        return None


def _is_identifier(v: str) -> bool:
    c = v[0]
    if not (c.isalpha() or c in "_.$"):
        return False
    return all(ch.isalnum() or ch in "_.$" for ch in v[1:])


class Token:
    """One token: ``type``, source text ``value``, 1-based column ``col``, and for
    integers the value ``ival`` and class ``cls``."""

    __slots__ = ("type", "value", "col", "ival", "cls", "aux")

    def __init__(
        self, type_: str, value: str, col: int, ival: int = 0, cls: str = "", aux: str = ""
    ) -> None:
        self.type = type_
        self.value = value
        self.col = col
        self.ival = ival  # integer value; register number; label offset (extended dialect)
        self.cls = cls
        self.aux = aux  # extended dialect: relocation kind of a folded %hi(...) operand

    def __repr__(self) -> str:
        return f"Token({self.type},{self.value!r},{self.col})"


_CACHE: dict[tuple[str, bool, int], tuple[str, int, str]] = {}


def classify(value: str, extended: bool = False, xlen: int = 32) -> Token:
    """A token for ``value`` (column 0), typed the way RARS's TokenTypes.matchTokenType does
    (``xlen``: RARS's 64-bit mode knows more operators, e.g. ``ld``)."""
    hit = _CACHE.get((value, extended, xlen))
    if hit is not None:
        return Token(hit[0], value, 0, hit[1], hit[2])
    tok = _classify(value, extended, xlen)
    if len(_CACHE) < 100_000:
        _CACHE[(value, extended, xlen)] = (tok.type, tok.ival, tok.cls)
    return tok


def _classify(value: str, extended: bool, xlen: int = 32) -> Token:
    c0 = value[0]
    if c0 == "'":
        return Token(ERROR, value, 0)
    if c0 == "#":
        return Token(COMMENT, value, 0)
    if c0 == "@":
        return Token(TAG, value, 0)
    if len(value) == 1:
        t = {"(": LEFT_PAREN, ")": RIGHT_PAREN, ":": COLON, "+": PLUS, "-": MINUS}.get(c0)
        if t:
            return Token(t, value, 0)
    if value == "%hi":
        return Token(HI, value, 0)
    if value == "%lo":
        return Token(LO, value, 0)
    if extended and value in ("%pcrel_hi", "%pcrel_lo"):
        return Token(PCREL_HI if value == "%pcrel_hi" else PCREL_LO, value, 0)
    if value in ROUNDING_MODES:
        return Token(ROUNDING_MODE, value, 0)
    if c0 == "%" and len(value) > 1:
        return Token(MACRO_PARAMETER, value, 0)
    num = int_register(value)
    if num is not None:
        return Token(REGISTER_NUMBER if c0 == "x" else REGISTER_NAME, value, 0, num)
    if value in FP_REGISTERS:
        return Token(FP_REGISTER_NAME, value, 0, FP_REGISTERS[value])
    if value in CSRS:
        return Token(CSR_NAME, value, 0, CSRS[value])
    if c0.isdigit() or c0 == "-" or c0 == "+":
        iv = parse_int(value)
        if iv is not None:
            return Token(INTEGER, value, 0, iv, int_class(iv))
        lv = parse_long(value)
        if lv is not None:
            return Token(INTEGER, value, 0, lv, S64)
        if extended:
            m = re.match(r"(-?)0[bB]([01]+)\Z", value)
            if m:
                v = int(m.group(2), 2)
                v = -v if m.group(1) else v
                if -(1 << 31) <= v < (1 << 32):
                    v = v - (1 << 32) if v >= (1 << 31) else v
                    return Token(INTEGER, value, 0, v, int_class(v))
    if value in ("Inf", "NaN"):
        return Token(REAL_NUMBER, value, 0)
    if (c0.isdigit() or c0 in ".-") and java_double(value) is not None:
        return Token(REAL_NUMBER, value, 0)
    if c0 == "." and value.lower() in DIRECTIVE_NAMES:
        return Token(DIRECTIVE, value, 0)
    if c0 == '"':
        return Token(QUOTED_STRING, value, 0)
    low = value.lower()
    if low in MNEMONICS_BY_XLEN[xlen] or low in PSEUDO_MNEMONICS_BY_XLEN[xlen]:
        return Token(OPERATOR, value, 0)
    if _is_identifier(value):
        return Token(IDENTIFIER, value, 0)
    return Token(ERROR, value, 0)


def char_literal(value: str) -> str:
    """RARS's pre-processing of a ``'c'`` token: the decimal code, or the text unchanged."""
    if len(value) < 3 or value[0] != "'" or value[-1] != "'":
        return value
    inner = value[1:-1]
    if inner[0] != "\\":
        return str(ord(inner)) if len(inner) == 1 else value
    if len(inner) == 2:
        code = _ESCAPES.get(inner[1])
        return str(code) if code is not None else value
    if len(inner) == 4 and all(c in "01234567" for c in inner[1:]):
        code = int(inner[1:], 8)
        if code <= 255:
            return str(code)
    return value


class LexError:
    """A lexical problem: column and message (the message may embed the source line)."""

    __slots__ = ("col", "message")

    def __init__(self, col: int, message: str) -> None:
        self.col = col
        self.message = message


_SIMPLE = re.compile(r"[():]|[^ \t,():]+")
_SLOW_CHARS = re.compile(r"[\"'+\-]")


def tokenize_line(line: str, errors: list[LexError], extended: bool = False,
                  xlen: int = 32) -> list[Token]:  # fmt: skip
    """Split one source line into classified tokens; lexical errors are appended to errors."""
    hash_at = line.find("#")
    code = line if hash_at < 0 else line[:hash_at]
    if not _SLOW_CHARS.search(code):  # fast path: no strings, chars or signs before a comment
        out = []
        for m in _SIMPLE.finditer(code):
            tok = classify(m.group(), extended, xlen)
            tok.col = m.start() + 1
            if tok.type == ERROR:
                errors.append(LexError(tok.col, f"{line}\nInvalid language element: {tok.value}"))
            out.append(tok)
        if hash_at >= 0:
            out.append(Token(COMMENT, line[hash_at:], hash_at + 1))
        return out
    return _tokenize_slow(line, errors, extended, xlen)


def _tokenize_slow(line: str, errors: list[LexError], extended: bool,
                   xlen: int = 32) -> list[Token]:  # fmt: skip
    out: list[Token] = []
    n = len(line)
    buf: list[str] = []
    start = 1
    in_string = False

    def emit(text: str, col: int) -> None:
        if text[0] == "'":
            text = char_literal(text)
        tok = classify(text, extended, xlen)
        tok.col = col
        if tok.type == ERROR:
            errors.append(LexError(col, f"{line}\nInvalid language element: {text}"))
        out.append(tok)

    i = 0
    while i < n:
        c = line[i]
        if in_string:
            buf.append(c)
            if c == '"' and buf[-2] != "\\":
                emit("".join(buf), start)
                buf = []
                in_string = False
        elif c == "#":
            if buf:
                emit("".join(buf), start)
            emit(line[i:], i + 1)
            buf = []
            i = n
            continue
        elif c in " \t,":
            if buf:
                emit("".join(buf), start)
                buf = []
        elif c in "+-":
            nxt_digit = i + 1 < n and line[i + 1].isdigit()
            if buf and nxt_digit and line[i - 1] in "eE" and (not extended or _numberish(buf)):
                buf.append(c)  # exponent of a real number (1.2e-5)
                i += 1
                continue
            if buf:
                emit("".join(buf), start)
                buf = []
            start = i + 1
            if line.startswith("Inf", i + 1):
                out.append(Token(REAL_NUMBER, "-Inf", start))
                i += 4
                continue
            prev_ident = bool(out) and out[-1].type == IDENTIFIER
            if prev_ident or not nxt_digit:
                emit(c, start)
            else:
                buf.append(c)
        elif c in ":()":
            if buf:
                emit("".join(buf), start)
                buf = []
            emit(c, i + 1)
        elif c == '"':
            if buf:
                emit("".join(buf), start)
            buf = [c]
            start = i + 1
            in_string = True
        elif c == "'":
            if buf:
                emit("".join(buf), start)
                buf = []
            i, text, col, done = _char_token(line, i)
            if done:
                emit(text, col)
            else:  # RARS keeps accumulating: the token will be an invalid element
                buf = list(text)
                start = col
        else:
            if not buf:
                start = i + 1
            buf.append(c)
        i += 1
    if buf:
        if in_string:
            errors.append(LexError(start, "String is not terminated."))
        emit("".join(buf), start)
    return out


def _numberish(buf: list[str]) -> bool:
    return all(ch.isdigit() or ch in ".eE+-" for ch in buf)


def _char_token(line: str, i: int) -> tuple[int, str, int, bool]:
    """Scan a character literal starting at ``line[i] == "'"`` exactly as RARS does.

    Returns the index of its last character, the token text, its column, and whether the
    token is complete (RARS otherwise keeps adding the following characters to it).
    """
    col = i + 1
    tok = ["'"]
    ahead = len(line) - i - 1
    if ahead < 2:
        return i, "'", col, False
    i += 1
    tok.append(line[i])
    if line[i] == "'":
        return i, "".join(tok), col, False
    i += 1
    tok.append(line[i])
    if (line[i] == "'" and tok[1] != "\\") or ahead == 2:
        return i, "".join(tok), col, True
    i += 1
    tok.append(line[i])
    if line[i] == "'" or ahead == 3:
        return i, "".join(tok), col, True
    if ahead >= 5:
        i += 1
        tok.append(line[i])
        if line[i] != "'":
            i += 1
            tok.append(line[i])
    return i, "".join(tok), col, True
