"""Java's number parsing, exactly: ``Integer.parseInt``, ``Float.parseFloat`` and
``Double.parseDouble`` (None where Java throws NumberFormatException). RARS's and MARS's read
and input-dialog services parse numbers this way."""

from __future__ import annotations

import re
from fractions import Fraction

CANONICAL_NAN_F32 = 0x7FC00000  # the bits of Float.NaN

_INT_RE = re.compile(r"[+-]?\d+")  # \d: Unicode decimal digits, as Java's Character.digit


_DEC_RE = re.compile(r"([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?[fFdD]?", re.ASCII)


_HEX_RE = re.compile(
    r"([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)[fFdD]?", re.ASCII
)


_SPECIAL_RE = re.compile(r"([+-]?)(NaN|Infinity)")


def java_trim(s: str) -> str:
    """Java's String.trim(): strip every char <= U+0020 at both ends."""
    start, end = 0, len(s)
    while start < end and s[start] <= " ":
        start += 1
    while end > start and s[end - 1] <= " ":
        end -= 1
    return s[start:end]


def parse_java_int(text: str) -> int | None:
    """``Integer.parseInt(text)`` or None where Java throws NumberFormatException."""
    if not _INT_RE.fullmatch(text):
        return None
    digits = text.lstrip("+-").lstrip("0") or "0"
    if len(digits) > 10:  # overflows for sure (and stays clear of Python's int() digit limit)
        return None
    value = -int(digits) if text.startswith("-") else int(digits)
    return value if -(1 << 31) <= value < (1 << 31) else None


def _exponent(text: str | None) -> int:
    """A decimal exponent; absurdly long ones saturate (the result is 0 or infinite anyway)."""
    if not text:
        return 0
    digits = text.lstrip("+-").lstrip("0") or "0"
    value = int(digits) if len(digits) <= 9 else 10**9
    return -value if text.startswith("-") else value


def _parse_java_real(text: str) -> tuple[int, Fraction | str] | None:
    """Sign (+1/-1) and exact value (or "nan"/"inf") of a Java floating-point literal."""
    text = java_trim(text)
    m = _SPECIAL_RE.fullmatch(text)
    if m:
        return (-1 if m.group(1) == "-" else 1), ("nan" if m.group(2) == "NaN" else "inf")
    m = _DEC_RE.fullmatch(text)
    if m:
        sign, digits, exp = m.group(1), m.group(2), _exponent(m.group(3))
        whole, _, frac = digits.partition(".")
        mant_digits = (whole + frac).lstrip("0")
        scale = exp - len(frac)
        if len(mant_digits) > 800:  # more digits than any rounding decision needs: keep a
            rest = mant_digits[800:]  # sticky digit for what is cut off
            mant_digits = mant_digits[:800] + ("1" if rest.strip("0") else "0")
            scale += len(rest) - 1
        mant = int(mant_digits or "0")
        if mant == 0:
            value = Fraction(0)
        elif scale + len(mant_digits) > 400:  # far beyond any double: infinite after rounding
            return (-1 if sign == "-" else 1), "inf"
        elif scale + len(mant_digits) < -400:  # far below the smallest subnormal
            value = Fraction(0)
        else:
            value = mant * Fraction(10) ** scale
        return (-1 if sign == "-" else 1), value
    m = _HEX_RE.fullmatch(text)
    if m and (m.group(2) or m.group(3)):
        sign, whole, frac, exp = m.group(1), m.group(2), m.group(3) or "", _exponent(m.group(4))
        mant = int((whole + frac) or "0", 16)
        shift = exp - 4 * len(frac)
        if mant == 0:
            value = Fraction(0)
        elif shift > 2000:
            return (-1 if sign == "-" else 1), "inf"
        elif shift + mant.bit_length() < -2000:
            value = Fraction(0)
        else:
            value = mant * Fraction(2) ** shift
        return (-1 if sign == "-" else 1), value
    return None


def _round_to_binary(
    value: Fraction, mant_bits: int, min_exp: int, max_exp: int
) -> tuple[int, int]:
    """Round a positive rational to IEEE fields (biased exponent, fraction), ties to even.

    ``mant_bits`` excludes the hidden bit; ``min_exp``/``max_exp`` are the unbiased exponent
    range of normal numbers. Overflow gives the infinity fields.
    """
    bias = max_exp
    e = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** e > value:
        e -= 1
    e = max(e, min_exp)  # subnormals share the smallest exponent
    scaled = value / Fraction(2) ** (e - mant_bits)  # in [2^p, 2^(p+1)) unless subnormal
    q, r = divmod(scaled.numerator, scaled.denominator)
    if 2 * r > scaled.denominator or (2 * r == scaled.denominator and q & 1):
        q += 1
    if q >> (mant_bits + 1):  # carried into the next binade
        q >>= 1
        e += 1
    if e > max_exp:
        return (2 * bias + 1), 0
    if q >> mant_bits == 0:  # subnormal (or zero)
        return 0, q
    return e + bias, q & ((1 << mant_bits) - 1)


def parse_java_float(text: str) -> int | None:
    """``Float.parseFloat(text)`` as raw single bits, or None on NumberFormatException."""
    parsed = _parse_java_real(text)
    if parsed is None:
        return None
    sign, value = parsed
    sbit = 0x80000000 if sign < 0 else 0
    if value == "nan":
        return CANONICAL_NAN_F32
    if value == "inf":
        return sbit | 0x7F800000
    if value == 0:
        return sbit
    exp, frac = _round_to_binary(value, 23, -126, 127)
    return sbit | (exp << 23) | frac


def parse_java_double(text: str) -> int | None:
    """``Double.parseDouble(text)`` as raw double bits, or None on NumberFormatException."""
    parsed = _parse_java_real(text)
    if parsed is None:
        return None
    sign, value = parsed
    sbit = 1 << 63 if sign < 0 else 0
    if value == "nan":
        return 0x7FF8000000000000
    if value == "inf":
        return sbit | 0x7FF0000000000000
    if value == 0:
        return sbit
    exp, frac = _round_to_binary(value, 52, -1022, 1023)
    return sbit | (exp << 52) | frac
