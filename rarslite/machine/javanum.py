"""Java's Float.toString / Double.toString, the text of RARS's PrintFloat/PrintDouble ecalls.

By default the digits are those of JDK 8-18's FloatingDecimal (RARS 1.6 was recorded on JDK 17):
mostly the shortest decimal that reads back, but with extra or different digits for many values
of 10^7 and above, at powers of two and for some subnormals (``3.58324998E17``, ``1.0E-323``).
That algorithm is reproduced below and checked byte for byte against OpenJDK 17.

``jdk17=False`` gives the JDK 19+ specification instead: the shortest decimal that reads back;
among several of that length the one closest to the exact value (ties: even last digit); a
one-digit result is replaced by the closest decimal of at most two digits that still reads back
(so Double.MIN_VALUE is ``4.9E-324``). Doubles take those digits from Python's ``repr`` (also
shortest-nearest); singles, and the two-digit rule, use an exact integer search.

Both print values in [10^-3, 10^7) in plain notation, the rest as ``d.dddE<exp>``.
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
    k = math.floor(math.log10(num) - math.log10(den))  # math.log10 accepts huge ints
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


def float_to_string(bits32: int, jdk17: bool = True) -> str:
    """Java Float.toString of the binary32 value with these raw bits.

    ``jdk17``: reproduce JDK 8-18 (what RARS was recorded with), which prints extra digits for
    some values of 10^7 and above; False gives the JDK 19+ shortest form.
    """
    bits32 &= 0xFFFFFFFF
    special = _special(bits32, *_F32)
    if special is not None:
        return special
    sign, m, e, lower_half = _decode(bits32, *_F32)  # type: ignore[misc]
    if jdk17:
        return _jdk17_layout(bool(sign), *_jdk17_digits(m, e, 24))
    digits, exp10 = shortest_digits(m, e, lower_half, 9)
    return _layout(bool(sign), digits, exp10)


def double_to_string(bits64: int, jdk17: bool = True) -> str:
    """Java Double.toString of the binary64 value with these raw bits (``jdk17`` as above)."""
    bits64 &= 0xFFFFFFFFFFFFFFFF
    special = _special(bits64, *_F64)
    if special is not None:
        return special
    if jdk17:
        sign, m, e, _ = _decode(bits64, *_F64)  # type: ignore[misc]
        return _jdk17_layout(bool(sign), *_jdk17_digits(m, e, 53))
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


# ---------------------------------------------------------------------------------------------
# JDK 8-18 (sun.misc / jdk.internal.math FloatingDecimal) digit generation.
#
# The old algorithm is not always shortest: integers below 2**63 are printed from their exact
# digits minus a count of "insignificant" ones (rounded half up), other values are developed
# digit by digit with a symmetric stopping test, E-form output always gets a second digit, and
# the int/long fast paths use a strict "high" test where the big-integer path does not. Its
# behaviour is reproduced here from the documented algorithm, checked against OpenJDK 17.

_I32, _I64 = 1 << 32, 1 << 64


def _wrap(v: int, mod: int) -> int:
    """Java int/long overflow."""
    v %= mod
    return v - mod if v >= mod >> 1 else v


def _n5_bits(i: int) -> int:
    """Bits of 5**i (approximately ceil(log2(5**i))), as the JDK's table."""
    return (5**i).bit_length() if i else 0


def _estimate_dec_exp(fract_bits: int, bin_exp: int) -> int:
    d2 = struct.unpack("<d", struct.pack("<Q", (1023 << 52) | (fract_bits & ((1 << 52) - 1))))[0]
    d = (d2 - 1.5) * 0.289529654 + 0.176091259 + bin_exp * 0.301029995663981
    return math.floor(d)


def _jdk17_digits(m: int, e: int, n_sig: int) -> tuple[list[str], int]:
    """Digits and decimal exponent (value = 0.d1d2... * 10**dec_exp) as JDK 17 produces them."""
    # normalize to JDK's representation: 53-bit fraction with the high bit at 52, binary exponent
    bl = m.bit_length()
    fract = m << (53 - bl)
    bin_exp = e + bl - 1
    n_sig = min(n_sig, bl)
    tail = (fract & -fract).bit_length() - 1
    n_fract = 53 - tail
    n_tiny = max(0, n_fract - bin_exp - 1)
    if -21 <= bin_exp <= 62 and n_tiny < 27 and n_fract + _n5_bits(n_tiny) < 64 and n_tiny == 0:
        # "easy" case: an integer below 2**63, printed from its exact digits
        insignificant = 0
        if bin_exp > n_sig:
            p2 = bin_exp - n_sig - 1
            if 1 < p2 < 64:
                insignificant = len(str(1 << p2)) - 1
        value = fract << (bin_exp - 52) if bin_exp >= 52 else fract >> (52 - bin_exp)
        if insignificant:
            pow10 = 10**insignificant
            value, residue = divmod(value, pow10)
            if residue >= pow10 >> 1:
                value += 1
        text = str(value)
        return list(text.rstrip("0")), insignificant + len(text)

    dec_exp = _estimate_dec_exp(fract, bin_exp)
    b5 = max(0, -dec_exp)
    b2 = b5 + n_tiny + bin_exp
    s5 = max(0, dec_exp)
    s2 = s5 + n_tiny
    m5 = b5
    m2 = b2 - n_sig
    fract >>= tail
    b2 -= n_fract - 1
    common = min(b2, s2)
    b2 -= common
    s2 -= common
    m2 -= common
    if n_fract == 1:
        m2 -= 1  # exact power of two: the gap below is half as wide
    if m2 < 0:
        b2 -= m2
        s2 -= m2
        m2 = 0
    b_bits = n_fract + b2 + (_n5_bits(b5) if b5 < 27 else b5 * 3)
    ten_s_bits = s2 + 1 + (_n5_bits(s5 + 1) if s5 + 1 < 27 else (s5 + 1) * 3)
    e_form = dec_exp < -3 or dec_exp >= 8
    digits: list[str] = []
    if b_bits < 64 and ten_s_bits < 64:
        mod = _I32 if b_bits < 32 and ten_s_bits < 32 else _I64
        b = _wrap((fract * 5**b5) << b2, mod)
        s_ = _wrap(5**s5 << s2, mod)
        mm = _wrap(5**m5 << m2, mod)
        tens = _wrap(s_ * 10, mod)
        q, b = divmod(b, s_)
        b = _wrap(10 * b, mod)
        mm = _wrap(mm * 10, mod)
        low = b < mm
        high = _wrap(b + mm, mod) > tens
        if q == 0 and not high:
            dec_exp -= 1
        else:
            digits.append(str(q))
        if e_form:
            low = high = False
        while not low and not high:
            q, b = divmod(b, s_)
            b = _wrap(10 * b, mod)
            mm = _wrap(mm * 10, mod)
            if mm > 0:
                low = b < mm
                high = _wrap(b + mm, mod) > tens
            else:  # the JDK's overflow escape
                low = high = True
            digits.append(str(q))
        low_diff = _wrap(_wrap(b << 1, mod) - tens, mod)
    else:
        big_s = 5**s5 << s2
        big_b = (fract * 5**b5) << b2
        big_m = 5 ** (m5 + 1) << (m2 + 1)
        ten_s = 5 ** (s5 + 1) << (s2 + 1)
        q, big_b = divmod(big_b, big_s)
        big_b *= 10
        low = big_b < big_m
        high = big_b + big_m >= ten_s
        if q == 0 and not high:
            dec_exp -= 1
        else:
            digits.append(str(q))
        if e_form:
            low = high = False
        while not low and not high:
            q, big_b = divmod(big_b, big_s)
            big_b *= 10
            big_m *= 10
            low = big_b < big_m
            high = big_b + big_m >= ten_s
            digits.append(str(q))
        low_diff = ((2 * big_b > ten_s) - (2 * big_b < ten_s)) if high and low else 0
    dec_exponent = dec_exp + 1
    if high and (not low or low_diff > 0 or (low_diff == 0 and int(digits[-1]) & 1)):
        dec_exponent = _roundup(digits, dec_exponent)
    return digits, dec_exponent


def _roundup(digits: list[str], dec_exponent: int) -> int:
    """Add one to the last digit; a carry out of all nines keeps the digit count."""
    i = len(digits) - 1
    while digits[i] == "9" and i > 0:
        digits[i] = "0"
        i -= 1
    if digits[i] == "9":
        digits[0] = "1"
        return dec_exponent + 1
    digits[i] = chr(ord(digits[i]) + 1)
    return dec_exponent


def _jdk17_layout(neg: bool, digits: list[str], dec_exponent: int) -> str:
    """The JDK's getChars: digits are used as generated (trailing zeros are kept)."""
    d = "".join(digits)
    sign = "-" if neg else ""
    if 0 < dec_exponent < 8:
        if len(d) <= dec_exponent:
            return f"{sign}{d.ljust(dec_exponent, '0')}.0"
        return f"{sign}{d[:dec_exponent]}.{d[dec_exponent:]}"
    if -3 < dec_exponent <= 0:
        return f"{sign}0.{'0' * -dec_exponent}{d}"
    return f"{sign}{d[0]}.{d[1:] or '0'}E{dec_exponent - 1}"
