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
    """Fetches of distinct consecutive addresses inside the text segment.

    Besides ``on_fetch`` per instruction, a translated block's run can be told at once
    (``counts_blocks``, observers.py): ``on_block(block, k, text)`` says the first ``k``
    instructions of the block's trace (``block.addrs``, instructions in ``text``) ran. Each
    block's counts for every prefix are worked out once, so a block's run costs a few
    additions however long it is."""

    counts_blocks = True

    def __init__(self, config: MemoryConfig) -> None:
        # the tools observe the text segment: its base up to its limit's last word
        self.text_lo, self.text_hi = config.text_base, config.text_limit_cfg + 4
        self.last = -1
        self._prefixes: dict = {}  # block -> its prefix table (see _prefix_table)

    def fresh(self, pc: int) -> bool:
        if pc == self.last or not self.text_lo <= pc < self.text_hi:
            return False
        self.last = pc
        return True

    def kinds(self, ins: Any) -> tuple[bool, str | None]:
        """Whether fetching ``ins`` counts in the total, and the row it adds one to."""
        raise NotImplementedError

    def add(self, total: int, rows: tuple[tuple[str, int], ...]) -> None:
        self.total += total
        counts = self.counts
        for row, n in rows:
            counts[row] += n

    def on_fetch(self, pc: int, ins: Any) -> None:
        if self.fresh(pc):
            counted, row = self.kinds(ins)
            self.add(int(counted), ((row, 1),) if row else ())

    def on_block(self, block: Any, k: int, text: dict) -> None:
        if k <= 0:
            return
        table = self._prefixes.get(block)
        if table is None:
            if len(self._prefixes) > 8192:  # blocks of replaced code
                self._prefixes.clear()
            table = self._prefixes[block] = self._prefix_table(block.addrs, text)
        first, prefixes, lasts = table
        total, rows = prefixes[k]
        if first is not None and first[0] < k and block.addrs[first[0]] == self.last:
            # the block's first text fetch repeats the one before it: not counted again
            total -= first[1]
            rows = tuple((r, n - (r == first[2])) for r, n in rows)
        if lasts[k] is not None:
            self.last = lasts[k]
        self.add(total, rows)

    def _prefix_table(self, addrs: list[int], text: dict) -> tuple:
        """For each k: the (total, rows) the first k entries add, and the last text address
        among them; and the first text entry's (index, total, row) (whether it counts
        depends on the fetch before the block)."""
        prefixes: list[tuple[int, tuple[tuple[str, int], ...]]] = [(0, ())]
        lasts: list[int | None] = [None]
        first = None
        total, rows, last = 0, {}, None
        for i, a in enumerate(addrs):
            if self.text_lo <= a < self.text_hi and a != last:
                counted, row = self.kinds(text.get(a))
                if first is None:
                    first = (i, int(counted), row)
                total += counted
                if row:
                    rows[row] = rows.get(row, 0) + 1
                last = a
            prefixes.append((total, tuple(rows.items())))
            lasts.append(last)
        return first, prefixes, lasts


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

    def kinds(self, ins: Any) -> tuple[bool, str | None]:
        if ins is None:
            return True, None
        return True, RISCV_FORMAT.get(ins.op) if self.isa == "riscv" else mips_format(ins)


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

    def kinds(self, ins: Any) -> tuple[bool, str | None]:
        if ins is None:
            return False, None
        if self.isa == "riscv":
            return True, RISCV_CATEGORY.get(ins.op, "Other")
        return True, mips_category(ins)
