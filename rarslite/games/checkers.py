"""The checkers lab's rules on its bitboards, and helpers for the board overlay.

The CMPUT 229 checkers lab keeps a position in three 32-bit words: BLACK, RED and KINGS, one
bit per game square, plus TURN (0 black to move, 1 red). Square i sits on row i // 4 (row 0 is
rank 8) and column 2 * (i % 4) + (1 on even rows), so bit 0 is b8 and bit 31 is g1. Black starts
on bits 0-11 and moves down the board (towards larger indexes), red on bits 20-31 and moves up.

The functions here follow the example program in ``resources/examples/checkers/checkers.s``
step for step, including what it does with unusual arguments (several source squares, a
target that is not one square), so the two can be checked against each other. No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

MASK32 = 0xFFFFFFFF
SENTINEL = 0xFFFFFFFF  # ends MOVES_ARRAY
MOVES_CAPACITY = 128  # squares MOVES_ARRAY can hold before the sentinel

THREE_D = 0xE0E0E0E0  # odd rows except file a: one row down is +3 (and +4)
FIVE_D = 0x07070707  # even rows except file h: one row down is +5 (and +4)
THREE_U = FIVE_D  # even rows except file h: one row up is -3 (and -4)
FIVE_U = THREE_D  # odd rows except file a: one row up is -5 (and -4)
BLACK_KING_ROW = 0xF0000000  # row 7, rank 1
RED_KING_ROW = 0x0000000F  # row 0, rank 8
BLACK_START = 0x00000FFF
RED_START = 0xFFF00000

FILES = "abcdefgh"
# Where the example's board puts things on the display (common.s BOARD_STR).
BOARD_ORIGIN_X = 4
BOARD_ORIGIN_Y = 2
WIN_MESSAGE_Y = 20
BLACK_WIN_MSG = "BLACK wins! Red has no legal move."
RED_WIN_MSG = "RED wins! Black has no legal move."


@dataclass(frozen=True)
class Position:
    """A game position: the three bitboards and whose turn it is."""

    black: int = BLACK_START
    red: int = RED_START
    kings: int = 0
    turn: int = 0  # 0 black to move, 1 red

    def own(self) -> int:
        return self.red if self.turn else self.black

    def opponent(self) -> int:
        return self.black if self.turn else self.red

    def empty(self) -> int:
        return ~(self.black | self.red) & MASK32


@dataclass
class BoardState:
    """What the board overlay shows: a position plus the squares selected so far."""

    position: Position
    selected: list[int] = field(default_factory=list)  # square indexes, in selection order


# ---- squares -----------------------------------------------------------------------------


def index_to_row_col(index: int) -> tuple[int, int]:
    """Row (0 = rank 8) and column (0 = file a) of game square ``index``."""
    row = index >> 2
    return row, 2 * (index & 3) + (1 - (row & 1))


def row_col_to_index(row: int, col: int) -> int | None:
    """Index of the game square at (row, col), None for a light square or off the board."""
    if not (0 <= row < 8 and 0 <= col < 8) or (row + col) % 2 == 0:
        return None
    return row * 4 + col // 2


def square_name(index: int) -> str:
    """'b8' for 0 ... 'g1' for 31."""
    row, col = index_to_row_col(index)
    return f"{FILES[col]}{8 - row}"


def parse_square(name: str) -> int:
    """Index of a game square written as file and rank ('c3'); ValueError otherwise."""
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in FILES or text[1] not in "12345678":
        raise ValueError(f"not a square: {name!r}")
    index = row_col_to_index(8 - int(text[1]), FILES.index(text[0]))
    if index is None:
        raise ValueError(f"not a game square: {name!r}")
    return index


def bit(index: int) -> int:
    return 1 << index


def bits_to_index(bits: int) -> int:
    """Index of the most significant set bit, -1 for 0 (common.s bitsToIndex)."""
    return (bits & MASK32).bit_length() - 1


def cords_to_bits(row: int, col: int) -> int:
    """Bitboard of the square at (row, col), 0 for a light square (common.s cordsToBits)."""
    index = row_col_to_index(row, col)
    return 0 if index is None else 1 << index


def squares(bits: int) -> list[int]:
    """Indexes of the set bits, lowest first."""
    return [i for i in range(32) if bits >> i & 1]


def is_single_square(bits: int) -> bool:
    bits &= MASK32
    return bits != 0 and bits & (bits - 1) == 0


def screen_xy(index: int) -> tuple[int, int]:
    """Display cell where the example program draws square ``index``."""
    row, col = index_to_row_col(index)
    return BOARD_ORIGIN_X + 4 * col, BOARD_ORIGIN_Y + 2 * row


def screen_square(x: int, y: int) -> int | None:
    """The game square the example program draws at display cell (x, y), if any."""
    dx, dy = x - BOARD_ORIGIN_X, y - BOARD_ORIGIN_Y
    if dx < 0 or dy < 0 or dx % 4 or dy % 2:
        return None
    return row_col_to_index(dy // 2, dx // 4)


# ---- move generation -----------------------------------------------------------------------


def _steps_down(bits: int) -> int:
    return ((bits << 4) | ((bits & THREE_D) << 3) | ((bits & FIVE_D) << 5)) & MASK32


def _steps_up(bits: int) -> int:
    return (bits >> 4) | ((bits & THREE_U) >> 3) | ((bits & FIVE_U) >> 5)


def _movers(pos: Position, src: int) -> tuple[int, int]:
    """(pieces moving down the board, pieces moving up): men go forward, kings both ways."""
    kings = src & pos.kings
    return (src, kings) if pos.turn == 0 else (kings, src)


def _valid_sources(pos: Position, src: int) -> bool:
    return src & ~pos.own() & MASK32 == 0


def slide_moves(pos: Position, src: int) -> int:
    """genSlideMoves: empty squares one diagonal step from ``src``; 0 if a source is not ours."""
    src &= MASK32
    if not _valid_sources(pos, src):
        return 0
    down, up = _movers(pos, src)
    return (_steps_down(down) | _steps_up(up)) & pos.empty()


def jump_moves(pos: Position, src: int) -> int:
    """genJumpMoves: landing squares of single captures from ``src``; 0 if a source is not ours."""
    src &= MASK32
    if not _valid_sources(pos, src):
        return 0
    down, up = _movers(pos, src)
    opp = pos.opponent()
    moves = 0
    # four diagonals, each a +4 step and a +3/+5 step (in either order), or the same going up
    adj = (down << 4) & opp & MASK32
    moves |= ((adj & THREE_D) << 3) | ((adj & FIVE_D) << 5)
    adj = (((down & THREE_D) << 3) | ((down & FIVE_D) << 5)) & opp
    moves |= adj << 4
    adj = (up >> 4) & opp
    moves |= ((adj & THREE_U) >> 3) | ((adj & FIVE_U) >> 5)
    adj = (((up & THREE_U) >> 3) | ((up & FIVE_U) >> 5)) & opp
    moves |= adj >> 4
    return moves & pos.empty() & MASK32


def has_legal_move(pos: Position) -> bool:
    """Whether the player to move can slide or jump."""
    own = pos.own()
    return bool(slide_moves(pos, own) | jump_moves(pos, own))


# ---- playing moves -----------------------------------------------------------------------


def make_move(pos: Position, src: int, dst: int) -> Position:
    """makeMove: one unchecked step of the player to move, then crowning on the far row."""
    src &= MASK32
    dst &= MASK32
    own, opp, kings = pos.own(), pos.opponent(), pos.kings
    own = (own & ~src & MASK32) | dst
    if kings & src:
        kings = (kings & ~src & MASK32) | dst
    src_row, src_col = _cords_of(src)
    dst_row, dst_col = _cords_of(dst)
    if dst_row - src_row in (2, -2):  # a jump: the captured piece is halfway
        captured = cords_to_bits((src_row + dst_row) >> 1, (src_col + dst_col) >> 1)
        opp &= ~captured & MASK32
        kings &= ~captured & MASK32
    kings |= own & (BLACK_KING_ROW if pos.turn == 0 else RED_KING_ROW)
    if pos.turn == 0:
        return replace(pos, black=own, red=opp, kings=kings)
    return replace(pos, black=opp, red=own, kings=kings)


def _cords_of(bits: int) -> tuple[int, int]:
    # Same arithmetic as bitsToIndex + indexToCords, also for 0 (index -1) and several bits.
    index = bits_to_index(bits) & MASK32
    row = index >> 2  # a logical shift, as srli
    return row, 2 * (index & 3) + ((row & 1) ^ 1)


def moves_from_array(words: Sequence[int]) -> list[int]:
    """The entries of a MOVES_ARRAY up to (not including) the sentinel."""
    out = []
    for word in words:
        if word & MASK32 == SENTINEL:
            break
        out.append(word & MASK32)
    return out


def do_turn(pos: Position, moves: Sequence[int]) -> tuple[bool, Position]:
    """doTurn: check and play a turn (piece, then each square it lands on).

    ``moves`` may include the sentinel and what follows it (ignored). Returns (True, position
    after the turn) or (False, ``pos``). TURN is not changed, as in the lab.
    """
    steps = moves_from_array(moves)
    must_jump = jump_moves(pos, pos.own()) != 0
    if len(steps) < 2 or not is_single_square(steps[0]):
        return False, pos
    current = pos
    for i in range(1, len(steps)):
        src, dst = steps[i - 1], steps[i]
        if not is_single_square(dst):
            return False, pos
        if must_jump:
            reachable = jump_moves(current, src)
        else:
            if i + 1 < len(steps):  # a slide is the whole turn
                return False, pos
            reachable = slide_moves(current, src)
        if not reachable & dst:
            return False, pos
        current = make_move(current, src, dst)
    if must_jump and jump_moves(current, steps[-1]):
        return False, pos  # the chain must go on
    return True, current


def play_turn(pos: Position, moves: Sequence[int]) -> tuple[bool, Position, int | None]:
    """What the game loop does on SPACE: doTurn, then pass the turn and detect a win.

    Returns (accepted, new position, winner) with winner 0 (black), 1 (red) or None.
    """
    ok, after = do_turn(pos, moves)
    if not ok:
        return False, pos, None
    after = replace(after, turn=pos.turn ^ 1)
    return True, after, (None if has_legal_move(after) else pos.turn)


# ---- move search (for scripted games and tests) ---------------------------------------------


def legal_turns(pos: Position) -> list[list[int]]:
    """Every legal turn as a list of square indexes (piece first), jumps forced."""
    own = pos.own()
    turns: list[list[int]] = []
    if jump_moves(pos, own):
        for start in squares(own):
            _jump_chains(pos, start, [start], turns)
        return turns
    for start in squares(own):
        for target in squares(slide_moves(pos, bit(start))):
            turns.append([start, target])
    return turns


def _jump_chains(pos: Position, at: int, path: list[int], out: list[list[int]]) -> None:
    landings = squares(jump_moves(pos, bit(at)))
    if not landings:
        if len(path) > 1:
            out.append(path)
        return
    for land in landings:
        _jump_chains(make_move(pos, bit(at), bit(land)), land, path + [land], out)


# ---- keyboard and display ------------------------------------------------------------------


def keys_for_square(index: int) -> str:
    """The two keys that select a square: its file, then its rank."""
    return square_name(index)


def keys_for_move(path: Sequence[int | str]) -> str:
    """Keys that select every square of a turn and submit it with SPACE.

    ``path`` holds square indexes or names ('c3'), the piece first.
    """
    keys = []
    for square in path:
        index = parse_square(square) if isinstance(square, str) else square
        keys.append(keys_for_square(index))
    return "".join(keys) + " "


def read_state(read_word: Callable[[int], int], symbols: Mapping[str, int]) -> BoardState:
    """Read a running program's game state (for the board overlay).

    ``read_word(addr)`` returns a memory word without side effects; ``symbols`` maps labels
    to addresses and must hold BLACK, RED, KINGS and TURN (KeyError otherwise). The selection
    is read from MOVES_ARRAY when present: its leading single-square entries, stopping at the
    sentinel or any other word (the example program keeps a sentinel after the last one).
    """
    pos = Position(
        black=read_word(symbols["BLACK"]) & MASK32,
        red=read_word(symbols["RED"]) & MASK32,
        kings=read_word(symbols["KINGS"]) & MASK32,
        turn=read_word(symbols["TURN"]) & 1,
    )
    selected: list[int] = []
    base = symbols.get("MOVES_ARRAY")
    if base is not None:
        for i in range(MOVES_CAPACITY):
            word = read_word(base + 4 * i) & MASK32
            if not is_single_square(word):
                break
            selected.append(bits_to_index(word))
    return BoardState(pos, selected)


def square_char(pos: Position, index: int) -> str:
    """What displayGame draws on a square: b/B, r/R or '-'."""
    mask = 1 << index
    king = bool(pos.kings & mask)
    if pos.black & mask:
        return "B" if king else "b"
    if pos.red & mask:
        return "R" if king else "r"
    return "-"


def render_board_text(state: BoardState | Position, winner: int | None = None) -> list[str]:
    """The display lines the example program shows (rows 0-18, or 0-20 with a winner).

    Trailing spaces are stripped; selected squares show an 'x'.
    """
    if isinstance(state, Position):
        state = BoardState(state)
    border = "  " + "+---" * 8 + "+"
    files = "    " + "   ".join(FILES)
    lines = [files, border]
    for row in range(8):
        lines.append(f"{8 - row} |" + "   |" * 8 + f" {8 - row}")
        lines.append(border)
    lines.append(files)
    grid = [list(line) for line in lines]
    for index in range(32):
        x, y = screen_xy(index)
        grid[y][x] = square_char(state.position, index)
    for index in state.selected:
        x, y = screen_xy(index)
        grid[y][x] = "x"
    out = ["".join(row).rstrip() for row in grid]
    if winner is not None:
        out += ["", BLACK_WIN_MSG if winner == 0 else RED_WIN_MSG]
    return out
