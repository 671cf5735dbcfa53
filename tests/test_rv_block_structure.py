"""Structured control flow inside translated blocks (trace_plan.py: forward skips, inner loops,
loops closed by a `j` and left by a break, side traces, functions inlined twice) against the
single-step path: hypothesis writes branchy programs with calls, loops and memory accesses
of every width (some of which fault), and both machines must agree on everything after
every step limit (budget exits from inside loops and skips included)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.asm.riscv import assemble_text
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.riscv.trace_plan import plan
from rarslite.machine.simulator import Simulator


@pytest.fixture(autouse=True, scope="module")
def _pure_python():
    """These tests examine the Python engine's blocks: without the native core."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("rarslite.machine.native.core", None)
        yield


REGS = ["t0", "t1", "t2", "s0", "s1", "a0"]
BRANCH = ["beq", "bne", "blt", "bge", "bltu", "bgeu"]
LOADS = [("lw", 4), ("lh", 2), ("lhu", 2), ("lb", 1), ("lbu", 1)]
STORES = [("sw", 4), ("sh", 2), ("sb", 1)]

reg = st.sampled_from(REGS)
alu = st.builds(lambda op, d, a, b: f"{op} {d}, {a}, {b}",
                st.sampled_from(["add", "sub", "xor", "and", "or", "slt", "sltu"]), reg, reg,
                reg)  # fmt: skip
imm = st.builds(lambda op, d, a, i: f"{op} {d}, {a}, {i}",
                st.sampled_from(["addi", "xori", "andi", "ori"]), reg, reg,
                st.integers(-9, 9))  # fmt: skip
# loads and stores through s2 (the buffer) at in-range offsets, or through a0 (any value:
# faults inside structures must be attributed to the right instruction and count)
mem = st.builds(lambda w, base, off: (w, base, off),
                st.sampled_from(LOADS + STORES), st.sampled_from(["s2", "s2", "s2", "a0"]),
                st.integers(0, 15))  # fmt: skip
branch = st.builds(lambda op, a, b, t: ("br", op, a, b, t), st.sampled_from(BRANCH), reg, reg,
                   st.integers(-6, 8))  # fmt: skip
jump = st.builds(lambda t: ("j", t), st.integers(-8, 6))
call = st.builds(lambda f: ("call", f), st.integers(0, 1))
item = st.one_of(alu, imm, mem, branch, jump, call, alu, imm)


def _source(items: list, n_loop: int) -> str:
    lines = [".data", "buf: .space 64", ".text", "main:", "  la s2, buf",
             f"  li s3, {n_loop}", "top:"]  # fmt: skip
    n = len(items)
    for k, it in enumerate(items):
        lines.append(f"L{k}:")
        if isinstance(it, str):
            lines.append("  " + it)
        elif it[0] == "br":
            _, op, a, b, t = it
            lines.append(f"  {op} {a}, {b}, L{min(max(k + t, 0), n)}")
        elif it[0] == "j":
            t = min(max(k + it[1], 0), n)
            if t <= k:  # a loop closed by a `j`: leave it after a few rounds
                lines += ["  addi s3, s3, -1", "  beqz s3, Lout"]
            lines.append(f"  j L{t}")
        elif it[0] == "call":
            lines.append(f"  jal fn{it[1]}")
        else:
            (op, width), base, off = it
            off -= off % width
            lines.append(f"  {op} {'t1' if op[0] == 'l' else 't2'}, {off}({base})")
    lines += [f"L{n}:", "  addi s3, s3, -1", "  bgtz s3, top", "Lout:", "  li a7, 10", "  ecall",
              "fn0:", "  addi t0, t0, 3", "  bnez t1, fn0_end", "  xori t1, t1, 5", "fn0_end:",
              "  ret", "fn1:", "  slli t2, t0, 2", "  sub t0, t0, t2", "  ret"]  # fmt: skip
    return "\n".join(lines) + "\n"


def _run(prog, single: bool, steps: int, init: list[int]):
    m = Machine(prog, console=BufferConsole())
    m.hart.force_single = single
    for r, v in zip((5, 6, 7, 8, 9, 10), init, strict=True):
        m.x[r] = v
    s = Simulator(m)
    r = s.run(max_steps=steps)
    mem = m.memory
    return (r, list(m.x), m.pc, m.instret, m.fetches, m.steps, bytes(mem.data.buf[:64]),
            bytes(mem.stack.buf[-64:]), m.error, s.report)  # fmt: skip


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=st.lists(item, min_size=2, max_size=24), n_loop=st.integers(1, 6),
       steps=st.sampled_from([3, 11, 40, 157, 1000, 20000]),
       init=st.lists(st.sampled_from([0, 1, 2, 5, -1, 0x7FFFFFFF, 0x10010000, 3]),
                     min_size=6, max_size=6))  # fmt: skip
def test_structured_blocks_equal_single_steps(items, n_loop, steps, init):
    prog = assemble_text(_source(items, n_loop), "s.s")
    init = [v & 0xFFFFFFFF for v in init]
    assert _run(prog, False, steps, init) == _run(prog, True, steps, init)


def _roles(src: str) -> dict:
    from rarslite.machine.riscv import trace_plan

    m = Machine(assemble_text(src, "p.s"))
    trace = trace_plan.main_trace(m.memory, frozenset(), m.pc, 160)
    return plan(trace), trace


def test_plan_finds_skips_inner_loops_and_breaks():
    src = ("main: li t0, 5\n"
           "loop: addi t0, t0, -1\n beqz t0, done\n andi t1, t0, 1\n bnez t1, odd\n"
           " addi t2, t2, 1\nodd: j loop\n"
           "done: li t3, 3\ninner: addi t3, t3, -1\n bnez t3, inner\n li a7, 10\n ecall\n")
    roles, trace = _roles(src)
    kinds = sorted(k for k, _ in roles.values())
    assert kinds == ["break", "jloop", "loop", "skip"]
    addrs = [a for a, _ in trace]
    jloop = next(i for i, (k, _) in roles.items() if k == "jloop")
    assert addrs[roles[jloop][1]] == 0x400004  # back to `loop`
    assert addrs[jloop + 1] == 0x40001C  # then on at `done`


def test_whole_loop_with_branches_runs_in_one_block_call():
    """A loop whose body branches forward (and calls a function twice) needs no dispatch per
    iteration: the block at its head loops inside itself."""
    src = ("main: li s0, 1000\nloop: andi t0, s0, 3\n bnez t0, skip\n addi s1, s1, 1\n"
           "skip: jal f\n jal f\n addi s0, s0, -1\n bnez s0, loop\n li a7, 10\n ecall\n"
           "f: addi s2, s2, 1\n ret\n")
    prog = assemble_text(src, "p.s")
    m = Machine(prog, console=BufferConsole())
    calls = []
    Simulator(m).run(max_steps=10)  # blocks exist now
    for blk in m.hart.blocks.values():
        if blk is not None:
            fn = blk.fn
            blk.fn = lambda budget, fn=fn: calls.append(1) or fn(budget)
    Simulator(m).run()
    assert m.x[9] == 250 and m.x[18] == 2000
    assert len(calls) <= 3


RECURSIVE = """
main:   li   a0, 12
        jal  fib
        mv   s2, a0
        li   a0, 2
        li   a1, 2
        jal  ack
        li   a7, 10
        ecall
fib:    li   t0, 2
        blt  a0, t0, fib_base
        addi sp, sp, -12
        sw   ra, 0(sp)
        sw   s0, 4(sp)
        sw   s1, 8(sp)
        mv   s0, a0
        addi a0, s0, -1
        jal  fib
        mv   s1, a0
        addi a0, s0, -2
        jal  fib
        add  a0, a0, s1
        lw   ra, 0(sp)
        lw   s0, 4(sp)
        lw   s1, 8(sp)
        addi sp, sp, 12
fib_base:
        ret
ack:    addi s1, s1, 1
        bnez a0, m_pos
        addi a0, a1, 1
        ret
m_pos:  bnez a1, both
        addi a0, a0, -1
        li   a1, 1
        j    ack
both:   addi sp, sp, -8
        sw   ra, 0(sp)
        sw   a0, 4(sp)
        addi a1, a1, -1
        jal  ack
        mv   a1, a0
        lw   a0, 4(sp)
        addi a0, a0, -1
        lw   ra, 0(sp)
        addi sp, sp, 8
        j    ack
"""


@settings(max_examples=60, deadline=None)
@given(steps=st.integers(1, 3000))
def test_recursion_blocks_equal_single_steps_at_every_limit(steps):
    """Returns that land on their own block's start loop inside it (and leave exactly when
    the budget runs out), inlined calls, side traces: exact at any step limit."""
    prog = assemble_text(RECURSIVE, "r.s")
    init = [0] * 6
    assert _run(prog, False, steps, init) == _run(prog, True, steps, init)


def test_recursion_total_count_is_the_single_step_count():
    prog = assemble_text(RECURSIVE, "r.s")
    a, b = _run(prog, False, 10**7, [0] * 6), _run(prog, True, 10**7, [0] * 6)
    assert a == b and a[0] == "exit" and a[1][18] == 144


def _faulting(k: int) -> str:
    """RECURSIVE whose ``k``-th fib call loads from address 0 (a fault deep in recursion)."""
    return RECURSIVE.replace("main:   li   a0, 12", f"main:   li   s4, {k}\n        li   a0, 12") \
        .replace("fib:    li   t0, 2", "fib:    addi s3, s3, 1\n        beq  s3, s4, bad\n"
                 "        li   t0, 2") + "bad:    lw   t0, 0(zero)\n        ret\n"


@settings(max_examples=30, deadline=None)
@given(k=st.integers(1, 400), steps=st.sampled_from([500, 10**6]))
def test_fault_inside_recursion_region_is_exact(k, steps):
    """A fault in a block compiled together with the blocks it calls and returns to (a
    region) is attributed to the right instruction, with every register written back."""
    prog = assemble_text(_faulting(k), "f.s")
    a, b = _run(prog, False, steps, [0] * 6), _run(prog, True, steps, [0] * 6)
    assert a == b
    if steps == 10**6:
        assert a[0] == "error" and "0x00000000" in str(a[8])


def test_recursive_function_runs_as_one_region():
    """fib's entry and its two return sites share one compiled function: far fewer calls
    from the step loop than calls and returns in the program."""
    prog = assemble_text(RECURSIVE, "r.s")
    m = Machine(prog, console=BufferConsole())
    Simulator(m).run(max_steps=200)
    regions = {b.source for b in m.hart.blocks.values() if b and "def region_" in b.source}
    assert regions, "no region was compiled"
    calls = []
    for blk in list(m.hart.blocks.values()):
        if blk is not None:
            fn = blk.fn
            blk.fn = lambda budget, fn=fn: calls.append(1) or fn(budget)
    Simulator(m).run()
    assert m.x[18] == 144 and m.instret > 5000
    assert len(calls) < 50, len(calls)


def test_long_trace_is_shortened_and_exact():
    """A loop of 150 doubleword loads and stores would generate more code than is worth
    compiling: the block is built from a shorter trace, and runs exactly."""
    from rarslite.machine.riscv.translator import MAX_LINES

    body = "".join(f"  fld f{k % 8}, {8 * (k % 6)}(s2)\n  fadd.d f{k % 8}, f{k % 8}, f9\n"
                   f"  fsd f{k % 8}, {8 * ((k + 1) % 6)}(s2)\n" for k in range(50))
    src = (".data\nbuf: .double 1.5, 2.5, 3.5, 4.5, 5.5, 6.5\n.text\nmain: la s2, buf\n"
           "  fld f9, 0(s2)\n  li s3, 40\nloop:\n" + body + "  addi s3, s3, -1\n"
           "  bnez s3, loop\n  li a7, 10\n  ecall\n")
    prog = assemble_text(src, "long.s")
    results = []
    for single in (False, True):
        m = Machine(prog, console=BufferConsole())
        m.hart.force_single = single
        r = Simulator(m).run()
        results.append((r, list(m.x), list(m.f), m.instret, bytes(m.memory.data.buf[:48])))
        if not single:
            sizes = [len(b.source.splitlines()) for b in m.hart.blocks.values() if b]
            assert max(sizes) <= MAX_LINES + 20
    assert results[0] == results[1] and results[0][0] == "exit"
