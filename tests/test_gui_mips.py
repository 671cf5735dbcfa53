"""GUI: MIPS programs in the desktop app (MARS's views, assemble, step, backstep, devices)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import assemble_file, close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402

pytestmark = pytest.mark.gui

HERE = os.path.dirname(__file__)
EXAMPLES = os.path.join(HERE, "..", "resources", "examples", "mips")

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


# -- games ------------------------------------------------------------------------------------
BOMB = os.path.join(EXAMPLES, "bombsweeper")
DRAUGHTS = os.path.join(EXAMPLES, "draughts")
DATA = os.path.join(HERE, "data", "mips_games")


def mars_screen(name: str) -> list[int]:
    """The 100 display halfwords MARS left (its recording of the same game)."""
    text = open(os.path.join(DATA, f"{name}.out"), encoding="utf-8").read()
    halves = []
    for line in text.splitlines():
        if line.startswith("Mem[0xffff"):
            for word in line.split()[1:]:
                w = int(word, 16)
                halves += [w & 0xFFFF, w >> 16]
    return halves[:100]


def test_bombsweeper_played_on_the_colour_cell_display(window, qtbot, monkeypatch):
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QInputDialog

    from rarslite.devices.cell_display import PALETTE

    window.open_file(os.path.join(BOMB, "main.asm"))
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    map1 = os.path.join(BOMB, "maps", "map1.txt")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (f"'{map1}'", True))
    window.ask_program_args()
    tool = window.open_cell_display()
    assert window.assemble()
    tool.connect_button.click()
    assert tool.connected
    window.act_go.trigger()
    actions = open(os.path.join(BOMB, "games", "win_map1.txt")).read().splitlines()
    for action in actions:
        wait_until(lambda: window.console.waiting or not window.running)
        if not window.running:
            break
        window.run_io.submit_line(action)
    wait_until(lambda: not window.running)
    assert "All bombs flagged: you win!" in window.run_io.text()
    # the display shows what MARS's display memory held at the end of the same game
    screen = mars_screen("bombsweeper/win_map1")
    shown = [tool.device.cell(c, r) for r in range(10) for c in range(10)]
    assert [cell.char for cell in shown] == [h & 0xFF for h in screen]
    assert [(cell.bg << 4) | cell.fg for cell in shown] == [h >> 8 for h in screen]
    # ... and paints it: the smiley's eyes (row 2, columns 3 and 6) on yellow
    tool.refresh()
    image = tool.grid.grab().toImage()
    rect = tool.grid.cell_rect(3, 2)
    corner = image.pixelColor(int(rect.left()) + 1, int(rect.top()) + 1)
    assert corner == QColor(PALETTE[11])
    blank = tool.grid.cell_rect(0, 0)
    assert image.pixelColor(int(blank.left()) + 1, int(blank.top()) + 1) == QColor(PALETTE[0])


def draughts_paths(count: int) -> list[list[tuple[int, int]]]:
    lines = open(os.path.join(DRAUGHTS, "games", "full_game.txt")).read().splitlines()[:count]
    out = []
    for line in lines:
        n = [int(x) for x in line.split()]
        out.append(list(zip(n[::2], n[1::2], strict=True)))
    return out


def test_draughts_played_by_clicking_the_board_overlay(window, qtbot):
    from rarslite.games import draughts

    def in_memory():
        return draughts.read_state(window.session.machine.memory.peek_word,
                                   window.session.program.symbols)

    def click(view, row: int, col: int) -> None:
        centre = view.square_rect(row, col).center()
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPointF(centre).toPoint())

    window.open_file(os.path.join(DRAUGHTS, "draughts.asm"))
    overlay = window.open_board_overlay()
    assert window.assemble()
    assert overlay.kind == "draughts"
    view = overlay.draughts_view
    model = draughts.DraughtsBoard.initial()
    window.act_go.trigger()
    for path in draughts_paths(6):  # every move made with the mouse
        wait_until(lambda: window.console.waiting)
        for row, col in path:
            click(view, row, col)
        assert view.selected == path
        click(view, *path[-1])  # the last square again plays the move
        model.play(path)
        wait_until(lambda: in_memory() == model)
    wait_until(lambda: window.console.waiting)
    overlay.refresh()
    view.repaint()
    state = in_memory()
    assert state == model and view.board == state
    assert len(view.painted) == 64
    for (row, col), (_shade, piece) in view.painted.items():
        assert piece == draughts.symbol(state.at(row, col)), (row, col)
    assert f"{draughts.SIDE_NAMES[state.turn]} to move" in overlay.status.text()
    assert draughts.move_text(draughts_paths(1)[0]) in window.run_io.text()  # typed, echoed
    # the console shows MARS's board print after the moves (r/w men, 219 for light squares)
    assert "\u00db" in window.run_io.text()
    window.stop(wait=True)


FP_AND_KERNEL = """\
.data
one: .float 1.5
two: .double 2.25
.text
main:
    l.s $f0, one
    l.d $f2, two
    c.eq.s 2, $f0, $f0
    li $t0, 0x7fffffff
    addi $t1, $t0, 1
    li $v0, 10
    syscall
.ktext 0x80000180
    mfc0 $k0, $14
    addiu $k0, $k0, 4
    mtc0 $k0, $14
    eret
.kdata
note: .word 0x1234
"""


def test_coprocessor_views_breakpoint_and_kernel_memory(window, tmp_path):
    assemble_file(window, tmp_path / "fp.asm", FP_AND_KERNEL)
    text = window.text_view.model_
    rows = [r for r in range(text.rowCount()) if "li $v0, 10" in str(text.data(text.index(r, 4)))]
    text.toggle_breakpoint(rows[0])  # what a click in the Bkpt column does
    window.act_go.trigger()
    wait_until(lambda: not window.running)
    assert any("paused at breakpoint" in line for line in window.messages.lines())
    regs = window.registers
    regs.hex_box.setChecked(False)
    cop1 = regs.views["Coproc 1"]
    assert cell(cop1, 0, 0) == "$f0" and cell(cop1, 0, 1) == "1.5"
    assert cell(cop1, 2, 2) == "2.25" and cell(cop1, 3, 2) == ""
    assert [box.isChecked() for box in regs.cop1_tab.flags] == [False, False, True] + [False] * 5
    regs.hex_box.setChecked(True)
    assert cell(cop1, 0, 1) == "0x3fc00000"
    cop0 = regs.views["Coproc 0"]
    names = [cell(cop0, r, 0) for r in range(4)]
    assert names == ["$8 (vaddr)", "$12 (status)", "$13 (cause)", "$14 (epc)"]
    assert cell(cop0, 2, 2) == "0x00000030"  # cause: arithmetic overflow (12)
    epc = int(cell(cop0, 3, 2), 16)
    assert str(text.data(text.index(text.row_of[epc - 4], 4))).endswith("addi $t1, $t0, 1")
    # the kernel data segment in the memory inspector
    memory = window.memory
    labels = [memory.region.itemText(i) for i in range(memory.region.count())]
    assert "(.kdata) 0x90000000" in labels and "(.ktext) 0x80000000" in labels
    memory.region.setCurrentIndex(labels.index("(.kdata) 0x90000000"))
    memory.region.activated.emit(labels.index("(.kdata) 0x90000000"))
    model = memory.model
    assert model.data(model.index(0, 0)) == "0x90000000"
    assert model.data(model.index(0, 1)) == "0x00001234"


def test_isa_indicator_override_and_highlighting(window, tmp_path, qtbot):
    from PySide6.QtCore import QSettings

    from rarslite.gui.editor.highlighter import classify_line

    mips = tmp_path / "prog.asm"
    mips.write_text(PROGRAM)
    riscv = tmp_path / "prog.s"
    riscv.write_text("main: li a7, 10\n ecall\n")
    window.open_file(str(riscv))
    assert window.isa_label.text() == "ISA: RISC-V (RARS)"
    doc = window.open_file(str(mips))
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    assert doc.highlighter.isa_name == "mips"
    assert ("register" in [c for _s, _n, c in classify_line("  mflo $t2", "mips")])
    # the chosen format is painted: $t2 in the register colour
    block = doc.document().findBlockByNumber(7)  # "    mflo $t2"
    formats = {r.start: r.format.foreground().color().name() for r in block.layout().formats()}
    from rarslite.gui import theme

    assert formats[9] == theme.current().register
    window.editors.setCurrentIndex(0)
    assert window.isa_label.text() == "ISA: RISC-V (RARS)"
    window.editors.setCurrentWidget(doc)
    window.isa_actions["rv32"].trigger()  # Settings > Instruction set > RISC-V (RARS)
    assert window.isa_label.text() == "ISA: RISC-V (RARS)"
    assert not window.assemble()  # MIPS text is not RISC-V
    assert any("Error" in line for line in window.messages.lines())
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert settings.value("asm/isa") == "rv32"
    window.isa_actions["auto"].trigger()
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    assert window.assemble()


def test_help_lists_mips_instructions_and_syscalls(window, tmp_path):
    assemble_file(window, tmp_path / "mult.asm", PROGRAM)
    help_window = window.show_help()
    names = help_window.visible_names("Instructions")
    assert "mflo" in names and "ecall" not in names
    help_window.search.setText("read integer")
    assert help_window.visible_names("System calls") == ["5 read integer"]
    table = help_window.section_table("System calls")
    assert any(table.item(r, 3).text() == "li $v0, 5; syscall" for r in range(table.rowCount()))


DELAYED = """\
.text
main:
    li $t0, 0
    j end
    addiu $t0, $t0, 1   # the delay slot: runs only with delayed branching
    addiu $t0, $t0, 10
end:
    li $v0, 10
    syscall
"""


@pytest.mark.parametrize("delayed, expected", [(False, "0x00000000"), (True, "0x00000001")])
def test_delayed_branching_setting(window, tmp_path, delayed, expected):
    window.act_delayed.setChecked(delayed)
    assemble_file(window, tmp_path / "db.asm", DELAYED)
    window.act_go.trigger()
    wait_until(lambda: not window.running)
    assert cell(window.registers.views["Registers"], 8, 2) == expected


def test_mips_memory_configuration_setting(window, tmp_path):
    menu_action = window.mips_config_actions["CompactTextAtZero"]
    assert menu_action.text() == "Compact, Text at Address 0"
    menu_action.trigger()
    assemble_file(window, tmp_path / "mult.asm", PROGRAM)
    assert cell(window.registers.views["Registers"], 32, 2) == "0x00000000"  # pc
    text = window.text_view.model_
    assert text.data(text.index(0, 1)) == "0x00000000"


ECHO = """\
# echo typed keys on the Keyboard and Display MMIO Simulator (polling)
.text
main:
    li $t0, 0xffff0000
wait_key:
    lw $t1, 0($t0)          # receiver control
    andi $t1, $t1, 1
    beqz $t1, wait_key
    lw $t2, 4($t0)          # receiver data
wait_display:
    lw $t1, 8($t0)          # transmitter control
    andi $t1, $t1, 1
    beqz $t1, wait_display
    sw $t2, 12($t0)         # transmitter data
    bne $t2, 10, wait_key   # Enter ends it
    li $v0, 10
    syscall
"""


def test_play_mips_echo_on_the_keyboard_and_display_tool(window, qtbot, tmp_path):
    path = tmp_path / "echo.asm"
    path.write_text(ECHO)
    assert window.play(str(path))
    tool = window.keyboard_display()
    assert window.running and tool.connected
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    assert window.focusWidget() is tool.keyboard
    qtbot.keyClicks(window.focusWidget(), "mips")
    wait_until(lambda: tool.display.lines()[0].startswith("mips"), timeout=20_000)
    window.pause()
    wait_until(lambda: not window.running)
    text = window.text_view.model_
    assert text.set_pc(window.session.machine.pc) is not None  # paused on a listed row


def test_play_mips_draughts_opens_the_board_and_takes_moves_in_run_io(window, qtbot):
    from rarslite.games import draughts

    assert window.play(os.path.join(DRAUGHTS, "draughts.asm"))
    overlay = window.tools["board"].widget()
    assert overlay.kind == "draughts" and window.running
    assert window.focusWidget() is window.run_io.input

    def board():
        overlay.refresh()
        return overlay.draughts_view.board

    wait_until(lambda: board() is not None and board().at(5, 1) == draughts.RED_MAN)
    qtbot.keyClicks(window.focusWidget(), "5 1 4 2")
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    wait_until(lambda: board().at(4, 2) == draughts.RED_MAN)
    assert board().at(5, 1) == 0


def test_registers_edited_while_paused(window, tmp_path):
    assemble_file(window, tmp_path / "mult.asm", PROGRAM)
    regs = window.registers
    model = regs.models["Registers"]
    assert model.setData(model.index(33, 2), "0x10")  # hi
    assert cell(regs.views["Registers"], 33, 2) == "0x00000010"
    assert window.session.machine.hart.hi == 0x10
    cop1 = regs.models["Coproc 1"]
    assert cop1.setData(cop1.index(4, 1), "2.5")  # $f4 as a single
    assert cop1.setData(cop1.index(6, 2), "-1.25")  # $f6/$f7 as a double
    assert not cop1.setData(cop1.index(8, 1), "one")  # refused, nothing changed
    regs.hex_box.setChecked(False)
    view = regs.views["Coproc 1"]
    assert cell(view, 4, 1) == "2.5" and cell(view, 6, 2) == "-1.25"
    assert cell(view, 8, 1) == "0.0"
    assert not cop1.flags(cop1.index(7, 2)) & Qt.ItemFlag.ItemIsEditable  # odd: no double


def test_memory_inspector_follows_mips_registers(window, tmp_path):
    assemble_file(window, tmp_path / "mult.asm", PROGRAM)
    memory = window.memory
    labels = [memory.follow.itemText(i) for i in range(memory.follow.count())]
    assert "follow: $sp" in labels and "follow: $t0" in labels and "follow: a7" not in labels
    memory.follow.setCurrentIndex(labels.index("follow: $sp"))
    assert memory.info.text() == "sp = 0x7fffeffc"
    row = memory.model.row_bytes  # (8, 4 or 2 words a row, as fit the pane)
    third = 0x7FFFEFFC & ~(row - 1)
    assert memory.model.data(memory.model.index(2, 0)) == f"0x{third:08x}"  # its row, third


def test_ctrl_space_completes_from_the_files_instruction_set(window, tmp_path, qtbot):
    mips = tmp_path / "c.asm"
    mips.write_text(PROGRAM + "    mfl")
    doc = window.open_file(str(mips))
    doc.moveCursor(doc.textCursor().MoveOperation.End)
    qtbot.keyClick(doc, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert doc.toPlainText().endswith("    mflo")  # the one MIPS word: taken at once
    qtbot.keyClicks(doc, " $t")
    completion = doc.completion
    qtbot.keyClick(doc, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert completion.completer.popup().isVisible()
    assert completion.candidates()[:3] == ["$t0", "$t1", "$t2"]
    qtbot.keyClick(completion.completer.popup(), Qt.Key.Key_Down)
    qtbot.keyClick(completion.completer.popup(), Qt.Key.Key_Return)
    assert doc.toPlainText().endswith("    mflo $t1")
    riscv = tmp_path / "c.s"
    riscv.write_text("main: ecal")
    doc = window.open_file(str(riscv))
    doc.moveCursor(doc.textCursor().MoveOperation.End)
    qtbot.keyClick(doc, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert doc.toPlainText() == "main: ecall"
    assert "mflo" not in doc.completion.model.stringList()
    for d in window.editors.documents():  # typed into, not to be saved (no close prompt)
        d.document().setModified(False)


def test_breakpoint_from_the_editor_gutter_stops_a_mips_run(window, tmp_path):
    path = tmp_path / "mult.asm"
    assemble_file(window, path, PROGRAM)
    doc = window.editors.find(str(path))
    doc.toggle_breakpoint(8)  # "    mflo $t2"
    text = window.text_view.model_
    row = next(r for r in range(text.rowCount()) if text.entries[r].loc.line == 8)
    assert text.data(text.index(row, 0), Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    window.act_go.trigger()
    wait_until(lambda: not window.running)
    assert window.session.machine.pc == text.entries[row].addr
    assert cell(window.registers.views["Registers"], 34, 2) == "0x0000002a"  # lo, before mflo
    assert cell(window.registers.views["Registers"], 10, 2) == "0x00000000"  # $t2 not yet
    window.act_go.trigger()  # resumes past the breakpoint to the end
    wait_until(lambda: not window.running)
    assert "product 42" in window.run_io.text()


def test_mips_dialog_syscalls_show_the_apps_dialogs(window, tmp_path, monkeypatch):
    asked = []
    monkeypatch.setattr(window.dialogs, "answer",
                        lambda kind, *args: asked.append((kind, args[0])) or "12")
    assemble_file(window, tmp_path / "ask.asm", """\
.data
q: .asciiz "How many?"
.text
    la $a0, q
    li $v0, 51          # InputDialogInt
    syscall
    move $s0, $a0
    move $a0, $s0
    li $v0, 1
    syscall
    li $v0, 10
    syscall
""")
    window.act_go.trigger()
    wait_until(lambda: not window.running)
    assert asked == [("input", "How many?")]
    assert cell(window.registers.views["Registers"], 16, 2) == "0x0000000c"
    assert window.run_io.text().startswith("12")


def test_a_mips_program_in_a_dot_s_file_or_an_untitled_tab(window, tmp_path):
    assemble_file(window, tmp_path / "mult.s", PROGRAM)
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    assert cell(window.registers.views["Registers"], 33, 0) == "hi"
    doc = window.new_file()
    assert window.isa_label.text() == "ISA: RISC-V (RARS)"  # empty: RARS's, as before
    doc.setPlainText(PROGRAM)
    window.editors.setCurrentIndex(0)
    window.editors.setCurrentWidget(doc)
    assert window.isa_label.text() == "ISA: MIPS (MARS)"
    doc.document().setModified(False)


READ_LOOP = """\
.text
main:
    li $s0, 0
again:
    li $v0, 5           # read an integer
    syscall
    addu $s0, $s0, $v0
    move $a0, $s0
    li $v0, 1
    syscall
    j again
"""


def after_read(window) -> int:
    text = window.text_view.model_
    return next(e.addr for e in text.entries if e.basic.startswith("addu"))


def test_pause_asked_while_waiting_for_input_stops_right_after_it(window, tmp_path):
    assemble_file(window, tmp_path / "sum.asm", READ_LOOP)
    window.act_go.trigger()
    wait_until(lambda: window.console.waiting)
    window.pause()
    window.run_io.submit_line("5")
    wait_until(lambda: not window.running)
    assert any("paused by user" in line for line in window.messages.lines())
    assert window.session.machine.pc == after_read(window)
    assert cell(window.registers.views["Registers"], 2, 2) == "0x00000005"  # $v0, not added yet
    assert cell(window.registers.views["Registers"], 16, 2) == "0x00000000"


def test_breakpoint_set_while_waiting_for_input_stops_after_it(window, tmp_path):
    assemble_file(window, tmp_path / "sum.asm", READ_LOOP)
    window.act_go.trigger()
    wait_until(lambda: window.console.waiting)
    text = window.text_view.model_
    text.toggle_breakpoint(text.row_of[after_read(window)])
    window.run_io.submit_line("7")
    wait_until(lambda: not window.running)
    assert any("paused at breakpoint" in line for line in window.messages.lines())
    assert window.session.machine.pc == after_read(window)
    window.act_go.trigger()  # on to the next read, and past the breakpoint again
    wait_until(lambda: window.console.waiting)
    window.run_io.submit_line("8")
    wait_until(lambda: not window.running)
    assert cell(window.registers.views["Registers"], 16, 2) == "0x00000007"
    assert window.session.machine.pc == after_read(window)
    window.stop(wait=True)


def test_help_lists_every_mars_syscall_from_the_engines_table(window, tmp_path):
    from rarslite.machine.mips.syscalls import SYSCALLS

    assemble_file(window, tmp_path / "mult.asm", PROGRAM)
    names = window.show_help().visible_names("System calls")
    mars_45 = [*range(1, 18), *range(30, 37), *range(40, 45), *range(50, 60)]
    assert [int(name.split()[0]) for name in names] == mars_45
    assert names == [f"{s.number} {s.name}" for s in SYSCALLS]
