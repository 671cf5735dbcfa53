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
import math
import struct
from dataclasses import dataclass, field

from rarslite.asm import lexer as L
from rarslite.asm.errors import ERROR_LIMIT, AsmErrors, AsmMessage
from rarslite.asm.source import Problem, ReadFile, Unit, default_read, load_unit
from rarslite.asm.templates import RELOC, TEMPLATES, Template, best_match, check
from rarslite.asm.templates import hint as template_hint
from rarslite.isa.codec import encode, render
from rarslite.isa.instr import Instr
from rarslite.isa.literals import S12, U20, hex8, listing_int
from rarslite.isa.registers import ROUNDING_MODES, int_register
from rarslite.isa.table import SPEC_BY_OP, Spec
from rarslite.memory_map import DEFAULT, MemoryConfig
from rarslite.program import Program, SourceLoc, TextEntry

_INT_DIRECTIVES = {".word": 4, ".half": 2, ".byte": 1, ".dword": 8}
_REAL_DIRECTIVES = {".float": 4, ".double": 8}
_STRING_DIRECTIVES = (".ascii", ".asciz", ".string")
_CONTINUATION_TYPES = (L.PLUS, L.MINUS, L.QUOTED_STRING, L.IDENTIFIER, L.INTEGER, L.REAL_NUMBER)
_IMM_OPS = {
    "add": "addi",
    "and": "andi",
    "or": "ori",
    "xor": "xori",
    "slt": "slti",
    "sltu": "sltiu",
    "sll": "slli",
    "srl": "srli",
    "sra": "srai",
}
_FLT_MAX = 3.4028234663852886e38


class _Fatal(Exception):
    """Stop assembling now (RARS throws at this point); messages are already recorded."""


class _Skip(Exception):
    """All-errors mode: give up on this statement only."""


def _s32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


def _hi(v: int) -> int:
    v = _s32(v)
    return (v >> 12) + ((v >> 11) & 1)


def _lo(v: int) -> int:
    v &= 0xFFF
    return v - 0x1000 if v & 0x800 else v


@dataclass
class Macro:
    name: str
    from_idx: int
    from_line: int
    args: list[str] = field(default_factory=list)
    labels: set[str] = field(default_factory=set)
    to_idx: int = 0


@dataclass
class Stmt:
    unit: Unit
    idx: int  # line index (1-based into unit.lines) of the statement or of its macro call
    tok_idx: int  # line index its tokens came from (macro body line for expansions)
    tokens: list[L.Token]
    template: Template
    addr: int
    source: str  # text for the listing / source map
    macro_line: int  # definition line for macro code, else 0


@dataclass
class FileState:
    unit: Unit
    local: dict[str, int] = field(default_factory=dict)
    label_lines: dict[str, int] = field(default_factory=dict)  # for hints
    globl: list[_LabelRef] = field(default_factory=list)
    macros: list[Macro] = field(default_factory=list)
    current: Macro | None = None
    counter: int = 0
    call_stack: list[tuple[int, int]] = field(default_factory=list)
    fwd: list[tuple[int, int, L.Token, int, str]] = field(default_factory=list)
    stmts: list[Stmt] = field(default_factory=list)


class Assembler:
    def __init__(
        self,
        config: MemoryConfig = DEFAULT,
        *,
        extended: bool = False,
        allow_pseudo: bool = True,
        warnings_are_errors: bool = False,
        read_file: ReadFile | None = None,
        all_errors: bool | None = None,
    ) -> None:
        self.config = config
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
        if not warning:
            if self.error_count > ERROR_LIMIT:
                return
            if self.error_count == ERROR_LIMIT:
                self.messages.append(
                    AsmMessage("error", "", 0, col, f"Error Limit of {ERROR_LIMIT} exceeded.")
                )
                self.error_count += 1
                return
            self.error_count += 1
        line, src, fname = 0, "", file
        if unit is not None and 0 < idx <= len(unit.lines):
            sl = unit.lines[idx - 1]
            line, src, fname = sl.line, sl.text, sl.file
        elif unit is not None and not fname:
            fname = unit.name
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
            unit = load_unit(name, self.read, self.extended, problems, text)
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
        except _Fatal:
            raise AsmErrors(self.messages) from None
        if self.error_count or (self.warnings_are_errors and self.messages):
            raise AsmErrors(self.messages)
        return self._program(units, states)

    def _program(self, units: list[Unit], states: list[FileState]) -> Program:
        prog = Program(config=self.config)
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
        prog.data = _chunks(self.mem)
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
            tokens = _fold_extended(tokens)
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
        cands = TEMPLATES[t0.value.lower()]
        inst = best_match(tokens, cands)
        if self.extended and check(tokens, inst) is not None:
            alt = _extended_alternative(tokens)
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

    # ------------------------------------------------------------------ macros
    def _expand_macro(self, m: Macro, args: list[L.Token], idx: int, tok_idx: int) -> list[Stmt]:
        st = self.fs
        assert st is not None
        out: list[Stmt] = []
        counter = st.counter
        st.counter += 1
        if any(i == tok_idx for i, _ in st.call_stack):
            self.error(tok_idx, 0, "Detected a macro expansion loop (recursive reference). ")
            return out
        st.call_stack.append((tok_idx, st.unit.lines[tok_idx - 1].line))
        try:
            for i in range(m.from_idx + 1, m.to_idx):
                text = self._substitute(m, i, args, counter)
                lex: list[L.LexError] = []
                toks = st.unit.tokenize(i, text, lex)
                for e in lex:
                    self.error(i, e.col, e.message)
                def_line = st.unit.lines[i - 1].line
                source = f"<{def_line}> {text.strip()}"
                stmts = self._parse_line(toks, source, idx, i, def_line)
                if stmts:
                    out.extend(stmts)
        finally:
            st.call_stack.pop()
        return out

    def _substitute(self, m: Macro, i: int, args: list[L.Token], counter: int) -> str:
        st = self.fs
        assert st is not None
        s = st.unit.lines[i - 1].text
        for tok in reversed(st.unit.tokens[i - 1]):
            v = tok.value
            if _is_macro_param(v):
                if v in m.args:
                    sub = args[m.args.index(v) + 1].value
                else:
                    self.error(i, tok.col, "Unknown macro parameter")
                    sub = v
            elif v in m.labels:
                sub = f"{v}_M{counter}"
            else:
                continue
            pos = s.find(v)  # RARS replaces the first occurrence of the text
            if pos >= 0:
                s = s[:pos] + sub + s[pos + len(v) :]
        return s

    # ------------------------------------------------------------------ directives
    def _directive(self, tokens: list[L.Token], idx: int) -> None:
        st = self.fs
        assert st is not None
        tok = tokens[0]
        d = tok.value.lower()
        name = tok.value
        if d == ".eqv":
            return
        if d == ".macro":
            if len(tokens) < 2:
                self.error(idx, tok.col, f'"{name}" directive requires at least one argument.')
                return
            if tokens[1].type != L.IDENTIFIER:
                self.error(idx, tokens[1].col, f'Invalid Macro name "{tokens[1].value}"')
                return
            if st.current is not None:
                self.error(idx, tok.col, "Nested macros are not allowed")
                return
            m = Macro(tokens[1].value, idx, st.unit.lines[idx - 1].line)
            st.current = m
            for a in tokens[2:]:
                if a.type in (L.LEFT_PAREN, L.RIGHT_PAREN):
                    continue
                if not _is_macro_param(a.value):
                    self.error(idx, a.col, f"Invalid macro argument '{a.value}'")
                    return
                m.args.append(a.value)
            return
        if d == ".end_macro":
            if len(tokens) > 1:
                self.error(idx, tok.col, "invalid text after .END_MACRO")
                return
            if st.current is None:
                self.error(idx, tok.col, ".END_MACRO without .MACRO")
                return
            st.current.to_idx = idx
            st.macros.append(st.current)
            st.current = None
            return
        if st.current is not None:
            return
        if d == ".data":
            self.in_data = True
            self.auto_align = True
            if len(tokens) > 1 and tokens[1].type == L.INTEGER and tokens[1].cls != "S64":
                self.data_addr = tokens[1].ival & 0xFFFFFFFF
        elif d == ".text":
            self.in_data = False
            if len(tokens) > 1 and tokens[1].type == L.INTEGER and tokens[1].cls != "S64":
                self.text_addr = tokens[1].ival & 0xFFFFFFFF
        elif d == ".section":
            if len(tokens) >= 2:
                sec = tokens[1]
                if sec.type in (L.QUOTED_STRING, L.IDENTIFIER):
                    v = sec.value
                    if v.startswith((".data", ".rodata", ".sdata")):
                        self.in_data = True
                    elif v.startswith(".text"):
                        self.in_data = False
                    else:
                        self.warning(idx, tok.col, f'section name "{v}" is ignored')
                else:
                    self.error(idx, tok.col, ".section must be followed by a section name ")
            else:
                self.warning(idx, tok.col, ".section without arguments is ignored")
        elif d in _INT_DIRECTIVES or d in _REAL_DIRECTIVES:
            self.data_directive = d
            if self._data_check(tok, idx) and len(tokens) > 1:
                self._store_numeric(tokens, d, idx)
        elif d in _STRING_DIRECTIVES:
            self.data_directive = d
            if self._data_check(tok, idx):
                self._store_strings(tokens, d, idx)
        elif d == ".align":
            if len(tokens) != 2:
                self.error(idx, tok.col, f'"{name}" requires one operand')
                return
            a = tokens[1]
            if a.type != L.INTEGER or a.cls == "S64" or a.ival < 0:
                self.error(idx, tok.col, f'"{name}" requires a non-negative integer')
                return
            if a.ival < 2 and not self.in_data:
                self.warning(
                    idx,
                    tok.col,
                    "Alignments less than 4 bytes are not supported in the text "
                    "section. The alignment has been rounded up to 4 bytes.",
                )
                self.data_addr = self._align(self.data_addr, 4)
            elif a.ival == 0:
                self.auto_align = False
            else:
                self.data_addr = self._align(self.data_addr, min(2**a.ival, 0x7FFFFFFF))
        elif d == ".space":
            if self._data_check(tok, idx):
                if len(tokens) != 2:
                    self.error(idx, tok.col, f'"{name}" requires one operand')
                    return
                a = tokens[1]
                if a.type != L.INTEGER or a.cls == "S64" or a.ival < 0:
                    self.error(idx, tok.col, f'"{name}" requires a non-negative integer')
                    return
                self.data_addr = (self.data_addr + a.ival) & 0xFFFFFFFF
        elif d == ".extern":
            if len(tokens) != 3:
                self.error(
                    idx, tok.col, f'"{name}" directive requires two operands (label and size).'
                )
                return
            size = tokens[2]
            if size.type != L.INTEGER or size.cls == "S64" or size.ival < 0:
                self.error(idx, tok.col, f'"{name}" requires a non-negative integer size')
                return
            lbl = tokens[1].value
            if lbl not in self.globals:
                self.globals[lbl] = self.extern_addr
                self.extern_addr = (self.extern_addr + size.ival) & 0xFFFFFFFF
        elif d in (".globl", ".global"):
            if len(tokens) < 2:
                self.error(idx, tok.col, f'"{name}" directive requires at least one argument.')
                return
            for lbl in tokens[1:]:
                if lbl.type != L.IDENTIFIER:
                    self.error(idx, tok.col, f'"{name}" directive argument must be label.')
                    return
                st.globl.append(_LabelRef(lbl, idx))
        else:  # .include that was not followed by a string
            self.error(idx, tok.col, f'"{name}" directive recognized but not yet implemented.')

    def _data_check(self, tok: L.Token, idx: int) -> bool:
        if not self.in_data:
            self.error(idx, tok.col, f'"{tok.value}" directive cannot appear in text segment')
            return False
        return True

    def _transfer_globals(self, st: FileState) -> None:
        for ref in st.globl:
            name = ref.tok.value
            if name not in st.local:
                self._msg(
                    st.unit,
                    ref.idx,
                    ref.tok.col,
                    f'"{name}" declared global label but not defined.',
                    chain=False,
                )
            elif name in self.globals:
                self._msg(
                    st.unit,
                    ref.idx,
                    ref.tok.col,
                    f'"{name}" already defined as global in a different file.',
                    chain=False,
                )
            else:
                self.globals[name] = st.local.pop(name)

    def _lookup(self, name: str) -> int | None:
        st = self.fs
        if st is not None and name in st.local:
            return st.local[name]
        return self.globals.get(name)

    def _resolve_forward(self, states: list[FileState], final: bool) -> None:
        for st in states:
            keep = []
            for addr, n, tok, idx, _ in st.fwd:
                a = st.local.get(tok.value) if not final else None
                if a is None:
                    a = self.globals.get(tok.value)
                if a is None:
                    keep.append((addr, n, tok, idx, _))
                    continue
                self._poke(addr, (a + tok.ival) & 0xFFFFFFFF, n)
            st.fwd = keep
            if final:
                for _addr, _n, tok, idx, _ in keep:
                    self._msg(
                        st.unit,
                        idx,
                        tok.col,
                        f'Symbol "{tok.value}" not found in symbol table.',
                        chain=False,
                    )
                st.fwd = []

    # ------------------------------------------------------------------ data
    def _align(self, addr: int, boundary: int) -> int:
        rem = addr % boundary
        if rem == 0:
            return addr
        new = (addr + boundary - rem) & 0xFFFFFFFF
        st = self.fs
        if st is not None:
            for k, v in st.local.items():
                if v == addr:
                    st.local[k] = new
        return new

    def _valid_data(self, addr: int, n: int) -> bool:
        c = self.config
        return (
            c.data_segment_base <= addr
            and addr + n <= c.data_limit
            or c.stack_limit < addr <= c.stack_base + 3
            or c.mmio_base <= addr <= c.memory_limit
        )

    def _poke(self, addr: int, value: int, n: int) -> None:
        for k in range(n):
            self.mem[(addr + k) & 0xFFFFFFFF] = (value >> (8 * k)) & 0xFF

    def _write(self, value: int, n: int, tok: L.Token, idx: int) -> int:
        if self.auto_align:
            self.data_addr = self._align(self.data_addr, n)
        addr = self.data_addr
        if not self._valid_data(addr, n):
            self.error(idx, tok.col, f'"{_s32(addr)}" is not a valid data segment address')
            return addr
        self._poke(addr, value, n)
        self.data_addr = (addr + n) & 0xFFFFFFFF
        return addr

    def _continuation(self, tokens: list[L.Token], idx: int) -> None:
        d = self.data_directive
        if d in _INT_DIRECTIVES or d in _REAL_DIRECTIVES:
            self._store_numeric(tokens, d, idx)
        elif d in _STRING_DIRECTIVES and self._data_check(tokens[0], idx):
            self._store_strings(tokens, d, idx)

    def _store_numeric(self, tokens: list[L.Token], d: str, idx: int) -> None:
        start = 1 if tokens[0].type == L.DIRECTIVE else 0
        size = _INT_DIRECTIVES.get(d) or _REAL_DIRECTIVES[d]
        if len(tokens) == 4 and tokens[2].type == L.COLON:
            val, rep = tokens[1], tokens[3]
            is_int = d in _INT_DIRECTIVES
            ok_val = val.type == L.INTEGER if is_int else val.type in (L.INTEGER, L.REAL_NUMBER)
            if not ok_val or rep.type != L.INTEGER:
                self.error(idx, val.col, "malformed expression")
                return
            count = rep.ival if rep.cls != "S64" else _s32(rep.ival)
            if count <= 0:
                self.error(idx, rep.col, "repetition factor must be positive")
                return
            if self.in_data:
                if self.auto_align:
                    self.data_addr = self._align(self.data_addr, size)
                for _ in range(count):
                    if is_int:
                        self._store_int(val, d, idx)
                    else:
                        self._store_real(val, d, idx)
                    if self.limit_reached:
                        return
            return
        for tok in tokens[start:]:
            if d in _INT_DIRECTIVES:
                self._store_int(tok, d, idx)
            else:
                self._store_real(tok, d, idx)

    def _store_int(self, tok: L.Token, d: str, idx: int) -> None:
        size = _INT_DIRECTIVES[d]
        if tok.type == L.INTEGER:
            if tok.cls == "S64":
                full64 = tok.ival
                value = _s32(full64)
                if d != ".dword":
                    self.warning(
                        idx,
                        tok.col,
                        f"value 0x{full64 & 0xFFFFFFFFFFFFFFFF:016x} is out-of-range "
                        f"and truncated to {hex8(value)}",
                    )
            else:
                value = tok.ival
                full64 = value
            if d == ".dword":
                self._write(full64 & 0xFFFFFFFF, 4, tok, idx)
                self._write((full64 >> 32) & 0xFFFFFFFF, 4, tok, idx)
                return
            full = value
            if d == ".byte":
                value &= 0xFF
                bad = full < -128 or full > 255
            elif d == ".half":
                value &= 0xFFFF
                bad = full < -32768 or full > 65535
            else:
                bad = False
            if bad:
                self.warning(
                    idx,
                    tok.col,
                    f"value {hex8(full)} is out-of-range and truncated to {hex8(value)}",
                )
            if self.in_data:
                self._write(value & 0xFFFFFFFF, size, tok, idx)
        elif tok.type == L.IDENTIFIER:
            if self.in_data:
                addr = self._lookup(tok.value)
                n = 4 if size == 8 else size
                if addr is None:
                    at = self._write(0, n, tok, idx)
                    assert self.fs is not None
                    self.fs.fwd.append((at, n, tok, idx, ""))
                else:
                    self._write((addr + tok.ival) & 0xFFFFFFFF, n, tok, idx)
            else:
                self.error(
                    idx,
                    tok.col,
                    f'"{tok.value}" label as directive operand not permitted in text segment',
                )
        else:
            self.error(idx, tok.col, f'"{tok.value}" is not a valid integer constant or label')

    def _store_real(self, tok: L.Token, d: str, idx: int) -> None:
        if tok.value == "Inf":
            value = math.inf
        elif tok.value == "-Inf":
            value = -math.inf
        elif tok.type in (L.INTEGER, L.REAL_NUMBER):
            v = L.java_double(tok.value)
            if v is None:
                self.error(idx, tok.col, f'"{tok.value}" is not a valid floating point constant')
                return
            value = v
            if d == ".float" and (value > _FLT_MAX or value < -_FLT_MAX):
                self.error(idx, tok.col, f'"{tok.value}" is an out-of-range value')
                return
        else:
            self.error(idx, tok.col, f'"{tok.value}" is not a valid floating point constant')
            return
        if d == ".float":
            bits = struct.unpack("<I", struct.pack("<f", value))[0]
            self._write(bits, 4, tok, idx)
        else:
            bits = struct.unpack("<Q", struct.pack("<d", value))[0]
            if self.auto_align:
                self.data_addr = self._align(self.data_addr, 8)
            addr = self.data_addr
            if not self._valid_data(addr, 8):
                self.error(idx, tok.col, f'"{_s32(addr)}" is not a valid data segment address')
                return
            self._poke(addr, bits, 8)
            self.data_addr = (addr + 8) & 0xFFFFFFFF

    def _store_strings(self, tokens: list[L.Token], d: str, idx: int) -> None:
        start = 1 if tokens[0].type == L.DIRECTIVE else 0
        for tok in tokens[start:]:
            if tok.type != L.QUOTED_STRING:
                self.error(idx, tok.col, f'"{tok.value}" is not a valid character string')
                continue
            q = tok.value
            j = 1
            out = bytearray()
            while j < len(q) - 1:
                ch = q[j]
                if ch == "\\":
                    j += 1
                    ch = q[j]
                    if ch in _STR_ESC:
                        ch = _STR_ESC[ch]
                    elif ch == "u":
                        code = q[j + 1 : j + 5]
                        if len(q[j + 1 :]) < 4:
                            self.error(
                                idx,
                                tok.col,
                                f'unicode escape "\\u{q[j + 1 :]}" is incomplete. '
                                "Only escapes with 4 digits are valid.",
                            )
                        else:
                            try:
                                ch = chr(int(code, 16)) if code.strip() == code else "u"
                                if code.strip() != code:
                                    raise ValueError
                            except ValueError:
                                self.error(idx, tok.col, f'illegal unicode escape: "\\u{code}"')
                        j += 4
                out += ch.encode("utf-8", errors="replace")
                j += 1
            if d != ".ascii":
                out.append(0)
            for b in out:
                if not self._valid_data(self.data_addr, 1):
                    self.error(
                        idx,
                        tok.col,
                        f'"{_s32(self.data_addr)}" is not a valid data segment address',
                    )
                    return
                self.mem[self.data_addr] = b
                self.data_addr = (self.data_addr + 1) & 0xFFFFFFFF

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
            return _hi(a) & 0xFFFFF
        if kind == "lo":
            return _lo(a)
        if kind == "pcrel_hi":
            return _hi(a - stmt.addr) & 0xFFFFF
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
        return _lo(target + hi_tok.ival - a)

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
            spec = SPEC_BY_OP[op]
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
                off = _s32(v - addr)
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
                fields["imm"] = _lo(v)
            elif slot == "upper":
                fields["imm"] = v & 0xFFFFF
            elif slot == "shamt":
                fields["imm"] = v & 0x1F
            elif slot == "zimm":
                fields["imm"] = _s32(v)  # RARS executes the unmasked value (§15)
                if self.extended and not 0 <= v <= 31:
                    self._wide_csr_warning(stmt, _s32(v))
            elif slot == "csr":
                fields["csr"] = v & 0xFFF
            elif slot == "rm":
                fields["rm"] = v
            elif slot == "pred":
                fields["imm"] = fields.get("imm", 0) | (v & 0xF) << 4
            elif slot == "succ":
                fields["imm"] = fields.get("imm", 0) | (v & 0xF)
        instr = Instr(spec.op, **fields)
        word = encode(instr)
        basic = render(spec, texts)
        if op_text != spec.op:
            basic = op_text + basic[len(spec.op) :]
        a = addr & 0xFFFFFFFF
        c = self.config
        if not (c.text_base <= a < c.text_limit):
            self._msg(
                stmt.unit,
                stmt.tok_idx,
                stmt.tokens[0].col,
                f"Invalid address for text segment: {_s32(a)}",
                chain=False,
            )
            return
        if a in self.text:
            prev = self.text[a]
            where = f"{prev.loc.file} line {prev.loc.line}" if prev.loc else "?"
            self._msg(
                stmt.unit,
                stmt.idx,
                0,
                f"Duplicate text segment address: {hex8(a)} already occupied by "
                f"{where} (caused by use of .text operand)",
                chain=False,
            )
            return
        self.text[a] = TextEntry(a, word, instr, basic, loc, first)


class _LabelRef:
    """A label named by ``.globl``, with the line it was named on."""

    __slots__ = ("tok", "idx")

    def __init__(self, tok: L.Token, idx: int) -> None:
        self.tok = tok
        self.idx = idx


_STR_ESC = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "\\": "\\",
    "'": "'",
    '"': '"',
    "b": "\b",
    "f": "\f",
    "0": "\0",
}


def _operator_hint(word: str, toks: list[L.Token]) -> str:
    from rarslite.isa.pseudo import PSEUDO_MNEMONICS
    from rarslite.isa.table import MNEMONICS

    named = (L.REGISTER_NAME, L.REGISTER_NUMBER, L.FP_REGISTER_NAME, L.CSR_NAME, L.ROUNDING_MODE)
    if len(toks) > 1 and toks[1].type == L.COLON and toks[0].type in named:
        return f"{word} is a register, CSR or rounding-mode name and cannot be a label"
    if len(toks) > 2 and toks[0].type in (L.IDENTIFIER, L.OPERATOR) and toks[1].type == L.COLON:
        return "only one label may start a line"
    close = difflib.get_close_matches(word.lower(), sorted(MNEMONICS | PSEUDO_MNEMONICS), 1)
    if close:
        return f"no instruction is called {word}; did you mean {close[0]}?"
    return "the first word of a statement must be an instruction, directive or macro name"


def _is_macro_param(v: str) -> bool:
    if v[:1] == "$":
        from rarslite.isa.registers import FP_REGISTERS

        return int_register(v) is None and v not in FP_REGISTERS
    return len(v) > 1 and v[0] == "%"


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
        if fn in ("phi", "plo"):
            v = v - pc
        r = _hi(v) if fn.endswith("hi") else _lo(v)
        return r, listing_int(r)
    v = int(e)
    return v, listing_int(v)


def _fold_extended(tokens: list[L.Token]) -> list[L.Token]:
    """Extended dialect: ``sym+k``/``sym-k`` become one label token with an offset, and
    ``%hi(x)``/``%lo(x)``/``%pcrel_hi(x)``/``%pcrel_lo(x)`` one RELOC token."""
    out: list[L.Token] = []
    i = 0
    n = len(tokens)
    while i < n:
        t = tokens[i]
        if (
            i > 0
            and t.type in (L.IDENTIFIER,)
            and i + 2 < n
            and tokens[i + 1].type in (L.PLUS, L.MINUS)
            and tokens[i + 2].type == L.INTEGER
            and tokens[i + 2].cls != "S64"
        ):
            off = tokens[i + 2].ival
            off = -off if tokens[i + 1].type == L.MINUS else off
            out.append(L.Token(L.IDENTIFIER, t.value, t.col, off))
            i += 3
            continue
        if (
            i > 0
            and t.type in (L.HI, L.LO, L.PCREL_HI, L.PCREL_LO)
            and i + 3 < n
            and tokens[i + 1].type == L.LEFT_PAREN
            and tokens[i + 3].type == L.RIGHT_PAREN
            and tokens[i + 2].type in (L.IDENTIFIER, L.OPERATOR)
        ):
            kind = t.value[1:]
            cls = U20 if kind.endswith("hi") else S12
            sym = tokens[i + 2]
            out.append(L.Token(RELOC, sym.value, t.col, sym.ival, cls, kind))
            i += 4
            continue
        out.append(t)
        i += 1
    return out


def _extended_alternative(tokens: list[L.Token]) -> tuple[list[L.Token], Template] | None:
    """Extended dialect fallbacks for a statement RARS would reject."""
    op = tokens[0].value.lower()
    if op in ("csrw", "csrs", "csrc") and len(tokens) == 3:
        swapped = [tokens[0], tokens[2], tokens[1]]
        t = best_match(swapped, TEMPLATES[op])
        if check(swapped, t) is None:
            return swapped, t
    if op in _IMM_OPS and len(tokens) == 4 and tokens[3].type in (L.INTEGER, RELOC):
        iop = _IMM_OPS[op]
        renamed = [L.Token(L.OPERATOR, iop, tokens[0].col)] + tokens[1:]
        t = best_match(renamed, TEMPLATES[iop])
        if check(renamed, t) is None:
            return renamed, t
    return None


def _chunks(mem: dict[int, int]) -> list[tuple[int, bytes]]:
    out: list[tuple[int, bytes]] = []
    if not mem:
        return out
    addrs = sorted(mem)
    start = prev = addrs[0]
    buf = bytearray([mem[start]])
    for a in addrs[1:]:
        if a == prev + 1:
            buf.append(mem[a])
        else:
            out.append((start, bytes(buf)))
            start = a
            buf = bytearray([mem[a]])
        prev = a
    out.append((start, bytes(buf)))
    return out
