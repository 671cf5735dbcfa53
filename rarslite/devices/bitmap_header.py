"""Bitmap Display settings from a program's own comments.

Most Bitmap Display programs state the tool's settings in a header comment, in many
spellings::

    # - Unit width in pixels:       8
    #   Display Width in Pixels: 512 (update this as needed)
    # Base Address for Display: 0x10008000 ($gp)
    # Bitmap display: 256x256, unit 8x8, base $gp
    # UNIT WIDTH = 8 / Base address 0x10040000 (heap) / heap (0x10040000)

`read_header` finds the five values in the comments (the first mention of each counts, so
a header that lists two options gives the first), `settings_from_source` turns them into
`BitmapSettings`, the tools' defaults standing in for values the header does not give.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

from rarslite.devices.bitmap_display import (
    DISPLAY_SIZES,
    UNIT_SIZES,
    BitmapSettings,
    named_base,
)
from rarslite.memory_map import MemoryConfig

_N = r"(\d+)\s*(?:px|pixels?)?"
_SEP = r"\s*(?:[:=\-]|is)?\s*"
_IN_PIXELS = r"(?:\s*\(?\s*in\s+pixels\s*\)?)?"
_BY = r"\s*[x×*]\s*"
_D = r"\b(?!0x)(\d+)"  # a number that does not start a hex number
# (field names, pattern): single values first, then the WxH forms
_FIELDS: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = tuple(
    (names, re.compile(pattern, re.IGNORECASE))
    for names, pattern in (
        (("unit_width",), rf"\bunit\s*width{_IN_PIXELS}{_SEP}{_N}"),
        (("unit_height",), rf"\bunit\s*height{_IN_PIXELS}{_SEP}{_N}"),
        (("display_width",), rf"\b(?:display|screen)\s*width{_IN_PIXELS}{_SEP}{_N}"),
        (("display_height",), rf"\b(?:display|screen)\s*height{_IN_PIXELS}{_SEP}{_N}"),
        (("unit_width", "unit_height"),
         rf"\bunits?(?:\s*size)?{_SEP}{_D}{_BY}(\d+)\b|{_D}{_BY}(\d+)\s*units?\b"),
        (("display_width", "display_height"),
         rf"\b(?:display|screen)(?:\s*size)?{_SEP}{_D}{_BY}(\d+)\b"
         rf"|{_D}{_BY}(\d+)\s*(?:pixels?\s*)?(?:display|screen)\b"),
    )
)  # fmt: skip
_BASE = re.compile(
    r"\bbase(?P<address>\s*address)?(?:\s*(?:for|of)\s*(?:the\s*)?(?:bitmap\s*)?display)?"
    r"\s*(?:[:=]|is)?\s*(?P<rest>.*)", re.IGNORECASE)  # fmt: skip
# a base named by itself: "heap (0x10040000)", "display at $gp"
_NAMED = re.compile(
    r"(?P<name>\$gp|\bgp\b|\bstatic\s+data\b|\bglobal\s+data\b|\bheap\b|\bmemory\s+map\b|\bmmio\b)",
    re.IGNORECASE,
)
_DISPLAY_WORDS = re.compile(r"\b(?:bitmap|display)\b", re.IGNORECASE)
# lines about the Keyboard and Display MMIO tool name its address, not the display's
_OTHER_TOOL = re.compile(r"\b(?:mmio|keyboard)\b", re.IGNORECASE)
_HEX = re.compile(r"\b0x([0-9a-f]+)\b", re.IGNORECASE)


@dataclass
class BitmapHeader:
    """What the comments say: each value found with the line (1-based) it came from."""

    values: dict[str, int] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def line_numbers(self) -> list[int]:
        """The lines read, in order."""
        return sorted(set(self.lines.values()))

    def settings(self) -> BitmapSettings:
        """The settings (tool defaults for what is missing). Raises ValueError if a value is
        not one the tools offer, naming the line."""
        if self.problems:
            raise ValueError(self.problems[0])
        values = dict(self.values)
        # units are square in nearly every program: a header giving one side means both
        for a, b in (("unit_width", "unit_height"), ("unit_height", "unit_width")):
            if a in values and b not in values:
                values[b] = values[a]
        return BitmapSettings(**values).validate()


def comment_lines(text: str) -> list[tuple[int, str]]:
    """(line number, comment text) of every line with a ``#`` comment outside a string."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        at = _comment_start(line)
        if at >= 0:
            out.append((number, line[at + 1 :]))
    return out


def _comment_start(line: str) -> int:
    quote = ""
    i = 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch == "#":
            return i
        i += 1
    return -1


def _base_value(rest: str, isa_name: str, config: MemoryConfig | None) -> int | None:
    """The address a base mention gives: a valid 32-bit hex number, else a choice's name."""
    for m in _HEX.finditer(rest):
        if len(m.group(1)) <= 8:
            return int(m.group(1), 16)
    m = _NAMED.search(rest)
    if m is not None:
        return named_base(m.group("name"), isa_name, config)
    return None


def read_header(text: str, isa_name: str = "rv32",
                config: MemoryConfig | None = None) -> BitmapHeader | None:  # fmt: skip
    """The Bitmap Display settings in ``text``'s comments, None if it mentions none."""
    header = BitmapHeader()
    values, lines = header.values, header.lines
    fallback: tuple[int, int] | None = None
    for number, comment in comment_lines(text):
        for names, pattern in _FIELDS:
            if all(n in values for n in names):
                continue
            m = pattern.search(comment)
            if m is None:
                continue
            numbers = [int(g) for g in m.groups() if g is not None]
            for name, value in zip(names, numbers, strict=False):
                if name not in values:
                    values[name], lines[name] = value, number
        if "base_address" not in values:
            # "base" alone is too common a word: only with "address" or on a display line
            display_line = _DISPLAY_WORDS.search(comment) is not None
            m = _BASE.search(comment)
            if m is not None and (display_line or m.group("address")):
                base = _base_value(m.group("rest"), isa_name, config)
                if base is not None:
                    values["base_address"], lines["base_address"] = base, number
            elif display_line and fallback is None and not _OTHER_TOOL.search(comment):
                # no "base": "Bitmap display: 256x256, unit 8x8, at $gp", used only if no
                # line names the base outright
                base = _base_value(comment, isa_name, config)
                fallback = None if base is None else (base, number)
    if "base_address" not in values and fallback is not None:
        values["base_address"], lines["base_address"] = fallback
    if not values:
        return None
    allowed = {"unit_width": UNIT_SIZES, "unit_height": UNIT_SIZES,
               "display_width": DISPLAY_SIZES, "display_height": DISPLAY_SIZES}  # fmt: skip
    for name, value in values.items():
        if name in allowed and value not in allowed[name]:
            header.problems.append(
                f"line {lines[name]} gives the bitmap {name.replace('_', ' ')} as {value}; the "
                f"tools offer {', '.join(map(str, allowed[name]))}")  # fmt: skip
    base = values.get("base_address")
    if base is not None and base % 4:
        header.problems.append(f"line {lines['base_address']} gives the bitmap base address as "
                               f"{base:#x}, which is not a word address")  # fmt: skip
    return header


def settings_from_source(text: str, isa_name: str = "rv32",
                         config: MemoryConfig | None = None) -> BitmapSettings | None:  # fmt: skip
    """The settings the program's header comment states (the tools' defaults for values it
    leaves out), or None when it states none or gives a value the tools do not offer
    (`read_header` tells which)."""
    header = read_header(text, isa_name, config)
    if header is None or header.problems:
        return None
    return header.settings()



_BITMAP_DISPLAY = re.compile(r"\bbitmap\s*display\b", re.IGNORECASE)
_WORD_LITERAL = re.compile(r"\b0x([0-9a-f]{8})\b", re.IGNORECASE)
# bases a program does not use for its ordinary data by address (static data is every
# program's .data, the memory map the Keyboard and Display tool's)
_DISPLAY_BASES = ("gp", "heap", "global")


@dataclass
class BitmapGuess:
    """Settings Play guesses for a program whose comments do not set the display up."""

    settings: BitmapSettings
    reason: str  # why the program is taken for a bitmap game, with its line
    guessed: list[str]  # the settings that are the tools' defaults, not the program's


def guess_settings(text: str, isa_name: str = "rv32",
                   config: MemoryConfig | None = None) -> BitmapGuess | None:  # fmt: skip
    """A program that draws on a Bitmap Display without a header comment setting it up:
    its code loads one of the tool's base addresses (heap, $gp, global data) as a number,
    or a comment names the Bitmap Display. The base is that address (else what a comment
    says, else the tool's default); sizes a comment gives are used, the others are the
    tools' defaults. None when the program shows neither sign."""
    from rarslite.devices.bitmap_display import BASE_NAMES, base_choices, base_label

    bases = {addr for name, (_label, addr) in zip(BASE_NAMES, base_choices(isa_name, config),
                                                   strict=True) if name in _DISPLAY_BASES}
    literal: tuple[int, int] | None = None
    named: int | None = None
    for number, line in enumerate(text.splitlines(), 1):
        at = _comment_start(line)
        code = line if at < 0 else line[:at]
        if literal is None:
            for m in _WORD_LITERAL.finditer(code):
                addr = int(m.group(1), 16)
                if addr in bases:
                    literal = (addr, number)
                    break
        if named is None and at >= 0 and _BITMAP_DISPLAY.search(line[at:]):
            named = number
    if literal is None and named is None:
        return None
    header = read_header(text, isa_name, config)
    values = dict(header.values) if header is not None and not header.problems else {}
    if literal is not None:
        values["base_address"] = literal[0]
        label = base_label(literal[0], isa_name, config)
        reason = f"its code uses the address {label} (line {literal[1]}), a Bitmap Display base"
    else:
        reason = f"a comment names the Bitmap Display (line {named})"
    guessed = [name for name, key in (("unit size", "unit_width"),
                                      ("display size", "display_width"),
                                      ("base address", "base_address")) if key not in values]
    defaults = asdict(BitmapSettings())
    defaults.update(values)
    for a, b in (("unit_width", "unit_height"), ("display_width", "display_height")):
        if a in values and b not in values:
            defaults[b] = values[a]
    return BitmapGuess(BitmapSettings(**defaults).validate(), reason, guessed)
