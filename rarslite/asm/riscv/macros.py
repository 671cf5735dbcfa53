"""Macro expansion as RARS does it: text substitution of ``%params`` into the body lines,
labels of the body renamed ``label_M<k>`` per expansion, recursion detected."""

from __future__ import annotations

from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.statements import Macro, Stmt
from rarslite.isa.riscv.registers import FP_REGISTERS, int_register


class MacroExpander:
    """Mixin of the assembler: expanding a macro call into statements."""

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
                st.expanded[i] = text  # messages show the line as expanded
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
            if not st.call_stack:
                st.expanded.clear()
        return out

    def _substitute(self, m: Macro, i: int, args: list[L.Token], counter: int) -> str:
        st = self.fs
        assert st is not None
        s = st.unit.lines[i - 1].text
        for tok in reversed(st.unit.tokens[i - 1]):
            v = tok.value
            if is_macro_param(v):
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


def is_macro_param(v: str) -> bool:
    if v[:1] == "$":
        return int_register(v) is None and v not in FP_REGISTERS
    return len(v) > 1 and v[0] == "%"
