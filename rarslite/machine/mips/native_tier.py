"""The MIPS hart's native tier: the C core (machine/_native.c, ``MipsCore``) over the user
text and the plain memory regions, with MARS 4.5's semantics.

The core runs the integer instructions (HI/LO, shifts, every load and store width, branches
and jumps, delayed branching on and off) and coprocessor 1's moves, loads, stores, branches,
arithmetic, compares and conversions (the host's IEEE single and double arithmetic is Java's),
counting MARS's instruction count exactly, and stops before anything else at an exact
instruction count, which the runner then runs in Python (mips/hart.py stays the definition):
syscalls, coprocessor 0, traps, ``break``, ``lwl``/``lwr``/``swl``/``swr``, an overflow, a
misaligned or out-of-range access, memory a device watches, kernel text and empty slots (a
breakpoint's statement leaves the text while a run goes, machine.py). A double operand in an
odd register is left to Python when the slot is packed.

The runner keeps one tier per translation cache (machine.py drops those when the text, the
breakpoints or the devices change); self-modifying code, journaled stores (backstep) and
fetch observers run without it (`usable`), but for counting tools, which it counts for
(machine/slot_tally.py), and the convention checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rarslite.isa.mips.program import TextWord
from rarslite.machine import native
from rarslite.machine.mips.hart import odd_register
from rarslite.machine.slot_tally import SlotTally

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.isa.mips.codec import MipsInstr
    from rarslite.machine.mips.hart import MipsHart

_FP_FIELDS = frozenset({"mfc1", "mtc1", "lwc1", "swc1", "ldc1", "sdc1", "bc1t", "bc1f"})
_OPS: dict[str, int] = native.op_numbers(
    native.built.MIPS_OPS, lambda name: "." in name or name in _FP_FIELDS) \
    if native.built is not None else {}  # fmt: skip
_SHIFTS = frozenset({"sll", "srl", "sra"})
_CC = frozenset({"movf", "movt"})  # integer moves on an FP condition flag: cc in imm
MAX_HOLES = 8  # _native.c's


def usable(hart: MipsHart, blocks: bool) -> bool:
    """Whether a run may use the core: built, with nothing in the way but fetch observers
    (which of those it serves: slot_tally.core_observers)."""
    mem = hart.memory
    return native.core is not None and blocks and not hart.force_single and not mem.smc \
        and mem.journal is None  # fmt: skip


def _slot(i: MipsInstr | None) -> tuple[int, int]:
    """(op number | rd << 8 | rs << 16 | rt << 24, immediate), the layout _native.c reads;
    (0, 0) for what Python runs."""
    op = _OPS.get(i.op, 0) if i is not None else 0
    if not op or odd_register(i):  # type: ignore[arg-type]
        return 0, 0
    assert i is not None
    rs, imm = i.rs, i.imm
    name = i.op
    if name in _SHIFTS:
        imm = i.sa
    elif name in _CC:
        imm = i.cc
    elif name in ("bc1t", "bc1f"):
        rs = i.cc
    elif "." in name:  # FP arithmetic: fd | cc << 8
        imm = i.sa | i.cc << 8
    return op | i.rd << 8 | rs << 16 | i.rt << 24, imm


class MipsNativeTier:
    """One run's core: the user text's slots and the regions accesses may use natively."""

    def __init__(self, hart: MipsHart) -> None:
        assert native.core is not None
        mem = hart.memory
        watched = [r for d in hart.bus.devices for r in d.ranges] if hart.bus else []
        # accesses a device watches are Python's: holes in the regions, or (many devices)
        # whole regions
        holes = [(a, b - 1) for a, b in watched if a < b]
        few = len(holes) <= MAX_HOLES
        regions = []
        for r in mem.regions:
            if r.lo > r.hi or not few and any(a <= r.hi and r.lo < b for a, b in watched):
                continue  # empty (compact maps' stack), or devices watch it
            if r.name == "mmio" and (mem.watchers or hart.bus is not None):
                continue  # device registers: plain memory only while no device is connected
            # dumps record every data and stack block written (MemoryMipsMemory.track_pages)
            writable = not (mem.track_pages and r.name in ("data", "stack"))
            regions.append((r.lo, r.hi, r.base, r.buf, writable))
        self.core: Any = native.core.MipsCore(regions, holes if few else [])
        cfg = hart.config
        lo, hi = cfg.text_base, cfg.text_limit
        slots = {}
        for addr, tw in mem.text.items():
            if lo <= addr < hi:  # user text only: MARS counts nothing else
                slots[addr] = _slot(tw.instr if isinstance(tw, TextWord) else tw)
        table = native.pack_slots(slots)
        self.usable = table is not None
        self.base, self.nslots = table[:2] if table is not None else (0, 0)
        if table is not None:
            self.core.set_text(table[0], table[2])
        self.text = mem.text
        self.tally = SlotTally(self.core)  # counting tools' per-slot counts (slot_tally.py)
        # run(r, f, fcc, pc, hi, lo, last, db, db_state, db_target, budget)
        #   -> (pc, completed, counted, last, reason, hi, lo, db_state, db_target)
        self.run = self.core.run
        self.key = (mem.track_pages, tuple(watched))

    def count_for(self, observers: tuple) -> None:
        """Keep per-slot counts for these counting tools (slot_tally.py), or none."""
        self.tally.bind(observers, self.base, self.nslots, self.text)


def tier(hart: MipsHart, cache: dict) -> MipsNativeTier | None:
    """The cache's tier (made on first use), or None if this text cannot use it."""
    t = cache.get("native")
    watched = tuple(r for d in hart.bus.devices for r in d.ranges) if hart.bus else ()
    if t is None or t.key != (hart.memory.track_pages, watched):
        t = cache["native"] = MipsNativeTier(hart)
    return t if t.usable else None
