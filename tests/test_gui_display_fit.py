"""GUI: the displays (Keyboard and Display, Colour Cell Display, board overlay) always show
their whole grid: the font or cell is fitted to the pane, down to a legible minimum, then the
pane scrolls; zoom scales relative to the fit. Assertions are on what a person sees: the rect
Qt reports as visible, the font metrics the widget paints with, and the painted pixels."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window  # noqa: E402
from PySide6.QtCore import QPoint, QRect, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFontMetricsF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rarslite.devices import cell_display as cd  # noqa: E402
from rarslite.devices.terminal_grid import BEL, TerminalGrid  # noqa: E402
from rarslite.gui import theme  # noqa: E402
from rarslite.gui.docks.board_overlay import BoardWidget  # noqa: E402
from rarslite.gui.docks.cell_display import CellGrid  # noqa: E402
from rarslite.gui.docks.fit_area import FitArea  # noqa: E402
from rarslite.gui.docks.terminal_view import MAX_LINE_HEIGHT, MIN_PIXEL_SIZE, TerminalView  # noqa: E402

pytestmark = pytest.mark.gui

# Display panes: the Keyboard and Display dock of a fresh 1366x768 / 1920x1080 window, a
# floating tool, a large Play-layout pane, a full screen.
FITTING_PANES = [(360, 200), (533, 260), (694, 564), (994, 764), (1900, 1000)]
TINY_PANES = [(533, 117), (300, 60), (120, 40)]


def write_line(grid: TerminalGrid, row: int, text: str, col: int = 0) -> None:
    grid.put(BEL | (col << 20) | (row << 8))
    for ch in text:
        grid.put(ord(ch))


def shown(qtbot, canvas, size) -> FitArea:
    """``canvas`` in its fitting scroll area, shown at ``size`` (a pane of that size)."""
    area = FitArea(canvas)
    qtbot.addWidget(area)
    area.resize(*size)
    area.show()
    QApplication.processEvents()
    return area


def terminal(qtbot, size, cols=40, rows=22):
    grid = TerminalGrid(cols, rows)
    view = TerminalView(grid)
    return grid, view, shown(qtbot, view, size)


def seen(widget) -> QRect:
    """The part of ``widget`` on screen (Qt's own clipping by the scroll area's viewport)."""
    return widget.visibleRegion().boundingRect()


def holds(rect: QRect, cell: QRectF) -> bool:
    return rect.contains(cell.toAlignedRect().adjusted(0, 0, -1, -1))


def all_cells_seen(view, cols: int, rows: int) -> bool:
    rect = seen(view)
    return holds(rect, view.cell_rect(0, 0)) and holds(rect, view.cell_rect(cols - 1, rows - 1))


def text_cells(view, px: int, cols: int, rows: int) -> tuple[float, float]:
    """Width and height of cols x rows cells of the display's font at ``px`` pixels: as wide
    as its glyphs, as tall as its line box (at most MAX_LINE_HEIGHT font pixels)."""
    font = view.font()
    font.setPixelSize(px)
    fm = QFontMetricsF(font)
    assert fm.horizontalAdvance("M") <= view.cell_metrics(px)[0]
    return (view.cell_metrics(px)[0] * cols,
            min(fm.lineSpacing(), px * MAX_LINE_HEIGHT) * rows)


@pytest.mark.parametrize("size", FITTING_PANES)
def test_kd_display_shows_all_40x22_cells_with_the_largest_font_that_fits(qtbot, size):
    grid, view, area = terminal(qtbot, size)
    write_line(grid, 0, "top left")
    write_line(grid, 21, "LAST", col=36)
    view.refresh()
    assert area.viewport().size().toTuple() == size  # no scroll bars
    assert not area.verticalScrollBar().isVisible() and not area.horizontalScrollBar().isVisible()
    assert all_cells_seen(view, 40, 22), (view.pixel_size, seen(view))
    # the font it paints with is that size, and one pixel more would not fit the pane
    assert view.font().pixelSize() == view.pixel_size >= MIN_PIXEL_SIZE
    w, h = text_cells(view, view.pixel_size, 40, 22)
    assert w <= size[0] and h <= size[1]
    w, h = text_cells(view, view.pixel_size + 1, 40, 22)
    assert w + 8 > size[0] or h + 8 > size[1]


def test_kd_font_grows_with_the_pane(qtbot):
    sizes = []
    for pane in FITTING_PANES:
        _grid, view, area = terminal(qtbot, pane)
        sizes.append(view.pixel_size)
    assert sizes == sorted(sizes) and sizes[0] < sizes[-1]
    assert sizes[-1] >= 30  # a full-screen pane: big letters


@pytest.mark.parametrize("size", TINY_PANES)
def test_kd_display_below_the_legible_minimum_scrolls(qtbot, size):
    grid, view, area = terminal(qtbot, size)
    write_line(grid, 21, "LAST LINE")
    view.refresh()
    QApplication.processEvents()
    assert view.pixel_size == MIN_PIXEL_SIZE
    assert area.verticalScrollBar().isVisible()
    assert not all_cells_seen(view, 40, 22)
    assert holds(seen(view), view.cell_rect(0, 0))  # it starts at the top of the grid
    bar = area.verticalScrollBar()
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    assert holds(seen(view), view.cell_rect(0, 21))  # scrolled: the last line shows


def test_kd_last_line_is_painted_inside_the_visible_area(qtbot):
    grid, view, area = terminal(qtbot, (533, 260))
    write_line(grid, 21, "#" * 40)
    view.refresh()
    image = area.viewport().grab().toImage()  # exactly the pixels a person sees
    colors = theme.current()
    fg, bg = QColor(colors.display_fg), QColor(colors.display_bg)
    origin = view.mapTo(area.viewport(), QPoint(0, 0))

    def inked(row: int) -> int:
        """Cells of ``row`` with ink: a pixel nearer the text colour than the background
        (a thin font's antialiased strokes are grey, not black)."""
        count = 0
        for col in range(39):  # (the cursor's outline is drawn after the last character)
            r = view.cell_rect(col, row).translated(origin).toAlignedRect().intersected(
                image.rect())
            count += any(_distance(image.pixelColor(x, y), fg) < _distance(image.pixelColor(
                x, y), bg) for x in range(r.left(), r.right() + 1)
                for y in range(r.top() + 1, r.bottom()))
        return count

    assert inked(21) == 39  # every cell of the last row has ink
    assert inked(10) == 0  # an empty row has none


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_kd_zoom_is_relative_to_fit_and_scrolls_past_the_pane(qtbot):
    _grid, view, area = terminal(qtbot, (694, 564))
    fitted = view.pixel_size
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert view.pixel_size > fitted
    assert area.verticalScrollBar().isVisible() or area.horizontalScrollBar().isVisible()
    assert not all_cells_seen(view, 40, 22)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert view.pixel_size < fitted and all_cells_seen(view, 40, 22)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.pixel_size == fitted
    for _ in range(30):  # zooming out stops at the legible minimum, and counts no steps there
        view.zoom(-1)
    assert view.pixel_size == MIN_PIXEL_SIZE
    view.zoom(1)
    assert view.pixel_size > MIN_PIXEL_SIZE
    area.resize(994, 764)  # a zoomed display follows the pane: zoom stays relative to fit
    QApplication.processEvents()
    assert view.pixel_size == area._zoomed_scale(area.zoom_steps)


def test_kd_display_refits_when_the_grid_size_changes(qtbot):
    grid, view, area = terminal(qtbot, (694, 564))
    big = view.pixel_size
    grid.resize(80, 25)  # before the first cursor move the new size shows at once
    view.refresh()
    assert view.pixel_size < big and all_cells_seen(view, 80, 25)
    write_line(grid, 24, "x", col=79)  # the program builds its 80x25 grid
    view.refresh()
    assert all_cells_seen(view, 80, 25)
    grid.clear()
    for i in range(60):  # stream text taller than the grid scrolls, newest line in view
        for ch in f"line {i}\n":
            grid.put(ord(ch))
        view.refresh()
    QApplication.processEvents()
    assert area.verticalScrollBar().isVisible()
    assert holds(seen(view), view.cell_rect(0, 60))


def float_tool(window, name: str, width: int, height: int):
    """Detach a tool's dock and give it that size (a pane of a known size in a real window)."""
    dock = window.tools[name]
    dock.setFloating(True)
    dock.resize(width, height)
    QApplication.processEvents()
    return dock


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def test_kd_tool_in_a_1366x768_window(window, qtbot):
    """Docked with the default layout the pane is small: the whole grid still shows, or the
    font is at the legible minimum and the display scrolls; the window does not grow."""
    window.resize(1366, 768)
    tool = window.open_keyboard_display()
    QApplication.processEvents()
    assert window.height() <= 768
    view, area = tool.display, tool.display_area
    assert all_cells_seen(view, 40, 22) or (
        view.pixel_size == MIN_PIXEL_SIZE and area.verticalScrollBar().isVisible())
    assert tool.keyboard.height() >= tool.keyboard.fontMetrics().lineSpacing()  # still typable
    float_tool(window, "keyboard_display", 700, 700)  # detached: all of it, bigger letters
    assert all_cells_seen(view, 40, 22) and view.pixel_size >= 16


def test_kd_tool_size_boxes_refit_at_once(window, qtbot):
    tool = window.open_keyboard_display()
    float_tool(window, "keyboard_display", 700, 700)
    tool.cols_box.setValue(80)
    tool.rows_box.setValue(25)
    QApplication.processEvents()
    assert (tool.device.grid.cols, tool.device.grid.rows) == (80, 25)
    assert all_cells_seen(tool.display, 80, 25)


def test_main_window_zoom_keys_reach_the_focused_view(window, qtbot, tmp_path):
    tool = window.open_keyboard_display()
    dock = float_tool(window, "keyboard_display", 600, 500)
    fitted = tool.display.pixel_size
    dock.activateWindow()  # a floating tool is a window of its own
    tool.keyboard.setFocus()  # the keyboard pane: the tool zooms its display
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tool.keyboard)
    window.act_zoom_in.trigger()
    assert tool.display.pixel_size > fitted
    window.act_zoom_reset.trigger()
    assert tool.display.pixel_size == fitted
    path = tmp_path / "a.s"
    path.write_text("nop\n")
    doc = window.open_file(str(path))
    window.activateWindow()
    doc.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is doc)
    before = doc.font().pointSizeF()
    window.act_zoom_in.trigger()
    assert doc.font().pointSizeF() == before + 1 and tool.display.pixel_size == fitted
    window.act_zoom_reset.trigger()
    assert doc.font().pointSizeF() == 11


# -- Colour Cell Display ---------------------------------------------------------------------

def cells(qtbot, size, cols=10, rows=10):
    device = cd.CellDisplay(cols, rows)
    view = CellGrid(device)
    return device, view, shown(qtbot, view, size)


@pytest.mark.parametrize("grid", [(10, 10), (32, 24), (80, 30)])
@pytest.mark.parametrize("size", [(300, 200), (533, 400), (1000, 900)])
def test_cell_display_shows_every_cell(qtbot, grid, size):
    cols, rows = grid
    device, view, area = cells(qtbot, size, cols, rows)
    if min(size[0] // cols, size[1] // rows) < view.min_scale:
        assert view.scale == view.min_scale and not all_cells_seen(view, cols, rows)
        return
    assert view.scale == min(size[0] // cols, size[1] // rows)  # the biggest square cell
    assert all_cells_seen(view, cols, rows)
    view.repaint()
    assert len(view.painted) == cols * rows  # and it painted each of them


def test_cell_display_tiny_pane_scrolls_and_zoom_works(qtbot):
    _device, view, area = cells(qtbot, (60, 40))
    assert view.scale == view.min_scale and area.verticalScrollBar().isVisible()
    area.resize(400, 400)
    QApplication.processEvents()
    fitted = view.scale
    assert fitted == 40 and all_cells_seen(view, 10, 10)
    view.zoom(1)
    QApplication.processEvents()
    assert view.scale > fitted and not all_cells_seen(view, 10, 10)
    view.reset_zoom()
    view.zoom(-1)
    QApplication.processEvents()
    assert view.scale < fitted and all_cells_seen(view, 10, 10)


def test_cell_display_tool_refits_on_a_new_size(window, qtbot):
    tool = window.open_cell_display()
    float_tool(window, "cell_display", 500, 500)
    before = tool.grid.scale
    tool.cols_box.setValue(40)
    tool.rows_box.setValue(20)
    assert tool.connect_program()
    QApplication.processEvents()
    assert tool.grid.scale < before and all_cells_seen(tool.grid, 40, 20)


# -- board overlay ---------------------------------------------------------------------------

def board(qtbot, size):
    view = BoardWidget()
    return view, shown(qtbot, view, size)


def whole_board_seen(view) -> bool:
    rect = seen(view)
    return all(holds(rect, view.square_rect(i)) for i in (0, 3, 28, 31))


@pytest.mark.parametrize("size", [(200, 200), (551, 300), (400, 700), (1000, 900)])
def test_board_overlay_shows_the_whole_board(qtbot, size):
    view, area = board(qtbot, size)
    assert whole_board_seen(view)
    assert view.scale == (min(size) - 2 * view.LABEL_MARGIN) // 8


def test_board_overlay_tiny_pane_scrolls_and_zooms(qtbot):
    view, area = board(qtbot, (519, 41))  # the overlay dock with four tools open at 1366x768
    assert view.scale == view.min_scale and not whole_board_seen(view)
    assert area.verticalScrollBar().isVisible()
    area.resize(400, 400)
    QApplication.processEvents()
    fitted = view.scale
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert view.scale > fitted and not whole_board_seen(view)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert view.scale == fitted and whole_board_seen(view)


def test_zoom_keys_reach_run_io_and_messages(window, qtbot):
    window.activateWindow()
    for pane, focus, text_view in ((window.run_io, window.run_io.input, window.run_io.output),
                                   (window.messages, window.messages, window.messages)):
        window.bottom_tabs.setCurrentWidget(pane)
        focus.setFocus()
        qtbot.waitUntil(lambda f=focus: QApplication.focusWidget() is f)
        before = text_view.font().pointSizeF()
        window.act_zoom_in.trigger()
        window.act_zoom_in.trigger()
        assert text_view.font().pointSizeF() == before + 2
        window.act_zoom_out.trigger()
        assert text_view.font().pointSizeF() == before + 1
        window.act_zoom_reset.trigger()
        assert text_view.font().pointSizeF() == before


def test_zoom_keys_reach_the_execute_tables_and_registers(window, qtbot, tmp_path):
    """Each table's numbers grow with its columns and rows; Ctrl+0 gives back the original."""
    path = tmp_path / "a.s"
    path.write_text("li a0, 1\nli a7, 10\necall\n")
    window.open_file(str(path))
    assert window.assemble()
    window.activateWindow()
    window.pages.setCurrentIndex(1)
    # (widget to focus, the tables it zooms, a column with numbers, a column sized by hand)
    tables = [(window.text_view, [window.text_view], 1, 1),
              (window.memory.view, [window.memory.view], 1, None),  # columns stretch
              (window.registers.views["Registers"], list(window.registers.views.values()), 2, 0)]

    def looks(views, number_col, width_col):
        return [(v.model().index(0, number_col).data(Qt.ItemDataRole.FontRole).pointSizeF(),
                 v.columnWidth(width_col) if width_col is not None else 0,
                 v.verticalHeader().defaultSectionSize()) for v in views]

    for focus, views, number_col, width_col in tables:
        focus.setFocus()
        qtbot.waitUntil(lambda f=focus: QApplication.focusWidget() is f)
        before = looks(views, number_col, width_col)
        window.act_zoom_in.trigger()
        window.act_zoom_in.trigger()
        for (size, width, height), now in zip(before, looks(views, number_col, width_col),
                                              strict=True):
            assert now[0] == size + 2 and now[2] > height
            assert width_col is None or now[1] > width
        if focus is window.text_view:  # an address still fits its column
            font = focus.model().index(0, 1).data(Qt.ItemDataRole.FontRole)
            assert QFontMetricsF(font).horizontalAdvance("0x00400000") < focus.columnWidth(1)
        window.act_zoom_reset.trigger()
        assert looks(views, number_col, width_col) == before


def test_a_detached_tool_opens_big_enough_for_its_whole_grid(window, qtbot):
    """Detaching a tool keeps its docked size, often a sliver: its window grows (within the
    screen) until the whole grid shows at a comfortable size."""
    window.resize(1280, 820)
    tool = window.open_keyboard_display()
    overlay = window.open_board_overlay()
    QApplication.processEvents()
    for name, view in (("keyboard_display", tool.display), ("board", overlay.board)):
        dock = window.tools[name]
        dock.setFloating(True)
        if name == "board":  # the report: detached at 550x300
            dock.resize(550, 300)
        qtbot.waitUntil(lambda v=view: v.scale >= v.preferred_scale)
        screen = dock.screen().availableGeometry()
        assert dock.width() <= screen.width() and dock.height() <= screen.height()
    assert all_cells_seen(tool.display, 40, 22) and whole_board_seen(overlay.board)
