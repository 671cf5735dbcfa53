"""The kinds of test `rarslite grade` knows, as a table: a row names the keys a test of that
kind takes (with their types), which of them it needs, and the function that runs it in a
worker. Adding a kind is adding a row (docs/grading.md shows every kind)."""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from rarslite.commands.grade.execute import Context, Run, assemble, run_program
from rarslite.commands.grade.state_checks import (
    BadValue,
    check_memory,
    check_registers,
    test_value,
    validate_state,
)

MAX_DIFF_LINES = 24


@dataclass
class Verdict:
    passed: bool
    output: str = ""  # what the student reads: why it failed, the first difference


@dataclass(frozen=True)
class Kind:
    run: Callable[[Context], Verdict]
    keys: Mapping[str, type | tuple] = field(default_factory=dict)
    required: tuple[str, ...] = ()
    any_of: bool = False  # one of ``required`` is enough
    validate: Callable[[dict], tuple[str, str] | None] | None = None
    help: str = ""


# -- shared pieces ------------------------------------------------------------------------------

INPUT_KEYS: dict[str, type | tuple] = {"stdin": str, "stdin_file": str, "args": list}
MATCHES = ("exact", "trailing", "regex")
NO_RUN = (2, 70)  # `rarslite run`'s statuses for a program that never ran


def _stdin(ctx: Context) -> bytes:
    f = ctx.test.fields
    if "stdin_file" in f:
        with open(ctx.assignment.resource(f["stdin_file"]), "rb") as fh:
            return fh.read()
    return f.get("stdin", "").encode("utf-8")


def _run(ctx: Context, options=(), **kw) -> Run:
    return run_program(ctx, options, stdin=_stdin(ctx),
                       args=[str(a) for a in ctx.test.fields.get("args", [])], **kw)


def _ended_badly(run: Run) -> Verdict | None:
    if run.problem is None:
        return None
    return Verdict(False, f"the program did not finish normally: {run.problem}\n{run.messages}")


MAX_SHOWN = 2000  # characters of a program's output shown in a message
MAX_LINE = 160


def clip(text: str) -> str:
    """A program's output for a message: long lines and long outputs cut."""
    lines = [line if len(line) <= MAX_LINE else line[:MAX_LINE] + f"... ({len(line)} chars)"
             for line in text[:MAX_SHOWN].splitlines()]
    more = f"\n... ({len(text)} characters in all)" if len(text) > MAX_SHOWN else ""
    return "\n".join(lines) + more


def _first_diff(expected: str, actual: str, what: str = "output") -> str:
    """The first difference of two texts as a unified diff (one hunk, a few lines)."""
    lines = list(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                      f"expected {what}", f"your {what}", n=2))
    if not lines:  # same lines, different line ends
        return f"the {what} differs only in line ends or a final newline\n"
    hunk_starts = [i for i, line in enumerate(lines) if line.startswith("@@")]
    end = hunk_starts[1] if len(hunk_starts) > 1 else len(lines)
    shown = [clip(line) + ("\n" if line.endswith("\n") else "\n\\ no newline at end\n")
             for line in lines[:min(end, MAX_DIFF_LINES)]]
    more = " (first difference shown)" if len(hunk_starts) > 1 or end > MAX_DIFF_LINES else ""
    return f"the {what} differs{more}:\n" + "".join(shown)


def _norm_trailing(text: str) -> str:
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


def compare_text(expected: str, actual: str, match: str, what: str = "output") -> Verdict:
    """``exact``, ``trailing`` (trailing blanks of lines and blank last lines ignored) or
    ``regex`` (Python's `re.fullmatch`, DOTALL)."""
    if match == "regex":
        if re.fullmatch(expected, actual, re.DOTALL):
            return Verdict(True)
        return Verdict(False, f"the {what} does not match the pattern {expected!r}:\n"
                       f"{clip(actual)}")
    if match == "trailing":
        expected, actual = _norm_trailing(expected) + "\n", _norm_trailing(actual) + "\n"
    return Verdict(True) if expected == actual else Verdict(False, _first_diff(expected,
                                                                                actual, what))


def _validate_match(fields: dict) -> tuple[str, str] | None:
    if fields.get("match", "exact") not in MATCHES:
        return "match", f"match must be one of {', '.join(MATCHES)}"
    if "regex" == fields.get("match"):
        try:
            re.compile(fields.get("stdout", fields.get("screen", "")))
        except re.error as e:
            return "match", f"not a regular expression: {e}"
    return None


def _expected_text(ctx: Context, key: str) -> str | None:
    f = ctx.test.fields
    if key in f:
        return f[key]
    if key + "_file" in f:
        with open(ctx.assignment.resource(f[key + "_file"]), encoding="utf-8") as fh:
            return fh.read()
    return None


# -- console ------------------------------------------------------------------------------------

def console(ctx: Context) -> Verdict:
    f = ctx.test.fields
    run = _run(ctx)
    if run.status in NO_RUN:
        return Verdict(False, f"{run.problem}\n{run.messages}")
    expected = _expected_text(ctx, "stdout")
    verdicts = []
    if "exit" in f:
        if run.status != f["exit"]:
            why = f" ({run.problem})" if run.problem else ""
            verdicts.append(Verdict(False, f"exit status {run.status}{why}, expected "
                                    f"{f['exit']}\n{run.messages}"))  # fmt: skip
    elif (bad := _ended_badly(run)) is not None:
        verdicts.append(bad)
    if expected is not None:
        verdicts.append(compare_text(expected, run.text(), f.get("match", "exact")))
    return _all(verdicts)


def _all(verdicts: list[Verdict]) -> Verdict:
    failed = [v for v in verdicts if not v.passed]
    return Verdict(not failed, "".join(v.output if v.output.endswith("\n") else v.output + "\n"
                                       for v in failed if v.output))


# -- registers and memory after the run (state_checks.py) --------------------------------------

def state(ctx: Context) -> Verdict:
    try:
        return _state(ctx)
    except BadValue as e:
        return Verdict(False, str(e))


def _state(ctx: Context) -> Verdict:
    run = _run(ctx)
    if run.machine is None or run.status in NO_RUN:
        return Verdict(False, f"the program did not run: {run.problem}\n{run.messages}")
    f = ctx.test.fields
    machine = run.machine
    symbols = machine.program.symbols
    problems = []
    if run.problem and not f.get("allow_error", False):
        problems.append(f"the program did not finish normally: {run.problem}\n"
                        f"{run.messages.rstrip()}")
    problems += check_registers(ctx.front(), machine, f.get("registers", {}), symbols,
                                getattr(machine, "xmask", 0xFFFFFFFF))
    problems += check_memory(ctx, machine, f.get("memory", []), symbols)
    return Verdict(not problems, "\n".join(problems))


# -- function calls -----------------------------------------------------------------------------

def call(ctx: Context) -> Verdict:
    import io

    from rarslite.machine.front import CallError

    f = ctx.test.fields
    front = ctx.front()
    files = ctx.program()
    labels = [f["function"], *f.get("set", {}), *(c.get("label") for c in f.get("memory", [])
                                                 if isinstance(c.get("label"), str))]
    try:
        if len(files) == 1 and ctx.test.isa != "rv64":  # one file: its local labels too
            program = front.call_program(files[0], labels)
        else:
            program = assemble(ctx)[1]
        symbols = program.symbols
        sets = {name: [test_value(v, symbols) for v in (vs if isinstance(vs, list) else [vs])]
                for name, vs in f.get("set", {}).items()}
        out = io.BytesIO()
        result = front.call(program, f["function"], sets=sets,
                            args=[test_value(a, symbols) for a in f.get("args", [])],
                            stack=[test_value(s, symbols) for s in f.get("stack", [])],
                            max_steps=ctx.test.max_steps, poison=True, out=out)
    except (CallError, BadValue) as e:
        return Verdict(False, str(e))
    except Exception as e:  # noqa: BLE001 - assembly errors of several files
        return Verdict(False, _asm_message(e))
    problems = check_registers(front, result.state, f.get("registers", {}), symbols,
                               getattr(result.state, "xmask", 0xFFFFFFFF))
    problems += check_memory(ctx, result.state, f.get("memory", []), symbols)
    if f.get("saved", True):
        problems += [f"{name} was not preserved (0x{was:08x} before the call, 0x{now:08x} "
                     "after)" for name, was, now in result.clobbered]
    if "stdout" in f:
        text = (result.output or out.getvalue()).decode("utf-8", "replace")
        v = compare_text(f["stdout"], text, f.get("match", "exact"))
        if not v.passed:
            problems.append(v.output.rstrip())
    return Verdict(not problems, "\n".join(problems))


def _asm_message(exc: Exception) -> str:
    from rarslite.asm.errors import AsmErrors

    if isinstance(exc, AsmErrors):
        return "assembly failed:\n" + "".join(m.friendly() for m in exc.messages)
    if isinstance(exc, OSError):
        return f"cannot read {exc.filename}: {exc.strerror}"
    return f"{type(exc).__name__}: {exc}"


# -- Keyboard and Display -----------------------------------------------------------------------

def screen(ctx: Context) -> Verdict:
    f = ctx.test.fields
    out = ctx.path("screen.txt")
    options = ["--kdmmio", "--screen", out]
    if "keys" in f:
        options += ["--keys", f["keys"]]
    if "display" in f:
        options += ["--display", f["display"]]
    run = _run(ctx, options)
    if run.status in (2, 3, 70):
        return Verdict(False, f"the program did not finish: {run.problem}\n{run.messages}")
    try:
        with open(out, encoding="utf-8") as fh:
            text = fh.read()
    except OSError:
        return Verdict(False, f"no screen was written\n{run.messages}")
    match = f.get("match", "trailing")
    if "lines" in f:
        have = text.splitlines()
        problems = []
        for number, want in f["lines"].items():
            got = have[int(number) - 1] if 0 < int(number) <= len(have) else ""
            v = compare_text(want, got, match, f"screen line {number}")
            if not v.passed:
                problems.append(v.output)
        return Verdict(not problems, "".join(problems))
    return compare_text(_expected_text(ctx, "screen") or "", text, match, "screen")


def _validate_screen(fields: dict) -> tuple[str, str] | None:
    for number in fields.get("lines", {}):
        if not str(number).isdigit() or int(number) < 1:
            return "lines", f"lines are numbered from 1, not {number!r}"
    return _validate_match(fields)


# -- Bitmap Display -----------------------------------------------------------------------------

def bitmap(ctx: Context) -> Verdict:
    from rarslite.devices.bitmap_headless import parse_pair
    from rarslite.png import decode_rgb

    f = ctx.test.fields
    out = ctx.path("bitmap.png")
    options = ["--bitmap", f.get("display", "auto"), "--bitmap-screen", out]
    if "unit" in f:
        options += ["--bitmap-unit", f["unit"]]
    if "base" in f:
        options += ["--bitmap-base", str(f["base"])]
    run = _run(ctx, options, max_steps=f.get("steps"))
    if run.status in (2, 3, 70):
        return Verdict(False, f"the program did not finish: {run.problem}\n{run.messages}")
    try:
        with open(out, "rb") as fh:
            w, h, rows = decode_rgb(fh.read())
        with open(ctx.assignment.resource(f["png"]), "rb") as fh:
            ew, eh, want = decode_rgb(fh.read())
    except (OSError, ValueError) as e:
        return Verdict(False, f"no picture to compare: {e}\n{run.messages}")
    if (w, h) != (ew, eh):
        return Verdict(False, f"the picture is {w}x{h} pixels, the reference {ew}x{eh}")
    uw, uh = parse_pair(f.get("unit", "1x1"), "unit")
    units = set()
    first = None
    for y in range(h):
        if rows[y] == want[y]:
            continue
        for x in range(w):
            if rows[y][3 * x:3 * x + 3] != want[y][3 * x:3 * x + 3]:
                units.add((x // uw, y // uh))
                first = first or (x, y, rows[y][3 * x:3 * x + 3], want[y][3 * x:3 * x + 3])
    allowed = f.get("tolerance", 0)
    if len(units) <= allowed:
        return Verdict(True)
    x, y, got, exp = first
    return Verdict(False, f"{len(units)} display units differ from the reference (tolerance "
                   f"{allowed}); first at pixel ({x}, {y}): #{got.hex()} instead of "
                   f"#{exp.hex()}")  # fmt: skip


# -- analysis numbers ---------------------------------------------------------------------------

def analysis(ctx: Context) -> Verdict:
    import json

    f = ctx.test.fields
    out = ctx.path("tools.json")
    options = ["--count", "--json", "--tools-out", out]
    if "cache" in f or "hit_rate" in f:
        options += ["--cache", f.get("cache", "direct,lru,blocks=8,words=4")]
    run = _run(ctx, options)
    if (bad := _ended_badly(run)) is not None:
        return bad
    try:
        with open(out, encoding="utf-8") as fh:
            numbers = json.load(fh)
    except (OSError, ValueError):
        return Verdict(False, f"the analysis tools wrote no numbers\n{run.messages}")
    problems = []
    total = numbers["count"]["total"]
    if "max_instructions" in f and total > f["max_instructions"]:
        problems.append(f"{total} instructions ran, at most {f['max_instructions']} allowed")
    if "min_instructions" in f and total < f["min_instructions"]:
        problems.append(f"{total} instructions ran, at least {f['min_instructions']} expected")
    if "hit_rate" in f:
        lo, hi = f["hit_rate"]
        rate = numbers["cache"]["hit_rate_percent"]
        if not lo <= rate <= hi:
            problems.append(f"cache hit rate {rate}% is outside {lo}%..{hi}% "
                            f"({numbers['cache']['hits']} hits of "
                            f"{numbers['cache']['accesses']} accesses)")
    return Verdict(not problems, "\n".join(problems))


def _validate_analysis(fields: dict) -> tuple[str, str] | None:
    if "hit_rate" in fields:
        rate = fields["hit_rate"]
        if len(rate) != 2 or not all(isinstance(r, (int, float)) for r in rate):
            return "hit_rate", "hit_rate is [LOW, HIGH] in percent"
    if "cache" in fields:
        from rarslite.analysis.cache import parse_cache_spec

        try:
            parse_cache_spec(fields["cache"])
        except ValueError as e:
            return "cache", str(e)
    return None


# -- the calling-convention checker (analysis/conventions.py, docs/conventions.md) -------------

def conventions(ctx: Context) -> Verdict:
    import json

    f = ctx.test.fields
    out = ctx.path("conventions.json")
    options = ["--cc", "--json", "--tools-out", out]
    options += ["--cc-strict"] if f.get("strict") else []
    options += ["--cc-save-all"] if f.get("save_all") else []
    run = _run(ctx, options)
    if run.status in NO_RUN:
        return Verdict(False, f"{run.problem}\n{run.messages}")
    if run.problem and not f.get("allow_error", False):
        return Verdict(False, f"the program did not finish normally: {run.problem} (the "
                       f"check needs a whole run)\n{run.messages}")  # fmt: skip
    try:
        with open(out, encoding="utf-8") as fh:
            findings = json.load(fh)["conventions"]["findings"]
    except (OSError, ValueError, KeyError):
        return Verdict(False, f"the checker wrote no findings\n{run.messages}")
    ignored, only = set(f.get("ignore", [])), set(f.get("functions", []))
    counted = [x for x in findings if x["kind"] not in ignored
               and (not only or x["function"] in only)]  # fmt: skip
    allowed = f.get("max_findings", 0)
    if len(counted) <= allowed:
        return Verdict(True)
    lines = [(f"{x['file']}:{x['line']}: " if x["file"] else "") + x["message"]
             for x in counted]
    n = len(counted)
    return Verdict(False, f"{n} calling-convention finding{'s' if n != 1 else ''} (at most "
                   f"{allowed} allowed):\n" + "\n".join(lines))


def _validate_conventions(fields: dict) -> tuple[str, str] | None:
    from rarslite.analysis.conventions_findings import KINDS as FINDINGS

    unknown = [k for k in fields.get("ignore", []) if k not in FINDINGS]
    if unknown:
        return "ignore", f"no finding kind {unknown[0]!r} (kinds: {', '.join(FINDINGS)})"
    return None


# -- static checks: it assembles; no forbidden instructions or syscalls -------------------------

def assembles(ctx: Context) -> Verdict:
    try:
        _front, program = assemble(ctx)
    except Exception as e:  # noqa: BLE001 - AsmErrors, LoadError, OSError
        return Verdict(False, _asm_message(e))
    if ctx.test.fields.get("warnings", True) is False and program.warnings:
        return Verdict(False, "warnings are not allowed:\n"
                       + "".join(m.friendly() for m in program.warnings))
    return Verdict(True)


_MNEMONIC = re.compile(r"^\s*(?:[\w.$]+:\s*)*([A-Za-z][\w.]*)")


def written_mnemonics(path: str) -> list[tuple[int, str]]:
    """(line, mnemonic) of each statement in a source file (comments, strings and directives
    left out)."""
    out = []
    with open(path, encoding="latin-1") as fh:
        for n, line in enumerate(fh, 1):
            code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line).split("#", 1)[0]
            m = _MNEMONIC.match(code)
            if m:
                out.append((n, m.group(1).lower()))
    return out


class _SyscallWatch:
    """A fetch observer that notes the service number of every system call that runs."""

    def __init__(self, front) -> None:
        self.op, self.read = front.syscall_op, front.register_value(front.service_register)
        self.services: dict[int, int] = {}  # service -> how often

    def attach(self, machine) -> None:
        from rarslite.analysis.observers import watch_fetches

        self.machine = machine
        watch_fetches(machine, self)

    def on_fetch(self, pc: int, ins) -> None:
        ins = getattr(ins, "instr", ins)  # MIPS observers get the text word
        if ins is not None and ins.op == self.op:
            service = self.read(self.machine) & 0xFFFFFFFF
            self.services[service] = self.services.get(service, 0) + 1


def forbidden(ctx: Context) -> Verdict:
    f = ctx.test.fields
    banned = {str(i).lower() for i in f.get("instructions", [])}
    problems = []
    try:
        front, program = assemble(ctx)
    except Exception as e:  # noqa: BLE001
        return Verdict(False, _asm_message(e))
    students = set(ctx.student_files())
    for path in sorted(students):
        for line, op in written_mnemonics(path):
            if op in banned:
                problems.append(f"{os.path.basename(path)}:{line}: {op} is not allowed")
    for entry in program.text.values():  # also what .word or a macro put there
        loc = getattr(entry, "loc", None)
        file = getattr(entry, "file", None) or getattr(loc, "file", None)
        instr = getattr(entry, "instr", None)
        if instr is not None and instr.op in banned and file and \
                os.path.realpath(file) in students:  # fmt: skip
            line = getattr(entry, "line", None) or getattr(loc, "line", 0)
            text = f"{os.path.basename(file)}:{line}: {instr.op} is not allowed"
            if not any(p.startswith(text) for p in problems):
                problems.append(text + " (assembled)")
    if "syscalls" in f:
        watch = _SyscallWatch(front)
        _run(ctx, watch=watch)
        for service in sorted(set(watch.services) & {int(s) for s in f["syscalls"]}):
            n = watch.services[service]
            problems.append(f"system call {service} is not allowed (made {n} "
                            f"time{'s' if n != 1 else ''})")
    return Verdict(not problems, "\n".join(problems))


KINDS: dict[str, Kind] = {
    "console": Kind(console, {**INPUT_KEYS, "stdout": str, "stdout_file": str, "match": str,
                              "exit": int}, validate=_validate_match,
                    help="program arguments and stdin in; stdout and exit status checked"),
    "state": Kind(state, {**INPUT_KEYS, "registers": dict, "memory": list,
                          "allow_error": bool}, ("registers", "memory"), any_of=True,
                  validate=validate_state, help="registers and memory after the run"),
    "call": Kind(call, {"function": str, "args": list, "stack": list, "set": dict,
                        "registers": dict, "memory": list, "saved": bool, "stdout": str,
                        "match": str}, ("function",), validate=validate_state,
                 help="call a label with arguments; results and preserved registers"),
    "screen": Kind(screen, {**INPUT_KEYS, "keys": str, "display": str, "screen": str,
                            "screen_file": str, "lines": dict, "match": str},
                   ("screen", "screen_file", "lines"), any_of=True, validate=_validate_screen,
                   help="Keyboard and Display: keys in, final screen out"),
    "bitmap": Kind(bitmap, {**INPUT_KEYS, "png": str, "display": str, "unit": str,
                            "base": (str, int), "steps": int, "tolerance": int}, ("png",),
                   help="the Bitmap Display's picture against a reference PNG"),
    "analysis": Kind(analysis, {**INPUT_KEYS, "max_instructions": int, "min_instructions": int,
                                "cache": str, "hit_rate": list},
                     ("max_instructions", "min_instructions", "hit_rate"), any_of=True,
                     validate=_validate_analysis, help="instruction count, cache hit rate"),
    "conventions": Kind(conventions, {**INPUT_KEYS, "strict": bool, "save_all": bool,
                                      "ignore": list, "functions": list, "max_findings": int,
                                      "allow_error": bool}, validate=_validate_conventions,
                        help="the calling-convention checker's findings"),
    "assembles": Kind(assembles, {"warnings": bool}, help="the program assembles"),
    "forbidden": Kind(forbidden, {**INPUT_KEYS, "instructions": list, "syscalls": list},
                      ("instructions", "syscalls"), any_of=True,
                      help="no forbidden instructions (written or assembled) or system calls"),
}
