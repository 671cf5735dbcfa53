"""`rarslite call PROG FUNCTION ...`: run one function of a program and print its results,
for either ISA.

A fresh machine gets the requested globals written (``--set NAME=V1,V2,...`` fills
consecutive words from the label) and the arguments (``--args``; MIPS: more on the stack with
``--stack``); the function returns to a place where no code of the program goes (RISC-V: an
``ebreak`` past the last instruction, `machine/riscv/calls.py`; MIPS: ``$ra`` two words past
it, `machine/mips/calls.py`). Then the result registers (a0, a1 / $v0, $v1) and the words
asked for with ``--show`` are printed; on MIPS also the callee-saved registers the function
changed (exit status `EXIT_CLOBBERED`). ``--cc`` (``--cc-strict``, ``--cc-save-all``) checks
the call with the calling-convention checker (docs/conventions.md): its findings follow the
results, and make the exit status `EXIT_CLOBBERED` too. The ISA's front
(`rarslite.machine.front`) makes the call; the parsing of values here serves `calltests` and
`checkmylab` too.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence

from rarslite.analysis.conventions_findings import summary_text
from rarslite.analysis.headless import CallCheck, add_cc_arguments, cc_options
from rarslite.commands.arg_types import choose_isa, positive_int
from rarslite.machine.front import DEFAULT_MAX_STEPS, CallError

MASK32 = 0xFFFFFFFF
EXIT_CLOBBERED = 2  # the function changed a register its caller may keep values in


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
    add_cc_arguments(parser, "the findings follow the results (exit status 2).")
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    front = choose_isa(args.isa, args.program).part("front")
    options = cc_options(args)
    check = CallCheck(options) if options is not None else None
    try:
        names = [args.function] + [s.partition("=")[0].strip() for s in args.set]
        names += [s.partition(":")[0] for s in args.show]
        program = front.call_program(args.program, names)
        symbols = program.symbols
        sets = dict(_parse_set(s, symbols) for s in args.set)
        values = [parse_value(v, symbols) for v in args.args]
        stack = [parse_value(v, symbols) for v in args.stack]
        shows = parse_shows(args.show, symbols)
        result = front.call(program, args.function, sets=sets, args=values, stack=stack,
                            max_steps=args.max_steps, watch=check)  # fmt: skip
    except CallError as exc:
        sys.stderr.write(f"rarslite call: {exc}\n")
        if check is not None and check.findings():  # what went wrong on the way, maybe
            sys.stderr.write(summary_text(check.findings()))
        return 1
    out = [f"{name} = 0x{value:08X}" for name, value in result.results]
    out += show_lines(result, symbols, shows)
    for name, was, now in result.clobbered:
        out.append(f"CLOBBERED {name}: 0x{was:08X} before the call, 0x{now:08X} after")
    if front.preserved_note and not result.clobbered:
        out.append(front.preserved_note)
    found = check.findings() if check is not None else []
    sys.stdout.write("\n".join(out) + "\n" + (summary_text(found) if check else ""))
    return EXIT_CLOBBERED if result.clobbered or found else 0
