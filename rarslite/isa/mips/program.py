"""What an assembled MIPS program is: text words with their source, data bytes, symbols."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rarslite.isa.mips.codec import MipsInstr
from rarslite.isa.mips.memory_map import MipsMemoryConfig
from rarslite.program import SourceLoc

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.asm.errors import AsmMessage


_MACRO_LINE = re.compile(r"\s*<(\d+)>")  # MARS's "<body line>" prefix of macro code


@dataclass
class TextWord:
    """One text word. ``file``/``line`` are MARS's listing location, which MARS's dumps and
    runtime errors print: code from an ``.include``d file keeps its own line number but is
    named after the file being assembled (a MARS quirk: ``main.asm line 2`` for line 2 of
    the included file). ``origin_file``/``origin_line`` say where the statement really is (for
    macro code: the call, with the body's line in ``macro_line``), which the app's views
    and breakpoints use (`source_loc`)."""

    addr: int
    word: int
    instr: MipsInstr
    file: str
    line: int
    source: str
    basic_index: int  # 0 for the first word of a statement
    basic: str = ""  # MARS's basic form, as its SegmentWindow dump shows it
    origin_file: str = ""  # "" (words not from the assembler): the listing location
    origin_line: int = 0
    macro_line: int = 0

    @property
    def report_line(self) -> str:
        """The line a MARS runtime error names: ``6``, or for macro code ``6->3`` (the
        statement's line, then the body line MARS reads back from the listing's ``<3>``)."""
        m = _MACRO_LINE.match(self.source)
        return f"{self.line}->{m.group(1)}" if m else str(self.line)

    def source_loc(self) -> SourceLoc | None:
        """The word's real source location (as RISC-V's `TextEntry.loc`), None if unknown."""
        if not self.file:
            return None
        return SourceLoc(self.origin_file or self.file, self.origin_line or self.line,
                         self.source, self.macro_line)


@dataclass
class MipsProgram:
    config: MipsMemoryConfig
    text: dict[int, TextWord] = field(default_factory=dict)  # user and kernel text
    data: dict[int, int] = field(default_factory=dict)  # byte address -> byte
    symbols: dict[str, int] = field(default_factory=dict)  # globals
    labels: dict[str, int] = field(default_factory=dict)  # all, a file's own first (debuggers)
    files: list[str] = field(default_factory=list)
    warnings: list["AsmMessage"] = field(default_factory=list)  # noqa: UP037
    main: int | None = None  # address of global `main`
    # text address -> the first label defined there (any file, local ones too: tools name
    # functions by it, e.g. the calling-convention checker)
    text_labels: dict[int, str] = field(default_factory=dict)
