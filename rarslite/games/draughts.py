"""Draughts boards kept as a 64-word array (the Draughts course project's layout).

``board[row*8+col]`` is 0 for an empty square, otherwise bit 0 is set (a piece), bit 1 is the
colour (1 white, 0 red/black) and bit 2 the king bit. The example program
``resources/examples/draughts/draughts.s`` keeps its game in such an array labelled ``board``
and the side to move in ``turn`` (0 red, 1 white).

This module reads such an array out of a running program (for the board overlay), and holds a
rules model of the example program's game (forced jumps, multi-jumps, kings) used to check it
and to turn moves into the text a player types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

PIECE, WHITE, KING = 1, 2, 4
RED_MAN, WHITE_MAN, RED_KING, WHITE_KING = 1, 3, 5, 7
VALID_WORDS = frozenset({0, RED_MAN, WHITE_MAN, RED_KING, WHITE_KING})
RED, WHITE_SIDE = 0, 1
SIDE_NAMES = ("Red", "White")
UNUSED_SQUARE = 219  # the character printed for squares pieces never use (CP437 full block)

Square = tuple[int, int]  # (row, col)


def is_playable(row: int, col: int) -> bool:
    """Pieces stand on the squares whose row + column is even."""
    return (row + col) % 2 == 0


def symbol(word: int) -> str:
    """The character the program prints for a square's word ('' for an empty square)."""
    if not word & PIECE:
        return ""
    ch = "w" if word & WHITE else "r"
    return ch.upper() if word & KING else ch


@dataclass
class DraughtsBoard:
    """A position: 64 words plus the side to move (None when the program has no ``turn``)."""

    squares: list[int] = field(default_factory=lambda: [0] * 64)
    turn: int | None = RED

    @classmethod
    def initial(cls) -> DraughtsBoard:
        board = cls()
        for row in range(8):
            for col in range(8):
                if is_playable(row, col) and row < 3:
                    board.squares[row * 8 + col] = WHITE_MAN
                elif is_playable(row, col) and row > 4:
                    board.squares[row * 8 + col] = RED_MAN
        return board

    def at(self, row: int, col: int) -> int:
        return self.squares[row * 8 + col]

    def pieces(self) -> dict[Square, int]:
        """Occupied squares and their words."""
        return {(i // 8, i % 8): w for i, w in enumerate(self.squares) if w & PIECE}

    def is_valid(self) -> bool:
        """Every word is one of the five codes and pieces stand only on playable squares."""
        return all(
            w in VALID_WORDS and (w == 0 or is_playable(i // 8, i % 8))
            for i, w in enumerate(self.squares)
        )

    # -- rules ---------------------------------------------------------------------------

    def _forward(self, word: int) -> tuple[int, ...]:
        if word & KING:
            return (-1, 1)
        return (1,) if word & WHITE else (-1,)

    def _jumps_from(self, sq: Square, word: int, squares: list[int]) -> list[Square]:
        row, col = sq
        out = []
        for dr in self._forward(word):
            for dc in (-1, 1):
                lr, lc = row + 2 * dr, col + 2 * dc
                if not (0 <= lr < 8 and 0 <= lc < 8) or squares[lr * 8 + lc]:
                    continue
                mid = squares[(row + dr) * 8 + col + dc]
                if mid & PIECE and (mid & WHITE) != (word & WHITE):
                    out.append((lr, lc))
        return out

    def _steps_from(self, sq: Square, word: int) -> list[Square]:
        row, col = sq
        return [
            (row + dr, col + dc)
            for dr in self._forward(word)
            for dc in (-1, 1)
            if 0 <= row + dr < 8 and 0 <= col + dc < 8 and not self.at(row + dr, col + dc)
        ]

    @staticmethod
    def _crowns(word: int, row: int) -> bool:
        if word & KING:
            return False
        return row == (7 if word & WHITE else 0)

    def _jump_paths(self, path: list[Square], word: int, squares: list[int]) -> list[tuple]:
        here = path[-1]
        paths = []
        for land in self._jumps_from(here, word, squares):
            nxt = squares.copy()
            nxt[here[0] * 8 + here[1]] = 0
            nxt[(here[0] + land[0]) // 2 * 8 + (here[1] + land[1]) // 2] = 0
            nxt[land[0] * 8 + land[1]] = word
            if self._crowns(word, land[0]):
                paths.append(tuple(path + [land]))
            else:
                paths.extend(self._jump_paths(path + [land], word, nxt))
        if not paths and len(path) > 1:
            return [tuple(path)]
        return paths

    def legal_moves(self, side: int | None = None) -> list[tuple[Square, ...]]:
        """All legal moves of ``side`` (default: the side to move) as square paths."""
        side = self.turn if side is None else side
        own = {sq: w for sq, w in self.pieces().items() if bool(w & WHITE) == bool(side)}
        jumps = [p for sq, w in own.items() for p in self._jump_paths([sq], w, self.squares)]
        if jumps:
            return jumps
        return [(sq, to) for sq, w in own.items() for to in self._steps_from(sq, w)]

    def play(self, path: tuple[Square, ...] | list[Square]) -> None:
        """Make a move (must be one of ``legal_moves()``) and pass the turn."""
        if tuple(path) not in self.legal_moves():
            raise ValueError(f"illegal move {path}")
        (row, col), word = path[0], self.at(*path[0])
        self.squares[row * 8 + col] = 0
        for a, b in zip(path, path[1:], strict=False):
            if abs(b[0] - a[0]) == 2:
                self.squares[(a[0] + b[0]) // 2 * 8 + (a[1] + b[1]) // 2] = 0
        end = path[-1]
        if self._crowns(word, end[0]):
            word |= KING
        self.squares[end[0] * 8 + end[1]] = word
        self.turn = 1 - (self.turn or 0)

    def winner(self) -> int | None:
        """The side that has won (the side to move cannot move), else None."""
        if self.turn is not None and not self.legal_moves():
            return 1 - self.turn
        return None

    # -- text ----------------------------------------------------------------------------

    def render(self, unused: str = chr(UNUSED_SQUARE)) -> str:
        """The board as the example program prints it (header, then numbered rows)."""
        lines = ["  01234567"]
        for row in range(8):
            cells = []
            for col in range(8):
                word = self.at(row, col)
                cells.append(symbol(word) or (" " if is_playable(row, col) else unused))
            lines.append(f"{row} " + "".join(cells))
        return "\n".join(lines) + "\n"


def move_text(path: tuple[Square, ...] | list[Square]) -> str:
    """The input line that makes ``path`` in the example program, e.g. ``"5 1 4 2"``."""
    return " ".join(f"{r} {c}" for r, c in path)


def read_state(
    read_word: Callable[[int], int], symbols: Mapping[str, int], label: str = "board"
) -> DraughtsBoard | None:
    """Read the 64-word board at ``symbols[label]`` (and ``turn`` if present).

    Returns None when the program has no such label or the words do not follow the layout,
    so an overlay can tell "not a draughts program" from a position.
    """
    base = symbols.get(label)
    if base is None:
        return None
    squares = [read_word(base + 4 * i) & 0xFFFFFFFF for i in range(64)]
    turn = None
    if "turn" in symbols:
        value = read_word(symbols["turn"]) & 0xFFFFFFFF
        turn = value if value in (RED, WHITE_SIDE) else None
    board = DraughtsBoard(squares, turn)
    return board if board.is_valid() else None
