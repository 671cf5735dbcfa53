"""Loop rewrites for the MIPS block translator (see `translator`): folding rewrites of one
register, a set-on-less-than fused into its branch, constants taken out of a counted loop,
and the accesses an unchecked first copy of such a loop may run without window tests."""

from __future__ import annotations

import re

from rarslite.isa.mips.codec import MipsInstr
from rarslite.machine.mips.translate_int import Gen

Version = tuple[int, int, int, int, int, int, int]  # see `loop_versions`


def loop_versions(g: Gen, code: list[list[str]], per: int) -> list[Version]:
    """The accesses of a counted loop's body (``code[:per]``) that a first, unchecked
    copy of the loop may run without their window tests: each through a register the body
    never writes or steps once by a constant (``addiu rX, rX, c``, c a multiple of the
    size). Per access: (entry, register, offset from the register's value at the start of
    an iteration, step per iteration, size, window low, last start address); the block
    computes, from the registers on entry, for how many iterations every one stays inside
    its window (`safe_iterations`)."""
    out = []
    for k in range(per):
        if k not in g.direct:
            continue
        b, imm, size, lo, last, _stmt = g.direct[k]
        writes = [(j, line) for j in range(per) for line in code[j]
                  if re.search(rf"\br{b} = ", line)]  # fmt: skip
        step = 0
        if writes:
            m = re.fullmatch(rf"r{b} = \(r{b} \+ (-?\d+)\) & M", writes[0][1])
            if len(writes) > 1 or not m:
                continue
            step = int(m.group(1))
            if step % size:
                continue
            if writes[0][0] < k:  # stepped before the access in each iteration
                imm += step
        out.append((k, b, imm, step, size, lo, last))
    return out


def safe_iterations(a: int, step: int, lo: int, last: int, size: int) -> int:
    """How many iterations an access at ``a`` (first iteration), ``a + step``, ... stays an
    aligned access inside the window ``lo``..``last`` (its last start address)."""
    if not lo <= a <= last or (a - lo) % size:
        return 0
    if step > 0:
        return (last - a) // step + 1
    if step < 0:
        return (a - lo) // -step + 1
    return 1 << 62


def merge_rewrites(code: list[list[str]]) -> None:
    """Fold an instruction whose whole code is ``rX = e1`` into the next one's when that is
    ``rX = e2`` reading rX once (``xori`` after ``addu`` on one register), or drop it when
    e2 does not read rX: no exit or fault lies between them, so the intermediate value is
    never observed."""
    for k in range(len(code) - 1):
        a, b = code[k], code[k + 1]
        if len(a) != 1 or len(b) != 1 or not (m := _ASSIGN.fullmatch(a[0])):
            continue
        x, e1 = m.groups()
        e2 = b[0][len(f"r{x} = ") :] if b[0].startswith(f"r{x} = ") else ""
        use = re.compile(rf"\br{x}\b")
        uses = len(use.findall(e2))
        if uses == 1:
            b[0] = f"r{x} = " + use.sub(lambda _, e=e1: f"({e})", e2)
            a.clear()
        elif uses == 0 and e2:  # overwritten unread (lui $at before an addu into $at)
            a.clear()


_ASSIGN = re.compile(r"r(\d+) = (.+)")  # a register's whole update, unindented


def sink_constants(code: list[list[str]], per: int, pc: int) -> list[tuple[int, str, str]]:
    """Take constant assignments that only state a value out of the body of a loop that runs
    to its count (``code[:per]``, leaving at its way back): a register set to a literal there
    and neither read nor otherwise written in it (its readers got the literal), and the
    value a fused set-and-branch gives its register on the way back. The value is set
    again after the loop proper and when the budget ends; for a fault, the returned
    condition (over ``it`` and ``f``) says whether the assignment had run. Returns
    (register, value, condition) per sunk assignment."""
    proper = [line for lines in code[:per] for line in lines]
    head = f"@GO {pc} "
    last = code[per - 1]
    back = next(i for i, x in enumerate(last) if x.lstrip().startswith(head))
    sunk: list[tuple[int, str, str]] = []
    if last[back].startswith(" " * 8):  # the way back lies inside a diamond
        return sunk

    def mentions(x: str) -> int:
        return sum(1 for line in proper if re.search(rf"\br{x}\b", line))

    # the way back of a fused branch: "if test:", "    rD = T", "    @GO pc..@", "rD = F"
    if back >= 2 and last[back].startswith("    ") and (m := _SET.fullmatch(last[back - 1])):
        d, value = m.groups()
        if last[back - 1].startswith("    ") and mentions(d) == 2 and \
                back + 1 < len(last) and _SET.fullmatch(last[back + 1] or "") and \
                last[back + 1].startswith(f"r{d} = "):  # fmt: skip
            del last[back - 1]
            back -= 1
            sunk.append((int(d), value, f"it and f < {per}"))
    after: list[str] = []
    for k, lines in enumerate(code[:per]):
        end = back if lines is last else len(lines)  # (after the way back: leaving anyway)
        keep = []
        for j, line in enumerate(lines):
            m = _SET.fullmatch(line)
            if j < end and m and not line.startswith(" ") and mentions(m.group(1)) == 1:
                sunk.append((int(m.group(1)), m.group(2), f"it or f > {k}"))
                after.append(line)
            else:
                keep.append(line)
        lines[:] = keep
    back = next(i for i, x in enumerate(last) if x.lstrip().startswith(head))
    last[back + 1 : back + 1] = after  # right after the way back: the loop proper is done
    return sunk


_SET = re.compile(r" *r(\d+) = (-?\d+)")  # a register set to a literal


def fuse_set_branch(code: list[list[str]], i: MipsInstr) -> tuple[str, int, int] | None:
    """For ``bne``/``beq`` of a register against $zero right after the set-on-less-than that
    wrote it (the blt/bge pseudo-instructions): the test, the register and its value when
    the branch is taken; the set's code line is taken out of ``code`` (it cannot fault, so
    folding it into the branch changes nothing observable)."""
    if i.op not in ("bne", "beq") or 0 not in (i.rs, i.rt) or not code:
        return None
    d = i.rs or i.rt
    prev = code[-1]
    head, tail = f"r{d} = 1 if ", " else 0"
    if len(prev) != 1 or not prev[0].startswith(head) or not prev[0].endswith(tail):
        return None
    test = prev.pop()[len(head) : -len(tail)]
    if i.op == "bne":
        return test, d, 1
    return f"not ({test})", d, 0

