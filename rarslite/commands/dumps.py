"""RARS's end-of-run displays and memory dump formats (rars-reference §11.1, §11.2).

Shared by `rarslite rars` (byte-exact with RARS) and any front end that wants RARS's dump files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rarslite.bits import hex8, s32

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.machine import Machine

MASK32 = 0xFFFFFFFF
FORMATS = ("AsciiText", "Binary", "BinaryText", "HexText", "HEX", "SegmentWindow")
SEGMENTS = (".text", ".data")

# RARS's ASCII display table: printable characters right-aligned in 3 columns, a few escapes
_ASCII = [" \\0" if b == 0 else "  ." for b in range(256)]
for _b, _esc in zip(range(8, 14), "btnvfr", strict=True):
    _ASCII[_b] = " \\" + _esc
for _b in range(32, 127):
    _ASCII[_b] = "  " + chr(_b)


def ascii_word(value: int) -> str:
    """The four bytes of a word, most significant first, as RARS's ASCII display shows them."""
    return "".join(_ASCII[(value >> shift) & 0xFF] for shift in (24, 16, 8, 0))


def format_word(value: int, style: str) -> str:
    """A 32-bit value in the display style "hex", "dec" or "ascii"."""
    if style == "dec":
        return str(s32(value))
    if style == "ascii":
        return ascii_word(value)
    return hex8(value)


# -- which words exist ----------------------------------------------------------------------------


def _in_text(machine: Machine, addr: int) -> bool:
    config = machine.program.config
    return config.text_base <= addr < config.text_limit


def _in_data(machine: Machine, addr: int) -> bool:
    config = machine.program.config
    return config.data_segment_base <= addr < config.data_limit


def _in_stack(machine: Machine, addr: int) -> bool:
    config = machine.program.config
    return config.stack_limit < addr <= config.stack_base


def segment_bounds(machine: Machine, segment: str) -> tuple[int, int] | None:
    """(first, limit) of ``.text`` or ``.data`` as RARS's dump uses them, else None."""
    config = machine.program.config
    if segment == ".text":
        return config.text_base, config.text_limit
    if segment == ".data":
        return config.data_base, config.data_limit
    return None


class DumpAddressError(Exception):
    """A dump touched an address without storage (RARS: "Could not access address")."""

    def __init__(self, addr: int) -> None:
        super().__init__(addr)
        self.addr = addr


def words_until_null(machine: Machine, first: int, limit: int) -> list[int]:
    """Words from ``first`` up to (not including) ``limit`` or the first missing word: an empty
    text slot or an untouched 4 KiB data block (RARS's getAddressOfFirstNull). Raises
    DumpAddressError when ``first`` is outside the data segment, stack and text segment."""
    if not (_in_data(machine, first) or _in_stack(machine, first) or _in_text(machine, first)):
        raise DumpAddressError(first)
    words = machine.memory.dump_words(first)
    return words[: max(0, (limit - first + 3) // 4)]


def display_word(machine: Machine, addr: int) -> int | None:
    """The word RARS's end-of-run memory display shows at ``addr`` (None: invalid address).
    Empty text slots read as 0."""
    memory = machine.memory
    if _in_text(machine, addr) or memory.is_mapped(addr):
        return memory.peek_word(addr)
    return None


# -- dump formats ---------------------------------------------------------------------------------


def render_dump(machine: Machine, fmt: str, first: int, words: list[int]) -> bytes:
    """The bytes of a dump file in RARS format ``fmt`` for ``words`` starting at ``first``."""
    if fmt == "Binary":
        return b"".join((w & MASK32).to_bytes(4, "little") for w in words)
    lines: list[str] = []
    if fmt == "HexText":
        lines = [f"{w & MASK32:08x}" for w in words]
    elif fmt == "BinaryText":
        lines = [f"{w & MASK32:032b}" for w in words]
    elif fmt == "AsciiText":
        lines = [ascii_word(w) for w in words]
    elif fmt == "HEX":
        for i, w in enumerate(words):
            offset = 4 * i
            record = [4, offset & 0xFF, (offset >> 8) & 0xFF] + [
                (w >> s) & 0xFF for s in (0, 8, 16, 24)
            ]
            checksum = (-(sum(record) % 256)) & 0xFF
            lines.append(f":04{offset:04x}00{w & MASK32:08x}{checksum:02x}".upper())
        lines.append(":00000001FF")
    elif fmt == "SegmentWindow":
        lines = _segment_window(machine, first, words)
    else:
        raise ValueError(fmt)
    return "".join(line + "\n" for line in lines).encode("utf-8", "replace")


def _segment_window(machine: Machine, first: int, words: list[int]) -> list[str]:
    lines: list[str] = []
    if _in_data(machine, first):
        # 8 words per line; RARS drops an incomplete last line
        for i in range(0, len(words) - len(words) % 8, 8):
            row = "".join(hex8(w) + " " for w in words[i : i + 8])
            lines.append(hex8(first + 4 * i) + "    " + row)
        return lines
    if not _in_text(machine, first):
        return lines
    lines += ["Address     Code        Basic                        Line Source", ""]
    text = machine.program.text
    for i, word in enumerate(words):
        addr = first + 4 * i
        row = hex8(addr) + "  " + hex8(word) + "  "
        entry = text.get(addr)
        if entry is not None:
            source = entry.loc.text if entry.loc is not None and entry.first_of_source else ""
            line = str(entry.loc.line) if source else ""
            row += (entry.basic + " " * 29)[:29] + (line + " " * 5)[:5] + source
        lines.append(row)
    return lines
