"""`rarslite run FILE...`: assemble and run programs headless, for people, on either ISA.

The program's own output goes to stdout; everything rarslite says goes to stderr. RISC-V
assembly uses the extended dialect (RARS's, plus conveniences), MIPS programs (``--isa mips``
or detected, `rarslite.isa.base.detect`) MARS's; errors read ``file:line:col: error: ...``
with the source line and a caret. What differs between the ISAs (register names, loading,
the machine, how a run's end reads, tools a simulator lacks) is the ISA's front
(`rarslite.machine.front.Front`, ``Isa.part("front")``); this module never asks which ISA.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO

from rarslite.commands import grading
from rarslite.commands.arg_types import add_isa_argument, choose_isa
from rarslite.commands.common import internal_error, silence_stream
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
    parser.add_argument("--delayed-branching", action="store_true",
                        help="MIPS: MARS's delayed branching (the instruction after a branch "
                        "or jump runs before it is taken)")  # fmt: skip
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


# Headless device front ends, the same for both ISAs (docs/ARCHITECTURE.md, "Device
# options"): each offers add_arguments(parser) and attach(machine, args, *, stdout, stderr),
# which connects what the options ask for and returns a session with on_waiting() -> bool
# (wfi: can a device wake the program?) and finish() (after the run: screens, notes).
DEVICE_MODULES = (
    "rarslite.devices.headless",
    "rarslite.devices.cell_display_headless",
    "rarslite.devices.bitmap_headless",
    "rarslite.devices.digital_lab_headless",
    "rarslite.analysis.headless",
)


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
    *,
    sessions: Sequence[Callable[[Any], Any]] = (),
) -> int:
    """Run the command line ``argv``. ``sessions`` (for in-process callers: `grade`) are
    more device sessions: each is called with the machine once it is built and returns an
    object with ``on_waiting()`` and ``finish()``, like a device module's `attach`."""
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
        isa = choose_isa(args.isa, args.files[0], report.say)
        return _run(isa.part("front"), args, program_args, stdin, stdout, report, sessions)
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


def _run(front, args, program_args: list[str], stdin, stdout: BinaryIO, report: Reporter,
         extra: Sequence[Callable[[Any], Any]] = ()) -> int:
    from rarslite.asm.errors import AsmErrors
    from rarslite.commands.asm import in_source_order
    from rarslite.machine.front import LoadError

    regs = []
    for name in (args.regs or "").split(","):
        name = name.strip()
        if not name:
            continue
        reader = front.register_reader(name)
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
    if front.grading_limits and (problem := grading.check(limits)):
        report.say(f"rarslite run: {problem}\n")
        return EXIT_ASM_ERROR
    try:
        program = front.load_program(files, args, front.memory_config(args.mc))
    except LoadError as e:
        report.say(f"rarslite run: {e}\n")
        return EXIT_ASM_ERROR
    except AsmErrors as e:
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
        run = front.start(program, args, program_args, input_file or stdin, stdout)
        try:
            return _execute(front, run, args, regs, report, limits, extra)
        finally:
            run.close()
    finally:
        if input_file is not None:
            input_file.close()


def _execute(front, run, args, regs, report: Reporter, limits: grading.Limits,
             extra: Sequence[Callable[[Any], Any]] = ()) -> int:
    machine = run.machine
    if front.grading_limits:
        run.apply_limits(limits.sandbox, limits.max_output)
    sessions = _attach_devices(front, run, args, report)
    if sessions is None:
        return EXIT_ASM_ERROR
    sessions += [attach(machine) for attach in extra]
    try:
        limit = args.max_steps if args.max_steps and args.max_steps > 0 else None

        def on_break(text: str) -> None:
            report.say(text)
            _show_regs(machine, regs, report)

        end = run.execute(limit, on_break)
        parts = {
            "message": lambda: _report_end(run, end, report, limits),
            "regs": lambda: _show_regs(machine, regs, report),
            "devices": lambda: _finish(sessions),
        }
        for part in front.end_order:
            parts.pop(part)()
    finally:
        _finish(sessions)  # after an internal error too (the sessions left are finished)
    return STATUS.get(end.reason, end.exit_code)


# how a run's end reads (`RunEnd.reason`) -> exit status ("exit": the program's own)
STATUS = {
    "dropped": 0,
    "max_steps": EXIT_STEP_LIMIT,
    "waiting": EXIT_STOPPED,
    "stopped": EXIT_STOPPED,
    "quiet": EXIT_QUIET,
    "output_limit": grading.EXIT_OUTPUT_LIMIT,
    "pipe_closed": EXIT_PIPE_CLOSED,
    "error": EXIT_RUNTIME_ERROR,
}


class _ReportStream:
    """A text stream onto run's Reporter (the devices' messages)."""

    def __init__(self, report: Reporter) -> None:
        self.report = report

    def write(self, text: str) -> None:
        self.report.say(text)

    def flush(self) -> None:
        pass


def _attach_devices(front, run, args, report: Reporter) -> list | None:
    """The headless device sessions the options ask for (None after an error)."""
    machine = run.machine
    for dest, why in front.lacks.items():
        if getattr(args, dest, None):
            report.say(f"rarslite run: {why}\n")
            return None
    sessions = []
    for module in _device_modules():
        try:
            sessions.append(module.attach(machine, args, stdout=run.text_out,
                                          stderr=_ReportStream(report)))  # fmt: skip
        except ValueError as e:
            report.say(f"rarslite run: {e}\n")
            return None

    def wake() -> bool:  # wfi with nothing pending: can any device raise an interrupt?
        return any(session.on_waiting() for session in sessions)

    machine.wait_for_interrupt = wake
    return sessions


def _finish(sessions: list) -> None:
    while sessions:
        sessions.pop(0).finish()


def _show_regs(machine, regs, report: Reporter) -> None:
    if regs:
        report.say("".join(f"{name} = {reader(machine)}\n" for name, reader in regs))


def _report_end(run, end, report: Reporter, limits: grading.Limits) -> None:
    machine = run.machine
    if refused := grading.refused_note(run.refused, limits):
        report.say(refused)
    notes = getattr(machine, "notes_not_played", 0)
    if notes:  # RARS goes on silently without a sound device; tell the person once
        report.say(f"rarslite: note: {notes} MIDI note{'s were' if notes != 1 else ' was'} "
                   "not played (ecall 31/33 sound only in the desktop app)\n")
    if end.message:
        report.say(end.message)
