"""`rarslite examples`: list the example programs shipped with rarslite, print where one is,
or copy one into a folder to edit it (the installed copies belong to the package)."""

from __future__ import annotations

import argparse
import os
import shutil
import sys

from rarslite import examples

EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rarslite examples",
        description="The example programs shipped with rarslite. Without a command: list them.",
        epilog="examples:\n"
        "  rarslite examples copy checkers .     # ./checkers/ with checkers.s, README, tests\n"
        '  rarslite run "$(rarslite examples path four_in_a_row)"\n',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("list", help="list the examples and their programs (the default)")
    path = sub.add_parser("path", help="print the path of an example program")
    path.add_argument("name", metavar="NAME", help="a program name from the list")
    copy = sub.add_parser(
        "copy", help="copy an example folder (or one program file) into DIR"
    )
    copy.add_argument("name", metavar="NAME", help="an example folder or program name")
    copy.add_argument("dir", metavar="DIR", help="destination folder (created if missing)")
    return parser


def main(argv: list[str], stdout=None, stderr=None) -> int:
    out = stdout if stdout is not None else sys.stdout
    err = stderr if stderr is not None else sys.stderr
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as e:
        return EXIT_USAGE if e.code not in (0, None) else 0
    if args.command == "path":
        path = examples.find(args.name)
        if path is None:
            err.write(f"rarslite examples: no example program {args.name!r}; "
                      "`rarslite examples` lists them\n")
            return 1
        out.write(path + "\n")
        return 0
    if args.command == "copy":
        return _copy(args.name, args.dir, out, err)
    _list(out)
    return 0


def _list(out) -> None:
    for example in examples.examples():
        out.write(f"{example.name:<15} {example.summary}\n")
        if example.programs and example.programs != (example.name,):
            out.write(f"{'':<15}   programs: {', '.join(example.programs)}\n")
    out.write(
        "\nRun one: rarslite run \"$(rarslite examples path NAME)\"; "
        "copy one to edit it: rarslite examples copy NAME DIR\n"
    )


def _copy(name: str, dest_dir: str, out, err) -> int:
    source = examples.folder(name)
    program = None if source else examples.find(name)
    if source is None and program is None:
        err.write(f"rarslite examples: no example {name!r}; `rarslite examples` lists them\n")
        return 1
    from_path = source or program
    target = os.path.join(dest_dir, os.path.basename(from_path))
    if os.path.exists(target):
        err.write(f"rarslite examples: {target} already exists; nothing was copied\n")
        return 1
    try:
        os.makedirs(dest_dir, exist_ok=True)
        if source:
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(program, target)
    except OSError as e:
        err.write(f"rarslite examples: cannot copy to {target}: {e.strerror or e}\n")
        return 1
    out.write(f"copied {target}\n")
    return 0
