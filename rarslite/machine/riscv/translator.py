"""Block translator: a trace of RV32IMFD instructions -> one generated Python function.

A block (a *trace*) starts at an address and follows the code: through ordinary
instructions and not-taken conditional branches (a taken branch is a side exit), into the
target of a ``jal`` and back out of a ``jalr`` that returns from such an inlined call (behind
a guard). It stops before an instruction that must run on the hart's system path (ecall,
ebreak, wfi, uret, CSR instructions), a breakpoint, an empty/undecodable slot, an address
already in the trace, or a length cap. Control that comes back to the trace's start loops in
a ``while``.

Generated functions take ``budget`` (the most instructions they may complete) and return
``(next_pc, completed)``. Integer registers live in locals for the whole block and are
written back on every exit. A Python exception raised inside the block (a `Trap` from a
memory access, the FPU...) writes the registers back and is re-raised as `BlockFault`
carrying the generated line number, which maps to the faulting instruction: the fast path
pays nothing for that. After a slow-path memory access whose device hook rescheduled the
device or raised an interrupt, or that changed text (``memory.cut``), the block ends right
after that instruction, so device events and interrupts are seen exactly when RARS would.

The single-step path uses the same code generator with one-instruction traces, so both
paths share instruction semantics; differential tests check the block machinery itself
(register caching, loops, side exits, budgets, fault attribution).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any, NamedTuple

from rarslite.isa.riscv.instr import Instr
from rarslite.machine.riscv import int_ops, rv64, trace_plan
from rarslite.machine.riscv.fp_translate import GATES, NAN, FpGen, scratch
from rarslite.machine.riscv.mem_translate import LOADS, STORES, MemGen

_IDENT = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")

M = 0xFFFFFFFF
S = 0x80000000
BOX = 0xFFFFFFFF00000000  # NaN-boxing of single-precision values in 64-bit FP registers
MAX_BLOCK = 160
MAX_LINES = 600  # most generated lines per compiled function (a shorter trace beyond)
MAX_SIDES = 48  # entries of side traces (copies of taken branches' targets) per block

SYSTEM_OPS = trace_plan.SYSTEM_OPS
BRANCHES = {"beq": "{a} == {b}", "bne": "{a} != {b}", "blt": "{sa} < {sb}",
            "bge": "{sa} >= {sb}", "bltu": "{a} < {b}", "bgeu": "{a} >= {b}"}  # fmt: skip
JUMPS = frozenset({"jal", "jalr"})
ENDS_BLOCK = frozenset(BRANCHES) | JUMPS

# register-register and register-immediate integer ops: expression templates (int_ops.py)
_RR = int_ops.rr_ops(32)
_IMM_OPS = int_ops.imm_ops(32)


def div_signed(a: int, b: int) -> int:
    """RISC-V div on unsigned 32-bit patterns: x/0 = -1, MIN/-1 = MIN, truncation."""
    if b == 0:
        return M
    sa = a - (1 << 32) if a & S else a
    sb = b - (1 << 32) if b & S else b
    q = abs(sa) // abs(sb)
    if (sa < 0) != (sb < 0):
        q = -q
    return q & M


def rem_signed(a: int, b: int) -> int:
    if b == 0:
        return a
    sa = a - (1 << 32) if a & S else a
    sb = b - (1 << 32) if b & S else b
    r = abs(sa) % abs(sb)
    return (-r if sa < 0 else r) & M


class TooBig(Exception):
    """The generated code is too long to be worth compiling (Python's compile time grows
    faster than the code): translate a shorter trace."""


class BlockFault(Exception):
    """An exception inside a translated block: ``line`` locates the faulting instruction."""

    def __init__(self, exc: BaseException, line: int, done: int) -> None:
        super().__init__(exc)
        self.exc = exc
        self.line = line
        self.done = done  # instructions completed in earlier loop iterations


class Block:
    """A translated block: ``fn(budget) -> (next_pc, completed)``."""

    __slots__ = ("start", "length", "fn", "lines", "addrs", "loops", "source", "text", "quiet")

    def __init__(self, start: int, length: int, fn: Callable, lines: dict[int, int],
                 addrs: list[int], loops: bool, source: str,
                 text: dict[int, Instr]) -> None:  # fmt: skip
        self.start = start
        # address -> the instruction this code runs there (what the counting tools count: a
        # store into text changes the program's text, not the instructions already run)
        self.text = text
        self.length = length
        self.fn = fn
        self.lines = lines  # generated line number -> index of the instruction in the block
        self.addrs = addrs
        self.loops = loops
        self.source = source
        # the run lengths after which the convention checker's on_block may not be needed
        # (its Prefixes.quiet: on_block sets it at its first look, hart.py's block loop reads it)
        self.quiet: frozenset[int] = frozenset()


class Member(NamedTuple):
    """One block's code inside a region (region.py)."""

    start: int
    code_lines: list[str]
    line_idx: dict[int, int]  # index in code_lines -> entry number
    addrs: list[int]
    used: set[int]
    written: set[int]
    consts: dict[str, Any]
    text: dict[int, Instr]  # address -> instruction


class Translator(MemGen):
    """Generates and compiles blocks for one machine.

    ``env`` maps the names generated code uses (register lists, memory views, slow-path
    access functions, helpers) to objects; ``fast`` lists the regions whose accesses are
    inlined, as (name prefix of their views in ``env``, lowest and highest valid start
    address, storage base address).
    """

    def __init__(self, env: dict[str, Any], fast: list[tuple[str, int, int, int]],
                 fp_ops: Callable[[], dict[str, Callable]], hooks: bool = False,
                 smc: bool = False, xlen: int = 32, fp_fast: bool = True) -> None:  # fmt: skip
        self.env = dict(env, SQRT=math.sqrt, NAN=NAN, **scratch())
        # RARS's 64-bit mode: 64-bit registers (see rv64.py); RV32 code is generated as before
        self.xlen = xlen
        self.wide = xlen == 64
        self.rr = int_ops.rr_ops(64) if self.wide else _RR
        self.imm_ops = int_ops.imm_ops(64) if self.wide else _IMM_OPS
        self.fast = fast  # (prefix, lo, hi, base)
        self.hooks = hooks  # devices connected: slow paths keep the fetch count exact
        self.smc = smc  # text may change: slow paths check for the end of the block
        self._fp_ops = fp_ops
        self.fp_fast = fp_fast  # False: FP only through fpu.py's exact routines (tests)
        # the convention checker's calls and returns inside linear blocks (hart.py): after
        # each one the trace goes on past, the registers go back to X and the checker's
        # lean frame is pushed or popped inline, or ``H.cc_call``/``H.cc_ret`` told (its
        # inline_call, inline_return); if it declines, the block ends there as one cut there
        # would
        self.call_hooks = False
        self._hooking = False
        # while hooking: the last hook's call (its return address) if it was a call, with
        # the registers written since (a return right after, none of them callee-saved,
        # pops its lean frame without a test: inline_return's ``pushed``)
        self._open_call: tuple[int, set[int]] | None = None

    # ------------------------------------------------------------ code generation
    def translate(self, start: int, trace: list[tuple[int, Instr]], single: bool = False,
                  no_loop: bool = False, side: Callable[[int], list] | None = None,
                  base: int = 0, region: frozenset[int] | None = None,
                  linear: bool = False) -> Any:  # fmt: skip
        """Compile a trace (``(address, instr)`` pairs starting at ``start``) as one block.

        Consecutive trace entries are either sequential (fall-through of an ordinary
        instruction or a not-taken conditional branch), a ``jal`` followed by its target
        (inlined), or a ``jalr`` followed by the return address it is predicted to reach (a
        guard exits when the target differs). A taken branch becomes structure where it can
        (trace_plan.py: skips forward, inner loops) and otherwise a side exit, into a copy of
        the target's code when ``side(target)`` gives one. ``single``: the single-step form;
        with ``no_loop`` (a breakpoint at ``start``) control never loops back inside the
        block. With ``region`` (the starts of the blocks compiled together, see
        region.py) this returns the member's code, its entries numbered from
        ``base``. ``linear``: no structure either, every taken branch a side exit, so a
        run that completes k instructions ran the trace's first k (the counting tools)."""
        self._hooking = self.call_hooks and linear and not single and region is None
        self._open_call = None
        line_idx: dict[int, int] = {}
        used: set[int] = set()
        written: set[int] = set()
        consts: dict[str, Any] = {}
        n_main = len(trace)
        if region is None:
            self._fp = FpGen(self._fp_ops, self.xlen, self.fp_fast)
        may_loop = not (single or no_loop)
        roles = trace_plan.plan(trace) if not (single or linear) else {}
        # side traces: taken targets of the other branches, as entries numbered after the trace
        entries = list(trace)
        sides: dict[int, int] = {}  # main index -> number of its side trace's first entry
        if side is not None and not single:
            for i, (a, ins) in enumerate(trace):
                target = (a + ins.imm) & M
                # not backward: a loop's back edge leaves to the loop's own block, which
                # then loops inside itself
                if ins.op not in BRANCHES or i in roles or target <= a:
                    continue
                code = side(target)
                if code and len(entries) + len(code) <= MAX_BLOCK + MAX_SIDES:
                    sides[i] = len(entries)
                    entries.extend(code)
        n_ins = len(entries)
        ends = self._segment_ends(trace, sides, n_ins)
        loops = may_loop and any(
            ins.op == "jalr" for _, ins in entries) or may_loop and any(
            (ins.op in BRANCHES and (a + ins.imm) & M == start)
            or (e in ends and ins.op == "jal" and (a + ins.imm) & M == start)
            or (e in ends and ins.op not in JUMPS and (a + 4) & M == start)
            for e, (a, ins) in enumerate(entries))  # fmt: skip
        if region is not None:
            loops = False  # a member loops through the region's dispatch
        dynamic = loops or bool(roles) or bool(sides) or region is not None  # ``n`` counts
        full = dynamic  # load every register used, write back every register written
        inner = trace_plan.in_inner_loop(roles, n_main)
        state = {"inner": False}
        before: set[int] = set()  # written by earlier trace entries
        loaded: set[int] = set()

        def reg(n: int) -> str:
            if n == 0:
                return "0"
            used.add(n)
            if n not in before:
                loaded.add(n)
            reads[-1].add(n)
            return f"x{n}"

        def dst(n: int) -> str | None:
            if n == 0:
                return None
            used.add(n)
            written.add(n)
            writes[-1].add(n)
            if self._open_call is not None:
                self._open_call[1].add(n)
            return f"x{n}"

        sign = rv64.S64 if self.wide else S

        def sreg(n: int) -> str:
            return str(sign) if n == 0 else f"(x{n} ^ {sign})"

        def kexpr(i: int) -> str:
            return f"n + {i + base}" if dynamic else str(i)

        def goto(target: int, i: int) -> list[str]:
            """Leave (or loop) after entry ``i`` completed, going to ``target``."""
            if region is not None and target in region and not state["inner"]:
                if target == start:  # the member's own loop
                    return [f"n += {i + 1}", "if n <= lim: continue",
                            f"@WB@; return ({start}, n + {base})"]  # fmt: skip
                return [f"n += {i + 1 + base}; pc = {target}", "if n <= lim: break",
                        "@WB@; return (pc, n)"]  # fmt: skip
            if loops and target == start and not state["inner"]:
                return [f"n += {i + 1}", "if n <= lim: continue",
                        f"@WB@; return ({start}, n)"]  # fmt: skip
            return [f"@WB@; return ({target}, {kexpr(i + 1)})"]

        def back(i: int) -> list[str]:
            """Before a ``jalr`` exit after entry ``i``: loop when it returns to the start."""
            if region is not None and not state["inner"]:
                k = i + 1 + base
                return [f"if t == {start} and n <= lim - {i + 1}: n += {i + 1}; continue",
                        f"if t in MEMBERS and n <= lim - {k}: n += {k}; pc = t; break"]
            if not loops or state["inner"]:
                return []
            return [f"if t == {start} and n <= lim - {i + 1}: n += {i + 1}; continue"]

        self._back = back

        def cond(ins: Instr) -> str:
            return BRANCHES[ins.op].format(a=reg(ins.rs1), b=reg(ins.rs2), sa=sreg(ins.rs1),
                                           sb=sreg(ins.rs2))  # fmt: skip

        # pass 1, in entry order: each entry's code (structured branches: their condition)
        codes: list[list[str] | str] = []
        wbs: list[list[int]] = []
        reads: list[set[int]] = []
        writes: list[set[int]] = []
        # a hooked trace is straight code (``linear``): once the hook's write-back ran (its
        # line "@WB@"), later exits write back only what was written since
        synced = self._hooking and not full
        since: set[int] = set()
        for e, (pc, ins) in enumerate(entries):
            reads.append(set())
            writes.append(set())
            state["inner"] = inner[e] if e < n_main else inner[self._owner(sides, e)]
            kind = roles.get(e, ("",))[0] if e < n_main else ""
            if kind == "exit":  # a `j` back out of the block
                codes.append(goto((pc + ins.imm) & M, e))
            elif kind in ("nop", "jloop"):
                codes.append("")
            elif kind or e in sides:
                codes.append(cond(ins))
            else:
                follow = None if e in ends else entries[e + 1][0]
                codes.append(self._gen(ins, pc, e, reg, dst, sreg, kexpr, consts, goto, follow))
            since |= writes[e]
            wbs.append(sorted(since if synced else written))
            if synced and isinstance(codes[e], list) and "@WB@" in codes[e]:  # (a hook's own line)
                since = set()
            before |= written

        # structured blocks load every register they use, except those their straight
        # first stretch writes before reading them and before any exit could leave
        fresh: set[int] = set()
        if full and region is None:
            seen_r: set[int] = set()
            for e in range(n_main):
                if roles.get(e, ("nop",))[0] != "nop" or e in sides or any(
                        "return" in c for c in codes[e]):  # fmt: skip
                    break
                fresh |= writes[e] - reads[e] - seen_r
                seen_r |= reads[e] | writes[e]

        def write_back(regs) -> str:
            return "; ".join(f"X[{r}] = x{r}" for r in regs) or "pass"

        # a region member's exits write back what any member wrote (filled in later)
        wb = write_back(sorted(written)) if region is None else "@WB@"
        fp = self._fp
        code_lines: list[str] = []

        def put(e: int | None, depth: int, lines: list[str]) -> None:
            wb_here = wb if full else write_back(wbs[e] if e is not None else [])
            for c in lines:
                # a region's later members may still add float views of registers written
                # here: compile_region resolves its write placeholders once all are known
                c = fp.expand(c) if region is None else c
                if c is None:
                    continue
                if e is not None:
                    line_idx[len(code_lines)] = e + base
                code_lines.append("    " * depth + c.replace("@WB@", wb_here))
                if synced and c == "@WB@":
                    wb_here = "pass"  # (the entry's later exits: nothing written since)

        opened: set[int] = set()  # main indices of inner loops already emitted

        def emit(lo: int, hi: int, depth: int) -> None:
            """Main entries ``lo .. hi`` at indentation ``depth``."""
            i = lo
            while i <= hi:
                heads = [(k, j) for k, (kind, j) in roles.items()
                         if kind in ("loop", "jloop") and j == i and k <= hi
                         and k not in opened]  # fmt: skip
                if heads:
                    k = max(heads)[0]
                    opened.add(k)
                    put(None, depth, ["while True:"])
                    emit(i, k, depth + 1)
                    if k == n_main - 1:  # the back branch was the last entry: fall through
                        put(k, depth, goto((entries[k][0] + 4) & M, k))
                    i = k + 1
                    continue
                pc, ins = entries[i]
                code = codes[i]
                kind, j = roles.get(i, ("", 0))
                state["inner"] = inner[i]
                if kind == "nop":
                    i += 1
                    continue
                if kind == "jloop":
                    put(i, depth, [f"n += {i - j + 1}", "if n <= lim: continue",
                                   f"@WB@; return ({entries[j][0]}, n + {j + base})"])
                    i += 1
                    continue
                if kind == "break":
                    put(i, depth, [f"if {code}:", f"    n -= {j - 1 - i}", "    break"])
                    i += 1
                    continue
                if kind == "skip":
                    put(i, depth, [f"if {code}:", f"    n -= {j - i - 1}", "else:"])
                    mark = len(code_lines)
                    emit(i + 1, j - 1, depth + 1)
                    if len(code_lines) == mark:
                        put(None, depth + 1, ["pass"])
                    i = j
                    continue
                if kind == "loop":
                    put(i, depth, [f"if {code}:", f"    n += {i - j + 1}",
                                   "    if n <= lim: continue",
                                   f"    @WB@; return ({entries[j][0]}, n + {j + base})",
                                   "break"])
                    i += 1
                    continue
                if i in sides:
                    first = sides[i]
                    adj = i + 1 - first
                    put(i, depth, [f"if {code}:"] + ([f"    n += {adj}"] if adj else []))
                    e = first
                    while True:
                        put(e, depth + 1, codes[e])
                        if e in ends:
                            break
                        e += 1
                    if i == n_main - 1:
                        put(i, depth, goto((pc + 4) & M, i))
                    i += 1
                    continue
                put(i, depth, code)
                i += 1

        if region is not None:
            emit(0, n_main - 1, 4)
            consts["MEMBERS"] = region
            return Member(start, code_lines, line_idx, [a for a, _ in entries], used, written,
                          consts, dict(entries))  # fmt: skip
        emit(0, n_main - 1, 2 if loops else 1)
        if len(code_lines) > MAX_LINES and n_main > 8:
            raise TooBig(n_main)
        if loops:
            code_lines.insert(0, "    while True:")
        line_idx = {k + (6 if loops else 5): v for k, v in line_idx.items()}
        views = fp.prologue()
        gates = f"; {GATES}" if fp.used else ""
        text = "\n".join(code_lines) + views + gates
        idents = set(_IDENT.findall(text)) | {"X"}
        ns: dict[str, Any] = {k: v for k, v in self.env.items() if k in idents}
        if not full or fresh:
            consts["WBL"] = tuple((r, f"x{r}") for r in sorted(written))
        ns.update(consts)
        fname = f"blk_{start:08x}"
        load = "; ".join(f"x{r} = X[{r}]" for r in sorted(used - fresh if full else loaded)) \
            or "pass"
        lines = [f"def {fname}(budget, {', '.join(f'{k}={k}' for k in ns)}):",
                 f"    {load}; {views}" if views else f"    {load}",
                 # one line (generated line numbers map to instructions): FP gates if used
                 f"    n = 0; lim = budget - {n_ins}{gates}", "    try:"]  # fmt: skip
        lines.extend("    " + c for c in code_lines)
        lines.append("    except BaseException as e:")
        if full and not fresh:
            lines.append(f"        {wb}")
        else:  # the registers written so far (the others were never assigned)
            lines.append("        L = locals()")
            lines.append("        for r, k in WBL:")
            lines.append("            if k in L: X[r] = L[k]")
        lines.append("        raise BlockFault(e, e.__traceback__.tb_lineno, n) from None")
        src = "\n".join(lines) + "\n"
        ns["BlockFault"] = BlockFault
        code_obj = compile(src, f"<block {start:08x}>", "exec")
        exec(code_obj, ns)
        return Block(start, n_ins, ns[fname], line_idx, [a for a, _ in entries], loops, src,
                     dict(entries))  # fmt: skip

    @staticmethod
    def _segment_ends(trace: list, sides: dict[int, int], n_ins: int) -> set[int]:
        """The last entry of the main trace and of every side trace."""
        firsts = sorted(sides.values())
        return {len(trace) - 1} | {f - 1 for f in firsts[1:]} | ({n_ins - 1} if firsts else set())

    @staticmethod
    def _owner(sides: dict[int, int], e: int) -> int:
        """The main index whose side trace holds entry ``e``."""
        return max((b, i) for i, b in sides.items() if b <= e)[1]

    def _gen(self, ins: Instr, pc: int, i: int, reg, dst, sreg, kexpr, consts, goto,
             follow: int | None) -> list[str]:  # fmt: skip
        """Code for trace entry ``i``; ``follow`` is the next entry's address (None: last)."""
        op = ins.op
        is_last = follow is None
        if op in ENDS_BLOCK:
            return self._gen_flow(ins, pc, i, reg, dst, sreg, kexpr, goto, follow)
        code = self._gen_plain(ins, pc, i, reg, dst, sreg, kexpr, consts)
        if is_last:
            code = code + goto((pc + 4) & M, i)
        return code

    def _gen_flow(self, ins: Instr, pc: int, i: int, reg, dst, sreg, kexpr, goto,
                  follow: int | None) -> list[str]:  # fmt: skip
        op = ins.op
        is_last = follow is None
        nxt = (pc + 4) & M
        link = rv64.sx32_value(nxt) if self.wide else nxt
        if op in BRANCHES:
            cond = BRANCHES[op].format(a=reg(ins.rs1), b=reg(ins.rs2), sa=sreg(ins.rs1),
                                       sb=sreg(ins.rs2))  # fmt: skip
            target = (pc + ins.imm) & M
            out = [f"if {cond}:"] + ["    " + c for c in goto(target, i)]
            if is_last:
                out += goto(nxt, i)
            return out
        if op == "jal":
            target = (pc + ins.imm) & M
            d = dst(ins.rd)
            out = [f"{d} = {link}"] if d else []
            # the trace may go on elsewhere (past a loop closed by this `j`, see
            # trace_plan.main_trace): unless the plan structured it, the jump leaves here
            if is_last or follow != target:
                if self._hooking and ins.rd == 1:  # the block's last transfer: on_block's,
                    out += ["@WB@", *self.env["H"].cc.inline_call(  # in place
                        "H", "X", "MEM", pc, target, last=True)]  # fmt: skip
                    self._open_call = None
                out += goto(target, i)
            elif self._hooking and ins.rd == 1:  # (the trace's last entry: on_block's)
                out += ["@WB@", *self.env["H"].cc.inline_call("H", "X", "MEM", pc, target,
                                                              flag="p_"),
                        f"    return ({target}, {i + 1})"]  # fmt: skip
                self._open_call = nxt, set()
            return out or ["pass"]
        # jalr: the trace ends here, or continues at the predicted return address behind a
        # guard that leaves when the register holds something else
        base = reg(ins.rs1)
        out = [f"t = ({base} + {ins.imm}) & 4294967294"]
        d = dst(ins.rd)
        if d:
            out.append(f"{d} = {link}")
        back = self._back(i)  # a return to the block's own start loops inside it
        if is_last:
            if self._hooking and not ins.rd and not back:  # (as a jal's last transfer)
                out += ["@WB@", *self.env["H"].cc.inline_return("H", "X", "MEM", pc, "t",
                                                                last=True)]
            out += back + [f"@WB@; return (t, {kexpr(i + 1)})"]
        elif back:
            out += [f"if t != {follow}:"] + ["    " + c for c in back]
            out.append(f"    @WB@; return (t, {kexpr(i + 1)})")
        else:
            out.append(f"if t != {follow}: @WB@; return (t, {kexpr(i + 1)})")
            if self._hooking and not ins.rd:  # a return through ra (trace_plan.main_trace)
                cc, call = self.env["H"].cc, self._open_call
                plain = call is not None and call[0] == follow and \
                    not call[1] & set(cc.callee_regs)  # fmt: skip
                out += ["@WB@", *cc.inline_return("H", "X", "MEM", pc, follow,
                                                  pushed="p_" if plain else ""),
                        f"    return ({follow}, {i + 1})"]  # fmt: skip
                self._open_call = None
        return out

    def _gen_plain(self, ins: Instr, pc: int, i: int, reg, dst, sreg, kexpr,
                   consts) -> list[str]:  # fmt: skip
        op = ins.op
        nxt = (pc + 4) & M
        cut = f"if MEM.cut: @WB@; return ({nxt}, {kexpr(i + 1)})"
        rr = self.rr
        if op in rr:
            d = dst(ins.rd)
            if d is None:  # no side effects (division by zero does not trap)
                return ["pass"]
            a, b = reg(ins.rs1), reg(ins.rs2)
            if op in ("add", "or", "xor") and "0" in (a, b):  # mv and friends
                return [f"{d} = {b if a == '0' else a}"]
            expr = rr[op].format(a=a, b=b, sa=sreg(ins.rs1), sb=sreg(ins.rs2))
            return [f"{d} = {expr}"]
        imm_ops = self.imm_ops
        if op in imm_ops:
            d = dst(ins.rd)
            if d is None:
                return ["pass"]
            a = reg(ins.rs1)
            return [f"{d} = {imm_ops[op](a, ins.imm, sreg(ins.rs1))}"]
        wide = self.wide
        if op == "lui":
            d = dst(ins.rd)
            v = (ins.imm << 12) & M
            return [f"{d} = {rv64.sx32_value(v) if wide else v}"] if d else ["pass"]
        if op == "auipc":
            d = dst(ins.rd)
            v = (pc + (ins.imm << 12)) & M
            return [f"{d} = {rv64.sx32_value(v) if wide else v}"] if d else ["pass"]
        def slow(stmt: str, indent: str = "") -> list[str]:
            """A slow-path access: exact fetch count for device hooks, and leave the block
            after it if a hook rescheduled/interrupted or text changed (``MEM.cut``)."""
            out = [f"{indent}a &= 4294967295"]
            if self.hooks:
                out.append(f"{indent}M.fetches = M._f0 + {kexpr(i + 1)}")
            out.append(indent + stmt)
            if self.hooks or self.smc:
                out.append(indent + cut)
            return out

        if op in LOADS:
            view, align, call, signed = LOADS[op]
            d = dst(ins.rd) or "_"
            if wide and (signed or op == "lw") and d != "_":
                # RV64: lw/lh/lb sign-extend to 64 bits (signed views on the fast path)
                out = [self._mem_addr(ins, reg)]
                out += self._fast_load("SW" if op == "lw" else view, align, d, True, ins.rs1,
                                       str(rv64.M64))  # fmt: skip
                back = f"{d} = {rv64.sx32(call)}"
                if len(out) > 1:
                    return out + ["else:"] + slow(back, "    ")
                return out + slow(back)
            out = [self._mem_addr(ins, reg)]
            out += self._fast_load(view, align, d, signed, ins.rs1)
            if len(out) > 1:
                return out + ["else:"] + slow(f"{d} = {call}", "    ")
            return out + slow(f"{d} = {call}")
        if wide and op in ("lwu", "ld", "sd"):
            return self._gen_rv64_mem(ins, reg, dst, slow)
        if op in STORES:
            view, align, call, vmask = STORES[op]
            if wide and op == "sw":
                vmask = M
            v = reg(ins.rs2)
            value = f"{v} & {vmask}" if vmask and v != "0" else v
            out = [self._mem_addr(ins, reg)]
            out += self._fast_store(view, align, value, ins.rs1)
            stmt = call.format(v=v)
            if len(out) > 1:
                return out + ["else:"] + slow(stmt, "    ")
            return out + slow(stmt)
        if op == "flw":
            out = [self._mem_addr(ins, reg)]
            out += self._fast_load("W", 3, "t", False)
            if len(out) > 1:
                out += ["else:"] + slow("t = MLW(a)", "    ")
            else:
                out += slow("t = MLW(a)")
            return out + [f"F[{ins.rd}] = {BOX} | t", self._fp.wrote(ins.rd)]
        if op == "fsw":
            out = [self._mem_addr(ins, reg), f"t = F[{ins.rs2}] & 4294967295"]
            fast = self._fast_store("W", 3, "t")
            if fast:
                return out + fast + ["else:"] + slow("MSW(a, t)", "    ")
            return out + slow("MSW(a, t)")
        if op == "fld":
            return self._gen_dword(ins, reg, f"F[{ins.rd}]", "", f"F[{ins.rd}] = MLD(a)",
                                   slow) + [self._fp.wrote(ins.rd)]  # fmt: skip
        if op == "fsd":
            v = f"F[{ins.rs2}]"
            return self._gen_dword(ins, reg, "", v, f"MSD(a, {v})", slow)
        if op in ("fmv.x.s", "fmv.x.w"):
            d = dst(ins.rd)
            if not d:
                return ["pass"]
            return [f"{d} = {rv64.sx32(f'F[{ins.rs1}]') if wide else f'F[{ins.rs1}] & 4294967295'}"]
        if op in ("fmv.s.x", "fmv.w.x"):
            a = reg(ins.rs1)
            return [f"F[{ins.rd}] = {BOX} | ({a} & 4294967295)" if wide and a != "0"
                    else f"F[{ins.rd}] = {BOX} | {a}", self._fp.wrote(ins.rd)]
        if op in ("fence", "fence.i"):
            return ["pass"]
        return self._gen_fp(ins, reg, dst, consts)

    def _gen_fp(self, ins: Instr, reg, dst, consts) -> list[str]:
        return self._fp.gen(ins, reg, dst, consts)
