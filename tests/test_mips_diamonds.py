"""Differential: MIPS traces that run a forward branch's skipped code in place (diamonds,
nested or crossed by other branches) against single steps: whole runs, every step limit
around the loops, faults inside and around the skipped code (with and without a handler)."""

from __future__ import annotations

import io
import os
import random
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.mips import runner
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.syscalls import MarsIO, handle_syscall
from rarslite.machine.mips.translator import translate

_REGS = ["$t0", "$t1", "$t2", "$t3", "$s0", "$s1"]
_HANDLER = [".ktext 0x80000180", "  addiu $k1, $k1, 1", "  mfc0 $k0, $14", "  addiu $k0, $k0, 4",
            "  mtc0 $k0, $14", "  eret"]  # fmt: skip
_BRANCHES = ("beq", "bne", "blt", "bge", "bgt", "ble", "bltz", "bgez", "blez", "bgtz", "beqz",
             "bnez")  # fmt: skip


def _run(src: str, blocks: bool, max_steps: int = -1) -> tuple:
    hart = MipsHart(assemble_text(src))
    out = io.StringIO()
    console = MarsIO(out, io.StringIO(""))
    hart.syscall = lambda h: handle_syscall(h, console)
    result = runner.run(hart, max_steps, blocks=blocks)
    console.close_all()
    state = (hart.r, hart.hi, hart.lo, hart.cp0, hart.pc, hart.memory.nonzero_words())
    return result, out.getvalue(), state


_DIR = tempfile.mkdtemp(prefix="mips-diamonds-")  # one path: error reports name the file


def assemble_text(src: str):
    path = os.path.join(_DIR, "p.asm")
    with open(path, "w") as f:
        f.write(src)
    return assemble([path])


def _instr(rng: random.Random) -> str:
    d, a, b = rng.choice(_REGS), rng.choice(_REGS), rng.choice(_REGS)
    kind = rng.randrange(7)
    if kind == 0:
        return f"  {rng.choice(('addu', 'subu', 'xor', 'or', 'slt', 'sltu', 'movn'))} {d}, {a}, {b}"
    if kind == 1:
        return f"  addiu {d}, {a}, {rng.randrange(-40, 40)}"
    if kind == 2:  # overflow now and then
        return f"  add {d}, {a}, {b}"
    if kind == 3:  # aligned mostly; an unaligned or out-of-range one faults
        off = rng.choice([0, 4, 8, 12, rng.randrange(-6, 30)])
        base = "$s7" if rng.random() < 0.85 else a
        return f"  {rng.choice(('lw', 'lh', 'lbu', 'sw', 'sb', 'sh'))} {d}, {off}({base})"
    if kind == 4:
        return f"  li {d}, {rng.randrange(-(1 << 31), 1 << 31)}"
    if kind == 5:
        return f"  andi {d}, {a}, {rng.randrange(1, 16)}"
    return f"  mult {a}, {b}\n  mflo {d}"


def _branch(rng: random.Random, label: str) -> str:
    op = rng.choice(_BRANCHES)
    a, b = rng.choice(_REGS), rng.choice(_REGS)
    if op in ("beq", "bne", "blt", "bge", "bgt", "ble"):
        return f"  {op} {a}, {b if rng.random() < 0.7 else rng.randrange(-3, 9)}, {label}"
    return f"  {op} {a}, {label}"


def _program(rng: random.Random) -> str:
    """Small loops whose bodies branch forward over a few instructions (labels placed
    later in the body, some beyond the next branch's label, some nested), then a call."""
    lines = [".data", "buf: .word " + ", ".join(str(rng.randrange(1 << 31)) for _ in range(12)),
             ".text", "  la $s7, buf"]  # fmt: skip
    lines += [f"  li {r}, {rng.randrange(-20, 20)}" for r in _REGS]
    labels = 0
    for loop in range(4):
        lines += [f"  li $s6, {rng.randrange(1, 7)}", f"L{loop}:"]
        body: list[str] = []
        pending: list[tuple[int, str]] = []  # (place the label before body item n, label)
        n = rng.randrange(6, 18)
        for j in range(n):
            for _at, lab in [p for p in pending if p[0] == j]:
                body.append(f"{lab}:")
            pending = [p for p in pending if p[0] != j]
            if rng.random() < 0.3:
                lab = f"f{labels}"
                labels += 1
                pending.append((rng.randrange(j + 1, min(n, j + 8) + 1), lab))
                body.append(_branch(rng, lab))
            else:
                body.append(_instr(rng))
        body += [f"{lab}:" for _at, lab in pending]
        lines += body
        lines += ["  addiu $s6, $s6, -1", f"  bgtz $s6, L{loop}"]
    lines += ["  li $a0, 3", "  jal fn", "  move $s0, $v0", "  li $v0, 10", "  syscall",
              "fn:", "  li $v0, 0", "  blez $a0, fn_end", "  addiu $v0, $a0, 7",
              "  bne $v0, 9, fn_end", "  addiu $v0, $v0, 1", "fn_end:", "  jr $ra"]  # fmt: skip
    if rng.random() < 0.8:
        lines += _HANDLER
    return "\n".join(lines) + "\n"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1 << 32))
def test_random_forward_branches_blocks_equal_single_step(seed: int) -> None:
    rng = random.Random(seed)
    src = _program(rng)
    single = _run(src, False)
    assert _run(src, True) == single
    total = single[0].steps
    picks = (rng.randrange(1, total + 2) for _ in range(6))
    for limit in sorted({1, 2, 3, total - 1, total, *picks}):
        if limit > 0:
            assert _run(src, True, limit) == _run(src, False, limit), limit


_QSORT_LOOP = """.data
w: .word {words}
.text
 la $t2, w
 la $a1, w
 addiu $a1, $a1, {end}
 li $t0, 50
 li $t1, 0
 li $v0, 1
 syscall
part: lw $t3, 0($t2)
 bgt $t3, $t0, skip
 addiu $t1, $t1, 1
 sw $t1, 0($t2)
 {load}
skip:
 addiu $t2, $t2, 4
 blt $t2, $a1, part
 li $v0, 10
 syscall
{handler}"""


@pytest.mark.parametrize("load", ["lw $t4, 0($t2)", "lw $t4, 2($t2)", "lw $t4, 8($zero)"],
                         ids=["ok", "unaligned", "out-of-range"])  # fmt: skip
@pytest.mark.parametrize("handler", [False, True], ids=["no-handler", "handler"])
def test_loop_with_a_diamond_stays_one_block(load: str, handler: bool) -> None:
    """A loop whose body skips code on a data-dependent branch runs as one looping block
    (the taken path counts the skipped instructions out), its accesses through the stepped
    $t2 unchecked while they stay inside the data window; faults inside the skipped code
    and every step limit agree with single steps."""
    words = ", ".join(str(x) for x in [3, 70, 12, 99, 50, 51, 0, 80] * 4)
    src = _QSORT_LOOP.format(words=words, end=4 * 31, load=load,
                             handler="\n".join(_HANDLER) if handler else "")  # fmt: skip
    hart = MipsHart(assemble_text(src))
    pc = 4 + min(a for a, tw in hart.memory.text.items() if tw.instr and tw.instr.op == "syscall")
    block = translate(hart, pc)
    assert block is not None and "for it in range" in block.source and "z += 3" in block.source
    assert "for it in range(F)" in block.source  # an unchecked copy while $t2 stays in data
    single = _run(src, False)
    assert _run(src, True) == single
    assert single[0].reason == ("exit" if "0($t2)" in load or handler else "error")
    for limit in [*range(1, 50), 97, 150, 201, single[0].steps]:
        assert _run(src, True, limit) == _run(src, False, limit), limit


def test_forward_branch_over_a_syscall_is_an_exit() -> None:
    """A forward branch whose skipped code holds an instruction the trace stops at (a
    syscall) opens no diamond; the run agrees with single steps."""
    src = """.text
 li $t0, 1
 li $v0, 1
 syscall
 li $a0, 5
 beq $t0, $zero, over
 addiu $a0, $a0, 1
 syscall
over:
 addiu $a0, $a0, 2
 li $v0, 1
 syscall
 li $v0, 10
 syscall
"""
    assert _run(src, True) == _run(src, False)
    for limit in range(1, 14):
        assert _run(src, True, limit) == _run(src, False, limit), limit


_REVISIT = """.text
 li $t2, 5
 j P
Q: addiu $t3, $t3, 1
 bltz $t3, R
P: addiu $t0, $t0, 1
 addiu $t1, $t1, 2
R: addiu $t2, $t2, -1
 blez $t2, out
 j Q
out: addu $a0, $t0, $t1
 addu $a0, $a0, $t3
 li $v0, 1
 syscall
 li $v0, 10
 syscall
"""


def test_diamond_over_code_the_trace_already_holds_is_dropped(monkeypatch) -> None:
    """The first trace runs P, P+4, then jumps back to Q, whose forward branch would skip
    P and P+4 again: the trace ends there (P is already in it) before the diamond joins,
    so the block is translated again with that branch an ordinary exit."""
    from rarslite.machine.mips import translator

    attempts = []
    real = translator._translate
    monkeypatch.setattr(translator, "_translate",
                        lambda *a: attempts.append(set(a[3])) or real(*a))  # fmt: skip
    hart = MipsHart(assemble_text(_REVISIT))
    block = translate(hart, hart.pc)
    monkeypatch.undo()
    assert block is not None and "z +=" not in block.source
    assert block.length == 9  # li, j, P, P+4, R, blez, j Q, Q, bltz (then P again)
    bltz = hart.pc + 12
    assert attempts == [set(), {bltz}]
    single = _run(_REVISIT, False)
    assert single[1] == str(5 + 5 * 2 + 4)
    assert _run(_REVISIT, True) == single
    for limit in range(1, single[0].steps + 2):
        assert _run(_REVISIT, True, limit) == _run(_REVISIT, False, limit), limit
