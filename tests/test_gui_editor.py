"""GUI editor tests, driven like a person would (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QTextCharFormat  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from rarslite.gui.editor.highlighter import classify_line  # noqa: E402
from rarslite.gui.main_window import MainWindow  # noqa: E402
from rarslite.gui.theme import ThemeManager  # noqa: E402

pytestmark = pytest.mark.gui
Save, Discard, Cancel = (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard,
                         QMessageBox.StandardButton.Cancel)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    themes = ThemeManager(QApplication.instance())
    w = open_window(qtbot, tmp_path, monkeypatch, theme_manager=themes)
    yield w
    close_window(w)
def write(path, text: str) -> str:
    path.write_text(text)
    return str(path)


def type_text(qtbot, widget, text: str) -> None:
    """Type like a person: Enter for each newline (QTest cannot click "\\n")."""
    for i, part in enumerate(text.split("\n")):
        if i:
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        if part:
            qtbot.keyClicks(widget, part)


def classes(line: str) -> dict[str, str]:
    return {line[s : s + n]: cls for s, n, cls in classify_line(line)}


def test_highlight_classes_of_a_line():
    got = classes('loop:   addi t0, t0, -1   # count down')
    assert got == {"loop:": "label", "addi": "instruction", "t0": "register", "-1": "number",
                   "# count down": "comment"}
    got = classes('msg: .asciz "a # not a comment"')
    assert got == {"msg:": "label", ".asciz": "directive", '"a # not a comment"': "string"}
    got = classes("    la a0, msg")
    assert got["la"] == "pseudo" and got["a0"] == "register" and got["msg"] == "label"
    assert classes("  csrrw zero, ustatus, t1")["ustatus"] == "register"
    assert classes("  fadd.s ft0, fa1, fs2")["fadd.s"] == "instruction"


def test_open_edit_highlight_save(window, tmp_path, qtbot):
    path = write(tmp_path / "prog.s", "main:\n    li a0, 1\n")
    doc = window.open_file(path)
    assert window.editors.tabText(0) == "prog.s"
    doc.moveCursor(doc.textCursor().MoveOperation.End)
    type_text(qtbot, doc, "    addi a0, a0, 2  # two\n")
    assert window.editors.tabText(0) == "prog.s *"
    # The highlighter painted the new line: the comment has the comment colour.
    block = doc.document().findBlockByNumber(2)
    text = block.text()
    formats = {text[r.start : r.start + r.length]: QTextCharFormat(r.format)
               for r in block.layout().formats()}
    assert isinstance(formats["# two"], QTextCharFormat)
    assert formats["# two"].fontItalic()
    assert formats["addi"].foreground().color() != formats["a0"].foreground().color()
    qtbot.keyClick(doc, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert window.editors.tabText(0) == "prog.s"
    assert open(path).read() == "main:\n    li a0, 1\n    addi a0, a0, 2  # two\n"
    assert window.recent_files()[0] == os.path.abspath(path)


def test_close_with_unsaved_changes_prompts(window, tmp_path, qtbot, monkeypatch):
    path = write(tmp_path / "a.s", "nop\n")
    doc = window.open_file(path)
    type_text(qtbot, doc, "addi t0, t0, 1\n")
    asked = []
    answer = [Cancel]
    monkeypatch.setattr(window.editors, "ask_save", lambda d: asked.append(d) or answer[0])
    window.close_current()
    assert asked == [doc] and window.editors.count() == 1  # cancelled: still open
    # Closing the window asks too (once, about all unsaved files) and, cancelled, keeps the
    # window and the text.
    monkeypatch.setattr(window.editors, "ask_save_all",
                        lambda docs: asked.append(docs) or answer[0])
    window.close()
    assert asked[1] == [doc] and window.isVisible() and window.editors.count() == 1
    answer[0] = Save
    window.close_current()
    assert window.editors.count() == 0
    assert open(path).read() == "addi t0, t0, 1\nnop\n"


def test_discard_keeps_file_on_disk(window, tmp_path, qtbot, monkeypatch):
    path = write(tmp_path / "a.s", "nop\n")
    doc = window.open_file(path)
    qtbot.keyClicks(doc, "junk")
    monkeypatch.setattr(window.editors, "ask_save", lambda d: Discard)
    window.close_current()
    assert window.editors.count() == 0 and open(path).read() == "nop\n"


def test_find_replace_and_go_to_line(window, tmp_path):
    path = write(tmp_path / "a.s", "li t0, 1\nli t1, 2\nli t0, 3\n")
    doc = window.open_file(path)
    window.find_bar.open(replace=True)
    window.find_bar.find_edit.setText("t0")
    window.find_bar.replace_edit.setText("s0")
    assert window.find_bar.replace_all() == 2
    assert doc.toPlainText() == "li s0, 1\nli t1, 2\nli s0, 3\n"
    doc.undo()  # one undo step restores everything
    assert doc.toPlainText() == "li t0, 1\nli t1, 2\nli t0, 3\n"
    assert window.find_bar.find()
    assert doc.textCursor().selectedText() == "t0"
    doc.go_to(3, 4)
    assert doc.textCursor().blockNumber() == 2 and doc.textCursor().positionInBlock() == 3


def test_zoom_with_ctrl_equal_and_wheel(window, tmp_path, qtbot):
    doc = window.open_file(write(tmp_path / "a.s", "nop\n"))
    before = doc.font().pointSizeF()
    qtbot.keyClick(doc, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert doc.font().pointSizeF() == before + 1
    doc.zoom(-2)
    assert doc.font().pointSizeF() == before - 1
    assert window.editors.point_size == before - 1


def test_reload_prompt_when_file_changes_on_disk(window, tmp_path, monkeypatch):
    path = write(tmp_path / "a.s", "nop\n")
    doc = window.open_file(path)
    asked = []
    monkeypatch.setattr(window.editors, "ask_reload", lambda d: asked.append(d) or True)
    with open(path, "w") as fh:
        fh.write("li a0, 7\n")
    os.utime(path, (1, 1))  # a different mtime even on coarse file systems
    window.editors.check_file(path)
    assert asked == [doc] and doc.toPlainText() == "li a0, 7\n"
    assert not doc.document().isModified()
    # Declined: the buffer stays as the user has it.
    monkeypatch.setattr(window.editors, "ask_reload", lambda d: False)
    with open(path, "w") as fh:
        fh.write("li a0, 8\n")
    os.utime(path, (2, 2))
    window.editors.check_file(path)
    assert doc.toPlainText() == "li a0, 7\n"


def test_error_underline_at_line_and_column(window, tmp_path):
    doc = window.open_file(write(tmp_path / "a.s", "nop\n  addi t0, t9, 1\n"))
    doc.set_errors([(2, 12, "t9 is not a register")])
    [sel] = doc.error_selections()
    assert sel.cursor.selectedText() == "t9"
    assert sel.format.underlineStyle() == QTextCharFormat.UnderlineStyle.WaveUnderline


def test_theme_switch_and_settings_persist(window, tmp_path):
    window.set_theme("dark")
    assert window.settings.value("ui/theme") == "dark"
    from rarslite.gui import theme

    assert theme.current().dark
    window.set_theme("light")
    assert not theme.current().dark
    window.speed_slider.setValue(3)
    window._save_settings()
    again = MainWindow(settings=window.settings)
    assert again.speed_slider.value() == 3
    again.close()


DRIVER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from rarslite.gui.main_window import MainWindow
app = QApplication(sys.argv[:1])

def inspect_and_quit():
    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow) and w.isVisible():
            print("FILES", [d.path for d in w.editors.documents()])
            print("MESSAGES", w.messages.lines())
            w.close()
    app.quit()

QTimer.singleShot(500, inspect_and_quit)
from rarslite.gui.app import main
sys.exit(main(sys.argv[1:]))
"""


def test_app_main_opens_files_from_the_command_line(tmp_path):
    """`rarslite FILE...` (in a child process: a finished QApplication.exec() would end
    this process's later event loops)."""
    import subprocess
    import sys

    path = write(tmp_path / "prog.s", "main: nop\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    out = subprocess.run([sys.executable, "-c", DRIVER, path, str(tmp_path / "missing.s")],
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert f"FILES [{os.path.abspath(path)!r}]" in out.stdout
    assert "missing.s" in out.stdout.split("MESSAGES", 1)[1]


def test_no_display_gives_a_message_not_a_qt_abort(tmp_path):
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "rarslite"], capture_output=True, text=True,
                         env=env, timeout=60)
    assert out.returncode == 1
    assert "no graphical display" in out.stderr and "Traceback" not in out.stderr
