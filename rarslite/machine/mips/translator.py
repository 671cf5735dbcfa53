"""Block translator for the MIPS hart: straight-line runs of user code become Python functions.

A block starts at a text address and runs to the first branch or jump (included) or to the
first instruction the translator leaves to the interpreter (syscall, break, eret, traps,
coprocessor 0 and 1), which then runs single-step. Registers live in Python locals inside a
block; when an instruction faults, the locals are written back (they hold exactly the state
before that instruction) and the fault is re-raised with the block's index of the faulting
instruction in ``hart.fault_index``, so the runner reports and handles it exactly as the
single-step path would. Loads and stores inside the data segment and the stack (plain
memory that no device watches) are inlined; others go through `MipsMemory`. A block that
branches back to its own start runs the whole loop in one call. Not used with delayed
branching or self-modifying code.
"""

from __future__ import annotations

from collections.abc import Callable

from rarslite.isa.mips.codec import MipsInstr
from rarslite.isa.mips.program import TextWord
from rarslite.machine.mips.hart import MipsException, MipsHart

MAX_BLOCK = 64
S = 0x80000000

_ALU3 = {
    "addu": "({a} + {b}) & M",
    "subu": "({a} - {b}) & M",
    "and": "{a} & {b}",
    "or": "{a} | {b}",
    "xor": "{a} ^ {b}",
    "nor": "~({a} | {b}) & M",
    "slt": "int(({a} ^ S) < ({b} ^ S))",
    "sltu": "int({a} < {b})",
    "sllv": "({b} << ({a} & 31)) & M",
    "srlv": "{b} >> ({a} & 31)",
    "srav": "((({b} ^ S) - S) >> ({a} & 31)) & M",
}
_ALUI = {
    "addiu": "({a} + {imm}) & M",
    "slti": "int(({a} ^ S) < ({imm} & M ^ S))",
    "sltiu": "int({a} < ({imm} & M))",
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
_ENDS = set(_BRANCH) | {"j", "jal", "jr", "jalr"}

Block = Callable[[MipsHart], int]


class _Gen:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.read: set[int] = set()
        self.written: set[int] = set()
        self.hilo = False

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


def _fmt(template: str, g: _Gen, i: MipsInstr) -> str:
    a = g.r(i.rs) if "{a}" in template else ""
    b = g.r(i.rt) if "{b}" in template else ""
    return template.format(a=a, b=b, imm=i.imm)  # fmt: skip


def _translate_one(g: _Gen, i: MipsInstr, pc: int, k: int) -> bool:  # noqa: C901
    """Append the code of ``i``; False if the translator leaves it to the interpreter."""
    op = i.op
    if op in _ALU3:
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
        g.emit(f"a = ({g.r(i.rs)} + {i.imm}) & M")
        g.emit(f"f = {k}")
        if n == 4:
            g.emit("v = words.get(a, 0) if FAST(a) and not a & 3 else mem.load_word(a)")
        elif n == 2:
            g.emit("v = mem.load_half(a)")
            if op == "lh":
                g.emit("v = ((v ^ 0x8000) - 0x8000) & M")
        else:
            g.emit("v = (words.get(a & ~3, 0) >> ((a & 3) << 3)) & 255 if FAST(a) "
                   "else mem.load_byte(a)")  # fmt: skip
            if op == "lb":
                g.emit("v = ((v ^ 0x80) - 0x80) & M")
        g.w(i.rt, "v")
    elif op in _STORES:
        n = _STORES[op]
        g.emit(f"a = ({g.r(i.rs)} + {i.imm}) & M")
        g.emit(f"f = {k}")
        v = g.r(i.rt)
        if n == 4:
            g.emit(f"if FAST(a) and not a & 3: words[a] = {v}")
            g.emit(f"else: mem.store_word(a, {v})")
        elif n == 2:
            g.emit(f"mem.store_half(a, {v} & 0xFFFF)")
        else:
            g.emit("if FAST(a):")
            g.emit("    w = a & ~3; sh = (a & 3) << 3")
            g.emit(f"    words[w] = (words.get(w, 0) & ~(255 << sh)) | ({v} & 255) << sh")
            g.emit(f"else: mem.store_byte(a, {v} & 255)")
    elif op in ("mult", "multu", "mul"):
        a, b = g.r(i.rs), g.r(i.rt)
        if op == "multu":
            g.emit(f"p = {a} * {b}")
        else:
            g.emit(f"p = (({a} ^ S) - S) * (({b} ^ S) - S)")
        g.hilo = True
        g.emit("hi = (p >> 32) & M; lo = p & M")
        if op == "mul":
            g.w(i.rd, "lo")
    elif op in ("div", "divu"):
        a, b = g.r(i.rs), g.r(i.rt)
        g.hilo = True
        if op == "divu":
            g.emit(f"if {b}: lo = {a} // {b}; hi = {a} % {b}")
        else:
            g.emit(f"if {b}: lo, hi = _div(({a} ^ S) - S, ({b} ^ S) - S)")
    elif op in ("mfhi", "mflo"):
        g.hilo = True
        g.w(i.rd, op[2:])
    elif op in ("mthi", "mtlo"):
        g.hilo = True
        g.emit(f"{op[2:]} = {g.r(i.rs)}")
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


def _end(g: _Gen, i: MipsInstr, pc: int) -> tuple[str, str, int]:
    """The expression of the next pc after control-transfer instruction ``i`` at ``pc``, and
    for a conditional branch without link its condition and target (else "" and -1)."""
    op = i.op
    nxt = (pc + 4) & 0xFFFFFFFF
    if op in _BRANCH:
        target = (pc + 4 + (i.imm << 2)) & 0xFFFFFFFF
        cond = _fmt(_BRANCH[op], g, i)
        if op.endswith("al"):
            g.emit(f"if {cond}: r31 = {nxt}")
            g.written.add(31)
            g.read.add(31)
            return f"{target} if {cond} else {nxt}", "", -1
        return f"{target} if {cond} else {nxt}", cond, target
    if op in ("j", "jal"):
        if op == "jal":
            g.w(31, str(nxt))
        return str(((pc + 4) & 0xF0000000) | i.imm << 2), "", -1
    if op == "jr":
        g.emit(f"t = {g.r(i.rs)}")
        return "t", "", -1
    # jalr: rd is written first and the jump uses rs read afterwards (MARS)
    g.w(i.rd, str(nxt))
    return g.r(i.rs), "", -1


def _div(a: int, b: int) -> tuple[int, int]:
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return q & 0xFFFFFFFF, (a - q * b) & 0xFFFFFFFF


def translate(hart: MipsHart, pc: int, loops: bool = True) -> tuple[Block, int, bool] | None:
    """The block starting at ``pc``, its length and whether it loops, or None if its first
    instruction is left to the interpreter.

    With ``loops``, a block that ends in a conditional branch back to its own start runs
    the whole loop in one call and leaves the iteration count in ``hart.iters``.
    """
    g = _Gen()
    text = hart.memory.text
    n = 0
    end_expr = None
    cond, target = "", -1
    addr = pc
    while n < MAX_BLOCK:
        tw = text.get(addr)
        if not isinstance(tw, TextWord) or tw.instr is None:
            break
        i = tw.instr
        if i.op in _ENDS:
            end_expr, cond, target = _end(g, i, addr)
            n += 1
            break
        if i.op not in _SIMPLE or not _translate_one(g, i, addr, n):
            break
        n += 1
        addr += 4
    if n == 0:
        return None
    if end_expr is None:
        end_expr = str((pc + 4 * n) & 0xFFFFFFFF)
    regs = sorted(g.read | g.written)
    load = [f"r{x} = R[{x}]" for x in regs]
    store = [f"R[{x}] = r{x}" for x in sorted(g.written)]
    if g.hilo:
        load.append("hi = h.hi; lo = h.lo")
        store.append("h.hi = hi; h.lo = lo")
    looping = loops and target == pc and n >= 2
    if looping:
        body = ["it = 0", "while True:", "    it += 1", "    f = 0"]
        body += ["    " + x for x in g.lines] + [f"    if not ({cond}): break"]
        body += [f"npc = {(pc + 4 * n) & 0xFFFFFFFF}", "h.iters = it"]
    else:
        body = ["f = 0", *g.lines, f"npc = {end_expr}"]
    src = ["def block(h):", "    R = h.r", "    mem = h.memory", "    words = mem.words"]
    src += ["    " + x for x in load]
    src += ["    try:"] + ["        " + x for x in body]
    src += ["    except MipsException:"]
    src += ["        " + x for x in store] + ["        h.fault_index = f"]
    src += ["        h.iters = it" if looping else "        pass", "        raise"]
    src += ["    " + x for x in store] + ["    return npc"]
    cfg = hart.config
    fast = (f"({cfg.data_segment_base} <= a < {cfg.data_limit} "
            f"or {cfg.stack_limit} < a < {cfg.stack_base + 4})")  # fmt: skip
    src = [line.replace("FAST(a)", fast) for line in src]
    env = {
        "M": 0xFFFFFFFF, "S": S, "MipsException": MipsException, "_div": _div,
        "OVERFLOW": lambda: MipsException(12, "arithmetic overflow"),
    }  # fmt: skip
    exec(compile("\n".join(src), f"<mips block 0x{pc:08x}>", "exec"), env)  # noqa: S102
    return env["block"], n, looping
