"""GUI: the board overlay recognises the Draughts layout and draws the running game."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402

from rarslite.games import draughts  # noqa: E402

pytestmark = pytest.mark.gui

HERE = os.path.dirname(__file__)
GAME = os.path.join(HERE, "..", "resources", "examples", "draughts")
CHECKERS = os.path.join(HERE, "..", "resources", "examples", "checkers")


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)
def paths(count: int) -> list[list[tuple[int, int]]]:
    lines = open(os.path.join(GAME, "games", "full_game.txt")).read().splitlines()[:count]
    out = []
    for line in lines:
        n = [int(x) for x in line.split()]
        out.append(list(zip(n[::2], n[1::2], strict=True)))
    return out


def in_memory(window):
    return draughts.read_state(window.session.machine.memory.peek_word,
                               window.session.program.symbols)


def click(qtbot, view, row: int, col: int) -> None:
    centre = view.square_rect(row, col).center()
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPointF(centre).toPoint())


def test_overlay_draws_draughts_game(window, qtbot):
    window.open_file(os.path.join(GAME, "draughts.s"))
    overlay = window.open_board_overlay()
    assert window.assemble()
    assert overlay.kind == "draughts"
    assert overlay.views.currentWidget() is overlay.draughts_view.area
    view = overlay.draughts_view

    moves = paths(17)  # up to the first king (a red man crowned on row 0)
    model = draughts.DraughtsBoard.initial()
    window.act_go.trigger()
    wait_until(lambda: window.console.waiting)
    first, rest = moves[0], moves[1:]
    for row, col in first:  # the first move is made with the mouse
        click(qtbot, view, row, col)
    assert view.selected == first
    assert draughts.move_text(first) in overlay.status.text()
    click(qtbot, view, *first[-1])  # the last square again plays the move
    assert view.selected == []
    model.play(first)
    wait_until(lambda: in_memory(window) == model)
    for path in rest:
        wait_until(lambda: window.console.waiting)
        window.run_io.submit_line(draughts.move_text(path))
        model.play(path)
        wait_until(lambda: in_memory(window) == model)
    assert any(w & draughts.KING for w in model.squares)

    wait_until(lambda: window.console.waiting)
    overlay.refresh()
    view.repaint()
    state = in_memory(window)
    assert view.board == state
    for (row, col), (shade, piece) in view.painted.items():
        assert shade == ("dark" if (row + col) % 2 == 0 else "light")
        assert piece == draughts.symbol(state.at(row, col)), (row, col)
    assert len(view.painted) == 64
    kings = [p for p, (_, piece) in view.painted.items() if piece in "RW" and piece]
    assert kings
    assert f"{draughts.SIDE_NAMES[state.turn]} to move" in overlay.status.text()
    assert draughts.move_text(first) in window.run_io.text()  # typed into Run I/O, echoed

    # Escape forgets a half-built move.
    click(qtbot, view, 5, 1)
    assert view.selected == [(5, 1)]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected == []
    window.stop(wait=True)


def test_not_a_draughts_layout(window, tmp_path):
    path = tmp_path / "fake.s"
    path.write_text(".data\nboard: .word 9, 9, 9\n.space 256\n.text\nmain: li a7, 10\n ecall\n")
    window.open_file(str(path))
    overlay = window.open_board_overlay()
    assert window.assemble()
    assert overlay.kind == "draughts"
    overlay.refresh()
    assert overlay.draughts_view.board is None
    assert "not a draughts position" in overlay.status.text()

    other = tmp_path / "plain.s"
    other.write_text("main: li a7, 10\n ecall\n")
    window.open_file(str(other))
    assert window.assemble()
    assert overlay.kind is None and "nor a draughts program" in overlay.status.text()


@pytest.mark.skipif(not os.path.isdir(CHECKERS), reason="no checkers example")
def test_checkers_still_uses_checkers_board(window):
    sources = [f for f in os.listdir(CHECKERS) if f.endswith(".s")]
    window.open_file(os.path.join(CHECKERS, sorted(sources)[0]))
    overlay = window.open_board_overlay()
    if not window.assemble() or not overlay.active:
        pytest.skip("the checkers example is not a single-file checkers program")
    assert overlay.kind == "checkers"
    assert overlay.views.currentWidget() is overlay.board.area
