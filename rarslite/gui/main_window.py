"""The main window: Edit / Execute tabs, register and message docks, settings, files, help
and closing; its menus, tool docks, Play and layout are mixins of their own."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rarslite.gui import layouts, theme
from rarslite.gui.breakpoints import BreakpointController
from rarslite.gui.dialogs import GuiDialogs
from rarslite.gui.editor.editor_tabs import EditorTabs
from rarslite.gui.editor.find_replace import FindReplaceBar, go_to_line_dialog
from rarslite.gui.execute.memory_view import MemoryInspector
from rarslite.gui.execute.registers import RegistersPanel
from rarslite.gui.execute.text_segment import TextSegmentView
from rarslite.gui.isa_switch import IsaSwitch
from rarslite.gui.menus import Menus
from rarslite.gui.messages import MessagesPane
from rarslite.gui.play import Play
from rarslite.gui.run_control import RunControl
from rarslite.gui.run_io import GuiConsole, RunIOPane
from rarslite.gui.session import Session
from rarslite.gui.tool_docks import ToolDocks
from rarslite.gui.window_layout import WindowLayout
from rarslite.gui.worker import GuiPriority, RunThread

MAX_RECENT = 10
OPEN_FILTER = ("Assembly files and RV32 executables (*.s *.asm *.S *.elf);;"
               "Assembly files (*.s *.asm *.S);;RV32 ELF executables (*.elf *.out);;All files (*)")
REFRESH_MS = 16  # views refresh at ~60 Hz while running (a refresh costs well under 1 ms)


class MainWindow(Menus, ToolDocks, Play, WindowLayout, RunControl, IsaSwitch,
                 QMainWindow):
    run_finished = Signal(str)  # stop reason, after views were refreshed (tests wait on it)

    def __init__(self, settings: QSettings | None = None, theme_manager=None) -> None:
        super().__init__()
        self.setWindowTitle("rarslite")
        self.settings = settings or QSettings("rarslite", "rarslite")
        self.theme_manager = theme_manager
        self.console = GuiConsole()
        self.dialogs = GuiDialogs(self)
        self.session = Session(console=self.console, dialogs=self.dialogs)
        self.session.start_at_main = self.settings.value("run/start_at_main", False, type=bool)
        self.session.allow_pseudo = self.settings.value("asm/allow_pseudo", True, type=bool)
        self.thread: RunThread | None = None
        self._stopping = False
        self._stepping = False
        self._frame = 0
        self.finished = False  # the program ended: Go/Step need Reset first (as RARS)
        self.end_pc: int | None = None  # then: the row highlighted (None: none)
        self.tools: dict[str, QDockWidget] = {}
        self.gui_priority = GuiPriority()
        self.layout_name = layouts.DEFAULT
        self.user_arranged = False  # the user moved or resized a dock: layouts stay out
        self._play_connected_cells = False  # Play connected the Colour Cell Display (a game's)
        self._play_used: set[str] | None = None  # while Play opens a game's tools: their names
        self._user_tools: set[str] = set()  # tools the user opened this session (Play keeps)
        self._arranging = True  # our own dock moves are not the user's (until _restore ends)
        self._pending_layout: str | None = None  # applied when the window is first shown
        self._build_central()
        self._build_docks()
        self.bkpts = BreakpointController(self.editors, self.text_view, self.session,
                                          self.settings, self.message)
        self._build_actions()
        self._build_menus()
        self._build_isa_settings()
        self._build_toolbar()
        # What the program is doing, always in view (Messages may be behind Run I/O); the left
        # of the bar shows the hovered command's tip.
        self.run_state = QLabel("Open or write a program, then Assemble (F3).")
        self.statusBar().addPermanentWidget(self.run_state)
        self._refresh_timer = QTimer(self, interval=REFRESH_MS)
        self._refresh_timer.timeout.connect(self._refresh_running)
        self._restore()
        self._update_actions()
        self._update_file_actions()
        self.show_start_registers()

    # == construction ============================================================================
    def _build_central(self) -> None:
        self.editors = EditorTabs()
        self.editors.point_size = self.settings.value("editor/point_size", 11.0, type=float)
        self.find_bar = FindReplaceBar(self.editors.current)
        self.find_bar.hide()
        edit_page = QWidget()
        lay = QVBoxLayout(edit_page)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.start_page = self._start_page()
        lay.addWidget(self.start_page, 1)
        lay.addWidget(self.editors, 1)
        lay.addWidget(self.find_bar)
        self.editors.hide()  # until a file is open: the start page

        self.text_view = TextSegmentView()
        self.memory = MemoryInspector()
        exec_page = QSplitter(Qt.Orientation.Vertical)
        exec_page.addWidget(self.text_view)
        exec_page.addWidget(self.memory)
        exec_page.setStretchFactor(0, 3)
        exec_page.setStretchFactor(1, 2)
        self.exec_splitter = exec_page

        self.pages = QTabWidget()
        self.pages.addTab(edit_page, "Edit")
        self.pages.addTab(exec_page, "Execute")
        self.setCentralWidget(self.pages)
        self.editors.file_opened.connect(self._add_recent)
        self.editors.status.connect(self.message)
        self.editors.currentChanged.connect(lambda _i: self._update_title())
        self.editors.currentChanged.connect(lambda _i: self._show_start_page())
        self.text_view.source_requested.connect(self.show_source)
        self.text_view.suspend_toggled.connect(self._suspend_breakpoints)

    def _start_page(self):
        from rarslite.gui.start_page import StartPage

        page = StartPage(self.recent_files())
        page.open_requested.connect(self.open_file)
        page.play_requested.connect(self.play)
        page.new_requested.connect(self.new_file)
        page.open_dialog_requested.connect(self.open_dialog)
        return page

    def _show_start_page(self) -> None:
        """The start page while no file is open, the editors otherwise."""
        empty = self.editors.count() == 0
        self.start_page.setVisible(empty)
        self.editors.setVisible(not empty)

    def _build_docks(self) -> None:
        # The right column runs the full height (Messages sits under the page only), so
        # Registers and the Keyboard and Display tool get every line of the screen.
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.registers = RegistersPanel()
        self.registers.status.connect(self._view_status)
        self.registers.width_changed.connect(self.relayout)
        self.memory.status.connect(self._view_status)
        self.reg_dock = self._dock("Registers", self.registers,
                                   Qt.DockWidgetArea.RightDockWidgetArea)

        self.messages = MessagesPane()
        self.messages.jump.connect(self.show_source)
        self.run_io = RunIOPane(self.console)
        self.bottom_tabs = QTabWidget()
        self.bottom_tabs.addTab(self.messages, "Messages")
        self.bottom_tabs.addTab(self.run_io, "Run I/O")
        self.msg_dock = self._dock("Messages", self.bottom_tabs,
                                   Qt.DockWidgetArea.BottomDockWidgetArea)

    def _dock(self, title: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(title.replace(" ", "_"))
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        dock.dockLocationChanged.connect(lambda _area: self._dock_moved())
        dock.topLevelChanged.connect(lambda _floating: self._dock_moved())
        return dock

    # == settings ================================================================================
    def _restore(self) -> None:
        tools = self.settings.value("window/open_tools", [])
        if isinstance(tools, str):
            tools = [tools]
        openers = {"keyboard_display": self.open_keyboard_display, "timer": self.open_timer,
                   "board": self.open_board_overlay, "cell_display": self.open_cell_display,
                   "bitmap_display": self.open_bitmap_display}
        for name in tools or []:  # before restoreState, which places their docks
            if name in openers:
                openers[name]()
        # The window and its layout as last left on a screen of this size (a laptop and its
        # external monitor each keep theirs); the pre-layout keys as a fallback.
        s, prefix = self.settings, layouts.settings_prefix(self.available_geometry().size())
        geo = s.value(f"{prefix}/geometry") or s.value("window/geometry")
        state = s.value(f"{prefix}/state") or s.value("window/state")
        self.layout_name = s.value(f"{prefix}/name", layouts.DEFAULT)
        if self.layout_name not in layouts.LAYOUTS:
            self.layout_name = layouts.DEFAULT
        self.user_arranged = s.value(f"{prefix}/user_arranged", False, type=bool)
        if geo is not None and state is not None:
            self.restoreGeometry(geo)
            self.restoreState(state)
            layouts.title_docks(self)
            self.keep_on_screen()
        else:  # first start on this screen: fill it, in the default layout
            self.setGeometry(self.available_geometry())
            self._pending_layout = self.layout_name
        self.layout_actions[self.layout_name].setChecked(True)
        self._arranging = False
        self._rebuild_recent()

    def _save_settings(self) -> None:
        s = self.settings
        prefix = layouts.settings_prefix(self.available_geometry().size())
        s.setValue(f"{prefix}/geometry", self.saveGeometry())
        s.setValue(f"{prefix}/state", self.saveState())
        s.setValue(f"{prefix}/name", self.layout_name)
        s.setValue(f"{prefix}/user_arranged", self.user_arranged)
        s.setValue("editor/point_size", self.editors.point_size)
        s.setValue("run/speed_index", self.speed_slider.value())
        s.setValue("window/open_tools", [n for n, d in self.tools.items() if d.isVisible()])
        self.bkpts.save()
        for dock in self.tools.values():
            save = getattr(dock.widget(), "save_settings", None)
            if save:
                save(s)
        s.sync()

    def recent_files(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [p for p in (value or []) if isinstance(p, str)]

    def _add_recent(self, path: str) -> None:
        path = os.path.abspath(path)
        files = [path] + [p for p in self.recent_files() if p != path]
        self.settings.setValue("files/recent", files[:MAX_RECENT])
        self._rebuild_recent()
        self._update_title()

    def set_theme(self, name: str) -> None:
        self.settings.setValue("ui/theme", name)
        if self.theme_manager is not None:
            self.theme_manager.apply(name)
        self.editors.refresh_theme()
        for action, icon in self._standard_icons.items():
            action.setIcon(theme.themed_icon(self.style().standardIcon(icon), theme.current()))
        for view in (self.text_view, self.memory.view, *self.registers.views.values()):
            view.viewport().update()
        for dock in self.tools.values():
            refresh = getattr(dock.widget(), "refresh_theme", None)
            if refresh:
                refresh()

    def _set_start_at_main(self, on: bool) -> None:
        self.session.start_at_main = on
        self.settings.setValue("run/start_at_main", on)

    def _set_config(self, config) -> None:
        self.session.config = config
        self.settings.setValue("asm/memory_config", config.name)
        self.message(f"Memory configuration: {config.name} (used from the next Assemble; "
                     "open tools keep the addresses they started with, as in RARS).")

    def _set_rv64(self, on: bool) -> None:
        from rarslite.gui.editor.highlighter import AsmHighlighter

        self.session.xlen = AsmHighlighter.default_xlen = 64 if on else 32
        for doc in self.editors.documents():
            doc.highlighter.set_xlen(self.session.xlen)
        if self.session.machine is None:  # no program yet: the mode's starting registers
            self.show_start_registers()
        if not getattr(self, "_rv64_for_this_run", False):  # --rv64 is not remembered
            self.settings.setValue("asm/rv64", on)
        self.message(f"{'64' if on else '32'}-bit mode (used from the next Assemble).")

    def use_rv64_for_this_run(self) -> None:
        """The app's ``--rv64``: 64-bit mode now, without changing the remembered setting."""
        self._rv64_for_this_run = True
        self.act_rv64.setChecked(True)

    def _set_extended(self, on: bool) -> None:
        self.session.allow_pseudo = on
        self.settings.setValue("asm/allow_pseudo", on)

    # == files ===================================================================================
    def open_dialog(self) -> None:
        doc = self.editors.current()
        directory = os.path.dirname(doc.path) if doc and doc.path else ""
        paths, _ = QFileDialog.getOpenFileNames(self, "Open", directory, OPEN_FILTER)
        for path in paths:
            self.open_file(path)

    def open_file(self, path: str):
        """Open a source file in an editor tab, or load an ELF executable to run (no tab)."""
        from rarslite.elf import is_elf

        if is_elf(path):
            if self.load_elf(path):
                self._add_recent(os.path.abspath(path))
            return None
        doc = self.editors.open_file(path)
        if doc is not None:
            self.pages.setCurrentIndex(0)
        return doc

    def new_file(self):
        """A new untitled tab, shown (Ctrl+N also works from the Execute tab)."""
        doc = self.editors.new_file()
        self.pages.setCurrentIndex(0)
        doc.setFocus()
        return doc

    def close_current(self) -> None:
        if self.editors.count():
            self.editors.close_tab(self.editors.currentIndex())

    def go_to_line(self) -> None:
        doc = self.editors.current()
        if doc is not None:
            self.pages.setCurrentIndex(0)
            go_to_line_dialog(self, doc)

    def _editor_call(self, name: str) -> None:
        doc = self.editors.current()
        if doc is not None:
            getattr(doc, name)()

    def _zoom(self, delta: float) -> None:
        """Zoom the view that has the focus (or contains it: e.g. a tool zooms its display),
        else the editor; a view offers ``zoom(delta)`` and ``reset_zoom()`` (delta 0). The
        application's focus, not the window's: a floating tool is a window of its own."""
        view = QApplication.focusWidget() or self.focusWidget()
        while view is not None and view is not self and not hasattr(view, "reset_zoom"):
            view = view.parentWidget()
        if view is None or view is self:
            view = self.editors.current()
        if view is not None and delta:
            view.zoom(delta)
        elif view is not None:
            view.reset_zoom()

    def show_source(self, file: str, line: int, column: int = 0) -> None:
        """Show a file position in an editor tab (opening the file, e.g. an .include)."""
        doc = self.editors.find(file) if file else self.editors.current()
        if doc is None and file:
            doc = self.open_file(file)
        if doc is None:
            return
        self.editors.setCurrentWidget(doc)
        self.pages.setCurrentIndex(0)
        if line > 0:
            doc.go_to(line, column)

    def _update_title(self) -> None:
        doc = self.editors.current()
        name = doc.path if doc is not None and doc.path else "untitled"
        self.setWindowTitle(f"{name} - rarslite")
        self._update_file_actions()

    def _update_file_actions(self) -> None:
        has_tab = self.editors.current() is not None  # nothing to close or save without one
        for act in (self.act_close, self.act_save, self.act_save_as, self.act_save_all):
            act.setEnabled(has_tab)

    def message(self, text: str, file: str | None = None, line: int = 0, column: int = 0,
                kind: str = "info") -> None:
        self.messages.add(text, file, line, column, kind)

    def relayout(self) -> None:
        """The layout again for what is open now (64-bit values want a wider register
        column; a closed tool gives its room back); the page stays."""
        if self.isVisible() and not self.user_arranged:
            page = self.pages.currentIndex()
            self.set_layout(self.layout_name)
            self.pages.setCurrentIndex(page)

    def _view_status(self, text: str) -> None:
        """A register or memory edit: a refused one is shown where the person looks (the
        Messages tab may be behind Run I/O)."""
        refused = text.startswith("Not changed") or "neither an address" in text
        self.message(text, kind="warning" if refused else "info")
        if refused:
            self.bottom_tabs.setCurrentWidget(self.messages)

    # == help ====================================================================================
    def show_help(self):
        """The non-modal, searchable reference window (built again when the memory
        configuration, and so the device addresses, changed)."""
        from rarslite.gui.help_window import HelpWindow
        # the loaded ISA's tables; RISC-V's device addresses follow its memory configuration
        tables = self.session.isa.part("reference")(self.session.config, self.session.xlen)
        old = getattr(self, "help_window", None)
        if old is None or old.tables_source != tables:
            if old is not None:
                old.close()
                old.deleteLater()
            self.help_window = HelpWindow(self.findChildren(QAction), tables, self)
        self.help_window.show_and_focus()
        return self.help_window

    def show_about(self) -> None:
        from rarslite import __version__
        from rarslite.machine.native import status_line

        QMessageBox.about(self, "About rarslite",
                          f"rarslite {__version__}: a fast assembler and simulator for RISC-V "
                          "(RV32IMFD and RV64, as RARS) and MIPS32 (as MARS 4.5), with the "
                          "Keyboard and Display MMIO tool, the Colour Cell Display and a board "
                          "overlay for the course games. Help > Help contents (F1) is the "
                          f"reference.\n\nEngine: {status_line()}.")

    # == closing =================================================================================
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._save_settings()
        if not self.editors.close_all():
            event.ignore()  # the user cancelled: keep the window and the unsaved text
            return
        if self.running:
            self.stop(wait=True)
        for dock in self.tools.values():
            shutdown = getattr(dock.widget(), "shutdown", None)
            if shutdown:
                shutdown()
        self.gui_priority.close()
        if getattr(self, "help_window", None) is not None:
            self.help_window.close()
        event.accept()

