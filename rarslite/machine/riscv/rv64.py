"""RARS's 64-bit mode (``rv64``) for the block translator: expression templates and helpers.

Registers hold unsigned 64-bit patterns. RARS computes ordinary instructions on Java longs
and every 32-bit result (``*w`` instructions, ``lw``, ``lui``, ``auipc``, links, ``fcvt.w``,
``fmv.x.s``) through ``updateRegister(int)``, i.e. sign-extended to 64 bits. Addresses stay
32-bit: RARS adds the immediate to the register's low word (``RegisterFile.getValue``).

The integer expression templates of both modes are in `int_ops.py`.
"""

from __future__ import annotations

from rarslite.machine.riscv.int_ops import sx32

__all__ = ["sx32", "sx32_value", "div64", "rem64", "SIGN_EXTENDED_FP_RESULTS"]

M64 = (1 << 64) - 1
S64 = 1 << 63
M32 = 0xFFFFFFFF


def sx32_value(v: int) -> int:
    """``sx32`` of a constant."""
    v &= M32
    return (v | ~M32) & M64 if v & 0x80000000 else v


def div64(a: int, b: int) -> int:
    """RV64 div on unsigned 64-bit patterns: x/0 = -1, MIN/-1 = MIN, truncation."""
    if b == 0:
        return M64
    sa = a - (1 << 64) if a & S64 else a
    sb = b - (1 << 64) if b & S64 else b
    q = abs(sa) // abs(sb)
    return (-q if (sa < 0) != (sb < 0) else q) & M64


def rem64(a: int, b: int) -> int:
    if b == 0:
        return a
    sa = a - (1 << 64) if a & S64 else a
    sb = b - (1 << 64) if b & S64 else b
    r = abs(sa) % abs(sb)
    return (-r if sa < 0 else r) & M64


# FP ops whose 32-bit integer result RARS sign-extends into the 64-bit register
SIGN_EXTENDED_FP_RESULTS = frozenset({"fcvt.w.s", "fcvt.wu.s", "fcvt.w.d", "fcvt.wu.d",
                                      "fmv.x.s", "fmv.x.w"})  # fmt: skip
