"""`rarslite dap --devices`: the Keyboard and Display, Bitmap Display, Digital Lab Sim and
Timer tools (MARS has no Timer Tool) in a window of their own, connected to the program a
debug session runs, so a student can debug a game from an editor and play it at once.

Qt lives on the main thread (`DevicesWindows.exec`); the DAP server runs on another and
reaches the window through `DevicesWindows.factory` -> `DevicesWindow`, whose methods run
their work on the Qt thread and wait for it. The tools are the app's own docks
(`gui/docks/`) over a `gui.session.Session` that adopts the debug session's machine.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow

from rarslite.dap.target import DEVICE_NAMES
from rarslite.gui.qt_compat import slot, slot_args
from rarslite.gui.session import Session
from rarslite.gui.worker import PARK_RATIO, GuiPriority

REFRESH_MS = 33  # the tools' displays follow the program about 30 times a second
# the names a launch's "devices" list uses -> the tools (a list connects these at the start)
TOOLS = dict(zip(DEVICE_NAMES, ("keyboard_display", "bitmap_display", "digital_lab", "timer"),
                strict=True))


class _Relay(QObject):
    call = Signal(object)


class DevicesWindows:
    """The Qt application of a ``--devices`` server: one window per debug session."""

    def __init__(self, app: QApplication | None = None) -> None:
        self.app = app or QApplication.instance() or QApplication(["rarslite dap"])
        self.app.setQuitOnLastWindowClosed(False)  # the server outlives a closed window
        self._relay = _Relay()
        self._relay.call.connect(slot_args(lambda fn: fn()), Qt.ConnectionType.QueuedConnection)
        self.priority = GuiPriority()  # the run parks while this thread handles events

    def on_qt(self, fn: Callable[[], Any]) -> Any:
        """Run ``fn`` on the Qt thread and return its result (from any thread)."""
        if threading.current_thread() is threading.main_thread():
            return fn()
        done = threading.Event()
        box: list[Any] = []

        def run() -> None:
            try:
                box.append((True, fn()))
            except BaseException as e:  # noqa: BLE001 - re-raised on the caller's thread
                box.append((False, e))
            done.set()

        self._relay.call.emit(run)
        done.wait()
        ok, value = box[0]
        if not ok:
            raise value
        return value

    def factory(self, session: Any) -> DevicesWindow:
        """The devices window of a DAP session (`rarslite.dap.session.Session`)."""
        return DevicesWindow(self, session)

    def exec(self) -> int:
        return self.app.exec()

    def quit(self) -> None:
        self._relay.call.emit(self.app.quit)


class DevicesWindow:
    """The DAP session's handle on its window (methods callable from any thread)."""

    def __init__(self, windows: DevicesWindows, dap_session: Any) -> None:
        self.windows = windows
        self.dap = dap_session
        self.session = Session()  # the app's tool surface, over the debugged machine
        self.window: QMainWindow | None = None
        self.tools: dict[str, Any] = {}

    def message(self, text: str, *args: Any, **kwargs: Any) -> None:
        self.dap.output("console", f"rarslite devices: {text}\n")

    def attach(self, target: Any, connect: tuple[str, ...] = ("keyboard",)) -> None:
        """Connect the tools to ``target``'s machine (a launch, or a restart's new one);
        a new window connects the tools named in ``connect`` (`TOOLS`' keys)."""
        self.windows.on_qt(lambda: self._attach(target, connect))

    def _attach(self, target: Any, connect: tuple[str, ...]) -> None:
        s = self.session
        old = s.machine
        for device in s.devices:
            if old is not None:
                old.disconnect(device)
        s.program, s.machine, s.sim, s.isa = target.view, target.machine, target.sim, target.isa
        if target.isa.name == "mips":
            s.mips_config = target.machine.config
        else:
            s.config = target.machine.config
        for device in s.devices:
            s.machine.connect(device)
        if self.window is None:
            self._build(target, connect)
            return
        for tool in self.tools.values():  # a restart: "still connected" and a refresh
            loaded = getattr(tool, "program_loaded", None)
            if loaded is not None:
                loaded(s)
        self.window.setWindowTitle(f"rarslite devices: {target.files[0]}")

    def _build(self, target: Any, connect: tuple[str, ...]) -> None:
        from rarslite.gui.docks.bitmap_display import BitmapDisplayTool
        from rarslite.gui.docks.digital_lab import DigitalLabTool
        from rarslite.gui.docks.keyboard_display import KeyboardDisplayTool
        from rarslite.gui.docks.timer_tool import TimerTool

        settings = QSettings("rarslite", "rarslite")
        window = QMainWindow()
        window.setObjectName("rarslite_dap_devices")
        note = QLabel("The device tools of the program being debugged: connect one to use "
                      "it (its button), as in the app.")
        note.setWordWrap(True)
        window.setCentralWidget(note)
        makers: list[tuple[str, Callable[[], Any]]] = [
            ("keyboard_display", lambda: KeyboardDisplayTool(self.session, settings,
                                                             self.message)),
            ("bitmap_display", lambda: BitmapDisplayTool(self.session, settings, self.message)),
            ("digital_lab", lambda: DigitalLabTool(self.session, self.message)),
        ]  # fmt: skip
        if target.isa.name != "mips":  # MARS has no Timer Tool
            makers.append(("timer", lambda: TimerTool(self.session, self.message)))
        docks = []
        for name, make in makers:
            tool = make()
            self.tools[name] = tool
            dock = QDockWidget(tool.windowTitle() or name, window)
            dock.setObjectName(f"dap_{name}")
            dock.setWidget(tool)
            dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                             | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
            tool.windowTitleChanged.connect(slot_args(dock.setWindowTitle))
            window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
            docks.append(dock)
        for dock in docks[1:]:
            window.tabifyDockWidget(docks[0], dock)
        docks[0].raise_()
        window.setWindowTitle(f"rarslite devices: {target.files[0]}")
        for name in connect:
            tool = self.tools.get(TOOLS[name])
            if tool is not None and not tool.connected:
                tool.connect_button.setChecked(True)
            if name == "timer" and tool is not None:
                tool.play_button.setChecked(True)  # the Timer Tool's time runs
        self._timer = QTimer(window, interval=REFRESH_MS)
        self._timer.timeout.connect(slot(self._refresh))
        self._timer.start()
        window.resize(760, 560)
        window.show()
        self.window = window

    def _refresh(self) -> None:
        for tool in self.tools.values():
            tool.refresh()

    def pace(self, took: float) -> None:
        """Between run slices (the DAP worker): wait while the window's thread is busy,
        at most PARK_RATIO times the last slice, as the app's worker does."""
        idle = self.windows.priority.idle
        if not idle.is_set():
            idle.wait(PARK_RATIO * took)

    def running(self, on: bool) -> None:
        """The debug session started or ended a run (tools post to a running machine)."""
        self.session.running = on

    def close(self) -> None:
        def shut() -> None:
            for tool in self.tools.values():
                shutdown = getattr(tool, "shutdown", None)
                if shutdown is not None:
                    shutdown()
            if self.window is not None:
                self._timer.stop()
                self.window.close()
                self.window.deleteLater()
                self.window = None
        self.windows.on_qt(shut)
