"""32-bit word helpers used across the engine (one definition each)."""

from __future__ import annotations

M32 = 0xFFFFFFFF


def s32(v: int) -> int:
    """The low 32 bits of ``v`` as a signed (two's complement) value."""
    v &= M32
    return v - (1 << 32) if v & 0x80000000 else v


def hex8(v: int) -> str:
    """``0x`` and 8 lowercase hex digits of the 32-bit pattern of ``v`` (RARS's format)."""
    return f"0x{v & M32:08x}"
