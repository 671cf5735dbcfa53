"""Backstep after full-speed runs: checkpoints plus a log of inputs, replayed on demand.

Full-speed (block) runs record no per-step history. Instead, while enabled, the hart takes a
`Checkpoint` of the whole machine at a block boundary every K steps (K adapts so that copying
stays about `BUDGET` of the run time) and an `InputLog` keeps everything that is not a function
of the machine state:

* ``attn``: work posted from other threads (typed keys, tool buttons) and pause/stop requests,
  with the step count of the attention that ran them and whether a step top had already run
  at that count (a run that ended on its step limit processes the top before returning);
* ``ecall``: the effect of every syscall (registers, memory written, heap, exceptions), so
  that replay neither reads input again nor repeats output;
* ``wfi`` (RISC-V): what a front end's ``wait_for_interrupt`` hook did (device state,
  pending interrupts, device memory afterwards);
* values read from clocks and other nondeterministic sources (`Machine.nondeterministic`).

When the per-step history is empty, `Rewinder.rebuild` restores the newest checkpoint at least
`BACKSTEP_LIMIT` steps back, re-executes up to that point in block mode, then the last steps
recording, with the logged inputs injected exactly where they happened. The result is checked
against the state before the rebuild; on any difference the state is put back and the history
stays empty (`last_error` says why).

This module is ISA-neutral: what a checkpoint captures and restores, how a syscall's effect
is logged and applied again, and how replay drives the run loop are methods of the machine
(`rarslite.machine.core.MachineCore`: ``capture``, ``logged_syscall``, ``replay``, ...;
RISC-V's in `rarslite.machine.riscv.replay`, MIPS's in `rarslite.machine.mips.replay`).

State changes that do not come from execution (a register or memory edit in a debugger, a
device connected, Reset) are barriers: history before them cannot be rebuilt.

**Back to before an input** (`Rewinder.back_to_input`, the GUI's Run > "Back to before the
last key"): every input (posted work such as a typed key, a console read) is listed with the
log's positions before it, and the newest checkpoint before each of the last inputs is kept
(compressed: most of a checkpoint is zero pages) so that one action restores it and replays,
without recording, to the very step the input came at and stops before it; pressed again it
goes to the input before, across any number of moves, as far as those checkpoints reach.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rarslite.machine.checkpoints import (
    Checkpoint,
    Diverged,
    InputLog,
    before,
    device_snapshots,
    not_after,
    restore_devices,
)
from rarslite.machine.interface import is_user_input

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import RewindableMachine as Machine

BACKSTEP_LIMIT = 2000  # steps a rebuild records at least (RARS keeps 2000 backsteps)
HISTORY_LIMIT = 20_000  # entries a history holds (idle loops collapsed: idle_history.py)
# steps a rebuild records on its way back to the last input before it gives up on reaching it
# (a long computation since: then the last 2000 steps, with their idle loops kept once)
RECORD_BUDGET = HISTORY_LIMIT
FOREVER = 1 << 62
BUDGET = 0.02  # fraction of run time spent taking checkpoints
FIRST_INTERVAL = 100_000
MIN_INTERVAL, MAX_INTERVAL = 50_000, 2_000_000
KEEP = 3  # checkpoints kept (two would do: one at least K steps back, one newer)
# syscalls that read what the user typed (the same numbers in RARS and MARS): read int,
# float, double, string, char, and the input dialogs
READ_SERVICES = frozenset({5, 6, 7, 8, 12, 51, 52, 53, 54})
# Inputs `back_to_input` can reach: the newest checkpoint before each of the last inputs is
# kept (compressed) while there are at most this many such checkpoints and bytes.
MAX_ANCHORS = 64
ANCHOR_BYTES = 96 << 20
MAX_INPUTS = 4096  # inputs listed (older ones are forgotten first)
# A rebuilt history (Backstep after Go) reaches back to the last input only when it came at
# most this many steps ago: replaying a long idle wait would make the first Backstep slow
# (`back_to_input` goes there in one action instead).
REACH_STEPS = 4_000_000
TERMINAL = frozenset({"exit", "exit2", "dropped", "error", "stopped"})


class Rewinder:
    """Checkpoints and the input log of one machine (see the module docstring)."""

    def __init__(self, m: Machine) -> None:
        self.m = m
        self.log = InputLog()
        self.checkpoints: list[Checkpoint] = []
        self.replaying = False
        self.in_run = False
        self.run_thread = 0
        self.interval = FIRST_INTERVAL
        self._last_cpu = 0.0
        self.last_error: str | None = None
        self._drain: tuple | None = None  # the attention event posts run between runs made
        self._drain_at: dict[str, int] = {}  # the log's positions before it
        # history never goes back past the oldest step of a complete history (2000 steps or
        # a rebuilt one): backstep undoes the last 2000 steps, not the whole run
        self.floor = -1
        self.last_rebuild_seconds = 0.0
        # the step at which the last posted work (a typed key, a tool button) ran: a rebuilt
        # history reaches back to it, and the checkpoint before it is kept for that
        self.last_input = -1
        # every input: (step, the log's positions before it, whether a step top had run)
        self.inputs: list[tuple[int, dict[str, int], bool]] = []
        self.inputs_forgotten = 0  # inputs dropped from the list (too old to reach)
        # `back_to_input` stops before this input: (attn position or None, top ran)
        self.stop_before: tuple[int | None, bool] | None = None
        self._target = self._recording_from = self._skipped = 0  # the rebuild going on

    # ------------------------------------------------------------ recording
    @property
    def logging(self) -> bool:
        return self.in_run and not self.replaying

    def begin_run(self) -> None:
        self.in_run = True
        self._drain = None
        self.run_thread = threading.get_ident()

    def end_run(self) -> None:
        self.in_run = False

    def barrier(self) -> None:
        """The state changed outside execution: nothing before this can be replayed."""
        self.checkpoints.clear()
        self.log = InputLog()
        self.m.checkpoint_at(0)  # a fresh checkpoint at the next step boundary
        self.interval = FIRST_INTERVAL
        self.floor = -1
        self.last_input = -1
        self.inputs.clear()
        self.inputs_forgotten = 0

    def _input(self, positions: dict[str, int], top_ran: bool) -> None:
        """An input comes at this step (the log was at ``positions`` before it)."""
        self.last_input = self.m.steps
        self.inputs.append((self.m.steps, positions, top_ran))
        if len(self.inputs) > MAX_INPUTS:
            del self.inputs[0]
            self.inputs_forgotten += 1

    def checkpoint(self) -> None:
        """Take a checkpoint now (the hart calls this at a step boundary)."""
        m = self.m
        if m.lazy_deadlines and m.next_deadline <= m.fetches:
            m.catch_up()  # transparent (devices/base.py); replay then starts up to date
        t0 = time.thread_time()
        prev = self.checkpoints[-1] if self.checkpoints else None
        ck = Checkpoint(m, self.log.positions())
        self.checkpoints.append(ck)
        if len(self.checkpoints) > KEEP:
            self.checkpoints = self._kept(self.checkpoints[-KEEP:])
            self.log.trim(self.checkpoints[0].log)
        took = time.thread_time() - t0
        if prev is not None:
            ran = t0 - self._last_cpu
            rate = (ck.steps - prev.steps) / ran if ran > 0 else 0
            want = int(rate * max(took, 1e-4) / BUDGET) if rate else self.interval
            self.interval = max(MIN_INTERVAL, min(MAX_INTERVAL, want))
        self._last_cpu = time.thread_time()
        m.checkpoint_at(m.steps + max(self.interval, BACKSTEP_LIMIT))

    def _anchor(self, step: int, positions: dict[str, int]) -> Checkpoint | None:
        """The newest checkpoint taken before an input (at ``step``, log at ``positions``)."""
        for c in reversed(self.checkpoints):
            if c.steps <= step and not_after(c.log, positions):
                return c
        return None

    def _kept(self, keep: list[Checkpoint]) -> list[Checkpoint]:
        """``keep`` (the newest checkpoints) and, compressed, the newest before each of the
        last inputs while MAX_ANCHORS and ANCHOR_BYTES allow; inputs before the oldest
        checkpoint kept can no longer be reached and are forgotten."""
        anchors: list[Checkpoint] = []
        size = 0
        reach = len(self.inputs)
        for i in range(len(self.inputs) - 1, -1, -1):
            step, positions, _top = self.inputs[i]
            c = self._anchor(step, positions)
            if c is None:
                break
            if c not in keep and c not in anchors:
                if len(anchors) >= MAX_ANCHORS or size + c.pack() > ANCHOR_BYTES:
                    break
                size += c.packed
                anchors.append(c)
            reach = i
        if reach:
            del self.inputs[:reach]
            self.inputs_forgotten += reach
        return sorted(anchors, key=lambda c: c.steps) + keep

    def went_back(self, log_positions: dict[str, int]) -> None:
        """A backstep restored an earlier state: the later inputs and checkpoints are void."""
        steps = self.m.steps
        self.checkpoints = [c for c in self.checkpoints
                            if c.steps <= steps and not_after(c.log, log_positions)]
        self.inputs = [i for i in self.inputs
                       if i[0] < steps or (i[0] == steps and before(i[1], log_positions))]
        self.last_input = self.inputs[-1][0] if self.inputs else -1
        self.log.truncate(log_positions)
        self.m.checkpoint_at(steps + self.interval, sooner=True)

    def value(self, kind: str, read: Callable[[], Any]) -> Any:
        """A nondeterministic value: read and logged during a run, taken from the log in
        replay (values read outside runs or on other threads are not logged)."""
        if self.replaying:
            steps, value = self.log.take(kind)
            return value
        value = read()
        if self.in_run and threading.get_ident() == self.run_thread:
            self.log.append(kind, (self.m.steps, value))
        return value

    def attention(self, posts: list, stop: str | None, top_before: bool) -> None:
        if self.logging:
            positions = self.log.positions()
            self.log.append("attn", (self.m.steps, posts, stop, top_before, False))
            if is_user_input(posts):
                self._input(positions, top_before)

    def posted(self, posts: list) -> None:
        """Posts run between runs (several before the next run are one entry); their step
        top, if any, is the next run's first attention."""
        if self.replaying:
            return
        m = self.m
        last = self._drain
        kept = self.log.entries.get("attn")
        if last is not None and kept and kept[-1] is last and last[0] == m.steps:
            if is_user_input(posts) and not is_user_input(last[1]):
                self._input(self._drain_at, last[3])
            last[1].extend(posts)
            return
        positions = self._drain_at = self.log.positions()
        self._drain = (m.steps, list(posts), None, m.step_top_ran(), True)
        self.log.append("attn", self._drain)
        if is_user_input(posts):
            self._input(positions, self._drain[3])

    def syscall(self, handle: Callable[[Machine], None]) -> None:
        """Run a syscall (logging its effect: the machine's `logged_syscall`), or in replay
        apply the logged effect (`replay_syscall`): replay neither reads input again nor
        repeats output."""
        m = self.m
        if self.replaying:
            m.replay_syscall(self.log.take("ecall"))
            return
        if not self.logging:
            handle(m)
            return
        reads = m.replay_part.service(m) in READ_SERVICES
        positions = self.log.positions()
        effect, exc = m.logged_syscall(handle)
        self.log.append("ecall", effect)
        if reads:  # a console read: an input (a rebuilt history reaches back to it)
            self.inputs.append((m.steps, positions, False))
            self.last_input = m.steps
        if exc is not None:
            raise exc

    def wait(self, hook: Callable[[], bool]) -> bool:
        """``wfi`` with nothing pending: call the front end's hook (logging what it left in
        the devices, their memory words and the pending interrupts), or in replay redo it.
        (Device snapshots hold the device's own memory words, see devices/base.py.)"""
        m = self.m
        if self.replaying:
            steps, woke, devices, pending = self.log.take("wfi")
            if steps != m.steps:
                raise Diverged(f"wfi at step {m.steps}, logged at {steps}")
            restore_devices(m, devices)
            m.pending.restore(pending)
            if pending[0] is not None or pending[1] is not None:
                m.attn = True
            return woke
        woke = bool(hook())
        if self.logging:
            self.log.append("wfi", (m.steps, woke, device_snapshots(m), m.pending.snapshot()))
        return woke

    def next_input(self) -> int:
        """The step of the next logged input in replay (FOREVER if none): iterations of an
        idle loop before it may run unrecorded (`idle_skip`)."""
        log = self.log
        assert log.cursor is not None
        best = FOREVER
        for kind in log.entries:
            entry = log.peek(kind)
            if entry is not None:
                best = min(best, entry[0])
        return best

    def idle_skip(self, stop_at: int) -> int:
        """Replay stands at the start of an idle loop's iteration that repeats (idle_history.py):
        how many steps it may run unrecorded (whole iterations, none of them reaching an
        input, a device deadline or ``stop_at``; one iteration is left to check that the loop
        still repeats). 0 if none."""
        m = self.m
        history = m.history
        recorded = m.steps - self._recording_from - self._skipped
        end = min(stop_at, self._target - BACKSTEP_LIMIT)
        if recorded > RECORD_BUDGET and end > m.steps:
            # too long a computation to keep back to the input: on to the last 2000 steps
            history.restart()
            self._recording_from, self._skipped = end, 0
            return end - m.steps
        run = history.loop_start()
        if run is None or run.steps <= 0 or \
                history.shape.inputs(run.buffer[0]) != self.log.positions():
            return 0  # not a loop, or an input came during the last iteration or after it
        # a deadline already passed is one a device did not move on (it fired and changed
        # nothing the loop sees, or the loop would not repeat)
        due = [d.deadline - m.fetches for d in m.devices
               if d.deadline is not None and d.deadline > m.fetches]
        text_fetches = getattr(m, "text_fetches", None)  # MIPS: deadlines in user text fetches
        if text_fetches is not None:  # (devices/base.py), at least that many fetches away
            now = text_fetches()
            due += [td - now for d in m.devices
                    if (td := getattr(d, "text_deadline", None)) is not None and td > now]
        room = min(stop_at - m.steps, self.next_input() - m.steps,
                   min(due, default=FOREVER)) - run.steps  # fmt: skip
        k = room // run.steps
        if k <= 0:
            return 0
        history.skipped(run)
        self._skipped += k * run.steps
        return k * run.steps

    def record_batch(self) -> int:
        """How many steps replay records before it looks for an idle loop again: to the end
        of the iteration being matched, else a few."""
        run = self.m.history.run
        if run is not None and not run.complete:
            return run.period - len(run.buffer)
        return 16

    # ------------------------------------------------------------ rebuilding the history
    def can_rebuild(self) -> bool:
        return self.m.steps > self.floor and bool(self._usable())

    def _usable(self) -> list[Checkpoint]:
        """Checkpoints before the current state: earlier, or at this step with inputs
        (a key delivered at a step top) after them."""
        steps = self.m.steps
        log = self.log
        events = log.entries.get("attn", [])
        base = log.base.get("attn", 0)

        def posts_after(c: Checkpoint) -> bool:
            # posts a run picked up (those run between runs are outside every step)
            return any(e[1] and not e[4] for e in events[max(0, c.log.get("attn", 0) - base):])

        return [c for c in self.checkpoints
                if c.steps < steps or (c.steps == steps and posts_after(c))]

    def rebuild(self) -> bool:
        """Rebuild the per-step history up to the current state. False if impossible."""
        m = self.m
        target = m.steps
        self.last_error = None
        usable = self._usable()
        if not usable or target <= self.floor:
            return False
        t0 = time.perf_counter()
        # the last 2000 steps, and back past the last key (idle loops collapsed on the way)
        want = target - BACKSTEP_LIMIT
        if self.last_input >= 0 and target - self.last_input <= REACH_STEPS:
            want = min(want, self.last_input - BACKSTEP_LIMIT)
        self._target = target
        ck = usable[0]
        for c in usable:
            if c.steps <= want:
                ck = c
        rec_from = max(want, ck.steps, self.floor)
        self._recording_from, self._skipped = rec_from, 0
        final = Checkpoint(m, self.log.positions())
        # a request made between runs (the GUI's Pause between two slices leaves its stop
        # request for the next run) still stands after the rebuild
        attn = m.attn
        stash = m.replay_begin()
        self.replaying = True
        tools, m.fetch_observers[:] = m.fetch_observers[:], []  # they saw these steps already
        self.log.cursor = dict(ck.log)
        m.forget_history()
        history = m.history
        error = None
        try:
            ck.restore(m)
            history.collapsing = True
            m.replay(self, rec_from, target, stash)
            history.finish()
            m.attn = m.attn or attn
            error = final.same_as(Checkpoint(m, {}), m)
        except Diverged as exc:
            error = str(exc)
        finally:
            history.finish()
            m.fetch_observers[:] = tools
            self.replaying = False
            self.log.cursor = None
            m.replay_end(stash)
        if error is not None:
            self.last_error = error
            m.forget_history()
            final.restore(m)
            return False
        self.last_error = None
        self.last_rebuild_seconds = time.perf_counter() - t0
        if m.history:
            self.floor = m.history_floor()
        return bool(m.history)

    # ------------------------------------------------------------ back to before an input
    def input_before(self) -> tuple[int, dict[str, int], bool] | None:
        """The newest input before the current state (None if none is listed)."""
        steps, now = self.m.steps, self.log.positions()
        for entry in reversed(self.inputs):
            if entry[0] < steps or (entry[0] == steps and before(entry[1], now)):
                return entry
        return None

    def reach(self) -> str:
        """How far `back_to_input` reaches, in words (for the message when it cannot)."""
        if self.inputs_forgotten:
            first = f" (the oldest one kept came at step {self.inputs[0][0]:,})" \
                if self.inputs else ""
            return (f"{self.inputs_forgotten:,} earlier inputs are no longer kept: the history "
                    f"keeps a checkpoint before each of the last {MAX_ANCHORS} or so{first}")
        return ("no earlier key or console input since the program was loaded, reset or "
                "edited (backstep cannot go back past those)")

    def back_to_input(self) -> int | None:
        """Restore the machine as it was just before the newest input before now (a typed
        key, a console read): the newest checkpoint before it, replayed without recording
        to that step. Returns the input's step, or None (``last_error`` says why)."""
        m = self.m
        self.last_error = None
        entry = self.input_before()
        if entry is None:
            self.last_error = self.reach()
            return None
        step, positions, top_ran = entry
        ck = self._anchor(step, positions)
        if ck is None:
            self.last_error = self.reach()
            return None
        t0 = time.perf_counter()
        final = Checkpoint(m, self.log.positions())
        attn_at = positions.get("attn", 0)
        is_post = any(e[0] == step for e in self._attn_from(attn_at, 1))
        self.stop_before = (attn_at, top_ran) if is_post else (None, False)
        stash = m.replay_begin()
        self.replaying = True
        tools, m.fetch_observers[:] = m.fetch_observers[:], []
        self.log.cursor = dict(ck.log)
        m.forget_history()
        error = None
        try:
            ck.restore(m)
            m.replay(self, FOREVER, step, stash)
            if m.steps != step:
                error = f"replay stopped at step {m.steps}, not {step}"
        except Diverged as exc:
            error = str(exc)
        finally:
            reached = self.log.positions()
            m.fetch_observers[:] = tools
            self.replaying = False
            self.stop_before = None
            self.log.cursor = None
            m.replay_end(stash)
        m.posts.clear()  # keys typed after the input are undone with it
        if error is not None:
            self.last_error = error
            final.restore(m)
            return None
        m.stop_request = None
        self.went_back(reached)
        self.floor = -1
        self.last_rebuild_seconds = time.perf_counter() - t0
        return step

    def at_stop(self) -> bool:
        """Replay stands at the input `back_to_input` stops before."""
        until = self.stop_before
        return until is not None and until[0] is not None and \
            self.log.cursor is not None and self.log.cursor.get("attn", 0) >= until[0]

    def _attn_from(self, position: int, n: int) -> list[Any]:
        lst = self.log.entries.get("attn", [])
        i = position - self.log.base.get("attn", 0)
        return lst[max(0, i): max(0, i) + n]
