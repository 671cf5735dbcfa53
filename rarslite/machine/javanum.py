"""Java's Float.toString / Double.toString, the text of RARS's PrintFloat/PrintDouble ecalls.

Java (JDK 19+ specification, which RARS's JDK 17 also follows for every value below 10^7) picks
the shortest decimal that reads back as the same binary value; among several of that length the
one closest to the exact value (ties: even last digit). A one-digit result is replaced by the
closest decimal of at most two digits that still reads back (so Float.MIN_VALUE is ``1.4E-45``).
Values in [10^-3, 10^7) print in plain notation, the rest as ``d.dddE<exp>``.

Doubles take their shortest digits from Python's ``repr`` (also shortest-nearest); singles, and the
two-digit rule, use an exact integer search over the value's rounding interval.
"""

from __future__ import annotations

import math
import struct

_F32 = (23, 8)  # fraction bits, exponent bits
_F64 = (52, 11)


def _decode(bits: int, frac_bits: int, exp_bits: int) -> tuple[int, int, int, bool] | None:
    """Return (sign, m, e, lower_gap_is_half) with |x| = m * 2**e, or None for 0/inf/NaN."""
    bias = (1 << (exp_bits - 1)) - 1
    sign = bits >> (frac_bits + exp_bits) & 1
    biased = bits >> frac_bits & ((1 << exp_bits) - 1)
    frac = bits & ((1 << frac_bits) - 1)
    if biased == (1 << exp_bits) - 1 or (biased == 0 and frac == 0):
        return None
    if biased == 0:
        return sign, frac, 1 - bias - frac_bits, False
    # At a power of two (except the smallest normal) the gap below is half the gap above.
    return sign, frac | (1 << frac_bits), biased - bias - frac_bits, frac == 0 and biased > 1


def _special(bits: int, frac_bits: int, exp_bits: int) -> str | None:
    sign = bits >> (frac_bits + exp_bits) & 1
    biased = bits >> frac_bits & ((1 << exp_bits) - 1)
    frac = bits & ((1 << frac_bits) - 1)
    if biased == (1 << exp_bits) - 1:
        if frac:
            return "NaN"
        return "-Infinity" if sign else "Infinity"
    if biased == 0 and frac == 0:
        return "-0.0" if sign else "0.0"
    return None


def _floor_log10(num: int, den: int) -> int:
    """floor(log10(num/den)) for positive integers, exactly."""
    k = math.floor(math.log10(num) - math.log10(den)) if num.bit_length() < 1000 and \
        den.bit_length() < 1000 else (num.bit_length() - den.bit_length()) * 30103 // 100000
    # correct the float estimate with exact comparisons
    while _cmp_pow10(num, den, k) < 0:
        k -= 1
    while _cmp_pow10(num, den, k + 1) >= 0:
        k += 1
    return k


def _cmp_pow10(num: int, den: int, k: int) -> int:
    """Sign of num/den - 10**k."""
    if k >= 0:
        a, b = num, den * 10**k
    else:
        a, b = num * 10 ** (-k), den
    return (a > b) - (a < b)


def shortest_digits(m: int, e: int, lower_half: bool, max_digits: int) -> tuple[str, int]:
    """Java's choice of decimal for the positive value m * 2**e.

    Returns (digits, exp10) meaning d1.d2d3... * 10**exp10, without trailing zeros.
    ``lower_half``: the gap to the next smaller value is half the gap above (power of two).
    Read-back rounding is to nearest-even, so the interval is closed iff m is even.
    """
    # Work in units of 2**(e-2) so that both half-gaps are integers.
    if e >= 2:
        scale_num, den = 1 << (e - 2), 1
    else:
        scale_num, den = 1, 1 << (2 - e)
    v = 4 * m * scale_num
    hi = v + 2 * scale_num
    lo = v - (1 if lower_half else 2) * scale_num
    closed = m % 2 == 0
    d = _floor_log10(v, den)
    for n in range(1, max_digits + 2):
        chosen = _closest_in_interval(v, den, lo, hi, closed, d - n + 1)
        if chosen is not None:
            break
    else:  # pragma: no cover - max_digits + 1 digits always read back
        raise AssertionError("no decimal found")
    if n == 1:
        two = _closest_in_interval(v, den, lo, hi, closed, d - 1)
        if two is not None:
            chosen = two
    k, p = chosen
    digits = str(k).rstrip("0") or "0"
    exp10 = p + len(str(k)) - 1
    return digits, exp10


def _closest_in_interval(v: int, den: int, lo: int, hi: int, closed: bool,
                         p: int) -> tuple[int, int] | None:
    """Closest k * 10**p to v/den inside [lo, hi]/den (open if not closed); ties: even k."""
    if p >= 0:
        step_num, step_den = 10**p, 1
    else:
        step_num, step_den = 1, 10 ** (-p)
    # candidate k * step_num / step_den compared against x / den: k*step_num*den vs x*step_den
    unit = step_num * den
    scaled_v = v * step_den
    k_lo = scaled_v // unit
    best = None
    for k in (k_lo, k_lo + 1):
        c = k * unit
        lo_ok = c >= lo * step_den if closed else c > lo * step_den
        hi_ok = c <= hi * step_den if closed else c < hi * step_den
        if not (lo_ok and hi_ok) or k <= 0:
            continue
        dist = abs(c - scaled_v)
        if best is None or dist < best[0] or (dist == best[0] and k % 2 == 0):
            best = (dist, k)
    if best is None:
        return None
    return best[1], p


def _layout(neg: bool, digits: str, exp10: int) -> str:
    """Java's plain form for 1e-3 <= |x| < 1e7, else computerized scientific notation."""
    sign = "-" if neg else ""
    if -3 <= exp10 < 7:
        if exp10 >= 0:
            int_part = digits[: exp10 + 1].ljust(exp10 + 1, "0")
            frac = digits[exp10 + 1:] or "0"
        else:
            int_part = "0"
            frac = "0" * (-exp10 - 1) + digits
        return f"{sign}{int_part}.{frac}"
    frac = digits[1:] or "0"
    return f"{sign}{digits[0]}.{frac}E{exp10}"


def float_to_string(bits32: int) -> str:
    """Java Float.toString of the binary32 value with these raw bits."""
    bits32 &= 0xFFFFFFFF
    special = _special(bits32, *_F32)
    if special is not None:
        return special
    sign, m, e, lower_half = _decode(bits32, *_F32)  # type: ignore[misc]
    digits, exp10 = shortest_digits(m, e, lower_half, 9)
    return _layout(bool(sign), digits, exp10)


def double_to_string(bits64: int) -> str:
    """Java Double.toString of the binary64 value with these raw bits."""
    bits64 &= 0xFFFFFFFFFFFFFFFF
    special = _special(bits64, *_F64)
    if special is not None:
        return special
    x = struct.unpack("<d", struct.pack("<Q", bits64))[0]
    # repr gives the shortest round-trip digits, nearest to x (David Gay's algorithm)
    mant, _, exp = repr(abs(x)).partition("e")
    int_part, _, frac = mant.partition(".")
    all_digits = (int_part + frac).lstrip("0")
    lead_zeros = len(int_part + frac) - len((int_part + frac).lstrip("0"))
    exp10 = (int(exp) if exp else 0) + len(int_part) - 1 - lead_zeros
    digits = all_digits.rstrip("0")
    if len(digits) == 1:  # the two-digit rule needs the exact search
        sign, m, e, lower_half = _decode(bits64, *_F64)  # type: ignore[misc]
        digits, exp10 = shortest_digits(m, e, lower_half, 17)
    return _layout(x < 0, digits, exp10)


def float_bits(value: float) -> int:
    """Raw binary32 bits of a Python float (rounded to single precision)."""
    return struct.unpack("<I", struct.pack("<f", value))[0]


def double_bits(value: float) -> int:
    """Raw binary64 bits of a Python float."""
    return struct.unpack("<Q", struct.pack("<d", value))[0]
