"""View > Layout and the window's fit to the screen, on fake screens of 1366x768 and 1920x1080
(the offscreen platform has one 800x800 screen; `MainWindow.available_geometry` is the one
place the window asks)."""

from __future__ import annotations

import os

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, no_dialogs, open_window  # noqa: E402
from layout_probe import display_cells_visible, register_rows  # noqa: E402
from PySide6.QtCore import QPoint, QRect, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QFontMetrics  # noqa: E402
from PySide6.QtWidgets import QApplication, QTabBar  # noqa: E402

from rarslite.gui import layouts  # noqa: E402
from rarslite.gui.editor.code_editor import monospace_font  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
SMALL, LARGE = QRect(0, 0, 1366, 768), QRect(0, 0, 1920, 1080)


def fake_screen(monkeypatch, rect: QRect) -> None:
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(rect))


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def within(window, screen: QRect) -> bool:
    return screen.contains(window.frameGeometry())


@pytest.fixture(params=[SMALL, LARGE], ids=["1366x768", "1920x1080"])
def screen(request, monkeypatch):
    fake_screen(monkeypatch, request.param)
    return request.param


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch, screen):
    w = open_window(qtbot, tmp_path, monkeypatch)
    settle()
    yield w
    close_window(w)


def reopen(qtbot, tmp_path, monkeypatch) -> MainWindow:
    """A new window on the same settings file (the next start of the app)."""
    no_dialogs(monkeypatch)
    w = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"),
                                      QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    settle()
    return w


def test_first_start_fills_the_screen(window, screen):
    assert within(window, screen)
    frame = window.frameGeometry()
    assert frame.width() >= screen.width() - 10 and frame.height() >= screen.height() - 10
    assert window.layout_name == "Edit" and window.layout_actions["Edit"].isChecked()
    assert window.pages.currentIndex() == 0  # the editor
    assert not window.user_arranged


def test_window_stays_within_the_screen_as_tools_open_and_close(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    for opener in (window.open_keyboard_display, window.open_board_overlay, window.open_timer,
                   window.open_cell_display):
        assert opener() is not None or opener is window.open_cell_display
        settle()
        assert within(window, screen), opener.__name__
    for dock in list(window.tools.values()):
        dock.close()
        settle()
        assert within(window, screen)
    assert window.frameGeometry().height() >= screen.height() - 10  # not shrunk either


def test_tools_in_the_users_own_arrangement_do_not_grow_the_window(window, screen, qtbot):
    reg = window.reg_dock.geometry()
    separator = QPoint(reg.left() - 2, reg.center().y())  # between the page and Registers
    assert window.isSeparator(separator)
    qtbot.mousePress(window, Qt.MouseButton.LeftButton, pos=separator)
    qtbot.mouseRelease(window, Qt.MouseButton.LeftButton, pos=separator)
    assert window.user_arranged
    window.open_keyboard_display()
    window.open_timer()
    window.open_board_overlay()
    settle()
    assert window.layout_name == "Edit"  # no switch to Play: the user arranged the window
    assert within(window, screen)
    tabbed = window.tabifiedDockWidgets(window.reg_dock)
    assert window.tools["keyboard_display"] in tabbed and window.tools["timer"] in tabbed


def test_play_layout_when_the_keyboard_and_display_tool_opens(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    tool = window.open_keyboard_display()
    window.open_board_overlay()
    settle()
    assert window.layout_name == "Play" and window.layout_actions["Play"].isChecked()
    kd, board, reg = (window.tools["keyboard_display"], window.tools["board"],
                      window.reg_dock)
    # The display is the largest pane, the board and Registers beside it (one column).
    assert kd.width() > window.pages.width() * 0.7 and kd.width() > reg.width()
    assert board.geometry().left() == reg.geometry().left() > kd.geometry().right()
    assert board.geometry().bottom() < reg.geometry().top()
    assert kd.height() > window.height() * 0.8
    assert display_cells_visible(tool.display) == (40, 22)
    assert register_rows(window) >= 8
    side = min(window.tools["board"].widget().board.width(),
               window.tools["board"].widget().board.height())
    assert side >= 228  # the board is large enough to click (24-pixel squares and labels)
    assert within(window, screen)


def test_debug_layout_shows_every_register_and_whole_memory_words(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    window.open_keyboard_display()
    window.layout_actions["Debug"].trigger()  # View > Layout > Debug
    settle()
    assert window.layout_name == "Debug"
    assert window.pages.currentIndex() == 1  # the Execute view
    rows = register_rows(window)
    assert rows == 33 if screen == LARGE else rows >= 16
    view = window.memory.view
    needed = QFontMetrics(monospace_font(10)).horizontalAdvance("0x10010000")
    for col in range(view.model().columnCount()):
        assert view.columnWidth(col) > needed + 6, col
    text_width = window.text_view.width()
    assert text_width > window.width() * 0.45  # the Execute view is the large pane
    assert within(window, screen)


def test_edit_layout_gives_the_editor_the_room(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    window.open_keyboard_display()
    window.set_layout("Edit")
    settle()
    assert window.pages.currentIndex() == 0
    editor = window.editors.current()
    assert editor.width() > window.width() * 0.6 and editor.height() > window.height() * 0.55


def test_connect_switches_to_play_unless_the_user_arranged_the_window(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    tool = window.open_keyboard_display()
    window.set_layout("Debug")
    tool.connect_button.click()
    settle()
    assert tool.connected and window.layout_name == "Play"
    tool.connect_button.click()  # disconnect
    window.set_layout("Debug")
    window.reg_dock.setFloating(True)  # as a drag out of the window does
    assert window.user_arranged
    tool.connect_button.click()
    settle()
    assert tool.connected and window.layout_name == "Debug"


def test_reset_layout(window, screen):
    window.reg_dock.setFloating(True)
    window.setGeometry(QRect(40, 40, 700, 500))
    assert window.user_arranged
    window.act_reset_layout.trigger()
    settle()
    assert not window.user_arranged and not window.reg_dock.isFloating()
    assert window.frameGeometry().width() >= screen.width() - 10
    assert within(window, screen)


def test_layout_is_remembered_per_screen_size(qtbot, tmp_path, monkeypatch):
    fake_screen(monkeypatch, SMALL)
    w = reopen(qtbot, tmp_path, monkeypatch)
    w.set_layout("Debug")
    w.setGeometry(QRect(10, 10, 700, 500))  # within offscreen's real 800x800 screen
    close_window(w)

    fake_screen(monkeypatch, LARGE)  # another screen: a fresh start there
    w = reopen(qtbot, tmp_path, monkeypatch)
    assert w.layout_name == "Edit" and w.frameGeometry().width() >= LARGE.width() - 10
    close_window(w)

    fake_screen(monkeypatch, SMALL)  # back: the layout and window left there
    w = reopen(qtbot, tmp_path, monkeypatch)
    assert w.layout_name == "Debug" and w.layout_actions["Debug"].isChecked()
    assert w.geometry().size() == QRect(10, 10, 700, 500).size()
    close_window(w)
    keys = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat).allKeys()
    assert {"layout/1366x768/name", "layout/1920x1080/name"} <= set(keys)


def test_a_saved_window_bigger_than_the_screen_is_clamped(qtbot, tmp_path, monkeypatch):
    fake_screen(monkeypatch, LARGE)
    w = reopen(qtbot, tmp_path, monkeypatch)
    close_window(w)
    s = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    geometry = s.value("layout/1920x1080/geometry")
    state = s.value("layout/1920x1080/state")
    # The same window saved by an older version (one key for every screen), now on a laptop.
    s.setValue("window/geometry", geometry)
    s.setValue("window/state", state)
    s.sync()
    fake_screen(monkeypatch, SMALL)
    w = reopen(qtbot, tmp_path, monkeypatch)
    assert within(w, SMALL)
    close_window(w)


def test_fit_geometry():
    screen = QRect(0, 30, 1366, 738)  # a panel at the top
    frame = layouts.QMargins(1, 24, 1, 1)
    geo = layouts.fit_geometry(screen, frame, QRect(500, 0, 1280, 930))
    assert geo == QRect(85, 54, 1280, 713)  # moved under the panel, shrunk to fit
    assert screen.contains(geo.marginsAdded(frame))
    assert layouts.fit_geometry(screen, frame, QRect(100, 100, 300, 200)) == \
        QRect(100, 100, 300, 200)


def shown_tab_groups(window) -> list[set[str]]:
    """The titles on each tab bar of tabbed docks that a person sees."""
    return [{bar.tabText(i) for i in range(bar.count())}
            for bar in window.findChildren(QTabBar)
            if bar.parent() is window and bar.isVisible()]


def test_tabbed_tools_show_their_tabs_and_only_theirs(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    window.open_keyboard_display()
    window.open_timer()
    timer = "Timer"  # a tabbed tool shows its short tab title
    settle()
    assert window.layout_name == "Play"
    assert {"Messages", timer} in shown_tab_groups(window)  # under the page, raised
    assert window.tools["timer"].isVisible()
    window.set_layout("Edit")
    settle()
    groups = shown_tab_groups(window)
    assert {"Messages", timer} not in groups
    assert any({"Registers", timer} <= group for group in groups)


def tab_bar_with(window, title: str) -> QTabBar:
    [bar] = [bar for bar in window.findChildren(QTabBar)
             if bar.parent() is window and bar.isVisible()
             and title in {bar.tabText(i) for i in range(bar.count())}]
    return bar


@pytest.mark.parametrize("layout", ["Edit", "Debug"])
def test_tabbed_tools_have_short_tabs_and_registers_stays_in_view(window, screen, layout):
    window.open_file(CHECKERS)
    assert window.assemble()
    window.open_cell_display()
    window.open_keyboard_display()
    window.open_timer()
    window.set_layout(layout)
    settle()
    bar = tab_bar_with(window, "Registers")
    titles = [bar.tabText(i) for i in range(bar.count())]
    assert set(titles) == {"Registers", "Cells", "Keyboard/Display", "Timer"}
    for i in range(bar.count()):  # every tab whole, none scrolled out of the bar
        assert bar.rect().contains(bar.tabRect(i)), (titles[i], bar.tabRect(i), bar.rect())
    cells = window.tools["cell_display"]
    assert cells.toolTip() == cells.widget().windowTitle()  # the whole title, on hover
    view = {a.text() for a in window.view_menu.actions()}  # the View menu names the tools
    assert {"Colour Cell Display", "Keyboard and Display MMIO Simulator", "Timer Tool"} <= view
    assert "not connected" in cells.toolTip()
    kd = window.tools["keyboard_display"]
    kd.widget().cols_box.setValue(30)
    settle()
    assert "area 30 x 22" in kd.toolTip()
    assert kd.windowTitle() == "Keyboard/Display"  # a title change keeps the short tab


def test_a_tool_on_a_dock_of_its_own_keeps_its_whole_title(window, screen):
    window.open_file(CHECKERS)
    assert window.assemble()
    kd = window.open_keyboard_display()
    settle()
    assert window.layout_name == "Play"
    dock = window.tools["keyboard_display"]
    assert dock.windowTitle() == kd.windowTitle()
    assert "Keyboard and Display MMIO Simulator" in dock.windowTitle()
    window.set_layout("Debug")  # now tabbed behind Registers
    settle()
    assert dock.windowTitle() == "Keyboard/Display"
    dock.setFloating(True)  # the user pulls it out
    settle()
    assert dock.windowTitle() == kd.windowTitle()


def test_register_tabs_are_whole(window, screen):
    window.set_layout("Debug")
    settle()
    tabs = window.registers.tabs
    bar = tabs.tabBar()
    assert [bar.tabText(i) for i in range(bar.count())] == ["Registers", "Floating Point", "CSR"]
    assert bar.tabToolTip(2) == "Control and Status registers"
    for i in range(bar.count()):
        assert bar.rect().contains(bar.tabRect(i))
        assert bar.fontMetrics().horizontalAdvance(bar.tabText(i)) < bar.tabRect(i).width()
