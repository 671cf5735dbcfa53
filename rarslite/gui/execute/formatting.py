"""Value formatting and parsing shared by the execute views (pure functions)."""

from __future__ import annotations

import math
import struct

from rarslite.bits import hex8, s32


def word_text(v: int, mode: str) -> str:
    """A 32-bit word as "hex", "dec" or "ascii" (4 bytes little-endian, RARS's ASCII view)."""
    if mode == "dec":
        return str(s32(v))
    if mode == "ascii":
        chars = []
        for i in range(4):
            b = (v >> (8 * i)) & 0xFF
            chars.append(chr(b) if 32 <= b < 127 else "\\0" if b == 0 else ".")
        return " ".join(f"{c:>2}" for c in chars)
    return hex8(v)


def doubleword_text(v: int, mode: str) -> str:
    """A 64-bit doubleword (RARS's 64-bit mode) as "hex", "dec" or "ascii" (8 bytes)."""
    v &= (1 << 64) - 1
    if mode == "dec":
        return str(v - (1 << 64) if v >> 63 else v)
    if mode == "ascii":
        return word_text(v & 0xFFFFFFFF, mode) + " " + word_text(v >> 32, mode)
    return f"0x{v:016x}"


def reg_text(v: int, hex_mode: bool, xlen: int = 32) -> str:
    """An integer register as the register views show it (64-bit mode: all 64 bits)."""
    if xlen == 64:
        return doubleword_text(v, "hex" if hex_mode else "dec")
    return hex8(v) if hex_mode else str(s32(v))


def parse_int(text: str, bits: int = 32) -> int:
    """An integer typed by the user: decimal, 0x hex, 0b binary, optionally negative.

    Raises ValueError for anything else (callers show the message, never a traceback).
    """
    t = text.strip().replace("_", "")
    if not t:
        raise ValueError("no value: type a number (decimal, 0x hex or 0b binary)")
    try:
        value = int(t, 0)
    except ValueError:
        raise ValueError(f"'{text.strip()}' is not a number: use decimal, 0x hex or 0b binary"
                         ) from None
    if not -(1 << (bits - 1)) <= value < (1 << bits):
        raise ValueError(f"{text.strip()} does not fit in {bits} bits")
    return value & ((1 << bits) - 1)


def fp_text(bits: int, mode: str) -> str:
    """An FP register (raw 64 bits): NaN-boxed values as float, others as double (RARS)."""
    bits &= 0xFFFFFFFFFFFFFFFF
    if mode == "hex":
        return f"0x{bits:016x}"
    if bits >> 32 == 0xFFFFFFFF:
        value = struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
        return _float_str(value, single=True)
    value = struct.unpack("<d", struct.pack("<Q", bits))[0]
    return _float_str(value, single=False)


def _float_str(value: float, single: bool) -> str:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if single:
        return repr(struct.unpack("<f", struct.pack("<f", value))[0]) if value else "0.0"
    return repr(value)


def parse_fp(text: str, current: int) -> int:
    """Raw 64-bit pattern for user input: 0x.. is raw bits; a number keeps the register's
    current width (NaN-boxed single stays single)."""
    t = text.strip()
    try:
        if t.lower().startswith("0x"):
            return int(t, 16) & 0xFFFFFFFFFFFFFFFF
        value = float(t)
    except ValueError:
        raise ValueError(f"'{t}' is not a number: use a decimal like -1.5, or 0x and the "
                         "register's raw bits in hex") from None
    if current >> 32 == 0xFFFFFFFF:
        try:
            return 0xFFFFFFFF00000000 | struct.unpack("<I", struct.pack("<f", value))[0]
        except OverflowError:
            raise ValueError(f"'{t}' is too large for a single-precision (float) register"
                             ) from None
    return struct.unpack("<Q", struct.pack("<d", value))[0]
