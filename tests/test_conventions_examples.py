"""The example programs rarslite ships, run with ``--cc --cc-save-all`` as their READMEs run
them (keys, input, devices): no findings, or exactly the ones docs/conventions.md's notes
explain (real breaks of the convention in those programs, not the checker's mistakes)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rarslite.commands import run as run_cmd

EX = Path(__file__).resolve().parent.parent / "resources" / "examples"
M = EX / "mips"

# lm_take is load_map's helper: it hands the number being parsed back in load_map's s3-s5
LM_TAKE = {("callee-saved", "lm_take", r) for r in ("s3", "s4", "s5")}
# the test driver's helpers put sentinels in (and take them out of) every $s register and $fp
SENTINELS = {("callee-saved", f, f"${r}") for f in ("set_sentinels", "check_sentinels")
             for r in ("s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "fp")}  # fmt: skip

# name -> (folder, files and program arguments, options, stdin file, the findings documented)
RUNS = {
    "checkers": (EX / "checkers", ["checkers.s"], ["--kdmmio", "--display", "40x22", "--idle",
                 "50000", "--keys", "c3d4 f6e5 d4f6 g7e5 "], None, set()),  # fmt: skip
    "draughts": (EX / "draughts", ["draughts.s"], [], "games/full_game.txt", set()),
    "four_in_a_row": (EX / "four_in_a_row", ["four_in_a_row.s", "--", "7"], [],
                      "games/take_back.txt", set()),  # fmt: skip
    "bombsweeper": (EX / "bombsweeper", ["bombsweeper.s", "--", "maps/map1.txt"],
                    ["--cell-display", "10x10"], "games/win_map1.txt", LM_TAKE),  # fmt: skip
    "bounce": (EX / "bitmap", ["bounce.s"], ["--kdmmio", "--bitmap", "auto", "--bitmap-screen",
               "{tmp}/b.png", "--keys", "adadq"], None, set()),  # fmt: skip
    "echo_polling": (EX / "mmio", ["echo_polling.s"], ["--kdmmio", "--keys", "hi\\nyo!q"], None,
                     set()),  # fmt: skip
    "echo_interrupts": (EX / "mmio", ["echo_interrupts.s"], ["--kdmmio", "--keys", "abc q"],
                        None, set()),  # fmt: skip
    "print_interrupts": (EX / "mmio", ["print_interrupts.s"], ["--kdmmio", "--keys", "abc q"],
                         None, set()),  # fmt: skip
    "draw_grid": (EX / "mmio", ["draw_grid.s"], ["--kdmmio"], None, set()),
    "timer_ticks": (EX / "mmio", ["timer_ticks.s"], ["--timer", "--max-steps", "300000"], None,
                    set()),  # fmt: skip
    # its handler keeps t6 as a scratch register of its own, unsaved
    "digital_lab": (EX / "mmio", ["digital_lab.s"], ["--digital-lab-keys",
                    "5@3000 -@4000 f@9000"], None, {("handler", "handler", "t6")}),  # fmt: skip
    "mips four_in_a_row": (M / "four_in_a_row", ["four_in_a_row.asm", "--", "7"], [],
                           "games/undo.txt", set()),  # fmt: skip
    # play_move saves $s5 and never uses it
    "mips draughts": (M / "draughts", ["draughts.asm"], [], "games/full_game.txt",
                      {("save-all", "play_move", "$s5")}),  # fmt: skip
    "mips bombsweeper": (M / "bombsweeper", ["main.asm", "--", "maps/map3.txt"],
                         ["--cell-display", "10x10"], "games/search_map3.txt", set()),
    "mips bombsweeper functions": (M / "bombsweeper", ["functions.asm"], [], None, SENTINELS),
    "mips bounce": (M / "bitmap", ["bounce.asm"], ["--kdmmio", "--bitmap", "auto",
                    "--bitmap-screen", "{tmp}/b.png", "--keys", "adadq"], None, set()),
    "mips digital_lab": (M / "digital_lab", ["digital_lab.asm"], ["--digital-lab-keys",
                         "5@3000 -@4000 f@9000"], None, set()),  # fmt: skip
}

# how the runs end besides exit 0: checkers waits for more keys (idle), the timer never stops
ENDS = {"checkers": 5, "timer_ticks": 4}


@pytest.mark.parametrize("name", list(RUNS))
def test_example_findings_are_none_or_the_documented_ones(name, tmp_path, monkeypatch):
    folder, files, options, stdin, documented = RUNS[name]
    monkeypatch.chdir(folder)
    out = tmp_path / "cc.json"
    argv = ["--cc", "--cc-save-all", "--json", "--tools-out", str(out), "--max-steps",
            "5000000", *(o.replace("{tmp}", str(tmp_path)) for o in options), *files]  # fmt: skip
    data = (folder / stdin).read_bytes() if stdin else b""
    err = io.BytesIO()
    code = run_cmd.main(argv, stdin=io.BytesIO(data), stdout=io.BytesIO(), stderr=err)
    assert code == ENDS.get(name, 0), err.getvalue().decode(errors="replace")[-500:]
    findings = json.loads(out.read_text())["conventions"]["findings"]
    got = {(f["kind"], f["function"], f["register"]) for f in findings}
    assert got == documented, err.getvalue().decode(errors="replace")[-500:]
    assert len(findings) == len(got)  # each once
