"""Found by a third new-user pass (fresh settings, real windows at 1366x768 and 1920x1080,
both ISAs): one game after another with Play, the MIPS examples in File > Open example,
what the status bar and Messages say after Backstep and Pause."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402
from test_gui_breakpoints import PROGRAM, go  # noqa: E402

from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "resources", "examples")
MIPS = os.path.join(EXAMPLES, "mips")
DRAUGHTS = os.path.join(MIPS, "draughts", "draughts.asm")
FOUR = os.path.join(MIPS, "four_in_a_row", "four_in_a_row.asm")
BOMB = os.path.join(MIPS, "bombsweeper", "main.asm")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1920, 1080))
    w = open_window(qtbot, tmp_path, monkeypatch)
    monkeypatch.setattr(w.editors, "ask_save_all",
                        lambda _docs: QMessageBox.StandardButton.Discard)
    yield w
    close_window(w)


def shown(widget) -> bool:
    """On screen: visible and not hidden behind another tab."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


# -- Play, one game after another ------------------------------------------------------------

def test_play_another_game_puts_away_the_last_games_board(window, qtbot):
    """Draughts (board overlay), then Four in a Row, then Bombsweeper: the overlay Play opened
    for draughts does not stay over the next games' screens saying "Not a checkers program",
    and Bombsweeper's cells are in front, not behind it."""
    w = window
    assert w.play(DRAUGHTS)
    overlay = w.tools["board"].widget()
    assert shown(overlay)
    assert w.play(FOUR)
    assert not w.tools["board"].isVisible()
    wait_until(lambda: "Press 1 to play" in w.run_io.text(), timeout=20_000)
    w.session.program_args = (os.path.join(MIPS, "bombsweeper", "maps", "map1.txt"),)
    assert w.play(BOMB)
    cells = w.tools["cell_display"].widget()
    assert cells.connected and shown(cells)
    assert not w.tools["board"].isVisible()
    assert w.play(DRAUGHTS)  # a board game again: its overlay is back
    assert shown(w.tools["board"].widget())


def test_play_keeps_a_board_overlay_the_user_opened(window):
    w = window
    w.act_board.trigger()  # Tools > Board overlay, before any game
    assert w.play(FOUR)
    assert w.tools["board"].isVisible()


# -- File > Open example ----------------------------------------------------------------------

def test_open_example_lists_the_mips_games(window):
    """The MIPS course games (examples/mips/<game>/) are in File > Open example, under mips,
    named so that Bombsweeper's files are told apart; one opens as a MIPS program."""
    w = window
    titles = {a.text(): a for a in w.examples_menu.actions()}
    mips = {a.text(): a for a in titles["mips"].menu().actions()}
    assert {"draughts", "four_in_a_row", "bombsweeper/main", "bombsweeper/hw3"} <= set(mips)
    assert "MIPS" in mips["draughts"].toolTip()
    mips["draughts"].trigger()
    doc = w.editors.current()
    assert doc is not None and os.path.samefile(doc.path, DRAUGHTS)
    assert w.isa_label.text() == "ISA: MIPS (MARS)"


# -- what the status bar and Messages say ----------------------------------------------------

def step(qtbot, w) -> None:
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        w.act_step.trigger()


def test_backstep_updates_the_status_bar(window, tmp_path, qtbot):
    """After Backstep the status bar names where the program now is (it kept the undone
    step's address), and after backstepping from the end it no longer says Finished."""
    w = window
    path = tmp_path / "prog.s"
    path.write_text(PROGRAM)
    w.open_file(str(path))
    assert w.assemble()
    for _ in range(3):  # li t0 (line 5), then li t1's two instructions (line 6)
        step(qtbot, w)
    assert w.run_state.text() == "Paused at 0x0040000c, prog.s line 7"
    w.act_backstep.trigger()
    assert w.session.machine.pc == 0x00400008
    assert w.run_state.text() == "Paused at 0x00400008, prog.s line 6"
    assert go(qtbot, w) == "exit"
    assert w.run_state.text().startswith("Finished")
    w.act_backstep.trigger()  # undoes the exit ecall (line 12)
    assert w.run_state.text() == f"Paused at 0x{w.session.machine.pc:08x}, prog.s line 12"
    assert w.act_step.isEnabled()


def test_pause_while_the_program_waits_for_input_says_why_it_goes_on(window, tmp_path, qtbot):
    """Pause while a read syscall waits for a line: the run cannot stop inside the read, so
    Messages says it pauses after the input (rather than nothing happening)."""
    w = window
    path = tmp_path / "read.s"
    path.write_text(".text\nmain:\n    li a7, 5\n    ecall\n    mv s0, a0\n"
                    "    li a7, 10\n    ecall\n")
    w.open_file(str(path))
    assert w.assemble()
    w.act_go.trigger()
    wait_until(lambda: w.run_io.console.waiting)
    w.act_pause.trigger()
    assert "waiting for input in Run I/O" in w.messages.lines()[-1]
    assert w.run_state.text() == "Waiting for input: pauses after the line you enter"
    assert w.running
    with qtbot.waitSignal(w.run_finished, timeout=10_000) as blocker:
        qtbot.keyClicks(w.run_io.input, "42")
        qtbot.keyClick(w.run_io.input, Qt.Key.Key_Return)
    assert blocker.args[0] == "paused" and w.run_state.text().startswith("Paused at")


def test_a_mips_program_ends_in_mars_words(window, tmp_path, qtbot):
    """MARS prints no exit code at the end of a run, says "null instruction" for falling
    off the end, and names Step when a step ended the program."""
    w = window
    exits = tmp_path / "exits.asm"
    exits.write_text(".text\nmain: li $v0, 10\n      syscall\n")
    w.open_file(str(exits))
    assert w.assemble()
    assert go(qtbot, w) == "exit"
    assert w.run_io.text().endswith("\n-- program is finished running --\n\n")
    assert w.messages.lines()[-1] == "Go: execution completed successfully."
    drops = tmp_path / "drops.asm"
    drops.write_text(".text\nmain: li $v0, 1\n      syscall\n")  # print 0, then the end
    w.open_file(str(drops))
    assert w.assemble()
    for _ in range(3):
        step(qtbot, w)
    assert w.run_io.text().endswith("\n-- program is finished running (dropped off bottom) --\n\n")
    assert w.messages.lines()[-1] == "Step: execution terminated due to null instruction."


# -- Run I/O ----------------------------------------------------------------------------------

CHATTY = """\
.data
line:   .asciz "a line of output\\n"
prompt: .asciz "your move> "
.text
main:   li    s0, 60
again:  la    a0, line
        li    a7, 4
        ecall
        addi  s0, s0, -1
        bnez  s0, again
        la    a0, prompt
        li    a7, 4
        ecall
        li    a7, 5
        ecall
        li    a7, 10
        ecall
"""


def last_line_shown(output) -> bool:
    """The end of the Run I/O text (the program's prompt) is inside the visible pane."""
    block = output.document().lastBlock()
    geometry = output.blockBoundingGeometry(block).translated(output.contentOffset())
    return 0 <= geometry.top() and geometry.bottom() <= output.viewport().height() + 1


def test_run_io_keeps_the_prompt_in_view_when_its_pane_shrinks(window, tmp_path):
    """A console program waits at its prompt, the user switches Play to Debug (a much lower
    Run I/O pane): the prompt stays in view rather than the lines above it."""
    w = window
    path = tmp_path / "chatty.s"
    path.write_text(CHATTY)
    w.open_file(str(path))
    assert w.assemble()
    w.set_layout("Play")
    w.bottom_tabs.setCurrentWidget(w.run_io)
    w.act_go.trigger()
    wait_until(lambda: w.run_io.console.waiting and "your move>" in w.run_io.text())
    output = w.run_io.output
    wait_until(lambda: last_line_shown(output))
    tall = output.viewport().height()
    w.set_layout("Debug")
    wait_until(lambda: output.viewport().height() < tall / 2)
    assert last_line_shown(output)


@pytest.mark.parametrize("screen", [(1366, 768), (1920, 1080)])
def test_play_a_console_board_game_shows_the_board_and_the_registers(
        qtbot, tmp_path, monkeypatch, screen):
    """Console draughts in Play: the board overlay over Registers in the right column (the
    registers were hidden behind the board's tab), the whole board and a dozen registers
    readable, Run I/O large."""
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *screen))
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        assert w.play(DRAUGHTS)
        overlay = w.tools["board"].widget()
        assert shown(overlay) and shown(w.registers)
        assert w.tools["board"] not in w.tabifiedDockWidgets(w.reg_dock)
        board = overlay.draughts_view  # the squares, all of them inside the overlay's dock
        wait_until(lambda: board.visibleRegion().boundingRect().size() == board.size(),
                   timeout=3000)  # the overlay fits the board to its pane after a resize
        assert min(board.width(), board.height()) >= 200
        table = w.registers.views["Registers"]
        assert table.rowAt(table.viewport().height() - 1) >= 11 or \
            table.rowAt(table.viewport().height() - 1) == -1  # -1: all rows shown
        assert w.run_io.output.height() > 0.3 * w.height()
    finally:
        close_window(w)


def test_about_names_both_instruction_sets_and_the_version(window, monkeypatch):
    from rarslite import __version__

    shown_text = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, _title, text: shown_text.append(text))
    window.act_about.trigger()
    assert len(shown_text) == 1
    assert __version__ in shown_text[0] and "MIPS32 (as MARS 4.5)" in shown_text[0]
    from rarslite.machine.native import status_line

    assert f"Engine: {status_line()}." in shown_text[0]  # whether the native core is in use


# -- a new file --------------------------------------------------------------------------------

def test_mips_typed_into_a_new_tab_switches_the_app_to_mips(window, qtbot, monkeypatch):
    """Ctrl+N and a MIPS program typed in: the status bar says MIPS once the typing pauses
    (it said RISC-V until another tab was chosen), the tab is untitled.asm and Save as
    offers that name."""
    from PySide6.QtWidgets import QFileDialog

    w = window
    w.act_new.trigger()
    doc = w.editors.current()
    assert w.isa_label.text() == "ISA: RISC-V (RARS)"
    doc.setFocus()
    for line in (".text", "main: li $v0, 10", "syscall"):
        qtbot.keyClicks(doc, line)
        qtbot.keyClick(doc, Qt.Key.Key_Escape)  # the completion list, if it opened
        qtbot.keyClick(doc, Qt.Key.Key_Return)
    assert doc.toPlainText() == ".text\nmain: li $v0, 10\nsyscall\n"
    wait_until(lambda: w.isa_label.text() == "ISA: MIPS (MARS)", timeout=3000)
    bar = w.editors.tabBar()
    assert bar.tabText(bar.currentIndex()) == "untitled.asm *"
    offered = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _parent, _title, path, _filter: offered.append(path) or ("", ""))
    w.act_save.trigger()
    assert offered == ["untitled.asm"]


def test_program_arguments_dialog_says_where_relative_files_are_opened(window, monkeypatch):
    """Bombsweeper's map as "maps/map1.txt" failed to open from the app with nothing saying
    where it was looked for: the dialog names the folder."""
    from PySide6.QtWidgets import QInputDialog

    asked = []
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda _p, _t, label, text="": asked.append(label) or ("x y", True))
    window.ask_program_args()
    assert os.getcwd() in asked[0]
    assert window.session.program_args == ("x", "y")


def test_play_a_console_game_after_a_device_game_gives_run_io_the_room(window):
    """Checkers (Keyboard and Display tool, opened by Play), then console draughts: the last
    game's display, still connected and showing the checkers board, took most of the window
    while draughts was typed in a small Run I/O."""
    w = window
    assert w.play(os.path.join(EXAMPLES, "checkers", "checkers.s"))
    kd = w.keyboard_display()
    assert kd.connected and shown(kd)
    assert w.play(DRAUGHTS)
    assert not w.tools["keyboard_display"].isVisible() and not kd.connected
    assert shown(w.tools["board"].widget())
    assert w.run_io.output.width() > 0.5 * w.width()
    assert w.run_io.output.height() > 0.3 * w.height()
    assert w.play(os.path.join(EXAMPLES, "checkers", "checkers.s"))  # and back
    assert kd.connected and shown(kd)


def test_play_keeps_a_keyboard_and_display_tool_the_user_opened(window):
    w = window
    w.act_kd.trigger()  # Tools > Keyboard and Display, before any game
    assert w.play(DRAUGHTS)
    assert w.tools["keyboard_display"].isVisible()


def test_settings_say_which_instruction_set_each_entry_is_for(window):
    """One Settings menu serves both ISAs: RARS's 64 bit and memory configuration are marked
    RISC-V as MARS's are marked MIPS (a MIPS user took RARS's for MARS's)."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Settings")
    texts = [a.text() for a in menu.actions() if a.text()]
    assert {"RISC-V: 64 bit", "RISC-V: &Memory configuration", "MIPS: delayed branching",
            "MIPS memory configuration"} <= set(texts)
    assert "64 bit" not in texts and "&Memory configuration" not in texts


def test_a_program_waiting_for_timer_interrupts_gets_the_timer_tool_from_play(window):
    """mmio/timer_ticks played: Play connected only the display, so the count stayed at 0
    (then the status bar said to connect the Timer Tool); now Play connects and starts the
    Timer Tool too (issue 24), and the program counts its ten ticks and ends."""
    w = window
    assert w.play(os.path.join(EXAMPLES, "mmio", "timer_ticks.s"))
    wait_until(lambda: not w.running, timeout=20_000)
    assert w.run_state.text().startswith("Finished")
    assert not [line for line in w.messages.lines() if "enabled timer interrupts" in line]


def test_keyboard_display_delay_choice_is_not_cut_in_a_narrow_column(qtbot, tmp_path,
                                                                      monkeypatch):
    """The Keyboard and Display tool tabbed in the Debug layout's column at 1366x768 showed
    "Fixed length" for "Fixed length delay" while the "Delay:" label had room to spare."""
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        assert w.play(os.path.join(EXAMPLES, "checkers", "checkers.s"))
        w.set_layout("Debug")
        tool = w.keyboard_display()
        w.tools["keyboard_display"].raise_()
        wait_until(lambda: shown(tool))
        combo = tool.technique
        assert combo.currentText() == "Fixed length delay"
        assert combo.width() >= combo.sizeHint().width()
    finally:
        close_window(w)
