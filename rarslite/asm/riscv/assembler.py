"""The two-pass assembler of RARS 1.6's dialect (rars-reference §9-10).

Pass 1 walks every line of every file: labels get the current location, directives fill
the data segment, macros expand, and each instruction is matched against its templates,
which fixes its length. Pass 2 resolves labels and expands pseudo-instructions into basic
instructions (encoded by `rarslite.isa`). Errors are collected as RARS collects them;
any other failure inside is a bug and is still reported as an assembler error.

`Assembler` is the driver and the message log; its parts are mixins along the passes:
`parsing.LineParser` (pass 1), `directives.DirectiveHandler`, `data.DataStore`,
`macros.MacroExpander` and `expansion.Expander` (pass 2), over the records of
`statements.py`.
"""

from __future__ import annotations

import dataclasses

from rarslite.asm.errors import ERROR_LIMIT, AsmErrors, AsmMessage
from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.data import DataStore, chunks
from rarslite.asm.riscv.directives import DirectiveHandler
from rarslite.asm.riscv.expansion import Expander
from rarslite.asm.riscv.macros import MacroExpander
from rarslite.asm.riscv.parsing import LineParser
from rarslite.asm.riscv.source import Problem, ReadFile, Unit, default_read, load_unit
from rarslite.asm.riscv.statements import FileState, Stmt, _Fatal, _Skip
from rarslite.asm.riscv.templates import TEMPLATES_BY_XLEN
from rarslite.isa.riscv.literals import hex8, s32
from rarslite.isa.riscv.table import SPEC_BY_OP_BY_XLEN
from rarslite.memory_map import DEFAULT, MemoryConfig
from rarslite.program import Program, TextEntry


class Assembler(LineParser, Expander, MacroExpander, DirectiveHandler, DataStore):
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
