"""Instruction Counter and Instruction Statistics: what kinds of instructions a run fetched.

Both tools count text-segment fetches and skip a fetch at the same address as the one
before (RARS's and MARS's ``lastAddress``: a branch or jump to itself counts once, and so
does a trap handler's first instruction, which RARS's handler probe already read). They
observe every read of the text: with self-modifying code the program's loads from there count
too, in order between the fetches (``on_text_load``; tests/data/tools/smc/).

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

from rarslite.analysis.mips_kinds import mips_category, mips_format
from rarslite.isa.riscv.table import SPECS_BY_XLEN
from rarslite.machine.slot_tally import TALLY_LOCK
from rarslite.memory_map import MemoryConfig

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


class _BlockRuns:
    """One translated block's counts for each prefix length, and how often each ran."""

    __slots__ = ("runs", "dups", "totals", "rows", "first", "first_addr", "first_total",
                 "first_row", "lasts")  # fmt: skip

    def __init__(self, owner: _TextFetches, addrs: list[int], text: dict) -> None:
        self.totals, self.rows, self.lasts = [0], [()], [None]
        self.first, self.first_addr, self.first_total, self.first_row = len(addrs), -1, 0, None
        total, rows, last = 0, {}, None
        for i, a in enumerate(addrs):
            if owner.text_lo <= a < owner.text_hi and a != last:
                counted, row = owner.kinds(text.get(a))
                if self.first_addr < 0:
                    self.first, self.first_addr = i, a
                    self.first_total, self.first_row = int(counted), row
                total += counted
                if row:
                    rows[row] = rows.get(row, 0) + 1
                last = a
            self.totals.append(total)
            self.rows.append(tuple(rows.items()))
            self.lasts.append(last)
        self.runs = [0] * (len(addrs) + 1)  # runs[k]: runs of the first k entries
        self.dups = 0  # runs whose first text fetch repeated the fetch before the block

    def add_to(self, counts: dict[str, int]) -> int:
        """Add these runs' rows into ``counts``; returns their total."""
        total = -self.dups * self.first_total
        if self.dups and self.first_row:
            counts[self.first_row] -= self.dups
        for k, n in enumerate(self.runs):
            if n:
                total += n * self.totals[k]
                for row, c in self.rows[k]:
                    counts[row] += n * c
        return total


class _TextFetches:
    """Fetches of distinct consecutive addresses inside the text segment.

    Besides ``on_fetch`` per instruction, a translated block's run can be told at once
    (``counts_blocks``, observers.py): ``on_block(block, k, text)`` says the first ``k``
    instructions of the block's trace (``block.addrs``, instructions in ``text``) ran. Each
    block's counts for every prefix are worked out once; a run only counts how often that
    prefix ran, and ``total`` and ``counts`` add it all up when they are read.

    The native core counts for it too (``counts_slots``, machine/slot_tally.py): fetches per
    instruction, pending in the core's tallies until they are handed over (``add_counts``)
    and added in when read."""

    counts_blocks = True
    counts_slots = True
    rows_names: tuple[str, ...] = ()

    def __init__(self, config: MemoryConfig) -> None:
        # the tools observe the text segment: its base up to its limit's last word
        self.text_lo, self.text_hi = config.text_base, config.text_limit_cfg + 4
        self.tallies: list = []  # native cores' counts not yet handed over (slot_tally.py)

    def reset(self) -> None:
        for tally in list(self.tallies):  # what they hold was counted before the reset
            tally.fold()
        self.last = -1
        self._total = 0
        self._counts = dict.fromkeys(self.rows_names, 0)
        self._blocks: dict = {}  # block -> _BlockRuns

    @property
    def total(self) -> int:
        return self._sums()[0]

    @property
    def counts(self) -> dict[str, int]:
        return self._sums()[1]

    def _sums(self) -> tuple[int, dict[str, int]]:
        with TALLY_LOCK:  # not while the simulator thread hands tallies' counts over
            counts = dict(self._counts)
            total = self._total
            pending = [tally.pending() for tally in self.tallies]
        for runs in list(self._blocks.values()):  # a copy: the simulator thread may add one
            total += runs.add_to(counts)
        for items in pending:
            total += self._add(items, counts)
        return total, counts

    def _add(self, items: list[tuple[Any, int]], counts: dict[str, int]) -> int:
        """Add ``n`` fetches of each (instruction, n) to ``counts``; returns their total."""
        total = 0
        for ins, n in items:
            counted, row = self.kinds(ins)
            if counted:
                total += n
            if row:
                counts[row] += n
        return total

    def add_counts(self, items: list[tuple[Any, int]]) -> None:
        """The native core's counts (slot_tally.py): ``n`` fetches of each instruction."""
        self._total += self._add(items, self._counts)

    def fresh(self, pc: int) -> bool:
        if pc == self.last or not self.text_lo <= pc < self.text_hi:
            return False
        self.last = pc
        return True

    def kinds(self, ins: Any) -> tuple[bool, str | None]:
        """Whether fetching ``ins`` counts in the total, and the row it adds one to."""
        raise NotImplementedError

    def on_fetch(self, pc: int, ins: Any) -> None:
        if self.fresh(pc):
            counted, row = self.kinds(ins)
            self._total += counted
            if row:
                self._counts[row] += 1

    def on_text_load(self, addr: int, ins: Any) -> None:
        """(self-modifying code) The program read the text at ``addr`` (``ins`` stands
        there; None: nothing, or the address is inside a word). The tools observe every read
        notice in the text, so such a read counts as a fetch of ``ins`` would."""
        self.on_fetch(addr, ins)

    def on_block(self, block: Any, k: int, text: dict) -> None:
        runs = self._blocks.get(block)
        if runs is None:
            if len(self._blocks) > 8192:  # blocks of replaced code: fold them in
                for old in self._blocks.values():
                    self._total += old.add_to(self._counts)
                self._blocks = {}
            runs = self._blocks[block] = _BlockRuns(self, block.addrs, text)
        runs.runs[k] += 1
        if runs.first < k:
            if runs.first_addr == self.last:
                runs.dups += 1  # its first text fetch repeats the one before: not counted
            self.last = runs.lasts[k]


class InstructionCounter(_TextFetches):
    """RARS's Instruction Counter (``isa="riscv"``) or MARS's (``isa="mips"``)."""

    def __init__(self, config: MemoryConfig, isa: str = "riscv") -> None:
        super().__init__(config)
        self.isa = isa
        self.formats = self.rows_names = RARS_FORMATS if isa == "riscv" else MARS_FORMATS
        self.reset()

    def kinds(self, ins: Any) -> tuple[bool, str | None]:
        if ins is None:
            return True, None
        return True, RISCV_FORMAT.get(ins.op) if self.isa == "riscv" else mips_format(ins)


class InstructionStatistics(_TextFetches):
    """RARS's (or MARS's) Instruction Statistics."""

    rows_names = STAT_CATEGORIES

    def __init__(self, config: MemoryConfig, isa: str = "riscv") -> None:
        super().__init__(config)
        self.isa = isa
        self.reset()

    def kinds(self, ins: Any) -> tuple[bool, str | None]:
        if ins is None:
            return False, None
        if self.isa == "riscv":
            return True, RISCV_CATEGORY.get(ins.op, "Other")
        return True, mips_category(ins)
