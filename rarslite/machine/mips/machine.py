"""`MipsMachine`: a MARS program's hart, memory and devices behind the shared machine surface.

The ISA-neutral part (devices, posts, stop requests, backstep hooks) is
`rarslite.machine.core.MachineCore`; this class adds the MIPS hart (`hart.MipsHart`), the run
loop of `runner` behind the run interface the shared `Simulator` drives, and MARS's
interrupt model (mars-reference §6.4, §8.2): a request is kept only if Status has IE = 1 and
EXL = 0 at that moment (else it is lost), one code is pending (last writer wins), and it is
taken at the top of the next step, before that instruction executes, with Cause bit 8
(keyboard, code 0x40) or 9 (display, 0x80) and EPC = that instruction.

The hart, the translator and the runner see this machine as ``hart.bus`` while devices are
connected (None otherwise: no device time is counted and blocks run unchecked); they read
``devices``, ``fetches``, ``posts``, ``pending_code``, ``stop_message`` and call
`before_step`.

Backstep: single steps are recorded (`snapshot`); with backstep after Go on, full-speed runs
take checkpoints and log syscall effects and posted work (machine/rewind.py), and `replay`
rebuilds the last steps from them (the MIPS part of that is `replay.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.isa.mips.program import MipsProgram
from rarslite.java_text import java_utf8
from rarslite.machine.checkpoints import device_snapshots, restore_devices
from rarslite.machine.core import MachineCore
from rarslite.machine.idle_history import IdleHistory
from rarslite.machine.mips import replay, runner
from rarslite.machine.mips.hart import MipsException, MipsHart
from rarslite.machine.mips.interrupts import MipsInterruptHelp
from rarslite.machine.mips.jump_origin import jump_origin
from rarslite.machine.mips.syscalls import WAITING_SERVICES, JavaCrash, MarsIO, handle_syscall
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.rewind import FOREVER, TERMINAL
from rarslite.program import SourceLoc

if TYPE_CHECKING:  # pragma: no cover
    pass

INPUT_SERVICES = WAITING_SERVICES  # reads, dialogs, sleep, a synchronous note
_STEPS = 10  # index of instret in a history entry
_REQUESTED = "pause or stop requested"  # stop_message while a front end's request ends a run


class GuiMarsIO(MarsIO):
    """MARS's console onto a front end's byte `Console` (the GUI's Run I/O pane)."""

    def __init__(self, console) -> None:
        super().__init__(out=None, inp=None)
        self.console = console

    def write(self, text: str) -> None:
        # The Console speaks UTF-8 (as read_line below): MARS's char 219 shows as 'Û'.
        self.console.write(text.encode("utf-8", "replace"))

    def read_line(self, limit: int = 0) -> str | None:
        line = self.console.read_line(limit)
        if line is None:
            return None
        text = java_utf8(line)  # as MARS's reader decodes (rarslite.java_text)
        # (a lone Enter for read char is the character 10, as in MARS's Run I/O)
        return text[:-1] if text.endswith("\n") and text != "\n" else text


class SliceEnd(JavaCrash):
    """Ends a run slice after a syscall that completed (the runner returns its step count
    for it as for MARS's crashes; the front end resumes from the next instruction)."""


class MipsMachine(MachineCore):
    """One MIPS processor with its memory and devices, named as the GUI's views expect."""

    isa_name = "mips"

    def __init__(self, program: MipsProgram, console=None, *, start_at_main: bool = False,
                 delayed_branching: bool = False, program_args=(), smc: bool = False,
                 io: MarsIO | None = None) -> None:  # fmt: skip
        # before the core's init: `dialogs` and `file_folder` live in the syscalls' io
        self.io = io if io is not None else GuiMarsIO(console) if console is not None \
            else MarsIO()  # fmt: skip
        super().__init__(console)
        self.program = program
        self.hart = hart = MipsHart(program, delayed_branching=delayed_branching, smc=smc)
        self.config = hart.config
        if start_at_main and program.main is not None:
            hart.pc = program.main
        if program_args:
            hart.set_program_args(list(program_args))
        hart.syscall = self._syscall
        hart.memory.watchers = self.devices  # the same list: connect/disconnect keep it
        hart.fetch_observers = self.fetch_observers  # the same list, for the runner
        self.stop_message = None  # a device asked to stop (the runner ends the run then)
        self.pending_code = 0  # MARS's one pending interrupt code (0x40 keyboard, 0x80 display)
        # fetches outside the user text (the kernel's), which MARS's tools do not observe;
        # ``kernel_from``: ``fetches`` where the kernel block running now began (its fetches
        # are added when it ends), so `text_fetches` is exact inside a block's device hooks
        self.kernel_fetches = 0
        self.kernel_from: int | None = None
        self.interrupts_taken = 0
        self.interrupt_help = MipsInterruptHelp(self)  # the devices' diagnostics, MARS's terms
        self.report: str | None = None
        self.sleep: Callable[[float], None] | None = None
        self.breakpoints: set[int] | frozenset[int] = frozenset()  # the front end's (live)
        self.watched_breakpoints: set[int] | frozenset[int] = frozenset()  # while a run goes
        self._history = replay.new_history()
        self._record = False
        self.slice_ended = False
        self._slice_cut = False  # the last runner call ended its slice early (SliceEnd)
        # a slice ended mid-run (after input): the next one starts by checking a breakpoint
        # at pc, where a new run would step over it (resuming from that breakpoint)
        self._check_first = False
        self._ended = False  # the last run ended the program (replay redoes its last step)
        self._ck_at = FOREVER  # the step count of the next checkpoint (backstep after Go)
        self._slice_steps = self._slice_f0 = 0  # steps and fetches when the runner started
        # block translations kept across run slices (compiling them anew each slice made
        # the app's short slices crawl); they bake in the devices' ranges, the breakpoints
        # (left out of the text) and the text itself, so any change to those drops them
        self._translations: tuple[frozenset[int], dict] = (frozenset(), {})

    # the front end's dialogs (50-59, MIDI, sleep) and the folder for relative file names
    # are the syscalls' own settings
    @property
    def dialogs(self):  # -> DialogProvider | None
        return self.io.dialogs

    @dialogs.setter
    def dialogs(self, provider) -> None:
        self.io.dialogs = provider

    @property  # type: ignore[override]
    def file_folder(self) -> str | None:
        return self.io.folder

    @file_folder.setter
    def file_folder(self, folder: str | None) -> None:
        self.io.folder = folder

    # -- what the views read -------------------------------------------------------------
    @property
    def x(self) -> list[int]:
        """The integer registers (the key feeder watches them to see a program spin)."""
        return self.hart.r

    @property
    def pc(self) -> int:
        return self.hart.pc

    @pc.setter
    def pc(self, value: int) -> None:
        self.hart.pc = value & 0xFFFFFFFF

    @property
    def memory(self):  # -> MipsMemory
        return self.hart.memory

    def source_location(self, pc: int) -> SourceLoc | None:
        w = self.hart.memory.text.get(pc)
        return SourceLoc(w.file, w.line, w.source) if w is not None and w.file else None

    def translations(self, breakpoints: set[int] | frozenset[int]) -> dict:
        """The block cache for runs with ``breakpoints`` left out of the text."""
        if self._translations[0] != breakpoints:
            self._translations = (frozenset(breakpoints), {})
        return self._translations[1]

    def forget_translations(self) -> None:
        self._translations = (frozenset(), {})

    # -- devices and MARS's interrupts -------------------------------------------------------
    def _plug(self, device) -> None:
        from rarslite.machine.interface import DeviceConflict

        for other in self.devices:
            if getattr(device, "observer", False) or getattr(other, "observer", False):
                continue  # an analysis tool's observer may overlap (tools/observers.py)
            for lo, hi in device.ranges:
                if any(lo < ohi and olo < hi for olo, ohi in other.ranges):
                    raise DeviceConflict(f"{device.name} overlaps {other.name}")

    def _unplug(self, device) -> None:
        pass

    def _devices_changed(self) -> None:
        self.hart.bus = self if self.devices else None  # devices watch every step
        self.forget_translations()

    def interrupts_deliverable(self) -> bool:
        """Status IE = 1 and EXL = 0: a device's request would be kept (MARS reads no other
        Status bit)."""
        status = self.hart.cp0[12]
        return bool(status & 1 and not status & 2)

    def external_interrupt_enabled(self) -> bool:
        """The program takes device interrupts now or once its running handler returns:
        Status IE = 1 and a handler at 0x80000180 (eret clears EXL)."""
        hart = self.hart
        return bool(hart.cp0[12] & 1) and hart.config.exception_handler in hart.memory.text

    def request_interrupt(self, kind: str, value: int) -> bool:
        # the Keyboard and Display asks for IE = 1 and EXL = 0; the Digital Lab Sim
        # ("unmasked") only for EXL = 0
        status = self.hart.cp0[12]
        if status & 2 == 0 and (status & 1 or kind == "unmasked"):
            self.pending_code = value
        return True  # MARS drops a request silently; it never reports "already pending"

    def text_fetches(self) -> int:
        """The fetches in the user text so far: MARS's tools' instruction count."""
        k = self.kernel_from
        return (self.fetches if k is None else k) - self.kernel_fetches

    def request_stop(self, message: str = "") -> None:
        """End the run before the next instruction (the runner reports "stopped")."""
        self.stop_message = message

    def before_step(self) -> None:
        """The fetch of the next instruction: count it, run due device events and posted
        work, then take a pending interrupt (raises it as the interrupt's MipsException).
        A pause or stop requested meanwhile (with devices connected, e.g. a debugger's
        watched word) ends the run here instead, before this instruction."""
        if self.stop_request is not None and self.stop_message is None:
            self.stop_message = _REQUESTED  # the runner stops; `_finish` says why
            cfg = self.config
            if not cfg.text_base <= self.hart.pc < cfg.text_limit:
                self.kernel_fetches -= 1  # the runner counted a fetch that does not happen
            return
        self.fetches += 1
        self._fire_deadlines()
        if self.posts:
            ran = []
            while self.posts:
                fn = self.posts.popleft()
                ran.append(fn)
                fn()
            rw = self.rewind
            if rw is not None:  # logged at this step (device time runs with the steps)
                self.steps = self._slice_steps + self.fetches - 1 - self._slice_f0
                rw.attention(ran, None, False)
        if self.pending_code:
            code, self.pending_code = self.pending_code, 0
            self.interrupts_taken += 1
            raise MipsException(0, "External Interrupt", interrupt=code << 2)

    def empty_fetch(self) -> None:
        """MARS's tools see the fetch of the empty word a program drops off into (not a
        breakpoint's, which MARS checks before fetching): device time for it."""
        if not self.devices:
            return
        cfg = self.config
        if not cfg.text_base <= self.hart.pc < cfg.text_limit:
            self.kernel_fetches += 1
        self.fetches += 1
        self._fire_deadlines()

    def _fire_deadlines(self) -> None:
        """The due device events at this fetch: ``deadline`` in fetches, ``text_deadline``
        in user text fetches (devices/base.py)."""
        for dev in list(self.devices):
            if dev.deadline is not None and self.fetches >= dev.deadline:
                dev.on_deadline()
            td = getattr(dev, "text_deadline", None)
            if td is not None and self.text_fetches() >= td:
                dev.on_deadline()

    def external_edit(self, clear_history: bool = True) -> None:
        self.forget_translations()
        super().external_edit(clear_history)

    # -- syscalls ----------------------------------------------------------------------------
    def _syscall(self, hart: MipsHart) -> None:
        """MARS's syscalls; dialogs (50-59), MIDI (31, 33) and sleep through ``dialogs``.

        A read may wait for the user for long; if meanwhile a pause or stop was asked for or
        breakpoints are set, the run slice ends right after it (`SliceEnd`), so they act
        before the program runs on (to its next read, where it would wait again)."""
        service = hart.r[2]
        rw = self.rewind
        if rw is None:
            self._handle(hart)
        else:
            rw.syscall(lambda _m: self._handle(hart))
        if (service in INPUT_SERVICES and not hart.db
                and (self.stop_request is not None or self.watched_breakpoints)):
            self.slice_ended = True
            raise SliceEnd("the slice ends after input")

    def _handle(self, hart: MipsHart) -> None:
        handle_syscall(hart, self.io)

    # -- the run interface (rarslite.machine.simulator) --------------------------------------
    def set_breakpoints(self, bps: set[int] | frozenset[int]) -> None:
        self.breakpoints = bps

    @property
    def record(self) -> bool:
        return self._record

    def set_record(self, on: bool) -> None:
        self._record = on

    @property
    def history(self) -> IdleHistory:
        return self._history

    def history_floor(self) -> int:
        return self._history[0][_STEPS]

    def forget_history(self) -> None:
        self._history.clear()
        self.hart.memory.stop_journal()

    def report_line(self) -> str | None:
        """MARS's end-of-run line for an error (set when the run ended)."""
        return self.report

    def run_steps(self, limit: int) -> str | None:
        rw = self.rewind
        if rw is None:
            return self._go(max(1, limit))
        rw.begin_run()
        try:
            return self._go(max(1, limit))
        finally:
            rw.end_run()

    def _go(self, limit: int) -> str | None:
        if self.stop_request is not None:
            r, self.stop_request = self.stop_request, None
            return r  # no step ran: replay has no last step to redo (`_ended`)
        self.run_posts()
        self.watched_breakpoints = self.breakpoints
        bps = frozenset(self.breakpoints)
        check_first, self._check_first = self._check_first, False
        if check_first and self.hart.pc in bps:
            return "breakpoint"
        if self._record:
            return self._run_recorded(limit, bps)
        self.forget_history()
        first = True
        while True:  # in parts that end where backstep after Go takes a checkpoint
            self._checkpoint()
            part = limit if self.rewind is None else min(limit, max(1, self._ck_at - self.steps))
            before = self.steps
            r = self._run_fast(part, bps, first)
            if r is not None or self._slice_cut:
                self._slice_cut = False
                return r
            first = False
            limit -= self.steps - before
            if limit <= 0:
                return None

    def _checkpoint(self) -> None:
        rw = self.rewind
        if rw is not None and self.steps >= self._ck_at and not rw.replaying:
            rw.checkpoint()

    def _runner(self, limit: int, *, blocks: bool = True, cache: dict | None = None):
        self._slice_steps, self._slice_f0 = self.steps, self.fetches
        return runner.run(self.hart, limit, blocks=blocks, cache=cache)

    def _run_fast(self, limit: int, bps: frozenset[int], first: bool) -> str | None:
        """Run at full speed to a breakpoint: the statements at breakpoints leave the text
        for the run, so the runner stops there as at an empty slot ("dropped" at a
        breakpoint address), then come back. A run resumed at a breakpoint first steps it."""
        hart = self.hart
        if not bps:
            return self._finish(self._runner(limit, cache=self.translations(bps)))
        if hart.pc in bps:
            if not first:
                return "breakpoint"
            r = self._finish(self._runner(1, blocks=False))
            if r is not None or limit == 1 or self._slice_cut:
                return r
            limit -= 1
        text = hart.memory.text
        removed = {a: text.pop(a) for a in list(bps) if a in text}
        try:
            out = self._runner(limit, cache=self.translations(bps))
        finally:
            text.update(removed)
        if out.reason == "dropped" and hart.pc in removed:
            self._count(out.steps)
            return "breakpoint"
        return self._finish(out)

    def _run_recorded(self, limit: int, bps: frozenset[int]) -> str | None:
        for i in range(limit):
            if i and self.hart.pc in bps:
                return "breakpoint"
            if i and self.stop_request is not None:
                r, self.stop_request = self.stop_request, None
                return r
            self._checkpoint()
            self.snapshot()
            r = self._finish(self._runner(1, blocks=False))
            if r is not None or self._slice_cut:
                self._slice_cut = False
                return r
        return None

    def _count(self, steps: int) -> None:
        self.instret += steps
        self.steps = self.instret

    def _finish(self, out: runner.Outcome) -> str | None:
        """Account a runner outcome; the simulator's stop reason (None: the limit)."""
        self._count(out.steps)
        r = out.reason
        if r == "max_steps":
            return None
        if r == "java_crash" and self.slice_ended:  # SliceEnd: the syscall itself completed
            self.slice_ended = False
            self._count(1)
            # the run goes on (unless paused): a breakpoint at the next pc still counts
            self._check_first = self.stop_request is None
            self._slice_cut = True
            return None
        if r == "exit2":
            self.exit_code = out.exit_code
        elif r == "java_crash":
            self.error = RuntimeErrorInfo(out.message, self.hart.pc, False)
            self.report = f"Error: {out.message}"
            r = "error"
        elif r == "error":
            jump = jump_origin(self.hart, out.pc, out.came_from) if out.fetch_error else None
            self.error = RuntimeErrorInfo(out.message, out.pc, not out.fetch_error, jump)
            where = f"{out.file} line {out.line}: " if out.file else ""
            self.report = f"Error in {where}Runtime exception at 0x{out.pc:08x}: {out.message}"
        elif r == "dropped":
            self.empty_fetch()
        elif r == "stopped" and out.message is _REQUESTED:  # a pause or stop request
            r, self.stop_request, self.stop_message = self.stop_request, None, None
        elif r == "stopped":  # a device asked to stop (e.g. the key feeder ran out)
            self.report = out.message
            self.stop_message = None
        self._ended = r in TERMINAL
        return r

    # -- backstep: recorded single steps -----------------------------------------------------
    def snapshot(self) -> None:
        """Record the state before one step (its memory stores are journaled)."""
        h = self.hart
        mark = h.memory.journal_mark()
        rw = self.rewind
        self._history.append((
            h.pc, h.r[:], h.hi, h.lo, h.f[:], h.fcc[:], dict(h.cp0), h.db_state, h.db_target,
            mark, self.instret, self.fetches, self.kernel_fetches, self.pending_code,
            self.interrupts_taken, getattr(h, "heap_break", None),
            device_snapshots(self) if self.devices else (),
            rw.log.positions() if rw is not None else None))  # fmt: skip

    def backstep_step(self) -> bool:
        if not self._history:
            return False
        h = self.hart
        (h.pc, r, h.hi, h.lo, f, fcc, cp0, h.db_state, h.db_target, mark, self.instret,
         self.fetches, self.kernel_fetches, self.pending_code, self.interrupts_taken, heap, devices,
         log) = self._history.pop()  # fmt: skip
        h.r[:], h.f[:], h.fcc[:] = r, f, fcc
        h.cp0.clear()
        h.cp0.update(cp0)
        h.memory.undo(mark)
        replay.set_heap(h, heap)
        if devices:
            restore_devices(self, devices)
        self.steps = self.instret
        self.error = self.report = None
        self.stop_message = None
        self._ended = False
        self.kernel_from = None
        if self.rewind is not None and log is not None:
            self.rewind.went_back(log)
        return True

    # -- backstep after Go ----------------------------------------------------------------
    replay_part = replay  # the MIPS part of machine/rewind.py

    def run_part(self, limit: int, *, blocks: bool = True) -> str | None:
        """Run ``limit`` steps without breakpoints (replay); a stop reason or None."""
        cache = self.translations(frozenset()) if blocks else None
        return self._finish(self._runner(limit, blocks=blocks, cache=cache))

    def checkpoint_at(self, steps: int, sooner: bool = False) -> None:
        self._ck_at = min(self._ck_at, steps) if sooner else steps

    def _rewind_switched(self, on: bool) -> None:
        if not on:
            self._ck_at = FOREVER


def load_mips(program: MipsProgram, console=None, **options) -> tuple:
    """(program view, machine, simulator) for ``program``; options as `MipsMachine`'s."""
    from rarslite.machine.mips.program_view import MipsProgramView
    from rarslite.machine.simulator import Simulator

    machine = MipsMachine(program, console, **options)
    return MipsProgramView(program), machine, Simulator(machine)
