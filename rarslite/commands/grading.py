"""Limits for running untrusted programs (autograders), shared by `run` and `rars`:

* ``--sandbox DIR``: file ecalls may open only paths inside DIR (after ``..`` and symlinks are
  resolved); any other open returns -1, as RARS does for a file it cannot open;
* ``--max-output BYTES``: a program that writes more than BYTES to stdout and stderr together
  is stopped with a message and exit status `EXIT_OUTPUT_LIMIT`.

`rarslite rars` takes them before RARS's own arguments, so RARS's argument list stays as it is.
"""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass

from rarslite.commands.arg_types import positive_int

EXIT_OUTPUT_LIMIT = 7
HELP_SANDBOX = "let file ecalls open only files inside DIR (others: open returns -1)"
HELP_MAX_OUTPUT = (f"stop the program once it writes more than BYTES of output "
                   f"(exit status {EXIT_OUTPUT_LIMIT})")


@dataclass
class Limits:
    sandbox: str | None = None
    max_output: int | None = None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options for an argparse command line (`rarslite run`)."""
    group = parser.add_argument_group("grading untrusted programs")
    group.add_argument("--sandbox", metavar="DIR", help=HELP_SANDBOX)
    group.add_argument("--max-output", metavar="BYTES", type=positive_int, help=HELP_MAX_OUTPUT)


def split_leading(args: list[str]) -> tuple[Limits, list[str]]:
    """`rarslite rars --sandbox DIR --max-output N RARS-ARGS...`: the limits and the rest.
    Raises ValueError with a message for a malformed option."""
    limits = Limits()
    rest = list(args)
    while rest and rest[0].startswith("--"):
        option, eq, value = rest.pop(0).partition("=")
        if option not in ("--sandbox", "--max-output"):
            raise ValueError(f"unknown option {option} (rarslite's own options are --sandbox "
                             "DIR and --max-output BYTES, before RARS's arguments)")
        if not eq:
            if not rest:
                raise ValueError(f"{option} needs a value")
            value = rest.pop(0)
        if option == "--sandbox":
            limits.sandbox = value
        else:
            try:
                limits.max_output = positive_int(value)
            except argparse.ArgumentTypeError as e:
                raise ValueError(f"--max-output: {e}") from None
    return limits, rest


def check(limits: Limits) -> str | None:
    """A message when the limits cannot be used (the sandbox is not a folder), else None."""
    if limits.sandbox is not None and not os.path.isdir(limits.sandbox):
        return f"--sandbox {limits.sandbox}: no such folder"
    return None


def apply(machine, limits: Limits) -> None:
    """Install the limits on a RISC-V machine whose console is a `CliConsole` (`rars`; `run`
    asks the ISA's run, ``run.apply_limits``)."""
    from rarslite.machine.cli_console import apply_limits

    apply_limits(machine, limits.sandbox, limits.max_output)


def refused_note(refused: list[str], limits: Limits) -> str:
    """rarslite's one explanation of the opens the sandbox refused ("" when none)."""
    if not refused:
        return ""
    n = len(refused)
    return (f"rarslite: note: {n} file open{'s' if n != 1 else ''} outside the sandbox "
            f"{limits.sandbox} refused (open returned -1), first: {refused[0]}\n")
