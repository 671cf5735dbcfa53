"""Pass 2 of the RISC-V assembler: operands and relocations resolved against the labels,
pseudo-instructions expanded into basic instructions and encoded (`rarslite.isa`), and each
instruction placed in the text segment with its source location."""

from __future__ import annotations

from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.statements import Stmt, _Fatal, _Skip
from rarslite.asm.riscv.templates import RELOC
from rarslite.isa.riscv.codec import encode, render
from rarslite.isa.riscv.instr import Instr
from rarslite.isa.riscv.literals import hex8, hi20, listing_int, lo12, s32
from rarslite.isa.riscv.registers import ROUNDING_MODES
from rarslite.isa.riscv.table import Spec
from rarslite.program import SourceLoc, TextEntry


class Expander:
    """Mixin of the assembler: pass 2, resolving, expanding and encoding statements."""

    # ------------------------------------------------------------------ pass 2
    def _operand(self, stmt: Stmt, tok: L.Token) -> tuple[int, str]:
        """(value, listing text) of one source operand; labels give their address."""
        t = tok.type
        if t in (L.REGISTER_NAME, L.FP_REGISTER_NAME):
            return tok.ival, ("f" if t == L.FP_REGISTER_NAME else "x") + str(tok.ival)
        if t == L.REGISTER_NUMBER:
            return tok.ival, tok.value
        if t == L.CSR_NAME:
            return tok.ival, str(tok.ival)
        if t == L.ROUNDING_MODE:
            return ROUNDING_MODES[tok.value], tok.value
        if t == L.INTEGER:
            return tok.ival, listing_int(tok.ival)
        if t in (L.IDENTIFIER, L.OPERATOR):
            addr = self._lookup(tok.value)
            if addr is None:
                self.error(
                    stmt.tok_idx, tok.col, f'Symbol "{tok.value}" not found in symbol table.'
                )
                raise _Skip if self.all_errors else _Fatal
            return (addr + tok.ival) & 0xFFFFFFFF, ""
        if t == RELOC:
            v = self._reloc(stmt, tok)
            return v, listing_int(v)
        return 0, tok.value

    def _reloc(self, stmt: Stmt, tok: L.Token) -> int:
        addr = self._lookup(tok.value)
        if addr is None:
            self.error(stmt.tok_idx, tok.col, f'Symbol "{tok.value}" not found in symbol table.')
            raise _Skip if self.all_errors else _Fatal
        a = (addr + tok.ival) & 0xFFFFFFFF
        kind = tok.aux
        if kind == "hi":
            return hi20(a) & 0xFFFFF
        if kind == "lo":
            return lo12(a)
        if kind == "pcrel_hi":
            return hi20(a - stmt.addr) & 0xFFFFF
        hi_tok = self.pcrel_hi.get(a)
        if hi_tok is None:
            self.error(
                stmt.tok_idx,
                tok.col,
                f'%pcrel_lo needs the label of an auipc that uses %pcrel_hi, not "{tok.value}"',
            )
            raise _Skip if self.all_errors else _Fatal
        target = self._lookup(hi_tok.value)
        if target is None:
            self.error(stmt.tok_idx, tok.col, f'Symbol "{hi_tok.value}" not found in symbol table.')
            raise _Skip if self.all_errors else _Fatal
        return lo12(target + hi_tok.ival - a)

    def _pass2(self, stmt: Stmt) -> None:
        t = stmt.template
        vals = [self._operand(stmt, tok) for tok in stmt.tokens[1:]]
        loc = SourceLoc(
            stmt.unit.lines[stmt.idx - 1].file,
            stmt.unit.lines[stmt.idx - 1].line,
            stmt.source,
            stmt.macro_line,
        )
        if t.spec is not None:
            self._emit(stmt, t.spec, stmt.tokens[0].value, vals, stmt.addr, loc, True)
        if self.error_count and not self.all_errors:
            raise _Fatal  # RARS stops at the first statement that has (or follows) an error
        if t.spec is not None:
            return
        # RARS re-reads a pseudo-op's operands as numbers: a CSR name lists like an integer
        vals = [
            (v, listing_int(v)) if tok.type == L.CSR_NAME else (v, text)
            for tok, (v, text) in zip(stmt.tokens[1:], vals, strict=True)
        ]
        pc = stmt.addr
        for k, (op, exprs) in enumerate(t.expansion):
            spec = self.specs[op]
            ops = [_expr(e, vals, pc) for e in exprs]
            self._emit(stmt, spec, op, ops, pc + 4 * k, loc, k == 0)

    def _wide_csr_warning(self, stmt: Stmt, v: int) -> None:
        col = stmt.tokens[-1].col if len(stmt.tokens) > 1 else 0
        self._msg(
            stmt.unit,
            stmt.tok_idx,
            col,
            f"CSR immediate {v} does not fit in 5 bits: the instruction word keeps {v & 31}, "
            f"but RARS (and rarslite) run it with the full value {v}",
            warning=True,
            chain=False,
        )

    def _emit(
        self,
        stmt: Stmt,
        spec: Spec,
        op_text: str,
        vals: list[tuple[int, str]],
        addr: int,
        loc: SourceLoc,
        first: bool,
    ) -> None:
        fields: dict[str, int] = {}
        texts: list[str] = []
        for slot, (v, text) in zip(spec.operands, vals, strict=True):
            if slot in ("boff", "joff"):
                off = s32(v - addr)
                if slot == "boff" and not -4096 <= off < 4096:
                    self._msg(
                        stmt.unit,
                        stmt.idx,
                        0,
                        "Branch target word address beyond 12-bit range",
                        chain=False,
                    )
                    return
                if slot == "joff" and not -(1 << 20) <= off < (1 << 20):
                    self._msg(
                        stmt.unit,
                        stmt.idx,
                        0,
                        "Jump target word address beyond 20-bit range",
                        chain=False,
                    )
                    return
                fields["imm"] = off
                texts.append(hex8(off))
                continue
            texts.append(text if text else hex8(v))
            if slot in ("rd", "fd"):
                fields["rd"] = v
            elif slot in ("rs1", "fs1"):
                fields["rs1"] = v
            elif slot in ("rs2", "fs2"):
                fields["rs2"] = v
            elif slot == "fs3":
                fields["rs3"] = v
            elif slot in ("imm", "simm"):
                fields["imm"] = lo12(v)
            elif slot == "upper":
                fields["imm"] = v & 0xFFFFF
            elif slot == "shamt":
                fields["imm"] = v & 0x1F
            elif slot == "shamt6":
                fields["imm"] = v & 0x3F
            elif slot == "zimm":
                fields["imm"] = s32(v)  # RARS executes the unmasked value (§15)
                if self.extended and not 0 <= v <= 31:
                    self._wide_csr_warning(stmt, s32(v))
            elif slot == "csr":
                fields["csr"] = v & 0xFFF
            elif slot == "rm":
                fields["rm"] = v
            elif slot == "pred":
                fields["imm"] = fields.get("imm", 0) | (v & 0xF) << 4
            elif slot == "succ":
                fields["imm"] = fields.get("imm", 0) | (v & 0xF)
        instr = Instr(spec.op, **fields)
        word = encode(instr, self.xlen)
        basic = render(spec, texts)
        if op_text != spec.op:
            basic = op_text + basic[len(spec.op) :]
        entry = TextEntry(addr & 0xFFFFFFFF, word, instr, basic, loc, first)
        self.placed.append((entry, stmt, op_text == spec.op and stmt.template.spec is None))


def _li_a(v: int) -> int:
    hi = s32(v >> 32)
    return (hi >> 12) + ((hi >> 11) & 1)


def _expr(e: str, vals: list[tuple[int, str]], pc: int) -> tuple[int, str]:
    """Evaluate one operand expression of a pseudo-op expansion (see isa/pseudo.py)."""
    if e[0] == "{":
        return vals[int(e[1:-1]) - 1]
    if e in ("(", ")"):
        return 0, e
    if e == "dyn":
        return 7, "dyn"
    if e[0] == "x" and e[1:].isdigit():
        return int(e[1:]), e
    brace = e.find("{")
    if brace > 0:
        fn, n = e[:brace], int(e[brace + 1 : -1])
        v = vals[n - 1][0]
        if fn in _LI64:
            r = _LI64[fn](v)
            return r, listing_int(r)
        if fn in ("phi", "plo"):
            v = v - pc
        r = hi20(v) if fn.endswith("hi") else lo12(v)
        return r, listing_int(r)
    v = int(e)
    return v, listing_int(v)


# RARS's 64-bit li (PseudoOps-64): the high word by lui/addiw, then 11 + 11 + 10 low bits
_LI64 = {
    "lia": _li_a,
    "lib": lambda v: lo12(v >> 32),
    "lic": lambda v: (v >> 21) & 0x7FF,
    "lid": lambda v: (v >> 10) & 0x7FF,
    "lie": lambda v: v & 0x3FF,
}
