"""`TerminalGrid`: the text the Keyboard and Display MMIO tool shows, as a model views render.

RARS's display is a Swing text area. It starts in *stream* mode (characters are appended, 10
breaks the line, nothing wraps) and switches to a fixed *grid* ("random access") mode at the
first BEL (7). In grid mode the text area holds ``rows`` lines of ``cols`` spaces joined by
newlines, and RARS edits that linear text with a caret. We keep exactly that linear text
(``rows * (cols + 1) - 1`` code points with a newline after every row but the last), so every
odd corner of RARS's caret arithmetic (skipping a row's trailing newline, overwriting the last
cell forever once the grid is full, a written 10 landing *in* a cell) falls out the same way.

Code points are the stored byte (0..255, shown as ``chr``): RARS draws ``value & 0xFF`` as the
Unicode character with that number.

The grid size is a setting (RARS derives it from the window and font; 117x10 on a default
Linux window, 40x22 is what the checkers lab asks for). As in RARS a new size takes effect only
when a grid is built: at the first BEL, at a form feed in grid mode, or after `clear()` (the
tool's Reset).

A program may position the cursor past the grid (RARS clamps it to the last row or column)
or, in stream mode, print lines longer than the grid is wide: the grid records the size that
would fit as ``overflow`` and, with ``fit`` on (Play, ``rarslite play`` without a size the
person set), grows to it at once, keeping what it shows (`rarslite.devices.display_size`).
"""

from __future__ import annotations

from collections.abc import Callable

FF = 12  # form feed: clear the display
BEL = 7  # bell: switch to grid mode and position the cursor
STREAM, GRID = "stream", "grid"
# Stream text kept at most (oldest lines dropped): a program that prints forever must not eat
# all memory. RARS's text area grows without bound.
MAX_STREAM_LINES = 10000
# A fitted display stays within this (a stray cursor word such as 0xFFFFFF07 must not ask
# for a 4095-column display).
MAX_FIT = (250, 120)


class TerminalGrid:
    """The display model. Not thread-safe: mutate on the simulator thread, read snapshots."""

    def __init__(self, cols: int = 117, rows: int = 10) -> None:
        _check_size(cols, rows)
        self._want = (cols, rows)  # size used at the next grid build
        self._cols, self._rows = cols, rows  # size of the current grid
        self.mode = STREAM
        self.version = 0
        # counts changes of what a person sees (a redraw of the same text changes nothing):
        # the headless key feeder's "the display has not changed"
        self.changes = 0
        self._dirty: set[int] = set()
        self._lines: list[str] = []  # stream mode: finished lines
        self._tail: list[str] = []  # stream mode: the line being written
        self._buf = bytearray()  # grid mode: RARS's linear text (latin-1 code points)
        self._pos = 0  # grid mode: caret offset into _buf
        self._snap: tuple | None = None  # (version, state): snapshots between changes are free
        self.written = False  # the program showed something since the last clear (views
        # draw the cursor only then: a bitmap game that never writes shows no cursor box)
        self.fit = False  # grow to fit a cursor position past the grid (RARS clamps it)
        self.overflow: tuple[int, int] | None = None  # the size that fits what was written
        self.on_fit: Callable[[str], None] | None = None  # told when overflow first grows

    # -- what views read ---------------------------------------------------------------------

    @property
    def cols(self) -> int:
        """Columns of the grid (in stream mode: of the grid the next BEL would build)."""
        return self._cols if self.mode == GRID else self._want[0]

    @property
    def rows(self) -> int:
        return self._rows if self.mode == GRID else self._want[1]

    @property
    def cursor(self) -> tuple[int, int]:
        """(col, row) where the next character will be written."""
        if self.mode == STREAM:
            return len(self._tail), len(self._lines)
        width = self._cols + 1
        p = self._pos
        if (p + 1) % width == 0:  # on a row's trailing newline (or past the last cell)
            if p >= len(self._buf):
                return self._cols - 1, self._rows - 1  # a full grid overwrites the last cell
            return 0, p // width + 1
        return p % width, p // width

    def lines(self) -> list[str]:
        """What a person sees. Grid mode: exactly ``rows`` strings of ``cols`` characters."""
        if self.mode == STREAM:
            return [*self._lines, "".join(self._tail)]
        width = self._cols + 1
        buf, cols = self._buf, self._cols
        return [buf[r * width : r * width + cols].decode("latin-1") for r in range(self._rows)]

    def text(self) -> str:
        return "\n".join(self.lines())

    def cell(self, col: int, row: int) -> int:
        """Code point at (col, row); 32 (space) outside the text."""
        if self.mode == GRID:
            if 0 <= col < self._cols and 0 <= row < self._rows:
                return self._buf[row * (self._cols + 1) + col]
            return 32
        lines = self.lines()
        if 0 <= row < len(lines) and 0 <= col < len(lines[row]):
            return ord(lines[row][col])
        return 32

    def snapshot(self) -> tuple:
        """The whole display state (backstep); cached until the next change."""
        snap = self._snap
        if snap is None or snap[0] != self.version:
            state = (self._cols, self._rows, self.mode, tuple(self._lines), tuple(self._tail),
                     bytes(self._buf), self._pos)  # fmt: skip
            snap = self._snap = (self.version, state)
        return snap[1]

    def restore(self, state: tuple) -> None:
        self._cols, self._rows, self.mode, lines, tail, buf, self._pos = state
        self._lines, self._tail, self._buf = list(lines), list(tail), bytearray(buf)
        self.version += 1  # views redraw
        self._snap = None
        self._dirty.update(range(max(self.rows, len(self._lines) + 1)))

    def take_dirty(self) -> set[int]:
        """Rows changed since the previous call."""
        dirty, self._dirty = self._dirty, set()
        return dirty

    # -- what the device does ----------------------------------------------------------------

    def resize(self, cols: int, rows: int) -> None:
        """Set the size of the next grid (applied at the next grid build or `clear()`)."""
        _check_size(cols, rows)
        self._want = (cols, rows)
        if self.mode == STREAM:  # the reported size of an unbuilt grid changes at once
            self._changed_all(0)

    def clear(self) -> None:
        """The tool's Reset: back to an empty stream-mode display."""
        self.changes += 1
        self.written = False
        old = self._row_count()
        self.mode = STREAM
        self._lines, self._tail = [], []
        self._buf, self._pos = bytearray(), 0
        self._changed_all(old)

    def put(self, value: int) -> None:
        """Show one transmitted word (the character is its low byte; BEL uses the whole word)."""
        ch = value & 0xFF
        self.written = True
        if ch == FF or (ch == BEL and self.mode == STREAM):  # clears or switches mode
            before = self.lines()
            self._put_control(value, ch)
            if self.lines() != before:
                self.changes += 1
        elif ch == BEL:
            self._put_control(value, ch)  # grid mode: the caret moves, the text stays
        elif self.mode == GRID:
            self._put_grid(ch)
        else:
            self._put_stream(ch)

    def _put_control(self, value: int, ch: int) -> None:
        if ch == FF:
            if self.mode == GRID:
                self._build_grid()
            else:
                old = self._row_count()
                self._lines, self._tail = [], []
                self._changed_all(old)
        elif ch == BEL:
            if self.mode == STREAM:
                old = self._row_count()
                self.mode = GRID
                self._lines, self._tail = [], []
                self._build_grid(old)
            x, y = (value >> 20) & 0xFFF, (value >> 8) & 0xFFF
            if x >= self._cols or y >= self._rows:
                self._past(x + 1, y + 1, f"moved the cursor to column {x}, row {y}")
            x, y = min(x, self._cols - 1), min(y, self._rows - 1)
            self._pos = y * (self._cols + 1) + x
            self.version += 1

    # -- internals ---------------------------------------------------------------------------

    def _put_grid(self, ch: int) -> None:
        width = self._cols + 1
        p = self._pos
        if (p + 1) % width == 0:  # skip the row's trailing newline
            p += 1
        if p >= len(self._buf):  # past the end: RARS backs up and overwrites the last cell
            p = len(self._buf) - 1
        if self._buf[p] != ch:
            self.changes += 1
        self._buf[p] = ch
        self._pos = p + 1
        self._dirty.add(p // width)
        self.version += 1

    def _put_stream(self, ch: int) -> None:
        self.changes += 1
        if ch == 10:
            self._lines.append("".join(self._tail))
            self._tail = []
            if len(self._lines) >= MAX_STREAM_LINES:
                old = self._row_count()
                del self._lines[: len(self._lines) - MAX_STREAM_LINES + 1]
                self._changed_all(old)
                return
            self._dirty.add(len(self._lines))
        else:
            self._tail.append(chr(ch))
            if len(self._tail) > self._want[0]:
                self._past(len(self._tail), self._want[1],
                           f"printed a line of {len(self._tail)} characters")
        self._dirty.add(len(self._lines))
        self.version += 1

    def _past(self, cols: int, rows: int, what: str) -> None:
        """A write needs ``cols`` x ``rows``: grow (``fit``) or record the size that fits."""
        have = (self._cols, self._rows) if self.mode == GRID else self._want
        need = (max(have[0], cols), max(have[1], rows))
        if not fits(*need):
            return
        if self.fit:
            self._grow(*need)
            if self.on_fit is not None:
                self.on_fit(f"the program {what}, past the {have[0]} x {have[1]} display: "
                            f"it grew to {need[0]} x {need[1]}")
            return
        old = self.overflow
        if old is not None:
            need = (max(need[0], old[0]), max(need[1], old[1]))
        if need != old:
            self.overflow = need
            if old is None and self.on_fit is not None:
                self.on_fit(f"the program {what}, past the {have[0]} x {have[1]} display "
                            f"(a {need[0]} x {need[1]} display fits it)")

    def _grow(self, cols: int, rows: int) -> None:
        """Enlarge the display to ``cols`` x ``rows`` keeping its text and cursor."""
        self._want = (cols, rows)
        if self.mode != GRID:
            self._changed_all(0)
            return
        col, row = self.cursor
        old = self.lines()
        lines = [line.encode("latin-1").ljust(cols) for line in old]
        lines += [b" " * cols] * (rows - len(lines))
        self._cols, self._rows = cols, rows
        self._buf = bytearray(b"\n".join(lines))
        self._pos = row * (cols + 1) + col
        self._changed_all(len(old))

    def _build_grid(self, old_rows: int | None = None) -> None:
        old = self._row_count() if old_rows is None else old_rows
        self._cols, self._rows = self._want
        row = b" " * self._cols
        self._buf = bytearray(b"\n".join([row] * self._rows))
        self._pos = 0
        self._changed_all(old)

    def _row_count(self) -> int:
        return len(self._lines) + 1 if self.mode == STREAM else self._rows

    def _changed_all(self, old_rows: int) -> None:
        self._dirty.update(range(max(old_rows, self._row_count())))
        self.version += 1


def fits(cols: int, rows: int) -> bool:
    """Whether a fitted display may be this big."""
    return 1 <= cols <= MAX_FIT[0] and 1 <= rows <= MAX_FIT[1]


def _check_size(cols: int, rows: int) -> None:
    if not (1 <= cols <= 4095 and 1 <= rows <= 4095):
        raise ValueError(f"display size must be 1..4095 columns and rows, not {cols}x{rows}")


def parse_size(text: str) -> tuple[int, int]:
    """Parse ``COLSxROWS`` (e.g. ``40x22``). Raises ValueError with a readable message."""
    parts = text.lower().replace(" ", "").split("x")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise ValueError(f"display size must look like 40x22 (COLSxROWS), not {text!r}")
    cols, rows = int(parts[0]), int(parts[1])
    _check_size(cols, rows)
    return cols, rows
