"""The assembler of MARS 4.5's MIPS dialect (mars-reference §4-5).

Two passes as MARS does them: pass 1 reads every line (labels, directives, data, ``.eqv``,
``.include``, ``.macro``) and picks each instruction's template, which fixes its length;
pass 2 resolves labels and expands pseudo-instructions into basic instructions encoded by
`rarslite.isa.mips.codec`. Errors carry MARS's texts and are collected, as MARS collects
them, into an `AsmErrors`. The parts: `lexer` (tokens), `templates` (instruction forms),
`data` (directives and data), `expansion` (pass 2); this module reads the files and runs
the passes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

from rarslite.asm.errors import AsmErrors, AsmMessage
from rarslite.asm.mips.data import CONTINUES, DataDirectives
from rarslite.asm.mips.expansion import Expansion, Stmt
from rarslite.asm.mips.lexer import DIRECTIVES, Tok, tokenize
from rarslite.asm.mips.templates import TEMPLATES, Template, check
from rarslite.isa.mips.memory_map import DEFAULT, MipsMemoryConfig
from rarslite.isa.mips.program import MipsProgram, TextWord
from rarslite.java_text import read_source, split_lines


class MarsAssembler(DataDirectives, Expansion):
    """One assembly run of MARS's dialect."""

    def __init__(
        self,
        config: MipsMemoryConfig = DEFAULT,
        *,
        delayed_branching: bool = False,
        allow_pseudo: bool = True,
        warnings_are_errors: bool = False,
    ) -> None:
        self.config = config
        self.db = delayed_branching
        self.allow_pseudo = allow_pseudo
        self.we = warnings_are_errors
        self.messages: list[AsmMessage] = []
        self.prog = MipsProgram(config)
        self.globals: dict[str, int] = {}
        self.stmts: list[Stmt] = []
        self.addr: dict[str, int] = {
            "text": self.config.text_base,
            "data": self.config.data_base,
            "ktext": self.config.kernel_text_base,
            "kdata": self.config.kernel_data_base,
            "extern": self.config.extern_base,
        }
        self.fwd_words: list[tuple[int, int, Tok, dict[str, int], str, int]] = []

    # -------------------------------------------------------------- messages
    def _msg(self, file: str, line: int, col: int, text: str, *, warning: bool = False) -> None:
        self.messages.append(AsmMessage("warning" if warning else "error", file, line, col, text))

    def _err(self, file: str, line: int, tok: Tok | None, text: str) -> None:
        col = tok.col if tok else 1
        quoted = f'"{tok.text}": ' if tok is not None and not text.startswith('"') else ""
        self._msg(file, line, col, quoted + text)

    # -------------------------------------------------------------- entry
    def assemble(self, files: list[str], texts: dict[str, str] | None = None,
                 read_file: Callable[[str], str] | None = None) -> MipsProgram:
        texts = texts or {}
        self.read_file = read_file or read_source
        for path in files:
            text = texts.get(path)
            if text is None:
                text = read_source(path)
            self.prog.files.append(path)
            self._pass1_file(path, text, texts)
            for name, addr in self.local.items():  # every file's labels, for debuggers
                self.prog.labels.setdefault(name, addr)
        self._patch_words()  # the end of MARS's first pass: data's label references
        if not self._errors():
            for st in self.stmts:
                self._pass2(st)
        if self._errors():  # MARS has stored the data by now, and no text: its dumps show that
            raise AsmErrors(self.messages, MipsProgram(self.config, data=self.prog.data))
        self.prog.warnings = [m for m in self.messages if m.kind == "warning"]
        self.prog.symbols = dict(self.globals)
        self.prog.main = self.globals.get("main")
        return self.prog

    def _errors(self) -> bool:
        return any(m.kind == "error" or self.we for m in self.messages)

    # -------------------------------------------------------------- pass 1
    def _lines(
        self,
        path: str,
        text: str,
        texts: dict[str, str],
        seen: tuple[str, ...],
        eqv: dict[str, str] | None = None,
    ):
        """(file, line number, text, own file, line number in it) with `.include` expanded
        and `.eqv` substituted (an included file's .eqv holds for the rest of the including
        file: .include is textual). An included line keeps its own file and line number:
        MARS reports assembly errors there, and its listing and runtime errors give that
        line number with the including file's name (`Stmt.program_file`)."""
        eqv = {} if eqv is None else eqv
        for no, line in enumerate(split_lines(text), 1):
            code = line.split("#", 1)[0]
            words = code.replace(",", " ").split()
            if words and words[0].lower() == ".eqv" and len(words) >= 3:
                value = code.split(words[1], 1)[1].strip().lstrip(",").strip()
                # MARS quirk: a character literal is cut to its first two characters
                eqv[words[1]] = value[:2] if value.startswith("'") else value
                continue
            if eqv:
                line = re.sub(
                    r"[A-Za-z_.$][\w.$]*", lambda m: eqv.get(m.group(0), m.group(0)), line
                )
            m = re.match(r'\s*\.include\s+"([^"]*)"', line, re.IGNORECASE)
            if m:
                inc = os.path.join(os.path.dirname(path), m.group(1))
                if inc in seen:
                    self._msg(path, no, 1, f"Recursive include of file {inc}")
                    continue
                inc_text = texts.get(inc)
                if inc_text is None:
                    try:
                        inc_text = self.read_file(inc)
                    except OSError:
                        self._msg(path, no, 1, f'Error reading include file "{m.group(1)}"')
                        continue
                yield from self._lines(inc, inc_text, texts, (*seen, inc), eqv)
                continue
            yield path, no, line, path, no

    def _pass1_file(self, path: str, text: str, texts: dict[str, str]) -> None:
        self.local: dict[str, int] = {}
        self.program_file = path
        self.seg = "text"
        # location counters continue from file to file (MARS lays files out in order)
        self.auto_align = True
        self.pending: list[str] = []  # labels awaiting data alignment
        # the data directive a line of bare values continues (MARS: .word until one is seen)
        self.list_directive = ".word"
        self.macros: dict[tuple[str, int], tuple[list[str], list[tuple[int, str]]]] = {}
        self.macro_count = 0
        self.file_globals: list[tuple[str, int, Tok]] = []
        lines = list(self._lines(path, text, texts, (path,)))
        collecting: tuple[str, list[str], list[tuple[int, str]]] | None = None
        for file, no, line, own_file, own_no in lines:
            if collecting is not None:
                toks, _ = tokenize(line)
                if toks and toks[0].text.lower() == ".end_macro":
                    name, params, body = collecting
                    self.macros[(name, len(params))] = (params, body)
                    collecting = None
                else:
                    collecting[2].append((own_no, line))
                continue
            toks, bad = tokenize(line)
            if toks and toks[0].text.lower() == ".macro":
                names = [t.text for t in toks[1:] if t.kind not in ("(", ")")]
                collecting = (names[0], names[1:], []) if names else ("", [], [])
                continue
            self._line(file, no, line, toks, bad, origin=(own_file, own_no, 0))
        if collecting is not None:
            self._msg(path, len(lines), 1, "Macro started but not ended (no .end_macro directive)")
        for name, no, tok in self.file_globals:
            if name in self.local:
                self.globals[name] = self.local[name]
            elif name not in self.globals:
                self._msg(path, no, tok.col, f'"{name}" declared global label but not defined.')

    def _line(
        self,
        file: str,
        no: int,
        line: str,
        toks: list[Tok],
        bad: str | None,
        source: str | None = None,
        origin: tuple[str, int, int] = ("", 0, 0),
    ) -> None:
        if bad is not None:
            col, _, text = bad.partition(":")
            self._msg(file, no, int(col), f"{line}\nInvalid language element: {text}")
            return
        if len(toks) >= 2 and toks[1].kind == ":" and toks[0].kind in ("ident", "op"):
            self._label(file, no, toks[0])
            toks = toks[2:]
        if not toks:
            return
        head = toks[0]
        if head.kind == "dir":
            self._directive(file, no, toks)
            return
        if head.kind == "ident" and head.text.startswith("."):
            text = f"MARS does not recognize the {head.text} directive.  Ignored."
            self._msg(file, no, head.col, text, warning=True)
            return
        in_data = self.seg in ("data", "kdata")
        if in_data and head.kind in CONTINUES:
            # values alone on a line add to the last list directive (MARS and RARS)
            self._store(file, no, self.list_directive, toks, 0)
            return
        name = head.text
        params_body = None
        for (mname, nargs), pb in self.macros.items():
            if mname == name and nargs == len([t for t in toks[1:] if t.kind not in "()"]):
                params_body = pb
        if params_body is not None:
            self._expand_macro(file, no, toks, *params_body, origin)
            return
        if in_data:
            return  # MARS ignores any other statement in a data segment
        if head.kind != "op":
            if any(mname == name for mname, _n in self.macros):
                text = f'forward reference or invalid parameters for macro "{name}"'
            else:
                text = f'"{head.text}" is not a recognized operator'
            self._msg(file, no, head.col, text)
            return
        cands = TEMPLATES[head.text.lower()]
        chosen = next((t for t in cands if check(toks, t) is None), None)
        if chosen is None:
            tok, msg = check(toks, cands[0]) or (head, "operand is of incorrect type")
            self._err(file, no, tok if tok is not head else head, msg)
            return
        if chosen.spec is None and not self.allow_pseudo:
            self._msg(
                file,
                no,
                head.col,
                "Extended (pseudo) instruction or format not permitted.  See Settings.",
            )
            return
        n = 1 if chosen.spec else self._length(chosen)
        addr = self.addr[self.seg]
        self.stmts.append(
            Stmt(file, no, source or line, toks, chosen, addr, self.local, origin,
                  self.program_file))
        self.addr[self.seg] = addr + 4 * n

    def _length(self, t: Template) -> int:
        parts = self._parts(t)
        return sum(1 for p in parts if p != "dbnop" or self.db)

    def _label(self, file: str, no: int, tok: Tok) -> None:
        if tok.text in self.local:
            self._err(file, no, tok, f'label "{tok.text}" already defined')
            return
        if self.seg in ("data", "kdata") and self.auto_align:
            self.pending.append(tok.text)
        self.local[tok.text] = self.addr[self.seg]
        if self.seg in ("text", "ktext"):
            self.prog.text_labels.setdefault(self.addr[self.seg], tok.text)

    def _expand_macro(self, file: str, no: int, toks: list[Tok], params: list[str], body,
                      origin: tuple[str, int, int]) -> None:
        args = [t.text for t in toks[1:] if t.kind not in "()"]
        k = self.macro_count
        self.macro_count += 1
        labels = set()
        for _n, text in body:
            m = re.match(r"\s*([A-Za-z_.$][\w.$]*)\s*:", text)
            if m:
                labels.add(m.group(1))
        binding = dict(zip(params, args, strict=True))
        for body_no, text in body:
            # MARS replaces, for each parameter token, its first textual occurrence in the line
            for tok in tokenize(text)[0]:
                if tok.text in binding:
                    text = text.replace(tok.text, binding[tok.text], 1)
            for lab in labels:
                text = re.sub(rf"(?<![\w.$]){re.escape(lab)}(?![\w.$])", f"{lab}_M{k}", text)
            btoks, bad = tokenize(text)
            # MARS's listing shows a macro's line as "<body line> text"
            # its real origin is the call's line, with the body line beside it (as RISC-V)
            self._line(file, no, text, btoks, bad, f"<{body_no}> {text.strip()}",
                       (origin[0], origin[1], body_no))


def text_listing(prog: MipsProgram) -> str:
    """The user text segment as MARS's Text Segment window shows it (its SegmentWindow
    dump): address, code, basic form (22 columns), line (5), source line."""
    cfg = prog.config
    out = [" Address    Code        Basic                     Source\n", "\n"]
    for addr in sorted(a for a in prog.text if cfg.text_base <= a < cfg.text_limit):
        tw = prog.text[addr]
        line = f"{tw.line:<5}"[:5] if tw.basic_index == 0 else " " * 5
        src = tw.source if tw.basic_index == 0 else ""
        out.append(f"0x{addr:08x}  0x{tw.word:08x}  {tw.basic:<22.22}{line}{src}\n")
    return "".join(out)


def assemble(
    files: list[str],
    *,
    config: MipsMemoryConfig = DEFAULT,
    delayed_branching: bool = False,
    allow_pseudo: bool = True,
    warnings_are_errors: bool = False,
    texts: dict[str, str] | None = None,
    read_file: Callable[[str], str] | None = None,
) -> MipsProgram:
    """Assemble MARS-dialect ``files`` (first = main file); raises `AsmErrors`. ``texts``
    holds files' texts by path; ``read_file(path)`` reads the others' .include files (the
    app: from the editor's unsaved buffers; it raises OSError for a missing file)."""
    asm = MarsAssembler(
        config,
        delayed_branching=delayed_branching,
        allow_pseudo=allow_pseudo,
        warnings_are_errors=warnings_are_errors,
    )
    return asm.assemble(files, texts, read_file)


__all__ = ["DIRECTIVES", "MipsProgram", "TextWord", "assemble", "text_listing", "tokenize"]
