"""The Python model of the checkers lab's rules (rarslite.games.checkers)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rarslite.games import checkers as ck

FACTS = Path(__file__).with_name("test_checkers_facts.json")


def sq(*names: str) -> int:
    return sum(1 << ck.parse_square(n) for n in names)


def test_square_mapping() -> None:
    assert ck.square_name(0) == "b8" and ck.square_name(4) == "a7" and ck.square_name(31) == "g1"
    for i in range(32):
        row, col = ck.index_to_row_col(i)
        assert ck.row_col_to_index(row, col) == i
        assert ck.parse_square(ck.square_name(i)) == i
        assert ck.cords_to_bits(row, col) == 1 << i
    assert ck.row_col_to_index(0, 0) is None and ck.cords_to_bits(7, 7) == 0
    with pytest.raises(ValueError):
        ck.parse_square("a8")  # a light square
    with pytest.raises(ValueError):
        ck.parse_square("i3")
    assert ck.bits_to_index(0x80000001) == 31 and ck.bits_to_index(0) == -1


def test_screen_cells() -> None:
    assert ck.screen_xy(0) == (8, 2) and ck.screen_xy(4) == (4, 4)
    for i in range(32):
        assert ck.screen_square(*ck.screen_xy(i)) == i
    assert ck.screen_square(4, 2) is None  # a8, a light square
    assert ck.screen_square(5, 2) is None and ck.screen_square(0, 0) is None
    assert ck.screen_square(36, 4) is None  # off the board


def test_start_position_slides() -> None:
    pos = ck.Position()
    assert pos.black == 0x00000FFF and pos.red == 0xFFF00000
    assert ck.slide_moves(pos, sq("b6")) == sq("a5", "c5")
    assert ck.slide_moves(pos, sq("h6")) == sq("g5")
    assert ck.slide_moves(pos, pos.black) == 0x0000F000
    assert ck.slide_moves(pos, sq("b8")) == 0  # blocked by its own men
    assert ck.jump_moves(pos, pos.black) == 0
    red = ck.Position(turn=1)
    assert ck.slide_moves(red, sq("c3")) == sq("b4", "d4")


def test_invalid_sources_give_zero() -> None:
    pos = ck.Position()
    assert ck.slide_moves(pos, sq("c3")) == 0  # red piece on black's turn
    assert ck.slide_moves(pos, sq("c5")) == 0  # empty square
    assert ck.slide_moves(pos, sq("b6", "c5")) == 0  # one bad square spoils all
    assert ck.jump_moves(ck.Position(turn=1), sq("b6")) == 0


def test_men_forward_kings_both_ways() -> None:
    man = ck.Position(black=sq("d4"), red=0, kings=0)
    assert ck.slide_moves(man, sq("d4")) == sq("c3", "e3")
    king = ck.Position(black=sq("d4"), red=0, kings=sq("d4"))
    assert ck.slide_moves(king, sq("d4")) == sq("c3", "e3", "c5", "e5")
    red_man = ck.Position(black=0, red=sq("d4"), kings=0, turn=1)
    assert ck.slide_moves(red_man, sq("d4")) == sq("c5", "e5")


def test_jumps_need_an_opponent_and_an_empty_landing() -> None:
    pos = ck.Position(black=sq("c5"), red=sq("d4", "b4", "a3"), kings=0)
    assert ck.jump_moves(pos, sq("c5")) == sq("e3")  # a3 blocks the b4 capture
    edge = ck.Position(black=sq("a5"), red=sq("b4"), kings=0)
    assert ck.jump_moves(edge, sq("a5")) == sq("c3")
    no_wrap = ck.Position(black=sq("h6"), red=sq("g5"), kings=0)
    assert ck.jump_moves(no_wrap, sq("h6")) == sq("f4")


def test_make_move_slide_jump_and_kings() -> None:
    pos = ck.Position(black=sq("c5"), red=sq("d4"), kings=sq("d4"))
    after = ck.make_move(pos, sq("c5"), sq("e3"))
    assert (after.black, after.red, after.kings) == (sq("e3"), 0, 0)
    king = ck.Position(black=sq("e5"), red=sq("a1"), kings=sq("e5", "a1"), turn=0)
    after = ck.make_move(king, sq("e5"), sq("d6"))
    assert after.kings == sq("d6", "a1")


def test_promotion_of_all_the_movers_far_row_pieces_only() -> None:
    # an uncrowned black man on rank 1 and a red man on rank 8 (as a test might set up)
    pos = ck.Position(black=sq("c1", "d4"), red=sq("b8", "h4"), kings=0, turn=0)
    after = ck.make_move(pos, sq("d4"), sq("e3"))
    assert after.kings == sq("c1")  # red's b8 man is not black's to crown
    pos = ck.Position(black=sq("a7"), red=sq("c7"), kings=0, turn=1)
    after = ck.make_move(pos, sq("c7"), sq("d8"))
    assert after.kings == sq("d8")


def test_forced_jump_rejects_a_slide() -> None:
    pos = ck.Position(black=sq("c5", "h8"), red=sq("d4", "a1"), kings=0)
    ok, same = ck.do_turn(pos, [sq("h8"), sq("g7"), ck.SENTINEL])
    assert not ok and same == pos
    ok, after = ck.do_turn(pos, [sq("c5"), sq("e3"), ck.SENTINEL])
    assert ok and after.red == sq("a1") and after.turn == 0


def test_chain_must_continue_and_may_not_overrun() -> None:
    pos = ck.Position(black=sq("a7"), red=sq("b6", "d4", "h2"), kings=0)
    assert not ck.do_turn(pos, [sq("a7"), sq("c5")])[0]
    ok, after = ck.do_turn(pos, [sq("a7"), sq("c5"), sq("e3")])
    assert ok and after.black == sq("e3") and after.red == sq("h2")
    assert not ck.do_turn(pos, [sq("a7"), sq("c5"), sq("e3"), sq("f2")])[0]


def test_promotion_mid_chain_then_backwards_jump() -> None:
    pos = ck.Position(black=sq("c3"), red=sq("d2", "f2", "a5"), kings=0)
    assert not ck.do_turn(pos, [sq("c3"), sq("e1")])[0]  # the new king must jump on
    ok, after = ck.do_turn(pos, [sq("c3"), sq("e1"), sq("g3")])
    assert ok and after.black == sq("g3") and after.kings == sq("g3")
    assert after.red == sq("a5")


def test_bad_turn_shapes() -> None:
    pos = ck.Position()
    for moves in ([], [sq("b6")], [ck.SENTINEL], [sq("b6", "d6"), sq("c5")],
                  [sq("b6"), sq("a5", "c5")], [sq("b6"), sq("a5"), sq("b4")],
                  [sq("b6"), sq("b6")], [0, sq("c5")]):
        ok, same = ck.do_turn(pos, moves + [ck.SENTINEL])
        assert not ok and same == pos, moves
    ok, _ = ck.do_turn(pos, [sq("b6"), sq("a5"), ck.SENTINEL, sq("b4")])
    assert ok  # what follows the sentinel is ignored


def test_win_when_the_opponent_has_no_move() -> None:
    pos = ck.Position(black=sq("c5"), red=sq("d4"), kings=0)
    ok, after, winner = ck.play_turn(pos, [sq("c5"), sq("e3")])
    assert ok and winner == 0 and after.turn == 1
    # red's only man (h2) is blocked by g3 and cannot jump it since f4 is taken
    blocked = ck.Position(black=sq("g3", "f4", "c7"), red=sq("h2"), kings=0, turn=0)
    ok, after, winner = ck.play_turn(blocked, [sq("c7"), sq("d6")])
    assert ok and winner == 0 and after.red == sq("h2")
    assert not ck.has_legal_move(after)
    ok, after, winner = ck.play_turn(after, [sq("h2"), sq("g3")])
    assert not ok and winner is None


def test_legal_turns_lists_chains() -> None:
    pos = ck.Position(black=sq("a7"), red=sq("b6", "d6", "d4"), kings=0)
    assert sorted(ck.legal_turns(pos)) == sorted([[4, 13, 22]])
    assert len(ck.legal_turns(ck.Position())) == 7


def test_keys_and_screen() -> None:
    assert ck.keys_for_move(["c3", "e1", "g3"]) == "c3e1g3 "
    assert ck.keys_for_move([21, 17]) == "c3d4 "
    lines = ck.render_board_text(ck.BoardState(ck.Position(), [21]), winner=1)
    assert lines[0] == "    a   b   c   d   e   f   g   h"
    assert lines[2] == "8 |   | b |   | b |   | b |   | b | 8"
    assert lines[12] == "3 | r |   | x |   | r |   | r |   | 3"
    assert lines[20] == ck.RED_WIN_MSG and len(lines) == 21
    assert max(len(line) for line in lines) <= 40


def test_read_state() -> None:
    symbols = {"BLACK": 0x100, "RED": 0x104, "KINGS": 0x108, "TURN": 0x10C, "MOVES_ARRAY": 0x200}
    memory = {0x100: 0xFFF, 0x104: 0xFFF00000, 0x108: 1, 0x10C: 1,
              0x200: sq("c3"), 0x204: sq("d4"), 0x208: ck.SENTINEL, 0x20C: sq("e5")}
    state = ck.read_state(lambda a: memory.get(a, 0), symbols)
    assert state.position == ck.Position(0xFFF, 0xFFF00000, 1, 1)
    assert state.selected == [21, 17]
    del symbols["MOVES_ARRAY"]
    assert ck.read_state(lambda a: memory.get(a, 0), symbols).selected == []


def _model_result(case: dict) -> list[int]:
    pos = ck.Position(case["black"], case["red"], case["kings"], case["turn"])
    test = case["test"]
    if test == 1:
        return [ck.slide_moves(pos, case["src"])]
    if test == 2:
        return [ck.jump_moves(pos, case["src"])]
    if test == 3:
        after = ck.make_move(pos, case["src"], case["dst"])
        return [after.black, after.red, after.kings]
    ok, after = ck.do_turn(pos, case["moves"])
    return [int(ok), after.black, after.red, after.kings]


def test_model_agrees_with_checkers_s_run_in_rars() -> None:
    """checkers.s's results recorded in RARS 1.6 (scripts/oracles/checkers/)."""
    cases = json.loads(FACTS.read_text())["cases"]
    assert len(cases) >= 1000
    mismatches = [c for c in cases if _model_result(c) != c["rars"]]
    assert mismatches == []
