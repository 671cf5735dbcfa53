"""Keyboard and Display MMIO (and the Timer Tool) without a window: `rarslite run --kdmmio`.

The `run` command calls `add_arguments(parser)` to add the options below and, after building
the machine, `attach(machine, args)`; it calls ``session.finish()`` after the run (which
writes the final screen) and ``session.on_waiting()`` when the program sits in ``wfi`` with
nothing pending.

Differences from RARS, chosen for scripted runs and documented in ``--help``:

* The tool is "always connected": the transmitter is ready at program start (RARS leaves TC = 0
  after assembling until Connect is pressed, quirk 2).
* A character still in its display delay when the program ends is shown anyway, with a note
  on stderr (RARS never shows it, quirk 21). MIPS: not shown, as MARS's tool does not show
  it either, with a note on stderr saying so.

Keys (``--keys``/``--keys-file``) are typed one at a time, each once the previous one was
taken (read from RD), at the earliest moment the program can take it -- deterministically,
the same instruction in block and single-step runs (docs/kdmmio-keys.md):

a. it polls the receiver: a load of RC or RD with no key unread, keyboard interrupts not
   fully enabled -- typed at the second such load (a single read, e.g. of RC before
   setting its enable bit, is not a poll yet);
b. keyboard interrupts are fully enabled (RC bit 1, and the machine's query: a handler in
   utvec, uie bit 8, ustatus.UIE or, inside the handler, UPIE) and the program waits
   (``wfi``; or it spins -- at a look, every 1000 instructions, its registers repeat a
   state of an earlier look since it was last busy -- or polls RC, with no display output
   for 1000 instructions; or no output for ``--idle``), or it is busy drawing but the
   screen has not changed for 10 x ``--idle``;
c. after ``--idle`` instructions without display output, when it does neither.

A key still unread when the program waits as in b is typed again, once (it went in before
the program listened and raised no interrupt).

``--key-interval N`` instead types one key every N instructions, read or not (keys may then
be lost, as in RARS, unless ``--key-buffer``).

The run ends by itself, with the screen written: once every key was taken and the program
waits (as in b, or polling) with no display output for 10 x ``--idle`` instructions (exit
status 5), or at the *quiet end*: no key taken and the display unchanged for ``--quiet``
instructions, keys left or not (exit status 6; stderr says how many keys were never taken).
Neither happens while the Timer Tool runs (the program may wait for time). ``--max-steps``
bounds everything.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING, TextIO

from rarslite.arg_types import positive_int, value_type
from rarslite.devices.base import BaseDevice, nondeterministic, publish_exact
from rarslite.devices.key_text import KEYS_HELP, load_keys, screen_text
from rarslite.devices.keyboard_display import DEFAULT_DELAY, KeyboardDisplay
from rarslite.devices.terminal_grid import GRID, parse_size
from rarslite.devices.timer import Timer

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

DEFAULT_DISPLAY = "117x10"
DEFAULT_IDLE = 100_000  # quiet instructions before the next key (program not polling RC)
POLL_QUIET = 1_000  # how often the feeder looks; quiet instructions of a waiting program
STOP_FACTOR = 10  # all keys taken, program waiting: stop after STOP_FACTOR x idle
MAX_SEEN = 256  # register states kept for rule b's "spins" (a spin loop has few)
SETTLE_FACTOR = 10  # interrupts on, program drawing: a key once the screen settled this x idle
DEFAULT_QUIET = 5_000_000  # quiet end: no key taken, display unchanged this long
MAX_WAIT_MS = 60_000  # wfi waiting for a wall-clock timer further away than this: give up
FLUSH_NOTE = (
    "the last character was still in its display delay when the program ended; shown anyway "
    "(RARS would not show it)"
)

MARS_DROP_NOTE = (
    "the last character ({char}) was still in its display delay when the program ended; "
    "MARS never shows it, so it is not on the screen (--no-dad shows each character at once)"
)


def _char_name(word: int) -> str:
    code = word & 0xFF
    return repr(chr(code)) if 32 <= code < 127 else f"code {code}"


_size = value_type(parse_size)

def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the Keyboard and Display MMIO / Timer options to ``rarslite run``."""
    g = parser.add_argument_group(
        "Keyboard and Display MMIO (headless)",
        "Any of these options turns the device on. It is always connected (the transmitter\n"
        "is ready at start), and a character still in its display delay at the end is shown\n"
        "(MIPS: not shown, as in MARS); stderr says so.\n"
        "Each key is typed, once the previous one was read, at the earliest moment the\n"
        "program can take it (the same instruction in every run):\n"
        "  a. at its second load of receiver control or data (it polls; interrupts off);\n"
        "  b. with keyboard interrupts fully on (RC bit 1, uie bit 8, ustatus UIE, a handler\n"
        "     in utvec): when it waits (wfi; spins or polls RC with no output for 1000\n"
        "     instructions; no output for --idle), or, busy drawing, once its screen has not\n"
        "     changed for 10x --idle;\n"
        "  c. otherwise, after --idle instructions with no display output.\n"
        "The run ends by itself, screen written: when every key was taken and the program\n"
        "waits with no output for 10x --idle (status 5), or at the quiet end: no key taken\n"
        "and the display unchanged for --quiet instructions (status 6, stderr says how many\n"
        "keys were never taken). Not while the Timer Tool runs. --max-steps bounds all.",
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
        help=f"type the next key anyway after N instructions without display output "
        f"(default {DEFAULT_IDLE}); b. uses {SETTLE_FACTOR}x N, the end of a waiting "
        f"program {STOP_FACTOR}x N",
    )
    g.add_argument(
        "--quiet",
        type=positive_int,
        metavar="N",
        default=DEFAULT_QUIET,
        help=f"quiet end: stop when no key was taken and the display did not change for N "
        f"instructions (default {DEFAULT_QUIET}; exit status 6)",
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
    """Types scripted keys into a KeyboardDisplay when the program can take them, and ends a
    run that has gone quiet (no address range: a deadline every ``POLL_QUIET`` fetches, plus
    the receiver-poll hook of the device). The rule is in the module docstring; it uses only
    device events and the machine's interrupt-enable query, so it holds for any ISA.

    With ``ends_run=False`` (``rarslite play``) it types nothing of its own and never stops
    the run; ``status`` still says whether the program is waiting for a key or quiet.
    """

    name = "scripted keys"

    def __init__(
        self,
        kd: KeyboardDisplay,
        keys: list[int],
        *,
        interval: int | None = None,
        idle: int = DEFAULT_IDLE,
        quiet: int = DEFAULT_QUIET,
        ends_run: bool = True,
    ) -> None:
        super().__init__()
        self.kd = kd
        self.keys = list(keys)
        self._script = tuple(keys)
        self.total = len(keys)
        self.interval = interval
        self.idle = idle
        self.quiet = quiet
        self.ends_run = ends_run
        self.poll_quiet = min(POLL_QUIET, idle)
        # a program that keeps drawing gets a key once its screen has settled this long (well
        # after a game that spins between keys would get it, and before the quiet end)
        self.settle = min(SETTLE_FACTOR * idle, quiet // 2)
        self.last_fed = 0
        self.stopped = False
        self.quiet_end = False
        # why the program can take a key now ("polling", "interrupts", "idle"), None if not
        self.ready: str | None = None
        self._ready_at = 0
        self.timer: Timer | None = None  # set when a Timer Tool is connected too
        # register states seen at looks since the program was last busy (rule b's "spins")
        self._seen: frozenset[tuple[int, ...]] = frozenset()
        self._seen_busy = -1
        # the last key typed, until it is typed again (once) because the program waits
        # with keyboard interrupts on and has not read it
        self._unheard: int | None = None
        self._step = POLL_QUIET
        kd.on_poll = self._on_poll

    @property
    def fed(self) -> int:
        return self.total - len(self.keys)

    @property
    def never_taken(self) -> int:
        """Keys not typed yet, plus a typed key the program has not read."""
        return len(self.keys) + (0 if self._consumed() else 1)

    @property
    def status(self) -> str:
        """For a status line: "waiting for a key" (ready by rule a, b or c, no key typed or
        taken since), "quiet" (no key taken, screen unchanged for ``quiet`` instructions) or
        "running"."""
        kd = self.kd
        if self.ready is not None and self._consumed() and self._ready_at >= kd.last_key_taken:
            return "waiting for a key"
        m = self.machine
        if m is not None and m.fetches - self._still_since() >= self.quiet:
            return "quiet"
        return "running"

    def attach(self, machine: Machine) -> None:
        super().attach(machine)
        self.last_fed = machine.fetches
        self._schedule(machine.fetches, self.interval or self.poll_quiet)

    def feed(self) -> bool:
        """Type the next key now. False if none is left."""
        if not self.keys or self.machine is None:
            return False
        self._unheard = self.keys.pop(0)
        self.kd.deliver_key(self._unheard)
        self.last_fed = self.machine.fetches
        self.ready = None
        return True

    def keyboard_interrupts_enabled(self) -> bool:
        """A typed key raises an interrupt the program's handler takes (now or after the
        handler that runs returns): receiver control bit 1 and the machine's enables."""
        m = self.machine
        assert m is not None
        return bool(m.memory.peek_word(self.kd.rc) & 2) and m.external_interrupt_enabled()

    def _consumed(self) -> bool:
        return not self.kd.key_unread and not self.kd.pending_keys

    def _busy_since(self) -> int:
        """When the program last showed something, took a key or was given one (a read of
        RD that takes nothing is a poll, not activity)."""
        kd = self.kd
        return max(kd.last_output, kd.last_key_taken, self.last_fed)

    def _still_since(self) -> int:
        """When a key was last taken or the display last changed."""
        return max(self.kd.last_key_taken, self.kd.last_change)

    def _on_poll(self) -> None:
        """Rule (a): the program polls the receiver (called in the load hook: exact time)."""
        if not self.exact:
            self._refresh_exact()  # polling: a waiting program's end may now be near
            if self.exact:
                publish_exact(self.machine)
        if self.interval is not None or self.kd.polls < 2 or not self._consumed():
            return
        if self.keyboard_interrupts_enabled():
            return  # its handler takes the keys: rule (b) decides
        self._ready("polling")

    def _ready(self, why: str) -> bool:
        self.ready = why
        self._ready_at = self.machine.fetches if self.machine is not None else 0
        return self.ends_run and self.feed()

    def on_deadline(self) -> None:
        m = self.machine
        if m is None:
            return
        now = m.fetches
        kd = self.kd
        busy = self._busy_since()
        # Spinning (the registers are in a state seen at an earlier look since the program
        # was last busy: a loop testing a flag the handler sets, whose registers differ
        # from look to look only by where in the loop the look falls, e.g. `lw s3, FLAG`'s
        # auipc and lw) is judged only while interrupts can be delivered: then deadlines
        # are exact and the registers current in block and single-step runs alike.
        spinning = False
        if m.interrupts_deliverable():
            # read between blocks: a value replay must see again (backstep)
            snapshot = nondeterministic(m, "feeder-registers", lambda: tuple(m.x))
            if busy != self._seen_busy or len(self._seen) >= MAX_SEEN:
                self._seen, self._seen_busy = frozenset(), busy
            spinning = snapshot in self._seen
            self._seen = self._seen | {snapshot}
        else:
            self._seen = frozenset()
        quiet = now - busy  # instructions without display output or key activity
        waiting = kd.last_rc_poll > busy or kd.last_poll > busy or spinning
        if self.interval is not None and self.keys:
            self.feed()
            self._schedule(now, self.interval)
            return
        consumed = self._consumed()
        if (
            not consumed
            and self._unheard is not None
            and self.ends_run
            and self.keyboard_interrupts_enabled()
            and ((waiting and quiet >= self.poll_quiet) or quiet >= self.idle)
        ):
            # typed before the program listened (rule c, or a poll just before it set RC's
            # interrupt enable; MIPS: while its handler ran, which MARS's tool does not
            # interrupt) and never read: a person presses a key that did nothing again
            self.kd.deliver_key(self._unheard)
            self._unheard = None
            self.last_fed = now
            self.ready = "interrupts"
            self._schedule(now, self.poll_quiet)
            return
        if consumed:
            why = None
            if self.keyboard_interrupts_enabled():
                settled = now - max(self._still_since(), self.last_fed)
                if (waiting and quiet >= self.poll_quiet) or quiet >= self.idle:
                    why = "interrupts"  # (b) waiting for the interrupt
                elif settled >= self.settle:
                    why = "interrupts"  # (b) busy, but the screen has settled
            elif quiet >= self.idle:
                why = "idle"  # (c) neither polling nor taking interrupts
            if why is not None and self._ready(why):
                self._schedule(now, self.poll_quiet)
                return
        if self.ends_run and not self._timer_running() and self._end(now, quiet, waiting):
            return
        self._schedule(now, self.interval or self.poll_quiet)

    def _end(self, now: int, quiet: int, waiting: bool) -> bool:
        """End the run if it is over. True if it was ended."""
        m = self.machine
        assert m is not None
        consumed = self._consumed()
        if not self.keys and consumed and waiting and quiet >= STOP_FACTOR * self.idle:
            why = "no keys were given" if self.total == 0 else f"all {self.total} keys were typed"
            self._stop(
                f"stopped: the program sat idle (no display output, polling the keyboard or "
                f"spinning) for {quiet} instructions and {why}"
            )
            return True
        still = now - self._still_since()
        if still >= self.quiet:
            n = self.never_taken
            unread = "" if consumed else " (the last key typed was never read)"
            self.quiet_end = True
            m.quiet_end = True  # rarslite run: its own exit status
            self._stop(
                f"quiet end: no key taken and the display unchanged for {still} instructions; "
                f"{n} of {self.total} keys never taken{unread}"
            )
            return True
        return False

    def snapshot(self) -> tuple:
        return (len(self.keys), self.last_fed, self.stopped, self.quiet_end, self.ready,
                self._ready_at, self._seen, self._seen_busy, self._unheard, self._step,
                self.deadline, self.exact)

    def restore(self, state: tuple) -> None:
        (left, self.last_fed, self.stopped, self.quiet_end, self.ready, self._ready_at,
         self._seen, self._seen_busy, self._unheard, self._step, self.deadline,
         self.exact) = state
        self.keys = list(self._script[self.total - left:])

    def _stop(self, message: str) -> None:
        assert self.machine is not None
        self.stopped = True
        self.deadline = None
        self.exact = False
        self.machine.request_stop(message)

    def _schedule(self, now: int, step: int) -> None:
        """The next check, every ``step`` instructions."""
        self.deadline = now + step
        self._step = step
        self._refresh_exact()

    def _refresh_exact(self) -> None:
        """Make the next check exact when it may end the run: the machine must stop right
        there in block runs too, not at a later lazy catch-up. A lazy deadline may fire up to
        the machine's lateness bound late and the check after it must still be on time, so
        exact from that far before a possible end on. The end of a waiting program is
        possible once it polled RC since it last showed something, or while interrupts can
        be delivered (then every deadline is exact anyway; a later poll calls this again)."""
        m = self.machine
        if not self.ends_run or m is None or self.deadline is None:
            self.exact = False
            return
        end = self._still_since() + self.quiet
        kd = self.kd
        busy = self._busy_since()
        polled = max(kd.last_rc_poll, kd.last_poll) > busy
        if not self.keys and (polled or m.interrupts_deliverable()):
            end = min(end, busy + STOP_FACTOR * self.idle)
        slack = getattr(m, "max_deadline_lateness", 0) + self._step
        self.exact = self.deadline + slack >= end

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
                quiet=getattr(args, "quiet", None) or DEFAULT_QUIET,
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
        # stopped by the feeder, the program is still running as far as RARS is concerned:
        # its tool would show the character too
        stopped = self.feeder is not None and self.feeder.stopped
        if getattr(self.machine, "isa_name", "") == "mips" and not stopped:
            word = kd.drop_in_flight()  # MARS's display never shows it: nor do we
            if word is not None:
                self.message(MARS_DROP_NOTE.format(char=_char_name(word)))
        elif kd.flush_in_flight() and not stopped:
            self.message(FLUSH_NOTE)
        if self.feeder is not None and self.feeder.keys and not self.feeder.quiet_end:
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


def attach(
    machine: Machine,
    args: argparse.Namespace,
    *,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> HeadlessSession:
    """Connect the devices the options ask for. Raises ValueError for a bad keys file/text."""
    return HeadlessSession(machine, args, stdout=stdout, stderr=stderr)
