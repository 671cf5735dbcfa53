"""Floating-point instructions inside translated blocks (see translator.py).

FP registers hold raw 64-bit patterns (singles NaN-boxed). The exact routines of fpu.py are
the one source of truth; a block computes the common case with the host's IEEE doubles and
falls back to them for everything else:

* a result is taken from the host only when it is exactly RARS's: the host rounds to nearest
  even (single-precision results are computed in double and rounded once more, which is exact
  for + - * / and sqrt since 53 >= 2*24 + 2), so the mode must be RNE; the result must be a
  finite normal number (no overflow, no underflow, not an infinity or NaN whose payload
  or sign rules RARS decides); and the only flag it may need, NX, must already be set in
  fcsr (flags are sticky, so a fast result never changes fcsr). Single operands must be
  properly NaN-boxed.
* the gates are block locals: ``fq`` (NX set and frm = RNE), ``fx`` (NX set), ``fr``
  (frm = RNE), read from fcsr when the block starts and again after a slow routine raised a
  flag (only CSR instructions change frm, and they never run inside a block).
* a block keeps host-float views of the FP registers its fast paths read, as locals
  (``gs3``: f3 as a single, a NaN when it is not NaN-boxed; ``gd3``: f3 as a double), loaded
  when the block starts and refreshed after every write to the register (``F`` stays the
  registers' one true state). A NaN view only ever leads to the exact routine, which reads
  ``F``, so payloads and signalling bits never pass through host floats.
* conversions between raw patterns and host floats go through a small per-machine scratch
  buffer with four views (``FQ`` 64-bit patterns, ``FD`` doubles, ``FI`` 32-bit patterns,
  ``FS`` singles).

Fused multiply-add, min/max, fclass and conversions between the two formats always use the
exact routines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rarslite.isa.riscv.instr import Instr
from rarslite.machine.riscv.errors import Trap

BOX = 0xFFFFFFFF00000000
GATES = "fq = CS.fcsr & 225 == 1; fx = CS.fcsr & 1; fr = CS.fcsr < 32"
_GATES_AGAIN = "fq = CS.fcsr & 225 == 1; fx = CS.fcsr & 1"  # after a slow routine

# normal, finite host results that round to a normal, finite result of the format
# (conservative for singles: their rounding happens after the test)
_RANGE_S = "1.2e-38 < r < 3.4e38 or -3.4e38 < r < -1.2e-38"
_MIN_D, _MAX_D = "2.2250738585072014e-308", "1.7976931348623157e308"
_RANGE_D = f"{_MIN_D} < r <= {_MAX_D} or -{_MAX_D} <= r < -{_MIN_D}"
_FINITE = f"-{_MAX_D} <= {{v}} <= {_MAX_D}"
_ARITH = {"fadd": "{x} + {y}", "fsub": "{x} - {y}", "fmul": "{x} * {y}",
          "fdiv": "{x} / {y} if {y} else 0.0"}  # fmt: skip
NAN = float("nan")


def rm_error(rm: int, frm: int) -> Trap:
    # RARS raises this without a cause code (ucause -1), see rars-reference §4.2
    return Trap(0xFFFFFFFF, 0, f"Invalid rounding mode. RM = {rm} and frm = {frm}")


def call_exact(fn: Callable, cs: Any, *args: int) -> int:
    """An exact routine whose flags go to fcsr (``FX`` in generated code)."""
    v, fl = fn(*args)
    if fl:
        cs.fcsr |= fl
    return v


def call_exact_dyn(fn: Callable, cs: Any, *args: int) -> int:
    """As `call_exact` with the rounding mode from frm (``FXD``)."""
    rm = cs.fcsr >> 5
    if rm > 4:
        raise rm_error(7, rm)
    v, fl = fn(*args, rm)
    if fl:
        cs.fcsr |= fl
    return v


def scratch() -> dict[str, memoryview]:
    """A machine's conversion buffer and its four views (names used by generated code)."""
    buf = bytearray(16)
    view = memoryview(buf)
    return {"FQ": view.cast("Q"), "FD": view.cast("d"), "FI": view.cast("I"),
            "FS": view.cast("f")}  # fmt: skip


def gate_for(rm: int, exact_only: bool = False) -> str | None:
    """The gate under which a result may come from the host, for an rm field (None: never).
    ``exact_only``: the fast path itself checks exactness, so NX need not be set."""
    if rm == 7:
        return "fr" if exact_only else "fq"
    if rm == 0:
        return "True" if exact_only else "fx"
    return None


class FpGen:
    """Code generation for one block's FP instructions: which gates and float views of FP
    registers its code reads (the prologue loads them; writes refresh them)."""

    def __init__(self, fp_ops: Callable[[], dict[str, Callable] | None], xlen: int,
                 fast: bool = True) -> None:  # fmt: skip
        self._fp_ops = fp_ops
        self.xlen = xlen
        self.fast = fast and xlen == 32
        self.used = False  # the block reads the gates: the prologue must compute them
        self.views: set[tuple[int, str]] = set()  # (register, "s" or "d")

    def view(self, i: int, fmt: str) -> str:
        self.views.add((i, fmt))
        return f"g{fmt}{i}"

    @staticmethod
    def wrote(i: int, known: str = "-") -> str:
        """Placeholder after a write to F[i] (``known``: the view the code already set);
        `expand` turns it into the refresh of the block's other views of that register."""
        return f"@FW{i}{known}@"

    def load(self, i: int, fmt: str) -> str:
        if fmt == "d":
            return f"FQ[0] = F[{i}]; gd{i} = FD[0]"
        return f"u = F[{i}]; FI[0] = u & 4294967295; gs{i} = FS[0] if u >= {BOX} else NAN"

    def prologue(self) -> str:
        return "; ".join(self.load(i, fmt) for i, fmt in sorted(self.views))

    def expand(self, line: str) -> str | None:
        """A generated line with a write placeholder resolved (None: nothing to do)."""
        body = line.lstrip()
        if not body.startswith("@FW"):
            return line
        i, known = int(body[3:-2]), body[-2]
        code = [self.load(i, f) for f in "sd" if f != known and (i, f) in self.views]
        return line[: len(line) - len(body)] + "; ".join(code) if code else None

    # ------------------------------------------------------------ the exact routines
    def slow(self, ins: Instr, reg, dst, consts: dict[str, Any], indent: str = "") -> list[str]:
        """A call to fpu.py's routine for ``ins`` (the only path for rare instructions)."""
        from rarslite.isa.riscv import spec  # operand kinds come from the one ISA table
        from rarslite.machine.riscv import rv64

        op = ins.op
        fops = self._fp_ops()
        fn = fops.get(op) if fops is not None else None
        if fn is None:
            msg = f"{op} is not implemented by this simulator"
            return [f"{indent}raise INTERNAL({msg!r})"]
        sp = spec(op, self.xlen)
        key = "FO_" + op.replace(".", "_")
        consts[key] = fn
        slots = [s for s in sp.operands if s not in ("(", ")")]
        args = []
        field_of = {"rs1": ins.rs1, "fs1": ins.rs1, "rs2": ins.rs2, "fs2": ins.rs2,
                    "fs3": ins.rs3}  # fmt: skip
        for s in slots[1:]:
            if s in ("fs1", "fs2", "fs3"):
                args.append(f"F[{field_of[s]}]")
            elif s in ("rs1", "rs2"):
                args.append(reg(field_of[s]))
        out = []
        if sp.has_rm:
            if ins.rm > 4 and ins.rm != 7:
                return [f"{indent}raise RMERR({ins.rm}, CS.fcsr >> 5)"]
            if ins.rm != 7:
                args.append(str(ins.rm))
        # FXD resolves the dynamic rounding mode; both add the flags to fcsr
        call = f"{'FXD' if sp.has_rm and ins.rm == 7 else 'FX'}({key}, CS, {', '.join(args)})"
        if slots[0] == "fd":
            out.append(f"F[{ins.rd}] = {call}")
            out.append(self.wrote(ins.rd))
        else:
            d = dst(ins.rd) or "_"
            out.append(f"{d} = {call}")
            if self.xlen == 64 and d != "_" and op in rv64.SIGN_EXTENDED_FP_RESULTS:
                out.append(f"{d} = {rv64.sx32(d)}")
        if self.used:
            out.append(_GATES_AGAIN)
        return [indent + c for c in out]

    # ------------------------------------------------------------ fast paths
    def gen(self, ins: Instr, reg, dst, consts: dict[str, Any]) -> list[str]:
        """Code for an FP computational instruction: a host fast path where one applies."""
        if self.fast:
            fast = self._fast(ins, reg, dst)
            if fast is not None:
                self.used = True
                pre, cond, body = fast
                if cond == "True":
                    return pre + body
                return pre + [f"if {cond}:"] + ["    " + c for c in body] + ["else:"] + \
                    self.slow(ins, reg, dst, consts, "    ")
        return self.slow(ins, reg, dst, consts)

    def _fast(self, ins: Instr, reg, dst) -> tuple[list[str], str, list[str]] | None:
        """(lines that prepare, the condition for the host result, lines that store it), or
        None: no fast path for this instruction or rounding mode."""
        op = ins.op
        name = op.split(".")[0]
        a, b, d = ins.rs1, ins.rs2, ins.rd
        # the single-precision side: the operands, or the result of fcvt.s.*
        single = op.startswith("fcvt.s.") if name == "fcvt" and op[5] in "sd" else \
            op.endswith(".s")
        f = "s" if single else "d"
        if name in _ARITH or name == "fsqrt":
            gate = gate_for(ins.rm)
            if gate is None:
                return None
            x = self.view(a, f)
            if name == "fsqrt":
                r = f"SQRT({x}) if {gate} and 0.0 < {x} <= {_MAX_D} else 0.0"
            else:
                r = f"({_ARITH[name].format(x=x, y=self.view(b, f))}) if {gate} else 0.0"
            if single:
                return [f"r = {r}"], _RANGE_S, [
                    f"FS[0] = r; g{f}{d} = FS[0]; F[{d}] = FI[0] | {BOX}", self.wrote(d, f)]
            return [f"r = {r}"], _RANGE_D, [
                f"g{f}{d} = FD[0] = r; F[{d}] = FQ[0]", self.wrote(d, f)]
        if name in ("feq", "flt", "fle"):
            rel = {"feq": "==", "flt": "<", "fle": "<="}[name]
            t = dst(d) or "_"
            x, y = self.view(a, f), self.view(b, f)
            cond = f"{_FINITE.format(v=x)} and {_FINITE.format(v=y)}"
            return [], cond, [f"{t} = 1 if {x} {rel} {y} else 0"]
        if name in ("fsgnj", "fsgnjn", "fsgnjx"):
            sb = 1 << 31 if single else 1 << 63
            mag = 0xFFFFFFFF7FFFFFFF if single else (1 << 63) - 1
            if name == "fsgnj" and a == b:  # fmv: the view moves too
                x = self.view(a, f)
                if single:
                    return [f"u = F[{a}]"], f"u >= {BOX}", [
                        f"F[{d}] = u; g{f}{d} = {x}", self.wrote(d, f)]
                return [f"F[{d}] = F[{a}]; g{f}{d} = {x}", self.wrote(d, f)], "True", []
            if name == "fsgnj":
                val = f"u & {mag} | v & {sb}"
            elif name == "fsgnjn":
                val = f"u & {mag} | (v & {sb}) ^ {sb}"
            else:
                val = f"u ^ v & {sb}"
            load = [f"u = F[{a}]; v = F[{b}]"]
            if not single:
                return load, "True", [f"F[{d}] = {val}", self.wrote(d)]
            return load, f"u >= {BOX} <= v", [f"F[{d}] = {val}", self.wrote(d)]
        if op in ("fcvt.s.w", "fcvt.s.wu", "fcvt.d.w", "fcvt.d.wu"):
            x = reg(a)
            t = x if op.endswith("wu") or x == "0" else f"({x} ^ 2147483648) - 2147483648"
            if single:  # exact (any rounding mode) up to 2**24
                return [f"t = {t}"], "-16777216 <= t <= 16777216", [
                    f"FS[0] = t; g{f}{d} = FS[0]; F[{d}] = FI[0] | {BOX}", self.wrote(d, f)]
            return [f"FD[0] = {t}; g{f}{d} = FD[0]; F[{d}] = FQ[0]", self.wrote(d, f)], \
                "True", []
        if op in ("fcvt.w.s", "fcvt.wu.s", "fcvt.w.d", "fcvt.wu.d"):
            return self._to_int(ins, dst, f, op.startswith("fcvt.wu"))
        return None

    def _to_int(self, ins: Instr, dst, f: str, unsigned: bool):
        """fcvt.w[u].{s,d}: truncation (rtz) or RARS's round to nearest (ties away from
        zero unless the truncation is 0), NX needed only when inexact."""
        if ins.rm == 1:
            gate = "True"
            lo, hi = ("-1.0", "4294967296.0") if unsigned else ("-2147483649.0", "2147483648.0")
            adjust = ""
        else:
            gate = gate_for(ins.rm, exact_only=True)
            if gate is None:
                return None
            lo, hi = ("-0.5", "4294967295.0") if unsigned else ("-2147483648.0", "2147483647.0")
            adjust = ("; e = x - t; t += (e > 0.5 or e == 0.5 and t != 0) - "
                      "(e < -0.5 or e == -0.5 and t != 0)")  # fmt: skip
        x = self.view(ins.rs1, f)
        cond = f"{gate} and {lo} < {x} < {hi} and (fx or int({x}) == {x})"
        t = dst(ins.rd) or "_"
        return [], cond, [f"x = {x}; t = int(x){adjust}; {t} = t & 4294967295"]
