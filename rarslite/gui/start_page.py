"""The Edit page's start page, shown while no file is open (instead of an empty editor area
in which typing does nothing): New file, Open..., the recent files and the shipped examples,
each of which opens (double-click or Enter) or plays (the Play button) at once."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

PATH = Qt.ItemDataRole.UserRole


def example_programs() -> list[tuple[str, str, str]]:
    """(program name, summary, path) of every shipped example program that runs on its own
    (not a file another one ``.include``s, such as mips/bombsweeper/hw3)."""
    from rarslite.examples import examples, find, is_part

    out = []
    for example in examples():
        for program in example.programs:
            path = find(program)
            if path and not is_part(path):
                out.append((program, example.summary, path))
    return out


class StartPage(QWidget):
    open_requested = Signal(str)
    play_requested = Signal(str)
    new_requested = Signal()
    open_dialog_requested = Signal()

    def __init__(self, recent: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel("<h2>rarslite</h2><p>RISC-V (RARS 1.6) and MIPS (MARS 4.5) programs: "
                       "write one, open one, or try an example.</p>")
        title.setWordWrap(True)
        self.new_button = QPushButton("New file (Ctrl+N)")
        self.open_button = QPushButton("Open... (Ctrl+O)")
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_dialog_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch(1)

        self.recent = QListWidget()
        for path in recent:
            item = QListWidgetItem(path)
            item.setData(PATH, path)
            self.recent.addItem(item)
        self.examples = QListWidget()
        for program, summary, path in example_programs():
            item = QListWidgetItem(f"{program} — {summary}")
            item.setData(PATH, path)
            item.setToolTip(path)
            self.examples.addItem(item)
        if self.examples.count():
            self.examples.setCurrentRow(0)
        for lst in (self.recent, self.examples):
            lst.itemActivated.connect(lambda item: self.open_requested.emit(item.data(PATH)))
        self.play_button = QPushButton("Play the example (Ctrl+P)")
        self.play_button.clicked.connect(self._play_selected)
        self.open_example_button = QPushButton("Open it")
        self.open_example_button.clicked.connect(self._open_selected)
        example_buttons = QHBoxLayout()
        example_buttons.addWidget(self.play_button)
        example_buttons.addWidget(self.open_example_button)
        example_buttons.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addLayout(buttons)
        if self.recent.count():
            layout.addWidget(QLabel("Recent files (double-click to open):"))
            layout.addWidget(self.recent, 1)
        else:
            self.recent.hide()
        layout.addWidget(QLabel("Examples (double-click to open; Play assembles and runs it):"))
        layout.addWidget(self.examples, 3)
        layout.addLayout(example_buttons)
        self.setFocusProxy(self.examples)

    def selected_example(self) -> str | None:
        item = self.examples.currentItem()
        return item.data(PATH) if item is not None else None

    def _play_selected(self) -> None:
        path = self.selected_example()
        if path:
            self.play_requested.emit(path)

    def _open_selected(self) -> None:
        path = self.selected_example()
        if path:
            self.open_requested.emit(path)
