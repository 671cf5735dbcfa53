"""Coprocessor 1 inside translated MIPS blocks (see `translator`): single and double
arithmetic, conversions, compares with the eight condition flags, moves, loads and stores.

A register's value may live in up to three locals, whichever the code needs: its raw bits
``u{n}``, its single value ``x{n}`` (a Python float holding a float32 value) or, for an even
register, the double of its pair ``d{n}``. The translator knows at each instruction which
of them are current (`FpState`) and converts only where a use needs another form, so a loop
of single arithmetic keeps floats and never packs bits. Single results are rounded to
float32 by storing them in a one-element ``array('f')`` (the C cast: IEEE round to nearest,
overflow to infinity): the exact double result of two float32 operands rounded once more to
float32 is the correctly rounded float32 result (53 >= 2 * 24 + 2), as Java computes it.

Bits and values convert exactly both ways: a NaN whose bits are not the canonical ones
becomes a `PayloadNaN` that remembers them, while arithmetic results are plain floats whose
NaN writes back as MARS's canonical pattern. So a register may be written back from any
current form, and loops may carry each register in one form (its *head* form) round after
round: every way back converts to it, block entry loads it.
"""

from __future__ import annotations

import math
import re
import struct
from array import array

from rarslite.isa.mips.codec import MipsInstr
from rarslite.machine.mips.hart import odd_register

_F = struct.Struct("<f")
_I = struct.Struct("<I")
_D = struct.Struct("<d")
_II = struct.Struct("<II")
M = 0xFFFFFFFF


class PayloadNaN(float):
    """A NaN read from bits other than the canonical ones: ``bits`` (an int for a single,
    (lo, hi) for a double) are written back unchanged. Arithmetic on it gives plain floats."""

    __slots__ = ("bits",)


def f32(bits: int) -> float:
    """A register's bits as a single."""
    x = _F.unpack(_I.pack(bits))[0]
    if x != x and bits != 0x7FC00000:
        x = PayloadNaN(x)
        x.bits = bits
    return x


def b32(x: float) -> int:
    """A single's bits (MARS's canonical NaN for arithmetic results)."""
    if x != x:
        return getattr(x, "bits", 0x7FC00000)
    return _I.unpack(_F.pack(x))[0]


def f64(lo: int, hi: int) -> float:
    """A register pair's bits as a double."""
    x = _D.unpack(_II.pack(lo, hi))[0]
    if x != x and (lo, hi) != (0, 0x7FF80000):
        x = PayloadNaN(x)
        x.bits = (lo, hi)
    return x


def b64(x: float) -> tuple[int, int]:
    """A double's bits as (low word, high word)."""
    if x != x:
        return getattr(x, "bits", (0, 0x7FF80000))
    return _II.unpack(_D.pack(x))


def fdiv0(a: float, b: float) -> float:
    """Division by (signed) zero, as Java: NaN for 0/0 and NaN/0, else a signed infinity."""
    if a == 0 or a != a:
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, b)


def fsqrt(a: float) -> float:
    return math.sqrt(a) if a >= 0 else (a if a == 0 else math.nan)


def _fault_writeback(L: dict, F: list, FCC: list, entry: tuple) -> None:
    """After a fault: the coprocessor 1 registers and flags a block changed, from the locals
    ``L`` in the forms current at the faulting instruction (``entry``, see `FpState.at`)."""
    regs, flags = entry
    for n, form in regs:
        v = L.get(f"{form}{n & ~1 if form == 'd' else n}")
        if v is None:
            continue
        if form == "u":
            F[n] = v
        elif form == "x":
            F[n] = b32(v)
        else:
            F[n] = b64(v)[n & 1]
    for c in flags:
        if f"c{c}" in L:
            FCC[c] = L[f"c{c}"]


def runtime(hart) -> dict:
    """The names translated FP code uses."""
    from rarslite.machine.mips.hart import MipsException, _java_int, _round_w

    mem = hart.memory

    def unaligned(code: int, a: int) -> MipsException:
        return MipsException(code, f"address not aligned on doubleword boundary 0x{a:08x}", a)

    def ldc1(a: int) -> float:
        if a & 7:
            raise unaligned(4, a)
        lo = mem.load_word(a)
        return f64(lo, mem.load_word(a + 4))

    def sdc1(a: int, x: float) -> None:
        if a & 7:
            raise unaligned(5, a)
        lo, hi = b64(x)
        mem.store_word(a, lo)
        mem.store_word(a + 4, hi)

    return {
        "LDC1": ldc1, "SDC1": sdc1,
        "FR": hart.f, "FCC": hart.fcc, "A32": array("f", [0.0]), "F32": f32, "B32": b32,
        "F64": f64, "B64": b64, "FDIV0": fdiv0, "FSQRT": fsqrt, "JINT": _java_int,
        "ROUNDW": _round_w, "FPWB": _fault_writeback,
    }  # fmt: skip


H = None  # the state of a register the trace has not touched yet: its head form


class FpState:
    """Which locals hold each FP register's value at the current point of a trace, the
    forms loops carry registers in (``head``), and per exit or fault point a snapshot."""

    def __init__(self) -> None:
        self.state: dict[int, set[str]] = {}  # register -> current forms ("u", "x", "d")
        self.head: dict[int, str] = {}  # register -> form on block entry / every way back
        self.live_in: set[int] = set()
        self.written: set[int] = set()
        self.flags_in: set[int] = set()  # condition flags read before written
        self.flags_written: set[int] = set()
        self.points: list[tuple[str, dict, set, set]] = []  # marks: kind, state, written, flags
        self.faults: dict[int, tuple[dict, set, set]] = {}  # fault index -> snapshot
        self.used = False

    # ------------------------------------------------------------ code of conversions
    def _need(self, out: list[str], n: int, form: str) -> None:
        """Make form ``form`` of register ``n`` (for "d": of the pair at even ``n``) current,
        appending the conversion lines to ``out``."""
        self.used = True
        st = self.state
        if form == "d":
            if st.get(n) is H and st.get(n + 1) is H:
                self.head[n] = self.head[n + 1] = "d"
                st[n], st[n + 1] = {"d"}, {"d"}
                self.live_in |= {n, n + 1}
                return
            if "d" in (st.get(n) or ()):
                return
            self._need(out, n, "u")
            self._need(out, n + 1, "u")
            out.append(f"d{n} = F64(u{n}, u{n + 1})")
            st[n].add("d")
            st[n + 1].add("d")
            return
        if st.get(n) is H:
            self.head[n] = form
            st[n] = {form}
            self.live_in.add(n)
            return
        cur = st[n]
        if form in cur:
            return
        out.append(f"{form}{n} = {_convert(n, cur, form)}")
        cur.add(form)

    def _write(self, out: list[str], n: int, form: str) -> None:
        """Register ``n`` gets a new value in form ``form`` (a pair's double: both)."""
        self.used = True
        st = self.state
        for r in (n, n + 1) if form == "d" else (n,):
            cur = st.get(r)
            if form != "d" and cur and "d" in cur:  # its pair's double no longer holds
                p = r ^ 1
                if st[p] == {"d"}:
                    self._need(out, p, "u")
                st[p].discard("d")
            self.written.add(r)
            st[r] = {form}

    # ------------------------------------------------------------ public helpers
    def read(self, out: list[str], n: int, form: str) -> str:
        self._need(out, n, form)
        return f"{form}{n}"

    def flag(self, c: int) -> str:
        self.used = True
        if c not in self.flags_written:
            self.flags_in.add(c)
        return f"c{c}"

    def set_flag(self, c: int) -> str:
        self.used = True
        self.flags_written.add(c)
        return f"c{c}"

    def snapshot(self) -> tuple[dict, set, set]:
        return ({n: set(s) if s is not H else H for n, s in self.state.items()},
                set(self.written), set(self.flags_written))  # fmt: skip

    def at(self, k: int) -> None:
        """Fault index ``k`` starts here (conversions an instruction adds keep old forms)."""
        self.faults[k] = self.snapshot()

    def mark(self, sync: bool = False) -> str:
        """A placeholder line for an exit's writeback (``sync``: a way back to the block's
        start, converting to the head forms), replaced by `resolve`."""
        self.points.append(("S" if sync else "W", *self.snapshot()))
        return f"@FP{len(self.points) - 1}@"

    # ------------------------------------------------------------ after the trace
    def resolve(self, code: list[list[str]], looping: bool) -> None:
        """Choose the head forms of registers written before read, then replace the marks
        in ``code`` by their lines."""
        for kind, st, _w, _fl in self.points:
            if kind == "S":
                for n, s in st.items():
                    if s is not H and n not in self.head:
                        self._choose_head(n, s, st)
        for n, s in self.state.items():
            if n not in self.head:
                self._choose_head(n, s or {"u"}, self.state)
        self.looping = looping
        for lines in code:
            for j, line in enumerate(lines):
                stripped = line.lstrip()
                if stripped.startswith("@FP"):
                    pad = line[: len(line) - len(stripped)]
                    kind, st, written, flags = self.points[int(stripped[3:-1])]
                    # a way back is an exit unless the block loops (counting blocks never do)
                    out = self._sync(st) if kind == "S" and looping \
                        else self.writeback(st, written, flags)  # fmt: skip
                    lines[j] = "\n".join(pad + x for x in out) if out else ""
        for lines in code:  # (the marks that rendered to nothing go)
            lines[:] = [x for chunk in lines for x in chunk.split("\n") if chunk]

    def _choose_head(self, n: int, s: set, st: dict) -> None:
        if "d" in s and "d" in (st.get(n ^ 1) or ()) and self.head.get(n ^ 1, "d") == "d":
            self.head[n] = "d"
        else:
            self.head[n] = "x" if "x" in s else "u"

    def _forms(self, st: dict, n: int) -> set[str]:
        s = st.get(n)
        return {self.head[n]} if s is H else s

    def _sync(self, st: dict) -> list[str]:
        """Lines converting every touched register to its head form (a way back)."""
        out = []
        for n in sorted(st):
            want, cur = self.head[n], self._forms(st, n)
            if want in cur or (want == "d" and n & 1):
                continue
            if want == "d":
                lo, hi = _bits_expr(n, cur), _bits_expr(n + 1, self._forms(st, n + 1))
                out.append(f"d{n} = F64({lo}, {hi})")
            else:
                out.append(f"{want}{n} = {_convert(n, cur, want)}")
        return out

    def writeback(self, st: dict | None = None, written: set | None = None,
                  flags: set | None = None) -> list[str]:  # fmt: skip
        """Lines storing the registers and flags written (by now; in a loop: anywhere in
        the trace, as an earlier round may have) from the forms ``st`` (default: the head
        forms, as on a way back)."""
        if not self.used:
            return []
        if st is None or self.looping:
            written, flags = self.written, self.flags_written
        st = st if st is not None else {}
        out = []
        done: set[int] = set()
        singles, pairs = [], []  # converted together (see `_batch`)
        for n in sorted(written):
            if n in done:
                continue
            cur = self._forms(st, n) if n in st else {self.head[n]}
            form = "u" if "u" in cur else "x" if "x" in cur else "d"
            name = f"{form}{n & ~1 if form == 'd' else n}"
            if form == "u":
                value = name
            elif form == "x":
                value = f"B32({name})"
            else:
                value = f"B64({name})[{n & 1}]"
            if st.get(n, H) is H and n not in self.live_in:  # (None until its first write)
                value = f"{value} if {name} is not None else FR[{n}]"
            elif form == "d" and (n ^ 1) in written and not n & 1:
                pairs.append(n)
                done.add(n + 1)
                continue
            elif form == "x":
                singles.append(n)
                continue
            out.append(f"FR[{n}] = {value}")
        out += _batch(singles, pairs, store=True)
        out += [f"FCC[{c}] = c{c}" for c in sorted(flags)]
        return ["; ".join(out)] if out else []

    def entry(self, looping: bool) -> list[str]:
        """The block's first lines: its live-in registers and flags (in a loop: all it
        touches) in their head forms."""
        if not self.used:
            return []
        regs = set(self.state) if looping else self.live_in
        flags = self.flags_in | (self.flags_written if looping else set())
        out = []
        singles, pairs = [], []
        for n in sorted(regs):
            form = self.head[n]
            if n not in self.live_in:  # written before read: no value until then
                if form != "d" or not n & 1:
                    out.append(f"{form}{n} = None")
            elif form == "u":
                out.append(f"u{n} = FR[{n}]")
            elif form == "x":
                singles.append(n)
            elif not n & 1:
                pairs.append(n)
        out += _batch(singles, pairs, store=False)
        out += [f"c{c} = FCC[{c}]" for c in sorted(flags)]
        return out

    def fault_table(self, looping: bool) -> dict[int, tuple]:
        """Per fault index: ((register, form), ...) to write back and the flags."""
        table = {}
        for k, (st, written, flags) in self.faults.items():
            if looping:
                written, flags = self.written, self.flags_written
            regs = []
            for n in sorted(written):
                cur = self._forms(st, n) if n in st else {self.head[n]}
                regs.append((n, "u" if "u" in cur else "x" if "x" in cur else "d"))
            if regs or flags:
                table[k] = (tuple(regs), tuple(sorted(flags)))
        return table


def _batch(singles: list[int], pairs: list[int], store: bool) -> list[str]:
    """Statements converting registers ``singles`` (``x`` forms) and the pairs at
    ``pairs`` (``d`` forms) from or (``store``) to ``FR``'s bits, each group by one struct
    call (``PF2``: pack two floats, ``UI2``: unpack two words, see `struct_names`); where a
    value is a NaN the exact one-at-a-time routines run instead (payloads, MARS's
    canonical NaN)."""
    out = []
    for regs, letter, one in ((singles, "F", "32"), (pairs, "D", "64")):
        if not regs:
            continue
        k, words = len(regs), len(regs) * (1 if letter == "F" else 2)
        local = "x" if letter == "F" else "d"
        names = ", ".join(f"{local}{n}" for n in regs)
        bits = [f"FR[{n + j}]" for n in regs for j in range(words // k)]
        if store:
            ok = " and ".join(f"{local}{n} == {local}{n}" for n in regs)
            each = ", ".join(f"B32(x{n})" if letter == "F" else f"*B64(d{n})" for n in regs)
            out.append(f"{', '.join(bits)}, = UI{words}(P{letter}{k}({names})) if {ok} else "
                       f"({each},)")  # fmt: skip
        else:
            each = "; ".join(f"x{n} = F32(FR[{n}])" if letter == "F" else
                             f"d{n} = F{one}(FR[{n}], FR[{n + 1}])" for n in regs)  # fmt: skip
            nan = " or ".join(f"{local}{n} != {local}{n}" for n in regs)
            out.append(f"{names}, = U{letter}{k}(PI{words}({', '.join(bits)}))")
            out.append(f"if {nan}: {each}")
    return out


def struct_names(text: str) -> dict:
    """The struct routines `_batch`'s statements in ``text`` name: ``PI3``/``UI3`` pack and
    unpack three 32-bit words, ``PF2``/``UF2`` two floats, ``PD2``/``UD2`` two doubles."""
    out = {}
    for name in set(_STRUCT_NAME.findall(text)):
        fmt = struct.Struct(f"<{name[2:]}{name[1].lower() if name[1] != 'I' else 'I'}")
        out[name] = fmt.pack if name[0] == "P" else fmt.unpack
    return out


_STRUCT_NAME = re.compile(r"\b[PU][IFD]\d+\b")


def _bits_expr(n: int, cur: set[str]) -> str:
    if "u" in cur:
        return f"u{n}"
    if "x" in cur:
        return f"B32(x{n})"
    return f"B64(d{n & ~1})[{n & 1}]"


def _convert(n: int, cur: set[str], form: str) -> str:
    """An expression for form ``form`` ("u" or "x") of register ``n`` from its forms ``cur``."""
    bits = _bits_expr(n, cur)
    return bits if form == "u" else f"F32({bits})"


# ---------------------------------------------------------------- instructions
_ARITH = {"add": "+", "sub": "-", "mul": "*"}
_CMP = {"c.eq": "==", "c.lt": "<", "c.le": "<="}
FP_OPS = frozenset(
    [f"{op}.{w}" for w in "sd" for op in
     ("add", "sub", "mul", "div", "sqrt", "abs", "neg", "mov", "round.w", "trunc.w", "ceil.w",
      "floor.w", "c.eq", "c.lt", "c.le", "movf", "movt", "movz", "movn")]
    + ["cvt.s.d", "cvt.s.w", "cvt.d.s", "cvt.d.w", "cvt.w.s", "cvt.w.d", "mfc1", "mtc1",
       "movf", "movt"]
)  # fmt: skip


def translate_fp(g, i: MipsInstr, k: int) -> bool:  # noqa: C901 - one dispatch
    """Append the code of FP instruction ``i`` (trace entry ``k``) to ``g.lines``; False if
    it is left to the interpreter (an odd register where a double needs an even one, which
    the interpreter reports)."""
    fp: FpState = g.fp
    op = i.op
    out = g.lines
    fd, fs, ft = i.sa, i.rd, i.rt
    if odd_register(i):  # the interpreter reports it
        return False
    if op == "mtc1":
        v = g.r(i.rt)
        fp._write(out, fs, "u")
        out.append(f"u{fs} = {v}")
        return True
    if op == "mfc1":
        g.w(i.rt, fp.read(out, fs, "u"))
        return True
    if op in ("movf", "movt"):  # the integer conditional moves
        if i.rd:
            c = fp.flag(i.cc)
            g.use(i.rd)
            g.w(i.rd, f"{g.r(i.rs)} if {'' if op == 'movt' else 'not '}{c} else r{i.rd}")
        return True
    name, _, w = op.rpartition(".")
    if op.startswith("cvt."):
        src, dst = op[-1], op[4]
        if src == "d":
            x = fp.read(out, fs, "d")
        elif src == "s":
            x = fp.read(out, fs, "x")
        else:
            x = f"float((({fp.read(out, fs, 'u')} ^ 2147483648) - 2147483648))"
        if dst == "d":
            expr = f"{x} * 1.0" if src == "s" else x  # (a plain float, not a PayloadNaN)
            fp._write(out, fd, "d")
            out.append(f"d{fd} = {expr}")
        elif dst == "s":
            fp._write(out, fd, "x")
            out.append(f"A32[0] = {x}; x{fd} = A32[0]")
        else:
            fp._write(out, fd, "u")
            out.append(f"u{fd} = JINT({x})")
        return True
    double = w == "d"
    form = "d" if double else "x"
    if name in _ARITH or name == "div" or name == "sqrt":
        a = fp.read(out, fs, form)
        if name == "sqrt":
            expr = f"FSQRT({a})"
        else:
            b = fp.read(out, ft, form)
            expr = f"{a} {_ARITH[name]} {b}" if name in _ARITH else \
                f"{a} / {b} if {b} else FDIV0({a}, {b})"  # fmt: skip
        fp._write(out, fd, form)
        if double:
            out.append(f"d{fd} = {expr}")
        else:
            out.append(f"A32[0] = {expr}; x{fd} = A32[0]")
    elif name == "mov":
        if double:
            a = fp.read(out, fs, "d")
            fp._write(out, fd, "d")
            out.append(f"d{fd} = {a}")
        else:  # all current forms move along (bits exactly)
            cur = set(fp.state.get(fs) or ())
            cur.discard("d")
            if fp.state.get(fs) is H or not cur:
                fp._need(out, fs, "u")
                cur = set(fp.state[fs]) - {"d"}
            srcs = {f: f"{f}{fs}" for f in cur}
            fp._write(out, fd, "u")
            fp.state[fd] = set(cur)
            out.append("; ".join(f"{f}{fd} = {s}" for f, s in sorted(srcs.items())))
    elif name in ("abs", "neg"):
        change = "& 2147483647" if name == "abs" else "^ 2147483648"
        if double:  # the sign is in the high word; the low word moves as it is
            lo, hi = fp.read(out, fs, "u"), fp.read(out, fs + 1, "u")
            fp._write(out, fd, "u")
            fp._write(out, fd + 1, "u")
            out.append(f"u{fd + 1} = {hi} {change}; u{fd} = {lo}")
        else:
            a = fp.read(out, fs, "u")
            fp._write(out, fd, "u")
            out.append(f"u{fd} = {a} {change}")
    elif name in ("floor.w", "ceil.w", "round.w", "trunc.w"):
        a = fp.read(out, fs, form)
        fp._write(out, fd, "u")
        out.append(f"u{fd} = ROUNDW({a}, {name[:-2]!r})")
    elif name in _CMP:
        a, b = fp.read(out, fs, form), fp.read(out, ft, form)
        out.append(f"{fp.set_flag(i.cc)} = {a} {_CMP[name]} {b}")
    elif name in ("movf", "movt", "movz", "movn"):
        if name in ("movf", "movt"):
            cond = f"{'' if name == 'movt' else 'not '}{fp.flag(i.cc)}"
        else:
            cond = f"{g.r(i.rt)} {'!=' if name == 'movn' else '=='} 0"
        pair = (0, 1) if double else (0,)
        src = [fp.read(out, fs + j, "u") for j in pair]
        for j in pair:  # the old bits stay when the test fails
            fp.read(out, fd + j, "u")
        for j in pair:
            fp._write(out, fd + j, "u")
        out.append("if " + cond + ": " + "; ".join(f"u{fd + j} = {src[j]}" for j in pair))
    else:
        return False
    return True


def translate_fp_memory(g, i: MipsInstr, pc: int, k: int, addr_of) -> bool:
    """lwc1/swc1/ldc1/sdc1 (``addr_of(g, i)`` computes the address as for integer loads).

    A double moves between memory and its ``d`` local through the windows' double views
    (an aligned doubleword in a window; a NaN read is rebuilt from its words so its payload
    stays, and a NaN is stored from its bits); elsewhere `_ldc1`/`_sdc1` check the alignment
    and move the two words."""
    fp: FpState = g.fp
    op = i.op
    ft = i.rt
    out = g.lines
    if odd_register(i):
        return False
    if op == "swc1":
        v = fp.read(out, ft, "u")
        a = addr_of(g, i)
        fast = g.inline(4, i.rs, True, f"{{v}}W[{{i}}] = {v}", a)
        g.access(fast, f"mem.store_word({a}, {v})", k, pc)
        return True
    if op == "lwc1":
        a = addr_of(g, i)
        fp._write(out, ft, "u")
        fast = g.inline(4, i.rs, False, f"u{ft} = {{v}}W[{{i}}]", a)
        g.access(fast, f"u{ft} = mem.load_word({a})", k, pc)
        return True
    if op == "ldc1":
        a = addr_of(g, i)
        fp._write(out, ft, "d")
        load = (f"d{ft} = x if (x := {{v}}D[{{i}}]) == x else "
                "F64({v}W[2 * ({i})], {v}W[2 * ({i}) + 1])")
        fast = g.inline(8, i.rs, False, load, a)
        g.access(fast, f"d{ft} = LDC1({a})", k, pc)
        return True
    cur = fp.state.get(ft)
    if cur is not H and "d" in cur:  # the double is current: stored as it is unless a NaN
        d = fp.read(out, ft, "d")
        a = addr_of(g, i)
        fast = g.inline(8, i.rs, True, f"{{v}}D[{{i}}] = {d}", a, guard=f"{d} == {d} and ")
        g.access(fast, f"SDC1({a}, {d})", k, pc)
        return True
    lo, hi = fp.read(out, ft, "u"), fp.read(out, ft + 1, "u")
    a = addr_of(g, i, True)
    out.append(f"if {a} & 7: f = {k}; raise ALIGN(5, {a})")
    fast = g.inline(4, i.rs, True, f"{{v}}W[{{i}}] = {lo}; {{v}}W[({{i}}) + 1] = {hi}", a)
    g.access(fast, f"mem.store_word({a}, {lo}); mem.store_word(({a} + 4) & M, {hi})", k, pc)
    return True


FP_MEMORY = frozenset(("lwc1", "swc1", "ldc1", "sdc1"))
