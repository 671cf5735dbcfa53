"""The MIPS simulator front the GUI drives: the surface of `rarslite.machine.simulator`.

`load_mips` turns an assembled `MipsProgram` into (program view, machine, simulator) with
the attributes the desktop app's views and worker read (``text`` entries with source
locations, ``x``/``pc``/``memory``, ``run``/``step``/``backstep``/``pause``/``stop``,
breakpoints). The run loop itself is `rarslite.machine.mips.runner`'s; runs that need to
look at every instruction (breakpoints, recording for backstep) go one step per call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rarslite.isa.mips.program import MipsProgram
from rarslite.machine.mips import runner
from rarslite.machine.mips.bus import MipsBus
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.syscalls import WAITING_SERVICES, JavaCrash, MarsIO, handle_syscall
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.simulator import TERMINAL, Simulator
from rarslite.program import TextEntry, reaches_devices

HISTORY = 2000  # single steps kept for backstep (MARS keeps 2000 too)


@dataclass
class MipsProgramView:
    """What the views read of a program: RARS-shaped text entries over MARS's listing."""

    mips: MipsProgram
    text: dict[int, TextEntry] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for addr, w in self.mips.text.items():
            loc = w.source_loc()  # the real origin (file, line), not MARS's listing line
            self.text[addr] = TextEntry(addr, w.word, None, w.basic, loc, w.basic_index == 0)  # type: ignore[arg-type]

    @property
    def config(self):
        return self.mips.config

    @property
    def symbols(self) -> dict[str, int]:
        return self.mips.symbols

    @property
    def files(self) -> list[str]:
        return self.mips.files

    @property
    def warnings(self) -> list:
        return self.mips.warnings

    def mentions_mmio(self) -> bool:
        """As `Program.mentions_mmio` (Run > Play opens no device tool for a console game)."""
        data = self.mips.data
        return reaches_devices(
            self.config.mmio_base,
            ((w.word & 0xFFFF) << 16 for w in self.mips.text.values() if w.word >> 26 == 0x0F),
            (int.from_bytes(bytes(data.get(a + i, 0) for i in range(4)), "little")
             for a in data if a % 4 == 0))


class _Posts(list):
    """The bus's posted work, also drained with ``popleft`` (the GUI session's API)."""

    def popleft(self):
        return self.pop(0)


class GuiMarsIO(MarsIO):
    """MARS's console onto a front end's byte `Console` (the GUI's Run I/O pane)."""

    def __init__(self, console) -> None:
        super().__init__(out=None, inp=None)
        self.console = console

    def write(self, text: str) -> None:
        # The Console speaks UTF-8 (as read_line below): MARS's char 219 shows as 'Û'.
        self.console.write(text.encode("utf-8", "replace"))

    def read_line(self) -> str | None:
        line = self.console.read_line()
        if line is None:
            return None
        text = line.decode("utf-8", "replace")
        return text[:-1] if text.endswith("\n") else text


INPUT_SERVICES = WAITING_SERVICES  # reads, dialogs, sleep, a synchronous note


class SliceEnd(JavaCrash):
    """Ends a run slice after a syscall that completed (the runner returns its step count
    for it as for MARS's crashes; the front end resumes from the next instruction)."""


class MipsMachine:
    """One MIPS processor with its memory and devices, named as the GUI's views expect."""

    isa_name = "mips"  # the `rarslite.isa.base` description this machine runs

    def __init__(self, program: MipsProgram, console=None, *, start_at_main: bool = False,
                 delayed_branching: bool = False, program_args=()) -> None:
        self.hart = hart = MipsHart(program, delayed_branching=delayed_branching)
        if start_at_main and program.main is not None:
            hart.pc = program.main
        if program_args:
            hart.set_program_args(list(program_args))
        self.io = GuiMarsIO(console) if console is not None else MarsIO()
        hart.syscall = self._syscall
        self.bus = MipsBus(hart)
        self.bus.posts = self.posts = _Posts()
        self.stop_request: str | None = None
        self.attn = False
        self.instret = 0
        self.exit_code = 0
        self.error: RuntimeErrorInfo | None = None
        self.report: str | None = None
        self.dialogs = None
        self.sleep: Callable[[float], None] | None = None
        self.wait_for_interrupt: Callable[[], bool] | None = None
        self.history: list[tuple] = []
        self.record = False
        self.watched_breakpoints: set[int] = set()  # the simulator's, while it runs
        self.slice_ended = False
        # block translations kept across run slices (compiling them anew each slice made
        # the app's short slices crawl); they bake in the devices' ranges, the breakpoints
        # (left out of the text) and the text itself, so any change to those drops them
        self._translations: tuple[frozenset[int], dict] = (frozenset(), {})

    def translations(self, breakpoints: set[int]) -> dict:
        """The block cache for runs with ``breakpoints`` left out of the text."""
        key = frozenset(breakpoints)
        if self._translations[0] != key:
            self._translations = (key, {})
        return self._translations[1]

    def forget_translations(self) -> None:
        self._translations = (frozenset(), {})

    def _syscall(self, hart: MipsHart) -> None:
        """MARS's syscalls; dialogs (50-59), MIDI (31, 33) and sleep through ``dialogs``.

        A read may wait for the user for long; if meanwhile a pause or stop was asked for or
        breakpoints are set, the run slice ends right after it (`SliceEnd`), so they act
        before the program runs on (to its next read, where it would wait again)."""
        service = hart.r[2]
        self.io.dialogs = self.dialogs  # dialogs, MIDI and sleep through the app's provider
        handle_syscall(hart, self.io)
        if (service in INPUT_SERVICES and not hart.db
                and (self.stop_request is not None or self.watched_breakpoints)):
            self.slice_ended = True
            raise SliceEnd("the slice ends after input")

    # -- what the views read -------------------------------------------------------------
    @property
    def x(self) -> list[int]:
        return self.hart.r

    @property
    def pc(self) -> int:
        return self.hart.pc

    @pc.setter
    def pc(self, value: int) -> None:
        self.hart.pc = value & 0xFFFFFFFF

    @property
    def memory(self):
        return self.hart.memory

    @property
    def fetches(self) -> int:
        return self.bus.fetches

    # -- devices ---------------------------------------------------------------------------
    def connect(self, device) -> None:
        self.bus.connect(device)
        self.hart.bus = self.bus  # devices watch every step
        self.forget_translations()

    def disconnect(self, device) -> None:
        self.bus.disconnect(device)
        if not self.bus.devices:
            self.hart.bus = None
        self.forget_translations()

    def post(self, fn: Callable[[], None]) -> None:
        self.posts.append(fn)

    def update_deadline(self) -> None:
        """Device deadlines are read at every step."""

    def drain(self) -> None:
        while self.posts:
            self.posts.popleft()()

    def run_posts(self) -> None:
        """Posted work (keys typed while paused) run by the front end between runs."""
        self.drain()

    def external_edit(self, clear_history: bool = True) -> None:
        """A debugger edit: the recorded steps cannot be undone across it."""
        self.forget_translations()
        if clear_history:
            self.forget_history()

    # -- backstep --------------------------------------------------------------------------
    def snapshot(self) -> None:
        h = self.hart
        mark = h.memory.journal_mark()
        self.history.append((h.pc, h.r[:], h.hi, h.lo, h.f[:], h.fcc[:], dict(h.cp0),
                             h.db_state, h.db_target, mark, self.instret))
        if len(self.history) > HISTORY:
            del self.history[0]

    def forget_history(self) -> None:
        self.history.clear()
        self.hart.memory.stop_journal()

    def backstep(self) -> bool:
        if not self.history:
            return False
        h = self.hart
        (h.pc, r, h.hi, h.lo, f, fcc, cp0, h.db_state, h.db_target, mark,
         self.instret) = self.history.pop()
        h.r[:], h.f[:], h.fcc[:] = r, f, fcc
        h.cp0.clear()
        h.cp0.update(cp0)
        h.memory.undo(mark)
        return True


class MipsSimulator(Simulator):
    """run/step/backstep, breakpoints and pause/stop for a `MipsMachine` (see Simulator)."""

    machine: MipsMachine

    def __init__(self, machine: MipsMachine) -> None:
        super().__init__(machine)  # type: ignore[arg-type]
        self._record_runs = False  # record full runs for Backstep (single-step speed)
        self._step_recorded = False
        # a slice ended mid-run (after input): the next one starts by checking a breakpoint
        # at pc, where a new run would step over it (resuming from that breakpoint)
        self._check_first = False

    @property
    def backstep_enabled(self) -> bool:
        return self._record_runs

    @backstep_enabled.setter
    def backstep_enabled(self, on: bool) -> None:
        self._record_runs = on

    @property
    def can_backstep(self) -> bool:
        return bool(self.machine.history)

    def _unrecorded(self) -> None:
        """History lives in the machine; a run without recording forgets it (in `_go`)."""

    def _finish(self, out: runner.Outcome) -> str | None:
        m = self.machine
        m.instret += out.steps
        r = out.reason
        if r == "max_steps":
            return None
        if r == "java_crash" and m.slice_ended:  # SliceEnd: the syscall itself completed
            m.slice_ended = False
            m.instret += 1
            # the run goes on (unless paused): a breakpoint at the next pc still counts
            self._check_first = m.stop_request is None
            return None
        if r == "exit2":
            m.exit_code = out.exit_code
        elif r == "java_crash":
            m.error = RuntimeErrorInfo(out.message, m.pc, False)
            m.report = f"Error: {out.message}"
            r = "error"
        elif r == "error":
            m.error = RuntimeErrorInfo(out.message, out.pc, not out.fetch_error)
            where = f"{out.file} line {out.line}: " if out.file else ""
            m.report = f"Error in {where}Runtime exception at 0x{out.pc:08x}: {out.message}"
        elif r == "stopped":  # a device asked to stop (e.g. the key feeder ran out)
            m.report = out.message
        return r

    def _end(self, r: str | None) -> str | None:
        if r is not None:
            self.reason = r
            if r in TERMINAL:
                self.done = True
        return r

    def _go(self, limit: int) -> str | None:
        m = self.machine
        record = self._record_runs or self._step_recorded
        if self.done:
            return self.reason
        if m.stop_request is not None:
            r, m.stop_request = m.stop_request, None
            return self._end(r)
        m.drain()
        bps = m.watched_breakpoints = self.breakpoints
        check_first, self._check_first = self._check_first, False
        if check_first and m.hart.pc in bps:
            return self._end("breakpoint")
        if not record:
            m.forget_history()
            if not bps:
                cache = m.translations(bps)
                return self._end(self._finish(runner.run(m.hart, max(1, limit), cache=cache)))
            return self._end(self._run_to_breakpoint(max(1, limit), bps))
        for i in range(max(1, limit)):
            if i and m.hart.pc in bps:
                return self._end("breakpoint")
            if i and m.stop_request is not None:
                r, m.stop_request = m.stop_request, None
                return self._end(r)
            if record:
                m.snapshot()
            r = self._finish(runner.run(m.hart, 1, blocks=False))
            if r is not None:
                return self._end(r)
        return None

    def _run_to_breakpoint(self, limit: int, bps: set[int]) -> str | None:
        """Run at full speed to a breakpoint: the statements at breakpoints leave the text
        for the run, so the runner stops there as at an empty slot ("dropped" at a
        breakpoint address), then come back. A run resumed at a breakpoint first steps it."""
        hart = self.machine.hart
        if hart.pc in bps:
            r = self._finish(runner.run(hart, 1, blocks=False))
            if r is not None or limit == 1:
                return r
            limit -= 1
        text = hart.memory.text
        removed = {a: text.pop(a) for a in list(bps) if a in text}
        try:
            out = runner.run(hart, limit, cache=self.machine.translations(bps))
        finally:
            text.update(removed)
        if out.reason == "dropped" and hart.pc in removed:
            self.machine.instret += out.steps
            return "breakpoint"
        return self._finish(out)

    def step(self) -> str | None:
        """One instruction, always recorded for backstep."""
        self._step_recorded = True
        try:
            return self._go(1)
        finally:
            self._step_recorded = False

    def backstep(self) -> bool:
        if self.machine.backstep():
            if self.done and self.reason in ("exit", "exit2", "dropped", "error"):
                self.done = False
                self.reason = "paused"
                self.machine.error = self.machine.report = None
            return True
        return False

    @property
    def report(self) -> str | None:  # type: ignore[override]
        return self.machine.report


def load_mips(program: MipsProgram, console=None, **options) -> tuple:
    """(program view, machine, simulator) for ``program``; options as `MipsMachine`'s."""
    machine = MipsMachine(program, console, **options)
    return MipsProgramView(program), machine, MipsSimulator(machine)
