"""The two-pass assembler of RARS 1.6's dialect (rars-reference §9-10).

Pass 1 walks every line of every file: labels get the current location, directives fill
the data segment, macros expand, and each instruction is matched against its templates,
which fixes its length. Pass 2 resolves labels and expands pseudo-instructions into basic
instructions (encoded by `rarslite.isa`). Errors are collected as RARS collects them;
any other failure inside is a bug and is still reported as an assembler error.
"""

from __future__ import annotations

import dataclasses
import difflib

from rarslite.asm.errors import ERROR_LIMIT, AsmErrors, AsmMessage
from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.data import DataStore, chunks
from rarslite.asm.riscv.directives import DirectiveHandler
from rarslite.asm.riscv.extended import extended_alternative, fold_extended
from rarslite.asm.riscv.macros import MacroExpander
from rarslite.asm.riscv.source import Problem, ReadFile, Unit, default_read, load_unit
from rarslite.asm.riscv.statements import FileState, Stmt
from rarslite.asm.riscv.templates import RELOC, TEMPLATES_BY_XLEN, best_match, check
from rarslite.asm.riscv.templates import hint as template_hint
from rarslite.isa.riscv.codec import encode, render
from rarslite.isa.riscv.instr import Instr
from rarslite.isa.riscv.literals import hex8, hi20, listing_int, lo12, s32
from rarslite.isa.riscv.registers import ROUNDING_MODES
from rarslite.isa.riscv.table import SPEC_BY_OP_BY_XLEN, Spec
from rarslite.memory_map import DEFAULT, MemoryConfig
from rarslite.program import Program, SourceLoc, TextEntry

_CONTINUATION_TYPES = (L.PLUS, L.MINUS, L.QUOTED_STRING, L.IDENTIFIER, L.INTEGER, L.REAL_NUMBER)


class _Fatal(Exception):
    """Stop assembling now (RARS throws at this point); messages are already recorded."""


class _Skip(Exception):
    """All-errors mode: give up on this statement only."""


class Assembler(MacroExpander, DirectiveHandler, DataStore):
    """One assembly run (create a new one per run)."""

    def __init__(
        self,
        config: MemoryConfig = DEFAULT,
        *,
        extended: bool = False,
        allow_pseudo: bool = True,
        warnings_are_errors: bool = False,
        read_file: ReadFile | None = None,
        all_errors: bool | None = None,
        xlen: int = 32,
    ) -> None:
        self.config = config
        self.xlen = xlen  # 64: RARS's 64-bit mode (``rv64``): its instructions and pseudo-ops
        self.templates = TEMPLATES_BY_XLEN[xlen]
        self.specs = SPEC_BY_OP_BY_XLEN[xlen]
        # RARS stops after the first tokenizing/pass-2 problem; people prefer every error
        self.all_errors = extended if all_errors is None else all_errors
        self.bad_lines: dict[int, set[int]] = {}
        self.extended = extended
        self.allow_pseudo = allow_pseudo
        self.warnings_are_errors = warnings_are_errors
        self.read = read_file or default_read
        self.messages: list[AsmMessage] = []
        self.error_count = 0
        self.globals: dict[str, int] = {}
        self.text_addr = config.text_base
        self.data_addr = config.data_base
        self.extern_addr = config.extern_base
        self.mem: dict[int, int] = {}
        self.text: dict[int, TextEntry] = {}
        self.placed: list[tuple[TextEntry, Stmt, bool]] = []  # in statement order
        self.pcrel_hi: dict[int, L.Token] = {}
        self.fs: FileState | None = None
        # per-file parse state
        self.in_data = False
        self.auto_align = True
        self.data_directive = ".word"

    # ------------------------------------------------------------------ messages
    @property
    def limit_reached(self) -> bool:
        return self.error_count > ERROR_LIMIT

    def _msg(
        self,
        unit: Unit | None,
        idx: int,
        col: int,
        text: str,
        *,
        warning: bool = False,
        lexical: bool = False,
        chain: bool = True,
        file: str = "",
    ) -> None:
        if not warning and self.error_count > ERROR_LIMIT:
            return
        line, src, fname = 0, "", file
        if unit is not None and 0 < idx <= len(unit.lines):
            sl = unit.lines[idx - 1]
            line, src, fname = sl.line, sl.text, sl.file
            if self.fs is not None and self.fs.call_stack:
                src = self.fs.expanded.get(idx, src)
        elif unit is not None and not fname:
            fname = unit.name
        if not warning:
            self.error_count += 1
            if self.error_count > ERROR_LIMIT:  # RARS's last word, without a file name
                limit = f"Error Limit of {ERROR_LIMIT} exceeded."
                self.messages.append(
                    AsmMessage("error", fname, line, col, limit, rars_no_file=True)
                )
                return
        hist = ""
        if chain and self.fs is not None and self.fs.call_stack:
            hist = "->".join(str(orig) for _, orig in self.fs.call_stack)
        call_line = self.fs.call_stack[0][1] if hist and self.fs else 0
        self.messages.append(
            AsmMessage(
                "warning" if warning else "error",
                fname,
                line,
                col,
                text,
                macro_line=call_line,
                source_line=src,
                lexical=lexical,
                macro_chain=hist,
            )
        )

    def _set_hint(self, hint: str) -> None:
        """Attach plain-words advice to the message just recorded."""
        if hint and self.messages and self.messages[-1].kind == "error":
            self.messages[-1] = dataclasses.replace(self.messages[-1], hint=hint)

    def error(self, idx: int, col: int, text: str) -> None:
        self._msg(self.fs.unit if self.fs else None, idx, col, text)

    def warning(self, idx: int, col: int, text: str) -> None:
        self._msg(self.fs.unit if self.fs else None, idx, col, text, warning=True)

    # ------------------------------------------------------------------ driver
    def assemble(self, names: list[str], texts: dict[str, str] | None = None) -> Program:
        units: list[Unit] = []
        for name in names:
            problems: list[Problem] = []
            text = texts.get(name) if texts else None
            unit = load_unit(
                name, self.read, self.extended, problems, text,
                rars_report=not self.all_errors, xlen=self.xlen,
            )  # fmt: skip
            for p in problems:
                self._msg(unit, p.index, p.col, p.message, lexical=True, file=p.file)
            stop = any(p.index == 0 or "include" in p.message for p in problems)
            if problems and (stop or not self.all_errors):
                raise AsmErrors(self.messages)
            self.bad_lines[id(unit)] = {p.index for p in problems}
            units.append(unit)
        states: list[FileState] = []
        try:
            for unit in units:
                if self.limit_reached:
                    break
                st = FileState(unit)
                states.append(st)
                self._pass1(st)
            self._resolve_forward(states, final=True)
            if self.error_count and not self.all_errors:
                raise _Fatal
            for st in states:
                self.fs = st
                for stmt in st.stmts:
                    if self.limit_reached:
                        break
                    try:
                        self._pass2(stmt)
                    except _Skip:
                        continue
            self.fs = None
            self._place()
        except _Fatal:
            raise AsmErrors(self.messages) from None
        if self.error_count or (self.warnings_are_errors and self.messages):
            raise AsmErrors(self.messages)
        return self._program(units, states)

    def _program(self, units: list[Unit], states: list[FileState]) -> Program:
        prog = Program(config=self.config, xlen=self.xlen)
        prog.text = dict(sorted(self.text.items()))
        prog.entry = self.config.text_base
        prog.files = [u.name for u in units]
        prog.warnings = [m for m in self.messages if m.kind == "warning"]
        for st in states:
            for name, addr in st.local.items():
                prog.symbols.setdefault(name, addr)
        for name, addr in self.globals.items():
            prog.symbols.setdefault(name, addr)
        prog.globals = set(self.globals)
        prog.data = chunks(self.mem)
        return prog

    # ------------------------------------------------------------------ pass 1
    def _pass1(self, st: FileState) -> None:
        self.fs = st
        self.in_data = False
        self.auto_align = True
        self.data_directive = ".word"
        unit = st.unit
        bad = self.bad_lines.get(id(unit), set())
        for idx, toks in enumerate(unit.tokens, 1):
            if self.limit_reached:
                break
            if idx in bad:  # keep only a label of a line that did not tokenize
                ok = len(toks) >= 2 and toks[1].type == L.COLON
                toks = toks[:2] if ok and toks[0].type in (L.IDENTIFIER, L.OPERATOR) else []
            stmts = self._parse_line(toks, unit.lines[idx - 1].text, idx, idx, 0)
            if stmts:
                st.stmts.extend(stmts)
        if st.current is not None:
            self._msg(
                unit,
                st.current.from_idx,
                0,
                "Macro started but not ended (no .end_macro directive)",
            )
        self._transfer_globals(st)
        self._resolve_forward([st], final=False)

    def _parse_line(
        self, toks: list[L.Token], source: str, idx: int, tok_idx: int, macro_line: int
    ) -> list[Stmt] | None:
        st = self.fs
        assert st is not None
        tokens = toks[:-1] if toks and toks[-1].type == L.COMMENT else list(toks)
        if self.extended and len(tokens) > 1:
            tokens = fold_extended(tokens)
        begins_label = (
            len(tokens) >= 2
            and tokens[0].type in (L.IDENTIFIER, L.OPERATOR)
            and tokens[1].type == L.COLON
        )
        if st.current is not None:
            if begins_label:
                st.current.labels.add(tokens[0].value)
        elif begins_label:
            self._add_label(tokens[0], tok_idx)
            tokens = tokens[2:]
        if not tokens:
            return None
        t0 = tokens[0]
        if t0.type == L.DIRECTIVE:
            self._directive(tokens, tok_idx)
            return None
        if st.current is not None:
            return None
        pf = tokens
        if len(tokens) > 2 and tokens[1].type == L.LEFT_PAREN and tokens[-1].type == L.RIGHT_PAREN:
            pf = [tokens[0]] + tokens[2:-1]
        macro = None
        for m in st.macros:
            if m.name == t0.value and len(m.args) + 1 == len(pf):
                if macro is None or macro.from_idx < m.from_idx:
                    macro = m
        if macro is not None:
            return self._expand_macro(macro, pf, idx, tok_idx)
        if t0.type == L.IDENTIFIER and t0.value.startswith("."):
            self.warning(
                tok_idx, t0.col, f"RARS does not recognize the {t0.value} directive.  Ignored."
            )
            return None
        if self.in_data:
            if t0.type in _CONTINUATION_TYPES:
                self._continuation(tokens, tok_idx)
            return None  # instructions in .data are silently dropped (RARS quirk)
        if t0.type != L.OPERATOR:
            if any(m.name == t0.value for m in st.macros):
                self.error(
                    tok_idx,
                    t0.col,
                    f'forward reference or invalid parameters for macro "{t0.value}"',
                )
                arities = sorted({len(m.args) for m in st.macros if m.name == t0.value})
                self._set_hint(
                    f"macro {t0.value} is defined with {' or '.join(map(str, arities))} "
                    "argument(s); a macro must be defined before it is used"
                )
            else:
                self.error(tok_idx, t0.col, f'"{t0.value}" is not a recognized operator')
                self._set_hint(_operator_hint(t0.value, toks))
            return []
        cands = self.templates[t0.value.lower()]
        inst = best_match(tokens, cands)
        if self.extended and check(tokens, inst) is not None:
            alt = extended_alternative(tokens, self.xlen)
            if alt is not None:
                tokens, inst = alt
        if inst.spec is None and not self.allow_pseudo:
            self.error(
                tok_idx,
                t0.col,
                "Extended (pseudo) instruction or format not permitted.  See Settings.",
            )
        bad = check(tokens, inst)
        if bad is not None:
            tok, msg = bad
            self.error(tok_idx, tok.col, f'"{tok.value}": {msg}')
            self._set_hint(template_hint(tokens, inst))
            return None
        stmt = Stmt(st.unit, idx, tok_idx, tokens, inst, self.text_addr, source, macro_line)
        for t in tokens[1:]:
            if t.type == RELOC and t.aux == "pcrel_hi":
                self.pcrel_hi[self.text_addr] = t
        self.text_addr = (self.text_addr + 4 * inst.length) & 0xFFFFFFFF
        return [stmt]

    def _add_label(self, tok: L.Token, idx: int) -> None:
        st = self.fs
        assert st is not None
        if tok.value in st.local:
            self.error(idx, tok.col, f'label "{tok.value}" already defined')
            first = st.label_lines.get(tok.value)
            if first:
                self._set_hint(f"{tok.value} was first defined on line {first}")
            return
        st.local[tok.value] = self.data_addr if self.in_data else self.text_addr
        st.label_lines[tok.value] = st.unit.lines[idx - 1].line

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

    def _place(self) -> None:
        """Put the instructions at their addresses, with RARS's checks: addresses outside
        the text segment first, then addresses used twice (in address order)."""
        c = self.config
        for entry, stmt, expanded in self.placed:
            if not (c.text_base <= entry.addr < c.text_limit and not entry.addr & 3):
                # RARS names no file for an expanded pseudo-instruction here
                line = stmt.unit.lines[stmt.tok_idx - 1].line
                col = 1 if expanded else stmt.tokens[0].col
                sl = stmt.unit.lines[stmt.tok_idx - 1]
                msg = f"Invalid address for text segment: {s32(entry.addr)}"
                self.messages.append(
                    AsmMessage(
                        "error", sl.file, line, col, msg, source_line=sl.text, rars_no_file=expanded
                    )  # fmt: skip
                )
                self.error_count += 1
        ordered = sorted(self.placed, key=lambda p: p[0].addr)
        for (prev, _, _), (entry, stmt, _) in zip(ordered, ordered[1:], strict=False):
            if prev.addr == entry.addr and prev.loc is not None:
                self._msg(
                    stmt.unit,
                    stmt.idx,
                    0,
                    f"Duplicate text segment address: {hex8(entry.addr)} already occupied by "
                    f"{prev.loc.file} line {prev.loc.line} (caused by use of .text operand)",
                    chain=False,
                )
        for entry, _, _ in self.placed:
            if c.text_base <= entry.addr < c.text_limit and not entry.addr & 3:
                self.text.setdefault(entry.addr, entry)


def _operator_hint(word: str, toks: list[L.Token]) -> str:
    from rarslite.isa.riscv.pseudo import PSEUDO_MNEMONICS
    from rarslite.isa.riscv.table import MNEMONICS

    named = (L.REGISTER_NAME, L.REGISTER_NUMBER, L.FP_REGISTER_NAME, L.CSR_NAME, L.ROUNDING_MODE)
    if len(toks) > 1 and toks[1].type == L.COLON and toks[0].type in named:
        return f"{word} is a register, CSR or rounding-mode name and cannot be a label"
    if len(toks) > 2 and toks[0].type in (L.IDENTIFIER, L.OPERATOR) and toks[1].type == L.COLON:
        return "only one label may start a line"
    from rarslite.isa.riscv.pseudo import PSEUDO_MNEMONICS_BY_XLEN
    from rarslite.isa.riscv.table import MNEMONICS_BY_XLEN

    if word.lower() in MNEMONICS_BY_XLEN[64] | PSEUDO_MNEMONICS_BY_XLEN[64]:
        return f"{word} exists only in RARS's 64-bit mode (rars ... rv64, run --rv64)"
    close = difflib.get_close_matches(word.lower(), sorted(MNEMONICS | PSEUDO_MNEMONICS), 1)
    if close:
        return f"no instruction is called {word}; did you mean {close[0]}?"
    return "the first word of a statement must be an instruction, directive or macro name"


def _li_a(v: int) -> int:
    hi = s32(v >> 32)
    return (hi >> 12) + ((hi >> 11) & 1)


# RARS's 64-bit li (PseudoOps-64): the high word by lui/addiw, then 11 + 11 + 10 low bits
_LI64 = {
    "lia": _li_a,
    "lib": lambda v: lo12(v >> 32),
    "lic": lambda v: (v >> 21) & 0x7FF,
    "lid": lambda v: (v >> 10) & 0x7FF,
    "lie": lambda v: v & 0x3FF,
}


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
