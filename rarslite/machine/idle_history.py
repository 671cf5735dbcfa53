"""The backstep history: recorded steps, oldest first, with idle loops kept once.

A game waits for a key in a loop that reads a status, finds nothing, writes no memory and
comes back to the same registers. After a move and a pause, such a loop has run millions of
times; one entry per step would need gigabytes before backstep got back to the move. While
collapsing is on (a history rebuilt after Go, `rarslite.machine.rewind`), an iteration that
starts in exactly the state another started in (registers, devices, everything but the step
counters) and wrote nothing is not stored: the history keeps the loop's first iteration and
a count. Backstepping out of the loop shows its last steps (the partial iteration, kept),
then jumps to the first iteration and goes on before the loop; the states skipped equal the
ones shown, so nothing a user could see is lost. The Simulator reports the jump.

A state's key, its pc and whether its step wrote memory are the ISA's (`HistoryShape`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

MAX_PERIOD = 64  # entries in one idle-loop iteration (polling loops are a few instructions)


@dataclass(frozen=True)
class HistoryShape:
    """How to read one ISA's history entries."""

    pc: Callable[[Any], int]
    key: Callable[[Any], Hashable]  # the state before the step, step counters left out
    steps: Callable[[Any], int]  # the step count before the step
    quiet: Callable[[Any, Any], bool]  # no memory written in an iteration (entries, next)
    inputs: Callable[[Any], Any]  # the input log's positions before the step (rewind.py)


def devices_key(snapshots: tuple) -> tuple:
    """Device snapshots as `HistoryShape.key` compares them: without what a device counts
    only for diagnostics (its ``idle_state``, e.g. the Keyboard and Display's poll count)."""
    return tuple([d.idle_state(s) if hasattr(d, "idle_state") else s for d, s in snapshots])


class IdleRun:
    """A loop being collapsed: its first iteration is entries [start, start + period) of the
    history (absolute positions); ``buffer`` holds the current iteration's entries (dropped
    when the next iteration starts like the first, kept when the loop ends)."""

    __slots__ = ("start", "period", "steps", "buffer", "unverified")

    def __init__(self, start: int, period: int, steps: int, first: Any) -> None:
        self.start = start
        self.period = period
        self.steps = steps  # steps in one iteration
        self.buffer: list[Any] = [first]
        self.unverified = False  # replay skipped iterations: the next entry must match

    @property
    def complete(self) -> bool:
        """The buffer holds a whole iteration (the machine stands at the next one's start,
        or, where entries are taken after their step, at its first step's end)."""
        return len(self.buffer) == self.period


class IdleHistory(deque):
    """A bounded deque of history entries that collapses repeated idle-loop iterations while
    `collapsing` is on (see the module docstring)."""

    def __init__(self, shape: HistoryShape, maxlen: int) -> None:
        super().__init__(maxlen=maxlen)
        self.shape = shape
        self.collapsing = False
        self.run: IdleRun | None = None
        self.appended = 0  # entries ever stored (the absolute position of the next one)
        self._last_at: dict[int, int] = {}  # pc -> absolute position of its newest entry
        self.collapsed_steps = 0  # steps not stored since collapsing began

    # ---------------------------------------------------------------- recording
    def append(self, entry: Any) -> None:  # type: ignore[override]
        if not self.collapsing:
            self._store(entry)
            return
        run = self.run
        if run is not None:
            phase = 0 if run.complete else len(run.buffer)
            model = self._entry(run.start + phase)
            if model is not None and self._same(model, entry):
                if phase == 0:
                    self.collapsed_steps += self.shape.steps(entry) - \
                        self.shape.steps(run.buffer[0])
                    run.buffer = [entry]
                    run.unverified = False
                else:
                    run.buffer.append(entry)
                return
            if run.unverified:
                # skipped iterations were not what the loop repeats: nothing before is sound
                self.run = None
                super().clear()
                self._last_at.clear()
            else:
                self._end_run()
        if not self._detect(entry):
            self._store(entry)

    def _same(self, a: Any, b: Any) -> bool:
        shape = self.shape
        return shape.pc(a) == shape.pc(b) and shape.key(a) == shape.key(b)

    def _store(self, entry: Any) -> None:
        super().append(entry)
        if self.collapsing:
            self._last_at[self.shape.pc(entry)] = self.appended
        self.appended += 1

    def _entry(self, pos: int) -> Any:
        """The entry at absolute position ``pos`` (None if no longer or not yet held)."""
        i = pos - (self.appended - len(self))
        return self[i] if 0 <= i < len(self) else None

    def _detect(self, entry: Any) -> bool:
        """Does ``entry`` start a second iteration of a quiet loop? Then a run begins."""
        pos = self.appended
        last = self._last_at.get(self.shape.pc(entry))
        if last is None or not 0 < pos - last <= MAX_PERIOD:
            return False
        first = self._entry(last)
        if first is None or not self._same(first, entry):
            return False
        shape = self.shape
        iteration = [self._entry(p) for p in range(last, pos)]
        if not shape.quiet(iteration, entry):
            return False
        self.run = IdleRun(last, pos - last, shape.steps(entry) - shape.steps(first), entry)
        return True

    def _end_run(self) -> None:
        """The loop ended (or recording did): keep the current iteration's entries."""
        run = self.run
        assert run is not None
        self.run = None
        for e in run.buffer:
            self._store(e)

    # ---------------------------------------------------------------- fast-forward support
    def loop_start(self) -> IdleRun | None:
        """The run being collapsed, if a whole iteration was just seen again (replay may
        then run whole iterations without recording: `skipped`)."""
        run = self.run
        return run if run is not None and run.complete and not run.unverified else None

    def skipped(self, run: IdleRun) -> None:
        """Replay ran whole iterations without recording; the next entry must continue the
        loop (else the history before it is dropped)."""
        run.unverified = True

    def restart(self) -> None:
        """Drop every entry (replay ran on unrecorded: they would not lead here)."""
        super().clear()
        self.run = None
        self._last_at.clear()

    def finish(self) -> None:
        """End collapsing (rebuilt history complete): the partial iteration is kept."""
        if self.run is not None:
            self._end_run()
        self.collapsing = False
        self._last_at.clear()

    def newest(self) -> Any:
        """The entry appended last (held in a loop's current iteration or stored); None if
        the history is empty."""
        run = self.run
        if run is not None and run.buffer:
            return run.buffer[-1]
        return self[-1] if self else None

    # ---------------------------------------------------------------- undo
    def pop(self) -> Any:  # type: ignore[override]
        if self.run is not None:
            self.finish()
        self.appended -= 1
        return super().pop()

    def clear(self) -> None:
        super().clear()
        self.run = None
        self.appended = 0
        self._last_at.clear()
        self.collapsed_steps = 0
        self.collapsing = False
