"""The analysis tools without a window: ``rarslite run --count --stats --cache SPEC --bht SPEC
--mem-refs SPEC --mem-refs-png FILE [--json] [--tools-out FILE]``.

The `run` command calls ``add_arguments(parser)``, ``attach(machine, args)`` after building
the machine, and the session's ``finish()`` after the run, which writes the tools' numbers
(`rarslite.analysis.report`) to ``--tools-out`` (default: stderr, so the program's own output on
stdout stays as it is; ``-`` is stdout).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, TextIO

from rarslite.analysis import conventions, report
from rarslite.analysis.bht import BranchHistoryTable, parse_bht_spec
from rarslite.analysis.cache import DataCache, parse_cache_spec
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics
from rarslite.analysis.memrefs import (
    MemoryReferences,
    MemRefSettings,
    parse_memrefs_spec,
    watch_memrefs,
)
from rarslite.analysis.observers import watch_data, watch_fetches
from rarslite.arg_types import value_type
from rarslite.png import encode_rgb

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the analysis tool options to ``rarslite run``."""
    g = parser.add_argument_group(
        "Analysis tools (RARS's and MARS's Tools menu, headless)",
        "Connect a tool for the whole run and print its numbers at the end, as the tool "
        "shows them. The BHT Simulator makes the run go instruction by instruction "
        "(slower).",
    )
    g.add_argument("--count", action="store_true",
                   help="Instruction Counter: instructions by format (RARS: R R4 I S B U J; "
                        "MARS: R I J)")  # fmt: skip
    g.add_argument("--stats", action="store_true",
                   help="Instruction Statistics: ALU, Jump, Branch, Memory, Other")
    g.add_argument("--cache", type=value_type(parse_cache_spec), metavar="SPEC",
                   help="Data Cache Simulator: placement direct|full|Nway, replacement "
                        "lru|random, blocks=N, words=N (per block); e.g. direct,blocks=8,words=4 "
                        "or 2way,lru,blocks=16,words=4 (default direct,lru,blocks=8,words=4)")
    g.add_argument("--bht", type=value_type(parse_bht_spec), metavar="SPEC",
                   help="BHT Simulator: entries=8|16|32, history=1|2, initial=taken|not-taken; "
                        "e.g. entries=16,history=2,initial=taken")  # fmt: skip
    g.add_argument("--mem-refs", type=value_type(parse_memrefs_spec), metavar="SPEC",
                   help="Memory Reference Visualization: words=N (per unit), unit=WxH and "
                        "display=WxH (pixels), base=text|global|gp|static|heap|mmio, "
                        "marks=on|off; e.g. words=4,unit=8,display=128 (default words=1,"
                        "unit=16,display=256,base=static); prints the units' counts")
    g.add_argument("--mem-refs-png", metavar="FILE",
                   help="write the Memory Reference Visualization's grid as a PNG, painted as "
                        "the tool paints it (with --mem-refs's settings or the defaults)")
    g.add_argument("--json", action="store_true", help="write the tools' numbers as JSON")
    add_cc_arguments(parser, "the findings go where the tools' numbers go (--tools-out, "
                             "--json).")  # fmt: skip
    g.add_argument("--tools-out", metavar="FILE",
                   help="write the tools' numbers here (default stderr; - for stdout)")


def add_cc_arguments(parser: argparse.ArgumentParser, where: str) -> None:
    """``--cc``, ``--cc-strict``, ``--cc-save-all`` (``run``, ``call``, ``calltests``,
    ``checkmylab``); ``where``: what the command does with the findings."""
    c = parser.add_argument_group(
        "Calling-convention checker (docs/conventions.md)",
        "Report where functions and handlers break the register conventions (callee-saved "
        "registers and sp not restored, caller-saved registers relied on across a call, "
        "wrong return addresses, handlers that change registers); " + where)
    c.add_argument("--cc", action="store_true", help="check the calling conventions")
    c.add_argument("--cc-strict", action="store_true",
                   help="(implies --cc) also report a caller-saved register read after a call "
                        "that the callee happened to leave alone")  # fmt: skip
    c.add_argument("--cc-save-all", action="store_true",
                   help="(implies --cc) also report callee-saved registers a function saves "
                        "and restores but never writes")  # fmt: skip


class CallCheck:
    """``--cc`` for the commands that call one function at a time: pass it as the call's
    ``watch`` (it connects a checker to the machine about to run the function, checked as
    a function called from nowhere); after the call, ``findings()``."""

    def __init__(self, options: conventions.CheckOptions) -> None:
        self.options = options
        self.checker: conventions.ConventionChecker | None = None

    def __call__(self, machine: Machine) -> None:
        self.checker = conventions.attach(machine, self.options, called=True)

    def findings(self) -> list[conventions.Finding]:
        """The last call's findings (settled at its end); none before a call."""
        if self.checker is None:
            return []
        self.checker.finish()
        return list(self.checker.findings)


class ToolsSession:
    """The analysis tools of one headless run."""

    def __init__(self, machine: Machine, args: argparse.Namespace, *,
                 stdout: TextIO | None = None, stderr: TextIO | None = None) -> None:  # fmt: skip
        self.machine = machine
        self.args = args
        self.stdout, self.stderr = stdout, stderr
        self.tools: dict[str, Any] = {}
        self.watch = None
        isa = "mips" if machine.isa_name == "mips" else "riscv"
        config = machine.config
        if getattr(args, "count", False):
            self.tools["count"] = InstructionCounter(config, isa)
        if getattr(args, "stats", False):
            self.tools["stats"] = InstructionStatistics(config, isa)
        if getattr(args, "bht", None) is not None:
            self.tools["bht"] = BranchHistoryTable(args.bht, branch_outcome(machine), config)
        for tool in self.tools.values():
            watch_fetches(machine, tool)  # (before the checker: it counts only)
        if getattr(args, "cache", None) is not None:
            self.tools["cache"] = DataCache(args.cache)
            self.watch = watch_data(machine, self.tools["cache"])
        cc = cc_options(args)
        if cc is not None:
            self.tools["conventions"] = conventions.attach(machine, cc)
        memrefs = getattr(args, "mem_refs", None)
        if memrefs is None and getattr(args, "mem_refs_png", None):
            memrefs = MemRefSettings()
        if memrefs is not None:
            self.tools["memrefs"] = MemoryReferences(memrefs, config, isa)
            if watch_memrefs(machine, self.tools["memrefs"]) is None:
                _write_to(self.stderr or sys.stderr, "rarslite run: the Memory Reference "
                          "Visualization cannot watch this range (it would cross 0x80000000)\n")

    def on_waiting(self) -> bool:
        return False  # no tool raises interrupts

    def finish(self) -> None:
        if not self.tools:
            return
        if "conventions" in self.tools:
            self.tools["conventions"].finish()
        if getattr(self.args, "mem_refs_png", None):
            self._write_png(self.args.mem_refs_png)
        shown = dict(self.tools)
        if getattr(self.args, "mem_refs", None) is None:
            shown.pop("memrefs", None)  # only its picture was asked for
        if not shown:
            return
        if self.args.json:
            data = {name: _DATA[name](tool) for name, tool in shown.items()}
            text = json.dumps(data, indent=2) + "\n"
        else:
            text = "".join(_TEXT[name](shown[name]) for name in _TEXT if name in shown)
        self._write(text)

    def _write_png(self, path: str) -> None:
        model = self.tools["memrefs"]
        st = model.settings
        data = encode_rgb(st.display_width, st.display_height, model.rgb_rows())
        err = self.stderr or sys.stderr
        try:
            with open(path, "wb") as fh:
                fh.write(data)
        except OSError as e:
            _write_to(err, f"rarslite run: cannot write {path}: {e.strerror}\n")
            return
        _write_to(err, f"rarslite run: memory references ({model.total} counted) written to "
                       f"{path}\n")  # fmt: skip

    def _write(self, text: str) -> None:
        path = getattr(self.args, "tools_out", None)
        if path and path != "-":
            try:
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(text)
            except OSError as e:
                _write_to(self.stderr or sys.stderr,
                          f"rarslite run: cannot write {path}: {e.strerror}\n")  # fmt: skip
            return
        _write_to((self.stdout or sys.stdout) if path == "-" else (self.stderr or sys.stderr),
                  text)  # fmt: skip


def _write_to(stream, text: str) -> None:
    try:
        stream.write(text)
    except TypeError:  # a binary stream (the run command's own)
        stream.write(text.encode("utf-8"))
    stream.flush()


_TEXT = {"count": report.counter_text, "stats": report.stats_text, "cache": report.cache_text,
         "bht": report.bht_text, "memrefs": report.memrefs_text,
         "conventions": conventions.ConventionChecker.summary}  # fmt: skip
_DATA = {"count": report.counter_data, "stats": report.stats_data, "cache": report.cache_data,
         "bht": report.bht_data, "memrefs": report.memrefs_data,
         "conventions": conventions.ConventionChecker.data}  # fmt: skip


def cc_options(args: argparse.Namespace) -> conventions.CheckOptions | None:
    """The checker's options from ``--cc``, ``--cc-strict``, ``--cc-save-all`` (None: off);
    shared by ``run``, ``call``, ``calltests`` and ``checkmylab``."""
    strict, save_all = getattr(args, "cc_strict", False), getattr(args, "cc_save_all", False)
    if not (getattr(args, "cc", False) or strict or save_all):
        return None
    return conventions.CheckOptions(strict=strict, save_all=save_all)


def branch_outcome(machine: Machine):
    """The BHT's "will this branch be taken" for the machine's ISA."""
    if machine.isa_name != "mips":
        from rarslite.analysis.bht import riscv_taken

        return riscv_taken(machine)
    from rarslite.analysis.mips_kinds import mips_taken

    return mips_taken(machine)


def attach(machine: Machine, args: argparse.Namespace, *, stdout: TextIO | None = None,
           stderr: TextIO | None = None) -> ToolsSession:  # fmt: skip
    """Connect the tools the options ask for."""
    return ToolsSession(machine, args, stdout=stdout, stderr=stderr)
