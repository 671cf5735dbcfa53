"""Draughts: the rules model against RARS's recorded games, the board reader, and the example
program run on rarslite's engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.games.draughts import (
    RED_KING,
    RED_MAN,
    WHITE_KING,
    WHITE_MAN,
    DraughtsBoard,
    move_text,
    read_state,
    symbol,
)

HERE = Path(__file__).resolve().parent.parent / "resources" / "examples" / "draughts"
PROGRAM = HERE / "draughts.s"
GAMES = ["full_game", "mistakes", "quit"]
REFUSALS = (
    "Type the squares",
    "A move needs",
    "There is no piece",
    "A jump is possible",
    "A plain move",
    "Only kings",
    "That square is taken",
    "Pieces move diagonally",
    "That is not a legal jump",
    "A move ends when",
    "The piece can jump again",
)
RARS_IC = {"full_game": 260403, "mistakes": 208939, "quit": 15488}  # RARS 1.6's ic counts
BLOCK = "\u00db"  # character 219 as RARS's console writes it (Latin-1 code point, UTF-8)


def rars_output(name: str) -> str:
    return (HERE / "games" / f"{name}.rars.out").read_text(encoding="utf-8")


def boards_in(output: str) -> list[str]:
    """Every board the program printed, in the model's render() layout."""
    boards = []
    lines = output.split("\n")
    for i, line in enumerate(lines):
        if line == "  01234567":
            boards.append("\n".join(lines[i : i + 9]) + "\n")
    return boards


def replay(name: str) -> tuple[DraughtsBoard, int]:
    """Play a script through the model; returns the final board and how many lines it refused."""
    board = DraughtsBoard.initial()
    refused = 0
    for line in (HERE / "games" / f"{name}.txt").read_text().splitlines():
        if not line.strip():
            break
        digits = [int(c) for c in line if c.isdigit()]
        path = list(zip(digits[::2], digits[1::2], strict=False))
        if len(digits) % 2 or any(d > 7 for d in digits) or tuple(path) not in board.legal_moves():
            refused += 1
            continue
        board.play(path)
        if board.winner() is not None:
            break
    return board, refused


def test_initial_position_matches_the_programs_first_board() -> None:
    board = DraughtsBoard.initial()
    assert sum(1 for w in board.squares if w == RED_MAN) == 12
    assert sum(1 for w in board.squares if w == WHITE_MAN) == 12
    assert boards_in(rars_output("full_game"))[0] == board.render(BLOCK)
    assert len(board.legal_moves()) == 7  # red's opening moves


@pytest.mark.parametrize("name", GAMES)
def test_model_replays_rars_games_to_the_same_final_board(name: str) -> None:
    output = rars_output(name)
    board, refused = replay(name)
    assert boards_in(output)[-1] == board.render(BLOCK)
    assert refused == sum(output.count(r) for r in REFUSALS)
    if name != "quit":
        winner = board.winner()
        assert winner is not None
        assert output.endswith(("Red", "White")[winner] + " wins!\n")


def test_every_kind_of_refusal_is_in_the_mistakes_game() -> None:
    output = rars_output("mistakes")
    for reason in REFUSALS:
        assert reason in output, reason


def test_forced_jump_multi_jump_and_crowning() -> None:
    board = DraughtsBoard(turn=0)
    board.squares[5 * 8 + 1] = RED_MAN
    board.squares[4 * 8 + 2] = WHITE_MAN
    board.squares[2 * 8 + 4] = WHITE_MAN
    board.squares[6 * 8 + 6] = RED_MAN
    # the jump is compulsory and must go on over the second piece
    assert board.legal_moves() == [((5, 1), (3, 3), (1, 5))]
    board.play([(5, 1), (3, 3), (1, 5)])
    assert board.at(4, 2) == 0 and board.at(2, 4) == 0 and board.at(1, 5) == RED_MAN
    assert board.winner() == 0  # white has no pieces
    # crowning ends the move even if the new king could jump on
    board = DraughtsBoard(turn=0)
    board.squares[2 * 8 + 2] = RED_MAN
    board.squares[1 * 8 + 1] = WHITE_MAN
    board.squares[1 * 8 + 3] = WHITE_MAN
    moves = board.legal_moves()
    assert ((2, 2), (0, 0)) in moves and ((2, 2), (0, 4)) in moves
    board.play([(2, 2), (0, 4)])
    assert board.at(0, 4) == RED_KING and board.turn == 1
    with pytest.raises(ValueError):
        board.play([(1, 1), (0, 0)])  # white men do not move backwards


def test_symbols_and_move_text() -> None:
    assert [symbol(w) for w in (0, RED_MAN, WHITE_MAN, RED_KING, WHITE_KING)] == [
        "", "r", "w", "R", "W",
    ]  # fmt: skip
    assert move_text([(5, 1), (3, 3), (1, 5)]) == "5 1 3 3 1 5"


def test_read_state_reads_the_array_and_rejects_other_layouts() -> None:
    board = DraughtsBoard.initial()
    base, turn = 0x10010000, 0x10010200
    memory = {base + 4 * i: w for i, w in enumerate(board.squares)}
    memory[turn] = 1
    symbols = {"board": base, "turn": turn}
    state = read_state(lambda a: memory.get(a, 0), symbols)
    assert state is not None and state.squares == board.squares and state.turn == 1
    assert read_state(lambda a: memory.get(a, 0), {"turn": turn}) is None
    memory[base + 4 * 9] = 0x42  # not one of the five codes
    assert read_state(lambda a: memory.get(a, 0), symbols) is None
    memory[base + 4 * 9] = 0
    memory[base + 4 * 1] = RED_MAN  # a piece on a square pieces never use
    assert read_state(lambda a: memory.get(a, 0), symbols) is None


# -- the example program on rarslite's engine ---------------------------------------------------


def run_program(path: Path, stdin: bytes, args: tuple[str, ...] = ()):
    asm = pytest.importorskip("rarslite.asm.riscv")
    if not hasattr(asm, "assemble"):
        pytest.skip("the assembler has not landed yet")
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    program = asm.assemble([str(path)])
    console = BufferConsole(stdin)
    machine = Machine(program, console=console, program_args=args)
    sim = Simulator(machine)
    sim.run(max_steps=20_000_000)
    return console, sim, machine


@pytest.mark.parametrize("name", GAMES)
def test_program_plays_the_recorded_games_like_rars(name: str) -> None:
    stdin = (HERE / "games" / f"{name}.txt").read_bytes()
    console, sim, machine = run_program(PROGRAM, stdin)
    assert sim.reason == "exit"
    assert console.out.decode("utf-8") == rars_output(name)
    assert machine.instret == RARS_IC[name]
    final, _ = replay(name)
    state = read_state(machine.memory.peek_word, machine.program.symbols)
    assert state is not None
    assert state.squares == final.squares


@pytest.mark.parametrize("seed", [101, 202])
def test_program_matches_the_model_on_random_games(seed: int) -> None:
    import random

    rng = random.Random(seed)
    board = DraughtsBoard.initial()
    lines = []
    while board.winner() is None and len(lines) < 200:
        move = rng.choice(board.legal_moves())
        lines.append(move_text(move))
        board.play(move)
    console, sim, machine = run_program(PROGRAM, ("\n".join(lines) + "\n\n").encode())
    assert sim.reason == "exit"
    out = console.out.decode("utf-8")
    assert boards_in(out)[-1] == board.render(BLOCK)
    assert not any(r in out for r in REFUSALS)
    state = read_state(machine.memory.peek_word, machine.program.symbols)
    assert state is not None and state.squares == board.squares
