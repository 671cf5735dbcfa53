"""View > Layout: the Edit, Debug and Play arrangements of the main window, fitted to the screen.

A layout places every dock (Registers, Messages and the open tools) and picks the Edit or
Execute page; sizes are computed from the window's size, so the same layout works at
1366x768 and at 1920x1080. The right dock area owns both right corners (see `MainWindow`),
so a right-hand column runs the window's full height and Messages sits under the page only.

* **Edit**: the editor large; Registers (with the tools tabbed behind it) in a narrow
  column, Messages below the editor.
* **Debug**: the Execute page; Registers as wide as its three columns and as tall as the
  window, so all 32 registers and pc show on a 1080-line screen; tools tabbed behind it.
* **Play**: the Keyboard and Display tool large (its display and keyboard pane), the board
  overlay and Registers in a column beside it, the Execute page small; other tools are tabbed
  with Messages under the page. Without that tool (a console game) Run I/O gets the room
  instead; the right column holds the board overlay, the Colour Cell Display or the Digital
  Lab Sim over Registers.
* **Play** with the Bitmap Display open (a bitmap game): the picture as large as the height
  allows, Registers beside it, the Keyboard and Display tool (its keyboard pane small) over
  Registers when the width allows, else under the page (and Registers, if they do not fit
  beside the picture, tabbed with Messages).

The window also never outgrows the screen: `fit_geometry` is the one rule for that.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabBar, QToolBar

LAYOUTS = ("Edit", "Debug", "Play")
DEFAULT = "Edit"
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
H, V = Qt.Orientation.Horizontal, Qt.Orientation.Vertical

# The Keyboard and Display tool's height that is not display: dock title, the keyboard pane
# (about three lines) and the three rows of buttons under it.
KD_CHROME_H = 190
KD_MARGINS_W = 16  # the tool's and its dock's margins beside the display
KD_MAX_SHARE = 0.6  # of the window's width: a wide grid (90 x 22) gets up to this
BOARD_CHROME_H = 110  # the overlay's dock title, status line and buttons
BITMAP_CHROME_H = 106  # the Bitmap Display's dock title and three rows of settings, buttons
BITMAP_CHROME_W = 16  # ... and its margins and frames beside the picture
BITMAP_SLACK_W = 16
BITMAP_SMALLEST_W = 300  # Play shrinks a bitmap game's picture down to this to show Registers
KEYS_STRIP_H = 84  # a keys-only bitmap game's Keyboard and Display tool: a note and two lines
SEPARATORS_W = 24  # the separators and frames between the page and two dock columns
# The smallest board Play gives Registers' room to: 24-pixel squares (still easy to click),
# their labels, and the overlay's title, status line and buttons (about 96 pixels).
BOARD_SMALLEST_H = 8 * 24 + 2 * 18 + 96
PLAY_REGISTER_ROWS = 20  # Play's board overlay leaves Registers room for these (zero..s4)
REGISTERS_CHROME_H = 85  # dock title, tabs (the hexadecimal box beside them) and header


def settings_prefix(available: QSize) -> str:
    """The QSettings group holding the window's geometry and layout for a screen size."""
    return f"layout/{available.width()}x{available.height()}"


def fit_geometry(available: QRect, frame: QMargins, wanted: QRect) -> QRect:
    """``wanted`` (a client geometry) shrunk and moved so that its frame (title bar and
    borders, ``frame`` around it) lies within ``available``."""
    inner = available.marginsRemoved(frame)
    w = min(wanted.width(), inner.width())
    h = min(wanted.height(), inner.height())
    x = min(max(wanted.x(), inner.left()), inner.left() + inner.width() - w)
    y = min(max(wanted.y(), inner.top()), inner.top() + inner.height() - h)
    return QRect(x, y, w, h)


def apply(window, name: str) -> None:
    """Arrange ``window`` (a `MainWindow`) as layout ``name``, for its current size."""
    if name not in LAYOUTS:
        raise ValueError(f"unknown layout {name!r}")
    tools = [d for d in window.tools.values() if not d.isHidden()]
    for dock in (window.reg_dock, window.msg_dock, *window.tools.values()):
        dock.setFloating(False)
    window.addDockWidget(BOTTOM, window.msg_dock)
    window.msg_dock.show()
    window.reg_dock.show()
    if name == "Play" and _bitmap_game(window, tools):
        _play_bitmap(window, tools)
    elif name == "Play" and "keyboard_display" in window.tools and \
            window.tools["keyboard_display"] in tools:
        _play(window, tools)
    else:
        # Play: the game's picture (board overlay, Colour Cell Display, Digital Lab Sim) over
        # Registers, both in view
        pictures = [window.tools.get(n) for n in ("board", "cell_display", "digital_lab")]
        above = next((d for d in pictures if d is not None and d in tools), None) \
            if name == "Play" else None
        _side_column(window, tools, debug=name in ("Debug", "Play"), above=above)
        if name == "Play":  # a console game (no Keyboard and Display tool): Run I/O is its
            window.resizeDocks([window.msg_dock], [int(window.height() * 0.45)], V)  # screen
            for name in ("cell_display", "board", "digital_lab"):  # the game's picture in front
                dock = window.tools.get(name)
                if dock is not None and dock in tools:
                    dock.raise_()
    window.pages.setCurrentIndex(0 if name == "Edit" else 1)
    title_docks(window)
    _show_tab_bars(window)


def _bitmap_game(window, tools: list[QDockWidget]) -> bool:
    """Whether Play is for a bitmap game: the Bitmap Display is open and connected, or open
    without a Keyboard and Display tool (whose display would otherwise be the game's)."""
    bitmap = window.tools.get("bitmap_display")
    if bitmap is None or bitmap not in tools:
        return False
    return bitmap.widget().connected or window.tools.get("keyboard_display") not in tools \
        or getattr(window, "_bitmap_by_hand", False)  # opened from the Tools menu


def title_docks(window) -> None:
    """A tool dock's title: the tool's whole title (e.g. its area and whether it is connected)
    on a dock of its own, its short ``tab_title`` when tabbed with others, so that a tab group
    in a narrow column still shows the Registers tab; the whole title is the tooltip."""
    for dock in window.tools.values():
        tool = dock.widget()
        full = tool.windowTitle()
        tabbed = not dock.isHidden() and not dock.isFloating() and any(
            not d.isHidden() for d in window.tabifiedDockWidgets(dock))
        title = getattr(tool, "tab_title", full) if tabbed else full
        if dock.windowTitle() != title:
            dock.setWindowTitle(title)  # Qt also gives the View menu's entry this text:
        dock.toggleViewAction().setText(full.split(" — ")[0])  # there, the tool's name
        dock.setToolTip(full)


def _show_tab_bars(window) -> None:
    """Tabs of tabbed docks: whole titles (scrolling if need be), and shown now (Qt shows a
    new tab group's tab bar only at the window's next resize; it keeps unused ones hidden)."""
    window.layout().activate()
    groups = set()
    for dock in window.findChildren(QDockWidget):
        others = [d for d in window.tabifiedDockWidgets(dock) if not d.isHidden()]
        if others and not dock.isHidden():
            groups.add(frozenset([dock.windowTitle()] + [d.windowTitle() for d in others]))
    for bar in window.findChildren(QTabBar):
        if bar.parent() is window:
            bar.setElideMode(Qt.TextElideMode.ElideNone)
            bar.setUsesScrollButtons(True)
            titles = frozenset(bar.tabText(i) for i in range(bar.count()))
            bar.setVisible(titles in groups)


def _reset(window: QMainWindow, dock: QDockWidget, area=RIGHT) -> None:
    """Put a dock back into ``area`` as a column of its own (out of any tab group)."""
    window.removeDockWidget(dock)
    window.addDockWidget(area, dock)
    dock.show()


def _side_column(window, tools: list[QDockWidget], debug: bool,
                 above: QDockWidget | None = None) -> None:
    """Edit and Debug: Registers in the right column with the tools tabbed behind it;
    ``above`` (a console game's board overlay in Play) gets its own place over Registers."""
    width, height = window.width(), window.height()
    if above is not None:
        _reset(window, above)  # the right area stacks its docks: this one first, on top
    _reset(window, window.reg_dock)
    for dock in tools:
        if dock is above:
            continue
        _reset(window, dock)
        window.tabifyDockWidget(window.reg_dock, dock)
    for dock in window.tools.values():
        if dock not in tools:
            dock.hide()
    window.reg_dock.raise_()
    if debug:
        reg_width = max(window.registers.content_width(), int(width * 0.2))
        msg_height = max(120, int(height * 0.17))
        window.exec_splitter.setSizes([int(height * 0.55), int(height * 0.45)])
    else:
        reg_width = max(260, int(width * 0.2), window.registers.content_width())
        msg_height = max(120, int(height * 0.2))
    window.resizeDocks([window.reg_dock], [reg_width], H)
    window.resizeDocks([window.msg_dock], [msg_height], V)
    if above is not None:  # a square board as wide as the column, Registers below it
        dock_height = height - (window.menuBar().height() + _toolbar_height(window))
        board_h = _board_height(window, reg_width, dock_height)
        window.resizeDocks([above, window.reg_dock], [board_h, dock_height - board_h], V)


def _play(window, tools: list[QDockWidget]) -> None:
    """Play: [page | Keyboard and Display | board overlay over Registers]."""
    width, height = window.width(), window.height()
    kd = window.tools["keyboard_display"]
    board = window.tools.get("board")
    if board is not None and board not in tools:
        board = None
    _reset(window, kd)
    _reset(window, window.reg_dock)
    window.splitDockWidget(kd, window.reg_dock, H)
    others = [d for d in tools if d not in (kd, board)]
    if board is not None:
        _reset(window, board)
        window.splitDockWidget(kd, board, H)
        window.splitDockWidget(board, window.reg_dock, V)
    for dock in others:  # e.g. the Timer: tabbed with Messages, under the small page
        _reset(window, dock, BOTTOM)
        window.tabifyDockWidget(window.msg_dock, dock)
    for dock in window.tools.values():
        if dock not in tools:
            dock.hide()
    window.reg_dock.raise_()
    dock_height = height - (window.menuBar().height() + _toolbar_height(window))
    column = window.registers.content_width()
    if board is not None:
        column = max(column, min(int(dock_height * 0.5) - BOARD_CHROME_H + 60,
                                 int(width * 0.26)))
        board_h = _board_height(window, column, dock_height)
        window.resizeDocks([board, window.reg_dock], [board_h, dock_height - board_h], V)
    # as wide as the grid at the font that fills the height, leaving the page and the
    # column theirs (a wide grid would squeeze Registers' values otherwise)
    page_min = window.centralWidget().minimumSizeHint().width()
    kd_width = min(_display_width(kd.widget(), dock_height - KD_CHROME_H) + KD_MARGINS_W,
                   int(width * KD_MAX_SHARE), width - page_min - column - 12)
    window.resizeDocks([kd, window.reg_dock], [kd_width, column], H)
    window.resizeDocks([window.msg_dock], [max(120, int(height * 0.24))], V)
    window.exec_splitter.setSizes([int(height * 0.6), int(height * 0.4)])
    _keyboard_lines(window, kd.widget(), 3)  # the display takes all but about three lines


def _play_bitmap(window, tools: list[QDockWidget]) -> None:
    """Play for a bitmap game: [page | Bitmap Display | Registers], the picture as tall as the
    window allows. The Keyboard and Display tool goes over Registers when the width allows
    (1920 pixels), else under the page above Messages; Registers too go under the page,
    tabbed with Messages, when the picture and they do not fit side by side (MIPS's wider
    registers at 1366 pixels). Other tools are tabbed with Messages."""
    width, height = window.width(), window.height()
    bitmap, reg, msg = window.tools["bitmap_display"], window.reg_dock, window.msg_dock
    kd = window.tools.get("keyboard_display")
    kd = kd if kd in tools else None
    dock_height = height - (window.menuBar().height() + _toolbar_height(window))
    canvas = bitmap.widget().canvas  # the picture the canvas will pick for the height
    picture_h = dock_height - window.statusBar().height() - BITMAP_CHROME_H
    fitted = canvas.fit_size(canvas.fit_scale(QSize(1 << 16, picture_h)))
    bitmap_w = fitted.width() + BITMAP_CHROME_W
    column = max(window.registers.content_width(), reg.minimumSizeHint().width())
    room = width - window.pages.minimumSizeHint().width() - SEPARATORS_W
    reg_beside = bitmap_w + column <= room
    if not reg_beside and room - column >= BITMAP_SMALLEST_W:
        bitmap_w, reg_beside = room - column, True  # a smaller picture, Registers in view
    keys_only = kd is not None and getattr(kd.widget(), "keys_only", False)
    kd_beside = reg_beside and kd is not None and \
        bitmap_w + max(column, kd.minimumSizeHint().width()) <= room
    if kd_beside:
        column = max(column, kd.minimumSizeHint().width())
    # a little more if there is room: the page may take a scroll bar's width from it later
    bitmap_w = max(bitmap.minimumSizeHint().width(),
                   min(bitmap_w + BITMAP_SLACK_W, room - column if reg_beside else room))
    _reset(window, bitmap)
    if reg_beside:
        _reset(window, reg)
        window.splitDockWidget(bitmap, reg, H)
    if kd_beside:
        _reset(window, kd)
        window.splitDockWidget(bitmap, kd, H)
        window.splitDockWidget(kd, reg, V)
    elif kd is not None:
        _reset(window, kd, BOTTOM)
        window.splitDockWidget(kd, msg, V)
    below = [d for d in tools if d not in (bitmap, kd)] + ([] if reg_beside else [reg])
    for dock in below:
        _reset(window, dock, BOTTOM)
        window.tabifyDockWidget(msg, dock)
    for dock in window.tools.values():
        if dock not in tools:
            dock.hide()
    (reg if reg_beside else msg).raise_()
    kd_h = min(int(dock_height * 0.38), KD_CHROME_H + 110)
    if keys_only:  # a keyboard input strip
        kd_h = max(kd.widget().minimumSizeHint().height(), KEYS_STRIP_H)
    if kd_beside:
        window.resizeDocks([kd, reg], [kd_h, dock_height - kd_h], V)
    if reg_beside:
        window.resizeDocks([reg], [column], H)
    window.resizeDocks([bitmap], [bitmap_w], H)  # after the column: Qt keeps this one exact
    msg_h = max(120, int(dock_height * (0.26 if kd is not None and not kd_beside else 0.3)))
    if kd is not None and not kd_beside:
        window.resizeDocks([kd, msg], [kd_h, msg_h], V)
    else:
        window.resizeDocks([msg], [msg_h], V)
    window.exec_splitter.setSizes([int(height * 0.6), int(height * 0.4)])
    if kd is not None and not keys_only:  # three lines of keyboard pane: the display the rest
        _keyboard_lines(window, kd.widget(), 3)


def _keyboard_lines(window, tool, lines: int) -> None:
    """The Keyboard and Display tool's keyboard pane about ``lines`` lines high."""
    split = getattr(tool, "splitter", None)
    if split is not None:
        window.layout().activate()  # the docks take their new sizes now
        total = sum(split.sizes()) or tool.height()
        keys = max(48, tool.keyboard.fontMetrics().lineSpacing() * lines + 12)
        split.setSizes([max(0, total - keys), keys])


def _board_height(window, column: int, dock_height: int) -> int:
    """The board overlay's height over Registers in a column ``column`` wide: a square board
    as wide as the column, leaving Registers PLAY_REGISTER_ROWS rows when the board can
    shrink to that (down to BOARD_SMALLEST_H)."""
    row_h = window.registers.views["Registers"].verticalHeader().defaultSectionSize()
    registers_h = PLAY_REGISTER_ROWS * row_h + REGISTERS_CHROME_H
    return min(column - 50 + BOARD_CHROME_H, int(dock_height * 0.62),
               max(BOARD_SMALLEST_H, dock_height - registers_h))


def _display_width(tool, height: int) -> int:
    """The width of the tool's whole grid at the largest font that fits ``height``, in the
    font it actually uses (grids and fonts differ in shape: 40 x 22, 90 x 22, Noto, DejaVu)."""
    display = tool.display
    return display.fit_size(display.fit_scale(QSize(1 << 16, max(1, height)))).width()


def _toolbar_height(window) -> int:
    bars = [b for b in window.findChildren(QToolBar) if b.isVisible()]
    return max((b.height() for b in bars), default=0)
