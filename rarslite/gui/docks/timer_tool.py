"""Tools > Timer Tool: Play / Pause / Reset and Connect for `rarslite.devices.timer.Timer`.

Like the Keyboard and Display tool, the device belongs to the session and stays connected
across Assemble and Reset. While the program waits (e.g. in ``wfi``) this view ticks the
device from the GUI thread's timer through the simulator thread (``machine.post``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSignalBlocker, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from rarslite.devices.base import DeviceConflict
from rarslite.devices.timer import Timer
from rarslite.gui.docks.connectable import Connectable, connect_text
from rarslite.gui.qt_compat import slot

TITLE = "Timer Tool"


class _Relay(QObject):
    said = Signal(str)


class TimerTool(Connectable, QWidget):
    tab_title = "Timer"  # its dock's tab in a tab group (layouts.title_docks)

    def __init__(self, session, message) -> None:
        super().__init__()
        self.session = session
        self.message = message
        self.setWindowTitle(TITLE)
        self._relay = _Relay()
        self._relay.said.connect(lambda text: self.message(text, kind="warning"))
        config = session.program.config if session.program else None
        kwargs = {"config": config} if config is not None else {}
        # The device joins the session (and takes its addresses) only while connected: an
        # open but unconnected Timer Tool leaves them to e.g. a Colour Cell Display.
        self.device = Timer(on_message=self._relay.said.emit, **kwargs)
        self.time_label = QLabel("0 ms")
        font = QFont(self.time_label.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        self.time_label.setFont(font)
        self.connect_button = QPushButton("Connect to Program")
        self.connect_button.setCheckable(True)
        self.connect_button.toggled.connect(self._connect_toggled)
        self.play_button = QPushButton("Play")
        self.play_button.setCheckable(True)
        self.play_button.toggled.connect(self._play_toggled)
        reset_b, help_b = QPushButton("Reset"), QPushButton("Help")
        reset_b.clicked.connect(self.reset)
        help_b.clicked.connect(slot(QMessageBox.information, self, TITLE, HELP))
        row = QHBoxLayout()
        for b in (self.connect_button, self.play_button, reset_b, help_b):
            row.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Time since Play (0xFFFF0018), compare at 0xFFFF0020:"))
        layout.addWidget(self.time_label)
        layout.addLayout(row)
        layout.addStretch(1)
        self._timer = QTimer(self, interval=50)
        self._timer.timeout.connect(self.refresh)
        self._timer.start()

    @property
    def connected(self) -> bool:
        return self.device.connected

    def _connect_toggled(self, on: bool) -> None:
        if on:
            try:
                self.session.add_device(self.device)
            except DeviceConflict as exc:
                self.message(f"{TITLE}: cannot connect: {exc}. Disconnect the other tool "
                             "first.", kind="error")
                with QSignalBlocker(self.connect_button):
                    self.connect_button.setChecked(False)
                return
        self.connect_button.setText(connect_text(on))
        self.session.device_call(self.device.connect if on else self.device.disconnect)
        if not on:
            self.session.remove_device(self.device)

    def _play_toggled(self, on: bool) -> None:
        self.play_button.setText("Pause" if on else "Play")
        self.session.device_call(self.device.play if on else self.device.pause)

    def reset(self) -> None:
        self.session.device_call(self.device.reset)

    def refresh(self) -> None:
        if self.session.running and self.device.running and self.device.machine is not None:
            self.device.machine.post(self.device.tick)  # keeps time moving in a wfi loop
        self.time_label.setText(f"{self.device.elapsed():,} ms".replace(",", " "))

    def program_loaded(self, session) -> None:
        if self.device.connected:
            self.message("Timer Tool: still connected to the new program.")

    def shutdown(self) -> None:
        self._timer.stop()


HELP = """Timer Tool

While connected and playing, the tool writes the time in milliseconds since Play to
0xFFFF0018 (low) / 0xFFFF001C (high). Store a compare value to 0xFFFF0020 / 0xFFFF0024: when
the time reaches it, a timer interrupt (ucause 0x80000004, utval 0x10) is requested, if
ustatus bit 0 and uie bit 4 are set. Each store to the compare words arms it once."""
