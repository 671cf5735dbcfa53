"""GUI: MIPS programs in the desktop app (MARS's views, assemble, step, backstep, devices)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import assemble_file, close_window, open_window, wait_until  # noqa: E402

pytestmark = pytest.mark.gui

HERE = os.path.dirname(__file__)
EXAMPLES = os.path.join(HERE, "..", "rarslite", "examples", "mips")

PROGRAM = """\
.data
msg: .asciiz "product "
.text
main:
    li $t0, 6
    li $t1, 7
    mult $t0, $t1
    mflo $t2
    la $a0, msg
    li $v0, 4
    syscall
    move $a0, $t2
    li $v0, 1
    syscall
    li $v0, 10
    syscall
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def cell(view, row: int, col: int) -> str:
    return str(view.model().data(view.model().index(row, col)))


def step(window) -> None:
    window.act_step.trigger()
    wait_until(lambda: not window.running)


def test_mips_file_assembles_steps_and_shows_registers(window, tmp_path):
    assemble_file(window, tmp_path / "mult.asm", PROGRAM)
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    regs = window.registers
    assert [regs.tabs.tabText(i) for i in range(regs.tabs.count())] == [
        "Registers", "Coproc 1", "Coproc 0"]
    view = regs.views["Registers"]
    assert cell(view, 8, 0) == "$t0" and cell(view, 33, 0) == "hi" and cell(view, 34, 0) == "lo"
    assert cell(view, 32, 2) == "0x00400000"  # pc
    text = window.text_view.model_
    assert text.data(text.index(0, 3)) == "addiu $8,$0,0x00000006"
    assert text.data(text.index(0, 4)) == "5: li $t0, 6"
    for _ in range(4):
        step(window)
    assert cell(view, 8, 2) == "0x00000006" and cell(view, 9, 2) == "0x00000007"
    assert cell(view, 34, 2) == "0x0000002a"  # lo = 42 after mult
    assert cell(view, 10, 2) == "0x0000002a"  # mflo $t2
    assert cell(view, 32, 2) == "0x00400010"
    window.act_backstep.trigger()
    assert cell(view, 10, 2) == "0x00000000"
    assert cell(view, 32, 2) == "0x0040000c"
    window.act_go.trigger()
    wait_until(lambda: not window.running)
    assert "product 42" in window.run_io.text()
