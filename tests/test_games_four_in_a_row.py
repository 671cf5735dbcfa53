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
    asm = pytest.importorskip("rarslite.asm")
    if not hasattr(asm, "assemble"):
        pytest.skip("the assembler has not landed yet")
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.machine import Machine
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
