"""MARS 4.5's own Keyboard and Display MMIO tool, typed by scripts/oracles/record_kdmmio_patterns.py
(issue 25): a headless MIPS run with the same keys ends with the screen MARS showed. With
MARS's tool settings (fixed delay of 5 instructions, DAD on) the character stored just before
the exit syscall never appears; rarslite leaves it off too and says so on stderr."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rarslite.cli import main

PATTERNS = Path(__file__).resolve().parent / "data/kdmmio/patterns"
RECORDED = json.loads((PATTERNS / "mars_screens.json").read_text())["scenarios"]
SCENARIOS = {s["name"]: s for s in RECORDED}


def lines(text: str) -> list[str]:
    out = [line.rstrip() for line in text.splitlines()]
    while out and not out[-1]:
        out.pop()
    return out


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_same_final_screen_as_mars(tmp_path, capfd, name):
    s = SCENARIOS[name]
    screen = tmp_path / "screen.txt"
    code = main(["run", "--isa", "mips", "--display", s["display"], "--keys", s["keys"],
                 "--max-steps", "5000000", "--screen", str(screen),
                 str(PATTERNS / s["program"])])  # fmt: skip
    err = capfd.readouterr().err
    assert code == 0, err
    assert all(s["took"])
    assert lines(screen.read_text()) == s["screen"]


def test_the_last_character_is_dropped_with_a_note(tmp_path, capfd):
    screen = tmp_path / "screen.txt"
    args = ["run", "--isa", "mips", "--display", "40x5", "--keys", "hello q", "--screen",
            str(screen), str(PATTERNS / "echo_exit.asm")]  # fmt: skip
    assert main(args) == 0
    err = capfd.readouterr().err
    assert "last character ('q')" in err and "MARS never shows it" in err
    assert screen.read_text().splitlines()[0] == "hello"  # the screen text ends its lines
    # without the delay (DAD off) every character appears at once, q too, and nothing is said
    assert main([*args, "--no-dad"]) == 0
    assert "MARS never shows it" not in capfd.readouterr().err
    assert screen.read_text().splitlines()[0] == "hello q"
