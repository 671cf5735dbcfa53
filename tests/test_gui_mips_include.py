"""GUI: breakpoints and stepping in the `.include`d files of a MIPS program. MARS's listing
puts included code on the `.include` line of the including file; the app's views and
breakpoints use where the code really is (its file and line, macros and `.eqv` too)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import wait_until  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QColor, QTextCursor  # noqa: E402
from test_gui_breakpoints import (  # noqa: E402, F401 - window: its fixture
    assemble,
    click_gutter,
    go,
    is_red,
    painted,
    window,
)

from rarslite.gui import theme  # noqa: E402
from rarslite.gui.editor.breakpoint_marks import ACTIVE  # noqa: E402

pytestmark = pytest.mark.gui

MAIN = """\
# the main program
.include "macros.asm"
.eqv COUNT 3
.text
main:
    li $s0, COUNT
    jal helper
    print_int($v0)
    li $v0, 10
    syscall
    .include "helpers.asm"
"""
MACROS = """\
# macros and constants
.macro print_int(%r)
    move $a0, %r
    li $v0, 1
    syscall
.end_macro
.eqv LIMIT 10
"""
HELPERS = """\
# helper: $v0 = $s0 + LIMIT, printing LIMIT first
helper:
    li $t0, LIMIT
    print_int($t0)
    add $v0, $s0, $t0
    jr $ra
"""
LI_LINE, PRINT_LINE, ADD_LINE, RET_LINE = 3, 4, 5, 6  # lines of helpers.asm


@pytest.fixture
def files(tmp_path):
    for name, text in (("main.asm", MAIN), ("macros.asm", MACROS), ("helpers.asm", HELPERS)):
        (tmp_path / name).write_text(text)
    return tmp_path


def pc_row(w) -> int:
    model = w.text_view.model_
    return model.row_of[w.session.machine.pc]


def highlighted(w, row: int) -> bool:
    """Whether the Execute view paints ``row`` as the next instruction to run."""
    model = w.text_view.model_
    brush = model.data(model.index(row, 1), Qt.ItemDataRole.BackgroundRole)
    return brush is not None and brush.color() == QColor(theme.current().current_line)


def step(w) -> None:
    w.act_step.trigger()
    wait_until(lambda: not w.running)


def test_gutter_breakpoint_in_an_included_file(window, files, qtbot):  # noqa: F811
    w = window
    main_doc = w.open_file(str(files / "main.asm"))
    helpers = str(files / "helpers.asm")
    inc_doc = w.open_file(helpers)  # the user opens the included file in a tab
    click_gutter(qtbot, inc_doc, LI_LINE)
    assert is_red(painted(inc_doc, LI_LINE))
    w.editors.setCurrentWidget(main_doc)
    assemble(qtbot, w)
    assert w.session.isa.name == "mips"
    assert inc_doc.breakpoint_state(LI_LINE) == ACTIVE
    # helpers.asm has no syscall of its own, yet as a file of the MIPS program it is MIPS
    assert inc_doc.highlighter.isa_name == "mips"
    w.editors.setCurrentWidget(inc_doc)
    assert w.isa_label.text() == "ISA: MIPS (MARS)"
    w.editors.setCurrentWidget(main_doc)

    assert go(qtbot, w) == "breakpoint"
    m = w.session.machine
    model = w.text_view.model_
    row = pc_row(w)
    entry = model.entries[row]
    assert os.path.samefile(entry.loc.file, helpers) and entry.loc.line == LI_LINE
    assert m.x[16] == 3 and m.x[8] == 0  # li $s0, COUNT ran (an .eqv), li $t0 not yet
    assert entry.basic == "addiu $8,$0,0x0000000a"  # LIMIT: the included file's .eqv
    assert highlighted(w, row)
    assert model.data(model.index(row, 4)) == "helpers.asm:3: li $t0, 10"
    assert "(helpers.asm line 3)" in w.messages.lines()[-1]
    assert w.run_state.text().endswith("helpers.asm line 3")
    assert w.run_io.text() == ""  # print_int in main has not run

    # Stepping through included code shows the included file's lines, a macro call too.
    step(w)
    entry = model.entries[pc_row(w)]
    assert (os.path.basename(entry.loc.file), entry.loc.line) == ("helpers.asm", PRINT_LINE)
    assert entry.loc.macro_line == 3  # the body line of print_int in macros.asm
    assert highlighted(w, pc_row(w))
    assert w.run_state.text().endswith("helpers.asm line 4")
    for _ in range(4):
        step(w)
    entry = model.entries[pc_row(w)]
    assert (os.path.basename(entry.loc.file), entry.loc.line) == ("helpers.asm", RET_LINE)
    assert w.run_io.text() == "10"
    assert m.x[2] == 13  # the add ran
    step(w)  # back in main, after the jal: the macro call on line 8
    entry = model.entries[pc_row(w)]
    assert (os.path.basename(entry.loc.file), entry.loc.line) == ("main.asm", 8)
    assert model.data(model.index(pc_row(w), 4)).startswith("8->3: ")

    # A double-click on the included row shows its line in the included file's tab.
    row = next(r for r, e in enumerate(model.entries)
               if e.loc.line == ADD_LINE and e.loc.file.endswith("helpers.asm"))
    w.text_view._double_clicked(model.index(row, 4))
    assert w.editors.current() is inc_doc
    assert inc_doc.textCursor().blockNumber() + 1 == ADD_LINE
    assert "add $v0" in inc_doc.textCursor().block().text()
    w.act_go.trigger()
    wait_until(lambda: not w.running)
    assert w.run_io.text().replace("\n", "").startswith("1013")


def test_ctrl_b_on_an_included_macro_call(window, files, qtbot):  # noqa: F811
    """Ctrl+B in the included tab marks a macro call; the Assemble reads the included
    file's unsaved text from its tab, and the breakpoint follows its edited line."""
    w = window
    main_doc = w.open_file(str(files / "main.asm"))
    inc_doc = w.open_file(str(files / "helpers.asm"))
    cursor = QTextCursor(inc_doc.document().findBlockByNumber(0))
    cursor.insertText("# a line added in the tab, not saved\n")  # the call moves to line 6
    inc_doc.setTextCursor(QTextCursor(inc_doc.document().findBlockByNumber(PRINT_LINE)))
    inc_doc.setFocus()
    qtbot.keyClick(inc_doc, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert inc_doc.breakpoint_lines() == [PRINT_LINE + 1]
    w.editors.setCurrentWidget(main_doc)
    assemble(qtbot, w)
    assert inc_doc.breakpoint_state(PRINT_LINE + 1) == ACTIVE
    assert go(qtbot, w) == "breakpoint"
    entry = w.text_view.model_.entries[pc_row(w)]
    assert (os.path.basename(entry.loc.file), entry.loc.line) == ("helpers.asm", PRINT_LINE + 1)
    assert entry.basic == "addu $4,$0,$8"  # the macro's first instruction: move $a0, $t0
    assert w.session.machine.x[8] == 10  # the li before it ran
    assert highlighted(w, pc_row(w))


def test_runtime_error_in_included_code_links_to_its_line(window, files, qtbot):  # noqa: F811
    """MARS's report names the including file with the included file's line number (a MARS
    quirk); a click on it shows the real line, in the included file."""
    w = window
    (files / "helpers.asm").write_text(HELPERS.replace("    jr $ra", "    lw $t1, 1($t0)"))
    w.open_file(str(files / "main.asm"))
    assemble(qtbot, w)
    assert go(qtbot, w) == "error"
    main = str(files / "main.asm")
    report = f"Error in {main} line {RET_LINE}: Runtime exception at 0x00400030: fetch " \
             "address not aligned on word boundary 0x0000000b"
    assert report in w.run_io.text()  # MARS's words: main.asm, helpers.asm's line number
    item = w.messages.item(w.messages.count() - 1)
    assert item.text() == report
    w.messages.itemClicked.emit(item)
    doc = w.editors.current()
    assert os.path.basename(doc.path) == "helpers.asm"
    assert doc.textCursor().blockNumber() + 1 == RET_LINE
