"""GUI: Run > Play on a Bitmap Display game: the display set up from the header comment and
connected, the Keyboard and Display tool connected for its keys, the keys reaching the program
while the picture animates, and the whole display in view at 1366x768 and 1920x1080."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402
from layout_probe import register_rows  # noqa: E402
from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rarslite.devices import bitmap_display as bd  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOUNCE = os.path.join(ROOT, "resources", "examples", "bitmap", "bounce.s")
BOUNCE_MIPS = os.path.join(ROOT, "resources", "examples", "mips", "bitmap", "bounce.asm")
SMALL, LARGE = QRect(0, 0, 1366, 768), QRect(0, 0, 1920, 1080)
GREEN, BLACK = 0x00FF00, 0x000000

# Each key typed paints the unit (key - 'a', 0) green, while a stripe runs along row 3 (the
# picture animates all the time); q ends the program.
KEYS_RV = """# Bitmap Display settings:
#   Unit width in pixels: 32
#   Unit height in pixels: 32
#   Display width in pixels: 256
#   Display height in pixels: 256
#   Base address for display: 0x10008000 ($gp)
        .text
        li      s0, 0x10008000
        li      s1, 0xffff0000
        li      s2, 0                   # the stripe's unit on row 3
loop:   slli    t0, s2, 2
        add     t0, t0, s0
        lw      t1, 96(t0)
        xori    t1, t1, 0xff
        sw      t1, 96(t0)
        addi    s2, s2, 1
        andi    s2, s2, 7
        lw      t0, 0(s1)
        andi    t0, t0, 1
        beqz    t0, loop
        lw      t1, 4(s1)
        li      t2, 'q'
        beq     t1, t2, done
        addi    t1, t1, -97
        slli    t1, t1, 2
        add     t1, t1, s0
        li      t3, 0x0000ff00
        sw      t3, 0(t1)
        j       loop
done:   li      a7, 10
        ecall
"""
KEYS_MIPS = """# Bitmap Display settings:
#   Unit width in pixels: 32
#   Unit height in pixels: 32
#   Display width in pixels: 256
#   Display height in pixels: 256
#   Base address for display: 0x10008000 ($gp)
        .text
        li      $s0, 0x10008000
        li      $s1, 0xffff0000
        li      $s2, 0
loop:   sll     $t0, $s2, 2
        add     $t0, $t0, $s0
        lw      $t1, 96($t0)
        xori    $t1, $t1, 0xff
        sw      $t1, 96($t0)
        addi    $s2, $s2, 1
        andi    $s2, $s2, 7
        lw      $t0, 0($s1)
        andi    $t0, $t0, 1
        beqz    $t0, loop
        lw      $t1, 4($s1)
        li      $t2, 113
        beq     $t1, $t2, done
        addi    $t1, $t1, -97
        sll     $t1, $t1, 2
        add     $t1, $t1, $s0
        li      $t3, 0x0000ff00
        sw      $t3, 0($t1)
        j       loop
done:   li      $v0, 10
        syscall
"""


def fake_screen(monkeypatch, rect: QRect) -> None:
    monkeypatch.setattr(MainWindow, "available_geometry", lambda self: QRect(rect))


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    fake_screen(monkeypatch, SMALL)
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def shown_colour(canvas, col: int, row: int) -> int:
    image = canvas.grab().toImage()
    centre = canvas.unit_rect(col, row).center()
    return image.pixel(int(centre.x()), int(centre.y())) & 0xFFFFFF


@pytest.mark.parametrize("source, name", [(KEYS_RV, "keys.s"), (KEYS_MIPS, "keys.asm")],
                         ids=["riscv", "mips"])
def test_play_sets_up_both_tools_and_keys_reach_the_program(window, qtbot, tmp_path, source,
                                                            name):
    path = tmp_path / name
    path.write_text(source)
    assert window.play(str(path))
    bitmap = window.tools["bitmap_display"].widget()
    kd = window.keyboard_display()
    assert bitmap.connected and kd is not None and kd.connected and window.running
    assert bitmap.device.settings == bd.BitmapSettings(32, 32, 256, 256, 0x10008000)
    assert window.layout_name == "Play"
    assert window.focusWidget() is kd.keyboard
    # the picture animates while the keys are typed
    frames = bitmap.canvas.frames
    wait_until(lambda: bitmap.canvas.frames >= frames + 3)
    qtbot.keyClicks(window.focusWidget(), "ace")
    wait_until(lambda: all(shown_colour(bitmap.canvas, c, 0) == GREEN for c in (0, 2, 4)))
    assert shown_colour(bitmap.canvas, 1, 0) == BLACK
    assert shown_colour(bitmap.canvas, 3, 0) == BLACK
    with qtbot.waitSignal(window.run_finished, timeout=15_000) as blocker:
        qtbot.keyClicks(window.focusWidget(), "q")
    assert blocker.args[0] in ("exit", "exit2")


def test_play_says_what_it_set_up(window, qtbot, tmp_path):
    path = tmp_path / "keys.s"
    path.write_text(KEYS_RV)
    seen = []
    original = window.message
    window.message = lambda text, *a, **k: (seen.append(text), original(text, *a, **k))
    assert window.play(str(path))
    assert ("Play: Bitmap Display 256x256 (unit 32x32, base 0x10008000 gp), from the "
            "program's header comment (lines 2-6).") in seen
    window.stop(wait=True)


def test_play_without_a_header_leaves_the_display_alone(window, qtbot, tmp_path):
    path = tmp_path / "keys.s"
    path.write_text(KEYS_RV)
    assert window.play(str(path))
    window.stop(wait=True)
    plain = tmp_path / "plain.s"  # the same program without its header comment, and its
    # base from gp, not as a number (that would be a sign of a bitmap game: Play guesses)
    plain.write_text("\n".join(KEYS_RV.splitlines()[6:]).replace("li      s0, 0x10008000",
                                                                  "mv      s0, gp"))
    assert window.play(str(plain))
    # Play connected the display for the last game: this one has none, so it goes
    assert not window.tools["bitmap_display"].widget().connected
    assert not window.tools["bitmap_display"].isVisible()
    assert window.keyboard_display().connected  # it reads keys: the KD tool still is
    window.stop(wait=True)
    # a display the person connected themselves is kept as they set it up
    tool = window.open_bitmap_display()
    assert tool.connect_program()
    assert window.play(str(plain))
    assert tool.connected and tool.device.settings.columns == 8
    window.stop(wait=True)


def test_comments_about_a_text_display_do_not_open_the_bitmap(window, qtbot):
    draw_grid = os.path.join(ROOT, "resources", "examples", "mmio", "draw_grid.s")
    checkers = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
    for game in (draw_grid, checkers):
        assert window.play(game)
        assert "bitmap_display" not in window.tools, game
        window.stop(wait=True)


@pytest.mark.parametrize("screen", [SMALL, LARGE], ids=["1366x768", "1920x1080"])
@pytest.mark.parametrize("game", [BOUNCE, BOUNCE_MIPS], ids=["riscv", "mips"])
def test_play_shows_the_whole_512x512_display(qtbot, tmp_path, monkeypatch, screen, game):
    fake_screen(monkeypatch, screen)
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        assert window.play(game)
        for _ in range(3):
            QApplication.processEvents()
        assert screen.contains(window.frameGeometry())
        tool = window.tools["bitmap_display"].widget()
        canvas = tool.canvas
        pic = canvas.picture_rect()
        assert canvas.visibleRegion().boundingRect().contains(pic)  # all of it in view
        # at least one screen pixel per pixel (MIPS at 1366: 7 per 8-pixel unit, its wider
        # Registers beside the picture)
        assert pic.width() == pic.height() >= (448 if "mips" in game and screen == SMALL
                                               else 512)
        assert pic.width() % 64 == 0  # 64 units of whole pixels: all the same size
        viewport = tool.canvas_area.viewport().size()
        assert pic.width() + 64 > min(viewport.width(), viewport.height())  # the largest
        # nearly the window's height (at 1366 x 768 a little less: Registers show beside it)
        assert pic.height() >= (800 if screen == LARGE else 448)
        kd = window.keyboard_display()
        assert kd.keyboard.isVisible() and kd.keyboard.visibleRegion().boundingRect().height() \
            >= kd.keyboard.fontMetrics().lineSpacing()
        assert window.focusWidget() is kd.keyboard
        assert register_rows(window) >= 12  # both ISAs, both sizes (issue 35)
        frames = canvas.frames
        wait_until(lambda: canvas.frames >= frames + 5)  # the ball moves
    finally:
        close_window(window)


def test_play_layout_follows_which_screen_is_connected(window, qtbot):
    echo = os.path.join(ROOT, "resources", "examples", "mmio", "echo_polling.s")
    window.open_file(echo)
    assert window.assemble()
    bitmap = window.open_bitmap_display()  # opened, not connected
    kd = window.open_keyboard_display()
    QApplication.processEvents()
    kd_dock, bitmap_dock = window.tools["keyboard_display"], window.tools["bitmap_display"]
    assert window.layout_name == "Play"
    # a Keyboard and Display game: its display is the large pane, the bitmap a tab below
    assert kd_dock.width() > window.width() * 0.3 and not bitmap_dock.visibleRegion().isEmpty() \
        or bitmap_dock in window.tabifiedDockWidgets(window.msg_dock)
    assert kd_dock.height() > window.height() * 0.6
    bitmap.connect_program()  # now the picture is the game's screen: it gets the height
    QApplication.processEvents()
    assert bitmap_dock.height() > window.height() * 0.8
    assert kd_dock.height() < window.height() * 0.5
    assert kd.keyboard.isVisible()


def test_a_header_with_a_size_the_tools_lack_is_reported_not_guessed(window, tmp_path):
    path = tmp_path / "odd.s"
    path.write_text(KEYS_RV.replace("Unit width in pixels: 32", "Unit width in pixels: 3"))
    seen = []
    original = window.message
    window.message = lambda text, *a, **k: (seen.append((text, k.get("kind"))),
                                            original(text, *a, **k))
    assert window.play(str(path))
    assert "bitmap_display" not in window.tools
    [(text, kind)] = [m for m in seen if "Bitmap Display" in m[0]]
    assert kind == "warning" and "line 2" in text and "unit width as 3" in text
    assert window.keyboard_display().connected  # the keys still work
    window.stop(wait=True)
