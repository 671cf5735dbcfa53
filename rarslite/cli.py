"""`rarslite` entry point: dispatches to a subcommand module, or starts the GUI.

Each subcommand lives in ``rarslite/commands/<name>.py`` and exposes ``main(argv) -> int``;
it parses its own arguments (the ``rars`` drop-in has RARS's own option syntax).
"""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "run": "Assemble and run programs headless (people's options).",
    "rars": "Drop-in for `java -jar rars.jar ...`: RARS's options, output and exit codes.",
    "mars": "Drop-in for `java -jar Mars.jar ...`: MARS 4.5's options, output and exit codes.",
    "asm": "Assemble only: print errors, a listing, or write an ELF.",
    "play": "Play an MMIO program in this terminal (Keyboard and Display).",
    "call": "Call one function of a program and print its results.",
    "checkmylab": "Run CheckMyLab-format tests of the checkers lab.",
    "calltests": "Run function-level tests of a MIPS lab (one call a line).",
    "dap": "Debug Adapter Protocol server (VS Code, Neovim, Emacs): docs/debugging.md.",
    "grade": "Autograde submissions against a TOML test file (Gradescope, JUnit, CSV).",
    "examples": "List the example programs, print one's path or copy one to a folder.",
}

USAGE = ("usage: rarslite [FILE...]            open the desktop app\n"
         "       rarslite --play FILE [-- ARG...]  open FILE (or an example's name) in the "
         "app and play it\n"
         "       rarslite --rv64 [FILE...]    the app in RARS's 64-bit mode (this run only)\n"
         "       rarslite --version           the version, and whether the native core is in use\n"
         ) + "".join(
    f"       rarslite {name:<11} ...  {text}\n" for name, text in COMMANDS.items()
)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help", "help"):
        sys.stdout.write(USAGE)
        return 0
    if args and args[0] == "--version":
        from rarslite import __version__
        from rarslite.machine.native import status_line

        sys.stdout.write(f"rarslite {__version__} ({status_line()})\n")
        return 0
    if args and args[0] in COMMANDS:
        module = importlib.import_module(f"rarslite.commands.{args[0]}")
        return module.main(args[1:])
    from rarslite.gui.app import main as gui_main  # Qt is imported only for the GUI

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
