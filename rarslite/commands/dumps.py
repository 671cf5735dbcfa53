"""The drop-ins' memory dumps (`dump SEGMENT|M-N FORMAT FILE`) and RARS's end-of-run displays.

How RARS 1.6 and MARS 4.5 dump (both walk memory the same way): a word exists in a text
segment if an instruction is there, and in the data segment, stack (and MARS's kernel data)
if its 4 KiB block was ever stored to (assembled data, stores of any width and value,
syscalls that fill buffers; `.space` and loads allocate nothing). A dump of ``M-N`` or of a
segment writes the words from M up to N (exclusive) or the first word that does not exist,
whichever is first; nothing at all, with a message, if M's word does not exist; an error if
the walk meets an address outside the text, data, stack (MARS: and kernel) segments, such
as MMIO. Shared by `rarslite rars` and `rarslite mars`, byte-exact with both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rarslite.bits import hex8, s32
from rarslite.machine.regions import Region
from rarslite.memory_map import REGION_CAP, MemoryConfig

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


# -- address-range dumps: the tools' getAddressOfFirstNull walk -----------------------------------


@dataclass(frozen=True)
class Space:
    """Addresses ``lo <= a < end`` a dump reads words from, as one of the tool's tables: a
    memory region (a word is null until its 4 KiB block is written) or a text segment
    (``text(a)`` is None at an empty slot). Listed in the tool's lookup order."""

    lo: int
    end: int
    region: Region | None = None
    text: Callable[[int], int | None] | None = None


def _text_end(config: MemoryConfig, base: int, limit_cfg: int) -> int:
    """A text segment's end as RARS and MARS test it (``address < min(limit, base + 4 MiB)``:
    the configured limit's own word is outside)."""
    return min(limit_cfg, base + REGION_CAP)


def rars_spaces(machine: Machine) -> list[Space]:
    """RARS's getRawWordOrNull order: data segment, stack, text; elsewhere no word."""
    mem, c = machine.memory, machine.memory.config
    return [
        Space(c.data_segment_base, c.data_limit, region=mem.data),
        Space(c.stack_limit + 1, c.stack_base + 1, region=mem.stack),
        Space(c.text_base, _text_end(c, c.text_base, c.text_limit_cfg), text=mem.text_words.get),
    ]


def mars_spaces(memory) -> list[Space]:
    """MARS's getRawWordOrNull order: data segment, stack, user or kernel text, kernel data
    (``memory`` is a `MipsMemory`)."""
    c = memory.config
    text = memory.text

    def word(a: int) -> int | None:
        tw = text.get(a)
        return None if tw is None else tw.word

    return [
        Space(c.data_segment_base, c.data_limit, region=memory.data),
        Space(c.stack_limit + 1, c.stack_base + 1, region=memory.stack),
        Space(c.text_base, _text_end(c, c.text_base, c.text_limit_cfg), text=word),
        Space(c.kernel_text_base, _text_end(c, c.kernel_text_base, c.kernel_text_limit_cfg),
              text=word),  # fmt: skip
        Space(c.kernel_data_base, c.kernel_data_limit, region=memory.kdata),
    ]


def segment_bounds(config: MemoryConfig, segment: str) -> tuple[int, int] | None:
    """``.text`` or ``.data`` (case matters) as the tools' dumps bound them, else None."""
    if segment == ".text":
        return config.text_base, _text_end(config, config.text_base, config.text_limit_cfg)
    if segment == ".data":
        return config.data_base, config.data_limit
    return None


class DumpAddressError(Exception):
    """The walk met an address outside every table (the tools: "Could not access address")."""

    def __init__(self, addr: int) -> None:
        super().__init__(addr)
        self.addr = addr


def range_words(spaces: list[Space], lo: int, hi: int) -> list[int]:
    """The words a dump of ``lo``-``hi`` writes: from ``lo`` while below ``hi`` (END is
    exclusive; both are Java ints, compared signed) up to the first null word: an empty text
    slot or a 4 KiB block never written. Raises DumpAddressError at an address outside every
    space, as the tools do wherever the walk meets one."""
    words: list[int] = []
    a = lo
    while a < hi:
        ua = a & MASK32
        space = next((s for s in spaces if s.lo <= ua < s.end), None)
        if space is None:
            raise DumpAddressError(s32(ua))
        if space.text is not None:
            word = space.text(ua)
            if word is None:
                break
            words.append(word)
            a += 4
            continue
        region = space.region
        assert region is not None
        if not region.block_written(ua >> 12):
            break
        # the rest of this block, within the range and the space: one slice
        stop = min(hi - a, ((ua | 0xFFF) + 1) - ua, space.end - ua)
        first = (ua - region.base) >> 2
        n = (stop + 3) >> 2
        words.extend(region.words[first : first + n])
        a += 4 * n
    return words


def parse_range(text: str, to_int: Callable[[str], int | None]) -> tuple[int, int] | None:
    """``M-N`` as the tools' checkMemoryAddressRange reads it: split at the first ``-``
    (not the first or last character), both numbers by ``to_int`` (Java ints), ``M <= N``
    compared signed, both word-aligned. None if it is not such a range."""
    dash = text.find("-")
    if not 0 < dash < len(text) - 1:
        return None
    lo, hi = to_int(text[:dash]), to_int(text[dash + 1 :])
    if lo is None or hi is None or lo > hi or lo % 4 or hi % 4:
        return None
    return lo, hi


Render = Callable[[str, int, list[int]], bytes]


def write_dumps(
    requests: list[tuple[str, str, str]],
    config: MemoryConfig,
    spaces: list[Space],
    to_int: Callable[[str], int | None],
    render: Render,
    say: Callable[[str], None],
) -> None:
    """RARS's and MARS's dumpSegments: each ``(segment or M-N, format, file)`` in order, with
    their messages through ``say``; ``render(format, first address, words)`` is the file."""
    for segment, fmt, path in requests:
        bounds = segment_bounds(config, segment) or parse_range(segment, to_int)
        if bounds is None:
            say(f"Error while attempting to save dump, segment/address-range {segment} is invalid!")
            continue
        if fmt not in FORMATS:
            say(f"Error while attempting to save dump, format {fmt} was not found!")
            continue
        lo, hi = bounds
        try:
            words = range_words(spaces, lo, hi)
        except DumpAddressError as e:
            say(f"Error while attempting to save dump, file {path}!  "
                f"Could not access address: {e.addr}!")  # fmt: skip
            continue
        # the last address is the first null's minus 4: below the first one means nothing,
        # except that 0x80000000 - 4 wraps around to a Java int above it (an empty file)
        if not words and lo != -(1 << 31):
            say("This segment has not been written to, there is nothing to dump.")
            continue
        try:
            with open(path, "wb") as f:
                f.write(render(fmt, lo & MASK32, words))
        except OSError:
            say(f"Error while attempting to save dump, file {path} was not found!")


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
