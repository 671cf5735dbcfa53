"""Tools > Convention Checker: opened from the Tools menu and connected, a broken program's run
fills its table with the findings, puts each in Messages as a link to its line (a click puts
the editor's cursor there) and marks the lines in the editor; Strict adds what only it finds."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, run_to_stop, wait_until  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rarslite.gui.messages import LOCATION_ROLE  # noqa: E402

BAD = Path(__file__).parent / "data" / "conventions" / "bad"


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def open_checker(w):
    act = next(a for a in w.tools_menu.actions()
               if a.text().replace("&", "") == "Convention Checker")  # fmt: skip
    act.trigger()
    QApplication.processEvents()
    return w.tools["conventions"].widget()


def load(w, tmp_path, name: str) -> Path:
    path = tmp_path / name
    shutil.copy(BAD / name, path)
    w.open_file(str(path))
    assert w.assemble()
    return path


def finding_messages(w) -> list:
    items = [w.messages.item(i) for i in range(w.messages.count())]
    return [i for i in items if i.text().startswith("Convention: ")]


def test_a_broken_programs_findings_in_the_table_messages_and_editor(window, qtbot, tmp_path):
    w = window
    path = load(w, tmp_path, "clobbers.s")
    tool = open_checker(w)
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert tool.connect_button.text() == "Disconnect from Program"
    assert run_to_stop(qtbot, w) == "exit"
    wait_until(lambda: len(tool.rows()) == 2)
    rows = {tuple(r[:4]) for r in tool.rows()}
    assert rows == {("clobbers.s:17", "callee-saved", "f", "s1"),
                    ("clobbers.s:7", "caller-saved", "main", "t0")}  # fmt: skip
    assert tool.summary.text() == "2 findings (1 callee-saved, 1 caller-saved)"
    items = finding_messages(w)
    assert len(items) == 2
    by_line = {i.data(LOCATION_ROLE)[1]: i for i in items}
    assert set(by_line) == {17, 7}
    assert f"{path}:17: f does not restore callee-saved s1" in by_line[17].text()
    assert "main reads t0 after calling g (line 6)" in by_line[7].text()
    doc = w.editors.find(str(path))
    assert sorted(line for line, _c, _m in doc.notes()) == [7, 17]
    # a click on a finding's message: the editor, its cursor on that line
    w.messages.scrollToItem(by_line[17])
    rect = w.messages.visualItemRect(by_line[17])
    qtbot.mouseClick(w.messages.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.pages.currentIndex() == 0
    assert w.editors.current() is doc
    assert doc.textCursor().blockNumber() + 1 == 17
    # a double click on the table's other row goes to its line; the row's finding in full
    # shows under the table
    row = next(i for i, r in enumerate(tool.rows()) if r[0] == "clobbers.s:7")
    rect = tool.table.visualItemRect(tool.table.item(row, 4))
    qtbot.mouseClick(tool.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert "main reads t0 after calling g (line 6)" in tool.detail.text()
    assert tool.detail.text() == tool.table.item(row, 4).toolTip()
    tool._show_row(row)
    assert doc.textCursor().blockNumber() + 1 == 7
    # Reset (the simulator's): a fresh check, the marks gone until the run finds them again
    w.act_reset.trigger()
    wait_until(lambda: tool.rows() == [])
    assert doc.notes() == [] and tool.detail.text() == ""
    assert run_to_stop(qtbot, w) == "exit"
    wait_until(lambda: len(tool.rows()) == 2)


def test_strict_reports_a_read_the_callee_left_alone_and_disconnect_stops(window, qtbot,
                                                                          tmp_path):
    w = window
    path = tmp_path / "strict.s"
    path.write_text("main:  li t1, 4\n       jal leaf\n       mv a0, t1\n"
                    "       li a7, 10\n       ecall\nleaf:  ret\n")  # fmt: skip
    w.open_file(str(path))
    assert w.assemble()
    tool = open_checker(w)
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w) == "exit"
    wait_until(lambda: tool.summary.text() == "No findings so far")
    assert tool.rows() == []
    tool.strict.setChecked(True)  # a fresh check with --cc-strict's rule
    w.act_reset.trigger()
    assert run_to_stop(qtbot, w) == "exit"
    wait_until(lambda: len(tool.rows()) == 1)
    assert tool.rows()[0][:4] == ["strict.s:3", "caller-saved", "main", "t1"]
    assert "another may not" in tool.rows()[0][4]
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)  # disconnect
    assert tool.connect_button.text() == "Connect to Program"
    assert tool.model is None and tool.rows() == []
    w.act_reset.trigger()
    assert run_to_stop(qtbot, w) == "exit"
    assert tool.rows() == [] and tool.summary.text() == "Not connected"


def test_mips_findings_in_the_table(window, qtbot, tmp_path):
    w = window
    load(w, tmp_path, "clobbers.asm")
    tool = open_checker(w)
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    assert run_to_stop(qtbot, w) in ("exit", "dropped")
    wait_until(lambda: len(tool.rows()) == 2)
    assert {tuple(r[:4]) for r in tool.rows()} == {
        ("clobbers.asm:16", "callee-saved", "f", "$s1"),
        ("clobbers.asm:6", "caller-saved", "main", "$t0")}  # fmt: skip
    assert len(finding_messages(w)) == 2


def test_backstep_over_a_call_does_not_confuse_the_frames(window, qtbot, tmp_path):
    """Step past `jal f`, Backstep it, then Go: f's frame made by the undone step is
    forgotten, so main (not f) is named for the read of t0 after g."""
    w = window
    load(w, tmp_path, "clobbers.s")
    tool = open_checker(w)
    qtbot.mouseClick(tool.connect_button, Qt.MouseButton.LeftButton)
    for _ in range(4):  # li s1, li t0, jal f and f's first instruction
        with qtbot.waitSignal(w.run_finished, timeout=60_000):
            w.act_step.trigger()
    assert tool.model.top.kind == "call"  # inside f
    w.act_backstep.trigger()
    w.act_backstep.trigger()
    assert tool.model.top.kind == "main" and w.session.machine.pc == 0x00400008  # jal f
    assert run_to_stop(qtbot, w) == "exit"
    wait_until(lambda: len(tool.rows()) == 2)
    assert {tuple(r[:4]) for r in tool.rows()} == {("clobbers.s:17", "callee-saved", "f", "s1"),
                                                   ("clobbers.s:7", "caller-saved", "main",
                                                    "t0")}  # fmt: skip


def test_with_the_instruction_counter_on_the_core(window, qtbot, tmp_path):
    """The checker and the Instruction Counter both connected: the native core (when built)
    counts and checks in the same runs; the table has the findings a run with the checker
    alone on single steps has, and the counter the count it has."""
    from rarslite.analysis.conventions import attach
    from rarslite.analysis.counts import InstructionCounter
    from rarslite.analysis.observers import watch_fetches
    from rarslite.asm.riscv import assemble
    from rarslite.machine import native
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    shapes = Path(__file__).parent / "data" / "conventions" / "native" / "shapes.s"
    ref = Machine(assemble([str(shapes)]))
    ref.hart.force_single = True
    counted = InstructionCounter(ref.config, "riscv")
    watch_fetches(ref, counted)
    checked = attach(ref)
    Simulator(ref).run()
    checked.finish()
    want = sorted((f"shapes.s:{f.line}", f.kind, f.function, f.register)
                  for f in checked.findings)  # fmt: skip
    assert len(want) >= 10

    w = window
    path = tmp_path / "shapes.s"
    shutil.copy(shapes, path)
    w.open_file(str(path))
    assert w.assemble()
    tool = open_checker(w)
    act = next(a for a in w.tools_menu.actions()
               if a.text().replace("&", "") == "Instruction Counter")  # fmt: skip
    act.trigger()
    QApplication.processEvents()
    counter = w.tools["instruction_counter"].widget()
    for dock in (tool, counter):
        qtbot.mouseClick(dock.connect_button, Qt.MouseButton.LeftButton)
        assert dock.connect_button.text() == "Disconnect from Program"
    assert run_to_stop(qtbot, w) == "exit"
    wait_until(lambda: len(tool.rows()) == len(want))
    assert sorted(tuple(r[:4]) for r in tool.rows()) == want
    wait_until(lambda: counter.total.text() == str(counted.total))
    if native.core is not None:
        assert tool.model.native_watch.runs > 0  # the core ran with both
