"""Breakpoints kept by source line: the editor's gutter, the Execute view's Bkpt column and
the simulator's address set, kept in step.

The user's intent is a *source line* (file, line). Where it lives:

* in the file's editor tab while it is open (marks on the text blocks, which move with their
  lines: `editor/breakpoint_marks.py`);
* in a `BreakpointBook` (real path -> lines) for every file, mirrored from the tabs and
  remembered in the settings between sessions.

After every Assemble, `LineTable` says which instruction each line starts with (a
pseudo-instruction or macro call that expands to several breaks at the first), and the
simulator's set (`Session.breakpoints`) is rebuilt from the lines. A Bkpt box ticked in the
Execute view on the first instruction of a line marks that line; one ticked on a later
instruction of an expansion is kept by address only, until the next Assemble.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from rarslite.gui.editor.breakpoint_marks import NO_CODE, PENDING
from rarslite.gui.qt_compat import slot, slot_args
from rarslite.program import LineTable, source_key

__all__ = ["BreakpointBook", "BreakpointController", "LineTable", "source_key"]

SETTINGS_KEY = "breakpoints/by_file"  # JSON {real path: [lines]} (paths hold slashes)
SYNC_DELAY_MS = 300  # after lines are added or removed, mirror the tabs into the book


class BreakpointBook:
    """Breakpoint lines per file (by real path), kept in the settings."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self._lines: dict[str, set[int]] = {}
        try:
            stored = json.loads(str(settings.value(SETTINGS_KEY, "{}") or "{}"))
            for path, lines in dict(stored).items():
                if os.path.exists(path):  # forget files that were deleted or moved
                    self._lines[str(path)] = {int(n) for n in lines if int(n) > 0}
        except (TypeError, ValueError):  # a damaged setting: start with none
            self._lines = {}

    def lines(self, key: str) -> set[int]:
        return set(self._lines.get(key, ()))

    def set_lines(self, key: str, lines) -> None:
        lines = set(lines)
        if lines:
            self._lines[key] = lines
        else:
            self._lines.pop(key, None)

    def items(self):
        return list(self._lines.items())

    def save(self) -> None:
        data = {path: sorted(lines) for path, lines in sorted(self._lines.items())}
        self.settings.setValue(SETTINGS_KEY, json.dumps(data))


class BreakpointController(QObject):
    """Keeps the editor tabs, the Execute view and the session's address set in step."""

    def __init__(self, editors, text_view, session, settings,
                 message: Callable[..., None]) -> None:
        super().__init__(editors)
        self.editors = editors
        self.text_view = text_view
        self.model = text_view.model_
        self.session = session
        self.message = message
        self.book = BreakpointBook(settings)
        self.table: LineTable | None = None
        self._program = None
        self._managed: set[int] = set()  # the addresses that come from source lines
        self._sync_timer = QTimer(self, singleShot=True, interval=SYNC_DELAY_MS)
        self._sync_timer.timeout.connect(slot(self.save))
        editors.currentChanged.connect(slot(self._adopt_documents))  # a new tab is current
        editors.file_opened.connect(slot(self._file_opened))  # or saved under a new name
        self.model.breakpoint_toggled.connect(slot_args(self._row_toggled))
        text_view.suspend_toggled.connect(slot_args(self._suspended))

    # -- tabs --------------------------------------------------------------------------------
    def _adopt_documents(self) -> None:
        new = [d for d in self.editors.documents()
               if not getattr(d, "breakpoints_adopted", False)]
        for doc in new:
            doc.breakpoints_adopted = True
            doc.breakpoint_toggled.connect(
                slot_args(lambda line, d=doc: self._line_toggled(d, line)))
            doc.blockCountChanged.connect(slot(self._sync_timer.start))
            doc.set_breakpoints_suspended(self.session.breakpoints_suspended)
            if doc.path:
                doc.set_breakpoint_lines(self.book.lines(source_key(doc.path)))
            # A file opened after the Assemble (e.g. an .include shown from the Execute
            # view) is taken to hold the text that was assembled.
            self._stamp(doc)
        if new:
            self._apply()

    def _file_opened(self) -> None:
        self._adopt_documents()
        self.save()

    def _stamp(self, doc) -> None:
        key = source_key(doc.path) if doc.path else None
        if self.table is not None and key in self.table.files:
            doc.stamp(self.table.lines_of(key))
        else:
            doc.stamp(None)

    def _line_toggled(self, doc, line: int) -> None:
        self._remember(doc)
        self._apply()
        state = doc.breakpoint_state(line)
        if state == NO_CODE:
            self._say_no_code(doc.path, line, doc.next_code_line(line))
        elif state == PENDING and self.table is not None and doc.path \
                and source_key(doc.path) in self.table.files:
            self.message(f"Breakpoint: line {line} of {os.path.basename(doc.path)} is new "
                         "since the last Assemble; it takes effect when you assemble (F3).",
                         doc.path, line)

    def toggle_at_cursor(self) -> None:
        """Ctrl+B: the Execute view's selected instruction when it is showing, else the
        editor's cursor line."""
        if self.text_view.isVisible():
            index = self.text_view.currentIndex()
            if index.isValid():
                self.model.toggle_breakpoint(index.row())
            return
        doc = self.editors.current()
        if doc is not None:
            doc.toggle_breakpoint_at_cursor()

    def _remember(self, doc) -> None:
        if doc.path:
            self.book.set_lines(source_key(doc.path), doc.breakpoint_lines())
            self.book.save()

    def save(self) -> None:
        """Mirror every tab into the book, store it, and drop addresses of deleted lines."""
        for doc in self.editors.documents():
            if doc.path:
                self.book.set_lines(source_key(doc.path), doc.breakpoint_lines())
        self.book.save()
        self._apply()

    # -- the Execute view --------------------------------------------------------------------
    def _row_toggled(self, row: int) -> None:
        addr = self.model.entries[row].addr
        where = self.table.line_of.get(addr) if self.table is not None else None
        if where is None:
            return  # not the first instruction of a line: kept by address only
        key, line = where
        on = addr in self.session.breakpoints
        doc = self.editors.find(key)
        if doc is not None:
            moved = doc.line_of_address(addr)  # the line may have moved since the Assemble
            if moved:
                doc.set_breakpoint(moved, on)
                self._remember(doc)
        else:
            lines = self.book.lines(key)
            if on:
                lines.add(line)
            else:
                lines.discard(line)
            self.book.set_lines(key, lines)
            self.book.save()
        self._apply()  # the address now comes from a source line

    def _suspended(self, suspended: bool) -> None:
        for doc in self.editors.documents():
            doc.set_breakpoints_suspended(suspended)

    # -- programs ----------------------------------------------------------------------------
    def program_loaded(self, program) -> None:
        """After Assemble, ELF load, Reset (same program) or a failed assembly (None)."""
        if program is not self._program:
            self._program = program
            self._managed = set()  # the session dropped the old program's addresses
            self.table = LineTable.of(program) if program is not None else None
            for doc in self.editors.documents():
                self._stamp(doc)
            self._report_no_code()
        self._apply()

    def _apply(self) -> None:
        """Bring the simulator's address set in line with the source lines, in place (the
        Execute view and the simulator share the set object). Addresses set otherwise (an
        expansion's later instruction ticked in the Execute view) are left alone."""
        bps = self.session.breakpoints
        table = self.table
        if table is None:
            return
        wanted: set[int] = set()
        open_keys = set()
        for doc in self.editors.documents():
            if doc.path:
                open_keys.add(source_key(doc.path))
                wanted |= doc.breakpoint_addresses()
        for key, lines in self.book.items():
            if key in table.files and key not in open_keys:
                wanted.update(table.first[(key, n)] for n in lines if (key, n) in table.first)
        dropped = self._managed - wanted
        if dropped or not wanted <= bps:
            bps.difference_update(dropped)
            bps.update(wanted)
            self.model.refresh_breakpoints()
        self._managed = wanted

    def _report_no_code(self) -> None:
        table = self.table
        if table is None:
            return
        open_keys = set()
        for doc in self.editors.documents():
            if doc.path and source_key(doc.path) in table.files:
                open_keys.add(source_key(doc.path))
                for line in doc.breakpoint_lines():
                    if doc.breakpoint_state(line) == NO_CODE:
                        self._say_no_code(doc.path, line, doc.next_code_line(line))
        for key, lines in self.book.items():
            if key in table.files and key not in open_keys:
                for line in sorted(lines):
                    if (key, line) not in table.first:
                        self._say_no_code(key, line, table.next_code_line(key, line))

    def _say_no_code(self, path: str, line: int, after: int) -> None:
        """The Messages line for a breakpoint that cannot stop (``after``: the next line
        with an instruction, or 0)."""
        text = (f"Breakpoint: line {line} of {os.path.basename(path)} produces no instruction "
                "(a comment, label, directive, macro definition or blank line); the "
                "breakpoint will not stop.")
        if after:
            text += f" The next line with an instruction is {after}."
        self.message(text, path, line, 0, "warning")

    def clear_all(self) -> None:
        """Run > Clear all breakpoints: in every tab, in the program's files and in the
        Execute view."""
        for doc in self.editors.documents():
            doc.set_breakpoint_lines(())
            if doc.path:
                self.book.set_lines(source_key(doc.path), ())
        for key in self.table.files if self.table is not None else ():
            self.book.set_lines(key, ())
        self.book.save()
        self.session.breakpoints.clear()
        self.model.refresh_breakpoints()
