"""The RISC-V hart's native tier: the C core (machine/_native.c) over this machine's text and
plain memory regions.

The core runs RV32 and RV64 (RARS's 64-bit mode: ``run64``) integer and M instructions,
branches, jumps, loads/stores to the plain regions (exactly those the block translator
accesses inline: no device watches them, no recording) and the F/D instructions whose host
result RARS gives too (``_native.c`` says which), and returns at an exact instruction count
before anything else, which the hart then runs in Python. Instructions reach the core
pre-decoded from ``Memory.text`` (the project's decoder stays the one source of truth); an
operation the core does not know is a slot it never executes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rarslite.machine import native
from rarslite.machine.slot_tally import SlotTally

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.regions import Region
    from rarslite.machine.riscv.memory import Memory

_OPS: dict[str, int] = native.op_numbers(
    native.built.RV_OPS, lambda name: name[0] == "f" and not name.startswith("fence")) \
    if native.built is not None else {}  # fmt: skip
for _alias, _name in (("fmv.x.s", "fmv.x.w"), ("fmv.s.x", "fmv.w.x")):  # RARS's names too
    if _name in _OPS:
        _OPS[_alias] = _OPS[_name]
_MEMORY_FP = frozenset({"flw", "fsw", "fld", "fsd"})


def available() -> bool:
    return native.core is not None


class NativeTier:
    """One machine's core: text slots kept in step with ``Memory.text`` and breakpoints."""

    def __init__(self, mem: Memory, regions: list[Region], xlen: int = 32) -> None:
        assert native.core is not None
        self.mem = mem
        self.core: Any = native.core.RvCore([(r.lo, r.hi, r.base, r.buf) for r in regions])
        self.breakpoints: frozenset[int] = frozenset()
        self.base = 0
        self.nslots = 0
        self.dirty = True
        self.usable = True  # False: the text is too sparse for a slot table
        self.version = 0  # counts the text's changes (the convention checker's uses follow)
        # run(x, f, fcsr, pc, budget) -> (pc, completed, reason, fcsr); run64: RV64's
        self.run = self.core.run64 if xlen == 64 else self.core.run
        self.watch: Any = None  # the convention checker's side (set_watch)
        self.STOP_BUDGET: int = native.core.STOP_BUDGET
        self.STOP_PYTHON: int = native.core.STOP_PYTHON
        self.STOP_BREAKPOINT: int = native.core.STOP_BREAKPOINT
        self.tally = SlotTally(self.core)  # counting tools' per-slot counts (slot_tally.py)
        self.counting: tuple = ()  # the tools it counts for (count_for)

    @staticmethod
    def _slot(ins: Any, bp: bool) -> tuple[int, int]:
        """The packed slot: op number | rd << 8 | rs1 << 16 | rs2 << 24, and the immediate
        (an FP operation's rounding-mode field | rs3 << 8 instead)."""
        op = _OPS.get(ins.op, 0) if ins is not None else 0
        if not op:
            return native.core.BP_FLAG if bp else 0, 0
        word0 = op | ins.rd << 8 | ins.rs1 << 16 | ins.rs2 << 24
        fp = ins.op[0] == "f" and ins.op not in _MEMORY_FP and not ins.op.startswith("fence")
        return word0 | (native.core.BP_FLAG if bp else 0), ins.rm | ins.rs3 << 8 if fp \
            else ins.imm  # fmt: skip

    def refresh(self) -> bool:
        """Rebuild the slot table if the text or the breakpoints changed; False when the
        core cannot run this text."""
        if not self.dirty:
            return self.usable
        self.dirty = False
        self.tally.release()  # its counts are of the slots being replaced
        self.version += 1
        text = self.mem.text
        if not text:
            self.base, self.nslots = 0, 0
            self.core.set_text(0, b"")
            self.usable = True
            self.count_for(self.counting)
            return True
        bps = self.breakpoints
        slots = {addr: self._slot(ins, addr in bps) for addr, ins in text.items()}
        lo, hi = min(text), max(text)
        for addr in bps:
            if lo <= addr <= hi and not (addr - lo) & 3 and addr not in text:
                slots[addr] = (native.core.BP_FLAG, 0)
        table = native.pack_slots(slots)
        self.usable = table is not None
        if table is None:
            return False
        lo, n, packed = table
        self.core.set_text(lo, packed)
        self.base, self.nslots = lo, n
        self.count_for(self.counting)
        return True

    def text_changed(self, addr: int) -> None:
        """One text word changed (self-modifying code, an edit): update its slot."""
        i = (addr - self.base) >> 2
        self.version += 1
        if self.dirty or not 0 <= i < self.nslots or addr & 3:
            self.dirty = True
            return
        ins = self.mem.text.get(addr)
        word0, imm = self._slot(ins, addr in self.breakpoints)
        self.core.set_slot(i, word0, imm)
        self.tally.slot_changed(i, ins)

    def count_for(self, observers: tuple) -> None:
        """Keep per-slot counts for these counting tools (slot_tally.py), or none."""
        self.counting = observers
        if not self.dirty:
            self.tally.bind(observers, self.base, self.nslots, self.mem.text)

    def set_watch(self, watch: Any) -> None:
        """Run with the calling-convention checker's ``watch`` (slot_tally.core_observers),
        or without it (None)."""
        if watch is not self.watch:
            self.watch = watch
            self.run = self.core.run if watch is None else self._run_watched

    def _run_watched(self, x: list[int], f: list[int], fcsr: int, pc: int,
                     budget: int) -> tuple[int, int, int, int]:  # fmt: skip
        """``run`` bracketed by the watch (no instruction when it must not run now)."""
        watch, core = self.watch, self.core
        if not watch.begin(core, self.mem.text, self.version,
                           (self.base, self.base + 4 * self.nslots), pc):  # fmt: skip
            return pc, 0, self.STOP_PYTHON, fcsr
        try:
            r = core.run(x, f, fcsr, pc, budget)
        except BaseException:
            watch.end(core)
            raise
        watch.end(core, hold=r[2] == self.STOP_BUDGET)  # (the next run goes on with them)
        return r

    def set_breakpoints(self, bps: frozenset[int]) -> None:
        if bps != self.breakpoints:
            self.breakpoints = bps
            self.dirty = True
