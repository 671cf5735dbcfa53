"""Block translator for the MIPS hart: traces of user code become Python functions.

A trace (see `translate`) follows the code through not-taken branches, jumps and inlined
calls; registers live in Python locals inside it. When an instruction faults, the locals
are written back (they hold exactly the state before that instruction) and the fault is
re-raised with the trace index of the faulting instruction in ``hart.fault_index`` (and the
instructions completed before it in ``hart.fault_done``), so the runner reports and handles
it exactly as the single-step path would. Loads and stores inside the data segment and the
stack (plain memory that no device watches) are inlined; others go through `MipsMemory`.
Not used with delayed branching or self-modifying code.
"""

from __future__ import annotations

from collections.abc import Callable

from rarslite.isa.mips.codec import MipsInstr
from rarslite.isa.mips.program import TextWord
from rarslite.machine.mips.hart import MipsException, MipsHart

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
        self.hilo = False
        self.hooks = False  # devices connected

    def r(self, n: int) -> str:
        if n == 0:
            return "0"
        self.read.add(n)
        return f"r{n}"

    def w(self, n: int, expr: str) -> None:
        if n:
            self.written.add(n)
            self.lines.append(f"r{n} = {expr}")

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def access(self, cond: str, fast: list[str], slow: str, k: int, pc: int) -> None:
        """A memory access: ``fast`` lines where ``cond`` holds (plain data or stack), else
        the `MipsMemory` call ``slow``. With devices connected the slow path sees the exact
        fetch count, and a device hook there ends the block after this instruction."""
        slow_lines = [f"f = {k}", slow]  # only the slow path can fault
        if self.hooks:
            slow_lines = [f"f = {k}", f"B.fetches = f0 + n + {k + 1}", slow, "if mem.cut:",
                          f"    @CUT {(pc + 4) & M} {k} {pc}@"]  # fmt: skip
        if not cond:
            self.lines += slow_lines
            return
        self.lines.append(f"if {cond}:")
        self.lines += ["    " + x for x in fast]
        self.lines.append("else:")
        self.lines += ["    " + x for x in slow_lines]


def _fmt(template: str, g: _Gen, i: MipsInstr) -> str:
    a = g.r(i.rs) if "{a}" in template else ""
    b = g.r(i.rt) if "{b}" in template else ""
    return template.format(a=a, b=b, imm=i.imm)  # fmt: skip


def _addr(g: _Gen, i: MipsInstr) -> str:
    if i.rs == 0:
        return f"a = {i.imm & M}"
    if i.imm == 0:
        return f"a = r{g.r(i.rs)[1:]}"
    return f"a = ({g.r(i.rs)} + {i.imm}) & M"


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
        fast = "FASTS(a)" if i.rs in (29, 30) else "FAST(a)"  # stack test first for $sp/$fp
        g.emit(_addr(g, i))
        v = f"r{i.rt}" if i.rt else "v"  # straight into the register: a fault leaves it
        if i.rt:
            g.written.add(i.rt)
        if n == 4:
            g.access(f"{fast} and not a & 3", [f"{v} = words.get(a, 0)"], f"{v} = mem.load_word(a)",
                     k, pc)  # fmt: skip
        elif n == 2:
            g.access("", [], f"{v} = mem.load_half(a)", k, pc)
            if op == "lh":
                g.emit(f"{v} = (({v} ^ 0x8000) - 0x8000) & M")
        else:
            g.access(fast, [f"{v} = (words.get(a & ~3, 0) >> ((a & 3) << 3)) & 255"],
                     f"{v} = mem.load_byte(a)", k, pc)  # fmt: skip
            if op == "lb":
                g.emit(f"{v} = (({v} ^ 0x80) - 0x80) & M")
    elif op in _STORES:
        n = _STORES[op]
        fast = "FASTS(a)" if i.rs in (29, 30) else "FAST(a)"
        g.emit(_addr(g, i))
        v = g.r(i.rt)
        if n == 4:
            g.access(f"{fast} and not a & 3", [f"words[a] = {v}"], f"mem.store_word(a, {v})",
                     k, pc)  # fmt: skip
        elif n == 2:
            g.access("", [], f"mem.store_half(a, {v} & 0xFFFF)", k, pc)
        else:
            keep = "words.get(w, 0) & KEEP[a & 3]"  # the other three bytes
            byte = "" if v == "0" else f" | ({v} & 255) << ((a & 3) << 3)"  # sb $zero: clear
            g.access(fast, ["w = a & -4", f"words[w] = {keep}{byte}"],
                     f"mem.store_byte(a, {v} & 255)", k, pc)  # fmt: skip
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
            g.read.add(i.rd)
            g.w(i.rd, f"{g.r(i.rs)} if {cond} else r{i.rd}")
    elif op in ("clz", "clo"):
        s = g.r(i.rs)
        g.w(i.rd, f"32 - ({s} if {op == 'clz'} else ~{s} & M).bit_length()")
    else:
        return False
    return True


def _div(a: int, b: int) -> int:
    """Signed division truncating toward zero, as ``hi << 32 | lo`` (remainder, quotient)."""
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return ((a - q * b) & 0xFFFFFFFF) << 32 | q & 0xFFFFFFFF


class Block:
    """A translated trace: ``fn(lim) -> (next_pc, completed, address of the last
    instruction run)``; ``addrs`` maps a fault's trace index to its address."""

    __slots__ = ("fn", "addrs", "user", "source")

    def __init__(self, fn: Callable, addrs: list[int], user: bool, source: str) -> None:
        self.fn = fn
        self.addrs = addrs
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
        follow = nxt
        if op in _BRANCH:
            target = (addr + 4 + (i.imm << 2)) & M
            if target == addr:  # a branch to itself: MARS counts its repeats once
                break
            fused = _fuse_set_branch(code, i)
            if fused is not None:  # slt + bne/beq against $zero: one test
                cond, d, taken = fused
                g.emit(f"if {cond}:")
                g.emit(f"    r{d} = {taken}")
                g.emit(f"    @GO {target} {k} {addr}@")
                g.emit(f"r{d} = {1 - taken}")
                addrs.append(addr)
                code.append(g.lines)
                addr = follow
                continue
            cond = _fmt(_BRANCH[op], g, i)
            if op.endswith("al"):
                g.read.add(31)
                g.written.add(31)
                g.emit(f"if {cond}:")
                g.emit(f"    r31 = {nxt}")
            else:
                g.emit(f"if {cond}:")
            g.emit(f"    @GO {target} {k} {addr}@")
        elif op in ("j", "jal"):
            follow = ((addr + 4) & 0xF0000000) | i.imm << 2
            if follow == addr:
                break
            if op == "jal":
                g.w(31, str(nxt))
                calls.append(nxt)
        elif op == "jr" and calls and i.rs == 31:
            follow = calls.pop()  # an inlined call returns: guard the prediction
            g.emit(f"t = {g.r(31)}")
            g.emit(f"if t != {follow}:")
            g.emit(f"    @GO t {k} {addr}@")
        elif op in ("jr", "jalr"):
            if op == "jalr":  # rd is written first and the jump uses rs read afterwards
                g.w(i.rd, str(nxt))
            g.emit(f"t = {g.r(i.rs)}")
            g.emit(f"@GO t {k} {addr}@")
            addrs.append(addr)
            code.append(g.lines)
            return addrs, code
        elif op not in _SIMPLE or not _translate_one(g, i, addr, k):
            break
        addrs.append(addr)
        code.append(g.lines)
        addr = follow
    if addrs:
        code[-1].append(f"@GO {addr} {len(addrs) - 1} {addrs[-1]}@")
    return addrs, code


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
    inside the block while the budget ``lim`` allows another whole trace."""
    g = _Gen()
    g.hooks = hooks
    addrs, code = _trace(hart, pc, g)
    if not addrs:
        return None
    regs = sorted(g.read | g.written)
    wb = [f"R[{x}] = r{x}" for x in sorted(g.written)]
    if g.hilo:
        wb.append("h.hi = hl >> 32 & M; h.lo = hl & M")
    wbs = "; ".join(wb) or "pass"
    looping = any(f"@GO {pc} " in line for lines in code for line in lines)
    body: list[str] = []
    for lines in code:
        for line in lines:
            stripped = line.lstrip()
            if not stripped.startswith(("@GO ", "@CUT ")):
                body.append(line)
                continue
            pad = line[: len(line) - len(stripped)]
            target, k, last = stripped[1:-1].split()[1:]
            if looping and target == str(pc) and stripped.startswith("@GO"):  # another iteration
                out = [f"n += {int(k) + 1}", "if n <= lim: continue",
                       f"{wbs}; return ({pc}, n, {last})"]  # fmt: skip
            else:
                out = [f"{wbs}; return ({target}, n + {int(k) + 1}, {last})"]
            body += [pad + x for x in out]
    load = [f"r{x} = R[{x}]" for x in regs]
    if g.hilo:
        load.append("hl = h.hi << 32 | h.lo")
    ind = "        " if looping else "    "
    src = ["def block(lim, f0=0, h=h, R=R, mem=mem, words=words):", *("    " + x for x in load)]
    src += ["    n = f = 0", "    try:"]
    if looping:
        src.append("        while True:")
    src += [ind + "    " + x for x in body]
    src += ["    except MipsException:"]
    src += ["        " + x for x in wb] + ["        h.fault_index = f; h.fault_done = n + f"]
    src += ["        raise"]
    cfg = hart.config
    data = f"{cfg.data_segment_base} <= a < {cfg.data_limit}"
    stack = f"{cfg.stack_limit} < a < {cfg.stack_base + 4}"
    watched = [r for d in hart.bus.devices for r in d.ranges] if hooks and hart.bus else []
    if any(lo < cfg.data_limit and cfg.data_segment_base < hi for lo, hi in watched):
        data = "False"  # a device watches data memory (a cell display there): no fast path
    if any(lo < cfg.stack_base + 4 and cfg.stack_limit < hi for lo, hi in watched):
        stack = "False"
    text = "\n".join(src)
    text = text.replace("FASTS(a)", f"({stack} or {data})")
    text = text.replace("FAST(a)", f"({data} or {stack})")
    env = {
        "M": 0xFFFFFFFF, "S": S, "MipsException": MipsException, "_div": _div,
        "KEEP": (0xFFFFFF00, 0xFFFF00FF, 0xFF00FFFF, 0x00FFFFFF),
        "OVERFLOW": lambda: MipsException(12, "arithmetic overflow"),
        "h": hart, "R": hart.r, "mem": hart.memory, "words": hart.memory.words,
        "B": hart.bus,
    }  # fmt: skip
    exec(compile(text, f"<mips block 0x{pc:08x}>", "exec"), env)  # noqa: S102
    user = hart.config.text_base <= pc < hart.config.text_limit
    return Block(env["block"], addrs, user, text)
