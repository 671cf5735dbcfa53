"""A colour character-cell display (the CSE 220 "Minesweeper" MMIO tool, as a Device).

The screen is a grid of cells stored row-major from ``base``, one halfword per cell: the low
byte is the character, the high byte the colours (background in bits 7-4, foreground in bits
3-0; bit 7 / bit 3 is the "bold" bit that selects the bright half of the 16-colour table).

Like RARS's tools the cells are *ordinary memory*: the program stores into them and the device
only watches its range to know when the picture changed. All reads go through
``machine.memory.peek_word`` so the view never disturbs the program.

Two fonts: ``"game"`` draws the Bombsweeper glyphs (digits 0-8, bomb, exploded bomb, flag; any
other printable ASCII character 0x20-0x7E, space included, as an X; NUL and the non-printable
codes as blank), ``"ascii"`` draws the characters as they are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rarslite.devices.base import BaseDevice, DeviceRegister

DEFAULT_COLS = 10
DEFAULT_ROWS = 10
DEFAULT_BASE = 0xFFFF0000
REGISTERS = (
    DeviceRegister(0, "cells", "one halfword per cell, row by row",
                   "low byte: the character; high byte: the colours "
                   "(background bits 7-4, foreground bits 3-0; bits 7 and 3 select bright)"),
)

# The seed's colour table: index = bold bit * 8 + colour value. RGB follows the VGA palette,
# which is what "black, red, ..., brown, ..., dark gray, bright red, ..., yellow" describes.
COLOUR_NAMES = (
    "black", "red", "green", "brown", "blue", "magenta", "cyan", "gray",
    "dark gray", "bright red", "bright green", "yellow", "bright blue", "bright magenta",
    "bright cyan", "white",
)  # fmt: skip
PALETTE = (
    0x000000, 0xAA0000, 0x00AA00, 0xAA5500, 0x0000AA, 0xAA00AA, 0x00AAAA, 0xAAAAAA,
    0x555555, 0xFF5555, 0x55FF55, 0xFFFF55, 0x5555FF, 0xFF55FF, 0x55FFFF, 0xFFFFFF,
)  # fmt: skip

FONTS = ("game", "ascii")

# Glyph kinds of the game font; a GUI may draw its own pictures per kind.
BLANK, DIGIT, BOMB, EXPLODED, FLAG, OTHER = "blank", "digit", "bomb", "exploded", "flag", "other"
GAME_SYMBOLS = {BOMB: "\u25cf", EXPLODED: "\u2739", FLAG: "\u2691", OTHER: "X", BLANK: " "}


def glyph_kind(code: int) -> str:
    """What the game font shows for character ``code`` (0..255)."""
    ch = chr(code & 0xFF)
    if "0" <= ch <= "8":
        return DIGIT
    if ch in "bB":
        return BOMB
    if ch in "eE":
        return EXPLODED
    if ch in "fF":
        return FLAG
    if 0x20 <= code <= 0x7E:
        return OTHER  # seed 004: every other printable ASCII character, the space too, is an X
    return BLANK  # NUL and the non-printable codes draw nothing


def glyph(code: int, font: str = "game") -> str:
    """One display character for ``code`` in ``font``."""
    code &= 0xFF
    if font == "ascii":
        if code < 0x20 or 0x7F <= code < 0xA0:
            return " "
        return chr(code)
    kind = glyph_kind(code)
    return chr(code) if kind == DIGIT else GAME_SYMBOLS[kind]


@dataclass(frozen=True)
class Cell:
    """One decoded cell."""

    char: int
    fg: int  # 0..15 index into PALETTE (bold bit included)
    bg: int

    @property
    def attr(self) -> int:
        return (self.bg << 4) | self.fg


_SPEC = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s*(?:@\s*(\S+))?\s*$")


def parse_spec(text: str) -> tuple[int, int, int]:
    """Parse ``COLSxROWS[@ADDRESS]`` (address decimal or 0x hex). Raises ValueError."""
    m = _SPEC.match(text)
    if not m:
        raise ValueError(f"cell display size must look like 10x10@0xffff0000, not {text!r}")
    cols, rows = int(m.group(1)), int(m.group(2))
    base = DEFAULT_BASE
    if m.group(3) is not None:
        try:
            base = int(m.group(3), 0)
        except ValueError:
            raise ValueError(f"bad cell display address {m.group(3)!r}") from None
    check_geometry(cols, rows, base)
    return cols, rows, base


def check_geometry(cols: int, rows: int, base: int) -> None:
    """Raise ValueError unless the grid fits in the 32-bit address space at a halfword base."""
    if not (1 <= cols <= 256 and 1 <= rows <= 256):
        raise ValueError(f"cell display must be 1..256 columns and rows, not {cols}x{rows}")
    if base % 2 or base < 0:
        raise ValueError(f"cell display address must be even and non-negative: {base:#x}")
    if base + 2 * cols * rows > 1 << 32:
        raise ValueError(f"a {cols}x{rows} cell display does not fit at {base:#010x}")


class CellDisplay(BaseDevice):
    """The colour cell display. Watches its whole range; the picture lives in memory."""

    name = "cell display"

    def __init__(
        self,
        cols: int = DEFAULT_COLS,
        rows: int = DEFAULT_ROWS,
        base: int = DEFAULT_BASE,
        font: str = "game",
    ) -> None:
        super().__init__()
        self.font = font
        self.version = 0
        self._dirty: set[int] = set()
        self.configure(cols, rows, base)
        self.set_font(font)

    # -- configuration -------------------------------------------------------------------

    def configure(self, cols: int, rows: int, base: int) -> None:
        """Change the geometry. Only while disconnected (the bus checks ranges on connect)."""
        if self.machine is not None:
            raise RuntimeError("disconnect the cell display before changing its geometry")
        check_geometry(cols, rows, base)
        self.cols, self.rows, self.base = cols, rows, base
        self.ranges = [(base, base + 2 * cols * rows)]
        self._changed(range(rows))

    def set_font(self, font: str) -> None:
        if font not in FONTS:
            raise ValueError(f"font must be one of {', '.join(FONTS)}, not {font!r}")
        self.font = font
        self._changed(range(self.rows))

    # -- Device hooks ----------------------------------------------------------------------

    def attach(self, machine) -> None:  # noqa: ANN001 - Machine is only a type here
        super().attach(machine)
        self._changed(range(self.rows))

    def on_store(self, addr: int, size: int, value: int) -> None:
        first = (addr - self.base) // 2
        last = (addr + size - 1 - self.base) // 2
        n = self.cols * self.rows
        rows = {i // self.cols for i in range(max(first, 0), min(last, n - 1) + 1)}
        self._changed(rows)

    def on_reset(self) -> None:
        self._changed(range(self.rows))

    def restore(self, state: object) -> None:
        super().restore(state)
        self._changed(range(self.rows))  # the picture is memory, restored with it: redraw

    # -- reading the picture ---------------------------------------------------------------

    def address(self, col: int, row: int) -> int:
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            raise IndexError(f"cell ({col}, {row}) is outside the {self.cols}x{self.rows} display")
        return self.base + 2 * (row * self.cols + col)

    def halfword(self, col: int, row: int) -> int:
        """The raw 16-bit cell value (0 when no machine is attached)."""
        addr = self.address(col, row)
        if self.machine is None:
            return 0
        word = self.machine.memory.peek_word(addr & ~3)
        return (word >> (8 * (addr & 2))) & 0xFFFF

    def cell(self, col: int, row: int) -> Cell:
        value = self.halfword(col, row)
        return Cell(char=value & 0xFF, fg=(value >> 8) & 0xF, bg=(value >> 12) & 0xF)

    def grid(self) -> list[list[Cell]]:
        """All cells, row by row (one consistent read per call)."""
        return [[self.cell(c, r) for c in range(self.cols)] for r in range(self.rows)]

    def lines(self) -> list[str]:
        """What a person sees, one string of ``cols`` characters per row."""
        return ["".join(glyph(cell.char, self.font) for cell in row) for row in self.grid()]

    def text(self) -> str:
        return "\n".join(self.lines())

    def colours(self) -> list[str]:
        """The colour byte of every cell as two hex digits (background, foreground)."""
        return [" ".join(f"{cell.attr:02x}" for cell in row) for row in self.grid()]

    def take_dirty(self) -> set[int]:
        """Rows changed since the last call."""
        dirty, self._dirty = self._dirty, set()
        return dirty

    # -- tool buttons ------------------------------------------------------------------------

    def clear(self) -> None:
        """The tool's Reset: every cell NUL, white on black (the seed's default cell state)."""
        if self.machine is None:
            return
        default = 0x0F00
        for row in range(self.rows):
            for col in range(self.cols):
                addr = self.address(col, row)
                word_addr = addr & ~3
                shift = 8 * (addr & 2)
                word = self.machine.memory.peek_word(word_addr)
                word = (word & ~(0xFFFF << shift)) | (default << shift)
                self.machine.memory.poke_word(word_addr, word & 0xFFFFFFFF)
        self._changed(range(self.rows))

    def _changed(self, rows) -> None:  # noqa: ANN001 - any iterable of row numbers
        self._dirty.update(rows)
        self.version += 1


def rgb(index: int) -> tuple[int, int, int]:
    """(r, g, b) of palette entry ``index`` (0..15)."""
    value = PALETTE[index & 0xF]
    return value >> 16, (value >> 8) & 0xFF, value & 0xFF
