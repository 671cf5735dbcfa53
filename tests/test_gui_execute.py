"""GUI execute tests: assemble, errors, step, breakpoints, registers, memory, Run I/O."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import assemble_file, close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from rarslite.gui.main_window import MainWindow  # noqa: E402
from rarslite.gui.menus import SPEEDS  # noqa: E402

pytestmark = pytest.mark.gui


PROGRAM = """\
.data
msg:    .asciz "sum="
value:  .word 7
.text
main:   li    t0, 5
        addi  t1, t0, 3
        la    a0, msg
        li    a7, 4
        ecall
        li    a7, 5          # read an int
        ecall
        lw    t2, value
        add   a0, a0, t2
        li    a7, 1
        ecall
        li    a7, 10
        ecall
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)
@pytest.fixture
def program(window, tmp_path):
    return assemble_file(window, tmp_path / "sum.s", PROGRAM)


def run_to_stop(qtbot, window, timeout=10_000) -> str:
    with qtbot.waitSignal(window.run_finished, timeout=timeout) as blocker:
        window.act_go.trigger()
    return blocker.args[0]


def press_step(qtbot, window) -> str:
    """F7, then wait for the step (it runs on the worker thread) to finish."""
    with qtbot.waitSignal(window.run_finished, timeout=10_000) as blocker:
        qtbot.keyClick(window, Qt.Key.Key_F7)
    return blocker.args[0]


def reg(window, name: str) -> str:
    model = window.registers.models["Registers"]
    row = [n for n, _ in model.names()].index(name)
    return model.text(row)


def changed(window) -> set[str]:
    model = window.registers.models["Registers"]
    return {model.names()[i][0] for i in model.changed}


def test_broken_file_lists_and_underlines_errors(window, tmp_path, qtbot):
    path = tmp_path / "bad.s"
    path.write_text("main:\n    addi t0, t0, 1\n    addi t0, t9, 1\n    bogus a0\n")
    doc = window.open_file(str(path))
    assert not window.assemble()
    errors = [line for line in window.messages.lines() if line.startswith("Error")]
    assert len(errors) >= 2
    assert any("line 3" in e for e in errors) and any("line 4" in e for e in errors)
    lines = {line for line, _, _ in doc.errors()}
    assert {3, 4} <= lines
    underlined = [s.cursor.selectedText() for s in doc.error_selections()]
    assert "t9" in underlined or "bogus" in underlined
    # Clicking an error in the Messages pane puts the cursor on its line.
    doc.go_to(1)
    item = next(window.messages.item(i) for i in range(window.messages.count())
                if "line 4" in window.messages.item(i).text())
    rect = window.messages.visualItemRect(item)
    qtbot.mouseClick(window.messages.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert doc.textCursor().blockNumber() == 3
    assert window.pages.currentIndex() == 0


def test_include_error_opens_the_included_file(window, tmp_path):
    (tmp_path / "lib.s").write_text("helper:\n    addi t0, t0, nothere\n    ret\n")
    main = tmp_path / "main.s"
    main.write_text('.include "lib.s"\nmain:\n    jal helper\n')
    window.open_file(str(main))
    assert not window.assemble()
    [error] = [window.messages.item(i) for i in range(window.messages.count())
               if "lib.s" in window.messages.item(i).text()
               and window.messages.item(i).text().startswith("Error")][:1]
    window.messages._activate(error)
    doc = window.editors.current()
    assert doc.path.endswith("lib.s") and doc.textCursor().blockNumber() == 1


def test_step_highlights_changed_registers(program, qtbot):
    w = program
    assert w.pages.currentIndex() == 1  # Execute tab after assembling
    model = w.text_view.model_
    first = model.entries[0].addr
    assert model.pc == first
    press_step(qtbot, w)
    assert reg(w, "t0") == "0x00000005"
    assert changed(w) == {"t0", "pc"}
    press_step(qtbot, w)
    assert reg(w, "t1") == "0x00000008" and changed(w) == {"t1", "pc"}
    assert model.pc == first + 8
    # The highlighted row is the instruction about to run.
    row = model.row_of[first + 8]
    assert model.data(model.index(row, 1), Qt.ItemDataRole.BackgroundRole) is not None
    qtbot.keyClick(w, Qt.Key.Key_F8)  # backstep
    assert reg(w, "t1") == "0x00000000" and model.pc == first + 4


def test_breakpoint_then_edit_register_and_run_io(program, qtbot):
    w = program
    model = w.text_view.model_
    # Breakpoint on "add a0, a0, t2" (after the read-int ecall).
    row = next(i for i, e in enumerate(model.entries) if e.basic.startswith("add "))
    idx = model.index(row, 0)
    rect = w.text_view.visualRect(idx)
    w.pages.setCurrentIndex(1)
    qtbot.mouseClick(w.text_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert model.entries[row].addr in w.session.breakpoints
    w.act_go.trigger()
    wait_until(lambda: "waits" in w.run_io.prompt.text(), timeout=10_000)
    assert w.run_io.text() == "sum="
    with qtbot.waitSignal(w.run_finished, timeout=10_000) as blocker:
        qtbot.keyClicks(w.run_io.input, "35")
        qtbot.keyClick(w.run_io.input, Qt.Key.Key_Return)
    assert blocker.args == ["breakpoint"]
    assert model.pc == model.entries[row].addr
    assert reg(w, "a0") == "0x00000023"
    # Edit a0 while paused: the program then prints our value + 7.
    regs = w.registers.models["Registers"]
    assert regs.setData(regs.index(10, 2), "100")
    assert w.session.machine.x[10] == 100
    assert run_to_stop(qtbot, w) == "exit"
    assert w.run_io.text().startswith("sum=35\n107")
    assert "-- program is finished running (0) --" in w.run_io.text()
    assert not w.act_go.isEnabled()  # finished: Reset first
    qtbot.keyClick(w, Qt.Key.Key_F12)
    assert w.act_go.isEnabled() and w.session.machine.x[10] == 0


def test_memory_inspector_label_and_edit(program):
    w = program
    mem = w.memory
    mem.address.setText("value")
    mem._address_entered()
    symbols = w.session.program.symbols
    assert mem.model.base == symbols["value"] & ~3
    cell = mem.model.index(0, 1)
    assert mem.model.data(cell) == "0x00000007"
    assert mem.model.setData(cell, "0x2a")
    assert w.session.machine.memory.peek_word(symbols["value"]) == 42
    mem.format.setCurrentText("Decimal")
    assert mem.model.data(cell) == "42"
    mem.follow.setCurrentIndex(mem.follow.findData("sp"))
    sp = w.session.machine.x[2]
    assert mem.model.base <= sp < mem.model.base + 16 * 8 * 4


def test_speed_slider_runs_limited_speed(program, qtbot):
    w = program
    w.speed_slider.setValue(SPEEDS.index(1000))
    w.act_go.trigger()
    wait_until(lambda: w.console.waiting, timeout=10_000)
    w.run_io.console.supply("1")
    qtbot.waitSignal(w.run_finished, timeout=10_000).wait()
    assert w.run_io.text().startswith("sum=")
    assert "8" in w.run_io.text()


DIALOGS = """\
.data
q:      .asciz "Continue?"
ask:    .asciz "How many?"
done:   .asciz "Thanks"
.text
main:   la   a0, q
        li   a7, 50             # ConfirmDialog
        ecall
        mv   s0, a0
        la   a0, ask
        li   a7, 51             # InputDialogInt
        ecall
        mv   s1, a0
        mv   s2, a1
        la   a0, done
        li   a1, 1
        li   a7, 55             # MessageDialog
        ecall
        li   a7, 10
        ecall
"""


def test_gui_ecalls_show_qt_dialogs(window, tmp_path, qtbot, monkeypatch):
    asked = []
    answers = {"confirm": 1, "input": "42", "message": None}
    monkeypatch.setattr(window.dialogs, "answer",
                        lambda kind, *args: asked.append((kind, args[0])) or answers[kind])
    path = tmp_path / "dialogs.s"
    path.write_text(DIALOGS)
    window.open_file(str(path))
    assert window.assemble()
    assert run_to_stop(qtbot, window) == "exit"
    assert asked == [("confirm", "Continue?"), ("input", "How many?"), ("message", "Thanks")]
    x = window.session.machine.x
    assert (x[8], x[9], x[18]) == (1, 42, 0)  # "No", the number, status OK


def test_failed_assembly_disables_run_and_tools_reopen(window, tmp_path, qtbot):
    path = tmp_path / "a.s"
    path.write_text("main: li a0, 1\n")
    doc = window.open_file(str(path))
    assert window.assemble() and window.act_go.isEnabled()
    doc.setPlainText("main: li a0\n")
    assert not window.assemble()
    assert not window.act_go.isEnabled() and not window.act_step.isEnabled()
    window.open_keyboard_display()
    window.open_timer()
    window._save_settings()
    again = MainWindow(settings=window.settings)
    qtbot.addWidget(again)
    assert set(again.tools) == {"keyboard_display", "timer"}
    again.close()


def test_stop_and_close_while_the_program_waits_for_input(program, qtbot):
    w = program
    w.act_go.trigger()
    wait_until(lambda: "waits" in w.run_io.prompt.text(), timeout=10_000)
    w.act_stop.trigger()  # must not hang on the blocked read
    wait_until(lambda: not w.running, timeout=10_000)
    assert w.finished and any("terminated" in m for m in w.messages.lines())
    assert not w.act_go.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_F12)
    w.act_go.trigger()
    wait_until(lambda: "waits" in w.run_io.prompt.text() or w.console.waiting,
                    timeout=10_000)
    w.close()  # closing the window stops the run too
    assert not w.running


def test_step_over_an_input_ecall_waits_for_run_io(program, qtbot):
    w = program
    for _ in range(6):  # li, addi, la (2), li, ecall (print)
        press_step(qtbot, w)
    press_step(qtbot, w)  # li a7, 5
    with qtbot.waitSignal(w.run_finished, timeout=10_000):
        qtbot.keyClick(w, Qt.Key.Key_F7)  # the read-int ecall: waits, the GUI stays alive
        wait_until(lambda: "waits" in w.run_io.prompt.text())
        qtbot.keyClicks(w.run_io.input, "12")
        qtbot.keyClick(w.run_io.input, Qt.Key.Key_Return)
    assert w.session.machine.x[10] == 12 and w.run_io.text().startswith("sum=12")


def test_slow_speed_shows_each_step(program, qtbot):
    w = program
    w.speed_slider.setValue(SPEEDS.index(10))
    assert w.speed_label.text() == "10 inst/s"
    first = w.text_view.model_.pc
    w.act_go.trigger()
    wait_until(lambda: w.text_view.model_.pc == first + 4)  # one step shown...
    assert w.running
    wait_until(lambda: w.text_view.model_.pc == first + 8)  # ...then the next
    assert reg(w, "t1") == "0x00000008"
    with qtbot.waitSignal(w.run_finished, timeout=10_000) as blocker:
        w.act_pause.trigger()
    assert blocker.args == ["paused"] and w.act_step.isEnabled()


def test_bkpt_header_suspends_all_breakpoints(program, qtbot):
    w = program
    model = w.text_view.model_
    w.session.breakpoints.add(model.entries[1].addr)
    header = w.text_view.horizontalHeader()
    x = header.sectionViewportPosition(0) + header.sectionSize(0) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=header.rect().center().__class__(x, header.height() // 2))
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Bkpt (off)"
    with qtbot.waitSignal(w.run_finished, timeout=10_000) as blocker:
        w.act_go.trigger()
        wait_until(lambda: "waits" in w.run_io.prompt.text())
        w.run_io.console.supply("1")
    assert blocker.args == ["exit"]  # the breakpoint was ignored
    qtbot.keyClick(w, Qt.Key.Key_F12)
    w.text_view._header_clicked(0)  # resume
    assert run_to_stop(qtbot, w) == "breakpoint"
    assert model.pc == model.entries[1].addr


def test_memory_configuration_setting(window, tmp_path):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Settings")
    configs = next(a.menu() for a in menu.actions() if a.menu() and "Memory" in a.text())
    compact = next(a for a in configs.actions() if a.text() == "CompactTextAtZero")
    compact.trigger()
    path = tmp_path / "a.s"
    path.write_text(".data\nx: .word 5\n.text\nmain: lw a0, x\n")
    window.open_file(str(path))
    assert window.assemble()
    assert window.session.program.config.name == "CompactTextAtZero"
    assert window.text_view.model_.entries[0].addr == 0
    assert window.settings.value("asm/memory_config") == "CompactTextAtZero"


def test_runaway_output_is_trimmed_not_hoarded():
    from rarslite.gui.run_io import MAX_BATCH, GuiConsole

    console = GuiConsole()
    for _ in range(5000):
        console.write(b"x" * 200)  # 1,000,000 characters before the view takes any
    out = console.take_output()
    assert out.startswith("\n[... ") and "characters of output not shown" in out
    assert out.count("x") <= 2 * MAX_BATCH
    console.write(b"done\n")
    assert console.take_output() == "done\n"


def test_backstep_after_go_into_a_breakpoint(program, qtbot):
    w = program
    model = w.text_view.model_
    w.session.breakpoints.add(model.entries[3].addr)  # stop before "addi" of la
    assert run_to_stop(qtbot, w) == "breakpoint"
    assert reg(w, "t1") == "0x00000008"
    qtbot.keyClick(w, Qt.Key.Key_F8)
    qtbot.keyClick(w, Qt.Key.Key_F8)  # back over the auipc and the addi t1
    assert reg(w, "t1") == "0x00000000" and model.pc == model.entries[1].addr


def test_no_line_is_highlighted_once_the_program_has_exited(window, tmp_path, qtbot):
    """As RARS: after the exit call there is no next instruction, so no row of the text
    segment is highlighted (pc, the instruction after the exit call, would be the next
    function's first line); Reset highlights the entry again; after an error, the
    instruction that faulted (pc is past it)."""
    assemble_file(window, tmp_path / "two.s", "main: li a7, 10\n      ecall\n"
                  "f:    addi sp, sp, -4\n      ret\n")  # fmt: skip
    model = window.text_view.model_
    assert model.pc == 0x00400000
    assert run_to_stop(qtbot, window) == "exit"
    assert window.session.machine.pc == 0x00400008  # f's first instruction ...
    assert model.pc is None  # ... not shown as the next one
    row = model.row_of[0x00400008]
    assert model.data(model.index(row, 1), Qt.ItemDataRole.BackgroundRole) is None
    window.act_reset.trigger()
    wait_until(lambda: model.pc == 0x00400000)
    assemble_file(window, tmp_path / "bad.s", "main: lw t0, 1(zero)\n      li a7, 10\n"
                  "      ecall\n")  # fmt: skip
    assert run_to_stop(qtbot, window) == "error"
    assert window.session.machine.pc == 0x00400004
    assert model.pc == 0x00400000  # the load that faulted
    mips = tmp_path / "bad.asm"  # (MARS too)
    mips.write_text("main: lw $t0, 1($zero)\n      li $v0, 10\n      syscall\n")
    window.open_file(str(mips))
    assert window.assemble()
    assert run_to_stop(qtbot, window) == "error"
    assert model.pc == 0x00400000
