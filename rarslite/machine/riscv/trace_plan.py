"""Control flow inside one translated block (see translator.py): which conditional branches of
a trace become Python structure instead of side exits.

Entries of a block are numbered: the main trace first (0 .. n-1), then the *side traces*
(code copied from a taken branch's target, see below). The generated code keeps a local
``n`` such that ``n + e`` is the number of instructions completed before entry ``e`` runs;
every structural jump adjusts ``n`` by a constant, so instruction counts, budgets and fault
attribution stay exact whatever path ran.

* a *skip*: a branch at ``i`` whose target is the main trace's entry ``j > i`` (an ``if``
  that jumps forward over entries ``i+1 .. j-1``): ``if cond: n -= j-i-1 / else: <body>``;
* an *inner loop*: a branch at ``i`` back to entry ``0 < j < i``: entries ``j .. i`` run in a
  ``while True`` whose back edge adds ``i-j+1`` to ``n`` and checks the budget;
* a *side trace*: any other conditional branch whose target holds ordinary code gets a copy
  of that code (a few instructions, see hart.py) under ``if cond:``; it always ends in an exit
  (or a jump back to the block's start).

Skips and inner loops must nest properly (Python has no goto); a branch that would cross
another construct stays a side exit (or gets a side trace).
"""

from __future__ import annotations

from typing import Any

from rarslite.isa.riscv.instr import Instr
from rarslite.isa.riscv.reg_use import moves_sp

M = 0xFFFFFFFF
BRANCH_OPS = frozenset({"beq", "bne", "blt", "bge", "bltu", "bgeu"})
# ops that never go into a block: the hart runs them itself
SYSTEM_OPS = frozenset({"ecall", "ebreak", "wfi", "uret", "csrrw", "csrrs", "csrrc",
                        "csrrwi", "csrrsi", "csrrci"})  # fmt: skip


def _nested(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    """Two constructs (span start, span end, body start, body end) nest or are disjoint."""
    if a[1] < b[0] or b[1] < a[0]:
        return True
    return (b[2] <= a[0] and a[1] <= b[3]) or (a[2] <= b[0] and b[1] <= a[3])


def plan(trace: list[tuple[int, Instr]]) -> dict[int, tuple[str, int]]:
    """Roles of the main trace's branches and loop-closing jumps: index -> ("skip", j),
    ("loop", j), ("nop", j) (a branch to the next entry: both ways lead there), ("jloop",
    j) (a ``j`` back to entry ``j``: a loop left by a "break"), ("break", i+1) (the branch
    that leaves the jloop ending at ``i``), ("exit", 0) (a ``j`` back whose loop could not
    be structured: it leaves the block). Branches without a role are exits."""
    roles: dict[int, tuple[str, int]] = {}
    shapes: list[tuple[int, int, int, int]] = []
    breaks: dict[int, int] = {}  # jloop index -> its break's index
    last = len(trace) - 1
    for i, (a, ins) in enumerate(trace):
        # a loop the trace builder went around: `j` back, then the code its exit reaches
        if ins.op == "jal" and i < last and trace[i + 1][0] != (a + ins.imm) & M:
            roles[i] = ("exit", 0)
            j = _nearest(trace, i - 1, (a + ins.imm) & M, forward=False)
            after = trace[i + 1][0]
            k = next((k for k in range(j or 0, i) if trace[k][1].op in BRANCH_OPS
                      and (trace[k][0] + trace[k][1].imm) & M == after), None)  # fmt: skip
            shape = (j or 0, i, j or 0, i - 1)
            # loops closed by `j` must nest like the others: a `continue` restarts the
            # innermost open ``while``, which is this loop's only when nothing crosses it
            if j and k is not None and all(_nested(shape, s) for s in shapes):
                roles[i] = ("jloop", j)
                roles[k] = ("break", i + 1)
                breaks[i] = k
                shapes.append(shape)
    for i, (a, ins) in enumerate(trace):
        if ins.op not in BRANCH_OPS or i in roles:
            continue
        j = _nearest(trace, i, (a + ins.imm) & M)
        if j is None or j == 0:
            continue  # leaves the trace, or the block's own loop (handled by its start)
        if j == i + 1:
            roles[i] = ("nop", j)
            continue
        if j > i:
            shape = (i, j - 1, i + 1, j - 1)
            kind = "skip"
        else:
            shape = (j, i, j, i - 1)
            kind = "loop"
        if all(_nested(shape, s) for s in shapes):
            shapes.append(shape)
            roles[i] = (kind, j)
    # a break must leave its own loop: not from inside a loop nested in it
    for i, k in breaks.items():
        j = roles[i][1]
        if any(kind in ("loop", "jloop") and j <= h <= k <= e < i
               for e, (kind, h) in roles.items()):  # fmt: skip
            roles[i] = ("exit", 0)
            del roles[k]
    return roles


def _nearest(trace: list[tuple[int, Instr]], i: int, target: int,
             forward: bool = True) -> int | None:  # fmt: skip
    """The entry holding ``target`` nearest to ``i`` (a function inlined twice has two
    copies; any copy of an address runs that instruction exactly, the nearest one nests)."""
    for k in range(i + 1, len(trace) if forward else 0):
        if trace[k][0] == target:
            return k
    for k in range(i, -1, -1):
        if trace[k][0] == target:
            return k
    return None


def in_inner_loop(roles: dict[int, tuple[str, int]], n: int) -> list[bool]:
    """For each main entry: whether it runs inside an inner loop (where ``continue`` would
    restart that loop, not the block)."""
    inner = [False] * n
    for i, (kind, j) in roles.items():
        if kind in ("loop", "jloop"):
            for k in range(j, i + 1):
                inner[k] = True
    return inner


def main_trace(mem: Any, bps: frozenset[int], pc: int, maxlen: int, cut_calls: bool = False,
               linear: bool = False,
               call_hooks: bool = False) -> list[tuple[int, Instr]]:  # fmt: skip
    """The trace starting at ``pc``: sequential code through not-taken branches and into
    ``jal`` targets, back out of an inlined call's ``jalr`` (predicted; guarded), up to
    another ``jalr``, a system instruction, a breakpoint, an empty slot, the length cap, or
    an address already in the trace within the same inlined call (a call opens a fresh
    scope, so a function called twice is copied twice; a recursive call ends the trace).
    ``cut_calls``: end after the first call (``jal`` that links) or ``jalr`` instead, and
    before an instruction other than the first that moves sp other than by ``addi sp, sp,
    imm`` (the checker's --cc-save-all then knows every stack access's address from sp at
    the block's end, analysis/conventions_isa.Prefixes).
    ``linear`` (blocks without structure, see hart.py): a loop closed by a ``j`` back ends
    the trace there (only a planned block can leave such a loop by its exit branch).
    ``call_hooks`` (the checker without --cc-save-all: the block tells it each call and
    return it goes on past, translator.py): only calls through ra and returns that link
    nothing go on (every inlined return is then through ra); the trace ends after any other
    call or ``jalr``."""
    trace: list[tuple[int, Instr]] = []
    if pc & 3 or not mem.in_text(pc):
        return trace
    text = mem.text
    scopes: list[set[int]] = [set()]  # addresses seen, per open inlined call
    links: dict[int, int] = {}  # register -> return address an inlined jal left in it
    a = pc
    while len(trace) < maxlen and mem.in_text(a) and a not in scopes[-1]:
        ins = text.get(a)
        if ins is None or ins.op in SYSTEM_OPS or (trace and a in bps):
            break
        if cut_calls and trace and moves_sp(ins):
            break
        trace.append((a, ins))
        scopes[-1].add(a)
        op = ins.op
        if cut_calls and (op == "jalr" or op == "jal" and ins.rd):
            break
        if call_hooks and (op == "jalr" and ins.rd or op == "jal" and ins.rd not in (0, 1)):
            break
        if op == "jalr":
            # a return to the caller of an inlined call: continue there behind a guard
            # (the generated code exits if the register no longer holds that address)
            if ins.rs1 not in links or ins.rd == ins.rs1:
                break
            a = (links.pop(ins.rs1) + ins.imm) & ~1 & M
            if ins.rd:
                links[ins.rd] = (trace[-1][0] + 4) & M
            if len(scopes) > 1:
                scopes.pop()
            continue
        links.pop(ins.rd, None)  # conservatively: any write to that register number
        if op == "jal":
            a = (a + ins.imm) & M
            if not ins.rd and a in scopes[-1] and a != pc:
                if linear:
                    break
                # a loop closed by a `j` back: go on where its first exit leads
                a = _loop_exit(trace, a)
                continue
            if ins.rd:
                links[ins.rd] = (trace[-1][0] + 4) & M
                if any(a in s for s in scopes):
                    break  # recursion
                scopes.append(set())
        else:
            a += 4
    return trace


REGION_MEMBERS = 6
REGION_ENTRIES = 320


def calls_out(trace: list[tuple[int, Instr]]) -> bool:
    """The trace ends in a call it could not inline (recursion): its block is worth
    compiling together with the blocks it calls and returns to. (Returns alone are not:
    a block that starts inside a function called from a loop would copy the loop's code
    into every region it starts.)"""
    ins = trace[-1][1]
    return ins.op == "jal" and ins.rd != 0


def _sites(trace: list[tuple[int, Instr]]) -> list[int]:
    """Where control may go from a trace through calls: the return address of every call in
    it, and the target of the call or jump that ends it."""
    out = [(a + 4) & M for a, ins in trace if ins.op == "jal" and ins.rd != 0]
    a, ins = trace[-1]
    if ins.op == "jal":
        out.append((a + ins.imm) & M)
    return out


def region_members(mem: Any, bps: frozenset[int], pc: int, trace: list[tuple[int, Instr]],
                   maxlen: int) -> list[tuple[int, list[tuple[int, Instr]]]]:  # fmt: skip
    """The blocks to compile with the one at ``pc`` (region.compile_region): those at
    the return sites and call targets reachable through calls, a few at most."""
    members = [(pc, trace)]
    seen = {pc}
    queue = _sites(trace)
    total = len(trace)
    while queue and len(members) < REGION_MEMBERS:
        a = queue.pop(0)
        if a in seen or a in bps:
            continue
        seen.add(a)
        t = main_trace(mem, bps, a, maxlen)
        if not t or total + len(t) > REGION_ENTRIES:
            continue
        members.append((a, t))
        total += len(t)
        queue += _sites(t)
    return members


def _loop_exit(trace: list[tuple[int, Instr]], head: int) -> int:
    """The target of the first branch of the loop from ``head`` to the trace's end that
    leaves the trace (``head`` itself when there is none: the trace then stops)."""
    p = _nearest(trace, len(trace) - 1, head, forward=False) or 0
    inside = {a for a, _ in trace[p:]}
    for a, ins in trace[p:]:
        if ins.op in BRANCH_OPS and (a + ins.imm) & M not in inside:
            return (a + ins.imm) & M
    return head


def side_trace(mem: Any, bps: frozenset[int], pc: int, maxlen: int) -> list[tuple[int, Instr]]:
    """A few instructions from a taken branch's target, copied into the branching block (it
    then leaves from their end instead of from the branch): sequential code through
    not-taken branches and into ``jal`` targets, up to and including a ``jalr``; never a
    system instruction, a breakpoint or an empty slot."""
    text = mem.text
    out: list[tuple[int, Instr]] = []
    seen: set[int] = set()
    a = pc
    while len(out) < maxlen and not a & 3 and mem.in_text(a) and a not in seen and a not in bps:
        ins = text.get(a)
        if ins is None or ins.op in SYSTEM_OPS:
            break
        out.append((a, ins))
        seen.add(a)
        if ins.op == "jalr":
            break
        a = (a + ins.imm) & M if ins.op == "jal" else a + 4
    return out
