"""Tools > Keyboard and Display MMIO Simulator: the display grid, the keyboard pane, buttons.

A view of a `rarslite.devices.keyboard_display.KeyboardDisplay`. The device belongs to the
session and is reattached to every new machine, so a Connect survives Assemble and Reset
(RARS needs Connect pressed again after every assemble; the Messages pane says so).
"""

from __future__ import annotations

import os
import time
from collections import deque

from PySide6.QtCore import QObject, QPoint, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFontDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from rarslite.devices.base import DeviceConflict
from rarslite.devices.keyboard_display import SLIDER_DELAYS, TECHNIQUES, KeyboardDisplay
from rarslite.gui.app_keys import run_app_shortcut
from rarslite.gui.docks.connectable import Connectable, connect_text
from rarslite.gui.docks.fit_area import FitArea
from rarslite.gui.docks.terminal_view import TerminalView, key_text
from rarslite.gui.editor.code_editor import monospace_font

TITLE = "Keyboard and Display MMIO Simulator"
TECHNIQUE_LABELS = {"fixed": "Fixed length delay", "uniform": "Uniformly distributed delay",
                    "normal": "Normally distributed delay"}
DEFAULT_SLIDER = SLIDER_DELAYS.index(5)
KEY_GAP_MS = 150  # longest wait for the program to read a key before typing the next...
# ...provided the program had this many instructions to read it: on a loaded machine the
# worker may run almost nothing in KEY_GAP_MS, and the next key would overwrite the first.
KEY_GAP_INSTRUCTIONS = 20_000
READY_WAIT_MS = 3000  # longest wait for ``key_ready`` (a program may never get ready)
clock = time.monotonic  # the pacer's clock (a test sets its own)


class _Relay(QObject):
    """Carries device messages from the simulator thread to the GUI thread."""

    said = Signal(str)
    fitted = Signal(str)  # the program wrote past the display (terminal_grid.TerminalGrid)


class KeyboardPane(QPlainTextEdit):
    """The lower text area: every key typed here goes to the receiver and is echoed."""

    typed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setFont(monospace_font(10))
        self.setPlaceholderText("Click here and type: each key goes to the program "
                                "(receiver data 0xFFFF0004)")
        self.setMaximumBlockCount(500)

    def sizeHint(self) -> QSize:  # noqa: N802 - a few lines: the display gets the room
        return QSize(200, self._lines_height(2))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - still one line to click and type in
        return QSize(60, self._lines_height(1))

    def _lines_height(self, n: int) -> int:
        margins = self.contentsMargins()
        return (self.fontMetrics().lineSpacing() * n + 2 * int(self.document().documentMargin())
                + margins.top() + margins.bottom())

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if run_app_shortcut(self, event):  # Ctrl+P is Play, not 0x10 for the program
            return
        text = key_text(event)
        if not text:
            return  # arrows, function keys: RARS's KEY_TYPED gives nothing for them
        self.typed.emit(text)
        self.moveCursor(self.textCursor().MoveOperation.End)
        self.insertPlainText("".join(ch if ch >= " " or ch == "\n" else "·" for ch in text))

    def insertFromMimeData(self, source) -> None:  # noqa: N802 - paste types the text
        text = source.text()
        if text:
            self.typed.emit(text)
            self.insertPlainText(text)


class KeyboardDisplayTool(Connectable, QWidget):
    tab_title = "Keyboard/Display"  # its dock's tab in a tab group (layouts.title_docks)

    def __init__(self, session, settings: QSettings, message) -> None:
        super().__init__()
        self.session = session
        self.settings = settings
        self.message = message
        self._relay = _Relay()
        self._relay.said.connect(lambda text: self.message(text, kind="warning"))
        cols = settings.value("kd/cols", 40, type=int)
        rows = settings.value("kd/rows", 22, type=int)
        config = session.program.config if session.program else None
        kwargs = {"config": config} if config is not None else {}
        self.device = KeyboardDisplay(cols=cols, rows=rows, on_message=self._relay.said.emit,
                                      **kwargs)
        # a size the person set is used as RARS would (no fitting, no size from comments)
        self.user_size = settings.value("kd/user_size", False, type=bool)
        self._setting_size = False
        self._relay.fitted.connect(self._fitted)
        self.device.grid.on_fit = self._relay.fitted.emit
        session.add_device(self.device)

        self.display = TerminalView(self.device.grid)
        family = settings.value("kd/font_family", "")
        if family:
            font = self.display.font()
            font.setFamily(family)
            self.display.set_font(font)
        self.display_area = FitArea(self.display)
        self._queue: deque[int] = deque()
        self._last_sent: tuple[float, int, int] | None = None
        self.key_ready = None  # optional callable: is the program ready for another key?
        self._told_still_connected = False
        self._told_not_connected = False  # said once per disconnected spell
        self._pacer = QTimer(self, interval=5)
        self._pacer.timeout.connect(self._send_next)
        self.keyboard = KeyboardPane()
        self.keyboard.typed.connect(self.type_text)
        self.display.key_typed.connect(self.type_text)

        self.connect_button = QPushButton("Connect to Program")
        self.connect_button.setCheckable(True)
        self.connect_button.toggled.connect(self._connect_toggled)
        reset_b, help_b, font_b = QPushButton("Reset"), QPushButton("Help"), QPushButton("Font...")
        reset_b.clicked.connect(self.reset)
        help_b.clicked.connect(self.show_help)
        font_b.clicked.connect(self.choose_font)

        self.technique = QComboBox()
        for t in TECHNIQUES:
            self.technique.addItem(TECHNIQUE_LABELS[t], t)
        self.technique.setMinimumWidth(100)  # may shrink: the tool fits a narrow column
        self.delay_slider = QSlider(Qt.Orientation.Horizontal)
        self.delay_slider.setRange(0, len(SLIDER_DELAYS) - 1)
        self.delay_label = QLabel()
        self.dad = QCheckBox("DAD (display after delay)")
        self.dad.setToolTip("Show a character when its transmit delay ends (RARS's default); "
                            "off: show it at the store")
        self.cols_box, self.rows_box = QSpinBox(), QSpinBox()
        self.cols_box.setRange(1, 4095)
        self.rows_box.setRange(1, 4095)
        self.cols_box.setValue(cols)
        self.rows_box.setValue(rows)
        for box in (self.cols_box, self.rows_box):
            box.setToolTip("Display size in characters; applied at the next Reset (or form "
                           "feed / first cursor positioning by the program)")
        self.technique.setCurrentIndex(max(0, TECHNIQUES.index(
            settings.value("kd/technique", "fixed"))) if settings.value(
            "kd/technique", "fixed") in TECHNIQUES else 0)
        self.delay_slider.setValue(settings.value("kd/delay_index", DEFAULT_SLIDER, type=int))
        self.dad.setChecked(settings.value("kd/dad", True, type=bool))
        self.technique.currentIndexChanged.connect(self._delay_changed)
        self.delay_slider.valueChanged.connect(self._delay_changed)
        self.dad.toggled.connect(self._dad_changed)
        self.cols_box.valueChanged.connect(self._size_changed)
        self.rows_box.valueChanged.connect(self._size_changed)

        controls = QGridLayout()
        controls.addWidget(self.connect_button, 0, 0)
        controls.addWidget(reset_b, 0, 1)
        controls.addWidget(font_b, 0, 2)
        controls.addWidget(help_b, 0, 3)
        delay_row = QHBoxLayout()  # the label takes only its width: the choice gets the rest
        delay_row.addWidget(QLabel("Delay:"))
        delay_row.addWidget(self.technique, 1)
        controls.addLayout(delay_row, 1, 0, 1, 2)
        controls.addWidget(self.delay_slider, 1, 2)
        controls.addWidget(self.delay_label, 1, 3)
        size_row = QHBoxLayout()
        size_row.addWidget(QLabel("Size (on Reset):"))
        size_row.addWidget(self.cols_box)
        size_row.addWidget(QLabel("x"))
        size_row.addWidget(self.rows_box)
        size_row.addStretch(1)
        controls.addLayout(size_row, 2, 0, 1, 2)
        controls.addWidget(self.dad, 2, 2, 1, 2)

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.display_area)
        split.addWidget(self.keyboard)
        split.setChildrenCollapsible(False)  # neither the display nor the keyboard vanishes
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 1)
        self.splitter = split  # layouts size the keyboard pane
        self.keys_note = QLabel("Keys for the game: click here and type (its text display "
                                "is hidden until the program writes to it)")
        self.keys_note.setWordWrap(True)
        self.keys_note.hide()
        self.controls = QWidget()
        self.controls.setLayout(controls)
        controls.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.keys_note)
        layout.addWidget(split, 1)
        layout.addWidget(self.controls)
        self.keys_only = False
        self._delay_changed()
        self._dad_changed(self.dad.isChecked())
        self._last_title = ""
        self._update_title()

    # -- buttons -----------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        return self.device.connected

    def release(self) -> None:
        """Give up the MMIO addresses (Play gives them to a cell display game's Colour Cell
        Display); `reclaim` takes them back when the tool is opened again."""
        self.disconnect_program()
        self.session.remove_device(self.device)

    def reclaim(self) -> None:
        """Raises DeviceConflict while another tool holds the addresses."""
        self.session.add_device(self.device)

    def _connect_toggled(self, on: bool) -> None:
        if on and self.device not in self.session.devices:  # released (shown from View)
            try:
                self.reclaim()
            except DeviceConflict as exc:
                self.message(f"{TITLE}: cannot connect: {exc}. Disconnect the other tool "
                             "first.", kind="error")
                self.connect_button.blockSignals(True)
                self.connect_button.setChecked(False)
                self.connect_button.blockSignals(False)
                return
        self._told_not_connected = False
        self.connect_button.setText(connect_text(on))
        self.session.device_call(self.device.connect if on else self.device.disconnect)
        self.refresh()

    def reset(self) -> None:
        cols, rows = self.cols_box.value(), self.rows_box.value()

        def do_reset() -> None:
            self.device.grid.resize(cols, rows)
            self.device.reset()

        self.session.device_call(do_reset)
        self.keyboard.clear()
        self.display.refresh()
        self._update_title()

    def type_text(self, text: str) -> None:
        """Type keys into the receiver. Keys typed faster than the program takes them (a
        paste, an overlay click, a quick typist) are paced: the next key goes when the
        program has read the previous one (or after KEY_GAP_MS) and, if a helper such as the
        board overlay set ``key_ready``, when that says the program is ready for another."""
        if not self.connected and not self._told_not_connected:
            self._told_not_connected = True  # RARS's classic trap: keys typed, nothing happens
            hint = "Not connected: the program cannot see these keys. Press Connect to Program."
            self.message(f"Keyboard and Display MMIO: {hint}", kind="warning")
            QToolTip.showText(self.connect_button.mapToGlobal(QPoint(0, 0)), hint,
                              self.connect_button)
        self._queue.extend(ord(ch) for ch in text if ord(ch) < 256)
        self._send_next()

    def _send_next(self) -> None:
        if not self._queue:
            self._pacer.stop()
            return
        now = clock()
        read = self.device.keys_read
        if self._last_sent is not None and self.session.running:
            sent_at, read_before, fetches_before = self._last_sent
            waited = now - sent_at
            ran = self._fetches() - fetches_before
            # A helper that knows when the program is ready also waits for the read itself
            # (a busy machine may take longer than KEY_GAP_MS, and a second key would
            # overwrite the first in the receiver).
            gap = READY_WAIT_MS if self.key_ready is not None else KEY_GAP_MS
            unread = read == read_before and (
                waited < gap / 1000
                or (ran < KEY_GAP_INSTRUCTIONS and waited < READY_WAIT_MS / 1000))
            busy = self.key_ready is not None and waited < READY_WAIT_MS / 1000 \
                and not self._ready()
            if unread or busy:
                self._pacer.start()
                return
        self._last_sent = (now, read, self._fetches())
        self.device.type_key(self._queue.popleft())
        self.session.drain_posts()  # paused: deliver now, as RARS does
        if self._queue:
            self._pacer.start()

    def _fetches(self) -> int:
        machine = self.device.machine
        return machine.fetches if machine is not None else 0

    def _ready(self) -> bool:
        try:
            return bool(self.key_ready())
        except Exception:  # noqa: BLE001 - a helper's view of memory must not stop typing
            return True

    def pending_keys(self) -> int:
        return len(self._queue)

    def choose_font(self) -> None:
        """The family and style: the size follows the pane (zoom with Ctrl+= / Ctrl+-)."""
        ok, font = QFontDialog.getFont(self.display.font(), self, "Display font",
                                       QFontDialog.FontDialogOption.MonospacedFonts)
        if isinstance(ok, bool) and ok:
            self.display.set_font(font)
        elif not isinstance(ok, bool) and font:  # PySide versions differ in the tuple order
            self.display.set_font(ok)

    def show_help(self) -> None:
        QMessageBox.information(self, TITLE, HELP)

    def _delay_changed(self, *_: object) -> None:
        delay = SLIDER_DELAYS[self.delay_slider.value()]
        technique = self.technique.currentData()
        self.delay_label.setText(f"{delay} instruction{'s' if delay > 1 else ''}")
        self.session.device_call(lambda: self.device.set_delay(technique, delay))

    def _dad_changed(self, on: bool) -> None:
        def apply() -> None:
            self.device.display_after_delay = on

        self.session.device_call(apply)

    def set_size(self, cols: int, rows: int) -> None:
        """The size of the next grid, set by rarslite (not the person's own choice)."""
        self._setting_size = True
        try:
            self.cols_box.setValue(cols)
            self.rows_box.setValue(rows)
        finally:
            self._setting_size = False

    def size_for_play(self, sources: list[tuple[str, str]]) -> None:
        """Run > Play: the size the program's comments state (else the one set), grown to fit
        where the program moves the cursor past it; a size the person set stays exact."""
        from rarslite.devices.display_size import size_hint

        hint = size_hint(sources)
        grid = self.device.grid
        size = f"{self.cols_box.value()} x {self.rows_box.value()}"
        if self.user_size:
            grid.fit = False
            if hint is not None and (hint.cols, hint.rows) != (self.cols_box.value(),
                                                               self.rows_box.value()):
                self.message(f"Play: the program's comment ({os.path.basename(hint.path)} line "
                             f"{hint.line}) asks for a {hint.cols} x {hint.rows} display; "
                             f"yours, {size}, is kept as you set it.")
            return
        grid.fit = True
        if hint is not None:
            self.set_size(hint.cols, hint.rows)
            self.message(f"Play: Keyboard and Display area {hint.cols} x {hint.rows}, as the "
                         f"program's comment states ({os.path.basename(hint.path)} line "
                         f"{hint.line}).")

    def _fitted(self, text: str) -> None:
        """The program wrote past the display: Play grew it; otherwise offer the size that
        fits (the next Reset takes it) unless the person set the size."""
        grid = self.device.grid
        if grid.fit:
            self.message(f"Keyboard and Display MMIO: {text} (Size sets another).")
            self.set_size(grid.cols, grid.rows)
        elif self.user_size or grid.overflow is None:
            self.message(f"Keyboard and Display MMIO: {text}; your size is kept as you set it "
                         "(RARS clamps the cursor to the last row and column too).",
                         kind="warning")
        else:
            cols, rows = grid.overflow
            self.set_size(cols, rows)
            self.message(f"Keyboard and Display MMIO: {text}. The size is set to {cols} x "
                         f"{rows} for the next Reset (press Reset and run again; Run > Play "
                         "does this by itself).", kind="warning")
        self.display.refresh()
        self._update_title()

    def _size_changed(self, *_: object) -> None:
        """The size of the next grid; before the program's first cursor move (stream mode)
        the display takes it, and refits, at once."""
        if not self._setting_size:
            self.user_size = True  # the person's own choice: used exactly, as in RARS
            self.device.grid.fit = False
        cols, rows = self.cols_box.value(), self.rows_box.value()
        self.session.device_call(lambda: self.device.grid.resize(cols, rows))
        self.display.refresh()
        self._update_title()

    # -- hooks from the main window ----------------------------------------------------------
    def program_loaded(self, session) -> None:
        self.device.grid.fit = False  # Run > Play turns fitting on for its game
        self.device.grid.overflow = None
        if self.device.connected and not self._told_still_connected:
            self._told_still_connected = True  # once: it would repeat at every Assemble
            self.message("Keyboard and Display MMIO: still connected to the new program (in "
                         "RARS you would press Connect again after assembling).")
        self.refresh()

    def set_keys_only(self, on: bool) -> None:
        """A keyboard input strip only (Play for a bitmap game that reads keys): the text
        display and the settings hidden until the program writes to the display."""
        self.keys_only = on
        self.display_area.setVisible(not on)
        self.controls.setVisible(not on)
        self.keys_note.setVisible(on)
        self.keyboard.setPlaceholderText(
            "Type here: each key goes to the game (receiver data 0xFFFF0004)" if on else
            "Click here and type: each key goes to the program (receiver data 0xFFFF0004)")
        self.updateGeometry()

    def refresh(self) -> None:
        if self.keys_only and self.device.grid.written:
            self.set_keys_only(False)  # the game writes text after all: show it
            self.message("Keyboard and Display MMIO: the program writes to the display: "
                         "it is shown.")
        self.display.refresh()
        self._update_title()

    def refresh_theme(self) -> None:
        self.display.update()

    def zoom(self, delta: float) -> None:  # Ctrl+= anywhere in the tool zooms the display
        self.display.zoom(delta)

    def reset_zoom(self) -> None:
        self.display.reset_zoom()

    def _update_title(self) -> None:
        grid = self.device.grid
        title = f"{TITLE} — area {grid.cols} x {grid.rows}"
        if (self.cols_box.value(), self.rows_box.value()) != (grid.cols, grid.rows):
            title += f" (next: {self.cols_box.value()} x {self.rows_box.value()})"
        if not self.device.connected:
            title += " — not connected"
        if title != self._last_title:
            self._last_title = title
            self.setWindowTitle(title)

    def save_settings(self, s: QSettings) -> None:
        s.setValue("kd/cols", self.cols_box.value())
        s.setValue("kd/rows", self.rows_box.value())
        s.setValue("kd/user_size", self.user_size)
        s.setValue("kd/delay_index", self.delay_slider.value())
        s.setValue("kd/technique", self.technique.currentData())
        s.setValue("kd/dad", self.dad.isChecked())
        s.setValue("kd/font_family", self.display.font().family())


HELP = """Keyboard and Display MMIO Simulator

Receiver (keyboard): receiver control 0xFFFF0000 (bit 0 ready, bit 1 interrupt enable) and
receiver data 0xFFFF0004. Click the lower pane (or the display) and type: each key sets ready
and the data word; reading the data word clears ready.

Transmitter (display): transmitter control 0xFFFF0008 (bit 0 ready, bit 1 interrupt enable)
and transmitter data 0xFFFF000C. Store a character while ready is 1; ready comes back after
the delay set here (in instructions). Character 12 clears the display; character 7 (bell)
with X in bits 20-31 and Y in bits 8-19 moves the cursor (grid mode).

Press "Connect to Program" before running. Unlike RARS, the connection survives Assemble and
Reset, so you do not need to press Connect again. Size is applied on Reset (at once while
the program has not positioned the cursor yet).

The display's font follows the pane so that the whole grid shows; below a legible size the
display scrolls. Ctrl+= / Ctrl+- (or Ctrl+wheel) zoom, Ctrl+0 fits the pane again."""
