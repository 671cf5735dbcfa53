"""Counting tools at native speed: the per-slot fetch counts the native core keeps for them.

A fetch observer that only counts what was fetched, by kind (``counts_slots``: the Instruction
Counter and Instruction Statistics, analysis/counts.py), can be told its fetches in bulk. While
every fetch observer can, the native core runs with them connected and adds one to a slot's
count for each instruction it completes there (``tally`` in _native.c; an instruction at the
address counted just before counts once, as the tools count a repeated fetch). A `SlotTally`
owns those counts for one core and the observers they belong to:

* the core starts a run only when every observer counted the same address last (``last``;
  `start`), and leaves each observer's ``last`` at its own after the run (`finish`);
* an observer's numbers are its own plus the tally's pending counts (`pending`), added up
  whenever they are read (a tool window refreshes while the program runs);
* the pending counts are handed to the observers (``add_counts``) and cleared when the slot
  table, the set of observers or an observer (its reset) changes (`release`, `fold`).

Such an observer has ``last``, ``text_lo``/``text_hi`` (the addresses it counts),
``tallies`` (the tallies holding counts for it) and ``add_counts(items)`` (``items``: (the
instruction as ``Memory.text`` holds it, number of fetches) pairs).
"""

from __future__ import annotations

import threading
from array import array
from collections.abc import Mapping, Sequence
from itertools import compress
from typing import Any

from rarslite.machine import native

# held while pending counts move into the observers, and while an observer reads its own
# numbers with the pending ones (the front end reads them while the simulator thread runs)
TALLY_LOCK = threading.Lock()


def slot_counters(observers: Sequence[Any]) -> tuple:
    """The fetch observers if the native core can count for all of them (each takes counts
    in bulk, over the same addresses), else none."""
    if not observers or not all(getattr(o, "counts_slots", False) for o in observers):
        return ()
    if native.core is None or not hasattr(native.core.RvCore, "tally"):
        return ()  # no core, or one built from older source (rebuild it: docs/native.md)
    span = (observers[0].text_lo, observers[0].text_hi)
    return tuple(observers) if all((o.text_lo, o.text_hi) == span for o in observers) else ()


def core_observers(observers: Sequence[Any], watchable: bool = True) -> tuple[Any, tuple] | None:
    """How the native core serves a run's fetch observers: (the calling-convention checker's
    ``native_watch`` (analysis/conventions_native.py) or None, the counting tools it counts
    for: `slot_counters`), or None when one of them must see every instruction in Python.
    ``watchable``: the core can run this machine with the checker (not RISC-V's 64-bit mode
    or self-modifying code); if not, a connected checker is an observer it cannot serve."""
    watch = None
    rest = []
    for ob in observers:
        w = getattr(ob, "native_watch", None) if watchable and watch is None else None
        if w is not None:
            watch = w
        else:
            rest.append(ob)
    tallied = slot_counters(rest)
    return None if rest and not tallied else (watch, tallied)


class SlotTally:
    """One native core's per-slot counts (``core.tally``) and the observers they are for."""

    def __init__(self, core: Any) -> None:
        self.core = core
        self.observers: tuple = ()
        self.ins: list = []  # each slot's instruction while its count grew
        self.counts = array("Q")

    def bind(self, observers: tuple, base: int, n: int, text: Mapping[int, Any]) -> None:
        """Count for ``observers`` (`slot_counters`; none: stop counting) over the core's
        ``n`` slots from ``base``, whose instructions ``text`` holds."""
        if observers == self.observers:
            return
        self.release()
        if not observers:
            return
        for ob in observers:  # counts another core kept for them (a rebuilt tier): theirs now
            for other in list(ob.tallies):
                other.release()
        with TALLY_LOCK:
            self.ins = [text.get(base + 4 * i) for i in range(n)]
            self.counts = array("Q", bytes(8 * n))
            self.observers = observers
            for ob in observers:
                ob.tallies.append(self)
        self.core.tally(self.counts, observers[0].text_lo, observers[0].text_hi)

    def release(self) -> None:
        """Hand the pending counts to the observers and stop counting (the slot table or the
        observers change)."""
        if not self.observers:
            return
        self.core.tally(None)
        with TALLY_LOCK:
            self._fold()
            for ob in self.observers:
                if self in ob.tallies:
                    ob.tallies.remove(self)
            self.observers, self.ins, self.counts = (), [], array("Q")

    def fold(self) -> None:
        """Hand the pending counts to the observers (before one of them resets)."""
        with TALLY_LOCK:
            self._fold()

    def _fold(self) -> None:
        items = self.pending()
        if items:
            for ob in self.observers:
                ob.add_counts(items)
            self.counts[:] = array("Q", bytes(8 * len(self.counts)))

    def pending(self) -> list[tuple[Any, int]]:
        """(instruction, fetches) of every slot counted since the last fold."""
        counts = self.counts.tolist()  # a snapshot: the core adds to it between reads
        return list(compress(zip(self.ins, counts, strict=True), counts))

    def slot_changed(self, i: int, ins: Any) -> None:
        """Slot ``i`` now holds ``ins`` (self-modifying code): its count so far was of the
        instruction before."""
        if not self.observers or not 0 <= i < len(self.ins):
            return
        with TALLY_LOCK:
            n = self.counts[i]
            if n:
                for ob in self.observers:
                    ob.add_counts([(self.ins[i], n)])
                self.counts[i] = 0
            self.ins[i] = ins

    def start(self) -> bool:
        """Whether the core may run now: every observer counted the same address last (a
        reset or a newly connected one may not have; then Python runs until they do)."""
        obs = self.observers
        last = obs[0].last
        for ob in obs:
            if ob.last != last:
                return False
        self.core.tally_prev = last
        return True

    def finish(self) -> None:
        """After a run: the address the observers counted last is the core's."""
        last = self.core.tally_prev
        for ob in self.observers:
            ob.last = last
