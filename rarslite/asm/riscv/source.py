"""Reading a source file as RARS does: ``.include`` expansion, then tokenizing with ``.eqv``.

RARS first inserts included files (a relative path is taken relative to the including file's
directory; including a file already included in the same tree is a "recursive include"),
then tokenizes every line, substituting ``.eqv`` names as it goes. Problems found here stop
the assembly before any statement is parsed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field

from rarslite.asm.riscv.lexer import (
    COMMENT,
    DIRECTIVE,
    IDENTIFIER,
    QUOTED_STRING,
    LexError,
    Token,
    tokenize_line,
)
from rarslite.java_text import read_source, split_lines

ReadFile = Callable[[str], str]


@dataclass(slots=True)
class SourceLine:
    text: str  # after .eqv substitution (what RARS shows)
    file: str
    line: int  # 1-based line number in ``file``
    raw: str = ""  # as read (before .eqv substitution)


@dataclass(slots=True)
class Problem:
    """An error found while reading/tokenizing: index into the line list (1-based) or, for
    a file that could not be read at all, index 0 and the file name."""

    index: int
    col: int
    message: str
    file: str = ""
    line: int = 0


@dataclass
class Unit:
    """One top-level source file after include expansion and tokenizing."""

    name: str
    lines: list[SourceLine] = field(default_factory=list)
    tokens: list[list[Token]] = field(default_factory=list)
    eqv: dict[str, str] = field(default_factory=dict)
    extended: bool = False
    xlen: int = 32  # RARS's 64-bit mode (``rv64``) knows more operators

    def tokenize(self, lineno: int, text: str, errors: list[LexError]) -> list[Token]:
        """Tokenize a line produced later (macro expansion) as RARS does: with this file's
        ``.eqv``s, recording a ``.eqv`` it defines. Problems are appended to ``errors``."""
        toks = tokenize_line(text, errors, self.extended, self.xlen)
        toks, _ = self.process_eqv(text, toks, errors, errors)
        return toks

    def process_eqv(
        self, text: str, toks: list[Token], lex: list[LexError], problems: list[LexError]
    ) -> tuple[list[Token], str]:
        """Record a ``.eqv`` definition, or substitute earlier ones into this line.

        Returns the tokens and text after substitution; errors of re-tokenizing go to
        ``lex`` and problems of the definition to ``problems``.
        """
        if len(toks) > 2 and (toks[0].type == DIRECTIVE or toks[2].type == DIRECTIVE):
            d = 0 if toks[0].type == DIRECTIVE else 2
            if toks[d].value.lower() == ".eqv":
                self._define(text, toks, d, problems)
                return toks, text
        if not self.eqv:
            return toks, text
        more: list[LexError] = []  # RARS keeps the errors of every tokenizing pass
        new_toks, new_text = self._substitute(text, toks, more)
        if new_text != text:
            lex.extend(more)
        return new_toks, new_text

    def _define(self, text: str, toks: list[Token], d: int, problems: list[LexError]) -> None:
        col = toks[d].col
        last = len(toks) - (2 if toks[-1].type == COMMENT else 1)
        if last < d + 2:
            problems.append(LexError(col, "Too few operands for .eqv directive"))
            return
        if toks[d + 1].type != IDENTIFIER:
            problems.append(LexError(col, "Malformed .eqv directive"))
            return
        sym = toks[d + 1].value
        if any(t.value == sym for t in toks[d + 2 :]):
            problems.append(LexError(col, f"Cannot substitute {sym} for itself in .eqv directive"))
            return
        start = toks[d + 2].col
        end = toks[last].col + len(toks[last].value)
        expr = text[start - 1 : end - 1]
        if sym in self.eqv and self.eqv[sym] != expr:
            problems.append(LexError(toks[d + 1].col, f'"{sym}" is already defined'))
            return
        self.eqv[sym] = expr

    def _substitute(
        self, text: str, toks: list[Token], errors: list[LexError]
    ) -> tuple[list[Token], str]:
        for _ in range(1000):  # guards against pathological chains; RARS would overflow
            hit = None
            for t in toks:
                if t.type == IDENTIFIER and t.value in self.eqv:
                    hit = t
                    break
            if hit is None:
                return toks, text
            text = text[: hit.col - 1] + self.eqv[hit.value] + text[hit.col - 1 + len(hit.value) :]
            toks = tokenize_line(text, errors, self.extended, self.xlen)
        return toks, text


default_read = read_source  # RARS's FileReader: Java's UTF-8 (rarslite.java_text)


def _include_path(including: str, name: str) -> str:
    if os.path.isabs(name):
        return name
    parent = os.path.dirname(including)
    return parent + os.sep + name if parent else name


def load_unit(
    name: str,
    read: ReadFile,
    extended: bool,
    problems: list[Problem],
    text: str | None = None,
    rars_report: bool = True,
    xlen: int = 32,
) -> Unit:
    """Read ``name`` (or use ``text``), expand includes and tokenize. Problems are appended;
    an include problem stops the reading (as in RARS). ``rars_report``: repeat lexical
    errors as RARS's report does."""
    unit = Unit(name, extended=extended, xlen=xlen)
    if text is None:
        try:
            text = read(name)
        except (OSError, ValueError) as e:
            why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            problems.append(Problem(0, 0, f"cannot read the file: {why}", file=name))
            return unit
    try:
        _expand(unit, name, split_lines(text), read, {}, problems)
    except _Stop:
        return unit
    lex: list[LexError] = []
    main_pass: list[Problem] = []
    for idx, sl in enumerate(unit.lines, 1):
        lex.clear()
        toks = tokenize_line(sl.text, lex, extended, xlen)
        eqv_problems: list[LexError] = []
        toks, sl.text = unit.process_eqv(sl.text, toks, lex, eqv_problems)
        for e in lex + eqv_problems:
            main_pass.append(Problem(idx, e.col, e.message))
        unit.tokens.append(toks)
    lexical = any(
        p.message.endswith(_LEXICAL) or "\nInvalid language element: " in p.message
        for p in main_pass
    )
    if rars_report and lexical:
        # RARS tokenizes every line twice (looking for .include, then for real) and keeps
        # the lexical errors of both passes: its report lists them twice.
        for idx, sl in enumerate(unit.lines, 1):
            lex.clear()
            tokenize_line(sl.raw, lex, extended, xlen)
            problems.extend(Problem(idx, e.col, e.message) for e in lex)
    problems.extend(main_pass)
    return unit


_LEXICAL = "String is not terminated."


class _Stop(Exception):
    pass


def _expand(
    unit: Unit,
    fname: str,
    lines: list[str],
    read: ReadFile,
    seen: dict[str, str],
    problems: list[Problem],
) -> None:
    for lineno, line in enumerate(lines, 1):
        if ".include" in line.lower():
            junk: list[LexError] = []
            toks = tokenize_line(line, junk, unit.extended, unit.xlen)
            for k, t in enumerate(toks):
                if (
                    t.value.lower() == ".include"
                    and k + 1 < len(toks)
                    and toks[k + 1].type == QUOTED_STRING
                ):
                    q = toks[k + 1]
                    path = _include_path(fname, q.value[1:-1])
                    here = len(unit.lines) + 1
                    if path in seen:
                        unit.lines.append(SourceLine(line, fname, lineno, line))
                        problems.append(Problem(here, q.col, f"Recursive include of file {path}"))
                        raise _Stop
                    seen[path] = path
                    try:
                        sub = split_lines(read(path))
                    except (OSError, ValueError):
                        unit.lines.append(SourceLine(line, fname, lineno, line))
                        problems.append(Problem(here, q.col, f"Error reading include file {path}"))
                        raise _Stop from None
                    _expand(unit, path, sub, read, seen, problems)
                    break
            else:
                unit.lines.append(SourceLine(line, fname, lineno, line))
            continue
        unit.lines.append(SourceLine(line, fname, lineno, line))
