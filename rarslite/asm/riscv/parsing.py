"""Pass 1 of the RISC-V assembler, line by line: labels get the current location,
directives and macro calls go to their handlers, and each instruction is matched against its
templates (which fixes its length) and kept as a `Stmt` for pass 2."""

from __future__ import annotations

import difflib

from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.extended import extended_alternative, fold_extended
from rarslite.asm.riscv.statements import FileState, Stmt
from rarslite.asm.riscv.templates import RELOC, best_match, check
from rarslite.asm.riscv.templates import hint as template_hint

_CONTINUATION_TYPES = (L.PLUS, L.MINUS, L.QUOTED_STRING, L.IDENTIFIER, L.INTEGER, L.REAL_NUMBER)


class LineParser:
    """Mixin of the assembler: pass 1, parsing each line into statements."""

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
