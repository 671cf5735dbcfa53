"""The calling-convention checker (conventions.py) on the native core (machine/_native.c).

While the checker's only company among the fetch observers is counting tools the core counts
for, the harts let the core run (riscv/hart.py, mips/runner.py, through
``machine.slot_tally.core_observers``) and bracket each of its runs
with ``begin`` and ``end``. The core mirrors the checker's frame stack and does the common
case of calls and returns itself, exactly as conventions.py does (the same fields per frame);
whatever may find something it leaves to Python, stopping before that instruction, which then
runs on the checker's block path (machine/native_c/conventions.h says which). ``begin`` hands
the core what changed since its last run: the instructions' uses (conventions_isa.py), the
registers already reported per function, the frames from the lowest one Python changed;
``end`` takes back the frames the core changed, and with MIPS delayed branching the call or
jump waiting for its delay slot (``_pending``) goes back and forth with them. A run that
ended at its budget leaves them in the core (``end``'s ``hold``): the next run goes on with
them, and the checker's Python code takes them back first (``release``) if it runs before.
Native runs wait while the stack is deeper than MAX_DEPTH (runaway recursion).
"""

from __future__ import annotations

import weakref
from array import array
from collections.abc import Callable
from typing import Any

from rarslite.analysis.conventions_isa import (
    CALL,
    COND_CALL,
    JUMP,
    PLAIN,
    RegUse,
    bits_of,
    delay_slot_ok,
    latest_calls,
)
from rarslite.machine.native import MAX_SLOTS

MAX_DEPTH = 10_000  # frames the core keeps (about 2 KB each)
_KINDS = {"main": 0, "call": 1, "handler": 2}
_NAMES = {n: k for k, n in _KINDS.items()}
# _native.c's use kinds: plain, call, jump (a return or not), bltzal, bgezal, Python's
_PLAIN, _CALL, _JUMP, _CALL_LTZ, _CALL_GEZ, _STOP = range(6)
_WORDS = 7  # uint32s per use (_native.c's CC_USE_WORDS)
M32 = 0xFFFFFFFF
# core -> the watch whose frames it holds (cc_hold): a watch that sets the core up for another
# checker gives them back first (id() keys: the cores take no weak references)
_HOLDERS: weakref.WeakValueDictionary[int, NativeWatch] = weakref.WeakValueDictionary()


def _none(v: int | None) -> int:
    return -1 if v is None else v


def _back(v: int) -> int | None:
    return None if v < 0 else v


def _packed(u: RegUse, mips: bool,
            clean: bool = False) -> tuple[int, int, int, int, int, int, int]:
    """A use as _native.c's CcUse: reads, writes, kind | link << 8 | rs << 16 | clean << 24 |
    quiet << 25 (``clean``: a call after which the caller reads no caller-saved register
    before writing it; ``quiet``: conventions_isa.delay_slot_ok, an instruction that may run
    unwatched in a lean call's or return's delay slot), the target (a jump's: ``target``, or
    (x[rs] + imm) & mask, as the checker's ``_target`` takes it before the jump runs), and
    --cc-save-all's stack access: stored | loaded register << 8 (255: none), its offset from
    sp."""
    if u.kind == PLAIN:
        kind = _PLAIN
    elif u.kind == JUMP:
        kind = _JUMP
    elif u.kind == CALL:
        kind = _CALL
    elif u.kind == COND_CALL:
        kind = _CALL_LTZ if u.op == "bltzal" else _CALL_GEZ
    else:
        kind = _STOP  # handler returns, services: Python's anyway
    if u.target is not None:
        target, mask = u.target, 0
    elif mips:
        target, mask = 0, M32
    else:
        target, mask = u.imm & M32, M32 & ~1
    stack = (u.stack_store & 255) | (u.stack_load & 255) << 8
    quiet = delay_slot_ok(u)
    word = kind | u.link << 8 | u.rs << 16 | int(clean) << 24 | int(quiet) << 25
    return u.reads, u.writes, word, target, mask, stack, u.imm & M32


class NativeWatch:
    """One checker's side of the core: what it gave the core last."""

    def __init__(self, checker: Any, frame: Callable[..., Any]) -> None:
        """``checker``: a ConventionChecker; ``frame``: its frame class."""
        self.checker = checker
        self.frame = frame
        self.core: Any = None
        self.key: Any = None
        self.text: dict = {}  # the text of the last run
        self.hints: dict[int, int] = {}  # function entry -> callee-saved registers reported
        self.dirty: set[int] = set()  # entries whose hint the core has not yet
        # --cc-save-all: function entry -> registers its code may write or already reported
        self.sa_hints: dict[int, int] = {}
        self.sa_dirty: set[int] = set()
        self.runs = 0  # native runs so far
        self.held: Any = None  # the core holding the frames since the last run (cc_hold)

    def reported(self, entry_pc: int | None, regs: int) -> None:
        """The function entered at ``entry_pc`` returned with ``regs`` changed, each
        reported (now or before): the core need not stop for those again."""
        if entry_pc is not None and regs & ~self.hints.get(entry_pc, 0):
            hinted = self.hints[entry_pc] = self.hints.get(entry_pc, 0) | regs
            self.dirty.add(entry_pc)
            self.checker._hint(entry_pc, hinted)

    def saved(self, entry_pc: int | None, regs: int) -> None:
        """--cc-save-all: the function entered at ``entry_pc`` saving and restoring ``regs``
        without writing them finds nothing new (its code may write them, or they were
        reported): the core need not stop for those again."""
        regs &= M32
        if entry_pc is not None and regs & ~self.sa_hints.get(entry_pc, 0):
            self.sa_hints[entry_pc] = self.sa_hints.get(entry_pc, 0) | regs
            self.sa_dirty.add(entry_pc)

    def begin(self, core: Any, text: dict, key: Any, span: tuple[int, int], pc: int) -> bool:
        """Before a native run from ``pc`` over ``text`` (its addresses in ``span``; ``key``
        changes when the text does): False if it must not run now."""
        ck = self.checker
        if ck._lean:  # (the block path's lean frames: the core mirrors frames)
            ck._flush()
        if self.held is not None:
            if self.held is core and key == self.key:  # nothing ran in Python since
                self._unhold()
                self._send_hints(core)
                core.cc_hold(False)
                self.text = text
                self.runs += 1
                return True
            self.release()
        pending = ck._pending
        if len(ck.stack) > MAX_DEPTH or pending is not None and pending[2] is None:
            return False
        if core is not self.core or key != self.key:
            other = _HOLDERS.get(id(core))
            if other is not None and other is not self:
                other.release()
            if not self._setup(core, text, span):
                return False
            self.key = key
        if ck._fresh is not None:  # the callee's first instruction is at pc (as on_block)
            ck._fresh.entry_pc = pc
            ck._fresh = None
            ck._low = min(ck._low, len(ck.stack) - 1)
            ck._idle_now()
        self._send_hints(core)
        low = ck._low
        stack = ck.stack
        core.cc_sync(low, [pack(f) for f in stack[low:]] if low < len(stack) else (),
                     None if pending is None else
                     (pending[1], pending[2], ck._slot, _packed(pending[0], ck.mips)))  # fmt: skip
        self.text = text
        ck._low = len(stack)
        self.runs += 1
        return True

    def end(self, core: Any, hold: bool = False) -> None:
        """After the run: the frames it changed; with ``hold`` (the run ended at its budget,
        another may follow), they stay in the core until the checker's Python code needs
        them (``release``) or the next run goes on with them."""
        if hold:
            core.cc_hold(True)
            self.held = core
            self.checker._held = self
            self.checker._idle_now()
            _HOLDERS[id(core)] = self
            return
        low, frames, pending = core.cc_take()
        ck = self.checker
        if pending is None:
            ck._pending, ck._slot = None, False
        else:
            pc, target, ck._slot = pending
            was = ck._pending  # (the run's text has no instruction where Python ran it)
            u = was[0] if was is not None and was[1] == pc else ck._use(self.text.get(pc), pc)
            ck._pending = (u, pc, target)
        if frames or low < len(ck.stack):
            stack = ck.stack
            del stack[low:]
            stack.extend(unpack(t, self.frame) for t in frames)
            ck.top = stack[-1]
        ck._low = len(ck.stack)
        ck._idle_now()

    def release(self) -> None:
        """The frames the core holds (``end`` with ``hold``) back to the checker."""
        core = self.held
        if core is not None:
            self._unhold()
            self.end(core)

    def _unhold(self) -> None:
        if _HOLDERS.get(id(self.held)) is self:
            del _HOLDERS[id(self.held)]
        self.held = None
        self.checker._held = None
        self.checker._idle_now()

    def _send_hints(self, core: Any) -> None:
        """The registers reported per function since the core last heard."""
        if self.dirty:
            hint = core.cc_hint
            for entry in self.dirty:
                hint(entry, self.hints[entry])
            self.dirty.clear()
        if self.sa_dirty:
            hint = core.cc_hint
            for entry in self.sa_dirty:
                hint(entry, self.sa_hints[entry], True)
            self.sa_dirty.clear()

    def _setup(self, core: Any, text: dict, span: tuple[int, int]) -> bool:
        ck = self.checker
        lo, hi = span
        addrs = [a for a in text if lo <= a < hi and not a & 3]
        if not addrs:
            return False
        base = min(addrs)
        n = ((max(addrs) - base) >> 2) + 1
        if n > MAX_SLOTS:
            return False
        if core is not self.core:
            abi = ck.abi
            core.cc_setup(abi.mask((abi.sp, *abi.callee_saved)), ck.caller_mask, abi.sp,
                          abi.ra, MAX_DEPTH, ck.callee_mask if ck.save_all else 0)  # fmt: skip
            self.core = core
        packed = array("I", bytes(4 * _WORDS * n))
        for i in range(n):
            packed[_WORDS * i + 2] = _STOP
        use, mips = ck._use, ck.mips
        uses = {a: use(text[a], a) for a in addrs}
        clean = ck.clean_calls(uses)
        for a, u in uses.items():
            i = _WORDS * ((a - base) >> 2)
            packed[i:i + _WORDS] = array("I", _packed(u, mips, a in clean))
        core.cc_uses(base, packed)
        self.dirty = set(self.hints)  # (cc_uses cleared them)
        self.sa_dirty = set(self.sa_hints)
        ck._low = 0  # the core's frames are not known to be Python's
        return True


def pack(f: Any) -> tuple:
    """A frame as _native.c's cc_sync takes it."""
    taint = f.taint
    firsts = tuple((r, n, _none(c.call_pc), _none(c.entry_pc))
                   for m, n, c in latest_calls(f.firsts or [])
                   for r in bits_of(m & taint))  # fmt: skip
    changes = tuple((r, _none(cp), _none(ep), old, new) for r in bits_of(taint & f.changed_mask)
                    for cp, ep, old, new in (f.changed[r],))  # fmt: skip
    last = f.last
    return (_KINDS[f.kind], f.entry, f.ret, f.link, _none(f.call_pc), _none(f.entry_pc), taint,
            f.ncalls, f.dropped, f.after, -1 if last is None else _none(last.call_pc),
            -1 if last is None else _none(last.entry_pc), None if last is None else last.entry,
            firsts, changes, f.written & M32, f.restored & M32,
            tuple(f.slots.items()) if f.slots else ())  # fmt: skip


def unpack(t: tuple, frame: Callable[..., Any]) -> Any:
    """The frame (of class ``frame``) of a tuple _native.c's cc_take gives."""
    (kind, entry, ret, link, call_pc, entry_pc, taint, ncalls, dropped, after, last_call,
     last_entry_pc, last_entry, firsts, changes, written, restored, slots) = t  # fmt: skip
    f = frame(_NAMES[kind], entry, ret, link, _back(call_pc), _back(entry_pc))
    f.taint, f.ncalls, f.dropped = taint, ncalls, dropped
    f.written, f.restored = written, restored
    if slots:
        f.slots = dict(slots)
    f.after = after
    if last_entry is not None:  # the last callee: what the checker reads of it
        f.last = frame("call", last_entry, -1, 0, _back(last_call), _back(last_entry_pc))
    calls: dict[tuple, int] = {}  # the registers each call tainted
    for r, n, cp, ep in firsts:
        calls[n, cp, ep] = calls.get((n, cp, ep), 0) | 1 << r
    if calls:
        f.firsts = [(m, n, frame("call", [], -1, 0, _back(cp), _back(ep)))
                    for (n, cp, ep), m in sorted(calls.items())]  # fmt: skip
    f.changed = {r: (_back(cp), _back(ep), old, new) for r, cp, ep, old, new in changes}
    for r, *_rest in changes:
        f.changed_mask |= 1 << r
    return f
