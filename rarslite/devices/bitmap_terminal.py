"""The Bitmap Display in a truecolor terminal (``rarslite play``): pure text, no terminal I/O.

Each character cell shows two units, one above the other, as an upper half block (U+2580)
with the upper unit's colour in front and the lower one's behind; a terminal cell is about
twice as high as wide, so units stay square. A display wider or higher than the terminal is
sampled every n-th unit (nearest neighbour); a small one is magnified by a whole factor.
`BitmapScreen.frame` returns only what changed since the previous frame: the cells whose
colours differ, as cursor moves and colour changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from rarslite.devices.bitmap_display import BitmapSettings

ESC = "\x1b"
HALF = "\u2580"  # upper half block: foreground = upper unit, background = lower unit
TOP = 2  # terminal row of the picture's first line (row 1 is the status line)


def fit(columns: int, rows: int, width: int, height: int) -> tuple[int, int]:
    """(magnification, sampling step) that fit ``columns`` x ``rows`` units into
    ``width`` x ``height`` cells of two units each; one of the two is 1."""
    half_rows = 2 * max(1, height)
    width = max(1, width)
    zoom = min(width // columns, half_rows // rows)
    if zoom >= 1:
        return zoom, 1
    step = max(-(-columns // width), -(-rows // half_rows))
    return 1, step


def _fg(c: int) -> str:
    return f"{ESC}[38;2;{c >> 16 & 255};{c >> 8 & 255};{c & 255}m"


def _bg(c: int) -> str:
    return f"{ESC}[48;2;{c >> 16 & 255};{c >> 8 & 255};{c & 255}m"


class BitmapScreen:
    """Turns the display's words into terminal text, remembering what it last drew."""

    def __init__(self, settings: BitmapSettings, width: int = 80, height: int = 24,
                 top: int = TOP) -> None:  # fmt: skip
        self.settings = settings
        self.top = top
        self._cells: list[tuple[list[int], list[int]] | None] = []
        self.resize(width, height)

    def resize(self, width: int, height: int) -> None:
        """The space for the picture, in cells; the next frame redraws everything."""
        s = self.settings
        self.width, self.height = width, height
        self.zoom, self.step = fit(s.columns, s.rows, width, height)
        zoom, step = self.zoom, self.step
        self.cols = min(width, -(-s.columns * zoom // step))
        half_rows = min(2 * height, -(-s.rows * zoom // step))
        self.lines = (half_rows + 1) // 2
        self._col_units = [x * step // zoom for x in range(self.cols)]
        self._row_units = [y * step // zoom for y in range(2 * self.lines)]
        self._cells = [None] * self.lines

    def half_rows(self, words: bytes) -> list[list[int]]:
        """The colour (0xRRGGBB) of every cell half, row by row, at terminal resolution."""
        s = self.settings
        table = memoryview(words).cast("I")
        cols, rows = s.columns, s.rows
        units = self._col_units
        simple = self.zoom == 1 and self.step == 1
        cache: dict[int, list[int]] = {}
        out = []
        for unit_row in self._row_units:
            if unit_row >= rows:
                out.append([0] * self.cols)
                continue
            row = cache.get(unit_row)
            if row is None:
                start = unit_row * cols
                if simple:
                    row = [w & 0xFFFFFF for w in table[start : start + self.cols]]
                else:
                    line = table[start : start + cols]
                    row = [line[u] & 0xFFFFFF for u in units]
                cache[unit_row] = row
            out.append(row)
        return out

    def lines_text(self, words: bytes) -> list[str]:
        """The whole picture, one string of escape sequences and half blocks per line."""
        halves = self.half_rows(words)
        out = []
        for t in range(self.lines):
            upper, lower = halves[2 * t], halves[2 * t + 1]
            out.append(self._run(upper, lower, 0, self.cols) + f"{ESC}[0m")
        return out

    def frame(self, words: bytes) -> str:
        """Escape sequences that bring the terminal up to date (empty if nothing changed)."""
        halves = self.half_rows(words)
        out: list[str] = []
        for t in range(self.lines):
            upper, lower = halves[2 * t], halves[2 * t + 1]
            before = self._cells[t]
            if before is not None and before[0] == upper and before[1] == lower:
                continue
            self._cells[t] = (upper, lower)
            x = 0
            while x < self.cols:
                if before is not None and before[0][x] == upper[x] and before[1][x] == lower[x]:
                    x += 1
                    continue
                end = x + 1  # a run of changed cells: one cursor move
                while end < self.cols and (before is None or before[0][end] != upper[end]
                                           or before[1][end] != lower[end]):  # fmt: skip
                    end += 1
                out.append(f"{ESC}[{self.top + t};{x + 1}H" + self._run(upper, lower, x, end))
                x = end
        if out:
            out.append(f"{ESC}[0m")
        return "".join(out)

    @staticmethod
    def _run(upper: Sequence[int], lower: Sequence[int], start: int, end: int) -> str:
        parts = []
        fg = bg = -1
        for x in range(start, end):
            u, d = upper[x], lower[x]
            if u != fg:
                parts.append(_fg(u))
                fg = u
            if d != bg:
                parts.append(_bg(d))
                bg = d
            parts.append(HALF)
        return "".join(parts)


class BitmapRenderer:
    """`rarslite play`'s screen for a Bitmap Display game: the status line, the picture
    and the program's last console line, with the interface of play's text renderer."""

    def __init__(self, display, width: int = 80, height: int = 24) -> None:  # noqa: ANN001
        self.display = display  # a BitmapDisplay (anything with unit_words() and settings)
        self.screen = BitmapScreen(display.settings, width, max(1, height - TOP))
        self.width, self.height = width, height
        self._status = self._footer = ""
        self._clear = True

    def resize(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.screen.resize(width, max(1, height - TOP))
        self._clear = True

    def frame(self, status: str, footer: str = "") -> str:
        out = []
        if self._clear:
            out.append(f"{ESC}[0m{ESC}[2J")
            self._status = self._footer = ""
            self._clear = False
        out.append(self.screen.frame(self.display.unit_words()))
        if status != self._status:
            out.append(f"{ESC}[1;1H{ESC}[7m{status[: self.width]}{ESC}[0m{ESC}[K")
            self._status = status
        row = TOP + self.screen.lines
        if footer != self._footer and row <= self.height:
            text = "".join(ch if ch.isprintable() else " " for ch in footer)
            out.append(f"{ESC}[{row};1H{text[: self.width]}{ESC}[K")
            self._footer = footer
        return "".join(out)


def add_arguments(parser) -> None:  # noqa: ANN001 - an argparse parser
    """``rarslite play``'s Bitmap Display options (the same spellings as ``rarslite run``)."""
    parser.add_argument("--bitmap", metavar="DWxDH|auto|off",
                        help="show a Bitmap Display (default: auto when the program's header "
                        "comment states its settings, e.g. '# Unit width in pixels: 8')")
    parser.add_argument("--bitmap-unit", metavar="UWxUH", help="bitmap unit size in pixels")
    parser.add_argument("--bitmap-base", metavar="ADDR",
                        help="bitmap base address: a number or global, gp, static, heap, mmio")


def connect(machine, args):  # noqa: ANN001, ANN201 - a machine and play's options
    """The `BitmapDisplay` ``rarslite play`` shows (connected to ``machine``), or None when
    the options and the program's comments ask for none. Raises ValueError."""
    from rarslite.devices.bitmap_display import BitmapDisplay
    from rarslite.devices.bitmap_headless import program_header, settings_for

    size = getattr(args, "bitmap", None)
    if size is not None and size.strip().lower() == "off":
        return None
    isa_name, config = getattr(machine, "isa_name", "rv32"), getattr(machine, "config", None)
    if size is None and not (getattr(args, "bitmap_unit", None)
                             or getattr(args, "bitmap_base", None)):  # fmt: skip
        header, _path = program_header(args, isa_name, config)
        if header is None or header.problems:
            return None  # a text game
    display = BitmapDisplay(settings_for(args, isa_name, config))
    machine.connect(display)
    return display
