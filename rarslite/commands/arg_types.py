"""What the subcommands' command lines share: the ``--isa`` option and the choice it makes,
and (from `rarslite.arg_types`) the ``type=`` converters."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from rarslite.arg_types import positive_int, value_type
from rarslite.isa.base import Isa, detect, isa_by_name

__all__ = ["add_isa_argument", "choose_isa", "positive_int", "value_type"]


def add_isa_argument(parser: argparse.ArgumentParser, rest: str) -> None:
    """The ``--isa`` option every command that takes programs shares; ``rest`` ends its help
    after "auto (MIPS for .asm files with $ registers and syscall), "."""
    parser.add_argument(
        "--isa",
        choices=("auto", "rv32", "mips"),
        default="auto",
        help="instruction set: auto (MIPS for .asm files with $ registers and syscall), " + rest,
    )


def choose_isa(choice: str, path: str, report: Callable[[str], None] | None = None) -> Isa:
    """The ISA ``--isa CHOICE`` names; for ``auto`` the one `detect` finds in the first
    program file ``path`` (``report`` hears a MIPS guess once; RV32 if it cannot be read)."""
    if choice != "auto":
        return isa_by_name(choice)
    try:
        with open(path, encoding="latin-1") as fh:
            text = fh.read()
    except OSError:
        return isa_by_name("rv32")
    return detect(path, text, report)
