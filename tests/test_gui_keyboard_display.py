"""Keyboard and Display tool and board overlay, driven like a person (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from rarslite.games import checkers  # noqa: E402
from rarslite.gui.docks.terminal_view import display_text, glyph  # noqa: E402

pytestmark = pytest.mark.gui


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")

ECHO = """\
.text
main:   li   s0, 0xFFFF0000
loop:   lw   t0, 0(s0)          # receiver control: wait for a key
        andi t0, t0, 1
        beqz t0, loop
        lw   a0, 4(s0)          # receiver data
wait:   lw   t1, 8(s0)          # transmitter control: wait until ready
        andi t1, t1, 1
        beqz t1, wait
        sw   a0, 12(s0)         # echo it
        j    loop
"""

# A whole game (black wins): slides, single and multiple jumps, crowning, a king's jumps.
GAME = [
    "f6 e5", "c3 d4", "e5 c3", "d2 b4", "d6 e5", "e3 d4", "e5 c3", "b2 d4", "h6 g5", "e1 d2",
    "b6 c5", "b4 d6", "c7 e5 c3 e1", "g3 h4", "e1 g3", "h4 f6", "g7 e5", "h2 f4 d6", "e7 c5",
    "g1 f2", "d8 c7", "c1 d2", "f8 e7", "a3 b4", "c5 a3", "a1 b2", "a3 c1 e3 g1",
]


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    w.resize(1400, 900)
    yield w
    close_window(w)
def test_cp437_glyphs_for_high_bytes():
    assert glyph(0xDB) == "█" and glyph(0xC4) == "─" and glyph(ord("A")) == "A"
    assert glyph(7) == " " and glyph(0) == " "
    assert display_text(["a\x00\xb0"]) == ["a ░"]


def test_echo_program_types_and_displays(window, tmp_path, qtbot):
    path = tmp_path / "echo.s"
    path.write_text(ECHO)
    window.open_file(str(path))
    assert window.assemble()
    tool = window.open_keyboard_display()
    assert "area 40 x 22" in tool.windowTitle() and "not connected" in tool.windowTitle()
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert tool.connected and "not connected" not in tool.windowTitle()
    window.act_go.trigger()
    tool.keyboard.setFocus()
    qtbot.keyClicks(tool.keyboard, "hello")
    wait_until(lambda: tool.display.text() == "hello", timeout=10_000)
    assert tool.keyboard.toPlainText() == "hello"  # the keyboard pane echoes what was typed
    # Re-assembling keeps the tool connected (RARS needs Connect pressed again).
    assert window.assemble()
    assert tool.connected
    assert any("still connected" in line for line in window.messages.lines())
    window.act_go.trigger()
    qtbot.keyClicks(tool.keyboard, "!")
    wait_until(lambda: tool.display.text() == "hello!", timeout=10_000)
    # Reset applies the size setting and clears the display.
    tool.cols_box.setValue(30)
    tool.rows_box.setValue(12)
    assert "(next: 30 x 12)" in tool.windowTitle()
    window.pause()
    wait_until(lambda: not window.running, timeout=10_000)
    # Paused in the polling loop: a step moves pc and highlights what it changed.
    pc = window.session.machine.pc
    with qtbot.waitSignal(window.run_finished, timeout=10_000):
        qtbot.keyClick(window, Qt.Key.Key_F7)  # steps run on the worker thread
    regs = window.registers.models["Registers"]
    assert window.session.machine.pc != pc and 32 in regs.changed  # pc is highlighted
    assert window.text_view.model_.pc == window.session.machine.pc
    tool.reset()
    assert tool.device.grid.cols == 30 and tool.device.grid.rows == 12
    assert tool.display.text() == "" and "area 30 x 12" in tool.windowTitle()


def board_lines(tool) -> list[str]:
    return [line.rstrip() for line in tool.display.lines()]


def click_square(qtbot, overlay, name: str, button=Qt.MouseButton.LeftButton) -> None:
    index = checkers.parse_square(name)
    center = overlay.board.square_rect(index).center().toPoint()
    qtbot.mouseClick(overlay.board, button, pos=center)


def test_checkers_game_by_typing_and_clicking_the_overlay(window, qtbot):
    window.open_file(CHECKERS)
    assert window.assemble()
    tool = window.open_keyboard_display()
    overlay = window.open_board_overlay()
    assert overlay.active
    tool.connect_program()
    window.act_go.trigger()
    pos = checkers.Position()
    expected = checkers.render_board_text(pos)
    wait_until(lambda: board_lines(tool)[: len(expected)] == expected, timeout=20_000)

    # A rejected turn, cleared with a right click: nothing changes.
    click_square(qtbot, overlay, "f6")
    wait_until(lambda: overlay.board.state and overlay.board.state.selected == [
        checkers.parse_square("f6")], timeout=10_000)
    click_square(qtbot, overlay, "f6", Qt.MouseButton.RightButton)
    wait_until(lambda: overlay.board.state.selected == [], timeout=10_000)

    winner = None
    for turn_no, turn in enumerate(GAME):
        names = turn.split()
        path = [checkers.parse_square(n) for n in names]
        ok, pos, winner = checkers.play_turn(pos, [checkers.bit(i) for i in path])
        assert ok, turn
        if turn_no % 2 == 0:  # type it in the keyboard pane
            tool.keyboard.setFocus()
            qtbot.keyClicks(tool.keyboard, "".join(names) + " ")
        else:  # click the squares on the overlay, then the last one again to submit
            for k, name in enumerate(names):
                click_square(qtbot, overlay, name)
                wait_until(lambda k=k, p=path: overlay.board.state.selected == p[: k + 1],
                                timeout=10_000)
            click_square(qtbot, overlay, names[-1])
        expected = checkers.render_board_text(pos, winner)
        wait_until(lambda exp=expected: board_lines(tool)[: len(exp)] == exp,
                        timeout=20_000)
        overlay.refresh()
        assert overlay.board.state.position == pos
    assert winner == 0
    assert board_lines(tool)[20] == checkers.BLACK_WIN_MSG
    wait_until(lambda: not window.running, timeout=20_000)  # the program exits
    assert "finished running" in window.run_io.text()


TIMER = """\
.text
main:   li   s0, 0xFFFF0018     # Timer Tool: time in ms since Play
loop:   lw   t0, 0(s0)
        li   t1, 30
        blt  t0, t1, loop
        li   a7, 10
        ecall
"""


def test_timer_tool_play_and_connect(window, tmp_path, qtbot):
    path = tmp_path / "timer.s"
    path.write_text(TIMER)
    window.open_file(str(path))
    assert window.assemble()
    timer = window.open_timer()
    qtbot.mouseClick(timer.connect_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(timer.play_button, Qt.MouseButton.LeftButton)
    assert timer.device.running
    with qtbot.waitSignal(window.run_finished, timeout=10_000) as blocker:
        window.act_go.trigger()
    assert blocker.args == ["exit"]
    assert window.session.machine.x[5] >= 30
    timer.refresh()
    assert timer.time_label.text() != "0 ms"


def test_display_zoom_with_ctrl_wheel_and_keys(window, qtbot):
    tool = window.open_keyboard_display()
    fitted = tool.display.pixel_size
    cell = tool.display.cell_w
    tool.display.setFocus()
    qtbot.keyClick(tool.display, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert tool.display.pixel_size > fitted and tool.display.cell_w > cell
    qtbot.keyClick(tool.display, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert tool.display.pixel_size == fitted
    qtbot.keyClick(tool.display, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(tool.display, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert tool.display.pixel_size == fitted  # Ctrl+0: back to fit


def test_keys_wait_for_the_program_to_run_before_the_next_one_is_typed(window, tmp_path,
                                                                      monkeypatch):
    """On a loaded machine the worker may run almost nothing for a while: a second key must
    not overwrite the first just because KEY_GAP_MS went by."""
    from rarslite.gui.docks import keyboard_display as kd

    path = tmp_path / "echo.s"
    path.write_text(ECHO)
    window.open_file(str(path))
    assert window.assemble()
    tool = window.open_keyboard_display()
    tool.connect_program()
    typed: list[int] = []
    monkeypatch.setattr(tool.device, "type_key", typed.append)
    monkeypatch.setattr(window.session, "running", True)  # running, but the worker is stalled
    now = [1000.0]
    monkeypatch.setattr(kd, "clock", lambda: now[0])
    machine = tool.device.machine
    tool.type_text("ab")
    assert typed == [ord("a")]
    now[0] += kd.KEY_GAP_MS / 1000 + 0.05
    tool._send_next()
    assert typed == [ord("a")] and tool.pending_keys() == 1  # no instructions ran: "b" waits
    machine.fetches += kd.KEY_GAP_INSTRUCTIONS  # the program ran and still did not read "a"
    tool._send_next()
    assert typed == [ord("a"), ord("b")] and tool.pending_keys() == 0
    monkeypatch.setattr(window.session, "running", False)


ECHO_WFI = """\
.text
main:   la    t0, handler
        csrw  t0, utvec
        li    t0, 0x100
        csrs  t0, uie              # external interrupts
        li    s0, 0xFFFF0000
        li    t0, 2
        sw    t0, 0(s0)            # receiver: interrupt on a key
        csrsi ustatus, 1
loop:   wfi                        # sleep until a key comes
        j     loop
handler:
        lw    t1, 4(s0)
wait:   lw    t2, 8(s0)
        andi  t2, t2, 1
        beqz  t2, wait
        sw    t1, 12(s0)           # echo: the display delay now runs during wfi
        uret
"""


def test_a_program_sleeping_in_wfi_shows_its_last_character(window, tmp_path, qtbot):
    """The display delay counts instructions, and none run during wfi: the echoed key is
    shown at once (said once in Messages), and not twice when the next key wakes it."""
    path = tmp_path / "echo_wfi.s"
    path.write_text(ECHO_WFI)
    window.open_file(str(path))
    assert window.assemble()
    tool = window.open_keyboard_display()
    tool.connect_program()
    window.act_go.trigger()
    wait_until(lambda: window.session.machine.csr.ustatus & 1)  # listening for keys
    qtbot.keyClicks(tool.keyboard, "x")
    wait_until(lambda: tool.display.lines()[0].startswith("x"), timeout=10_000)
    qtbot.keyClicks(tool.keyboard, "y")
    wait_until(lambda: tool.display.lines()[0].startswith("xy"), timeout=10_000)
    m = window.session.machine
    sleep_at = m.program.symbols["loop"]  # both keys read, the program back in its wfi
    wait_until(lambda: tool.device.keys_read == 2 and m.pc in (sleep_at, sleep_at + 4),
               timeout=10_000)
    assert tool.display.lines()[0].rstrip() == "xy"
    notes = [line for line in window.messages.lines() if "waits (wfi)" in line]
    assert len(notes) == 1
