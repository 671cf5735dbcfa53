"""The Help window: F1 opens a non-modal, searchable reference generated from the engine's
tables and the window's own actions (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rarslite.isa.riscv.pseudo import PSEUDO_ROWS  # noqa: E402
from rarslite.isa.riscv.table import SPECS  # noqa: E402
from rarslite.machine.riscv.ecalls import ECALLS  # noqa: E402

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def press_f1(qtbot, window) -> None:
    """F1 in the main window (shortcuts only reach the active window)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F1)


@pytest.fixture
def help_window(window, qtbot):
    press_f1(qtbot, window)
    h = window.help_window
    qtbot.waitUntil(h.isVisible)
    return h


def visible_cells(table, col: int) -> list[str]:
    return [table.item(r, col).text() for r in range(table.rowCount())
            if not table.isRowHidden(r)]


def test_f1_opens_a_non_modal_reference(window, help_window, qtbot):
    h = help_window
    assert h.isWindow() and not h.isModal() and window.isEnabled()
    assert h.windowModality() == Qt.WindowModality.NonModal
    titles = [h.tabs.tabText(i) for i in range(h.tabs.count())]
    assert titles[1:] == ["Instructions (109)", f"Pseudo-instructions ({len(PSEUDO_ROWS)})",
                          f"System calls ({len(ECALLS)})", "Directives (21)",
                          "MMIO devices (14)", titles[-1]]
    assert titles[-1].startswith("Keyboard shortcuts (")
    # The main window still works while Help is open: F1 again reuses the same window.
    window.act_new.trigger()
    assert window.editors.count() == 1
    window.editors.current().document().setModified(False)
    press_f1(qtbot, window)
    assert window.help_window is h
    help_menu = [m for m in window.menuBar().actions() if m.text() == "&Help"][0].menu()
    assert [a.text() for a in help_menu.actions()] == ["&Help contents", "&About rarslite"]


def test_reference_lists_what_a_student_looks_up(help_window):
    h = help_window
    assert "addi" in h.visible_names("Instructions")
    assert "li" in h.visible_names("Pseudo-instructions")
    pseudo = h.section_table("Pseudo-instructions")
    assert pseudo.horizontalHeaderItem(4).text() == "Expands to"
    assert "lui t1, %hi(10000000); addi t1, t1, %lo(10000000)" in visible_cells(pseudo, 4)
    assert "1 PrintInt" in h.visible_names("System calls")
    assert ".word" in h.visible_names("Directives")
    mmio = h.section_table("MMIO devices")
    assert "RC (receiver control)" in visible_cells(mmio, 0)
    row = visible_cells(mmio, 0).index("RC (receiver control)")
    assert visible_cells(mmio, 1)[row] == "0xFFFF0000"
    keys = h.section_table("Keyboard shortcuts")
    names, commands = visible_cells(keys, 0), visible_cells(keys, 1)
    assert commands[names.index("F3")] == "Assemble"
    assert commands[names.index("F1")] == "Help contents"
    assert "Go" == commands[names.index("F5")]


def test_every_table_row_is_a_row_of_the_window(help_window):
    """Generated, not hand-written: the row counts are the tables' sizes."""
    h = help_window
    assert h.section_table("Instructions").rowCount() == len(SPECS)
    assert h.visible_names("Instructions") == [s.op for s in SPECS]
    assert h.section_table("Pseudo-instructions").rowCount() == len(PSEUDO_ROWS)
    assert h.visible_names("System calls") == [f"{s.number} {s.name}" for s in ECALLS]


def test_shortcuts_follow_the_actions(window, qtbot):
    """A key changed on an action shows in a newly built reference (read, not listed)."""
    window.act_goto.setShortcut("Ctrl+G")
    press_f1(qtbot, window)
    keys = window.help_window.section_table("Keyboard shortcuts")
    names, commands = visible_cells(keys, 0), visible_cells(keys, 1)
    assert commands[names.index("Ctrl+G")] == "Go to line"
    assert "Ctrl+L" not in names


def test_typing_in_search_filters_rows(help_window, qtbot):
    h = help_window
    qtbot.keyClicks(h.search, "printint")
    assert h.visible_names("System calls") == ["1 PrintInt", "34 PrintIntHex",
                                               "35 PrintIntBinary", "36 PrintIntUnsigned"]
    assert h.visible_names("Instructions") == []
    assert h.tabs.tabText(h.tabs.currentIndex()) == "System calls (4)"  # shows the matches
    h.search.clear()
    qtbot.keyClicks(h.search, "branch signed")  # every word, any column
    got = h.visible_names("Instructions")
    assert got == ["blt", "bge", "bltu", "bgeu"]
    assert "bgt" in h.visible_names("Pseudo-instructions")
    assert h.count_label.text().endswith("matching rows")
    h.search.clear()
    qtbot.keyClicks(h.search, "0xffff0000")  # an address finds the device registers there
    assert h.visible_names("MMIO devices") == ["RC (receiver control)",
                                               "cells (one halfword per cell, row by row)"]
    h.search.clear()
    assert len(h.visible_names("Instructions")) == len(SPECS)


def test_device_addresses_follow_the_memory_configuration(window, help_window, qtbot):
    from PySide6.QtGui import QAction

    from rarslite.memory_map import COMPACT_TEXT_AT_ZERO

    [choice] = [a for a in window.findChildren(QAction)
                if a.text() == COMPACT_TEXT_AT_ZERO.name]  # Settings > Memory configuration
    choice.trigger()
    press_f1(qtbot, window)
    assert window.help_window is not help_window
    mmio = window.help_window.section_table("MMIO devices")
    row = visible_cells(mmio, 0).index("RC (receiver control)")
    assert visible_cells(mmio, 1)[row] == f"0x{COMPACT_TEXT_AT_ZERO.mmio_base:08X}" != "0xFFFF0000"
