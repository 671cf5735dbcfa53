"""Tools > Instruction Counter / Statistics / Data Cache / BHT Simulator docks: opened from the
Tools menu, connected with their button, they show RARS's recorded numbers after a run, reset
to zero, and fit the 1366x768 window beside the code."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, run_to_stop, wait_until  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from rarslite.analysis.bht import java_table_number  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

DATA = Path(__file__).parent / "data" / "tools"
# RARSLITE_SHOTS=DIR saves what the window looks like after each run (to look at, by hand)
SHOTS = Path(os.environ["RARSLITE_SHOTS"]) if os.environ.get("RARSLITE_SHOTS") else None
RARS = {(r["program"], r["tool"], r["spec"]): r["shown"]
        for r in json.loads((DATA / "rars_tools.json").read_text())}  # fmt: skip
MARS = {(r["program"], r["tool"], r["spec"]): r["shown"]
        for r in json.loads((DATA / "mars_tools.json").read_text())}  # fmt: skip


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    w = open_window(qtbot, tmp_path, monkeypatch)
    monkeypatch.setattr(w.editors, "ask_save_all",
                        lambda _docs: QMessageBox.StandardButton.Discard)  # fmt: skip
    w.resize(1366, 768)
    yield w
    close_window(w)


def open_from_menu(w, text: str):
    act = next(a for a in w.tools_menu.actions() if a.text().replace("&", "") == text)
    act.trigger()
    QApplication.processEvents()
    name = {"Instruction Counter": "instruction_counter",
            "Instruction Statistics": "instruction_statistics",
            "Data Cache Simulator": "data_cache", "BHT Simulator": "bht"}[text]  # fmt: skip
    return w.tools[name].widget()


def load(w, name: str) -> None:
    w.open_file(str(DATA / "programs" / name))
    assert w.assemble()


def test_counter_and_statistics_show_rars_numbers(window, qtbot):
    w = window
    load(w, "bubble_sort.s")
    counter = open_from_menu(w, "Instruction Counter")
    stats = open_from_menu(w, "Instruction Statistics")
    for tool in (counter, stats):
        qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
        assert tool.connect_button.text() == "Disconnect from Program"
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    count = RARS[("bubble_sort.s", "count", "")]
    wait_until(lambda: counter.total.text() == count["total"])
    w.grab().save(str(SHOTS / "counter.png")) if SHOTS else None
    for fmt, (label, bar) in counter.rows.items():
        assert (label.text(), bar.text()) == (count[fmt], count[fmt + "%"])
    shown = RARS[("bubble_sort.s", "stats", "")]
    assert stats.total.text() == shown["total"]
    assert {k: label.text() for k, (label, _bar) in stats.rows.items()} == {
        k: v for k, v in shown.items() if k not in ("total", "exit")}
    qtbot.mouseClick(counter.reset_button, Qt.MouseButton.LeftButton)
    wait_until(lambda: counter.total.text() == "0")
    assert all(label.text() == "0" for label, _bar in counter.rows.values())
    # a dock beside the code: the window still fits the screen
    assert w.frameGeometry().width() <= 1366 and w.frameGeometry().height() <= 768
    assert counter.isVisible() and counter.width() > 100


def test_cache_settings_and_numbers(window, qtbot):
    w = window
    load(w, "matrix_rows.s")
    cache = open_from_menu(w, "Data Cache Simulator")
    cache.placement.setCurrentIndex(cache.placement.findData("set"))
    cache.blocks.setCurrentIndex(cache.blocks.findData(16))
    assert [cache.set_size.itemText(i) for i in range(cache.set_size.count())] == [
        "1", "2", "4", "8", "16"]
    cache.set_size.setCurrentIndex(cache.set_size.findData(2))
    assert cache.size.text() == "256"
    qtbot.mouseClick(cache.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    shown = RARS[("matrix_rows.s", "cache", "2way,lru,blocks=16,words=4")]
    wait_until(lambda: cache.accesses.text() == shown["accesses"])
    w.grab().save(str(SHOTS / "cache.png")) if SHOTS else None
    assert (cache.hits.text(), cache.misses.text(), cache.rate.text()) == (
        shown["hits"], shown["misses"], shown["rate"])
    # Reset (the simulator's): a fresh machine, counts from zero, still connected
    w.act_reset.trigger()
    wait_until(lambda: cache.accesses.text() == "0")
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    wait_until(lambda: cache.accesses.text() == shown["accesses"])


def test_bht_table(window, qtbot):
    w = window
    load(w, "branch_patterns.s")
    bht = open_from_menu(w, "BHT Simulator")
    bht.entries.setCurrentIndex(bht.entries.findData(8))
    bht.history.setCurrentIndex(bht.history.findData(2))
    assert bht.table.rowCount() == 8
    qtbot.mouseClick(bht.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    w.grab().save(str(SHOTS / "bht.png")) if SHOTS else None
    rows = RARS[("branch_patterns.s", "bht", "entries=8,history=2,initial=not-taken")]["rows"]

    def table():
        return [[bht.table.item(r, c).text() for c in range(6)] for r in range(8)]

    expected = [[*row[:5], java_table_number(float(row[5]))] for row in rows]
    wait_until(lambda: table() == expected)


def test_mips_program_gets_mars_counter(window, qtbot):
    """On a MIPS program the counter's rows become MARS's R, I, J, with MARS's numbers."""
    w = window
    w.open_file(str(DATA / "mips" / "matrix_cols.asm"))
    assert w.assemble()
    counter = open_from_menu(w, "Instruction Counter")
    qtbot.mouseClick(counter.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    count = MARS[("matrix_cols.asm", "count", "")]
    wait_until(lambda: counter.total.text() == count["total"])
    assert list(counter.rows) == ["R", "I", "J"]
    for fmt, (label, bar) in counter.rows.items():
        assert (label.text(), bar.text()) == (count[fmt], count[fmt + "%"])
