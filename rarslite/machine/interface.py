"""The contract between a machine and its memory-mapped devices, below both.

What a device offers the machine (`Device`, the rules in `rarslite.devices.base`'s docstring)
and what a machine offers a device (`DeviceHost`) and the rewinder (`RewindableMachine`,
machine/rewind.py). `rarslite.machine.core.MachineCore` implements the machine's side for
both ISAs; devices and the rewinder name only these protocols, so neither depends on the
machine's implementation (docs/ARCHITECTURE.md, "Layers").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol


def user_input(fn: Callable[[], Any]) -> Callable[[], Any]:
    """Mark posted work as a person's input (a typed key, a keypad click): backstep's
    "back to before the last key" stops before each such post (machine/rewind.py)."""
    fn.user_input = True  # type: ignore[attr-defined]
    return fn


def is_user_input(posts: Sequence[Callable[[], Any]]) -> bool:
    return any(getattr(fn, "user_input", False) for fn in posts)


class DeviceRegister(NamedTuple):
    """One memory word a device gives a meaning to (the Help reference lists these)."""

    offset: int  # bytes from the device's base address
    name: str  # short name, e.g. "RC"
    title: str  # e.g. "receiver control"
    description: str  # what the program reads or writes there, our own words


class DeviceConflict(Exception):
    """Raised when a device's address ranges overlap a connected device's ranges."""


class Device(Protocol):
    name: str
    ranges: list[tuple[int, int]]
    deadline: int | None

    def attach(self, machine: DeviceHost) -> None:
        """Called when connected to a machine (and again after the machine is reset)."""

    def detach(self) -> None:
        """Called when disconnected."""

    def on_load(self, addr: int, size: int) -> None:
        """A program load of ``size`` bytes starting at ``addr`` happened."""

    def on_store(self, addr: int, size: int, value: int) -> None:
        """A program store of ``size`` bytes starting at ``addr`` happened (value masked)."""

    def on_deadline(self) -> None:
        """``machine.fetches`` reached ``deadline``."""

    def on_reset(self) -> None:
        """The machine's memory was cleared (RARS Assemble/Reset)."""

    def on_wait(self) -> None:
        """The program sleeps in ``wfi`` with nothing pending and a front end waits with a
        person watching: no instruction runs, so nothing counts down instruction delays."""

    def snapshot(self) -> object:
        """The device's state for backstep (comparable with ==)."""

    def restore(self, state: object) -> None:
        """Put back a state returned by `snapshot`."""


class DeviceHost(Protocol):
    """A machine as its devices see it (both ISAs; devices/base.py says when each is used)."""

    config: Any  # the program's memory configuration (device base addresses)
    memory: Any  # peek_word/poke_word/word_slot without device hooks; ``cut`` ends a block
    fetches: int  # device time: instruction fetches so far
    devices: list[Device]
    wait_for_interrupt: Callable[[], bool] | None  # a front end's hook for ``wfi``

    def connect(self, device: Device) -> None: ...
    def disconnect(self, device: Device) -> None: ...
    def update_deadline(self) -> None: ...
    def request_interrupt(self, kind: str, value: int) -> bool: ...
    def interrupts_deliverable(self) -> bool: ...
    def external_interrupt_enabled(self) -> bool: ...
    def post(self, fn: Callable[[], None]) -> None: ...
    def request_stop(self, message: str = "") -> None: ...
    def nondeterministic(self, kind: str, read: Callable[[], Any]) -> Any: ...


class RewindableMachine(DeviceHost, Protocol):
    """A machine as the rewinder (machine/rewind.py) drives it: counters, checkpoints of its
    state, logged syscalls and its replay loop (per ISA: machine/<isa>/replay.py)."""

    steps: int
    attn: bool
    pending: Any
    lazy_deadlines: bool
    next_deadline: int

    def catch_up(self) -> None: ...
    def capture(self) -> Any: ...
    def restore_capture(self, state: Any) -> None: ...
    def capture_difference(self, a: Any, b: Any) -> str | None: ...
    def logged_syscall(self, handle: Callable[[Any], None]) -> tuple[Any, BaseException | None]: ...

    def replay_syscall(self, effect: Any) -> None: ...
    def replay_begin(self) -> Any: ...
    def replay_end(self, stash: Any) -> None: ...
    def replay(self, rw: Any, rec_from: int, target: int, stash: Any) -> None: ...
    def checkpoint_at(self, steps: int, sooner: bool = False) -> None: ...
    def step_top_ran(self) -> bool: ...
    @property
    def history(self) -> Sequence[Any]: ...
    def history_floor(self) -> int: ...
    def forget_history(self) -> None: ...


def block_counters(observers: Sequence[Any]) -> tuple:
    """The fetch observers if every one of them can be told a translated block's run at once
    (a ``counts_blocks`` observer counts what was fetched and reads no registers), else none
    (rarslite/analysis/observers.py): a hart keeps its blocks for such observers."""
    if observers and all(getattr(o, "counts_blocks", False) for o in observers):
        return tuple(observers)
    return ()


def cuts_calls(counters: Sequence[Any]) -> bool:
    """Whether a block counter reads registers after each block's run (``cuts_calls``: the
    calling-convention checker, rarslite/analysis/conventions.py): then every trace ends
    after a call or a return, so the registers after a block are those its last jump left."""
    return any(getattr(o, "cuts_calls", False) for o in counters)


def call_hook(counters: Sequence[Any]) -> Any | None:
    """The block counter that is told each call and return inside a block (``call_hooks``:
    the calling-convention checker without --cc-save-all): then traces run past calls and
    returns as for the other counters, and call its ``hook_call``/``hook_return`` after each
    (through the hart, so cached translations serve any checker); None when no counter cuts
    calls, or one that does takes no hooks (or two would)."""
    cutting = [o for o in counters if getattr(o, "cuts_calls", False)]
    if len(cutting) == 1 and getattr(cutting[0], "call_hooks", False):
        return cutting[0]
    return None


def reads_text(observers: Sequence[Any]) -> bool:
    """Whether an observer wants the program's loads from the user text (``on_text_load``,
    self-modifying code): a hart tells it each one between the fetches around it, so it runs
    single steps while one is connected."""
    return any(hasattr(o, "on_text_load") for o in observers)


def tell_text_load(observers: Sequence[Any], addr: int, ins: Any) -> None:
    """(self-modifying code) The program read the text at ``addr``, where ``ins`` stands (the
    decoded instruction as a fetch would give it; None for an empty slot, an undecodable word
    or an address inside a word). Observers with ``on_text_load`` are told."""
    for ob in observers:
        hook = getattr(ob, "on_text_load", None)
        if hook is not None:
            hook(addr, ins)


def tell_edit(observers: Sequence[Any]) -> None:
    """A debugger or a tool changed registers or memory from outside the program
    (Machine.external_edit). Observers with ``on_edit`` are told (the calling-convention
    checker's lean frames assume that only instructions change registers between a call and
    its return)."""
    for ob in observers:
        hook = getattr(ob, "on_edit", None)
        if hook is not None:
            hook()


def tell_trap(observers: Sequence[Any], handler: int) -> None:
    """A trap (exception or interrupt) entered the handler at ``handler``; the registers are
    still those of the code it interrupted. Observers with ``on_trap`` are told."""
    for ob in observers:
        hook = getattr(ob, "on_trap", None)
        if hook is not None:
            hook(handler)
