"""Which instruction jumped out of the text, for a front end's message (RARS names no line).

A fetch fault is raised at the fetch after the jump, with no instruction run in between, so
the registers still hold the jump's operands: the origin is the one jump or branch of the
text that goes to the faulting address from them. Blocks and single steps find the same one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rarslite.isa.riscv.codec import decode

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

BRANCHES = frozenset({"beq", "bne", "blt", "bge", "bltu", "bgeu"})
INSTRUCTION_ACCESS_FAULT = 1


def jump_origin(m: Machine, target: int) -> int | None:
    """The address of the only jump or branch that goes to ``target`` now, or None."""
    found = None
    for pc, word in m.memory.text_words.items():
        ins = decode(word, m.xlen)
        if ins is None:
            continue
        if ins.op == "jal" or ins.op in BRANCHES:
            goes = (pc + ins.imm) & m.xmask
        elif ins.op == "jalr" and ins.rd != ins.rs1:  # (rd == rs1: its operand is gone)
            goes = (m.x[ins.rs1] + ins.imm) & m.xmask & ~1
        else:
            continue
        if goes == target:
            if found is not None:
                return None  # two could have: say nothing rather than guess
            found = pc
    return found
