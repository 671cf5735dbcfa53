"""The test file of `rarslite grade` (TOML, one per assignment; docs/grading.md).

Top-level keys set the assignment's defaults; each ``[[test]]`` table is one test whose
``kind`` names a row of `kinds.KINDS` (which also says the keys that kind takes). A mistake
is a `SpecError` naming the file and the test's line: TOML has no positions for values, so
the line is that of the test's ``[[test]]`` header (or of the key, when it can be found).
"""

from __future__ import annotations

import os
import re
import sys
from typing import Any

from rarslite.commands.grade.model import Assignment, Test

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10 has the backport (a dependency there)
    import tomli as tomllib

VISIBILITIES = ("visible", "hidden", "after_due_date", "after_published")  # Gradescope's
ISAS = ("auto", "rv32", "rv64", "mips")
DEFAULT_TIMEOUT = 10.0  # seconds of wall clock per test
DEFAULT_MAX_STEPS = 10_000_000
DEFAULT_MAX_OUTPUT = 100_000  # bytes of program output per test
COMMON_KEYS = {"name", "kind", "points", "visibility", "timeout", "max_steps", "max_output",
               "program", "isa"}  # fmt: skip
TOP_KEYS = {"name", "isa", "submission", "program", "timeout", "max_steps", "max_output",
            "visibility", "test"}  # fmt: skip
_TEST_HEADER = re.compile(r"^\s*\[\[\s*test\s*\]\]")


class SpecError(Exception):
    """A mistake in the test file; ``str()`` is ``FILE:LINE: message``."""


def _key_line(lines: list[str], start: int, end: int, key: str) -> int:
    """The line (1-based) of ``key =`` between ``start`` and ``end``, else ``start``."""
    pattern = re.compile(rf"^\s*\"?{re.escape(key)}\"?\s*=")
    for i in range(start, min(end, len(lines) + 1)):
        if pattern.match(lines[i - 1]):
            return i
    return start


def load(path: str) -> Assignment:
    """The assignment of the test file at ``path``. Raises SpecError."""
    from rarslite.commands.grade.kinds import KINDS

    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as e:
        raise SpecError(f"{path}: cannot read the test file: "
                        f"{getattr(e, 'strerror', None) or e}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(e))
        where = f"{path}:{m.group(1)}:{m.group(2)}" if m else path
        raise SpecError(f"{where}: not valid TOML: {re.sub(r' [(]at line.*', '', str(e))}"
                        ) from None
    lines = text.splitlines()
    headers = [i + 1 for i, line in enumerate(lines) if _TEST_HEADER.match(line)]
    for key in data:
        if key not in TOP_KEYS:
            raise SpecError(f"{path}:{_key_line(lines, 1, len(lines) + 1, key)}: unknown "
                            f"setting {key!r} (settings: {', '.join(sorted(TOP_KEYS))})")

    def top(key: str, kind: type | tuple, default: Any) -> Any:
        value = data.get(key, default)
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            raise SpecError(f"{path}:{_key_line(lines, 1, len(lines) + 1, key)}: {key} has the "
                            f"wrong type ({type(value).__name__})")
        return value

    submission = top("submission", list, [])
    defaults = {
        "isa": top("isa", str, "auto"),
        "timeout": float(top("timeout", (int, float), DEFAULT_TIMEOUT)),
        "max_steps": top("max_steps", int, DEFAULT_MAX_STEPS),
        "max_output": top("max_output", int, DEFAULT_MAX_OUTPUT),
        "program": top("program", list, list(submission)),
        "visibility": top("visibility", str, "visible"),
    }
    raw_tests = data.get("test", [])
    if not isinstance(raw_tests, list) or not raw_tests:
        raise SpecError(f"{path}: no tests: add [[test]] tables (docs/grading.md)")
    tests = []
    names: set[str] = set()
    for n, raw in enumerate(raw_tests):
        start = headers[n] if n < len(headers) else 1
        end = headers[n + 1] if n + 1 < len(headers) else len(lines) + 1
        test = _test(raw, defaults, KINDS, path, lines, start, end, n + 1)
        if test.name in names:
            raise SpecError(f"{path}:{start}: a second test named {test.name!r}")
        names.add(test.name)
        tests.append(test)
    folder = os.path.dirname(os.path.abspath(path))
    name = top("name", str, os.path.splitext(os.path.basename(path))[0])
    assignment = Assignment(path, folder, name, [str(s) for s in submission], tests)
    for test in tests:  # the instructor's files must be there (a student's may be missing)
        for name in test.program:
            if name not in assignment.submission and not os.path.isfile(
                    assignment.resource(name)):
                raise SpecError(f"{path}:{test.line}: test {test.name!r}: program file "
                                f"{name} not found (not a submission file either)")
    return assignment


def _test(raw: dict, defaults: dict, kinds: dict, path: str, lines: list[str], start: int,
          end: int, number: int) -> Test:  # fmt: skip
    def fail(message: str, key: str | None = None) -> SpecError:
        line = _key_line(lines, start, end, key) if key else start
        return SpecError(f"{path}:{line}: test {raw.get('name', number)!r}: {message}")

    kind_name = raw.get("kind", "console")
    kind = kinds.get(kind_name)
    if kind is None:
        raise fail(f"unknown kind {kind_name!r} (kinds: {', '.join(kinds)})", "kind")
    for key in raw:
        if key not in COMMON_KEYS and key not in kind.keys:
            allowed = ", ".join(sorted(COMMON_KEYS | set(kind.keys)))
            raise fail(f"unknown key {key!r} for a {kind_name} test (keys: {allowed})", key)
    for key, want in kind.keys.items():
        if key in raw and not _is(raw[key], want):
            raise fail(f"{key} should be {_type_name(want)}, not {type(raw[key]).__name__}",
                       key)
    name = raw.get("name", f"test {number}")
    points = raw.get("points", 1)
    if not isinstance(points, (int, float)) or isinstance(points, bool) or points < 0:
        raise fail("points must be a number >= 0", "points")
    visibility = raw.get("visibility", defaults["visibility"])
    if visibility not in VISIBILITIES:
        raise fail(f"visibility must be one of {', '.join(VISIBILITIES)}", "visibility")
    isa = raw.get("isa", defaults["isa"])
    if isa not in ISAS:
        raise fail(f"isa must be one of {', '.join(ISAS)}", "isa")
    timeout = raw.get("timeout", defaults["timeout"])
    if not isinstance(timeout, (int, float)) or timeout <= 0:
        raise fail("timeout must be a number of seconds > 0", "timeout")
    for key in ("max_steps", "max_output"):
        value = raw.get(key, defaults[key])
        if not isinstance(value, int) or value <= 0:
            raise fail(f"{key} must be a whole number > 0", key)
    program = raw.get("program", defaults["program"])
    if not isinstance(program, list) or not all(isinstance(p, str) for p in program):
        raise fail("program must be a list of file names", "program")
    fields = {k: v for k, v in raw.items() if k in kind.keys}
    missing = [k for k in kind.required if k not in fields]
    if kind.required and len(missing) == len(kind.required) and kind.any_of:
        raise fail(f"a {kind_name} test needs one of {', '.join(kind.required)}")
    if missing and not kind.any_of:
        raise fail(f"a {kind_name} test needs {', '.join(missing)}")
    test = Test(str(name), kind_name, float(points), visibility, start, float(timeout),
                raw.get("max_steps", defaults["max_steps"]),
                raw.get("max_output", defaults["max_output"]), list(program), isa, fields)
    problem = kind.validate(fields) if kind.validate else None
    if problem:
        key, message = problem
        raise fail(message, key)
    return test


def _is(value: Any, want: type | tuple) -> bool:
    if isinstance(value, bool) and want in (int, float, (int, float)):
        return False
    return isinstance(value, want)


def _type_name(want: type | tuple) -> str:
    names = {str: "a string", int: "a whole number", float: "a number", list: "a list",
             dict: "a table", bool: "true or false"}  # fmt: skip
    if isinstance(want, tuple):
        return " or ".join(names.get(w, w.__name__) for w in want)
    return names.get(want, want.__name__)
