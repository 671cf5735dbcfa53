"""`rarslite run FILE...`: assemble and run programs headless, for people.

The program's own output goes to stdout; everything rarslite says goes to stderr. Assembly
uses the extended dialect (RARS's, plus conveniences); errors read ``file:line:col: error: ...``
with the source line and a caret.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import BinaryIO

from rarslite.bits import hex8, s32
from rarslite.commands import grading
from rarslite.commands.arg_types import add_isa_argument
from rarslite.commands.common import CliConsole, internal_error, silence_stream
from rarslite.memory_map import CONFIGS

EXIT_ASM_ERROR = 2
EXIT_RUNTIME_ERROR = 3
EXIT_STEP_LIMIT = 4
EXIT_STOPPED = 5
EXIT_QUIET = 6
EXIT_INTERNAL_ERROR = 70  # a rarslite bug (EX_SOFTWARE)
EXIT_INTERRUPTED = 130
EXIT_PIPE_CLOSED = 141  # as a shell reports a writer killed by SIGPIPE

EPILOG = f"""\
exit status:
  the program's own: 0 after exit (ecall 10) or running off the end, a0 & 255 after
  exit2 (ecall 93); otherwise
  {EXIT_ASM_ERROR}    bad command line or assembly error
  {EXIT_RUNTIME_ERROR}    runtime error (fault without a trap handler, failing ecall)
  {EXIT_STEP_LIMIT}    --max-steps reached
  {EXIT_STOPPED}    stopped: waiting (wfi) for an interrupt nothing can raise, or out of input keys
  {EXIT_QUIET}    quiet end (--kdmmio): no key taken and the display unchanged for --quiet
       instructions; the screen is written and stderr says how many keys were never taken
  {grading.EXIT_OUTPUT_LIMIT}    stopped: more output than --max-output allows
  {EXIT_INTERNAL_ERROR}   internal error of rarslite (please report it)
  {EXIT_INTERRUPTED}  interrupted (Ctrl-C)
  {EXIT_PIPE_CLOSED}  the reader of the program's output went away (`... | head`)
(a program can also exit with these numbers itself; the message on stderr tells which.)

program arguments after -- arrive as RARS's `pa` passes them: argc in a0, argv in a1.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rarslite run",
        description="Assemble RISC-V programs (several files form one program) and run them.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "files", nargs="+", metavar="FILE", help="assembly source files, or one RV32 ELF executable"
    )
    parser.add_argument("--stdin", metavar="F", help="read the program's input from file F")
    parser.add_argument(
        "--max-steps", type=int, metavar="N", help="stop after N instructions (exit status 4)"
    )
    parser.add_argument(
        "--regs",
        metavar="LIST",
        help="comma-separated registers to show at the end and at each ebreak "
        "(a0,t1,x5,fa0,ucause,pc)",
    )
    parser.add_argument(
        "--start-at-main", action="store_true", help="start at the global label main"
    )
    parser.add_argument("--smc", action="store_true", help="allow self-modifying code")
    parser.add_argument(
        "--rars-dialect",
        action="store_true",
        help="accept exactly RARS's assembly language (no rarslite extensions)",
    )
    parser.add_argument(
        "--rv64", action="store_true", help="RARS's 64-bit mode (RV64IMFD, 64-bit registers)"
    )
    parser.add_argument(
        "--mc",
        choices=[c.name for c in CONFIGS.values()],
        default="Default",
        help="memory configuration (default: Default)",
    )
    add_isa_argument(parser, "rv32 (RARS's RISC-V) or mips (MARS's MIPS32)")
    for module in _device_modules():
        module.add_arguments(parser)
    grading.add_arguments(parser)
    return parser


# Headless device front ends: each offers add_arguments(parser) and attach(machine, args),
# which returns a session with on_waiting() -> bool and finish().
DEVICE_MODULES = ("rarslite.devices.headless", "rarslite.devices.cell_display_headless",
                  "rarslite.tools.headless")


def _device_modules() -> list:
    import importlib

    modules = []
    for name in DEVICE_MODULES:
        try:
            modules.append(importlib.import_module(name))
        except ImportError:  # a device front end that is not there is simply not offered
            pass
    return modules


class Reporter:
    """rarslite's messages on stderr, after flushing the program's stdout."""

    def __init__(self, stdout: BinaryIO, stderr: BinaryIO) -> None:
        self.stdout, self.stderr = stdout, stderr

    def say(self, text: str) -> None:
        try:
            self.stdout.flush()
        except (OSError, ValueError):
            pass
        self.stderr.write(text.encode("utf-8", "replace"))
        self.stderr.flush()


def _register_reader(name: str):
    """A function machine -> display text for register ``name``, or None if unknown."""
    from rarslite.isa.riscv.csrs import CSRS
    from rarslite.isa.riscv.registers import fp_register, int_register

    if name == "pc":
        return lambda m: _int_text(m.pc)
    reg = int_register(name)
    if reg is not None:
        return lambda m: _int_text(m.x[reg], m.xlen)
    reg = fp_register(name)
    if reg is not None:
        return lambda m: _fp_text(m.f[reg])
    if name in CSRS:
        num = CSRS[name]
        return lambda m: _int_text(m.csr.read(num), m.xlen)
    return None


def _int_text(value: int, xlen: int = 32) -> str:
    if xlen == 64:  # RARS's 64-bit mode: the whole register
        value &= (1 << 64) - 1
        return f"0x{value:016x} ({value - (1 << 64) if value >> 63 else value})"
    return f"{hex8(value)} ({s32(value)})"


def _fp_text(raw: int) -> str:
    from rarslite.machine.javanum import double_to_string, float_to_string

    if raw >> 32 == 0xFFFFFFFF:
        return f"{hex8(raw)} (float {float_to_string(raw & 0xFFFFFFFF)})"
    return f"0x{raw & (1 << 64) - 1:016x} (double {double_to_string(raw)})"


def _split_program_args(argv: list[str]) -> tuple[list[str], list[str]]:
    if "--" in argv:
        cut = argv.index("--")
        return argv[:cut], argv[cut + 1 :]
    return argv, []


def main(
    argv: list[str],
    stdin: BinaryIO | None = None,
    stdout: BinaryIO | None = None,
    stderr: BinaryIO | None = None,
) -> int:
    own, program_args = _split_program_args(list(argv))
    parser = build_parser()
    try:
        args = parser.parse_args(own)
    except SystemExit as e:  # argparse: --help (0) or a usage error (2)
        return EXIT_ASM_ERROR if e.code not in (0, None) else 0
    stdout = stdout if stdout is not None else sys.stdout.buffer
    stderr = stderr if stderr is not None else sys.stderr.buffer
    report = Reporter(stdout, stderr)
    try:
        from rarslite.commands import run_mips

        if run_mips.wants_mips(args, report):
            return run_mips.run_mips(args, program_args, stdin, stdout, report)
        return _run(args, program_args, stdin, stdout, report)
    except KeyboardInterrupt:
        report.say("rarslite: interrupted\n")
        return EXIT_INTERRUPTED
    except Exception as exc:  # a rarslite bug: one line, not a traceback
        internal_error(stderr, "rarslite run", exc)
        return EXIT_INTERNAL_ERROR
    finally:
        try:
            stdout.flush()
        except (OSError, ValueError):
            silence_stream(stdout)


def _run(args, program_args: list[str], stdin, stdout: BinaryIO, report: Reporter) -> int:
    from rarslite.asm.riscv import AsmErrors
    from rarslite.elf import ElfError
    from rarslite.machine.riscv.ecalls import close_files
    from rarslite.machine.riscv.machine import Machine

    regs = []
    for name in (args.regs or "").split(","):
        name = name.strip()
        if not name:
            continue
        reader = _register_reader(name)
        if reader is None:
            report.say(f"rarslite run: unknown register name: {name}\n")
            return EXIT_ASM_ERROR
        regs.append((name, reader))
    files = list(args.files)  # as given: messages show the names the user typed
    for path in files:
        if not os.path.isfile(path):
            report.say(f"rarslite run: cannot open {path}: no such file\n")
            return EXIT_ASM_ERROR
    limits = grading.Limits(args.sandbox, args.max_output)
    if problem := grading.check(limits):
        report.say(f"rarslite run: {problem}\n")
        return EXIT_ASM_ERROR
    config = next(c for c in CONFIGS.values() if c.name == args.mc)
    try:
        program = _load_program(files, args, config)
    except ElfError as e:
        report.say(f"rarslite run: {e}\n")
        return EXIT_ASM_ERROR
    except AsmErrors as e:
        from rarslite.commands.asm import in_source_order

        report.say("".join(m.friendly() for m in in_source_order(e.messages)))
        n = len(e.errors)
        report.say(f"rarslite: {n} error{'s' if n != 1 else ''}; nothing was run\n")
        return EXIT_ASM_ERROR
    except OSError as e:
        report.say(f"rarslite run: cannot read {e.filename}: {e.strerror}\n")
        return EXIT_ASM_ERROR
    if program.warnings:
        report.say("".join(m.friendly() for m in program.warnings))

    input_file = None
    if args.stdin:
        try:
            input_file = open(args.stdin, "rb")  # noqa: SIM115 - closed below
        except OSError as e:
            report.say(f"rarslite run: cannot read {args.stdin}: {e.strerror}\n")
            return EXIT_ASM_ERROR
    try:
        console = CliConsole(stdin=input_file or stdin, stdout=stdout, stop_on_closed_pipe=True)
        machine = Machine(
            program,
            console=console,
            smc=args.smc,
            start_at_main=args.start_at_main,
            program_args=program_args,
        )
        console.machine = machine
        grading.apply(machine, limits)
        sessions = _attach_devices(machine, args, report)
        if sessions is None:
            return EXIT_ASM_ERROR
        try:
            return _execute(machine, args, regs, report, limits)
        finally:
            close_files(machine)
            for session in sessions:
                session.finish()
    finally:
        if input_file is not None:
            input_file.close()


def _load_program(files: list[str], args, config):
    """Assemble the source files, or load the one ELF executable among them."""
    from rarslite.asm.riscv import assemble
    from rarslite.elf import ElfError, is_elf, load_elf

    if any(is_elf(path) for path in files):
        if len(files) != 1:
            raise ElfError("an ELF executable runs on its own: give it as the only FILE")
        if args.rv64:
            raise ElfError("--rv64 is for assembly sources: ELF executables run as RV32")
        # an ELF file chooses its memory configuration by its addresses unless --mc says
        return load_elf(files[0], config=None if args.mc == "Default" else config)
    return assemble(files, extended=not args.rars_dialect, config=config,
                    xlen=64 if args.rv64 else 32)  # fmt: skip


def _attach_devices(machine, args, report: Reporter) -> list | None:
    """The headless device sessions the options ask for (None after an error)."""
    sessions = []
    for module in _device_modules():
        try:
            sessions.append(module.attach(machine, args))
        except ValueError as e:
            report.say(f"rarslite run: {e}\n")
            return None

    def wake() -> bool:  # wfi with nothing pending: can any device raise an interrupt?
        return any(session.on_waiting() for session in sessions)

    machine.wait_for_interrupt = wake
    return sessions


def _show_regs(machine, regs, report: Reporter) -> None:
    if regs:
        report.say("".join(f"{name} = {reader(machine)}\n" for name, reader in regs))


def _execute(machine, args, regs, report: Reporter, limits: grading.Limits) -> int:
    from rarslite.machine.simulator import Simulator

    sim = Simulator(machine)
    limit = args.max_steps if args.max_steps and args.max_steps > 0 else None
    while True:
        left = None if limit is None else limit - machine.steps
        reason = sim.run(left) if left is None or left > 0 else "max_steps"
        if reason in ("ebreak", "breakpoint"):
            loc = machine.source_location((machine.pc - 4) & 0xFFFFFFFF)
            where = f" ({os.path.basename(loc.file)} line {loc.line})" if loc else ""
            report.say(f"rarslite: ebreak at {hex8(machine.pc - 4)}{where}, continuing\n")
            _show_regs(machine, regs, report)
            continue
        break
    code, message = _outcome(machine, reason, args)
    if refused := grading.refused_note(machine, limits):
        report.say(refused)
    notes = getattr(machine, "notes_not_played", 0)
    if notes:  # RARS goes on silently without a sound device; tell the person once
        report.say(f"rarslite: note: {notes} MIDI note{'s were' if notes != 1 else ' was'} "
                   "not played (ecall 31/33 sound only in the desktop app)\n")
    if message:
        report.say(message)
    _show_regs(machine, regs, report)
    return code


def _outcome(machine, reason: str, args) -> tuple[int, str]:
    """Exit status and rarslite's message for how the run ended."""
    if reason in ("exit", "exit2"):
        return machine.exit_code & 0xFF, ""
    if reason == "dropped":
        return 0, "rarslite: note: the program ran off the end of its code (no exit ecall)\n"
    if reason == "max_steps":
        return (
            EXIT_STEP_LIMIT,
            f"rarslite: stopped after {args.max_steps} instructions (--max-steps)\n",
        )
    if reason == "waiting":
        return EXIT_STOPPED, (
            f"rarslite: the program waits (wfi at {hex8(machine.pc - 4)}) for an interrupt "
            "that nothing can raise; stopped\n"
        )
    if reason == "stopped" and machine.console.closed:
        return EXIT_PIPE_CLOSED, ""  # the reader went away (`prog | head`): end quietly
    if reason == "stopped" and getattr(machine, "quiet_end", False):
        return EXIT_QUIET, f"rarslite: {machine.stop_message}\n"
    if reason == "stopped" and machine.console.over_limit:
        return grading.EXIT_OUTPUT_LIMIT, f"rarslite: stopped: {machine.stop_message}\n"
    if reason == "stopped":
        message = getattr(machine, "stop_message", "")
        return EXIT_STOPPED, f"rarslite: {message or 'stopped'}\n"
    return EXIT_RUNTIME_ERROR, _runtime_error(machine)


def _runtime_error(machine) -> str:
    error = machine.error
    if error is None:
        return "rarslite: runtime error\n"
    pc = error.pc & 0xFFFFFFFF
    loc = machine.source_location(pc)
    if loc is None:
        return f"rarslite: runtime error at {hex8(pc)}: {error.message}\n"
    text = f"{loc.file}:{loc.line}: runtime error at {hex8(pc)}: {error.message}\n"
    if loc.text:
        text += "    " + loc.text.strip().expandtabs(1) + "\n"
    return text
