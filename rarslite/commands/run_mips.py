"""`rarslite run` for MIPS programs (MARS's dialect): people's output, run's exit statuses.

`rarslite run --isa mips`, or an `.asm` file that uses `$` registers and `syscall`
(`rarslite.isa.base.detect`), comes here from `rarslite.commands.run`.
"""

from __future__ import annotations

import io
import os
import sys
from typing import BinaryIO

from rarslite.commands import run as R


class StderrReporter:
    """`say` on stderr (for commands without run's Reporter)."""

    def say(self, text: str) -> None:
        sys.stderr.write(text)


def asm_mips(args) -> int:
    """`rarslite asm` for a MIPS program: errors, warnings and MARS's text listing."""
    from rarslite.asm.errors import AsmErrors
    from rarslite.asm.mips.assembler import assemble, text_listing
    from rarslite.commands.asm import EXIT_ASM_ERROR, in_source_order
    from rarslite.isa.mips.memory_map import CONFIGS

    if args.output:
        sys.stderr.write("rarslite asm: -o writes RISC-V ELF files; not for MIPS programs\n")
        return EXIT_ASM_ERROR
    names = {name.lower(): c for name, c in CONFIGS.items()}
    config = names.get(args.config.lower(), CONFIGS["Default"])
    try:
        prog = assemble(list(args.files), config=config, allow_pseudo=not args.no_pseudo,
                        warnings_are_errors=args.werror)  # fmt: skip
    except AsmErrors as e:
        for m in in_source_order(e.messages):
            sys.stderr.write(m.friendly())
        n = len(e.errors)
        sys.stderr.write(f"{n} error{'s' if n != 1 else ''}; nothing was assembled.\n")
        return EXIT_ASM_ERROR
    except OSError as e:
        sys.stderr.write(f"rarslite asm: cannot read {e.filename}: {e.strerror}\n")
        return EXIT_ASM_ERROR
    for m in prog.warnings:
        sys.stderr.write(m.friendly())
    if args.listing:
        sys.stdout.write(text_listing(prog))
    return 0


class _ReportStream:
    """A text stream onto run's Reporter (device messages)."""

    def __init__(self, report: R.Reporter) -> None:
        self.report = report

    def write(self, text: str) -> None:
        self.report.say(text)

    def flush(self) -> None:
        pass


class _Sessions:
    """The headless device sessions of one MIPS run."""

    def __init__(self, sessions: list) -> None:
        self.sessions = sessions

    def finish(self) -> None:
        for session in self.sessions:
            session.finish()


def _devices(bus, args, out, report: R.Reporter) -> _Sessions | None:
    """Connect the headless devices the options ask for (Keyboard and Display MMIO:
    ``--kdmmio``, ``--keys``, ``--screen`` ...; the colour cell display) to the
    `MipsMachine` ``bus``; their sessions, or None."""
    from rarslite.devices import headless

    if getattr(args, "timer", False) or getattr(args, "timer_ipms", None):
        raise ValueError("MARS has no Timer Tool: --timer is for RISC-V programs")
    sessions = []
    for module in R._device_modules():
        if module is headless:
            sessions.append(headless.attach(bus, args, stdout=out, stderr=_ReportStream(report)))
        else:
            sessions.append(module.attach(bus, args, stdout=out))
    if not bus.devices and not bus.fetch_observers:  # (analysis tools watch fetches)
        return None  # nothing connected: the run keeps the block translator
    return _Sessions(sessions)


def wants_mips(args, report) -> bool:
    """True when ``--isa mips`` was given, or auto-detection finds MIPS (said once)."""
    if args.isa != "auto":
        return args.isa == "mips"
    from rarslite.isa.base import MIPS, detect

    first = args.files[0]
    try:
        with open(first, encoding="latin-1") as fh:
            text = fh.read()
    except OSError:
        return False
    return detect(first, text, report.say) is MIPS


def _register_reader(name: str):
    """A function hart -> display text for MIPS register ``name`` (``$t0``, ``t0``, ``$8``,
    ``$f2``, ``pc``, ``hi``, ``lo``, ``status``, ``cause``, ``epc``, ``vaddr``), or None."""
    from rarslite.isa.mips.registers import CP0_NAMES, fp_register, int_register
    from rarslite.machine.javanum import float_to_string

    if name in ("pc", "hi", "lo"):
        return lambda h: R._int_text(getattr(h, name))
    cp0 = {v: k for k, v in CP0_NAMES.items()}.get(name)
    if cp0 is not None:
        return lambda h: R._int_text(h.cp0[cp0])
    full = name if name.startswith("$") else "$" + name
    reg = int_register(full)
    if reg is not None:
        return lambda h: R._int_text(h.r[reg])
    reg = fp_register(full)
    if reg is not None:
        return lambda h: f"0x{h.f[reg]:08x} ({float_to_string(h.f[reg])})"
    return None


def run_mips(args, program_args: list[str], stdin, stdout: BinaryIO, report: R.Reporter) -> int:
    from rarslite.asm.errors import AsmErrors
    from rarslite.asm.mips.assembler import assemble
    from rarslite.isa.mips.memory_map import CONFIGS
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.machine import MipsMachine
    from rarslite.machine.mips.syscalls import MarsIO

    regs = []
    for name in (args.regs or "").split(","):
        name = name.strip()
        if name:
            reader = _register_reader(name)
            if reader is None:
                report.say(f"rarslite run: unknown register name: {name}\n")
                return R.EXIT_ASM_ERROR
            regs.append((name, reader))
    for path in args.files:
        if not os.path.isfile(path):
            report.say(f"rarslite run: cannot open {path}: no such file\n")
            return R.EXIT_ASM_ERROR
    config = CONFIGS.get(args.mc, CONFIGS["Default"])
    try:
        prog = assemble(list(args.files), config=config)
    except AsmErrors as e:
        report.say("".join(m.friendly() for m in e.messages))
        n = len(e.errors)
        report.say(f"rarslite: {n} error{'s' if n != 1 else ''}; nothing was run\n")
        return R.EXIT_ASM_ERROR
    if prog.warnings:
        report.say("".join(m.friendly() for m in prog.warnings))
    out = io.TextIOWrapper(stdout, encoding="utf-8", newline="", write_through=True)
    inp = io.TextIOWrapper(stdin, encoding="utf-8") if stdin is not None else None
    if args.stdin:
        inp = open(args.stdin, encoding="utf-8")  # noqa: SIM115 - read until the run ends
    console = MarsIO(out, inp)
    machine = MipsMachine(prog, smc=args.smc, start_at_main=args.start_at_main,
                          program_args=program_args, io=console)
    hart = machine.hart
    try:
        session = _devices(machine, args, out, report)
    except ValueError as e:  # a bad --keys text or keys file, a Timer for MIPS
        out.detach()
        report.say(f"rarslite run: {e}\n")
        return R.EXIT_ASM_ERROR
    try:
        result = runner.run(hart, args.max_steps or -1)
        if session is not None:
            session.finish()
    finally:
        out.flush()
        out.detach()
        console.close_all()
    if regs:
        report.say("".join(f"{name} = {reader(hart)}\n" for name, reader in regs))
    if result.reason == "stopped":
        report.say(f"rarslite: {result.message}\n")
        quiet = getattr(machine, "quiet_end", False)  # the key feeder's quiet end
        return R.EXIT_QUIET if quiet else R.EXIT_STOPPED
    if result.reason == "exit2":
        return result.exit_code
    if result.reason == "max_steps":
        report.say(f"rarslite: stopped after {args.max_steps} steps (--max-steps)\n")
        return R.EXIT_STEP_LIMIT
    if result.reason == "java_crash":
        report.say(f"rarslite: {result.message}\n")
        return R.EXIT_RUNTIME_ERROR
    if result.reason == "error":
        where = f"{result.file}:{result.line}: " if result.file else ""
        report.say(f"{where}runtime error at 0x{result.pc:08x}: {result.message}\n")
        return R.EXIT_RUNTIME_ERROR
    return 0
