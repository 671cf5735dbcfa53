"""How analysis tools watch a running machine, on both ISAs.

RARS and MARS tools are observers of memory access notices. Two kinds matter here:

* **instruction fetches** (a READ notice in the text segment, one per fetched instruction
  and one for RARS's probe of a trap handler's first instruction): a `FetchObserver` gets
  ``on_fetch(pc, ins)`` with the decoded instruction (None for an undefined word) before it
  executes, so registers still hold its operands. The machine keeps the observers in
  ``machine.fetch_observers``; while that list is not empty its hart runs every instruction
  on the single-step path (the block path never looks at the list, so runs without a tool
  cost nothing). An observer that only counts what was fetched (it reads no registers) may
  set ``counts_blocks = True`` and offer ``on_block(block, k, text)``: "the first ``k``
  instructions of this translated block's trace (``block.addrs``; instructions in ``text``)
  ran". While every observer is such a counter the harts keep their translated blocks, made
  so that they never loop (and on MIPS have no exit stubs: a run of k instructions is then
  the trace's first k), and tell the observers after each block's run. A counter that only
  adds up fetches by instruction may also set ``counts_slots = True`` (the protocol is in
  machine/slot_tally.py): while every observer is such a one, the native core runs with
  them connected and counts for them.
  With self-modifying code, an observer that has ``on_text_load(addr, ins)`` is also told
  each read of the text by the program (its loads, and the bytes its system calls read),
  between the fetches around it, with the instruction stored at ``addr`` (None for none or
  an address inside a word): the counting tools count these reads as fetches.
* **data accesses** (program loads and stores, and the bytes ecalls read or write, in the
  data segment up to the stack base as RARS's tools register): a `DataObserver` gets
  ``on_access(addr, size, write)``. It is connected through `DataWatch`, a device marked
  ``observer = True``: the bus lets observers overlap other devices' ranges, and watched
  ranges leave the translator's inline memory fast paths while it is connected.

Backstep's replay of steps already run (machine/rewind.py) reaches neither kind of observer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from rarslite.devices.base import BaseDevice

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine
    from rarslite.memory_map import MemoryConfig


class FetchObserver(Protocol):
    def on_fetch(self, pc: int, ins: Any) -> None:
        """The instruction ``ins`` at ``pc`` is fetched (the machine's registers are those it
        will execute with)."""


class DataObserver(Protocol):
    def on_access(self, addr: int, size: int, write: bool) -> None:
        """A data load (``write`` False) or store of ``size`` bytes at ``addr`` happened."""


def watch_fetches(machine: Machine, observer: FetchObserver) -> None:
    """Start telling ``observer`` about every instruction fetch of ``machine``."""
    if observer not in machine.fetch_observers:
        machine.fetch_observers.append(observer)


def unwatch_fetches(machine: Machine, observer: FetchObserver) -> None:
    if observer in machine.fetch_observers:
        machine.fetch_observers.remove(observer)


class DataWatch(BaseDevice):
    """Tells a `DataObserver` about data accesses from the data segment's base to the top of
    the stack (RARS: ``Memory.dataSegmentBaseAddress`` .. ``stackBaseAddress`` + 3; MARS the
    same addresses)."""

    name = "data access observer"
    observer = True  # may overlap other devices' ranges (devices/base.py)

    def __init__(self, observer: DataObserver, config: MemoryConfig,
                 span: tuple[int, int] | None = None) -> None:  # fmt: skip
        super().__init__()
        self.target = observer
        self.ranges = [span or (config.data_segment_base, (config.stack_base + 4) & 0xFFFFFFFF)]

    def on_load(self, addr: int, size: int) -> None:
        if not _replaying(self.machine):
            self.target.on_access(addr, size, False)

    def on_store(self, addr: int, size: int, value: int) -> None:
        if not _replaying(self.machine):
            self.target.on_access(addr, size, True)


def _replaying(machine) -> bool:
    """Backstep's replay (machine/rewind.py) runs steps the tools have already seen."""
    rewind = getattr(machine, "rewind", None)
    return rewind is not None and rewind.replaying


def watch_data(machine: Machine, observer: DataObserver,
               span: tuple[int, int] | None = None) -> DataWatch:  # fmt: skip
    """Connect ``observer`` to ``machine``'s data accesses (in ``span``, an unsigned (start,
    exclusive end), or the data segment's as the cache's); returns the device to disconnect."""
    watch = DataWatch(observer, machine.config, span)
    machine.connect(watch)
    return watch


def spans_text(config: MemoryConfig, span: tuple[int, int]) -> bool:
    """Whether addresses in ``span`` can be instruction fetches (user or kernel text)."""
    start, end = span
    return any(start < hi and lo < end for lo, hi in
               ((config.text_base, config.text_limit), (config.kernel_base, config.mmio_base)))
