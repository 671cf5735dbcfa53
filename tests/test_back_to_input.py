"""Back to before the last input (issue 35): one action restores the machine as it was just
before the last typed key, again for each earlier key, across any number of moves and long
idle waits, on both ISAs; when it cannot go further it says why and how far it reaches."""

from __future__ import annotations

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts", "bench"))

from backstep_move import CHECKERS, ECHO_MIPS, go, make  # noqa: E402


def state(m, kd) -> tuple:
    regs = tuple(m.hart.r) if hasattr(m, "hart") and hasattr(m.hart, "r") else tuple(m.x)
    return m.steps, m.pc, regs, kd.grid.text(), kd.keys_delivered


def play_keys(path: str, moves: list[str], idle: int):
    """Play ``moves`` (keys typed between GUI-sized slices, an idle wait after each move);
    returns the machine, simulator, device and the state just before each key."""
    m, sim, kd = make(path, True)
    go(sim, 400_000)
    before = []
    for move in moves:
        for ch in move:
            before.append(state(m, kd))
            kd.type_key(ch)
            go(sim, 60_000)
        go(sim, idle)
    return m, sim, kd, before


def test_back_before_each_key_of_two_checkers_moves():
    m, sim, kd, before = play_keys(CHECKERS, ["f6e5 ", "c3d4 "], 1_000_000)
    after = state(m, kd)
    for want in reversed(before):
        step = sim.back_to_input()
        assert step == want[0], m.rewind.last_error
        assert state(m, kd) == want
    assert sim.back_to_input() is None
    assert "no earlier key" in m.rewind.last_error
    # the game goes on from there as it did: the same keys give the same screen
    for move in ["f6e5 ", "c3d4 "]:
        for ch in move:
            kd.type_key(ch)
            go(sim, 60_000)
        go(sim, 1_000_000)
    assert state(m, kd)[3] == after[3]


def test_backstep_after_going_back_and_going_back_after_backsteps():
    m, sim, kd, before = play_keys(CHECKERS, ["f6e5 "], 500_000)
    assert sim.backstep() and sim.backstep()  # a rebuilt history, two steps undone
    assert sim.back_to_input() == before[-1][0]
    assert state(m, kd) == before[-1]
    assert sim.backstep()  # the steps before the key are rebuilt from here
    assert m.steps == before[-1][0] - 1


def test_back_before_each_key_read_by_a_mips_polling_loop():
    m, sim, kd, before = play_keys(ECHO_MIPS, ["m", "i", "p"], 200_000)
    for want in reversed(before):
        assert sim.back_to_input() == want[0], m.rewind.last_error
        assert state(m, kd) == want
    assert sim.back_to_input() is None
