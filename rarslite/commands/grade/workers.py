"""`rarslite grade`'s worker processes: tests run in-process inside them (no process per
test: start-up is paid once per worker), each with its step limit and a wall-clock timeout.

A worker takes one submission's tests at a time and reports each test as it starts and ends.
The timeout is enforced twice: inside the worker an interval timer (SIGALRM, where there is
one) interrupts the test, which then counts as timed out and the worker goes on; if the
worker does not answer ``GRACE`` seconds after that (stuck outside Python), the parent kills
it, the test is a timeout, a new worker takes its place and gets the rest of that
submission's tests. So a program that loops forever costs its timeout and nothing more.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait

from rarslite.commands.grade.model import Assignment
from rarslite.commands.grade.submissions import Submission

GRACE = 2.0  # seconds past a test's timeout before its worker is killed


@dataclass
class TestResult:
    test: int  # index into assignment.tests
    passed: bool
    score: float
    output: str
    status: str  # "passed", "failed", "timeout", "error" (of the submission, not the test)
    seconds: float = 0.0


class _Timeout(KeyboardInterrupt):
    """Raised by the interval timer inside a test (a KeyboardInterrupt: the simulators let
    it through where they turn other exceptions into a run's end)."""


_timed_out = False


def _alarm(signum, frame) -> None:  # noqa: ANN001
    global _timed_out
    _timed_out = True
    raise _Timeout()


def run_one(assignment: Assignment, submission: Submission, index: int, scratch: str
            ) -> TestResult:  # fmt: skip
    """Run test ``index`` on ``submission`` here, in this process."""
    import io

    from rarslite.commands.grade.execute import Context, Missing
    from rarslite.commands.grade.kinds import KINDS

    global _timed_out
    test = assignment.tests[index]
    if submission.missing and any(n in submission.missing for n in test.program):
        gone = [n for n in test.program if n in submission.missing]
        return TestResult(index, False, 0.0, f"missing file: {', '.join(gone)} is not in the "
                          "submission", "failed")  # fmt: skip
    sandbox = os.path.join(scratch, f"w{os.getpid()}")  # this worker's, emptied after each test
    os.makedirs(sandbox, exist_ok=True)
    here = os.getcwd()
    saved = sys.stdin, sys.stdout, sys.stderr
    start = time.monotonic()
    timer = hasattr(signal, "setitimer")
    _timed_out = False
    try:
        os.chdir(sandbox)  # relative file names land in the sandbox
        # anything a program writes past rarslite's streams stays out of the grader's
        sys.stdin = io.TextIOWrapper(io.BytesIO(b""))
        sys.stdout = sys.stderr = io.TextIOWrapper(io.BytesIO(), write_through=True)
        if timer:
            signal.setitimer(signal.ITIMER_REAL, test.timeout)
        try:
            verdict = KINDS[test.kind].run(Context(assignment, test, submission.files, sandbox))
        finally:
            if timer:
                signal.setitimer(signal.ITIMER_REAL, 0)
        if _timed_out:
            raise _Timeout()
        status = "passed" if verdict.passed else "failed"
        output = verdict.output  # file names as the student knows them
        for folder in (submission.folder, sandbox, assignment.folder):
            output = output.replace(folder.rstrip(os.sep) + os.sep, "")
        return TestResult(index, verdict.passed, test.points if verdict.passed else 0.0,
                          output, status, time.monotonic() - start)  # fmt: skip
    except _Timeout:
        return TestResult(index, False, 0.0, timeout_text(test.timeout), "timeout",
                          time.monotonic() - start)  # fmt: skip
    except Missing as e:
        return TestResult(index, False, 0.0, str(e), "failed")
    except KeyboardInterrupt:
        if _timed_out:
            return TestResult(index, False, 0.0, timeout_text(test.timeout), "timeout",
                              time.monotonic() - start)  # fmt: skip
        raise
    except Exception as e:  # noqa: BLE001 - the grader's bug must not stop the batch
        detail = traceback.format_exc() if os.environ.get("RARSLITE_DEBUG") else ""
        return TestResult(index, False, 0.0, f"internal error of the grader: "
                          f"{type(e).__name__}: {e}\n{detail}", "error")  # fmt: skip
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        os.chdir(here)
        _empty(sandbox)


def _empty(folder: str) -> None:
    """Remove what a test left in its sandbox (most leave nothing: no work then)."""
    for entry in os.scandir(folder):
        if entry.is_dir(follow_symlinks=False):
            shutil.rmtree(entry.path, ignore_errors=True)
        else:
            try:
                os.unlink(entry.path)
            except OSError:
                pass


def timeout_text(seconds: float) -> str:
    return f"timed out after {seconds:g} s (an endless loop? the test's timeout)"


def _worker(conn: Connection, assignment: Assignment, scratch: str) -> None:
    warm()  # nothing to do after a fork; a spawned worker imports here, outside any test
    if hasattr(signal, "SIGALRM"):
        signal.signal(signal.SIGALRM, _alarm)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        key, submission, indices = task
        for index in indices:
            conn.send(("start", key, index))
            conn.send(("done", key, run_one(assignment, submission, index, scratch)))
        conn.send(("idle", key, None))


class _Slot:
    def __init__(self, ctx, assignment: Assignment, scratch: str) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child, assignment, scratch),
                                   daemon=True)
        self.process.start()
        child.close()
        self.task: tuple | None = None  # (key, submission, indices left)
        self.current: int | None = None
        self.deadline = float("inf")

    def kill(self) -> None:
        self.process.kill()
        self.process.join()
        self.conn.close()


def warm() -> None:
    """Import what tests use, once, before the workers fork (they inherit it: no test pays
    for imports inside its timeout)."""
    import importlib

    for name in ("rarslite.commands.run", "rarslite.commands.grade.kinds",
                 "rarslite.asm.riscv", "rarslite.asm.mips.assembler",
                 "rarslite.machine.riscv.machine", "rarslite.machine.mips.machine",
                 "rarslite.machine.simulator", "rarslite.machine.riscv.calls",
                 "rarslite.machine.mips.calls", "rarslite.devices.headless",
                 "rarslite.devices.bitmap_headless", "rarslite.analysis.headless"):
        try:
            importlib.import_module(name)
        except ImportError:  # pragma: no cover - a part left out of an install
            pass


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def grade(assignment: Assignment, submissions: list[Submission], jobs: int,
          on_result: Callable[[int, TestResult], None]) -> None:  # fmt: skip
    """Run every test of every submission on ``jobs`` workers; ``on_result(submission
    index, result)`` hears each test's result (in the order they end)."""
    queue = [(k, list(range(len(assignment.tests)))) for k in range(len(submissions))]
    queue.reverse()
    scratch = tempfile.mkdtemp(prefix="rarslite-grade-")
    ctx = _context()
    if ctx.get_start_method() == "fork":
        warm()
    slots: list[_Slot] = []
    try:
        jobs = max(1, min(jobs, len(queue) or 1))
        slots = [_Slot(ctx, assignment, scratch) for _ in range(jobs)]
        for slot in slots:
            _give(slot, queue, submissions)
        while any(slot.task is not None for slot in slots):
            now = time.monotonic()
            busy = [s for s in slots if s.task is not None]
            timeout = max(0.0, min(s.deadline for s in busy) - now)
            ready = wait([s.conn for s in busy], timeout=min(timeout, 1.0))
            for slot in busy:
                if slot.conn in ready:
                    _receive(slot, assignment, queue, submissions, on_result)
                if slot.task is not None and time.monotonic() > slot.deadline:
                    _replace(slot, slots, ctx, assignment, scratch, queue, submissions,
                             on_result)
    finally:
        for slot in slots:
            try:
                slot.conn.send(None)
            except OSError:
                pass
        for slot in slots:
            slot.process.join(timeout=5)
            if slot.process.is_alive():
                slot.kill()
        shutil.rmtree(scratch, ignore_errors=True)


def _give(slot: _Slot, queue: list, submissions: list[Submission]) -> None:
    if not queue:
        slot.task = None
        return
    key, indices = queue.pop()
    slot.task = (key, indices)
    slot.conn.send((key, submissions[key], indices))


def _receive(slot: _Slot, assignment: Assignment, queue: list, submissions: list,
             on_result: Callable) -> None:  # fmt: skip
    try:
        what, key, value = slot.conn.recv()
    except (EOFError, OSError):  # the worker died (out of memory?): replaced as if stuck
        slot.deadline = 0.0
        return
    if what == "start":
        slot.current = value
        slot.deadline = time.monotonic() + assignment.tests[value].timeout + GRACE
    elif what == "done":
        key_, indices = slot.task
        slot.task = (key_, [i for i in indices if i != value.test])
        slot.current, slot.deadline = None, float("inf")
        on_result(key, value)
    else:  # idle
        _give(slot, queue, submissions)


def _replace(slot: _Slot, slots: list, ctx, assignment: Assignment, scratch: str,
             queue: list, submissions: list, on_result: Callable) -> None:  # fmt: skip
    """Kill a worker stuck in a test; the test is a timeout, the rest of its submission's
    tests go back to the front of the queue for the new worker."""
    key, indices = slot.task
    slot.kill()
    current = slot.current if slot.current is not None else indices[0]
    test = assignment.tests[current]
    on_result(key, TestResult(current, False, 0.0, timeout_text(test.timeout)
                              + " (the worker was stopped)", "timeout", test.timeout))
    rest = [i for i in indices if i != current]
    if rest:
        queue.append((key, rest))
    fresh = _Slot(ctx, assignment, scratch)
    slots[slots.index(slot)] = fresh
    _give(fresh, queue, submissions)
