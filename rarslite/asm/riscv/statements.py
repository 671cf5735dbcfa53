"""The records one assembly run keeps per file and per statement (below the assembler's
parts: parsing, directives, macros and expansion all read and fill them)."""

from __future__ import annotations

from dataclasses import dataclass, field

from rarslite.asm.riscv import lexer as L
from rarslite.asm.riscv.source import Unit
from rarslite.asm.riscv.templates import Template


class _Fatal(Exception):
    """Stop assembling now (RARS throws at this point); messages are already recorded."""


class _Skip(Exception):
    """All-errors mode: give up on this statement only."""


@dataclass
class Macro:
    """A definition: its body is lines ``from_idx+1 .. to_idx-1`` of the file's line list."""

    name: str
    from_idx: int
    from_line: int
    args: list[str] = field(default_factory=list)
    labels: set[str] = field(default_factory=set)
    to_idx: int = 0


class LabelRef:
    """A label named by ``.globl``, with the line it was named on."""

    __slots__ = ("tok", "idx")

    def __init__(self, tok: L.Token, idx: int) -> None:
        self.tok = tok
        self.idx = idx


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
    globl: list[LabelRef] = field(default_factory=list)
    macros: list[Macro] = field(default_factory=list)
    current: Macro | None = None
    counter: int = 0
    call_stack: list[tuple[int, int]] = field(default_factory=list)
    expanded: dict[int, str] = field(default_factory=dict)  # body line -> text being expanded
    fwd: list[tuple[int, int, L.Token, int, str]] = field(default_factory=list)
    stmts: list[Stmt] = field(default_factory=list)
