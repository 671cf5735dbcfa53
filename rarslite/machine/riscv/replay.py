"""Backstep after Go, the RISC-V part: what a checkpoint holds, how an ecall's effect is
logged and applied again, and how replay drives the hart through RARS's step tops.

The shared machinery (checkpoints, the input log, rebuilding) is `rarslite.machine.rewind`;
`Machine` delegates its per-ISA rewind methods here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.machine.checkpoints import Diverged, device_snapshot, restore_devices
from rarslite.machine.outcome import RuntimeErrorInfo
from rarslite.machine.rewind import FOREVER, TERMINAL, Rewinder
from rarslite.machine.riscv.errors import ExitProgram, SyscallError, Trap

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

CORE_NAMES = ("pc", "x", "f", "csr", "pending", "counters", "heap", "print", "exit", "error",
              "attn", "interrupts")  # fmt: skip


def core_state(m: Machine) -> tuple:
    """Registers, CSRs, pending interrupts, counters and run results (comparable)."""
    p = m.pending
    trap = p.trap
    trap_key = None if trap is None else (trap.cause, trap.value, trap.message,
                                         trap.report_location)
    err = m.error
    return (m.pc, tuple(m.x), tuple(m.f), m.csr.snapshot(),
            (p.external, p.timer, trap_key, p.trap_pc), (m.fetches, m.instret, m.steps),
            getattr(m, "heap_break", None), m.used_print_ecall, (m.exit_code, m.exit_code_raw),
            None if err is None else (err.message, err.pc, err.with_location), m.attn,
            getattr(m, "interrupts_taken", None))  # fmt: skip


def restore_core(m: Machine, core: tuple) -> None:
    (m.pc, x, f, csr, pending, counters, heap, m.used_print_ecall, exits, err, m.attn,
     taken) = core  # fmt: skip
    m.x[:] = x
    m.f[:] = f
    m.csr.restore(csr)
    ext, tim, trap_key, trap_pc = pending
    m.pending.restore((ext, tim, None if trap_key is None else Trap(*trap_key), trap_pc))
    m.fetches, m.instret, m.steps = counters
    if heap is not None:
        m.heap_break = heap
    elif hasattr(m, "heap_break"):
        del m.heap_break
    m.exit_code, m.exit_code_raw = exits
    m.error = None if err is None else RuntimeErrorInfo(*err)
    if taken is not None:
        m.interrupts_taken = taken
    elif hasattr(m, "interrupts_taken"):
        del m.interrupts_taken


def capture(m: Machine) -> tuple:
    """The whole machine at a step boundary (memory copied, devices snapshotted)."""
    mem = m.memory
    return (core_state(m), [(bytes(r.buf), set(r.written)) for r in mem._regions],
            (dict(mem.text), dict(mem.text_words)) if mem.smc else None,
            [(d, device_snapshot(d)) for d in m.devices], m.hart._top_at)  # fmt: skip


def restore(m: Machine, state: tuple) -> None:
    core, memory, text, devices, top_at = state
    mem = m.memory
    for r, (data, written) in zip(mem._regions, memory, strict=True):
        r.buf[:] = data
        r.written = set(written)
    if text is not None:
        mem.text.clear()
        mem.text.update(text[0])
        mem.text_words.clear()
        mem.text_words.update(text[1])
        m.hart.flush()
    restore_core(m, core)
    restore_devices(m, devices)
    m.hart._top_at = top_at


def difference(a: tuple, b: tuple) -> str | None:
    """None if both captures hold the same machine state, else what differs first."""
    if a[0] != b[0]:
        for name, x, y in zip(CORE_NAMES, a[0], b[0], strict=True):
            if x != y:
                return f"{name}: {x!r} != {y!r}"
    for r, (x, y) in enumerate(zip(a[1], b[1], strict=True)):
        if x[0] != y[0]:
            return f"memory region {r}"
    if a[2] != b[2]:
        return "text"
    if a[3] != b[3]:
        return f"devices: {a[3]!r} != {b[3]!r}"
    return None


def logged_syscall(m: Machine, handle: Callable[[Machine], None]) -> tuple:
    """Run an ecall, returning (its effect for the log, the exception it ended with)."""
    mem = m.memory
    outer = mem.journal
    journal: list[tuple[int, bytes | int]] = []
    mem.journal = journal
    exc: BaseException | None = None
    try:
        handle(m)
    except (Trap, ExitProgram, SyscallError) as e:
        exc = e
    finally:
        mem.journal = outer
    if outer is not None:
        outer.extend(journal)
    writes = []
    for addr, old in journal:
        if type(old) is int:  # a text word (memory.py)
            word = mem.text_words.get(addr, 0)
            writes.append((addr, word.to_bytes(4, "little"), True))
        else:
            r = mem._region(addr)
            o = addr - r.base
            writes.append((addr, bytes(r.buf[o : o + len(old)]), False))
    return (m.steps, list(m.x), list(m.f), writes, getattr(m, "heap_break", None),
            m.used_print_ecall, exc), exc  # fmt: skip


def replay_syscall(m: Machine, effect: tuple) -> None:
    """Apply a logged ecall's effect (raising the exception it ended with)."""
    mem = m.memory
    steps, x, f, writes, heap, printed, exc = effect
    if steps != m.steps:
        raise Diverged(f"ecall at step {m.steps}, logged at {steps}")
    for addr, data, text in writes:
        if text:
            mem._text_write(addr, 4, int.from_bytes(data, "little"))
        else:
            for i, b in enumerate(data):
                mem.store_byte(addr + i, b)
    m.x[:] = x
    m.f[:] = f
    if heap is not None:
        m.heap_break = heap
    m.used_print_ecall = printed
    if exc is not None:
        raise exc


def replay_begin(m: Machine) -> tuple:
    """Set the machine up for replay; what `replay_end` puts back."""
    hart = m.hart
    stash = (list(m.posts), m.stop_request, m.stop_message, m.wait_for_interrupt,
             hart.record, hart.breakpoints, hart.ck_at, hart._top_at == m.steps)  # fmt: skip
    m.posts.clear()
    m.stop_request = None
    m.wait_for_interrupt = None
    hart.set_breakpoints(frozenset())
    return stash


def replay_end(m: Machine, stash: tuple) -> None:
    hart = m.hart
    posts, m.stop_request, m.stop_message, m.wait_for_interrupt, record, bps, ck_at, _ = stash
    m.posts.extend(posts)
    hart.set_record(record)
    hart.set_breakpoints(bps)
    hart.ck_at = ck_at
    hart.limit_first = False


def replay(m: Machine, rw: Rewinder, rec_from: int, target: int, stash: tuple) -> None:
    """From a restored checkpoint to ``target``: block mode up to ``rec_from``, then
    recording, with the logged attention events injected where they happened."""
    hart = m.hart
    hart.ck_at = FOREVER
    final_top = stash[-1]
    log = rw.log
    until = rw.stop_before  # back_to_input: end before this input (rewind.py)
    pending = False  # injected work whose step top has not run yet
    while True:
        event = log.peek("attn")
        if event is None or event[0] > target or rw.at_stop():
            break
        s, posts, stop, top_before, between_runs = event
        if m.steps < s:
            # an injected top runs with the next step, in one history entry, as in a run
            _advance(m, s, rec_from)
        elif pending:
            _top(m, rec_from)
        pending = False
        log.take("attn")
        if top_before and hart._top_at != m.steps:
            _top(m, rec_from)  # the top a run ending here ran before the input came
        if between_runs:  # run then and there; the next run's top follows them
            for fn in posts:
                fn()
                m.update_deadline()
            m.attn = True
            continue
        m.posts.extend(posts)
        m.stop_request = stop
        m.attn = pending = True
    if m.steps < target:
        _advance(m, target, rec_from)
    elif pending:
        _top(m, rec_from)
    if until is not None:  # as the input found it: with the step top if it had run
        final_top = until[1]
    if final_top and hart._top_at != m.steps:
        _top(m, rec_from)


def _advance(m: Machine, stop_at: int, rec_from: int) -> None:
    """Run until ``steps == stop_at``, stopping before the step top there."""
    hart = m.hart
    rw = m.rewind
    while m.steps < stop_at:
        recorded = m.steps >= rec_from
        end = stop_at if recorded else min(stop_at, rec_from)
        if recorded:  # in batches, so that idle-loop iterations can run unrecorded
            skip = rw.idle_skip(stop_at)
            if skip:
                recorded, end = False, m.steps + skip
            else:
                end = min(end, m.steps + rw.record_batch())
        r = hart.replay_run(end - m.steps, recorded, limit_first=True)
        if r in TERMINAL and m.steps < stop_at:
            raise Diverged(f"replay ended ({r}) at step {m.steps}, before {stop_at}")
    if m.steps != stop_at:
        raise Diverged(f"replay passed step {stop_at}")


def _top(m: Machine, rec_from: int) -> None:
    """One step top (attention) with no step after it, as a run ending there does."""
    m.hart.replay_run(0, m.steps >= rec_from, limit_first=False)


def service(m: Machine) -> int:
    """The number of the syscall about to run."""
    return m.x[17]  # a7
