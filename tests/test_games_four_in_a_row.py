"""Four in a Row: the example program on rarslite's engine against RARS's recorded games."""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent.parent / "resources" / "examples" / "four_in_a_row"
PROGRAM = HERE / "four_in_a_row.s"
# game -> (random seed given as the program argument, text the game must show)
GAMES = {
    "win_horizontal": ("7", "Player 2 (X) connects four! Player 2 wins!"),
    "win_diagonal": ("12345", "Player 1 (X) connects four! Player 1 wins!"),
    "draw": ("12345", "The board is full: the game is a draw."),
    "violations": ("12345", "Player 1 (O) has made 3 violations and loses. Player 2 wins!"),
    "take_back": ("7", "Player 2 (O) has no take-backs left."),
    "abandon": ("7", "No input: the game is abandoned."),
}
# instruction counts RARS 1.6 reported for these runs (option ic)
RARS_IC = {
    "win_horizontal": 7783,
    "draw": 40728,
    "violations": 7365,
    "win_diagonal": 11701,
    "take_back": 16979,
    "abandon": 2091,
}


def rars_output(name: str) -> bytes:
    return (HERE / "games" / f"{name}.rars.out").read_bytes()


@pytest.mark.parametrize("name", GAMES)
def test_recorded_games_show_what_they_are_for(name: str) -> None:
    out = rars_output(name).decode()
    assert GAMES[name][1] in out
    assert out.endswith("Goodbye!\n")


def test_the_rule_messages_appear_in_the_recorded_games() -> None:
    violations = rars_output("violations").decode()
    for text in ("Please answer X or O.", "Column out of range", "not a column number",
                 "That column is full.", "Violation 3 of 3"):  # fmt: skip
        assert text in violations
    take_back = rars_output("take_back").decode()
    assert "There is no move to take back." in take_back
    assert take_back.count("takes back the move") == 4
    assert "(take-backs left: 0)" in take_back


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
    sim = Simulator(machine)
    sim.run(max_steps=20_000_000)
    return console, sim


@pytest.mark.parametrize("name", GAMES)
def test_program_plays_the_recorded_games_like_rars(name: str) -> None:
    stdin = (HERE / "games" / f"{name}.txt").read_bytes()
    console, sim = run_program(stdin, (GAMES[name][0],))
    assert sim.reason == "exit"
    assert bytes(console.out) == rars_output(name)
    assert sim.machine.instret == RARS_IC[name]


def test_program_without_input_says_goodbye() -> None:
    console, sim = run_program(b"", ())
    assert sim.reason == "exit"
    assert console.out.endswith(b"Goodbye!\n")


class FourInARow:
    """A small model of the example program's rules, to check it on random games."""

    def __init__(self, first: int) -> None:
        self.grid = [[" "] * 7 for _ in range(6)]  # grid[row][col], row 0 at the bottom
        self.player = first
        self.undos = [3, 3]
        self.fouls = [0, 0]
        self.last: tuple[int, int] | None = None  # (column, player) that may be taken back
        self.pieces = 0
        self.result: str | None = None

    def four(self, piece: str) -> bool:
        for r in range(6):
            for c in range(7):
                for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                    cells = [(r + k * dr, c + k * dc) for k in range(4)]
                    if all(0 <= y < 6 and 0 <= x < 7 and self.grid[y][x] == piece
                           for y, x in cells):  # fmt: skip
                        return True
        return False

    def enter(self, value: int, pieces: str) -> None:
        me = self.player
        if value == -5:
            if self.last is not None and self.undos[self.last[1]] > 0:
                col, who = self.last
                height = sum(1 for r in range(6) if self.grid[r][col] != " ")
                self.grid[height - 1][col] = " "
                self.undos[who] -= 1
                self.pieces -= 1
                self.player, self.last = who, None
            return
        if not 0 <= value <= 6 or self.grid[5][value] != " ":
            self.fouls[me] += 1
            if self.fouls[me] == 3:
                self.result = f"Player {me + 1} ({pieces[me]}) has made 3 violations and loses."
            return
        row = next(r for r in range(6) if self.grid[r][value] == " ")
        self.grid[row][value] = pieces[me]
        self.pieces += 1
        self.last = (value, me)
        if self.four(pieces[me]):
            self.result = f"Player {me + 1} ({pieces[me]}) connects four!"
        elif self.pieces == 42:
            self.result = "The board is full: the game is a draw."
        else:
            self.player = 1 - me

    def render(self) -> str:
        rows = [" |" + "|".join(self.grid[r]) + "|" for r in range(5, -1, -1)]
        return "\n".join(rows) + "\n  0 1 2 3 4 5 6\n"


@pytest.mark.parametrize("seed", range(6))
def test_program_matches_the_rules_model_on_random_games(seed: int) -> None:
    import random

    rng = random.Random(seed)
    arg, first = ("7", 1) if seed % 2 else ("12345", 0)  # who starts, as RARS's stream gives
    pieces = "XO" if seed % 3 else "OX"
    pieces_by_player = pieces if first == 0 else pieces[::-1]
    model = FourInARow(first)
    lines = ["1", pieces[0].lower()]
    while model.result is None and len(lines) < 150:
        value = rng.choice([0, 1, 2, 3, 3, 4, 5, 6, 6, -5, 9])
        lines.append(str(value))
        model.enter(value, pieces_by_player)
    stdin = ("\n".join(lines) + "\nq\n").encode()
    console, sim = run_program(stdin, (arg,))
    out = console.out.decode()
    assert sim.reason == "exit"
    end = out.rindex("  0 1 2 3 4 5 6\n")
    last_board = "\n".join(out[:end].split("\n")[-7:-1]) + "\n  0 1 2 3 4 5 6\n"
    assert last_board == model.render()
    if model.result is not None:
        assert model.result in out
        assert out.rstrip().endswith("Goodbye!")
    else:
        assert "No input" not in out  # the model and program agree the game is still on
