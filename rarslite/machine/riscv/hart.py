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

from rarslite.isa.riscv.instr import Instr
from rarslite.machine.interface import block_counters, cuts_calls, native_watcher
from rarslite.machine.outcome import RuntimeErrorInfo, internal_error
from rarslite.machine.rewind import FOREVER, device_snapshots
from rarslite.machine.riscv import rv64, trace_plan, traps
from rarslite.machine.riscv.errors import ExitProgram, SyscallError, Trap
from rarslite.machine.riscv.fp_translate import call_exact, call_exact_dyn, rm_error
from rarslite.machine.riscv.native_tier import NativeTier
from rarslite.machine.riscv.native_tier import available as native_available
from rarslite.machine.riscv.region import compile_region
from rarslite.machine.riscv.snapshot import Snapshot, new_history
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

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

M32 = 0xFFFFFFFF
SIDE_LEN = 8  # most instructions of one side trace
CHUNK = 250_000  # most instructions one block call may run before attention is checked
_MISSING = object()
_EMPTY = object()  # an empty text slot: "dropped off the bottom"


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
        self.singles: dict[int, Block] = {}
        self.breakpoints: frozenset[int] = frozenset()
        self.record = False
        self.force_single = False  # run everything on the single-step path (tests, figures)
        self.history = new_history()
        self.fp_ops_override: dict[str, Callable] | None = None  # tests: a fake FPU
        self.exact_fp = False  # tests: FP only through fpu.py's routines (then rebuild())
        # backstep after full-speed runs (rewind.py): the step count of the next checkpoint,
        # "stop at the limit before the step top" for replay, and the step count at which
        # the last step top ran (a run that ends on its limit runs the top first)
        self.ck_at = FOREVER
        self.limit_first = False
        self._top_at = -1
        self._faulted: Snapshot | None = None  # the entry of a recorded step that trapped
        self._mmio: bool | None = None
        self.native: NativeTier | None = None  # the C core (native_tier.py), when built
        self.rebuild()

    # ------------------------------------------------------------ translation
    def rebuild(self) -> None:
        """(Re)create the translator: after device (dis)connection or a recording switch."""
        m = self.m
        mem = m.memory

        env: dict[str, Any] = {
            "X": m.x, "F": m.f, "MEM": mem, "CS": m.csr, "M": m,
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
        # the native core (when built) runs RV32 code over the same plain regions
        self.native = NativeTier(mem, plain) if native_available() and xlen == 32 and \
            not self.record else None
        self.translator = Translator(env, fast, self._ops, hooks=bool(mem._dev_ranges),
                                     smc=mem.smc, xlen=xlen,
                                     fp_fast=not self.exact_fp)  # fmt: skip
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
                                      self.no_loops)
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
                                              self.no_loops)
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
            return self._run_recorded(limit)
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
        # (with smc too: they count the instructions a block compiled, Block.text)
        counters = block_counters(m.fetch_observers)
        force_single = self.force_single or (bool(m.fetch_observers) and not counters)
        cuts = cuts_calls(counters)
        if bool(counters) != self.no_loops or cuts != self.cut_calls:
            self.no_loops, self.cut_calls = bool(counters), cuts
            blocks.clear()
            self.partials.clear()
        step_one = self.step_one
        partial = self._partial
        checked = bool(bps or mem.smc or mem._dev_ranges)
        nat = self.native
        watch = native_watcher(m.fetch_observers) if not mem.smc else None  # the core keeps up
        if nat is not None and (force_single or m.fetch_observers and watch is None or
                                not nat.refresh()):  # fmt: skip
            nat = None  # observers see every instruction: Python's paths
        if nat is not None:
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
                r = self._attention()
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
                        for ob in counters:
                            ob.on_block(blk, k, blk.text)
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
        fcsr = csr.fcsr
        pc, k, why, fcsr2 = nat.run(x, m.f, fcsr, m.pc, avail if avail < CHUNK else CHUNK)
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
        return self._exception(bf.exc, pc, blk.source)

    def _attention(self) -> str | None:
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

    def _fetch(self, pc: int) -> Any:
        mem = self.m.memory
        if pc & 3:
            raise Trap(0, 0, "Instruction load alignment error", report_location=False)
        if mem.in_text(pc):
            if pc in mem.text:
                return mem.text[pc]
            return _EMPTY
        if mem.smc and mem.is_mapped(pc):
            from rarslite.isa.riscv import decode

            word = mem.peek_word(pc)
            try:
                ins = decode(word, self.m.xlen)
            except Exception:
                ins = None
            if ins is None:
                m = self.m
                m.tick_fetch()  # the word was read
                raise Trap(2, 0, f"undefined instruction (0x{word:08x})")
            return ins
        raise Trap(1, 0, "Instruction load access error", report_location=False)

    def step_one(self) -> str | None:
        """One RARS step after its top: fetch, execute, count, breakpoint check."""
        m = self.m
        m.steps += 1
        pc = m.pc
        m.pc = (pc + 4) & M32
        try:
            ins = self._fetch(pc)
        except Trap as t:  # fetch faults are not fetches (nothing is read)
            return self._exception(t, pc, None)
        if ins is _EMPTY:
            return "dropped"
        m.tick_fetch()
        for ob in m.fetch_observers:  # analysis tools (rarslite/analysis/observers.py)
            ob.on_fetch(pc, ins)
        if ins is None:
            word = m.memory.text_words.get(pc, 0)
            return self._exception(Trap(2, 0, f"undefined instruction (0x{word:08x})"), pc,
                                   None)  # fmt: skip
        op = ins.op
        result = None
        if op in SYSTEM_OPS:
            try:
                result = self._system(ins, pc)
            except BaseException as exc:  # noqa: BLE001 - every outcome becomes a stop reason
                if isinstance(exc, KeyboardInterrupt):
                    raise
                return self._exception(exc, pc, op)
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
                return self._exception(bf.exc, pc, blk.source)
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

    def _exception(self, exc: BaseException, pc: int, what: str | None) -> str | None:
        """An instruction at ``pc`` ended with ``exc``: register a trap or stop the run."""
        m = self.m
        if isinstance(exc, Trap):
            p = m.pending
            with p.lock:
                if p.trap is None:
                    p.trap = exc
                    p.trap_pc = pc
                    m.attn = True
                    return None
            # a second trap while one is pending ends the run (RARS); a fetch fault also
            # leaves its address in uepc
            m.error = RuntimeErrorInfo(exc.message, pc, exc.report_location)
            if exc.cause in (0, 1):
                m.csr.uepc = pc
            return "error"
        if isinstance(exc, ExitProgram):
            m.exit_code = exc.code & 0xFF if exc.via_exit2 else 0
            m.exit_code_raw = exc.code
            return "exit2" if exc.via_exit2 else "exit"
        if isinstance(exc, SyscallError):
            m.error = RuntimeErrorInfo(exc.message, pc, True)
            return "error"
        if isinstance(exc, KeyboardInterrupt):
            raise exc
        ins = m.memory.text.get(pc)
        name = ins.op if ins is not None else "instruction"
        m.error = internal_error(
            f"internal simulator error executing {name}: {type(exc).__name__}: {exc}", pc, True
        )
        return "error"

    def _system(self, ins: Instr, pc: int) -> str | None:
        m = self.m
        op = ins.op
        if op == "ecall":
            from rarslite.machine.riscv.ecalls import handle_ecall

            if m.rewind is None:
                handle_ecall(m)
            else:
                m.rewind.syscall(handle_ecall)
            return None
        if op == "ebreak":
            return "ebreak"
        if op == "wfi":
            return "waiting"
        csr = m.csr
        if op == "uret":
            st = csr.ustatus
            csr.ustatus = (st & ~0x11) | ((st >> 4) & 1)
            m.pc = csr.uepc & ~0 & M32
            m.attn = True
            return None
        x = m.x
        num = ins.csr
        if op == "csrrw" or op == "csrrwi":
            v = x[ins.rs1] if op == "csrrw" else ins.imm
            old = csr.read(num)
            csr.write(num, v)
        else:
            if op in ("csrrs", "csrrc"):
                v, do = x[ins.rs1], ins.rs1 != 0
            else:
                v, do = ins.imm, ins.imm != 0
            old = csr.read(num)
            if do:
                csr.write(num, old | v if op in ("csrrs", "csrrsi") else old & ~v)
        if ins.rd:
            x[ins.rd] = old & m.xmask
        m.attn = True  # enables/uip may have changed: re-check interrupts at the next step
        return None

    # ------------------------------------------------------------ backstep recording
    def _run_recorded(self, limit: int) -> str | None:
        m = self.m
        mem = m.memory
        left = limit
        while True:
            if m.steps >= self.ck_at:
                m.rewind.checkpoint()
            if left <= 0 and self.limit_first:
                return None
            snap = Snapshot(m)
            mem.journal = snap.journal
            try:
                if m.attn:
                    fault = self._faulted_entry()
                    # a rebuilt history does not begin between a fault and its entry
                    unowned = fault is None and not self.history and \
                        m.pending.trap is not None and m.rewind is not None and \
                        m.rewind.replaying  # fmt: skip
                    r = self._attention()
                    if fault is not None or unowned:
                        # RARS undoes a trap's entry (ucause/uepc/utval, ustatus, the jump to
                        # the handler, or the run's end) with the instruction that faulted:
                        # the top taking it belongs to that step's entry
                        if fault is not None:
                            fault.journal.extend(snap.journal)
                        if r:
                            return r
                        snap = Snapshot(m)
                        mem.journal = snap.journal
                    elif r:
                        self._push(snap)
                        return r
                if left <= 0:
                    self._push(snap)
                    return None
                left -= 1
                trap = m.pending.trap
                r = self.step_one()
                self._push(snap)
                if r:
                    return r
                if trap is None and m.pending.trap is not None:
                    self._faulted = snap
            finally:
                mem.journal = None

    def _faulted_entry(self) -> Snapshot | None:
        """The newest history entry if its step left the trap now pending (once)."""
        snap, self._faulted = self._faulted, None
        if snap is None or self.m.pending.trap is None or self.history.newest() is not snap:
            return None
        return snap

    def _push(self, snap: Snapshot) -> None:
        m = self.m
        if (snap.pc, snap.counters) == (m.pc, (m.fetches, m.instret, m.steps)) and \
                not snap.journal and snap.x == m.x and snap.csr == m.csr.snapshot() and \
                snap.pending == m.pending.snapshot() and \
                (not m.devices or snap.devices == device_snapshots(m)):
            return  # nothing happened (a key delivered at a step top is something)
        self.history.append(snap)

    def backstep(self) -> bool:
        """Undo the last recorded step. False if there is nothing to undo."""
        if not self.history:
            return False
        snap = self.history.pop()
        snap.restore(self.m)
        return True
