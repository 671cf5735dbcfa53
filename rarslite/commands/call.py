"""`rarslite call PROG.s FUNCTION ...`: run one function of a program and print its results.

A fresh machine gets the requested globals written (``--set NAME=V1,V2,...`` fills
consecutive words from the label), the arguments in a0.. (``--args``), and ``ra`` pointing at
a *return trap*: an ``ebreak`` placed past the program's last instruction (with an empty word
in between), where no code of the program goes. The run stops when the pc reaches it; then
a0, a1 and the words asked for with ``--show`` are printed. Used by ``rarslite checkmylab``
and by the checkers tests.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rarslite.commands.arg_types import positive_int
from rarslite.program import Program, TextEntry

DEFAULT_MAX_STEPS = 5_000_000
EBREAK_WORD = 0x00100073
MASK32 = 0xFFFFFFFF


class CallError(Exception):
    """The call could not be made or did not return normally; ``str()`` says why."""


@dataclass
class CallResult:
    a0: int
    a1: int
    machine: object  # the Machine after the call, for reading memory
    steps: int = 0
    output: bytes = b""
    words: dict[str, list[int]] = field(default_factory=dict)

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


def parse_value(text: str, symbols: Mapping[str, int]) -> int:
    """An integer (decimal, 0x hex, 0b binary, negative) or a label's address, as 32 bits."""
    token = text.strip()
    if token in symbols:
        return symbols[token] & MASK32
    try:
        value = int(token, 0)
    except ValueError:
        raise CallError(f"not a number or a label of the program: {text!r}") from None
    if not -(1 << 31) <= value <= MASK32:
        raise CallError(f"value does not fit in 32 bits: {text}")
    return value & MASK32


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
) -> CallResult:
    """Call ``function`` of ``program`` on a fresh machine and return its a0/a1.

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
    for i, value in enumerate(args):
        machine.x[10 + i] = value & MASK32
    machine.x[1] = trap
    machine.pc = program.symbols[function]
    sim = Simulator(machine)
    sim.breakpoints.add(trap)
    sim.run(max_steps=max_steps)
    reason = sim.reason
    output = bytes(getattr(buffer, "out", b""))
    if machine.pc == trap and reason in ("breakpoint", "ebreak"):
        return CallResult(machine.x[10] & MASK32, machine.x[11] & MASK32, machine,
                          steps=machine.instret, output=output)
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


def _parse_set(text: str, symbols: Mapping[str, int]) -> tuple[str, list[int]]:
    name, sep, values = text.partition("=")
    name = name.strip()
    if not sep or not name or not values.strip():
        raise CallError(f"--set needs NAME=VALUE[,VALUE...], got {text!r}")
    return name, [parse_value(v, symbols) for v in values.split(",")]


def _parse_show(text: str) -> tuple[str, int]:
    name, sep, count = text.partition(":")
    if not sep:
        return name, 1
    try:
        n = int(count, 0)
    except ValueError:
        n = 0
    if n <= 0:
        raise CallError(f"--show NAME[:COUNT] needs a positive count, got {text!r}")
    return name, n


def parse_shows(texts: Sequence[str], symbols: Mapping[str, int]) -> list[tuple[str, int]]:
    """The ``--show NAME[:COUNT]`` requests; CallError for a name that is no label."""
    shows = [_parse_show(s) for s in texts]
    for name, _ in shows:
        if name not in symbols:
            raise CallError(f"unknown global: no label {name!r} in the program")
    return shows


def show_lines(result, symbols: Mapping[str, int], shows: Sequence[tuple[str, int]]
               ) -> list[str]:
    """``NAME = 0x... 0x...`` for each ``--show`` request, read after the call."""
    out = []
    for name, count in shows:
        words = [result.word(symbols[name] + 4 * i) for i in range(count)]
        out.append(f"{name} = " + " ".join(f"0x{w:08X}" for w in words))
    return out


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rarslite call",
        description="Call one function of a program on a fresh machine and print a0, a1 and "
        "chosen words of memory.",
    )
    parser.add_argument("program", metavar="PROG.s")
    parser.add_argument("function", metavar="FUNCTION", help="label of the function to call")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE[,VALUE...]",
                        help="write words at a label before the call (repeatable)")
    parser.add_argument("--args", nargs="+", default=[], metavar="V",
                        help="values for a0, a1, ... (numbers or labels)")
    parser.add_argument("--show", action="append", default=[], metavar="NAME[:COUNT]",
                        help="print the word(s) at a label after the call (repeatable)")
    parser.add_argument("--max-steps", type=positive_int, default=DEFAULT_MAX_STEPS,
                        metavar="N",
                        help=f"give up after N instructions (default {DEFAULT_MAX_STEPS})")
    parser.add_argument("--isa", choices=("auto", "rv32", "mips"), default="auto",
                        help="instruction set (auto: MIPS for an .asm file with $ registers "
                        "and syscall)")
    parser.add_argument("--stack", nargs="+", default=[], metavar="V",
                        help="MIPS: words at 0($sp), 4($sp), ... (arguments after $a3)")
    return parser


def _is_mips(args) -> bool:
    if args.isa != "auto":
        return args.isa == "mips"
    from rarslite.isa.base import MIPS, detect

    try:
        with open(args.program, encoding="latin-1") as fh:
            return detect(args.program, fh.read()) is MIPS
    except OSError:
        return False


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    if _is_mips(args):
        from rarslite.commands.call_mips import main as call_mips

        return call_mips(args)
    from rarslite.machine.console import StdConsole

    try:
        program = assemble_program(args.program)
        symbols = program.symbols
        sets = dict(_parse_set(s, symbols) for s in args.set)
        values = [parse_value(v, symbols) for v in args.args]
        shows = parse_shows(args.show, symbols)
        console = StdConsole()
        result = call_function(program, args.function, sets=sets, args=values,
                               max_steps=args.max_steps, console=console)
        console.flush()
    except CallError as exc:
        sys.stderr.write(f"rarslite call: {exc}\n")
        return 1
    out = [f"a0 = 0x{result.a0:08X}", f"a1 = 0x{result.a1:08X}"]
    out += show_lines(result, symbols, shows)
    sys.stdout.write("\n".join(out) + "\n")
    return 0
