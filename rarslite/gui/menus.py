"""The main window's actions, menus and toolbar (RARS's menus and keys, plus Play)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QSlider, QStyle, QToolBar

from rarslite.gui import layouts, theme
from rarslite.gui.qt_compat import slot
from rarslite.gui.worker import UNLIMITED
from rarslite.memory_map import CONFIGS, DEFAULT

# Run speed slider: instructions per second; UNLIMITED = full speed (RARS stops at 30/s).
SPEEDS = (1, 2, 5, 10, 30, 100, 1_000, 10_000, 100_000, UNLIMITED)


def speed_label(speed: float) -> str:
    if speed == UNLIMITED:
        return "unlimited"
    return f"{speed:,.0f} inst/s".replace(",", " ")


class Menus:
    """Mixin of `MainWindow`: builds its QActions (``act_*``), menu bar and toolbar."""

    def _action(self, text: str, slot_fn, shortcut=None, icon=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
            self._standard_icons[action] = icon  # redrawn for the theme (set_theme)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if not tip and keys:  # a toolbar button says what it does and its key
            tip = f"{text.replace('&', '').rstrip('.')} ({keys})"
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
        self.act_back_key = a("Back to before the last &key", self.back_to_key, "Shift+F8",
                              sp.SP_ArrowBack, "Back to before the last key: the program as "
                              "it was just before the last key it got (again: the key before) "
                              "(Shift+F8)")
        self.act_back_key.setIconText("Before key")
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
        self.act_bitmap = a("B&itmap Display", self.open_bitmap_by_hand)
        self.act_timer = a("&Timer Tool", self.open_timer)
        self.act_board = a("&Board overlay (checkers, draughts)", self.open_board_overlay)
        self.act_cells = a("&Colour Cell Display", self.open_cell_display)
        self.act_digital_lab = a("&Digital Lab Sim", self.open_digital_lab)

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
                    self.act_back_key, self.act_pause, self.act_stop, self.act_reset):
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
        for act in (self.act_kd, self.act_bitmap, self.act_timer, self.act_board,
                    self.act_cells, self.act_digital_lab):
            self.tools_menu.addAction(act)
        self.tools_menu.addSeparator()
        from rarslite.gui.docks.analysis import TOOLS  # counter, statistics, cache, BHT

        for name, (text, _cls) in TOOLS.items():
            self.tools_menu.addAction(text, lambda n=name: self.open_analysis_tool(n))
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
        for act in (self.act_zoom_in, self.act_zoom_out, self.act_zoom_reset):
            self.view_menu.addAction(act)  # (also in Edit: where people look for either)
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
                    self.act_back_key, self.act_pause, self.act_stop, self.act_reset):
            tb.addAction(act)
        tb.addSeparator()
        tb.addAction(self.act_play)  # the one action most people need
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)  # named buttons
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

    def _rebuild_recent(self) -> None:
        self.recent_menu.clear()
        for i, path in enumerate(self.recent_files()):
            act = self.recent_menu.addAction(f"&{(i + 1) % 10} {path}")
            act.triggered.connect(slot(self.open_file, path))
        self.recent_menu.setEnabled(bool(self.recent_files()))

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

    def _speed_changed(self, index: int) -> None:
        speed = SPEEDS[index]
        self.speed_label.setText(speed_label(speed))
        if self.thread is not None:
            self.thread.speed = speed

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_slider.value()]
