"""The Run I/O pane and the `Console` it implements for the program's ecalls.

The simulator thread calls `GuiConsole.write/read_line/read_raw`; output is buffered and shown
by the GUI thread on a timer (as RARS batches it), input blocks the simulator thread until the
user enters a line (the pane shows that it is waiting) or the run is stopped.
"""

from __future__ import annotations

import codecs
import threading
from collections import deque

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from rarslite.gui.editor.code_editor import monospace_font, zoom_font

OUTPUT_POINT_SIZE = 10

# Output shown per refresh at most: a program printing in a tight loop would otherwise make
# the text view (and memory) grow faster than it can be drawn. The excess is dropped, and said.
MAX_BATCH = 50_000


class GuiConsole(QObject):
    """Thread-safe Console: any thread may write; read_line blocks the caller (the simulator)."""

    input_wanted = Signal(str)  # emitted from the simulator thread; what the program waits for

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Condition()
        self._out: list[str] = []
        self._lines: deque[bytes] = deque()
        self._raw = bytearray()
        self._cancelled = False
        self.waiting = False
        self.limit = 0  # what the waiting read takes at most (0: a line; Console.read_line)
        self._pending = 0  # characters in _out
        # The engine's console speaks UTF-8 both ways (what RARS's Java strings become); a
        # raw write (ecall 64) may end inside a character, so decode incrementally.
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._dropped = 0  # characters skipped since the last take_output

    # -- Console protocol (simulator thread) -------------------------------------------------
    def write(self, data: bytes, fd: int = 1) -> None:
        with self._lock:
            self._out.append(self._decoder.decode(data))
            self._pending += len(data)
            if self._pending > 2 * MAX_BATCH:  # keep only the newest output
                text = "".join(self._out)[-MAX_BATCH:]
                self._dropped += self._pending - len(text)
                self._out, self._pending = [text], len(text)

    def flush(self) -> None:
        pass

    def read_line(self, limit: int = 0) -> bytes | None:
        with self._lock:
            if not self._lines and not self._cancelled:
                self.waiting, self.limit = True, max(limit, 0)
                self.input_wanted.emit("line")
                self._lock.wait_for(lambda: self._lines or self._cancelled)
                self.waiting, self.limit = False, 0
            if self._lines:
                return self._lines.popleft()
            return None

    def read_raw(self, n: int) -> bytes:
        with self._lock:
            if not self._raw and not self._lines and not self._cancelled:
                self.waiting = True
                self.input_wanted.emit("raw")
                self._lock.wait_for(lambda: self._lines or self._cancelled)
                self.waiting = False
            while self._lines:
                self._raw += self._lines.popleft() + b"\n"
            chunk = bytes(self._raw[: max(n, 0)])
            del self._raw[: len(chunk)]
            return chunk

    # -- GUI side ----------------------------------------------------------------------------
    def take_output(self) -> str:
        with self._lock:
            out, self._out, self._pending = "".join(self._out), [], 0
            dropped, self._dropped = self._dropped, 0
        if dropped:
            out = f"\n[... {dropped} characters of output not shown ...]\n" + out
        return out

    def supply(self, line: str) -> None:
        with self._lock:
            # the read is answered now, not when the simulator thread wakes: keys typed in
            # between are typed ahead for the next read
            self.waiting, self.limit = False, 0
            self._lines.append(line.encode("utf-8", errors="replace"))
            self._lock.notify_all()

    def cancel(self) -> None:
        """Wake a blocked read (the run is being stopped); reads return end of input."""
        with self._lock:
            self._cancelled = True
            self._lock.notify_all()

    def reset(self) -> None:
        with self._lock:
            self._cancelled = False
            self._lines.clear()
            self._raw.clear()
            self._decoder.reset()
            self.waiting = False


class _Output(QPlainTextEdit):
    """The output view: when its pane gets lower (another layout, a dock resized) it keeps
    showing the end, where the program's prompt is, if it showed the end before."""

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        super().resizeEvent(event)
        if at_end:
            bar.setValue(bar.maximum())


class RunIOPane(QWidget):
    """Program output above an input line; the prompt label says when the program waits."""

    def __init__(self, console: GuiConsole, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.console = console
        self.output = _Output(readOnly=True)
        self.output.setFont(monospace_font(OUTPUT_POINT_SIZE))
        self.output.setMaximumBlockCount(100_000)
        self.prompt = QLabel("Input:")
        self.input = QLineEdit(placeholderText="type input for the program and press Enter")
        row = QHBoxLayout()
        row.addWidget(self.prompt)
        row.addWidget(self.input, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.output, 1)
        layout.addLayout(row)
        self.input.returnPressed.connect(self._submit)
        self.input.textChanged.connect(self._take_when_complete)
        console.input_wanted.connect(self._on_input_wanted)
        self._timer = QTimer(self, interval=50)
        self._timer.timeout.connect(self.pump)
        self._timer.start()

    def zoom(self, delta: float) -> None:
        zoom_font(self.output, delta)

    def reset_zoom(self) -> None:
        zoom_font(self.output, 0, OUTPUT_POINT_SIZE)

    def pump(self) -> None:
        """Move buffered program output into the view (GUI thread)."""
        text = self.console.take_output()
        if text:
            self.append(text)
        if not self.console.waiting and self.prompt.text() != "Input:":
            self._set_waiting(False)

    def append(self, text: str) -> None:
        cursor = self.output.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        self.output.setTextCursor(cursor)
        self.output.ensureCursorVisible()

    def text(self) -> str:
        return self.output.toPlainText()

    def clear(self) -> None:
        self.output.clear()

    def submit_line(self, line: str) -> None:
        """Enter ``line`` for the user as one input (e.g. a move made on the board overlay)."""
        self.input.blockSignals(True)  # whole, even where a read char takes each key
        self.input.setText(line)
        self.input.blockSignals(False)
        self._submit()

    def _submit(self) -> None:
        line = self.input.text()
        if not line and self.console.waiting and self.console.limit == 1:
            line = "\n"  # Enter is the character the program reads, as in RARS and MARS
        self.input.clear()
        self.pump()
        self.append(line if line == "\n" else line + "\n")  # echo, as RARS shows input
        self.console.supply(line)
        self._set_waiting(False)

    def _take_when_complete(self, text: str) -> None:
        """A read of at most N characters (read char: 1) gets them as soon as they are typed,
        without Enter, as RARS's and MARS's Run I/O give them; the rest stays typed ahead."""
        limit = self.console.limit
        if not (self.console.waiting and limit and len(text) >= limit):
            return
        self.pump()
        self.append(text[:limit])
        self.input.blockSignals(True)
        self.input.setText(text[limit:])
        self.input.blockSignals(False)
        self.console.supply(text[:limit])
        self._set_waiting(False)

    def _on_input_wanted(self, _kind: str) -> None:
        self.pump()
        self._set_waiting(True)
        self._take_when_complete(self.input.text())  # typed ahead

    def _set_waiting(self, waiting: bool) -> None:
        wants_char = waiting and self.console.limit == 1
        self.prompt.setText("▶ Program waits for a character:" if wants_char else
                            "▶ Program waits for input:" if waiting else "Input:")
        self.prompt.setStyleSheet("color: #e07000; font-weight: bold;" if waiting else "")
        if waiting:
            self.input.setFocus()
