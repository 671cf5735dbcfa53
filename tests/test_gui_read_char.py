"""Run I/O hands a read char its character as soon as it is typed (no Enter), as RARS's and
MARS's Run I/O do; Enter alone is the character 10; keys typed ahead wait for the next read;
a read string takes its characters once its length is reached. Both ISAs."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import assemble_file, close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

pytestmark = pytest.mark.gui

# read three characters, print each one's code and a space, then read a 4-byte string
# (at most 3 characters) and print it between brackets
RISCV = """\
.data
buf: .space 8
.text
        li   s0, 3
again:  li   a7, 12
        ecall
        li   a7, 1
        ecall
        li   a0, 32
        li   a7, 11
        ecall
        addi s0, s0, -1
        bnez s0, again
        la   a0, buf
        li   a1, 4
        li   a7, 8
        ecall
        li   a0, 91
        li   a7, 11
        ecall
        la   a0, buf
        li   a7, 4
        ecall
        li   a0, 93
        li   a7, 11
        ecall
        li   a7, 10
        ecall
"""

MIPS = """\
.data
buf: .space 8
.text
        li   $s0, 3
again:  li   $v0, 12
        syscall
        move $a0, $v0
        li   $v0, 1
        syscall
        li   $a0, 32
        li   $v0, 11
        syscall
        addi $s0, $s0, -1
        bnez $s0, again
        la   $a0, buf
        li   $a1, 4
        li   $v0, 8
        syscall
        li   $a0, 91
        li   $v0, 11
        syscall
        la   $a0, buf
        li   $v0, 4
        syscall
        li   $a0, 93
        li   $v0, 11
        syscall
        li   $v0, 10
        syscall
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


@pytest.mark.parametrize("name, source", [("chars.s", RISCV), ("chars.asm", MIPS)])
def test_read_char_takes_each_key_without_enter(window, qtbot, tmp_path, name, source):
    w = assemble_file(window, tmp_path / name, source)
    io = w.run_io
    with qtbot.waitSignal(w.run_finished, timeout=20_000):
        w.act_go.trigger()
        wait_until(lambda: io.prompt.text() == "▶ Program waits for a character:")
        qtbot.keyClicks(io.input, "a")  # no Enter: the program has it
        wait_until(lambda: "97 " in io.text())
        qtbot.keyClick(io.input, Qt.Key.Key_Return)  # Enter alone: the character 10
        wait_until(lambda: "10 " in io.text())
        qtbot.keyClicks(io.input, "zxyw")  # one for the last read char, three typed ahead
        wait_until(lambda: "]" in io.text())
    assert io.text().startswith("a97 \n10 z122 xyw[xyw]")
    assert io.input.text() == ""
