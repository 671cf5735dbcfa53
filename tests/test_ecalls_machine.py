"""Ecalls on the real machine: per-machine state, reset, and the print flag."""

from __future__ import annotations

import pytest

from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.ecalls import close_files

asm = pytest.importorskip("rarslite.asm.riscv")
if not hasattr(asm, "assemble_text"):
    pytest.skip("the assembler is not there yet", allow_module_level=True)

from rarslite.machine.riscv.machine import Machine  # noqa: E402


def machine_for(source: str, stdin: bytes = b"") -> Machine:
    program = asm.assemble_text(source, "t.s")
    return Machine(program, console=BufferConsole(stdin))


def test_files_left_open_are_closed_at_the_end(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    m = machine_for(
        """
        .data
name:   .asciz "left_open.txt"
text:   .ascii "kept"
        .text
        la a0, name
        li a1, 1
        li a7, 1024
        ecall
        la a1, text
        li a2, 4
        li a7, 64
        ecall
        li a7, 10
        ecall
"""
    )
    assert m.run() == "exit"
    assert m.files.open_descriptors() == [3]
    close_files(m)
    assert m.files.open_descriptors() == []
    assert (tmp_path / "left_open.txt").read_bytes() == b"kept"


def test_reset_forgets_heap_random_streams_and_files():
    m = machine_for(
        """
        li a0, 16
        li a7, 9
        ecall
        li a0, 1
        li a1, 5
        li a7, 40
        ecall
        li a7, 10
        ecall
"""
    )
    m.run()
    assert m.heap_break == 0x10040010 and 1 in m.random_streams
    m.load()
    assert not hasattr(m, "heap_break") and not hasattr(m, "random_streams")
    m.run()
    assert m.heap_break == 0x10040010  # the break starts again at the heap base


def test_print_flag_only_for_print_services():
    m = machine_for(
        """
        .data
s:      .ascii "x"
        .text
        li a0, 1
        la a1, s
        li a2, 1
        li a7, 64
        ecall
        li a7, 10
        ecall
"""
    )
    m.run()
    assert bytes(m.console.out) == b"x" and not m.used_print_ecall
    m = machine_for("li a0, 7\nli a7, 1\necall\n")
    m.run()
    assert bytes(m.console.out) == b"7" and m.used_print_ecall


def test_syscall_error_reports_the_ecall_line():
    m = machine_for("nop\nli a0, -1\nli a7, 9\necall\n")
    assert m.run() == "error"
    assert m.error.message == "request (-1) is negative heap amount (syscall 9)"
    assert m.error.pc == 0x0040000C and m.source_location(m.error.pc).line == 4
