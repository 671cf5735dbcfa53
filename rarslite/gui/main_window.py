"""The main window: Edit / Execute tabs, register and message docks, RARS's menus and keys."""

from __future__ import annotations

import os

from PySide6.QtCore import QEvent, QMargins, QRect, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSlider,
    QSplitter,
    QStyle,
    QTabWidget,
    QToolBar,
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
from rarslite.gui.messages import MessagesPane
from rarslite.gui.qt_compat import slot
from rarslite.gui.run_control import RunControl
from rarslite.gui.run_io import GuiConsole, RunIOPane
from rarslite.gui.session import Session
from rarslite.gui.worker import UNLIMITED, GuiPriority, RunThread
from rarslite.memory_map import CONFIGS, DEFAULT

MAX_RECENT = 10
OPEN_FILTER = ("Assembly files and RV32 executables (*.s *.asm *.S *.elf);;"
               "Assembly files (*.s *.asm *.S);;RV32 ELF executables (*.elf *.out);;All files (*)")
# Run speed slider: instructions per second; 0 = unlimited (RARS stops at 30/s).
SPEEDS = (1, 2, 5, 10, 30, 100, 1_000, 10_000, 100_000, UNLIMITED)
REFRESH_MS = 16  # views refresh at ~60 Hz while running (a refresh costs well under 1 ms)


def speed_label(speed: float) -> str:
    if speed == UNLIMITED:
        return "unlimited"
    return f"{speed:,.0f} inst/s".replace(",", " ")


class MainWindow(RunControl, IsaSwitch, QMainWindow):
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
        self.tools: dict[str, QDockWidget] = {}
        self.gui_priority = GuiPriority()
        self.layout_name = layouts.DEFAULT
        self.user_arranged = False  # the user moved or resized a dock: layouts stay out
        self._play_connected_cells = False  # Play connected the Colour Cell Display (a game's)
        self._play_opened_board = False  # Play opened the board overlay (for the last game)
        self._play_opened_kd = False  # ... and the Keyboard and Display tool
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
        lay.addWidget(self.editors, 1)
        lay.addWidget(self.find_bar)

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
        self.text_view.source_requested.connect(self.show_source)
        self.text_view.suspend_toggled.connect(self._suspend_breakpoints)

    def _build_docks(self) -> None:
        # The right column runs the full height (Messages sits under the page only), so
        # Registers and the Keyboard and Display tool get every line of the screen.
        self.setCorner(Qt.Corner.TopRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.registers = RegistersPanel()
        self.registers.status.connect(self._view_status)
        self.registers.width_changed.connect(self._fit_registers)
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

    def _action(self, text: str, slot_fn, shortcut=None, icon=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
            self._standard_icons[action] = icon  # redrawn for the theme (set_theme)
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot(lambda _checked=False: slot_fn()))
        return action

    def _build_actions(self) -> None:
        self._standard_icons: dict[QAction, QStyle.StandardPixmap] = {}
        sp = QStyle.StandardPixmap
        key = QKeySequence.StandardKey
        a = self._action
        self.act_new = a("&New", self.new_file, key.New, sp.SP_FileIcon)
        self.act_open = a("&Open...", self.open_dialog, key.Open, sp.SP_DialogOpenButton)
        self.act_close = a("&Close", self.close_current, key.Close)
        self.act_save = a("&Save", lambda: self.editors.save(), key.Save, sp.SP_DialogSaveButton)
        self.act_save_as = a("Save &as...", lambda: self.editors.save_as(), key.SaveAs)
        self.act_save_all = a("Save a&ll", self.editors.save_all)
        self.act_quit = a("E&xit", self.close, key.Quit)
        self.act_find = a("&Find/Replace...", lambda: self.find_bar.open(), key.Find)
        self.act_goto = a("&Go to line...", self.go_to_line, "Ctrl+L")
        self.act_zoom_in = a("Zoom &in", lambda: self._zoom(1), "Ctrl+=")
        self.act_zoom_out = a("Zoom &out", lambda: self._zoom(-1), key.ZoomOut)
        self.act_zoom_reset = a("Reset &zoom (displays: fit)", lambda: self._zoom(0), "Ctrl+0")
        self.act_assemble = a("&Assemble", self.assemble, "F3", sp.SP_BrowserReload,
                              "Assemble the current file (F3)")
        self.act_go = a("&Go", self.go, "F5", sp.SP_MediaPlay, "Run (F5)")
        self.act_step = a("&Step", self.step, "F7", sp.SP_MediaSeekForward,
                          "Run one instruction (F7)")
        self.act_backstep = a("&Backstep", self.backstep, "F8", sp.SP_MediaSeekBackward,
                              "Undo the last instruction (F8)")
        self.act_pause = a("&Pause", self.pause, "F9", sp.SP_MediaPause, "Pause (F9)")
        self.act_stop = a("S&top", self.stop, "F11", sp.SP_MediaStop, "Stop (F11)")
        self.act_reset = a("&Reset", self.reset, "F12", sp.SP_MediaSkipBackward,
                           "Reset: reload the program, clear memory and registers (F12)")
        self.act_play = a("&Play", self.play, "Ctrl+P", sp.SP_ArrowRight,
                          "Play: assemble, connect the game's screen (Keyboard and Display "
                          "or Colour Cell Display tool), run, and type into it (Ctrl+P)")
        self.act_reset_layout = a("&Reset layout", self.reset_layout)
        self.act_clear_bp = a("Clear all &breakpoints", self.clear_breakpoints, "Ctrl+K")
        self.act_toggle_bp = a("Toggle brea&kpoint", self.bkpts.toggle_at_cursor, "Ctrl+B",
                               tip="Toggle a breakpoint on the cursor line (or the selected "
                                   "instruction of the Execute view) (Ctrl+B)")
        self.act_help = a("&Help contents", self.show_help, "F1", tip="Instruction, system "
                          "call, directive, device and key reference (F1)")
        self.act_about = a("&About rarslite", self.show_about)
        self.act_kd = a("&Keyboard and Display MMIO Simulator", self.open_keyboard_display)
        self.act_timer = a("&Timer Tool", self.open_timer)
        self.act_board = a("&Board overlay (checkers, draughts)", self.open_board_overlay)
        self.act_cells = a("&Colour Cell Display", self.open_cell_display)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu("&File")
        for act in (self.act_new, self.act_open):
            m.addAction(act)
        self.recent_menu = m.addMenu("Open &recent")
        self.examples_menu = m.addMenu("Open e&xample")
        self._fill_examples_menu()
        m.addSeparator()
        for act in (self.act_close, self.act_save, self.act_save_as, self.act_save_all):
            m.addAction(act)
        m.addSeparator()
        m.addAction(self.act_quit)

        m = bar.addMenu("&Edit")
        for text, method, shortcut in (
            ("&Undo", "undo", QKeySequence.StandardKey.Undo),
            ("&Redo", "redo", QKeySequence.StandardKey.Redo),
            ("Cu&t", "cut", QKeySequence.StandardKey.Cut),
            ("&Copy", "copy", QKeySequence.StandardKey.Copy),
            ("&Paste", "paste", QKeySequence.StandardKey.Paste),
            ("Select &all", "selectAll", QKeySequence.StandardKey.SelectAll),
        ):
            act = QAction(text, self)
            act.setShortcut(QKeySequence(shortcut))
            act.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)  # the editor handles keys
            act.triggered.connect(lambda _c=False, s=method: self._editor_call(s))
            m.addAction(act)
        m.addSeparator()
        for act in (self.act_find, self.act_goto, self.act_zoom_in, self.act_zoom_out,
                    self.act_zoom_reset):
            m.addAction(act)

        m = bar.addMenu("&Run")
        m.addAction(self.act_play)  # first: the one action most people need
        m.addSeparator()
        for act in (self.act_assemble, self.act_go, self.act_step, self.act_backstep,
                    self.act_pause, self.act_stop, self.act_reset):
            m.addAction(act)
        m.addSeparator()
        m.addAction(self.act_toggle_bp)
        m.addAction(self.act_clear_bp)

        m = bar.addMenu("&Settings")
        self.act_start_main = m.addAction("Initialize program counter to global 'main' if defined")
        self.act_start_main.setCheckable(True)
        self.act_start_main.setChecked(self.session.start_at_main)
        self.act_start_main.toggled.connect(self._set_start_at_main)
        self.act_extended = m.addAction("Permit extended (pseudo) instructions and formats")
        self.act_extended.setCheckable(True)
        self.act_extended.setChecked(self.session.allow_pseudo)
        self.act_extended.toggled.connect(self._set_extended)
        # RARS's name, marked RISC-V like the MIPS entries below it (one menu serves both)
        self.act_rv64 = m.addAction("RISC-V: 64 bit")  # RV64 instructions and registers
        self.act_rv64.setCheckable(True)
        self.act_rv64.setToolTip("Assemble and run in RARS's 64-bit mode (RV64IMFD)")
        self.session.xlen = 64 if self.settings.value("asm/rv64", False, type=bool) else 32
        from rarslite.gui.editor.highlighter import AsmHighlighter

        AsmHighlighter.default_xlen = self.session.xlen
        self.act_rv64.setChecked(self.session.xlen == 64)
        self.act_rv64.toggled.connect(self._set_rv64)
        config_menu = m.addMenu("RISC-V: &Memory configuration")
        config_group = QActionGroup(self)
        chosen = self.settings.value("asm/memory_config", DEFAULT.name)
        for config in CONFIGS.values():
            act = config_menu.addAction(config.name)
            act.setCheckable(True)
            act.setChecked(config.name == chosen)
            if config.name == chosen:
                self.session.config = config
            act.triggered.connect(lambda _c=False, c=config: self._set_config(c))
            config_group.addAction(act)
        theme_menu = m.addMenu("&Theme")
        group = QActionGroup(self)
        current = self.settings.value("ui/theme", "system")
        for name in theme.THEMES:
            act = theme_menu.addAction(name.capitalize())
            act.setCheckable(True)
            act.setChecked(name == current)
            act.triggered.connect(lambda _c=False, n=name: self.set_theme(n))
            group.addAction(act)

        self.tools_menu = bar.addMenu("&Tools")
        for act in (self.act_kd, self.act_timer, self.act_board, self.act_cells):
            self.tools_menu.addAction(act)
        self.view_menu = bar.addMenu("&View")
        layout_menu = self.view_menu.addMenu("&Layout")
        self.layout_actions: dict[str, QAction] = {}
        layout_group = QActionGroup(self)
        for name in layouts.LAYOUTS:
            act = layout_menu.addAction(f"&{name}")
            act.setCheckable(True)
            act.triggered.connect(lambda _c=False, n=name: self.set_layout(n))
            layout_group.addAction(act)
            self.layout_actions[name] = act
        self.view_menu.addAction(self.act_reset_layout)
        self.view_menu.addSeparator()
        for dock in (self.reg_dock, self.msg_dock):
            self.view_menu.addAction(dock.toggleViewAction())

        m = bar.addMenu("&Help")
        m.addAction(self.act_help)
        m.addAction(self.act_about)

    def _build_toolbar(self) -> None:
        tb = QToolBar("Run")
        tb.setObjectName("run_toolbar")
        self.addToolBar(tb)
        for act in (self.act_new, self.act_open, self.act_save):
            tb.addAction(act)
        tb.addSeparator()
        for act in (self.act_assemble, self.act_go, self.act_step, self.act_backstep,
                    self.act_pause, self.act_stop, self.act_reset):
            tb.addAction(act)
        tb.addSeparator()
        tb.addAction(self.act_play)  # named on the toolbar: the one action most people need
        tb.widgetForAction(self.act_play).setToolButtonStyle(
            Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tb.addSeparator()
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setRange(0, len(SPEEDS) - 1)
        self.speed_slider.setFixedWidth(160)
        self.speed_slider.setToolTip("Run speed (instructions per second)")
        self.speed_label = QLabel()
        self.speed_label.setMinimumWidth(110)
        self.speed_slider.valueChanged.connect(self._speed_changed)
        tb.addWidget(QLabel(" Run speed "))
        tb.addWidget(self.speed_slider)
        tb.addWidget(self.speed_label)
        pos = self.settings.value("run/speed_index", len(SPEEDS) - 1, type=int)
        self.speed_slider.setValue(max(0, min(pos, len(SPEEDS) - 1)))
        self._speed_changed(self.speed_slider.value())

    # == settings ================================================================================
    def _restore(self) -> None:
        tools = self.settings.value("window/open_tools", [])
        if isinstance(tools, str):
            tools = [tools]
        openers = {"keyboard_display": self.open_keyboard_display, "timer": self.open_timer,
                   "board": self.open_board_overlay, "cell_display": self.open_cell_display}
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

    def _rebuild_recent(self) -> None:
        self.recent_menu.clear()
        for i, path in enumerate(self.recent_files()):
            act = self.recent_menu.addAction(f"&{(i + 1) % 10} {path}")
            act.triggered.connect(slot(self.open_file, path))
        self.recent_menu.setEnabled(bool(self.recent_files()))

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

    def _speed_changed(self, index: int) -> None:
        speed = SPEEDS[index]
        self.speed_label.setText(speed_label(speed))
        if self.thread is not None:
            self.thread.speed = speed

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_slider.value()]

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

    def _fill_examples_menu(self) -> None:
        """File > Open example: the programs shipped inside the package (as `rarslite
        examples` lists them), so a pip or pipx install can open them too."""
        from rarslite.examples import examples, find

        self.examples_menu.setToolTipsVisible(True)
        for example in examples():
            programs = [(p, find(p)) for p in example.programs]
            programs = [(p, path) for p, path in programs if path]
            if not programs:
                continue
            menu = self.examples_menu if len(programs) == 1 else \
                self.examples_menu.addMenu(example.name)
            for program, path in programs:
                act = menu.addAction(program if len(programs) == 1 else program.split("/", 1)[1])
                act.setToolTip(f"{example.summary}\n{path}")
                act.triggered.connect(lambda _c=False, p=path: self.open_file(p))

    def message(self, text: str, file: str | None = None, line: int = 0, column: int = 0,
                kind: str = "info") -> None:
        self.messages.add(text, file, line, column, kind)

    def _fit_registers(self) -> None:
        """64-bit values want a wider register column: the layout again (the page stays)."""
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

    # == tools ===================================================================================
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
            if self.session.program is not None:
                loaded = getattr(widget, "program_loaded", None)
                if loaded:
                    loaded(self.session)
        dock.show()
        dock.raise_()
        self._tool_shown(name, dock, created)
        return dock

    def _tool_shown(self, name: str, dock: QDockWidget, created: bool) -> None:
        """Give a tool that just opened its place: the layout's (the Keyboard and Display
        tool's is Play), or, in the user's own arrangement, a tab beside Registers (stacked
        docks would make the window grow)."""
        if self._arranging:
            return  # restoring: restoreState places it
        if not self.user_arranged:
            page = self.pages.currentIndex()
            self.set_layout("Play" if name == "keyboard_display" else self.layout_name)
            if name != "keyboard_display":
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
        from rarslite.gui.tools.keyboard_display import KeyboardDisplayTool

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
        from rarslite.gui.tools.cell_display import CellDisplayTool

        return self._tool_dock("cell_display",
                               lambda: CellDisplayTool(self.session, self.settings,
                                                       self.message)).widget()

    def open_timer(self):
        from rarslite.gui.tools.timer_tool import TimerTool

        return self._tool_dock("timer", lambda: TimerTool(self.session, self.message)).widget()

    def open_board_overlay(self):
        from rarslite.gui.tools.board_overlay import BoardOverlay

        return self._tool_dock("board", lambda: BoardOverlay(self.session, self)).widget()

    def keyboard_display(self):
        dock = self.tools.get("keyboard_display")
        return dock.widget() if dock else None

    def _connected_to_kd(self) -> None:
        if not (self.user_arranged or self._arranging) and self.layout_name != "Play":
            self.set_layout("Play")

    # == play ====================================================================================
    def play(self, path: str | None = None) -> bool:
        """Run > Play: open ``path`` (default: the current file), assemble it, open, reset and
        connect the Keyboard and Display tool when the program addresses the MMIO devices
        (unless the Colour Cell Display is connected: then that is the game's screen), and the
        board overlay for a checkers or draughts program; run it, and put the keyboard focus
        in the tool's keyboard pane (in Run I/O's input line for a console game such as
        draughts or four in a row, or a cell display game)."""
        from rarslite.elf import is_elf
        from rarslite.games import bombsweeper
        from rarslite.gui.tools.board_overlay import game_kind

        if path is not None:
            if not os.path.isfile(path):
                self.message(f"Play: cannot open {path}: no such file.", kind="error")
                return False
            if self.open_file(path) is None and not is_elf(path):
                return False
        elif self.editors.current() is None and self.session.elf_path is None:
            self.open_dialog()
            if self.editors.current() is None and self.session.elf_path is None:
                return False
        if not self.assemble():
            return False
        program, machine = self.session.program, self.session.machine
        kind = game_kind(program.symbols, machine.memory.peek_word)
        tool = None
        cells = self.tools.get("cell_display")
        cell_game = bombsweeper.recognises(program.symbols)
        if cells is not None and cells.widget().connected and not cell_game and \
                self._play_connected_cells:  # Play's choice for the last game, not the user's
            cells.widget().disconnect_program()
            cells.hide()
        if cells is None or not cells.widget().connected:
            self._play_connected_cells = False  # (kept while a cell game is played again)
        if (cells is None or not cells.widget().connected) and cell_game:
            cells = self._connect_cell_display(bombsweeper.SIZE, bombsweeper.DISPLAY)
            if cells is None:
                return False
            self._play_connected_cells = True
        if cells is not None and cells.widget().connected:  # the user chose that screen
            cells.widget().reset()
            cells.raise_()
        elif program.mentions_mmio():  # a console-only game gets no empty device tool
            kd_dock = self.tools.get("keyboard_display")
            self._play_opened_kd |= kd_dock is None or kd_dock.isHidden()
            tool = self.open_keyboard_display()
            if tool is None:
                return False
            tool.reset()  # a new game: no screen or typed keys left from the last run
        elif self._play_opened_kd and self.keyboard_display() is not None:
            # a console game: the last game's screen, still connected, would take Run I/O's room
            self._play_opened_kd = False
            self.keyboard_display().disconnect_program()
            self.tools["keyboard_display"].hide()
        board = self.tools.get("board")
        if kind is not None:
            self._play_opened_board |= board is None or board.isHidden()
            self.open_board_overlay()
        elif board is not None and self._play_opened_board:
            # the last game's board: over this game's screen it only says "Not a checkers program"
            board.hide()
            self._play_opened_board = False
        if tool is not None:
            tool.connect_program()
        self.go()
        if tool is None and not self.user_arranged:
            self.set_layout("Play")  # the console's version of it
        if tool is None or kind == "draughts":  # a console game: typed in Run I/O
            self.bottom_tabs.setCurrentWidget(self.run_io)
            self.run_io.input.setFocus()
        else:
            tool.keyboard.setFocus()
        return True

    def _connect_cell_display(self, size: int, base: int):
        """The Colour Cell Display's dock, connected as a ``size`` x ``size`` display at
        ``base`` (an open Keyboard and Display tool lets go of the MMIO addresses and closes),
        or None."""
        kd = self.keyboard_display()
        if kd is not None:  # it holds the MMIO addresses, connected or not
            kd.release()
            self.tools["keyboard_display"].hide()
        if not self.open_cell_display().connect_as(size, size, base):
            return None  # the tool said why in Messages
        return self.tools["cell_display"]

    # == layouts =================================================================================
    def available_geometry(self) -> QRect:
        """The part of the window's screen it may use (tests put a fake screen here)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def set_layout(self, name: str) -> None:
        """View > Layout: arrange the window as ``name``; the user's own arrangement ends."""
        self.user_arranged = False
        self.layout_name = name
        self.layout_actions[name].setChecked(True)
        if not self.isVisible():
            self._pending_layout = name  # sizes are known once the window is shown
            return
        self._pending_layout = None
        self._arranging = True
        try:
            layouts.apply(self, name)
        finally:
            self._arranging = False
        self.keep_on_screen()

    def reset_layout(self) -> None:
        """View > Reset layout: the current layout again, in a window filling the screen."""
        self.setGeometry(layouts.fit_geometry(self.available_geometry(), self._frame_margins(),
                                              self.available_geometry()))
        self.set_layout(self.layout_name)

    def keep_on_screen(self) -> None:
        """Shrink or move the window so that its frame lies within the screen."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # a new dock's minimum size takes effect now, not later
        geo = layouts.fit_geometry(self.available_geometry(), self._frame_margins(),
                                   self.geometry())
        if geo != self.geometry():
            self.setGeometry(geo)

    def _frame_margins(self) -> QMargins:
        frame, geo = self.frameGeometry(), self.geometry()
        return QMargins(geo.left() - frame.left(), geo.top() - frame.top(),
                        frame.right() - geo.right(), frame.bottom() - geo.bottom())

    def _dock_moved(self) -> None:
        if not self._arranging:
            self.user_arranged = True
            QTimer.singleShot(0, self._retitle_docks)  # tabbed or not now

    def _retitle_docks(self) -> None:
        layouts.title_docks(self)

    def event(self, event: QEvent) -> bool:
        # A press on the separator between docks starts a resize by the user.
        if event.type() == QEvent.Type.MouseButtonPress and not self._arranging and \
                self.isSeparator(event.position().toPoint()):
            self.user_arranged = True
        return super().event(event)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        for ms in (0, 500):  # a window manager adds its frame some time after the first show
            QTimer.singleShot(ms, self.keep_on_screen)
        if self._pending_layout is not None:
            self.set_layout(self._pending_layout)

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

        QMessageBox.about(self, "About rarslite",
                          f"rarslite {__version__}: a fast assembler and simulator for RISC-V "
                          "(RV32IMFD and RV64, as RARS) and MIPS32 (as MARS 4.5), with the "
                          "Keyboard and Display MMIO tool, the Colour Cell Display and a board "
                          "overlay for the course games. Help > Help contents (F1) is the "
                          "reference.")

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

