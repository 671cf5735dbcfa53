"""Tools > Convention Checker: the calling-convention checker (analysis/conventions.py,
docs/conventions.md) on the app's runs.

An analysis tool dock (docks/analysis.py): Connect to Program watches every machine the
session makes; Strict and Save-all are the checker's ``--cc-strict`` and ``--cc-save-all``
(changing one starts a fresh check). The checker runs on the simulator thread and appends its
findings; the view takes the new ones every 100 ms and at the end of each run: a row in its
table, a line in Messages that jumps to the source when clicked (as assembly errors do), and
a mark on the line in the editor. After Backstep the check goes on from the state it went
back to (the calls made before it are forgotten: their returns are not checked).
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from rarslite.analysis.conventions import ConventionChecker
from rarslite.analysis.conventions_findings import CheckOptions, Finding
from rarslite.gui.docks.analysis import AnalysisTool


class ConventionCheckerTool(AnalysisTool):
    title = "Convention Checker"
    tab_title = "Conventions"
    COLUMNS = ("Line", "Kind", "Function", "Register", "Finding")

    def __init__(self, session) -> None:
        super().__init__(session)
        self.window_: Any = None  # the main window: Messages and the editors (attach_window)
        self.shown: list[Finding] = []  # the findings in the table, in order
        self.strict = QCheckBox("Strict: caller-saved registers read after any call")
        self.strict.setToolTip("--cc-strict: a caller must not rely on a t/a register after a "
                               "call even when this callee left it alone")
        self.save_all = QCheckBox("Save-all: callee-saved registers saved but never written")
        self.save_all.setToolTip("--cc-save-all: report brute-force saving")
        for box in (self.strict, self.save_all):
            box.toggled.connect(self._options_changed)
        self.summary = QLabel("Not connected")
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels(self.COLUMNS)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the Finding column takes the width left (elided; the line below shows it in full)
        header.setSectionResizeMode(len(self.COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        # the selected finding in full (the table's Finding column is clipped on small screens)
        self.detail = QLabel("")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table.currentCellChanged.connect(self._show_detail)
        self.table.cellActivated.connect(self._show_row)
        self.table.cellDoubleClicked.connect(self._show_row)
        options = QVBoxLayout()
        options.addWidget(self.strict)
        options.addWidget(self.save_all)
        layout = QVBoxLayout(self)
        layout.addLayout(options)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        row = QHBoxLayout()
        row.addLayout(self.buttons)
        layout.addLayout(row)

    def attach_window(self, window) -> None:
        """Where findings go besides the table: ``window.message`` and its editors."""
        self.window_ = window
        window.run_finished.connect(self._run_finished)

    def _run_finished(self, reason: str) -> None:
        if self.model is not None and reason in ("exit", "exit2", "dropped", "error"):
            self.model.finish()  # a return whose delay slot ran last (the run is over)
        self.refresh()

    def options(self) -> CheckOptions:
        return CheckOptions(strict=self.strict.isChecked(), save_all=self.save_all.isChecked())

    # -- the model
    def make_model(self, machine) -> ConventionChecker:
        return ConventionChecker(machine, self.options())

    def _rewire(self) -> None:
        self._clear()
        super()._rewire()
        if self.model is None:
            self.summary.setText("Not connected")

    def reset(self) -> None:
        """A fresh check of the machine as it is now (the checker has no counts to zero)."""
        self._rewire()

    def _options_changed(self) -> None:
        if self.model is not None:
            self._rewire()

    def release(self) -> None:
        self.connect_button.setChecked(False)

    # -- the view
    def show_model(self, model: ConventionChecker) -> None:
        found = model.findings[len(self.shown):]  # appended on the simulator thread
        for finding in found:
            self._add(finding)
        if found:
            self._mark_editors()
        n = len(self.shown)
        if n == 0:
            self.summary.setText("No findings so far")
        else:
            counts = ", ".join(f"{k} {kind}" for kind, k in model.counts().items() if k)
            self.summary.setText(f"{n} finding{'s' * (n != 1)} ({counts})")

    def _add(self, f: Finding) -> None:
        self.shown.append(f)
        row = self.table.rowCount()
        self.table.insertRow(row)
        where = f"{os.path.basename(f.file)}:{f.line}" if f.file else ""
        for col, text in enumerate((where, f.kind, f.function, f.register, f.message)):
            item = QTableWidgetItem(text)
            item.setToolTip(f.text())
            self.table.setItem(row, col, item)
        if self.window_ is not None:
            self.window_.message(f"Convention: {f.text()}", f.file or None, f.line,
                                 kind="warning")  # fmt: skip

    def _mark_editors(self) -> None:
        """Each open file's lines with findings marked (files opened later are not)."""
        if self.window_ is None:
            return
        by_file: dict[str, list[tuple[int, int, str]]] = {}
        for f in self.shown:
            if f.file and f.line:
                by_file.setdefault(os.path.realpath(f.file), []).append(
                    (f.line, 0, f.message))
        for doc in self.window_.editors.documents():
            if doc.path:
                doc.set_notes(by_file.get(os.path.realpath(doc.path), []))

    def _show_detail(self, row: int, *_rest: int) -> None:
        self.detail.setText(self.shown[row].text() if 0 <= row < len(self.shown) else "")

    def _clear(self) -> None:
        self.shown = []
        self.table.setRowCount(0)
        self.detail.setText("")
        if self.window_ is not None:
            for doc in self.window_.editors.documents():
                doc.set_notes([])

    def _show_row(self, row: int, _col: int = 0) -> None:
        f = self.shown[row]
        if self.window_ is not None and f.file:
            self.window_.show_source(f.file, f.line)

    def rows(self) -> list[list[str]]:
        """The table's text (tests read it)."""
        return [[self.table.item(r, c).text() for c in range(len(self.COLUMNS))]
                for r in range(self.table.rowCount())]  # fmt: skip
