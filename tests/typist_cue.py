"""Keys typed from another thread at known instructions (the backstep-after-Go tests).

A `TypistCue` device asks at fixed fetches for key ``i``; a `Typist` thread posts it (as the
app's key events do, `KeyboardDisplay.type_key`) and answers, so the key reaches a running
machine from another thread at a known fetch. A reference machine asks its own thread.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

from rarslite.devices.base import BaseDevice
from rarslite.devices.keyboard_display import KeyboardDisplay


class TypistCue(BaseDevice):
    """At fixed fetches asks ``type_key(i)`` for key ``i``: a typist on another thread
    (which returns once it has posted the key), so that the key reaches the machine during
    Go at a known instruction, or the reference's own thread. Replay (backstep) sees the
    same deadlines and asks nobody: the log puts the keys back."""

    name = "typist cue"
    exact = True  # cut blocks at each cue

    def __init__(self, at: list[int], type_key: Callable[[int], None]) -> None:
        super().__init__()
        self.at, self.type_key, self.index = at, type_key, 0

    def attach(self, machine) -> None:
        super().attach(machine)
        self.deadline = self.at[0]

    def on_deadline(self) -> None:
        rw = self.machine.rewind
        if not (rw is not None and rw.replaying):
            self.type_key(self.index)
        self.index += 1
        self.deadline = self.at[self.index] if self.index < len(self.at) else None

    def snapshot(self) -> object:
        return (self.deadline, self.index)

    def restore(self, state) -> None:
        self.deadline, self.index = state


class Typist:
    """A thread that types key ``i`` of ``keys`` into ``dev`` (a post, as the app's key
    events do) when the simulator thread asks for it."""

    def __init__(self, dev: KeyboardDisplay, keys: str) -> None:
        self.dev, self.keys = dev, keys
        self.asks: queue.Queue[int | None] = queue.Queue()
        self.done: queue.Queue[int] = queue.Queue()
        self.thread = threading.Thread(target=self._serve)

    def _serve(self) -> None:
        while (i := self.asks.get()) is not None:
            self.dev.type_key(self.keys[i])
            self.done.put(i)

    def type_now(self, i: int) -> None:
        self.asks.put(i)
        assert self.done.get(timeout=120) == i  # (a guard only: the thread answers at once)


def go_while_typing(m, sim, dev: KeyboardDisplay, keys: str, at: list[int]) -> str | None:
    """Go (slices, as the app's worker runs) while a typist thread types key ``i`` at fetch
    ``at[i]``; the stop reason (None: still running after 200,000 steps)."""
    typist = Typist(dev, keys)
    m.connect(TypistCue(at, typist.type_now))
    typist.thread.start()
    try:
        for _ in range(100):
            reason = sim.run_slice(2000)
            if reason is not None:
                return reason
        return None
    finally:
        typist.asks.put(None)
        typist.thread.join()


def step_while_typing(ref, ref_sim, dev: KeyboardDisplay, keys: str, at: list[int]) -> str:
    """The reference: recorded single steps (its history is what backstep restores), key
    ``i`` typed by this thread at fetch ``at[i]``; the stop reason."""
    ref.connect(TypistCue(at, lambda i: dev.type_key(keys[i])))
    reason = None
    while reason is None:
        reason = ref_sim.step()
    return reason


def backstep_over_keys(m, sim, ref, ref_sim, at: list[int], state: Callable) -> None:
    """Backstep the Go run as far as its rebuilt history reaches, back over every key, and
    the reference with it (idle loops are kept once: one backstep of ``m`` may go over
    several steps): the same state after every backstep."""
    while sim.backstep():
        assert m.rewind.last_error is None
        for _ in range(1 + sim.skipped):
            assert ref_sim.backstep()
        assert ref.steps == m.steps
        assert state(m) == state(ref), m.steps
    assert m.rewind.last_error is None
    assert m.steps < at[0]  # back over every key
