"""Closing the window never loses work: one question about all unsaved files, before any tab
closes; Cancel leaves every tab as it was (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

pytestmark = pytest.mark.gui
SaveAll, Discard, Cancel = (QMessageBox.StandardButton.SaveAll,
                            QMessageBox.StandardButton.Discard,
                            QMessageBox.StandardButton.Cancel)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    yield w
    close_window(w)


def three_tabs(window, tmp_path, qtbot):
    """Two saved tabs around one with an unsaved edit (the edited one in the middle)."""
    paths = []
    for name, text in (("a.s", "nop\n"), ("b.s", "li a0, 1\n"), ("c.s", "ret\n")):
        (tmp_path / name).write_text(text)
        paths.append(str(tmp_path / name))
        window.open_file(paths[-1])
    middle = window.editors.documents()[1]
    qtbot.keyClicks(middle, "addi t0, t0, 1 ")
    return paths


def tab_state(window):
    return [(d.path, d.toPlainText(), d.document().isModified())
            for d in window.editors.documents()]


def test_cancel_keeps_every_tab(window, tmp_path, qtbot, monkeypatch):
    paths = three_tabs(window, tmp_path, qtbot)
    before = tab_state(window)
    asked = []

    def answer(docs):
        asked.append([d.path for d in docs])
        # Asked before anything closed: all three tabs are still there.
        assert window.editors.count() == 3
        return Cancel

    monkeypatch.setattr(window.editors, "ask_save_all", answer)
    window.close()
    assert asked == [[paths[1]]]  # once, naming only the unsaved file
    assert window.isVisible()
    assert tab_state(window) == before
    assert before[1][1] == "addi t0, t0, 1 li a0, 1\n" and before[1][2]
    assert [window.editors.tabText(i) for i in range(3)] == ["a.s", "b.s *", "c.s"]


def test_discard_closes_everything_and_keeps_disk(window, tmp_path, qtbot, monkeypatch):
    paths = three_tabs(window, tmp_path, qtbot)
    monkeypatch.setattr(window.editors, "ask_save_all", lambda docs: Discard)
    window.close()
    assert not window.isVisible() and window.editors.count() == 0
    assert open(paths[1]).read() == "li a0, 1\n"


def test_save_all_writes_then_closes(window, tmp_path, qtbot, monkeypatch):
    paths = three_tabs(window, tmp_path, qtbot)
    window.editors.new_file()
    qtbot.keyClicks(window.editors.current(), "nop")
    asked = []
    monkeypatch.setattr(window.editors, "ask_save_all", lambda docs: asked.append(docs) or SaveAll)
    # The untitled tab needs a name: refusing the Save as dialog keeps everything open.
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName",
                        lambda *a, **k: ("", ""))
    window.close()
    assert len(asked[0]) == 2 and window.isVisible() and window.editors.count() == 4
    new_path = str(tmp_path / "new.s")
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName",
                        lambda *a, **k: (new_path, ""))
    window.close()
    assert not window.isVisible() and window.editors.count() == 0
    assert open(paths[1]).read() == "addi t0, t0, 1 li a0, 1\n"
    assert open(new_path).read() == "nop"


def test_the_real_question_lists_the_files_and_cancel_is_safe(window, tmp_path, qtbot,
                                                              monkeypatch):
    """The actual message box: its text names every unsaved file; Escape cancels."""
    monkeypatch.undo()  # the real QMessageBox, answered by a timer
    paths = three_tabs(window, tmp_path, qtbot)
    window.editors.new_file()
    qtbot.keyClicks(window.editors.current(), "x")
    seen = []

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append((box.text(), sorted(b.text().replace("&", "") for b in box.buttons())))
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(20, answer)
    window.close()
    [(text, buttons)] = seen
    assert "2 files have unsaved changes" in text
    assert paths[1] in text and "untitled.s" in text and paths[0] not in text
    assert buttons == ["Cancel", "Discard", "Save All"]
    assert window.isVisible() and window.editors.count() == 4
    for doc in window.editors.documents():  # no real dialog at teardown
        doc.document().setModified(False)
