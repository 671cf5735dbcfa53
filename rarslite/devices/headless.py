"""Keyboard and Display MMIO (and the Timer Tool) without a window: `rarslite run --kdmmio`.

The `run` command calls `add_arguments(parser)` to add the options below and, after building
the machine, `attach(machine, args)`; it calls ``session.finish()`` after the run (which
writes the final screen) and ``session.on_waiting()`` when the program sits in ``wfi`` with
nothing pending.

Differences from RARS, chosen for scripted runs and documented in ``--help``:

* The tool is "always connected": the transmitter is ready at program start (RARS leaves TC = 0
  after assembling until Connect is pressed, quirk 2).
* A character still in its display delay when the program ends is shown anyway, with a note
  on stderr (RARS never shows it, quirk 21).

Keys (``--keys``/``--keys-file``) are fed one at a time. By default the next key is typed when
the program is *idle*: the previous key was read (RD loaded) and since then the program has
shown nothing for a while -- 1000 instructions if it is waiting (polling the receiver control
word, or spinning: no register changed between two checks 1000 instructions apart),
``--idle`` instructions otherwise; a program that keeps drawing but polls the receiver gets
one every ``--idle`` instructions. So a scripted game never loses a key. ``--key-interval N``
instead types one key every N instructions, read or not (keys may then be lost, as in RARS,
unless ``--key-buffer``). A program that is waiting with no keys left (or that never reads
the last key), or that spins with no way to make progress, is stopped after ``10 x --idle``
quiet instructions, with a message, so scripted runs end; a program that keeps computing is
never stopped this way, nor is any program while the Timer Tool runs (it may wait for time).
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING, TextIO

from rarslite.commands.arg_types import positive_int, value_type
from rarslite.devices.base import BaseDevice, nondeterministic
from rarslite.devices.keyboard_display import DEFAULT_DELAY, KeyboardDisplay
from rarslite.devices.terminal_grid import GRID, TerminalGrid, parse_size
from rarslite.devices.timer import Timer

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.machine import Machine

DEFAULT_DISPLAY = "117x10"
DEFAULT_IDLE = 100_000  # quiet instructions before the next key (program not polling RC)
POLL_QUIET = 1_000  # quiet instructions before the next key while the program polls RC
STOP_FACTOR = 10  # no keys left: stop after STOP_FACTOR x idle quiet instructions
MAX_WAIT_MS = 60_000  # wfi waiting for a wall-clock timer further away than this: give up
FLUSH_NOTE = (
    "the last character was still in its display delay when the program ended; shown anyway "
    "(RARS would not show it)"
)

KEY_ESCAPES = {"n": 10, "r": 13, "t": 9, "e": 27, "b": 8, "0": 0, "\\": 92, "s": 32}
KEYS_HELP = (
    "keys to type, one at a time; escapes: \\n Enter (10), \\r (13), \\t Tab, \\e Escape (27), "
    "\\b Backspace (8), \\0 NUL, \\s space, \\\\ backslash, \\xHH any byte"
)


def parse_keys(text: str) -> list[int]:
    """Key codes from ``--keys`` text with its escapes. Raises ValueError."""
    keys: list[int] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch != "\\":
            if ord(ch) > 255:
                raise ValueError(f"key {ch!r} is not a single byte (codes 0..255 only)")
            keys.append(ord(ch))
            i += 1
            continue
        esc = text[i + 1 : i + 2]
        if esc in KEY_ESCAPES:
            keys.append(KEY_ESCAPES[esc])
            i += 2
        elif esc == "x":
            digits = text[i + 2 : i + 4]
            if len(digits) != 2 or not all(c in "0123456789abcdefABCDEF" for c in digits):
                raise ValueError(f"\\x needs two hex digits at position {i} of the keys")
            keys.append(int(digits, 16))
            i += 4
        else:
            raise ValueError(f"unknown escape \\{esc} in keys (see rarslite run --help)")
    return keys


def screen_text(grid: TerminalGrid) -> str:
    """The final screen as text: trailing spaces and blank lines dropped, controls visible."""
    lines = [printable(line).rstrip(" ") for line in grid.lines()]
    while lines and not lines[-1]:
        lines.pop()
    return "".join(line + "\n" for line in lines)


def printable(text: str) -> str:
    """Control characters as Unicode control pictures (a raw ESC must not drive a terminal)."""
    out = []
    for ch in text:
        c = ord(ch)
        if c < 32:
            out.append(chr(0x2400 + c))
        elif c == 127:
            out.append("\u2421")
        elif 128 <= c < 160:
            out.append("\ufffd")
        else:
            out.append(ch)
    return "".join(out)


_size = value_type(parse_size)

def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the Keyboard and Display MMIO / Timer options to ``rarslite run``."""
    g = parser.add_argument_group(
        "Keyboard and Display MMIO (headless)",
        "Any of these options turns the device on. It is always connected (the transmitter is "
        "ready at start), and a character still in its display delay at the end is shown.",
    )
    g.add_argument("--kdmmio", action="store_true", help="connect the Keyboard and Display MMIO")
    g.add_argument(
        "--display",
        type=_size,
        metavar="COLSxROWS",
        help=f"grid size used by bell-positioned output (default {DEFAULT_DISPLAY})",
    )
    g.add_argument("--keys", metavar="TEXT", help=KEYS_HELP)
    g.add_argument("--keys-file", metavar="FILE", help="keys to type: the file's raw bytes")
    g.add_argument(
        "--key-interval",
        type=positive_int,
        metavar="N",
        help="type one key every N instructions (default: when the program is idle)",
    )
    g.add_argument(
        "--idle",
        type=positive_int,
        metavar="N",
        default=DEFAULT_IDLE,
        help=f"quiet instructions after which a busy program counts as idle (default "
        f"{DEFAULT_IDLE}); with no keys left, a waiting program is stopped after "
        f"{STOP_FACTOR}x this",
    )
    g.add_argument(
        "--key-buffer",
        action="store_true",
        help="queue keys typed before the previous one was read (RARS loses them)",
    )
    g.add_argument(
        "--delay",
        type=positive_int,
        metavar="N",
        help=f"display delay in instructions (default {DEFAULT_DELAY})",
    )
    g.add_argument("--no-dad", action="store_true", help="show characters at the store")
    g.add_argument("--screen", metavar="FILE", help="write the final screen here (default stdout)")
    t = parser.add_argument_group("Timer Tool (headless)")
    t.add_argument("--timer", action="store_true", help="connect the Timer Tool and press Play")
    t.add_argument(
        "--timer-ipms",
        type=positive_int,
        metavar="N",
        help="deterministic timer clock: 1 ms per N instructions (default: wall clock)",
    )


def wants_kdmmio(args: argparse.Namespace) -> bool:
    return bool(
        getattr(args, "kdmmio", False)
        or any(
            getattr(args, name, None)
            for name in ("display", "keys", "keys_file", "key_interval", "delay", "screen")
        )
        or getattr(args, "key_buffer", False)
        or getattr(args, "no_dad", False)
    )


class KeyFeeder(BaseDevice):
    """Types scripted keys into a KeyboardDisplay at the right moments (no address range)."""

    name = "scripted keys"

    def __init__(
        self,
        kd: KeyboardDisplay,
        keys: list[int],
        *,
        interval: int | None = None,
        idle: int = DEFAULT_IDLE,
    ) -> None:
        super().__init__()
        self.kd = kd
        self.keys = list(keys)
        self._script = tuple(keys)
        self.total = len(keys)
        self.interval = interval
        self.idle = idle
        self.poll_quiet = min(POLL_QUIET, idle)
        self.last_fed = 0
        self.stopped = False
        self.timer: Timer | None = None  # set when a Timer Tool is connected too
        self._snapshot: tuple[int, ...] = ()

    @property
    def fed(self) -> int:
        return self.total - len(self.keys)

    def attach(self, machine: Machine) -> None:
        super().attach(machine)
        self.last_fed = machine.fetches
        self.deadline = machine.fetches + (self.interval or self.poll_quiet)

    def feed(self) -> bool:
        """Type the next key now. False if none is left."""
        if not self.keys or self.machine is None:
            return False
        self.kd.deliver_key(self.keys.pop(0))
        self.last_fed = self.machine.fetches
        return True

    def on_deadline(self) -> None:
        m = self.machine
        if m is None:
            return
        now = m.fetches
        kd = self.kd
        busy = max(kd.last_output, kd.last_key_read, self.last_fed)
        quiet = now - busy
        # waiting for input looks like polling the receiver, or spinning: no register
        # changed since the previous check (a loop testing a flag the handler sets)
        # registers are read between blocks, so when depends on the block structure: a value
        # replay must see again (machine.nondeterministic)
        snapshot = nondeterministic(m, "feeder-registers", lambda: tuple(m.x))
        spinning = snapshot == self._snapshot
        self._snapshot = snapshot
        waiting = kd.last_rc_poll > busy or spinning
        if self.interval is not None and self.keys:
            self.feed()
            self.deadline = now + self.interval
            return
        consumed = not kd.key_unread and not kd.pending_keys
        idle = quiet >= self.idle or (waiting and quiet >= self.poll_quiet)
        # a program that keeps drawing (an animation) but polls the receiver gets a key
        # every --idle instructions
        since_key = now - max(kd.last_key_read, self.last_fed)
        idle = idle or (kd.last_rc_poll > now - self.poll_quiet and since_key >= self.idle)
        if self.keys and consumed and idle:
            self.feed()
            self.deadline = now + self.poll_quiet
            return
        if (
            (not self.keys or not consumed)
            and waiting
            and quiet >= STOP_FACTOR * self.idle
            and not self._timer_running()
        ):
            self.stopped = True
            self.deadline = None
            if not self._wants_keys():
                m.request_stop(
                    f"stopped: the program has been spinning for {quiet} instructions with no "
                    "display output and nothing that could change that (it reads no keys)"
                )
                return
            if not consumed:
                why = "the last key typed was never read"
            elif self.total == 0:
                why = "no keys were given"
            else:
                why = f"all {self.total} keys were typed"
            m.request_stop(
                f"stopped: the program sat idle (no display output, polling the keyboard or "
                f"spinning) for {quiet} instructions and {why}"
            )
            return
        self.deadline = now + self.poll_quiet

    def snapshot(self) -> tuple:
        return (len(self.keys), self.last_fed, self.stopped, self._snapshot, self.deadline)

    def restore(self, state: tuple) -> None:
        left, self.last_fed, self.stopped, self._snapshot, self.deadline = state
        self.keys = list(self._script[self.total - left:])

    def _wants_keys(self) -> bool:
        """The program reads the keyboard: it polled RC, enables keyboard interrupts, or keys
        were scripted for it."""
        kd = self.kd
        m = self.machine
        assert m is not None
        return self.total > 0 or kd.last_rc_poll >= 0 or bool(m.memory.peek_word(kd.rc) & 2)

    def _timer_running(self) -> bool:
        """Time passes on the Timer Tool: a quiet program may be waiting for it."""
        return self.timer is not None and self.timer.running


class HeadlessSession:
    """The devices of one headless run. ``finish()`` writes the screen."""

    def __init__(
        self,
        machine: Machine,
        args: argparse.Namespace,
        *,
        stdout: TextIO | None = None,
        stderr: TextIO | None = None,
    ) -> None:
        self.machine = machine
        self.stdout = stdout if stdout is not None else sys.stdout
        self.stderr = stderr if stderr is not None else sys.stderr
        self.kd: KeyboardDisplay | None = None
        self.feeder: KeyFeeder | None = None
        self.timer: Timer | None = None
        self.screen_path: str | None = getattr(args, "screen", None)
        if wants_kdmmio(args):
            cols, rows = getattr(args, "display", None) or parse_size(DEFAULT_DISPLAY)
            self.kd = KeyboardDisplay(
                machine.config,
                cols=cols,
                rows=rows,
                delay=getattr(args, "delay", None) or DEFAULT_DELAY,
                display_after_delay=not getattr(args, "no_dad", False),
                key_buffer=getattr(args, "key_buffer", False),
                on_message=self.message,
            )
            machine.connect(self.kd)
            self.kd.connect()
            self.feeder = KeyFeeder(
                self.kd,
                load_keys(args),
                interval=getattr(args, "key_interval", None),
                idle=getattr(args, "idle", None) or DEFAULT_IDLE,
            )
            machine.connect(self.feeder)
        if getattr(args, "timer", False) or getattr(args, "timer_ipms", None):
            self.timer = Timer(
                machine.config,
                instructions_per_ms=getattr(args, "timer_ipms", None),
                on_message=self.message,
            )
            machine.connect(self.timer)
            self.timer.connect()
            self.timer.play()
            if self.feeder is not None:
                self.feeder.timer = self.timer
        if (self.kd or self.timer) and getattr(machine, "wait_for_interrupt", False) is None:
            machine.wait_for_interrupt = self.on_waiting  # wfi: a device may wake the program

    def message(self, text: str) -> None:
        self.stderr.write(f"rarslite: {text}\n")
        self.stderr.flush()

    def on_waiting(self) -> bool:
        """The program executed ``wfi`` and nothing is pending: wake it if a device can.

        Returns True if an interrupt source acted (a key was typed or the timer was advanced
        to its compare), False if nothing can ever wake the program.
        """
        if self.feeder is not None and self.feeder.feed():
            return True
        timer = self.timer
        if timer is not None:
            due = timer.ms_until_due()
            if due is not None and (timer.instructions_per_ms or due <= MAX_WAIT_MS):
                if timer.instructions_per_ms is not None:
                    timer.fast_forward(due)
                else:
                    time.sleep(due / 1000)
                timer.tick()
                return True
        return False

    def finish(self) -> None:
        """After the run: show an in-flight character, write the screen, report leftovers."""
        kd = self.kd
        if kd is None:
            return
        if kd.flush_in_flight():
            self.message(FLUSH_NOTE)
        if self.feeder is not None and self.feeder.keys:
            n = len(self.feeder.keys)
            self.message(f"{n} of {self.feeder.total} keys were never typed (the program ended)")
        text = screen_text(kd.grid)
        if self.screen_path:
            try:
                with open(self.screen_path, "w", encoding="utf-8") as f:
                    f.write(text)
            except OSError as e:
                self.message(f"cannot write the screen to {self.screen_path}: {e.strerror}")
        else:
            self.stdout.flush()
            self.stdout.write(text)
            self.stdout.flush()

    @property
    def grid_mode(self) -> bool:
        return self.kd is not None and self.kd.grid.mode == GRID


def load_keys(args: argparse.Namespace) -> list[int]:
    """Keys from ``--keys-file`` (raw bytes) then ``--keys`` (with escapes). Raises ValueError."""
    keys: list[int] = []
    path = getattr(args, "keys_file", None)
    if path:
        try:
            with open(path, "rb") as f:
                keys.extend(f.read())
        except OSError as e:
            raise ValueError(f"cannot read keys file {path}: {e.strerror}") from None
    text = getattr(args, "keys", None)
    if text:
        keys.extend(parse_keys(text))
    return keys


def attach(
    machine: Machine,
    args: argparse.Namespace,
    *,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> HeadlessSession:
    """Connect the devices the options ask for. Raises ValueError for a bad keys file/text."""
    return HeadlessSession(machine, args, stdout=stdout, stderr=stderr)
