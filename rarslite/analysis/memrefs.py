"""The Memory Reference Visualization of RARS 1.6 / MARS 4.5 (the same model in both).

The tool is a grid of *units*, ``display_width / unit_width`` columns by ``display_height /
unit_height`` rows, row-major from a base address; each unit stands for ``words`` memory
words. Every memory access notice in the watched range adds one to its unit's count: data
loads and stores of any size (and the bytes ecalls read or write, one notice each), and, when
the range covers program text, instruction fetches. A unit is painted in the colour of the
highest scale step its count has reached (0 black, 1 blue, 2 green, 3-4 yellow, 5-9 orange,
10 and more red), with unit boundaries in black's contrast (white) when grid marks are on.

The watched range is the tools': from the base to ``base + rows * columns * 4 * words``
*plus three bytes* (their memory observers match one word past the end; a range that would
pass 0xfffffffc in the upper half stops there). The word just past the grid is therefore
observed, and the tools index one row past their grid there: RARS and MARS stop the program
with an ArrayIndexOutOfBoundsException. rarslite ignores that access and goes on (a
deliberate difference: the program runs as it would without the tool).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rarslite.analysis.observers import spans_text, unwatch_fetches, watch_data, watch_fetches
from rarslite.devices import bitmap_display
from rarslite.devices.bitmap_display import DISPLAY_SIZES, UNIT_SIZES

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.memory_map import MemoryConfig

WORDS_PER_UNIT = tuple(1 << i for i in range(12))  # the tool's choices, 1 .. 2048
DEFAULT_WORDS, DEFAULT_UNIT, DEFAULT_DISPLAY = 1, 16, 256
# the six base choices in the tools' order: the Bitmap Display's five (short name, RARS's
# label, MARS's label, the memory configuration field) after text; the default is static data
BASES = (("text", "text", "text", "text_base"), *bitmap_display.BASES)
BASE_NAMES = tuple(b[0] for b in BASES)
DEFAULT_BASE = "static"
# (first count, colour 0xRRGGBB): java.awt.Color black, blue, green, yellow, orange, red
COLOR_SCALE = ((0, 0x000000), (1, 0x0000FF), (2, 0x00FF00), (3, 0xFFFF00), (5, 0xFFC800),
               (10, 0xFF0000))  # fmt: skip
_OUTSIDE, _PAST_END = -1, -2  # an address no unit counts (see MemoryReferences._unit)


# the counts the tools' slider offers colours for (their colour scale's possible starts)
COUNT_TABLE = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 100, 200, 300, 400, 500,
               1000, 2000, 3000, 4000, 5000, 10000, 50000, 100000, 500000, 1000000)  # fmt: skip
COUNT_INDEX_INIT = 10  # the slider starts at count 10

Scale = tuple[tuple[int, int], ...]  # (first count, colour), sorted by count


def count_color(count: int, scale: Scale = COLOR_SCALE) -> int:
    """The colour (0xRRGGBB) the tools paint a unit with ``count`` references in: that of
    the last scale step whose first count ``count`` has reached."""
    color = scale[0][1]
    for start, c in scale:
        if count < start:
            break
        color = c
    return color


def range_end(count: int, scale: Scale = COLOR_SCALE) -> int | None:
    """The last count sharing ``count``'s colour step (None: no end, the last step)."""
    later = [start for start, _c in scale if start > count]
    return later[0] - 1 if later else None


def with_color(scale: Scale, start: int, color: int) -> Scale:
    """The scale with the step from ``start`` in ``color`` (replaced, or inserted in order),
    as the tool's colour button sets it."""
    steps = dict(scale)
    steps[start] = color
    return tuple(sorted(steps.items()))


def slider_label(count: int) -> str:
    """The tool's text under its count slider (two spaces before a one-digit count)."""
    return f"Counter value {'  ' if count < 10 else ' '}{count}"


def _signed(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


@dataclass(frozen=True)
class MemRefSettings:
    words: int = DEFAULT_WORDS  # memory words per unit
    unit_width: int = DEFAULT_UNIT  # pixels
    unit_height: int = DEFAULT_UNIT
    display_width: int = DEFAULT_DISPLAY
    display_height: int = DEFAULT_DISPLAY
    base: str = DEFAULT_BASE  # a BASE_NAMES choice
    marks: bool = True  # "Show unit boundaries (grid marks)"

    def __post_init__(self) -> None:
        if self.words not in WORDS_PER_UNIT:
            raise ValueError(f"words per unit must be a power of two from 1 to 2048, "
                             f"not {self.words}")  # fmt: skip
        for what, n, choices in (("unit width", self.unit_width, UNIT_SIZES),
                                 ("unit height", self.unit_height, UNIT_SIZES),
                                 ("display width", self.display_width, DISPLAY_SIZES),
                                 ("display height", self.display_height, DISPLAY_SIZES)):
            if n not in choices:
                raise ValueError(f"{what} must be one of {', '.join(map(str, choices))}, "
                                 f"not {n}")  # fmt: skip
        if self.base not in BASE_NAMES:
            raise ValueError(f"unknown base {self.base!r}: use one of {', '.join(BASE_NAMES)}")

    @property
    def rows(self) -> int:
        return self.display_height // self.unit_height

    @property
    def columns(self) -> int:
        return self.display_width // self.unit_width

    def describe(self, config: MemoryConfig, isa: str = "riscv") -> str:
        return (f"{self.columns}x{self.rows} units of {self.words} word"
                f"{'s' if self.words > 1 else ''} ({self.unit_width}x{self.unit_height} pixels, "
                f"display {self.display_width}x{self.display_height}) from "
                f"{base_label(self.base, config, isa)}")  # fmt: skip


def base_address(name: str, config: MemoryConfig) -> int:
    field = next(b[3] for b in BASES if b[0] == name)
    return getattr(config, field) & 0xFFFFFFFF


def base_label(name: str, config: MemoryConfig, isa: str = "riscv") -> str:
    """The choice as the tool lists it, e.g. ``0x10010000 (static data)``."""
    _short, rars, mars, _field = next(b for b in BASES if b[0] == name)
    return f"0x{base_address(name, config):08x} ({mars if isa == 'mips' else rars})"


def parse_memrefs_spec(text: str) -> MemRefSettings:
    """``words=4,unit=8,display=128x128,base=static,marks=off`` (``unit`` and ``display``
    take ``N`` or ``WxH``); every part is optional, the defaults are the tool's: 1 word per
    unit, 16x16 pixel units, a 256x256 display from static data, grid marks on."""
    values: dict = {}
    for part in (p.strip().lower() for p in text.split(",")):
        if not part:
            continue
        key, eq, value = (s.strip() for s in part.partition("="))
        if not eq:
            raise ValueError(f"memory reference setting {part!r} needs a value (key=value)")
        if key == "words":
            values["words"] = _number(key, value)
        elif key in ("unit", "display"):
            w, _, h = value.partition("x")
            values[f"{key}_width"] = _number(key, w)
            values[f"{key}_height"] = _number(key, h or w)
        elif key == "base":
            values["base"] = {"data": "static", "$gp": "gp", "memory map": "mmio"}.get(value, value)
        elif key == "marks":
            if value not in ("on", "off"):
                raise ValueError(f"marks must be on or off, not {value!r}")
            values["marks"] = value == "on"
        else:
            raise ValueError(f"unknown memory reference setting {key!r} (words=N, unit=WxH, "
                             "display=WxH, base=NAME, marks=on|off)")  # fmt: skip
    return MemRefSettings(**values)


def _number(key: str, value: str) -> int:
    try:
        return int(value, 0)
    except ValueError:
        raise ValueError(f"{key} must be a number, not {value!r}") from None


class MemoryReferences:
    """The grid of reference counts (a `DataObserver`, and a `FetchObserver` for a range in
    the text segment)."""

    def __init__(self, settings: MemRefSettings, config: MemoryConfig,
                 isa: str = "riscv") -> None:  # fmt: skip
        self.settings, self.config, self.isa = settings, config, isa
        self.base = base_address(settings.base, config)
        self.rows, self.columns = settings.rows, settings.columns
        units = self.rows * self.columns
        high = _signed(self.base + units * 4 * settings.words)
        if _signed(self.base) < 0 and high > -4:
            high = -4
        self.low = _signed(self.base)
        self.high = high + 3  # the last observed address (signed, inclusive)
        self.ignored = 0  # accesses the tools' grid has no unit for (the word past its end)
        self._block_units: dict = {}  # translated block -> the unit of each trace entry
        self.reset()

    def reset(self) -> None:
        self.counts = [0] * (self.rows * self.columns)
        self.total = 0
        self.ignored = 0

    def watched_range(self) -> tuple[int, int] | None:
        """The observed addresses as an unsigned (start, exclusive end), None if the tools
        could not observe this range (it would cross 0x80000000)."""
        if self.low >= 0 > self.high or self.high < self.low:
            return None
        return self.low & 0xFFFFFFFF, (self.high & 0xFFFFFFFF) + 1

    def on_access(self, addr: int, size: int = 4, write: bool = False) -> None:
        u = self._unit(addr)
        if u >= 0:
            self.counts[u] += 1
            self.total += 1
        elif u == _PAST_END:  # the word past the grid (see the module's note)
            self.ignored += 1

    def on_fetch(self, pc: int, ins) -> None:
        self.on_access(pc)

    counts_blocks = True  # fetches need only their addresses: blocks may run (observers.py)

    def on_block(self, block, k: int, text: dict) -> None:
        """The first ``k`` instructions of a translated block's trace were fetched."""
        units = self._block_units.get(block)
        if units is None:
            if len(self._block_units) > 8192:
                self._block_units.clear()
            units = self._block_units[block] = [self._unit(a) for a in block.addrs]
        counts = self.counts
        for u in units[:k]:
            if u >= 0:
                counts[u] += 1
                self.total += 1
            elif u == _PAST_END:
                self.ignored += 1

    def _unit(self, addr: int) -> int:
        """The unit ``addr`` counts in, or _OUTSIDE / _PAST_END (as `on_access` decides)."""
        a = _signed(addr)
        if not self.low <= a <= self.high:
            return _OUTSIDE
        offset = (a - self.low) // 4 // self.settings.words
        return offset if offset < len(self.counts) else _PAST_END

    def count_at(self, row: int, column: int) -> int:
        return self.counts[row * self.columns + column]

    def unit_address(self, index: int) -> int:
        """The first address of unit ``index`` (row-major)."""
        return (self.low + index * 4 * self.settings.words) & 0xFFFFFFFF

    def rgb_rows(self, marks: bool | None = None, scale: Scale = COLOR_SCALE) -> list[bytes]:
        """The picture as the tools paint it: ``display_height`` rows of ``3 *
        display_width`` bytes (R, G, B), each unit filled with its count's colour on
        ``scale``, then the unit boundaries (each unit's top and left pixel line, in the
        contrast of the zero count's colour) when grid marks are on."""
        st = self.settings
        marks = st.marks if marks is None else marks
        uw, uh, cols = st.unit_width, st.unit_height, self.columns
        mark = (count_color(0, scale) ^ 0xFFFFFF).to_bytes(3, "big")
        palette: dict[int, bytes] = {}
        out: list[bytes] = []
        for r in range(self.rows):
            cells = self.counts[r * cols:(r + 1) * cols]
            pixels = []
            for n in cells:
                px = palette.get(n)
                if px is None:
                    px = palette[n] = count_color(n, scale).to_bytes(3, "big")
                pixels.append(px)
            if marks:
                row = b"".join(mark + p * (uw - 1) for p in pixels)
                out.append(mark * st.display_width)
                out.extend([row] * (uh - 1))
            else:
                row = b"".join(p * uw for p in pixels)
                out.extend([row] * uh)
        return out


def watch_memrefs(machine, model: MemoryReferences):
    """Connect ``model`` to ``machine``: its range's data accesses, and its instruction
    fetches when the range covers text. Returns the handle `unwatch_memrefs` takes."""
    span = model.watched_range()
    if span is None:
        return None
    if spans_text(machine.config, span):
        watch_fetches(machine, model)
    return watch_data(machine, model, span)


def unwatch_memrefs(machine, model: MemoryReferences, handle) -> None:
    unwatch_fetches(machine, model)
    if handle is not None:
        machine.disconnect(handle)
