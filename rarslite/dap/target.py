"""What a launch loads: the program's ISA, front, view, simulator, inspector and runner,
from the launch request's arguments (docs/debugging.md lists them)."""

from __future__ import annotations

import argparse
import os
from typing import Any

from rarslite.analysis.conventions import attach
from rarslite.analysis.conventions_findings import CheckOptions
from rarslite.asm.errors import AsmErrors
from rarslite.dap.console import DapConsole
from rarslite.dap.stepping import Runner
from rarslite.dap.variables import Inspector
from rarslite.isa.base import Isa, detect, isa_by_name
from rarslite.program import LineTable


class RequestError(Exception):
    """A request that cannot be done; ``str()`` is the message for the user."""


def choose_isa(name: str, path: str) -> Isa:
    """The launch's ``isa`` ("auto": the one `detect` finds in the first file)."""
    if name not in ("", "auto"):
        try:
            return isa_by_name(name)
        except KeyError:
            raise RequestError(f"isa {name!r}: use auto, rv32 or mips") from None
    try:
        with open(path, encoding="latin-1") as fh:
            return detect(path, fh.read())
    except OSError:
        return isa_by_name("rv32")


DEVICE_NAMES = ("keyboard", "bitmap", "digitallab", "timer")
CONVENTION_OPTIONS = ("strict", "save-all")


def _named(key: str, option: Any, allowed: tuple[str, ...], default: tuple[str, ...]
           ) -> tuple[str, ...]:  # fmt: skip
    """The names a list option of a launch gives (``key``: its name): ``true`` ``default``, a
    name or a list of them, each one of ``allowed``; () without it."""
    if not option:
        return ()
    names = default if option is True else [option] if isinstance(option, str) else \
        option if isinstance(option, list) else [option]  # fmt: skip
    bad = [n for n in names if n not in allowed]
    if bad:
        raise RequestError(f"{key}: unknown {', '.join(map(str, bad))} (use true or a list "
                           f"of {', '.join(allowed)})")
    return tuple(names)


def convention_options(option: Any) -> CheckOptions | None:
    """The calling-convention check a launch's ``conventions`` asks for: ``true`` the plain
    one (`rarslite run --cc`), a list with the options it names (CONVENTION_OPTIONS:
    ``--cc-strict``, ``--cc-save-all``); None without it."""
    if not option:
        return None
    names = _named("conventions", option, CONVENTION_OPTIONS, ())
    return CheckOptions(strict="strict" in names, save_all="save-all" in names)


def device_names(option: Any) -> tuple[str, ...]:
    """The tools a launch's ``devices`` connects: ``true`` the Keyboard and Display, a list
    the ones it names (DEVICE_NAMES)."""
    return _named("devices", option, DEVICE_NAMES, ("keyboard",))


class DebugTarget:
    """The loaded program: its front, view, simulator, inspector and runner."""

    def __init__(self, session: Any, args: dict[str, Any]) -> None:
        """``session``: where messages go (``output``, ``finding``) and what runs between
        slices (``between``)."""
        cwd = args.get("cwd") or os.getcwd()
        check = convention_options(args.get("conventions"))
        program = args.get("program")
        files = [program] if isinstance(program, str) else list(program or [])
        if not files or not all(isinstance(f, str) and f for f in files):
            raise RequestError("launch needs \"program\": the assembly file (or a list of "
                               "files, the first is the main one)")
        files = [os.path.normpath(os.path.join(cwd, os.path.expanduser(f))) for f in files]
        self.isa = choose_isa(str(args.get("isa", "auto")), files[0])
        front = self.front = self.isa.part("front")
        options = argparse.Namespace(
            rv64=bool(args.get("rv64")), rars_dialect=bool(args.get("rarsDialect")),
            mc=str(args.get("memoryConfiguration") or "Default"), smc=False,
            delayed_branching=bool(args.get("delayedBranching")))  # fmt: skip
        if self.isa.name != "mips" and options.delayed_branching:
            raise RequestError("delayedBranching is MARS's: for MIPS programs only")
        try:
            config = front.memory_config(options.mc)
        except StopIteration:
            raise RequestError(f"memoryConfiguration {options.mc!r}: use Default, "
                               "CompactDataAtZero or CompactTextAtZero") from None
        stdin = None
        if args.get("stdin"):
            path = os.path.join(cwd, os.path.expanduser(str(args["stdin"])))
            try:
                with open(path, "rb") as fh:
                    stdin = fh.read()
            except OSError as e:
                raise RequestError(f"stdin {path}: {e.strerror}") from None
        try:
            program = front.load_program(files, options, config)
        except AsmErrors as e:
            session.output("stderr", "".join(m.friendly() for m in e.messages))
            first = e.messages[0].friendly().splitlines()[0] if e.messages else ""
            raise RequestError(f"the program does not assemble: {first}") from None
        except OSError as e:
            raise RequestError(f"cannot read {e.filename}: {e.strerror}") from None
        except Exception as e:  # noqa: BLE001 - the loader's LoadError and the like
            raise RequestError(str(e)) from None
        for w in getattr(program, "warnings", []):
            session.output("console", w.friendly() if hasattr(w, "friendly") else f"{w}\n")
        self.files = files
        self.console = DapConsole(session.output, stdin)
        self.view, self.sim = front.debug_simulator(
            program, self.console, start_at_main=bool(args.get("startAtMain")),
            program_args=[str(a) for a in args.get("args") or []],
            delayed_branching=options.delayed_branching)  # fmt: skip
        self.machine = self.sim.machine
        self.machine.file_folder = cwd
        self.sim.backstep_enabled = True
        # the calling-convention checker (docs/conventions.md): each finding to the Debug
        # Console as it happens, at its line; Backstep restarts it (simulator.py's rewind)
        self.checker = attach(self.machine, check, session.finding) if check else None
        self.table = LineTable.of(self.view)
        self.inspector = Inspector(front, self.machine, self.view)
        limit = args.get("maxSteps")
        self.runner = Runner(front, self.sim, self.view, self.inspector,
                             max_steps=int(limit) if limit else None,
                             log=lambda text: session.output("console", text),
                             between=session.between)  # fmt: skip
