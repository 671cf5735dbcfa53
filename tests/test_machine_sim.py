"""Simulator: breakpoints, step limit, backstep, pause/stop, program arguments, start at main,
and a hypothesis differential test of blocks against single steps."""

from __future__ import annotations

import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from machine_asm import li, machine, program
from test_machine_exec import run_both, state

from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

LOOP = ["addi x5, x0, 0", "addi x6, x0, 50", "loop:", "addi x5, x5, 1", "add x7, x7, x5",
        "blt x5, x6, loop", "addi x8, x0, 1"]  # fmt: skip


def test_breakpoint_stops_before_the_marked_instruction():
    m = machine(LOOP)
    s = Simulator(m)
    s.breakpoints.add(0x400008)  # loop head
    assert s.run() == "breakpoint"
    assert m.pc == 0x400008 and m.x[5] == 0 and m.instret == 2
    assert s.run() == "breakpoint"  # the head itself runs, then the back edge stops again
    assert m.x[5] == 1 and m.instret == 5
    s.breakpoints.clear()
    assert s.run() == "dropped"
    assert m.x[7] == 1275


def test_breakpoint_inside_a_block():
    m = machine(LOOP)
    s = Simulator(m)
    s.breakpoints.add(0x40000C)
    assert s.run() == "breakpoint"
    assert m.pc == 0x40000C and m.x[5] == 1 and m.x[7] == 0


def test_step_limit_counts_every_fetch_attempt():
    m = machine(LOOP)
    s = Simulator(m)
    assert s.run(max_steps=7) == "max_steps"
    assert m.instret == 7 and not s.done
    assert s.run(max_steps=7) == "max_steps"  # resumable: the GUI runs in slices like this
    assert m.instret == 14
    assert s.run() == "dropped" and s.done


def test_run_slice_is_resumable():
    m1 = machine(LOOP)
    s = Simulator(m1)
    reasons = []
    while True:
        r = s.run_slice(7)
        if r is not None:
            reasons.append(r)
            break
    m2 = machine(LOOP)
    Simulator(m2).run()
    assert reasons == ["dropped"] and state(m1) == state(m2)


def test_backstep_restores_everything():
    code = li(5, 0x10010000) + ["addi x6, x0, 7", "sw x6, 0(x5)", "csrrwi x0, uscratch, 9",
                                "sb x5, 1(x5)", "addi x6, x6, 1", "csrrsi x0, uip, 1"]
    m = machine(code)
    s = Simulator(m)
    s.backstep_enabled = True
    snaps = [state(m)]
    while True:
        r = s.step()
        snaps.append(state(m))
        if r is not None:
            break
    assert r == "dropped"
    snaps.pop()  # the "dropped" step changed nothing but counters
    while s.backstep():
        if state(m) != snaps[-1]:
            snaps.pop()
        assert state(m) == snaps[-1]
    assert state(m) == snaps[0]
    assert m.pc == 0x400000


def test_backstep_keeps_2000_steps():
    m = machine(["addi x5, x5, 1", "jal x0, -4"])
    s = Simulator(m)
    s.backstep_enabled = True
    s.run(max_steps=2500)
    n = 0
    while s.backstep():
        n += 1
    assert n == 2000
    assert m.x[5] == 250  # 2500 steps, 2000 undone


def test_pause_and_stop_from_another_thread():
    m = machine(["l:", "jal x0, l"])
    s = Simulator(m)
    t = threading.Timer(0.05, s.pause)
    t.start()
    assert s.run() == "paused"
    assert not s.done
    threading.Timer(0.05, s.stop).start()
    assert s.run() == "stopped" and s.done


def test_request_stop():
    m = machine(["l:", "jal x0, l"])
    s = Simulator(m)
    s.run_slice(100)
    m.request_stop("no more keys")
    assert s.run() == "stopped"


def test_program_arguments_like_rars_pa():
    m = machine(["nop"], program_args=["hello", "xy"])
    assert m.x[2] == 0x7FFFEFF0 and m.x[10] == 2 and m.x[11] == 0x7FFFEFF4
    mem = m.memory
    assert mem.peek_word(0x7FFFEFF4) == 0x7FFFFFF7 and mem.peek_word(0x7FFFEFF8) == 0x7FFFFFF4
    assert mem.read_cstring(0x7FFFFFF7) == b"hello" and mem.read_cstring(0x7FFFFFF4) == b"xy"
    assert mem.peek_word(0x7FFFEFFC) == 0 and mem.peek_word(0x7FFFEFF0) == 2


def test_initial_registers_and_start_at_main():
    p = program(["addi x5, x0, 1", "main:", "addi x6, x0, 2"])
    m = Machine(p)
    assert (m.pc, m.x[2], m.x[3]) == (0x400000, 0x7FFFEFFC, 0x10008000)
    p.globals.add("main")
    assert Machine(p, start_at_main=True).pc == 0x400004
    assert Machine(p).pc == 0x400000


@pytest.mark.internal_error
def test_internal_errors_become_runtime_errors():
    m = machine(["addi x5, x0, 1"])
    m.hart.fp_ops_override = {}
    m.memory.text[0x400004] = m.memory.text[0x400000].__class__("fadd.s", 1, 2, 3)
    s = Simulator(m)
    assert s.run() == "error"
    assert "fadd.s is not implemented" in s.report


# ---------------------------------------------------------------- differential (hypothesis)
REGS = st.integers(5, 12)
ALU = ["add", "sub", "sll", "srl", "sra", "slt", "sltu", "xor", "or", "and", "mul", "mulh",
       "mulhu", "mulhsu", "div", "divu", "rem", "remu"]  # fmt: skip
ALUI = ["addi", "slti", "sltiu", "xori", "ori", "andi"]


@st.composite
def instruction(draw):
    kind = draw(st.sampled_from(["rr", "ri", "sh", "mem", "lui", "call"]))
    rd, a, b = draw(REGS), draw(REGS), draw(REGS)
    if kind == "call":
        return "jal x1, helper"
    if kind == "rr":
        return f"{draw(st.sampled_from(ALU))} x{rd}, x{a}, x{b}"
    if kind == "ri":
        return f"{draw(st.sampled_from(ALUI))} x{rd}, x{a}, {draw(st.integers(-2048, 2047))}"
    if kind == "sh":
        op = draw(st.sampled_from(["slli", "srli", "srai"]))
        return f"{op} x{rd}, x{a}, {draw(st.integers(0, 31))}"
    if kind == "lui":
        return f"lui x{rd}, {draw(st.integers(0, 0xFFFFF))}"
    op = draw(st.sampled_from(["lw", "lh", "lhu", "lb", "lbu", "sw", "sh", "sb"]))
    align = 4 if op in ("lw", "sw") else 2 if op in ("lh", "lhu", "sh") else 1
    off = draw(st.integers(0, 60)) // align * align
    if draw(st.integers(0, 20)) == 0:
        off += 1  # sometimes misaligned: a trap in the middle of a block
    return f"{op} x{rd if op[0] == 'l' else a}, {off}(x{31 if op[0] == 'l' else 30})"


@settings(max_examples=40, deadline=None)
@given(st.lists(instruction(), min_size=1, max_size=30), st.integers(1, 6),
       st.lists(st.integers(0, 0xFFFFFFFF), min_size=8, max_size=8),
       st.lists(instruction().filter(lambda t: "helper" not in t), max_size=5))  # fmt: skip
def test_blocks_equal_single_steps(body, iterations, init, helper):
    setup = li(30, 0x10010000) + li(31, 0x7FFFEF00)
    for r, v in zip(range(5, 13), init, strict=True):
        setup += li(r, v)
    # a loop around the random body (exercises loop translation and side exits)
    code = setup + [f"addi x29, x0, {iterations}", "top:"] + body + [
        "addi x29, x29, -1", "bne x29, x0, top", "beq x5, x6, top2", "addi x28, x0, 1",
        "top2:", "addi x27, x0, 2", "jal x0, done", "helper:"] + helper + [
        "jalr x0, x1, 0", "done:"]  # fmt: skip
    run_both(code, max_steps=5000)


def test_single_steps_are_always_recorded_and_a_run_forgets_them():
    m = machine(["addi x5, x0, 1", "addi x5, x5, 1", "addi x5, x5, 1", "addi x5, x5, 1"])
    s = Simulator(m)
    s.step()
    s.step()
    assert m.x[5] == 2
    assert s.backstep() and m.x[5] == 1
    assert s.run(max_steps=2) == "max_steps"
    assert not s.backstep()  # the unrecorded run cleared the history
    assert m.x[5] == 3
