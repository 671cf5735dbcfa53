"""The main window's tool docks: opening a tool (Keyboard and Display, Bitmap Display, Timer,
Colour Cell Display, board overlay) and giving it its place in the layout."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget

from rarslite.gui import layouts

PLAY_TOOLS = ("keyboard_display", "bitmap_display")  # a game's screens: their place is Play

class _CloseWatch(QObject):
    """Tells the window when the user closes a tool's dock (its title bar's close button)."""

    def __init__(self, window, name: str) -> None:
        super().__init__(window)
        self.window, self.name = window, name

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Close:
            self.window.user_closed_tool(self.name)
        return False


class ToolDocks:
    """Mixin of `MainWindow`: ``self.tools`` maps a tool's name to its dock."""

    def _tool_dock(self, name: str, factory) -> QDockWidget:
        dock = self.tools.get(name)
        created = dock is None
        if dock is None:
            widget = factory()
            dock = self._dock(widget.windowTitle() or name, widget,
                              Qt.DockWidgetArea.RightDockWidgetArea)
            dock.setObjectName(f"tool_{name}")
            widget.windowTitleChanged.connect(lambda _title: self._retitle_docks())
            self.tools[name] = dock
            self.view_menu.addAction(dock.toggleViewAction())
            # Closed by the user (its close button or the View menu): it lets go of its
            # device addresses, so another tool (e.g. Play's Colour Cell Display) can use them.
            dock.installEventFilter(_CloseWatch(self, name))
            dock.toggleViewAction().triggered.connect(
                lambda shown, name=name: shown or self.user_closed_tool(name))
            if self.session.program is not None:
                loaded = getattr(widget, "program_loaded", None)
                if loaded:
                    loaded(self.session)
        if self._play_used is not None:
            self._play_used.add(name)  # opened for the game Play is starting
        elif not self._arranging:
            self._user_tools.add(name)  # opened by the user (not restored): Play keeps it
        dock.show()
        dock.raise_()
        self._tool_shown(name, dock, created)
        return dock

    def tool_closed(self, name: str) -> None:
        """A closed tool is disconnected and frees its addresses (opening it takes them back
        when they are free)."""
        self._user_tools.discard(name)
        release = getattr(self.tools[name].widget(), "release", None)
        if release is not None:
            release()

    def user_closed_tool(self, name: str) -> None:
        """Closed by the user: it lets go, and the layout gives its room to the others."""
        self.tool_closed(name)
        QTimer.singleShot(0, self.relayout)

    def _tool_shown(self, name: str, dock: QDockWidget, created: bool) -> None:
        """Give a tool that just opened its place: the layout's (the Keyboard and Display
        and Bitmap Display tools' is Play), or, in the user's own arrangement, a tab beside
        Registers (stacked docks would make the window grow)."""
        if self._arranging:
            return  # restoring: restoreState places it
        if not self.user_arranged:
            page = self.pages.currentIndex()
            play = name in PLAY_TOOLS
            self.set_layout("Play" if play else self.layout_name)
            if not play:
                self.pages.setCurrentIndex(page)  # a tool opening keeps the Execute view
            dock.raise_()  # the tool asked for is the one shown in its tab group
            return
        if created:
            self._arranging = True
            self.tabifyDockWidget(self.reg_dock, dock)
            layouts.title_docks(self)
            dock.raise_()
            self._arranging = False
        QTimer.singleShot(0, self.keep_on_screen)

    def open_keyboard_display(self):
        from rarslite.devices.base import DeviceConflict
        from rarslite.gui.docks.keyboard_display import KeyboardDisplayTool

        def make() -> KeyboardDisplayTool:
            tool = KeyboardDisplayTool(self.session, self.settings, self.message)
            tool.connect_button.toggled.connect(lambda on: on and self._connected_to_kd())
            return tool

        try:
            if "keyboard_display" in self.tools:  # released for the Colour Cell Display?
                self.tools["keyboard_display"].widget().reclaim()
            return self._tool_dock("keyboard_display", make).widget()
        except DeviceConflict as exc:  # e.g. the Colour Cell Display is connected there
            self.message(f"Keyboard and Display MMIO: cannot open: {exc}. Disconnect the "
                         "other tool first.", kind="error")
            return None

    def open_cell_display(self):
        from rarslite.gui.docks.cell_display import CellDisplayTool

        return self._tool_dock("cell_display",
                               lambda: CellDisplayTool(self.session, self.settings,
                                                       self.message)).widget()

    def open_bitmap_display(self):
        from rarslite.gui.docks.bitmap_display import BitmapDisplayTool

        def make() -> BitmapDisplayTool:
            tool = BitmapDisplayTool(self.session, self.settings, self.message)
            tool.connect_button.toggled.connect(lambda _on: self._replay_layout())
            return tool

        return self._tool_dock("bitmap_display", make).widget()

    def open_bitmap_by_hand(self):
        """Tools > Bitmap Display: the tool, with the large pane it has in Play (a tab
        beside Messages would show a thumbnail)."""
        tool = self.open_bitmap_display()
        self._bitmap_by_hand = True
        if not self.user_arranged:
            self.set_layout("Play")
        return tool

    def open_timer(self):
        from rarslite.gui.docks.timer_tool import TimerTool

        return self._tool_dock("timer", lambda: TimerTool(self.session, self.message)).widget()

    def open_digital_lab(self):
        from rarslite.gui.docks.digital_lab import DigitalLabTool

        return self._tool_dock("digital_lab",
                               lambda: DigitalLabTool(self.session, self.message)).widget()

    def open_board_overlay(self):
        from rarslite.gui.docks.board_overlay import BoardOverlay

        return self._tool_dock("board", lambda: BoardOverlay(self.session, self)).widget()

    def open_analysis_tool(self, name: str):
        """An analysis tool of the Tools menu (gui/docks/analysis.py's TOOLS); one that
        reports to Messages and the editors (the Convention Checker) gets the window."""
        from rarslite.gui.docks.analysis import TOOLS

        def make():
            widget = TOOLS[name][1](self.session)
            attach = getattr(widget, "attach_window", None)
            if attach is not None:
                attach(self)
            return widget

        return self._tool_dock(name, make).widget()

    def keyboard_display(self):
        dock = self.tools.get("keyboard_display")
        return dock.widget() if dock else None

    def _replay_layout(self) -> None:
        """Play's arrangement depends on which game screen is connected: apply it again."""
        if not (self.user_arranged or self._arranging) and self.layout_name == "Play":
            self.set_layout("Play")

    def _connected_to_kd(self) -> None:
        if not (self.user_arranged or self._arranging) and self.layout_name != "Play":
            self.set_layout("Play")
