"""The Bitmap Display in a terminal: half-block frames read back through a small terminal
model (what a person would see), only changed cells redrawn, fitting, and `rarslite play`
under tmux when it is installed."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rarslite.devices.bitmap_display import BitmapDisplay, BitmapSettings
from rarslite.devices.bitmap_terminal import HALF, BitmapRenderer, BitmapScreen, fit

_SEQ = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])|(.)", re.DOTALL)


class Term:
    """Just enough of a truecolor terminal: cells of (char, fg, bg)."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.cells = [[(" ", None, None)] * width for _ in range(height)]
        self.row = self.col = 0
        self.fg = self.bg = None

    def feed(self, text: str) -> None:
        for m in _SEQ.finditer(text):
            args, cmd, ch = m.groups()
            if ch is not None:
                if 0 <= self.row < self.height and 0 <= self.col < self.width:
                    self.cells[self.row][self.col] = (ch, self.fg, self.bg)
                self.col += 1
            elif cmd == "H":
                r, c = (args or "1;1").split(";")
                self.row, self.col = int(r) - 1, int(c) - 1
            elif cmd == "m":
                p = [int(x) for x in args.split(";") if x] or [0]
                if p[:2] == [38, 2]:
                    self.fg = tuple(p[2:5])
                elif p[:2] == [48, 2]:
                    self.bg = tuple(p[2:5])
                elif p == [0]:
                    self.fg = self.bg = None
            elif cmd == "J":
                self.cells = [[(" ", None, None)] * self.width for _ in range(self.height)]
            elif cmd == "K":
                for c in range(self.col, self.width):
                    self.cells[self.row][c] = (" ", None, None)

    def units(self, top: int, cols: int, lines: int) -> list[list[tuple]]:
        """The unit colours shown from terminal row ``top`` (0-based): two per cell."""
        out = []
        for t in range(lines):
            upper, lower = [], []
            for c in range(cols):
                ch, fg, bg = self.cells[top + t][c]
                assert ch == HALF
                upper.append(fg)
                lower.append(bg)
            out += [upper, lower]
        return out


def rgb(v: int) -> tuple[int, int, int]:
    return (v >> 16) & 255, (v >> 8) & 255, v & 255


def words_of(values: list[int]) -> bytes:
    return struct.pack(f"<{len(values)}I", *values)


def picture(cols: int, rows: int) -> list[int]:
    return [(r * 8) << 16 | (c * 4) << 8 | (r * c) & 255 for r in range(rows) for c in range(cols)]


def test_fit_magnifies_small_displays_and_samples_big_ones():
    assert fit(32, 32, 100, 30) == (1, 1)  # 32 cols, 16 lines
    assert fit(16, 16, 100, 30) == (3, 1)
    assert fit(512, 256, 80, 24) == (1, 7)  # every 7th unit: 74 x 37 units
    assert fit(64, 64, 64, 32) == (1, 1)


def test_a_frame_shows_every_unit_as_half_blocks():
    s = BitmapSettings(8, 8, 256, 256, 0)  # 32 x 32 units -> 32 cells x 16 lines
    values = picture(32, 32)
    screen = BitmapScreen(s, 100, 30, top=1)
    term = Term(100, 31)
    term.feed(screen.frame(words_of(values)))
    shown = term.units(0, 32, 16)
    assert shown == [[rgb(values[r * 32 + c]) for c in range(32)] for r in range(32)]


def test_only_changed_cells_are_redrawn():
    s = BitmapSettings(8, 8, 256, 256, 0)
    values = picture(32, 32)
    screen = BitmapScreen(s, 100, 30, top=1)
    term = Term(100, 31)
    term.feed(screen.frame(words_of(values)))
    assert screen.frame(words_of(values)) == ""  # nothing changed: nothing sent
    values[5 * 32 + 7] = 0xFF00FF  # unit (7, 5): the lower half of cell (7, 2)
    update = screen.frame(words_of(values))
    assert update.count(HALF) == 1 and update.count("H") == 1
    assert update.startswith("\x1b[3;8H")
    term.feed(update)
    assert term.units(0, 32, 16)[5][7] == (255, 0, 255)


def test_magnified_and_sampled_pictures():
    s = BitmapSettings(32, 32, 64, 64, 0)  # 2 x 2 units, magnified
    values = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF]
    screen = BitmapScreen(s, 20, 10, top=1)
    assert (screen.zoom, screen.cols, screen.lines) == (10, 20, 10)
    term = Term(20, 11)
    term.feed(screen.frame(words_of(values)))
    shown = term.units(0, 20, 10)
    assert shown[0][0] == shown[9][9] == rgb(0xFF0000) and shown[0][10] == rgb(0x00FF00)
    assert shown[10][0] == rgb(0x0000FF) and shown[19][19] == rgb(0xFFFFFF)
    big = BitmapSettings(1, 1, 512, 256, 0)
    values = picture(512, 256)
    screen = BitmapScreen(big, 80, 22, top=1)
    assert screen.step == 7 and screen.cols == 74 and screen.lines == 19
    term = Term(80, 23)
    term.feed(screen.frame(words_of(values)))
    shown = term.units(0, 74, 19)
    assert shown[3][5] == rgb(values[21 * 512 + 35])  # every 7th unit


def test_lines_text_renders_the_whole_picture_to_strings():
    s = BitmapSettings(32, 32, 64, 64, 0)
    screen = BitmapScreen(s, 2, 1, top=1)
    lines = screen.lines_text(words_of([0x010203, 0x040506, 0x070809, 0x0A0B0C]))
    assert lines == ["\x1b[38;2;1;2;3m\x1b[48;2;7;8;9m" + HALF +
                     "\x1b[38;2;4;5;6m\x1b[48;2;10;11;12m" + HALF + "\x1b[0m"]  # fmt: skip


def test_renderer_adds_the_status_line_and_footer():
    d = BitmapDisplay(BitmapSettings(32, 32, 64, 64, 0))
    r = BitmapRenderer(d, 40, 12)
    term = Term(40, 12)
    term.feed(r.frame(" status ", "score 10"))
    assert "".join(c[0] for c in term.cells[0]).startswith(" status ")
    # 2 x 2 units magnified 10x: 20 cells x 10 lines under the status line, black (no
    # machine), then the footer
    assert term.units(1, 20, 10) == [[(0, 0, 0)] * 20] * 20
    assert "".join(c[0] for c in term.cells[11]).startswith("score 10")
    assert r.frame(" status ", "score 10") == ""
    r.resize(40, 12)
    assert "\x1b[2J" in r.frame(" status ", "score 10")


GAME = """\
# Bitmap Display Configuration:
# - Unit width in pixels: 32
# - Unit height in pixels: 32
# - Display width in pixels: 128
# - Display height in pixels: 128
# - Base Address for Display: 0x10008000 ($gp)
.text
main:
    li $s0, 0x10008000
    li $s1, 0x00ff8800
    li $t9, 0xffff0000
loop:
    lw $t1, 0($t9)
    beqz $t1, loop
    lw $t2, 4($t9)
    beq $t2, 'q', done
    andi $t2, $t2, 15
    sll $t2, $t2, 2
    addu $t2, $t2, $s0
    sw $s1, 0($t2)
    j loop
done:
    li $v0, 10
    syscall
"""


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_play_draws_the_bitmap_and_takes_keys_in_a_real_terminal(tmp_path):
    """`rarslite play` in tmux: keys go to the Keyboard MMIO, the game draws units."""
    prog = tmp_path / "game.asm"
    prog.write_text(GAME)
    session = f"rarslite-bitmap-{os.getpid()}"
    root = Path(__file__).resolve().parent.parent
    # the pane stays after the program ends until the session is killed (not for a time)
    cmd = f"cd {root} && {sys.executable} -m rarslite play {prog}; exec sleep infinity"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "60", "-y", "20", cmd],
                   check=True)  # fmt: skip
    try:
        def screen() -> Term:
            text = subprocess.run(["tmux", "capture-pane", "-t", session, "-p", "-e"],
                                  capture_output=True, text=True, check=True).stdout  # fmt: skip
            term = Term(60, 20)
            for i, line in enumerate(text.splitlines()[:20]):
                term.row, term.col = i, 0
                term.feed(line)
            return term

        def wait_for(check) -> Term:  # noqa: ANN001
            for _ in range(300):  # the program may start slowly on a loaded machine
                term = screen()
                if check(term):
                    return term
                time.sleep(0.1)
            raise AssertionError("the screen never showed it:\n" + "\n".join(
                "".join(c[0] for c in row) for row in screen().cells))  # fmt: skip

        wait_for(lambda t: "waiting for a key" in "".join(c[0] for c in t.cells[0]))
        subprocess.run(["tmux", "send-keys", "-t", session, "a"], check=True)  # 'a' & 15 = 1
        # 4x4 units magnified as much as fits under the status line: unit 1 is the second
        # block of ``zoom`` cells on the first lines
        zoom = BitmapScreen(BitmapSettings(32, 32, 128, 128, 0), 60, 18).zoom
        assert zoom == 9
        term = wait_for(lambda t: t.cells[1][zoom][1] == (255, 136, 0))
        assert term.cells[1][zoom - 1][1] == (0, 0, 0) == term.cells[1][2 * zoom][1]
        assert term.cells[1][2 * zoom - 1][2] == (255, 136, 0)
        subprocess.run(["tmux", "send-keys", "-t", session, "q"], check=True)
        wait_for(lambda t: "exited" in "".join(c[0] for c in t.cells[0]))
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def test_play_connects_a_bitmap_only_when_asked_or_stated(tmp_path):
    """`rarslite play`: a header comment turns the bitmap on, --bitmap off turns it off, a
    text game gets none, bad options are ValueErrors (play reports them)."""
    import argparse

    from rarslite.asm.mips.assembler import assemble
    from rarslite.devices import bitmap_terminal
    from rarslite.machine.mips.machine import MipsMachine

    game = tmp_path / "game.asm"
    game.write_text(GAME)
    text = tmp_path / "text.asm"
    text.write_text(".text\nmain: li $v0, 10\nsyscall\n")
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    bitmap_terminal.add_arguments(parser)

    def connect(*argv: str):
        args = parser.parse_args(list(argv))
        m = MipsMachine(assemble([args.files[0]]))
        return m, bitmap_terminal.connect(m, args)

    m, d = connect(str(game))
    assert d is not None and d in m.devices
    assert d.settings == BitmapSettings(32, 32, 128, 128, 0x10008000)
    assert connect(str(game), "--bitmap", "off")[1] is None
    assert connect(str(text))[1] is None
    _m, d = connect(str(text), "--bitmap", "64x64", "--bitmap-unit", "8x8", "--bitmap-base", "mmio")
    assert d is not None and d.settings == BitmapSettings(8, 8, 64, 64, 0xFFFF0000)
    with pytest.raises(ValueError, match="states no Bitmap Display settings"):
        connect(str(text), "--bitmap", "auto")
