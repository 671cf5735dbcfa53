"""Editor tabs: one `CodeEditor` per file, with save prompts and on-disk change detection.

Unsaved text is never dropped silently: closing a modified tab (or the window) asks first, and
a file changed on disk by another program is reloaded only after the user agrees when the tab
has edits of its own.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QFileSystemWatcher, QTimer, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QTabWidget, QWidget

from rarslite.gui.editor.code_editor import DEFAULT_POINT_SIZE, CodeEditor
from rarslite.gui.qt_compat import slot_args
from rarslite.java_text import java_utf8

FILE_FILTER = "Assembly files (*.s *.asm *.S);;All files (*)"


def read_source(path: str) -> tuple[str, str]:
    """(text, encoding) of a source file; Latin-1 keeps any byte when UTF-8 fails."""
    with open(path, "rb") as fh:
        data = fh.read()
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "latin-1"


class Document(CodeEditor):
    """A CodeEditor that knows its file."""

    def __init__(self, path: str | None, point_size: float) -> None:
        super().__init__(point_size=point_size)
        self.path = path
        self.encoding = "utf-8"
        self.disk_mtime = 0.0

    def title(self) -> str:
        name = os.path.basename(self.path) if self.path else self.untitled_name()
        return name + (" *" if self.document().isModified() else "")

    def untitled_name(self) -> str:
        """The name offered for a new file: MARS's .asm for MIPS text, else RARS's .s."""
        return "untitled.asm" if self.highlighter.isa_name == "mips" else "untitled.s"

    def load(self) -> None:
        assert self.path
        text, self.encoding = read_source(self.path)
        self.setPlainText(text)
        self.document().setModified(False)
        self.disk_mtime = _mtime(self.path)

    def save_to(self, path: str) -> None:
        data = self.toPlainText().encode(self.encoding, errors="replace")
        with open(path, "wb") as fh:
            fh.write(data)
        self.path = path
        self.document().setModified(False)
        self.disk_mtime = _mtime(path)


def _mtime(path: str) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return 0.0


class EditorTabs(QTabWidget):
    file_opened = Signal(str)  # an existing file was opened or saved under a name (recent files)
    status = Signal(str)  # a line for the Messages pane

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabsClosable(True)
        self.setMovable(True)
        self.setDocumentMode(True)
        self.point_size = float(DEFAULT_POINT_SIZE)
        self._untitled = 0
        self.tabCloseRequested.connect(slot_args(self.close_tab))
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._on_disk_change)
        self._pending_checks: set[str] = set()

    # -- lookup ------------------------------------------------------------------------------
    def documents(self) -> list[Document]:
        return [self.widget(i) for i in range(self.count())]

    def current(self) -> Document | None:
        w = self.currentWidget()
        return w if isinstance(w, Document) else None

    def find(self, path: str) -> Document | None:
        want = os.path.realpath(path)
        for doc in self.documents():
            if doc.path and os.path.realpath(doc.path) == want:
                return doc
        return None

    def text_of(self, path: str) -> str | None:
        """The editor buffer of ``path`` if it is open (the assembler sees unsaved edits)."""
        doc = self.find(path)
        if doc is None:
            return None
        if doc.encoding == "utf-8":
            return doc.toPlainText()
        # a Latin-1 file: the jars read its bytes as UTF-8, so the assembler does too
        return java_utf8(doc.toPlainText().encode(doc.encoding, errors="replace"))

    # -- open / new / save -------------------------------------------------------------------
    def _add(self, doc: Document) -> Document:
        from rarslite.gui.editor.completion import Completion

        doc.completion = Completion(doc)  # Ctrl+Space
        doc.modificationChanged.connect(lambda _m, d=doc: self.retitle(d))
        doc.zoomed.connect(self._zoom_all)
        index = self.addTab(doc, doc.title())
        self.setTabToolTip(index, doc.path or "")
        self.setCurrentIndex(index)
        return doc

    def new_file(self) -> Document:
        self._untitled += 1
        return self._add(Document(None, self.point_size))

    def open_file(self, path: str) -> Document | None:
        existing = self.find(path)
        if existing is not None:
            self.setCurrentWidget(existing)
            return existing
        doc = Document(os.path.abspath(path), self.point_size)
        try:
            doc.load()
        except OSError as exc:
            QMessageBox.warning(self, "Open", f"Cannot open {path}:\n{exc.strerror or exc}")
            doc.deleteLater()
            return None
        self._add(doc)
        self._watch(doc.path)
        self.file_opened.emit(doc.path)
        return doc

    def open_dialog(self, directory: str = "") -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, "Open", directory, FILE_FILTER)
        for p in paths:
            self.open_file(p)

    def save(self, doc: Document | None = None) -> bool:
        doc = doc or self.current()
        if doc is None:
            return False
        if doc.path is None:
            return self.save_as(doc)
        return self._write(doc, doc.path)

    def save_as(self, doc: Document | None = None) -> bool:
        doc = doc or self.current()
        if doc is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, "Save as", doc.path or doc.untitled_name(),
                                              FILE_FILTER)
        return bool(path) and self._write(doc, path)

    def save_all(self) -> bool:
        return all(self.save(d) for d in self.documents() if d.document().isModified())

    def _write(self, doc: Document, path: str) -> bool:
        old = doc.path
        if old:
            self._watcher.removePath(old)
        try:
            doc.save_to(path)
        except OSError as exc:
            QMessageBox.warning(self, "Save", f"Cannot save {path}:\n{exc.strerror or exc}")
            if old:
                self._watch(old)
            return False
        self._watch(path)
        self.retitle(doc)
        self.setTabToolTip(self.indexOf(doc), path)
        self.file_opened.emit(path)
        self.status.emit(f"Saved {path}")
        return True

    # -- closing -----------------------------------------------------------------------------
    def ask_save(self, doc: Document) -> QMessageBox.StandardButton:
        """Save / Discard / Cancel for a modified document (tests replace this)."""
        return QMessageBox.question(
            self, "Unsaved changes", f"{doc.title().rstrip(' *')} has unsaved changes. Save?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)

    def close_tab(self, index: int) -> bool:
        doc = self.widget(index)
        if not isinstance(doc, Document):
            return False
        if doc.document().isModified():
            self.setCurrentIndex(index)
            answer = self.ask_save(doc)
            if answer == QMessageBox.StandardButton.Cancel:
                return False
            if answer == QMessageBox.StandardButton.Save and not self.save(doc):
                return False
        if doc.path:
            self._watcher.removePath(doc.path)
        self.removeTab(self.indexOf(doc))
        doc.deleteLater()
        return True

    def ask_save_all(self, docs: list[Document]) -> QMessageBox.StandardButton:
        """Save All / Discard / Cancel for every modified document at once (tests replace
        this)."""
        names = "\n".join(f"  {d.path or d.title().rstrip(' *')}" for d in docs)
        box = QMessageBox(QMessageBox.Icon.Warning, "Unsaved changes",
                          f"{len(docs)} file{'s' if len(docs) > 1 else ''} "
                          f"{'have' if len(docs) > 1 else 'has'} unsaved changes:\n{names}",
                          QMessageBox.StandardButton.SaveAll | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.SaveAll)
        return QMessageBox.StandardButton(box.exec())

    def close_all(self) -> bool:
        """Close every tab after one question about all unsaved ones. False, with every tab
        left as it was, when the user cancels or a save fails."""
        unsaved = [d for d in self.documents() if d.document().isModified()]
        if unsaved:
            answer = self.ask_save_all(unsaved)
            if answer == QMessageBox.StandardButton.Cancel:
                return False
            if answer == QMessageBox.StandardButton.SaveAll and not all(
                    self.save(d) for d in unsaved):
                return False
            if answer not in (QMessageBox.StandardButton.SaveAll,
                              QMessageBox.StandardButton.Discard):
                return False  # the box was closed some other way: keep everything
        for doc in self.documents():
            if doc.path:
                self._watcher.removePath(doc.path)
            self.removeTab(self.indexOf(doc))
            doc.deleteLater()
        return True

    # -- appearance --------------------------------------------------------------------------
    def retitle(self, doc: Document) -> None:
        index = self.indexOf(doc)
        if index >= 0:
            self.setTabText(index, doc.title())

    def _zoom_all(self, size: float) -> None:
        self.point_size = size
        for doc in self.documents():
            if doc.font().pointSizeF() != size:
                doc.set_point_size(size)

    def refresh_theme(self) -> None:
        for doc in self.documents():
            doc.refresh_theme()

    # -- changes on disk ---------------------------------------------------------------------
    def _watch(self, path: str) -> None:
        if path and os.path.exists(path) and path not in self._watcher.files():
            self._watcher.addPath(path)

    def ask_reload(self, doc: Document) -> bool:
        """Whether to reload a tab whose file changed on disk (tests replace this)."""
        lose = "\nYour unsaved edits in this tab would be lost." if doc.document().isModified() \
            else ""
        answer = QMessageBox.question(
            self, "File changed on disk",
            f"{doc.path} was changed by another program.\nReload it?{lose}",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _on_disk_change(self, path: str) -> None:
        # Editors often replace a file (write new + rename): wait a moment, then re-watch.
        self._pending_checks.add(path)
        QTimer.singleShot(150, self._check_disk)

    def _check_disk(self) -> None:
        paths, self._pending_checks = self._pending_checks, set()
        for path in paths:
            self.check_file(path)

    def check_file(self, path: str) -> None:
        doc = self.find(path)
        if doc is None or doc.path is None:
            return
        self._watch(doc.path)
        mtime = _mtime(doc.path)
        if not os.path.exists(doc.path) or mtime == doc.disk_mtime:
            return
        try:
            text, _ = read_source(doc.path)
        except OSError:
            return
        if text == doc.toPlainText():
            doc.disk_mtime = mtime
            return
        if not self.ask_reload(doc):
            doc.disk_mtime = mtime  # ask once per change
            return
        cursor_line = doc.textCursor().blockNumber() + 1
        doc.load()
        doc.go_to(cursor_line)
        self.status.emit(f"Reloaded {doc.path} (changed on disk)")
