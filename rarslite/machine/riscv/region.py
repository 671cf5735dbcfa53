"""Regions: translated blocks that call and return into each other (a recursive function's
entry and its return sites, see trace_plan.region_members) compiled as one Python function.
Registers stay in locals across members and a transfer between members is a ``pc`` test
inside the function instead of a return to the hart's step loop; each member keeps its own
``while`` for its own loop. Entries are numbered across members so that ``n + e`` stays the
count of completed instructions (fault attribution, budgets), as in a single block.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

from rarslite.machine.riscv.fp_translate import GATES, FpGen
from rarslite.machine.riscv.translator import (
    _IDENT,
    MAX_LINES,
    Block,
    BlockFault,
    Member,
    TooBig,
    Translator,
)


def _resolve(fp: FpGen, line: str) -> str:
    """A region line with its FP write placeholder resolved (``pass`` if nothing to do)."""
    if "@FW" not in line:
        return line
    out = fp.expand(line)
    return out if out is not None else line[: len(line) - len(line.lstrip())] + "pass"


def compile_region(tr: Translator, members: list[tuple[int, list, Callable]]) -> list[Block]:
    """Compile blocks that call and return into each other (``(start, trace, side)``,
    e.g. a recursive function's entry and its return sites) as one function: registers
    stay in locals and a transfer between members is a ``pc`` test, not a return to the
    step loop. One `Block` per member (the same code, entered at its start)."""
    tr._fp = FpGen(tr._fp_ops, tr.xlen, tr.fp_fast)
    starts = frozenset(a for a, _, _ in members)
    parts: list[Member] = []
    base = 0
    for start, trace, side in members:
        part = tr.translate(start, trace, side=side, base=base, region=starts)
        parts.append(part)
        base += len(part.addrs)
    total = base
    if sum(len(p.code_lines) for p in parts) > MAX_LINES:
        raise TooBig(total)
    used = set().union(*(p.used for p in parts))
    written = set().union(*(p.written for p in parts))
    wb = "; ".join(f"X[{r}] = x{r}" for r in sorted(written)) or "pass"
    body = ["        while True:"]
    line_idx: dict[int, int] = {}
    base = 0
    for k, p in enumerate(parts):
        body.append(f"            {'if' if k == 0 else 'elif'} pc == {p.start}:")
        if base:
            body.append(f"                n -= {base}")
        body.append("                while True:")
        first = len(body) + 5
        line_idx.update({first + i: e for i, e in p.line_idx.items()})
        body.extend("    " + c.replace("@WB@", wb) for c in p.code_lines)
        base += len(p.addrs)
    body.append("            else: return (pc, n)")
    fp = tr._fp
    # FP writes refresh every float view any member reads (one line each: line numbers
    # locate instructions)
    body = [_resolve(fp, line) for line in body]
    views = fp.prologue()
    gates = f"; {GATES}" if fp.used else ""
    text = "\n".join(body) + views + gates
    idents = set(_IDENT.findall(text)) | {"X"}
    ns: dict[str, Any] = {k: v for k, v in tr.env.items() if k in idents}
    for p in parts:
        ns.update(p.consts)
    load = "; ".join(f"x{r} = X[{r}]" for r in sorted(used)) or "pass"
    fname = f"region_{parts[0].start:08x}"
    lines = [f"def {fname}(budget, pc={parts[0].start}, "
             f"{', '.join(f'{k}={k}' for k in ns)}):",
             f"    {load}; {views}" if views else f"    {load}",
             f"    n = 0; lim = budget - {total}{gates}", "    try:"]  # fmt: skip
    lines += body
    lines += ["    except BaseException as e:", f"        {wb}",
              "        raise BlockFault(e, e.__traceback__.tb_lineno, n) from None"]
    src = "\n".join(lines) + "\n"
    ns["BlockFault"] = BlockFault
    exec(compile(src, f"<region {parts[0].start:08x}>", "exec"), ns)
    fn = ns[fname]
    addrs = [a for p in parts for a in p.addrs]
    text = {a: ins for p in parts for a, ins in p.text.items()}
    out = []
    for p in parts:
        f = types.FunctionType(fn.__code__, fn.__globals__, fname,
                               (p.start,) + fn.__defaults__[1:])  # fmt: skip
        out.append(Block(p.start, total, f, line_idx, addrs, False, src, text))
    return out
