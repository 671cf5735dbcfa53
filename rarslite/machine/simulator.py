"""`Simulator`: what the CLI and the GUI drive (docs/ARCHITECTURE.md).

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

from rarslite.bits import hex8
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.riscv.machine import Machine

TERMINAL = frozenset({"exit", "exit2", "dropped", "error", "stopped"})
_FOREVER = 1 << 62


class Simulator:
    """Runs a `Machine`: run/step/backstep, breakpoints, pause/stop from another thread."""

    def __init__(self, machine: Machine) -> None:
        self.machine = machine
        self.breakpoints: set[int] = set()
        self.reason: str | None = None
        self.done = False

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
        return bool(m.hart.history) or (m.rewind is not None and m.rewind.can_rebuild())

    # ------------------------------------------------------------ running
    def _go(self, limit: int) -> str | None:
        m = self.machine
        if self.done:
            return self.reason
        m.hart.set_breakpoints(frozenset(self.breakpoints))
        try:
            r = m.hart.run(limit)
        except KeyboardInterrupt:
            raise
        except Exception as exc:  # an engine bug must not escape as a traceback
            detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
            m.error = RuntimeErrorInfo(f"internal simulator error: {detail}", m.pc, False)
            r = "error"
        if r is not None:
            self.reason = r
            if r in TERMINAL:
                self.done = True
        return r

    def _unrecorded(self) -> None:
        """A run without recording: earlier snapshots could not be restored consistently."""
        hart = self.machine.hart
        if hart.record:
            hart.set_record(False)
            hart.history.clear()

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
        self.machine.hart.set_record(True)
        return self._go(1)

    def backstep(self) -> bool:
        """Undo the last step: a recorded one, or after a full-speed run (with
        ``backstep_enabled``) one of the last 2000 steps rebuilt by replay."""
        m = self.machine
        history = m.hart.history
        if m.rewind is not None:
            if not history:
                m.rewind.rebuild()
            elif len(history) == history.maxlen:
                m.rewind.floor = max(m.rewind.floor, history[0].counters[2])
        if m.hart.backstep():
            if self.done and self.reason in ("exit", "exit2", "dropped", "error", "stopped"):
                self.done = False
                self.reason = "paused"
            return True
        return False

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
        """RARS's runtime error line, e.g. ``Error in f.s line 9: Runtime exception at
        0x00400008: address out of range 0x00000000`` (fetch faults: ``Error in : ...``)."""
        e = self.machine.error
        if e is None:
            return None
        if not e.with_location:
            return f"Error in : {e.message}"
        loc = self.machine.source_location(e.pc)
        where = f"{loc.file} line {loc.line}" if loc is not None else ""
        if loc is not None and loc.macro_line:
            where = f"{loc.file} line {loc.line}->{loc.macro_line}"
        return f"Error in {where}: Runtime exception at {hex8(e.pc)}: {e.message}"
