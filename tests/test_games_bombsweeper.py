"""Bombsweeper: map parsing, the game/screen model against RARS's recorded display memory, and
the example program on rarslite's engine with the cell display connected."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.devices.cell_display import CellDisplay, glyph
from rarslite.games.bombsweeper import (
    BOMB,
    COUNT,
    FLAG,
    REVEALED,
    SMILEY_EYES,
    SMILEY_MOUTH,
    Bombsweeper,
    parse_map,
    read_state,
)

HERE = Path(__file__).resolve().parent.parent / "resources" / "examples" / "bombsweeper"
PROGRAM = HERE / "bombsweeper.s"
GAMES = {"win_map1": "map1", "lose_map3": "map3", "flood_map2": "map2"}
RARS_IC = {"win_map1": 99395, "lose_map3": 56047, "flood_map2": 86876}  # RARS 1.6's ic counts
INVALID_MAPS = ["bad_char", "odd_count", "out_of_range", "negative", "no_bombs", "too_many"]


def map_bytes(name: str) -> bytes:
    return (HERE / "maps" / f"{name}.txt").read_bytes()


def rars_screen(game: str) -> list[int]:
    """The 100 display halfwords from RARS's memory dump at the end of a recorded game."""
    words: list[int] = []
    for line in (HERE / "games" / f"{game}.rars.mem").read_text().splitlines():
        words += [int(w, 16) for w in line.split("\t")[1:] if w.strip()]
    halves: list[int] = []
    for w in words[:50]:
        halves += [w & 0xFFFF, w >> 16]
    return halves


def model_after(game: str) -> Bombsweeper:
    bombs = parse_map(map_bytes(GAMES[game]))
    assert bombs is not None
    model = Bombsweeper.from_bombs(bombs)
    model.play((HERE / "games" / f"{game}.txt").read_text())
    return model


def test_parse_valid_maps() -> None:
    assert parse_map(map_bytes("map1")) == {(1, 7), (8, 2), (2, 5)}
    # tabs, CRLF, a repeated pair and no final newline
    assert parse_map(map_bytes("map2")) == {(0, 0), (9, 9), (4, 4), (5, 6), (0, 9)}
    assert len(parse_map(map_bytes("map3")) or ()) == 10
    assert len(parse_map(map_bytes("too_many").rsplit(b"\n", 2)[0]) or ()) == 99


@pytest.mark.parametrize("name", INVALID_MAPS)
def test_parse_invalid_maps(name: str) -> None:
    assert parse_map(map_bytes(name)) is None


def test_counts_and_bits() -> None:
    game = Bombsweeper.from_bombs({(1, 7), (8, 2), (2, 5)})
    assert game.at(1, 7) & BOMB and not game.at(1, 6) & BOMB
    assert game.at(1, 6) & COUNT == 2  # next to (1,7) and (2,5)
    assert game.at(0, 0) == 0
    assert game.action("w") == -1 and game.action("a") == -1  # off the board
    assert game.action("r") == 0 and game.at(0, 0) & REVEALED
    assert game.action("r") == -1 and game.action("f") == -1  # already revealed
    assert game.action("x") == -1
    assert game.action("d") == 0 and game.cursor == (0, 1)


@pytest.mark.parametrize("game", GAMES)
def test_model_screen_matches_rars(game: str) -> None:
    assert model_after(game).screen() == rars_screen(game)


def test_win_screen_is_the_smiley_and_loss_screen_marks_flags() -> None:
    win = rars_screen("win_map1")
    for r, c in SMILEY_EYES:
        assert win[r * 10 + c] == 0xB700 | ord("b")
    for r, c in SMILEY_MOUTH:
        assert win[r * 10 + c] == 0x1F00 | ord("e")
    lose = model_after("lose_map3")
    assert lose.status() == -1
    screen = rars_screen("lose_map3")
    assert screen[0 * 10 + 7] == 0xAC00 | ord("f")  # a right flag: bright green
    assert screen[0 * 10 + 2] == 0x9C00 | ord("f")  # a wrong flag: bright red
    r, c = lose.cursor
    assert screen[r * 10 + c] == 0x9F00 | ord("e")  # the exploded bomb under the cursor


def test_read_state() -> None:
    game = model_after("flood_map2")
    memory = {0x10010000 + i: b for i, b in enumerate(game.cells)}
    symbols = {"cells": 0x10010000, "cursor_row": 0x10010064, "cursor_col": 0x10010068}
    words = {0x10010064: game.cursor[0], 0x10010068: game.cursor[1]}
    state = read_state(memory.__getitem__, words.__getitem__, symbols)
    assert state == game
    assert read_state(memory.__getitem__, words.__getitem__, {"cells": 0}) is None
    assert game.at(1, 9) & FLAG


# -- the example program on rarslite's engine ---------------------------------------------------


def run_program(stdin: bytes, args: tuple[str, ...]):
    asm = pytest.importorskip("rarslite.asm.riscv")
    if not hasattr(asm, "assemble"):
        pytest.skip("the assembler has not landed yet")
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    program = asm.assemble([str(PROGRAM)])
    console = BufferConsole(stdin)
    machine = Machine(program, console=console, program_args=args)
    display = CellDisplay()
    machine.connect(display)
    sim = Simulator(machine)
    sim.run(max_steps=20_000_000)
    return console, sim, machine, display


def halfwords(display: CellDisplay) -> list[int]:
    return [display.halfword(c, r) for r in range(10) for c in range(10)]


@pytest.mark.parametrize("game", GAMES)
def test_program_plays_recorded_games_like_rars(game: str) -> None:
    keys = (HERE / "games" / f"{game}.txt").read_bytes()
    mapfile = str(HERE / "maps" / f"{GAMES[game]}.txt")
    console, sim, machine, display = run_program(keys, (mapfile,))
    assert sim.reason == "exit"
    expected_out = (HERE / "games" / f"{game}.rars.out").read_bytes()
    assert bytes(console.out) == expected_out
    assert machine.instret == RARS_IC[game]
    assert halfwords(display) == rars_screen(game)
    state = read_state(machine.memory.peek_byte, machine.memory.peek_word, machine.program.symbols)
    assert state is not None and state.cells == model_after(game).cells


def test_program_win_shows_the_smiley_on_the_display() -> None:
    keys = (HERE / "games" / "win_map1.txt").read_bytes()
    _, _, _, display = run_program(keys, (str(HERE / "maps" / "map1.txt"),))
    b, e = glyph(ord("b")), glyph(ord("e"))
    assert display.lines()[2] == "   " + b + "  " + b + "   "
    assert display.lines()[8] == "    " + e + e + "    "
    assert display.colours()[2].split()[3] == "b7"


@pytest.mark.parametrize("name", INVALID_MAPS)
def test_program_rejects_invalid_maps(name: str) -> None:
    console, sim, _, display = run_program(b"q\n", (str(HERE / "maps" / f"{name}.txt"),))
    assert console.out.endswith(b"The map file is not valid.\n")
    assert sim.exit_code == 1
    assert halfwords(display) == [0] * 100  # nothing drawn


def test_program_missing_map_and_typed_name(tmp_path: Path) -> None:
    console, sim, _, _ = run_program(b"q\n", (str(tmp_path / "nowhere.txt"),))
    assert console.out.endswith(b"Cannot open the map file.\n") and sim.exit_code == 1
    typed = (str(HERE / "maps" / "map1.txt") + "\nr\nq\n").encode()
    console, sim, _, display = run_program(typed, ())
    assert b"Map file: " in console.out and console.out.endswith(b"Game abandoned.\n")
    assert display.cell(0, 0).attr == 0xBF  # revealed empty cell under the cursor


@pytest.mark.parametrize("seed", range(4))
def test_program_matches_the_model_on_random_keys(seed: int) -> None:
    import random

    rng = random.Random(seed)
    name = ("map1", "map2", "map3")[seed % 3]
    keys = [rng.choice("wasdWASDffrRx") for _ in range(rng.randint(20, 120))]
    model = Bombsweeper.from_bombs(parse_map(map_bytes(name)) or ())
    status = model.play(keys)
    stdin = ("\n".join(keys) + "\nq\n").encode()
    console, sim, _, display = run_program(stdin, (str(HERE / "maps" / f"{name}.txt"),))
    assert sim.reason == "exit"
    assert halfwords(display) == model.screen()
    ending = {1: b"you win!\n", -1: b"You revealed a bomb.\n", 0: b"Game abandoned.\n"}[status]
    assert console.out.endswith(ending)


def test_keys_to_moves_the_cursor_to_a_cell() -> None:
    from rarslite.games.bombsweeper import keys_to

    game = Bombsweeper.from_bombs({(5, 5)})
    for target in [(9, 9), (0, 3), (4, 0), (0, 0)]:
        keys = keys_to(game.cursor, target)
        assert all(game.action(k) == 0 for k in keys)
        assert game.cursor == target
    assert keys_to((3, 3), (3, 3)) == ""
