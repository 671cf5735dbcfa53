"""Flat little-endian storage for one memory region, shared by the RARS and MARS memories.

A region is one bytearray with memoryview casts over it, so translated blocks index words,
halves and bytes directly (``words[(a - base) >> 2]``) instead of going through a method.
Which addresses belong to which region, in what order, and what faults say is each memory's
own business (`machine/riscv/memory.py`, `machine/mips/memory.py`).
"""

from __future__ import annotations

import mmap
import sys

if sys.byteorder != "little":  # pragma: no cover - the memoryview casts assume it
    raise ImportError("rarslite's memory needs a little-endian host")

BLOCK = 4096  # RARS and MARS allocate data storage in 4 KiB blocks (matters for dumps)
_PAD = 8  # slack so an unaligned RV32 fsd half near a region end stays inside the bytearray


class Region:
    """One contiguous storage area: valid start addresses are ``lo <= a <= hi``."""

    __slots__ = ("name", "lo", "hi", "base", "buf", "words", "halves", "sbytes", "shalves",
                 "swords", "dwords", "written")  # fmt: skip

    def __init__(self, name: str, lo: int, hi: int, lazy: bool = False) -> None:
        self.name = name
        self.lo = lo
        self.hi = hi
        self.base = lo & ~3  # storage starts word-aligned so word views line up
        size = max(((hi - self.base + 4 + 3) & ~3) + _PAD, 8)
        # ``lazy``: anonymous mmap pages, zero until touched (a bytearray is zero-filled at
        # once: milliseconds per 4 MiB region at every start). Indexing, slices, `find` with
        # bytes and the views work the same on both.
        self.buf: bytearray | mmap.mmap = mmap.mmap(-1, size) if lazy else bytearray(size)
        self.words = memoryview(self.buf).cast("I")
        self.halves = memoryview(self.buf).cast("H")
        self.sbytes = memoryview(self.buf).cast("b")
        self.shalves = memoryview(self.buf).cast("h")
        self.swords = memoryview(self.buf).cast("i")  # RV64 lw: sign-extended for free
        # RV64 ld/sd at base + 8k (RARS's sp is 4 mod 8, like the stack's base)
        self.dwords = memoryview(self.buf)[: size & ~7].cast("Q")
        # absolute 4 KiB block numbers (address >> 12) known written: RARS's and MARS's block
        # tables line up with these (data segment bases are 4 KiB-aligned, stack bases end in
        # 0xffc and their tables count down from there); dumps stop at a block never written
        self.written: set[int] = set()

    def contains(self, a: int) -> bool:
        return self.lo <= a <= self.hi

    def clear(self) -> None:
        self.buf[:] = bytes(len(self.buf))
        self.written.clear()

    def block_written(self, block: int) -> bool:
        """Was absolute block ``block`` stored to? Recorded, or holding a nonzero byte (a store
        through a translated block records nothing, but memory starts out zero)."""
        if block in self.written:
            return True
        lo = max(block << 12, self.base) - self.base
        hi = min((block + 1) << 12, self.hi + 1) - self.base
        chunk = self.buf[lo:hi] if hi > lo else b""
        if chunk.count(0) != len(chunk):
            self.written.add(block)
            return True
        return False

    def nonzero_blocks(self) -> set[int]:
        """Block numbers holding a nonzero byte (written by a store that recorded nothing)."""
        buf, zero = self.buf, bytes(BLOCK)
        return {b for b in range((len(buf) + BLOCK - 1) // BLOCK)
                if buf[b * BLOCK : (b + 1) * BLOCK] != zero[: len(buf) - b * BLOCK]}  # fmt: skip
