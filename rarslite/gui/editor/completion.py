"""Ctrl+Space completion in the editor: the mnemonics, registers and directives of the
instruction set the tab is highlighted for (RISC-V's tables, or MARS's for a MIPS file).

The words come from the same name sets as the highlighter (`highlighter.isa_names`), so a
completion is always a word the assembler knows.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QCompleter, QPlainTextEdit

from rarslite.gui.editor.highlighter import isa_names

_WORD_END = re.compile(r"[$%.\w]*$")
_POPUP_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Tab,
               Qt.Key.Key_Backtab)


def completion_words(isa_name: str) -> list[str]:
    """Every word offered for ``isa_name`` ("rv32" or "mips"), sorted."""
    basic, pseudo, registers, csrs = isa_names(isa_name)
    from rarslite.isa.base import isa_by_name

    try:
        directives = set(isa_by_name(isa_name).part("dialect"))
    except (KeyError, ImportError, AttributeError):
        directives = set()
    words = set(basic) | set(pseudo) | set(registers) | set(csrs) | directives
    return sorted(words, key=lambda w: (w.lower(), w))


class Completion(QObject):
    """Ctrl+Space on ``editor`` offers the words that start with the text before the cursor."""

    def __init__(self, editor: QPlainTextEdit) -> None:
        super().__init__(editor)
        self.editor = editor
        self.completer = QCompleter(self)
        self.completer.setWidget(editor)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.model = QStringListModel(self)
        self.completer.setModel(self.model)
        self.completer.activated.connect(self.insert)
        self._isa = None
        editor.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        if obj is not self.editor or event.type() != QEvent.Type.KeyPress:
            return False
        if (event.key() == Qt.Key.Key_Space
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self.show()
            return True
        return self.owns(event)

    def owns(self, event) -> bool:
        """A key the popup handles (QCompleter offers it to the editor first)."""
        return self.completer.popup().isVisible() and event.key() in _POPUP_KEYS

    def prefix(self) -> str:
        cursor = self.editor.textCursor()
        before = cursor.block().text()[: cursor.positionInBlock()]
        return _WORD_END.search(before).group()

    def candidates(self) -> list[str]:
        """What the popup offers now (the words starting with the prefix, any case)."""
        prefix = self.prefix().lower()
        return [w for w in self.model.stringList() if w.lower().startswith(prefix)]

    def show(self) -> None:
        isa = getattr(getattr(self.editor, "highlighter", None), "isa_name", "rv32")
        if isa != self._isa:
            self._isa = isa
            self.model.setStringList(completion_words(isa))
        self.completer.setCompletionPrefix(self.prefix())
        found = self.candidates()
        if len(found) == 1:  # one way to go: take it
            self.insert(found[0])
            return
        popup = self.completer.popup()
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        rect = self.editor.cursorRect()
        rect.setWidth(popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width())
        self.completer.complete(rect)

    def insert(self, word: str) -> None:
        cursor = self.editor.textCursor()
        n = len(self.prefix())
        cursor.movePosition(QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, n)
        cursor.insertText(word)
        self.editor.setTextCursor(cursor)
