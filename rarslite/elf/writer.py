"""Write an assembled `Program` as an ELF32 RISC-V executable (standard library only).

The file has one PT_LOAD segment per contiguous run of code (read+execute) and per group of
data chunks (read+write), each at an offset congruent to its address modulo the page size so
that Linux (qemu-riscv32) can map it; section headers ``.text``/``.data`` name them, and
``.symtab``/``.strtab`` hold every label (``.globl`` ones as global symbols). The entry point
is a global ``main`` if there is one, else the start of the code (``Program.entry``).
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field

from rarslite.program import Program

PAGE = 0x1000
MERGE_GAP = PAGE  # data chunks closer than this share a segment (zeros in between)
EM_RISCV = 243
ET_EXEC = 2
PT_LOAD = 1
PF_X, PF_W, PF_R = 1, 2, 4
SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB = 1, 2, 3
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 1, 2, 4
STB_LOCAL, STB_GLOBAL = 0, 1
STT_NOTYPE = 0
SHN_ABS = 0xFFF1
EHDR_SIZE, PHDR_SIZE, SHDR_SIZE, SYM_SIZE = 52, 32, 40, 16


@dataclass
class _Block:
    """A loadable piece: one segment and its section."""

    name: str
    addr: int
    body: bytearray
    executable: bool
    offset: int = 0
    index: int = 0  # section header number

    @property
    def end(self) -> int:
        return self.addr + len(self.body)


@dataclass
class _Strings:
    """An ELF string table under construction."""

    data: bytearray = field(default_factory=lambda: bytearray(b"\0"))
    where: dict[str, int] = field(default_factory=dict)

    def add(self, s: str) -> int:
        if s not in self.where:
            self.where[s] = len(self.data)
            self.data += s.encode("utf-8") + b"\0"
        return self.where[s]


def _code_blocks(program: Program) -> list[_Block]:
    blocks: list[_Block] = []
    for addr in sorted(program.text):
        word = struct.pack("<I", program.text[addr].word & 0xFFFFFFFF)
        if blocks and blocks[-1].end == addr:
            blocks[-1].body += word
        else:
            name = ".text" if not blocks else f".text.{len(blocks)}"
            blocks.append(_Block(name, addr, bytearray(word), True))
    return blocks


def _data_blocks(program: Program) -> list[_Block]:
    blocks: list[_Block] = []
    for addr, chunk in sorted(program.data, key=lambda c: c[0]):
        if not chunk:
            continue
        if blocks and 0 <= addr - blocks[-1].end <= MERGE_GAP:
            last = blocks[-1]
            last.body += bytes(addr - last.end) + chunk
        else:
            name = ".data" if not blocks else f".data.{len(blocks)}"
            blocks.append(_Block(name, addr, bytearray(chunk), False))
    return blocks


def entry_point(program: Program) -> int:
    """Where the written executable starts: a global main, else the program's entry."""
    main = program.main_address()
    return main if main is not None else program.entry


def write_elf(program: Program) -> bytes:
    """The bytes of an ELF32 little-endian RISC-V executable holding ``program``."""
    blocks = _code_blocks(program) + _data_blocks(program)
    phoff = EHDR_SIZE
    offset = phoff + PHDR_SIZE * len(blocks)
    for block in blocks:  # file offset congruent to the address modulo the page size
        offset += (block.addr - offset) % PAGE
        block.offset = offset
        offset += len(block.body)

    shstr = _Strings()
    strtab = _Strings()
    for i, block in enumerate(blocks, start=1):
        block.index = i
    symtab_index = len(blocks) + 1
    symbols = _symbol_table(program, blocks, strtab)
    first_global = 1 + sum(1 for label in program.symbols if label not in program.globals)

    sections: list[tuple] = [(0,) * 10]  # the null section
    for block in blocks:
        flags = SHF_ALLOC | (SHF_EXECINSTR if block.executable else SHF_WRITE)
        sections.append((shstr.add(block.name), SHT_PROGBITS, flags, block.addr, block.offset,
                         len(block.body), 0, 0, 4 if block.executable else 1, 0))  # fmt: skip
    tail = bytearray()

    def place(data: bytes, align: int) -> int:
        nonlocal tail
        tail += bytes(-(offset + len(tail)) % align)
        at = offset + len(tail)
        tail += data
        return at

    sym_at = place(symbols, 4)
    str_at = place(bytes(strtab.data), 1)
    sections.append((shstr.add(".symtab"), SHT_SYMTAB, 0, 0, sym_at, len(symbols),
                     symtab_index + 1, first_global, 4, SYM_SIZE))  # fmt: skip
    sections.append((shstr.add(".strtab"), SHT_STRTAB, 0, 0, str_at, len(strtab.data),
                     0, 0, 1, 0))  # fmt: skip
    name = shstr.add(".shstrtab")
    shstr_at = place(bytes(shstr.data), 1)
    sections.append((name, SHT_STRTAB, 0, 0, shstr_at, len(shstr.data), 0, 0, 1, 0))
    shoff = place(b"", 4)

    out = bytearray()
    ident = b"\x7fELF" + bytes([1, 1, 1, 0]) + bytes(8)  # 32-bit, little-endian, version 1
    out += ident + struct.pack(
        "<HHIIIIIHHHHHH", ET_EXEC, EM_RISCV, 1, entry_point(program), phoff, shoff, 0,
        EHDR_SIZE, PHDR_SIZE, len(blocks), SHDR_SIZE, len(sections), len(sections) - 1,
    )  # fmt: skip
    for block in blocks:
        flags = PF_R | (PF_X if block.executable else PF_W)
        size = len(block.body)
        out += struct.pack("<8I", PT_LOAD, block.offset, block.addr, block.addr, size, size,
                           flags, PAGE)  # fmt: skip
    for block in blocks:
        out += bytes(block.offset - len(out)) + block.body
    out += tail
    for section in sections:
        out += struct.pack("<10I", *section)
    return bytes(out)


def save_elf(program: Program, path: str | os.PathLike) -> None:
    """Write ``program`` to ``path`` as an executable file (mode like a linker's output:
    qemu-riscv32 refuses files without the execute bit). Raises OSError."""
    data = write_elf(program)
    with open(path, "wb") as f:
        f.write(data)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(path, 0o777 & ~umask)


def _symbol_table(program: Program, blocks: list[_Block], strtab: _Strings) -> bytes:
    """Null symbol, then local labels, then global ones (ELF wants locals first)."""

    def section_of(addr: int) -> int:
        for block in blocks:
            if block.addr <= addr < block.end:
                return block.index
        return SHN_ABS

    out = bytearray(SYM_SIZE)
    locals_ = [lab for lab in program.symbols if lab not in program.globals]
    globals_ = [lab for lab in program.symbols if lab in program.globals]
    for bind, labels in ((STB_LOCAL, locals_), (STB_GLOBAL, globals_)):
        for label in labels:
            addr = program.symbols[label] & 0xFFFFFFFF
            out += struct.pack("<IIIBBH", strtab.add(label), addr, 0, (bind << 4) | STT_NOTYPE,
                               0, section_of(addr))  # fmt: skip
    return bytes(out)
