"""A RISC-V machine's state before one recorded step, and putting it back (backstep)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rarslite.machine.checkpoints import device_snapshots, restore_devices
from rarslite.machine.idle_history import HistoryShape, IdleHistory, devices_key
from rarslite.machine.rewind import HISTORY_LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine


_last: dict = {"f": None, "log": None}  # the newest snapshot's parts that rarely change


class Snapshot:
    """State before one recorded step (backstep)."""

    __slots__ = ("pc", "x", "f", "csr", "pending", "counters", "journal", "heap", "devices",
                 "attn", "log", "top_at", "taken")  # fmt: skip

    def __init__(self, m: Machine) -> None:
        self.pc = m.pc
        self.x = list(m.x)
        # shared with the previous snapshot while unchanged (never mutated: restore copies)
        f = _last["f"]
        if f != m.f:
            f = _last["f"] = list(m.f)
        self.f = f
        self.csr = m.csr.snapshot()
        self.pending = m.pending.snapshot()
        self.counters = (m.fetches, m.instret, m.steps)
        self.heap = getattr(m, "heap_break", None)
        self.journal: list[tuple[int, bytes | int]] = []
        self.devices = device_snapshots(m) if m.devices else ()
        self.attn = m.attn
        rw = m.rewind
        log = rw.log.positions() if rw is not None else None
        if log is not None and log == _last["log"]:
            log = _last["log"]
        self.log = _last["log"] = log
        self.top_at = m.hart._top_at
        self.taken = getattr(m, "interrupts_taken", None)

    def restore(self, m: Machine) -> None:
        """Put ``m`` (and its hart's step-top count) back as it was."""
        mem = m.memory
        for addr, old in reversed(self.journal):
            if type(old) is int:  # a text word (memory.py)
                mem.set_text_word(addr, old)
            else:
                r = mem._region(addr)
                if r is not None:
                    o = addr - r.base
                    r.buf[o : o + len(old)] = old
        mem.cut = False
        m.pc = self.pc
        m.x[:] = self.x
        m.f[:] = self.f
        m.csr.restore(self.csr)
        m.pending.restore(self.pending)
        m.fetches, m.instret, m.steps = self.counters
        if self.heap is not None:
            m.heap_break = self.heap
        elif hasattr(m, "heap_break"):
            del m.heap_break  # before the first sbrk: created again on first use
        if self.devices:
            restore_devices(m, self.devices)
        if self.taken is not None:
            m.interrupts_taken = self.taken
        elif hasattr(m, "interrupts_taken"):
            del m.interrupts_taken
        m.hart._top_at = self.top_at
        # as it was at that step boundary, so that going on from here is the same run
        m.attn = self.attn or bool(m.posts) or m.stop_request is not None
        if m.rewind is not None and self.log is not None:
            m.rewind.went_back(self.log)


def _key(s: Snapshot) -> tuple:
    # not ``attn``: a request to look at posts and interrupts (both part of the state) that
    # a replay's switch between recording and blocks makes again
    return (tuple(s.x), tuple(s.f), s.csr, s.pending, s.heap, devices_key(s.devices),
            s.taken)  # fmt: skip


SHAPE = HistoryShape(
    pc=lambda s: s.pc,
    key=_key,
    steps=lambda s: s.counters[2],
    quiet=lambda iteration, _next: not any(s.journal for s in iteration),
    inputs=lambda s: s.log,
)


def new_history() -> IdleHistory:
    """The hart's backstep history (idle loops collapsed while rebuilding, idle_history.py)."""
    return IdleHistory(SHAPE, HISTORY_LIMIT)
