"""Which instruction jumped out of the text, for a front end's message (MARS names no line).

An invalid program counter is found at the fetch after the jump (and its delay slot), so the
registers still hold the jump's operands: the origin is the one jump or branch of the text
that goes to the faulting address from them. Blocks and single steps find the same one.
"""

from __future__ import annotations

from typing import Any

M32 = 0xFFFFFFFF


def _goes(pc: int, ins: Any, hart: Any) -> int | None:
    op = ins.op
    if op in ("j", "jal"):
        return ((pc + 4) & 0xF0000000) | (ins.imm << 2)
    if op in ("jr", "jalr"):
        return None if op == "jalr" and ins.rd == ins.rs else hart.r[ins.rs]
    if op == "eret":
        return hart.cp0.get(14, 0)
    if op.startswith("b") and op != "break":
        return (pc + 4 + (ins.imm << 2)) & M32
    return None


def jump_origin(hart: Any, target: int, came_from: int | None = None) -> int | None:
    """The address of the jump or branch that went to ``target``: the only one that goes
    there now, or (several do, e.g. every function's `jr $ra`) the first of them on the
    path from ``came_from`` (where the code run last began; direct jumps followed as a
    block's trace follows them). None if it cannot be told."""
    text = hart.memory.text
    hits = [pc for pc, word in text.items() if _goes(pc, word.instr, hart) == target]
    if len(hits) <= 1 or came_from is None:
        return hits[0] if len(hits) == 1 else None
    pc, seen = came_from, set()
    while pc in text and pc not in seen and len(seen) < 1024:
        if pc in hits:
            return pc
        seen.add(pc)
        op = text[pc].instr.op
        pc = _goes(pc, text[pc].instr, hart) if op in ("j", "jal") else pc + 4
    return None
