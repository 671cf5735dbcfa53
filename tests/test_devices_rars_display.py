"""TerminalGrid against RARS 1.6's own display code: 300 random word sequences recorded by
scripts/oracles/record_kdmmio_oracle.py (bell positions in and out of range, form feeds in both
modes, newlines and control bytes in the grid, writes past the last cell)."""

import json
from pathlib import Path

import pytest

from rarslite.devices.terminal_grid import TerminalGrid

DATA = Path(__file__).resolve().parent / "data/kdmmio/rars_display.json"
CASES = json.loads(DATA.read_text())["cases"]


def rars_view(g: TerminalGrid) -> tuple[str, int]:
    """The display as RARS's text area holds it: its text and caret position."""
    if g.mode == "grid":
        return g._buf.decode("latin-1"), g._pos
    text = g.text()
    return text, len(text)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['cols']}x{c['rows']}-{len(c['words'])}")
def test_grid_matches_rars_display(case):
    g = TerminalGrid(case["cols"], case["rows"])
    for word in case["words"]:
        g.put(word)
    assert rars_view(g) == (case["text"], case["caret"])


def test_cursor_is_where_rars_writes_next():
    # the public cursor agrees with RARS's caret rule on every recorded grid case
    for case in CASES:
        g = TerminalGrid(case["cols"], case["rows"])
        for word in case["words"]:
            g.put(word)
        if g.mode != "grid":
            continue
        col, row = g.cursor
        g.put(ord("@"))
        assert g.cell(col, row) == ord("@")
