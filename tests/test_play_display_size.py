"""The Keyboard and Display's size from what the program needs: its comments, else the
cursor positions it writes (grown to fit in Play and `rarslite play`, offered otherwise),
and `rarslite play` in a real terminal (tmux) with a board drawn whole or a clear message."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rarslite.devices.display_size import size_in_comments
from rarslite.devices.terminal_grid import TerminalGrid

ROOT = Path(__file__).resolve().parents[1]
CHECKERS = ROOT / "resources/examples/checkers/checkers.s"


def test_comments_state_the_size():
    assert size_in_comments("# open the tool with a display of at least 40x22, run\n") == \
        (40, 22, 1)
    assert size_in_comments("li a0, 0x10\n# screen: 90 x 30\n") == (90, 30, 2)
    # a Bitmap Display's pixels, hex numbers and code are not a text display's size
    assert size_in_comments("# Bitmap display 512x256 pixels\nli t0, 0x10x2 # display\n") is None
    assert size_in_comments("# a 3x3 board\n") is None


def bel(x: int, y: int) -> int:
    return 7 | x << 20 | y << 8


def test_cursor_past_the_grid_grows_it_when_fitting_and_is_offered_otherwise():
    said: list[str] = []
    exact = TerminalGrid(40, 22)
    exact.on_fit = said.append
    exact.put(bel(89, 3))
    exact.put(ord("X"))
    assert (exact.cols, exact.rows) == (40, 22)  # RARS: clamped to the last column
    assert exact.lines()[3][39] == "X"
    assert exact.overflow == (90, 22)
    assert said == ["the program moved the cursor to column 89, row 3, past the 40 x 22 "
                    "display (a 90 x 22 display fits it)"]
    grown = TerminalGrid(40, 22)
    grown.fit = True
    grown.put(bel(0, 0))
    grown.put(ord("A"))
    grown.put(bel(89, 23))
    grown.put(ord("Z"))
    assert (grown.cols, grown.rows) == (90, 24)
    assert grown.lines()[0][0] == "A" and grown.lines()[23][89] == "Z"
    grown.put(bel(4000, 4000))  # a stray word does not make a giant display
    assert (grown.cols, grown.rows) == (90, 24)


def test_a_long_stream_line_fits_the_width():
    grid = TerminalGrid(40, 22)
    grid.fit = True
    for ch in b"x" * 90:
        grid.put(ch)
    assert grid.cols == 90


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_play_draws_the_whole_checkers_board_without_options(size):
    width, height = size
    text = _tmux_screen(width, height, lambda t: "1 | r |" in t)
    lines = text.splitlines()
    for rank in "87654321":  # each rank on its own line, as the program draws them
        assert sum(line.startswith(f"{rank} |") for line in lines) == 1, text


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_play_in_a_small_terminal_says_how_big_it_must_be():
    text = _tmux_screen(80, 15, lambda t: "too small" in t)
    assert "40x22 display" in text and "at least 40x24" in text.replace("\n", " "), text


def _tmux_screen(width: int, height: int, done) -> str:  # noqa: ANN001
    session = f"rarslite-size-{os.getpid()}-{width}x{height}"
    # the pane stays after the program ends until the session is killed (not for a time)
    cmd = f"cd {ROOT} && {sys.executable} -m rarslite play {CHECKERS}; exec sleep infinity"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", str(width), "-y",
                    str(height), cmd], check=True)  # fmt: skip
    try:
        text = ""
        for _ in range(300):  # the program may start slowly on a loaded machine
            text = subprocess.run(["tmux", "capture-pane", "-t", session, "-p"],
                                  capture_output=True, text=True, check=True).stdout  # fmt: skip
            if done(text):
                return text
            time.sleep(0.1)
        raise AssertionError("the screen never showed it:\n" + text)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)
