"""Small things a person notices: register edit errors in words, the editor's current line
after a theme switch, Bkpt boxes in the dark theme, Ctrl+N from the Execute tab."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import assemble_file, close_window, open_window  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractItemView,
    QApplication,
    QLineEdit,
    QStyle,
    QStyleOptionViewItem,
)

from rarslite.gui.theme import ThemeManager  # noqa: E402

pytestmark = pytest.mark.gui

PROGRAM = "main: li t0, 1\n  addi t0, t0, 1\n  li a7, 10\n  ecall\n"


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    themes = ThemeManager(QApplication.instance())
    themes.apply("light")
    w = open_window(qtbot, tmp_path, monkeypatch, theme_manager=themes)
    w.resize(1000, 700)
    yield w
    close_window(w)
    themes.apply("light")


@pytest.fixture
def assembled(window, tmp_path):
    return assemble_file(window, tmp_path / "p.s", PROGRAM)


def edit_cell(qtbot, view, row: int, text: str) -> None:
    """Double-click a register's value, type, Enter: as a person edits it."""
    index = view.model().index(row, 2)
    view.scrollTo(index)
    rect = view.visualRect(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    [editor] = [e for e in view.findChildren(QLineEdit) if e.isVisible()]
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)


def test_invalid_register_edit_says_why_in_words(assembled, qtbot):
    w = assembled
    w.reg_dock.show()
    view = w.registers.views["Registers"]
    t0 = [n for n, _ in w.registers.models["Registers"].names()].index("t0")
    edit_cell(qtbot, view, t0, "0xZZ")
    last = w.messages.lines()[-1]
    assert "'0xZZ' is not a number: use decimal, 0x hex or 0b binary" in last
    assert "int()" not in last and "base" not in last
    assert w.session.machine.x[5] == 0
    edit_cell(qtbot, view, t0, "0b101")
    assert w.session.machine.x[5] == 5 and "t0 = 0x00000005" in w.messages.lines()[-1]
    view = w.registers.views["Floating Point"]
    w.registers.tabs.setCurrentIndex(1)
    edit_cell(qtbot, view, 3, "one")
    assert "'one' is not a number" in w.messages.lines()[-1]
    assert "could not convert" not in w.messages.lines()[-1]


def current_line_colour(doc) -> str:
    sels = doc.extraSelections()
    return sels[0].format.background().color().name()


def test_current_line_follows_theme(window, qtbot):
    doc = window.new_file()
    qtbot.keyClicks(doc, "nop")
    light = current_line_colour(doc)
    assert QColor(light).lightness() > 200
    window.set_theme("dark")
    dark = current_line_colour(doc)
    assert dark != light and QColor(dark).lightness() < 80  # at once, not after a cursor move
    window.set_theme("light")
    assert current_line_colour(doc) == light
    doc.document().setModified(False)  # no save question at teardown


def test_bkpt_boxes_visible_in_dark_theme(assembled, qtbot):
    """Pixels of an unchecked Bkpt box's border stand out from the row around it."""
    w = assembled
    w.set_theme("dark")
    w.pages.setCurrentIndex(1)
    view = w.text_view
    QApplication.processEvents()
    image = view.viewport().grab().toImage()
    row = 2  # neither the pc row nor a breakpoint: plain background
    index = view.model().index(row, 0)
    opt = QStyleOptionViewItem()
    view.itemDelegateForColumn(0).initStyleOption(opt, index)
    opt.rect = view.visualRect(index)
    box = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, opt, view)
    background = QColor(image.pixel(opt.rect.right() - 2, opt.rect.center().y()))
    border = [QColor(image.pixel(box.left(), y)) for y in range(box.top() + 2, box.bottom() - 1)]
    assert background.lightness() < 60  # the dark theme's table
    assert border and min(c.lightness() for c in border) - background.lightness() > 80


def test_ctrl_n_from_execute_tab_shows_the_new_tab(assembled, qtbot):
    w = assembled
    w.pages.setCurrentIndex(1)
    assert w.pages.currentIndex() == 1
    qtbot.keyClick(w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert w.pages.currentIndex() == 0
    assert w.editors.count() == 2 and w.editors.current().path is None
    assert w.editors.tabText(w.editors.currentIndex()) == "untitled.s"
