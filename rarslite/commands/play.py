"""`rarslite play PROG.s`: play a Keyboard and Display MMIO program in this terminal.

The display grid is drawn with the terminal's own cursor addressing (only rows that changed
are rewritten), key presses go to the receiver as the tool's keyboard pane would send them
(Enter 10, Backspace 8, arrow and function keys nothing), Ctrl-C quits. The simulator runs in
short slices on this thread between keyboard polls, so no locking is needed. The terminal is
put in raw mode on the alternate screen and restored on every exit path (normal end,
exception, Ctrl-C, SIGTERM/SIGHUP, interpreter exit); the final screen is printed on the
normal screen afterwards.
"""

from __future__ import annotations

import argparse
import codecs
import os
import sys
import time
from collections import deque

from rarslite.commands.arg_types import add_isa_argument, choose_isa, positive_int, value_type
from rarslite.devices import bitmap_terminal
from rarslite.devices.display_size import DEFAULT_SIZE, read_sources, size_hint
from rarslite.devices.headless import KeyFeeder
from rarslite.devices.key_text import printable, screen_text
from rarslite.devices.keyboard_display import DEFAULT_DELAY, KeyboardDisplay
from rarslite.devices.terminal_grid import GRID, STREAM, TerminalGrid, parse_size
from rarslite.devices.timer import Timer
from rarslite.isa.base import isa_by_name
from rarslite.terminal_io import ESC, Terminal, TerminalUnavailable, open_terminal

CTRL_C = 3
SLICE_SECONDS = 0.02  # simulate this long between keyboard polls
FRAME_SECONDS = 1 / 60  # redraw at most this often
STATUS_SECONDS = 0.25  # refresh the status line's instruction count this often
KEY_GAP_SECONDS = 0.1  # a key not read by then is followed by the next one anyway
# simulator stop reasons after which play simply continues (ebreak does not pause a game)
_KEEP_GOING = ("max_steps", "paused", "waiting", "ebreak", "breakpoint")
TOP = 2  # terminal row of the display's first row (row 1 is the status line)
WATCHED = {  # KeyFeeder.status -> the status line's state
    "waiting for a key": "running, waiting for a key",
    "quiet": "running, quiet (no key taken, screen unchanged)",
}


# -- keys ------------------------------------------------------------------------------------


class KeyDecoder:
    """Terminal bytes -> the key codes RARS's keyboard pane would produce."""

    def __init__(self) -> None:
        self._utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def feed(self, data: bytes) -> list[int]:
        text = self._utf8.decode(data)
        keys: list[int] = []
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == ESC and i + 1 < len(text) and text[i + 1] in "[O":
                # an escape sequence (arrow, function key): RARS gets no KEY_TYPED for these
                j = i + 2
                if text[i + 1] == "[":
                    while j < len(text) and not ("@" <= text[j] <= "~"):
                        j += 1
                i = j + 1
                continue
            code = ord(ch)
            if code == 13:
                code = 10  # Enter
            elif code == 127:
                code = 8  # Backspace
            keys.append(code & 0xFF)
            i += 1
        return keys


# -- drawing ---------------------------------------------------------------------------------


class Renderer:
    """Escape sequences that bring the terminal up to date with a TerminalGrid."""

    def __init__(self, grid: TerminalGrid, width: int = 80, height: int = 24) -> None:
        self.grid = grid
        self.width, self.height = width, height
        self._first = -1  # first stream line shown (stream mode scrolls)
        self._mode = ""
        self._shape: tuple[int, int] = (0, 0)
        self._status = ""
        self._footer = ""  # the line under the display: the program's last console output

    @property
    def view_rows(self) -> int:
        return max(1, min(self.grid.rows, self.height - TOP))

    def resize(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self._mode = ""  # force a full redraw

    def too_small(self) -> str:
        """What to show instead of a grid the terminal cannot hold ("" when it fits)."""
        g = self.grid
        if g.mode != GRID or (g.cols <= self.width and g.rows + TOP <= self.height):
            return ""
        return (f"The terminal is {self.width}x{self.height}: too small for this game's "
                f"{g.cols}x{g.rows} display. Make it at least {g.cols}x{g.rows + TOP} "
                "(or use a smaller font); the game goes on meanwhile.")

    def frame(self, status: str, footer: str = "") -> str:
        g = self.grid
        small = self.too_small()
        if small:
            return self._small_frame(status, small)
        lines = g.lines()
        view = self.view_rows
        first = max(0, len(lines) - view) if g.mode == STREAM else 0
        dirty = g.take_dirty()
        out: list[str] = []
        full = g.mode != self._mode or first != self._first or (g.cols, g.rows) != self._shape
        if full:
            out.append(f"{ESC}[2J")
            rows = range(view)
            self._mode, self._first, self._shape = g.mode, first, (g.cols, g.rows)
            self._status = self._footer = ""
        else:
            rows = sorted(r - first for r in dirty if 0 <= r - first < view)
        for r in rows:
            text = lines[first + r] if first + r < len(lines) else ""
            text = printable(text)[: self.width]
            out.append(f"{ESC}[{TOP + r};1H{text}{ESC}[K")
        if status != self._status:
            out.append(f"{ESC}[1;1H{ESC}[7m{status[: self.width]}{ESC}[0m{ESC}[K")
            self._status = status
        if footer != self._footer and TOP + view + 1 <= self.height:
            text = printable(footer)[: self.width]
            out.append(f"{ESC}[{TOP + view + 1};1H{text}{ESC}[K")
            self._footer = footer
        if out:
            col, row = g.cursor
            row -= first
            if 0 <= row < view and col < self.width:
                out.append(f"{ESC}[{TOP + row};{col + 1}H")
        return "".join(out)


    def _small_frame(self, status: str, text: str) -> str:
        if self._mode == "small" and status == self._status:
            return ""
        self._mode, self._status, self._footer = "small", status, ""
        out = [f"{ESC}[2J{ESC}[1;1H{ESC}[7m{status[: self.width]}{ESC}[0m{ESC}[K"]
        width = max(10, self.width)
        lines, line = [], ""
        for word in text.split():
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
        for i, part in enumerate(lines[: max(0, self.height - TOP + 1)]):
            out.append(f"{ESC}[{TOP + i};1H{part[: self.width]}")
        return "".join(out)


# -- the terminal ----------------------------------------------------------------------------


# -- the program's console (ecalls) ----------------------------------------------------------


class PlayConsole:
    """Ecall output is kept (shown after the game); input ecalls get end of input."""

    def __init__(self) -> None:
        self.out = bytearray()

    def write(self, data: bytes, fd: int = 1) -> None:
        self.out.extend(data)

    def last_line(self) -> str:
        """The last non-empty line the program printed (shown under the display)."""
        tail = bytes(self.out[-512:]).rstrip(b"\n")
        return tail.rsplit(b"\n", 1)[-1].decode("utf-8", "replace")

    def read_line(self, limit: int = 0) -> bytes | None:
        return None

    def read_raw(self, n: int) -> bytes:
        return b""

    def flush(self) -> None:
        pass


# -- the command -----------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="rarslite play",
        description="Play a Keyboard and Display MMIO program in this terminal. Keys go to "
        "the receiver (Enter 10, Backspace 8); Ctrl-C quits.",
    )
    p.add_argument("files", nargs="+", metavar="PROG.s", help="assembly files (first is main)")
    p.add_argument(
        "--display", type=_size, metavar="COLSxROWS",
        help="the display's size, used exactly as RARS would (default: the size the program's "
        "comments state, else 40x22, grown to fit when the program moves the cursor past it)")
    p.add_argument("--key-buffer", action="store_true", help="queue keys typed too fast")
    p.add_argument(
        "--delay", type=positive_int, default=DEFAULT_DELAY, metavar="N", help="display delay"
    )
    p.add_argument("--timer", action="store_true", help="connect the Timer Tool and press Play")
    p.add_argument("--start-at-main", action="store_true", help="start at the global label main")
    add_isa_argument(p, "rv32 (RARS's RISC-V) or mips (MARS's MIPS32; no --timer)")
    bitmap_terminal.add_arguments(p)
    return p


_size = value_type(parse_size)

def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if not (os.isatty(0) and os.isatty(1)):
        sys.stderr.write(
            "rarslite play: needs an interactive terminal (for scripted runs use "
            "`rarslite run --kdmmio --keys ...`)\n"
        )
        return 2
    from rarslite.asm.errors import AsmErrors

    front = choose_isa(args.isa, args.files[0], sys.stderr.write).part("front")
    for dest, why in front.lacks.items():
        if getattr(args, dest, None):
            sys.stderr.write(f"rarslite play: {why}\n")
            return 2
    try:
        program = front.assemble_default(args.files)
    except AsmErrors as e:
        sys.stderr.write("".join(m.friendly() for m in e.messages))
        return 2
    except OSError as e:
        sys.stderr.write(f"rarslite play: cannot read {e.filename}: {e.strerror}\n")
        return 2
    try:
        game = Game(program, args, front)
    except ValueError as e:  # bad --bitmap settings, or --bitmap auto without a header
        sys.stderr.write(f"rarslite play: {e}\n")
        return 2
    try:
        return game.play()
    except KeyboardInterrupt:  # SIGINT from outside (in raw mode Ctrl-C is a key)
        sys.stderr.write("rarslite play: interrupted\n")
        return 130
    except TerminalUnavailable as e:
        sys.stderr.write(f"rarslite play: needs a terminal it can draw on: {e}\n")
        return 2


class Game:
    """One play session: a machine, its devices, and the terminal loop."""

    def __init__(self, program: object, args: argparse.Namespace, front=None) -> None:
        """``front``: the program's ISA's (`rarslite.machine.front`; default RISC-V's)."""
        self.console = PlayConsole()
        self.notes: list[str] = []
        if front is None:
            front = isa_by_name("rv32").part("front")
        # the ISA's machine on this console, in the shared Simulator (blocks included)
        self.sim = front.play_simulator(program, self.console, args.start_at_main)
        self.machine = self.sim.machine
        cols, rows = self._display_size(args)
        self.kd = KeyboardDisplay(
            self.machine.config,
            cols=cols,
            rows=rows,
            delay=args.delay,
            key_buffer=args.key_buffer,
            on_message=self.notes.append,
        )
        self.kd.grid.fit = args.display is None  # a size the person gives is used exactly
        self.kd.grid.on_fit = lambda text: self.notes.append(f"display: {text}")
        self.machine.connect(self.kd)
        self.kd.connect()
        # the headless feeder's readiness rule, for the status line only (it types nothing)
        self.watcher = KeyFeeder(self.kd, [], ends_run=False)
        self.machine.connect(self.watcher)
        self.bitmap = bitmap_terminal.connect(self.machine, args)  # None: a text game
        self.timer: Timer | None = None
        if args.timer:
            self.timer = Timer(self.machine.config, on_message=self.notes.append)
            self.machine.connect(self.timer)
            self.timer.connect()
            self.timer.play()
        self.name = os.path.basename(args.files[0])
        self.ended: str | None = None
        self.slice = 20_000  # instructions per slice, adapted to SLICE_SECONDS

    def _display_size(self, args: argparse.Namespace) -> tuple[int, int]:
        """``--display``, else the size the program's comments state, else DEFAULT_SIZE."""
        if args.display is not None:
            return args.display
        hint = size_hint(read_sources(args.files))
        if hint is None:
            return DEFAULT_SIZE
        self.notes.append(f"display {hint.cols}x{hint.rows}, as the comment in {hint.where()} "
                          "states (--display COLSxROWS sets another)")
        return hint.cols, hint.rows

    def play(self) -> int:
        term = open_terminal(0, 1)
        with term:
            code = self._loop(term)
        sys.stdout.write(screen_text(self.kd.grid))
        if self.console.out:
            sys.stdout.write(self.console.out.decode("utf-8", "replace"))
        sys.stdout.flush()
        for note in self.notes:
            sys.stderr.write(f"rarslite: {note}\n")
        sys.stderr.write(f"rarslite play: {self.ended or 'quit'}\n")
        return code

    def _status(self, waiting: bool = False) -> str:
        if self.ended:
            state = f"{self.ended}: press a key to leave"
        elif waiting:  # in wfi with nothing pending
            state = "running, waiting for a key"
        else:
            state = WATCHED.get(self.watcher.status, "running")
        instr = self.machine.instret
        return f" rarslite play  {self.name}  {state}  {instr:,} instructions  Ctrl-C quits "

    def _loop(self, term: Terminal) -> int:
        renderer = (bitmap_terminal.BitmapRenderer(self.bitmap, *term.size()) if self.bitmap
                    else Renderer(self.kd.grid, *term.size()))  # fmt: skip
        decoder = KeyDecoder()
        typed: deque[int] = deque()  # keys from the terminal not yet given to the receiver
        last_frame = last_status = last_key = 0.0
        status = ""
        exit_code = 0
        waiting = False
        while True:
            if self.ended is None and not waiting:
                started = time.monotonic()
                reason = self._run_slice()
                spent = time.monotonic() - started
                if spent > 0:  # aim each slice at SLICE_SECONDS of simulation
                    want = int(self.slice * SLICE_SECONDS / spent)
                    self.slice = max(1000, min(want, self.slice * 2))
                waiting = reason == "waiting"
                if reason is not None and reason not in _KEEP_GOING:
                    self.ended, exit_code = self._describe_end(reason)
                    if self.kd.flush_in_flight():
                        self.notes.append("last character shown although still in its delay")
            now = time.monotonic()
            if now - last_frame >= FRAME_SECONDS or self.ended or waiting:
                size = term.size()
                if size != (renderer.width, renderer.height):
                    renderer.resize(*size)
                if now - last_status >= STATUS_SECONDS or self.ended:
                    status, last_status = self._status(waiting), now
                frame = renderer.frame(status, self.console.last_line())
                if frame:
                    term.write(frame)
                last_frame = now
            idle = self.ended is not None or waiting
            data = term.read(0.05 if idle and not typed else 0.0)
            if self.timer is not None and waiting:
                self.timer.tick()
                waiting = not self._pending()
            if data:
                keys = decoder.feed(data)
                if CTRL_C in keys:
                    if self.ended is None:
                        self.ended = "stopped with Ctrl-C"
                    return exit_code
                if self.ended is not None and keys:
                    return exit_code  # any key leaves after the program ended
                typed.extend(keys)
            # One key at a time, as typing: the next goes in once the program read the last
            # (a pasted or fast burst arrives in one read and would overwrite RD otherwise),
            # or after KEY_GAP_SECONDS for a program that does not read them.
            if typed and (not self.kd.key_unread or now - last_key >= KEY_GAP_SECONDS):
                self.kd.deliver_key(typed.popleft())
                last_key = now
                waiting = False

    def _pending(self) -> bool:
        p = self.machine.pending
        return p.external is not None or p.timer is not None

    def _run_slice(self) -> str | None:
        return self.sim.run_slice(self.slice)

    def _describe_end(self, reason: str) -> tuple[str, int]:
        sim = self.sim
        if reason in ("exit", "exit2"):
            code = sim.exit_code or 0
            return f"program exited (code {code})", code
        if reason == "dropped":
            return "program dropped off the bottom", 0
        if reason == "error":
            report = (sim.report or "runtime error").strip()
            self.notes.append(report)
            return "runtime error", 3
        if reason == "stopped":
            return "stopped", 0
        return f"{reason}", 0
