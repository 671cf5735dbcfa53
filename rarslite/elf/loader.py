"""Load an RV32 ELF executable (GNU toolchain output) into a `Program`.

What is accepted: ELF32, little-endian, EM_RISCV, ET_EXEC, no compressed instructions, every
loadable segment inside one region of a RARS memory configuration (code in the text segment,
data in the data segment or the stack). Anything else raises `ElfError` with a message that
says what is wrong and how to build a program that works; pyelftools' own exceptions never
escape.

Decisions:

* Every word of an executable segment becomes a text slot. A word that decodes to no RV32IMFD
  instruction (data or padding linked into the code) gets ``instr=None``: executing it is an
  illegal-instruction trap, as on hardware, and its listing text is ``.word 0x...``.
* Allocated sections that are data but lie in the text segment (``.rodata`` linked after
  ``.text``, as GNU ld's default layout does with ``-Ttext``/``-Tdata``) are loaded as text
  words. Unlike an assembled program's text (RARS's rule: no loads or stores without
  ``--smc``), the segment flags decide: loads may read a segment marked readable (PF_R) and
  stores may write one marked writable (PF_W; ``.data`` that ``-Ttext`` alone places after
  the code), as on hardware (``Program.readable_text``/``writable_text``). Storing into the
  read-only ``.rodata`` still faults. Only data in a segment not marked readable gets a
  warning.
* The ELF and program headers that GNU ld's default script loads in front of the code are
  dropped (they would lie below the text segment and are no part of the program).
* ``Program.files`` is the ELF path, then the source files of the line table that exist.
* A corrupt symbol table or line table only loses labels or C lines (with a warning); the
  program still loads.
"""

from __future__ import annotations

import io
import os
import struct
from collections.abc import Callable
from dataclasses import dataclass

from rarslite.asm.errors import AsmMessage
from rarslite.elf.dwarf_lines import SourceReader, source_locations
from rarslite.elf.errors import ElfError
from rarslite.isa.riscv import decode, disassemble
from rarslite.memory_map import (
    COMPACT_DATA_AT_ZERO,
    COMPACT_TEXT_AT_ZERO,
    DEFAULT,
    MemoryConfig,
)
from rarslite.program import Program, TextEntry

EM_RISCV = 243
ET_NAMES = {0: "of no type (ET_NONE)", 1: "an object file (ET_REL)", 3: "a shared object or "
            "position-independent executable (ET_DYN)", 4: "a core dump (ET_CORE)"}  # fmt: skip
ET_HINTS = {
    1: "link it into an executable, e.g. with resources/examples/c/build.sh",
    3: "link a static executable at fixed addresses (-static -no-pie, "
    "resources/examples/c/rars.ld)",
}
MACHINE_NAMES = {
    0: "no machine", 2: "SPARC", 3: "x86 (i386)", 8: "MIPS", 20: "PowerPC", 21: "PowerPC64",
    22: "S/390", 40: "ARM", 50: "IA-64", 62: "x86-64", 183: "AArch64 (ARM64)", 243: "RISC-V",
    258: "LoongArch",
}  # fmt: skip
EF_RISCV_RVC = 0x1
EF_RISCV_RVE = 0x8
PF_X, PF_W, PF_R = 1, 2, 4
SHF_ALLOC, SHF_EXECINSTR = 0x2, 0x4
BUILD_HINT = (
    "Link with resources/examples/c/rars.ld (code at 0x00400000, data at 0x10010000), "
    "as resources/examples/c/build.sh does."
)
ARCH_HINT = "compile with riscv64-unknown-elf-gcc -march=rv32imfd -mabi=ilp32d"
# Tried in this order when the caller does not name a configuration.
CONFIG_ORDER = (DEFAULT, COMPACT_TEXT_AT_ZERO, COMPACT_DATA_AT_ZERO)
M32 = 0xFFFFFFFF


@dataclass(frozen=True)
class Segment:
    index: int  # program header number, as readelf -l counts
    vaddr: int
    memsz: int
    offset: int  # file offset of the bytes that are in the file
    filesz: int  # the rest, up to memsz, is zeros (.bss)
    executable: bool
    readable: bool = True
    writable: bool = False

    @property
    def end(self) -> int:
        return self.vaddr + self.memsz

    def body(self, data: bytes) -> bytes:
        """The segment's memory image: its file bytes, then zeros up to memsz."""
        return data[self.offset : self.offset + self.filesz] + bytes(self.memsz - self.filesz)

    def describe(self) -> str:
        kind = "code" if self.executable else "data"
        return f"segment {self.index} ({kind}, 0x{self.vaddr:08x}-0x{self.end - 1:08x})"


def load_elf(
    source: str | os.PathLike | bytes,
    *,
    config: MemoryConfig | None = None,
    read_source: Callable[[str], bytes] | None = None,
) -> Program:
    """The Program an RV32 ELF executable describes (raises `ElfError`).

    ``source`` is a path or the file's bytes. ``config`` forces a memory configuration;
    by default the first of Default, CompactTextAtZero, CompactDataAtZero where every segment
    fits is used. ``read_source(path) -> bytes`` reads C source files for the source column
    (default: from disk; an OSError means "not available").
    """
    data, name = _read(source)
    check_header(data, name)
    try:
        from elftools.elf.elffile import ELFFile

        elf = ELFFile(io.BytesIO(data))
        segments = _segments(elf, data, name)
        entry = elf.header["e_entry"]
    except ElfError:
        raise
    except Exception as exc:  # noqa: BLE001 - pyelftools raises many types on bad input
        raise ElfError(f"{name}: the file is corrupt or truncated ({_why(exc)})") from None
    config = _choose_config(segments, config, name)
    program = Program(config=config, entry=entry)
    if isinstance(source, (str, os.PathLike)):
        program.files.append(os.fspath(source))
    _place(program, segments, data)
    if entry not in program.text:
        raise ElfError(
            f"{name}: the entry point 0x{entry:08x} is not in the program's code (text "
            f"segment 0x{config.text_base:08x}-0x{config.text_limit - 1:08x}). {BUILD_HINT}"
        )
    _guarded(program, name, "the symbol table", lambda: _add_symbols(program, elf))
    _guarded(program, name, "sections", lambda: _warn_data_in_text(program, elf, name))
    reader = SourceReader(read_source)
    _guarded(program, name, "the debugging line table",
             lambda: _add_lines(program, elf, reader))  # fmt: skip
    return program


def _read(source) -> tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "the ELF file"
    path = os.fspath(source)
    try:
        with open(path, "rb") as f:
            return f.read(), path
    except OSError as e:
        raise ElfError(f"cannot read {path}: {e.strerror or e}") from None


def _why(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    detail = text[0][:120] if text else ""
    return f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__


def check_header(data: bytes, name: str = "the ELF file") -> int:
    """Check the ELF identification and header fields rarslite needs; returns e_flags."""
    if data[:4] != b"\x7fELF":
        raise ElfError(
            f"{name} is not an ELF executable (it does not start with the ELF signature "
            "0x7f 'E' 'L' 'F')"
        )
    if len(data) < 6:
        raise ElfError(f"{name} is truncated: it ends inside the ELF header")
    if data[4] == 2:
        raise ElfError(
            f"{name} is a 64-bit ELF file; rarslite runs 32-bit RISC-V (RV32) programs: {ARCH_HINT}"
        )
    if data[4] != 1:
        raise ElfError(f"{name} is corrupt: unknown ELF class {data[4]} (1 is 32-bit)")
    if data[5] == 2:
        raise ElfError(f"{name} is big-endian; RISC-V programs are little-endian: {ARCH_HINT}")
    if data[5] != 1:
        raise ElfError(f"{name} is corrupt: unknown byte order {data[5]} (1 is little-endian)")
    if len(data) < 52:
        raise ElfError(
            f"{name} is truncated: {len(data)} bytes, but a 32-bit ELF header alone needs 52"
        )
    e_type, e_machine = struct.unpack_from("<HH", data, 16)
    (e_flags,) = struct.unpack_from("<I", data, 36)
    if e_machine != EM_RISCV:
        machine = MACHINE_NAMES.get(e_machine, f"machine number {e_machine}")
        raise ElfError(f"{name} is a program for {machine}, not for RISC-V: {ARCH_HINT}")
    if e_type != 2:
        what = ET_NAMES.get(e_type, f"of unknown type {e_type}")
        hint = ET_HINTS.get(e_type, "rarslite runs executables (ET_EXEC)")
        raise ElfError(f"{name} is {what}, not an executable: {hint}")
    if e_flags & EF_RISCV_RVE:
        raise ElfError(f"{name} is built for RV32E (16 registers); {ARCH_HINT}")
    if e_flags & EF_RISCV_RVC:
        raise ElfError(
            f"{name} may contain compressed (16-bit, 'C' extension) instructions, which RARS "
            f"and rarslite do not have: {ARCH_HINT} (no 'c' in -march)"
        )
    return e_flags


def _segments(elf, data: bytes, name: str) -> list[Segment]:
    out: list[Segment] = []
    for index in range(elf.num_segments()):
        h = elf.get_segment(index).header
        if h["p_type"] != "PT_LOAD" or h["p_memsz"] == 0:
            continue
        vaddr, memsz, filesz, offset = h["p_vaddr"], h["p_memsz"], h["p_filesz"], h["p_offset"]
        if filesz > memsz:
            raise ElfError(
                f"{name} is corrupt: segment {index} has more file bytes ({filesz}) than "
                f"memory bytes ({memsz})"
            )
        if offset + filesz > len(data):
            raise ElfError(
                f"{name} is truncated: segment {index} needs file bytes up to offset "
                f"{offset + filesz}, but the file has only {len(data)} bytes"
            )
        if vaddr + memsz > 1 << 32:
            raise ElfError(
                f"{name} is corrupt: segment {index} at 0x{vaddr:08x} runs past the end of "
                "the 32-bit address space"
            )
        flags = h["p_flags"]
        seg = Segment(index, vaddr, memsz, offset, filesz, bool(flags & PF_X),
                      bool(flags & PF_R), bool(flags & PF_W))
        out.append(_without_headers(seg, elf) if offset == 0 else seg)
    if not out:
        raise ElfError(f"{name} has no loadable segments: there is nothing to run")
    out.sort(key=lambda s: s.vaddr)
    for a, b in zip(out, out[1:], strict=False):
        if b.vaddr < a.end:
            raise ElfError(f"{name} is corrupt: {a.describe()} overlaps {b.describe()}")
    return out


def _without_headers(seg: Segment, elf) -> Segment:
    """The segment without the ELF and program headers that GNU ld's default script loads
    in front of the code (at 0x003ff000 for -Ttext=0x00400000): nothing in them is part of
    the program, and they would lie below the text segment."""
    try:
        starts = [
            s["sh_addr"]
            for s in elf.iter_sections()
            if s["sh_flags"] & SHF_ALLOC and s["sh_size"] and seg.vaddr <= s["sh_addr"] < seg.end
        ]
    except Exception:  # noqa: BLE001 - no usable section headers: keep the segment whole
        return seg
    cut = (min(starts) - seg.vaddr) & ~3 if starts else 0
    if not 0 < cut <= seg.filesz:
        return seg
    return Segment(seg.index, seg.vaddr + cut, seg.memsz - cut, seg.offset + cut,
                   seg.filesz - cut, seg.executable, seg.readable, seg.writable)  # fmt: skip


def _regions(c: MemoryConfig) -> dict[str, tuple[int, int]]:
    """Name -> (first, last) address of the regions a program may be loaded into."""
    return {
        "text": (c.text_base, c.text_limit - 1),
        "data": (c.data_segment_base, c.data_limit - 1),
        "stack": (c.stack_limit + 1, c.stack_base + 3),
    }


def _region_of(seg: Segment, c: MemoryConfig) -> str | None:
    for region, (lo, hi) in _regions(c).items():
        if lo <= seg.vaddr and seg.end - 1 <= hi:
            return region
    return None


def _misfit(seg: Segment, c: MemoryConfig) -> str | None:
    """Why ``seg`` cannot be loaded in configuration ``c`` (None if it can)."""
    region = _region_of(seg, c)
    regions = _regions(c)
    if seg.executable and region != "text":
        lo, hi = regions["text"]
        return (
            f"{seg.describe()} lies outside the text segment: code must be within "
            f"0x{lo:08x}-0x{hi:08x} (RARS's {c.name} memory configuration)"
        )
    if region is None:
        lo, hi = regions["data"]
        return (
            f"{seg.describe()} lies outside rarslite's memory: data must be within the data "
            f"segment 0x{lo:08x}-0x{hi:08x} (RARS's {c.name} memory configuration; .data "
            f"usually starts at 0x{c.data_base:08x})"
        )
    if region == "text" and seg.vaddr % 4:
        return f"{seg.describe()} in the text segment does not start at a multiple of 4"
    return None


def _choose_config(segments: list[Segment], config: MemoryConfig | None, name: str) -> MemoryConfig:
    for c in (config,) if config is not None else CONFIG_ORDER:
        if all(_misfit(s, c) is None for s in segments):
            return c
    c = config or DEFAULT
    problem = next(p for p in (_misfit(s, c) for s in segments) if p)
    raise ElfError(f"{name}: {problem}. {BUILD_HINT}")


def _place(program: Program, segments: list[Segment], data: bytes) -> None:
    for seg in segments:
        body = seg.body(data)
        if _region_of(seg, program.config) == "text":
            _add_words(program, seg.vaddr, body)
            if seg.readable:
                program.readable_text.append((seg.vaddr, seg.end))
            if seg.writable:
                program.writable_text.append((seg.vaddr, seg.end))
        else:
            program.data.append((seg.vaddr, body))


def _add_words(program: Program, base: int, body: bytes) -> None:
    body += bytes(-len(body) % 4)
    for i, (word,) in enumerate(struct.iter_unpack("<I", body)):
        try:
            instr = decode(word)
        except Exception:  # noqa: BLE001 - a word the decoder cannot handle is not code
            instr = None
        basic = disassemble(instr) if instr is not None else f".word 0x{word:08x}"
        addr = base + 4 * i
        program.text[addr] = TextEntry(addr, word, instr, basic)  # type: ignore[arg-type]


def _guarded(program: Program, name: str, what: str, fn) -> None:
    """Run an optional loading step; a corrupt part becomes a warning, not a failure."""
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - pyelftools raises many types on bad input
        program.warnings.append(
            AsmMessage("warning", name, 0, 0, f"could not read {what} ({_why(exc)}); ignored")
        )


def _add_symbols(program: Program, elf) -> None:
    from elftools.elf.sections import SymbolTableSection

    found: list[tuple[bool, str, int]] = []
    for section in elf.iter_sections():
        if not isinstance(section, SymbolTableSection) or section["sh_type"] != "SHT_SYMTAB":
            continue
        for sym in section.iter_symbols():
            kind = sym["st_info"]["type"]
            if kind not in ("STT_NOTYPE", "STT_OBJECT", "STT_FUNC"):
                continue
            if sym["st_shndx"] == "SHN_UNDEF" or not sym.name:
                continue
            if sym.name.startswith(("$", ".L")):  # mapping symbols and assembler temporaries
                continue
            is_global = sym["st_info"]["bind"] in ("STB_GLOBAL", "STB_WEAK")
            found.append((is_global, sym.name, sym["st_value"] & M32))
    # globals first: a global keeps its address over a static of the same name elsewhere
    for is_global, label, value in sorted(found, key=lambda f: not f[0]):
        if label not in program.symbols:
            program.symbols[label] = value
            if is_global:
                program.globals.add(label)


def _warn_data_in_text(program: Program, elf, name: str) -> None:
    c = program.config
    found = []
    for section in elf.iter_sections():
        flags = section["sh_flags"]
        addr, size = section["sh_addr"], section["sh_size"]
        if flags & SHF_ALLOC and not flags & SHF_EXECINSTR and size:
            if c.text_base <= addr < c.text_limit and not program.text_readable(addr, size):
                found.append(f"{section.name} (0x{addr:08x}-0x{addr + size - 1:08x})")
    if found:
        message = (
            f"data in the text segment: {', '.join(found)}, in a segment the ELF does not "
            f"mark readable; the program can load it only with self-modifying code allowed "
            f"(--smc). {BUILD_HINT}"
        )
        program.warnings.append(AsmMessage("warning", name, 0, 0, message))


def _add_lines(program: Program, elf, reader: SourceReader) -> None:
    locs = source_locations(elf, list(program.text), reader)
    previous = None
    for addr in sorted(program.text):
        loc = locs.get(addr)
        if loc is None:
            previous = None
            continue
        entry = program.text[addr]
        entry.loc = loc
        entry.first_of_source = (loc.file, loc.line) != previous
        previous = (loc.file, loc.line)
        if loc.file not in program.files and reader.exists(loc.file):
            program.files.append(loc.file)
