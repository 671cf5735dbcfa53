"""Bombsweeper (the CSE 220 Minesweeper homework): map files, the cells array, the screen.

The example program ``resources/examples/bombsweeper/bombsweeper.s`` keeps its game in a
100-byte array ``cells`` (bit 6 revealed, bit 5 bomb, bit 4 flag, bits 3-0 neighbouring
bombs) plus ``cursor_row`` / ``cursor_col`` words, and draws on a 10x10 cell display (see
``rarslite.devices.cell_display``). This module is a model of the same game: it parses map
files by the same rules, plays keys, and computes the exact screen the program should show,
so tests and the GUI can check or explain a running game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

SIZE = 10
DISPLAY = 0xFFFF0000  # the display's top-left cell (one halfword per cell, row-major)
REVEALED, BOMB, FLAG, COUNT = 0x40, 0x20, 0x10, 0x0F
MAX_BOMBS = 99

# colours (index into the cell display's palette)
BLACK, RED, GREY, BRIGHT_RED, BRIGHT_GREEN, YELLOW = 0, 1, 7, 9, 10, 11
BRIGHT_BLUE, BRIGHT_MAGENTA, WHITE = 12, 13, 15

SMILEY_EYES = ((2, 3), (3, 3), (2, 6), (3, 6))
SMILEY_MOUTH = ((6, 2), (7, 3), (8, 4), (8, 5), (7, 6), (6, 7))

Pos = tuple[int, int]


def parse_map(data: bytes) -> set[Pos] | None:
    """Bomb positions of a map file, or None when the file is not a valid map.

    Valid: only digits and blanks (space, tab, CR, LF); numbers 0-9 in (row, col) pairs; at
    least one and at most 99 distinct positions (a repeated pair is ignored).
    """
    numbers: list[int] = []
    token = ""
    for byte in data + b" ":
        ch = chr(byte)
        if ch.isdigit() and byte < 0x80:
            token += ch
        elif ch in " \t\r\n":
            if token:
                numbers.append(int(token))
                token = ""
        else:
            return None
    if len(numbers) % 2 or any(n > 9 for n in numbers):
        return None
    bombs = set(zip(numbers[::2], numbers[1::2], strict=True))
    if not 1 <= len(bombs) <= MAX_BOMBS:
        return None
    return bombs


def neighbours(row: int, col: int) -> Iterable[Pos]:
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            r, c = row + dr, col + dc
            if (dr or dc) and 0 <= r < SIZE and 0 <= c < SIZE:
                yield r, c


def half(ch: str | int, fg: int, bg: int) -> int:
    """A display cell's halfword."""
    code = ord(ch) if isinstance(ch, str) else ch
    return (((bg << 4) | fg) << 8) | code


@dataclass
class Bombsweeper:
    """The game as the example program plays it."""

    cells: list[int] = field(default_factory=lambda: [0] * SIZE * SIZE)
    cursor: Pos = (0, 0)
    # The character of a hidden cell (grey on grey, so never seen): the seed's init_display
    # stores '0', as the MIPS example does; the RISC-V example stores NUL.
    hidden_char: int = 0

    @classmethod
    def from_bombs(cls, bombs: Iterable[Pos], hidden_char: int = 0) -> Bombsweeper:
        game = cls(hidden_char=hidden_char)
        for r, c in bombs:
            game.cells[r * SIZE + c] |= BOMB
        for r in range(SIZE):
            for c in range(SIZE):
                n = sum(1 for p in neighbours(r, c) if game.cells[p[0] * SIZE + p[1]] & BOMB)
                game.cells[r * SIZE + c] |= n
        return game

    def at(self, row: int, col: int) -> int:
        return self.cells[row * SIZE + col]

    def status(self) -> int:
        """-1 a bomb was revealed, 1 the flags are exactly the bombs, else 0."""
        if any(c & REVEALED and c & BOMB for c in self.cells):
            return -1
        if all(bool(c & FLAG) == bool(c & BOMB) for c in self.cells):
            return 1
        return 0

    def action(self, key: str) -> int:
        """Apply one key (w/a/s/d/f/r, either case). 0 done, -1 refused."""
        row, col = self.cursor
        k = key.upper()
        moves = {"W": (-1, 0), "S": (1, 0), "A": (0, -1), "D": (0, 1)}
        i = row * SIZE + col
        if k in moves:
            r, c = row + moves[k][0], col + moves[k][1]
            if not (0 <= r < SIZE and 0 <= c < SIZE):
                return -1
            self.cursor = (r, c)
        elif k == "F":
            if self.cells[i] & REVEALED:
                return -1
            self.cells[i] ^= FLAG
        elif k == "R":
            if self.cells[i] & REVEALED:
                return -1
            self.cells[i] &= ~FLAG
            if self.cells[i] & BOMB:
                self.cells[i] |= REVEALED
            else:
                self._search(row, col)
        else:
            return -1
        return 0

    def _search(self, row: int, col: int) -> None:
        pending = [(row, col)]
        while pending:
            r, c = pending.pop()
            if not self.at(r, c) & FLAG:
                self.cells[r * SIZE + c] |= REVEALED
            if self.at(r, c) & COUNT == 0:
                pending.extend(p for p in neighbours(r, c) if not self.at(*p) & (REVEALED | FLAG))

    def play(self, keys: Iterable[str]) -> int:
        """Play keys like the program's loop (blanks skipped, q stops); returns the status."""
        for key in keys:
            if key in "\n\r ":
                continue
            if key in "qQ":
                break
            self.action(key)
            if self.status():
                break
        return self.status()

    # -- the screen ------------------------------------------------------------------------

    def cell_halfword(self, row: int, col: int) -> int:
        """What the display shows for a cell while the game goes on."""
        c = self.at(row, col)
        if c & REVEALED:
            n = c & COUNT
            value = half(str(n), BRIGHT_MAGENTA, BLACK) if n else half(0, WHITE, BLACK)
        elif c & FLAG:
            value = half("f", BRIGHT_BLUE, GREY)
        else:
            value = half(self.hidden_char, GREY, GREY)
        if (row, col) == self.cursor:
            value = (value & 0x0FFF) | (YELLOW << 12)
        return value

    def screen(self) -> list[int]:
        """The 100 halfwords the program's display holds now (after reveal_map at the end)."""
        status = self.status()
        if status == 1:
            screen = [half(0, WHITE, BLACK)] * (SIZE * SIZE)
            for r, c in SMILEY_EYES:
                screen[r * SIZE + c] = half("b", GREY, YELLOW)
            for r, c in SMILEY_MOUTH:
                screen[r * SIZE + c] = half("e", WHITE, RED)
            return screen
        screen = []
        for r in range(SIZE):
            for c in range(SIZE):
                cell = self.at(r, c)
                if status == 0:
                    screen.append(self.cell_halfword(r, c))
                elif cell & FLAG:
                    right = BRIGHT_GREEN if cell & BOMB else BRIGHT_RED
                    screen.append(half("f", BRIGHT_BLUE, right))
                elif cell & BOMB:
                    screen.append(half("b", GREY, BLACK))
                elif cell & COUNT:
                    screen.append(half(str(cell & COUNT), BRIGHT_MAGENTA, BLACK))
                else:
                    screen.append(half(0, WHITE, BLACK))
        if status == -1:
            r, c = self.cursor
            screen[r * SIZE + c] = half("e", WHITE, BRIGHT_RED)
        return screen


STATE_LABELS = frozenset({"cells", "cursor_row", "cursor_col"})


def recognises(symbols: Mapping[str, int]) -> bool:
    """Whether a program has this game's labels (the RISC-V example and the MIPS homework
    both do): it draws on a SIZE x SIZE colour cell display."""
    return STATE_LABELS <= symbols.keys()


def read_state(
    read_byte: Callable[[int], int], read_word: Callable[[int], int], symbols: Mapping[str, int]
) -> Bombsweeper | None:
    """The game of a running program (labels ``cells``, ``cursor_row``, ``cursor_col``)."""
    if not recognises(symbols):
        return None
    cells = [read_byte(symbols["cells"] + i) & 0xFF for i in range(SIZE * SIZE)]
    row = read_word(symbols["cursor_row"]) & 0xFFFFFFFF
    col = read_word(symbols["cursor_col"]) & 0xFFFFFFFF
    if row >= SIZE or col >= SIZE:
        return None
    return Bombsweeper(cells, (row, col))


def keys_to(cursor: Pos, target: Pos) -> str:
    """The cursor keys that move from ``cursor`` to ``target`` (for a click on a cell)."""
    (row, col), (to_row, to_col) = cursor, target
    vertical = ("s" if to_row > row else "w") * abs(to_row - row)
    horizontal = ("d" if to_col > col else "a") * abs(to_col - col)
    return vertical + horizontal
