"""GUI: Tools > Bitmap Display: its settings, Connect, the picture a program draws (RISC-V and
MIPS) read back from the painted widget, crisp scaling, zoom, backstep and reset."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, run_to_stop  # noqa: E402
from PySide6.QtCore import QSettings, QSize, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rarslite.devices import bitmap_display as bd  # noqa: E402
from rarslite.gui.docks.bitmap_display import BitmapCanvas  # noqa: E402
from rarslite.gui.docks.fit_area import FitArea  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

RED, GREEN, BLUE = 0xFF0000, 0x00FF00, 0x0000FF
YELLOW, WHITE, BLACK = 0xFFFF00, 0xFFFFFF, 0x000000

# An 8x8-unit display (256x256, units 32x32) at static data, whose first word is assembled
# red; the program paints four units, the last store turning the first unit yellow.
DRAW_RV = """
        .data
pic:    .word 0x00ff0000
        .text
        la      s0, pic
        li      t0, 0x0000ff00
        sw      t0, 4(s0)               # (1, 0) green
        li      t0, 0x000000ff
        sw      t0, 36(s0)              # (1, 1) blue
        li      t0, 0x00ffffff
        sw      t0, 252(s0)             # (7, 7) white
        li      t0, 0x00ffff00
        sw      t0, 0(s0)               # (0, 0) yellow
        li      a7, 10
        ecall
"""
DRAW_MIPS = """
        .data
pic:    .word 0x00ff0000
        .text
        la      $s0, pic
        li      $t0, 0x0000ff00
        sw      $t0, 4($s0)             # (1, 0) green
        li      $t0, 0x000000ff
        sw      $t0, 36($s0)            # (1, 1) blue
        li      $t0, 0x00ffffff
        sw      $t0, 252($s0)           # (7, 7) white
        li      $t0, 0x00ffff00
        sw      $t0, 0($s0)             # (0, 0) yellow
        li      $v0, 10
        syscall
"""
DRAWN = {(0, 0): YELLOW, (1, 0): GREEN, (1, 1): BLUE, (7, 7): WHITE, (2, 2): BLACK,
         (0, 7): BLACK}


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def choose(box, value) -> None:
    """Pick ``value`` in a combo box as a person does (the index change signal fires)."""
    index = box.findData(value)
    assert index >= 0, (value, [box.itemData(i) for i in range(box.count())])
    box.setCurrentIndex(index)


def set_up(tool, unit: int, size: int, base: int) -> None:
    for box, value in ((tool.unit_w, unit), (tool.unit_h, unit), (tool.display_w, size),
                       (tool.display_h, size), (tool.base_box, base)):
        choose(box, value)


def painted(canvas: BitmapCanvas, col: int, row: int) -> int:
    """The colour the widget shows at the centre of unit (col, row) (0xRRGGBB)."""
    canvas.repaint()
    image = canvas.grab().toImage()
    centre = canvas.unit_rect(col, row).center()
    return image.pixel(int(centre.x()), int(centre.y())) & 0xFFFFFF


def picture(canvas: BitmapCanvas) -> dict[tuple[int, int], int]:
    return {cell: painted(canvas, *cell) for cell in DRAWN}


def draw(window, qtbot, tmp_path, source: str, name: str):
    """The tool set up as an 8x8-unit display at static data, connected, the program run."""
    path = tmp_path / name
    path.write_text(source)
    window.open_file(str(path))
    assert window.assemble()
    tool = window.open_bitmap_display()
    set_up(tool, 32, 256, 0x10010000)
    assert tool.connect_program()
    assert run_to_stop(qtbot, window) in ("exit", "exit2")
    return tool


def test_tools_menu_opens_it_with_the_tools_choices(window):
    [act] = [a for a in window.tools_menu.actions() if a.text() == "B&itmap Display"]
    act.trigger()
    tool = window.tools["bitmap_display"].widget()
    assert [tool.unit_w.itemText(i) for i in range(tool.unit_w.count())] == \
        ["1", "2", "4", "8", "16", "32"]
    assert [tool.display_h.itemData(i) for i in range(tool.display_h.count())] == \
        [64, 128, 256, 512, 1024]
    bases = [tool.base_box.itemText(i) for i in range(tool.base_box.count())]
    assert bases == ["0x10000000 (global data)", "0x10008000 (gp)", "0x10010000 (static data)",
                     "0x10040000 (heap)", "0xffff0000 (memory map)"]
    # the tools' defaults: unit 1x1, 512 wide, 256 high, static data
    assert tool.device.settings == bd.BitmapSettings(1, 1, 512, 256, 0x10010000)
    assert tool.windowTitle().endswith("— not connected")
    assert not tool.connected


def test_settings_change_the_display_and_its_title(window):
    tool = window.open_bitmap_display()
    set_up(tool, 8, 512, 0x10008000)
    assert tool.device.settings == bd.BitmapSettings(8, 8, 512, 512, 0x10008000)
    assert "512x512 (unit 8x8, base 0x10008000 gp)" in tool.windowTitle()
    assert tool.canvas.image.size() == QSize(64, 64)  # one image pixel per unit
    choose(tool.display_h, 256)
    assert tool.canvas.image.size() == QSize(64, 32)
    assert tool.connect_program() and tool.connected
    assert "not connected" not in tool.windowTitle()
    choose(tool.unit_w, 16)  # as in RARS and MARS, settings may change while connected
    assert tool.device.settings.columns == 32 and tool.connected
    tool.disconnect_program()
    assert not tool.connected and tool.connect_button.text() == "Connect to Program"


def test_mips_program_gets_mars_base_names(window, tmp_path, qtbot):
    path = tmp_path / "draw.asm"
    path.write_text(DRAW_MIPS)
    window.open_file(str(path))
    assert window.assemble() and window.session.machine.isa_name == "mips"
    tool = window.open_bitmap_display()
    assert tool.base_box.itemText(1) == "0x10008000 ($gp)"


@pytest.mark.parametrize("source, name", [(DRAW_RV, "draw.s"), (DRAW_MIPS, "draw.asm")],
                         ids=["riscv", "mips"])
def test_a_program_draws_and_the_widget_shows_it(window, qtbot, tmp_path, source, name):
    tool = draw(window, qtbot, tmp_path, source, name)
    assert window.session.machine.isa_name == ("mips" if name.endswith(".asm") else "rv32")
    assert picture(tool.canvas) == DRAWN
    # every unit is a whole block of its colour: the corners of unit (1, 1) are blue too
    rect = tool.canvas.unit_rect(1, 1).toAlignedRect().adjusted(1, 1, -2, -2)
    image = tool.canvas.grab().toImage()
    for x, y in (rect.topLeft().toTuple(), rect.bottomRight().toTuple()):
        assert image.pixel(x, y) & 0xFFFFFF == BLUE


def test_backstep_and_reset_restore_the_picture(window, qtbot, tmp_path):
    tool = draw(window, qtbot, tmp_path, DRAW_RV, "draw.s")
    assert painted(tool.canvas, 0, 0) == YELLOW
    for _ in range(3):  # the ecall, li a7, and the store of yellow
        window.act_backstep.trigger()
    assert painted(tool.canvas, 0, 0) == RED  # the assembled word again
    assert painted(tool.canvas, 7, 7) == WHITE
    for _ in range(3):  # li t0 (lui, addi), and the store of white
        window.act_backstep.trigger()
    assert painted(tool.canvas, 7, 7) == BLACK
    with qtbot.waitSignal(window.run_finished, timeout=60_000):
        window.act_step.trigger()
    assert painted(tool.canvas, 7, 7) == WHITE  # stepping forward paints it again
    window.act_reset.trigger()
    assert tool.connected  # Reset keeps the tool connected to the new machine
    assert picture(tool.canvas) == {**{c: BLACK for c in DRAWN}, (0, 0): RED}


def test_disconnected_it_keeps_its_last_picture_and_reconnected_it_shows_memory(
        window, qtbot, tmp_path):
    tool = draw(window, qtbot, tmp_path, DRAW_RV, "draw.s")
    tool.disconnect_program()
    window.act_reset.trigger()
    assert painted(tool.canvas, 1, 1) == BLUE  # not following memory any more
    tool.connect_program()
    assert painted(tool.canvas, 1, 1) == BLACK and painted(tool.canvas, 0, 0) == RED


def test_the_tools_reset_clears_the_picture_until_the_program_draws(window, qtbot, tmp_path):
    tool = draw(window, qtbot, tmp_path, DRAW_RV, "draw.s")
    [reset] = [b for b in tool.findChildren(type(tool.connect_button)) if b.text() == "Reset"]
    qtbot.mouseClick(reset, Qt.MouseButton.LeftButton)
    assert picture(tool.canvas) == {c: BLACK for c in DRAWN}
    window.act_backstep.trigger()  # memory changes (a backstep restores): shown again
    window.act_backstep.trigger()
    window.act_backstep.trigger()
    assert painted(tool.canvas, 0, 0) == RED and painted(tool.canvas, 1, 1) == BLUE


def test_settings_are_remembered(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    set_up(w.open_bitmap_display(), 4, 128, 0x10040000)
    close_window(w)
    again = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    tool = again.tools["bitmap_display"].widget()  # it was open: it opens again
    assert tool.device.settings == bd.BitmapSettings(4, 4, 128, 128, 0x10040000)
    assert tool.base_box.currentText() == "0x10040000 (heap)"
    close_window(again)


# -- the canvas on its own: fit, crispness, zoom ---------------------------------------------
def checkerboard(settings: bd.BitmapSettings) -> bytes:
    """Red and blue units in a checkerboard: B, G, R, X words."""
    red, blue = (0x00FF0000).to_bytes(4, "little"), (0x000000FF).to_bytes(4, "little")
    return b"".join(red if (c + r) % 2 else blue
                    for r in range(settings.rows) for c in range(settings.columns))


def canvas_in(qtbot, settings: bd.BitmapSettings, pane: tuple[int, int]):
    canvas = BitmapCanvas(bd.BitmapDisplay(settings))
    area = FitArea(canvas)
    qtbot.addWidget(area)
    area.resize(*pane)
    area.show()
    QApplication.processEvents()
    canvas.show_words(checkerboard(settings))
    return canvas, area


def colours(canvas: BitmapCanvas) -> set[int]:
    canvas.repaint()
    image = canvas.grab().toImage()
    rect = canvas.picture_rect().intersected(canvas.rect())
    return {image.pixel(x, y) & 0xFFFFFF for y in range(rect.top(), rect.bottom() + 1, 3)
            for x in range(rect.left(), rect.right() + 1)}


@pytest.mark.parametrize("pane", [(300, 300), (533, 500), (700, 620), (1000, 990)])
def test_the_whole_picture_fits_the_pane(qtbot, pane):
    settings = bd.BitmapSettings(8, 8, 512, 512, 0x10008000)
    canvas, area = canvas_in(qtbot, settings, pane)
    pic = canvas.picture_rect()
    assert canvas.visibleRegion().boundingRect().contains(pic)
    assert not area.verticalScrollBar().isVisible()
    assert pic.width() == pic.height() <= min(pane)
    assert pic.width() >= 0.85 * min(pane) - 8  # the largest crisp size, or nearly
    if pic.width() >= 0.85 * min(pane) + 64:  # a whole pixel count per unit when possible
        assert pic.width() % 64 == 0


@pytest.mark.parametrize("settings, pane", [
    (bd.BitmapSettings(8, 8, 512, 512), (533, 500)),   # 7 pixels per unit
    (bd.BitmapSettings(1, 1, 512, 256), (450, 300)),   # shrunk: units of 0 or 1 pixels
    (bd.BitmapSettings(4, 2, 256, 256), (611, 577)),   # a fractional scale
], ids=["whole", "shrunk", "fractional"])
def test_scaling_is_never_smoothed(qtbot, settings, pane):
    canvas, _area = canvas_in(qtbot, settings, pane)
    assert colours(canvas) == {RED, BLUE}  # no blend of the two anywhere


def test_zoom_keys_scale_the_picture_and_ctrl_0_fits_again(qtbot):
    canvas, area = canvas_in(qtbot, bd.BitmapSettings(8, 8, 512, 512), (600, 600))
    fitted = canvas.picture_rect().width()
    canvas.setFocus()
    qtbot.keyClick(canvas, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    zoomed = canvas.picture_rect().width()
    assert zoomed > fitted and area.horizontalScrollBar().isVisible()
    assert zoomed % 64 == 0  # still whole pixels per unit (a zoom step of about 15%)
    qtbot.keyClick(canvas, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert canvas.picture_rect().width() == fitted
    qtbot.keyClick(canvas, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert canvas.picture_rect().width() < fitted
    assert colours(canvas) == {RED, BLUE}


def test_ctrl_plus_in_the_tool_zooms_through_the_main_window(window):
    tool = window.open_bitmap_display()
    set_up(tool, 8, 512, 0x10008000)
    tool.canvas.setFocus()
    QApplication.processEvents()
    before = tool.canvas.scale
    window.act_zoom_in.trigger()
    assert tool.canvas.scale > before
    window.act_zoom_reset.trigger()
    assert tool.canvas.scale == before
