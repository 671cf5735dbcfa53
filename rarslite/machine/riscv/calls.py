"""Calling one function of a RISC-V program on a fresh machine (`rarslite call`,
`rarslite checkmylab`, the checkers tests).

The machine gets the requested globals written, the arguments in a0.. and ``ra`` pointing at
a *return trap*: an ``ebreak`` placed past the program's last instruction (with an empty word
in between), where no code of the program goes. The run stops when the pc reaches it; a0 and
a1 are the results.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rarslite.machine.front import DEFAULT_MAX_STEPS, CallError
from rarslite.program import Program, TextEntry

EBREAK_WORD = 0x00100073
MASK32 = 0xFFFFFFFF
# with ``poison``: the registers a caller cannot count on after a call start with junk
# (t0-t6, and a0-a7 past the arguments), and the ones a callee must keep (s0-s11, sp, gp,
# tp) are checked after it
CALLER_SAVED = (5, 6, 7, 28, 29, 30, 31)
CALLEE_SAVED = (8, 9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 2, 3, 4)
POISON = 0xBAD00000  # + the register's number
SAVED_SEED = 0x5A5A0000  # s0-s11 start as SAVED_SEED + register number


@dataclass
class CallResult:
    a0: int
    a1: int
    machine: object  # the Machine after the call, for reading memory
    steps: int = 0
    output: bytes = b""
    words: dict[str, list[int]] = field(default_factory=dict)
    clobbered: list[tuple[str, int, int]] = field(default_factory=list)  # name, before, after

    def word(self, addr: int) -> int:
        return self.machine.memory.peek_word(addr) & MASK32  # type: ignore[attr-defined]


def engine_available() -> bool:
    """Whether the assembler and the simulator this command needs can be imported."""
    try:
        from rarslite.asm.riscv import assemble  # noqa: F401
        from rarslite.machine.riscv.machine import Machine  # noqa: F401
        from rarslite.machine.simulator import Simulator  # noqa: F401
    except ImportError:
        return False
    return True


def assemble_program(path: str) -> Program:
    """Assemble ``path`` (rarslite's extended dialect), turning errors into a CallError."""
    from rarslite.asm.riscv import AsmErrors, assemble

    try:
        return assemble([path], extended=True)
    except AsmErrors as errors:
        lines = []
        for msg in errors.messages:
            if getattr(msg, "kind", "error") != "error":
                continue
            where = f"{msg.file}:{msg.line}:{msg.column}" if msg.line else str(msg.file)
            lines.append(f"{where}: error: {msg.message}")
        raise CallError("assembly failed\n" + "\n".join(lines)) from None
    except OSError as exc:
        raise CallError(f"cannot read {path}: {exc.strerror or exc}") from None


def return_trap_address(program: Program) -> int:
    """Two words past the program's last instruction: the empty word in between makes code
    that runs off the end stop there ("dropped") instead of looking like a return."""
    last = max(program.text) if program.text else program.config.text_base - 4
    return last + 8


def with_return_trap(program: Program) -> tuple[Program, int]:
    """The program plus an ``ebreak`` at the return trap address (the original is untouched)."""
    from rarslite.isa.riscv import decode

    trap = return_trap_address(program)
    if trap >= program.config.text_limit:
        raise CallError("the text segment is full: no room for the return trap")
    instr = decode(EBREAK_WORD)
    entry = TextEntry(addr=trap, word=EBREAK_WORD, instr=instr, basic="ebreak")
    patched = Program(
        config=program.config,
        text={**program.text, trap: entry},
        data=list(program.data),
        symbols=dict(program.symbols),
        globals=set(program.globals),
        entry=program.entry,
        files=list(program.files),
        warnings=list(program.warnings),
    )
    return patched, trap


def call_function(
    program: Program,
    function: str,
    *,
    sets: Mapping[str, Sequence[int]] | None = None,
    args: Sequence[int] = (),
    max_steps: int = DEFAULT_MAX_STEPS,
    console: object | None = None,
    poison: bool = False,
    watch: Callable[[Any], Any] | None = None,
) -> CallResult:
    """Call ``function`` of ``program`` on a fresh machine and return its a0/a1.

    ``poison``: start the caller-saved registers with junk and report the callee-saved ones
    the function changed (``clobbered``), as `rarslite grade`'s call tests do. ``watch``
    gets the machine just before the function runs (``--cc`` connects its checker there).

    Raises CallError for an unknown label, too many arguments, a program that exits, fails
    or does not return within ``max_steps`` instructions.
    """
    from rarslite.machine.console import BufferConsole
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    if function not in program.symbols:
        raise CallError(f"unknown function: no label {function!r} in the program")
    if program.symbols[function] not in program.text:
        raise CallError(f"{function!r} is not a function: its label is not on an instruction")
    if max_steps < 1:
        raise CallError("the step limit must be at least 1")
    if len(args) > 8:
        raise CallError("at most 8 arguments (a0-a7)")
    patched, trap = with_return_trap(program)
    buffer = console if console is not None else BufferConsole()
    machine = Machine(patched, console=buffer)
    for name, values in (sets or {}).items():
        if name not in program.symbols:
            raise CallError(f"unknown global: no label {name!r} in the program")
        base = program.symbols[name]
        for i, value in enumerate(values):
            machine.memory.poke_word(base + 4 * i, value & MASK32)
    x = machine.x
    if poison:
        for n in (*CALLER_SAVED, *range(10 + len(args), 18)):
            x[n] = POISON + n
        for n in CALLEE_SAVED[:12]:
            x[n] = SAVED_SEED + n
    for i, value in enumerate(args):
        x[10 + i] = value & MASK32
    x[1] = trap
    before = {n: x[n] for n in CALLEE_SAVED}
    machine.pc = program.symbols[function]
    if watch is not None:
        watch(machine)
    sim = Simulator(machine)
    sim.breakpoints.add(trap)
    sim.run(max_steps=max_steps)
    reason = sim.reason
    output = bytes(getattr(buffer, "out", b""))
    if machine.pc == trap and reason in ("breakpoint", "ebreak"):
        from rarslite.isa.riscv.registers import INT_ABI

        clobbered = [(INT_ABI[n], before[n], x[n]) for n in CALLEE_SAVED
                     if poison and x[n] != before[n]]
        return CallResult(x[10] & MASK32, x[11] & MASK32, machine, steps=machine.instret,
                          output=output, clobbered=clobbered)
    raise CallError(_failure(function, sim, reason, max_steps))


def _failure(function: str, sim: object, reason: str, max_steps: int) -> str:
    if reason == "max_steps":
        return f"{function} did not return within {max_steps} instructions"
    if reason in ("exit", "exit2"):
        code = getattr(sim, "exit_code", 0)
        return f"{function} ended the program (exit code {code}) instead of returning"
    if reason == "dropped":
        return f"{function} ran off the end of the program instead of returning"
    if reason == "error":
        report = _report_text(sim)
        return f"{function} stopped with a runtime error\n{report}".rstrip()
    if reason == "ebreak":
        return f"{function} reached an ebreak before returning"
    if reason == "waiting":
        return f"{function} is waiting for an interrupt that cannot come (wfi)"
    return f"{function} stopped before returning ({reason})"


def _report_text(sim: object) -> str:
    for attr in ("error_report", "report", "error_text", "message"):
        text = getattr(sim, attr, None)
        if isinstance(text, str) and text:
            return text
    return ""
