"""Integer literals and operand classes exactly as RARS reads them (rars-reference §9.1-9.2).

RARS parses integers with its own fast routine (32-bit wrap-around arithmetic, octal after a
leading 0, at most 8 hex digits) and falls back to Java's ``Long.decode``; we mirror both so
that every literal classifies (U5, U6, S12, ...) and evaluates as it does in RARS.
"""

from __future__ import annotations

import re

from rarslite.bits import hex8, s32  # re-exported: the assembler imports them from here

# Operand classes, narrowest first (values as RARS's token types).
U5, U6, S12, U12, U20, S32, S64 = "U5", "U6", "S12", "U12", "U20", "S32", "S64"


def _wrap32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


def _fast_int(s: str) -> int | None:
    """RARS's quick path: None when it gives up (the slow path may still succeed)."""
    if not s:
        return None
    first = s[0]
    if not ("0" <= first <= "9" or first == "-"):
        return None
    i = 1 if first == "-" else 0
    result = 0
    if len(s) > 2 + i and s[i] == "0" and s[i + 1] in "xX":
        if len(s) > 10 + i:
            return None
        for c in s[i + 2 :]:
            d = "0123456789abcdef".find(c.lower())
            if d < 0 or not c.isascii():
                return None
            result = _wrap32(result * 16 + d)
    elif i < len(s) and s[i] == "0":
        if len(s) > 12 + i:
            return None
        for c in s[i:]:
            if not "0" <= c <= "7":
                return None
            result = _wrap32(result * 8 + ord(c) - 48)
        if result < 0:
            return None
    else:
        if len(s) > 10 + i:
            return None
        for c in s[i:]:
            if not "0" <= c <= "9":
                return None
            result = _wrap32(result * 10 + ord(c) - 48)
        if result < 0:
            return None
    if result == -(1 << 31) and first == "-":
        return result
    if result < 0 and first == "-":
        return None
    return -result if first == "-" else result


_LONG_RE = re.compile(r"([+-]?)(0[xX][0-9a-fA-F]+|#[0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)\Z")
_HEX64_RE = re.compile(r"0[xX][0-9a-fA-F]{16}\Z")


def parse_long(s: str) -> int | None:
    """Java ``Long.decode`` plus RARS's 16-hex-digit two's complement form, else None."""
    m = _LONG_RE.match(s)
    if m:
        sign, body = m.groups()
        if body[0] == "#":
            v = int(body[1:], 16)
        elif body[:2] in ("0x", "0X"):
            v = int(body[2:], 16)
        elif body.startswith("0") and len(body) > 1:
            v = int(body[1:], 8)
        else:
            v = int(body)
        if sign == "-":
            v = -v
        if -(1 << 63) <= v < (1 << 63):
            return v
    if _HEX64_RE.match(s):
        v = int(s[2:], 16)
        return v - (1 << 64) if v >> 63 else v
    return None


def parse_int(s: str) -> int | None:
    """A 32-bit integer literal as RARS's ``Binary.stringToInt`` reads it, else None."""
    v = _fast_int(s)
    if v is not None:
        return v
    if not s or not s.isascii():
        return None
    v = parse_long(s)
    if v is not None and -(1 << 31) <= v < (1 << 31):
        return v
    return None


def hi20(v: int) -> int:
    """RARS's upper part of a 32-bit value for lui/auipc: ``(v >> 12) + bit 11`` (signed, not
    masked: the listing shows it so, the encoder keeps 20 bits)."""
    v = s32(v)
    return (v >> 12) + ((v >> 11) & 1)


def lo12(v: int) -> int:
    """The sign-extended low 12 bits of ``v`` (the addi/load part after ``hi20``)."""
    v &= 0xFFF
    return v - 0x1000 if v & 0x800 else v


def int_class(v: int) -> str:
    """RARS's token type of a 32-bit integer value."""
    if 0 <= v <= 31:
        return U5
    if 0 <= v <= 64:
        return U6
    if -2048 <= v <= 2047:
        return S12
    if 0 <= v <= 0xFFF:
        return U12
    if 0 <= v <= 0xFFFFF:
        return U20
    return S32


#: For a template slot class: which operand classes it accepts.
ACCEPTS: dict[str, frozenset[str]] = {
    U5: frozenset({U5}),
    U6: frozenset({U5, U6}),
    S12: frozenset({U5, U6, S12}),
    U20: frozenset({U5, U6, S12, U12, U20}),
    S32: frozenset({U5, U6, S12, U12, U20, S32}),
    S64: frozenset({U5, U6, S12, U12, U20, S32, S64}),  # RV64 li's third form
}

_ORDER = {U5: 0, U6: 1, S12: 2, U12: 3, U20: 4, S32: 5, S64: 6}


def class_error(slot: str, cls: str) -> str | None:
    """RARS's message when an operand of class ``cls`` is given for slot class ``slot``."""
    if cls in ACCEPTS[slot]:
        return None
    if slot == S12 and cls == U12:
        return "Unsigned value is too large to fit into a sign-extended immediate"
    if cls != S64 and _ORDER[cls] > _ORDER[slot]:
        return "operand is out of range"
    return "operand is of incorrect type"


def listing_int(v: int) -> str:
    """An immediate as RARS's listing prints it: U5 values in decimal, others as hex8."""
    return str(v) if 0 <= v <= 31 else hex8(v)
