"""IEEE binary formats as RARS's FPU sees them: field layouts, classification of raw bit
patterns, and the one rounding routine (JSoftFloat's rules, see fpu.py)."""

from __future__ import annotations

NX, UF, OF, DZ, NV = 1, 2, 4, 8, 16
RNE, RTZ, RDN, RUP, RMM = 0, 1, 2, 3, 4

BOX = 0xFFFFFFFF_00000000
CANON_S = 0x7FC00000
CANON_D = 0x7FF8_0000_0000_0000


class _Fmt:
    """Field layout of one IEEE binary format."""

    __slots__ = ("width", "fbits", "prec", "bias", "emin", "emax", "fmask", "emask_shifted",
                 "sign", "inf", "canon", "qbit", "maxfin", "low_exp")

    def __init__(self, width: int, fbits: int, ebits: int, canon: int) -> None:
        self.width = width
        self.fbits = fbits
        self.prec = fbits + 1
        self.bias = (1 << (ebits - 1)) - 1
        self.emin = 1 - self.bias  # exponent of the smallest normal
        self.emax = self.bias
        self.fmask = (1 << fbits) - 1
        self.emask_shifted = ((1 << ebits) - 1) << fbits
        self.sign = 1 << (width - 1)
        self.inf = self.emask_shifted
        self.canon = canon
        self.qbit = 1 << (fbits - 1)
        self.maxfin = self.inf - 1
        self.low_exp = self.emin - fbits  # exponent of the smallest subnormal's bit


S = _Fmt(32, 23, 8, CANON_S)
D = _Fmt(64, 52, 11, CANON_D)


# ---------------------------------------------------------------------------------------------
# classification and unpacking


def _is_nan(f: _Fmt, b: int) -> bool:
    return (b & f.emask_shifted) == f.emask_shifted and (b & f.fmask) != 0


def _is_snan(f: _Fmt, b: int) -> bool:
    return _is_nan(f, b) and not (b & f.qbit)


def _is_inf(f: _Fmt, b: int) -> bool:
    return (b & ~f.sign) == f.inf


def _is_zero(f: _Fmt, b: int) -> bool:
    return (b & ~f.sign) == 0


def _unpack(f: _Fmt, b: int) -> tuple[int, int]:
    """(mantissa, exponent) with |value| = mantissa * 2**exponent, for finite nonzero b."""
    e = (b >> f.fbits) & (f.emask_shifted >> f.fbits)
    m = b & f.fmask
    if e:
        return m | (1 << f.fbits), e - f.bias - f.fbits
    return m, f.low_exp


def _single(raw: int) -> int:
    """Single-precision view of a 64-bit register: NaN-boxed or the canonical NaN."""
    return raw & 0xFFFFFFFF if raw >> 32 == 0xFFFFFFFF else CANON_S


# ---------------------------------------------------------------------------------------------
# rounding (one place, like JSoftFloat's fromExactFloat)


def _round_up(mode: int, neg: bool, q: int, rem: int, half: int) -> bool:
    """Whether rounding the truncated magnitude q (remainder rem > 0) goes away from zero."""
    if mode == RNE:
        return rem > half or (rem == half and q & 1 == 1)
    if mode == RTZ:
        return False
    if mode == RDN:
        return neg
    if mode == RUP:
        return not neg
    return rem >= half  # RMM


def _round(f: _Fmt, neg: bool, m: int, e: int, mode: int) -> tuple[int, int]:
    """Round the nonzero value (-1)**neg * m * 2**e to format f, with RARS's flag rules."""
    sign = f.sign if neg else 0
    bl = m.bit_length()
    top = e + bl  # value lies in [2**(top-1), 2**top)
    if top <= f.emin:
        # below the smallest normal (tininess is judged before rounding)
        shift = f.low_exp - e
        if shift <= 0:
            return sign | (m << -shift), 0
        q = m >> shift
        rem = m & ((1 << shift) - 1)
        if rem == 0:
            return sign | q, 0
        if _round_up(mode, neg, q, rem, 1 << (shift - 1)):
            q += 1  # may carry into the smallest normal, which has the same encoding
        return sign | q, NX | UF
    if top > f.emax + 1:
        # overflow is only detected on the unrounded value
        if mode == RTZ or (mode == RDN and not neg) or (mode == RUP and neg):
            return sign | f.maxfin, OF | NX
        return sign | f.inf, OF | NX
    shift = bl - f.prec
    exp_field = top - 1 + f.bias
    if shift <= 0:
        return sign | (exp_field << f.fbits) | ((m << -shift) & f.fmask), 0
    q = m >> shift
    rem = m & ((1 << shift) - 1)
    if rem == 0:
        return sign | (exp_field << f.fbits) | (q & f.fmask), 0
    if _round_up(mode, neg, q, rem, 1 << (shift - 1)):
        q += 1
        if q >> f.prec:
            q >>= 1
            exp_field += 1  # may reach the infinity encoding: NX only, as in RARS
    return sign | (exp_field << f.fbits) | (q & f.fmask), NX
