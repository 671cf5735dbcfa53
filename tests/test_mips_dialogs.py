"""MARS's dialog syscalls 50-59 through a front end's dialog provider (the desktop app's)."""

from __future__ import annotations

import struct

import pytest

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.mips.machine import load_mips


class Answers:
    """A DialogProvider that answers from a list and records what it was shown."""

    def __init__(self, *answers) -> None:
        self.answers = list(answers)
        self.shown: list[tuple] = []

    def confirm(self, message: str) -> int:
        self.shown.append(("confirm", message))
        return self.answers.pop(0)

    def input(self, message: str):
        self.shown.append(("input", message))
        return self.answers.pop(0)

    def message(self, message: str, kind: int) -> None:
        self.shown.append(("message", message, kind))


def run(body: str, data: str, dialogs):
    source = f".data\n{data}\n.text\nmain:\n{body}\n    li $v0, 10\n    syscall\n"
    _view, machine, sim = load_mips(assemble(["d.asm"], texts={"d.asm": source}))
    machine.dialogs = dialogs
    assert sim.run() == "exit"
    return machine.hart


ASK = 'q: .asciiz "Number?"\nbuf: .space 8'


@pytest.mark.parametrize("answer, a0, a1", [
    ("42", 42, 0), ("-7", -7 & 0xFFFFFFFF, 0), ("4x", 0, -1 & 0xFFFFFFFF),
    (None, 0, -2 & 0xFFFFFFFF), ("", 0, -3 & 0xFFFFFFFF),
])
def test_input_dialog_int(answer, a0, a1):
    dialogs = Answers(answer)
    hart = run("    la $a0, q\n    li $v0, 51\n    syscall", ASK, dialogs)
    assert dialogs.shown == [("input", "Number?")]
    assert (hart.r[4], hart.r[5]) == (a0, a1)


def test_confirm_float_double_and_string_dialogs():
    dialogs = Answers(1, "1.5", "2.25", "hello world")
    body = """
    la $a0, q
    li $v0, 50
    syscall
    move $s0, $a0
    la $a0, q
    li $v0, 52
    syscall
    mov.s $f2, $f0
    move $s1, $a1
    la $a0, q
    li $v0, 53
    syscall
    mov.d $f4, $f0
    la $a0, q
    la $a1, buf
    li $a2, 6
    li $v0, 54
    syscall
    move $s2, $a1
"""
    hart = run(body, ASK, dialogs)
    assert hart.r[16] == 1 and hart.r[17] == 0
    assert struct.unpack("<f", struct.pack("<I", hart.f[2]))[0] == 1.5
    assert struct.unpack("<d", struct.pack("<II", hart.f[4], hart.f[5]))[0] == 2.25
    assert hart.memory.read_cstring(0x10010008) == b"hello"  # cut to 5 characters + NUL
    assert hart.r[18] == -4 & 0xFFFFFFFF


def test_message_dialogs_show_the_value():
    dialogs = Answers()
    data = 'm: .asciiz "Result: "\nw: .asciiz "done"\nf: .float 0.5\nd: .double 3.0'
    body = """
    la $a0, m
    li $a1, 2
    li $v0, 55
    syscall
    li $a1, -12
    li $v0, 56
    syscall
    l.s $f12, f
    li $v0, 57
    syscall
    l.d $f12, d
    li $v0, 58
    syscall
    la $a1, w
    li $v0, 59
    syscall
"""
    run(body, data, dialogs)
    assert dialogs.shown == [("message", "Result: ", 2), ("message", "Result: -12", 1),
                             ("message", "Result: 0.5", 1), ("message", "Result: 3.0", 1),
                             ("message", "Result: done", 1)]


def test_without_a_provider_the_run_ends_as_in_mars():
    source = '.data\nq: .asciiz "?"\n.text\nla $a0, q\nli $v0, 51\nsyscall\n'
    _view, _machine, sim = load_mips(assemble(["d.asm"], texts={"d.asm": source}))
    assert sim.run() == "error"
    assert "dialog" in sim.report
