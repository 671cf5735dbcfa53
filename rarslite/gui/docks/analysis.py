"""Tools > Instruction Counter, Instruction Statistics, Data Cache Simulator, BHT Simulator:
docks showing `rarslite.analysis` models of the running program, RARS's (or on MIPS, MARS's)
numbers.

Each dock has Connect to Program and Reset, as the tools do. While connected it watches every
machine the session creates (Assemble and Reset start from zero counts); its model is fed on
the simulator thread and the view reads the numbers every 100 ms. Changing a setting starts a
fresh model, as changing the tool's settings resets it.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rarslite.analysis.bht import ENTRY_CHOICES, BhtSettings, BranchHistoryTable, java_table_number
from rarslite.analysis.cache import PLACEMENTS, REPLACEMENTS, SIZES, CacheSettings, DataCache
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics, percent
from rarslite.analysis.headless import branch_outcome
from rarslite.analysis.observers import unwatch_fetches, watch_data, watch_fetches
from rarslite.gui.docks.cache_blocks import CacheBlocks, block_table
from rarslite.gui.docks.connectable import connect_text


class AnalysisTool(QWidget):
    """Connect / Reset and the periodic refresh; subclasses make the model and its view."""

    title = ""
    watches_data = False  # a data observer (else a fetch observer)

    def __init__(self, session) -> None:
        super().__init__()
        self.session = session
        self.setWindowTitle(self.title)
        self.model: Any = None
        self.machine = None  # the machine the model watches
        self._watch = None  # its DataWatch device
        self.connect_button = QPushButton("Connect to Program")
        self.connect_button.setCheckable(True)
        self.connect_button.toggled.connect(self._connect_toggled)
        self.reset_button = QPushButton("Reset")
        self.reset_button.clicked.connect(self.reset)
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.connect_button)
        self.buttons.addWidget(self.reset_button)
        self._timer = QTimer(self, interval=100)
        self._timer.timeout.connect(self.refresh)
        self._timer.start()

    # -- subclasses
    def make_model(self, machine) -> Any:
        raise NotImplementedError

    def show_model(self, model: Any) -> None:
        raise NotImplementedError

    # -- connection
    def _connect_toggled(self, on: bool) -> None:
        self.connect_button.setText(connect_text(on))
        self._rewire()

    def _rewire(self) -> None:
        """Watch the session's machine with a fresh model (connected), or nothing."""
        old, old_watch, old_model = self.machine, self._watch, self.model
        machine = self.session.machine if self.connect_button.isChecked() else None
        model = self.make_model(machine) if machine is not None else None
        self.machine, self.model, self._watch = machine, model, None

        def swap() -> None:  # on the simulator thread
            if old is not None:
                if old_watch is not None:
                    old.disconnect(old_watch)
                else:
                    unwatch_fetches(old, old_model)
            if machine is not None:
                if self.watches_data:
                    self._watch = watch_data(machine, model)
                else:
                    watch_fetches(machine, model)

        if old is not None and old is not self.session.machine:
            old = None  # a machine the session dropped: nothing to undo on it
        self.session.device_call(swap)
        self.refresh()

    def program_loaded(self, session) -> None:
        self.machine = None  # the old machine is gone with its observers
        self._rewire()

    def reset(self) -> None:
        if self.model is not None:
            self.session.device_call(self.model.reset)
        self.refresh()

    def refresh(self) -> None:
        if self.model is not None:
            self.show_model(self.model)


def _bar(part: int, total: int) -> QProgressBar:
    bar = QProgressBar()
    bar.setRange(0, max(total, 1))
    bar.setValue(part)
    bar.setFormat(f"{percent(part, total)}%")
    return bar


class _CountsTool(AnalysisTool):
    """A total and one row per category with its count and percentage bar."""

    def __init__(self, session) -> None:
        super().__init__(session)
        self.total = QLabel("0")
        self.grid = QGridLayout()
        self.rows: dict[str, tuple[QLabel, QProgressBar]] = {}
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.total_label))
        top.addWidget(self.total, 1)
        layout.addLayout(top)
        layout.addLayout(self.grid)
        layout.addLayout(self.buttons)
        layout.addStretch(1)
        self._set_rows(self.default_rows)

    total_label = "Instructions so far:"
    default_rows: tuple[str, ...] = ()

    def _set_rows(self, names) -> None:
        if list(names) == list(self.rows):
            return
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.rows = {}
        for i, name in enumerate(names):
            count, bar = QLabel("0"), _bar(0, 0)
            self.grid.addWidget(QLabel(f"{name}:"), i, 0)
            self.grid.addWidget(count, i, 1)
            self.grid.addWidget(bar, i, 2)
            self.rows[name] = (count, bar)

    def show_model(self, model) -> None:
        counts, total = dict(model.counts), model.total
        self._set_rows(counts)
        self.total.setText(str(total))
        for name, (label, bar) in self.rows.items():
            n = counts[name]
            label.setText(str(n))
            bar.setRange(0, max(total, 1))
            bar.setValue(n)
            bar.setFormat(f"{percent(n, total)}%")


class InstructionCounterTool(_CountsTool):
    title = "Instruction Counter"
    tab_title = "Counter"
    default_rows = ("R", "R4", "I", "S", "B", "U", "J")

    def make_model(self, machine):
        return InstructionCounter(machine.config, _isa(machine))


class InstructionStatisticsTool(_CountsTool):
    title = "Instruction Statistics"
    tab_title = "Statistics"
    total_label = "Total:"
    default_rows = ("ALU", "Jump", "Branch", "Memory", "Other")

    def make_model(self, machine):
        return InstructionStatistics(machine.config, _isa(machine))


def _isa(machine) -> str:
    return "mips" if machine.isa_name == "mips" else "riscv"


def choice_box(items, current) -> QComboBox:
    """A combo box of (text, value) items with ``current``'s item chosen."""
    box = QComboBox()
    for text, data in items:
        box.addItem(text, data)
    box.setCurrentIndex(box.findData(current))
    return box


class DataCacheTool(AnalysisTool):
    title = "Data Cache Simulator"
    tab_title = "Cache"
    watches_data = True

    def __init__(self, session) -> None:
        super().__init__(session)
        self.placement = choice_box([(v, k) for k, v in PLACEMENTS.items()], "direct")
        self.replacement = choice_box([(v, k) for k, v in REPLACEMENTS.items()], "lru")
        self.blocks = choice_box([(str(n), n) for n in SIZES], 8)
        self.words = choice_box([(str(n), n) for n in SIZES], 4)
        self.set_size = QComboBox()
        self.size = QLabel()
        self.accesses, self.hits, self.misses = QLabel("0"), QLabel("0"), QLabel("0")
        self.rate = QProgressBar()
        self.rate.setRange(0, 100)
        self.rate.setFormat("%p%")
        self.rate.setValue(0)
        self.last = QLabel("")
        form = QFormLayout()
        form.addRow("Placement Policy", self.placement)
        form.addRow("Block Replacement Policy", self.replacement)
        form.addRow("Set size (blocks)", self.set_size)
        form.addRow("Number of blocks", self.blocks)
        form.addRow("Cache block size (words)", self.words)
        form.addRow("Cache size (bytes)", self.size)
        form.addRow("Memory Access Count", self.accesses)
        form.addRow("Cache Hit Count", self.hits)
        form.addRow("Cache Miss Count", self.misses)
        form.addRow("Cache Hit Rate", self.rate)
        form.addRow("Last access", self.last)
        self.animation = CacheBlocks()  # the tool's Cache Block Table
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(block_table(self.animation), 1)
        layout.addLayout(self.buttons)
        self._fill_set_sizes()
        for box in (self.placement, self.blocks):
            box.currentIndexChanged.connect(self._fill_set_sizes)
        for box in (self.replacement, self.words, self.set_size):
            box.currentIndexChanged.connect(self._settings_changed)

    def _fill_set_sizes(self) -> None:
        """The set size choices, as the tool's: 1 (direct), all blocks (full), or any power
        of two up to the number of blocks (N-way)."""
        blocks, placement = self.blocks.currentData(), self.placement.currentData()
        choices = {"direct": [1], "full": [blocks]}.get(placement,
                                                        [n for n in SIZES if n <= blocks])
        self.set_size.blockSignals(True)
        self.set_size.clear()
        for n in choices:
            self.set_size.addItem(str(n), n)
        self.set_size.blockSignals(False)
        self._settings_changed()

    def settings(self) -> CacheSettings:
        return CacheSettings(self.placement.currentData(), self.replacement.currentData(),
                             self.blocks.currentData(), self.words.currentData(),
                             self.set_size.currentData())  # fmt: skip

    def _settings_changed(self) -> None:
        st = self.settings()
        self.size.setText(str(st.blocks * st.words * 4))
        if self.model is not None:
            self._rewire()
        self.refresh_counts(None)

    def make_model(self, machine):
        return DataCache(self.settings())

    def show_model(self, model) -> None:
        self.refresh_counts(model)

    def refresh_counts(self, model) -> None:
        self.accesses.setText(str(model.accesses if model else 0))
        self.hits.setText(str(model.hits if model else 0))
        self.misses.setText(str(model.misses if model else 0))
        self.rate.setValue(model.hit_rate_percent() if model else 0)
        block = model.last_block if model else -1
        self.last.setText(f"block {block}" if block >= 0 else "")
        blocks = model.settings.blocks if model else self.blocks.currentData()
        self.animation.show_model(model, blocks)


class BhtTool(AnalysisTool):
    title = "BHT Simulator"
    tab_title = "BHT"
    COLUMNS = ("Index", "History", "Prediction", "Correct", "Incorrect", "Precision")

    def __init__(self, session) -> None:
        super().__init__(session)
        self.entries = choice_box([(str(n), n) for n in ENTRY_CHOICES], 16)
        self.history = choice_box([("1", 1), ("2", 2)], 1)
        self.initial = choice_box([("NOT TAKE", False), ("TAKE", True)], False)
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setHorizontalHeaderLabels(self.COLUMNS)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(  # six columns in a narrow dock
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        form = QFormLayout()
        form.addRow("# of BHT entries", self.entries)
        form.addRow("BHT history size", self.history)
        form.addRow("Initial value", self.initial)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(self.buttons)
        for box in (self.entries, self.history, self.initial):
            box.currentIndexChanged.connect(self._settings_changed)
        self._fill(BranchHistoryTable(self.settings(), lambda ins: None, _NO_TEXT))
        self.table.setItem(0, 5, QTableWidgetItem("100.000"))  # the widest precision
        self.table.resizeColumnsToContents()
        self.table.setMinimumWidth(self.table.horizontalHeader().length()
                                   + self.table.verticalScrollBar().sizeHint().width() + 4)
        self.table.item(0, 5).setText("0")

    def settings(self) -> BhtSettings:
        return BhtSettings(self.entries.currentData(), self.history.currentData(),
                           self.initial.currentData())  # fmt: skip

    def _settings_changed(self) -> None:
        if self.model is not None:
            self._rewire()
        else:
            self._fill(BranchHistoryTable(self.settings(), lambda ins: None, _NO_TEXT))

    def make_model(self, machine):
        return BranchHistoryTable(self.settings(), branch_outcome(machine), machine.config)

    def show_model(self, model) -> None:
        self._fill(model)

    def _fill(self, model: BranchHistoryTable) -> None:
        entries = list(model.entries)
        self.table.setRowCount(len(entries))
        for row, e in enumerate(entries):
            values = (row, e.history_text(), e.prediction_text(), e.correct, e.incorrect,
                      java_table_number(e.precision))  # fmt: skip
            for col, value in enumerate(values):
                item = self.table.item(row, col)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(row, col, item)
                if item.text() != str(value):
                    item.setText(str(value))


class _NoText:
    """A memory configuration without a text segment (the table before any program)."""

    text_base = 0
    text_limit_cfg = -4


_NO_TEXT: Any = _NoText()


def _later(module: str, name: str) -> Callable[[Any], QWidget]:
    """A tool class from a module that builds on this one, imported when first opened."""
    return lambda session: getattr(import_module(f"rarslite.gui.docks.{module}"), name)(session)


# the Tools menu's analysis tools: dock name -> (menu text, class or factory of the widget)
TOOLS: dict[str, tuple[str, Callable[[Any], QWidget]]] = {
    "instruction_counter": ("Instruction &Counter", InstructionCounterTool),
    "instruction_statistics": ("Instruction &Statistics", InstructionStatisticsTool),
    "data_cache": ("&Data Cache Simulator", DataCacheTool),
    "bht": ("&BHT Simulator", BhtTool),
    "memory_references": ("&Memory Reference Visualization",
                          _later("memrefs_view", "MemoryReferenceTool")),
    "float_representation": ("&Floating Point Representation",
                             _later("float_repr_view", "FloatRepresentationTool")),
    "conventions": ("Con&vention Checker", _later("conventions_view", "ConventionCheckerTool")),
}
