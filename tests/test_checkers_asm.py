"""checkers.s run by rarslite agrees with the Python rules model (property-based).

Each example calls one lab function of resources/examples/checkers/checkers.s on a fresh
machine through the same code as `rarslite call`, and compares a0 and the bitboards with
rarslite.games.checkers. Positions are scattered pieces (many capture chains and odd
situations) or positions reached by random legal play.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.games import checkers as ck

CHECKERS = Path(__file__).resolve().parents[1] / "resources/examples/checkers/checkers.s"

call = pytest.importorskip("rarslite.machine.riscv.calls")
if not call.engine_available():  # pragma: no cover - assembler/simulator written in parallel
    pytest.skip("rarslite's assembler or simulator is not available yet", allow_module_level=True)

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(scope="module")
def program():
    return call.assemble_program(str(CHECKERS))


def run(program, function: str, pos: ck.Position, args: list[int], moves=None):
    sets = {"BLACK": [pos.black], "RED": [pos.red], "KINGS": [pos.kings], "TURN": [pos.turn]}
    if moves is not None:
        sets["MOVES_ARRAY"] = list(moves) + [ck.SENTINEL]
        args = [program.symbols["MOVES_ARRAY"]]
    result = call.call_function(program, function, sets=sets, args=args, max_steps=200_000)
    state = tuple(result.word(program.symbols[n]) for n in ("BLACK", "RED", "KINGS", "TURN"))
    return result.a0, state


@st.composite
def positions(draw) -> ck.Position:
    if draw(st.booleans()):  # reached by random legal play from the start
        rng = random.Random(draw(st.integers(0, 2**32)))
        pos = ck.Position()
        for _ in range(draw(st.integers(0, 70))):
            turns = ck.legal_turns(pos)
            if not turns:
                break
            ok, pos, winner = ck.play_turn(pos, [1 << s for s in rng.choice(turns)])
            if winner is not None:
                break
        return pos
    # scattered pieces; sometimes a few pieces against many, which makes capture chains
    alphabet = draw(st.sampled_from(["..bbrrBR", ".....rrrrrbB", ".....bbbbbrR"]))
    cells = draw(st.lists(st.sampled_from(alphabet), min_size=32, max_size=32))
    black = sum(1 << i for i, c in enumerate(cells) if c in "bB")
    red = sum(1 << i for i, c in enumerate(cells) if c in "rR")
    kings = sum(1 << i for i, c in enumerate(cells) if c in "BR")
    if draw(st.booleans()):  # else leave men on the far row uncrowned (makeMove crowns them all)
        kings |= black & ck.BLACK_KING_ROW | red & ck.RED_KING_ROW
    return ck.Position(black, red, kings, draw(st.integers(0, 1)))


@st.composite
def sources(draw, pos: ck.Position) -> int:
    own = pos.own()
    kind = draw(st.integers(0, 4))
    if kind <= 1 and own:
        return 1 << draw(st.sampled_from(ck.squares(own)))
    if kind == 2:
        return own & draw(st.integers(0, ck.MASK32))
    if kind == 3:
        return 1 << draw(st.integers(0, 31))  # often empty or the opponent's
    return draw(st.integers(0, ck.MASK32))


@st.composite
def gen_cases(draw):
    pos = draw(positions())
    return pos, draw(sources(pos))


@SETTINGS
@given(gen_cases())
def test_gen_slide_moves(program, case) -> None:
    pos, src = case
    a0, state = run(program, "genSlideMoves", pos, [src])
    assert a0 == ck.slide_moves(pos, src)
    assert state == (pos.black, pos.red, pos.kings, pos.turn)


@SETTINGS
@given(gen_cases())
def test_gen_jump_moves(program, case) -> None:
    pos, src = case
    a0, state = run(program, "genJumpMoves", pos, [src])
    assert a0 == ck.jump_moves(pos, src)
    assert state == (pos.black, pos.red, pos.kings, pos.turn)


@st.composite
def step_cases(draw):
    pos = draw(positions())
    steps = [t[:2] for t in ck.legal_turns(pos)]
    if steps and draw(st.integers(0, 9)):
        a, b = draw(st.sampled_from(steps))
    else:
        a, b = draw(st.integers(0, 31)), draw(st.integers(0, 31))
    return pos, 1 << a, 1 << b


@SETTINGS
@given(step_cases())
def test_make_move(program, case) -> None:
    pos, src, dst = case
    _, state = run(program, "makeMove", pos, [src, dst])
    after = ck.make_move(pos, src, dst)
    assert state == (after.black, after.red, after.kings, pos.turn)


@st.composite
def turn_cases(draw):
    pos = draw(positions())
    turns = ck.legal_turns(pos)
    if turns and draw(st.integers(0, 2)):
        if draw(st.booleans()):  # favour the longest capture chains
            longest = max(len(t) for t in turns)
            turns = [t for t in turns if len(t) == longest]
        path = list(draw(st.sampled_from(turns)))
        spoil = draw(st.integers(0, 5))
        if spoil == 1 and len(path) > 2:
            path = path[:-1]  # a chain stopped early
        elif spoil == 2:
            path.append(draw(st.integers(0, 31)))
        elif spoil == 3:
            path[draw(st.integers(0, len(path) - 1))] = draw(st.integers(0, 31))
        moves = [1 << s for s in path]
        if spoil == 4:
            pos = ck.Position(pos.black, pos.red, pos.kings, pos.turn ^ 1)  # the wrong player
    else:
        moves = draw(st.lists(st.integers(0, 31).map(lambda i: 1 << i), max_size=5))
        if draw(st.booleans()):
            moves.append(draw(st.integers(0, ck.MASK32 - 1)))
    return pos, moves


@st.composite
def chain_cases(draw):
    """A piece with a capture chain laid out in front of it, plus some other pieces; the turn
    is a longest chain, played in full or stopped early."""
    turn = draw(st.integers(0, 1))
    king = draw(st.booleans())
    start = draw(st.integers(0, 31))
    own, opp, at = 1 << start, 0, start
    forward = 1 if turn == 0 else -1
    for _ in range(draw(st.integers(1, 4))):
        row, col = ck.index_to_row_col(at)
        options = []
        for dr in ([forward, -forward] if king else [forward]):
            for dc in (-1, 1):
                mid = ck.row_col_to_index(row + dr, col + dc)
                land = ck.row_col_to_index(row + 2 * dr, col + 2 * dc)
                if mid is not None and land is not None and not (
                        (own | opp) & (1 << mid | 1 << land)):
                    options.append((mid, land))
        if not options:
            break
        mid, at = draw(st.sampled_from(options))
        opp |= 1 << mid
    noise = draw(st.lists(st.integers(0, 31), max_size=8))
    extra = sum(1 << i for i in noise) & ~(own | opp | 1 << at) & ck.MASK32
    split = draw(st.integers(0, ck.MASK32))
    own |= extra & split
    opp |= extra & ~split & ck.MASK32
    black, red = (own, opp) if turn == 0 else (opp, own)
    kings = (1 << start if king else 0) | draw(st.integers(0, ck.MASK32)) & extra
    kings |= black & ck.BLACK_KING_ROW | red & ck.RED_KING_ROW
    pos = ck.Position(black, red, kings, turn)
    turns = ck.legal_turns(pos)
    if not turns:
        return pos, [1 << start, 1 << at]
    longest = max(len(t) for t in turns)
    path = draw(st.sampled_from([t for t in turns if len(t) == longest]))
    stop = len(path)
    if len(path) > 2 and draw(st.booleans()):
        stop = draw(st.integers(2, len(path) - 1))  # stopped while it could still capture
    return pos, [1 << s for s in path[:stop]]


@SETTINGS
@given(chain_cases())
def test_do_turn_capture_chains(program, case) -> None:
    pos, moves = case
    a0, state = run(program, "doTurn", pos, [], moves=moves)
    ok, after = ck.do_turn(pos, moves)
    assert a0 == int(ok)
    assert state == (after.black, after.red, after.kings, pos.turn)


@SETTINGS
@given(turn_cases())
def test_do_turn(program, case) -> None:
    pos, moves = case
    a0, state = run(program, "doTurn", pos, [], moves=moves)
    ok, after = ck.do_turn(pos, moves)
    assert a0 == int(ok)
    assert state == (after.black, after.red, after.kings, pos.turn)


def test_crafted_rules(program) -> None:
    """Forced jumps, chains and crowning mid-chain, by hand (see test_checkers_model)."""
    def sq(*names: str) -> int:
        return sum(1 << ck.parse_square(n) for n in names)

    crown = ck.Position(black=sq("c3"), red=sq("d2", "f2", "a5"), kings=0)
    assert run(program, "doTurn", crown, [], moves=[sq("c3"), sq("e1")])[0] == 0
    a0, state = run(program, "doTurn", crown, [], moves=[sq("c3"), sq("e1"), sq("g3")])
    assert a0 == 1 and state[:3] == (sq("g3"), sq("a5"), sq("g3"))
    forced = ck.Position(black=sq("c5", "h8"), red=sq("d4", "a1"), kings=0)
    assert run(program, "doTurn", forced, [], moves=[sq("h8"), sq("g7")]) == (
        0, (forced.black, forced.red, 0, 0))
