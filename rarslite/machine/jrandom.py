"""Bit-exact java.util.Random, the generator behind RARS's random ecalls (40-44).

Java's generator is a 48-bit linear congruential generator; every public method is defined in
terms of ``next(bits)``, so reproducing that and the exact derivations below gives the same
streams as RARS for the same seed.
"""

from __future__ import annotations

import struct

from rarslite.bits import s32

_MULT = 0x5DEECE66D
_ADDEND = 0xB
_MASK = (1 << 48) - 1


class JRandom:
    """java.util.Random with an explicit seed (a Java long; RARS passes a sign-extended int)."""

    __slots__ = ("_seed",)

    def __init__(self, seed: int) -> None:
        self._seed = 0
        self.set_seed(seed)

    def set_seed(self, seed: int) -> None:
        """Java's setSeed: scramble the seed with the multiplier (only the low 48 bits matter)."""
        self._seed = (seed ^ _MULT) & _MASK

    def _next(self, bits: int) -> int:
        self._seed = (self._seed * _MULT + _ADDEND) & _MASK
        return s32(self._seed >> (48 - bits))

    def next_int(self) -> int:
        """nextInt(): a signed 32-bit value."""
        return self._next(32)

    def next_int_bound(self, bound: int) -> int:
        """nextInt(bound) for bound > 0: uniform in [0, bound), with Java's rejection loop."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        r = self._next(31)
        m = bound - 1
        if bound & m == 0:  # power of two: take the high bits
            return s32((bound * r) >> 31)
        u = r
        while True:
            r = u % bound
            # Java detects the biased tail by int overflow of u - r + m
            if s32(u - r + m) >= 0:
                return r
            u = self._next(31)

    def next_float(self) -> float:
        """nextFloat(): 24 random bits / 2**24, exactly a float32 value in [0, 1)."""
        return self._next(24) / float(1 << 24)

    def next_float_bits(self) -> int:
        """nextFloat() as raw IEEE binary32 bits (what RARS stores in fa0)."""
        return struct.unpack("<I", struct.pack("<f", self.next_float()))[0]

    def next_double(self) -> float:
        """nextDouble(): 53 random bits (26 then 27) / 2**53."""
        hi = self._next(26)
        lo = self._next(27)
        return ((hi << 27) + lo) * (1.0 / (1 << 53))

    def next_double_bits(self) -> int:
        """nextDouble() as raw IEEE binary64 bits."""
        return struct.unpack("<Q", struct.pack("<d", self.next_double()))[0]
