"""CheckMyLab test-file parsing (no simulator needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.commands.checkmylab import LabFileError, parse_test

SAMPLES = Path(__file__).resolve().parents[1] / "resources/examples/checkers/tests"


def test_parse_each_kind() -> None:
    t = parse_test("1 0x00000FFF 0xFFF00000 0x00000000 0 0x00000100\n")
    assert (t.number, t.black, t.red, t.kings, t.turn, t.src) == (1, 0xFFF, 0xFFF00000, 0, 0,
                                                                  0x100)
    t = parse_test("3 0x100 0x1000 0xFFF 0xFFF00000 0 1")
    assert (t.src, t.dest, t.black, t.turn, t.function) == (0x100, 0x1000, 0xFFF, 1, "makeMove")
    t = parse_test("4 0xFFF 0xFFF00000 0 1\n0x00200000 0x00020000 0xFFFFFFFF")
    assert t.moves == (0x200000, 0x20000, 0xFFFFFFFF) and t.function == "doTurn"


def test_all_samples_parse() -> None:
    files = sorted(SAMPLES.glob("*.txt"))
    assert len(files) >= 10
    numbers = {parse_test(f.read_text()).number for f in files}
    assert numbers == {1, 2, 3, 4}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "empty"),
        ("5 0x0 0x0 0x0 0 0x0", "test number"),
        ("x", "test number"),
        ("1 0x0 0x0 0x0 0", "5 arguments"),
        ("2 0x0 0x0 0x0 0 0x1 0x2", "5 arguments"),
        ("3 0x1 0x2 0x0 0x0 0x0", "6 arguments"),
        ("1 0x0 0xZZ 0x0 0 0x1", "RED is not a number"),
        ("1 0x0 0x0 0x0 2 0x1", "TURN must be 0 or 1"),
        ("1 0x0 0x0 0x100000000 0 0x1", "32 bits"),
        ("4 0x0 0x0 0x0 0", "doTurn"),
        ("4 0x0 0x0 0x0 0 0x1 0x2", "sentinel"),
        ("4 0x0 0x0 0x0 0 " + "0x1 " * 129 + "0xFFFFFFFF", "129 words"),
    ],
)
def test_malformed(text: str, words: str) -> None:
    with pytest.raises(LabFileError) as info:
        parse_test(text)
    assert words in str(info.value)


def test_binary_garbage_is_reported_briefly() -> None:
    with pytest.raises(LabFileError) as info:
        parse_test("\x89PNG\x00" * 40)
    assert len(str(info.value)) < 100
