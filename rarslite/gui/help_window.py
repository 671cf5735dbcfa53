"""The Help window: a searchable reference (instructions, pseudo-instructions, system calls,
directives, MMIO registers, keyboard shortcuts) next to the program, not in a modal box.

The rows come from `rarslite.reference` (the engine's tables) and, for the shortcuts, from the
main window's own actions, so nothing here is a second copy of a fact.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rarslite.gui.editor.code_editor import monospace_font
from rarslite.reference import Entry, IsaTables, Section, build

# Widest a column starts (name, form, description, example, detail); the description takes
# what is left (cut, its tooltip shows all), so the last column (a system call's results)
# shows whole.
MAX_COLUMN_WIDTHS = (150, 260, 400, 200, 480)
DESCRIPTION = 2
# Words that name the same thing in the two ISAs: "syscall 5" finds RISC-V's ecall 5 and
# "ecall 5" MARS's syscall 5.
ALIASES = {"syscall": ("syscall", "ecall"), "ecall": ("ecall", "syscall")}


def query_words(query: str) -> list[tuple[str, ...]]:
    """The words of a query, each as its alternatives."""
    return [ALIASES.get(w, (w,)) for w in query.lower().split()]


def entry_matches(entry: Entry, words: list[tuple[str, ...]]) -> bool:
    """Whether every word (one of its alternatives) occurs in one of the entry's columns."""
    text = " ".join((entry.name, entry.form, entry.description, entry.example,
                     entry.detail)).lower()
    return all(any(alt in text for alt in alts) for alts in words)


def exact_name(entry: Entry, query: str) -> bool:
    """The entry a query names: its name as typed ("li"), or a service's number after
    "syscall" / "ecall" ("syscall 5" is service 5, not every service with a 5)."""
    words = query.lower().split()
    name = entry.name.lower()
    if len(words) == 2 and words[0] in ALIASES and words[1].isdigit():
        return name.split(" ")[0] == words[1]
    return bool(words) and name == " ".join(words)

# Not in the generated sections: how the app's pieces fit together.
USING_TEXT = """\
<h3>Using rarslite</h3>
<p>Open or write a <code>.s</code> file (<b>File &gt; Open example</b> has the games shipped
with rarslite), press <b>Assemble</b>, then <b>Go</b> or <b>Step</b>.
<b>Run &gt; Play</b> does it all for a game: assemble, connect its screen (the Keyboard and
Display tool, or the Colour Cell Display for bombsweeper; a console game plays in Run I/O),
run, and type into it. The keys for every command are listed under <i>Keyboard shortcuts</i>;
type in the search box above to look up an instruction, a system call, a directive or a device
register (Esc clears the search, then closes this window).</p>
<p><b>Edit tab:</b> click the gutter left of a line number (or Ctrl+B) to set a breakpoint on
that line; it stays on its line through edits and assembling. An assembly error puts the
cursor on its line; click an error in Messages to go back to it.</p>
<p><b>Execute tab:</b> click a Bkpt box to set a breakpoint; double-click a row to see its
source line. Registers and memory cells are editable (double-click) while the program is
paused. Click the Bkpt header to suspend or resume all breakpoints. Backstep undoes the last
2000 steps after single steps and after Go at any speed, once the program stops (a breakpoint,
Pause, an error, the end), for RISC-V and MIPS programs alike; output already printed stays
printed. <b>Run &gt; Back to before the last key</b> (Shift+F8) puts the program back as it was
just before the last key it got (or console input) in one action, display and board
included; press it again for the key before, across any number of moves.</p>
<p><b>Tools &gt; Keyboard and Display MMIO Simulator:</b> press Connect, then type in the lower
pane. Unlike RARS, the tool stays connected when you assemble or reset again.<br>
<b>Tools &gt; Digital Lab Sim:</b> in the app every keypad click counts: a click made while
the program has not yet read the key held before waits its turn (the key shows orange,
"pending" under the keys); RARS and MARS drop such a click (it only releases the held key),
and <tt>rarslite run</tt> and the <tt>rars</tt>/<tt>mars</tt> drop-ins do exactly that.<br>
<b>Tools &gt; Colour Cell Display:</b> the Bombsweeper screen (one halfword per cell); it cannot
share 0xFFFF0000 with the Keyboard and Display tool: change its base or use one at a time.<br>
<b>Tools &gt; Board overlay:</b> draws checkers (BLACK, RED, KINGS, TURN) or draughts (a 64-word
board).</p>
<p><b>MIPS programs (MARS 4.5):</b> opening a <code>.asm</code> file, or a <code>.s</code> file
written for MARS (<code>$</code> registers, <code>syscall</code>), switches to MIPS (the status bar
says which; Settings &gt; Instruction set overrides it). The Registers tab shows <code>$</code>
names with pc, hi and lo, beside Coproc 1 and Coproc 0; Settings has MARS's delayed branching
and memory configurations. Settings &gt; Program arguments sets what the program gets in
<code>$a0</code>/<code>$a1</code> (RISC-V: <code>a0</code>/<code>a1</code>); from a shell,
<code>rarslite --play FILE -- ARG...</code>. This reference then lists MARS's instructions and
syscalls.</p>
<p><b>File &gt; Open</b> also loads RV32 ELF executables (e.g. C built with
<code>riscv64-unknown-elf-gcc -g</code>): they go straight to the Execute tab, with the C file and
line in the Source column.</p>
"""


def shortcut_section(actions: list[QAction]) -> Section:
    """Every action with a key, as the user sees it (menu, text, key), in menu order."""
    entries = []
    seen = set()
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
        keys = [k for k in keys if k]
        if not keys:
            continue
        text = action.text().replace("&", "").rstrip(".")
        menus = [o.title().replace("&", "") for o in action.associatedObjects()
                 if isinstance(o, QMenu)]
        key = (text, tuple(keys))
        if key in seen:
            continue
        seen.add(key)
        entries.append(Entry(", ".join(keys), "", text, "", " / ".join(menus)))
    return Section("Keyboard shortcuts", ("Keys", "", "Command", "", "Menu"), tuple(entries))


def help_geometry(main: QRect, below: int, screen: QRect) -> QRect:
    """Where Help opens: 1200 x 640, centred on the main window
    (``main``, global) below its menu bar and toolbar (ending at ``below``) as far as
    ``screen`` allows."""
    top = max(below, main.top()) + 8
    width, height = 1200, 640  # (Qt keeps a window larger than the screen on it)
    x = main.left() + (main.width() - width) // 2
    x = max(screen.left(), min(x, screen.right() + 1 - width))
    y = max(screen.top(), min(top, screen.bottom() + 1 - height))
    return QRect(x, y, width, height)


class HelpWindow(QWidget):
    """Top-level and non-modal: it can stay open beside the editor."""

    def __init__(self, actions: list[QAction], tables: IsaTables,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle("rarslite help")
        self.resize(1200, 640)  # (within the screen: Qt keeps a new window on it)
        self.tables_source = tables
        self.sections = [*build(tables), shortcut_section(actions)]
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search: mnemonic, service, directive, register, key "
                                       "or words of a description")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.filter)
        self.count_label = QLabel()
        self.tabs = QTabWidget()
        self.using = QTextBrowser()
        self.using.setHtml(USING_TEXT)
        self.tabs.addTab(self.using, "Using rarslite")
        self.tables: list[QTableWidget] = [self._table(s) for s in self.sections]
        for section, table in zip(self.sections, self.tables, strict=True):
            self.tabs.addTab(table, section.title)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.count_label)
        self.filter("")

    def _table(self, section: Section) -> QTableWidget:
        used = [i for i, h in enumerate(section.headers) if h]
        table = QTableWidget(len(section.entries), len(used))
        table.setHorizontalHeaderLabels([section.headers[i] for i in used])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setWordWrap(False)
        mono = monospace_font(10)
        for row, entry in enumerate(section.entries):
            values = (entry.name, entry.form, entry.description, entry.example, entry.detail)
            for col, i in enumerate(used):
                item = QTableWidgetItem(values[i])
                if i != 2:  # all but the description are source text, names or addresses
                    item.setFont(mono)
                item.setToolTip(values[i])
                table.setItem(row, col, item)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.resizeColumnsToContents()
        for col, i in enumerate(used):  # long cells are cut; their tooltip shows all
            table.setColumnWidth(col, min(table.columnWidth(col), MAX_COLUMN_WIDTHS[i]))
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        if DESCRIPTION in used:  # the description gives way, the other columns stay whole
            header.setSectionResizeMode(used.index(DESCRIPTION), QHeaderView.ResizeMode.Stretch)
        else:
            header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return table

    def filter(self, query: str) -> None:
        """Show only the rows matching every word of ``query``; tab titles count them."""
        first_hit = None
        exact = None  # (tab, row) of an entry named exactly as typed: "li" is the pseudo
        words = query_words(query)
        total = 0
        for i, (section, table) in enumerate(zip(self.sections, self.tables, strict=True)):
            shown = 0
            for row, entry in enumerate(section.entries):
                hide = not entry_matches(entry, words)
                table.setRowHidden(row, hide)
                shown += not hide
                if not hide and exact is None and exact_name(entry, query):
                    exact = (i + 1, row)
            total += shown
            self.tabs.setTabText(i + 1, f"{section.title} ({shown})")
            if shown and first_hit is None:
                first_hit = i + 1
        self.count_label.setText(f"{total} matching rows" if query.strip() else
                                 f"{total} rows")
        current = self.tabs.currentIndex()
        if exact is not None:  # the name itself, not the first mnemonic containing it
            self.tabs.setCurrentIndex(exact[0])
            table = self.tables[exact[0] - 1]
            table.selectRow(exact[1])
            table.scrollToItem(table.item(exact[1], 0))
        elif query.strip() and first_hit is not None and (
                current == 0 or self.visible_rows(current - 1) == 0):
            self.tabs.setCurrentIndex(first_hit)  # show where the matches are

    def visible_rows(self, section: int) -> int:
        table = self.tables[section]
        return sum(not table.isRowHidden(r) for r in range(table.rowCount()))

    def section_table(self, title: str) -> QTableWidget:
        return self.tables[[s.title for s in self.sections].index(title)]

    def visible_names(self, title: str) -> list[str]:
        """Column 1 of the rows shown in a section (what a person reads down the list)."""
        table = self.section_table(title)
        return [table.item(r, 0).text() for r in range(table.rowCount())
                if not table.isRowHidden(r)]

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Esc clears the search, then closes the window (as a reference window should)."""
        if event.key() == Qt.Key.Key_Escape:
            if self.search.text():
                self.search.clear()
            else:
                self.close()
            return
        super().keyPressEvent(event)

    def place(self) -> None:
        """Open over the main window, below its menu bar and toolbar (a window manager-less
        display, or one that puts new windows at the corner, would cover the menus)."""
        main = self.parentWidget()
        if main is None:
            return
        main = main.window()
        below = main.mapToGlobal(QPoint(0, 0)).y()
        central = getattr(main, "centralWidget", lambda: None)()
        if central is not None:
            below = central.mapToGlobal(QPoint(0, 0)).y()
        screen = (main.screen() or QApplication.primaryScreen()).availableGeometry()
        frame = QRect(main.mapToGlobal(QPoint(0, 0)), main.size())
        self.setGeometry(help_geometry(frame, below, screen))

    def show_and_focus(self) -> None:
        if not self.isVisible() and not getattr(self, "_placed", False):
            self._placed = True
            self.place()
        self.show()
        self.raise_()
        self.activateWindow()
        self.search.setFocus()
        self.search.selectAll()
