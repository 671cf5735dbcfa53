"""`rarslite mars ARG...`: drop-in for `java -jar Mars.jar ARG...` (mars-reference §9).

MARS's option syntax (case-insensitive words, any order), its output on stdout (or stderr
with ``me``) and its exit codes.
"""

from __future__ import annotations

import io
import os
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from rarslite.asm.errors import AsmErrors, format_rars
from rarslite.asm.mips.assembler import text_listing
from rarslite.bits import s32
from rarslite.isa.mips.literals import parse_int
from rarslite.isa.mips.memory_map import CONFIGS
from rarslite.isa.mips.registers import fp_register, int_register
from rarslite.memory_map import REGION_CAP

if TYPE_CHECKING:
    from rarslite.isa.mips.memory_map import MipsMemoryConfig
    from rarslite.isa.mips.program import MipsProgram
    from rarslite.machine.mips.hart import MipsHart

BANNER = "MARS 4.5  Copyright 2003-2014 Pete Sanderson and Kenneth Vollmar\n\n"
DUMP_FORMATS = ("AsciiText", "Binary", "BinaryText", "HexText", "HEX", "SegmentWindow")


@dataclass
class Options:
    files: list[str] = field(default_factory=list)
    regs: list[str] = field(default_factory=list)  # as typed
    ranges: list[tuple[int, int]] = field(default_factory=list)
    dumps: list[tuple[str, str, str]] = field(default_factory=list)
    program_args: list[str] = field(default_factory=list)
    messages_to_stderr: bool = False
    copyright: bool = True
    assemble_only: bool = False
    delayed_branching: bool = False
    pseudo: bool = True
    warnings_are_errors: bool = False
    start_at_main: bool = False
    smc: bool = False
    count: bool = False
    fmt: str = "hex"
    max_steps: int = -1
    ae: int = 0
    se: int = 0
    config: str = "Default"
    project: bool = False
    notes: list[str] = field(default_factory=list)  # parser messages printed before the rest
    ok: bool = True  # False: an argument was invalid, nothing is assembled or run
    debug: bool = False

    def invalid(self, message: str) -> None:
        self.notes.append(message)
        self.ok = False

    brief: bool = False  # `b`: values without the "$t0<TAB>" / "Mem[...]<TAB>" labels


class _JavaCrash(Exception):
    """An argument MARS's own parser dies of (a Java exception, exit status 1)."""


DUMP_ARGS = "Dump command line argument requires a segment, format and file name."


def _java_decode(text: str) -> int | None:
    """A step count or address as MARS reads it: the assembler's literal, decimal without
    wrap-around. (``ae``/``se`` codes go through Java's Integer.decode: `java_decode`.)"""
    v = parse_int(text)
    if v is None:
        return None
    body = text.lstrip("+-")
    if body.isdigit() and not body.startswith("0") and not -(1 << 31) <= int(text) < (1 << 31):
        return None
    return v


def mars_string_to_int(text: str) -> int | None:
    """MARS's Binary.stringToInt (a Java int): Integer.decode, else ten characters of 0x hex
    (two's complement), else unsigned decimal digits (wrapping around 32 bits)."""
    v = _exit_code(text)
    if v is not None:
        return v
    low = text.lower()
    if low.startswith("0x"):
        ok = len(low) == 10 and all(c in "0123456789abcdef" for c in low[2:])
        return s32(int(low[2:], 16)) if ok else None
    if not all(c in "0123456789" for c in low):
        return None
    return s32(int(low or "0") & 0xFFFFFFFF)


def _exit_code(text: str) -> int | None:
    """An ``ae``/``se`` code: MarsLaunch's decoding, shared with RARS's (whose big module
    loads only when asked for)."""
    from rarslite.commands.rars import java_decode

    return java_decode(text)


def parse(argv: list[str]) -> Options:
    """MARS's reading of its arguments (MarsLaunch order): every bad argument adds a message
    to ``notes`` and clears ``ok``; reading goes on to the end."""
    o = Options()
    i = 0
    while i < len(argv):
        a = argv[i]
        low = a.lower()
        if low == "pa":
            o.program_args = argv[i + 1 :]
            break
        if low == "me":
            o.messages_to_stderr = True
        elif low == "nc":
            o.copyright = False
        elif low == "dump":
            if i + 3 < len(argv):
                o.dumps.append((argv[i + 1], argv[i + 2], argv[i + 3]))
                i += 3
            else:
                o.invalid(DUMP_ARGS)
        elif low == "mc":
            if i + 1 >= len(argv):
                raise _JavaCrash("mc needs a memory configuration name")
            i += 1
            if argv[i] in CONFIGS:
                o.config = argv[i]
            else:
                o.invalid(f"Invalid memory configuration: {argv[i]}")
        elif low[:2] in ("ae", "se") and _exit_code(a[2:]) is not None:
            setattr(o, low[:2], _exit_code(a[2:]))
        elif low in _FLAGS:
            attr, value = _FLAGS[low]
            setattr(o, attr, value)
        elif a.startswith("$"):
            if _is_register(a):
                o.regs.append(a)
            else:  # MARS says so but still runs
                o.notes.append(f"Invalid Register Name: {a}")
        elif _is_register("$" + a):
            o.regs.append("$" + a)
        elif os.path.exists(a):
            o.files.append(a)
        elif _java_decode(a) is not None:
            o.max_steps = _java_decode(a)  # type: ignore[assignment]
        elif 0 < a.find("-") < len(a) - 1:  # MARS's checkMemoryAddressRange, as for dumps
            from rarslite.commands.dumps import parse_range

            bounds = parse_range(a, mars_string_to_int)
            if bounds is None:
                o.invalid(f"Invalid/unaligned address or invalid range: {a}")
            else:
                o.ranges.append((bounds[0] & 0xFFFFFFFF, bounds[1] & 0xFFFFFFFF))
        else:
            o.invalid(f"Invalid Command Argument: {a}")
        i += 1
    return o


#: one-word options: attribute and value
_FLAGS: dict[str, tuple[str, object]] = {
    "d": ("debug", True), "a": ("assemble_only", True), "ad": ("assemble_only", True),
    "da": ("assemble_only", True), "p": ("project", True), "dec": ("fmt", "dec"),
    "hex": ("fmt", "hex"), "ascii": ("fmt", "ascii"), "b": ("brief", True),
    "db": ("delayed_branching", True), "np": ("pseudo", False), "ne": ("pseudo", False),
    "we": ("warnings_are_errors", True), "sm": ("start_at_main", True), "smc": ("smc", True),
    "ic": ("count", True),
}  # fmt: skip


def _is_register(a: str) -> bool:
    name = a if a.startswith("$") else "$" + a
    return int_register(name) is not None or fp_register(name) is not None


def _display(hart, o: Options) -> str:
    from rarslite.machine.javanum import double_to_string, float_to_string  # (on use)

    out = ["\n"]

    def label(name: str) -> str:
        return "" if o.brief else f"{name}\t"

    for a in o.regs:
        name = a if a.startswith("$") else "$" + a
        f = fp_register(name)
        if f is not None and int_register(name) is None:
            bits = hart.f[f]
            if o.fmt == "dec":
                line = f"{label(name)}{float_to_string(bits)}"
                if f % 2 == 0:
                    line += "\t" + double_to_string(bits | hart.f[f + 1] << 32)
            else:
                line = f"{label(name)}0x{bits:08x}"
                if f % 2 == 0:
                    line += f"\t0x{hart.f[f + 1]:08x}{bits:08x}"
            out.append(line + "\n")
            continue
        v = hart.r[int_register(name)]
        out.append(f"{label(name)}{_word(v, o.fmt)}\n")
    for lo, hi in o.ranges:
        addr = lo
        while addr <= hi:
            line = "" if o.brief else f"Mem[0x{addr:08x}]\t"
            for _ in range(4):
                if addr > hi:
                    break
                line += _word(hart.memory.peek_word(addr), o.fmt) + "\t"
                addr += 4
            out.append(line + "\n")
    return "".join(out)


def _word(v: int, fmt: str) -> str:
    if fmt == "dec":
        return str(v - (1 << 32) if v & 0x80000000 else v)
    if fmt == "ascii":
        from rarslite.commands.dumps import ascii_word  # (on use: most runs dump nothing)

        return ascii_word(v)
    return f"0x{v:08x}"


def _project(files: list[str]) -> list[str]:
    """MARS's `p`: the first file, the other .asm/.s files of its folder (directory order),
    then the other named files."""
    folder = os.path.dirname(files[0])
    out = [files[0]]
    for name in os.listdir(folder):  # readdir order, as Java's File.list
        path = os.path.join(folder, name)
        if name.lower().endswith((".asm", ".s")) and path not in out and os.path.isfile(path):
            out.append(path)
    return out + [f for f in files[1:] if f not in out]


def _render(prog, fmt: str, first: int, words: list[int]) -> bytes:
    """A dump file's bytes; MARS's SegmentWindow is its Data or Text Segment window."""
    from rarslite.commands.dumps import render_dump

    if fmt != "SegmentWindow":
        return render_dump(None, fmt, first, words)  # type: ignore[arg-type] - not RARS's
    cfg = prog.config
    if cfg.data_segment_base <= first < cfg.data_limit:  # 8 words a line, whole lines only
        rows = ["0x%08x    " % (first + 4 * k) + "".join(f"0x{w:08x} " for w in words[k : k + 8])
                + "\n" for k in range(0, len(words) - 7, 8)]  # fmt: skip
        return "".join(rows).encode("latin-1")
    if not cfg.text_base <= first < min(cfg.text_limit_cfg, cfg.text_base + REGION_CAP):
        return b""
    head, _, rows = text_listing(prog).partition("\n\n")
    last = first + 4 * len(words)
    keep = [r for r in rows.splitlines(True) if first <= int(r[:10], 16) < last]
    return (head + "\n\n" + "".join(keep)).encode("latin-1")


HELP = """\
rarslite mars: MARS 4.5's command line (rarslite's own summary; see docs/drop-ins.md)
  rarslite mars [options] FILE...    assemble and run, printing what MARS prints
options (any order, not case sensitive):
  nc  no copyright line          me  MARS's messages to stderr     a   assemble only
  db  delayed branching          np  no pseudo-instructions        we  warnings are errors
  sm  start at global main       smc self-modifying code           ic  instruction count
  p   all .asm/.s files of the first file's folder                 b   values without labels
  dec / hex / ascii              display format of registers and memory
  ae<n> / se<n>                  exit status after an assembly / a runtime error
  mc Default|CompactDataAtZero|CompactTextAtZero                   memory configuration
  dump <.text|.data|m-n> <HexText|BinaryText|Binary|AsciiText|HEX|SegmentWindow> <file>
  $t0 / t0 / $f2 / 8             show a register at the end; m-n shows words m..n
  <n>                            stop after n instructions;  pa ARG...  program arguments
"""


def main(argv: list[str]) -> int:
    """Run MARS's command line; a rarslite bug is one line on stderr, never a traceback."""
    from rarslite.commands.common import internal_error

    # MARS writes through the JVM's UTF-8 streams whatever the locale: so do we
    sys.stdout.flush()
    sys.stderr.flush()
    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="", write_through=True)
    err = io.TextIOWrapper(sys.stderr.buffer, encoding="utf-8", newline="", write_through=True)
    try:
        return _main(argv, out, err)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        out.flush()
        internal_error(sys.stderr.buffer, "rarslite mars", exc)
        return 70
    finally:
        out.detach()  # the streams stay open for whoever called us
        err.detach()


def _main(argv: list[str], out, err) -> int:  # noqa: C901 - MARS's sequence of outputs
    from rarslite.asm.mips.assembler import assemble
    from rarslite.isa.mips.program import MipsProgram
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.hart import MipsHart
    from rarslite.machine.mips.syscalls import MarsIO, handle_syscall

    msg = err if any(a.lower() == "me" for a in argv) else out
    if not any(a.lower() == "nc" for a in argv):
        msg.write(BANNER)
    if argv == ["h"]:
        out.write(HELP)
        return 0
    try:
        o = parse(argv)
    except _JavaCrash as e:
        err.write(f"rarslite mars: {e} (MARS stops with a Java error)\n")
        return 1
    msg.write("".join(note + "\n" for note in o.notes))
    if not o.ok:
        return 0
    cfg = CONFIGS[o.config]
    if not o.files:
        return 0
    files = [os.path.abspath(f) for f in o.files]
    if o.project:
        files = _project(files)
    try:
        prog = assemble(
            files,
            config=cfg,
            delayed_branching=o.delayed_branching,
            allow_pseudo=o.pseudo,
            warnings_are_errors=o.warnings_are_errors,
        )
    except AsmErrors as e:
        msg.write(format_rars(e.messages, errors=True))
        if o.dumps and isinstance(e.stored, MipsProgram):  # MARS still dumps what was stored
            _write_dumps(o, cfg, MipsHart(e.stored), e.stored, msg)
        return o.ae
    except OSError as e:
        msg.write(f"Error: {e}\n")
        return o.ae
    warn = format_rars(prog.warnings, errors=False)
    if warn:
        msg.write(warn)
    hart = MipsHart(prog, delayed_branching=o.delayed_branching, smc=o.smc)
    if o.start_at_main and prog.main is not None:
        hart.pc = prog.main
    if o.program_args:
        hart.set_program_args(o.program_args)
    io = MarsIO(out)
    hart.syscall = lambda h: handle_syscall(h, io)
    hart.memory.track_pages = any(seg != ".text" for seg, _fmt, _path in o.dumps)
    exit_code = 0
    tail = ""
    result = None
    if not o.assemble_only:
        result = runner.run(hart, o.max_steps)
        if result.reason == "exit2":
            exit_code = result.exit_code
        elif result.reason == "java_crash":  # MARS prints a Java stack trace on stderr here
            err.write(f"rarslite mars: {result.message} (MARS stops with a Java error)\n")
            tail = "\nProgram terminated when maximum step limit -1 reached.\n"
        elif result.reason == "max_steps":
            tail = f"\nProgram terminated when maximum step limit {o.max_steps} reached.\n"
        elif result.reason == "error":
            exit_code = o.se
            if result.fetch_error:
                head = f"Error in : {result.message}"
            else:
                where = f"{result.file} line {result.line}" if result.file else ""
                head = f"Error in {where}: Runtime exception at 0x{result.pc:08x}: {result.message}"
            tail = head + "\n\nProcessing terminated due to errors.\n"
    out.flush()
    io.close_all()
    if tail:
        msg.write(tail)
    if o.count:
        msg.write(f"\n{result.count if result else 0}\n")
    if not o.assemble_only:
        msg.write(_display(hart, o))
    if o.dumps:
        _write_dumps(o, cfg, hart, prog, msg)
    return exit_code


def _write_dumps(o: Options, cfg: MipsMemoryConfig, hart: MipsHart, prog: MipsProgram,
                 msg: TextIO) -> None:
    from rarslite.commands.dumps import mars_spaces, write_dumps

    write_dumps(o.dumps, cfg, mars_spaces(hart.memory), mars_string_to_int,
                lambda fmt, first, words: _render(prog, fmt, first, words),
                lambda line: msg.write(line + "\n"))  # fmt: skip
