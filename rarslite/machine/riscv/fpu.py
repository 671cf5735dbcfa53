"""RV32F/D computational instructions with RARS 1.6's exact results and fflags.

RARS computes floating point with the JSoftFloat library: every finite result is the exact value
rounded once, so results are IEEE-754 correctly rounded in all five modes, but a few behaviours
differ from the RISC-V specification and are reproduced here on purpose (see
docs/ARCHITECTURE.md and the conformance README):

* an arithmetic op with a NaN operand returns that NaN unchanged (payload and signalling bit kept,
  no NV); fmsub/fnmadd/fnmsub flip the sign of a NaN they pass through;
* underflow is flagged when an inexact result is below the smallest normal *before* rounding;
  a result that only reaches 2**(emax+1) by rounding becomes infinity with NX but without OF;
* float-to-integer conversion in RNE rounds ties away from zero unless the truncation is 0, and an
  out-of-range value with a fraction raises NX together with NV;
* an fma whose exact result is zero gives +0 in every mode, and a product below 0.5 added to a
  zero of the opposite sign takes the zero's sign;
* flt/fle with an infinite first operand compare it as if its sign were flipped
  (so ``flt.s -inf, inf`` is 0 and ``flt.s inf, 1.0`` is 1);
* fcvt.s.d / fcvt.d.s turn any NaN into the canonical NaN without raising NV.

One deliberate departure: RARS crashes on an fma with a finite product and an infinite addend;
here the result is the IEEE one (the addend).

Call convention (used by the machine): ``OPS[mnemonic](rs1, rs2, rs3, rm)`` with only the
operands the instruction has, FP registers as raw 64-bit patterns, integer registers as unsigned
32-bit ints, and the resolved rounding mode 0..4 last when the encoding has an rm field.
Every function returns ``(value, fflags)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from rarslite.bits import s32
from rarslite.machine.riscv.fpu_format import (  # noqa: F401 - fpu's names, used by scripts
    BOX,
    CANON_D,
    CANON_S,
    DZ,
    NV,
    NX,
    OF,
    RDN,
    RMM,
    RNE,
    RTZ,
    RUP,
    UF,
    D,
    S,
    _Fmt,
    _is_inf,
    _is_nan,
    _is_snan,
    _is_zero,
    _round,
    _round_up,
    _single,
    _unpack,
)

# ---------------------------------------------------------------------------------------------
# arithmetic on raw format bits (JSoftFloat's special-case order is kept exactly)


def _add(f: _Fmt, a: int, b: int, mode: int) -> tuple[int, int]:
    top = f.emask_shifted
    xa, xb = a & top, b & top
    if xa and xb and xa != top and xb != top:  # both normal: the common case
        fb = f.fbits
        return _add_exact(f, (a & f.fmask) | (1 << fb), (xa >> fb) - f.bias - fb, a & f.sign,
                          (b & f.fmask) | (1 << fb), (xb >> fb) - f.bias - fb, b & f.sign, mode)
    if _is_nan(f, a):
        return a, 0
    if _is_nan(f, b):
        return b, 0
    if _is_inf(f, a):
        if _is_inf(f, b) and (a ^ b) & f.sign:
            return f.canon, NV
        return a, 0
    if _is_inf(f, b):
        return b, 0
    if _is_zero(f, a):
        if _is_zero(f, b):
            if (a ^ b) & f.sign == 0:
                return a, 0
            return (f.sign if mode == RDN else 0), 0
        return b, 0
    if _is_zero(f, b):
        return a, 0
    ma, ea = _unpack(f, a)
    mb, eb = _unpack(f, b)
    return _add_exact(f, ma, ea, a & f.sign, mb, eb, b & f.sign, mode)


def _add_exact(f: _Fmt, ma: int, ea: int, sa: int, mb: int, eb: int, sb: int,
               mode: int, fused: bool = False) -> tuple[int, int]:
    """Round the sum of two nonzero finite values given as mantissa, exponent, sign bit.

    An exact zero sum is -0 under RDN for add/sub (IEEE), but +0 in every mode for the
    fused ops (``fused``: product + addend), as RARS computes them."""
    if ea > eb:
        ma <<= ea - eb
        ea = eb
    elif eb > ea:
        mb <<= eb - ea
    s = (-ma if sa else ma) + (-mb if sb else mb)
    if s == 0:
        return (f.sign if mode == RDN and not fused else 0), 0
    if s < 0:
        return _round(f, True, -s, ea, mode)
    return _round(f, False, s, ea, mode)


def _sub(f: _Fmt, a: int, b: int, mode: int) -> tuple[int, int]:
    top = f.emask_shifted
    xa, xb = a & top, b & top
    if xa and xb and xa != top and xb != top:
        fb = f.fbits
        return _add_exact(f, (a & f.fmask) | (1 << fb), (xa >> fb) - f.bias - fb, a & f.sign,
                          (b & f.fmask) | (1 << fb), (xb >> fb) - f.bias - fb,
                          (b & f.sign) ^ f.sign, mode)
    if _is_nan(f, a):
        return a, 0
    if _is_nan(f, b):
        return b, 0
    return _add(f, a, b ^ f.sign, mode)


def _mul(f: _Fmt, a: int, b: int, mode: int) -> tuple[int, int]:
    top = f.emask_shifted
    xa, xb = a & top, b & top
    if xa and xb and xa != top and xb != top:
        fb = f.fbits
        return _round(f, bool((a ^ b) & f.sign),
                      ((a & f.fmask) | (1 << fb)) * ((b & f.fmask) | (1 << fb)),
                      ((xa + xb) >> fb) - 2 * (f.bias + fb), mode)
    if _is_nan(f, a):
        return a, 0
    if _is_nan(f, b):
        return b, 0
    za, zb = _is_zero(f, a), _is_zero(f, b)
    ia, ib = _is_inf(f, a), _is_inf(f, b)
    if (za and ib) or (zb and ia):
        return f.canon, NV
    sign = (a ^ b) & f.sign
    if ia or ib:
        return sign | f.inf, 0
    if za or zb:
        return sign, 0
    ma, ea = _unpack(f, a)
    mb, eb = _unpack(f, b)
    return _round(f, bool(sign), ma * mb, ea + eb, mode)


def _div(f: _Fmt, a: int, b: int, mode: int) -> tuple[int, int]:
    top = f.emask_shifted
    xa, xb = a & top, b & top
    if xa and xb and xa != top and xb != top:
        fb = f.fbits
        return _div_exact(f, bool((a ^ b) & f.sign), (a & f.fmask) | (1 << fb),
                          (b & f.fmask) | (1 << fb), (xa >> fb) - (xb >> fb), mode)
    if _is_nan(f, a):
        return a, 0
    if _is_nan(f, b):
        return b, 0
    za, zb = _is_zero(f, a), _is_zero(f, b)
    ia, ib = _is_inf(f, a), _is_inf(f, b)
    if (za and zb) or (ia and ib):
        return f.canon, NV
    sign = (a ^ b) & f.sign
    if ia:
        return sign | f.inf, 0
    if ib or za:
        return sign, 0
    if zb:
        return sign | f.inf, DZ
    ma, ea = _unpack(f, a)
    mb, eb = _unpack(f, b)
    return _div_exact(f, bool(sign), ma, mb, ea - eb, mode)


def _div_exact(f: _Fmt, neg: bool, ma: int, mb: int, e: int, mode: int) -> tuple[int, int]:
    """Round (ma / mb) * 2**e for positive mantissas."""
    # enough quotient bits for any rounding position, then a sticky bit for the remainder
    shift = f.prec + 3 + max(0, mb.bit_length() - ma.bit_length())
    q, r = divmod(ma << shift, mb)
    if r:
        q = (q << 1) | 1
        shift += 1
    return _round(f, neg, q, e - shift, mode)


def _sqrt(f: _Fmt, a: int, mode: int) -> tuple[int, int]:
    if _is_nan(f, a) or _is_zero(f, a):
        return a, 0
    if a & f.sign:
        return f.canon, NV
    if _is_inf(f, a):
        return a, 0
    m, e = _unpack(f, a)
    # scale to an even exponent with at least 2*(prec+3) bits so the root has prec+3 bits
    shift = max(0, 2 * (f.prec + 3) - m.bit_length())
    if (e - shift) & 1:
        shift += 1
    n = m << shift
    root = math.isqrt(n)
    half_exp = (e - shift) // 2
    if root * root != n:
        root = (root << 1) | 1
        half_exp -= 1
    return _round(f, False, root, half_exp, mode)


def _fma(f: _Fmt, a: int, b: int, c: int, mode: int) -> tuple[int, int]:
    top = f.emask_shifted
    xa, xb, xc = a & top, b & top, c & top
    if xa and xb and xc and xa != top and xb != top and xc != top:  # all normal
        fb = f.fbits
        hidden = 1 << fb
        return _add_exact(f, ((a & f.fmask) | hidden) * ((b & f.fmask) | hidden),
                          ((xa + xb) >> fb) - 2 * (f.bias + fb), (a ^ b) & f.sign,
                          (c & f.fmask) | hidden, (xc >> fb) - f.bias - fb, c & f.sign, mode,
                          fused=True)
    if _is_nan(f, a):
        return a, 0
    if _is_nan(f, b):
        return b, 0
    if _is_nan(f, c):
        return c, 0
    za, zb = _is_zero(f, a), _is_zero(f, b)
    ia, ib = _is_inf(f, a), _is_inf(f, b)
    if (za and ib) or (zb and ia):
        return f.canon, NV
    psign = (a ^ b) & f.sign
    if ia or ib:
        return _add(f, psign | f.inf, c, mode)
    if za or zb:
        return _add(f, psign, c, mode)
    if _is_inf(f, c):
        return c, 0  # RARS 1.6 crashes here; this is the IEEE result
    ma, ea = _unpack(f, a)
    mb, eb = _unpack(f, b)
    mp, ep = ma * mb, ea + eb
    if _is_zero(f, c):
        neg = bool(psign)
        if (psign ^ c) & f.sign and ep + mp.bit_length() < 0:
            neg = not neg  # JSoftFloat compares |product| with a zero of exponent 0
        return _round(f, neg, mp, ep, mode)
    mc, ec = _unpack(f, c)
    return _add_exact(f, mp, ep, psign, mc, ec, c & f.sign, mode, fused=True)


_FLIP = {RNE: RNE, RTZ: RTZ, RDN: RUP, RUP: RDN, RMM: RMM}


def _fmsub(f: _Fmt, a: int, b: int, c: int, mode: int) -> tuple[int, int]:
    return _fma(f, a, b, c ^ f.sign, mode)


def _fnmadd(f: _Fmt, a: int, b: int, c: int, mode: int) -> tuple[int, int]:
    r, fl = _fma(f, a, b, c, _FLIP[mode])
    return r ^ f.sign, fl


def _fnmsub(f: _Fmt, a: int, b: int, c: int, mode: int) -> tuple[int, int]:
    r, fl = _fma(f, a, b, c ^ f.sign, _FLIP[mode])
    return r ^ f.sign, fl


# ---------------------------------------------------------------------------------------------
# min/max, comparisons, classification


def _minmax(f: _Fmt, a: int, b: int, want_max: bool) -> tuple[int, int]:
    flags = NV if _is_snan(f, a) or _is_snan(f, b) else 0
    na, nb = _is_nan(f, a), _is_nan(f, b)
    if na:
        return (f.canon if nb else b), flags
    if nb:
        return a, flags
    if (a ^ b) & f.sign:
        a_is_min = bool(a & f.sign)  # also orders -0 before +0
    else:
        a_is_min = _key(f, a) <= _key(f, b)
    return (b if a_is_min else a) if want_max else (a if a_is_min else b), flags


def _key(f: _Fmt, b: int) -> int:
    """An integer that orders finite values and infinities like the numbers they encode."""
    mag = b & ~f.sign
    return -mag if b & f.sign else mag


def _cmp(f: _Fmt, a: int, b: int) -> int:
    """JSoftFloat's three-way compare of non-NaN values, including its infinity quirk."""
    if _is_zero(f, a):
        if _is_zero(f, b):
            return 0
        return 1 if b & f.sign else -1
    if _is_zero(f, b):
        return -1 if a & f.sign else 1
    if _is_inf(f, a):
        if _is_inf(f, b) and (a ^ b) & f.sign == 0:
            return 0
        return 1 if a & f.sign else -1  # inverted in RARS 1.6
    ka, kb = _key(f, a), _key(f, b)
    return (ka > kb) - (ka < kb)


def _feq(f: _Fmt, a: int, b: int) -> tuple[int, int]:
    flags = NV if _is_snan(f, a) or _is_snan(f, b) else 0
    if _is_nan(f, a) or _is_nan(f, b):
        return 0, flags
    return int(_cmp(f, a, b) == 0), flags


def _flt(f: _Fmt, a: int, b: int) -> tuple[int, int]:
    if _is_nan(f, a) or _is_nan(f, b):
        return 0, NV
    return int(_cmp(f, a, b) < 0), 0


def _fle(f: _Fmt, a: int, b: int) -> tuple[int, int]:
    if _is_nan(f, a) or _is_nan(f, b):
        return 0, NV
    return int(_cmp(f, a, b) <= 0), 0


def _fclass(f: _Fmt, b: int) -> tuple[int, int]:
    neg = bool(b & f.sign)
    if _is_nan(f, b):
        return (0x200 if b & f.qbit else 0x100), 0
    if _is_inf(f, b):
        return (0x001 if neg else 0x080), 0
    if _is_zero(f, b):
        return (0x008 if neg else 0x010), 0
    if b & f.emask_shifted == 0:
        return (0x004 if neg else 0x020), 0
    return (0x002 if neg else 0x040), 0


# ---------------------------------------------------------------------------------------------
# conversions


def _round_to_int(neg: bool, m: int, e: int, mode: int) -> tuple[int, bool]:
    """Round m * 2**e (m > 0) to an integer magnitude the way JSoftFloat does; (value, inexact)."""
    if e >= 0:
        return m << e, False
    q = m >> -e
    rem = m & ((1 << -e) - 1)
    if rem == 0:
        return q, False
    half = 1 << (-e - 1)
    if mode == RNE:
        # JSoftFloat tests the parity of the *normalized* truncation, which is odd unless 0:
        # ties go away from zero except between 0 and 1.
        up = rem > half or (rem == half and q != 0)
    else:
        up = _round_up(mode, neg, q, rem, half)
    return q + up, True


def _to_int(f: _Fmt, b: int, mode: int, lo: int, hi: int,
            mask: int = 0xFFFFFFFF) -> tuple[int, int]:  # fmt: skip
    """Float to integer in [lo, hi] (saturating), returned as an unsigned pattern of
    ``mask``'s width (32 bits, or 64 for RV64's fcvt.l/lu)."""
    if _is_nan(f, b):
        return hi & mask, NV
    neg = bool(b & f.sign)
    if _is_inf(f, b):
        return (lo if neg else hi) & mask, NV
    if _is_zero(f, b):
        return 0, 0
    m, e = _unpack(f, b)
    mag, inexact = _round_to_int(neg, m, e, mode)
    v = -mag if neg else mag
    flags = NX if inexact else 0
    if v > hi:
        return hi & mask, flags | NV
    if v < lo:
        return lo & mask, flags | NV
    return v & mask, flags


def _from_int(f: _Fmt, v: int, mode: int) -> tuple[int, int]:
    if v == 0:
        return 0, 0
    return _round(f, v < 0, abs(v), 0, mode)


def _convert(src: _Fmt, dst: _Fmt, b: int, mode: int) -> tuple[int, int]:
    """fcvt.s.d / fcvt.d.s: NaN becomes the canonical NaN silently."""
    neg = bool(b & src.sign)
    if _is_nan(src, b):
        return dst.canon, 0
    if _is_inf(src, b):
        return (dst.sign if neg else 0) | dst.inf, 0
    if _is_zero(src, b):
        return (dst.sign if neg else 0), 0
    m, e = _unpack(src, b)
    return _round(dst, neg, m, e, mode)


# ---------------------------------------------------------------------------------------------
# the instruction table

Result = tuple[int, int]


def _s2(fn: Callable[[_Fmt, int, int, int], Result]) -> Callable[[int, int, int], Result]:
    def op(rs1: int, rs2: int, rm: int) -> Result:
        r, fl = fn(S, rs1 & 0xFFFFFFFF if rs1 >> 32 == 0xFFFFFFFF else CANON_S,
                   rs2 & 0xFFFFFFFF if rs2 >> 32 == 0xFFFFFFFF else CANON_S, rm)
        return BOX | r, fl
    return op


def _d2(fn: Callable[[_Fmt, int, int, int], Result]) -> Callable[[int, int, int], Result]:
    return lambda rs1, rs2, rm: fn(D, rs1, rs2, rm)


def _s3(fn: Callable[[_Fmt, int, int, int, int], Result]) -> Callable[..., Result]:
    def op(rs1: int, rs2: int, rs3: int, rm: int) -> Result:
        r, fl = fn(S, rs1 & 0xFFFFFFFF if rs1 >> 32 == 0xFFFFFFFF else CANON_S,
                   rs2 & 0xFFFFFFFF if rs2 >> 32 == 0xFFFFFFFF else CANON_S,
                   rs3 & 0xFFFFFFFF if rs3 >> 32 == 0xFFFFFFFF else CANON_S, rm)
        return BOX | r, fl
    return op


def _d3(fn: Callable[[_Fmt, int, int, int, int], Result]) -> Callable[..., Result]:
    return lambda rs1, rs2, rs3, rm: fn(D, rs1, rs2, rs3, rm)


def fsqrt_s(rs1: int, rm: int) -> Result:
    r, fl = _sqrt(S, _single(rs1), rm)
    return BOX | r, fl


def fsqrt_d(rs1: int, rm: int) -> Result:
    return _sqrt(D, rs1, rm)


def _sgnj_s(kind: int) -> Callable[[int, int], Result]:
    def op(rs1: int, rs2: int) -> Result:
        a, b = _single(rs1), _single(rs2)
        s = b if kind == 0 else ~b if kind == 1 else a ^ b
        return BOX | (a & 0x7FFFFFFF) | (s & 0x80000000), 0
    return op


def _sgnj_d(kind: int) -> Callable[[int, int], Result]:
    def op(rs1: int, rs2: int) -> Result:
        s = rs2 if kind == 0 else ~rs2 if kind == 1 else rs1 ^ rs2
        return (rs1 & ~D.sign & 0xFFFFFFFFFFFFFFFF) | (s & D.sign), 0
    return op


def _minmax_op(f: _Fmt, want_max: bool) -> Callable[[int, int], Result]:
    if f is S:
        def op(rs1: int, rs2: int) -> Result:
            r, fl = _minmax(S, _single(rs1), _single(rs2), want_max)
            return BOX | r, fl
    else:
        def op(rs1: int, rs2: int) -> Result:
            return _minmax(D, rs1, rs2, want_max)
    return op


def _cmp_op(f: _Fmt, fn: Callable[[_Fmt, int, int], Result]) -> Callable[[int, int], Result]:
    if f is S:
        return lambda rs1, rs2: fn(S, _single(rs1), _single(rs2))
    return lambda rs1, rs2: fn(D, rs1, rs2)


_INT_MIN, _INT_MAX, _UINT_MAX = -(1 << 31), (1 << 31) - 1, (1 << 32) - 1

OPS: dict[str, Callable[..., Result]] = {
    "fadd.s": _s2(_add), "fsub.s": _s2(_sub), "fmul.s": _s2(_mul), "fdiv.s": _s2(_div),
    "fadd.d": _d2(_add), "fsub.d": _d2(_sub), "fmul.d": _d2(_mul), "fdiv.d": _d2(_div),
    "fsqrt.s": fsqrt_s, "fsqrt.d": fsqrt_d,
    "fmadd.s": _s3(_fma), "fmsub.s": _s3(_fmsub),
    "fnmadd.s": _s3(_fnmadd), "fnmsub.s": _s3(_fnmsub),
    "fmadd.d": _d3(_fma), "fmsub.d": _d3(_fmsub),
    "fnmadd.d": _d3(_fnmadd), "fnmsub.d": _d3(_fnmsub),
    "fmin.s": _minmax_op(S, False), "fmax.s": _minmax_op(S, True),
    "fmin.d": _minmax_op(D, False), "fmax.d": _minmax_op(D, True),
    "fsgnj.s": _sgnj_s(0), "fsgnjn.s": _sgnj_s(1), "fsgnjx.s": _sgnj_s(2),
    "fsgnj.d": _sgnj_d(0), "fsgnjn.d": _sgnj_d(1), "fsgnjx.d": _sgnj_d(2),
    "feq.s": _cmp_op(S, _feq), "flt.s": _cmp_op(S, _flt), "fle.s": _cmp_op(S, _fle),
    "feq.d": _cmp_op(D, _feq), "flt.d": _cmp_op(D, _flt), "fle.d": _cmp_op(D, _fle),
    "fclass.s": lambda rs1: _fclass(S, _single(rs1)),
    "fclass.d": lambda rs1: _fclass(D, rs1),
    "fcvt.w.s": lambda rs1, rm: _to_int(S, _single(rs1), rm, _INT_MIN, _INT_MAX),
    "fcvt.wu.s": lambda rs1, rm: _to_int(S, _single(rs1), rm, 0, _UINT_MAX),
    "fcvt.w.d": lambda rs1, rm: _to_int(D, rs1, rm, _INT_MIN, _INT_MAX),
    "fcvt.wu.d": lambda rs1, rm: _to_int(D, rs1, rm, 0, _UINT_MAX),
    "fcvt.s.w": lambda rs1, rm: _boxed(_from_int(S, s32(rs1), rm)),
    "fcvt.s.wu": lambda rs1, rm: _boxed(_from_int(S, rs1 & 0xFFFFFFFF, rm)),
    "fcvt.d.w": lambda rs1, rm: _from_int(D, s32(rs1), rm),
    "fcvt.d.wu": lambda rs1, rm: _from_int(D, rs1 & 0xFFFFFFFF, rm),
    "fcvt.s.d": lambda rs1, rm: _boxed(_convert(D, S, rs1, rm)),
    "fcvt.d.s": lambda rs1, rm: _convert(S, D, _single(rs1), rm),
    "fmv.x.w": lambda rs1: (rs1 & 0xFFFFFFFF, 0),
    "fmv.w.x": lambda rs1: (BOX | (rs1 & 0xFFFFFFFF), 0),
}
OPS["fmv.x.s"] = OPS["fmv.x.w"]  # RARS's names for the same instructions
OPS["fmv.s.x"] = OPS["fmv.w.x"]

_M64 = (1 << 64) - 1
_LONG_MIN, _LONG_MAX, _ULONG_MAX = -(1 << 63), (1 << 63) - 1, _M64


def _s64(v: int) -> int:
    v &= _M64
    return v - (1 << 64) if v >> 63 else v


# RV64 only (RARS's rv64 mode): integer operands and results are 64-bit patterns
OPS.update({
    "fcvt.l.s": lambda rs1, rm: _to_int(S, _single(rs1), rm, _LONG_MIN, _LONG_MAX, _M64),
    "fcvt.lu.s": lambda rs1, rm: _to_int(S, _single(rs1), rm, 0, _ULONG_MAX, _M64),
    "fcvt.l.d": lambda rs1, rm: _to_int(D, rs1, rm, _LONG_MIN, _LONG_MAX, _M64),
    "fcvt.lu.d": lambda rs1, rm: _to_int(D, rs1, rm, 0, _ULONG_MAX, _M64),
    "fcvt.s.l": lambda rs1, rm: _boxed(_from_int(S, _s64(rs1), rm)),
    "fcvt.s.lu": lambda rs1, rm: _boxed(_from_int(S, rs1 & _M64, rm)),
    "fcvt.d.l": lambda rs1, rm: _from_int(D, _s64(rs1), rm),
    "fcvt.d.lu": lambda rs1, rm: _from_int(D, rs1 & _M64, rm),
    "fmv.x.d": lambda rs1: (rs1 & _M64, 0),
    "fmv.d.x": lambda rs1: (rs1 & _M64, 0),
})

# mnemonics whose encoding has an rm field (the machine passes the resolved mode last)
HAS_RM = frozenset(
    name for name in OPS
    if name.split(".")[0] in {"fadd", "fsub", "fmul", "fdiv", "fsqrt", "fmadd", "fmsub",
                              "fnmadd", "fnmsub", "fcvt"}
)


def _boxed(res: Result) -> Result:
    return BOX | res[0], res[1]
