"""Scripted keys for six patterns real Keyboard and Display programs use (issues 17, 25, 36).

Each program in tests/data/kdmmio/patterns was played in RARS 1.6's own tool with the same
keys, typed as a person would (scripts/oracles/record_kdmmio_patterns.py); `rarslite run --kdmmio
--keys` must end with the same screen, on its own (exit or quiet end), and the key feeder must
type every key at the same instruction in block and single-step runs.
"""

from __future__ import annotations

import argparse
import io
import json
from pathlib import Path

import pytest

from rarslite.asm.riscv import assemble
from rarslite.cli import main
from rarslite.devices import headless
from rarslite.devices.key_text import screen_text
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

PATTERNS = Path(__file__).resolve().parent / "data/kdmmio/patterns"
RECORDED = json.loads((PATTERNS / "rars_screens.json").read_text())["scenarios"]
SCENARIOS = {s["name"]: s for s in RECORDED}
# how each run ends: the program exits, or the quiet end (exit status 6)
EXPECTED_STATUS = {"prompt_late_enable": 0, "data_poller": 0, "never_reader": 6,
                   "one_key_then_interrupts": 0, "variable_spinner": 0,
                   "maze_spinner": 0}  # fmt: skip
# program arguments (RARS's stand-alone tool has none: the maze then opens its default name,
# the same file, in the patterns folder where it was recorded)
PROGRAM_ARGS = {"maze_spinner": [str(PATTERNS / "maze_map.txt")]}
QUIET = "300000"
IDLE = "20000"


def lines(text: str) -> list[str]:
    out = [line.rstrip() for line in text.splitlines()]
    while out and not out[-1]:
        out.pop()
    return out


def test_every_pattern_was_recorded():
    assert set(SCENARIOS) == set(EXPECTED_STATUS)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_same_final_screen_as_rars(tmp_path, capfd, name):
    s = SCENARIOS[name]
    screen = tmp_path / "screen.txt"
    code = main(["run", "--display", s["display"], "--keys", s["keys"], "--quiet", QUIET,
                 "--idle", IDLE, "--max-steps", "30000000", "--screen", str(screen),
                 str(PATTERNS / s["program"]), "--", *PROGRAM_ARGS.get(name, [])])  # fmt: skip
    err = capfd.readouterr().err
    assert code == EXPECTED_STATUS[name], err
    assert lines(screen.read_text()) == s["screen"]
    never = s["took"].count(False)
    if code == 6:  # the quiet end names the keys RARS's program did not take either
        assert err.count("\n") == 1 and "quiet end" in err
        assert f"{never} of {len(s['keys'])} keys never taken" in err
    else:
        assert never == 0 and err == ""


def play(name: str, single: bool):
    s = SCENARIOS[name]
    argv = ["--display", s["display"], "--keys", s["keys"], "--quiet", QUIET, "--idle", IDLE]
    return run_headless(PATTERNS / s["program"], argv, single, PROGRAM_ARGS.get(name, []))


def run_headless(path: Path, argv: list[str], single: bool, program_args: list[str] = ()):
    """(reason, fetches, instret, fetch counts at which keys were typed, screen)."""
    p = argparse.ArgumentParser()
    headless.add_arguments(p)
    args = p.parse_args(argv)
    m = Machine(assemble([str(path)]), console=BufferConsole(), program_args=program_args)
    m.hart.force_single = single
    session = headless.attach(m, args, stdout=io.StringIO(), stderr=io.StringIO())
    feeder = session.feeder
    typed_at = []
    feed = feeder.feed

    def recording_feed() -> bool:
        if feeder.keys:
            typed_at.append(m.fetches)
        return feed()

    feeder.feed = recording_feed
    reason = Simulator(m).run(max_steps=30_000_000)
    return reason, m.fetches, m.instret, typed_at, screen_text(session.kd.grid)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_block_and_single_step_runs_type_keys_at_the_same_instruction(name):
    block, single = play(name, False), play(name, True)
    assert block == single
    assert block[0] in ("exit", "stopped")
    # every key typed, except into the never-reader (it never gets quiet enough for rule c)
    assert len(block[3]) == (0 if name == "never_reader" else len(SCENARIOS[name]["keys"]))


EXAMPLES = Path(__file__).resolve().parents[1] / "resources/examples"
# examples with keys that run out early: each run ends by a rule of the feeder
EXAMPLE_RUNS = [
    ("mmio/echo_polling.s", ["--keys", "ok", "--idle", "2000"]),  # out of keys while polling
    ("mmio/echo_interrupts.s", ["--keys", "ab", "--idle", "2000"]),  # out of keys, interrupts
    ("mmio/print_interrupts.s", ["--kdmmio", "--quiet", "50000"]),
    ("mmio/draw_grid.s", ["--kdmmio", "--keys", "xyz", "--quiet", "50000"]),
    ("checkers/checkers.s", ["--display", "40x22", "--idle", "3000", "--keys", "b6c5qf6"]),
]


@pytest.mark.parametrize(("program", "argv"), EXAMPLE_RUNS)
def test_example_runs_end_at_the_same_instruction_in_block_and_single_step(program, argv):
    block = run_headless(EXAMPLES / program, argv, False)
    single = run_headless(EXAMPLES / program, argv, True)
    assert block == single


def test_quiet_end_note_and_exit_status_are_documented(capsys):
    assert main(["run", "--help"]) == 0
    text = capsys.readouterr().out
    assert "quiet end" in text and "--quiet" in text and "\n  6 " in text


SILENT = """
main:   li      t0, 0
loop:   addi    t0, t0, 1
        j       loop
"""


def test_quiet_end_of_a_silent_program_is_exact_and_bounded_by_max_steps(tmp_path, capfd):
    prog = tmp_path / "silent.s"
    prog.write_text(SILENT)
    args = ["run", "--kdmmio", "--quiet", "400000", str(prog)]
    assert main(args) == 6
    err = capfd.readouterr().err
    assert "quiet end" in err and "0 of 0 keys never taken" in err
    assert main([*args, "--max-steps", "300000"]) == 4
    ends = []
    for single in (False, True):  # deadlines are lazy here: the end check must cut blocks
        m = Machine(assemble([str(prog)]), console=BufferConsole())
        m.hart.force_single = single
        p = argparse.ArgumentParser()
        headless.add_arguments(p)
        headless.attach(m, p.parse_args(["--kdmmio", "--quiet", "400000"]), stdout=io.StringIO())
        assert Simulator(m).run(max_steps=5_000_000) == "stopped"
        ends.append((m.fetches, m.x[5]))
    assert ends[0] == ends[1] and 400_000 <= ends[0][0] <= 401_000


def test_data_poller_waiting_with_every_key_taken_stops_as_out_of_keys(tmp_path, capfd):
    screen = tmp_path / "screen.txt"
    code = main(["run", "--display", "40x12", "--keys", "dw", "--idle", "2000", "--screen",
                 str(screen), str(PATTERNS / "data_poller.s")])  # fmt: skip
    err = capfd.readouterr().err
    assert code == 5, err
    assert "all 2 keys were typed" in err and "quiet end" not in err
    assert lines(screen.read_text())[3:5] == ["           @", "          .."]


def test_a_spinner_reloading_its_word_with_the_lw_pseudo_gets_each_key_as_it_spins():
    # `lw s3, KEY` is auipc + lw: the looks see s3 as the address or the word and t0 as any
    # of the compared keys, by where in the loop they fall; the registers still repeat
    typed = play("maze_spinner", False)[3]
    gaps = [b - a for a, b in zip(typed[1:], typed[2:], strict=False)]
    assert max(gaps) < int(IDLE)  # never the --idle fallback


def test_a_key_typed_before_the_program_listened_is_typed_again_once(tmp_path, capfd):
    # the maze's first key goes in during its long setup (rule c), before RC bit 1 is set:
    # no interrupt, never read; once the maze waits with interrupts on it is typed again
    s = SCENARIOS["maze_spinner"]
    code = main(["run", "--display", s["display"], "--keys", s["keys"][:3], "--idle", IDLE,
                 "--screen", str(tmp_path / "screen.txt"), str(PATTERNS / s["program"]),
                 "--", *PROGRAM_ARGS["maze_spinner"]])  # fmt: skip
    assert code == 5, capfd.readouterr().err
    assert "\n#  @ #   #\n" in (tmp_path / "screen.txt").read_text()  # 1, d, d: each once
