"""Find / replace bar shown under the editor tabs (Ctrl+F), and the go-to-line dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from rarslite.gui.editor.code_editor import CodeEditor
from rarslite.gui.qt_compat import slot as _slot


class FindReplaceBar(QWidget):
    def __init__(self, current_editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._current = current_editor  # callable -> CodeEditor | None
        self.find_edit = QLineEdit(placeholderText="Find")
        self.replace_edit = QLineEdit(placeholderText="Replace with")
        self.case = QCheckBox("Match case")
        self.words = QCheckBox("Whole words")
        self.status = QLabel()
        buttons = []
        for text, fn in (("Previous", lambda: self.find(backward=True)),
                           ("Next", self.find), ("Replace", self.replace),
                           ("Replace all", self.replace_all), ("✕", self.hide)):
            b = QPushButton(text)
            b.clicked.connect(_slot(fn))
            b.setAutoDefault(False)
            buttons.append(b)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        for w in (self.find_edit, *buttons[:2], self.replace_edit, *buttons[2:4], self.case,
                  self.words, self.status):
            layout.addWidget(w)
        layout.addStretch(1)
        layout.addWidget(buttons[4])
        self.find_edit.returnPressed.connect(_slot(self.find))
        self.replace_edit.returnPressed.connect(self.replace)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            editor = self._current()
            if editor:
                editor.setFocus()
            return
        super().keyPressEvent(event)

    def open(self, replace: bool = False) -> None:
        editor = self._current()
        if editor and editor.textCursor().hasSelection():
            self.find_edit.setText(editor.textCursor().selectedText())
        self.show()
        (self.replace_edit if replace else self.find_edit).setFocus()
        self.find_edit.selectAll()

    def _flags(self, backward: bool = False) -> QTextDocument.FindFlag:
        flags = QTextDocument.FindFlag(0)
        if self.case.isChecked():
            flags |= QTextDocument.FindFlag.FindCaseSensitively
        if self.words.isChecked():
            flags |= QTextDocument.FindFlag.FindWholeWords
        if backward:
            flags |= QTextDocument.FindFlag.FindBackward
        return flags

    def find(self, backward: bool = False) -> bool:
        editor: CodeEditor | None = self._current()
        needle = self.find_edit.text()
        if editor is None or not needle:
            return False
        if editor.find(needle, self._flags(backward)):
            self.status.setText("")
            return True
        # wrap around
        cursor = editor.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End if backward
                            else QTextCursor.MoveOperation.Start)
        editor.setTextCursor(cursor)
        found = editor.find(needle, self._flags(backward))
        self.status.setText("" if found else "Not found")
        return found

    def _selection_matches(self, editor: CodeEditor) -> bool:
        sel = editor.textCursor().selectedText()
        needle = self.find_edit.text()
        return bool(sel) and (sel == needle if self.case.isChecked()
                              else sel.lower() == needle.lower())

    def replace(self) -> None:
        editor = self._current()
        if editor is None:
            return
        if self._selection_matches(editor):
            editor.textCursor().insertText(self.replace_edit.text())
        self.find()

    def replace_all(self) -> int:
        editor = self._current()
        needle = self.find_edit.text()
        if editor is None or not needle:
            return 0
        count = 0
        cursor = editor.textCursor()
        cursor.beginEditBlock()  # one undo step
        doc = editor.document()
        pos = doc.find(needle, 0, self._flags())
        while not pos.isNull():
            pos.insertText(self.replace_edit.text())
            count += 1
            pos = doc.find(needle, pos, self._flags())
        cursor.endEditBlock()
        self.status.setText(f"{count} replaced")
        return count


def go_to_line_dialog(parent: QWidget, editor: CodeEditor) -> None:
    line, ok = QInputDialog.getInt(parent, "Go to line", "Line:",
                                   editor.textCursor().blockNumber() + 1, 1,
                                   editor.blockCount())
    if ok:
        editor.go_to(line)
