"""Tools > Memory Reference Visualization, Floating Point Representation, and the Data Cache
Simulator's block table: opened from the Tools menu and connected, they show what RARS and
MARS showed (read back as a person sees them: the painted pixels, the fields' text), follow
typing, reset, and fit the 1366x768 window beside the code."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, run_to_stop, wait_until  # noqa: E402
from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from rarslite.analysis.memrefs import count_color  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

DATA = Path(__file__).parent / "data" / "tools"
SHOTS = Path(os.environ["RARSLITE_SHOTS"]) if os.environ.get("RARSLITE_SHOTS") else None
MEMREF = {sim: {(r["program"], r["spec"]): r["shown"]
                for r in json.loads((DATA / f"{sim}_memref.json").read_text())}
          for sim in ("rars", "mars")}  # fmt: skip
NAMES = {"Memory Reference Visualization": "memory_references",
         "Floating Point Representation": "float_representation",
         "Data Cache Simulator": "data_cache", "Instruction Counter": "instruction_counter",
         "Instruction Statistics": "instruction_statistics", "BHT Simulator": "bht"}  # fmt: skip


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
    return w.tools[NAMES[text]].widget()


def load(w, path: Path) -> None:
    w.open_file(str(path))
    assert w.assemble()


def unit_colors(tool) -> list[list[int]]:
    """The colour a person sees at the middle of each unit of the painted grid."""
    canvas = tool.canvas
    image = canvas.grab().toImage()
    ratio = image.width() / max(canvas.width(), 1)  # device pixels per widget pixel
    r, m = canvas.picture_rect(), canvas.model
    st = m.settings
    out = []
    for row in range(m.rows):
        line = []
        for col in range(m.columns):
            x = r.x() + (col + 0.6) * st.unit_width * r.width() / st.display_width
            y = r.y() + (row + 0.6) * st.unit_height * r.height() / st.display_height
            line.append(image.pixelColor(int(x * ratio), int(y * ratio)).rgb() & 0xFFFFFF)
        out.append(line)
    return out


def recorded_colors(shown) -> list[list[int]]:
    return [[count_color(int(v)) for v in row[0].split(",")] for row in shown["rows"]]


def test_memory_references_paint_rars_grid(window, qtbot):
    w = window
    load(w, DATA / "programs" / "matrix_cols.s")
    tool = open_from_menu(w, "Memory Reference Visualization")
    assert tool.base.currentText() == "0x10010000 (static data)"
    assert all(c == 0 for row in unit_colors(tool) for c in row)  # nothing counted yet
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    want = recorded_colors(MEMREF["rars"][("matrix_cols.s", "default")])
    wait_until(lambda: unit_colors(tool) == want)
    assert tool.summary.text() == "256 references in 256 of 256 units (16x16)"
    w.grab().save(str(SHOTS / "memrefs.png")) if SHOTS else None
    # a person's Reset: every unit black again
    qtbot.mouseClick(tool.reset_button, Qt.MouseButton.LeftButton)
    wait_until(lambda: all(c == 0 for row in unit_colors(tool) for c in row))
    # the text segment: instruction fetches are counted
    tool.base.setCurrentIndex(tool.base.findData("text"))
    w.act_reset.trigger()
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    want = recorded_colors(MEMREF["rars"][("matrix_cols.s", "text")])
    wait_until(lambda: unit_colors(tool) == want)
    assert w.frameGeometry().width() <= 1366 and w.frameGeometry().height() <= 768


def test_memory_references_colour_chooser(window, qtbot, monkeypatch):
    """The slider picks a count, the colour button a colour for the counts from there on:
    the units read 4 times take the new colour, the others keep theirs."""
    from PySide6.QtWidgets import QColorDialog

    w = window
    load(w, DATA / "programs" / "mixed_access.s")
    tool = open_from_menu(w, "Memory Reference Visualization")
    assert tool.slider_text.text() == "Counter value  10"
    tool.slider.setValue(4)  # count 4: its own step, up to the next (5)
    assert tool.slider_text.text() == "Counter value   4"
    asked = []

    def choose(initial, parent, title):
        asked.append((initial.rgb() & 0xFFFFFF, title))
        return QColor(0x80, 0x00, 0x80)

    monkeypatch.setattr(QColorDialog, "getColor", staticmethod(choose))
    qtbot.mouseClick(tool.color_button, Qt.MouseButton.LeftButton)
    assert asked == [(0xFFFF00, "Select color for reference count value 4")]
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    shown = MEMREF["rars"][("mixed_access.s", "default")]
    counts = [[int(v) for v in row[0].split(",")] for row in shown["rows"]]
    want = [[0x800080 if n == 4 else count_color(n) for n in row] for row in counts]
    assert any(n == 4 for row in counts for n in row)  # the program reads some unit 4 times
    wait_until(lambda: unit_colors(tool) == want)


def test_memory_references_on_mips_with_other_settings(window, qtbot):
    w = window
    load(w, DATA / "mips" / "matrix_rows.asm")
    tool = open_from_menu(w, "Memory Reference Visualization")
    assert tool.base.itemText(2) == "0x10008000 ($gp)"  # MARS's label
    tool.words.setCurrentIndex(tool.words.findData(4))
    for box in (tool.unit_width, tool.unit_height):
        box.setCurrentIndex(box.findData(8))
    for box in (tool.display_width, tool.display_height):
        box.setCurrentIndex(box.findData(128))
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    want = recorded_colors(MEMREF["mars"][("matrix_rows.asm", "words4")])
    wait_until(lambda: unit_colors(tool) == want)
    # a changed setting starts a fresh grid, as the tool's settings do
    tool.words.setCurrentIndex(tool.words.findData(8))
    wait_until(lambda: tool.summary.text().startswith("0 references"))
    # a grid from the heap over 2 GiB would cross 0x80000000: the tools refuse it, so does this
    tool.base.setCurrentIndex(tool.base.findData("heap"))
    tool.words.setCurrentIndex(tool.words.findData(2048))
    for box in (tool.unit_width, tool.unit_height):
        box.setCurrentIndex(box.findData(2))
    for box in (tool.display_width, tool.display_height):
        box.setCurrentIndex(box.findData(1024))
    assert tool.summary.text().startswith("This grid's addresses would cross 0x80000000")


def type_into(qtbot, field, text: str) -> None:
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_float_representation_fields_follow_typing(window, qtbot):
    w = window
    tool = open_from_menu(w, "Floating Point Representation")
    type_into(qtbot, tool.decimal, "0.1")
    assert (tool.hex.text(), tool.sign.text(), tool.exponent.text(), tool.fraction.text(),
            tool.decimal.text()) == ("3DCCCCCD", "0", "01111011", "10011001100110011001101", "0.1")
    assert tool.significand.text() == "significand ('hidden bit' underlined)"
    assert "2<sup>-4</sup>" in tool.expansion.text()
    type_into(qtbot, tool.hex, "7f800001")
    assert (tool.decimal.text(), tool.exponent.text()) == ("NaN", "11111111")
    tool.fraction.selectAll()
    qtbot.keyClicks(tool.fraction, "1")
    tool.exponent.selectAll()
    qtbot.keyClicks(tool.exponent, "0")
    qtbot.keyClick(tool.exponent, Qt.Key.Key_Return)
    assert (tool.hex.text(), tool.decimal.text()) == ("00000001", "1.4E-45")
    assert tool.significand.text() == "significand (denormalized - no 'hidden bit')"
    # keys the tool refuses, with its messages
    qtbot.keyClicks(tool.hex, "g")  # a full field: its length is the tool's complaint
    assert tool.hex.text() == "00000001"
    assert tool.instructions.text() == "Maximum length of this field is 8."
    tool.hex.setText("1")
    qtbot.keyClicks(tool.hex, "g")
    assert tool.hex.text() == "1"
    assert tool.instructions.text() == (
        "Only digits and A-F (or a-f) are accepted in hexadecimal field.")
    tool.sign.setFocus()
    tool.sign.end(False)
    qtbot.keyClicks(tool.sign, "1")
    assert tool.instructions.text() == "Maximum length of this field is 1."
    type_into(qtbot, tool.decimal, "1e")
    assert tool.instructions.text() == "'1e' is not a valid floating point number."
    assert tool.fraction.text() == "00000000000000000000001"  # the others keep their values
    qtbot.mouseClick(tool.reset_button, Qt.MouseButton.LeftButton)
    assert (tool.hex.text(), tool.decimal.text()) == ("00000000", "0.0")
    w.grab().save(str(SHOTS / "float.png")) if SHOTS else None


@pytest.mark.parametrize(("path", "register", "regs"), [
    (DATA / "programs" / "mixed_access.s", "ft0", lambda m: m.f),
    (DATA / "mips" / "mixed_access.asm", "$f0", lambda m: m.hart.f),
])  # fmt: skip
def test_float_representation_follows_a_register(window, qtbot, path, register, regs):
    w = window
    load(w, path)
    tool = open_from_menu(w, "Floating Point Representation")
    tool.register.setCurrentIndex(tool.register.findText(register))
    assert tool.instructions.text().startswith(f"The program and register {register} will")
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    wait_until(lambda: tool.decimal.text() == "3.0")  # 1.5 + 1.5, written by the program
    assert tool.hex.text() == "40400000"
    type_into(qtbot, tool.hex, "3f800000")  # connected: the register follows the tool
    m = w.session.machine
    assert regs(m)[0] & 0xFFFFFFFF == 0x3F800000
    if register == "ft0":
        assert regs(m)[0] >> 32 == 0xFFFFFFFF  # NaN-boxed in RARS's 64-bit register


def bar_colors(view) -> list[int]:
    image = view.grab().toImage()
    ratio = image.width() / max(view.width(), 1)
    h = view.height() / view.blocks
    return [image.pixelColor(int((view.width() - 4) * ratio),
                             int(((i + 0.5) * h) * ratio)).rgb() & 0xFFFFFF
            for i in range(view.blocks)]  # fmt: skip


def test_cache_block_table_shows_hits_misses_and_tags(window, qtbot):
    w = window
    load(w, DATA / "programs" / "matrix_cols.s")
    cache = open_from_menu(w, "Data Cache Simulator")
    cache.blocks.setCurrentIndex(cache.blocks.findData(4))
    cache.words.setCurrentIndex(cache.words.findData(1))
    view = cache.animation
    assert bar_colors(view) == [0xFFFFFF] * 4  # empty
    qtbot.mouseClick(cache.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    # one-word blocks, a column walk: every access misses, so every block is red
    wait_until(lambda: cache.misses.text() == cache.accesses.text() != "0")
    wait_until(lambda: bar_colors(view) == [0xFF0000] * 4)
    model = cache.model
    assert all(model.valid) and view.block_state(0)[2] == model.tag[0]
    # direct mapping, 4 blocks of 1 word: the last column's last element is matrix[15][15]
    assert model.tag[3] == (0x10010000 + 4 * 255) // 4 // 4
    qtbot.mouseClick(cache.reset_button, Qt.MouseButton.LeftButton)
    wait_until(lambda: bar_colors(view) == [0xFFFFFF] * 4)
    # row order with 4-word blocks: the last access of each block hits: green
    load(w, DATA / "programs" / "matrix_rows.s")
    cache.words.setCurrentIndex(cache.words.findData(4))
    assert run_to_stop(qtbot, w, timeout=60_000) == "exit"
    wait_until(lambda: bar_colors(view) == [0x00FF00] * 4)


def test_every_analysis_tool_fits_beside_the_code(window, qtbot):
    w = window
    load(w, DATA / "programs" / "matrix_rows.s")
    for text in NAMES:
        tool = open_from_menu(w, text)
        for _ in range(3):
            QApplication.processEvents()
        frame = w.frameGeometry()
        assert frame.width() <= 1366 and frame.height() <= 768, text
        assert tool.isVisible() and tool.width() >= tool.minimumSizeHint().width() - 1, text
        assert w.pages.width() >= 600, text  # the code keeps most of the window
    w.grab().save(str(SHOTS / "all_tools.png")) if SHOTS else None
    assert QColor(count_color(10)).name() == "#ff0000"


FOREVER = """
        .data
grid:   .space 64
x:      .float 0.5
        .text
        la s0, grid
        la s1, x
        flw ft1, 0(s1)
        fmv.s ft0, ft1
loop:   li t0, 0
again:  add t1, s0, t0
        lw t2, 0(t1)
        addi t2, t2, 1
        sw t2, 0(t1)
        fadd.s ft0, ft0, ft1
        addi t0, t0, 4
        li t3, 64
        blt t0, t3, again
        j loop
"""


def test_docks_update_while_the_program_runs(window, qtbot, tmp_path):
    """A program that never ends: the grid, the block table and the FP register's value
    change on screen while it runs (the docks repaint on their timer)."""
    w = window
    src = tmp_path / "forever.s"
    src.write_text(FOREVER)
    load(w, src)
    refs = open_from_menu(w, "Memory Reference Visualization")
    cache = open_from_menu(w, "Data Cache Simulator")
    fp = open_from_menu(w, "Floating Point Representation")
    fp.register.setCurrentIndex(fp.register.findText("ft0"))
    for tool in (refs, cache, fp):
        qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    w.act_go.trigger()
    try:
        for tool in (refs, cache, fp):  # bring each to the front: a hidden tab paints nothing
            w.tools[{refs: "memory_references", cache: "data_cache",
                     fp: "float_representation"}[tool]].raise_()  # fmt: skip
            if tool is refs:
                wait_until(lambda: unit_colors(refs)[0][:16] == [0xFF0000] * 16)
            elif tool is cache:
                wait_until(lambda: 0x00FF00 in bar_colors(cache.animation))
            else:
                first = fp.decimal.text()
                wait_until(lambda first=first: fp.decimal.text() not in (first, "0.0"))
            assert w.session.running
    finally:
        w.act_stop.trigger()
        wait_until(lambda: not w.session.running)
