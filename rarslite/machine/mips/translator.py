"""Block translator for the MIPS hart: traces of user code become Python functions.

A trace (see `translate`) follows the code through not-taken branches, jumps and inlined
calls; registers live in Python locals inside it, a forward branch over a few ordinary
instructions runs them in place under ``else:`` (a diamond, see `_trace`: the taken path
counts the skipped instructions out in ``z``), and a taken branch to a short tail of code
runs that tail in place (an exit stub, `_stub`). When an instruction faults, the
locals are written back (they hold exactly the state before that instruction) and the fault
is re-raised with the faulting instruction's key in ``hart.fault_index`` (see `Block`), so
the runner reports and handles it exactly as the single-step path would. Loads and stores
inside the data segment and the stack (plain memory that no device watches), and the
memory-mapped words while no device is connected, index the memory's region views inline;
others go through `MipsMemory`. Not used with delayed branching, self-modifying code or
while stores are journaled for backstep.

This module follows the code and assembles the block; the code of integer instructions is
`translate_int`'s, of coprocessor 1 `translate_fp`'s, and the loop rewrites are in
`translate_loops`.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rarslite.isa.mips.program import TextWord
from rarslite.isa.mips.reg_use import moves_sp
from rarslite.machine.mips.hart import MipsException, MipsHart
from rarslite.machine.mips.translate_fp import (
    FP_MEMORY,
    FP_OPS,
    runtime,
    struct_names,
    translate_fp,
    translate_fp_memory,
)
from rarslite.machine.mips.translate_int import (
    BRANCH,
    CONSTS,
    LITERALS,
    MAX_BLOCK,
    SIMPLE,
    Gen,
    M,
    S,
    address,
    operands,
    signed_div,
    translate_int,
)
from rarslite.machine.mips.translate_loops import (
    fuse_set_branch,
    loop_versions,
    merge_rewrites,
    safe_iterations,
    sink_constants,
)


class Block:
    """A translated trace: ``fn(lim, f0=0) -> (next_pc, completed)``, where ``next_pc`` is
    ``~pc`` (negative) when a ``jr``/``jalr`` jumped to its own address (MARS counts the
    repeated fetch once). A fault sets ``hart.fault_index`` (a key of ``where``: the faulting
    instruction's address and how many instructions its path completed before it in the
    current loop iteration) and ``hart.fault_done`` (those of earlier iterations)."""

    __slots__ = ("fn", "where", "length", "user", "source", "addrs", "quiet")

    def __init__(self, fn: Callable, where: dict[int, tuple[int, int]], length: int,
                 user: bool, source: str, addrs: list[int]) -> None:  # fmt: skip
        self.addrs = addrs  # the trace (a counting block runs a prefix of it: translate())
        # the run lengths after which the convention checker's on_block may not be needed
        # (its Prefixes.quiet: on_block sets it at its first look, runner.py's block loop reads it)
        self.quiet: frozenset[int] = frozenset()
        self.fn = fn
        self.where = where
        self.length = length  # the most instructions one loop iteration or exit path runs
        self.user = user  # in user text (MARS's instruction count covers only that)
        self.source = source


class _Retry(Exception):  # noqa: N818 - not an error: translate again without these diamonds
    def __init__(self, branches: set[int]) -> None:
        self.branches = branches


DIAMOND_MAX = 16  # instructions a forward branch may skip inside a trace


def _between(text: dict, addr: int, target: int, segment: tuple[int, int], room: int) -> int:
    """How many instructions a forward branch at ``addr`` skips when the trace may run them
    in place, under ``if not taken`` (a diamond), and go on at ``target``: only ordinary
    instructions and branches to ``target`` at the farthest (nested diamonds) in between;
    else 0 (a branch past the target there is likely the common way: leave the diamond's
    branch a side exit and let that one open a diamond)."""
    m = (target - addr - 4) >> 2
    if not 1 <= m <= min(DIAMOND_MAX, room - 1) or target > segment[1]:
        return 0
    for a in range(addr + 4, target, 4):
        tw = text.get(a)
        if not isinstance(tw, TextWord) or tw.instr is None:
            return 0
        i = tw.instr
        if i.op in BRANCH and not i.op.endswith("al"):
            if not a < (a + 4 + (i.imm << 2)) & M <= target:
                return 0
        elif i.op not in SIMPLE:
            return 0
    return m


def _trace(hart: MipsHart, pc: int, g: Gen,
           flat: set[int]) -> tuple[list[int], list[list[str]]]:  # fmt: skip
    """Follow the code from ``pc``: the trace's addresses, each instruction's code lines
    (exits written as ``@GO target k addr@``) and whether the last one already left.

    A forward branch over a few ordinary instructions (not at an address in ``flat``) opens
    a diamond: those instructions run under ``else:`` of the taken test, whose path adds
    the instructions it skipped to the local ``z`` (every count of completed instructions
    subtracts it), and the trace goes on at the target, where both paths join. Raises
    `_Retry` if the trace ends before a diamond joins."""
    cfg = hart.config
    text = hart.memory.text
    if cfg.text_base <= pc < cfg.text_limit:
        lo, hi = cfg.text_base, cfg.text_limit
    else:
        lo, hi = cfg.kernel_text_base, cfg.kernel_text_limit
    addrs: list[int] = []
    code: list[list[str]] = []
    # inlined jal, newest last: return address, and (hooks, registers written) counted
    # right after the call's hook (None: not hooked)
    calls: list[tuple[int, tuple[int, int] | None]] = []
    # open diamonds, innermost last: (join address, branch address, constants and written
    # registers at the branch)
    opens: list[tuple[int, int, dict[int, str], set[int]]] = []

    def join() -> None:
        """Close the diamonds that join at ``addr``: a constant survives only if both paths
        agree; a register written on one path holds its entry value on the other."""
        while opens and opens[-1][0] == addr:
            _t, _b, const, written = opens.pop()
            g.const = {r: v for r, v in g.const.items() if const.get(r) == v}
            for x in g.written - written:
                g.read.add(x)
                g.live_in.add(x)

    def push() -> None:
        addrs.append(addr)
        code.append(["    " * len(opens) + x for x in g.lines])
        g.wsets.append(sorted(g.written))
        g.ends.append(len(g.clobbers))

    addr = pc
    while join() or len(addrs) < MAX_BLOCK and addr not in addrs and lo <= addr < hi:
        tw = text.get(addr)
        if not isinstance(tw, TextWord) or tw.instr is None:
            break
        i, k = tw.instr, len(addrs)
        if g.cut_calls and k and moves_sp(i):
            break  # the checker's stack accesses: addresses from $sp at the end (translate)
        op = i.op
        nxt = (addr + 4) & M
        g.lines = []
        g.fp.at(k)
        follow = nxt
        if op in BRANCH or op in ("bc1t", "bc1f"):
            target = (addr + 4 + (i.imm << 2)) & M
            if target == addr:  # a branch to itself: MARS counts its repeats once
                break
            skip = 0
            if op in BRANCH and not op.endswith("al") and not (g.hooks or g.counting) \
                    and addr not in flat \
                    and target <= (opens[-1][0] if opens else target):  # fmt: skip
                skip = _between(text, addr, target, (lo, hi), MAX_BLOCK - len(addrs))
            fused = fuse_set_branch(code, i)
            if fused is not None or skip:
                if fused is not None:  # slt + bne/beq against $zero: one test
                    cond, d, taken = fused
                    set_taken, set_not = [f"    r{d} = {taken}"], [f"    r{d} = {1 - taken}"]
                else:
                    cond, set_taken, set_not = operands(BRANCH[op], g, i), [], []
                g.emit(f"if {cond}:")
                g.lines += set_taken
                if skip:
                    g.diamonds = True
                    g.lines += [f"    z += {skip}", "else:"] + (set_not or ["    pass"])
                    push()
                    opens.append((target, addr, dict(g.const), set(g.written)))
                else:
                    g.lines += _exit(hart, g, target, k, addr, (lo, hi), pc)
                    g.lines += [x[4:] for x in set_not]
                    push()
                addr = follow
                continue
            if op in BRANCH:
                cond = operands(BRANCH[op], g, i)
            else:
                cond = ("" if op == "bc1t" else "not ") + g.fp.flag(i.cc)
            if op.endswith("al"):
                g.use(31)  # written only if taken: later exits write back the entry value
                g.clobber(31)
                g.emit(f"if {cond}:")
                g.emit(f"    r31 = {nxt}")
            else:
                g.emit(f"if {cond}:")
            g.lines += _exit(hart, g, target, k, addr, (lo, hi), pc)
        elif op in ("j", "jal"):
            follow = ((addr + 4) & 0xF0000000) | i.imm << 2
            if follow == addr:
                break
            if op == "jal":
                g.w(31, str(nxt))
                mark = None
                if g.call_hooks:
                    _hook(g, hart, True, addr, follow, k, "p_")
                    mark = len(g.hooked), len(g.clobbers)
                calls.append((nxt, mark))
        elif op == "jr" and calls and i.rs == 31:
            follow, mark = calls.pop()  # an inlined call returns: guard the prediction
            ra = g.r(31)
            if ra != str(follow):  # (no guard where $ra still holds the call's link)
                g.emit(f"t = {ra}")
                g.emit(f"if t != {follow}:")
                g.emit("    " + g.fp.mark())
                g.emit(f"    @GO t {k} {addr}@")
            if g.call_hooks:  # the call's frame on top as pushed: inline_return's ``pushed``
                plain = mark is not None and mark[0] == len(g.hooked) and \
                    not set(g.clobbers[mark[1]:]) & set(hart.cc.callee_regs)  # fmt: skip
                _hook(g, hart, False, addr, follow, k, "p_" if plain else "")
        elif op in ("jr", "jalr"):
            if op == "jalr":  # rd is written first and the jump uses rs read afterwards
                g.w(i.rd, str(nxt))
            g.emit(f"t = {g.r(i.rs)}")
            if op == "jr" and g.call_hooks:  # the block's last transfer: inline_return's
                g.sync(k)
                for line in hart.cc.inline_return("h", "R", "mem", addr, "t", last=True):
                    g.emit(line)
            if addr != pc and _return_site(text, pc):  # a return to where this block starts
                g.emit(f"if t == {pc}:")  # (recursion unwinding through one call site)
                g.emit("    " + g.fp.mark(sync=True))
                g.emit(f"    @GO {pc} {k} {addr}@")
            g.emit(g.fp.mark())
            g.emit(f"@GO t {k} {addr}@")
            push()
            return addrs, code
        elif op in FP_OPS:
            if not translate_fp(g, i, k):
                break
        elif op in FP_MEMORY:
            if not translate_fp_memory(g, i, addr, k, address):
                break
        elif op not in SIMPLE or not translate_int(g, i, addr, k):
            break
        push()
        addr = follow
        if g.cut_calls and op in ("jal", "bgezal", "bltzal") or \
                g.call_hooks and op in ("bgezal", "bltzal"):  # fmt: skip
            break  # the registers at the block's end are the callee's at entry
    if addrs and len(addrs) - 1 in g.hooked:  # the block ends there anyway: on_block's
        n, call, at, follow, pushed = g.hooked[len(addrs) - 1]
        del code[-1][-n:]
        # (on_block's lean path, in place: inline_call's ``last``)
        cc = hart.cc
        end = cc.inline_call("h", "R", "mem", at, follow, last=True) if call else \
            cc.inline_return("h", "R", "mem", at, follow, last=True, pushed=pushed)  # fmt: skip
        code[-1] += [f"@SYNC {len(addrs) - 1}@", *end] if end else []
    join()
    if opens:  # the trace ended inside a diamond: again, without those
        raise _Retry({b for _t, b, *_ in opens})
    if addrs:
        code[-1].append(g.fp.mark(sync=addr == pc))
        code[-1].append(f"@GO {addr} {len(addrs) - 1} {addrs[-1]}@")
    return addrs, code


def _hook(g: Gen, hart: MipsHart, call: bool, addr: int, follow: int, k: int,
          flag: str = "") -> None:  # fmt: skip
    """After the call (or return) at trace entry ``k`` (``addr``, going on at ``follow``):
    the registers written so far back in place, then the checker's lean frame pushed (or
    popped) inline, or its ``hart.cc_call`` (``cc_ret``) told (ConventionChecker's
    inline_call, inline_return); if that declines, the block ends after this instruction,
    as a block cut there would. The lines come last in the entry's code, their number in
    ``g.hooked``: the trace's last entry drops them (its block ends there and on_block
    takes the transfer). ``flag``: inline_call's ``flag`` (a call), inline_return's
    ``pushed`` (a return)."""
    cc = hart.cc
    start = len(g.lines)
    g.sync(k)
    lines = cc.inline_call("h", "R", "mem", addr, follow, flag=flag) if call else \
        cc.inline_return("h", "R", "mem", addr, follow, pushed=flag)  # fmt: skip
    for line in lines:
        g.emit(line)
    g.emit("    " + g.fp.mark())
    g.emit(f"    @GO {follow} {k} {addr}@")
    g.hooked[k] = (len(g.lines) - start, call, addr, follow, flag if not call else "")


def _return_site(text: dict, pc: int) -> bool:
    """Whether ``pc`` follows a call (jal, jalr, bltzal, bgezal): a return lands there."""
    tw = text.get(pc - 4)
    return isinstance(tw, TextWord) and tw.instr is not None and \
        tw.instr.op in ("jal", "jalr", "bltzal", "bgezal")  # fmt: skip


STUB_MAX = 6  # instructions an exit stub may hold


def _exit(hart: MipsHart, g: Gen, target: int, k: int, addr: int,
          segment: tuple[int, int], start: int) -> list[str]:  # fmt: skip
    """The (indented) lines of a taken branch's exit from trace entry ``k`` (at ``addr``):
    its stub if the code there is short, else a plain exit to ``target``."""
    mark = g.fp.mark(sync=target == start)
    saved = g.lines, set(g.written), dict(g.const)
    # forward branches only: a backward one is a loop's, whose head should start a block
    stub = _stub(hart, g, target, k, segment) if target > addr and not (
        g.hooks or g.counting) else None
    g.lines, g.written, g.const = saved
    return ["    " + x for x in [mark] + (stub or [f"@GO {target} {k} {addr}@"])]


def _stub(hart: MipsHart, g: Gen, addr: int, k: int, segment: tuple[int, int]) -> list[str]:
    """An exit stub: the code at a side exit's target translated in place, when it reaches
    a jump through a register within STUB_MAX instructions (``j`` followed), so a short tail
    such as a function's base case and return costs no block of its own. Its instructions'
    fault indices start at MAX_BLOCK. Empty if the code there is anything else."""
    text = hart.memory.text
    lines: list[str] = []
    exit_to = ""
    last = j = 0
    while j < STUB_MAX and segment[0] <= addr < segment[1]:
        tw = text.get(addr)
        if not isinstance(tw, TextWord) or tw.instr is None:
            break
        i = tw.instr
        g.lines = []
        g.fp.at(MAX_BLOCK + len(g.stub_where))
        if i.op in ("jr", "jalr"):
            if i.op == "jalr":
                g.w(i.rd, str((addr + 4) & M))
            g.emit(f"t = {g.r(i.rs)}")
            exit_to = "t"
        elif i.op == "j":
            follow = ((addr + 4) & 0xF0000000) | i.imm << 2
            if follow == addr:
                break
        elif i.op not in SIMPLE or not translate_int(g, i, addr, MAX_BLOCK + len(g.stub_where)):
            break
        g.stub_where.append((addr, k + 1 + j))
        lines += g.lines
        j, last = j + 1, addr
        if exit_to:
            break
        addr = follow if i.op == "j" else (addr + 4) & M
    if not exit_to:  # ending elsewhere would only move the next block's start
        del g.stub_where[len(g.stub_where) - j :]
        return []
    g.longest = max(g.longest, k + 1 + j)
    lines.append(f"@XIT {exit_to or addr} {k + j} {last} {len(g.stub_wsets)}@")
    g.stub_wsets.append(sorted(g.written))
    return lines


def translate(hart: MipsHart, pc: int, hooks: bool = False, counting: bool = False,
              cut_calls: bool = False, call_hooks: bool = False) -> Block | None:  # fmt: skip
    """The trace starting at ``pc`` as a block, or None if its first instruction is left to
    the interpreter.

    A trace runs through ordinary instructions, not-taken branches (a taken one leaves),
    ``j`` and ``jal`` (the callee is inlined) and a ``jr $ra`` that returns from such a call
    (behind a guard), up to a ``jr``/``jalr``, an instruction the interpreter runs, an address
    already in the trace or MAX_BLOCK instructions. Control that comes back to ``pc`` loops
    inside the block while the budget ``lim`` allows another whole trace.

    Registers live in locals. A trace that does not loop loads only the registers it reads
    before writing and writes back, at each exit, those written so far; a looping one loads
    and writes back all it touches. A fault writes back whichever register locals are bound
    (they hold the state before the faulting instruction).

    ``counting`` (analysis tools that count fetches are told each run, runner.py): no loop,
    no diamonds and no exit stubs, so a run that completes k instructions ran the trace's
    first k. ``cut_calls`` (a counting tool that reads registers, analysis/conventions.py):
    the trace also ends after every call (``jal``, ``bgezal``/``bltzal``), so the registers
    after a run that ends there are those the callee starts with, and before an instruction
    other than its first that moves $sp other than by ``addi``/``addiu $sp, $sp, imm``, so
    the checker's --cc-save-all knows every stack access's address from $sp at the block's
    end (analysis/conventions_isa.Prefixes). ``call_hooks`` (the checker without
    --cc-save-all, with ``counting``): instead, after each ``jal`` and inlined ``jr $ra``
    that the trace goes on past, the block tells the checker (`_hook`) and ends there only
    if it declines; ``bgezal``/``bltzal`` still end the trace."""
    flat: set[int] = set()  # branches not to open diamonds at
    while True:
        try:
            return _translate(hart, pc, hooks, flat, counting, cut_calls, call_hooks)
        except _Retry as e:
            flat |= e.branches


def _translate(hart: MipsHart, pc: int, hooks: bool, flat: set[int], counting: bool,
               cut_calls: bool = False, call_hooks: bool = False) -> Block | None:  # fmt: skip
    mem = hart.memory
    g = Gen()
    g.hooks = hooks
    g.counting = counting
    g.cut_calls = cut_calls
    g.call_hooks = call_hooks and counting and not cut_calls
    g.entry_regs = list(hart.r)
    watched = [r for d in hart.bus.devices for r in d.ranges] if hooks and hart.bus else []
    for name, lo, hi, pow2, _region in mem.fast_windows():
        if name == "mmio":
            if hooks or mem.watchers:
                continue  # device registers: plain memory only while no device is connected
            if hi - lo >= 0x8000:  # its first 32 KiB (where devices live; one test, a power
                hi, pow2 = lo + 0x7FFF, 0x8000  # of two); compact maps' MMIO is smaller
        if name not in ("data", "stack", "mmio") or any(a < hi + 1 and lo < b for a, b in watched):
            continue  # a device watches it (e.g. a cell display in data memory): hooks
        g.load_windows.append((name, lo, hi, pow2))
        if not (mem.track_pages and name in ("data", "stack")):
            g.store_windows.append((name, lo, hi, pow2))
    addrs, code = _trace(hart, pc, g, flat)
    if not addrs:
        return None
    merge_rewrites(code)
    looping = not counting and any(f"@GO {pc} " in line for lines in code for line in lines)
    fp = g.fp
    fp.resolve(code, looping)
    hl_wb = ["h.hi = hl >> 32 & M; h.lo = hl & M"] if g.hilo else []
    main = sorted(g.written)
    anywhere = set(g.written).union(*g.stub_wsets)  # by the trace or any exit stub

    def writeback(k: int, stub: int = -1, head: bool = False, synced: bool = False,
                  sync: bool = False) -> str:  # fmt: skip
        """Registers back at an exit after trace entry ``k`` (or exit stub ``stub``);
        ``head``: also the FP registers, in their head forms (a mark before an exit
        elsewhere writes those back). With call_hooks, only those written since the last
        @SYNC (``synced``: the entry's own is before the exit); ``sync``: at that @SYNC."""
        if stub >= 0:
            regs = sorted(set(main) | set(g.stub_wsets[stub])) if looping else g.stub_wsets[stub]
        elif g.syncs:
            regs = g.since_sync(k, synced, g.syncs[k] if sync else g.ends[k])
        else:
            regs = main if looping else g.wsets[k]
        fp_wb = fp.writeback() if head else []
        return "; ".join([f"R[{x}] = r{x}" for x in regs] + hl_wb + fp_wb) or "pass"

    backs = {line.split()[2] for lines in code for line in lines
             if line.lstrip().startswith(f"@GO {pc} ")}  # fmt: skip
    # one way back to the start and no way out before it (a loop that runs to its count):
    # count iterations with a for loop over a range (the interpreter's cheapest loop;
    # setting it up costs more than a few iterations save), completed instructions being
    # ``it * per``
    # With several ways back, the first one's loop runs the same way inside a while loop
    # over the others (``nested``: an inner loop and the path around it back to the start),
    # ``n`` counting the instructions of the while loop's finished rounds.
    per = min(map(int, backs)) + 1 if looping and not hooks else 0
    if any(x.lstrip().startswith("@") and not x.lstrip().startswith(f"@GO {pc} ")
           for lines in code[:per] for x in lines):  # fmt: skip
        per = 0
    nested = per and len(backs) > 1
    count = (f"n + it * {per} + " if nested else f"it * {per} + ") if per else \
        "n + " if looping else ""  # fmt: skip
    zs = " - z" if g.diamonds else ""  # instructions the taken paths of diamonds skipped
    sunk = sink_constants(code, per, pc) if per else []
    # a counted loop whose accesses step through their windows: an unchecked copy runs the
    # iterations that stay inside them (computed on entry), the checked loop the rest (a
    # register stepped inside a diamond does not qualify; an access there keeps its place)
    versions = loop_versions(g, code, per) if per and not nested else []
    unchecked = [list(lines) for lines in code]
    for k, *_ in versions:
        pad = code[k][0][: len(code[k][0]) - len(code[k][0].lstrip())]
        unchecked[k] = [pad + g.direct[k][5]]

    def render(code: list[list[str]]) -> tuple[list[str], int]:
        """The loop's (or trace's) body lines, and how many of them are the loop proper
        (up to its way back; all if several)."""
        body: list[str] = []
        split = 0
        for index, lines in enumerate(code):
            synced = False  # past this entry's @SYNC
            for line in lines:
                stripped = line.lstrip()
                if stripped.startswith("@SYNC "):  # (_hook)
                    pad = line[: len(line) - len(stripped)]
                    body.append(pad + writeback(int(stripped[6:-1]), sync=True))
                    synced = True
                    continue
                if not stripped.startswith(("@GO ", "@CUT ", "@XIT ")):
                    body.append(line)
                    continue
                pad = line[: len(line) - len(stripped)]
                target, k, last, *stub = stripped[1:-1].split()[1:]
                done = f"{count}{int(k) + 1}{zs}"
                wb = writeback(int(k), int(stub[0]) if stub else -1, synced=synced)
                if looping and target == str(pc) and stripped.startswith("@GO"):  # again
                    if per and int(k) == per - 1:
                        out = ["continue"]
                    else:  # (nested: to the while loop's next round)
                        out = [f"n += {count[4:] if nested else ''}{int(k) + 1}",
                               f"if n <= lim: {'break' if nested else 'continue'}",
                               f"{writeback(int(k), head=True)}; return ({pc}, n{zs})"]  # fmt: skip
                elif target == "t":  # a jump through a register: to itself, MARS counts it once
                    out = [f"{wb}; return (t if t != {last} else ~t, {done})"]
                else:
                    out = [f"{wb}; return ({target}, {done})"]
                body += [pad + x for x in out]
            if not per or nested or index + 1 == per:
                split = len(body)
        return body, split

    body, split = render(code)
    fast, fast_split = render(unchecked) if versions else ([], 0)
    regs = sorted(g.read | g.written) if looping else sorted(g.live_in)
    load = [f"r{x} = R[{x}]" for x in regs]
    if looping:  # a register the loop never writes: its signed forms once, before it
        text = LITERALS.sub(lambda m: CONSTS[m.group()], "\n".join(body[:split]))
        ftext = LITERALS.sub(lambda m: CONSTS[m.group()], "\n".join(fast[:fast_split]))
        kept = set(g.wsets[per - 1]) if per and not nested else set(g.written)  # while it loops
        for x in sorted(g.read - kept - set().union(*g.stub_wsets)):
            signed, flipped = f"((r{x} ^ {S}) - {S})", f"(r{x} ^ {S})"
            if signed in text:
                text, ftext = text.replace(signed, f"v{x}"), ftext.replace(signed, f"v{x}")
                load.append(f"v{x} = (r{x} ^ {S}) - {S}")
            if flipped in text:
                text, ftext = text.replace(flipped, f"s{x}"), ftext.replace(flipped, f"s{x}")
                load.append(f"s{x} = r{x} ^ {S}")
        body = text.split("\n") + body[split:]
        fast = ftext.split("\n") + fast[fast_split:] if versions else []
    if g.hilo:
        load.append("hl = h.hi << 32 | h.lo")
    load += fp.entry(looping)
    used = set(_IDENT.findall("\n".join(body + fast)))
    views = sorted(f"{name}{v}" for name, *_ in g.load_windows for v in _VIEWS
                   if f"{name}{v}" in used)  # fmt: skip
    params = "".join(f", {v}={v}" for v in views)
    src = [f"def block(lim, f0=0, h=h, R=R, mem=mem{params}):"]
    src += ["    " + x for x in load]
    src += ["    n = f = 0" if looping or hooks else "    f = 0", "    try:"]
    if g.diamonds:
        src.insert(-1, "    z = 0")
    ind = "    "
    if versions:  # iterations the unchecked copy runs: F
        src.append(f"        F = lim // {per} + 1")
        src += [f"        F = min(F, _safe(r{b} + {off}, {step}, {lo}, {last}, {size}))"
                for _k, b, off, step, size, lo, last in versions]  # fmt: skip
        src.append("        for it in range(F):")
        src += ["            " + x for x in fast]
        src.append(f"        for it in range(F, lim // {per} + 1):")
        ind = "        "
    elif nested:
        src.append("        while True:")
        src.append(f"            for it in range((lim - n) // {per} + 1):")
        ind = "            "
    elif per:
        src.append(f"        for it in range(lim // {per} + 1):")
        ind = "        "
    elif looping:
        src.append("        while True:")
        ind = "        "
    src += [ind + "    " + x for x in body]
    done_all = "".join(f"r{x} = {v}; " for x, v, _ in sunk)
    if nested:  # the budget allows no further iteration
        src.append("            else:")
        src.append(f"                {done_all}{writeback(0, head=True)}; "
                   f"return ({pc}, n + ((lim - n) // {per} + 1) * {per}{zs})")  # fmt: skip
    elif per:
        src.append(f"        {done_all}{writeback(0, head=True)}; "
                   f"return ({pc}, (lim // {per} + 1) * {per}{zs})")
    src += ["    except MipsException:"]
    src += [f"        if {cond}: r{x} = {v}" for x, v, cond in sunk]  # (before locals())
    src += ["        L = locals()  # the registers assigned so far (faults are rare)"]
    src += [f"        if 'r{x}' in L: R[{x}] = L['r{x}']" for x in sorted(anywhere)]
    src += ["        " + x for x in hl_wb]
    fpt = fp.fault_table(looping)
    if fpt:
        src += ["        if f in FPT: FPWB(L, FR, FCC, FPT[f])"]
    src += [f"        h.fault_index = f; h.fault_done = {count}0{zs}", "        raise"]
    text = LITERALS.sub(lambda m: CONSTS[m.group()], "\n".join(src))
    env = {
        "MipsException": MipsException, "signed_div": signed_div, "_safe": safe_iterations,
        "OVERFLOW": lambda: MipsException(12, "arithmetic overflow"),
        "h": hart, "R": hart.r, "mem": mem, "B": hart.bus, "FPT": fpt,
        "ALIGN": lambda code, a: MipsException(
            code, f"address not aligned on doubleword boundary 0x{a:08x}", a),
    }  # fmt: skip
    if fp.used:
        env.update(runtime(hart))
        env.update(struct_names(text))
    views_of = mem.window_views()
    env.update({v: views_of[v] for v in views})
    exec(compile(text, f"<mips block 0x{pc:08x}>", "exec"), env)  # noqa: S102
    user = hart.config.text_base <= pc < hart.config.text_limit
    where = {k: (a, k) for k, a in enumerate(addrs)}
    where.update({MAX_BLOCK + j: w for j, w in enumerate(g.stub_where)})
    return Block(env["block"], where, max(len(addrs), g.longest), user, text, addrs)


_VIEWS = ("W", "H", "SH", "B", "SB", "D")  # the views of `MipsMemory.window_views`
_IDENT = re.compile(r"[A-Za-z_]\w*")
