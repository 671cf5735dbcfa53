"""Block translator for the MIPS hart: traces of user code become Python functions.

A trace (see `translate`) follows the code through not-taken branches, jumps and inlined
calls; registers live in Python locals inside it, and a taken branch to a short tail of
code runs that tail in place (an exit stub, `_stub`). When an instruction faults, the
locals are written back (they hold exactly the state before that instruction) and the fault
is re-raised with the faulting instruction's key in ``hart.fault_index`` (see `Block`), so
the runner reports and handles it exactly as the single-step path would. Loads and stores
inside the data segment and the stack (plain memory that no device watches) index the
memory's region views inline; others go through `MipsMemory`. Not used with delayed
branching, self-modifying code or while stores are journaled for backstep.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rarslite.isa.mips.codec import MipsInstr
from rarslite.isa.mips.program import TextWord
from rarslite.machine.mips.hart import MipsException, MipsHart
from rarslite.machine.mips.translate_fp import (
    FP_MEMORY,
    FP_OPS,
    FpState,
    runtime,
    translate_fp,
    translate_fp_memory,
)

MAX_BLOCK = 64
M = 0xFFFFFFFF
S = 0x80000000

_ALU3 = {
    "addu": "({a} + {b}) & M",
    "subu": "({a} - {b}) & M",
    "and": "{a} & {b}",
    "or": "{a} | {b}",
    "xor": "{a} ^ {b}",
    "nor": "~({a} | {b}) & M",
    "slt": "1 if ({a} ^ S) < ({b} ^ S) else 0",
    "sltu": "1 if {a} < {b} else 0",
    "sllv": "({b} << ({a} & 31)) & M",
    "srlv": "{b} >> ({a} & 31)",
    "srav": "((({b} ^ S) - S) >> ({a} & 31)) & M",
}
_ALUI = {
    "addiu": "({a} + {imm}) & M",
    "slti": "1 if ({a} ^ S) < ({imm} & M ^ S) else 0",
    "sltiu": "1 if {a} < ({imm} & M) else 0",
    "andi": "{a} & {imm}",
    "ori": "{a} | {imm}",
    "xori": "{a} ^ {imm}",
}
_BRANCH = {
    "beq": "{a} == {b}",
    "bne": "{a} != {b}",
    "blez": "({a} ^ S) <= S",
    "bgtz": "({a} ^ S) > S",
    "bltz": "{a} & S",
    "bgez": "not {a} & S",
    "bltzal": "{a} & S",
    "bgezal": "not {a} & S",
}
_LOADS = {"lw": 4, "ll": 4, "lh": 2, "lhu": 2, "lb": 1, "lbu": 1}
_STORES = {"sw": 4, "sh": 2, "sb": 1}
_SIMPLE = (
    set(_ALU3) | set(_ALUI) | set(_LOADS) | set(_STORES)
    | {"add", "sub", "addi", "lui", "sll", "srl", "sra", "nop", "mult", "multu", "div", "divu",
       "mfhi", "mflo", "mthi", "mtlo", "mul", "movn", "movz", "clz", "clo"}
)  # fmt: skip


class _Gen:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.read: set[int] = set()
        self.written: set[int] = set()
        self.live_in: set[int] = set()  # read (or kept) before this trace writes them
        self.const: dict[int, str] = {}  # registers the trace set to a known value
        self.wsets: list[list[int]] = []  # per trace entry: registers written up to it
        # exit stubs (see `_stub`): per stub instruction (address, instructions the path
        # completed before it); per stub the registers written up to its exit
        self.stub_where: list[tuple[int, int]] = []
        self.stub_wsets: list[list[int]] = []
        self.longest = 0  # the most instructions one path through the block runs
        self.hilo = False
        self.hooks = False  # devices connected
        # inline memory paths: (name, first address, last address, power-of-two size or 0)
        # for loads and for stores, in the order to try them for ordinary base registers
        self.load_windows: list[tuple[str, int, int, int]] = []
        self.store_windows: list[tuple[str, int, int, int]] = []
        # per trace entry with an inline access through a register: (register, offset,
        # size, first window's low and last start address, the access as one unchecked
        # statement given its index expression); see `_versions`
        self.direct: dict[int, tuple[int, int, int, int, int, str]] = {}
        self.first: tuple[str, int, int, int, str] | None = None  # of the last `inline`
        self.fp = FpState()  # coprocessor 1 registers and flags

    def r(self, n: int) -> str:
        """The expression for register ``n``'s value here: a literal if the trace set it
        to a constant (the compiler then folds the expressions it goes into)."""
        if n == 0:
            return "0"
        if n in self.const:
            return self.const[n]
        self.use(n)
        return f"r{n}"

    def use(self, n: int) -> None:
        """Register ``n``'s value on entry may be needed here (read, or written only on
        one path)."""
        self.read.add(n)
        if n not in self.written:
            self.live_in.add(n)

    def w(self, n: int, expr: str) -> None:
        if n:
            self.clobber(n)
            self.lines.append(f"r{n} = {expr}")
            literal = _LITERALS.sub(lambda m: _CONSTS[m.group()], expr)
            if _CONST_EXPR.fullmatch(literal):
                self.const[n] = str(eval(literal, {"__builtins__": {}}))  # noqa: S307 - digits and operators only

    def clobber(self, n: int) -> None:
        """Register ``n`` is written here (with a value not known while translating)."""
        self.written.add(n)
        self.const.pop(n, None)

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def access(self, fast: list[tuple[str, str]], slow: str, k: int, pc: int) -> None:
        """A memory access: ``fast`` is (condition, statement) per inline region, tried in
        order; else the `MipsMemory` call ``slow``. With devices connected the slow path
        sees the exact fetch count, and a device hook there ends the block after this
        instruction."""
        slow_lines = [f"f = {k}", slow]  # only the slow path can fault
        if self.hooks:
            slow_lines = [f"f = {k}", f"B.fetches = f0 + n + {k + 1}", slow, "if mem.cut:",
                          "    " + self.fp.mark(),
                          f"    @CUT {(pc + 4) & M} {k} {pc}@"]  # fmt: skip
        if not fast:
            self.lines += slow_lines
            return
        kw = "if"
        for cond, stmt in fast:
            self.lines.append(f"{kw} {cond}: {stmt}")
            kw = "elif"
        self.lines.append("else:")
        self.lines += ["    " + x for x in slow_lines]

    def inline(self, size: int, base: int, store: bool, template: str,
               a: str = "a") -> list[tuple[str, str]]:  # fmt: skip
        """Inline paths of an access of ``size`` bytes at address ``a`` (a name):
        ``template`` with ``{v}`` (the view name prefix) and ``{i}`` (the index into it)."""
        windows = self.store_windows if store else self.load_windows
        if base in (29, 30):  # $sp/$fp: the stack first
            windows = sorted(windows, key=lambda w: w[0] != "stack")
        out = []
        shift = {4: " >> 2", 2: " >> 1", 1: ""}[size]
        self.first = None
        if windows:
            name, lo, hi, pow2 = windows[0]
            self.first = (name, lo, (lo + pow2 - 1) if pow2 else hi, size, template)
        for name, lo, hi, pow2 in windows:
            if pow2:  # one test for range and alignment: no bit outside the window's
                cond = f"not (o := {a} - {lo}) & {-pow2 | (size - 1)}"
                index = f"o{shift}"
            else:
                cond = f"{lo} <= {a} <= {hi}" + (f" and not {a} & {size - 1}" if size > 1 else "")
                index = f"({a} - {lo}){shift}"
            out.append((cond, template.format(v=name, i=index)))
        return out


def _fmt(template: str, g: _Gen, i: MipsInstr) -> str:
    a = g.r(i.rs) if "{a}" in template else ""
    b = g.r(i.rt) if "{b}" in template else ""
    return template.format(a=a, b=b, imm=i.imm)  # fmt: skip


def _addr(g: _Gen, i: MipsInstr) -> str:
    """The name holding a load's or store's address (``a``, computed here, or the base
    register itself when the offset is 0)."""
    base = g.r(i.rs)
    if base.isdigit():  # $zero or a constant
        g.emit(f"a = {(int(base) + i.imm) & M}")
    elif i.imm == 0:
        return base
    else:
        g.emit(f"a = ({base} + {i.imm}) & M")
    return "a"


def _translate_one(g: _Gen, i: MipsInstr, pc: int, k: int) -> bool:  # noqa: C901
    """Append the code of ``i``; False if the translator leaves it to the interpreter."""
    op = i.op
    if op in ("addu", "or", "xor") and 0 in (i.rs, i.rt):  # move and friends
        g.w(i.rd, g.r(i.rs or i.rt))
    elif op in ("addiu", "ori", "xori") and i.rs == 0:  # li
        g.w(i.rt, str(i.imm & M))
    elif op == "addiu" and i.imm == 0:
        g.w(i.rt, g.r(i.rs))
    elif op in _ALU3:
        g.w(i.rd, _fmt(_ALU3[op], g, i))
    elif op in _ALUI:
        g.w(i.rt, _fmt(_ALUI[op], g, i))
    elif op in ("add", "sub", "addi"):
        a = f"(({g.r(i.rs)} ^ S) - S)"
        b = f"(({g.r(i.rt)} ^ S) - S)" if op != "addi" else str(i.imm)
        g.emit(f"v = {a} {'-' if op == 'sub' else '+'} {b}")
        g.emit(f"if not -S <= v < S: f = {k}; raise OVERFLOW()")
        g.w(i.rt if op == "addi" else i.rd, "v & M")
    elif op == "lui":
        g.w(i.rt, str((i.imm << 16) & 0xFFFFFFFF))
    elif op in ("sll", "srl", "sra"):
        t = g.r(i.rt)
        expr = {"sll": f"({t} << {i.sa}) & M", "srl": f"{t} >> {i.sa}",
                "sra": f"((({t} ^ S) - S) >> {i.sa}) & M"}[op]  # fmt: skip
        g.w(i.rd, expr)
    elif op == "nop":
        pass
    elif op in _LOADS:
        n = _LOADS[op]
        a = _addr(g, i)
        v = f"r{i.rt}" if i.rt else "v"  # straight into the register: a fault leaves it
        if i.rt:
            g.clobber(i.rt)
        view = {"lw": "W", "ll": "W", "lh": "SH", "lhu": "H", "lb": "SB", "lbu": "B"}[op]
        sign = " & 4294967295" if op in ("lh", "lb") else ""
        fast = g.inline(n, i.rs, False, f"{v} = {{v}}{view}[{{i}}]{sign}", a)
        call = {4: "load_word", 2: "load_half", 1: "load_byte"}[n]
        slow = f"{v} = mem.{call}({a})"
        if op in ("lh", "lb"):  # the signed views extend on the inline path
            bit = 0x8000 if n == 2 else 0x80
            slow += f"; {v} = (({v} ^ {bit}) - {bit}) & M"
        g.access(fast, slow, k, pc)
        _note_direct(g, i, k)
    elif op in _STORES:
        n = _STORES[op]
        a = _addr(g, i)
        v = g.r(i.rt)
        value = v if n == 4 or v == "0" else f"{v} & {(1 << 8 * n) - 1}"
        view = {4: "W", 2: "H", 1: "B"}[n]
        fast = g.inline(n, i.rs, True, f"{{v}}{view}[{{i}}] = {value}", a)
        call = {4: "store_word", 2: "store_half", 1: "store_byte"}[n]
        g.access(fast, f"mem.{call}({a}, {value})", k, pc)
        _note_direct(g, i, k)
    elif op in ("mult", "multu", "mul"):
        # hi and lo live in one local ``hl`` (hi = hl >> 32 & M, lo = hl & M): a product is
        # stored as is and split only where read
        a, b = g.r(i.rs), g.r(i.rt)
        g.hilo = True
        if op == "multu":
            g.emit(f"hl = {a} * {b}")
        else:
            g.emit(f"hl = (({a} ^ S) - S) * (({b} ^ S) - S)")
        if op == "mul":
            g.w(i.rd, "hl & M")
    elif op in ("div", "divu"):
        a, b = g.r(i.rs), g.r(i.rt)
        g.hilo = True
        if op == "divu":
            g.emit(f"if {b}: hl = ({a} % {b}) << 32 | {a} // {b}")
        else:
            g.emit(f"if {b}: hl = _div(({a} ^ S) - S, ({b} ^ S) - S)")
    elif op == "mfhi":
        g.hilo = True
        g.w(i.rd, "hl >> 32 & M")
    elif op == "mflo":
        g.hilo = True
        g.w(i.rd, "hl & M")
    elif op == "mthi":
        g.hilo = True
        g.emit(f"hl = {g.r(i.rs)} << 32 | hl & M")
    elif op == "mtlo":
        g.hilo = True
        g.emit(f"hl = hl >> 32 << 32 | {g.r(i.rs)}")
    elif op in ("movn", "movz"):
        if i.rd:
            cond = f"{g.r(i.rt)} {'!=' if op == 'movn' else '=='} 0"
            g.use(i.rd)
            g.w(i.rd, f"{g.r(i.rs)} if {cond} else r{i.rd}")
    elif op in ("clz", "clo"):
        s = g.r(i.rs)
        g.w(i.rd, f"32 - ({s} if {op == 'clz'} else ~{s} & M).bit_length()")
    else:
        return False
    return True


def _note_direct(g: _Gen, i: MipsInstr, k: int) -> None:
    """Keep the unchecked form of the access just translated (trace entry ``k``), if it
    goes through a register whose value is not known while translating."""
    if g.first is None or not i.rs or i.rs in g.const or k >= MAX_BLOCK:
        return
    name, lo, hi, size, template = g.first
    shift = {4: " >> 2", 2: " >> 1", 1: ""}[size]
    index = f"(r{i.rs} - {lo - i.imm}){shift}"
    g.direct[k] = (i.rs, i.imm, size, lo, hi - size + 1, template.format(v=name, i=index))


_Version = tuple[int, int, int, int, int, int, int]  # see `_versions`


def _versions(g: _Gen, code: list[list[str]], per: int) -> list[_Version]:
    """The accesses of a counted loop's body (``code[:per]``) that a first, unchecked
    copy of the loop may run without their window tests: each through a register the body
    never writes or steps once by a constant (``addiu rX, rX, c``, c a multiple of the
    size). Per access: (entry, register, offset from the register's value at the start of
    an iteration, step per iteration, size, window low, last start address); the block
    computes, from the registers on entry, for how many iterations every one stays inside
    its window (`_safe_iterations`)."""
    out = []
    for k in range(per):
        if k not in g.direct:
            continue
        b, imm, size, lo, last, _stmt = g.direct[k]
        writes = [(j, line) for j in range(per) for line in code[j]
                  if re.search(rf"\br{b} = ", line)]  # fmt: skip
        step = 0
        if writes:
            m = re.fullmatch(rf"r{b} = \(r{b} \+ (-?\d+)\) & M", writes[0][1])
            if len(writes) > 1 or not m:
                continue
            step = int(m.group(1))
            if step % size:
                continue
            if writes[0][0] < k:  # stepped before the access in each iteration
                imm += step
        out.append((k, b, imm, step, size, lo, last))
    return out


def _safe_iterations(a: int, step: int, lo: int, last: int, size: int) -> int:
    """How many iterations an access at ``a`` (first iteration), ``a + step``, ... stays an
    aligned access inside the window ``lo``..``last`` (its last start address)."""
    if not lo <= a <= last or (a - lo) % size:
        return 0
    if step > 0:
        return (last - a) // step + 1
    if step < 0:
        return (a - lo) // -step + 1
    return 1 << 62


def _div(a: int, b: int) -> int:
    """Signed division truncating toward zero, as ``hi << 32 | lo`` (remainder, quotient)."""
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return ((a - q * b) & 0xFFFFFFFF) << 32 | q & 0xFFFFFFFF


class Block:
    """A translated trace: ``fn(lim, f0=0) -> (next_pc, completed)``, where ``next_pc`` is
    ``~pc`` (negative) when a ``jr``/``jalr`` jumped to its own address (MARS counts the
    repeated fetch once). A fault sets ``hart.fault_index`` (a key of ``where``: the faulting
    instruction's address and how many instructions its path completed before it in the
    current loop iteration) and ``hart.fault_done`` (those of earlier iterations)."""

    __slots__ = ("fn", "where", "length", "user", "source")

    def __init__(self, fn: Callable, where: dict[int, tuple[int, int]], length: int,
                 user: bool, source: str) -> None:  # fmt: skip
        self.fn = fn
        self.where = where
        self.length = length  # the most instructions one loop iteration or exit path runs
        self.user = user  # in user text (MARS's instruction count covers only that)
        self.source = source


def _trace(hart: MipsHart, pc: int, g: _Gen) -> tuple[list[int], list[list[str]]]:
    """Follow the code from ``pc``: the trace's addresses, each instruction's code lines
    (exits written as ``@GO target k addr@``) and whether the last one already left."""
    cfg = hart.config
    text = hart.memory.text
    if cfg.text_base <= pc < cfg.text_limit:
        lo, hi = cfg.text_base, cfg.text_limit
    else:
        lo, hi = cfg.kernel_text_base, cfg.kernel_text_limit
    addrs: list[int] = []
    code: list[list[str]] = []
    calls: list[int] = []  # return addresses of inlined jal, newest last
    addr = pc
    while len(addrs) < MAX_BLOCK and addr not in addrs and lo <= addr < hi:
        tw = text.get(addr)
        if not isinstance(tw, TextWord) or tw.instr is None:
            break
        i, k = tw.instr, len(addrs)
        op = i.op
        nxt = (addr + 4) & M
        g.lines = []
        g.fp.at(k)
        follow = nxt
        if op in _BRANCH or op in ("bc1t", "bc1f"):
            target = (addr + 4 + (i.imm << 2)) & M
            if target == addr:  # a branch to itself: MARS counts its repeats once
                break
            fused = _fuse_set_branch(code, i)
            if fused is not None:  # slt + bne/beq against $zero: one test
                cond, d, taken = fused
                g.emit(f"if {cond}:")
                g.emit(f"    r{d} = {taken}")
                g.lines += _exit(hart, g, target, k, addr, (lo, hi), pc)
                g.emit(f"r{d} = {1 - taken}")
                addrs.append(addr)
                code.append(g.lines)
                g.wsets.append(sorted(g.written))
                addr = follow
                continue
            if op in _BRANCH:
                cond = _fmt(_BRANCH[op], g, i)
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
                calls.append(nxt)
        elif op == "jr" and calls and i.rs == 31:
            follow = calls.pop()  # an inlined call returns: guard the prediction
            ra = g.r(31)
            if ra != str(follow):  # (no guard where $ra still holds the call's link)
                g.emit(f"t = {ra}")
                g.emit(f"if t != {follow}:")
                g.emit("    " + g.fp.mark())
                g.emit(f"    @GO t {k} {addr}@")
        elif op in ("jr", "jalr"):
            if op == "jalr":  # rd is written first and the jump uses rs read afterwards
                g.w(i.rd, str(nxt))
            g.emit(f"t = {g.r(i.rs)}")
            g.emit(g.fp.mark())
            g.emit(f"@GO t {k} {addr}@")
            addrs.append(addr)
            code.append(g.lines)
            g.wsets.append(sorted(g.written))
            return addrs, code
        elif op in FP_OPS:
            if not translate_fp(g, i, k):
                break
        elif op in FP_MEMORY:
            if not translate_fp_memory(g, i, addr, k, _addr):
                break
        elif op not in _SIMPLE or not _translate_one(g, i, addr, k):
            break
        addrs.append(addr)
        code.append(g.lines)
        g.wsets.append(sorted(g.written))
        addr = follow
    if addrs:
        code[-1].append(g.fp.mark(sync=addr == pc))
        code[-1].append(f"@GO {addr} {len(addrs) - 1} {addrs[-1]}@")
    return addrs, code


STUB_MAX = 6  # instructions an exit stub may hold


def _exit(hart: MipsHart, g: _Gen, target: int, k: int, addr: int,
          segment: tuple[int, int], start: int) -> list[str]:  # fmt: skip
    """The (indented) lines of a taken branch's exit from trace entry ``k`` (at ``addr``):
    its stub if the code there is short, else a plain exit to ``target``."""
    mark = g.fp.mark(sync=target == start)
    saved = g.lines, set(g.written), dict(g.const)
    # forward branches only: a backward one is a loop's, whose head should start a block
    stub = _stub(hart, g, target, k, segment) if target > addr and not g.hooks else None
    g.lines, g.written, g.const = saved
    return ["    " + x for x in [mark] + (stub or [f"@GO {target} {k} {addr}@"])]


def _stub(hart: MipsHart, g: _Gen, addr: int, k: int, segment: tuple[int, int]) -> list[str]:
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
        elif i.op not in _SIMPLE or not _translate_one(g, i, addr, MAX_BLOCK + len(g.stub_where)):
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


def _merge_rewrites(code: list[list[str]]) -> None:
    """Fold an instruction whose whole code is ``rX = e1`` into the next one's when that is
    ``rX = e2`` reading rX once (``xori`` after ``addu`` on one register): no exit or fault
    lies between them, so the intermediate value is never observed."""
    for k in range(len(code) - 1):
        a, b = code[k], code[k + 1]
        if len(a) != 1 or len(b) != 1 or not (m := _ASSIGN.fullmatch(a[0])):
            continue
        x, e1 = m.groups()
        e2 = b[0][len(f"r{x} = ") :] if b[0].startswith(f"r{x} = ") else ""
        use = re.compile(rf"\br{x}\b")
        if len(use.findall(e2)) == 1:
            b[0] = f"r{x} = " + use.sub(lambda _, e=e1: f"({e})", e2)
            a.clear()


_ASSIGN = re.compile(r"r(\d+) = (.+)")  # a register's whole update, unindented


def _sink_constants(code: list[list[str]], per: int, pc: int) -> list[tuple[int, str, str]]:
    """Take constant assignments that only state a value out of the body of a loop that runs
    to its count (``code[:per]``, leaving at its way back): a register set to a literal there
    and neither read nor otherwise written in it (its readers got the literal), and the
    value a fused set-and-branch gives its register on the way back. The value is set
    again after the loop proper and when the budget ends; for a fault, the returned
    condition (over ``it`` and ``f``) says whether the assignment had run. Returns
    (register, value, condition) per sunk assignment."""
    proper = [line for lines in code[:per] for line in lines]
    head = f"@GO {pc} "
    last = code[per - 1]
    back = next(i for i, x in enumerate(last) if x.lstrip().startswith(head))
    sunk: list[tuple[int, str, str]] = []

    def mentions(x: str) -> int:
        return sum(1 for line in proper if re.search(rf"\br{x}\b", line))

    # the way back of a fused branch: "if test:", "    rD = T", "    @GO pc..@", "rD = F"
    if back >= 2 and last[back].startswith("    ") and (m := _SET.fullmatch(last[back - 1])):
        d, value = m.groups()
        if last[back - 1].startswith("    ") and mentions(d) == 2 and \
                back + 1 < len(last) and _SET.fullmatch(last[back + 1] or "") and \
                last[back + 1].startswith(f"r{d} = "):  # fmt: skip
            del last[back - 1]
            back -= 1
            sunk.append((int(d), value, f"it and f < {per}"))
    after: list[str] = []
    for k, lines in enumerate(code[:per]):
        end = back if lines is last else len(lines)  # (after the way back: leaving anyway)
        keep = []
        for j, line in enumerate(lines):
            m = _SET.fullmatch(line)
            if j < end and m and not line.startswith(" ") and mentions(m.group(1)) == 1:
                sunk.append((int(m.group(1)), m.group(2), f"it or f > {k}"))
                after.append(line)
            else:
                keep.append(line)
        lines[:] = keep
    back = next(i for i, x in enumerate(last) if x.lstrip().startswith(head))
    last[back + 1 : back + 1] = after  # right after the way back: the loop proper is done
    return sunk


_SET = re.compile(r" *r(\d+) = (-?\d+)")  # a register set to a literal


def _fuse_set_branch(code: list[list[str]], i: MipsInstr) -> tuple[str, int, int] | None:
    """For ``bne``/``beq`` of a register against $zero right after the set-on-less-than that
    wrote it (the blt/bge pseudo-instructions): the test, the register and its value when
    the branch is taken; the set's code line is taken out of ``code`` (it cannot fault, so
    folding it into the branch changes nothing observable)."""
    if i.op not in ("bne", "beq") or 0 not in (i.rs, i.rt) or not code:
        return None
    d = i.rs or i.rt
    prev = code[-1]
    head, tail = f"r{d} = 1 if ", " else 0"
    if len(prev) != 1 or not prev[0].startswith(head) or not prev[0].endswith(tail):
        return None
    test = prev.pop()[len(head) : -len(tail)]
    if i.op == "bne":
        return test, d, 1
    return f"not ({test})", d, 0


def translate(hart: MipsHart, pc: int, hooks: bool = False) -> Block | None:
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
    (they hold the state before the faulting instruction)."""
    mem = hart.memory
    g = _Gen()
    g.hooks = hooks
    watched = [r for d in hart.bus.devices for r in d.ranges] if hooks and hart.bus else []
    for name, lo, hi, pow2, _region in mem.fast_windows():
        if name == "mmio" and (hooks or mem.watchers):
            continue  # device registers: plain memory only while no device is connected
        if name not in ("data", "stack", "mmio") or any(a < hi + 1 and lo < b for a, b in watched):
            continue  # a device watches it (e.g. a cell display in data memory): hooks
        g.load_windows.append((name, lo, hi, pow2))
        if not (mem.track_pages and name == "data"):
            g.store_windows.append((name, lo, hi, pow2))
    addrs, code = _trace(hart, pc, g)
    if not addrs:
        return None
    _merge_rewrites(code)
    looping = any(f"@GO {pc} " in line for lines in code for line in lines)
    fp = g.fp
    fp.resolve(code, looping)
    hl_wb = ["h.hi = hl >> 32 & M; h.lo = hl & M"] if g.hilo else []
    main = sorted(g.written)
    anywhere = set(g.written).union(*g.stub_wsets)  # by the trace or any exit stub

    def writeback(k: int, stub: int = -1, head: bool = False) -> str:
        """Registers back at an exit after trace entry ``k`` (or exit stub ``stub``);
        ``head``: also the FP registers, in their head forms (a mark before an exit
        elsewhere writes those back)."""
        if stub >= 0:
            regs = sorted(set(main) | set(g.stub_wsets[stub])) if looping else g.stub_wsets[stub]
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
    sunk = _sink_constants(code, per, pc) if per else []
    # a counted loop whose accesses step through their windows: an unchecked copy runs the
    # iterations that stay inside them (computed on entry), the checked loop the rest
    versions = _versions(g, code, per) if per and not nested else []
    unchecked = [list(lines) for lines in code]
    for k, *_ in versions:
        unchecked[k] = [g.direct[k][5]]

    def render(code: list[list[str]]) -> tuple[list[str], int]:
        """The loop's (or trace's) body lines, and how many of them are the loop proper
        (up to its way back; all if several)."""
        body: list[str] = []
        split = 0
        for index, lines in enumerate(code):
            for line in lines:
                stripped = line.lstrip()
                if not stripped.startswith(("@GO ", "@CUT ", "@XIT ")):
                    body.append(line)
                    continue
                pad = line[: len(line) - len(stripped)]
                target, k, last, *stub = stripped[1:-1].split()[1:]
                done = f"{count}{int(k) + 1}"
                wb = writeback(int(k), int(stub[0]) if stub else -1)
                if looping and target == str(pc) and stripped.startswith("@GO"):  # again
                    if per and int(k) == per - 1:
                        out = ["continue"]
                    else:  # (nested: to the while loop's next round)
                        out = [f"n += {count[4:] if nested else ''}{int(k) + 1}",
                               f"if n <= lim: {'break' if nested else 'continue'}",
                               f"{writeback(int(k), head=True)}; return ({pc}, n)"]  # fmt: skip
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
        text = _LITERALS.sub(lambda m: _CONSTS[m.group()], "\n".join(body[:split]))
        ftext = _LITERALS.sub(lambda m: _CONSTS[m.group()], "\n".join(fast[:fast_split]))
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
                   f"return ({pc}, n + ((lim - n) // {per} + 1) * {per})")  # fmt: skip
    elif per:
        src.append(f"        {done_all}{writeback(0, head=True)}; "
                   f"return ({pc}, (lim // {per} + 1) * {per})")
    src += ["    except MipsException:"]
    src += [f"        if {cond}: r{x} = {v}" for x, v, cond in sunk]  # (before locals())
    src += ["        L = locals()  # the registers assigned so far (faults are rare)"]
    src += [f"        if 'r{x}' in L: R[{x}] = L['r{x}']" for x in sorted(anywhere)]
    src += ["        " + x for x in hl_wb]
    fpt = fp.fault_table(looping)
    if fpt:
        src += ["        if f in FPT: FPWB(L, FR, FCC, FPT[f])"]
    src += [f"        h.fault_index = f; h.fault_done = {count}0", "        raise"]
    text = _LITERALS.sub(lambda m: _CONSTS[m.group()], "\n".join(src))
    env = {
        "MipsException": MipsException, "_div": _div, "_safe": _safe_iterations,
        "OVERFLOW": lambda: MipsException(12, "arithmetic overflow"),
        "h": hart, "R": hart.r, "mem": mem, "B": hart.bus, "FPT": fpt,
        "ALIGN": lambda code, a: MipsException(
            code, f"address not aligned on doubleword boundary 0x{a:08x}", a),
    }  # fmt: skip
    if fp.used:
        env.update(runtime(hart))
    views_of = mem.window_views()
    env.update({v: views_of[v] for v in views})
    exec(compile(text, f"<mips block 0x{pc:08x}>", "exec"), env)  # noqa: S102
    user = hart.config.text_base <= pc < hart.config.text_limit
    where = {k: (a, k) for k, a in enumerate(addrs)}
    where.update({MAX_BLOCK + j: w for j, w in enumerate(g.stub_where)})
    return Block(env["block"], where, max(len(addrs), g.longest), user, text)


_VIEWS = ("W", "H", "SH", "B", "SB")  # the views of `MipsMemory.window_views`
# the generated code's names for the two masks, written as literals (the compiler folds
# constant expressions such as ``-5 & M ^ S``, and a constant loads faster than a global)
_CONSTS = {"M": "4294967295", "S": "2147483648"}
_LITERALS = re.compile(r"\b[MS]\b")
_IDENT = re.compile(r"[A-Za-z_]\w*")
_CONST_EXPR = re.compile(r"[-+*&|^~<>() 0-9]+")  # an expression of literals only
