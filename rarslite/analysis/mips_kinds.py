"""What MARS 4.5's tools see in a MIPS instruction.

* The Instruction Counter: the format MARS's instruction object declares, R, I (its
  I_BRANCH format counts as I) or J (tests/data/tools/mars_formats.txt is MARS's own list).
* Instruction Statistics and the BHT Simulator decode the binary word themselves, with
  MARS's quirk: the "funct" they test is the word's low *five* bits (``& 0x1F``), also for
  REGIMM branches (opcode 1), where those bits belong to the branch offset. So ``addu``
  (funct 0x21) is Other, ``add`` (0x20) ALU, and whether a ``bltz``/``bgez`` counts as a
  branch, and how the BHT predicts its outcome, depends on its offset; reproduced here.
"""

from __future__ import annotations

from typing import Any

_I_FORMAT = frozenset(
    "addi addiu andi lb lbu ldc1 lh lhu ll lui lw lwc1 lwl lwr ori sb sc sdc1 sh slti sltiu sw "
    "swc1 swl swr teqi tgei tgeiu tlti tltiu tnei xori "
    "bc1f bc1t beq bgez bgezal bgtz blez bltz bltzal bne".split()  # I_BRANCH counts as I
)


def _word(stmt: Any) -> int | None:
    return getattr(stmt, "word", None)


def _op(stmt: Any) -> str:
    ins = getattr(stmt, "instr", stmt)
    return ins.op


def mips_format(stmt: Any) -> str:
    op = _op(stmt)
    if op in ("j", "jal"):
        return "J"
    return "I" if op in _I_FORMAT else "R"


def mips_category(stmt: Any) -> str:
    """MARS's Instruction Statistics category, from the binary word."""
    word = _word(stmt)
    if word is None:
        return "Other"
    opcode, funct = word >> 26, word & 0x1F
    if opcode == 0:
        if funct == 0 or 2 <= funct <= 7 or 0x10 <= funct <= 0x2F:
            return "ALU"
        return "Jump" if funct in (8, 9) else "Other"
    if opcode == 1:
        return "Branch" if funct <= 7 or 0x10 <= funct <= 0x13 else "Other"
    if opcode in (2, 3):
        return "Jump"
    if 4 <= opcode <= 7 or 0x14 <= opcode <= 0x17:
        return "Branch"
    if 8 <= opcode <= 0xF:
        return "ALU"
    if 0x20 <= opcode <= 0x26 or 0x28 <= opcode <= 0x2E:
        return "Memory"
    return "Other"


def _is_branch(word: int) -> bool:
    opcode, funct = word >> 26, word & 0x1F
    if opcode == 1 and (funct <= 7 or 0x10 <= funct <= 0x13):
        return True
    return 4 <= opcode <= 7 or 0x14 <= opcode <= 0x17


def mips_taken(machine: Any):
    """The BHT's branch outcome for a MIPS machine: None for what MARS does not call a branch,
    else MARS's ``willBranch`` with the current registers."""

    def signed(v: int) -> int:
        return v - (1 << 32) if v & 0x80000000 else v

    def taken(stmt: Any) -> bool | None:
        word = _word(stmt)
        if word is None or not _is_branch(word):
            return None
        opcode, funct = word >> 26, word & 0x1F
        regs = machine.hart.r
        rs, rt = signed(regs[(word >> 21) & 0x1F]), signed(regs[(word >> 16) & 0x1F])
        if opcode == 1 and funct <= 3:
            return rs < 0 if funct in (0, 2) else rs >= 0
        if opcode in (4, 0x14):
            return rs == rt
        if opcode in (5, 0x15):
            return rs != rt
        if opcode in (6, 0x16):
            return rs <= 0
        if opcode in (7, 0x17):
            return rs >= 0
        return True  # MARS's default

    return taken
