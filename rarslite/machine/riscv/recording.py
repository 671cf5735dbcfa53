"""Backstep's per-step history on RISC-V: the run loop that records every step.

While recording (the app with backstep on, or a rebuild replaying its last steps: rewind.py)
each step runs on the single-step path and leaves a `Snapshot` of what it changed; `backstep`
pops one and puts it back. RARS undoes a trap's entry together with the instruction that
faulted, so the step top that takes a pending trap belongs to that instruction's entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from rarslite.machine.checkpoints import device_snapshots
from rarslite.machine.riscv.snapshot import Snapshot, new_history

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine


class Hart(Protocol):
    """What recording needs of the hart (hart.py)."""

    m: Machine
    ck_at: int  # the step count of the next checkpoint (rewind.py)
    limit_first: bool  # replay: stop at the limit before a pending step top

    def attention(self) -> str | None: ...

    def step_one(self) -> str | None: ...


class Recorder:
    """One hart's history: what `run` recorded, newest last."""

    def __init__(self, hart: Hart) -> None:
        self.hart = hart
        self.history = new_history()
        self._faulted: Snapshot | None = None  # the entry of a recorded step that trapped

    def run(self, limit: int) -> str | None:
        """The hart's run of at most ``limit`` steps, each recorded."""
        hart = self.hart
        m = hart.m
        mem = m.memory
        left = limit
        while True:
            if m.steps >= hart.ck_at:
                m.rewind.checkpoint()
            if left <= 0 and hart.limit_first:
                return None
            snap = Snapshot(m)
            mem.journal = snap.journal
            try:
                if m.attn:
                    fault = self._faulted_entry()
                    # a rebuilt history does not begin between a fault and its entry
                    unowned = fault is None and not self.history and \
                        m.pending.trap is not None and m.rewind is not None and \
                        m.rewind.replaying  # fmt: skip
                    r = hart.attention()
                    if fault is not None or unowned:
                        # RARS undoes a trap's entry (ucause/uepc/utval, ustatus, the jump to
                        # the handler, or the run's end) with the instruction that faulted:
                        # the top taking it belongs to that step's entry
                        if fault is not None:
                            fault.journal.extend(snap.journal)
                        if r:
                            return r
                        snap = Snapshot(m)
                        mem.journal = snap.journal
                    elif r:
                        self._push(snap)
                        return r
                if left <= 0:
                    self._push(snap)
                    return None
                left -= 1
                trap = m.pending.trap
                r = hart.step_one()
                self._push(snap)
                if r:
                    return r
                if trap is None and m.pending.trap is not None:
                    self._faulted = snap
            finally:
                mem.journal = None

    def _faulted_entry(self) -> Snapshot | None:
        """The newest history entry if its step left the trap now pending (once)."""
        snap, self._faulted = self._faulted, None
        if snap is None or self.hart.m.pending.trap is None or \
                self.history.newest() is not snap:  # fmt: skip
            return None
        return snap

    def _push(self, snap: Snapshot) -> None:
        m = self.hart.m
        if (snap.pc, snap.counters) == (m.pc, (m.fetches, m.instret, m.steps)) and \
                not snap.journal and snap.x == m.x and snap.csr == m.csr.snapshot() and \
                snap.pending == m.pending.snapshot() and \
                (not m.devices or snap.devices == device_snapshots(m)):
            return  # nothing happened (a key delivered at a step top is something)
        self.history.append(snap)

    def backstep(self) -> bool:
        """Undo the last recorded step. False if there is nothing to undo."""
        if not self.history:
            return False
        self.history.pop().restore(self.hart.m)
        return True
