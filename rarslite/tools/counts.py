"""Instruction Counter and Instruction Statistics: what kinds of instructions a run fetched.

Both tools count text-segment fetches and skip a fetch at the same address as the one
before (RARS's and MARS's ``lastAddress``: a branch or jump to itself counts once, and so
does a trap handler's first instruction, which RARS's handler probe already read).

* RARS 1.6's Instruction Counter classifies by the instruction's format: R, R4, I, S, B, U,
  J (system instructions and ``fence`` are I-format in RARS). MARS 4.5's: R, I, J.
* RARS 1.6's Instruction Statistics sorts into ALU, Jump, Branch, Memory and Other by the
  instruction's kind: integer register-register arithmetic (M extension included) and the
  immediate ALU instructions, ``lui``, ``auipc``, shifts by an immediate are ALU; ``jal``,
  ``jalr`` Jump; the six conditional branches Branch; integer loads and stores Memory
  (floating-point loads and stores are Other); everything else Other. It counts only
  fetches of an instruction (an undefined word adds nothing), the counter counts the
  fetch anyway.

The percentage each shows is ``count * 100 // total`` (integer division, as the tools'
progress bars print it).
"""

from __future__ import annotations

from typing import Any

from rarslite.isa.riscv.table import SPECS_BY_XLEN
from rarslite.memory_map import MemoryConfig
from rarslite.tools.mips_kinds import mips_category, mips_format

M32 = 0xFFFFFFFF

RARS_FORMATS = ("R", "R4", "I", "S", "B", "U", "J")
MARS_FORMATS = ("R", "I", "J")
STAT_CATEGORIES = ("ALU", "Jump", "Branch", "Memory", "Other")


# where RARS's instruction objects name another format than their encoding's: shifts by an
# immediate are R (their funct7), one-source FP ops I, fcvt.s.d / fcvt.d.s R4
# (tests/data/tools/rars_formats.txt is RARS's own list)
_RARS_FORMAT_QUIRKS = {
    **dict.fromkeys("slli srli srai slliw srliw sraiw".split(), "R"),
    **dict.fromkeys(("fcvt.s.d", "fcvt.d.s"), "R4"),
}


def _riscv_formats() -> dict[str, str]:
    table: dict[str, str] = {}
    for xlen in (32, 64):
        for spec in SPECS_BY_XLEN[xlen]:
            fmt = "I" if spec.fmt in ("SYS", "FENCE") else spec.fmt
            if spec.op.startswith(("fcvt.", "fmv.", "fsqrt.", "fclass.")):
                fmt = "I"
            table[spec.op] = _RARS_FORMAT_QUIRKS.get(spec.op, fmt)
    return table


RISCV_FORMAT = _riscv_formats()

_ALU_R = ("add sub sll slt sltu xor srl sra or and mul mulh mulhsu mulhu div divu rem remu "
          "addw subw sllw srlw sraw mulw divw divuw remw remuw").split()  # fmt: skip
_ALU_I = "addi addiw andi ori xori slti sltiu lui auipc slli srli srai slliw srliw sraiw".split()
RISCV_CATEGORY: dict[str, str] = {
    **dict.fromkeys(_ALU_R + _ALU_I, "ALU"),
    **dict.fromkeys(("jal", "jalr"), "Jump"),
    **dict.fromkeys("beq bne blt bge bltu bgeu".split(), "Branch"),
    **dict.fromkeys("lb lh lw lbu lhu lwu ld sb sh sw sd".split(), "Memory"),
}


def percent(part: int, total: int) -> int:
    """The tools' progress bar text, without the % sign."""
    return part * 100 // total if total else 0


class _TextFetches:
    """Fetches of distinct consecutive addresses inside the text segment."""

    def __init__(self, config: MemoryConfig) -> None:
        # the tools observe the text segment: its base up to its limit's last word
        self.text_lo, self.text_hi = config.text_base, config.text_limit_cfg + 4
        self.last = -1

    def fresh(self, pc: int) -> bool:
        if pc == self.last or not self.text_lo <= pc < self.text_hi:
            return False
        self.last = pc
        return True


class InstructionCounter(_TextFetches):
    """RARS's Instruction Counter (``isa="riscv"``) or MARS's (``isa="mips"``)."""

    def __init__(self, config: MemoryConfig, isa: str = "riscv") -> None:
        super().__init__(config)
        self.isa = isa
        self.formats = RARS_FORMATS if isa == "riscv" else MARS_FORMATS
        self.reset()

    def reset(self) -> None:
        self.last = -1
        self.total = 0
        self.counts = dict.fromkeys(self.formats, 0)

    def on_fetch(self, pc: int, ins: Any) -> None:
        if not self.fresh(pc):
            return
        self.total += 1
        if ins is not None:
            fmt = RISCV_FORMAT.get(ins.op) if self.isa == "riscv" else mips_format(ins)
            if fmt is not None:
                self.counts[fmt] += 1


class InstructionStatistics(_TextFetches):
    """RARS's (or MARS's) Instruction Statistics."""

    def __init__(self, config: MemoryConfig, isa: str = "riscv") -> None:
        super().__init__(config)
        self.isa = isa
        self.reset()

    def reset(self) -> None:
        self.last = -1
        self.total = 0
        self.counts = dict.fromkeys(STAT_CATEGORIES, 0)

    def on_fetch(self, pc: int, ins: Any) -> None:
        if not self.fresh(pc) or ins is None:
            return
        self.total += 1
        if self.isa == "riscv":
            self.counts[RISCV_CATEGORY.get(ins.op, "Other")] += 1
        else:
            self.counts[mips_category(ins)] += 1
