"""Directives other than data storage: segments, ``.align``, ``.space``, ``.extern``,
``.globl``, ``.section``, macro definitions; and the symbol tables they feed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.data import INT_DIRECTIVES, REAL_DIRECTIVES, STRING_DIRECTIVES
from rarslite.asm.riscv.macros import is_macro_param
from rarslite.asm.riscv.statements import LabelRef, Macro

if TYPE_CHECKING:
    from rarslite.asm.riscv.statements import FileState


class DirectiveHandler:
    """Mixin of the assembler: executing directives and resolving symbols."""

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
                if not is_macro_param(a.value):
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
        elif d in INT_DIRECTIVES or d in REAL_DIRECTIVES:
            self.data_directive = d
            if self._data_check(tok, idx) and len(tokens) > 1:
                self._store_numeric(tokens, d, idx)
        elif d in STRING_DIRECTIVES:
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
                st.globl.append(LabelRef(lbl, idx))
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
