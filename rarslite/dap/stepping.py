"""Running a debugged program: continue, steps over and out of calls, back steps and
reverse continue, with the breakpoints' conditions, watched words and a call stack.

Full-speed runs go through the shared `Simulator` in slices (a pause lands between them or
at the next block boundary); a step over a call runs the callee at full speed to a
temporary breakpoint on its return address (taken only with the stack pointer back where it
was, so a recursive call's returns pass). The call stack is kept exactly while stepping
(calls and returns as the ISA's front sees them, `Front.control_flow`); after a full-speed
run it is what is still plausible (frames whose stack pointer the program has not gone
above) plus, when nothing is left, the caller ``ra`` points into.
"""

from __future__ import annotations

import bisect
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rarslite.analysis.observers import DataWatch
from rarslite.dap.breakpoints import Breakpoint
from rarslite.dap.variables import Inspector

SLICE = 100_000  # steps per run slice: pause, key delivery and output go between slices
# with a window to keep responsive (`Runner.pace`): slices of about this long (the app's)
PACED_SECONDS, PACED_MIN = 0.002, 100
UNWIND_FRAMES, UNWIND_WORDS = 256, 4096  # the most callers found; stack words per caller
WAIT_SECONDS = 0.01  # a program in wfi with nothing pending: look again this much later


@dataclass
class Stop:
    """Why a run ended: a DAP stopped-event reason ("step", "breakpoint", "pause",
    "exception", "data breakpoint", "function breakpoint", "entry"), or "end" (the program
    ended; ``end`` is the simulator's reason)."""

    reason: str
    description: str = ""
    text: str = ""
    hit_ids: list[int] = field(default_factory=list)
    end: str = ""


@dataclass
class Frame:
    """A call in progress: where it was made, where it returns, the caller's sp then."""

    call_site: int
    return_to: int
    sp: int
    target: int | None = None  # the callee's address when the call names it


class Watch:
    """A watched word (DAP data breakpoint): a `DataWatch` device that pauses the run."""

    def __init__(self, runner: Runner, addr: int, access: str, spec: Breakpoint) -> None:
        self.runner, self.addr, self.access, self.spec = runner, addr, access, spec
        self.device = DataWatch(self, runner.machine.config, (addr, addr + 4))

    def on_access(self, addr: int, size: int, write: bool) -> None:
        if self.access == "readWrite" or (self.access == "write") == write:
            self.runner.watch_hits.append((self, write))
            self.runner.sim.pause()


class Runner:
    """Runs one program for the debug session (on its worker thread)."""

    def __init__(self, front: Any, sim: Any, view: Any, inspector: Inspector, *,
                 max_steps: int | None = None, log: Callable[[str], None] = print,
                 between: Callable[[], None] = lambda: None) -> None:  # fmt: skip
        self.front, self.sim, self.view, self.inspector = front, sim, view, inspector
        self.machine = sim.machine
        self.max_steps = max_steps
        self.log = log  # log points' messages
        self.between = between  # called between slices (console output, typed keys)
        self.breakpoints: dict[int, Breakpoint] = {}  # address -> breakpoint
        self.watches: list[Watch] = []
        self.watch_hits: list[tuple[Watch, bool]] = []
        self.frames: list[Frame] = []  # outermost first
        self.pause = threading.Event()
        # a window sharing the interpreter (the devices window): told each slice's length,
        # it may park this thread while its own thread is busy (`gui.worker.GuiPriority`)
        self.pace: Callable[[float], None] | None = None
        self._slice = SLICE
        self._entries: list[int] | None = None  # function entries (`_function_entries`)

    # -- settings ------------------------------------------------------------------------
    def set_watches(self, watches: list[tuple[int, str, Breakpoint]]) -> None:
        """Watch these words (address, "read"/"write"/"readWrite", breakpoint)."""
        for w in self.watches:
            self.machine.disconnect(w.device)
        self.watches = [Watch(self, addr, access, spec) for addr, access, spec in watches]
        for w in self.watches:
            self.machine.connect(w.device)

    # -- helpers -------------------------------------------------------------------------
    def statement_start(self, pc: int) -> bool:
        """Whether a line step ends at ``pc``: a source statement's first instruction
        (not the 2nd.. of a pseudo-instruction's expansion), or code without a source."""
        entry = self.view.text.get(pc)
        return entry is None or entry.loc is None or entry.first_of_source

    def _flow(self, pc: int):
        return self.front.control_flow(self.machine, pc)

    def _condition(self, spec: Breakpoint) -> tuple[bool, str]:
        fires, error = spec.fires(self.inspector.evaluator)
        if fires and spec.log_message and not error:
            self.log(spec.log_text(self.inspector.evaluator) + "\n")
            return False, ""  # a log point logs and goes on
        return fires, error

    def _pop_returned(self) -> None:
        sp = self.inspector.sp()
        pc = self.machine.pc
        while self.frames and self.frames[-1].return_to == pc and sp >= self.frames[-1].sp:
            self.frames.pop()

    def reconcile(self) -> None:
        """After a full-speed run: drop the calls that returned; with none left, take the
        caller ``ra`` points into (when that call was not made from the code running now)
        and the callers whose return addresses are saved on the stack (`_unwind`)."""
        sp = self.inspector.sp()
        while self.frames and sp > self.frames[-1].sp:
            self.frames.pop()
        if self.frames:
            return
        ra = self.inspector.lookup("ra")
        here = self.function_of(self.machine.pc)
        call = self._call_returning_to(ra & 0xFFFFFFFF) if ra is not None else None
        if call is not None:
            site, target = call
            if (here == target) if target is not None else (here != self.function_of(site)):
                self.frames = [Frame(site, ra & 0xFFFFFFFF, sp, target)]
        # else ra is left over from a call this code made: its caller's return address
        # is on the stack, where this code saved it before that call
        self._unwind(sp, own_copy=bool(self.frames))

    def _call_returning_to(self, addr: int) -> tuple[int, int | None] | None:
        """(call site, callee or None) of the call instruction that returns to ``addr``."""
        for back in (4, 8):
            site = (addr - back) & 0xFFFFFFFF
            flow = self._flow(site)
            if flow is not None and flow[0] == "call" and flow[1] == addr:
                return site, flow[2]
        return None

    def _unwind(self, sp: int, own_copy: bool) -> None:
        """Callers from the live stack (from ``sp`` up): for the outermost function known,
        the nearest saved word that returns just after a call of it. ``own_copy``: the
        caller ``ra`` named is known already, and the running function's copy of it (when
        its code saves ra) comes first on the stack. Stops at ``main`` (or the first
        function), at a function called through a register, or when no word is found."""
        peek = self.machine.memory.peek_word
        top = self.machine.config.stack_base
        pc = self.machine.pc
        pos = sp
        start = self.function_of(pc)
        own_copy = own_copy and start is not None and any(
            (f := self._flow(a)) is not None and f[0] == "save" for a in range(start, pc, 4))
        outer = {self.function_of(a) for a in (self.inspector.labels.get("main"),
                                               min(self.view.text, default=None)) if a is not None}
        while len(self.frames) < UNWIND_FRAMES:
            function = self.function_of(self.frames[0].call_site) if self.frames else start
            if function is None or function in outer:
                return
            for a in range(pos, min(top, pos + 4 * UNWIND_WORDS), 4):
                word = peek(a) & 0xFFFFFFFF
                call = self._call_returning_to(word) if word in self.view.text else None
                if call is not None and call[1] == function:
                    pos = a + 4
                    if own_copy and word == self.frames[0].return_to:
                        own_copy = False  # the running function's copy of ra
                        continue
                    self.frames.insert(0, Frame(call[0], word, a + 4, function))
                    break
            else:
                return

    def _function_entries(self) -> list[int]:
        """Where functions begin: the targets of the program's calls, ``main`` and the
        first instruction (sorted)."""
        if self._entries is None:
            entries = set()
            main = self.inspector.labels.get("main")
            if main in self.view.text:
                entries.add(main)
            if self.view.text:
                entries.add(min(self.view.text))
            for addr in self.view.text:
                flow = self._flow(addr)
                if flow is not None and flow[0] == "call" and flow[2] is not None:
                    entries.add(flow[2])
            self._entries = sorted(entries)
        return self._entries

    def function_of(self, addr: int) -> int | None:
        """The start of the function ``addr`` lies in (the last entry at or before it)."""
        entries = self._function_entries()
        i = bisect.bisect_right(entries, addr)
        return entries[i - 1] if i else None

    def function_name(self, addr: int) -> str:
        """The label of the function ``addr`` lies in, else the nearest label before it."""
        start = self.function_of(addr)
        best: tuple[str, int] | None = None
        for name, a in self.inspector.labels.items():
            if a == start:
                return name
            if a <= addr and a in self.view.text and (best is None or a > best[1]):
                best = (name, a)
        return best[0] if best else f"0x{addr:08x}"

    # -- full speed ----------------------------------------------------------------------
    def run(self, temporary: dict[int, Callable[[], bool]] | None = None) -> Stop:
        """Run until a breakpoint whose conditions hold, a watched word, a temporary stop
        (address -> whether to take it now), a pause or the end."""
        temporary = temporary or {}
        m = self.machine
        while True:
            if self.pause.is_set():
                return Stop("pause")
            self.sim.breakpoints = set(self.breakpoints) | set(temporary)
            n = self._slice if self.pace is not None else SLICE
            if self.max_steps is not None:
                n = min(n, self.max_steps - m.steps)
                if n <= 0:
                    return Stop("pause", f"stopped after {self.max_steps} steps (maxSteps)")
            start = time.perf_counter()
            reason = self.sim.run_slice(n)
            if self.pace is not None:
                self._paced(time.perf_counter() - start)
            self.between()
            if reason is None:
                continue
            stop = self._after_run(reason, temporary)
            if stop is not None:
                return stop

    def _paced(self, took: float) -> None:
        """Keep slices near PACED_SECONDS and let the window's thread have its turn."""
        if took < PACED_SECONDS / 2:
            self._slice = min(SLICE, self._slice * 2)
        elif took > PACED_SECONDS * 2:
            self._slice = max(PACED_MIN, self._slice // 2)
        self.pace(min(took, 4 * PACED_SECONDS))

    def _after_run(self, reason: str, temporary: dict[int, Callable[[], bool]]) -> Stop | None:
        m = self.machine
        if reason == "paused":
            hits, self.watch_hits = self.watch_hits, []
            for watch, write in hits:
                fires, error = self._condition(watch.spec)
                if fires:
                    verb = "written" if write else "read"
                    return Stop("data breakpoint", error or f"0x{watch.addr:08x} {verb}",
                                hit_ids=[watch.spec.id])  # fmt: skip
            return Stop("pause") if self.pause.is_set() else None
        if reason == "breakpoint":
            pc = m.pc
            take = temporary.get(pc)
            if take is not None and take():
                return Stop("step")
            spec = self.breakpoints.get(pc)
            if spec is not None:
                fires, error = self._condition(spec)
                if fires:
                    return Stop(spec.kind, error, hit_ids=[spec.id])
            return None  # a condition that does not hold: go on (a run passes its own pc)
        if reason == "ebreak":
            return Stop("breakpoint", "ebreak")
        if reason == "waiting":  # wfi with nothing pending: a device may raise one later
            for device in list(m.devices):
                for hook in ("on_wait", "tick"):
                    fn = getattr(device, hook, None)
                    if fn is not None:
                        fn()
            time.sleep(WAIT_SECONDS)
            return None
        if reason == "max_steps":
            return None
        if reason == "error":
            error = self.sim.error
            return Stop("exception", error.message if error else "runtime error",
                        self.sim.report or "")  # fmt: skip
        return Stop("end", end=reason)

    # -- steps ---------------------------------------------------------------------------
    def step_instruction(self) -> Stop | None:
        """One instruction (the call stack follows calls); a Stop if it ended the run."""
        m = self.machine
        pc = m.pc
        flow = self._flow(pc)
        sp = self.inspector.sp()
        self.sim.breakpoints = set()  # a step executes the instruction at a breakpoint
        reason = self.sim.step()
        self.between()
        if flow is not None and flow[0] == "call":
            self.frames.append(Frame(pc, flow[1], sp, flow[2]))
        self._pop_returned()
        if reason is None or reason in ("breakpoint", "paused", "max_steps"):
            if self.watch_hits:
                self.watch_hits.clear()  # the step shows the access anyway
            return None
        return self._after_run(reason, {})

    def _by_statement(self, one: Callable[[], Stop | None], instruction: bool) -> Stop:
        """Repeat ``one`` (an instruction, or a call run whole) until a statement starts."""
        while True:
            stop = one()
            if stop is not None:
                return stop
            if instruction or self.statement_start(self.machine.pc):
                return Stop("step")
            if self.pause.is_set():
                return Stop("pause")

    def step_in(self, instruction: bool = False) -> Stop:
        return self._by_statement(self.step_instruction, instruction)

    def _over_call(self) -> Stop | None:
        """At a call: run it at full speed back to its return address."""
        m = self.machine
        flow = self._flow(m.pc)
        if flow is None or flow[0] != "call":
            return self.step_instruction()
        sp0 = self.inspector.sp()
        self.frames.append(Frame(m.pc, flow[1], sp0, flow[2]))
        stop = self.run({flow[1]: lambda: self.inspector.sp() >= sp0})
        self._pop_returned()
        return None if stop.reason == "step" else stop

    def step_over(self, instruction: bool = False) -> Stop:
        return self._by_statement(self._over_call, instruction)

    def step_out(self) -> Stop:
        """Back to the caller: to the known return address, else step (over calls) until
        a return instruction has run."""
        if self.frames:
            frame = self.frames[-1]
            stop = self.run({frame.return_to: lambda: self.inspector.sp() >= frame.sp})
            self._pop_returned()
            return stop
        m = self.machine
        while True:
            flow = self._flow(m.pc)
            pc = m.pc
            stop = self._over_call()
            if stop is not None:
                return stop
            if flow is not None and flow[0] == "return":
                if m.pc == (pc + 4) & 0xFFFFFFFF:  # a delay slot comes first
                    stop = self.step_instruction()
                    if stop is not None:
                        return stop
                return Stop("step")
            if self.pause.is_set():
                return Stop("pause")

    # -- backwards -----------------------------------------------------------------------
    def _back_one(self) -> bool:
        m = self.machine
        after = m.pc
        if not self.sim.backstep():
            return False
        pc = m.pc
        if self.frames and self.frames[-1].call_site == pc:
            self.frames.pop()  # back before the call
        elif after != (pc + 4) & 0xFFFFFFFF and self._returns_at(pc):
            for back in (4, 8):  # back inside the function that returned
                site = (after - back) & 0xFFFFFFFF
                call = self._flow(site)
                if call is not None and call[0] == "call" and call[1] == after:
                    self.frames.append(Frame(site, after, self.inspector.sp(), call[2]))
                    break
        return True

    def _returns_at(self, pc: int) -> bool:
        """Whether ``pc`` holds a return instruction or its delay slot."""
        for back in (0, 4):
            flow = self._flow((pc - back) & 0xFFFFFFFF)
            if flow is not None and flow[0] == "return":
                return True
        return False

    def step_back(self, instruction: bool = False) -> Stop:
        """Step over backwards: back to the previous statement of this function (a call
        is gone back over whole, to its call site; by instruction: one step)."""
        first = True
        depth = len(self.frames)
        sim = self.sim
        if sim.done and sim.reason == "error" and sim.error is not None:
            # after a runtime error the pc is past the failing instruction: the first
            # step back lands on it, with the state before it ran
            failed = sim.error.pc & 0xFFFFFFFF
            while self.machine.pc != failed and self._back_one():
                pass
            return Stop("step")
        while True:
            if not self._back_one():
                return Stop("step", "" if not first else "no earlier step to go back to")
            first = False
            if instruction:
                return Stop("step")
            if len(self.frames) <= depth and self.statement_start(self.machine.pc):
                return Stop("step")
            if self.pause.is_set():
                return Stop("pause")

    def reverse_continue(self) -> Stop:
        """Back steps until a breakpoint (its condition holding; hit counts and log points
        do not apply backwards), a watched word's write or the start of the history."""
        peek = self.machine.memory.peek_word
        words = {w.addr: peek(w.addr) for w in self.watches if w.access != "read"}
        while True:
            if self.pause.is_set():
                return Stop("pause")
            if not self._back_one():
                return Stop("step", "reached the oldest step that can be undone")
            pc = self.machine.pc
            spec = self.breakpoints.get(pc)
            if spec is not None and not spec.log_message:
                if not spec.condition:
                    return Stop(spec.kind, hit_ids=[spec.id])
                try:
                    if self.inspector.evaluator.evaluate(spec.condition):
                        return Stop(spec.kind, hit_ids=[spec.id])
                except Exception as e:  # noqa: BLE001 - shown as the reason to stop
                    return Stop(spec.kind, f"condition {spec.condition!r}: {e}", hit_ids=[spec.id])
            for w in self.watches:
                if w.addr in words and peek(w.addr) != words[w.addr]:
                    return Stop("data breakpoint", f"0x{w.addr:08x} written here",
                                hit_ids=[w.spec.id])  # fmt: skip
