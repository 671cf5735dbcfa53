"""GUI breakpoints by source line: the editor gutter and the Execute view's Bkpt column in
step, kept across edits, re-assembly and sessions; lines without code say so."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, no_dialogs, open_window  # noqa: E402
from PySide6.QtCore import QEvent, QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QHelpEvent, QTextCursor  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox, QToolTip  # noqa: E402
from test_gui_elf import C_DIR, hello_elf  # noqa: E402, F401 - the ELF fixture

from rarslite.gui.editor.breakpoint_marks import ACTIVE, NO_CODE, PENDING  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

PROGRAM = """\
.data
value:  .word 7
.text
main:
        li    t0, 5
        li    t1, 0x12345678
        add   t2, t0, t0
loop:
        addi  t0, t0, -1
        bnez  t0, loop
        li    a7, 10
        ecall
"""
ADD_LINE, LABEL_LINE, LOOP_LINE, BIG_LI_LINE = 7, 8, 9, 6


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    # pytest-qt closes the window before this fixture ends: drop the tests' edits then.
    monkeypatch.setattr(w.editors, "ask_save", lambda _doc: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(w.editors, "ask_save_all",
                        lambda _docs: QMessageBox.StandardButton.Discard)
    yield w
    close_window(w)


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "prog.s"
    path.write_text(PROGRAM)
    return str(path)


def line_centre(doc, line: int) -> QPoint:
    """Where a person clicks in the gutter for ``line``: the marker column, mid-line."""
    block = doc.document().findBlockByNumber(line - 1)
    geo = doc.blockBoundingGeometry(block).translated(doc.contentOffset())
    return QPoint(doc.marker_size() // 2, int(geo.top() + doc.fontMetrics().height() / 2))


def click_gutter(qtbot, doc, line: int) -> None:
    qtbot.mouseClick(doc.gutter, Qt.MouseButton.LeftButton, pos=line_centre(doc, line))


def painted(doc, line: int):
    """The colour the gutter shows at the centre of ``line``'s marker."""
    image = doc.gutter.grab().toImage()
    return image.pixelColor(line_centre(doc, line))


def gutter_tooltip(doc, line: int) -> str:
    """The tooltip a person sees hovering over ``line``'s marker."""
    pos = line_centre(doc, line)
    QApplication.sendEvent(doc.gutter, QHelpEvent(QEvent.Type.ToolTip, pos,
                                                  doc.gutter.mapToGlobal(pos)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def is_red(color) -> bool:
    return color.red() > 150 and color.green() < 90 and color.blue() < 90


def assemble(qtbot, w) -> None:
    w.pages.setCurrentIndex(0)
    w.activateWindow()  # F3 is a window shortcut
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    w.editors.current().setFocus()
    qtbot.keyClick(w, Qt.Key.Key_F3)
    assert w.session.program is not None, w.messages.lines()[-3:]


def go(qtbot, w) -> str:
    with qtbot.waitSignal(w.run_finished, timeout=10_000) as blocker:
        w.act_go.trigger()
    return blocker.args[0]


def row_of_line(w, line: int, file: str | None = None) -> int:
    """The Execute view row of the first instruction of a source line."""
    model = w.text_view.model_
    return next(i for i, e in enumerate(model.entries)
                if e.loc and e.loc.line == line and e.first_of_source
                and (file is None or os.path.samefile(e.loc.file, file)))


def bkpt_checked(w, row: int) -> bool:
    model = w.text_view.model_
    state = model.data(model.index(row, 0), Qt.ItemDataRole.CheckStateRole)
    return state == Qt.CheckState.Checked


def click_bkpt(qtbot, w, row: int) -> None:
    w.pages.setCurrentIndex(1)
    view = w.text_view
    view.scrollTo(view.model_.index(row, 0))
    rect = view.visualRect(view.model_.index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def insert_at_line(doc, line: int, text: str) -> None:
    cursor = QTextCursor(doc.document().findBlockByNumber(line - 1))
    cursor.insertText(text)


def test_gutter_breakpoint_survives_edit_and_reassembly_and_stops(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    assert not is_red(painted(doc, ADD_LINE))
    click_gutter(qtbot, doc, ADD_LINE)
    assert doc.breakpoint_lines() == [ADD_LINE]
    assert doc.breakpoint_state(ADD_LINE) == PENDING  # nothing assembled yet
    assert is_red(painted(doc, ADD_LINE))
    assert "takes effect when the file is assembled" in gutter_tooltip(doc, ADD_LINE)

    assemble(qtbot, w)
    assert doc.breakpoint_state(ADD_LINE) == ACTIVE
    assert "pauses before this line's first instruction" in gutter_tooltip(doc, ADD_LINE)
    row = row_of_line(w, ADD_LINE)
    assert bkpt_checked(w, row)
    assert sum(bkpt_checked(w, r) for r in range(len(w.text_view.model_.entries))) == 1

    # Insert three lines (one of them code) above: the mark moves with its line.
    w.pages.setCurrentIndex(0)
    insert_at_line(doc, 5, "        nop\n# two lines added\n        nop\n")
    moved = ADD_LINE + 3
    assert doc.breakpoint_lines() == [moved]
    assert "add   t2" in doc.document().findBlockByNumber(moved - 1).text()

    assemble(qtbot, w)
    row = row_of_line(w, moved)
    addr = w.text_view.model_.entries[row].addr
    assert w.session.breakpoints == {addr}
    assert bkpt_checked(w, row)
    assert go(qtbot, w) == "breakpoint"
    m = w.session.machine
    assert m.pc == addr == w.text_view.model_.pc
    assert m.x[5] == 5 and m.x[7] == 0  # t0 set, "add t2" not run yet
    assert w.text_view.model_.source_text(w.text_view.model_.entries[row]).startswith(
        f"{moved}: ")
    assert f"paused at breakpoint: 0x{addr:08x}" in w.messages.lines()[-1]


def test_enter_at_start_of_marked_line_keeps_the_mark_on_its_text(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    click_gutter(qtbot, doc, ADD_LINE)
    assemble(qtbot, w)
    w.pages.setCurrentIndex(0)
    doc.go_to(ADD_LINE, 1)
    qtbot.keyClick(doc, Qt.Key.Key_Return)
    assert doc.document().findBlockByNumber(ADD_LINE - 1).text() == ""
    assert doc.breakpoint_lines() == [ADD_LINE + 1]
    # The stamp moved too: the program that is loaded still stops at the add.
    assert doc.breakpoint_state(ADD_LINE + 1) == ACTIVE
    assert go(qtbot, w) == "breakpoint"
    assert w.session.machine.pc == w.text_view.model_.entries[row_of_line(w, ADD_LINE)].addr


def test_pseudo_instruction_line_breaks_at_its_first_instruction(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    click_gutter(qtbot, doc, BIG_LI_LINE)
    assemble(qtbot, w)
    first = row_of_line(w, BIG_LI_LINE)
    entries = w.text_view.model_.entries
    assert entries[first].basic.startswith("lui") and entries[first + 1].loc.line == BIG_LI_LINE
    assert bkpt_checked(w, first) and not bkpt_checked(w, first + 1)
    assert go(qtbot, w) == "breakpoint"
    assert w.session.machine.pc == entries[first].addr
    assert w.session.machine.x[6] == 0  # t1 not loaded yet


def test_line_without_code_says_so(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    click_gutter(qtbot, doc, LABEL_LINE)
    assert doc.breakpoint_state(LABEL_LINE) == PENDING
    assemble(qtbot, w)
    assert doc.breakpoint_state(LABEL_LINE) == NO_CODE
    text = "\n".join(w.messages.lines())
    assert (f"line {LABEL_LINE} of prog.s produces no instruction" in text
            and "will not stop" in text and f"next line with an instruction is {LOOP_LINE}"
            in text)
    # Drawn as a hollow grey ring: no red at the centre, grey on the ring.
    assert not is_red(painted(doc, LABEL_LINE))
    c = line_centre(doc, LABEL_LINE)
    radius = doc.marker_size() * 0.34
    ring = doc.gutter.grab().toImage().pixelColor(QPoint(c.x(), int(c.y() - radius)))
    assert abs(ring.red() - ring.green()) < 30 and ring.red() < 200, ring.name()
    assert w.session.breakpoints == set()
    assert "will not stop" in gutter_tooltip(doc, LABEL_LINE)
    assert go(qtbot, w) == "exit"  # it did not stop
    # A comment line toggled after the Assemble is reported at once.
    w.pages.setCurrentIndex(0)
    before = len(w.messages.lines())
    click_gutter(qtbot, doc, 1)  # ".data"
    assert doc.breakpoint_state(1) == NO_CODE
    assert "line 1 of prog.s produces no instruction" in w.messages.lines()[before]


def test_execute_view_toggle_shows_in_editor(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    assemble(qtbot, w)
    row = row_of_line(w, LOOP_LINE)
    click_bkpt(qtbot, w, row)
    assert bkpt_checked(w, row)
    assert doc.breakpoint_lines() == [LOOP_LINE]
    assert doc.breakpoint_state(LOOP_LINE) == ACTIVE
    w.pages.setCurrentIndex(0)
    assert is_red(painted(doc, LOOP_LINE))
    click_gutter(qtbot, doc, LOOP_LINE)  # off from the editor: the box clears
    assert not bkpt_checked(w, row) and w.session.breakpoints == set()
    click_bkpt(qtbot, w, row)
    assert doc.breakpoint_lines() == [LOOP_LINE]
    # After an edit above (no re-assembly) the row still finds its moved line.
    insert_at_line(doc, 1, "# header\n")
    click_bkpt(qtbot, w, row)
    assert not bkpt_checked(w, row) and doc.breakpoint_lines() == []
    click_bkpt(qtbot, w, row)
    assert doc.breakpoint_lines() == [LOOP_LINE + 1]
    # The second instruction of "li t1, big" has no line of its own: address only.
    second = row_of_line(w, BIG_LI_LINE) + 1
    click_bkpt(qtbot, w, second)
    assert bkpt_checked(w, second) and doc.breakpoint_lines() == [LOOP_LINE + 1]
    # And a gutter click shows in the Execute view.
    w.pages.setCurrentIndex(0)
    click_gutter(qtbot, doc, ADD_LINE + 1)
    assert bkpt_checked(w, row_of_line(w, ADD_LINE))
    # The Bkpt header suspends them all: the gutter shows them faded.
    w.text_view._header_clicked(0)
    assert w.session.sim.breakpoints == set() and doc.breakpoints_suspended
    w.pages.setCurrentIndex(0)
    faded = painted(doc, ADD_LINE + 1)
    assert not is_red(faded) and faded.red() > faded.green() + 30, faded.name()
    w.text_view._header_clicked(0)
    assert is_red(painted(doc, ADD_LINE + 1))


def test_ctrl_b_toggles_cursor_line_and_ctrl_k_clears(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    assemble(qtbot, w)
    w.pages.setCurrentIndex(0)
    doc.go_to(LOOP_LINE, 3)
    qtbot.keyClick(doc, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert doc.breakpoint_lines() == [LOOP_LINE]
    assert bkpt_checked(w, row_of_line(w, LOOP_LINE))
    # In the Execute view Ctrl+B toggles the selected instruction.
    w.pages.setCurrentIndex(1)
    row = row_of_line(w, ADD_LINE)
    w.text_view.setCurrentIndex(w.text_view.model_.index(row, 1))
    w.text_view.setFocus()
    qtbot.keyClick(w.text_view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert bkpt_checked(w, row) and doc.breakpoint_lines() == [ADD_LINE, LOOP_LINE]
    qtbot.keyClick(w.text_view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert doc.breakpoint_lines() == [] and w.session.breakpoints == set()
    assert not bkpt_checked(w, row)


def test_deleting_the_marked_line_drops_its_breakpoint(window, source, qtbot):
    w = window
    doc = w.open_file(source)
    click_gutter(qtbot, doc, ADD_LINE)
    assemble(qtbot, w)
    assert len(w.session.breakpoints) == 1
    w.pages.setCurrentIndex(0)
    cursor = QTextCursor(doc.document().findBlockByNumber(ADD_LINE - 1))
    cursor.movePosition(QTextCursor.MoveOperation.NextBlock, QTextCursor.MoveMode.KeepAnchor)
    cursor.removeSelectedText()
    assert doc.breakpoint_lines() == []
    qtbot.waitUntil(lambda: not w.session.breakpoints, timeout=3000)
    assert not any(bkpt_checked(w, r) for r in range(len(w.text_view.model_.entries)))


def test_breakpoints_are_remembered_per_file(qtbot, tmp_path, source, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    doc = w.open_file(source)
    click_gutter(qtbot, doc, ADD_LINE)
    click_gutter(qtbot, doc, LOOP_LINE)
    click_gutter(qtbot, doc, LOOP_LINE)  # on and off again
    click_gutter(qtbot, doc, 2)
    close_window(w)

    no_dialogs(monkeypatch)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w2 = MainWindow(settings=settings)
    qtbot.addWidget(w2)
    w2.show()
    try:
        doc2 = w2.open_file(source)
        assert doc2.breakpoint_lines() == [2, ADD_LINE]
        assert is_red(painted(doc2, ADD_LINE))
        assemble(qtbot, w2)
        assert bkpt_checked(w2, row_of_line(w2, ADD_LINE))
        assert go(qtbot, w2) == "breakpoint"
        assert w2.session.machine.pc == w2.text_view.model_.entries[
            row_of_line(w2, ADD_LINE)].addr
    finally:
        close_window(w2)


INCLUDED = """\
# helpers
helper:
        li    t3, 42
        ret
"""
MAIN_WITH_INCLUDE = """\
.text
main:
        jal   helper
        li    a7, 10
        ecall
.include "helpers.s"
"""


def test_breakpoint_in_an_included_file(window, tmp_path, qtbot):
    w = window
    inc = tmp_path / "helpers.s"
    inc.write_text(INCLUDED)
    main = tmp_path / "main.s"
    main.write_text(MAIN_WITH_INCLUDE)
    inc_doc = w.open_file(str(inc))
    click_gutter(qtbot, inc_doc, 3)  # li t3, 42 in the included file's tab
    w.open_file(str(main))
    assemble(qtbot, w)
    assert inc_doc.breakpoint_state(3) == ACTIVE
    row = row_of_line(w, 3, str(inc))
    assert bkpt_checked(w, row)
    assert go(qtbot, w) == "breakpoint"
    assert w.session.machine.pc == w.text_view.model_.entries[row].addr
    assert w.session.machine.x[28] == 0

    # A row of the included file toggled while its tab is closed is kept for that file
    # and shows when the tab opens again.
    w.editors.close_tab(w.editors.indexOf(inc_doc))
    ret_row = row_of_line(w, 4, str(inc))
    click_bkpt(qtbot, w, ret_row)
    reopened = w.open_file(str(inc))
    assert reopened.breakpoint_lines() == [3, 4]
    assert reopened.breakpoint_state(4) == ACTIVE


def test_breakpoint_in_the_c_source_of_an_elf(window, qtbot, hello_elf):  # noqa: F811
    w = window
    w.open_file(hello_elf)
    hello_c = os.path.join(os.path.abspath(C_DIR), "hello.c")
    line = open(hello_c).read().splitlines().index(
        "    sys_write(1, greeting, sizeof greeting - 1);") + 1
    w.show_source(hello_c, line)  # as a double-click on the row does
    doc = w.editors.current()
    assert os.path.samefile(doc.path, hello_c)
    click_gutter(qtbot, doc, line)
    assert doc.breakpoint_state(line) == ACTIVE
    row = row_of_line(w, line, hello_c)
    assert bkpt_checked(w, row)
    assert go(qtbot, w) == "breakpoint"
    assert w.session.machine.pc == w.text_view.model_.entries[row].addr
    assert "Hello" not in w.run_io.text()
    # F3 from the C tab loads the executable again: the breakpoint stays.
    assert w.assemble()
    assert bkpt_checked(w, row_of_line(w, line, hello_c))


def test_book_forgets_deleted_files_and_survives_a_damaged_setting(tmp_path, source):
    from rarslite.gui.breakpoints import SETTINGS_KEY, BreakpointBook, source_key

    settings = QSettings(str(tmp_path / "book.ini"), QSettings.Format.IniFormat)
    book = BreakpointBook(settings)
    book.set_lines(source_key(source), {3, 7})
    book.set_lines(str(tmp_path / "gone.s"), {1})
    book.save()
    again = BreakpointBook(settings)
    assert again.lines(source_key(source)) == {3, 7}
    assert again.items() == [(source_key(source), {3, 7})]  # gone.s does not exist
    settings.setValue(SETTINGS_KEY, "{not json")
    assert BreakpointBook(settings).items() == []


def test_reload_from_disk_keeps_breakpoints_by_line(window, source, qtbot, monkeypatch):
    w = window
    doc = w.open_file(source)
    click_gutter(qtbot, doc, ADD_LINE)
    with open(source, "a") as fh:
        fh.write("# changed by another program\n")
    os.utime(source, (1, 1))  # a different mtime even within the clock's resolution
    monkeypatch.setattr(w.editors, "ask_reload", lambda _doc: True)
    w.editors.check_file(source)
    assert doc.toPlainText().endswith("# changed by another program\n")
    assert doc.breakpoint_lines() == [ADD_LINE]
    assemble(qtbot, w)
    assert bkpt_checked(w, row_of_line(w, ADD_LINE))
