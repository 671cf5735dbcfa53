"""`Program`: what the assembler (or the ELF loader) produces and the machine loads.

A program is bytes placed at addresses plus what a debugger needs to explain them: symbols
and a source map. It knows nothing about execution.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rarslite.memory_map import DEFAULT, MemoryConfig

if TYPE_CHECKING:  # (a MIPS program's SourceLoc need not load the RISC-V package)
    from rarslite.isa.riscv.instr import Instr

DEVICE_SPAN = 0x100  # the device registers rarslite provides lie in [mmio_base, + this)


@dataclass(frozen=True, slots=True)
class SourceLoc:
    """Where a basic instruction came from.

    ``file`` is the path as the user gave it (made absolute by the front end when RARS
    compatibility needs it); ``line`` is 1-based; ``text`` is the source line as written
    (without the newline). ``macro_line`` is the line of the macro definition body when the
    instruction came from a macro expansion (RARS shows ``line CALL->DEF``), else 0.
    """

    file: str
    line: int
    text: str
    macro_line: int = 0


@dataclass(slots=True)
class TextEntry:
    """One basic instruction in the text segment."""

    addr: int
    word: int  # the encoded 32-bit machine word, as stored in memory
    # decoded form; may differ from decode(word) for RARS quirks (see Instr.imm). None (ELF
    # loader only) for a word of an executable segment that is no instruction: executing it
    # is an illegal instruction
    instr: Instr | None
    basic: str  # RARS listing text of the basic instruction, e.g. "addi x5,x0,0x00000001"
    loc: SourceLoc | None = None
    first_of_source: bool = True  # False for the 2nd.. basic instruction of a pseudo expansion


@dataclass
class Program:
    """An assembled (or loaded) program.

    * ``text``: address -> TextEntry for every occupied text slot (4-byte aligned). A slot that
      is absent is "empty": RARS stops with "dropped off the bottom" when the pc reaches it.
    * ``data``: list of (address, bytes) chunks to copy into memory (data segment, .extern,
      or anything else the loader places); chunks may be adjacent, never overlapping.
    * ``symbols``: label -> address for all labels of all files (later files do not hide
      earlier ones; a label local to several files keeps the first); ``globals`` names the
      labels declared ``.globl``.
    * ``entry``: the address where execution starts when "start at main" does not apply
      (text base for assembled programs, e_entry for ELF).
    * ``files``: the source files in assembly order (first = main file).
    * ``readable_text`` / ``writable_text``: [start, end) address ranges of the text segment
      that loads may read / stores may write without self-modifying code: an ELF's segments
      marked readable / writable (``.rodata`` / ``.data`` after the code); always empty for
      assembled programs, which keep RARS's rule.
    """

    config: MemoryConfig = DEFAULT
    text: dict[int, TextEntry] = field(default_factory=dict)
    data: list[tuple[int, bytes]] = field(default_factory=list)
    symbols: dict[str, int] = field(default_factory=dict)
    globals: set[str] = field(default_factory=set)
    entry: int = DEFAULT.text_base
    files: list[str] = field(default_factory=list)
    warnings: list = field(default_factory=list)  # asm.errors.AsmMessage of kind "warning"
    readable_text: list[tuple[int, int]] = field(default_factory=list)
    writable_text: list[tuple[int, int]] = field(default_factory=list)
    xlen: int = 32  # 64: assembled in RARS's 64-bit mode; runs with 64-bit registers

    def text_readable(self, addr: int, size: int) -> bool:
        """Whether loads may read [addr, addr + size) of the text segment (see above)."""
        return within(self.readable_text, addr, size)

    def main_address(self) -> int | None:
        """Address of a *global* ``main`` label in the text segment, else None (RARS ``sm``)."""
        if "main" in self.globals and "main" in self.symbols:
            addr = self.symbols["main"]
            if addr in self.text:
                return addr
        return None

    def mentions_mmio(self) -> bool:
        """Whether the program can address the memory-mapped devices (`reaches_devices`)."""
        return reaches_devices(
            self.config.mmio_base,
            ((e.instr.imm & 0xFFFFF) << 12 for e in self.text.values()
             if e.instr is not None and e.instr.op == "lui"),
            (int.from_bytes(data[i:i + 4], "little")
             for addr, data in self.data for i in range(-addr % 4, len(data) - 3, 4)))


def reaches_devices(mmio_base: int, upper_values: Iterable[int], data_words: Iterable[int],
                    ) -> bool:
    """Whether a program can address the memory-mapped devices, for either ISA: a ``lui`` of
    the MMIO page (``upper_values``: what each ``lui`` puts in its register) or a data word
    holding a device address (how ``li``/``la`` and address tables reach them). A console-only
    program (neither) needs no device tool. Other memory configurations answer True: their
    MMIO addresses are ordinary small constants."""
    if mmio_base != 0xFFFF0000:
        return True
    return any(v == mmio_base for v in upper_values) or any(
        mmio_base <= w < mmio_base + DEVICE_SPAN for w in data_words)


def within(ranges, addr: int, size: int) -> bool:
    """Whether [addr, addr + size) lies inside one of the [lo, hi) ``ranges``."""
    return any(lo <= addr and addr + size <= hi for lo, hi in ranges)


def source_key(path: str) -> str:
    """The key a source file's breakpoints and lines are kept under: its real path."""
    return os.path.realpath(path)


@dataclass
class LineTable:
    """The source lines of a loaded program and the first instruction of each."""

    first: dict[tuple[str, int], int] = field(default_factory=dict)  # (key, line) -> addr
    line_of: dict[int, tuple[str, int]] = field(default_factory=dict)  # the inverse
    files: set[str] = field(default_factory=set)  # keys of the files the program came from

    @classmethod
    def of(cls, program) -> LineTable:
        """The table of ``program`` (a `Program` or any view with ``files`` and ``text``)."""
        table = cls()
        keys: dict[str, str] = {}  # realpath per spelling: a few files, many entries
        for name in program.files:
            table.files.add(keys.setdefault(name, source_key(name)))
        for addr in sorted(program.text):  # ascending, so a line's first instruction wins
            loc = program.text[addr].loc
            if loc is None:
                continue
            key = keys.get(loc.file) or keys.setdefault(loc.file, source_key(loc.file))
            table.files.add(key)
            table.first.setdefault((key, loc.line), addr)
        table.line_of = {addr: where for where, addr in table.first.items()}
        return table

    def lines_of(self, key: str) -> dict[int, int]:
        """line -> address of its first instruction, for one file."""
        return {line: addr for (k, line), addr in self.first.items() if k == key}

    def next_code_line(self, key: str, line: int) -> int:
        later = [n for (k, n) in self.first if k == key and n > line]
        return min(later) if later else 0
