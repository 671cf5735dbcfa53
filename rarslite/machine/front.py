"""What the command-line front ends ask of an instruction set (`Isa.part("front")`).

`rarslite run`, `asm`, `play` and `call` are one module each for both ISAs
(`rarslite/commands/`); they hold an `Isa` and ask its front, a `Front`, for what differs:
the register names ``--regs`` reads, how files become a program, the machine and console a
headless run gets and how its end reads, the tools the simulator lacks (MARS has no Timer
Tool), and how a function is called. Each ISA's front lives with its machine
(`machine/riscv/front.py`, `machine/mips/front.py`); nothing here branches on which ISA it is.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Protocol

from rarslite.bits import hex8, s32

RegisterReader = Callable[[Any], str]  # machine -> the register's display text
DEFAULT_MAX_STEPS = 5_000_000  # a called function's step limit (`rarslite call`)


@dataclass
class RunEnd:
    """How a headless run ended, in the front end's terms: ``reason`` is one of ``exit``
    (``exit_code`` is the status), ``dropped``, ``max_steps``, ``waiting``, ``stopped``,
    ``quiet``, ``output_limit``, ``pipe_closed`` or ``error``; ``message`` is rarslite's
    text about it for stderr ("" for none)."""

    reason: str
    exit_code: int = 0
    message: str = ""


@dataclass
class RegisterGroup:
    """One set of registers a debugger shows (`rarslite dap`'s scopes): names, values as
    unsigned patterns of ``bits`` bits, their display text, and how to write one (the
    writer raises ValueError for a register that cannot take the value)."""

    name: str  # "Integer registers", "Coprocessor 0", ...
    names: Sequence[str]
    read: Callable[[Any], list[int]]  # machine -> one value per name
    write: Callable[[Any, int, int], None]  # machine, index, value
    bits: int = 32
    text: Callable[[int], str] | None = None  # value -> display (default: hex and decimal)
    floating: str = ""  # "single" / "boxed" (RISC-V: NaN-boxed single or double): how a
    # debugger turns a decimal literal with a point into this group's bit pattern


class LoadError(Exception):
    """Files that cannot become a program for a reason other than assembly errors (an ELF
    file's problem); ``str()`` says why."""


class CallError(Exception):
    """A function call could not be made or did not return normally; ``str()`` says why."""


@dataclass
class CallOutcome:
    """A function call that returned: the result registers as the ISA names them, the
    machine (or hart) after the call, and the callee-saved registers it changed."""

    results: list[tuple[str, int]]
    state: Any  # has ``memory.peek_word``
    steps: int = 0
    clobbered: list[tuple[str, int, int]] = field(default_factory=list)  # name, before, after
    output: bytes = b""

    def word(self, addr: int) -> int:
        return self.state.memory.peek_word(addr) & 0xFFFFFFFF


class HeadlessRun(Protocol):
    """One program on its machine for `rarslite run`."""

    machine: Any
    text_out: Any  # a text stream onto the run's stdout (device screens)

    def execute(self, max_steps: int | None, on_break: Callable[[str], None]) -> RunEnd: ...
    def close(self) -> None: ...
    def apply_limits(self, sandbox: str | None, max_output: int | None) -> None:
        """Graders' ``--sandbox`` and ``--max-output`` (only if the front's
        ``grading_limits``)."""

    @property
    def refused(self) -> list[str]:
        """The file names the sandbox refused to open."""


class Front(Protocol):
    """An instruction set's answers to the command-line front ends."""

    # -- rarslite run
    lacks: Mapping[str, str]  # option dest -> why this simulator lacks the tool
    grading_limits: bool  # --sandbox and --max-output apply to its runs (HeadlessRun.apply_limits)
    # the order of `run`'s last words: "message" (stderr), "regs" (--regs), "devices"
    # (screens on stdout, device notes on stderr); each front keeps its simulator's habit
    end_order: tuple[str, str, str]

    def register_reader(self, name: str) -> RegisterReader | None: ...
    syscall_op: str  # the system call's mnemonic ("ecall", "syscall")
    service_register: str  # where its service number is ("a7", "$v0")

    def register_value(self, name: str) -> Callable[[Any], int] | None:
        """machine (or a call's state) -> integer register ``name``, unsigned; None if no
        such register."""

    def memory_config(self, name: str) -> Any: ...
    def load_program(self, files: Sequence[str], args: argparse.Namespace, config: Any) -> Any:
        """The program from the files (AsmErrors, LoadError or OSError if it cannot be)."""

    def start(self, program: Any, args: argparse.Namespace, program_args: Sequence[str],
              stdin: BinaryIO | None, stdout: BinaryIO) -> HeadlessRun: ...  # fmt: skip

    # -- rarslite asm
    asm_lacks: Mapping[str, str]  # option dest -> why this ISA has no use for it

    def assemble(self, files: Sequence[str], args: argparse.Namespace) -> Any: ...
    def text_listing(self, program: Any) -> str: ...
    def save_executable(self, program: Any, path: str, args: argparse.Namespace) -> str | None:
        """Write ``-o``'s executable; a message for people when it cannot be."""

    # -- rarslite play
    def assemble_default(self, files: Sequence[str]) -> Any: ...
    def play_simulator(self, program: Any, console: Any, start_at_main: bool = False) -> Any:
        """A `Simulator` whose ``machine`` runs the program with ``console``."""

    # -- rarslite dap
    def debug_simulator(self, program: Any, console: Any, *, start_at_main: bool = False,
                        program_args: Sequence[str] = (), delayed_branching: bool = False,
                        ) -> tuple[Any, Any]:
        """(program view, `Simulator`) for a debugger: the view has ``text`` (address ->
        `TextEntry` with its `SourceLoc`), ``files`` and ``symbols``; ``console`` is a byte
        `Console` (program output, input lines)."""

    def register_groups(self, machine: Any) -> list[RegisterGroup]: ...
    def control_flow(self, machine: Any, addr: int) -> tuple[str, int, int | None] | None:
        """How the instruction at ``addr`` moves between functions: ("call", the address
        the callee returns to, the callee's address or None when a register holds it),
        ("return", 0, None), ("save", 0, None) for a store of the return address register
        (a prologue keeping it on the stack), or None for any other instruction."""

    # -- rarslite call
    preserved_note: str | None  # said when no callee-saved register changed (None: unchecked)

    def call_program(self, path: str, labels: Sequence[str] = ()) -> Any: ...
    def call(self, program: Any, function: str, *, sets: Mapping[str, Sequence[int]],
             args: Sequence[int], stack: Sequence[int], max_steps: int,
             poison: bool = False, out: BinaryIO | None = None,
             watch: Callable[[Any], Any] | None = None) -> CallOutcome:
        ...  # fmt: skip


def int_text(value: int, xlen: int = 32) -> str:
    """A register's value for ``--regs``: hex and signed decimal (64-bit: the whole one)."""
    if xlen == 64:  # RARS's 64-bit mode: the whole register
        value &= (1 << 64) - 1
        return f"0x{value:016x} ({value - (1 << 64) if value >> 63 else value})"
    return f"{hex8(value)} ({s32(value)})"
