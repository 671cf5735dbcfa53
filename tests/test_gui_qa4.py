"""Found by a fourth new-user pass (fresh settings, real windows at 1366x768 and 1920x1080):
MIPS and RISC-V games one after another with Play in one session, backstep after Go, breakpoints
in included files."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import wait_until  # noqa: E402
from test_gui_qa3 import BOMB, EXAMPLES, window  # noqa: E402, F401 - a fixture

pytestmark = pytest.mark.gui

CHECKERS = os.path.join(EXAMPLES, "checkers", "checkers.s")


def test_play_checkers_after_playing_bombsweeper_twice_gets_its_screen(window):  # noqa: F811
    """Bombsweeper played twice (the first time without its map argument, as a student does),
    then checkers: Play lets go of the cell display it connected for Bombsweeper and connects
    the Keyboard and Display tool (checkers waited for a display that was not there, forever)."""
    w = window
    assert w.play(BOMB)  # no map: the program says so and ends
    w.session.program_args = ("maps/map1.txt",)
    assert w.play(BOMB)
    cells = w.tools["cell_display"].widget()
    wait_until(lambda: "Map loaded" in w.run_io.text(), timeout=20_000)
    assert w.play(CHECKERS)
    kd = w.keyboard_display()
    assert kd is not None and kd.connected
    assert not cells.connected and not w.tools["cell_display"].isVisible()
    wait_until(lambda: any("a" in line for line in kd.display.lines()), timeout=20_000)


MIPS_LOOP = """
.text
main:   li   $t0, 0
loop:   addi $t0, $t0, 1
        li   $t1, 5000
        bne  $t0, $t1, loop
        li   $v0, 10
        syscall
"""


def test_help_on_backstep_matches_a_mips_program_after_go(window, qtbot, tmp_path):  # noqa: F811
    """Help > Using rarslite said "For MIPS programs it undoes single steps", but Backstep now
    undoes the steps of a MIPS program's Go too: Help says so, and it does."""
    w = window
    w.act_help.trigger()
    text = w.help_window.using.toPlainText()
    w.help_window.close()
    assert "undoes single steps" not in text
    assert "RISC-V and MIPS programs alike" in " ".join(text.split())
    path = tmp_path / "loop.asm"
    path.write_text(MIPS_LOOP)
    w.open_file(str(path))
    assert w.assemble() and w.isa_label.text() == "ISA: MIPS (MARS)"
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        w.act_go.trigger()
    assert w.act_backstep.isEnabled()
    w.act_backstep.trigger()  # the exit syscall undone: back before it, $t0 still 5000
    assert w.run_state.text().startswith("Paused at")
    assert w.session.machine.hart.r[8] == 5000


SLEEPER = """
.text
main:   li   $a0, 1500
        li   $v0, 32
        syscall
        li   $v0, 10
        syscall
"""


def test_pause_during_a_sleep_says_when_it_takes_effect(window, qtbot, tmp_path,  # noqa: F811
                                                        monkeypatch):
    """Pause pressed while the program sleeps (syscall 32, or a note of syscall 33) took
    effect only when the sleep ended, seconds later, and the status bar kept saying Running:
    it says why now, and the program pauses after the sleep."""
    from rarslite.gui import dialogs

    class Clock:  # the sleep's clock: the 1.5 s pass when the test says, not on their own
        now = 0.0

        @staticmethod
        def monotonic() -> float:
            return Clock.now

    monkeypatch.setattr(dialogs, "time", Clock)
    w = window
    path = tmp_path / "sleeper.asm"
    path.write_text(SLEEPER)
    w.open_file(str(path))
    assert w.assemble()
    w.act_go.trigger()
    wait_until(lambda: w.dialogs.sleeping)
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        w.act_pause.trigger()
        assert w.run_state.text() == "Sleeping: pauses when the program's sleep ends"
        assert "it pauses when that ends" in w.messages.lines()[-1]
        Clock.now = 1.5  # the sleep ends
    assert w.run_state.text() == "Paused at 0x0040000c, sleeper.asm line 6"


FUNCTIONS_ONLY = """
# a first MIPS lab: no syscall yet
main:   li   $t0, 5
        addi $t0, $t0, 1
"""


def test_a_mips_file_without_syscall_is_told_how_to_assemble_as_mips(window, tmp_path):  # noqa: F811
    """An .asm file with MARS's $ registers but no syscall is read as RISC-V, and its errors
    spoke only of RISC-V registers (x0-x31): Messages now says why and what to choose."""
    w = window
    path = tmp_path / "lab1.asm"
    path.write_text(FUNCTIONS_ONLY)
    w.open_file(str(path))
    assert not w.assemble()
    last = w.messages.lines()[-1]
    assert "lab1.asm was read as RISC-V" in last
    assert "Settings > Instruction set > MIPS (MARS)" in last
    w.set_isa_choice("mips")  # as the message says
    assert w.assemble() and w.isa_label.text() == "ISA: MIPS (MARS)"


def test_a_risc_v_error_gets_no_mips_advice(window, tmp_path):  # noqa: F811
    w = window
    path = tmp_path / "bad.s"
    path.write_text("main: addi t0, t0\n")
    w.open_file(str(path))
    assert not w.assemble()
    assert not any("read as RISC-V" in line for line in w.messages.lines())
