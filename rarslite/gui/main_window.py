"""The main window: Edit / Execute tabs, register and message docks, RARS's menus and keys."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
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

from rarslite.gui import theme
from rarslite.gui.dialogs import GuiDialogs
from rarslite.gui.editor.editor_tabs import EditorTabs
from rarslite.gui.editor.find_replace import FindReplaceBar, go_to_line_dialog
from rarslite.gui.execute.memory_view import MemoryInspector
from rarslite.gui.execute.registers import RegistersPanel
from rarslite.gui.execute.text_segment import TextSegmentView
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


class MainWindow(RunControl, QMainWindow):
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
        self._build_central()
        self._build_docks()
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._refresh_timer = QTimer(self, interval=REFRESH_MS)
        self._refresh_timer.timeout.connect(self._refresh_running)
        self._restore()
        self._update_actions()

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
        self.registers = RegistersPanel()
        self.registers.status.connect(self.message)
        self.memory.status.connect(self.message)
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
        return dock

    def _action(self, text: str, slot_fn, shortcut=None, icon=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        action.triggered.connect(slot(lambda _checked=False: slot_fn()))
        return action

    def _build_actions(self) -> None:
        sp = QStyle.StandardPixmap
        key = QKeySequence.StandardKey
        a = self._action
        self.act_new = a("&New", self.editors.new_file, key.New, sp.SP_FileIcon)
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
        self.act_clear_bp = a("Clear all &breakpoints", self.clear_breakpoints, "Ctrl+K")
        self.act_help = a("&Help", self.show_help, "F1")
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
        for act in (self.act_find, self.act_goto, self.act_zoom_in, self.act_zoom_out):
            m.addAction(act)

        m = bar.addMenu("&Run")
        for act in (self.act_assemble, self.act_go, self.act_step, self.act_backstep,
                    self.act_pause, self.act_stop, self.act_reset):
            m.addAction(act)
        m.addSeparator()
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
        config_menu = m.addMenu("&Memory configuration")
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
        geo = self.settings.value("window/geometry")
        if geo is not None:
            self.restoreGeometry(geo)
        else:
            self.resize(1280, 820)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        self._rebuild_recent()

    def _save_settings(self) -> None:
        s = self.settings
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.setValue("editor/point_size", self.editors.point_size)
        s.setValue("run/speed_index", self.speed_slider.value())
        s.setValue("window/open_tools", [n for n, d in self.tools.items() if d.isVisible()])
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
        focus = self.focusWidget()
        if focus is not None and hasattr(focus, "zoom") and focus is not self.editors.current():
            focus.zoom(delta)  # e.g. the Keyboard and Display tool's display
            return
        doc = self.editors.current()
        if doc is not None:
            doc.zoom(delta)

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

    def message(self, text: str, file: str | None = None, line: int = 0, column: int = 0,
                kind: str = "info") -> None:
        self.messages.add(text, file, line, column, kind)

    # == tools ===================================================================================
    def _tool_dock(self, name: str, factory) -> QDockWidget:
        dock = self.tools.get(name)
        if dock is None:
            widget = factory()
            dock = self._dock(widget.windowTitle() or name, widget,
                              Qt.DockWidgetArea.RightDockWidgetArea)
            dock.setObjectName(f"tool_{name}")
            widget.windowTitleChanged.connect(dock.setWindowTitle)
            self.tools[name] = dock
            self.view_menu.addAction(dock.toggleViewAction())
            if self.session.program is not None:
                loaded = getattr(widget, "program_loaded", None)
                if loaded:
                    loaded(self.session)
        dock.show()
        dock.raise_()
        return dock

    def open_keyboard_display(self):
        from rarslite.devices.base import DeviceConflict
        from rarslite.gui.tools.keyboard_display import KeyboardDisplayTool

        try:
            return self._tool_dock("keyboard_display",
                                   lambda: KeyboardDisplayTool(self.session, self.settings,
                                                               self.message)).widget()
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

    # == help ====================================================================================
    def show_help(self) -> None:
        QMessageBox.information(self, "rarslite help", HELP_TEXT)

    def show_about(self) -> None:
        QMessageBox.about(self, "About rarslite",
                          "rarslite: a fast, RARS-compatible RISC-V (RV32IMFD) assembler and "
                          "simulator with the Keyboard and Display MMIO tool.")

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
        event.accept()


HELP_TEXT = """Keys (as in RARS):
F3  Assemble the current file        F5  Go (run)
F7  Step one instruction             F8  Backstep (undo one instruction)
F9  Pause                            F11 Stop
F12 Reset (reload: clears memory and registers)
Ctrl+F find/replace, Ctrl+L go to line, Ctrl+wheel or Ctrl+= / Ctrl+- zoom.

Execute tab: click a Bkpt box to set a breakpoint; double-click a row to see its source line.
Registers and memory cells are editable (double-click) while the program is paused.
Click the Bkpt header to suspend or resume all breakpoints. Backstep undoes the last 2000
steps after single steps and after Go at any speed (output already printed stays printed).

Tools > Keyboard and Display MMIO Simulator: press Connect, then type in the lower pane.
Unlike RARS, the tool stays connected when you assemble or reset again.
Tools > Colour Cell Display: the Bombsweeper screen (one halfword per cell); it cannot share
0xFFFF0000 with the Keyboard and Display tool: change its base or use one at a time.
Tools > Board overlay: draws checkers (BLACK, RED, KINGS, TURN) or draughts (a 64-word board).

File > Open also loads RV32 ELF executables (e.g. C built with riscv64-unknown-elf-gcc -g):
they go straight to the Execute tab, with the C file and line in the Source column."""
