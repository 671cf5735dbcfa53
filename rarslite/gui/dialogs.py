"""Qt dialogs for RARS's GUI ecalls (50-60; 31/33 MIDI notes go to `rarslite.sound`), asked
from the simulator thread.

The simulator thread must not touch widgets: each request is posted to the GUI thread and the
simulator thread waits for the answer (or for the run to be stopped, which answers "cancel").
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from rarslite.sound import Note
from rarslite.sound.player import Sink, system_sink

_ICONS = {0: QMessageBox.Icon.Critical, 1: QMessageBox.Icon.Information,
          2: QMessageBox.Icon.Warning, 3: QMessageBox.Icon.Question, -1: QMessageBox.Icon.NoIcon}


class _Request:
    def __init__(self, kind: str, args: tuple) -> None:
        self.kind, self.args = kind, args
        self.result: object = None
        self.done = threading.Event()


class GuiDialogs(QObject):
    """A `DialogProvider` (rarslite.machine.riscv.ecalls) backed by modal Qt dialogs."""

    _posted = Signal(object)
    _said = Signal(str)  # a note for Messages, from the simulator thread

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = parent
        self._cancelled = threading.Event()
        self._posted.connect(self._serve)  # queued: emitted from the simulator thread
        self.stop_event = threading.Event()  # set to interrupt a sleeping program
        self.sleeping = False  # in a sleep or a synchronous note (read by Pause's status)
        self.sound: Sink = system_sink()  # where MIDI notes go (tests put a fake here)
        self._told_silent = False
        self._said.connect(lambda text: self.window.message(f"Sound: {text}.", kind="warning"))

    # -- called on the simulator thread ------------------------------------------------------
    def _ask(self, kind: str, *args: object) -> object:
        req = _Request(kind, args)
        self._posted.emit(req)
        while not req.done.wait(0.05):
            if self._cancelled.is_set():
                return None
        return req.result

    def confirm(self, message: str) -> int:
        result = self._ask("confirm", message)
        return 2 if result is None else int(result)

    def input(self, message: str) -> str | None:
        return self._ask("input", message)

    def message(self, message: str, kind: int) -> None:
        self._ask("message", message, kind)

    def midi(self, pitch: int, duration_ms: int, instrument: int, volume: int,
             wait: bool) -> None:
        """ecalls 31/33: start the note (never blocks; silent without a sound player), and
        for 33 wait its duration (interruptible, like sleep)."""
        try:
            self.sound.play(Note(pitch, duration_ms, instrument, volume))
        except Exception:  # noqa: BLE001 - sound is optional: a failing backend stays silent
            pass
        silent_why = getattr(self.sound, "note", "")
        if silent_why and not self._told_silent:  # once a session
            self._told_silent = True
            self._said.emit(silent_why)
        if wait:
            self.sleep(duration_ms)

    def sleep(self, ms: int) -> None:
        """ecall 32: sleeps, but wakes at once when the run is stopped."""
        deadline = time.monotonic() + max(ms, 0) / 1000
        self.sleeping = True
        try:
            while not self._cancelled.is_set():
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self._cancelled.wait(min(left, 0.05))
        finally:
            self.sleeping = False

    # -- run control (GUI thread) ------------------------------------------------------------
    def cancel(self) -> None:
        self._cancelled.set()
        self.sound.stop()

    def reset(self) -> None:
        self._cancelled.clear()

    # -- served on the GUI thread ------------------------------------------------------------
    @Slot(object)
    def _serve(self, req: _Request) -> None:
        try:
            req.result = self.answer(req.kind, *req.args)
        finally:
            req.done.set()

    def answer(self, kind: str, *args: object) -> object:
        """Show the dialog and return its answer (tests replace this)."""
        if kind == "confirm":
            box = QMessageBox(QMessageBox.Icon.Question, "Select an Option", str(args[0]),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                              | QMessageBox.StandardButton.Cancel, self.window)
            answer = box.exec()
            return {QMessageBox.StandardButton.Yes: 0,
                    QMessageBox.StandardButton.No: 1}.get(QMessageBox.StandardButton(answer), 2)
        if kind == "input":
            text, ok = QInputDialog.getText(self.window, "Input", str(args[0]))
            return text if ok else None
        if kind == "message":
            message, level = args
            box = QMessageBox(_ICONS.get(int(level), QMessageBox.Icon.NoIcon), "Message",
                              str(message), QMessageBox.StandardButton.Ok, self.window)
            box.exec()
        return None
