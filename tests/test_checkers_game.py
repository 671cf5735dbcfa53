"""Whole games of the checkers example, headless: `rarslite run --kdmmio --keys ...`.

Keys are fed to the Keyboard and Display device as the game waits for them; the screen
(40x22) is compared with what rarslite.games.checkers says the program must show.
"""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from rarslite.games import checkers as ck

IDLE = 3000
CHECKERS = Path(__file__).resolve().parents[1] / "resources/examples/checkers/checkers.s"


def _headless_run_available() -> bool:
    for name in ("rarslite.commands.run", "rarslite.devices.headless", "rarslite.asm.riscv",
                 "rarslite.machine.simulator"):
        try:
            if importlib.util.find_spec(name) is None:
                return False
        except ImportError:
            return False
    return True


pytestmark = pytest.mark.skipif(
    not _headless_run_available(),
    reason="`rarslite run --kdmmio` (headless Keyboard and Display) is not available yet")


def play(tmp_path: Path, keys: str) -> list[str]:
    """Run the game with ``keys`` and return the final screen, trailing blanks removed."""
    from rarslite.cli import main

    screen = tmp_path / "screen.txt"
    # the game spins waiting for PENDING_KEY: a few thousand quiet instructions mean "idle"
    main(["run", "--kdmmio", "--display", "40x22", "--idle", str(IDLE),
          "--keys", keys.replace("\\", "\\\\"), "--screen", str(screen), str(CHECKERS)])
    lines = [line.rstrip() for line in screen.read_text().splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def board(pos: ck.Position, selected: tuple[int, ...] = (), winner: int | None = None):
    return ck.render_board_text(ck.BoardState(pos, list(selected)), winner)


def scripted_game(winner: int, max_turns: int = 150) -> tuple[list[list[int]], ck.Position]:
    """A random legal game (the first seed that works) that ``winner`` wins."""
    for seed in range(500):
        rng = random.Random(seed)
        pos, turns = ck.Position(), []
        for _ in range(max_turns):
            options = ck.legal_turns(pos)
            # the future winner plays captures greedily, the loser at random
            if pos.turn == winner:
                options.sort(key=len, reverse=True)
                options = options[:1] if len(options[0]) > 2 else options
            path = rng.choice(options)
            ok, pos, won = ck.play_turn(pos, [1 << s for s in path])
            assert ok
            turns.append(path)
            if won is not None:
                break
        if won == winner:
            return turns, pos
    raise AssertionError("no scripted game found")


def keys_for(turns: list[list[int]]) -> str:
    return "".join(ck.keys_for_move(t) for t in turns)


def test_start_screen(tmp_path) -> None:
    assert play(tmp_path, "") == board(ck.Position())


@pytest.mark.parametrize("winner", [0, 1])
def test_full_game_reaches_the_win_message(tmp_path, winner: int) -> None:
    turns, final = scripted_game(winner)
    screen = play(tmp_path, keys_for(turns))
    assert screen == board(final, winner=winner)
    assert screen[20] == (ck.BLACK_WIN_MSG if winner == 0 else ck.RED_WIN_MSG)


def test_screens_during_a_game(tmp_path) -> None:
    turns, _ = scripted_game(0)
    pos = ck.Position()
    for count, path in enumerate(turns[:12]):
        if count in (1, 5, 11):
            partial = ck.keys_for_move(path)[:-1]  # the squares typed, not yet submitted
            assert play(tmp_path, keys_for(turns[:count]) + partial) == board(pos, tuple(path))
        ok, pos, _ = ck.play_turn(pos, [1 << s for s in path])
        assert ok


def test_bad_input_changes_nothing(tmp_path) -> None:
    start = board(ck.Position())
    # light squares, ranks without files, unknown keys, a red piece on black's turn,
    # a slide onto an occupied square, two slides in one turn
    keys = "a8h1" + "5" + "zZ!9i0\n\t" + "c3d4 " + "a7b6 " + "b6a5b4 "
    assert play(tmp_path, keys) == start
    # and the game still goes on normally afterwards
    ok, after = ck.do_turn(ck.Position(), [ck.bit(8), ck.bit(12)])
    assert play(tmp_path, keys + "b6a5 ") == board(ck.Position(after.black, after.red,
                                                               after.kings, 1))


def test_q_clears_the_selection(tmp_path) -> None:
    assert play(tmp_path, "b6c5") == board(ck.Position(), (8, 13))
    assert play(tmp_path, "b6c5q") == board(ck.Position())
    assert play(tmp_path, "b6c") == board(ck.Position(), (8,))  # a half-typed square
    assert play(tmp_path, "b6cq5") == board(ck.Position())  # q drops the pending file


def test_the_129th_selection_is_ignored(tmp_path) -> None:
    keys = "b6" * 128 + "d6"
    assert play(tmp_path, keys) == board(ck.Position(), (8,))  # no x on d6
    assert play(tmp_path, keys + " ") == board(ck.Position())  # refused turn, marks erased


def test_forced_capture_in_a_real_game(tmp_path) -> None:
    pos = ck.Position()
    script = [["f6", "e5"], ["c3", "d4"]]  # black now must capture e5xc3
    keys = "".join(ck.keys_for_move(t) for t in script)
    for path in script:
        ok, pos, _ = ck.play_turn(pos, [1 << ck.parse_square(s) for s in path])
        assert ok
    assert ck.legal_turns(pos) == [[ck.parse_square("e5"), ck.parse_square("c3")]]
    refused = play(tmp_path, keys + ck.keys_for_move(["b6", "a5"]))
    assert refused == board(pos)
    ok, after, _ = ck.play_turn(pos, [1 << ck.parse_square(s) for s in ("e5", "c3")])
    assert play(tmp_path, keys + ck.keys_for_move(["e5", "c3"])) == board(after)


def test_read_state_of_a_running_game() -> None:
    """The board overlay's reader sees the position, the turn and the pending selection."""
    import argparse
    import io

    from rarslite.asm.riscv import assemble
    from rarslite.devices import headless
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    parser = argparse.ArgumentParser()
    headless.add_arguments(parser)
    keys = ck.keys_for_move(["b6", "a5"]) + "c3d4"
    args = parser.parse_args(["--display", "40x22", "--idle", str(IDLE), "--keys", keys])
    program = assemble([str(CHECKERS)], extended=True)
    machine = Machine(program)
    session = headless.attach(machine, args, stdout=io.StringIO(), stderr=io.StringIO())
    Simulator(machine).run(max_steps=2_000_000)
    session.finish()
    state = ck.read_state(machine.memory.peek_word, program.symbols)
    ok, after = ck.do_turn(ck.Position(), [ck.bit(8), ck.bit(12)])
    assert ok
    assert state.position == ck.Position(after.black, after.red, after.kings, 1)
    assert state.selected == [ck.parse_square("c3"), ck.parse_square("d4")]
