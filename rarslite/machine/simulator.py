"""`Simulator`: what the CLI and the GUI drive, for either ISA (docs/ARCHITECTURE.md).

It drives a machine through the run interface of `rarslite.machine.core.MachineCore`
(`run_steps`, `set_breakpoints`, `set_record`, ``history``, `backstep_step`, `report_line`).

Stop reasons: "exit", "exit2", "dropped", "max_steps", "error", "paused", "breakpoint",
"ebreak", "stopped", "waiting" (a ``wfi`` with nothing pending: the front end decides whether
to wait for a device or give up). Terminal reasons (exit, exit2, dropped, error, stopped)
end the program; the others can be resumed with another `run`/`step` ("max_steps" too: the
GUI runs in slices with it; the command line treats it as the end).

``max_steps`` counts the steps of one `run` call, as RARS counts them per run (a run
resumed after an ``ebreak`` starts counting again).
"""

from __future__ import annotations

import traceback

from rarslite.machine.core import MachineCore
from rarslite.machine.outcome import RuntimeErrorInfo, internal_error

TERMINAL = frozenset({"exit", "exit2", "dropped", "error", "stopped"})
_FOREVER = 1 << 62


class Simulator:
    """Runs a machine: run/step/backstep, breakpoints, pause/stop from another thread."""

    def __init__(self, machine: MachineCore) -> None:
        self.machine = machine
        self.breakpoints: set[int] = set()
        self.reason: str | None = None
        self.done = False
        # steps the last backstep went over at once: identical iterations of an idle loop
        # that a rebuilt history keeps once (machine/idle_history.py)
        self.skipped = 0

    # ------------------------------------------------------------ settings
    @property
    def backstep_enabled(self) -> bool:
        return self.machine.rewind is not None

    @backstep_enabled.setter
    def backstep_enabled(self, on: bool) -> None:
        """Make full-speed runs backsteppable: checkpoints and an input log let `backstep`
        rebuild the last steps on demand (machine/rewind.py); runs stay in block mode.
        Single steps (`step`) are always recorded."""
        self.machine.enable_rewind(on)

    @property
    def can_backstep(self) -> bool:
        """Something to undo: recorded steps, or a run whose steps can be rebuilt."""
        m = self.machine
        return bool(m.history) or (m.rewind is not None and m.rewind.can_rebuild())

    # ------------------------------------------------------------ running
    def _go(self, limit: int) -> str | None:
        m = self.machine
        if self.done:
            return self.reason
        m.set_breakpoints(self.breakpoints)  # the live set: the machine freezes a copy
        try:
            r = m.run_steps(limit)
        except KeyboardInterrupt:
            raise
        except Exception as exc:  # an engine bug must not escape as a traceback
            detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
            m.error = internal_error(f"internal simulator error: {detail}", m.pc, False)
            r = "error"
        if r is not None:
            self.reason = r
            if r in TERMINAL:
                self.done = True
        return r

    def _unrecorded(self) -> None:
        """A run without recording: earlier snapshots could not be restored consistently."""
        m = self.machine
        if m.record:
            m.set_record(False)
        if m.history:  # recorded or rebuilt steps end where this run starts
            m.forget_history()

    def run(self, max_steps: int | None = None) -> str:
        """Run until something stops the program; returns the stop reason."""
        self._unrecorded()
        if max_steps is not None and max_steps > 0:
            r = self._go(max_steps)
            if r is None:
                # RARS processes the step top (interrupts) before noticing the limit; the
                # program can be resumed (the GUI runs in slices this way, the CLI stops)
                self.reason = "max_steps"
                return "max_steps"
            return r
        while True:
            r = self._go(_FOREVER)
            if r is not None:
                return r

    def run_slice(self, max_instructions: int) -> str | None:
        """Run at most ``max_instructions`` steps (GUI worker); None if still running."""
        self._unrecorded()
        return self._go(max(1, max_instructions))

    def step(self) -> str | None:
        """Execute one step (one instruction, or a trap/interrupt entry and its first
        instruction). Returns a stop reason or None. Always recorded for `backstep`."""
        self.machine.set_record(True)
        return self._go(1)

    def backstep(self) -> bool:
        """Undo the last step: a recorded one, or after a full-speed run (with
        ``backstep_enabled``) one of the steps rebuilt by replay (the last 2000, and back to
        the last input; idle loops are kept once: ``skipped`` says how many steps a backstep
        out of one went over)."""
        m = self.machine
        history = m.history
        self.skipped = 0
        if m.rewind is not None:
            if not history:
                m.rewind.rebuild()
            elif len(history) == history.maxlen:
                m.rewind.floor = max(m.rewind.floor, m.history_floor())
        before = m.steps
        if m.backstep_step():
            self.skipped = max(0, before - m.steps - 1)
            self._rewound()
            if self.done and self.reason in TERMINAL:
                self.done = False
                self.reason = "paused"
                # the end is undone, its results with it (a resumed run ends again)
                m.error = None
                m.exit_code = 0
                if hasattr(m, "exit_code_raw"):
                    m.exit_code_raw = 0
            return True
        return False

    def back_to_input(self) -> int | None:
        """Go back to just before the last input (a typed key, posted tool work, a console
        read) before the current state, across any number of steps: the step it came at, or
        None (then ``machine.rewind.last_error`` says why and how far back it reaches)."""
        m = self.machine
        if m.rewind is None:
            return None
        step = m.rewind.back_to_input()
        if step is not None:
            self.skipped = 0
            self._rewound()
            if self.done:
                self.done = False
                self.reason = "paused"
        return step

    def _rewound(self) -> None:
        """Steps were undone (the observers never see them): those keeping what the steps
        made (``on_rewind``: the calling-convention checker's calls) start again here."""
        for ob in self.machine.fetch_observers:
            again = getattr(ob, "on_rewind", None)
            if again is not None:
                again()

    def pause(self) -> None:
        """Thread-safe: stop at the next block boundary with reason "paused" (resumable)."""
        m = self.machine
        m.stop_request = "paused"
        m.attn = True

    def stop(self) -> None:
        """Thread-safe: end the program at the next block boundary (reason "stopped")."""
        m = self.machine
        m.stop_request = "stopped"
        m.attn = True

    # ------------------------------------------------------------ results
    @property
    def exit_code(self) -> int:
        return self.machine.exit_code

    @property
    def instruction_count(self) -> int:
        return self.machine.instret

    @property
    def error(self) -> RuntimeErrorInfo | None:
        return self.machine.error

    @property
    def report(self) -> str | None:
        """The runtime error line in the ISA's simulator's words (RARS's or MARS's)."""
        return self.machine.report_line()
