"""The MIPS course games (resources/examples/mips/) against their MARS 4.5 recordings.

``scripts/oracles/record_mips_games.py`` recorded every scripted game with the real MARS 4.5 jar
(``tests/data/mips_games/``). These tests check that the recordings are complete and that
what MARS printed is the game the seeds specify: Bombsweeper's display memory against the
game/screen model and the cell display device, Draughts' boards against the rules model, Four
in a Row's final grid and verdict against a replay of the rules.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from rarslite.devices.cell_display import CellDisplay, glyph
from rarslite.games.bombsweeper import SMILEY_EYES, SMILEY_MOUTH, Bombsweeper, parse_map
from rarslite.games.draughts import SIDE_NAMES, DraughtsBoard

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "mips_games"
MANIFEST = json.loads((DATA / "games.json").read_text())
GAMES = {game["name"]: game for game in MANIFEST["games"]}
EXITS = json.loads((DATA / "exit_codes.json").read_text())


def recorded(name: str) -> str:
    return (DATA / f"{name}.out").read_bytes().decode("utf-8")


def keys(name: str) -> str:
    game = GAMES[name]
    return (ROOT / game["dir"] / game["stdin"]).read_text() if game["stdin"] else ""


def named(prefix: str) -> list[str]:
    return [name for name in GAMES if name.startswith(prefix)]


def instruction_count(out: str) -> int:
    """MARS's ``ic`` line: the count, after the program's output, before the register block."""
    counts = re.findall(r"\n(\d+)\n\n", out)
    assert counts, "no instruction count in the recording"
    return int(counts[-1])


def recorder():
    """scripts/oracles/record_mips_games.py, whose run_game the engine tests share."""
    spec = importlib.util.spec_from_file_location("record_mips_games", RECORDER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RECORDER = ROOT / "scripts" / "oracles" / "record_mips_games.py"


@pytest.mark.parametrize("name", GAMES)
def test_rarslite_mars_reproduces_the_recording(name: str, monkeypatch) -> None:
    """stdout byte for byte (program output, instruction count, display memory) and exit code."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # this checkout's rarslite in the subprocess
    mod = recorder()
    command = [sys.executable, "-m", "rarslite", "mars"]
    out, code = mod.run_game(command, MANIFEST["mars_options"], GAMES[name])
    assert out == (DATA / f"{name}.out").read_bytes()
    assert code == EXITS[name]


def test_every_game_is_recorded_and_every_script_is_a_game() -> None:
    assert MANIFEST["mars_options"] == ["nc", "ic"]
    assert set(EXITS) == set(GAMES)
    scripts = set()
    for name, game in GAMES.items():
        folder = ROOT / game["dir"]
        assert (folder / game["args"][0]).is_file()
        if game["stdin"]:
            scripts.add(folder / game["stdin"])
        assert instruction_count(recorded(name)) > 0
        assert "{DIR}" not in recorded(name) or "Error in {DIR}/" in recorded(name)
    on_disk = set((ROOT / "resources" / "examples" / "mips").glob("*/games/*.txt"))
    assert scripts == on_disk


# -- Bombsweeper -----------------------------------------------------------------------------


def screen(out: str) -> list[int]:
    """The 100 display halfwords in MARS's memory listing (``Mem[0xffff0000] w w w w``)."""
    words: list[int] = []
    for line in out.splitlines():
        if line.startswith("Mem[0xffff"):
            words += [int(w, 16) for w in line.split("\t")[1:] if w.strip()]
    assert len(words) == 50
    halves: list[int] = []
    for word in words:
        halves += [word & 0xFFFF, word >> 16]  # MARS is little-endian: the lower address first
    return halves


def bomb_game(name: str) -> tuple[Bombsweeper, int]:
    """The model after the recorded keys, and how many actions it refused."""
    bombs = parse_map((ROOT / GAMES[name]["dir"] / GAMES[name]["args"][-1]).read_bytes())
    assert bombs is not None
    model = Bombsweeper.from_bombs(bombs, hidden_char=ord("0"))
    refused = 0
    for key in keys(name).split():
        if key == "q":
            break
        refused += model.action(key) == -1
        if model.status():
            break
    return model, refused


PLAYED = [n for n in named("bombsweeper/") if GAMES[n]["stdin"]]


@pytest.mark.parametrize("name", PLAYED)
def test_bombsweeper_display_is_the_models_screen(name: str) -> None:
    out = recorded(name)
    model, refused = bomb_game(name)
    assert screen(out) == model.screen()
    assert out.count("Not allowed.\n") == refused
    ending = {1: "you win!", -1: "BOOM!", 0: "Bye."}[model.status()]
    assert ending in out
    assert EXITS[name] == 0


def test_bombsweeper_games_cover_win_loss_flood_and_refusals() -> None:
    statuses = {bomb_game(name)[0].status() for name in PLAYED}
    assert statuses == {-1, 0, 1}
    assert sum(bomb_game(name)[1] for name in PLAYED) >= 6


class Memory:
    """The display's words as MARS left them, for the cell display device to read."""

    def __init__(self, halves: list[int]) -> None:
        self.words = {
            0xFFFF0000 + 4 * i: halves[2 * i] | halves[2 * i + 1] << 16 for i in range(50)
        }

    def peek_word(self, addr: int) -> int:
        return self.words[addr]


class Machine:
    def __init__(self, halves: list[int]) -> None:
        self.memory = Memory(halves)


def device_showing(name: str) -> CellDisplay:
    display = CellDisplay()
    display.machine = Machine(screen(recorded(name)))
    return display


def test_cell_display_shows_the_mars_win_as_the_smiley() -> None:
    display = device_showing("bombsweeper/win_map1")
    b, e = glyph(ord("b")), glyph(ord("e"))
    for r, c in SMILEY_EYES:
        assert display.lines()[r][c] == b
        assert display.cell(c, r).bg == 11 and display.cell(c, r).fg == 7  # yellow, grey
    for r, c in SMILEY_MOUTH:
        assert display.lines()[r][c] == e
        assert display.cell(c, r).bg == 1 and display.cell(c, r).fg == 15  # red, white
    assert display.lines()[0] == " " * 10  # NUL, white on black
    assert display.colours()[0] == " ".join(["0f"] * 10)


def test_cell_display_shows_the_mars_loss_with_flags_numbers_and_bombs() -> None:
    display = device_showing("bombsweeper/lose_map3")
    model, _ = bomb_game("bombsweeper/lose_map3")
    flag, bomb, boom = glyph(ord("f")), glyph(ord("b")), glyph(ord("e"))
    r, c = model.cursor
    assert display.lines()[r][c] == boom and display.cell(c, r).bg == 9  # bright red
    text = "".join(display.lines())
    assert text.count(flag) == 2 and text.count(bomb) + text.count(boom) == 9
    assert {display.cell(7, 0).bg, display.cell(2, 0).bg} == {10, 9}  # right and wrong flag
    digits = [cell for row in display.grid() for cell in row if chr(cell.char).isdigit()]
    assert digits and all(cell.fg == 13 and cell.bg == 0 for cell in digits)


def test_cell_display_shows_hidden_cells_grey_and_the_cursor_yellow() -> None:
    display = device_showing("bombsweeper/flag_stops_search_map3")
    model, _ = bomb_game("bombsweeper/flag_stops_search_map3")
    r, c = model.cursor
    assert display.cell(c, r).bg == 11  # the cursor: yellow background
    hidden = display.cell(0, 9)  # far from the opened region
    assert (hidden.char, hidden.fg, hidden.bg) == (ord("0"), 7, 7)
    assert display.cell(8, 6).char == ord("f") and display.cell(8, 6).bg == 7


@pytest.mark.parametrize("name", named("bombsweeper/map_"))
def test_bombsweeper_refuses_bad_maps(name: str) -> None:
    path = ROOT / GAMES[name]["dir"] / GAMES[name]["args"][-1]
    out = recorded(name)
    if path.exists():
        assert parse_map(path.read_bytes()) is None
        assert out.startswith("The map file is not valid.\n")
    else:
        assert out.startswith("Cannot open the map file.\n")
    assert EXITS[name] == 1
    assert screen(out) == [0] * 100  # nothing drawn


# -- Draughts --------------------------------------------------------------------------------

SQUARES = re.compile(r"^\s*(\d\s*)+$")


def draughts_replay(text: str) -> tuple[list[str], int, DraughtsBoard]:
    """Play the input lines in the rules model: the boards after each move, refusals, the end."""
    board = DraughtsBoard.initial()
    boards = [board.render()]
    refused = 0
    for line in text.split("\n"):
        if not line.strip() or board.winner() is not None:
            break
        digits = [int(ch) for ch in line if ch.isdigit()]
        path = tuple(zip(digits[::2], digits[1::2], strict=False))
        if SQUARES.match(line) and len(digits) % 2 == 0 and path in board.legal_moves():
            board.play(path)
            boards.append(board.render())
        else:
            refused += 1
    return boards, refused, board


@pytest.mark.parametrize("name", named("draughts/"))
def test_draughts_boards_follow_the_rules_model(name: str) -> None:
    out = recorded(name)  # print_char 219 is U+00DB in MARS (Latin-1), as in the model
    printed = re.findall(r"  01234567\n((?:\d .{8}\n){8})", out)
    boards, refused, final = draughts_replay(keys(name))
    assert ["  01234567\n" + b for b in printed] == boards
    over = final.winner() is not None  # no prompt under the last board
    assert out.count(" to move (") == len(printed) - over + refused
    if final.winner() is not None:
        assert f"{SIDE_NAMES[final.winner()]} wins the game!" in out
    else:
        assert out.endswith("Game abandoned.\n\n" + f"{instruction_count(out)}\n\n")


def test_draughts_prints_ascii_219_as_mars_does() -> None:
    # print_char 219 comes out as the Latin-1 character U+00DB, UTF-8 encoded
    out = (DATA / "draughts" / "quit.out").read_bytes()
    assert out.count(b"\xc3\x9b") == 32 * out.count(b"  01234567\n") == 96


# -- Four in a Row ---------------------------------------------------------------------------


def four_replay(text: str, first: int) -> tuple[list[list[str]], str]:
    """Replay the column choices with the game's rules: the final grid and the verdict."""
    lines = text.split("\n")
    grid = [[" "] * 7 for _ in range(6)]
    pick = next(line for line in lines[1:] if line.lower() in ("x", "o")).upper()
    piece = {first: pick, 1 - first: "O" if pick == "X" else "X"}
    moves = lines[lines.index(next(x for x in lines[1:] if x.lower() in ("x", "o"))) + 1 :]
    player, fouls, undos, last = first, [0, 0], [3, 3], None
    for move in (int(m) for m in moves if m.strip()):
        if move == -5:
            if last is not None and undos[last[0]]:
                undos[last[0]] -= 1
                grid[last[1]][last[2]] = " "
                player, last = last[0], None
            continue
        height = sum(row[move] != " " for row in grid) if 0 <= move < 7 else 6
        if height == 6:
            fouls[player] += 1
            if fouls[player] == 3:
                return grid, f"Player {player + 1} has 3 violations"
            continue
        grid[height][move] = piece[player]
        last = (player, height, move)
        if four(grid, height, move):
            return grid, f"Player {player + 1} is the winner!"
        if all(cell != " " for row in grid for cell in row):
            return grid, "DRAW!"
        player = 1 - player
    return grid, ""


def four(grid: list[list[str]], row: int, col: int) -> bool:
    for dr, dc in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while 0 <= r < 6 and 0 <= c < 7 and grid[r][c] == grid[row][col]:
                run, r, c = run + 1, r + sign * dr, c + sign * dc
        if run >= 4:
            return True
    return False


PLAYED_FOUR = [n for n in named("four_in_a_row/") if n not in ("four_in_a_row/bye",)]


@pytest.mark.parametrize("name", [n for n in PLAYED_FOUR if not n.endswith("not_a_number")])
def test_four_in_a_row_final_grid_and_verdict(name: str) -> None:
    out = recorded(name)
    first = int(re.search(r"Player (\d) goes first", out).group(1)) - 1
    grid, verdict = four_replay(keys(name), first)
    printed = re.findall(r"((?:\|.\|.\|.\|.\|.\|.\|.\|\n){6})  0 1 2 3 4 5 6", out)[-1]
    assert printed.splitlines() == ["|" + "|".join(row) + "|" for row in reversed(grid)]
    assert verdict and verdict in out
    assert EXITS[name] == 0


def test_four_in_a_row_games_cover_every_ending() -> None:
    text = "".join(recorded(name) for name in GAMES if name.startswith("four_in_a_row/"))
    for phrase in ("DRAW!", "has 3 violations", "undoes the move", "no undo left",
                   "There is no move to undo", "Only x or o", "Maybe next time",
                   "invalid integer input (syscall 5)"):  # fmt: skip
        assert phrase in text
    assert {"Player 1 goes first", "Player 2 goes first"} <= set(
        re.findall(r"Player \d goes first", text)
    )


def test_bombsweeper_functions_one_by_one() -> None:
    """functions.asm calls each hw3.asm function alone (as the course's grading mains do);
    every printed result is what the seed's specification and the game model say."""
    out = recorded("bombsweeper/functions")
    assert "!!" not in out  # no function changed $s0-$s7, $fp or $sp
    lines = out.splitlines()

    def display_sum(line: str) -> int:
        return int(line.split("display sum ")[1].split()[0], 16)

    def sums(prefix: str) -> list[int]:
        return [display_sum(line) for line in lines if line.startswith(prefix)]

    # set_cell: three valid cells, then each bad row, column or colour refused with no change
    results = [int(line.split(") = ")[1].split()[0]) for line in lines if "set_cell(" in line]
    assert results == [0, 0, 0] + [-1] * 8
    cell = 0x0F00 | ord("A"), 0x0700 | ord("b"), 0xBD00 | ord("3")
    assert sums("set_cell(") == [cell[0], sum(cell[:2]), sum(cell)] + [sum(cell)] * 8
    smiley = Bombsweeper()
    smiley.cells[0] = 0x10  # a won game (one flagged bomb) shows the smiley
    smiley.cells[0] |= 0x20
    assert sums("smiley:") == [sum(smiley.screen())]
    assert sums("init_display:") == [99 * 0x7730 + 0xB730]  # hidden '0' grey; cursor yellow

    # load_map: the valid maps' bombs and neighbour counts; every invalid map gives -1
    for line in (line for line in lines if line.startswith("load_map ")):
        path = ROOT / GAMES["bombsweeper/functions"]["dir"] / line.split()[1]
        bombs = parse_map(path.read_bytes())
        if bombs is None:
            assert line.endswith(" = -1")
        else:
            game = Bombsweeper.from_bombs(bombs)
            count = sum(c & 0x0F for c in game.cells)
            assert line.endswith(f" = 0 bombs {len(bombs)} counts sum {count}")
    assert "open_file maps/missing.txt = -1" in lines

    statuses = [int(line.split(": ")[1]) for line in lines if line.startswith("game_status")]
    assert statuses == [0, 1, 0, -1]

    # perform_action on map1: return value and cursor after each key, as the model plays them
    model = Bombsweeper.from_bombs(parse_map(b"1 7 8 2 2 5"), hidden_char=ord("0"))
    for line in (line for line in lines if line.startswith("perform_action ")):
        key, rest = line.split()[1], line.split(" = ")[1]
        result = model.action(key)
        row, col = model.cursor
        assert rest.startswith(f"{result} cursor {row},{col} cell byte 0x{model.at(row, col):08x}")
        assert display_sum(line) == sum(model.screen())

    # search_cells from (0,4) on map3, then reveal_map with each status
    search = Bombsweeper.from_bombs(parse_map(MAP3.read_bytes()), hidden_char=ord("0"))
    search._search(0, 4)
    revealed = sum(bool(c & 0x40) for c in search.cells)
    (line,) = [line for line in lines if line.startswith("search_cells(0,4)")]
    assert line.startswith(f"search_cells(0,4): revealed {revealed} ")
    assert sums("search_cells") == sums("reveal_map 0:") == [sum(search.screen())]
    lost = Bombsweeper.from_bombs(parse_map(MAP3.read_bytes()))
    lost.cells[7] |= 0x40  # (0,7) is a bomb: revealed means lost
    assert sums("reveal_map -1:") == [sum(lost.screen())]
    assert sums("reveal_map 1:") == [sum(smiley.screen())]


MAP3 = ROOT / "resources" / "examples" / "mips" / "bombsweeper" / "maps" / "map3.txt"


def test_cell_display_reads_a_mips_program_run_by_rarslite(monkeypatch) -> None:
    """The same device serves MIPS: run functions.asm on rarslite's MIPS hart (it ends with
    reveal_map(1), the smiley) and read the display from the hart's memory."""
    _, hart = run_on_mips_hart("bombsweeper/functions", monkeypatch)
    display = CellDisplay()
    display.attach(hart)
    b, e = glyph(ord("b")), glyph(ord("e"))
    assert display.lines()[2] == "   " + b + "  " + b + "   "
    assert display.lines()[8] == "    " + e + e + "    "
    assert display.colours()[2].split()[3] == "b7"  # yellow background, grey foreground
    assert display.colours()[6].split()[2] == "1f"  # red background, white foreground
    won = Bombsweeper.from_bombs({(0, 0)})
    won.cells[0] |= 0x10  # the one bomb flagged: the won screen
    assert [display.halfword(c, r) for r in range(10) for c in range(10)] == won.screen()


@pytest.mark.parametrize("name", ["bombsweeper/win_map1", "bombsweeper/lose_map3"])
def test_run_cell_display_shows_a_mips_game_as_mars_left_its_memory(name, monkeypatch) -> None:
    """`rarslite run --cell-display` works for MIPS too: its final screen is the device's
    picture of the display memory the real MARS recorded for the same game."""
    import io

    from rarslite.commands import run
    from rarslite.devices.cell_display_headless import screen_report

    game = GAMES[name]
    monkeypatch.chdir(ROOT / game["dir"])
    out, err = io.BytesIO(), io.BytesIO()
    argv = ["--isa", "mips", "main.asm", "--cell-display", "10x10", "--", game["args"][-1]]
    code = run.main(argv, stdin=io.BytesIO(keys(name).encode()), stdout=out, stderr=err)
    assert code == 0, err.getvalue()
    expected = screen_report(device_showing(name))
    assert out.getvalue().decode("utf-8").endswith(expected)
    assert glyph(ord("e")) in expected  # the smiley's mouth, or the bomb that went off


def run_on_mips_hart(name: str, monkeypatch):
    """Run a recorded game on rarslite's MIPS hart in-process; (program, hart)."""
    import io

    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.hart import MipsHart
    from rarslite.machine.mips.syscalls import MarsIO, handle_syscall

    game = GAMES[name]
    folder = ROOT / game["dir"]
    monkeypatch.chdir(folder)
    program = assemble([str(folder / game["args"][0])])
    hart = MipsHart(program)
    console = MarsIO(io.StringIO(), io.StringIO(keys(name)))
    hart.syscall = lambda h: handle_syscall(h, console)
    assert runner.run(hart, 10_000_000).reason == "exit"
    return program, hart


def test_draughts_board_is_readable_by_the_board_overlay(monkeypatch) -> None:
    from rarslite.games.draughts import read_state

    program, hart = run_on_mips_hart("draughts/full_game", monkeypatch)
    board = read_state(hart.memory.peek_word, program.symbols)
    _, _, final = draughts_replay(keys("draughts/full_game"))
    assert board is not None and board.squares == final.squares and board.turn == final.turn
