"""rarslite play pieces without a terminal: key decoding and incremental drawing."""

from rarslite.commands.play import KeyDecoder, Renderer
from rarslite.devices.terminal_grid import TerminalGrid


def test_key_decoder_maps_like_rars_keyboard_pane():
    d = KeyDecoder()
    assert d.feed(b"a\r\x7f\x1b") == [97, 10, 8, 27]
    assert d.feed(b"\x1b[A\x1b[1;5Cx\x1bOPy") == [120, 121]  # arrows / F1 give nothing
    assert d.feed("é".encode()) == [0xE9]
    assert d.feed(b"\xc3") == [] and d.feed(b"\xa9") == [0xE9]  # split UTF-8
    assert d.feed(b"\x03") == [3]


def test_renderer_draws_everything_then_only_changed_rows():
    g = TerminalGrid(6, 3)
    r = Renderer(g, 80, 24)
    g.put(7)  # grid mode at (0, 0)
    first = r.frame("status")
    assert "\x1b[2J" in first and "status" in first
    assert first.count("\x1b[K") == 4  # 3 rows + status
    g.put((2 << 20) | (1 << 8) | 7)
    g.put(ord("Q"))
    second = r.frame("status")
    assert "\x1b[2J" not in second
    assert "\x1b[3;1H  Q   \x1b[K" in second  # display row 1 is terminal row 3
    assert second.count("\x1b[K") == 1
    assert second.endswith("\x1b[3;4H")  # cursor after Q
    assert r.frame("status") == ""  # nothing changed, nothing sent


def test_renderer_clips_to_terminal_and_scrolls_stream():
    g = TerminalGrid(100, 3)
    r = Renderer(g, 10, 24)
    for ch in "x" * 50:
        g.put(ord(ch))
    out = r.frame("")
    assert "x" * 10 + "\x1b[K" in out and "x" * 11 not in out
    for ch in "\n1\n2\n3":
        g.put(ord(ch))
    out = r.frame("")
    assert "\x1b[2J" in out  # scrolled: full redraw of the last 3 lines
    assert "\x1b[2;1H1\x1b[K" in out and "\x1b[4;1H3\x1b[K" in out


def test_renderer_shows_control_characters_safely():
    g = TerminalGrid(4, 1)
    g.put(7)
    g.put(0x1B)
    out = Renderer(g).frame("")
    assert "\u241b" in out and "\x1b\x1b" not in out


def test_footer_shows_the_programs_last_console_line():
    from rarslite.commands.play import PlayConsole

    c = PlayConsole()
    c.write(b"score: 1\nscore: 2\n")
    assert c.last_line() == "score: 2"
    g = TerminalGrid(5, 2)
    g.put(7)
    r = Renderer(g, 40, 10)
    out = r.frame("s", c.last_line())
    assert "\x1b[5;1Hscore: 2\x1b[K" in out  # under the 2 display rows and a blank row
    assert r.frame("s", c.last_line()) == ""


# -- the status line uses the headless feeder's readiness rule -----------------------------------


def game_for(path: str):
    from rarslite.asm.riscv import assemble
    from rarslite.commands.play import Game, build_parser

    args = build_parser().parse_args([path, "--display", "40x12"])
    return Game(assemble([path]), args)


def run_for(game, instructions: int) -> None:
    target = game.machine.instret + instructions
    while game.machine.instret < target:
        assert game._run_slice() is None


def test_status_says_when_a_polling_program_waits_for_a_key():
    from pathlib import Path

    examples = Path(__file__).resolve().parents[1] / "resources/examples/mmio"
    game = game_for(str(examples / "echo_polling.s"))
    run_for(game, 200)
    assert "running, waiting for a key" in game._status()
    game.kd.deliver_key(ord("x"))  # typed: the program takes it and echoes it
    game._run_slice()
    assert game.kd.keys_read >= 1
    run_for(game, 200)
    assert "waiting for a key" in game._status()  # polling again for the next one


def test_status_says_when_a_program_has_gone_quiet():
    from pathlib import Path

    patterns = Path(__file__).resolve().parent / "data/kdmmio/patterns"
    game = game_for(str(patterns / "never_reader.s"))
    game.watcher.quiet = 50_000
    run_for(game, 20_000)
    assert game._status().split("  ")[2] == "running"  # still drawing the picture
    run_for(game, 100_000)
    assert "running, quiet (no key taken, screen unchanged)" in game._status()
    run_for(game, 10_000)  # play never ends the run for it (run_for checks each slice)
