"""The Bitmap Display (RARS 1.6's and MARS 4.5's tool), one implementation for both ISAs.

The screen is a grid of *units*, ``display_width / unit_width`` columns by ``display_height /
unit_height`` rows, one memory word per unit, row-major from the base address; a word
0x00RRGGBB is the unit's colour (the top byte is ignored, as Java's ``new Color(int)``
does). Both tools offer the same choices: unit sizes 1..32 and display sizes 64..1024, all
powers of two, so units always tile the display exactly; the base address is one of five
addresses read from the memory configuration when the tool opens (`base_choices`).

The real tools repaint a unit when the program writes its word. Here the display *reads*
memory when a frame is wanted, straight from the memory's flat regions (`unit_words`), so it
shows whatever wrote the words (stores of any width, syscalls, file reads) and costs the
running program nothing: it watches no address range (a watched range would take the block
translator's inlined stores off their fast path). Addresses outside memory read as black,
as the tools' units stay black where no write can land.

A region stores words little-endian, so a word 0x00RRGGBB is already the bytes B, G, R, X:
the 32-bit BGRX pixel a GUI image wants (`opaque` sets the X byte to 0xFF for Qt's RGB32).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rarslite.devices.base import BaseDevice
from rarslite.machine.regions import Region

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.core import MachineCore as Machine
    from rarslite.memory_map import MemoryConfig

UNIT_SIZES = (1, 2, 4, 8, 16, 32)
DISPLAY_SIZES = (64, 128, 256, 512, 1024)
# the tools' defaults: unit 1x1, display 512 wide and 256 high, base "static data"
DEFAULT_UNIT = 1
DEFAULT_WIDTH = 512
DEFAULT_HEIGHT = 256
DEFAULT_BASE_INDEX = 2

# the five base choices in the tools' order: (short name for options, RARS's label,
# MARS's label, the configuration field that gives the address)
BASES = (
    ("global", "global data", "global data", "data_segment_base"),
    ("gp", "gp", "$gp", "gp"),
    ("static", "static data", "static data", "data_base"),
    ("heap", "heap", "heap", "heap_base"),
    ("mmio", "memory map", "memory map", "mmio_base"),
)
BASE_NAMES = tuple(b[0] for b in BASES)


def _default_config(isa_name: str) -> MemoryConfig:
    if isa_name == "mips":
        from rarslite.isa.mips.memory_map import DEFAULT as MIPS_DEFAULT

        return MIPS_DEFAULT
    from rarslite.memory_map import DEFAULT

    return DEFAULT


def base_choices(isa_name: str, config: MemoryConfig | None = None) -> list[tuple[str, int]]:
    """The base addresses the tool offers for ``isa_name`` ("mips", else RARS) and memory
    ``config`` (None: the Default one), as (label as the tool shows it, address), in the
    tool's order; the tool's default is the third, static data."""
    cfg = config if config is not None else _default_config(isa_name)
    mips = isa_name == "mips"
    return [(f"0x{getattr(cfg, field):08x} ({mars if mips else rars})", getattr(cfg, field))
            for _name, rars, mars, field in BASES]  # fmt: skip


def named_base(name: str, isa_name: str = "rv32", config: MemoryConfig | None = None) -> int:
    """The address of base choice ``name`` (global, gp/$gp, static/data, heap, mmio/memory
    map) in ``config``. Raises ValueError naming the choices."""
    key = name.strip().lower().lstrip("$").replace("_", " ").replace("-", " ")
    key = {"data": "static", "static data": "static", "global data": "global",
           "memory map": "mmio", "mmap": "mmio"}.get(key, key)  # fmt: skip
    for i, short in enumerate(BASE_NAMES):
        if key == short:
            return base_choices(isa_name, config)[i][1]
    raise ValueError(f"unknown base {name!r}: use one of {', '.join(BASE_NAMES)} or an address")


def parse_base(text: str, isa_name: str = "rv32", config: MemoryConfig | None = None) -> int:
    """A base address given as a number (0x hex or decimal) or a choice's name."""
    try:
        return int(text.strip(), 0) & 0xFFFFFFFF
    except ValueError:
        return named_base(text, isa_name, config)


@dataclass(frozen=True)
class BitmapSettings:
    """What the tool's five combo boxes say (defaults: the tools' own)."""

    unit_width: int = DEFAULT_UNIT
    unit_height: int = DEFAULT_UNIT
    display_width: int = DEFAULT_WIDTH
    display_height: int = DEFAULT_HEIGHT
    base_address: int = 0x10010000

    @property
    def columns(self) -> int:
        return self.display_width // self.unit_width

    @property
    def rows(self) -> int:
        return self.display_height // self.unit_height

    @property
    def units(self) -> int:
        return self.columns * self.rows

    def validate(self) -> BitmapSettings:
        """Raise ValueError unless every value is one the tools offer; returns self."""
        for what, value, allowed in (
            ("unit width", self.unit_width, UNIT_SIZES),
            ("unit height", self.unit_height, UNIT_SIZES),
            ("display width", self.display_width, DISPLAY_SIZES),
            ("display height", self.display_height, DISPLAY_SIZES),
        ):
            if value not in allowed:
                raise ValueError(f"bitmap {what} must be one of "
                                 f"{', '.join(map(str, allowed))} pixels, not {value}")  # fmt: skip
        if not 0 <= self.base_address <= 0xFFFFFFFC or self.base_address % 4:
            raise ValueError(f"bitmap base address must be a word address (a multiple of 4 "
                             f"below 2**32), not {self.base_address:#x}")  # fmt: skip
        return self

    def describe(self, isa_name: str = "rv32", config: MemoryConfig | None = None) -> str:
        """E.g. ``512x512 (unit 8x8, base 0x10008000 $gp)``."""
        base = base_label(self.base_address, isa_name, config)
        return (f"{self.display_width}x{self.display_height} (unit {self.unit_width}x"
                f"{self.unit_height}, base {base})")  # fmt: skip


def base_label(address: int, isa_name: str = "rv32", config: MemoryConfig | None = None) -> str:
    """``0x10008000 $gp`` for a choice's address (MARS's/RARS's name for it), else the hex."""
    for label, addr in base_choices(isa_name, config):
        if addr == address:
            return label.replace(" (", " ").rstrip(")")
    return f"0x{address:08x}"


# ---------------------------------------------------------------------- reading memory
def memory_regions(memory: object) -> list[Region]:
    """The flat storage regions of a RISC-V or MIPS memory, highest decode priority first
    (where two overlap, as in the compact configurations, the first one's bytes count)."""
    return [r for name in ("data", "stack", "mmio", "kdata")
            if isinstance(r := getattr(memory, name, None), Region)]  # fmt: skip


def read_words(memory: object, base: int, count: int) -> bytes:
    """``count`` words from ``base`` as little-endian bytes, zeros where no data region is.
    A few slice copies, whatever ``count`` is."""
    end = base + 4 * count
    regions = memory_regions(memory)
    for r in regions:  # the usual case: all of it in one region
        if r.lo <= base and end - 4 <= r.hi:
            o = base - r.base
            return bytes(memoryview(r.buf)[o : o + 4 * count])
    out = bytearray(4 * count)
    for r in reversed(regions):  # lower priority first: the first region's bytes win
        lo = max(base, (r.lo + 3) & ~3)
        hi = min(end, (r.hi & ~3) + 4, r.base + 4 * len(r.words))
        if lo < hi:
            out[lo - base : hi - base] = memoryview(r.buf)[lo - r.base : hi - r.base]
    return bytes(out)


def unit_words(machine: Machine, settings: BitmapSettings) -> bytes:
    """The display's words, ``columns * rows * 4`` bytes (B, G, R, X per unit)."""
    return read_words(machine.memory, settings.base_address, settings.units)


def opaque(words: bytes) -> bytearray:
    """The words with every fourth byte 0xFF: 32-bit 0xFFRRGGBB pixels (Qt's RGB32)."""
    out = bytearray(words)
    out[3::4] = b"\xff" * (len(out) // 4)
    return out


def unit_rgb(words: bytes) -> bytearray:
    """Three bytes R, G, B per unit."""
    n = len(words) // 4
    out = bytearray(3 * n)
    out[0::3], out[1::3], out[2::3] = words[2::4], words[1::4], words[0::4]
    return out


def rgb_rows(words: bytes, settings: BitmapSettings) -> list[bytes]:
    """The display as ``display_height`` rows of ``display_width`` R, G, B pixels, each unit
    a ``unit_width`` x ``unit_height`` block (slices over the whole picture, no per-unit
    Python loop)."""
    rgb = unit_rgb(words)
    uw, uh = settings.unit_width, settings.unit_height
    if uw > 1:
        wide = bytearray(len(rgb) * uw)
        step = 3 * uw
        for k in range(uw):
            for c in range(3):
                wide[3 * k + c :: step] = rgb[c::3]
        rgb = wide
    stride = 3 * settings.display_width
    rows = [bytes(rgb[i : i + stride]) for i in range(0, settings.rows * stride, stride)]
    return rows if uh == 1 else [row for row in rows for _ in range(uh)]


def png_bytes(words: bytes, settings: BitmapSettings) -> bytes:
    """The display as a PNG (display_width x display_height pixels)."""
    from rarslite.png import encode_rgb

    return encode_rgb(settings.display_width, settings.display_height,
                      rgb_rows(words, settings))  # fmt: skip


# ---------------------------------------------------------------------- the device
class BitmapDisplay(BaseDevice):
    """The Bitmap Display on a machine's device bus. It watches no addresses; a frame reads
    the words (`unit_words`, `frame`). With ``every`` set it calls ``on_frame(self)`` after
    every ``every`` instructions (an exact deadline: the words are those of that moment)."""

    name = "bitmap display"

    def __init__(
        self,
        settings: BitmapSettings | None = None,
        *,
        every: int | None = None,
        on_frame: Callable[[BitmapDisplay], None] | None = None,
    ) -> None:
        super().__init__()
        self.settings = (settings or BitmapSettings()).validate()
        self.every = every
        self.on_frame = on_frame
        self.frames = 0  # frames taken by the deadline
        self.version = 0  # bumped when a view must redraw whatever the words say
        self._last: bytes | None = None

    def configure(self, settings: BitmapSettings) -> None:
        """New settings (allowed while connected: nothing is watched)."""
        self.settings = settings.validate()
        self._changed()

    # -- Device hooks ----------------------------------------------------------------------
    def attach(self, machine: Machine) -> None:
        super().attach(machine)
        if self.every is not None:
            if self.every < 1:
                raise ValueError(f"frames every {self.every} instructions: must be 1 or more")
            # on_deadline runs before the instruction at this fetch: ``every`` done then
            self.deadline = machine.fetches + self.every + 1
            self.exact = True
        self._changed()

    def on_deadline(self) -> None:
        self.frames += 1
        if self.on_frame is not None:
            self.on_frame(self)
        assert self.every is not None and self.deadline is not None
        self.deadline += self.every

    def on_reset(self) -> None:
        self._changed()

    def snapshot(self) -> object:
        return (self.deadline, self.frames)

    def restore(self, state: object) -> None:
        self.deadline, self.frames = state  # type: ignore[misc]
        self._changed()  # the picture is memory, restored with it: redraw

    # -- reading the picture ---------------------------------------------------------------
    def unit_words(self, machine: Machine | None = None) -> bytes:
        """The display's words (all zero, black, with no machine)."""
        m = machine if machine is not None else self.machine
        if m is None:
            return bytes(4 * self.settings.units)
        return unit_words(m, self.settings)

    def frame(self, machine: Machine | None = None) -> tuple[bytes, bool]:
        """(the words, whether they differ from the previous `frame`'s or a redraw is due)."""
        words = self.unit_words(machine)
        changed = words != self._last
        self._last = words
        return words, changed

    def png(self, machine: Machine | None = None) -> bytes:
        return png_bytes(self.unit_words(machine), self.settings)

    def _changed(self) -> None:
        self._last = None
        self.version += 1
