"""rarslite shows the same screens as the real RARS 1.6 Keyboard and Display tool.

The screens were recorded by playing resources/examples/checkers/checkers.s in RARS's own
tool (scripts/oracles/checkers/rars_screens.py); here the same keys go through
`rarslite run --kdmmio` and each final screen must be identical. The model's view of each
scenario is checked too, so the recorded facts are also an end-to-end test of the game rules.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from rarslite.games import checkers as ck

HERE = Path(__file__).resolve().parent
CHECKERS = HERE.parent / "resources/examples/checkers/checkers.s"
SCENARIOS = {s["name"]: s for s in
             json.loads((HERE / "test_checkers_rars_screens.json").read_text())["scenarios"]}


def _available() -> bool:
    try:
        return all(importlib.util.find_spec(n) is not None for n in
                   ("rarslite.commands.run", "rarslite.devices.headless"))
    except ImportError:
        return False


def rarslite_screen(tmp_path: Path, keys: str) -> list[str]:
    from rarslite.cli import main

    screen = tmp_path / "screen.txt"
    main(["run", "--kdmmio", "--display", "40x22", "--idle", "3000",
          "--keys", keys.replace("\\", "\\\\"), "--screen", str(screen), str(CHECKERS)])
    lines = [line.rstrip() for line in screen.read_text().splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


@pytest.mark.skipif(not _available(), reason="`rarslite run --kdmmio` is not available yet")
@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_same_screen_as_rars(tmp_path, name: str) -> None:
    scenario = SCENARIOS[name]
    assert rarslite_screen(tmp_path, scenario["keys"]) == scenario["screen"]


def _model_screen(keys: str) -> list[str]:
    """What the rules say the game shows after ``keys`` (a small key interpreter)."""
    pos, selected, file, winner = ck.Position(), [], None, None
    for key in keys:
        if key in "abcdefgh":
            file = "abcdefgh".index(key)
        elif key in "12345678" and file is not None:
            index = ck.row_col_to_index(8 - int(key), file)
            file = None
            if index is not None and len(selected) < ck.MOVES_CAPACITY:
                selected.append(index)
        elif key == "q":
            selected, file = [], None
        elif key == " ":
            ok, pos, winner = ck.play_turn(pos, [1 << s for s in selected])
            selected, file = [], None
            if winner is not None:
                break
    shown = ck.BoardState(pos, [] if winner is not None else selected)
    return ck.render_board_text(shown, winner)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_rars_screens_follow_the_rules(name: str) -> None:
    assert _model_screen(SCENARIOS[name]["keys"]) == SCENARIOS[name]["screen"]


def test_scenarios_cover_both_winners_and_bad_input() -> None:
    screens = {name: s["screen"] for name, s in SCENARIOS.items()}
    assert screens["black_wins"][20] == ck.BLACK_WIN_MSG
    assert screens["red_wins"][20] == ck.RED_WIN_MSG
    assert {"bad_input", "selection_129", "clear_with_q", "forced_capture"} <= set(screens)
