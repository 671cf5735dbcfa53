"""The calling-convention checker: where a program's functions and handlers break the
register conventions of RISC-V (RARS) or MIPS (MARS). docs/conventions.md is the user's
guide: what is reported and the heuristics for code that is not ABI-shaped on purpose.

It is a fetch observer (observers.py) of the block-counting kind that also reads registers
(``cuts_calls``): the harts run translated blocks that never loop and end after every call
and every ``jalr``/``jr`` (without --cc-save-all, ``call_hooks``: blocks go on past calls
and returns through ra, pushing or popping a lean frame in their own code where that is
all there is to do (``inline_call``/``inline_return``) and else telling ``hook_call``/
``hook_return``, ending there only if it declines), and tell it after each block's run how
many of the block's instructions ran. The registers after such a run are exactly those at
the last jump's target, which is all the checker needs of values; what each instruction
reads and writes in between is summed up once per block prefix (conventions_isa.py), so a
run costs a few integer operations. Single steps (system instructions, MIPS delayed
branching, the app's stepping) come through ``on_fetch`` before the instruction runs; trap
entries through ``on_trap``.

The model: a stack of frames. A call (``jal``/``jalr`` that links; MIPS ``jal``, ``jalr``,
``bgezal``/``bltzal`` taken) pushes one holding the registers at the callee's entry and the
return address; a jump to the top frame's return address (or any ``jalr x0``/``jr`` through
its link register) is its return. The bottom frame is the code the run started in (``main``):
it is never checked, since it may never return. Interrupt and exception entries push handler
frames that ``uret``/``eret`` close. What a finding holds: conventions_findings.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rarslite.analysis.conventions_findings import (
    CheckOptions,
    Finding,
    kind_counts,
    source_loc,
    summary_text,
    text_labels,
)
from rarslite.analysis.conventions_isa import (
    CALL,
    COND_CALL,
    HANDLER_RETURN,
    JUMP,
    SERVICE,
    Prefixes,
    RegUse,
    abi_for,
    bits_of,
    caller_reads,
    differ_fn,
    first_read,
    latest_calls,
    mips_use,
    riscv_use,
    same_fn,
    same_terms,
    service_registers,
    static_writes,
)
from rarslite.analysis.conventions_native import NativeWatch
from rarslite.analysis.observers import watch_fetches
from rarslite.bits import hex8

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

M32 = 0xFFFFFFFF
MAX_FRAMES = 100_000  # deeper than this, the oldest calls are forgotten (runaway recursion)
MAX_CALLS = 4096  # calls a frame remembers for its caller-saved registers' findings
LEAN_MAX = 1024  # lean frames (ConventionChecker._lean) kept before they become frames

class _Frame:
    """A function's (or handler's) activation. Its caller-saved registers read after a call
    are checked lazily: every return taints them all (``taint``: not written by this frame
    since), and a read of a tainted one looks for the first callee since the call that
    tainted it (``firsts``) that changed it: the values it had at each of those calls, then
    after the last return (``after``), differ at that callee (``changed``, kept up to date
    at each return from the previous callee's entry, ``last``). The native core keeps the
    same fields (conventions_native.py)."""

    __slots__ = ("kind", "entry", "ret", "link", "call_pc", "entry_pc", "taint", "ncalls",
                 "dropped", "after", "last", "firsts", "changed", "changed_mask", "slots",
                 "restored", "written", "lean")  # fmt: skip

    def __init__(self, kind: str, entry: list[int], ret: int, link: int,
                 call_pc: int | None, entry_pc: int | None) -> None:  # fmt: skip
        # (one store per field, chained: a frame is made at every call)
        self.kind = kind  # "main", "call" or "handler"
        self.entry = entry  # all integer registers at entry
        self.ret = ret
        self.link = link
        self.call_pc = call_pc
        self.entry_pc = entry_pc
        # taint: caller-saved registers not written since a call returned; ncalls: calls
        # returned (their first ``dropped`` forgotten, as MAX_CALLS says); restored, written:
        # --cc-save-all's
        self.taint = self.ncalls = self.dropped = self.changed_mask = self.restored = \
            self.written = 0  # fmt: skip
        # last: the last callee (its call_pc, entry_pc and registers at entry count); after:
        # the registers after the last return; firsts: the calls that tainted registers
        # (those registers, the call's number, callee), the last one of a register its;
        # changed: tainted register -> (call_pc, entry_pc, old, new) of the first callee
        # since that changed it (``changed_mask``'s); slots: --cc-save-all's register -> its
        # save's address
        self.last: _Frame | None
        self.after: list[int] | None
        self.firsts: list[tuple[int, int, _Frame]] | None
        self.changed: dict[int, tuple[int | None, int | None, int, int]] | None
        self.slots: dict[int, int] | None
        self.last = self.after = self.firsts = self.changed = self.slots = None
        self.lean = False  # (the block path's: see ConventionChecker._returned)


class ConventionChecker:
    """Watches one machine; ``findings`` grows as the program runs (``on_finding`` is called
    with each new one, on the simulator's thread)."""

    counts_blocks = True  # blocks may run (observers.py) ...
    cuts_calls = True  # ... ending after every call and return, or (call_hooks) telling it

    def __init__(self, machine: Machine, options: CheckOptions | None = None,
                 on_finding: Callable[[Finding], None] | None = None,
                 called: bool = False) -> None:  # fmt: skip
        """``called``: the machine is about to run one function (``rarslite call``,
        ``calltests``, ``checkmylab``), its return address in the link register: it is
        checked as a function called from nowhere, not as ``main``."""
        self.machine = machine
        self.options = options or CheckOptions()
        self.on_finding = on_finding
        self.findings: list[Finding] = []
        self._seen: set[tuple[str, str, str]] = set()
        abi = self.abi = abi_for(machine.isa_name)
        self.mips = abi.isa == "mips"
        self.x: list[int] = machine.x
        program = machine.program
        self.program = program
        self.xlen = getattr(machine, "xlen", 32)
        hart = getattr(machine, "hart", None)
        self.delayed = bool(getattr(hart, "db", False))  # MIPS delayed branching
        self.mask = (1 << self.xlen) - 1 if not self.mips else M32
        free = self.options.handler_free
        free_regs = abi.handler_free if free is None else \
            tuple(r for r in (abi.number(n) for n in free) if r is not None)  # fmt: skip
        self.handler_checked = tuple(r for r in range(1, 32) if r not in free_regs)
        self.callee_regs = (abi.sp, *abi.callee_saved)
        self._same = same_fn(self.callee_regs)
        self._differ = differ_fn(abi.caller_saved)
        self._differ_callee = differ_fn(self.callee_regs)
        self.callee_all = abi.mask(self.callee_regs)
        self._same_on: dict[int, Callable[[list[int], list[int]], bool]] = {}
        # function entry -> _same_at(the callee-saved registers not reported for it), for
        # the entries with any reported (_hint keeps it): _hinted_only's; and _lean_hinted,
        # the same of only those the text may write (``_wrote``, of the text at
        # ``_clean_at``), for lean frames: _lean_hinted_only's and the block code's
        # (inline_return)
        self._hinted: dict[int, Callable[[list[int], list[int]], bool]] = {}
        self._lean_hinted: dict[int, Callable[[list[int], list[int]], bool]] = {}
        self.native_watch = NativeWatch(self, _Frame)  # the native core's side
        # it, while the core holds the newer frames (native_watch.held says as much; this
        # copy costs the block and single-step paths one test instead of two lookups)
        self._held: NativeWatch | None = None
        self.caller_mask = abi.mask(abi.caller_saved)
        self.callee_mask = abi.mask(abi.callee_saved)
        self.sp_reg = abi.sp
        self.ra = abi.ra
        self.strict = self.options.strict
        self.save_all = self.options.save_all
        self._services = service_registers(abi)
        self._labels = text_labels(program, self.mips)
        self._prefixes: dict[Any, Prefixes] = {}
        self._uses: dict[int, tuple[Any, RegUse]] = {}
        self._writers: dict[int, int] = {}  # function entry -> static_writes
        self._use = (lambda ins, pc: mips_use(ins, abi.sp, pc)) if self.mips else \
            (lambda ins, pc: riscv_use(ins, abi.sp, pc))  # fmt: skip
        # the block path's clean calls: of the text as it is (a debugger edit may change it;
        # with self-modifying code, none)
        self._mem = getattr(machine, "memory", None) or hart.memory
        self._clean: frozenset[int] = frozenset()
        # the callee-saved registers and sp that an instruction of the text or a service
        # may write: no other can change between a lean frame's call and its return (a
        # debugger's edit flushes them: on_edit)
        self._wrote = self.callee_all
        self._clean_at = -1  # the memory's text_changes they were read at
        self._lean: list[list] = []
        self.restart()
        if called:
            self._push(_Frame("call", list(self.x), self.x[abi.ra] & self.mask, abi.ra, None,
                              machine.pc))  # fmt: skip
            self._idle_now()

    def clean_calls(self, uses: dict[int, RegUse]) -> frozenset[int]:
        """The calls of a text (``uses``: address -> RegUse) after which the caller reads
        no caller-saved register before writing it (conventions_isa.caller_reads): their
        returns, from a function called through ra, can skip the caller's side (with MIPS
        delayed branching: the return to the call's address + 8, the delay slot having run
        in the caller's frame). None with a handler return in the text (a handler may resume
        past an instruction the analysis counted on, e.g. a faulting load)."""
        if any(u.kind == HANDLER_RETURN for u in uses.values()):
            return frozenset()
        service = 1 << self.abi.service
        for reads, _writes in self._services.values():
            service |= reads
        delayed = self.delayed
        live = caller_reads(uses, lambda u, pc: u, self.caller_mask, self.abi.ra, service,
                            delayed=delayed)  # fmt: skip
        step = 8 if delayed else 4
        return frozenset(pc for pc, u in uses.items()
                         if u.kind in (CALL, COND_CALL) and live.get((pc + step) & M32, 1) == 0)

    def _clean_now(self) -> frozenset[int]:
        """The block path's clean calls, for the text as it is now (and ``_wrote``, and the
        ``_lean_hinted`` made of it)."""
        mem = self._mem
        if mem.text_changes != self._clean_at:
            self._clean_at = mem.text_changes
            if mem.smc:
                self._clean, self._wrote = frozenset(), self.callee_all
            else:
                uses = {pc: self._use(getattr(e, "instr", e), pc) for pc, e in mem.text.items()}
                self._clean = self.clean_calls(uses)
                wrote = 0
                for u in uses.values():
                    wrote |= u.writes
                for _reads, writes in self._services.values():
                    wrote |= writes
                self._wrote = wrote & self.callee_all
            for entry, regs in self.native_watch.hints.items():
                self._lean_hinted[entry] = self._same_at(self._wrote & ~regs)
        return self._clean

    def _hint(self, entry_pc: int, regs: int) -> None:
        """The function entered at ``entry_pc`` has had ``regs`` reported: its returns that
        change no other register find nothing (``_hinted``, ``_lean_hinted``)."""
        self._clean_now()  # (the text's _wrote)
        self._hinted[entry_pc] = self._same_at(self.callee_all & ~regs)
        self._lean_hinted[entry_pc] = self._same_at(self._wrote & ~regs)

    def on_edit(self) -> None:
        """A debugger changed registers or memory (Machine.external_edit): the lean frames
        become frames, whose returns compare every callee-saved register (``_wrote`` says
        which the program's own code may change)."""
        if self._lean:
            self._flush()

    # ------------------------------------------------------------ observer interface
    def on_rewind(self) -> None:
        """Backstep undid steps (machine/simulator.py): start again from here."""
        self.restart()

    def restart(self) -> None:
        """Start at the machine's state now, as the code the run starts in (``main``): on
        connecting, and after Backstep undid steps the frames were made from. The findings
        stay."""
        if self._held is not None:
            self._held.release()
        # lean frames above ``top`` (the block path's: see on_block), each [return address,
        # registers at entry, call_pc, entry_pc, ncalls, dropped] (one list for the
        # checker's life: the harts keep it at hand during a run)
        self._lean.clear()
        self._took = False  # the block's code took its run's last transfer (inline_call)
        self._fresh: _Frame | None = None  # a frame whose entry address the next run tells
        self._pending: tuple | None = None  # MIPS delayed branching: a jump, its slot to run
        self._slot = False
        pc = self.machine.pc
        self.top = _Frame("main", list(self.x), -1, self.abi.ra, pc, pc)
        self.stack: list[_Frame] = [self.top]
        self._low = 0  # the lowest frame changed since the native core had the stack
        self._idle_now()

    def _idle_now(self) -> None:
        """Set ``idle``: whether on_block, told a run that ends at an instruction that
        transfers no control (``k in block.quiet``), would do nothing; the harts' block loops
        skip it then. True while lean frames are kept (never tainted), or while the top
        frame has no taint and no ``_fresh`` or ``_held`` frame waits (without
        --cc-save-all): on_block then looks only at the run's last instruction. Every
        method that changes one of those sets it again; the block code's lean pushes need
        not (a first one goes onto a top frame that leaves ``idle`` true: ``_base``), and
        its pop of the last one is _lean_pop's.

        Also ``_base``: the top frame's registers at entry where a lean frame may go
        directly above it (hook_call's test), else None: the block code's first push."""
        f = self.top
        quiet = self._fresh is None and not f.taint and self._held is None and not self.save_all
        self.idle = bool(self._lean) or quiet
        # (and whether the top frame takes a lean frame: hook_call's test, for the block code)
        self._base = f.entry if quiet and f.kind == "call" and f.link == self.ra else None

    def on_block(self, block: Any, k: int, text: dict) -> None:
        """The first ``k`` instructions of ``block`` ran. The harts, with this checker the
        only counter, skip the call when ``k in block.quiet`` (set at the block's first look
        here: the k-th instruction transfers no control) while ``idle`` (_idle_now): then it
        would do nothing. (``_took`` is set only at a block's last transfer, never quiet;
        while the native core holds frames there are no lean frames: NativeWatch.begin
        flushes them, and the block code and hooks push none while held.)"""
        if self._took:  # (the lean path's transfer, done: see inline_call)
            self._took = False
            return
        if self._held is not None:
            self._held.release()
        p = self._prefixes.get(block)
        if p is None:
            if len(self._prefixes) > 8192:  # blocks of replaced code
                self._prefixes.clear()
            p = self._prefixes[block] = self._summarize(block.addrs, text)
            block.quiet = p.quiet  # (the harts' test before they call here)
        reads, writes, u, pc = p.at[k]
        lean = self._lean
        if lean:
            # Lean frames: a clean call through ra from a function called through ra (whose
            # return _returned does only the count for), and the same calls above it, are
            # kept as short lists, never tainted, until something else happens: then they
            # become frames (_flush) and the path below does it.
            if u is None:
                return
            kind = u.kind
            x = self.x
            top = lean[-1]
            if kind == CALL:
                target = u.target
                if target is None and u.rs != u.link:
                    target = x[u.rs] if self.mips else (x[u.rs] + u.imm) & ~1 & M32
                if target is not None and u.link == self.ra and \
                        self._lean_call_ok(pc, x[self.sp_reg], top[1]):  # fmt: skip
                    lean.append([(pc + 4) & M32, x[:], pc, target, 0, 0])
                    return
            elif kind == JUMP:
                target = x[u.rs] if self.mips else (x[u.rs] + u.imm) & ~1 & M32
                if target == top[0]:
                    e = top[1]
                    if self._same(x, e) or self._lean_hinted_only(top[3], x, e):
                        self._lean_pop()
                        return
                elif u.rs != self.ra:
                    return  # an indirect jump (a jump table, a tail call through a register)
            self._flush()
        elif self._fresh is not None:  # (a frame pushed here: above ``_low``)
            self._fresh.entry_pc = block.addrs[0]
            self._fresh = None
        f = self.top
        taint = f.taint
        if u is None and not taint and not self.save_all:
            # (most blocks; no lean frame, _fresh or _held is left here: see _idle_now)
            self.idle = True
            return
        stack = self.stack
        if taint or self.save_all:  # the top frame changes (only here or by a transfer)
            if len(stack) <= self._low:
                self._low = len(stack) - 1
        if taint:
            hit = reads & taint
            if hit:
                self._relied(f, hit, p.uses[:k], p.addrs[:k])
                f.taint &= ~writes
            else:
                f.taint = taint & ~writes
        if self.save_all:
            f.written |= p.other[k]
            if p.nev[k]:
                base, mask = self.x[self.sp_reg] - p.delta[k], self.mask
                for r, offset, store in p.events[: p.nev[k]]:
                    self._stack_access(f, r, (base + offset) & mask, store)
        if u is None:
            self._idle_now()
            return
        # the two transfers of every call, inline (they run every few instructions)
        kind = u.kind
        x = self.x
        if kind == CALL:
            target = u.target
            if target is None and not (u.link and u.rs == u.link):
                target = x[u.rs] if self.mips else (x[u.rs] + u.imm) & ~1 & M32
            entry = x[:]
            sp = entry[self.sp_reg]
            lean_ok = f.kind == "call" and f.link == self.ra and pc in self._clean_now()
            if sp & 3 or sp > f.entry[self.sp_reg] and f.kind == "call":
                self._sp_at_call(f, pc, target, sp)
            elif lean_ok and target is not None and u.link == self.ra and not self.save_all \
                    and LEAN_MAX:  # fmt: skip
                self._lean.append([(pc + 4) & M32, entry, pc, target, 0, 0])
                self.idle = True
                return
            frame = _Frame("call", entry, (pc + 4) & M32, u.link, pc, target)
            if target is None:
                self._fresh = frame
            frame.lean = lean_ok
            stack.append(frame)
            self.top = frame
            if len(stack) > MAX_FRAMES:
                self._pop_to(len(stack))
        elif kind == JUMP:
            target = x[u.rs] if self.mips else (x[u.rs] + u.imm) & ~1 & M32
            if target == f.ret and f.kind == "call":
                stack.pop()
                self.top = stack[-1]
                self._returned(f, pc, f.lean)
            else:
                self._jump(u, pc, target)
        else:
            self._transfer(u, pc, True)
        self._idle_now()

    # ------------------------------------------------------------ calls inside blocks
    @property
    def call_hooks(self) -> bool:
        """Whether blocks may run past calls and returns, telling each to ``hook_call`` or
        ``hook_return`` (machine/interface.py's call_hook); --cc-save-all needs each
        block's stack accesses up to its one call or return (``Prefixes``): blocks cut."""
        return not self.save_all

    def hook_call(self, pc: int, target: int) -> bool:
        """A block ran the call through ra at ``pc`` to ``target`` and goes on into the
        callee (the registers are written back). True: done as on_block's lean path would
        (a lean frame pushed); False: nothing changed, and the block ends after the call,
        so on_block takes it as it takes a block cut there. Only the lean path's own cases
        are taken here: on_block then finds lean frames at the block's end, or a top frame
        without taint (hook_return), and looks at nothing of the run but its last transfer
        (a run's reads matter only to a tainted top frame, and lean frames have none)."""
        lean = self._lean
        if self._fresh is not None or self._held is not None:
            return False
        # (without lean frames, the top frame where on_block's path would push the first)
        below = lean[-1][1] if lean else self._base
        x = self.x
        if below is None or not self._lean_call_ok(pc, x[self.sp_reg], below):
            return False
        lean.append([(pc + 4) & M32, x[:], pc, target, 0, 0])
        self.idle = True
        return True

    def hook_return(self, pc: int, target: int) -> bool:
        """A block ran the return at ``pc`` (through ra) to ``target`` and goes on there.
        True: a lean frame popped as on_block's lean path would; False: nothing changed, the
        block ends here (hook_call). The last lean frame is popped only into a top frame
        with no taint: the block's run goes on in it, and on_block, finding no lean frames
        at the block's end, checks the run's reads against that taint (all of the run's,
        the callee's too); with none, it looks only at the last transfer, as it would have
        after a lean path."""
        lean = self._lean
        if not lean or self._held is not None:
            return False
        top = lean[-1]
        if target != top[0]:
            return False
        x, e = self.x, top[1]
        if not (self._same(x, e) or self._lean_hinted_only(top[3], x, e)):
            return False
        if len(lean) == 1 and (self.top.taint or self.save_all):
            return False
        self._lean_pop()
        return True

    # The lean frames' rules, one place each: a push (_lean_call_ok) and a pop (_lean_pop)
    # for on_block's lean path and the hooks, and their common case as block code
    # (inline_call, inline_return), which hands every other case to the hooks.
    def _lean_call_ok(self, pc: int, sp: int, below: list[int]) -> bool:
        """Whether the call through ra at ``pc``, with ``sp`` in the stack pointer, pushes a
        lean frame above the frame whose registers at entry are ``below`` (the lean frames'
        newest, or a top frame that takes them): a clean call (clean_calls) that leaves the
        stack pointer aligned and no higher than there, below LEAN_MAX lean frames."""
        return not sp & 3 and sp <= below[self.sp_reg] and len(self._lean) < LEAN_MAX and \
            pc in (self._clean if self._mem.text_changes == self._clean_at
                   else self._clean_now())  # fmt: skip

    def _lean_pop(self) -> None:
        """The newest lean frame returned (its registers as at entry, or changed only as
        _hinted_only allows): its caller, the lean frame below or the top frame, counts one
        more call returned (MAX_CALLS: the oldest ones forgotten)."""
        lean = self._lean
        lean.pop()
        if lean:
            c = lean[-1]
            n = c[4] = c[4] + 1
            if n - c[5] > MAX_CALLS:
                c[5] += MAX_CALLS // 2
            return
        f = self.top
        n = f.ncalls = f.ncalls + 1
        if n - f.dropped > MAX_CALLS:
            f.dropped += MAX_CALLS // 2
        i = len(self.stack) - 1
        if i < self._low:
            self._low = i
        self._idle_now()

    def inline_call(self, hart: str, regs: str, mem: str, pc: int, target: int,
                    last: bool = False, flag: str = "") -> list[str]:  # fmt: skip
        """Block code for the call through ra at ``pc`` to ``target`` (the translators',
        with call_hooks), once the registers are back in ``regs``: hook_call's push, above
        the newest lean frame (then _fresh and _held are None: a fresh frame or the native
        core's is never below one) or a top frame that takes one (``_base``), with
        _lean_call_ok inline, else ``hart``.cc_call. It ends in
        an ``elif`` line the translator follows with its exit (the hook declined). The names
        given are the block's: the hart, the register list, the memory; the checker is the
        hart's ``cc`` at run time and the text holds only the ABI's numbers, so a cached
        translation serves any checker of the machine. The call is clean (clean_calls)
        while the text is as now (its clean calls are the text's: the same for every
        checker of the machine): else, or if it is not clean now, the hook decides.

        ``last``: the call is the trace's last instruction, on_block's: the same push, with
        ``_took`` set so that on_block, which would have done it (its lean path), does
        nothing; no hook (on_block takes every other case).

        ``flag``: a local the code sets true exactly where it pushed a lean frame, for the
        return from this call later in the same block (inline_return's ``pushed``)."""
        if pc not in self._clean_now():
            if last:
                return []
            return ([f"{flag} = 0"] if flag else []) + [f"if not {hart}.cc_call({pc}, {target}):"]
        sp = self.sp_reg
        # (a bool, whatever holds: ``flag`` must not be the list the hook may push onto)
        ok = (f"b_ is not None and len(lean_) < {LEAN_MAX} and {mem}.text_changes == "
              f"{self._clean_at} and not (sp_ := {regs}[{sp}]) & 3 and sp_ <= b_[{sp}]")
        return [
            f"lean_ = (cc_ := {hart}.cc)._lean",
            "b_ = lean_[-1][1] if lean_ else cc_._base",
            f"if {flag} := ({ok}):" if flag else f"if {ok}:",
            f"    lean_.append([{(pc + 4) & M32}, {regs}[:], {pc}, {target}, 0, 0])"
            + ("; cc_._took = True" if last else ""),
        ] + ([] if last else [f"elif not {hart}.cc_call({pc}, {target}):"])

    def inline_return(self, hart: str, regs: str, mem: str, pc: int, target: int | str,
                      last: bool = False, pushed: str = "") -> list[str]:  # fmt: skip
        """Block code for the return through ra at ``pc`` to ``target``, as inline_call:
        hook_return's pop of a lean frame whose registers the callee left as they were,
        above another (_lean_pop inline) or the top frame (``_base``: _lean_pop); anything
        else, the hook. "As they were": the callee-saved registers the text may write
        (``_wrote``: no other changed since the call), or all of them but those reported
        for the function before (``_lean_hinted``), while the text is as now.
        ``last``: as inline_call's (``target``: the name of the block's local holding it).

        ``pushed``: the local inline_call's ``flag`` set at the call this returns from, in
        the same block, when the translator knows that nothing between them wrote a
        callee-saved register or told the checker anything: where it is true, the frame on
        top is that call's, entered with the registers as they are now, so the pop needs no
        test."""
        self._clean_now()  # (_wrote, of the text as now)
        wrote = tuple(r for r in self.callee_regs if self._wrote >> r & 1)
        same = same_terms(wrote, "e_", regs)
        took = [f"    {hart}.cc._took = True"] if last else []
        lean = f"(lean_ := (cc_ := {hart}.cc)._lean)"
        return ([] if pushed else [f"lean_ = (cc_ := {hart}.cc)._lean"]) + [
            f"if {pushed + ' or ' if pushed else ''}{lean if pushed else 'lean_'} and "
            f"(len(lean_) > 1 or cc_._base is not None) and (t_ := lean_[-1])[0] == {target} "
            f"and {mem}.text_changes == {self._clean_at} and ((e_ := t_[1]) and {same} or "
            f"(s_ := cc_._lean_hinted.get(t_[3])) is not None and s_({regs}, e_)):",
            "    if len(lean_) > 1:",
            "        lean_.pop(); c_ = lean_[-1]; n_ = c_[4] = c_[4] + 1",
            f"        if n_ - c_[5] > {MAX_CALLS}: c_[5] += {MAX_CALLS // 2}",
            f"    else: {hart}.cc._lean_pop()",
        ] + took + ([] if last else [f"elif not {hart}.cc_ret({pc}, {target}):"])

    def on_fetch(self, pc: int, ins: Any) -> None:
        if self._held is not None:
            self._held.release()
        if self._lean:
            self._flush()
        m = self.machine
        if not self.mips and m.pc != (pc + 4) & M32:
            self._idle_now()
            return  # RARS's probe of a trap handler's first instruction (riscv/traps.py)
        if self._pending is not None:
            if self._slot:
                self._slot = False
            else:
                self._settle()
        if self._fresh is not None:
            self._fresh.entry_pc = pc
            self._fresh = None
        got = self._uses.get(pc)
        if got is None or got[0] is not ins:
            got = self._uses[pc] = (ins, self._use(ins, pc))
        u = got[1]
        reads, writes = u.reads, u.writes
        if u.kind == SERVICE:
            reads, writes = self._services.get(self.x[self.abi.service], (0, 0))
        f = self.top
        # the top frame changes here only if it has tainted registers to read or write, or
        # with --cc-save-all (transfers mark what they change themselves)
        if f.taint & (reads | writes) or self.save_all:
            if len(self.stack) <= self._low:
                self._low = len(self.stack) - 1
        if f.taint:
            hit = reads & f.taint
            if hit:
                self._relied(f, hit, [u], [pc])
            f.taint &= ~writes
        if self.save_all:
            addr = (self.x[self.sp_reg] + u.imm) & self.mask
            if u.stack_store >= 0:
                self._stack_access(f, u.stack_store, addr, True)
            if u.stack_load >= 0:
                self._stack_access(f, u.stack_load, addr, False)
            else:
                f.written |= writes
        if u.kind and u.kind != SERVICE:
            if self.delayed and u.kind != HANDLER_RETURN:
                # the jump takes effect after its delay slot: settle at the next fetch
                self._pending = (u, pc, self._target(u, after=False))
                self._slot = True
            else:
                self._transfer(u, pc, after=False)
        self._idle_now()

    def on_trap(self, handler: int) -> None:
        """A trap entered the handler; the registers are the interrupted code's."""
        self.frames()
        m = self.machine
        epc = m.hart.cp0[14] if self.mips else m.csr.uepc
        self._pending = None
        self._fresh = None
        self._push(_Frame("handler", list(self.x), -1, 0, epc & M32, handler))
        self._idle_now()

    # ------------------------------------------------------------ results
    def summary(self) -> str:
        return summary_text(self.findings)  # "Calling conventions: N findings (...)" ...

    def counts(self) -> dict[str, int]:
        return kind_counts(self.findings)

    def data(self) -> dict[str, Any]:
        """The findings as JSON-ready data."""
        return {"findings": [f.as_dict() for f in self.findings], "counts": self.counts(),
                "total": len(self.findings)}  # fmt: skip

    def finish(self) -> None:
        """The run ended: settle a return whose delay slot was its last instruction."""
        self.frames()
        if self._pending is not None:
            self._settle()
            self._idle_now()

    # ------------------------------------------------------------ transfers
    def _summarize(self, addrs: list[int], text: dict) -> Prefixes:
        use = self._use
        return Prefixes([use(text.get(a), a) for a in addrs], addrs, self.sp_reg,
                        self.callee_mask)  # fmt: skip

    def _flush(self) -> None:
        """The lean frames become frames (on_block's lean path)."""
        for ret, entry, call_pc, entry_pc, ncalls, dropped in self._lean:
            frame = _Frame("call", entry, ret, self.ra, call_pc, entry_pc)
            frame.lean = True
            frame.ncalls, frame.dropped = ncalls, dropped
            self._push(frame)
        self._lean.clear()
        self._idle_now()

    def frames(self) -> list[_Frame]:
        """The frame stack as the single-step path keeps it: what the native core holds
        (conventions_native.py's hold) and the lean frames (on_block) become its frames
        first. The checker's code calls it before it reads the stack."""
        if self._held is not None:
            self._held.release()
        if self._lean:
            self._flush()
        return self.stack

    def _hinted_only(self, entry_pc: int, x: list[int], e: list[int]) -> bool:
        """Whether a return from the function entered at ``entry_pc`` changed only
        callee-saved registers reported for it before (_callee_changed finds nothing)."""
        same = self._hinted.get(entry_pc)  # (it runs at such a function's every return)
        return same is not None and same(x, e)

    def _lean_hinted_only(self, entry_pc: int, x: list[int], e: list[int]) -> bool:
        """_hinted_only for a lean frame's return (comparing only what the text may write)."""
        if self._mem.text_changes != self._clean_at:
            self._clean_now()  # (the text changed: _lean_hinted made again)
        same = self._lean_hinted.get(entry_pc)
        return same is not None and same(x, e)

    def _static_writes(self, entry: int | None) -> int:
        """What the code of the function at ``entry`` may write (conventions_isa.py)."""
        if entry is None:
            return ~0
        got = self._writers.get(entry)
        if got is None:
            use = self._use  # (program.text holds entries: their decoded instruction)
            got = self._writers[entry] = static_writes(
                entry, self.program.text, lambda e, pc: use(getattr(e, "instr", e), pc),
                self.delayed)  # fmt: skip
        return got

    def _stack_access(self, f: _Frame, r: int, addr: int, store: bool) -> None:
        """--cc-save-all: ``f`` stores callee-saved ``r`` at ``addr`` (its first store: the
        save) or loads it from there: a restore only from its save's address, else it writes
        ``r`` (a work list popped into it, a spill read back)."""
        bit = 1 << r
        if not bit & self.callee_mask:
            return
        if store:
            slots = f.slots if f.slots is not None else {}
            f.slots = slots
            slots.setdefault(r, addr)
        elif f.slots is not None and f.slots.get(r) == addr:
            f.restored |= bit
        else:
            f.written |= bit

    def _target(self, u: RegUse, after: bool) -> int | None:
        """Where a call or jump goes (None: not known from the registers now)."""
        if u.target is not None:
            return u.target
        if after and u.link and u.rs == u.link:
            return None  # jalr ra, ra: the register held the target
        if self.mips:
            return self.x[u.rs]
        return (self.x[u.rs] + u.imm) & ~1 & M32

    def _transfer(self, u: RegUse, pc: int, after: bool) -> None:
        """A call, jump or handler return at ``pc``; ``after``: the registers are those after
        it (a block's run), else before (a single step)."""
        kind = u.kind
        if kind == JUMP:
            self._jump(u, pc, self._target(u, after))
        elif kind == CALL or kind == COND_CALL and self._taken(u.op, self.x[u.rs]):
            ret = (pc + 8) & M32 if self.delayed else (pc + 4) & M32
            entry = list(self.x)
            if not after:
                entry[u.link] = ret
            self._call(pc, u.link, ret, self._target(u, after), entry)
        elif kind == HANDLER_RETURN:
            self._handler_return(pc)

    def _settle(self) -> None:
        """MIPS delayed branching: the jump's slot ran; the registers are the target's."""
        u, pc, target = self._pending
        self._pending = None
        if u.kind == JUMP:
            self._jump(u, pc, target)
        elif u.kind != COND_CALL or self.machine.pc == target:
            self._call(pc, u.link, (pc + 8) & M32, target, list(self.x))

    @staticmethod
    def _taken(op: str, rs: int) -> bool:  # bgezal / bltzal, by its register
        return bool(rs & 0x80000000) == (op == "bltzal")

    def _push(self, frame: _Frame) -> None:
        stack = self.stack
        stack.append(frame)
        self.top = frame
        if len(stack) > MAX_FRAMES:
            self._pop_to(len(stack))

    def _pop_to(self, i: int) -> None:
        """Drop the frames from index ``i`` up (the bottom frame stays); past MAX_FRAMES
        (``i`` = the stack's length), the oldest calls but the bottom frame instead."""
        if i >= len(self.stack):
            del self.stack[1:1001]
            self._low = min(self._low, 1)
        else:
            del self.stack[max(i, 1):]
        self.top = self.stack[-1]
        self._low = min(self._low, len(self.stack) - 1)

    def _call(self, pc: int, link: int, ret: int, target: int | None, entry: list[int]) -> None:
        caller = self.top
        sp = entry[self.sp_reg]
        if sp & 3 or sp > caller.entry[self.sp_reg] and caller.kind == "call":
            self._sp_at_call(caller, pc, target, sp)
        frame = _Frame("call", entry, ret, link, pc, target)
        if target is None:
            self._fresh = frame
        self._push(frame)

    def _sp_at_call(self, caller: _Frame, pc: int, target: int | None, sp: int) -> None:
        """``caller`` calls with a misaligned sp, or one above its own at entry."""
        sp_reg = self.sp_reg
        if self._known("sp", caller, sp_reg):
            return
        if sp & 3:
            self._report("sp", caller, sp_reg, None, pc, caller.entry[sp_reg], sp,
                         f"{self._name(caller)} calls {self._label(target)} with "
                         f"{self._reg(sp_reg)} = {hex8(sp)}, not a multiple of 4")  # fmt: skip
        elif sp > caller.entry[sp_reg] and caller.kind == "call":
            self._report("sp", caller, sp_reg, None, pc, caller.entry[sp_reg], sp,
                         f"{self._name(caller)} calls {self._label(target)} with "
                         f"{self._reg(sp_reg)} = {hex8(sp)}, above its value at entry "
                         f"({hex8(caller.entry[sp_reg])}): the callee may overwrite "
                         f"its caller's stack")  # fmt: skip

    def _jump(self, u: RegUse, pc: int, target: int | None) -> None:
        f = self.top
        if target is None or f.kind != "call":
            return
        if target == f.ret:
            stack = self.stack
            stack.pop()
            self.top = stack[-1]
            self._returned(f, pc)
            return
        if u.rs != f.link:
            return  # an indirect jump (a jump table, a tail call through a register)
        self._report("return-address", f, None, None, pc, f.ret, target,
                     f"{self._name(f)} returns to {hex8(target)}, not to the address after "
                     f"its call ({hex8(f.ret)}{self._at_line(f.call_pc)})")  # fmt: skip
        # unwind to the frame it did return to, if any; else this frame is gone, and what
        # the code it lands in expects of the caller-saved registers is anybody's guess:
        # the frame there forgets which ones calls left it (the checker's fast paths count
        # on each return address's code for those: conventions_isa.caller_reads)
        stack = self.stack
        for i in range(len(stack) - 2, 0, -1):
            if stack[i].ret == target and stack[i].kind == "call":
                self._pop_to(i)
                return
        self._pop_to(len(stack) - 1)
        self.top.taint = 0

    def _returned(self, f: _Frame, pc: int, lean: bool = False) -> None:
        """``f`` returned normally at ``pc``: check what it leaves its caller. ``lean``
        (the block path, ``f.lean``): nothing its caller does next reads what the return
        would taint, so only the call is counted for it (conventions_isa.caller_reads)."""
        x, e = self.x, f.entry
        if not self._same(x, e):
            self._callee_changed(f, pc)
        if self.save_all:
            lazy = f.restored & ~f.written & self.callee_mask
            if lazy:  # this run's path may not write them, another may: the code's say
                may = self._static_writes(f.entry_pc)
                for r in bits_of(lazy & ~may):
                    self._report("save-all", f, r, f.call_pc, pc, e[r], x[r],
                                 f"{self._name(f)} saves and restores {self._reg(r)} but "
                                 f"never writes it (no need to save it)")  # fmt: skip
                self.native_watch.saved(f.entry_pc, may | lazy)
        f.after = f.last = f.firsts = f.changed = None  # its caller keeps it for its entry
        caller = self.top
        top = len(self.stack) - 1
        if top < self._low:
            self._low = top
        if lean:
            n = caller.ncalls = caller.ncalls + 1
            if n - caller.dropped > MAX_CALLS:
                caller.dropped += MAX_CALLS // 2
            return
        caller.after = x[:]
        taint = caller.taint
        open_ = taint & ~caller.changed_mask  # tainted, no callee found changing them yet
        if open_:  # did the last callee tell them apart from this one?
            last = caller.last
            le = last.entry
            same = self._same_on.get(open_) or self._same_at(open_)
            if not same(le, e):
                differ = self._differ(le, e) & open_
                caller.changed_mask |= differ
                changed = caller.changed
                if changed is None:
                    changed = caller.changed = {}
                call_pc, entry_pc = last.call_pc, last.entry_pc
                for r in bits_of(differ):
                    changed[r] = (call_pc, entry_pc, le[r], e[r])
        new = self.caller_mask & ~taint  # this is the first call since they were set
        if new:
            caller.taint = taint | new
            firsts = caller.firsts
            if firsts is None:
                caller.firsts = [(new, caller.ncalls, f)]
            else:
                firsts.append((new, caller.ncalls, f))
                if len(firsts) > 16:
                    caller.firsts = latest_calls(firsts)
            caller.changed_mask &= ~new
        n = caller.ncalls = caller.ncalls + 1
        if n - caller.dropped > MAX_CALLS:
            caller.dropped += MAX_CALLS // 2  # the oldest calls are forgotten
        caller.last = f

    def _same_at(self, mask: int) -> Callable[[list[int], list[int]], bool]:
        """A function telling whether two register lists agree on the registers of ``mask``
        (made once per mask)."""
        same = self._same_on.get(mask)
        if same is None:
            if len(self._same_on) > 256:
                self._same_on.clear()
            same = self._same_on[mask] = same_fn(tuple(bits_of(mask)))
        return same

    def _callee_changed(self, f: _Frame, pc: int) -> None:
        """``f`` returns with callee-saved registers (or sp) changed: a finding for each not
        reported yet, in ``callee_regs``' order (a broken function may return a million
        times: those of its entry the core was told of are all known)."""
        x, e = self.x, f.entry
        if self._hinted_only(f.entry_pc, x, e):
            return  # only registers reported before changed
        watch = self.native_watch  # the core need not stop for them
        hinted = watch.hints.get(f.entry_pc, 0)
        diff = self._differ_callee(x, e)
        if diff & ~hinted:
            for r in self.callee_regs:
                if diff >> r & 1 and \
                        not self._known("sp" if r == self.sp_reg else "callee-saved", f, r):
                    self._not_restored(f, r, pc)
            watch.reported(f.entry_pc, diff)

    def _not_restored(self, f: _Frame, r: int, pc: int) -> None:
        x, e = self.x, f.entry
        kind = "sp" if r == self.abi.sp else "callee-saved"
        what = "the stack pointer" if kind == "sp" else "callee-saved"
        self._report(kind, f, r, f.call_pc, pc, e[r], x[r],
                     f"{self._name(f)} does not restore {what} {self._reg(r)}: "
                     f"{hex8(e[r])} at the call{self._at_line(f.call_pc, ' (line ', ')')}, "
                     f"{hex8(x[r])} at the return")  # fmt: skip

    def _relied(self, f: _Frame, hit: int, uses: list[RegUse], addrs: list[int]) -> None:
        """The caller ``f`` reads caller-saved registers ``hit`` that were not written since
        a call returned: a finding if a callee changed them (or with ``strict``). A block's
        reads are taken in program order, as single steps see them."""
        for r in sorted(bits_of(hit), key=lambda r: (first_read(uses, r), r)):
            bit = 1 << r
            f.taint &= ~bit
            first = next((t for t in reversed(f.firsts or ()) if t[0] & bit), None)
            if first is None or first[1] < f.dropped:
                continue  # the call was forgotten (MAX_CALLS calls ago): say nothing
            # the callee that changed it: the register's value at each call since, then now
            changed = f.changed[r] if f.changed_mask & bit and f.changed else None
            last = f.last
            if changed is None and last.entry[r] != f.after[r]:
                changed = (last.call_pc, last.entry_pc, last.entry[r], f.after[r])
            if changed is None and not self.strict or self._known("caller-saved", f, r):
                continue
            if changed is None:  # (strict) the calling one: it left it alone
                call_pc, entry_pc, old, new = first[2].call_pc, first[2].entry_pc, f.after[r], \
                    f.after[r]  # fmt: skip
            else:
                call_pc, entry_pc, old, new = changed
            written, at = 0, addrs[-1]
            for u, a in zip(uses, addrs, strict=True):  # the first read before a write
                if u.reads & bit and not written & bit:
                    at = a
                    break
                written |= u.writes
            name = self._label(entry_pc)
            change = f" ({hex8(old)} before, {hex8(new)} after)" if old != new else \
                " (this callee leaves it alone, but another may not)"  # fmt: skip
            self._report("caller-saved", f, r, call_pc, at, old, new,
                         f"{self._name(f)} reads {self._reg(r)} after calling {name} (line "
                         f"{self._line(call_pc)}) without setting it again: "
                         f"{self._reg(r)} is not preserved across calls{change}",
                         callee=name)  # fmt: skip

    def _handler_return(self, pc: int) -> None:
        stack = self.stack
        for i in range(len(stack) - 1, 0, -1):
            if stack[i].kind == "handler":
                h = stack[i]
                self._pop_to(i)
                x, e, name = self.x, h.entry, self._name(h)
                if h.entry_pc in self._labels:
                    name += " (a trap handler)"
                for r in self.handler_checked:
                    if x[r] != e[r] and not self._known("handler", h, r):
                        self._report("handler", h, r, h.call_pc, pc, e[r], x[r],
                                     f"{name} changes {self._reg(r)}: "
                                     f"{hex8(e[r])} when it was entered, {hex8(x[r])} at "
                                     f"its return")  # fmt: skip
                return

    # ------------------------------------------------------------ reporting
    def _known(self, kind: str, f: _Frame, r: int | None) -> bool:
        """Whether this finding was reported already (checked before its message is made:
        a broken function may return a million times)."""
        return (kind, self._name(f), self._reg(r) if r is not None else "") in self._seen

    def _report(self, kind: str, f: _Frame, r: int | None, call_pc: int | None,
                at: int, old: int | None, new: int | None, message: str,
                callee: str = "") -> None:  # fmt: skip
        function = self._name(f)
        reg = self._reg(r) if r is not None else ""
        key = (kind, function, reg)
        if key in self._seen:
            return
        self._seen.add(key)
        file, line = self._where(at)
        ret_line = None if kind == "caller-saved" else line
        if call_pc is None and kind != "caller-saved":
            call_pc = f.call_pc if f.kind != "main" else None
        finding = Finding(kind, reg, function, file, line,
                          self._line(call_pc) if call_pc is not None else None, ret_line,
                          None if old is None else old & self.mask,
                          None if new is None else new & self.mask, message, at,
                          callee)  # fmt: skip
        self.findings.append(finding)
        if self.on_finding is not None:
            self.on_finding(finding)

    def _reg(self, r: int) -> str:
        return self.abi.names[r]

    def _name(self, f: _Frame) -> str:
        if f.entry_pc not in self._labels and f.kind != "call":
            if f.kind == "main":
                return "main"  # the code the run starts in, unlabelled
            return f"the handler at {hex8(f.entry_pc or 0)}"
        return self._label(f.entry_pc)

    def _label(self, addr: int | None) -> str:
        if addr is None:
            return "a function"
        return self._labels.get(addr) or f"the function at {hex8(addr)}"

    def _where(self, pc: int) -> tuple[str, int]:
        loc = source_loc(self.program, pc)
        return loc if loc is not None else ("", 0)

    def _at_line(self, pc: int | None, before: str = ", line ", after: str = "") -> str:
        """", line N" of a call site; "" for the call of ``called`` (it has none)."""
        line = self._line(pc)
        return "" if line is None else f"{before}{line}{after}"

    def _line(self, pc: int | None) -> int | None:
        if pc is None:
            return None
        loc = source_loc(self.program, pc)
        return loc[1] if loc is not None else None


def attach(machine: Machine, options: CheckOptions | None = None,
           on_finding: Callable[[Finding], None] | None = None,
           called: bool = False) -> ConventionChecker:  # fmt: skip
    """Start checking ``machine``'s run (connect before it runs); returns the checker.
    ``called``: the run is one function's call (ConventionChecker)."""
    checker = ConventionChecker(machine, options, on_finding, called)
    watch_fetches(machine, checker)
    return checker
