"""Running one test's program in-process for `rarslite grade`: `rarslite run`'s command line
with the graders' limits (`commands/grading.py`: a sandbox folder, an output cap) and a step
limit, captured stdout and messages, and the machine after the run for the checks."""

from __future__ import annotations

import argparse
import io
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rarslite.commands.grade.model import Assignment, Test

# `rarslite run`'s exit statuses that mean the run did not end normally
ABNORMAL = {2: "assembly error", 3: "runtime error", 4: "step limit reached",
            5: "stopped (waiting for input that never comes)", 6: "stopped (quiet)",
            7: "too much output", 70: "internal error of rarslite"}  # fmt: skip


class Missing(Exception):
    """A file the test needs is not in the submission; ``str()`` says which."""


@dataclass
class Context:
    """One test of one submission: where the files are and where the program may write."""

    assignment: Assignment
    test: Test
    files: dict[str, str]  # submission file name -> its path in the student's folder
    sandbox: str  # a fresh folder, the program's working folder

    def program(self) -> list[str]:
        """The program's files: the student's for submission names, else the instructor's."""
        if not self.test.program:  # every source file the student handed in
            if not self.files:
                raise Missing("missing files: no .s or .asm file in the submission")
            return list(self.files.values())
        out = []
        for name in self.test.program:
            if name in self.assignment.submission or not self.assignment.submission:
                path = self.files.get(name)
                if path is None:
                    raise Missing(f"missing file: {name} is not in the submission")
                out.append(path)
            else:
                out.append(self.assignment.resource(name))
        return out

    def student_files(self) -> list[str]:
        return [os.path.realpath(p) for p in self.files.values()]

    def isa_options(self) -> list[str]:
        isa = self.test.isa
        return {"auto": [], "rv32": ["--isa", "rv32"], "rv64": ["--isa", "rv32", "--rv64"],
                "mips": ["--isa", "mips"]}[isa]  # fmt: skip

    def front(self):
        from rarslite.commands.arg_types import choose_isa

        choice = "rv32" if self.test.isa == "rv64" else self.test.isa
        return choose_isa(choice, self.program()[0]).part("front")

    def path(self, name: str) -> str:
        """A file the program writes into its sandbox (a screen, a picture, numbers)."""
        return os.path.join(self.sandbox, ".rarslite-grade-" + name)


@dataclass
class Run:
    status: int
    stdout: bytes
    messages: str  # rarslite's (stderr)
    machine: Any = None  # after the run (None if it never ran)
    sessions: list = field(default_factory=list)

    @property
    def problem(self) -> str | None:
        """Why the run did not end normally (None if it did)."""
        return ABNORMAL.get(self.status)

    def text(self) -> str:
        return self.stdout.decode("utf-8", "replace")


class _Keep:
    """A session that keeps the machine for the checks after the run (and lets ``watch``
    observe it while it runs)."""

    def __init__(self, machine, watch=None) -> None:
        self.machine = machine
        self.watch = watch
        if watch is not None:
            watch.attach(machine)

    def on_waiting(self) -> bool:
        return False

    def finish(self) -> None:
        pass


def run_program(ctx: Context, options: Sequence[str] = (), *, stdin: bytes = b"",
                args: Sequence[str] = (), max_steps: int | None = None, watch=None) -> Run:
    """Run the test's program with `rarslite run`'s ``options`` (device options ...)."""
    from rarslite.commands import run

    test = ctx.test
    argv = [*ctx.program(), *ctx.isa_options(), "--sandbox", ctx.sandbox,
            "--max-output", str(test.max_output),
            "--max-steps", str(max_steps or test.max_steps), *options]
    if args:
        argv += ["--", *args]
    out, err = io.BytesIO(), io.BytesIO()
    kept: list[_Keep] = []

    def keep(machine):
        kept.append(_Keep(machine, watch))
        return kept[-1]

    status = run.main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err, sessions=[keep])
    messages = err.getvalue().decode("utf-8", "replace")
    messages = "".join(line for line in messages.splitlines(True)
                       if "looks like MIPS" not in line)  # the ISA guess is no news here
    return Run(status, out.getvalue(), messages, kept[0].machine if kept else None)


def assemble(ctx: Context):
    """The test's program, assembled as `rarslite run` would (AsmErrors, LoadError or
    OSError if it cannot be)."""
    front = ctx.front()
    args = argparse.Namespace(rv64=ctx.test.isa == "rv64", rars_dialect=False, mc="Default")
    return front, front.load_program(ctx.program(), args, front.memory_config("Default"))


def peek_bytes(machine, addr: int, n: int) -> bytes:
    """``n`` bytes of memory from ``addr`` as the program sees them (no device hooks); both
    simulators are little-endian."""
    memory = getattr(machine, "memory", None) or machine.hart.memory  # a MIPS machine's hart
    out = bytearray()
    for a in range(addr, addr + n):
        word = memory.peek_word(a & ~3)
        out.append((word >> (8 * (a & 3))) & 0xFF)
    return bytes(out)
