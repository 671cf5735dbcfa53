"""What the calling-convention checker (conventions.py) needs to know of each instruction set:
the ABI's register roles, derived from the ISA's register tables, and for each instruction
which integer registers it reads and writes and whether it calls, jumps or returns from a
handler, derived from the ISA's instruction table (operand slots).

Register sets are bit masks (bit ``r`` for register ``r``), so a translated block's
prefixes can be summed up once and checked with a few integer operations per run.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rarslite.isa.mips import reg_use as mips_regs
from rarslite.isa.riscv import reg_use as riscv_regs

# what an instruction does to control flow, as the checker sees it
PLAIN, CALL, JUMP, HANDLER_RETURN, SERVICE, COND_CALL = range(6)


@dataclass(frozen=True)
class Abi:
    """One ISA's register conventions (numbers are integer register numbers)."""

    isa: str  # "riscv" or "mips"
    names: tuple[str, ...]  # number -> the name the ISA's programs write ("s0", "$s0")
    callee_saved: tuple[int, ...]  # besides sp: a callee restores them before returning
    sp: int
    ra: int
    caller_saved: tuple[int, ...]  # t and a registers that hold no return value
    returns: tuple[int, ...]  # return value registers
    handler_free: tuple[int, ...]  # registers a handler may change ($k0, $k1)
    service: int  # the register that selects an ecall / syscall service (a7, $v0)

    def mask(self, regs) -> int:
        m = 0
        for r in regs:
            m |= 1 << r
        return m

    def number(self, name: str) -> int | None:
        name = name.strip()
        for cand in (name, "$" + name.lstrip("$")):
            if cand in self.names:
                return self.names.index(cand)
        return None


def _numbered(names: tuple[str, ...], prefix: str) -> list[int]:
    """The registers named ``prefix`` followed by a number (s0..s11, $t0..$t9)."""
    return [i for i, n in enumerate(names) if re.fullmatch(re.escape(prefix) + r"\d+", n)]


def riscv_abi() -> Abi:
    from rarslite.isa.riscv.registers import INT_ABI

    names = tuple(INT_ABI)
    returns = (names.index("a0"), names.index("a1"))
    caller = [r for r in _numbered(names, "t") + _numbered(names, "a") if r not in returns]
    return Abi("riscv", names, tuple(_numbered(names, "s")), names.index("sp"),
               names.index("ra"), tuple(sorted(caller)), returns, (),
               names.index("a7"))  # fmt: skip


def mips_abi() -> Abi:
    from rarslite.isa.mips.registers import INT_NAMES

    names = tuple("$" + n for n in INT_NAMES)
    callee = _numbered(names, "$s") + [names.index("$fp"), names.index("$gp")]
    caller = _numbered(names, "$t") + _numbered(names, "$a")
    return Abi("mips", names, tuple(callee), names.index("$sp"), names.index("$ra"),
               tuple(sorted(caller)), tuple(_numbered(names, "$v")),
               tuple(_numbered(names, "$k")), names.index("$v0"))  # fmt: skip


def abi_for(isa_name: str) -> Abi:
    """The ABI of a machine's ``isa_name`` ("rv32", "rv64", "mips")."""
    return mips_abi() if isa_name == "mips" else riscv_abi()


# ---------------------------------------------------------------- instructions


class RegUse:
    """Reads, writes and control kind of one instruction (``reads``/``writes`` are masks;
    ``stack_store``/``stack_load``: the register stored to / loaded from ``sp``-relative
    memory, else -1, and ``imm`` its offset; ``sp_add``: the immediate of ``addi sp, sp, imm``;
    ``link``: the register a call writes; ``rs``: the register a jump reads; ``branch``: a
    branch's or ``j``'s target, ``ends``: it never goes on to the next (``j``, returns))."""

    __slots__ = ("reads", "writes", "kind", "stack_store", "stack_load", "link", "rs", "imm",
                 "target", "op", "sp_add", "branch", "ends")  # fmt: skip

    def __init__(self, reads: int = 0, writes: int = 0, kind: int = PLAIN) -> None:
        self.reads, self.writes, self.kind = reads, writes, kind
        self.stack_store = self.stack_load = -1
        self.link = self.rs = self.imm = 0
        self.target: int | None = None  # a direct call's target (set for its address)
        self.op = ""
        self.sp_add: int | None = None
        self.branch: int | None = None
        self.ends = False


def riscv_use(ins: Any, sp: int, pc: int = 0) -> RegUse:
    """What a RISC-V ``Instr`` at ``pc`` does to the integer registers (its table row's
    slots: isa/riscv/reg_use.py)."""
    if ins is None:
        return RegUse()
    slots = riscv_regs.slots(ins.op)
    u = RegUse(*riscv_regs.int_regs(ins))
    op = ins.op
    if op == "jalr" or op == "jal" and ins.rd:  # (``j`` is jal x0: a jump within the code)
        u.kind = CALL if ins.rd else JUMP
        u.link, u.rs, u.imm = ins.rd, ins.rs1, ins.imm
        u.ends = not ins.rd
        if op == "jal":
            u.target = (pc + ins.imm) & 0xFFFFFFFF
    elif op == "jal" or "boff" in slots:
        u.branch = (pc + ins.imm) & 0xFFFFFFFF
        u.ends = op == "jal"
    elif op == "uret":
        u.kind, u.ends = HANDLER_RETURN, True
    elif op == "ecall":
        u.kind = SERVICE
    elif ins.rs1 == sp and "(" in slots:
        if "rs2" in slots and slots[0] == "rs2":  # an integer store
            u.stack_store, u.imm = ins.rs2, ins.imm
        elif slots[0] == "rd":  # an integer load
            u.stack_load, u.imm = ins.rd, ins.imm
    else:
        u.sp_add = riscv_regs.sp_step(ins, sp)
    return u


_MIPS_STORES = frozenset("sb sh sw swl swr".split())
_MIPS_LOADS = frozenset("lb lbu lh lhu lw lwl lwr ll".split())


def mips_use(stmt: Any, sp: int, pc: int = 0) -> RegUse:
    """What a MIPS instruction (a ``TextWord`` or ``MipsInstr``) at ``pc`` does to the
    integer registers (its table row's slots: isa/mips/reg_use.py)."""
    ins = getattr(stmt, "instr", stmt)
    if ins is None:
        return RegUse()
    spec = ins.spec
    slots = spec.operands if spec is not None else ()
    op = ins.op
    u = RegUse(*mips_regs.int_regs(ins))
    u.op = op
    if op in mips_regs.LINKS:
        u.link = mips_regs.link(ins)
        u.kind = COND_CALL if op.startswith("b") else CALL
        u.rs, u.imm = ins.rs, ins.imm
        if op == "jal":
            u.target = ((pc + 4) & 0xF0000000) | (ins.imm << 2)
        elif op != "jalr":
            u.target = (pc + 4 + (ins.imm << 2)) & 0xFFFFFFFF
    elif op == "jr":
        u.kind, u.rs, u.ends = JUMP, ins.rs, True
    elif op == "eret":
        u.kind, u.ends = HANDLER_RETURN, True
    elif op == "j":
        u.branch, u.ends = ((pc + 4) & 0xF0000000) | (ins.imm << 2), True
    elif "br" in slots:
        u.branch = (pc + 4 + (ins.imm << 2)) & 0xFFFFFFFF
    elif op == "syscall":
        u.kind = SERVICE
    elif "off" in slots and ins.rs == sp:
        if op in _MIPS_STORES:
            u.stack_store, u.imm = ins.rt, ins.imm
        elif op in _MIPS_LOADS:
            u.stack_load, u.imm = ins.rt, ins.imm
    else:
        u.sp_add = mips_regs.sp_step(ins, sp)
    return u


def service_registers(abi: Abi) -> dict[int, tuple[int, int]]:
    """Service number -> (registers it reads, registers it writes), from the ISA's service
    table's argument and result columns ("a0 = integer, a1 = length")."""
    if abi.isa == "mips":
        from rarslite.machine.mips.syscalls import SYSCALLS as table
    else:
        from rarslite.machine.riscv.ecalls import ECALLS as table

    def regs(text: str) -> int:
        m = 0
        for name in re.findall(r"(\$?[a-z]+\d+)\s*=", text):
            r = abi.number(name)
            if r is not None:
                m |= 1 << r
        return m

    return {s.number: (regs(s.inputs), regs(s.outputs)) for s in table}


def static_writes(entry: int, text: Any, use: Any, slots: bool, limit: int = 50_000) -> int:
    """The registers the code reachable from ``entry`` writes other than by loads from the
    stack: following branches and ``j`` but not calls (their code is another function's)
    nor returns; ``use(text.get(pc), pc)`` is the ISA's RegUse. ``slots`` (MIPS delayed
    branching): the delay slot after a ``j``/``jr`` counts (it runs), not what follows it.
    Past ``limit`` instructions: all."""
    seen: dict[int, bool] = {}  # address -> reached only as a jump's delay slot
    todo = [(entry, False)]
    written = 0
    while todo:
        pc, slot = todo.pop()
        if pc not in text or pc in seen and (slot or not seen[pc]):
            continue
        if len(seen) >= limit:
            return ~0
        seen[pc] = slot
        u = use(text.get(pc), pc)
        if u.stack_load < 0:
            written |= u.writes
        if slot:
            continue  # control goes on at the jump's target
        if u.branch is not None:
            todo.append((u.branch, False))
        if not u.ends:
            todo.append(((pc + 4) & 0xFFFFFFFF, False))
        elif slots:
            todo.append(((pc + 4) & 0xFFFFFFFF, True))
    return written


def delay_slot_ok(u: RegUse | None) -> bool:
    """MIPS delayed branching: whether ``u`` may run as a jump's, branch's or call's delay
    slot in that jump's frame with nothing of its own to settle first: a plain instruction
    that is no branch (caller_reads counts any other slot as reading every register; the
    core's lean frames let only such a slot run unwatched)."""
    return u is not None and u.kind == PLAIN and u.branch is None


def caller_reads(text: Any, use: Any, mask: int, ra: int, service_reads: int,
                 limit: int = 200_000, delayed: bool = False) -> dict[int, int]:
    """For each address of ``text``, the registers of ``mask`` that the code from there may
    read before writing them, in the frame that runs it: following branches, ``j`` and calls
    (to the address after the call: the callee runs in a frame of its own), ending at a
    return through ``ra``. A jump through another register, a handler return, an address
    outside ``text`` (or more than ``limit`` instructions) count as reading all of ``mask``;
    a service may read ``service_reads``. ``use(text.get(pc), pc)`` is the ISA's RegUse.
    ``delayed`` (MIPS delayed branching): a branch, jump or call runs the instruction after
    it (its delay slot) in the same frame first, then goes on at its target or past the slot
    (a call returns there, to its address + 8); a slot that is not a plain instruction, or
    none, counts as reading all of ``mask``. A call whose return address maps to 0 leaves its
    caller nothing to check: the checker's fast paths skip the caller's side of its return
    (docs/conventions.md, "Speed")."""
    if len(text) > limit:
        return {}
    gen: dict[int, int] = {}
    kill: dict[int, int] = {}
    succ: dict[int, tuple[int, ...]] = {}  # (-1: anywhere)
    preds: dict[int, list[int]] = {}
    live: dict[int, int] = {}
    for pc in text:
        u = use(text.get(pc), pc)
        reads, writes = u.reads, u.writes
        nxt = (pc + 4) & 0xFFFFFFFF
        if delayed and (u.kind in (JUMP, CALL, COND_CALL) or u.branch is not None):
            su = use(text.get(nxt), nxt) if nxt in text else None
            after = (pc + 8) & 0xFFFFFFFF
            if not delay_slot_ok(su):
                out: tuple[int, ...] = (-1,)
            elif u.kind == JUMP:
                out = () if u.rs == ra else (-1,)
            elif u.kind != PLAIN:  # a call: the callee returns past the slot
                out = (after,)
            else:
                out = (u.branch,) if u.ends else (u.branch, after)
            if su is not None:  # the slot's reads after the jump's writes, then its writes
                reads |= su.reads & ~writes
                writes |= su.writes
        elif u.kind == JUMP:
            out = () if u.rs == ra else (-1,)
        elif u.kind == HANDLER_RETURN:
            out = (-1,)
        elif u.kind == SERVICE:
            reads, writes, out = reads | service_reads, 0, (nxt,)
        elif u.kind in (CALL, COND_CALL):
            out = (nxt,)
        else:
            out = () if u.ends else (nxt,)
            if u.branch is not None:
                out += (u.branch,)
        gen[pc], kill[pc] = reads & mask, writes
        succ[pc] = out
        live[pc] = gen[pc]
        for s in out:
            preds.setdefault(s, []).append(pc)
    todo = sorted(text)  # (popped from the end: backwards, as the information flows)
    while todo:  # liveness, to a fixed point
        pc = todo.pop()
        out = 0
        for s in succ[pc]:
            out |= live.get(s, mask)
        new = gen[pc] | (out & ~kill[pc])
        if new != live[pc]:
            live[pc] = new
            todo.extend(preds.get(pc, ()))
    return live


# ---------------------------------------------------------------- blocks and masks


class Prefixes:
    """One translated block's instructions summed up for every prefix length k, a run of k
    instructions in one look-up (``at[k]``: the registers read before written, those
    written, the k-th instruction's use if it transfers control (else None) and its
    address), and for --cc-save-all the registers written other than by a load from the
    stack (``other[k]``) and the stack stores and loads (``events[:nev[k]]``: register,
    offset, store?). An event's address is sp after a run of k - ``delta[k]`` + its offset:
    ``delta[k]`` is what ``addi sp, sp, imm`` added to sp up to the k-th instruction. That
    holds because the block builders, while the checker watches with --cc-save-all (their
    ``cut_calls``; nothing else reads events), end a block before any instruction but its
    first that sets sp otherwise (``mv sp, t0``, a load into sp: isa/*/reg_use.moves_sp),
    so such an instruction can only come first, before any event; ``delta`` starts again
    after it. Only the registers of ``keep`` (the
    callee-saved ones) have events. ``quiet``: the k whose k-th instruction transfers no
    control (at[k]'s use None): a run ending there needs nothing of the block but its reads
    (ConventionChecker.on_block)."""

    __slots__ = ("at", "other", "events", "nev", "delta", "uses", "addrs", "quiet")

    def __init__(self, uses: list[RegUse], addrs: list[int], sp: int, keep: int) -> None:
        self.uses, self.addrs = uses, addrs
        at: list[tuple[int, int, RegUse | None, int | None]] = [(0, 0, None, None)]
        other = [0]
        events: list[tuple[int, int, bool]] = []
        nev, delta = [0], [0]
        r = w = o = d = 0
        for u, addr in zip(uses, addrs, strict=True):
            r |= u.reads & ~w
            w |= u.writes
            if u.stack_store >= 0 and keep >> u.stack_store & 1:
                events.append((u.stack_store, d + u.imm, True))
            if u.stack_load >= 0:
                if keep >> u.stack_load & 1:
                    events.append((u.stack_load, d + u.imm, False))
            else:
                o |= u.writes
            if u.sp_add is not None:
                d += u.sp_add
            elif u.writes >> sp & 1:
                d = 0  # (the block's first instruction: see above)
            at.append((r, w, u if u.kind else None, addr))
            other.append(o)
            nev.append(len(events))
            delta.append(d)
        self.at, self.other = at, other
        self.events, self.nev, self.delta = events, nev, delta
        self.quiet = frozenset(k for k, a in enumerate(at) if a[2] is None)


def first_read(uses: list[RegUse], r: int) -> int:
    """The index of the first instruction in ``uses`` that reads ``r`` before writing it."""
    bit, written = 1 << r, 0
    for i, u in enumerate(uses):
        if u.reads & bit and not written & bit:
            return i
        written |= u.writes
    return len(uses)


def bits_of(mask: int) -> list[int]:
    """The register numbers of a mask (of its low 32 bits), in increasing order."""
    mask &= 0xFFFFFFFF
    regs = []
    while mask:  # one round per register (masks here hold a few)
        low = mask & -mask
        regs.append(low.bit_length() - 1)
        mask ^= low
    return regs


def same_fn(regs: tuple[int, ...]) -> Callable[[list[int], list[int]], bool]:
    """A function telling whether two register lists agree on ``regs`` (one expression: it
    runs at every return; a comparison per register costs less than slices of runs)."""
    scope: dict[str, Any] = {}
    exec(f"def same(x, e):\n    return {same_terms(regs, 'x', 'e')}\n", scope)  # noqa: S102
    return scope["same"]


def same_terms(regs: tuple[int, ...], a: str, b: str) -> str:
    """The expression telling whether register lists ``a`` and ``b`` agree on ``regs``
    (same_fn's, and the block code's: ConventionChecker.inline_return)."""
    return " and ".join(f"{a}[{r}] == {b}[{r}]" for r in sorted(regs)) or "True"


def differ_fn(regs: tuple[int, ...]) -> Callable[[list[int], list[int]], int]:
    """A function giving the mask of ``regs`` on which two register lists differ (one
    expression: it runs at every return)."""
    terms = " | ".join(f"(a[{r}] != b[{r}]) << {r}" for r in sorted(regs)) or "0"
    scope: dict[str, Any] = {}
    exec(f"def differ(a, b):\n    return {terms}\n", scope)  # noqa: S102 - generated above
    return scope["differ"]


def latest_calls(firsts: list[tuple[int, int, Any]]) -> list[tuple[int, int, Any]]:
    """A checker frame's ``firsts`` (registers, call number, callee) with each register in
    its last entry only (conventions.py)."""
    seen, kept = 0, []
    for m, n, callee in reversed(firsts):
        if m & ~seen:
            kept.append((m & ~seen, n, callee))
        seen |= m
    kept.reverse()
    return kept
