"""GUI: Tools > Colour Cell Display shows Bombsweeper's board with the model's colours."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rarslite.devices import cell_display as cd  # noqa: E402
from rarslite.games import bombsweeper as bs  # noqa: E402

pytestmark = pytest.mark.gui

GAME = os.path.join(os.path.dirname(__file__), "..", "resources", "examples", "bombsweeper")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)
def screen_in_memory(tool) -> list[int]:
    d = tool.device
    return [d.halfword(c, r) for r in range(d.rows) for c in range(d.cols)]


def test_bombsweeper_board_painted_with_model_colours(window, qtbot):
    window.open_file(os.path.join(GAME, "bombsweeper.s"))
    tool = window.open_cell_display()
    assert tool.connect_program()
    assert "not connected" not in tool.windowTitle()
    assert window.assemble()
    assert tool.device.machine is window.session.machine  # Assemble keeps it connected

    map_path = os.path.abspath(os.path.join(GAME, "maps", "map1.txt"))
    keys = "sddfdrssar"  # a wrong flag, a reveal next to a bomb, moves, a flood reveal
    game = bs.Bombsweeper.from_bombs(bs.parse_map(open(map_path, "rb").read()))
    assert game.play(keys) == 0  # the game goes on: the screen shows cells, cursor, flag
    expected = game.screen()

    window.act_go.trigger()
    wait_until(lambda: window.console.waiting)
    window.console.supply(map_path)  # the prompt "Map file: " (Run I/O)
    for key in keys:  # the read-char ecall takes one line per key, as in RARS
        window.console.supply(key)
    wait_until(lambda: screen_in_memory(tool) == expected)
    wait_until(lambda: window.console.waiting)  # the program waits for the next key
    tool.grid.repaint()
    QApplication.processEvents()

    painted = tool.grid.painted
    image = tool.grid.grab().toImage()
    for row in range(bs.SIZE):
        for col in range(bs.SIZE):
            half = expected[row * bs.SIZE + col]
            char, fg, bg = half & 0xFF, (half >> 8) & 0xF, half >> 12
            assert painted[(col, row)] == (cd.glyph(char, "game"), fg, bg), (row, col)
            rect = tool.grid.cell_rect(col, row)
            corner = image.pixelColor(int(rect.left()) + 1, int(rect.top()) + 1)
            assert corner.getRgb()[:3] == cd.rgb(bg), (row, col)
    # specific cells: the cursor is yellow, the flag blue on grey, a revealed count magenta
    r, c = game.cursor
    assert painted[(c, r)][2] == bs.YELLOW
    flagged = [(c, r) for (c, r), (text, fg, bg) in painted.items()
               if text == cd.GAME_SYMBOLS[cd.FLAG]]
    assert flagged and all(painted[p][1:] in ((bs.BRIGHT_BLUE, bs.GREY),
                                             (bs.BRIGHT_BLUE, bs.YELLOW)) for p in flagged)
    assert any(text.isdigit() and fg == bs.BRIGHT_MAGENTA for text, fg, _ in painted.values())

    tool.font_box.setCurrentIndex(cd.FONTS.index("ascii"))
    tool.grid.repaint()
    assert {t for t, _, _ in painted.values()} >= {"f"}  # plain ASCII shows the letter

    window.stop(wait=True)


def test_refuses_to_connect_over_keyboard_display(window, tmp_path):
    path = tmp_path / "p.s"
    path.write_text("main: li a7, 10\n ecall\n")
    window.open_file(str(path))
    assert window.assemble()
    kd = window.open_keyboard_display()
    assert kd is not None
    tool = window.open_cell_display()
    assert not tool.connect_program()  # both at 0xFFFF0000
    assert not tool.connect_button.isChecked()
    errors = [m for m in window.messages.lines() if "cannot connect" in m]
    assert errors and "Keyboard and Display" in errors[-1]
    assert tool.device.machine is None

    # Elsewhere it connects and its cells are ordinary memory the program can store into.
    tool.base_edit.setText("0xffff8000")
    assert tool.connect_program()
    assert tool.device.machine is window.session.machine
    assert not tool.base_edit.isEnabled()
    window.session.machine.memory.store_half(0xFFFF8000 + 2 * 11, bs.half("3", 13, 0))
    tool.refresh()
    tool.grid.repaint()
    assert tool.grid.painted[(1, 1)] == ("3", 13, 0)
    tool.disconnect_program()
    assert tool.device.machine is None and tool.base_edit.isEnabled()

    tool.base_edit.setText("not an address")
    assert not tool.connect_program()
    assert any("bad address" in m for m in window.messages.lines())


def test_keyboard_display_refused_while_cells_use_its_addresses(window, tmp_path):
    path = tmp_path / "p.s"
    path.write_text("main: li a7, 10\n ecall\n")
    window.open_file(str(path))
    assert window.assemble()
    tool = window.open_cell_display()
    assert tool.connect_program()  # 0xFFFF0000, where the Keyboard and Display tool lives
    assert window.open_keyboard_display() is None
    assert "keyboard_display" not in window.tools
    assert any("Keyboard and Display MMIO: cannot open" in m for m in window.messages.lines())
    assert window.session.devices == [tool.device]
    assert window.assemble()  # the next machine still gets the cell display only
    assert tool.device.machine is window.session.machine
    tool.disconnect_program()
    assert window.open_keyboard_display() is not None
