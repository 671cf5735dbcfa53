"""Found by using the app as a new user would (fresh settings, a real window): where a stop,
an error or a refused edit is shown, the dark theme's run icons, Help's Esc, the board
overlay at the end of a game, and Run > Play for console games and for a second game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtGui import QColor, QIcon, QPalette  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
)
from test_gui_breakpoints import PROGRAM, click_gutter, go  # noqa: E402
from test_gui_polish import edit_cell  # noqa: E402

from rarslite.asm.riscv import assemble  # noqa: E402
from rarslite.games import checkers  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402
from rarslite.gui.theme import ThemeManager  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "resources", "examples")
CHECKERS = os.path.join(EXAMPLES, "checkers", "checkers.s")
FOUR = os.path.join(EXAMPLES, "four_in_a_row", "four_in_a_row.s")
ECHO = os.path.join(EXAMPLES, "mmio", "echo_polling.s")
ADD_LINE = 7  # "add t2, t0, t0" in PROGRAM


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    themes = ThemeManager(QApplication.instance())
    themes.apply("light")
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch, theme_manager=themes)
    monkeypatch.setattr(w.editors, "ask_save_all",
                        lambda _docs: QMessageBox.StandardButton.Discard)
    yield w
    close_window(w)
    themes.apply("light")


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "prog.s"
    path.write_text(PROGRAM)
    return str(path)


# -- where a stop is shown -------------------------------------------------------------------

def test_breakpoint_hit_from_the_edit_tab_shows_the_execute_view_and_the_line(
        window, source, qtbot):
    """A breakpoint set in the gutter, Go pressed on the Edit tab: the stop is shown (the
    Execute view with its highlighted row) and the message names the source line."""
    w = window
    doc = w.open_file(source)
    click_gutter(qtbot, doc, ADD_LINE)
    assert w.assemble()
    w.pages.setCurrentIndex(0)  # back to the editor, as a person does after F3
    assert go(qtbot, w) == "breakpoint"
    assert w.pages.currentIndex() == 1
    pc = w.session.machine.pc
    assert w.text_view.model_.pc == pc
    assert w.messages.lines()[-1].endswith(
        f"paused at breakpoint: 0x{pc:08x} (prog.s line {ADD_LINE})")


def test_step_from_the_edit_tab_shows_the_execute_view(window, source, qtbot):
    w = window
    w.open_file(source)
    assert w.assemble()
    w.pages.setCurrentIndex(0)
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        w.act_step.trigger()
    assert w.pages.currentIndex() == 1
    assert w.session.machine.x[5] == 5


def test_a_finished_run_leaves_the_edit_tab_alone(window, source, qtbot):
    w = window
    w.open_file(source)
    assert w.assemble()
    w.pages.setCurrentIndex(0)
    assert go(qtbot, w) == "exit"
    assert w.pages.currentIndex() == 0


def test_assembly_error_puts_the_cursor_on_its_line_and_column(window, tmp_path, qtbot):
    path = tmp_path / "bad.s"
    path.write_text(".text\nmain:\n    li a0, 5\n    lw t1, 0(t9)\n    li a7, 10\n    ecall\n")
    w = window
    doc = w.open_file(str(path))
    doc.go_to(6, 1)  # the cursor elsewhere, as after typing
    assert not w.assemble()
    assert w.pages.currentIndex() == 0 and w.editors.current() is doc
    cursor = doc.textCursor()
    assert cursor.blockNumber() + 1 == 4
    assert doc.toPlainText().splitlines()[3][cursor.positionInBlock():].startswith("t9")
    assert any("line 4 column" in line for line in w.messages.lines())


def test_refused_register_edit_is_shown_even_behind_run_io(window, source, qtbot):
    w = window
    w.open_file(source)
    assert w.assemble()
    w.bottom_tabs.setCurrentWidget(w.run_io)  # as after a Go
    view = w.registers.views["Registers"]
    t0 = [n for n, _ in w.registers.models["Registers"].names()].index("t0")
    edit_cell(qtbot, view, t0, "hello")
    assert w.bottom_tabs.currentWidget() is w.messages
    assert "'hello' is not a number" in w.messages.lines()[-1]
    w.bottom_tabs.setCurrentWidget(w.run_io)
    edit_cell(qtbot, view, t0, "7")  # an accepted edit does not pull the tab forward
    assert w.session.machine.x[5] == 7
    assert w.bottom_tabs.currentWidget() is w.run_io


# -- Help -------------------------------------------------------------------------------------

def test_help_escape_clears_the_search_then_closes(window, qtbot):
    help_window = window.show_help()
    qtbot.keyClicks(help_window.search, "ecall")
    assert help_window.isVisible()
    qtbot.keyClick(help_window.search, Qt.Key.Key_Escape)
    assert help_window.search.text() == "" and help_window.isVisible()
    qtbot.keyClick(help_window.search, Qt.Key.Key_Escape)
    assert not help_window.isVisible()


# -- board overlay ----------------------------------------------------------------------------

def test_overlay_names_the_winner_when_the_game_is_over(window, qtbot):
    w = window
    w.open_file(CHECKERS)
    assert w.assemble()
    overlay = w.open_board_overlay()
    overlay.refresh()
    assert "wins" not in overlay.status.text()  # memory not set up yet: no game to judge
    m, sym = w.session.machine, overlay.symbols
    m.memory.poke_word(sym["BLACK"], checkers.bit(checkers.parse_square("g1")))
    m.memory.poke_word(sym["RED"], 0)
    m.memory.poke_word(sym["TURN"], 1)  # red to move, and red has nothing left
    overlay.refresh()
    assert overlay.status.text() == "Black wins: Red has no legal move."
    m.memory.poke_word(sym["RED"], checkers.RED_START)
    m.memory.poke_word(sym["BLACK"], checkers.BLACK_START)
    overlay.refresh()
    assert overlay.status.text().startswith("Red to move.")


# -- dark theme icons -------------------------------------------------------------------------

def lightness(icon: QIcon, mode=QIcon.Mode.Normal) -> float:
    """Mean lightness of the icon's visible pixels, as drawn on the toolbar."""
    image = icon.pixmap(24, 24, mode).toImage()
    values = [image.pixelColor(x, y).lightness() for y in range(image.height())
              for x in range(image.width()) if image.pixelColor(x, y).alpha() > 128]
    assert values
    return sum(values) / len(values)


def test_run_icons_stand_out_in_the_dark_theme(window):
    w = window
    w.set_theme("light")
    assert lightness(w.act_go.icon()) < 90  # black glyphs on a light toolbar
    w.set_theme("dark")
    background = QApplication.palette().color(QPalette.ColorRole.Window).lightness()
    assert background < 60
    for action in (w.act_go, w.act_step, w.act_backstep, w.act_pause, w.act_stop,
                   w.act_reset, w.act_play):
        assert lightness(action.icon()) - background > 120, action.text()
        # disabled stays distinguishable from enabled
        assert lightness(action.icon()) - lightness(action.icon(), QIcon.Mode.Disabled) > 60
    folder = QColor(w.act_open.icon().pixmap(24, 24).toImage().pixelColor(12, 14))
    assert folder.saturation() > 60  # coloured pictures keep their colours
    w.set_theme("light")
    assert lightness(w.act_go.icon()) < 90


# -- Run > Play -------------------------------------------------------------------------------

def test_mentions_mmio_tells_console_games_from_device_programs():
    def uses(path: str) -> bool:
        return assemble([path]).mentions_mmio()

    assert uses(CHECKERS) and uses(ECHO)  # a table of device addresses; li of 0xffff0000
    assert uses(os.path.join(EXAMPLES, "bombsweeper", "bombsweeper.s"))
    assert not uses(FOUR) and not uses(os.path.join(EXAMPLES, "draughts", "draughts.s"))


def test_play_a_console_game_types_in_run_io_without_a_device_tool(window, qtbot):
    w = window
    assert w.play(FOUR)
    assert w.keyboard_display() is None  # no empty display taking half the window
    assert w.focusWidget() is w.run_io.input
    assert w.layout_name == "Play" and w.pages.currentIndex() == 1
    assert w.run_io.output.height() > 0.3 * w.height()  # the console is the game's screen
    wait_until(lambda: "Enter 1 to play" in w.run_io.text(), timeout=20_000)
    qtbot.keyClicks(w.focusWidget(), "1")
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    wait_until(lambda: "pick your piece" in w.run_io.text(), timeout=20_000)


def test_play_again_starts_with_a_clean_display_and_keyboard_pane(window, qtbot):
    w = window
    assert w.play(ECHO)
    tool = w.keyboard_display()
    qtbot.keyClicks(w.focusWidget(), "hi")
    wait_until(lambda: tool.display.lines()[0].startswith("hi"), timeout=20_000)
    assert tool.keyboard.toPlainText() == "hi"
    assert w.play()  # Run > Play again on the same file
    assert w.keyboard_display() is tool and tool.connected and w.running
    assert tool.keyboard.toPlainText() == ""
    assert tool.display.lines()[0].strip() == ""


# -- Run I/O text -----------------------------------------------------------------------------

UNICODE_IO = """\
.data
accent: .asciz "café "
buf:    .space 16
.text
main:
    li   a0, 219        # the draughts example's full block (code page 437), as RARS prints it
    li   a7, 11
    ecall
    la   a0, accent
    li   a7, 4
    ecall
    la   a0, buf        # read a line, then print it back
    li   a1, 16
    li   a7, 8
    ecall
    li   a7, 4
    ecall
    li   a7, 10
    ecall
"""


def test_run_io_shows_and_reads_non_ascii_text_as_rars_does(window, tmp_path, qtbot):
    """print char 219 shows RARS's 'Û' (not 'Ã' and a control character), a UTF-8 string
    shows as written, and a typed 'é' reaches the program as the same character."""
    path = tmp_path / "u.s"
    path.write_text(UNICODE_IO, encoding="utf-8")
    w = window
    w.open_file(str(path))
    assert w.assemble()
    w.act_go.trigger()
    wait_until(lambda: w.run_io.console.waiting, timeout=20_000)
    w.run_io.pump()
    assert w.run_io.text() == "\u00dbcafé ", repr(w.run_io.text())
    w.run_io.input.insert("olé")  # QTest cannot type non-ASCII keys: the text a person types
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        qtbot.keyClick(w.run_io.input, Qt.Key.Key_Return)
    assert w.run_io.text().startswith("\u00dbcafé olé\nolé\n")


def test_play_console_draughts_shows_its_board_in_front(window):
    w = window
    assert w.play(os.path.join(EXAMPLES, "draughts", "draughts.s"))
    assert w.keyboard_display() is None and w.layout_name == "Play"
    overlay = w.tools["board"].widget()
    assert overlay.isVisible() and not overlay.visibleRegion().isEmpty()
    assert w.run_io.output.height() > 0.3 * w.height()


def test_play_uses_a_connected_colour_cell_display(window, qtbot):
    """Bombsweeper: the Colour Cell Display connected by hand, then Play: the game runs on it
    (no Keyboard and Display tool fighting over 0xffff0000) and its keys go to Run I/O."""
    w = window
    bomb = os.path.join(EXAMPLES, "bombsweeper", "bombsweeper.s")
    w.open_file(bomb)
    assert w.assemble()
    cells = w.open_cell_display()
    assert cells.connect_program()
    assert w.play()
    assert w.keyboard_display() is None and w.running and cells.connected
    assert w.focusWidget() is w.run_io.input
    assert not cells.visibleRegion().isEmpty()  # in front, not behind the Registers tab
    wait_until(lambda: "Map file:" in w.run_io.text(), timeout=20_000)
    qtbot.keyClicks(w.focusWidget(), os.path.join(EXAMPLES, "bombsweeper", "maps", "map1.txt"))
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Return)
    device = cells.device
    wait_until(lambda: any(w.session.machine.memory.peek_word(device.base + 4 * i)
                           for i in range(50)), timeout=20_000)  # the board is drawn


def test_opening_a_tool_after_assembling_keeps_the_execute_view(window, source):
    w = window
    w.open_file(source)
    assert w.assemble() and w.pages.currentIndex() == 1
    w.open_cell_display()
    assert w.pages.currentIndex() == 1
    w.open_timer()
    assert w.pages.currentIndex() == 1


def test_memory_view_choices_are_readable_in_a_wide_window(window, source):
    """The region, follow and format boxes above the memory table show their whole text
    when there is room (they were cut to "(.data) 0x10" and "Hexadecima")."""
    w = window
    w.open_file(source)
    assert w.assemble()
    w.set_layout("Debug")
    QApplication.processEvents()
    memory = w.memory
    for box in (memory.region, memory.follow, memory.format):
        text = box.currentText()
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, combo_option(box),
            QStyle.SubControl.SC_ComboBoxEditField, box).width()
        assert box.fontMetrics().horizontalAdvance(text) <= room, text
    assert memory.region.currentText().startswith("(.data) 0x10010000")
    memory.resize(300, memory.height())  # a narrow pane: they still shrink
    assert memory.region.minimumSizeHint().width() < memory.region.sizeHint().width()


def combo_option(box) -> QStyleOptionComboBox:
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    return opt


def test_runtime_error_message_takes_you_to_its_line(window, tmp_path, qtbot):
    path = tmp_path / "rt.s"
    path.write_text(".text\nmain:\n    li t0, 3\n    lw t1, 0(zero)\n    li a7, 10\n    ecall\n")
    w = window
    doc = w.open_file(str(path))
    assert w.assemble()
    assert go(qtbot, w) == "error"
    error_row = next(i for i in range(w.messages.count())
                     if "Runtime exception at 0x00400004" in w.messages.item(i).text())
    item = w.messages.item(error_row)
    assert item.toolTip() == "Click to show the line"
    rect = w.messages.visualItemRect(item)
    w.bottom_tabs.setCurrentWidget(w.messages)
    qtbot.mouseClick(w.messages.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.pages.currentIndex() == 0 and w.editors.current() is doc
    assert doc.textCursor().blockNumber() + 1 == 4


def test_memory_and_overlay_controls_say_what_they_do(window):
    w = window
    memory = w.memory
    buttons = {b.text(): b for b in memory.findChildren(QPushButton)}
    assert "256 bytes earlier" in buttons["◀ Prev"].toolTip()
    assert "256 bytes later" in buttons["Next ▶"].toolTip()
    assert "label" in memory.address.toolTip() and "register" in memory.follow.toolTip()
    assert "decimal" in memory.format.toolTip() and ".data" in memory.region.toolTip()
    overlay = w.open_board_overlay()
    tips = {b.text(): b.toolTip() for b in overlay.findChildren(QPushButton)}
    assert "Space" in tips["Submit move (Space)"] and tips["Clear (q)"]


# -- status bar -------------------------------------------------------------------------------

def test_status_bar_says_what_the_program_is_doing(window, source, tmp_path, qtbot):
    w = window
    state = w.run_state
    assert state.isVisible() and "Assemble (F3)" in state.text()
    doc = w.open_file(source)
    assert w.assemble()
    assert state.text() == "prog.s assembled: Go (F5) or Step (F7)"
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        w.act_step.trigger()
    assert state.text() == "Paused at 0x00400004, prog.s line 6"
    click_gutter(qtbot, doc, ADD_LINE)
    assert go(qtbot, w) == "breakpoint"
    assert state.text() == f"Paused at breakpoint 0x{w.session.machine.pc:08x}, prog.s line 7"
    assert go(qtbot, w) == "exit"
    assert state.text() == "Finished (exit code 0): Reset (F12) to run again"
    w.act_reset.trigger()
    assert state.text() == "Reset: Go (F5) or Step (F7)"
    bad = tmp_path / "bad.s"
    bad.write_text("main: addi x1, x2\n")
    w.open_file(str(bad))
    assert not w.assemble()
    assert state.text() == "bad.s: assembly errors (see Messages)"


def test_typing_before_connect_says_to_press_connect(window, qtbot):
    w = window
    w.open_file(ECHO)
    assert w.assemble()
    tool = w.open_keyboard_display()
    tool.keyboard.setFocus()
    qtbot.keyClicks(tool.keyboard, "ab")
    said = [line for line in w.messages.lines() if "Not connected" in line]
    assert len(said) == 1 and "Press Connect to Program" in said[0]  # once, not per key
    tool.connect_program()
    qtbot.keyClicks(tool.keyboard, "c")
    assert len([line for line in w.messages.lines() if "Not connected" in line]) == 1
    tool.disconnect_program()
    qtbot.keyClicks(tool.keyboard, "d")  # a new spell without a connection: said again
    assert len([line for line in w.messages.lines() if "Not connected" in line]) == 2


# -- File menu --------------------------------------------------------------------------------

def test_file_actions_wait_for_a_file_and_examples_open_from_the_menu(window):
    w = window
    assert w.editors.current() is None
    for act in (w.act_close, w.act_save, w.act_save_as, w.act_save_all):
        assert not act.isEnabled(), act.text()
    titles = {a.text(): a for a in w.examples_menu.actions()}
    assert {"checkers", "draughts", "four_in_a_row", "bombsweeper", "mmio"} <= set(titles)
    mmio = {a.text() for a in titles["mmio"].menu().actions()}
    assert "echo_polling" in mmio
    assert "checkers" in titles["checkers"].toolTip()
    titles["checkers"].trigger()
    doc = w.editors.current()
    assert doc is not None and os.path.samefile(doc.path, CHECKERS)
    assert all(a.isEnabled() for a in (w.act_close, w.act_save, w.act_save_as, w.act_save_all))
    w.act_close.trigger()
    assert w.editors.current() is None and not w.act_save.isEnabled()


def test_an_error_in_an_included_file_opens_it_at_the_line(window, tmp_path):
    (tmp_path / "inc.s").write_text("# helpers\nhelper:\n    addi t0, t0\n    ret\n")
    main = tmp_path / "main.s"
    main.write_text('.include "inc.s"\nmain:\n    jal helper\n')
    w = window
    w.open_file(str(main))
    assert not w.assemble()
    doc = w.editors.current()
    assert os.path.basename(doc.path) == "inc.s" and w.pages.currentIndex() == 0
    assert doc.textCursor().blockNumber() + 1 == 3


def test_help_search_for_a_name_shows_that_entry(window, qtbot):
    """Typing "li" shows the li pseudo-instruction, not jal/jalr/slli (which contain it)."""
    help_window = window.show_help()
    qtbot.keyClicks(help_window.search, "li")
    tab = help_window.tabs.tabText(help_window.tabs.currentIndex())
    assert tab.startswith("Pseudo-instructions")
    table = help_window.tabs.currentWidget()
    [row] = {i.row() for i in table.selectedIndexes()}
    assert table.item(row, 0).text() == "li"
    help_window.search.clear()
    qtbot.keyClicks(help_window.search, "jal")  # a basic instruction: the Instructions tab
    assert help_window.tabs.tabText(help_window.tabs.currentIndex()).startswith("Instructions")


def test_registers_show_starting_values_before_any_program(window):
    model = window.registers.models["Registers"]
    values = {name: model.text(row) for row, (name, _num) in enumerate(model.names())}
    assert values["sp"] == "0x7fffeffc" and values["gp"] == "0x10008000"
    assert values["pc"] == "0x00400000" and values["t0"] == "0x00000000"
    assert not window.registers.models["Registers"].editable  # nothing to edit yet


def test_overlay_pacing_waits_while_the_handler_runs(window):
    """The checkers handler reads the key, then stores it in PENDING_KEY: between the two the
    word is still 0, and a key typed then would be dropped. Ready means PENDING_KEY empty and
    the handler not running (UIE on again)."""
    w = window
    w.open_file(CHECKERS)
    assert w.assemble()
    tool = w.open_keyboard_display()
    overlay = w.open_board_overlay()
    m, pending = w.session.machine, overlay.symbols["PENDING_KEY"]
    m.csr.ustatus = 0x1  # the game loop: interrupts on
    assert tool.key_ready()
    m.csr.ustatus = 0x10  # inside the handler: UIE off, UPIE saved
    assert not tool.key_ready()
    m.csr.ustatus = 0x1
    m.memory.poke_word(pending, ord("f"))  # the game has not taken the last key yet
    assert not tool.key_ready()


@pytest.mark.parametrize("program", [os.path.join("bombsweeper", "bombsweeper.s"),
                                     os.path.join("mips", "bombsweeper", "main.asm")])
def test_play_a_cell_display_game_opens_and_connects_the_colour_cell_display(
        window, qtbot, program):
    """Bombsweeper (RISC-V or MIPS) played straight away: Play opens the Colour Cell Display
    at the game's size and connects it, rather than a Keyboard and Display tool; a connected
    Keyboard and Display tool (from an earlier game) lets go of 0xffff0000."""
    w = window
    assert w.play(ECHO)  # an earlier game left the Keyboard and Display tool connected
    kd = w.keyboard_display()
    assert kd.connected
    w.settings.setValue("cell/cols", 32)  # the display last used at another size
    map1 = os.path.join(os.path.dirname(os.path.join(EXAMPLES, program)), "maps", "map1.txt")
    w.session.program_args = (map1,)  # the game's map
    assert w.play(os.path.join(EXAMPLES, program))
    cells = w.tools["cell_display"].widget()
    assert cells.connected and not kd.connected
    assert (cells.device.cols, cells.device.rows, cells.device.base) == (10, 10, 0xFFFF0000)
    assert "not connected" not in w.tools["cell_display"].toolTip()
    assert w.layout_name == "Play" and not cells.visibleRegion().isEmpty()
    assert w.focusWidget() is w.run_io.input  # its keys are read from the console
    # the hidden board drawn on the cells: grey on grey, the cursor's cell on yellow
    # (the program draws cell by cell: wait for both cells, not one then read the other)
    wait_until(lambda: cells.device.cell(1, 0).bg == 7 and cells.device.cell(0, 0).bg == 11,
               timeout=20_000)
    assert cells.device.cell(1, 0).fg == 7


def test_the_keyboard_and_display_tool_takes_its_addresses_back(window, qtbot):
    """After a cell display game released 0xffff0000, an MMIO game gets the Keyboard and
    Display tool back; while the Colour Cell Display is connected there, Connect says why."""
    w = window
    assert w.play(ECHO)
    kd = w.keyboard_display()
    assert w.play(os.path.join(EXAMPLES, "bombsweeper", "bombsweeper.s"))
    assert not w.tools["keyboard_display"].isVisible()
    w.tools["keyboard_display"].show()  # View > its entry, cells still connected
    kd.connect_button.click()
    assert not kd.connected and not kd.connect_button.isChecked()
    assert "cannot connect" in w.messages.lines()[-1]
    assert w.play(ECHO)  # the display Play connected for bombsweeper lets go for this game
    assert w.keyboard_display() is kd and kd.connected and w.running
    assert not w.tools["cell_display"].widget().connected
    kd.keyboard.setFocus()
    qtbot.keyClicks(kd.keyboard, "hi")
    wait_until(lambda: kd.display.lines()[0].startswith("hi"), timeout=20_000)


def test_opening_a_mips_file_shows_mars_registers_before_assembling(window):
    """The status bar says MIPS (MARS) as soon as a .asm file opens: so do the register tabs,
    with the values a MARS run starts with; a RISC-V file brings RARS's back."""
    w = window
    w.open_file(os.path.join(EXAMPLES, "mips", "draughts", "draughts.asm"))
    assert w.isa_label.text() == "ISA: MIPS (MARS)"
    bar = w.registers.tabs.tabBar()
    assert [bar.tabText(i) for i in range(bar.count())] == ["Registers", "Coproc 1", "Coproc 0"]
    model = w.registers.models["Registers"]
    values = {name: model.text(row) for row, (name, _num) in enumerate(model.names())}
    assert values["$sp"] == "0x7fffeffc" and values["$gp"] == "0x10008000"
    assert values["pc"] == "0x00400000" and values["hi"] == values["lo"] == "0x00000000"
    w.open_file(FOUR)
    assert w.isa_label.text() == "ISA: RISC-V (RARS)"
    assert [bar.tabText(i) for i in range(bar.count())] == ["Registers", "Floating Point", "CSR"]
    assert "sp" in {name for name, _num in w.registers.models["Registers"].names()}
