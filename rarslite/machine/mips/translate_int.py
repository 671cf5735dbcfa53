"""Integer instructions for the MIPS block translator (see `translator`): the trace's code
generator state (`Gen`: register locals, constants, written sets, inline memory windows)
and the code of each integer ALU, load, store, multiply and divide instruction."""

from __future__ import annotations

import re

from rarslite.isa.mips.codec import MipsInstr
from rarslite.machine.mips.translate_fp import FpState

MAX_BLOCK = 128  # (a loop body of 30 double loads and stores fits)
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
BRANCH = {
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
SIMPLE = (
    set(_ALU3) | set(_ALUI) | set(_LOADS) | set(_STORES)
    | {"add", "sub", "addi", "lui", "sll", "srl", "sra", "nop", "mult", "multu", "div", "divu",
       "mfhi", "mflo", "mthi", "mtlo", "mul", "movn", "movz", "clz", "clo"}
)  # fmt: skip


class Gen:
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
        self.counting = False  # blocks for counting tools: no loops, no exit stubs
        self.cut_calls = False  # and traces end after each call (translator.translate)
        self.call_hooks = False  # or go on past calls and returns, telling the checker
        # trace entries that end in such a hook: its lines, call (or return), address,
        # follow, and the local telling a return that its call's lean push was in this block
        self.hooked: dict[int, tuple[int, bool, int, int, str]] = {}
        self.clobbers: list[int] = []  # the registers written, in the trace's order
        # with call_hooks: how many of ``clobbers`` came before each entry's @SYNC (where
        # the block writes its registers back and goes on), and before each entry's end
        self.syncs: dict[int, int] = {}
        self.ends: list[int] = []
        self.entry_regs: list[int] = []  # the registers when the block is translated
        self.diamonds = False  # the trace runs a forward branch's skipped code in place
        # inline memory paths: (name, first address, last address, power-of-two size or 0)
        # for loads and for stores, in the order to try them for ordinary base registers
        self.load_windows: list[tuple[str, int, int, int]] = []
        self.store_windows: list[tuple[str, int, int, int]] = []
        # per trace entry with an inline access through a register: (register, offset,
        # size, first window's low and last start address, the access as one unchecked
        # statement given its index expression); see `loop_versions`
        self.direct: dict[int, tuple[int, int, int, int, int, str]] = {}
        self.first: tuple[str, int, int, int, str] | None = None  # of the last `inline`
        # the access being translated: its address as (base register's local, offset), the
        # name ``a`` assigned only on the slow path (see `address`)
        self.pending: tuple[str, int] | None = None
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
            literal = LITERALS.sub(lambda m: CONSTS[m.group()], expr)
            if CONST_EXPR.fullmatch(literal):
                self.const[n] = str(eval(literal, {"__builtins__": {}}))  # noqa: S307 - digits and operators only

    def clobber(self, n: int) -> None:
        """Register ``n`` is written here (with a value not known while translating)."""
        self.written.add(n)
        self.const.pop(n, None)
        self.clobbers.append(n)

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def sync(self, k: int) -> None:
        """The registers written so far back in place, at trace entry ``k`` (translator's
        ``writeback``: later exits on that path write only those written since)."""
        self.syncs[k] = len(self.clobbers)
        self.lines.append(f"@SYNC {k}@")

    def since_sync(self, k: int, after: bool, end: int) -> list[int]:
        """The registers written since the last @SYNC before this point of entry ``k``
        (``after``: its own is before it) up to ``end`` clobbers: all a write-back needs
        there, the main path of a block with call_hooks being straight (no loops, diamonds
        or stubs: every @SYNC before a point ran before it)."""
        base = max((p for j, p in self.syncs.items() if j < k or after and j == k), default=0)
        return sorted(set(self.clobbers[base:end]))

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
        if self.pending is not None:  # the address, wrapped, where only the slow path uses it
            slow_lines.insert(0, f"a = ({self.pending[0]} + {self.pending[1]}) & M")
            self.pending = None
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
               a: str = "a", guard: str = "") -> list[tuple[str, str]]:  # fmt: skip
        """Inline paths of an access of ``size`` bytes at address ``a`` (a name):
        ``template`` with ``{v}`` (the view name prefix) and ``{i}`` (the index into it);
        ``guard``: a condition tested first. A doubleword (size 8) uses only windows that
        start and end 8-aligned."""
        windows = self.store_windows if store else self.load_windows
        base_expr, imm = self.pending if a == "a" and self.pending else (a, 0)
        if base in (29, 30):  # $sp/$fp: the stack first, never device registers
            windows = sorted((w for w in windows if w[0] != "mmio"), key=lambda w: w[0] != "stack")
        elif base and base not in self.written and self.entry_regs:
            # first the window the base register's value on entry points into now (a loop's
            # block is translated when it is first entered: its accesses go there)
            now = (self.entry_regs[base] + imm) & M
            windows = sorted(windows, key=lambda w: not w[1] <= now <= w[2])
        out = []
        if size == 8:
            windows = [w for w in windows if not w[1] & 7 and not (w[2] + 1) & 7]
        shift = {8: " >> 3", 4: " >> 2", 2: " >> 1", 1: ""}[size]
        self.first = None
        if windows:
            name, lo, hi, pow2 = windows[0]
            self.first = (name, lo, (lo + pow2 - 1) if pow2 else hi, size, template)
        for name, lo, hi, pow2 in windows:
            # the address unwrapped (``base + imm``): one that wraps lies outside every window
            if pow2:  # one test for range and alignment: no bit outside the window's
                cond = f"not (o := {base_expr} - {lo - imm}) & {-pow2 | (size - 1)}"
                index = f"o{shift}"
            else:  # (the window starts word-aligned: the offset's low bits are the address's)
                cond = f"{lo - imm} <= {base_expr} <= {hi - imm}" + (
                    f" and not ({base_expr} - {lo - imm}) & {size - 1}" if size > 1 else "")
                index = f"({base_expr} - {lo - imm}){shift}"
            out.append((guard + cond, template.format(v=name, i=index)))
        return out


def operands(template: str, g: Gen, i: MipsInstr) -> str:
    a = g.r(i.rs) if "{a}" in template else ""
    b = g.r(i.rt) if "{b}" in template else ""
    return template.format(a=a, b=b, imm=i.imm)  # fmt: skip


def address(g: Gen, i: MipsInstr, now: bool = False) -> str:
    """The name holding a load's or store's address: the base register itself when the
    offset is 0, else ``a``, computed here if the base is a constant (or ``now``), else
    pending: the inline paths test ``base - (window - offset)`` and only the slow path
    (`Gen.access`) computes ``a``."""
    base = g.r(i.rs)
    if base.isdigit():  # $zero or a constant
        g.emit(f"a = {(int(base) + i.imm) & M}")
    elif i.imm == 0:
        return base
    elif now:
        g.emit(f"a = ({base} + {i.imm}) & M")
    else:
        g.pending = (base, i.imm)
    return "a"


def translate_int(g: Gen, i: MipsInstr, pc: int, k: int) -> bool:  # noqa: C901
    """Append the code of ``i``; False if the translator leaves it to the interpreter."""
    op = i.op
    if op in ("addu", "or", "xor") and 0 in (i.rs, i.rt):  # move and friends
        g.w(i.rd, g.r(i.rs or i.rt))
    elif op in ("addiu", "ori", "xori") and i.rs == 0:  # li
        g.w(i.rt, str(i.imm & M))
    elif op == "addiu" and i.imm == 0:
        g.w(i.rt, g.r(i.rs))
    elif op in _ALU3:
        g.w(i.rd, operands(_ALU3[op], g, i))
    elif op in _ALUI:
        g.w(i.rt, operands(_ALUI[op], g, i))
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
        a = address(g, i)
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
        a = address(g, i)
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
            g.emit(f"if {b}: hl = signed_div(({a} ^ S) - S, ({b} ^ S) - S)")
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


def _note_direct(g: Gen, i: MipsInstr, k: int) -> None:
    """Keep the unchecked form of the access just translated (trace entry ``k``), if it
    goes through a register whose value is not known while translating."""
    if g.first is None or not i.rs or i.rs in g.const or k >= MAX_BLOCK:
        return
    name, lo, hi, size, template = g.first
    shift = {4: " >> 2", 2: " >> 1", 1: ""}[size]
    index = f"(r{i.rs} - {lo - i.imm}){shift}"
    g.direct[k] = (i.rs, i.imm, size, lo, hi - size + 1, template.format(v=name, i=index))



def signed_div(a: int, b: int) -> int:
    """Signed division truncating toward zero, as ``hi << 32 | lo`` (remainder, quotient)."""
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
    return ((a - q * b) & 0xFFFFFFFF) << 32 | q & 0xFFFFFFFF


# the generated code's names for the two masks, written as literals (the compiler folds
# constant expressions such as ``-5 & M ^ S``, and a constant loads faster than a global)
CONSTS = {"M": "4294967295", "S": "2147483648"}
LITERALS = re.compile(r"\b[MS]\b")
CONST_EXPR = re.compile(r"[-+*&|^~<>() 0-9]+")  # an expression of literals only
