"""Runs the simulator on a worker QThread in slices, at a chosen speed.

Unlimited speed: large slices back to back; the GUI thread stays responsive because Python
switches threads every few milliseconds and the views only read snapshots on their timer.
Limited speed: the thread runs ``speed / 30`` instructions per 1/30 s tick (or single steps
with a sleep between them below 30/s) and reports each tick so every step can be shown.
A ``wfi`` with nothing pending waits here, delivering posted work (typed keys, timer ticks)
until an interrupt is pending or the run is paused.

GIL fairness: Qt calls back into Python many times per repaint, and each call must win the
GIL back from this CPU-bound thread (up to the interpreter's switch interval each time), so
a busy simulator could make a repaint take hundreds of milliseconds. `GuiPriority` watches
the GUI thread's event loop: while it is handling events, the worker parks between slices
(slices are sized to a couple of milliseconds), so the GUI thread runs undisturbed.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QAbstractEventDispatcher, QObject, QThread, Signal

UNLIMITED = 0
SLICE_SECONDS = 0.002  # target length of one run() call at unlimited speed
MIN_SLICE, MAX_SLICE = 100, 200_000
# The worker parks for at most PARK_RATIO times its last slice, so it keeps at least a third
# of the time even when the GUI thread never waits (e.g. a loop calling processEvents).
PARK_RATIO = 2.0
TICK = 1 / 30


class GuiPriority(QObject):
    """Knows whether the GUI thread's event loop is busy (between awake and aboutToBlock)."""

    def __init__(self) -> None:
        super().__init__()
        self.idle = threading.Event()
        self.idle.set()
        self._dispatcher = QAbstractEventDispatcher.instance()
        # the same bound-method objects for connect and disconnect (each attribute access
        # makes a new one, which disconnect would not find)
        self._on_awake, self._on_block = self.idle.clear, self.idle.set
        if self._dispatcher is not None:
            self._dispatcher.awake.connect(self._on_awake)
            self._dispatcher.aboutToBlock.connect(self._on_block)

    def busy(self) -> None:
        """The GUI thread starts work of its own (a refresh): park the worker until the event
        loop next waits. (Timers run after the loop's wake-up signal, so they say so.)"""
        self.idle.clear()

    def release(self) -> None:
        """The GUI thread is about to wait for the worker: never make the worker wait too."""
        self.idle.set()

    def close(self) -> None:
        dispatcher, self._dispatcher = self._dispatcher, None
        if dispatcher is not None:
            try:
                dispatcher.awake.disconnect(self._on_awake)
                dispatcher.aboutToBlock.disconnect(self._on_block)
            except (RuntimeError, TypeError, SystemError):
                pass
        self.idle.set()


class RunThread(QThread):
    ticked = Signal()  # limited speed: a batch of instructions ran (views should refresh)
    finished_run = Signal(str)  # the stop reason (simulator's), or "error"
    crashed = Signal(str)  # an internal error in the engine (not a program error)

    def __init__(self, sim, speed: float = UNLIMITED, priority: GuiPriority | None = None,
                 single_step: bool = False) -> None:
        super().__init__()
        self.sim = sim
        self.speed = speed
        self.single_step = single_step  # F7: one step here too (it may wait for input)
        self.priority = priority
        self._pause = threading.Event()
        self._slice = 20_000

    def request_pause(self) -> None:
        self._pause.set()
        self.sim.pause()
        if self.priority is not None:
            self.priority.release()

    def run(self) -> None:  # noqa: D401 - QThread entry point
        machine = self.sim.machine
        if machine.stop_request == "paused":  # a stale pause from the previous run
            machine.stop_request = None
        if self.single_step:
            try:
                reason = self.sim.step() or "paused"
            except Exception as exc:  # noqa: BLE001 - must reach the user as a message
                self._crash(exc)
                reason = "error"
            self.finished_run.emit(reason)
            return
        old_hook = machine.wait_for_interrupt
        machine.wait_for_interrupt = self._wait_for_interrupt
        try:
            reason = self._loop()
        except Exception as exc:  # noqa: BLE001 - must reach the user as a message
            self._crash(exc)
            reason = "error"
        finally:
            machine.wait_for_interrupt = old_hook
        self.finished_run.emit(reason)

    def _crash(self, exc: Exception) -> None:
        import traceback

        from rarslite.machine.outcome import notify_internal_error

        text = "".join(traceback.format_exception(exc))
        notify_internal_error(text)
        self.crashed.emit(text)

    def _wait_for_interrupt(self) -> bool:
        """wfi with nothing pending (simulator thread): wait for a device or a pause."""
        m = self.sim.machine
        for device in m.devices:
            device.on_wait()
        while not self._pause.is_set() and m.stop_request is None:
            while m.posts:
                m.posts.popleft()()
                m.update_deadline()
            p = m.pending
            if p.external is not None or p.timer is not None:
                return True
            self._pause.wait(0.002)
        return False

    def _loop(self) -> str:
        sim = self.sim
        took = SLICE_SECONDS
        while True:
            if self._pause.is_set():
                return "paused"
            speed = self.speed
            if speed == UNLIMITED:
                if self.priority is not None and not self.priority.idle.is_set():
                    self.priority.idle.wait(PARK_RATIO * took)
                start = time.perf_counter()
                reason = sim.run(max_steps=self._slice)
                took = min(time.perf_counter() - start, 4 * SLICE_SECONDS)
                # keep slices near SLICE_SECONDS whatever the program's speed
                if took < SLICE_SECONDS / 2:
                    self._slice = min(MAX_SLICE, self._slice * 2)
                elif took > SLICE_SECONDS * 2:
                    self._slice = max(MIN_SLICE, self._slice // 2)
            elif speed < 1 / TICK:
                reason = sim.run(max_steps=1)
                self.ticked.emit()
                if reason == "max_steps":
                    self._pause.wait(1 / speed)
            else:
                start = time.monotonic()
                reason = sim.run(max_steps=max(1, int(speed * TICK)))
                self.ticked.emit()
                if reason == "max_steps":
                    self._pause.wait(max(0.0, TICK - (time.monotonic() - start)))
            if reason == "waiting":
                if self._pause.is_set():
                    return "paused"
                continue  # woken without an interrupt (e.g. a stop request): loop decides
            if reason != "max_steps":
                return reason
