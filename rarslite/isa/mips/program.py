"""What an assembled MIPS program is: text words with their source, data bytes, symbols."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rarslite.isa.mips.codec import MipsInstr
from rarslite.isa.mips.memory_map import MipsMemoryConfig

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.asm.errors import AsmMessage


@dataclass
class TextWord:
    addr: int
    word: int
    instr: MipsInstr
    file: str
    line: int
    source: str
    basic_index: int  # 0 for the first word of a statement
    basic: str = ""  # MARS's basic form, as its SegmentWindow dump shows it


@dataclass
class MipsProgram:
    config: MipsMemoryConfig
    text: dict[int, TextWord] = field(default_factory=dict)  # user and kernel text
    data: dict[int, int] = field(default_factory=dict)  # byte address -> byte
    symbols: dict[str, int] = field(default_factory=dict)  # globals
    files: list[str] = field(default_factory=list)
    warnings: list["AsmMessage"] = field(default_factory=list)  # noqa: UP037
    main: int | None = None  # address of global `main`
