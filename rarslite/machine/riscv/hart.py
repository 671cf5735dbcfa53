"""The execution engine: RARS's step loop (rars-reference §4.1) over translated blocks.

`Hart.run(limit)` executes up to ``limit`` steps and returns a stop reason, or None when the
limit was used up. Straight-line code runs as translated blocks (see translator.py); a step
that needs RARS's full step semantics (system instructions, a pending trap/interrupt, a
device deadline inside the next block, fetch faults, breakpoints) runs on the single-step
path, which uses one-instruction translations for ordinary instructions. Both paths keep the
same counters: ``steps`` (fetch attempts, RARS's step limit), ``fetches`` (device time:
executed instructions incl. trapping ones, plus handler probes) and ``instret``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rarslite.machine.interface import block_counters, call_hook, cuts_calls, reads_text
from rarslite.machine.rewind import FOREVER
from rarslite.machine.riscv import rv64, trace_plan, traps
from rarslite.machine.riscv.errors import Trap
from rarslite.machine.riscv.fp_translate import call_exact, call_exact_dyn, rm_error
from rarslite.machine.riscv.native_tier import NativeTier
from rarslite.machine.riscv.native_tier import available as native_available
from rarslite.machine.riscv.recording import Recorder
from rarslite.machine.riscv.region import compile_region
from rarslite.machine.riscv.step_semantics import EMPTY, fetch, stop_for, system
from rarslite.machine.riscv.translator import (
    MAX_BLOCK,
    SYSTEM_OPS,
    Block,
    BlockFault,
    TooBig,
    Translator,
    div_signed,
    rem_signed,
)
from rarslite.machine.slot_tally import core_observers

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

M32 = 0xFFFFFFFF
SIDE_LEN = 8  # most instructions of one side trace
CHUNK = 250_000  # most instructions one block call may run before attention is checked
_MISSING = object()


class InternalError(Exception):
    """A simulator bug or an unsupported operation, reported as a runtime error."""


def _internal(msg: str) -> None:
    raise InternalError(msg)


def _raise_rm(rm: int, frm: int) -> None:
    raise rm_error(rm, frm)


def _fp_ops() -> dict[str, Callable] | None:
    try:
        from rarslite.machine.riscv import fpu
    except ImportError:
        return None
    return getattr(fpu, "OPS", None)


class Hart:
    """Runs a `Machine`'s program."""

    def __init__(self, machine: Machine) -> None:
        self.m = machine
        self.blocks: dict[int, Block | None] = {}
        self.partials: dict[tuple[int, int], Block | None] = {}  # (pc, max length) -> block
        self.no_loops = False  # blocks never loop (while counting tools watch: see _run)
        self.cut_calls = False  # and end after each call and return (cuts_calls observers)
        self.call_hooks = False  # or go on past them, telling the checker (call_hook)
        # the convention checker's hook_call/hook_return, called by such blocks (set by _run)
        self.cc_call: Callable[[int, int], bool] | None = None
        self.cc_ret: Callable[[int, int], bool] | None = None
        self.cc: Any = None  # the checker itself (its lean frames, inline in blocks)
        self.singles: dict[int, Block] = {}
        self.breakpoints: frozenset[int] = frozenset()
        self.record = False
        self.force_single = False  # run everything on the single-step path (tests, figures)
        self.recorder = Recorder(self)
        self.history = self.recorder.history  # the per-step history (recording.py)
        self.fp_ops_override: dict[str, Callable] | None = None  # tests: a fake FPU
        self.exact_fp = False  # tests: FP only through fpu.py's routines (then rebuild())
        # backstep after full-speed runs (rewind.py): the step count of the next checkpoint,
        # "stop at the limit before the step top" for replay, and the step count at which
        # the last step top ran (a run that ends on its limit runs the top first)
        self.ck_at = FOREVER
        self.limit_first = False
        self._top_at = -1
        self._mmio: bool | None = None
        self.native: NativeTier | None = None  # the C core (native_tier.py), when built
        self.rebuild()

    # ------------------------------------------------------------ translation
    def rebuild(self) -> None:
        """(Re)create the translator: after device (dis)connection or a recording switch."""
        m = self.m
        mem = m.memory

        env: dict[str, Any] = {
            "X": m.x, "F": m.f, "MEM": mem, "CS": m.csr, "M": m, "H": self,
            "MLW": mem.load_word, "MLH": mem.load_half, "MLB": mem.load_byte,
            "MSW": mem.store_word, "MSH": mem.store_half, "MSB": mem.store_byte,
            "MLD": mem.load_double_halves, "MSD": mem.store_double,
            "DIV": div_signed, "REM": rem_signed, "RMERR": _raise_rm, "INTERNAL": _internal,
            "FX": call_exact, "FXD": call_exact_dyn,
        }  # fmt: skip
        xlen = m.xlen
        if xlen == 64:
            env.update(DIV64=rv64.div64, REM64=rv64.rem64, MLD64=mem.load_doubleword)
        fast: list[tuple[str, int, int, int]] = []
        plain = []  # the regions of ``fast``, for the native core
        if not self.record:
            regions = [("D", mem.data), ("K", mem.stack)]
            if self._reaches_mmio():  # then MMIO is plain memory while no device watches it
                regions.append(("O", mem.mmio))
            for prefix, region in regions:
                if mem.hooks_overlap(region) or mem.track_writes:  # dumps record every store
                    continue
                if region is mem.stack and region.lo <= mem.data.hi and mem.data.lo <= region.hi:
                    continue  # compact configurations: the data segment shadows the stack
                env[prefix + "W"] = region.words
                env[prefix + "H"] = region.halves
                env[prefix + "SH"] = region.shalves
                env[prefix + "B"] = region.buf
                env[prefix + "SB"] = region.sbytes
                env[prefix + "SW"] = region.swords
                env[prefix + "Q"] = region.dwords
                fast.append((prefix, region.lo, region.hi, region.base))
                plain.append(region)
        # the native core (when built) runs the code over the same plain regions
        self.native = NativeTier(mem, plain, xlen) if native_available() and \
            not self.record else None
        self.translator = Translator(env, fast, self._ops, hooks=bool(mem._dev_ranges),
                                     smc=mem.smc, xlen=xlen,
                                     fp_fast=not self.exact_fp)  # fmt: skip
        self.translator.call_hooks = self.call_hooks
        mem.on_text_change = self._text_changed
        self.flush()

    def _reaches_mmio(self) -> bool:
        """Whether the program addresses the MMIO area (once: it scans the program)."""
        if self._mmio is None:
            program = getattr(self.m, "program", None)
            self._mmio = bool(program is not None and program.mentions_mmio())
        return self._mmio

    def _ops(self) -> dict[str, Callable] | None:
        return self.fp_ops_override if self.fp_ops_override is not None else _fp_ops()

    def flush(self) -> None:
        self._flush_blocks()
        if self.native is not None:
            self.native.dirty = True

    def _flush_blocks(self) -> None:
        self.blocks.clear()
        self.partials.clear()
        self.singles.clear()

    def _text_changed(self, addr: int) -> None:
        self._flush_blocks()
        if self.native is not None:
            self.native.text_changed(addr)

    def set_breakpoints(self, bps: frozenset[int]) -> None:
        if bps != self.breakpoints:
            self.breakpoints = frozenset(bps)
            self.blocks.clear()
            self.partials.clear()
            if self.native is not None:
                self.native.set_breakpoints(self.breakpoints)

    def set_record(self, on: bool) -> None:
        if on != self.record:
            self.record = on
            self.m.memory.journal = None
            self.rebuild()

    def _translate(self, pc: int, maxlen: int = MAX_BLOCK) -> Block | None:
        """Translate the trace starting at ``pc`` (trace_plan.main_trace); full-length blocks
        also copy short code from taken branches' targets (side traces)."""
        bps = self.breakpoints
        mem = self.m.memory
        trace = trace_plan.main_trace(mem, bps, pc, maxlen, self.cut_calls,
                                      self.no_loops, self.call_hooks)
        # while counting tools watch, a block runs straight (no structure, side traces or
        # regions): a run of k instructions is then exactly its first k (see _run)
        linear = self.no_loops
        side = None
        if maxlen == MAX_BLOCK and not linear:  # partial blocks: at most ``maxlen`` entries
            def side(t: int) -> list:
                return trace_plan.side_trace(mem, bps, t, SIDE_LEN)

            if trace and pc not in bps and trace_plan.calls_out(trace):
                members = trace_plan.region_members(mem, bps, pc, trace, MAX_BLOCK)
                try:
                    blocks = compile_region(self.translator, [(a, t, side) for a, t in members]) \
                        if len(members) > 1 else []
                except TooBig:
                    blocks = []
                for b in blocks:
                    self.blocks[b.start] = b
                if blocks:
                    return blocks[0]
        while True:
            try:
                blk = self.translator.translate(pc, trace, no_loop=pc in bps or linear,
                                                side=side, linear=linear) if trace else None
                break
            except TooBig:
                trace = trace_plan.main_trace(mem, bps, pc, len(trace) // 2, self.cut_calls,
                                              self.no_loops, self.call_hooks)
        if maxlen == MAX_BLOCK:
            self.blocks[pc] = blk
        else:
            self.partials[(pc, maxlen)] = blk
        return blk

    def _partial(self, pc: int, maxlen: int) -> Block | None:
        """A shorter trace from ``pc`` that fits before a device deadline or the limit."""
        blk = self.partials.get((pc, maxlen), _MISSING)
        if blk is _MISSING:
            if len(self.partials) > 4096:
                self.partials.clear()
            blk = self._translate(pc, maxlen)
        return blk

    # ------------------------------------------------------------ the step loop
    def run(self, limit: int) -> str | None:
        """Run at most ``limit`` steps. Returns a stop reason or None (limit reached)."""
        m = self.m
        rw = m.rewind
        if rw is not None:
            rw.begin_run()
        try:
            return self._run_mode(limit)
        finally:
            if rw is not None:
                rw.end_run()

    def _run_mode(self, limit: int) -> str | None:
        m = self.m
        if self.record:
            return self.recorder.run(limit)
        try:
            return self._run(limit)
        finally:
            if m.lazy_deadlines:
                m.lazy_deadlines = False
                m.catch_up()  # the state a front end sees after a stop is up to date

    def replay_run(self, limit: int, recorded: bool, limit_first: bool) -> str | None:
        """Replay (rewind.py): run ``limit`` steps, recording or not; with ``limit_first``
        stop at the limit *before* a pending step top."""
        self.set_record(recorded)
        self.limit_first = limit_first
        try:
            return self._run_mode(limit)
        finally:
            self.limit_first = False

    def _run(self, limit: int) -> str | None:
        m = self.m
        csr = m.csr
        # hoisted: none of these change during one call (posts may connect a device, so the
        # device-dependent ones are refreshed after attention)
        blocks = self.blocks
        get = blocks.get
        mem = m.memory
        bps = self.breakpoints
        # tools see every fetch: on the single-step path, or, when all of them only count
        # what was fetched (observers.py), on blocks that never loop, told the length run
        # (with smc too: they count the instructions a block compiled, Block.text), unless
        # they count the program's loads from the text too, told between the fetches
        counters = block_counters(m.fetch_observers)
        force_single = (
            self.force_single
            or (bool(m.fetch_observers) and not counters)
            or (mem.smc and reads_text(m.fetch_observers))
        )
        # the convention checker without --cc-save-all: blocks go on past calls and
        # returns, telling it each (translator.py); with --cc-save-all they end at each one
        hook = call_hook(counters)
        cuts = cuts_calls(counters) and hook is None
        hooks = hook is not None
        if bool(counters) != self.no_loops or cuts != self.cut_calls or hooks != self.call_hooks:
            self.no_loops, self.cut_calls, self.call_hooks = bool(counters), cuts, hooks
            self.translator.call_hooks = hooks
            blocks.clear()
            self.partials.clear()
        if hook is not None:
            self.cc, self.cc_call, self.cc_ret = hook, hook.hook_call, hook.hook_return
        # the checker as the only counter: the block loop skips its on_block where that
        # would do nothing (a run ending at one of its ``quiet`` lengths while ``cc.idle``)
        cc = hook if hook is not None and len(counters) == 1 else None
        step_one = self.step_one
        partial = self._partial
        checked = bool(bps or mem.smc or mem._dev_ranges)
        nat = self.native
        # the core can count for the counting tools and keep up with the convention checker
        # (RV32: its frames hold 32-bit words; slot_tally.py)
        served = core_observers(m.fetch_observers, not mem.smc and m.xlen == 32)
        if nat is not None and (force_single or served is None or not nat.refresh()):
            nat = None  # observers see every instruction: Python's paths
        if nat is not None:
            watch, tallied = served or (None, ())
            nat.count_for(tallied)
            nat.set_watch(watch)
        x = m.x
        left = limit
        while True:
            if m.steps >= self.ck_at:
                m.rewind.checkpoint()
            if m.lazy_deadlines and m.next_deadline <= m.fetches:
                # blocks ran past device deadlines (lazily, see below): fire them with the
                # counts they were due at before a trap entry or a step ticks the count on
                m.catch_up()
            if m.attn:
                if left <= 0 and self.limit_first:
                    return None
                r = self.attention()
                if r:
                    return r
                checked = bool(bps or mem.smc or mem._dev_ranges)
            if left <= 0:
                return None
            if nat is not None:
                r = self._run_native(nat, x, left)
                if r is not None:
                    if r is True:
                        return "breakpoint"
                    left -= r
                    continue
            pc = m.pc
            # the single-step path never translates blocks (it is the reference they are
            # tested against: a translator bug must not reach it)
            blk = None if force_single else get(pc, _MISSING)
            if blk is _MISSING:
                blk = self._translate(pc)
            fired = False
            if checked and mem._dev_ranges and not (csr.ustatus & 1 and csr.uie & 0x110):
                # no interrupt can be delivered: device events need not cut blocks, they are
                # caught up with before anything could observe them (Machine.catch_up)
                m.lazy_deadlines = True
                if m.next_deadline <= m.fetches:
                    m.catch_up()
                avail = m.next_exact_deadline - 1 - m.fetches
            else:
                m.lazy_deadlines = False
                avail = m.next_deadline - 1 - m.fetches
            if avail <= 0 and blk is not None and not m.attn and not force_single:
                # The next fetch reaches a device deadline and is an ordinary instruction of
                # this block: fire the deadline now with the count that fetch will have, then
                # let the block run that instruction (only it, if an interrupt got pending).
                m.fetches += 1
                m.fire_deadlines()
                m.fetches -= 1
                fired = True
                avail = 1 if m.attn else max(1, m.next_deadline - 1 - m.fetches)
            if left < avail:
                avail = left
            if blk is not None and blk.length > avail:
                blk = partial(pc, avail) if avail > 1 or fired else None
            if not fired and (blk is None or m.attn or force_single):
                left -= 1
                r = step_one()
                if r:
                    return r
                continue
            # run blocks with the counters in locals until something needs the step loop
            if avail > CHUNK:
                avail = CHUNK
            f0 = m.fetches
            count = 0
            fn = blk.fn
            try:
                if counters:
                    while True:
                        m._f0 = f0 + count
                        pc, k = fn(avail)
                        if cc is None:
                            for ob in counters:
                                ob.on_block(blk, k, blk.text)
                        elif k not in blk.quiet or not cc.idle:  # (the checker alone)
                            if cc._took:  # (the block code took the run's last transfer:
                                cc._took = False  # on_block would only clear this)
                            else:
                                cc.on_block(blk, k, blk.text)
                        count += k
                        avail -= k
                        if mem.cut or m.attn or pc in bps:
                            break
                        blk = get(pc)
                        if blk is None or blk.length > avail:
                            break
                        fn = blk.fn
                elif checked:
                    while True:
                        m._f0 = f0 + count
                        pc, k = fn(avail)
                        count += k
                        avail -= k
                        if mem.cut or m.attn or pc in bps:
                            break
                        blk = get(pc)
                        if blk is None or blk.length > avail:
                            break
                        fn = blk.fn
                else:  # the common case, kept lean
                    while True:
                        pc, k = fn(avail)
                        count += k
                        avail -= k
                        if m.attn:
                            break
                        blk = get(pc)
                        if blk is None or blk.length > avail:
                            break
                        fn = blk.fn
            except BlockFault as bf:
                for ob in counters:  # the faulting instruction was fetched too
                    ob.on_block(blk, blk.lines[bf.line] + 1, blk.text)
                self._sync(f0, count)
                left -= count + bf.done + blk.lines[bf.line] + 1
                r = self._block_fault(blk, bf)
                if r:
                    return r
                continue
            left -= count
            m.fetches = f0 + count
            m.instret += count
            m.steps += count
            m.pc = pc
            if mem.cut:
                mem.cut = False
                m.update_deadline()
            if bps and pc in bps:
                return "breakpoint"

    def _run_native(self, nat: NativeTier, x: list[int], left: int) -> int | bool | None:
        """Run the native core up to the next device deadline (or ``left`` steps): the
        number of instructions it completed, True when it stopped at a breakpoint, or None
        when the instruction at ``pc`` (or a due deadline) needs Python's step loop."""
        m = self.m
        csr = m.csr
        if m.memory._dev_ranges and not (csr.ustatus & 1 and csr.uie & 0x110):
            m.lazy_deadlines = True  # as for blocks: no interrupt can be delivered
            if m.next_deadline <= m.fetches:
                m.catch_up()
            avail = m.next_exact_deadline - 1 - m.fetches
        else:
            m.lazy_deadlines = False
            avail = m.next_deadline - 1 - m.fetches
        if avail > left:
            avail = left
        if avail <= 0 or m.attn or nat.dirty and not nat.refresh():
            return None
        tally = nat.tally
        if tally.observers and not tally.start():
            return None  # the counting tools differ in what they counted last: Python's
        fcsr = csr.fcsr
        pc, k, why, fcsr2 = nat.run(x, m.f, fcsr, m.pc, avail if avail < CHUNK else CHUNK)
        if tally.observers:
            tally.finish()
        if not k:
            return None
        if fcsr2 != fcsr:
            csr.fcsr = fcsr2
        m.pc = pc
        m.fetches += k
        m.instret += k
        m.steps += k
        if why == nat.STOP_BREAKPOINT:
            return True
        return k

    def _sync(self, f0: int, count: int) -> None:
        m = self.m
        m.fetches = f0 + count
        m.instret += count
        m.steps += count

    def _block_fault(self, blk: Block, bf: BlockFault) -> str | None:
        m = self.m
        idx = blk.lines[bf.line]
        done = bf.done + idx
        m.fetches += done + 1
        m.instret += done
        m.steps += done + 1
        pc = blk.addrs[idx]
        m.pc = (pc + 4) & M32
        return stop_for(self.m, bf.exc, pc)

    def attention(self) -> str | None:
        m = self.m
        m.attn = False
        ran = m.drain_posts() if m.posts else None
        rw = m.rewind
        if rw is not None and (ran or m.stop_request is not None):
            rw.attention(ran or [], m.stop_request, self._top_at == m.steps)
        if m.stop_request is not None:
            reason = m.stop_request
            m.stop_request = None
            return reason
        self._top_at = m.steps
        if not traps.step_top(m):
            return "error"
        return None

    def step_one(self) -> str | None:
        """One RARS step after its top: fetch, execute, count, breakpoint check."""
        m = self.m
        m.steps += 1
        pc = m.pc
        m.pc = (pc + 4) & M32
        try:
            ins = fetch(m, pc)
        except Trap as t:  # fetch faults are not fetches (nothing is read)
            return stop_for(m, t, pc)
        if ins is EMPTY:
            return "dropped"
        m.tick_fetch()
        for ob in m.fetch_observers:  # analysis tools (rarslite/analysis/observers.py)
            ob.on_fetch(pc, ins)
        if ins is None:
            word = m.memory.text_words.get(pc, 0)
            return stop_for(m, Trap(2, 0, f"undefined instruction (0x{word:08x})"), pc)
        op = ins.op
        result = None
        if op in SYSTEM_OPS:
            try:
                result = system(m, ins)
            except BaseException as exc:  # noqa: BLE001 - every outcome becomes a stop reason
                if isinstance(exc, KeyboardInterrupt):
                    raise
                return stop_for(m, exc, pc)
        else:
            blk = self.singles.get(pc)
            if blk is None:
                blk = self.translator.translate(pc, [(pc, ins)], single=True)
                if m.memory.in_text(pc):
                    self.singles[pc] = blk
            m._f0 = m.fetches - 1
            try:
                npc, _ = blk.fn(1)
            except BlockFault as bf:
                return stop_for(self.m, bf.exc, pc)
            m.pc = npc
        mem = m.memory
        if mem.cut:  # a device hook ran (an instruction's or an ecall's memory access)
            mem.cut = False
            m.update_deadline()
        m.instret += 1
        if result == "ebreak":
            return "ebreak"
        if m.pc in self.breakpoints:
            return "breakpoint"
        if result == "waiting":
            p = m.pending
            if p.external is None and p.timer is None:
                hook = m.wait_for_interrupt
                if hook is None or not self._wait(hook) or (
                        p.external is None and p.timer is None):
                    return "waiting"
        return None

    def _wait(self, hook: Callable[[], bool]) -> bool:
        rw = self.m.rewind
        return rw.wait(hook) if rw is not None else hook()

    def backstep(self) -> bool:
        """Undo the last recorded step. False if there is nothing to undo."""
        return self.recorder.backstep()
