"""MARS's MIPS for the command-line front ends (`rarslite.machine.front.Front`).

Registers by MARS's names (``$t0``, ``t0``, ``$8``, ``$f2``, ``pc``, ``hi``, ``lo`` and
coprocessor 0's ``status``, ``cause``, ``epc``, ``vaddr``), programs in MARS's dialect,
headless runs on MARS's loop (`runner.run`) with a text console (`MarsIO`), and the end of a
run in MARS's terms (steps, ``file:line`` with ``->`` for macro code). MARS has no Timer
Tool. `rarslite play` runs a `MipsMachine` in the shared `Simulator` (`MipsPlay`, its syscall
text onto play's console). Function calls return through ``$ra`` (`machine/mips/calls.py`).
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any, BinaryIO

from rarslite.machine.front import CallOutcome, RegisterGroup, RegisterReader, RunEnd, int_text
from rarslite.machine.mips.jump_origin import jump_origin
from rarslite.machine.mips.machine import MipsMachine
from rarslite.machine.mips.syscalls import MarsIO
from rarslite.machine.simulator import TERMINAL, Simulator

NO_TIMER = "MARS has no Timer Tool: --timer is for RISC-V programs"


def write_int_register(machine, i: int, value: int) -> None:
    """Set row ``i`` of MARS's Registers tab ($0..$31, then pc, hi, lo) from a debugger;
    ValueError for $zero or a pc that is not word aligned."""
    h, value = machine.hart, value & 0xFFFFFFFF
    if i == 0:
        raise ValueError("$zero is always 0")
    if i == 32:
        if value % 4:
            raise ValueError("pc must be word aligned")
        h.pc = value
    elif i == 33:
        h.hi = value
    elif i == 34:
        h.lo = value
    else:
        h.r[i] = value


class MipsRun:
    """A MIPS program on its `MipsMachine` for `rarslite run`."""

    def __init__(self, program, args: argparse.Namespace, program_args: Sequence[str],
                 stdin: BinaryIO | None, stdout: BinaryIO) -> None:  # fmt: skip
        self.text_out = io.TextIOWrapper(stdout, encoding="utf-8", newline="", write_through=True)
        self.text_in = io.TextIOWrapper(stdin, encoding="utf-8") if stdin is not None else None
        self.io = MarsIO(self.text_out, self.text_in)
        self.machine = MipsMachine(program, smc=args.smc, start_at_main=args.start_at_main,
                                   program_args=program_args, io=self.io,
                                   delayed_branching=getattr(args, "delayed_branching", False))
        self.max_steps = args.max_steps

    def apply_limits(self, sandbox: str | None, max_output: int | None) -> None:
        """Graders' limits: file opens inside ``sandbox`` only, output up to ``max_output``."""
        self.io.apply_limits(sandbox, max_output)

    @property
    def refused(self) -> list[str]:
        """The names the sandbox refused to open."""
        return self.io.refused

    def execute(self, limit: int | None, on_break: Callable[[str], None]) -> RunEnd:
        """Run to the end as MARS does (a ``break`` is an exception there, not a stop)."""
        from rarslite.machine.mips import runner

        result = runner.run(self.machine.hart, -1 if limit is None else limit)
        if result.reason == "dropped":
            self.machine.empty_fetch()  # the devices' time, as in the app
        if result.reason == "stopped":
            quiet = getattr(self.machine, "quiet_end", False)  # the key feeder's quiet end
            return RunEnd("quiet" if quiet else "stopped", 0, f"rarslite: {result.message}\n")
        if self.io.over_limit:  # the syscall that went over the limit ended the run
            return RunEnd("output_limit", 0, f"rarslite: stopped: {result.message}\n")
        if result.reason == "exit2":
            return RunEnd("exit", result.exit_code)
        if result.reason == "max_steps":
            return RunEnd("max_steps", 0, f"rarslite: stopped after {self.max_steps} steps "
                          "(--max-steps)\n")  # fmt: skip
        if result.reason == "java_crash":
            return RunEnd("error", 0, f"rarslite: {result.message}\n")
        if result.reason == "error":
            where, jumped = f"{result.file}:{result.line}: " if result.file else "", ""
            origin = None
            if not result.file and result.fetch_error:
                jump = jump_origin(self.machine.hart, result.pc, result.came_from)
                origin = None if jump is None else self.machine.source_location(jump)
            if origin is not None:  # a jump out of the text: name the jump (MARS names none)
                where, jumped = f"{origin.file}:{origin.line}: ", " (this jump went there)"
            return RunEnd("error", 0, f"{where}runtime error at 0x{result.pc:08x}: "
                          f"{result.message}{jumped}\n")  # fmt: skip
        return RunEnd("exit", 0)  # exit, or dropped off the bottom (MARS says nothing)

    def close(self) -> None:
        self.text_out.flush()
        self.text_out.detach()  # the caller's stream stays open
        if self.text_in is not None:
            self.text_in.detach()
        self.io.close_all()


class _ConsoleText:
    """A text stream onto play's console (syscall output is kept for after the game)."""

    def __init__(self, console) -> None:
        self.console = console

    def write(self, text: str) -> int:
        self.console.write(text.encode("utf-8"))
        return len(text)

    def flush(self) -> None:
        pass

    def readline(self) -> str:
        return ""  # keys go to the device; console input gets end of input


class MipsPlay(Simulator):
    """One MIPS program for play: ``machine`` (devices connect to it) and ``sim`` (itself)."""

    machine: MipsMachine

    def __init__(self, program, console, start_at_main: bool = False) -> None:
        text = _ConsoleText(console)
        self.io = MarsIO(text, text)  # type: ignore[arg-type]
        super().__init__(MipsMachine(program, start_at_main=start_at_main, io=self.io))

    @property
    def sim(self) -> MipsPlay:
        return self

    @property
    def instret(self) -> int:
        return self.machine.instret

    def run_slice(self, max_instructions: int) -> str | None:
        reason = super().run_slice(max_instructions)
        if reason in TERMINAL:
            self.io.close_all()
        return reason


class MipsFront:
    """MARS's MIPS: the answers `rarslite.machine.front.Front` describes."""

    lacks = {"timer": NO_TIMER, "timer_ipms": NO_TIMER}
    grading_limits = True
    end_order = ("devices", "regs", "message")

    def register_reader(self, name: str) -> RegisterReader | None:
        """A function machine -> display text for register ``name``, or None."""
        from rarslite.isa.mips.registers import CP0_NAMES, fp_register, int_register
        from rarslite.machine.javanum import float_to_string

        if name in ("pc", "hi", "lo"):
            return lambda m: int_text(getattr(m.hart, name))
        cp0 = {v: k for k, v in CP0_NAMES.items()}.get(name)
        if cp0 is not None:
            return lambda m: int_text(m.hart.cp0[cp0])
        full = name if name.startswith("$") else "$" + name
        reg = int_register(full)
        if reg is not None:
            return lambda m: int_text(m.hart.r[reg])
        reg = fp_register(full)
        if reg is not None:
            return lambda m: f"0x{m.hart.f[reg]:08x} ({float_to_string(m.hart.f[reg])})"
        return None

    syscall_op, service_register = "syscall", "$v0"  # what a system call is, its number's

    def register_value(self, name: str) -> Callable[[object], int] | None:
        """A function machine (or hart: a call's state) -> the integer register ``name``'s
        value, unsigned, or None if ``name`` is no integer register (`rarslite grade`)."""
        from rarslite.isa.mips.registers import int_register

        reg = int_register(name if name.startswith("$") else "$" + name)
        return None if reg is None else lambda m: getattr(m, "hart", m).r[reg] & 0xFFFFFFFF

    def memory_config(self, name: str):
        """`run --mc NAME` (MARS's names; Default for one it does not have)."""
        from rarslite.isa.mips.memory_map import CONFIGS

        return CONFIGS.get(name, CONFIGS["Default"])

    def load_program(self, files: Sequence[str], args: argparse.Namespace, config):
        """Assemble the source files with MARS's dialect (``delayed_branching`` when the
        options have it: `rarslite dap`'s launch setting)."""
        from rarslite.asm.mips.assembler import assemble

        return assemble(list(files), config=config,
                        delayed_branching=getattr(args, "delayed_branching", False))

    # -- rarslite asm
    asm_lacks = {"output": "-o writes RISC-V ELF files; not for MIPS programs"}

    def assemble(self, files: Sequence[str], args: argparse.Namespace):
        """`rarslite asm`: the program in MARS's dialect (``--config`` by MARS's name)."""
        from rarslite.asm.mips.assembler import assemble
        from rarslite.isa.mips.memory_map import CONFIGS

        names = {name.lower(): c for name, c in CONFIGS.items()}
        config = names.get(args.config.lower(), CONFIGS["Default"])
        return assemble(list(files), config=config, allow_pseudo=not args.no_pseudo,
                        warnings_are_errors=args.werror)  # fmt: skip

    def text_listing(self, program) -> str:
        """MARS's text segment window (address, code, basic, source)."""
        from rarslite.asm.mips.assembler import text_listing

        return text_listing(program)

    def save_executable(self, program, path: str, args: argparse.Namespace) -> str | None:
        return self.asm_lacks["output"]  # never reached: asm refuses -o first

    # -- rarslite play
    def assemble_default(self, files: Sequence[str]):
        """The program in MARS's dialect (`rarslite play`)."""
        from rarslite.asm.mips.assembler import assemble

        return assemble(list(files))

    def play_simulator(self, program, console, start_at_main: bool = False) -> MipsPlay:
        """The program's `MipsMachine` with its syscalls' text onto ``console`` (a byte
        console), in the shared `Simulator`; its files are closed when it ends."""
        return MipsPlay(program, console, start_at_main=start_at_main)

    # -- rarslite dap
    def debug_simulator(self, program, console, *, start_at_main: bool = False,
                        program_args: Sequence[str] = (), delayed_branching: bool = False):
        """(the program's RARS-shaped view, a `Simulator` over its `MipsMachine`), as the
        app loads it (`load_mips`)."""
        from rarslite.machine.mips.machine import load_mips

        view, _machine, sim = load_mips(program, console, start_at_main=start_at_main,
                                        program_args=program_args,
                                        delayed_branching=delayed_branching)  # fmt: skip
        return view, sim

    def register_groups(self, machine) -> list[RegisterGroup]:
        """MARS's Registers, Coproc 1 and Coproc 0 tabs."""
        from rarslite.isa.mips.registers import CP0_NAMES, INT_NAMES
        from rarslite.machine.javanum import float_to_string

        def read_r(m) -> list[int]:
            h = m.hart
            return [*h.r[:32], h.pc, h.hi, h.lo]

        def write_f(m, i: int, v: int) -> None:
            m.hart.f[i] = v & 0xFFFFFFFF

        cp0 = list(CP0_NAMES.items())

        def write_cp0(m, i: int, v: int) -> None:
            m.hart.cp0[cp0[i][0]] = v & 0xFFFFFFFF

        return [
            RegisterGroup("Integer registers",
                          [f"${n}" for n in INT_NAMES] + ["pc", "hi", "lo"], read_r,
                          write_int_register),
            RegisterGroup("Coprocessor 1 (FP)", [f"$f{i}" for i in range(32)],
                          lambda m: list(m.hart.f[:32]), write_f, 32,
                          lambda v: f"0x{v:08x} ({float_to_string(v)})", "single"),
            RegisterGroup("Coprocessor 0", [f"${name}" for _, name in cp0],
                          lambda m: [m.hart.cp0.get(n, 0) for n, _ in cp0], write_cp0),
        ]  # fmt: skip

    def control_flow(self, machine, addr: int) -> tuple[str, int, int | None] | None:
        """``jal``, ``jalr`` and the linking branches call (returning past the delay slot
        when delayed branching is on); ``jr $ra`` returns; ``sw $ra`` saves it."""
        w = machine.hart.memory.text.get(addr)
        if w is None:
            return None
        word = w.word
        op, rs, rt = word >> 26, word >> 21 & 31, word >> 16 & 31
        rd, funct = word >> 11 & 31, word & 63
        after = (addr + (8 if machine.hart.db else 4)) & 0xFFFFFFFF
        if op == 3:
            return "call", after, (addr + 4) & 0xF0000000 | (word & 0x3FFFFFF) << 2
        if op == 1 and rt in (0x10, 0x11):  # bltzal, bgezal
            offset = (word & 0xFFFF) - (word & 0x8000) * 2
            return "call", after, (addr + 4 + (offset << 2)) & 0xFFFFFFFF
        if op == 0 and funct == 9 and rd != 0:
            return "call", after, None
        if op == 0 and funct == 8 and rs == 31:
            return "return", 0, None
        if op == 0x2B and rt == 31:  # sw $ra
            return "save", 0, None
        return None

    # -- rarslite call
    preserved_note = "preserved: $s0-$s7, $fp, $sp and $gp kept their values"

    def call_program(self, path: str, labels: Sequence[str] = ()):
        """`rarslite call`'s program in MARS's dialect, ``labels`` made callable even when
        local to their file (CallError if it fails or one is no label)."""
        from rarslite.machine.mips.calls import assemble_mips

        return assemble_mips(path, labels)

    def call(self, program, function: str, *, sets: Mapping[str, Sequence[int]],
             args: Sequence[int], stack: Sequence[int], max_steps: int,
             poison: bool = False, out: BinaryIO | None = None,
             watch: Callable[[Any], Any] | None = None) -> CallOutcome:  # fmt: skip
        """Call ``function`` on a fresh hart (output to ``out``, default stdout); the
        callee-saved registers it changed are in ``clobbered``. ``poison``: junk in the
        caller-saved registers."""
        import sys

        from rarslite.machine.mips.calls import call_mips_function

        text = io.TextIOWrapper(out, encoding="utf-8", newline="", write_through=True) \
            if out is not None else None  # fmt: skip
        result = call_mips_function(program, function, sets=sets, args=args, stack=stack,
                                    max_steps=max_steps, poison=poison, watch=watch,
                                    io=MarsIO(text) if text is not None else None)
        if text is not None:
            text.detach()
        sys.stdout.flush()
        return CallOutcome([("$v0", result.v0), ("$v1", result.v1)], result.hart,
                           result.steps, result.clobbered)  # fmt: skip

    # -- rarslite run
    def start(self, program, args: argparse.Namespace, program_args: Sequence[str],
              stdin: BinaryIO | None, stdout: BinaryIO) -> MipsRun:  # fmt: skip
        return MipsRun(program, args, program_args, stdin, stdout)


FRONT = MipsFront()
