"""Run a MIPS program to its end as MARS's simulator loop does (mars-reference §6.1).

Shared by the `mars` drop-in and `run --isa mips`: the loop, the step limit, exceptions
into the handler at 0x80000180 or into the end report, and MARS's instruction count.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rarslite.machine import native
from rarslite.machine.interface import block_counters, call_hook, cuts_calls, tell_text_load
from rarslite.machine.mips import native_tier
from rarslite.machine.mips.hart import Exit, MipsException, MipsHart
from rarslite.machine.mips.memory import FetchError
from rarslite.machine.mips.syscalls import JavaCrash
from rarslite.machine.slot_tally import core_observers

NATIVE_CHUNK = 1 << 25  # instructions per native call at most (Python sees Ctrl+C between)
STOP_PYTHON = native.built.STOP_PYTHON if native.built is not None else 1
STOP_BUDGET = native.built.STOP_BUDGET if native.built is not None else 0


@dataclass
class Outcome:
    """How a run ended: ``reason`` is exit, exit2, dropped, max_steps, error or java_crash
    (``message`` says what MARS would have died of)."""

    reason: str
    exit_code: int = 0
    message: str = ""  # error text after "Runtime exception at ...: "
    pc: int = 0
    file: str = ""
    line: str = ""  # as MARS names it: "6", or "6->3" in macro code (TextWord.report_line)
    fetch_error: bool = False
    # fetch errors: the block or instruction run last (jump_origin.py finds the jump from
    # either, so blocks and single steps name the same line: not part of what a run is)
    came_from: int | None = field(default=None, compare=False)
    # MARS's `ic`: its observer's reads of user text, a repeated address counted once:
    # fetches and, with self-modifying code, the program's loads from there
    count: int = 0
    steps: int = 0


def run(hart: MipsHart, max_steps: int = -1, *, blocks: bool = True,
        cache: dict | None = None) -> Outcome:  # fmt: skip
    """Run until the program ends, fails or ``max_steps`` (> 0) instructions have run.

    ``blocks``: use the block translator where it applies (not with delayed branching,
    self-modifying code or while the memory journals stores for backstep); the single-step
    path gives the same results. ``cache`` keeps translations across calls that run one
    program in slices.
    """
    try:
        return _run(hart, max_steps, blocks, cache)
    finally:
        if hart.bus is not None:  # a kernel block left by an exception of another kind
            hart.bus.kernel_from = None


def _run(hart: MipsHart, max_steps: int, blocks: bool, cache: dict | None) -> Outcome:
    from rarslite.machine.mips.translator import translate

    cfg = hart.config
    tlo, thi = cfg.text_base, cfg.text_limit  # the user text (a property computes the end)
    count = steps = 0
    last = None  # address of the last instruction run (MARS counts a repeated fetch once)
    came = None  # the block (or instruction) run last: a fetch error names its jump
    cache = {} if cache is None else cache
    # user-text blocks by address, for the hot loop (kept in ``cache`` under None)
    fast = cache.setdefault(None, {})  # type: ignore[call-overload]
    get = fast.get
    bus = hart.bus
    memory = hart.memory
    smc = memory.smc
    use_blocks = blocks and not hart.force_single and not hart.db and not smc \
        and memory.journal is None  # fmt: skip
    # analysis tools see every fetch: on single steps, or, when all of them only count what
    # was fetched, on blocks that never loop and have no exit stubs, told each run's length
    counters = block_counters(hart.fetch_observers)
    use_blocks = use_blocks and (counters or not hart.fetch_observers)
    # the convention checker without --cc-save-all: blocks go on past calls and returns,
    # telling it each (translator._hook); with --cc-save-all they end at each one
    hook = call_hook(counters)
    cuts = cuts_calls(counters) and hook is None
    if hook is not None:
        hart.cc, hart.cc_call, hart.cc_ret = hook, hook.hook_call, hook.hook_return
    # the checker as the only counter: the block loop skips its on_block where that would
    # do nothing (a run ending at one of its ``quiet`` lengths while the checker is ``idle``)
    cc = hook if hook is not None and len(counters) == 1 else None
    if counters:  # their own translations (the cache holds them under "counting")
        kind = "cuts" if cuts else "hooks" if hook is not None else "counting"
        cache = cache.setdefault(kind, {})  # type: ignore[call-overload]
        fast = {}  # no hot loop: every block's run is told
        get = fast.get
    text = memory.text
    limited = max_steps > 0 or bus is not None
    unlimited = lim = 1 << 62
    f0 = 0
    # the native core (native_tier.py) runs what it can; Python then runs the instruction it
    # stopped at (a block there, or a step) and hands back
    # (the convention checker's watch and the counting tools, when it can serve them)
    served = core_observers(hart.fetch_observers)
    watch, tallied = served or (None, ())
    nat = native_tier.tier(hart, cache) \
        if served is not None and native_tier.usable(hart, blocks) else None  # fmt: skip
    tally = None  # the counting tools' per-slot counts, when the core counts for them
    if nat is not None:
        nat.count_for(tallied)
        tally = nat.tally if nat.tally.observers else None
    ran = False
    while True:
        pc = hart.pc
        # (counting tools that differ in what they counted last: Python's, until they agree)
        if nat is not None and tlo <= pc < thi and (tally is None or tally.start()):
            budget = max_steps - steps if max_steps > 0 else NATIVE_CHUNK
            if bus is not None:
                budget = min(budget, _device_budget(bus, True))
            if budget > 0 and (watch is None or watch.begin(nat.core, text, nat, (tlo, thi), pc)):
                pc, done, counted, nlast, why, hart.hi, hart.lo, hart.db_state, \
                    hart.db_target = nat.run(hart.r, hart.f, hart.fcc, pc, hart.hi, hart.lo,
                                             -1 if last is None else last, hart.db,
                                             hart.db_state, hart.db_target,
                                             min(budget, NATIVE_CHUNK))  # fmt: skip
                if tally is not None:
                    tally.finish()
                if watch is not None:  # (at the budget, the next run goes on with the frames)
                    watch.end(nat.core, hold=why == STOP_BUDGET)
                if done:
                    hart.pc = pc
                    count += counted
                    steps += done
                    if bus is not None:
                        bus.fetches += done
                    last = came = nlast
                    if 0 < max_steps <= steps:
                        return Outcome("max_steps", count=count, steps=steps)
                    if why != STOP_PYTHON:
                        continue
        # blocks back to back while they apply (one, after the native core stopped)
        while use_blocks:
            if not limited and pc != last and nat is None:
                # the hot loop: user blocks with nothing to watch, only locals
                fn = get(pc)
                if fn is not None:
                    start = pc
                    u = 0
                    try:
                        while fn is not None:
                            start = pc
                            pc, done = fn(unlimited)
                            u += done
                            fn = get(pc)
                    except MipsException as e:
                        end, count, steps, last = _fault(hart, e, cache[start], start, None,
                                                         0, count + u, steps + u)  # fmt: skip
                        if end is not None:
                            return end
                        pc = hart.pc
                        continue
                    count += u
                    steps += u
                    last = None
                    came = start
                    if pc < 0:  # a jump to itself: its next fetch is not counted again
                        pc = last = ~pc
                    continue
            entry = cache.get(pc, 0)
            if entry == 0:
                block = translate(hart, pc, bus is not None, bool(counters), cuts,
                                  hook is not None) \
                    if pc in text else None  # fmt: skip
                entry = cache[pc] = block and (block.fn, block.length, block.user, block.where)
                if block is not None and block.user and not counters:
                    fast[pc] = block.fn
                if counters:
                    cache[~pc] = block  # (no address is negative)
            if entry is None:
                break
            fn, length, user, _where = entry
            if limited:
                budget = max_steps - steps if max_steps > 0 else unlimited
                if bus is not None:
                    budget = min(budget, _device_budget(bus, user))
                    f0 = bus.fetches
                    memory.cut = False
                if budget < length:
                    break
                lim = budget - length  # another loop iteration needs a whole trace's room
            if bus is not None and not user:
                bus.kernel_from = f0  # device time outside the user text (MipsMachine)
            try:
                npc, done = fn(lim, f0)
            except MipsException as e:
                for ob in counters:  # its completed instructions and the faulting one
                    ob.on_block(cache[~pc], entry[3][hart.fault_index][1] + 1, text)
                end, count, steps, last = _fault(hart, e, entry, pc, last, f0, count, steps)
                if end is not None:
                    return end
                pc = hart.pc
                continue
            if cc is not None:  # the checker alone: told only when it may need it
                block = cache[~pc]
                if done not in block.quiet or not cc.idle:
                    if cc._took:  # (the block code took the run's last transfer: on_block
                        cc._took = False  # would only clear this)
                    else:
                        cc.on_block(block, done, text)
            else:
                for ob in counters:
                    ob.on_block(cache[~pc], done, text)
            if user:
                count += done - (pc == last)
            steps += done
            if bus is not None:
                bus.fetches = f0 + done
                if not user:
                    bus.kernel_fetches += done
                    bus.kernel_from = None
            last = None
            came = pc
            if npc < 0:
                npc = last = ~npc
            pc = npc
            if nat is not None:
                ran = True
                break
        hart.pc = pc
        if ran:  # a block after the native core: the core again
            ran = False
            continue
        if 0 < max_steps <= steps:  # blocks used the whole budget
            return Outcome("max_steps", count=count, steps=steps)
        try:
            stmt = hart.memory.fetch(pc)
        except FetchError as e:
            return Outcome("error", message=str(e), pc=pc, fetch_error=True, came_from=came,
                           count=count, steps=steps)  # fmt: skip
        in_user = tlo <= pc < thi
        if in_user and pc != last:
            count += 1
        for ob in hart.fetch_observers:  # analysis tools (rarslite/analysis/observers.py)
            ob.on_fetch(pc, stmt)
        last = pc
        if stmt is None:
            return Outcome("dropped", count=count, steps=steps)
        if smc:
            memory.text_reads.clear()
        fault: Exception | None = None
        try:
            if bus is not None:
                if not in_user:
                    bus.kernel_fetches += 1
                bus.before_step()  # device time; a pending interrupt is raised here
                if bus.stop_message is not None:
                    return Outcome("stopped", message=bus.stop_message, count=count, steps=steps)
            came = pc
            hart.step()
        except (Exit, JavaCrash, MipsException) as e:
            fault = e
        if smc and memory.text_reads:  # what it read of the text before it ended or failed
            for a in memory.text_reads:
                if a != last:
                    count += 1
                    last = a
                if hart.fetch_observers:  # the tools see these reads as MARS's do
                    tell_text_load(hart.fetch_observers, a, memory.text.get(a))
        if isinstance(fault, Exit):
            if fault.code is None:
                return Outcome("exit", count=count, steps=steps)
            return Outcome("exit2", exit_code=fault.code & 0xFF, count=count, steps=steps)
        if isinstance(fault, JavaCrash):
            return Outcome("java_crash", message=str(fault), count=count, steps=steps)
        if isinstance(fault, MipsException):
            if not hart.take_exception(fault, pc):
                return Outcome("error", message=fault.message, pc=pc, file=stmt.file,
                               line=stmt.report_line, count=count, steps=steps)  # fmt: skip
            if hart.db:
                hart.advance_delayed_branch()
        steps += 1
        if 0 < max_steps <= steps:
            return Outcome("max_steps", count=count, steps=steps)


def _fault(hart: MipsHart, e: MipsException, entry: tuple, pc: int, last: int | None,
           f0: int, count: int, steps: int) -> tuple[Outcome | None, int, int, int]:
    """A block that started at ``pc`` faulted (``f0``: the bus's fetch count then): its
    completed instructions and the faulting one are counted, then the exception goes to the
    handler or ends the run: (the Outcome if it ended, count, steps, last)."""
    _fn, _length, user, where = entry
    fpc, before = where[hart.fault_index]
    done = hart.fault_done + before
    if user:
        count += done + 1 - (pc == last)
    steps += done
    bus = hart.bus
    if bus is not None:
        bus.fetches = f0 + done + 1
        if not user:
            bus.kernel_fetches += done + 1
            bus.kernel_from = None
    hart.pc = fpc + 4
    if not hart.take_exception(e, fpc):
        stmt = hart.memory.text[fpc]
        return (Outcome("error", message=e.message, pc=fpc, file=stmt.file, line=stmt.report_line,
                        count=count, steps=steps), count, steps, fpc)  # fmt: skip
    return None, count, steps + 1, fpc


def _device_budget(bus, user: bool) -> int:
    """How many instructions a block may run before the bus must act: none while posted
    work, a pending interrupt or a stop waits; else up to the instruction before the earliest
    device deadline (its fetch runs the device's event first). A deadline in user text
    fetches (``text_deadline``) binds only user blocks: kernel text does not bring it on."""
    if bus.posts or bus.pending_code or bus.stop_message is not None \
            or bus.stop_request is not None:  # a pause or stop from the front end
        return 0
    budget = 1 << 62
    for dev in bus.devices:
        if dev.deadline is not None:
            budget = min(budget, dev.deadline - bus.fetches - 1)
        td = getattr(dev, "text_deadline", None) if user else None
        if td is not None:
            budget = min(budget, td - bus.text_fetches() - 1)
    return budget
