"""The device interface: what a memory-mapped device offers the machine.

RARS's MMIO tools (Keyboard/Display, Timer, ...) work on *ordinary memory words*: the program
loads and stores them like any memory, and the tool watches accesses to a few addresses and
writes words itself. A device here does the same:

* ``ranges``: the address ranges it watches, as (start, end) with ``end`` exclusive. The bus
  refuses to connect two devices whose ranges overlap (`DeviceConflict`).
* ``on_load`` / ``on_store`` are called by the machine for program loads/stores whose *start
  address* lies in one of the ranges, after the memory access itself was done (the value the
  program loaded was read before the hook runs; a stored value is already in memory).
* Devices read and write memory words through ``machine.memory`` (``load_word``/``store_word``
  that bypass device hooks: ``peek_word`` / ``poke_word``);
  ``word_slot(addr) -> (words, index)`` gives direct access to one word's storage for a
  device's per-access hot path).

Time is counted in *instruction fetches* (``machine.fetches``): one per executed instruction,
also for an instruction that traps, plus one for RARS's probe of the handler address at every
trap/interrupt entry. A device that must act at an exact moment exposes ``deadline``: the
value of ``machine.fetches`` right after the fetch at which it acts. The machine guarantees
``on_deadline()`` is called after that fetch and before that instruction executes (so the
instruction sees the effect), and that pending interrupts raised there are taken only after
that instruction completes. ``deadline`` is None when no event is scheduled. The machine
re-reads ``deadline`` after every hook call, so a device may change it in any hook.
While no interrupt can be delivered (ustatus.UIE clear or uie has no timer/external bit) the
machine may call a due ``on_deadline`` late, but always with ``machine.fetches`` set to the
deadline and before the program could observe its effect (any load/store outside the data
and stack fast paths, any ecall, any stop): so ``on_deadline`` must only change memory in the
device's own ``ranges`` (and request interrupts). A device whose event must happen at its
exact fetch count anyway (it may end the run there) sets ``exact = True`` while that deadline
is scheduled: the machine then cuts blocks at it even while deadlines are lazy.

On MIPS a device may instead set ``text_deadline``: a deadline in the machine's fetches in
the user text (``machine.text_fetches()``, MARS's tools' instruction count, which leaves out
the kernel text's), with the same guarantees; kernel code never brings it on.

Interrupt requests go through ``machine.request_interrupt(kind, value) -> bool`` with kind
``"external"`` or ``"timer"``; False means the request was dropped because one of that kind
is already pending (RARS quirk §14.4).

Asynchronous input (a key typed in a GUI thread) must not touch the machine directly: call
``machine.post(fn)``, which runs ``fn()`` on the simulator thread at the next block boundary.

Backstep (machine/rewind.py) restores devices too: ``snapshot()`` returns the device's state
as a comparable value (its fields, and the memory words it writes by itself, e.g. ready bits,
which the per-step memory journal does not see), ``restore(state)`` puts it back (and tells
views to redraw). ``snapshot`` runs before every recorded step, so keep it cheap (cache big
parts by a version number). A device whose behaviour depends on something outside the
machine (a wall clock, a random generator, registers read between blocks) reads it through
``machine.nondeterministic(kind, read)`` so that replay sees the same values. Settings a
person chose (delays, sizes, fonts) are not part of the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

# the contract's types live below the machine and the devices; imported from here by devices
from rarslite.machine.interface import Device, DeviceConflict, DeviceRegister
from rarslite.machine.interface import DeviceHost as Machine

__all__ = ["BaseDevice", "Device", "DeviceConflict", "DeviceRegister", "nondeterministic",
           "publish_deadline", "publish_exact"]


T = TypeVar("T")


class BaseDevice:
    """Convenience base with no-op hooks."""

    name = "device"
    exact = False  # see the module docstring: cut blocks at this deadline even when lazy
    text_deadline: int | None = None  # MIPS: a deadline in user text fetches (see above)

    def __init__(self) -> None:
        self.ranges: list[tuple[int, int]] = []
        self.deadline: int | None = None
        self.machine: Machine | None = None

    def attach(self, machine: Machine) -> None:
        self.machine = machine

    def detach(self) -> None:
        self.machine = None

    def on_load(self, addr: int, size: int) -> None:
        pass

    def on_store(self, addr: int, size: int, value: int) -> None:
        pass

    def on_deadline(self) -> None:
        pass

    def on_reset(self) -> None:
        pass

    def on_wait(self) -> None:
        pass

    def snapshot(self) -> object:
        return self.deadline

    def restore(self, state: object) -> None:
        self.deadline = state  # type: ignore[assignment]


def nondeterministic(machine: object, kind: str, read: Callable[[], T]) -> T:
    """``machine.nondeterministic(kind, read)`` (logged for backstep replay), or just
    ``read()`` for a machine without it (a test double)."""
    fn = getattr(machine, "nondeterministic", None)
    return fn(kind, read) if fn is not None else read()


def publish_deadline(machine: Machine | None) -> None:
    """Make the machine re-read deadlines changed *outside* a hook (a tool button, a key).

    Inside hooks the machine re-reads them itself; calling this there is harmless.
    """
    update = getattr(machine, "update_deadline", None)
    if update is not None:
        update()


def publish_exact(machine: Machine | None) -> None:
    """Make the machine honour an ``exact`` flag a device set inside a load/store hook: re-read
    the deadlines, and end the running block after this access (its length was planned
    without that deadline)."""
    publish_deadline(machine)
    memory = getattr(machine, "memory", None)
    if memory is not None:
        memory.cut = True
