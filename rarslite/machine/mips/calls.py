"""Calling one function of a MIPS program on a fresh hart (`rarslite call`, `calltests`).

Globals written with ``--set``, arguments in ``$a0``-``$a3`` and words on the stack at
``0($sp)``, ``4($sp)``... (a fifth argument, as CSE 220's ``set_cell`` takes its background
colour); ``$ra`` points two words past the last instruction, so the run ends when the function
returns there. The registers MIPS's calling convention says a function must keep
(``$s0``-``$s7``, ``$fp``, ``$sp``, ``$gp``) each start with a value of their own, and one that
changed is reported as clobbered.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rarslite.isa.mips.registers import INT_NAMES
from rarslite.machine.front import DEFAULT_MAX_STEPS, CallError

MASK32 = 0xFFFFFFFF
WRAPPER = ".rarslite-call-wrapper.asm"  # a name in the program's folder, never written
PRESERVED = (16, 17, 18, 19, 20, 21, 22, 23, 30, 29, 28)  # $s0-$s7, $fp, $sp, $gp
SAVED_SEED = 0x5A5A0000  # $s0..$s7 and $fp start as SAVED_SEED + register number
# with ``poison``: the registers a caller cannot count on after a call start with junk
CALLER_SAVED = (1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25)  # $at, $v0-$v1, $t0-$t9
POISON = 0xBAD00000  # + the register's number


@dataclass
class MipsCallResult:
    v0: int
    v1: int
    hart: object
    steps: int = 0
    clobbered: list[tuple[str, int, int]] = field(default_factory=list)  # name, before, after

    def word(self, addr: int) -> int:
        return self.hart.memory.peek_word(addr) & MASK32  # type: ignore[attr-defined]


class HartView:
    """A bare hart as the analysis observers (rarslite/analysis/observers.py) see a machine:
    its registers, pc, program and fetch observers (the runner tells the hart's)."""

    isa_name = "mips"

    def __init__(self, hart, program) -> None:
        self.hart, self.program = hart, program
        self.x = hart.r
        self.fetch_observers = hart.fetch_observers
        self.config = hart.config

    @property
    def pc(self) -> int:
        return self.hart.pc


def assemble_mips(path: str, labels: Sequence[str] = (), strict: bool = True):
    """Assemble ``path`` with MARS's dialect, turning errors into a CallError.

    MARS's labels are local to their file unless ``.globl``: ``labels`` not global in the
    program are made global by assembling a wrapper (held in memory, never written) that
    declares them and ``.include``s the program, which is the same program for MARS (an
    included file's lines are the including file's); an unknown one is a CallError, or
    (not ``strict``) left out, for the call that names it to report."""
    from rarslite.asm.errors import AsmErrors
    from rarslite.isa.base import MIPS

    assemble = MIPS.part("assemble")
    try:
        program = assemble([path])
    except AsmErrors as errors:
        lines = [f"{m.file}:{m.line}: error: {m.message}" for m in errors.messages
                 if getattr(m, "kind", "error") == "error"]
        raise CallError("assembly failed\n" + "\n".join(lines)) from None
    except OSError as exc:
        raise CallError(f"cannot read {path}: {exc.strerror or exc}") from None
    missing = [name for name in dict.fromkeys(labels) if name not in program.symbols]
    if not missing:
        return program
    wrapper = os.path.join(os.path.dirname(os.path.abspath(path)), WRAPPER)

    def declaring(names: list[str]):
        text = f'.globl {" ".join(names)}\n.include "{os.path.abspath(path)}"\n'
        return assemble([wrapper], texts={wrapper: text})

    try:
        program = declaring(missing)
    except AsmErrors:
        known = []
        for name in missing:  # which of them are no label of the program
            try:
                declaring([name])
                known.append(name)
            except AsmErrors:
                if strict:
                    raise CallError(f"unknown label: {name} is not a label of the program"
                                    ) from None
        program = declaring(known) if known else program
    for word in program.text.values():  # messages name the program, not the wrapper
        # (a program assembled without the wrapper has no word of it: nothing changes)
        if word.file == wrapper:
            word.file = path
    return program


def call_mips_function(
    program,
    function: str,
    *,
    sets: Mapping[str, Sequence[int]] | None = None,
    args: Sequence[int] = (),
    stack: Sequence[int] = (),
    max_steps: int = DEFAULT_MAX_STEPS,
    io=None,
    poison: bool = False,
    watch: Callable[[Any], Any] | None = None,
) -> MipsCallResult:
    """Call ``function`` of the MIPS ``program`` on a fresh hart; CallError if it does not
    return (unknown label, exit, runtime error, runs off the end, step limit). ``poison``:
    the caller-saved registers (and ``$a`` registers past the arguments) start with junk.
    ``watch`` gets the hart as analysis tools see a machine (`HartView`) just before the
    function runs (``--cc`` connects its checker there)."""
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.hart import MipsHart
    from rarslite.machine.mips.syscalls import MarsIO, handle_syscall

    symbols = program.symbols
    if function not in symbols:
        raise CallError(f"unknown function: no label {function!r} in the program")
    if symbols[function] not in program.text:
        raise CallError(f"{function!r} is not a function: its label is not on an instruction")
    if len(args) > 4:
        raise CallError("at most 4 arguments ($a0-$a3); put more on the stack with --stack")
    if max_steps < 1:
        raise CallError("the step limit must be at least 1")
    user_text = [a for a in program.text if a < program.config.kernel_text_base]
    trap = (max(user_text) if user_text else program.config.text_base - 4) + 8
    hart = MipsHart(program)
    console = io if io is not None else MarsIO()
    hart.syscall = lambda h: handle_syscall(h, console)
    for name, values in (sets or {}).items():
        if name not in symbols:
            raise CallError(f"unknown global: no label {name!r} in the program")
        for i, value in enumerate(values):
            hart.memory.poke_word(symbols[name] + 4 * i, value & MASK32)
    r = hart.r
    for n in PRESERVED:
        if n not in (28, 29):
            r[n] = (SAVED_SEED + n) & MASK32
    r[29] = (r[29] - 4 * len(stack)) & MASK32
    for i, value in enumerate(stack):
        hart.memory.poke_word(r[29] + 4 * i, value & MASK32)
    if poison:
        for n in (*CALLER_SAVED, *range(4 + len(args), 8)):
            r[n] = POISON + n
    for i, value in enumerate(args):
        r[4 + i] = value & MASK32
    r[31] = trap
    hart.pc = symbols[function]
    before = {n: r[n] for n in PRESERVED}
    if watch is not None:
        watch(HartView(hart, program))
    out = runner.run(hart, max_steps)
    if out.reason == "dropped" and hart.pc == trap:
        clobbered = [(f"${INT_NAMES[n]}", before[n], r[n] & MASK32)
                     for n in PRESERVED if r[n] & MASK32 != before[n]]
        return MipsCallResult(r[2] & MASK32, r[3] & MASK32, hart, out.steps, clobbered)
    raise CallError(_failure(function, out, max_steps))


def _failure(function: str, out, max_steps: int) -> str:
    if out.reason == "max_steps":
        return f"{function} did not return within {max_steps} instructions"
    if out.reason in ("exit", "exit2"):
        return f"{function} ended the program (exit code {out.exit_code}) instead of returning"
    if out.reason == "dropped":
        return f"{function} ran off the end of the program instead of returning"
    if out.reason == "error":
        where = f"{out.file} line {out.line}: " if out.file else ""
        return (f"{function} stopped with a runtime error\n{where}Runtime exception at "
                f"0x{out.pc:08x}: {out.message}")
    return f"{function} stopped before returning: {out.message or out.reason}"
