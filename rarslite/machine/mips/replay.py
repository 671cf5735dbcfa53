"""Backstep after Go, the MIPS part: what a checkpoint holds, how a syscall's effect is
logged and applied again, and how replay drives `MipsMachine`'s runner.

The shared machinery (checkpoints, the input log, rebuilding) is `rarslite.machine.rewind`;
`MipsMachine` delegates its per-ISA rewind methods here. A syscall's effect is the registers,
heap and data words it left; posted work is logged at a step boundary (a slice's start) or at
the step whose fetch (`MipsMachine.before_step`) ran it; a run that ended the program has its
last step (the exit, the error) done again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rarslite.machine.checkpoints import Diverged, device_snapshot, restore_devices
from rarslite.machine.idle_history import HistoryShape, IdleHistory, devices_key
from rarslite.machine.mips.hart import Exit, MipsException, MipsHart
from rarslite.machine.mips.syscalls import JavaCrash
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.rewind import HISTORY_LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.mips.state import MipsMachineState as MipsMachine
    from rarslite.machine.rewind import Rewinder

CORE_NAMES = ("pc", "r", "hi", "lo", "f", "fcc", "cp0", "db_state", "db_target", "instret",
              "fetches", "kernel_fetches", "steps", "pending", "taken", "heap", "exit", "error",
              "report")


def capture(m: MipsMachine) -> tuple:
    """The whole machine at a step boundary: registers, hi/lo, coprocessors, counters and
    run results; the data words (`MipsMemory.snapshot`); text under smc; devices."""
    h = m.hart
    mem = h.memory
    e = m.error
    err = None if e is None else (e.message, e.pc, e.with_location)
    core = (h.pc, tuple(h.r), h.hi, h.lo, tuple(h.f), tuple(h.fcc),
            tuple(sorted(h.cp0.items())), h.db_state, h.db_target, m.instret,
            m.fetches, m.kernel_fetches, m.steps, m.pending_code, m.interrupts_taken,
            getattr(h, "heap_break", None), m.exit_code, err, m.report)  # fmt: skip
    return (core, mem.snapshot(), dict(mem.text) if mem.smc else None,
            [(d, device_snapshot(d)) for d in m.devices])  # fmt: skip


def restore(m: MipsMachine, state: tuple) -> None:
    core, words, text, devices = state
    h = m.hart
    (h.pc, r, h.hi, h.lo, f, fcc, cp0, h.db_state, h.db_target, m.instret,
     m.fetches, m.kernel_fetches, m.steps, m.pending_code, m.interrupts_taken, heap,
     m.exit_code, err, m.report) = core  # fmt: skip
    h.r[:], h.f[:], h.fcc[:] = r, f, fcc
    h.cp0.clear()
    h.cp0.update(cp0)
    set_heap(h, heap)
    m.error = None if err is None else RuntimeErrorInfo(*err)
    h.memory.restore(words)
    if text is not None:
        h.memory.text.clear()
        h.memory.text.update(text)
        m.forget_translations()
    restore_devices(m, devices)


def difference(a: tuple, b: tuple) -> str | None:
    """None if both captures hold the same state, else what differs first."""
    if a[0] != b[0]:
        for name, x, y in zip(CORE_NAMES, a[0], b[0], strict=True):
            if x != y:
                return f"{name}: {x!r} != {y!r}"
    if [data for data, _ in a[1]] != [data for data, _ in b[1]]:
        return "memory"  # the bytes (which blocks count as written may differ: dumps only)
    if a[2] != b[2]:
        return "text"
    if a[3] != b[3]:
        return f"devices: {a[3]!r} != {b[3]!r}"
    return None


def logged_syscall(m: MipsMachine, handle: Callable[[Any], None]) -> tuple:
    """Run a syscall; its effect is the registers, heap and data words it left."""
    h = m.hart
    mem = h.memory
    mark = mem.journal_mark()
    exc: BaseException | None = None
    try:
        handle(m)
    except (Exit, JavaCrash, MipsException) as e:
        exc = e
    writes = mem.written_since(mark)
    if not m.history:
        mem.stop_journal()  # no recorded step needs it
    return (m.steps, h.pc, h.r[:], h.f[:], getattr(h, "heap_break", None), writes, exc), exc


def replay_syscall(m: MipsMachine, effect: tuple) -> None:
    h = m.hart
    _steps, pc, r, f, heap, writes, exc = effect
    if pc != h.pc:
        raise Diverged(f"syscall at 0x{h.pc:08x}, logged at 0x{pc:08x}")
    for addr, value in writes.items():
        h.memory.poke_word(addr, value)
    h.r[:], h.f[:] = r, f
    set_heap(h, heap)
    if exc is not None:
        raise exc


def replay_begin(m: MipsMachine) -> tuple:
    """Set the machine up for replay; what `replay_end` puts back (its last item: the run
    ended the program, so replay redoes that step)."""
    stash = (list(m.posts), m.stop_request, m.stop_message, m._record,
             m.watched_breakpoints, m._check_first, m._ended)  # fmt: skip
    m.posts.clear()
    m.stop_request = m.stop_message = None
    m.watched_breakpoints = frozenset()
    return stash


def replay_end(m: MipsMachine, stash: tuple) -> None:
    posts, m.stop_request, m.stop_message, m._record, m.watched_breakpoints, \
        m._check_first, m._ended = stash  # fmt: skip
    m.posts.clear()
    m.posts.extend(posts)


def replay(m: MipsMachine, rw: Rewinder, rec_from: int, target: int, stash: tuple) -> None:
    """From a restored checkpoint to ``target``: block mode up to ``rec_from``, then
    recorded single steps, with logged posts run where they ran: at a step boundary
    (between slices) or in the fetch of a step (`before_step`). A run that ended the
    program has its last step (the exit, the error) done again."""
    log = rw.log
    stop = rw.stop_before  # back_to_input: end before this input (rewind.py)
    while True:
        event = log.peek("attn")
        if event is None or event[0] > target or rw.at_stop():
            break
        s, posts, _stop, _top, at_boundary = event
        _replay_to(m, s, rec_from)
        log.take("attn")
        if at_boundary:
            for fn in posts:
                fn()
                m.update_deadline()
        else:
            m.posts.extend(posts)  # the next step's fetch runs them
    _replay_to(m, target, rec_from)
    if stash[-1] and stop is None:
        if m.steps >= rec_from:
            m.snapshot()
        if m.run_part(1, blocks=False) is None:
            raise Diverged(f"replay did not end at step {m.steps}")


def _replay_to(m: MipsMachine, stop_at: int, rec_from: int) -> None:
    rw = m.rewind
    while m.steps < stop_at:
        skip = rw.idle_skip(stop_at) if m.steps >= rec_from else 0
        if skip:  # whole idle-loop iterations (storing nothing): blocks, no journal
            mem = m.hart.memory
            journal, mem.journal = mem.journal, None
            try:
                r = m.run_part(skip)
            finally:
                mem.journal = journal
        elif m.steps >= rec_from:
            m.snapshot()
            r = m.run_part(1, blocks=False)
        else:
            n = min(stop_at, rec_from) - m.steps
            r = m.run_part(n)
        if r is not None:
            raise Diverged(f"replay ended ({r}) at step {m.steps}, before {stop_at}")
    if m.steps != stop_at:
        raise Diverged(f"replay passed step {stop_at}")




def set_heap(hart: MipsHart, heap: int | None) -> None:
    if heap is not None:
        hart.heap_break = heap
    elif hasattr(hart, "heap_break"):
        del hart.heap_break  # before the first sbrk: created again on first use


# a history entry (`MipsMachine.snapshot`): pc, r, hi, lo, f, fcc, cp0, db_state, db_target,
# journal mark, instret (the step count), fetches, kernel fetches, pending code, interrupts
# taken, heap, devices, log positions; the key leaves out the mark and the three counters
SHAPE = HistoryShape(
    pc=lambda e: e[0],
    key=lambda e: (tuple(e[1]), e[2], e[3], tuple(e[4]), tuple(e[5]), tuple(e[6].items()),
                   e[7], e[8], e[13], e[14], e[15], devices_key(e[16])),
    steps=lambda e: e[10],
    quiet=lambda iteration, after: iteration[0][9] == after[9],  # no store journaled
    inputs=lambda e: e[17],
)


def new_history() -> IdleHistory:
    """The backstep history (idle loops collapsed while rebuilding, idle_history.py)."""
    return IdleHistory(SHAPE, HISTORY_LIMIT)


def service(m: MipsMachine) -> int:
    """The number of the syscall about to run."""
    return m.hart.r[2]  # $v0
