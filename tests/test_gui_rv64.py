"""The desktop app in RARS's 64-bit mode: Settings > RISC-V: 64 bit (remembered), 64-bit register
and memory views, the Help reference's RV64 rows, and ``--rv64`` on the command line."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, run_to_stop  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402

from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

FOUR_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                         "resources", "examples", "four_in_a_row", "four_in_a_row.s")

PROGRAM = """\
.data
big:    .dword 0x1122334455667788
.text
main:   li    t0, 0x123456789abcdef0
        ld    t1, big
        addw  t2, t0, t1
        li    a7, 10
        ecall
"""


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def settings_action(window, text: str):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Settings")
    return next(a for a in menu.actions() if a.text() == text)


def reg(window, name: str) -> str:
    model = window.registers.models["Registers"]
    return model.text([n for n, _ in model.names()].index(name))


def test_64_bit_setting_assembles_runs_and_shows_whole_registers(window, tmp_path, qtbot):
    path = tmp_path / "w.s"
    path.write_text(PROGRAM)
    window.open_file(str(path))
    assert not window.assemble()  # 32-bit mode: ld / addw / a 64-bit li are errors
    doc = window.editors.current()
    assert doc.highlighter.xlen == 32
    settings_action(window, "RISC-V: 64 bit").trigger()
    assert doc.highlighter.xlen == 64  # ld, addw are instructions now
    assert window.settings.value("asm/rv64", type=bool) is True
    assert window.assemble()
    run_to_stop(qtbot, window)
    assert reg(window, "t0") == "0x123456789abcdef0"
    assert reg(window, "t1") == "0x1122334455667788"
    assert reg(window, "t2") == "0xfffffffff0235678"  # addw: the low word, sign-extended
    window.registers.hex_box.setChecked(False)
    assert reg(window, "t2") == str(0xF0235678 - (1 << 32))
    window.registers.hex_box.setChecked(True)
    # an edit takes a 64-bit value
    model = window.registers.models["Registers"]
    row = [n for n, _ in model.names()].index("s1")
    model.editable = True
    assert model.setData(model.index(row, 2), "0x8000000000000001")
    assert window.session.machine.x[9] == 0x8000000000000001
    # the memory view shows doublewords
    mem = window.memory
    mem.address.setText("big")
    mem._address_entered()
    assert mem.model.headerData(2, Qt.Orientation.Horizontal) == "+8"
    assert mem.model.data(mem.model.index(0, 1)) == "0x1122334455667788"
    assert mem.model.setData(mem.model.index(0, 2), "-2")
    assert window.session.machine.memory.peek_word(window.session.program.symbols["big"] + 12) \
        == 0xFFFFFFFF


def test_64_bit_is_remembered_and_help_shows_rv64_rows(qtbot, tmp_path, monkeypatch):
    ini = str(tmp_path / "settings.ini")
    QSettings(ini, QSettings.Format.IniFormat).setValue("asm/rv64", True)
    w = open_window(qtbot, tmp_path, monkeypatch)  # the same settings file
    try:
        assert settings_action(w, "RISC-V: 64 bit").isChecked() and w.session.xlen == 64
        help_window = w.show_help()
        ops = {s.op for s in help_window.tables_source.instructions}
        assert {"ld", "sd", "addiw", "fcvt.l.d"} <= ops
        settings_action(w, "RISC-V: 64 bit").trigger()  # off again
        assert "ld" not in {s.op for s in w.show_help().tables_source.instructions}
    finally:
        close_window(w)


def test_rv64_on_the_command_line_is_not_remembered(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    try:
        w.use_rv64_for_this_run()
        assert w.session.xlen == 64 and settings_action(w, "RISC-V: 64 bit").isChecked()
        assert not w.settings.value("asm/rv64", False, type=bool)
    finally:
        close_window(w)


def test_app_main_takes_rv64(monkeypatch, tmp_path):
    from gui_support import no_dialogs

    from rarslite.gui import app

    no_dialogs(monkeypatch)
    init = MainWindow.__init__
    ini = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr(MainWindow, "__init__",  # never the user's own settings
                        lambda self, settings=None, **kw: init(self, settings=ini, **kw))
    seen = {}
    monkeypatch.setattr(MainWindow, "use_rv64_for_this_run", lambda self: seen.setdefault(
        "rv64", True))
    monkeypatch.setenv("RARSLITE_EXIT_AFTER_SHOW", "1")
    assert app.main(["--rv64"]) == 0
    assert seen == {"rv64": True}


def test_highlighter_knows_rv64_mnemonics_in_64_bit_mode():
    from rarslite.gui.editor.highlighter import classify_line

    line = "    addw t1, t2, t3"
    assert not any(cls == "instruction" for _, _, cls in classify_line(line))
    assert (4, 4, "instruction") in classify_line(line, xlen=64)
    assert (4, 6, "pseudo") in classify_line("    sext.w t1, t2", xlen=64)


@pytest.mark.parametrize("layout", ["Edit", "Debug"])
def test_64_bit_register_values_are_whole_at_1366x768(qtbot, tmp_path, monkeypatch, layout):
    """Switching to 64 bit widens the register column of the layout (the values were cut to
    '0x000000000000...'); back in 32 bit the column narrows again."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from rarslite.gui.editor.code_editor import monospace_font

    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(0, 0, 1366, 768))
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        window.set_layout(layout)
        path = tmp_path / "w.s"
        path.write_text(PROGRAM)
        window.open_file(str(path))
        settings_action(window, "RISC-V: 64 bit").trigger()
        assert window.assemble()
        run_to_stop(qtbot, window)
        view = window.registers.views["Registers"]

        def value_room() -> int:
            window.layout().activate()
            return view.viewport().width() - view.columnViewportPosition(2)

        text = reg(window, "t0")
        assert text == "0x123456789abcdef0"
        assert value_room() >= QFontMetrics(monospace_font(10)).horizontalAdvance(text) + 8
        assert window.pages.currentIndex() == 1  # the Execute view stays
        wide = window.reg_dock.width()
        settings_action(window, "RISC-V: 64 bit").trigger()
        window.open_file(FOUR_PATH)
        assert window.assemble()
        assert window.reg_dock.width() < wide
    finally:
        close_window(window)


def test_64_bit_before_any_program_shows_64_bit_starting_registers(window):
    assert reg(window, "pc") == "0x00400000"
    settings_action(window, "RISC-V: 64 bit").trigger()
    assert reg(window, "pc") == "0x0000000000400000"
    assert reg(window, "sp") == "0x000000007fffeffc"
    settings_action(window, "RISC-V: 64 bit").trigger()
    assert reg(window, "sp") == "0x7fffeffc"
