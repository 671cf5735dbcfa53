"""MARS 4.5's integer literals (mars-reference §5.1) and operand classes (§4.2)."""

from __future__ import annotations

import re

_DEC = re.compile(r"[+-]?\d+\Z")
_HEX = re.compile(r"([+-]?)0[xX]([0-9a-fA-F]{1,8})\Z")
_OCT = re.compile(r"([+-]?)0([0-7]+)\Z")


def s32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


def parse_int(text: str) -> int | None:
    """The signed 32-bit value of integer literal ``text``, or None.

    ``Integer.decode`` first (hex up to 8 digits as two's complement, leading 0 = octal);
    then MARS's fallback: any all-digit decimal wraps modulo 2**32 (``08`` is 8).
    """
    m = _HEX.match(text)
    if m:
        v = int(m.group(2), 16)
        return s32(-v if m.group(1) == "-" else v)
    m = _OCT.match(text)
    if m:
        v = int(m.group(2), 8)
        v = -v if m.group(1) == "-" else v
        if -(1 << 31) <= v < (1 << 32):
            return s32(v)
    if _DEC.match(text):
        v = int(text)
        if v < -(1 << 31):
            return None  # MARS then reads it as a real
        return s32(v)
    return None


def int_class(v: int) -> str:
    """MARS's class of an integer token: I5, I16U, I16 or I32."""
    if 0 <= v <= 31:
        return "I5"
    if 32 <= v <= 65535:
        return "I16U"
    if -32768 <= v <= -1:
        return "I16"
    return "I32"


def fits(slot_class: str, v: int) -> bool:
    """Does a value of class ``int_class(v)`` fill a template slot of ``slot_class``?"""
    c = int_class(v)
    if slot_class == "I5":
        return c == "I5"
    if slot_class == "I16":
        return c in ("I5", "I16") or (c == "I16U" and v <= 32767)
    if slot_class == "I16U":
        return c in ("I5", "I16U")
    return True
