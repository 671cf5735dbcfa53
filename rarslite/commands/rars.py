"""`rarslite rars ARG...`: a drop-in for `java -jar rars.jar ARG...` (rars-reference §11).

Same options (case-insensitive, parsed in RARS's order), same output bytes, same exit codes,
including RARS's quirks that scripts can observe:

* RARS's own messages go to stdout, or to stderr with ``me``;
* when a run that used a print ecall (1-4, 11, 34-36) since the last ``ebreak`` terminates
  (exit, dropping off the bottom, runtime error -- not the step limit), RARS has closed its
  stdout: every later message on stdout is lost (§11.1);
* ``ebreak`` prints the register/memory display and the run continues;
* the step limit counts again from 0 after each ``ebreak``.

``g`` opens rarslite's desktop app with the files, as RARS opens its IDE. ``rv64`` is RARS's
64-bit mode (register displays show the low 32 bits, as RARS's do). Deliberate
differences: where RARS crashes
with a Java exception (``mc`` without a name, sleep with a negative time, dialogs without a
display) rarslite prints a clear message instead.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from typing import BinaryIO

from rarslite.bits import s32
from rarslite.commands import grading
from rarslite.commands.common import CliConsole, abs_paths, internal_error, silence_stream
from rarslite.commands.dumps import (
    display_word,
    format_word,
    hex8,
    rars_spaces,
    render_dump,
    write_dumps,
)
from rarslite.isa.riscv.csrs import CSRS
from rarslite.isa.riscv.registers import FP_ABI, INT_ABI
from rarslite.memory_map import CONFIGS, MemoryConfig

VERSION = "1.6"
COPYRIGHT = "RARS 1.6  Copyright 2003-2019 Pete Sanderson and Kenneth Vollmar\n\n"
# rarslite's own wording (not RARS's help text); the options are RARS's
HELP = """\
usage: rarslite rars [--sandbox DIR] [--max-output BYTES] [options] FILE... [pa ARG...]
A drop-in for `java -jar rars.jar`: the same options (case-insensitive), output and exit codes.
rarslite's own options for graders come first: --sandbox DIR (file ecalls only inside DIR),
--max-output BYTES (stop a program that writes more; exit status 7).
  a            assemble only (dumps are then taken right after assembly)
  ae<n>        exit status n when assembly fails (default 0)
  se<n>        exit status n when the run ends with a runtime error (default 0)
  hex|dec|ascii  format of the final register and memory display (hex is the default)
  b            brief display: no names or addresses
  d            debugging messages
  dump SEG FORMAT FILE   write memory after the run; SEG = .text, .data or M-N;
               FORMAT = AsciiText, HEX, Binary, BinaryText, HexText, SegmentWindow
  ic           print the number of instructions executed
  mc CONFIG    memory configuration: Default, CompactDataAtZero, CompactTextAtZero
  me           RARS's messages on stderr instead of stdout
  nc           no copyright line
  np (or ne)   pseudo-instructions not allowed
  p            also assemble every .s/.asm file in the first file's folder
  sm           start at the global label main
  smc          self-modifying code
  we           warnings are errors
  <n>          stop after n instructions (0 or negative: no limit)
  x<k>, NAME   show this integer, FP or control register at the end
  M-N          show the memory words from M to N at the end (word-aligned)
  pa ARG...    program arguments (must come last): argc in a0, argv in a1
  h            this help (alone)
  g            open the files in the desktop app instead of running them
  rv64         64-bit mode (RV64IMFD instructions, 64-bit registers)
"""
SOURCE_EXTENSIONS = (".asm", ".s")


# -- Java number parsing as RARS's option parser does it -------------------------------------------


_DIGITS = {8: "01234567", 10: "0123456789", 16: "0123456789abcdefABCDEF"}


def java_decode(text: str, bits: int = 32) -> int | None:
    """``Integer.decode`` (``Long.decode`` with bits=64): optional sign, then 0x/0X/# hex,
    a leading 0 for octal, or decimal; None where Java throws NumberFormatException."""
    s = text
    neg = s[:1] == "-"
    if s[:1] in ("+", "-"):
        s = s[1:]
    if s[:2] in ("0x", "0X"):
        s, base = s[2:], 16
    elif s[:1] == "#":
        s, base = s[1:], 16
    elif s[:1] == "0" and len(s) > 1:
        s, base = s[1:], 8
    else:
        base = 10
    if not s or not _all_in(s, _DIGITS[base]):
        return None
    value = -int(s, base) if neg else int(s, base)
    limit = 1 << (bits - 1)
    return value if -limit <= value < limit else None


def string_to_int_fast(s: str) -> int | None:
    """RARS's Binary.stringToIntFast: decimal, 0x hex (two's complement) or leading-0 octal."""
    if not s or not (s[0].isascii() and (s[0].isdigit() or s[0] == "-")):
        return None
    neg = s[0] == "-"
    i = 1 if neg else 0
    body = s[i:]
    if len(s) > 2 + i and body[0] == "0" and body[1] in "xX":
        if len(s) > 10 + i or not _all_in(body[2:], "0123456789abcdefABCDEF"):
            return None
        result = s32(int(body[2:], 16))
    elif body[:1] == "0":
        if len(s) > 12 + i or not _all_in(body, "01234567"):
            return None
        result = int(body, 8)
        if result >= 1 << 31:
            return None
    else:
        if len(s) > 10 + i or not body or not _all_in(body, "0123456789"):
            return None
        result = int(body)
        if result >= 1 << 31:
            return None
    if neg:
        if result == -(1 << 31):
            return result
        if result < 0:
            return None
        return -result
    return result


def _all_in(text: str, chars: str) -> bool:
    return all(c in chars for c in text)


def string_to_int(s: str) -> int | None:
    """RARS's Binary.stringToInt: the fast form, else Long.decode (or 16 hex digits as a
    two's complement long), limited to 32 bits."""
    value = string_to_int_fast(s)
    if value is not None:
        return value
    value = java_decode(s, bits=64)
    if value is None and len(s) == 18 and s[:2].lower() == "0x" and _all_in(s[2:], _DIGITS[16]):
        value = int(s[2:], 16)
        value = value - (1 << 64) if value >> 63 else value
    if value is None or not -(1 << 31) <= value < (1 << 31):
        return None
    return value


# -- register names as RARS's command line looks them up -------------------------------------------

_INT_NAMES = {name: i for i, name in enumerate(INT_ABI)}
_FP_NAMES = {name: i for i, name in enumerate(FP_ABI)}


def _block_lookup(name: str, names: dict[str, int], prefix: str) -> int | None:
    if len(name) < 2:
        return None
    if name in names:
        return names[name]
    if name[0] == prefix:
        num = string_to_int_fast(name[1:])
        if num is not None and 0 <= num < 32:
            return num
    return None


def int_register(name: str) -> int | None:
    if name == "fp":
        return 8
    return _block_lookup(name, _INT_NAMES, "x")


def fp_register(name: str) -> int | None:
    return _block_lookup(name, _FP_NAMES, "f")


# -- options ---------------------------------------------------------------------------------------


@dataclass
class Options:
    to_stderr: bool = False
    simulate: bool = True
    debug: bool = False
    project: bool = False
    style: str = "hex"  # display format: hex, dec, ascii
    verbose: bool = True  # False with "b"
    pseudo: bool = True
    warnings_are_errors: bool = False
    start_at_main: bool = False
    smc: bool = False
    rv64: bool = False
    gui: bool = False
    count: bool = False  # ic
    max_steps: int = 0
    assemble_error_code: int = 0
    run_error_code: int = 0
    config: MemoryConfig = CONFIGS["default"]
    files: list[str] = field(default_factory=list)
    registers: list[str] = field(default_factory=list)
    ranges: list[tuple[int, int]] = field(default_factory=list)
    dumps: list[tuple[str, str, str]] = field(default_factory=list)
    program_args: list[str] | None = None
    crashed: str | None = None  # where RARS would die with a Java exception


class Messages:
    """RARS's message stream (stdout, or stderr with ``me``); stdout may get "closed"."""

    def __init__(self, to_stderr: bool, stdout: BinaryIO, stderr: BinaryIO) -> None:
        self.to_stderr = to_stderr
        self.stdout, self.stderr = stdout, stderr
        self.closed = False

    def print(self, text: str = "", end: str = "\n") -> None:
        data = (text + end).encode("utf-8", "replace")
        try:
            if self.to_stderr:
                self.stdout.flush()
                self.stderr.write(data)
                self.stderr.flush()
            elif not self.closed:
                self.stdout.write(data)
        except OSError:  # a closed pipe: Java's PrintStream swallows the error too
            pass

    def close_stdout(self) -> None:
        """RARS closed System.out (its print writer was closed at the end of the run)."""
        try:
            self.stdout.flush()
        except OSError:
            pass
        self.closed = True


def parse_args(args: list[str], out: Messages) -> tuple[Options, bool]:
    """Options and whether they were all valid; messages go to ``out`` as RARS prints them."""
    opts = Options(to_stderr=out.to_stderr)
    ok = True
    i = 0
    while i < len(args):
        arg = args[i]
        low = arg.lower()
        i += 1
        if opts.program_args is not None:
            opts.program_args.append(arg)
            continue
        if low == "pa":
            opts.program_args = []
            continue
        if low in ("me", "nc"):
            continue
        if low == "dump":
            if len(args) <= i + 2:
                out.print("Dump command line argument requires a segment, format and file name.")
                ok = False
            else:
                opts.dumps.append((args[i], args[i + 1], args[i + 2]))
                i += 3
            continue
        if low == "mc":
            if i >= len(args):
                opts.crashed = "option mc needs a memory configuration name"
                return opts, False
            name = args[i]
            i += 1
            config = next((c for c in CONFIGS.values() if c.name == name), None)
            if config is None:
                out.print(f"Invalid memory configuration: {name}")
                ok = False
            else:
                opts.config = config
            continue
        if low.startswith("ae"):
            code = java_decode(arg[2:])
            if code is not None:
                opts.assemble_error_code = code
                continue
        if low.startswith("se"):
            code = java_decode(arg[2:])
            if code is not None:
                opts.run_error_code = code
                continue
        flag = _FLAGS.get(low)
        if flag is not None:
            flag(opts)
            continue
        if os.path.exists(arg):
            opts.files.append(arg)
            continue
        if arg.startswith("x"):
            if int_register(arg) is None and fp_register(arg) is None:
                out.print(f"Invalid Register Name: {arg}")
            else:
                opts.registers.append(arg)
            continue
        if int_register(arg) is not None or fp_register(arg) is not None or arg in CSRS:
            opts.registers.append(arg)
            continue
        steps = java_decode(arg)
        if steps is not None:
            opts.max_steps = steps
            continue
        dash = arg.find("-")
        if 0 < dash < len(arg) - 1:
            lo, hi = string_to_int(arg[:dash]), string_to_int(arg[dash + 1 :])
            if lo is None or hi is None or lo > hi or lo % 4 or hi % 4:
                out.print(f"Invalid/unaligned address or invalid range: {arg}")
                ok = False
            else:
                opts.ranges.append((lo, hi))
            continue
        out.print(f"Invalid Command Argument: {arg}")
        ok = False
    return opts, ok


def _set(name: str, value: object):
    def apply(opts: Options) -> None:
        setattr(opts, name, value)

    return apply


def _both(*setters):
    def apply(opts: Options) -> None:
        for setter in setters:
            setter(opts)

    return apply


_FLAGS = {
    "d": _set("debug", True),
    "a": _set("simulate", False),
    "ad": _both(_set("debug", True), _set("simulate", False)),
    "da": _both(_set("debug", True), _set("simulate", False)),
    "p": _set("project", True),
    "dec": _set("style", "dec"),
    "g": _set("gui", True),
    "hex": _set("style", "hex"),
    "ascii": _set("style", "ascii"),
    "b": _set("verbose", False),
    "np": _set("pseudo", False),
    "ne": _set("pseudo", False),
    "we": _set("warnings_are_errors", True),
    "sm": _set("start_at_main", True),
    "smc": _set("smc", True),
    "rv64": _set("rv64", True),
    "ic": _set("count", True),
}


# -- the end-of-run display ------------------------------------------------------------------------


def post_mortem(machine, opts: Options, out: Messages) -> None:
    """ic count, requested registers and memory ranges (RARS's displayAllPostMortem)."""
    if opts.count:
        out.print("\n" + str(s32(machine.csr.read(0xC00))))
    for name in opts.registers:
        fp = fp_register(name)
        if fp is not None:
            bits = machine.f[fp] & 0xFFFFFFFF
            prefix = name + "\t" if opts.verbose else ""
            if opts.style == "dec":
                from rarslite.machine.javanum import float_to_string

                out.print(prefix + float_to_string(bits))
            else:
                out.print(prefix + format_word(bits, opts.style))
        elif name in CSRS:
            out.print(name + "\t" + format_word(machine.csr.read(CSRS[name]), opts.style))
        elif opts.verbose:
            reg = int_register(name)
            value = machine.x[reg] if reg is not None else 0
            out.print(name + "\t" + format_word(value, opts.style))
    for lo, hi in opts.ranges:
        parts: list[str] = []
        shown = 0
        addr = lo
        while addr <= hi:
            if addr > 0x7FFFFFFF:  # RARS's int address wrapped past 0x7ffffffc
                break
            if shown % 4 == 0:
                parts.append("\n" if shown else "")
                if opts.verbose:
                    parts.append(f"Mem[{hex8(addr)}]\t")
            word = display_word(machine, addr & 0xFFFFFFFF)
            if word is None:
                parts.append(f"Invalid address: {addr}\t")
            else:
                parts.append(format_word(word, opts.style) + "\t")
            shown += 1
            addr += 4
        out.print("".join(parts))


# -- the command -----------------------------------------------------------------------------------


def _files_to_assemble(opts: Options) -> list[str]:
    files = [f for f in abs_paths(opts.files) if os.path.isfile(f)]
    if not opts.project or not opts.files:
        return files
    main = os.path.abspath(opts.files[0])
    folder = os.path.dirname(main)
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        names = []
    project = [
        os.path.join(folder, n)
        for n in names
        if n.lower().endswith(SOURCE_EXTENSIONS) and os.path.isfile(os.path.join(folder, n))
    ]
    if main in project:  # the main file first
        project.remove(main)
        project.insert(0, main)
    return project + [f for f in files[1:] if f not in project]


def main(
    argv: list[str],
    stdin: BinaryIO | None = None,
    stdout: BinaryIO | None = None,
    stderr: BinaryIO | None = None,
) -> int:
    """Run RARS's command line ``argv``; returns the process exit status."""
    stdout = stdout if stdout is not None else sys.stdout.buffer
    stderr = stderr if stderr is not None else sys.stderr.buffer
    try:
        return _main(argv, stdin, stdout, stderr)
    except KeyboardInterrupt:  # Ctrl-C: end quietly, as the JVM does
        return 130
    except Exception as exc:  # a rarslite bug: say so in one line (RARS would crash: exit 1)
        internal_error(stderr, "rarslite rars", exc)
        return 1
    finally:
        try:
            stdout.flush()
        except (OSError, ValueError):
            silence_stream(stdout)


def _main(args: list[str], stdin: BinaryIO | None, stdout: BinaryIO, stderr: BinaryIO) -> int:
    try:  # rarslite's own grading options come first: RARS's arguments stay as they are
        limits, args = grading.split_leading(args)
    except ValueError as e:
        stderr.write(f"rarslite rars: {e}\n".encode())
        return 1
    if problem := grading.check(limits):
        stderr.write(f"rarslite rars: {problem}\n".encode())
        return 1
    lowered = [a.lower() for a in args]
    out = Messages("me" in lowered, stdout, stderr)
    if not args:
        stderr.write(b"usage: rarslite rars [RARS options] FILE... (see `rarslite rars h`)\n")
        return 0
    if "nc" not in lowered:
        out.print(COPYRIGHT, end="")
    if len(args) == 1 and args[0] == "h":
        out.print(HELP, end="")
        return 0
    opts, ok = parse_args(args, out)
    if opts.crashed:
        stderr.write(f"rarslite rars: {opts.crashed}\n".encode())
        return 1
    if not ok:
        return 0
    if opts.gui:  # RARS opens its IDE with the files instead of running them: so do we
        from rarslite.gui.app import main as gui_main

        return gui_main(opts.files)
    files = _files_to_assemble(opts)
    if not opts.files:
        return 0
    return _run(files, opts, out, stdin, stdout, limits)


def _run(
    files: list[str],
    opts: Options,
    out: Messages,
    stdin: BinaryIO | None,
    stdout: BinaryIO,
    limits: grading.Limits,
) -> int:
    from rarslite.asm.riscv import AsmErrors, assemble, format_rars
    from rarslite.machine.riscv.ecalls import close_files
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    if opts.debug:
        out.print("---  TOKENIZING & ASSEMBLY BEGINS  ---")
    try:
        program = assemble(
            files,
            extended=False,
            allow_pseudo=opts.pseudo,
            config=opts.config,
            warnings_are_errors=opts.warnings_are_errors,
            xlen=64 if opts.rv64 else 32,
        )
    except AsmErrors as e:
        out.print(format_rars(e.messages, errors=True), end="")
        return opts.assemble_error_code & 0xFF
    except OSError as e:
        out.print(f"Error reading {e.filename}: {e.strerror}")
        out.print("Processing terminated due to errors.")
        return opts.assemble_error_code & 0xFF
    if program.warnings:
        out.print(format_rars(program.warnings, errors=False), end="")
    machine = Machine(
        program,
        console=CliConsole(stdin=stdin, stdout=stdout),
        smc=opts.smc,
        start_at_main=opts.start_at_main,
        program_args=tuple(opts.program_args or ()),
    )
    grading.apply(machine, limits)
    if any(segment != ".text" for segment, _fmt, _path in opts.dumps):
        machine.memory.track_writes = True  # zero stores allocate blocks too
        machine.hart.rebuild()
    exit_code = 0
    if opts.simulate:
        if opts.debug:
            out.print("--------  SIMULATION BEGINS  -----------")
        sim = Simulator(machine)
        while True:
            machine.used_print_ecall = False
            reason = sim.run(opts.max_steps if opts.max_steps > 0 else None)
            if reason in ("ebreak", "breakpoint"):
                post_mortem(machine, opts, out)
                continue
            break
        if reason == "waiting":
            # RARS would wait forever: no device can interrupt a command-line run
            where = hex8(machine.pc - 4)
            out.stderr.write(
                f"rarslite rars: wfi at {where} waits for an interrupt that nothing can "
                "raise (RARS would hang here); stopped\n".encode()
            )
            return 1
        if reason == "stopped" and machine.console.over_limit:
            close_files(machine)
            out.stderr.write(f"rarslite rars: stopped: {machine.stop_message}\n".encode())
            return grading.EXIT_OUTPUT_LIMIT
        if reason != "max_steps":  # RARS closes its files (and stdout) when a run terminates
            close_files(machine)
            if machine.used_print_ecall:
                out.close_stdout()
        if reason == "max_steps":
            out.print(f"\nProgram terminated when maximum step limit {opts.max_steps} reached.")
        elif reason == "dropped":
            out.print("\nProgram terminated by dropping off the bottom.")
        elif reason in ("exit", "exit2"):
            out.print("\nProgram terminated by calling exit")
            exit_code = machine.exit_code
        else:
            exit_code = opts.run_error_code
            out.print(sim.report or "Error in : the run was stopped")
            out.print("\nSimulation terminated due to errors.")
        post_mortem(machine, opts, out)
    if opts.dumps:
        write_dumps(opts.dumps, opts.config, rars_spaces(machine), string_to_int,
                    lambda fmt, first, words: render_dump(machine, fmt, first, words),
                    out.print)  # fmt: skip
    if opts.debug:
        out.print("\n--------  ALL PROCESSING COMPLETE  -----------")
    return exit_code & 0xFF
