"""`MachineCore`: what every ISA's machine shares (docs/ARCHITECTURE.md, "Two instruction sets").

A machine is one hart with its memory and devices. The per-ISA subclasses
(`rarslite.machine.riscv.machine.Machine`, `rarslite.machine.mips.machine.MipsMachine`) add
the registers, the memory, the trap and interrupt model and the run loop; this base holds the
surface devices and front ends use on both:

* devices: `connect`/`disconnect`, their deadlines (`update_deadline`, `catch_up`,
  `fire_deadlines`), `post`ed work, `request_stop`;
* the stop/pause flags the `Simulator` sets from another thread (``stop_request``, ``attn``);
* backstep after Go (`enable_rewind`, `nondeterministic`, `external_edit`, `run_posts`);
* the small run interface the shared `rarslite.machine.simulator.Simulator` drives
  (`run_steps`, `set_breakpoints`, `set_record`, ``history``, `backstep_step`,
  `report_line`), implemented per ISA.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rarslite.machine.console import BufferConsole, Console
from rarslite.machine.interface import tell_edit
from rarslite.machine.outcome import RuntimeErrorInfo

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import Device
    from rarslite.machine.rewind import Rewinder

NO_DEADLINE = 1 << 62


class MachineCore:
    """Devices, deadlines, posts, stop requests and backstep hooks of one machine."""

    isa_name = ""  # the `rarslite.isa.base` description this machine runs
    # a due deadline fires at most this many fetches late while deadlines are lazy
    max_deadline_lateness = 0

    def __init__(self, console: Console | None = None) -> None:
        self.console: Console = console if console is not None else BufferConsole()
        self.fetches = 0  # device time (devices/base.py)
        self.instret = 0
        self.steps = 0
        self.devices: list[Device] = []
        self.next_deadline = NO_DEADLINE
        # earliest deadline of a device marked ``exact``: it cuts blocks even while
        # deadlines are lazy (e.g. a key feeder that may end the run there)
        self.next_exact_deadline = NO_DEADLINE
        # set by the hart while no interrupt can be delivered: device deadlines need not cut
        # blocks then (see `catch_up`)
        self.lazy_deadlines = False
        self.attn = False  # something needs the step loop's attention at the next boundary
        self.posts: deque[Callable[[], None]] = deque()
        self.stop_request: str | None = None  # "paused"/"stopped", set from any thread
        self.stop_message: str | None = ""  # why `request_stop` was called
        # called when the program sleeps waiting for an interrupt (RISC-V ``wfi``); returns
        # True once one may have been requested; None: the run stops with "waiting"
        self.wait_for_interrupt: Callable[[], bool] | None = None
        self.error: RuntimeErrorInfo | None = None
        self.exit_code = 0
        # the folder the program's file services open relative names in (None: the
        # process's, as RARS and MARS); the app uses the program's own folder
        self.file_folder: str | None = None
        # backstep after full-speed runs (rewind.py), when a front end enables it
        self.rewind: Rewinder | None = None
        # analysis tools watching instruction fetches (rarslite/analysis/observers.py)
        self.fetch_observers: list = []

    # ------------------------------------------------------------ per ISA
    def _plug(self, device: Device) -> None:
        """Wire ``device`` into memory (raise `DeviceConflict` over another's ranges)."""
        raise NotImplementedError

    def _unplug(self, device: Device) -> None:
        raise NotImplementedError

    def _devices_changed(self) -> None:
        """Translations that inline memory accesses must see the new device hooks."""

    def interrupts_deliverable(self) -> bool:
        """Some device interrupt could be taken right now."""
        raise NotImplementedError

    def external_interrupt_enabled(self) -> bool:
        """The program takes device interrupts, now or once its running handler returns."""
        raise NotImplementedError

    def request_interrupt(self, kind: str, value: int) -> bool:
        """Make an interrupt pending; False if it was refused as already pending."""
        raise NotImplementedError

    # the run interface of `Simulator`
    def set_breakpoints(self, bps: set[int] | frozenset[int]) -> None:
        """The front end's breakpoints for the next run (its live set: a MIPS read that
        waits for input looks at it again)."""
        raise NotImplementedError

    def run_steps(self, limit: int) -> str | None:
        """Run at most ``limit`` steps; a stop reason, or None when the limit was used."""
        raise NotImplementedError

    @property
    def record(self) -> bool:
        """Runs record every step for `backstep_step` (single-step speed)."""
        raise NotImplementedError

    def set_record(self, on: bool) -> None:
        raise NotImplementedError

    @property
    def history(self) -> Sequence[Any]:
        """The recorded steps, oldest first (at most rewind.HISTORY_LIMIT)."""
        raise NotImplementedError

    def history_floor(self) -> int:
        """The step count before the oldest recorded step."""
        raise NotImplementedError

    def forget_history(self) -> None:
        raise NotImplementedError

    def backstep_step(self) -> bool:
        """Undo the last recorded step. False if there is nothing to undo."""
        raise NotImplementedError

    def report_line(self) -> str | None:
        """The simulator's runtime error line for ``error``, in its ISA's words."""
        raise NotImplementedError

    def _rewind_switched(self, on: bool) -> None:
        """Backstep after Go was turned on or off (e.g. start logging a clock)."""

    # backstep after Go (machine/rewind.py): what a checkpoint holds, how a syscall's effect
    # is logged and applied again, and how replay drives the run loop are the ISA's own,
    # in its ``machine/<isa>/replay.py``: a module with the functions these forward to
    replay_part: Any = None

    def capture(self) -> Any:
        """The whole machine state at a step boundary (comparable, see `capture_difference`)."""
        return self.replay_part.capture(self)

    def restore_capture(self, state: Any) -> None:
        self.replay_part.restore(self, state)

    def capture_difference(self, a: Any, b: Any) -> str | None:
        """None if two captures hold the same state, else what differs first."""
        return self.replay_part.difference(a, b)

    def logged_syscall(self, handle: Callable[[Any], None]) -> tuple[Any, BaseException | None]:
        """Run a syscall: (its effect for the log, the exception it ended with or None)."""
        return self.replay_part.logged_syscall(self, handle)

    def replay_syscall(self, effect: Any) -> None:
        """Apply a logged effect (raise the exception it ended with)."""
        self.replay_part.replay_syscall(self, effect)

    def replay_begin(self) -> Any:
        """Put aside what replay must not see (posts, stop requests, breakpoints)."""
        return self.replay_part.replay_begin(self)

    def replay_end(self, stash: Any) -> None:
        self.replay_part.replay_end(self, stash)

    def replay(self, rw: Rewinder, rec_from: int, target: int, stash: Any) -> None:
        """From a restored checkpoint run to step ``target`` (recording from ``rec_from``),
        injecting the logged inputs; raise `checkpoints.Diverged` if the run goes elsewhere."""
        self.replay_part.replay(self, rw, rec_from, target, stash)

    def checkpoint_at(self, steps: int, sooner: bool = False) -> None:
        """Take the next checkpoint at step ``steps`` (``sooner``: at the latest then)."""
        raise NotImplementedError

    def step_top_ran(self) -> bool:
        """The work at this step boundary (interrupt entry) already ran."""
        return False

    # ------------------------------------------------------------ devices
    def connect(self, device: Device) -> None:
        """Attach a device (raises `DeviceConflict` if its ranges overlap another's)."""
        self._plug(device)
        self.devices.append(device)
        device.attach(self)  # type: ignore[arg-type]
        self._devices_changed()
        self.update_deadline()
        self._barrier()

    def disconnect(self, device: Device) -> None:
        if device in self.devices:
            self.devices.remove(device)
            self._unplug(device)
            device.detach()
            self._devices_changed()
            self.update_deadline()
            self._barrier()

    def update_deadline(self) -> None:
        """Re-read the devices' deadlines (after any hook call)."""
        best = exact = NO_DEADLINE
        for dev in self.devices:
            d = dev.deadline
            if d is not None and d < best:
                best = d
            if d is not None and d < exact and getattr(dev, "exact", False):
                exact = d
        self.next_deadline = best
        self.next_exact_deadline = exact

    def tick_fetch(self) -> None:
        """Count one instruction fetch (or handler probe); fire due device deadlines."""
        self.fetches += 1
        if self.fetches >= self.next_deadline:
            self.fire_deadlines()

    def catch_up(self) -> None:
        """Fire device deadlines that are already due, each with the fetch count it was due
        at. Used while `lazy_deadlines` is on: no interrupt can be delivered then, so the
        only observable effects of a device event are memory words, and every program access
        that could see them (slow-path loads/stores, ecalls, the step loop's boundaries)
        catches up first. The contract: a device's ``on_deadline`` only changes its own
        address ranges (and requests interrupts)."""
        now = self.fetches
        while self.next_deadline <= now:
            due = self.next_deadline
            self.fetches = due
            self.fire_deadlines()
            if self.next_deadline <= due:  # a device that does not move its deadline on
                break
        self.fetches = now

    def fire_deadlines(self) -> None:
        """Call ``on_deadline`` of every device whose deadline is due at ``fetches``."""
        for dev in list(self.devices):
            d = dev.deadline
            if d is not None and d <= self.fetches:
                dev.on_deadline()
        self.update_deadline()

    def post(self, fn: Callable[[], None]) -> None:
        """Run ``fn()`` on the simulator thread at the next block boundary (thread-safe)."""
        self.posts.append(fn)
        self.attn = True

    def request_stop(self, message: str = "") -> None:
        """End the run at the next block boundary with reason "stopped"."""
        self.stop_message = message
        self.stop_request = "stopped"
        self.attn = True

    # ------------------------------------------------------------ backstep after Go
    def enable_rewind(self, on: bool) -> None:
        """Keep checkpoints and an input log so that full-speed runs can be backstepped
        (rewind.py). Costs a few percent of block speed."""
        from rarslite.machine.rewind import Rewinder

        if on and self.rewind is None:
            self.rewind = Rewinder(self)  # type: ignore[arg-type]
            self.rewind.barrier()
            self._rewind_switched(True)
        elif not on and self.rewind is not None:
            self.rewind = None
            self._rewind_switched(False)

    def nondeterministic(self, kind: str, read: Callable[[], Any]) -> Any:
        """A value that is not a function of the machine state (a clock, a heuristic that
        looks at registers between blocks): logged during runs, replayed by backstep."""
        rw = self.rewind
        return read() if rw is None else rw.value(kind, read)

    def external_edit(self, clear_history: bool = True) -> None:
        """Registers, memory or a device were changed from outside the program (a debugger
        edit, a tool button while paused): replay cannot go back past this point. With
        ``clear_history`` False the recorded steps stay (their snapshots restore devices).
        The fetch observers are told (interface.tell_edit)."""
        if clear_history:
            self.forget_history()
        self._barrier()
        tell_edit(self.fetch_observers)

    def run_posts(self) -> None:
        """Run posted work now (a front end while no run is going, e.g. keys typed while
        paused). Logged for backstep replay like posts a run picks up."""
        ran = self.drain_posts()
        if ran and self.rewind is not None:
            self.rewind.posted(ran)

    def drain_posts(self) -> list[Callable[[], None]]:
        """Run the posted work (simulator thread); returns what ran."""
        ran = []
        while self.posts:
            fn = self.posts.popleft()
            ran.append(fn)
            fn()
            self.update_deadline()
        return ran

    def _barrier(self) -> None:
        if self.rewind is not None:
            self.rewind.barrier()
