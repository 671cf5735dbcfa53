"""`rarslite asm FILE...`: assemble only; print the errors, a RARS-style listing (MARS's text
segment window for MIPS), or write an ELF executable (``-o``, RISC-V). The ISA's front
(`rarslite.machine.front`) assembles, lists and writes.

Exit status: 0 when the program assembles, 2 on assembly errors or a bad command line.
Warnings are printed on stderr and do not change the status (unless --werror).
"""

from __future__ import annotations

import argparse
import sys

from rarslite.commands.arg_types import add_isa_argument, choose_isa
from rarslite.memory_map import CONFIGS

EXIT_ASM_ERROR = 2


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="rarslite asm",
        description="Assemble RISC-V programs (several files form one program) without running "
        "them: report every error, or print the text segment listing.",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="assembly source files")
    p.add_argument(
        "--listing",
        action="store_true",
        help="print RARS's text segment listing (address, code, basic instruction, source)",
    )
    p.add_argument(
        "--rars-dialect",
        action="store_true",
        help="accept exactly what RARS 1.6 accepts (no %%hi/%%lo anywhere, sym+offset, 0b...)",
    )
    p.add_argument("--no-pseudo", action="store_true", help="forbid pseudo-instructions (np)")
    p.add_argument("--rv64", action="store_true",
                   help="RARS's 64-bit mode (rv64): RV64IMFD instructions and pseudo-ops")
    p.add_argument("--werror", action="store_true", help="treat warnings as errors")
    p.add_argument(
        "--config",
        default="default",
        choices=sorted(CONFIGS),
        metavar="NAME",
        help="memory configuration: " + ", ".join(c.name for c in CONFIGS.values()),
    )
    add_isa_argument(p, "rv32 or mips (MARS's dialect; --listing is MARS's text segment window)")
    p.add_argument(
        "-o",
        dest="output",
        metavar="OUT.elf",
        help="write the program as an ELF32 RISC-V executable (runs under qemu-riscv32)",
    )
    return p


def in_source_order(messages: list) -> list:
    """Messages sorted by file (in order of appearance) and line, for reading top-down,
    without RARS's repeated tokenizer errors."""
    files: dict[str, int] = {}
    unique = list(dict.fromkeys(messages))
    for m in unique:
        files.setdefault(m.file, len(files))
    return sorted(unique, key=lambda m: (files[m.file], m.line))


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    front = choose_isa(args.isa, args.files[0], sys.stderr.write).part("front")
    for dest, why in front.asm_lacks.items():
        if getattr(args, dest, None):
            sys.stderr.write(f"rarslite asm: {why}\n")
            return EXIT_ASM_ERROR
    from rarslite.asm.errors import AsmErrors

    try:
        program = front.assemble(args.files, args)
    except AsmErrors as e:
        for m in in_source_order(e.messages):
            sys.stderr.write(m.friendly())
        n = len(set(e.errors))
        if n:
            sys.stderr.write(f"{n} error{'s' if n != 1 else ''}; nothing was assembled.\n")
        else:
            sys.stderr.write("warnings are treated as errors (--werror); nothing was assembled.\n")
        return EXIT_ASM_ERROR
    except OSError as e:
        sys.stderr.write(f"rarslite asm: cannot read {e.filename}: {e.strerror}\n")
        return EXIT_ASM_ERROR
    for m in program.warnings:
        sys.stderr.write(m.friendly())
    if args.listing:
        sys.stdout.write(front.text_listing(program))
    if args.output and (problem := front.save_executable(program, args.output, args)):
        sys.stderr.write(f"rarslite asm: {problem}\n")
        return EXIT_ASM_ERROR
    return 0
