"""Tools > Digital Lab Sim: two seven-segment digits and the 4x4 hex keypad of
`rarslite.devices.digital_lab.DigitalLab` (RARS's and MARS's tool, both ISAs).

The device joins the session (and takes MMIO base + 0x10..0x13) only while connected, and
then follows every machine the session makes. A connected Digital Lab Sim counts every
instruction fetch (on MIPS by watching each one, so MIPS programs run instruction by
instruction).
Keypad clicks go to the simulator thread (`Session.device_call`); the view repaints when the
device's ``version`` moved, at the main window's refresh rate while running.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPolygonF
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rarslite.devices.digital_lab import KEY_LABELS, SEGMENT_NAMES, DigitalLab, key_code
from rarslite.gui.docks.session_device import SessionDeviceTool
from rarslite.machine.interface import user_input

TITLE = "Digital Lab Sim"
LIT = QColor(220, 20, 20)  # the tool paints lit segments red, the others light grey
UNLIT = QColor(205, 205, 205)
HELD = "background-color: #3c3; font-weight: bold;"  # the tool turns a held key green
PENDING = "background-color: #fc6;"  # a click waiting its turn (the app's queue)
DIGIT = QSize(60, 80)  # one digit's design size (segments below are in these units)

# Segments a..g as (x, y, width, height) bars with pointed ends, on a 60 x 80 digit.
_BARS = {
    "a": (12, 5, 24, 6), "b": (37, 12, 6, 24), "c": (37, 44, 6, 24), "d": (12, 69, 24, 6),
    "e": (5, 44, 6, 24), "f": (5, 12, 6, 24), "g": (12, 37, 24, 6),
}  # fmt: skip
_DOT = (49, 68, 8, 8)


def _bar(x: float, y: float, w: float, h: float) -> QPolygonF:
    """A segment: a bar whose short ends are points (a hexagon)."""
    if w > h:  # horizontal
        pts = [(x, y), (x + w, y), (x + w + h / 2, y + h / 2), (x + w, y + h), (x, y + h),
               (x - h / 2, y + h / 2)]  # fmt: skip
    else:
        pts = [(x, y), (x + w / 2, y - w / 2), (x + w, y), (x + w, y + h),
               (x + w / 2, y + h + w / 2), (x, y + h)]  # fmt: skip
    return QPolygonF([QPointF(px, py) for px, py in pts])


class SevenSegments(QWidget):
    """Paints the left and right digits, scaled to fit. ``painted`` keeps the segments the
    last paint drew lit for each digit ("left", "right"), as letters a-g and "." for the
    dot: what a person sees, for tests."""

    def __init__(self, device: DigitalLab, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.device = device
        self.painted: dict[str, str] = {}
        self.setMinimumSize(2 * DIGIT.width() * 2 // 3, DIGIT.height() * 2 // 3)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(2 * DIGIT.width() + 20, DIGIT.height() + 10)

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().window())
        scale = min(self.width() / (2 * DIGIT.width() + 10), self.height() / DIGIT.height())
        left = (self.width() - scale * (2 * DIGIT.width() + 10)) / 2
        top = (self.height() - scale * DIGIT.height()) / 2
        p.setPen(Qt.PenStyle.NoPen)
        for index, (side, byte) in enumerate(zip(("left", "right"), self.device.digits,
                                                 strict=True)):  # fmt: skip
            p.save()
            p.translate(left + index * scale * (DIGIT.width() + 10), top)
            p.scale(scale, scale)
            lit = ""
            for bit, name in enumerate(SEGMENT_NAMES):
                on = bool(byte >> bit & 1)
                p.setBrush(LIT if on else UNLIT)
                if name == ".":
                    p.drawEllipse(QRectF(*_DOT))
                else:
                    p.drawPolygon(_bar(*_BARS[name]))
                lit += name if on else ""
            p.restore()
            self.painted[side] = lit
        p.end()


class DigitalLabTool(SessionDeviceTool, QWidget):
    tab_title = "Lab"  # its dock's tab in a tab group (layouts.title_docks)

    def __init__(self, session, message) -> None:
        super().__init__()
        self.session = session
        self.message = message
        self.setWindowTitle(TITLE)
        config = session.program.config if session.program else None
        self.device = DigitalLab(config) if config is not None else DigitalLab()
        # a person's clicks wait their turn (RARS and MARS drop a click while a key is held;
        # rarslite run and the drop-in jars keep that exactly)
        self.device.queue_clicks = True
        self._posted: deque[int] = deque()  # clicks on their way to the simulator thread
        self.digits = self.view = SevenSegments(self.device)
        self.keys: list[QPushButton] = []
        pad = QGridLayout()
        pad.setSpacing(2)
        for key, label in enumerate(KEY_LABELS):
            b = QPushButton(label)
            b.setMinimumSize(28, 24)
            b.setMaximumHeight(56)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)  # narrow
            b.setToolTip(f"key {label}: code 0x{key_code(key):02x} when row "
                         f"{1 << key // 4} is selected")  # fmt: skip
            b.clicked.connect(lambda _=False, k=key: self.click(k))
            pad.addWidget(b, key // 4, key % 4)
            self.keys.append(b)
        self.connect_button = QPushButton("Connect to Program")
        self.connect_button.setCheckable(True)
        self.connect_button.toggled.connect(self._connect_toggled)
        reset_b = QPushButton("Reset")
        reset_b.setToolTip("Blank digits, no key held, counter interrupt off")
        reset_b.clicked.connect(self.reset)
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.connect_button)
        buttons.addWidget(reset_b)
        layout = QVBoxLayout(self)  # a tall, narrow dock beside the code: digits over keys
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.digits, 3)
        layout.addLayout(pad, 2)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self._version = -1
        self.refresh()

    # -- buttons -----------------------------------------------------------------------------
    def click(self, key: int) -> None:
        """A click on keypad button ``key`` (the device acts on the simulator thread)."""
        self._posted.append(key)  # shown as pending until the simulator thread takes it

        def press() -> None:
            self._posted.popleft()
            self.device.press(key)

        self.session.device_call(user_input(press))
        self.refresh()

    def reset(self) -> None:
        self.session.device_call(self.device.reset)
        self.refresh()

    def _connect_toggled(self, on: bool) -> None:
        if on and not self.connected:
            why = self.session.conflict(self.device)
            if why is not None:
                self.message(f"{TITLE}: cannot connect: {why}. Close that tool first.",
                             kind="error")  # fmt: skip
                self._set_button(False)
                return
            self.session.add_device(self.device)
        elif not on and self.connected:
            self.session.remove_device(self.device)
        self._set_button(on)
        self.refresh()

    def _set_button(self, on: bool) -> None:
        self.show_connected(on)

    # -- hooks from the main window ----------------------------------------------------------
    def program_loaded(self, session) -> None:
        self.refresh()

    def refresh(self) -> None:
        d = self.device
        pending = tuple(d.pending) + tuple(self._posted)
        version = (d.version, d.counter_on, d.keypad_interrupt, self.connected, pending)
        if version == self._version:
            return
        self._version = version
        self.digits.update()
        for key, b in enumerate(self.keys):
            b.setStyleSheet(HELD if key == d.held else PENDING if key in pending else "")
        parts = [f"counter interrupt {'on' if d.counter_on else 'off'}",
                 f"keypad interrupt {'on' if d.keypad_interrupt else 'off'}"]  # fmt: skip
        if pending:
            keys = " ".join(KEY_LABELS[k] for k in pending)
            parts.append(f"pending: {keys} (each goes in once the program has read the "
                         "key held now)")
        if not self.connected:
            parts.append("not connected")
        self.status.setText(", ".join(parts))

    def zoom(self, delta: float) -> None:  # the digits fit their pane: nothing to zoom
        pass

    def reset_zoom(self) -> None:
        pass


def play_digital_lab(window, program) -> bool:
    """Run > Play for a program that uses the Digital Lab Sim: open its dock, reset and
    connect it, and say so. False when it cannot connect (Messages says why)."""
    tool = window.open_digital_lab()
    tool.reset()
    if not tool.connect_program():
        return False
    base = tool.device.base
    window.message(f"Play: the program uses the Digital Lab Sim (digits at 0x{base + 0x10:08x} "
                   f"and 0x{base + 0x11:08x}, keypad at 0x{base + 0x12:08x} and "
                   f"0x{base + 0x14:08x}, counter at 0x{base + 0x13:08x}): it is connected; "
                   "click its keys while the program runs.")  # fmt: skip
    return True
