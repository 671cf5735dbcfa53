"""GUI: Backstep after a game move reaches back before the key that made it (issue 24, item 3).

A game waits for the next key in a loop that reads a status and finds nothing; after a move
and a pause it has spun millions of times. Backstep keeps that loop once (the Messages line
says how many identical steps it went over) and goes on to the move and before its key, with
the display, the board overlay and the registers showing that very state at every step.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QRect  # noqa: E402

from rarslite.games import checkers  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
ECHO = os.path.join(ROOT, "tests", "data", "mips_devices", "echo_polling.asm")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def lines(tool) -> list[str]:
    return [line.rstrip() for line in tool.display.lines()]


def pause(w) -> None:
    w.pause()
    wait_until(lambda: not w.running)


def settle(m, steps: int = 20_000) -> None:
    """Wait until the running program has run ``steps`` more instructions (its output done,
    it polls for the next key), however slowly the machine runs."""
    start = m.steps
    wait_until(lambda: m.steps - start >= steps, timeout=60_000)


def register_shown(w, row: int) -> str:
    view = w.registers.views["Registers"]
    return str(view.model().data(view.model().index(row, 2)))


def test_backstep_undoes_a_checkers_move_back_before_its_key(window, qtbot, monkeypatch):
    from rarslite.machine import rewind

    # however long a loaded machine takes to pause, F8's rebuild reaches back to the key
    monkeypatch.setattr(rewind, "REACH_STEPS", 1 << 40)
    w = window
    assert w.play(CHECKERS)
    tool = w.keyboard_display()
    overlay = w.tools["board"].widget()
    start = checkers.render_board_text(checkers.Position())
    wait_until(lambda: lines(tool)[: len(start)] == start, timeout=20_000)
    qtbot.keyClicks(w.focusWidget(), "f6e5")  # the squares (marked x), then SPACE plays
    wait_until(lambda: sum(line.count("x") for line in lines(tool)[: len(start)]) == 2,
               timeout=20_000)
    m = w.session.machine
    settle(m)  # the game is back in its key loop (instructions, not wall time)
    before_key = lines(tool)
    qtbot.keyClicks(w.focusWidget(), " ")
    ok, pos, _ = checkers.play_turn(
        checkers.Position(), [checkers.bit(checkers.parse_square(n)) for n in ("f6", "e5")])
    assert ok
    after = checkers.render_board_text(pos)
    wait_until(lambda: lines(tool)[: len(after)] == after, timeout=20_000)
    # the step the key was delivered at (the GUI thread types it; the run takes it later)
    typed_at = m.rewind.last_input
    # the game spins in its key loop (not so long that F8's rebuild stops short of the key:
    # rewind.REACH_STEPS; Run > Back to before the last key goes there at once)
    wait_until(lambda: m.steps - typed_at > 300_000, timeout=60_000)
    pause(w)
    after_move = lines(tool)
    overlay.refresh()
    assert overlay.board.state.position == pos

    sim = w.session.sim
    stop = m.steps
    assert stop - typed_at > 100_000  # far more than 2000 steps of idle polling since the key
    w.backstep()  # rebuilds the history: the idle loop is kept once
    assert m.rewind.last_error is None
    undone = 1
    said = [line for line in w.messages.lines() if "identical idle-loop steps" in line]
    while m.steps > typed_at:
        if undone % 250 == 0:  # as a person sees it, now and then on the way back
            w.backstep()
            # nothing stale: the display shows the device, the overlay the memory
            assert lines(tool) == [line.rstrip() for line in tool.device.grid.lines()]
            assert overlay.board.state == checkers.read_state(m.memory.peek_word,
                                                               w.session.program.symbols)
            assert register_shown(w, 32) == f"0x{m.pc:08x}"  # pc
        else:
            assert sim.backstep(), f"backstep refused at step {m.steps} (typed at {typed_at})"
            said += [f"skipped {sim.skipped}"] if getattr(sim, "skipped", 0) else []
        undone += 1
    assert said, "no backstep went over the idle loop"
    assert undone < 20_000  # the loop's millions of steps were not one backstep each
    w.backstep()
    # before the SPACE: the position before the move, with its squares marked, on both
    assert lines(tool) == before_key
    overlay.refresh()
    assert overlay.board.state.position == checkers.Position()
    assert [checkers.square_name(i) for i in overlay.board.state.selected] == ["f6", "e5"]

    # the game goes on from there: the same key plays the same move again
    w.go()
    qtbot.keyClicks(tool.keyboard, " ")
    wait_until(lambda: lines(tool) == after_move, timeout=20_000)
    pause(w)
    overlay.refresh()
    assert overlay.board.state.position == pos


def test_backstep_reaches_the_last_key_read_by_a_mips_polling_loop(window, qtbot):
    w = window
    assert w.play(ECHO)
    tool = w.keyboard_display()
    assert w.isa_label.text() == "ISA: MIPS (MARS)"
    qtbot.keyClicks(w.focusWidget(), "m")
    wait_until(lambda: lines(tool)[0] == "m", timeout=20_000)
    m = w.session.machine
    settle(m)
    qtbot.keyClicks(w.focusWidget(), "i")
    wait_until(lambda: lines(tool)[0] == "mi", timeout=20_000)
    typed_at = m.rewind.last_input  # the step the run took the key at
    wait_until(lambda: m.steps - typed_at > 60_000)  # polling on and on
    pause(w)
    stop = m.steps
    backsteps = 0
    # the loop's last steps, then over its repeats at once
    while not getattr(w.session.sim, "skipped", 0):
        w.backstep()
        backsteps += 1
        # its last iteration (a 3-instruction loop) is kept as it ran, then the jump
        assert m.rewind.last_error is None and backsteps <= 4
    assert "identical idle-loop steps" in w.messages.lines()[-1]
    assert stop - m.steps > 40_000
    while m.steps > typed_at:
        assert w.session.sim.backstep()
        w.backstep()
        backsteps += 1
        # $a0 holds the key the program read: "i" until the read is undone
        shown = register_shown(w, 4)
        assert shown == f"0x{m.hart.r[4]:08x}"
        if lines(tool)[0] == "mi":
            assert shown == f"0x{ord('i'):08x}"
    assert backsteps < 100
    assert lines(tool)[0] == "m" and register_shown(w, 4) == f"0x{ord('m'):08x}"
