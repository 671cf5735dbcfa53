"""Found by a fifth new-user pass (issue 24): tools that let go of their addresses when
closed, Play that sets up the Timer Tool, backstep across a game move, the first minutes."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from test_gui_qa3 import BOMB, EXAMPLES, window  # noqa: E402, F401 - a fixture

from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

TIMER_TICKS = os.path.join(EXAMPLES, "mmio", "timer_ticks.s")



@pytest.mark.parametrize("opened", ["timer", "keyboard_display"])
def test_a_closed_tool_lets_go_of_its_addresses(window, opened):  # noqa: F811
    """The Timer Tool opened (or the Keyboard and Display tool connected), then its dock
    closed: Play of Bombsweeper runs on the Colour Cell Display (it said to close a tool
    that was already closed, and did not run)."""
    w = window
    if opened == "timer":
        w.open_timer()
    else:
        w.open_keyboard_display().connect_program()
    w.tools[opened].close()
    assert not w.tools[opened].isVisible()
    w.session.program_args = ("maps/map1.txt",)
    assert w.play(BOMB)
    wait_until(lambda: "Map loaded" in w.run_io.text(), timeout=20_000)
    assert w.tools["cell_display"].widget().connected


def test_hiding_a_tool_from_the_view_menu_disconnects_it(window):  # noqa: F811
    w = window
    kd = w.open_keyboard_display()
    kd.connect_program()
    assert kd.connected and kd.device in w.session.devices
    w.tools["keyboard_display"].toggleViewAction().trigger()
    assert not kd.connected and kd.device not in w.session.devices
    assert w.open_keyboard_display() is kd and kd.device in w.session.devices


def test_play_sets_up_the_timer_tool_for_a_program_that_uses_it(window):  # noqa: F811
    """`rarslite --play mmio/timer_ticks.s` sat at "0": Play now connects and starts the
    Timer Tool, says so in Messages, and the ticks reach the display."""
    w = window
    assert w.play(TIMER_TICKS)
    timer = w.tools["timer"].widget()
    assert timer.connected and timer.device.running
    assert "uses the Timer Tool" in "\n".join(w.messages.lines())
    kd = w.keyboard_display()
    wait_until(lambda: not w.running, timeout=20_000)  # ten ticks, then it ends
    assert kd.display.lines()[0].startswith("9") and w.run_state.text().startswith("Finished")
    # the next game does not use it: Play lets go of the tool it opened
    assert w.play(os.path.join(EXAMPLES, "mmio", "echo_polling.s"))
    assert not timer.connected and not w.tools["timer"].isVisible()


def whole_values(view) -> bool:
    """Every value of the Registers tab shows whole: not elided, not scrolled out of view."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF

    model = view.model()
    right = view.columnViewportPosition(2) + view.columnWidth(2)
    for row in range(model.rowCount()):
        index = model.index(row, 2)
        fm = QFontMetricsF(index.data(Qt.ItemDataRole.FontRole))
        if fm.horizontalAdvance(index.data()) + 6 > view.columnWidth(2):
            return False
    return view.horizontalScrollBar().value() == 0 and right <= view.viewport().width()


@pytest.fixture
def small(qtbot, tmp_path, monkeypatch):
    """A window on a 1366x768 screen."""
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    QApplication.processEvents()
    yield w
    close_window(w)


@pytest.mark.parametrize("layout", ["Debug", "Play"])
def test_zoom_in_registers_keeps_values_whole(small, tmp_path, layout):
    w = small
    path = tmp_path / "a.s"
    path.write_text("li a0, -1\nli a7, 10\necall\n")
    w.open_file(str(path))
    assert w.assemble()
    w.set_layout(layout)
    view = w.registers.views["Registers"]
    for _ in range(4):
        w.registers.zoom(1)
    QApplication.processEvents()
    assert view.model().point_size == 14
    assert whole_values(view)


def test_editing_a_register_keeps_the_backstep_history(window, tmp_path):  # noqa: F811
    """An edit is a barrier (replay cannot rebuild past it), not a wipe: the steps recorded
    before it can still be undone."""
    from PySide6.QtCore import Qt

    w = window
    path = tmp_path / "a.s"
    path.write_text("li s0, 1\nli s1, 2\nli s2, 3\nli a7, 10\necall\n")
    w.open_file(str(path))
    assert w.assemble()
    for _ in range(3):
        w.act_step.trigger()
        wait_until(lambda: not w.running)
    model = w.registers.models["Registers"]
    row = [n for n, _ in model.names()].index("t0")
    assert model.setData(model.index(row, 2), "0x55", Qt.ItemDataRole.EditRole)
    assert w.session.machine.x[5] == 0x55
    assert len(w.session.machine.history) == 3 and w.act_backstep.isEnabled()
    w.act_backstep.trigger()
    wait_until(lambda: not w.running)
    assert w.session.machine.x[18] == 0  # s2's step undone
    assert w.session.machine.x[9] == 2


@pytest.mark.parametrize("source, query", [("a.s", "syscall 5"), ("a.asm", "ecall 5"),
                                           ("a.s", "ecall 5"), ("a.asm", "syscall 5")])
def test_help_finds_a_service_by_either_isas_word(window, tmp_path, source, query):  # noqa: F811
    """"syscall 5" found nothing for a RISC-V program (its example says ecall), "ecall 5"
    nothing for a MIPS one: both words find service 5, selected, its results whole."""
    from PySide6.QtGui import QFontMetrics

    w = window
    path = tmp_path / source
    path.write_text("li $v0, 10\nsyscall\n" if source.endswith(".asm") else
                    "li a7, 10\necall\n")
    w.open_file(str(path))
    h = w.show_help()
    h.search.setText(query)
    table = h.section_table("System calls")
    assert h.tabs.currentWidget() is table
    rows = table.selectionModel().selectedRows()
    assert len(rows) == 1 and table.item(rows[0].row(), 0).text().startswith("5 ")
    last = table.columnCount() - 1
    assert table.horizontalHeaderItem(last).text() == "Results"
    fm = QFontMetrics(table.item(0, last).font())
    widest = max(fm.horizontalAdvance(table.item(r, last).text())
                 for r in range(table.rowCount()))
    assert table.columnWidth(last) >= widest
    x = table.columnViewportPosition(last)
    assert 0 <= x and x + table.columnWidth(last) <= table.viewport().width()


def test_a_wide_display_stays_readable_at_1366x768(small, tmp_path):
    """A 90 x 22 Keyboard and Display grid at 1366x768 was drawn at 9 pixels in a pane half
    empty: Play gives the tool the width its grid needs (up to 60% of the window)."""
    w = small
    path = tmp_path / "a.s"
    path.write_text("li a7, 10\necall\n")
    w.open_file(str(path))
    assert w.assemble()
    kd = w.open_keyboard_display()
    kd.cols_box.setValue(90)
    kd.reset()
    w.set_layout("Play")
    QApplication.processEvents()
    area = kd.display_area
    assert kd.display.pixel_size >= 10
    assert not area.horizontalScrollBar().isVisible() and not area.verticalScrollBar().isVisible()
    assert w.registers.width() >= w.registers.content_width()  # and Registers stays whole


def test_no_file_open_shows_a_start_page_that_opens_and_plays_examples(window, qtbot):  # noqa: F811
    """`rarslite` with no file showed an empty editor area in which typing did nothing: a
    start page offers New, Open, the recent files and the examples."""
    from PySide6.QtCore import Qt

    w = window
    page = w.start_page
    assert page.isVisible() and not w.editors.isVisible()
    names = [page.examples.item(i).text() for i in range(page.examples.count())]
    assert any(n.startswith("checkers") for n in names)
    assert any(n.startswith("mips/bombsweeper") for n in names)
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    assert w.editors.isVisible() and not page.isVisible()
    qtbot.keyClicks(w.editors.current(), "li a7, 10")  # typing does something now
    assert w.editors.current().toPlainText() == "li a7, 10"
    w.editors.current().document().setModified(False)
    w.close_current()
    assert page.isVisible()
    row = next(i for i, n in enumerate(names) if n.startswith("four_in_a_row"))
    page.examples.setCurrentRow(row)
    w.act_play.trigger()  # Ctrl+P plays the chosen example
    assert w.editors.current().path.endswith("four_in_a_row.s") and w.running


def test_toolbar_buttons_are_named_and_their_tips_give_the_keys(window):  # noqa: F811
    from PySide6.QtWidgets import QToolBar, QToolButton

    bar = window.findChild(QToolBar, "run_toolbar")
    buttons = [b for b in bar.findChildren(QToolButton) if b.defaultAction() is not None
               and b.isVisible()]
    assert len(buttons) >= 10
    for button in buttons:
        action = button.defaultAction()
        assert button.toolButtonStyle() == button.toolButtonStyle().ToolButtonTextBesideIcon
        keys = action.shortcut().toString()
        assert keys and f"({keys})" in action.toolTip(), action.text()


CHECKERS = os.path.join(EXAMPLES, "checkers", "checkers.s")
FOUR = os.path.join(EXAMPLES, "four_in_a_row", "four_in_a_row.s")


def run_io_lines(w) -> int:
    out = w.run_io.output
    return out.viewport().height() // out.fontMetrics().lineSpacing()


def whole_columns(view) -> int:
    width = view.viewport().width()
    return sum(1 for c in range(view.model().columnCount())
               if 0 <= view.columnViewportPosition(c)
               and view.columnViewportPosition(c) + view.columnWidth(c) <= width)


@pytest.fixture
def last_session(qtbot, tmp_path, monkeypatch):
    """A 1366x768 window whose last session left the Keyboard and Display tool, the board
    overlay and the Timer Tool open."""
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("window/open_tools", ["keyboard_display", "board", "timer"])
    settings.sync()
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    QApplication.processEvents()
    yield w
    close_window(w)


def test_play_of_a_console_game_brings_back_none_of_the_last_sessions_tools(last_session):
    """four_in_a_row got a "not connected" Keyboard and Display tool, a board overlay saying
    its array is not a draughts position, and 5 lines of Run I/O, where it is played."""
    w = last_session
    assert w.play(FOUR)
    QApplication.processEvents()
    assert [n for n, d in w.tools.items() if d.isVisible()] == []
    assert run_io_lines(w) >= 12
    assert w.run_io.isVisible()


def test_closing_tools_gives_their_room_back(small):
    w = small
    w.set_layout("Debug")
    QApplication.processEvents()
    alone = w.reg_dock.width()
    for opener in (w.open_keyboard_display, w.open_timer, w.open_board_overlay,
                   w.open_cell_display):
        opener()
    w.set_layout("Play")
    QApplication.processEvents()
    for dock in list(w.tools.values()):
        dock.close()
    wait_until(lambda: (QApplication.processEvents(), w.reg_dock.width() <= alone + 10)[1],
               timeout=5_000)
    assert w.layout_name == "Play"


def test_play_at_1366x768_shows_more_registers_and_whole_memory_words(last_session):
    """Checkers at 1366x768 showed 13 of 33 register rows and 4-5 of the memory view's 8
    columns: the board (down to 24-pixel squares) leaves Registers more rows, and the
    memory view shows as many words a row as fit whole."""
    from layout_probe import register_rows

    w = last_session
    assert w.play(CHECKERS)
    QApplication.processEvents()
    assert register_rows(w) >= 15
    view = w.memory.view
    assert view.isVisible() and whole_columns(view) == view.model().columnCount() >= 3
    assert view.horizontalScrollBar().value() == 0
