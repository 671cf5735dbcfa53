"""The desktop app as a new user meets it (issue 35): application shortcuts typed in the
Keyboard and Display pane, backstep to before a key, the start page, the smaller items
(pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QEvent, QPoint, Qt  # noqa: E402
from PySide6.QtGui import QColor, QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolBar, QWidget  # noqa: E402

from rarslite.gui.docks.digital_lab import PENDING  # noqa: E402

pytestmark = pytest.mark.gui

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


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    w.resize(1366, 768)
    yield w
    close_window(w)


def test_app_shortcuts_work_in_the_keyboard_pane(window, qtbot, tmp_path):
    prog = tmp_path / "echo.s"
    prog.write_text(ECHO)
    assert window.play(str(prog))
    tool = window.keyboard_display()
    pane = tool.keyboard
    wait_until(lambda: window.running)
    window.activateWindow()
    pane.setFocus()
    qtbot.keyClicks(pane, "ab")
    wait_until(lambda: tool.device.keys_delivered == 2)
    # The key as the pane gets it when Qt does not try the window's shortcuts first (a
    # window no window manager activated: what a real X display without one does).
    ctrl_p = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier,
                       "\x10")
    other = QWidget()  # another window is the active one: Qt's shortcut map skips ours
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    wait_until(lambda: not window.isActiveWindow())
    with qtbot.waitSignal(window.act_play.triggered, timeout=5000):  # Play again
        QApplication.sendEvent(pane, ctrl_p)
    assert tool.device.keys_delivered == 2  # no 0x10 went to the program
    assert "·" not in pane.toPlainText()
    wait_until(lambda: window.running)
    f9 = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F9, Qt.KeyboardModifier.NoModifier, "")
    with qtbot.waitSignal(window.act_pause.triggered, timeout=5000):
        QApplication.sendEvent(tool.display, f9)  # the display passes them too
    window.activateWindow()
    wait_until(window.isActiveWindow)
    with qtbot.waitSignal(window.act_play.triggered, timeout=5000):  # through Qt's shortcuts
        qtbot.keyClick(pane, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)


CHECKERS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples", "checkers", "checkers.s")


def test_back_to_before_each_key_across_two_moves(window, qtbot):
    from rarslite.games import checkers

    w = window
    assert w.play(CHECKERS)
    tool = w.keyboard_display()
    overlay = w.tools["board"].widget()

    def shown() -> list[str]:
        return [line.rstrip() for line in tool.display.lines()]

    def board(pos) -> list[str]:
        return checkers.render_board_text(pos)

    start = board(checkers.Position())
    wait_until(lambda: shown()[: len(start)] == start, timeout=20_000)
    positions = [checkers.Position()]
    for move in (("f6", "e5"), ("c3", "d4")):
        qtbot.keyClicks(tool.keyboard, "".join(move) + " ")
        ok, pos, _ = checkers.play_turn(
            positions[-1], [checkers.bit(checkers.parse_square(n)) for n in move])
        assert ok
        positions.append(pos)
        wait_until(lambda p=pos: shown()[: len(start)] == board(p), timeout=20_000)
    m = w.session.machine
    # the game is back in its key loop: instructions after the last key, not wall time
    wait_until(lambda: m.steps - m.rewind.last_input >= 20_000, timeout=60_000)
    w.pause()
    wait_until(lambda: not w.running)
    button = w.findChild(QToolBar, "run_toolbar").widgetForAction(w.act_back_key)
    for pos, keys in ((positions[1], 5), (positions[0], 5)):
        for _ in range(keys):
            assert button.isEnabled()
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            assert "just before the input" in w.messages.lines()[-1]
            # the display, the board overlay and the registers show this very state
            assert shown() == [line.rstrip() for line in tool.device.grid.lines()]
            overlay.refresh()
            assert overlay.board.state == checkers.read_state(m.memory.peek_word,
                                                              w.session.program.symbols)
            view = w.registers.views["Registers"]
            assert view.model().data(view.model().index(32, 2)) == f"0x{m.pc:08x}"
        assert shown()[: len(start)] == board(pos)  # before the move's first key
        assert overlay.board.state.position == pos and not overlay.board.state.selected
    assert "it can go no further back: no earlier key" in w.messages.lines()[-1]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    said = w.messages.lines()[-1]
    assert "cannot go further back" in said and "no earlier key" in said
    # the game goes on from there
    w.go()
    qtbot.keyClicks(tool.keyboard, "f6e5 ")
    wait_until(lambda: shown()[: len(start)] == board(positions[1]), timeout=20_000)


EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "resources", "examples")


def test_start_page_offers_only_what_plays_and_gives_arguments(window, qtbot):
    w = window
    page = w.start_page
    names = [page.examples.item(i).text().split(" — ")[0] for i in range(page.examples.count())]
    assert "mips/bombsweeper/main" in names and "checkers" in names
    assert "mips/bombsweeper/hw3" not in names  # functions .included by main: not a program
    page.examples.setCurrentRow(names.index("mips/bombsweeper/main"))
    qtbot.mouseClick(page.play_button, Qt.MouseButton.LeftButton)
    wait_until(lambda: "Map loaded" in w.run_io.text(), timeout=20_000)
    assert any("program arguments maps/map1.txt" in line for line in w.messages.lines())


def test_a_jump_out_of_the_text_names_the_line_it_jumped_from(window, qtbot):
    w = window
    hw3 = os.path.join(EXAMPLES, "mips", "bombsweeper", "hw3.asm")
    w.open_file(hw3)
    assert w.assemble()
    with qtbot.waitSignal(w.run_finished, timeout=20_000):
        w.go()
    said = [line for line in w.messages.lines() if "invalid program counter" in line]
    assert said and "jumped there from hw3.asm line" in said[-1], said


def test_stop_is_disabled_until_the_program_ran(window, qtbot, tmp_path):
    w = window
    prog = tmp_path / "echo.s"
    prog.write_text(ECHO)
    w.open_file(str(prog))
    assert w.assemble()
    assert not w.act_stop.isEnabled()  # nothing to stop yet
    w.step()
    wait_until(lambda: not w.running)
    assert w.act_stop.isEnabled()
    w.reset()
    assert not w.act_stop.isEnabled()


@pytest.fixture
def screen_1366(monkeypatch):
    from PySide6.QtCore import QRect

    from rarslite.gui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))


def test_mips_hi_and_lo_show_without_scrolling_at_768_lines(screen_1366, qtbot, tmp_path,
                                                            monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        prog = tmp_path / "m.asm"
        prog.write_text(".text\nmain: li $t0, 7\n mult $t0, $t0\n li $v0, 10\n syscall\n")
        w.open_file(str(prog))
        assert w.assemble()
        w.set_layout("Debug")
        qtbot.wait(50)
        view = w.registers.views["Registers"]
        model = view.model()
        assert model.data(model.index(34, 0)) == "lo"
        for row in (32, 33, 34):  # pc, hi, lo
            rect = view.visualRect(model.index(row, 0))
            assert view.viewport().rect().contains(rect), (row, rect, view.viewport().rect())
    finally:
        close_window(w)


def test_zoom_is_in_the_view_menu(window):
    view_menu = window.view_menu
    texts = [a.text() for a in view_menu.actions()]
    assert window.act_zoom_in in view_menu.actions() and "Zoom &out" in texts


def test_help_opens_below_the_menu_bar_over_the_window(window, qtbot):
    from PySide6.QtCore import QPoint

    screen = window.screen().availableGeometry()
    window.setGeometry(screen.left() + 20, screen.top() + 20, screen.width() - 40,
                       screen.height() - 40)
    qtbot.wait(20)
    help_window = window.show_help()
    qtbot.wait(20)
    top = window.centralWidget().mapToGlobal(QPoint(0, 0)).y()
    assert help_window.geometry().top() >= top  # the menu bar and toolbar stay visible
    assert window.frameGeometry().intersects(help_window.geometry())


def test_fp_representation_fraction_field_keeps_off_the_dock_edge(screen_1366, qtbot,
                                                                  tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        tool = w.open_analysis_tool("float_representation")
        qtbot.wait(50)
        field = tool.fraction
        right = field.mapTo(tool, QPoint(field.width(), 0)).x()
        assert tool.width() - right >= 12
        text = field.fontMetrics().horizontalAdvance("0" * 23)
        assert field.contentsRect().width() - field.textMargins().left() - \
            field.textMargins().right() - 4 >= text  # all 23 bits show
    finally:
        close_window(w)


def test_no_cursor_box_in_the_keyboard_pane_of_a_bitmap_game(window, qtbot):
    from rarslite.gui import theme

    assert window.play(os.path.join(EXAMPLES, "bitmap", "bounce.s"))
    tool = window.open_keyboard_display()
    qtbot.wait(300)
    image = tool.display.grab().toImage()
    cursor = QColor(theme.current().cursor).rgb()
    assert not any(image.pixel(x, y) == cursor for x in range(0, image.width(), 1)
                   for y in range(0, min(image.height(), 60)))


WIDE = """\
# A maze for the Keyboard and Display MMIO tool. It moves the cursor to column 60.
.text
main:   li   s0, 0xFFFF0000
        li   a0, 0x03C00507      # bell: cursor to column 60, row 5
        jal  put
        li   a0, 0x58            # X
        jal  put
done:   lw   t1, 8(s0)           # until it is shown
        andi t1, t1, 1
        beqz t1, done
        li   a7, 10
        ecall
put:    lw   t1, 8(s0)
        andi t1, t1, 1
        beqz t1, put
        sw   a0, 12(s0)
        ret
"""


def _wide(tmp_path, header: str = ""):
    prog = tmp_path / "maze.s"
    prog.write_text(header + WIDE)
    return str(prog)


def test_play_grows_the_display_to_fit_the_cursor(window, qtbot, tmp_path):
    w = window
    assert w.play(_wide(tmp_path))
    tool = w.keyboard_display()
    wait_until(lambda: "X" in tool.device.grid.text(), timeout=20_000)
    grid = tool.device.grid
    assert (grid.cols, grid.rows) == (61, 22) and grid.lines()[5][60] == "X"
    wait_until(lambda: any("column 60, row 5" in line and "grew to 61 x 22" in line
                           for line in w.messages.lines()))


def test_by_hand_the_size_that_fits_is_offered(window, qtbot, tmp_path):
    w = window
    w.open_file(_wide(tmp_path))
    assert w.assemble()
    tool = w.open_keyboard_display()
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(w.run_finished, timeout=20_000):
        w.go()
    wait_until(lambda: any("61 x 22 for the next Reset" in line for line in w.messages.lines()))
    assert tool.device.grid.cols == 40  # as RARS: clamped this run
    assert (tool.cols_box.value(), tool.rows_box.value()) == (61, 22)


def test_a_size_the_user_sets_stays_exact_and_comments_give_the_size(window, qtbot, tmp_path):
    w = window
    assert w.play(_wide(tmp_path, "# needs a display of 70x30\n"))
    tool = w.keyboard_display()
    wait_until(lambda: "X" in tool.device.grid.text(), timeout=20_000)
    assert (tool.device.grid.cols, tool.device.grid.rows) == (70, 30)
    assert any("70 x 30, as the program's comment states (maze.s line 1)" in line
               for line in w.messages.lines())
    w.stop(wait=True)
    tool.cols_box.setFocus()
    tool.cols_box.selectAll()
    qtbot.keyClicks(tool.cols_box, "40")  # the person's own size
    tool.rows_box.selectAll()
    qtbot.keyClicks(tool.rows_box, "22")
    assert tool.user_size
    assert w.play(_wide(tmp_path, "# needs a display of 70x30\n"))
    wait_until(lambda: "X" in tool.device.grid.text(), timeout=20_000)
    assert (tool.device.grid.cols, tool.device.grid.rows) == (40, 22)
    assert tool.device.grid.lines()[5][39] == "X"  # RARS's clamp
    assert any("yours, 40 x 22, is kept" in line for line in w.messages.lines())
    wait_until(lambda: any("your size is kept" in line for line in w.messages.lines()))


INVADERS = """\
# Invaders: moves a ship with a and d, drawn on the heap (no settings in this comment).
.text
main:   li   s0, 0x10040000      # the picture
        li   s1, 0xFFFF0000      # keys
        li   s2, 0
loop:   lw   t0, 0(s1)
        andi t0, t0, 1
        beqz t0, draw
        lw   t1, 4(s1)
        addi s2, s2, 1
draw:   andi t2, s2, 63
        slli t2, t2, 2
        add  t2, t2, s0
        li   t3, 0x00FF00
        sw   t3, 0(t2)
        j    loop
"""


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_play_guesses_a_headerless_bitmap_game_and_lays_it_out(size, qtbot, tmp_path,
                                                               monkeypatch):
    from layout_probe import register_rows, visible_rows
    from PySide6.QtCore import QRect

    from rarslite.gui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, *size))
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        prog = tmp_path / "invaders.s"
        prog.write_text(INVADERS)
        assert w.play(str(prog))
        bitmap = w.tools["bitmap_display"]
        assert bitmap.widget().connected
        assert bitmap.widget().device.settings.base_address == 0x10040000
        said = [line for line in w.messages.lines() if "Bitmap Display connected as" in line]
        assert said and "0x10040000 heap (line 3)" in said[0] and "a guess" in said[0]
        qtbot.wait(100)
        kd = w.keyboard_display()
        assert kd.keys_only and not kd.display_area.isVisible() and kd.keyboard.isVisible()
        assert bitmap.isVisible() and not w.tabifiedDockWidgets(bitmap)
        assert w.msg_dock not in w.tabifiedDockWidgets(w.reg_dock)  # registers in view
        assert register_rows(w) >= 12
        assert visible_rows(w.text_view) >= 8
        assert bitmap.widget().canvas.width() >= 300
    finally:
        close_window(w)


def test_bitmap_display_opened_by_hand_gets_the_large_pane(qtbot, tmp_path, monkeypatch,
                                                           screen_1366):
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        w.act_bitmap.trigger()
        qtbot.wait(100)
        dock = w.tools["bitmap_display"]
        assert dock.isVisible() and w.msg_dock not in w.tabifiedDockWidgets(dock)
        assert dock.widget().canvas.width() >= 300 and dock.widget().canvas.height() >= 300
    finally:
        close_window(w)


@pytest.mark.parametrize("name", ["checkers", "draughts", "four_in_a_row", "bombsweeper",
                                  "mmio/echo_polling", "bitmap/bounce", "mips/draughts",
                                  "mips/four_in_a_row", "mips/bitmap/bounce",
                                  "mips/digital_lab", "mips/bombsweeper/main"])
def test_registers_show_in_every_play_layout(name, qtbot, tmp_path, monkeypatch, screen_1366):
    from layout_probe import register_rows

    from rarslite.examples import find

    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        assert w.play(find(name))
        qtbot.wait(200)
        assert register_rows(w) >= 12, name
    finally:
        close_window(w)


KEYPAD_RV = """\
# Records each keypad key it sees (polling the four rows), until it has nine.
.data
seen:   .space 16
.text
main:   li   s0, 0xFFFF0000
        la   s1, seen
        li   s2, 0               # keys recorded
        li   s3, 0               # the code seen last (0: none held)
scan:   li   t0, 1
row:    sb   t0, 0x12(s0)
        lbu  t1, 0x14(s0)
        bnez t1, held
        slli t0, t0, 1
        li   t2, 16
        blt  t0, t2, row
        li   s3, 0               # no key held
        j    scan
held:   beq  t1, s3, scan        # still the same key
        mv   s3, t1
        add  t2, s1, s2
        sb   t1, 0(t2)
        addi s2, s2, 1
        li   t2, 9
        blt  s2, t2, scan
        li   a7, 10
        ecall
"""

KEYPAD_MIPS = """\
# Records each keypad key it sees (polling the four rows), until it has nine.
.data
.globl seen
seen:   .space 16
.text
main:   li   $s0, 0xFFFF0000
        la   $s1, seen
        li   $s2, 0
        li   $s3, 0
scan:   li   $t0, 1
row:    sb   $t0, 0x12($s0)
        lbu  $t1, 0x14($s0)
        bnez $t1, held
        sll  $t0, $t0, 1
        blt  $t0, 16, row
        li   $s3, 0
        j    scan
held:   beq  $t1, $s3, scan
        move $s3, $t1
        add  $t2, $s1, $s2
        sb   $t1, 0($t2)
        addi $s2, $s2, 1
        blt  $s2, 9, scan
        li   $v0, 10
        syscall
"""


@pytest.mark.parametrize("isa", ["rv32", "mips"])
def test_keypad_clicks_queue_while_the_program_cannot_take_them(isa, window, qtbot, tmp_path):
    from rarslite.devices.digital_lab import key_code

    w = window
    prog = tmp_path / ("keys.s" if isa == "rv32" else "keys.asm")
    prog.write_text(KEYPAD_RV if isa == "rv32" else KEYPAD_MIPS)
    w.open_file(str(prog))
    assert w.assemble()
    act = next(a for a in w.tools_menu.actions() if a.text().replace("&", "") ==
               "Digital Lab Sim")  # fmt: skip
    act.trigger()
    tool = w.tools["digital_lab"].widget()
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    w.go()
    keys = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    for key in keys:  # quicker than the program takes them
        qtbot.mouseClick(tool.keys[key], Qt.MouseButton.LeftButton)
    tool.refresh()
    assert "pending:" in tool.status.text()  # what waits its turn shows
    assert any(b.styleSheet() == PENDING for b in tool.keys)
    wait_until(lambda: not w.running, timeout=30_000)  # it saw nine keys and ended
    m = w.session.machine
    seen_at = w.session.program.symbols["seen"]
    read = m.memory.peek_word if isa == "rv32" else m.hart.memory.peek_word
    got = [(read(seen_at + i // 4 * 4) >> 8 * (i % 4)) & 0xFF for i in range(9)]
    assert got == [key_code(k) for k in keys]
    tool.refresh()
    assert "pending" not in tool.status.text()


def test_a_cell_display_game_after_a_digital_lab_game(window):
    from rarslite.examples import find

    w = window
    assert w.play(find("mips/digital_lab"))
    w.stop(wait=True)
    assert w.play(find("mips/bombsweeper/main"))  # the keypad Play connected lets go
    assert w.tools["cell_display"].widget().connected
    assert not w.tools["digital_lab"].widget().connected
