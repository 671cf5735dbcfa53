"""Runs the simulator on a worker QThread in slices, at a chosen speed.

Unlimited speed: large slices back to back; the GUI thread stays responsive because Python
switches threads every few milliseconds and the views only read snapshots on their timer.
Limited speed: the thread runs ``speed / 30`` instructions per 1/30 s tick (or single steps
with a sleep between them below 30/s) and reports each tick so every step can be shown.
A ``wfi`` with nothing pending waits here, delivering posted work (typed keys, timer ticks)
until an interrupt is pending or the run is paused.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QThread, Signal

UNLIMITED = 0
SLICE = 20_000  # instructions per run() call at unlimited speed
TICK = 1 / 30
RECORD_UP_TO = 1_000  # record every step for Backstep at speeds up to this (inst/s)


class RunThread(QThread):
    ticked = Signal()  # limited speed: a batch of instructions ran (views should refresh)
    finished_run = Signal(str)  # the stop reason (simulator's), or "error"
    crashed = Signal(str)  # an internal error in the engine (not a program error)

    def __init__(self, sim, speed: float = UNLIMITED) -> None:
        super().__init__()
        self.sim = sim
        self.speed = speed
        self._pause = threading.Event()

    def request_pause(self) -> None:
        self._pause.set()
        self.sim.pause()

    def run(self) -> None:  # noqa: D401 - QThread entry point
        machine = self.sim.machine
        old_hook = machine.wait_for_interrupt
        machine.wait_for_interrupt = self._wait_for_interrupt
        if machine.stop_request == "paused":  # a stale pause from the previous run
            machine.stop_request = None
        try:
            reason = self._loop()
        except Exception as exc:  # noqa: BLE001 - must reach the user as a message
            import traceback

            self.crashed.emit("".join(traceback.format_exception(exc)))
            reason = "error"
        finally:
            machine.wait_for_interrupt = old_hook
        self.finished_run.emit(reason)

    def _wait_for_interrupt(self) -> bool:
        """wfi with nothing pending (simulator thread): wait for a device or a pause."""
        m = self.sim.machine
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
        while True:
            if self._pause.is_set():
                return "paused"
            speed = self.speed
            sim.backstep_enabled = speed != UNLIMITED and speed <= RECORD_UP_TO
            if speed == UNLIMITED:
                reason = sim.run(max_steps=SLICE)
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
