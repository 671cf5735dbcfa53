"""A program run from the app opens a relative file name in its own folder (a game's
"maps/map1.txt" beside it), whatever folder the app was started from; both ISAs."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window  # noqa: E402
from test_gui_breakpoints import go  # noqa: E402

RISCV = """\
.data
name:   .asciz "maps/note.txt"
buf:    .space 16
.text
main:   la a0, name
        li a1, 0
        li a7, 1024          # open for reading
        ecall
        mv s0, a0
        la a1, buf
        li a2, 15
        li a7, 63            # read
        ecall
        la a0, buf
        li a7, 4
        ecall
        li a7, 10
        ecall
"""

MIPS = """\
.data
name:   .asciiz "maps/note.txt"
buf:    .space 16
.text
main:   la $a0, name
        li $a1, 0
        li $v0, 13           # open for reading
        syscall
        move $a0, $v0
        la $a1, buf
        li $a2, 15
        li $v0, 14           # read
        syscall
        la $a0, buf
        li $v0, 4
        syscall
        li $v0, 10
        syscall
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


@pytest.mark.parametrize(("name", "source"), [("game.s", RISCV), ("game.asm", MIPS)])
def test_relative_file_names_open_in_the_programs_folder(window, qtbot, tmp_path,
                                                         monkeypatch, name, source):
    game = tmp_path / "course" / "game"
    (game / "maps").mkdir(parents=True)
    (game / "maps" / "note.txt").write_text("found it\n")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # the app started from another folder
    (game / name).write_text(source)
    w = window
    w.open_file(str(game / name))
    assert w.assemble()
    assert go(qtbot, w) == "exit"
    assert "found it" in w.run_io.text()


def test_program_arguments_dialog_names_the_programs_folder(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    (tmp_path / "g.s").write_text(RISCV)
    window.open_file(str(tmp_path / "g.s"))
    asked = []
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda _p, _t, label, text="": asked.append(label) or ("", False))
    window.ask_program_args()
    assert f"the program's folder, {tmp_path}" in asked[0]
