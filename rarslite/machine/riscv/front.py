"""RARS's RISC-V for the command-line front ends (`rarslite.machine.front.Front`).

Registers by RARS's names (``a0``, ``x5``, ``fa0``, CSRs, ``pc``), programs from sources in
rarslite's extended dialect (or exactly RARS's) or from an RV32 ELF file, headless runs on the
shared `Simulator` with a byte console (`CliConsole`), RARS's ``ebreak`` as a stop a run goes
on from, and function calls that return to an ``ebreak`` (`machine/riscv/calls.py`).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any, BinaryIO

from rarslite.bits import hex8
from rarslite.machine.cli_console import CliConsole, TextOnto
from rarslite.machine.front import (
    CallOutcome,
    LoadError,
    RegisterGroup,
    RegisterReader,
    RunEnd,
    int_text,
)
from rarslite.memory_map import CONFIGS, MemoryConfig

EMPTY: dict[str, str] = {}


def _fp_text(raw: int) -> str:
    from rarslite.machine.javanum import double_to_string, float_to_string

    if raw >> 32 == 0xFFFFFFFF:
        return f"{hex8(raw)} (float {float_to_string(raw & 0xFFFFFFFF)})"
    return f"0x{raw & (1 << 64) - 1:016x} (double {double_to_string(raw)})"


class RiscvRun:
    """A RISC-V program on its `Machine` for `rarslite run`."""

    def __init__(self, program, args: argparse.Namespace, program_args: Sequence[str],
                 stdin: BinaryIO | None, stdout: BinaryIO) -> None:  # fmt: skip
        from rarslite.machine.riscv.machine import Machine

        self.console = CliConsole(stdin=stdin, stdout=stdout, stop_on_closed_pipe=True)
        self.text_out = TextOnto(stdout)
        self.machine = Machine(
            program,
            console=self.console,
            smc=args.smc,
            start_at_main=args.start_at_main,
            program_args=program_args,
        )
        self.console.machine = self.machine
        self.max_steps = args.max_steps

    def apply_limits(self, sandbox: str | None, max_output: int | None) -> None:
        """Graders' limits: file opens inside ``sandbox`` only, output up to ``max_output``."""
        from rarslite.machine.cli_console import apply_limits

        apply_limits(self.machine, sandbox, max_output)

    @property
    def refused(self) -> list[str]:
        """The names the sandbox refused to open."""
        return list(getattr(getattr(self.machine, "files", None), "refused", None) or [])

    def execute(self, limit: int | None, on_break: Callable[[str], None]) -> RunEnd:
        """Run to the end; an ``ebreak`` (or breakpoint) is told to ``on_break`` and passed."""
        from rarslite.machine.simulator import Simulator

        machine = self.machine
        sim = Simulator(machine)
        while True:
            left = None if limit is None else limit - machine.steps
            reason = sim.run(left) if left is None or left > 0 else "max_steps"
            if reason in ("ebreak", "breakpoint"):
                loc = machine.source_location((machine.pc - 4) & 0xFFFFFFFF)
                where = f" ({os.path.basename(loc.file)} line {loc.line})" if loc else ""
                on_break(f"rarslite: ebreak at {hex8(machine.pc - 4)}{where}, continuing\n")
                continue
            return self._end(reason)

    def _end(self, reason: str) -> RunEnd:
        machine = self.machine
        if reason in ("exit", "exit2"):
            return RunEnd("exit", machine.exit_code & 0xFF)
        if reason == "dropped":
            return RunEnd("dropped", 0, "rarslite: note: the program ran off the end of its "
                          "code (no exit ecall)\n")  # fmt: skip
        if reason == "max_steps":
            return RunEnd("max_steps", 0, f"rarslite: stopped after {self.max_steps} "
                          "instructions (--max-steps)\n")  # fmt: skip
        if reason == "waiting":
            return RunEnd("waiting", 0, (
                f"rarslite: the program waits (wfi at {hex8(machine.pc - 4)}) for an interrupt "
                "that nothing can raise; stopped\n"))  # fmt: skip
        if reason == "stopped" and self.console.closed:
            return RunEnd("pipe_closed")  # the reader went away (`prog | head`): end quietly
        if reason == "stopped" and getattr(machine, "quiet_end", False):
            return RunEnd("quiet", 0, f"rarslite: {machine.stop_message}\n")
        if reason == "stopped" and self.console.over_limit:
            return RunEnd("output_limit", 0, f"rarslite: stopped: {machine.stop_message}\n")
        if reason == "stopped":
            return RunEnd("stopped", 0, f"rarslite: {machine.stop_message or 'stopped'}\n")
        return RunEnd("error", 0, self._runtime_error())

    def _runtime_error(self) -> str:
        machine = self.machine
        error = machine.error
        if error is None:
            return "rarslite: runtime error\n"
        pc = error.pc & 0xFFFFFFFF
        loc = machine.source_location(pc)
        jumped = ""
        if loc is None and error.from_pc is not None:  # a jump out of the text: name the jump
            loc, jumped = machine.source_location(error.from_pc), " (this jump went there)"
        if loc is None:
            return f"rarslite: runtime error at {hex8(pc)}: {error.message}\n"
        text = f"{loc.file}:{loc.line}: runtime error at {hex8(pc)}: {error.message}{jumped}\n"
        if loc.text:
            text += "    " + loc.text.strip().expandtabs(1) + "\n"
        return text

    def close(self) -> None:
        from rarslite.machine.riscv.ecalls import close_files

        close_files(self.machine)


class RiscvFront:
    """RARS's RISC-V: the answers `rarslite.machine.front.Front` describes."""

    lacks = {"delayed_branching": "--delayed-branching is MARS's (MIPS programs only)"}
    grading_limits = True
    end_order = ("message", "regs", "devices")

    def register_reader(self, name: str) -> RegisterReader | None:
        """A function machine -> display text for register ``name``, or None if unknown."""
        from rarslite.isa.riscv.csrs import CSRS
        from rarslite.isa.riscv.registers import fp_register, int_register

        if name == "pc":
            return lambda m: int_text(m.pc)
        reg = int_register(name)
        if reg is not None:
            return lambda m: int_text(m.x[reg], m.xlen)
        reg = fp_register(name)
        if reg is not None:
            return lambda m: _fp_text(m.f[reg])
        if name in CSRS:
            num = CSRS[name]
            return lambda m: int_text(m.csr.read(num), m.xlen)
        return None

    syscall_op, service_register = "ecall", "a7"  # what a system call is, its number's register

    def register_value(self, name: str) -> Callable[[object], int] | None:
        """A function machine -> the integer register ``name``'s value (unsigned; RV64: 64
        bits), or None if ``name`` is no integer register (`rarslite grade`)."""
        from rarslite.isa.riscv.registers import int_register

        reg = int_register(name)
        return None if reg is None else lambda m: m.x[reg]

    def memory_config(self, name: str) -> MemoryConfig:
        """`run --mc NAME` (RARS's names, e.g. ``CompactDataAtZero``)."""
        return next(c for c in CONFIGS.values() if c.name == name)

    def load_program(self, files: Sequence[str], args: argparse.Namespace, config: MemoryConfig):
        """Assemble the source files, or load the one ELF executable among them."""
        from rarslite.asm.riscv import assemble
        from rarslite.elf import ElfError, is_elf, load_elf

        if any(is_elf(path) for path in files):
            if len(files) != 1:
                raise LoadError("an ELF executable runs on its own: give it as the only FILE")
            if args.rv64:
                raise LoadError("--rv64 is for assembly sources: ELF executables run as RV32")
            # an ELF file chooses its memory configuration by its addresses unless --mc says
            try:
                return load_elf(files[0], config=None if args.mc == "Default" else config)
            except ElfError as e:
                raise LoadError(str(e)) from None
        return assemble(list(files), extended=not args.rars_dialect, config=config,
                        xlen=64 if args.rv64 else 32)  # fmt: skip

    # -- rarslite asm
    asm_lacks = EMPTY

    def assemble(self, files: Sequence[str], args: argparse.Namespace):
        """`rarslite asm`: the program, in the dialect and mode the options ask for."""
        from rarslite.asm.riscv import assemble

        return assemble(list(files), extended=not args.rars_dialect,
                        allow_pseudo=not args.no_pseudo, config=CONFIGS[args.config],
                        warnings_are_errors=args.werror, xlen=64 if args.rv64 else 32)  # fmt: skip

    def text_listing(self, program) -> str:
        """RARS's text segment listing (address, code, basic instruction, source)."""
        from rarslite.asm.riscv.listing import text_listing

        return text_listing(program)

    def save_executable(self, program, path: str, args: argparse.Namespace) -> str | None:
        """``-o``: write the program as an ELF32 RISC-V executable; a message if it cannot."""
        if args.rv64:
            return "-o writes ELF32 (RV32) only; not with --rv64"
        from rarslite.elf.writer import save_elf

        try:
            save_elf(program, path)
        except OSError as e:
            return f"cannot write {path}: {e.strerror}"
        return None

    # -- rarslite play
    def assemble_default(self, files: Sequence[str]):
        """The program in rarslite's extended dialect, RV32 (`rarslite play`)."""
        from rarslite.asm.riscv import assemble

        return assemble(list(files), extended=True)

    def play_simulator(self, program, console, start_at_main: bool = False):
        """A `Simulator` over the program's `Machine` with ``console`` (a byte console)."""
        from rarslite.machine.riscv.machine import Machine
        from rarslite.machine.simulator import Simulator

        return Simulator(Machine(program, console=console, start_at_main=start_at_main))

    # -- rarslite dap
    def debug_simulator(self, program, console, *, start_at_main: bool = False,
                        program_args: Sequence[str] = (), delayed_branching: bool = False):
        """(the program itself, a `Simulator` over its `Machine`); RISC-V has no delay
        slots (``delayed_branching`` is MARS's)."""
        from rarslite.machine.riscv.machine import Machine
        from rarslite.machine.simulator import Simulator

        machine = Machine(program, console=console, start_at_main=start_at_main,
                          program_args=program_args)  # fmt: skip
        return program, Simulator(machine)

    def register_groups(self, machine) -> list[RegisterGroup]:
        """Integer registers (and pc), FP registers, CSRs, as RARS's Registers tabs."""
        from rarslite.isa.riscv.csrs import CSRS, READ_ONLY
        from rarslite.isa.riscv.registers import FP_ABI, INT_ABI

        xlen = machine.xlen

        def write_x(m, i: int, v: int) -> None:
            if i == 0:
                raise ValueError("zero is always 0")
            if i == 32:
                if v % 4:
                    raise ValueError("pc must be word aligned")
                m.pc = v & 0xFFFFFFFF
            else:
                m.x[i] = v & m.xmask

        def write_f(m, i: int, v: int) -> None:
            m.f[i] = v & ((1 << 64) - 1)

        csrs = list(CSRS.items())

        def read_csrs(m) -> list[int]:
            out = []
            for _, num in csrs:
                try:
                    out.append(m.csr.read(num) & m.xmask)
                except Exception:  # noqa: BLE001 - a view must not fail on a quirky CSR
                    out.append(0)
            return out

        def write_csr(m, i: int, v: int) -> None:
            name, num = csrs[i]
            if num in READ_ONLY:
                raise ValueError(f"{name} is read-only")
            m.csr.write(num, v & m.xmask)

        return [
            RegisterGroup("Integer registers", [*INT_ABI, "pc"],
                          lambda m: [*m.x[:32], m.pc], write_x, xlen),
            RegisterGroup("FP registers", FP_ABI, lambda m: list(m.f[:32]), write_f, 64,
                          _fp_text, "boxed"),
            RegisterGroup("CSRs", [n for n, _ in csrs], read_csrs, write_csr, xlen),
        ]  # fmt: skip

    def control_flow(self, machine, addr: int) -> tuple[str, int, int | None] | None:
        """``jal``/``jalr`` linking ra or t0 call; ``jalr x0, 0(ra)`` (``ret``) returns;
        ``sw``/``sd`` of ra saves it."""
        entry = machine.program.text.get(addr)
        ins = entry.instr if entry is not None else None
        if ins is not None and ins.op in ("sw", "sd") and ins.rs2 == 1:
            return "save", 0, None
        if ins is None or ins.op not in ("jal", "jalr"):
            return None
        if ins.rd in (1, 5):
            target = (addr + ins.imm) & 0xFFFFFFFF if ins.op == "jal" else None
            return "call", (addr + 4) & 0xFFFFFFFF, target
        if ins.op == "jalr" and ins.rd == 0 and ins.rs1 in (1, 5) and ins.imm == 0:
            return "return", 0, None
        return None

    # -- rarslite call
    preserved_note = None  # RISC-V's call does not check the callee-saved registers

    def call_program(self, path: str, labels: Sequence[str] = ()):
        """`rarslite call`'s program, in the extended dialect (CallError if it fails)."""
        from rarslite.machine.riscv.calls import assemble_program

        return assemble_program(path)

    def call(self, program, function: str, *, sets: Mapping[str, Sequence[int]],
             args: Sequence[int], stack: Sequence[int], max_steps: int,
             poison: bool = False, out: BinaryIO | None = None,
             watch: Callable[[Any], Any] | None = None) -> CallOutcome:  # fmt: skip
        """Call ``function`` on a fresh machine; its output goes to ``out`` (default stdout).
        ``stack`` is for ISAs that pass arguments there (RISC-V passes eight in registers).
        ``poison``: junk in the caller-saved registers, the callee-saved ones checked."""
        from rarslite.machine.console import StdConsole
        from rarslite.machine.riscv.calls import call_function

        console = StdConsole(stdout=out)
        result = call_function(program, function, sets=sets, args=args, max_steps=max_steps,
                               console=console, poison=poison, watch=watch)  # fmt: skip
        console.flush()
        return CallOutcome([("a0", result.a0), ("a1", result.a1)], result.machine,
                           result.steps, result.clobbered, output=result.output)  # fmt: skip

    # -- rarslite run
    def start(self, program, args: argparse.Namespace, program_args: Sequence[str],
              stdin: BinaryIO | None, stdout: BinaryIO) -> RiscvRun:  # fmt: skip
        return RiscvRun(program, args, program_args, stdin, stdout)


FRONT = RiscvFront()
