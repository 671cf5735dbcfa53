"""`rarslite calltests PROG.asm TESTS...`: function-level tests of a MIPS lab, one call a line.

A test file holds one call per line (``#`` starts a comment)::

    FUNCTION [ARG...] [| STACK...] [@NAME=V,V...]... -> V0 [NAME=V,V...]...

ARGs go to ``$a0``-``$a3``, STACK words to ``0($sp)``, ``4($sp)``... (a fifth argument),
``@NAME=...`` writes words at a label (or an address) before the call. After ``->``: the
``$v0`` the function must return (``_`` for any), then words that must be in memory at a
label or address (``0xffff0000=...``: the display). Values are numbers (decimal, 0x, 0b,
negative), ``'c'`` characters or labels. Every call runs on a fresh machine and must keep
``$s0``-``$s7``, ``$fp``, ``$sp`` and ``$gp``. One line per test: ``FILE:LINE: ok`` or
``FILE:LINE: FAIL ...``; exit status 0 when every test passed, 1 otherwise. With ``--cc``
(``--cc-strict``, ``--cc-save-all``) every call is also checked by the calling-convention
checker (docs/conventions.md): a finding fails the test, named with its line.
`resources/examples/mips/bombsweeper/tests/hw3.calls` tests CSE 220's Bombsweeper functions.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field

from rarslite.analysis.headless import CallCheck, add_cc_arguments, cc_options
from rarslite.commands.call import parse_value
from rarslite.machine.front import DEFAULT_MAX_STEPS, CallError
from rarslite.machine.mips.calls import assemble_mips, call_mips_function

MASK32 = 0xFFFFFFFF


@dataclass
class CallTest:
    line: int
    function: str
    args: list[str] = field(default_factory=list)
    stack: list[str] = field(default_factory=list)
    sets: dict[str, list[str]] = field(default_factory=dict)
    v0: str = "_"
    expect: dict[str, list[str]] = field(default_factory=dict)

    def labels(self) -> list[str]:
        return [self.function, *self.sets, *self.expect]


def _words(spec: str, line: int) -> tuple[str, list[str]]:
    name, sep, values = spec.partition("=")
    if not sep or not name or not values:
        raise CallError(f"line {line}: {spec!r} is not NAME=VALUE[,VALUE...]")
    return name, values.split(",")


def parse_tests(text: str) -> list[CallTest]:
    """The tests of a file; CallError (naming the line) for one that does not parse."""
    tests = []
    for n, raw in enumerate(text.splitlines(), 1):
        body = raw.split("#", 1)[0].strip()
        if not body:
            continue
        call, arrow, expected = body.partition("->")
        if not arrow:
            raise CallError(f"line {n}: no '->' before the expected results")
        tokens = call.split()
        if not tokens:
            raise CallError(f"line {n}: no function name")
        test = CallTest(n, tokens[0])
        target = test.args
        for tok in tokens[1:]:
            if tok == "|":
                target = test.stack
            elif tok.startswith("@"):
                name, values = _words(tok[1:], n)
                test.sets[name] = values
            else:
                target.append(tok)
        results = expected.split()
        if not results:
            raise CallError(f"line {n}: no expected $v0 after '->' (use _ for any)")
        test.v0 = results[0]
        for spec in results[1:]:
            name, values = _words(spec, n)
            test.expect[name] = values
        tests.append(test)
    return tests


def _value(text: str, symbols: Mapping[str, int]) -> int:
    if len(text) == 3 and text[0] == text[2] == "'":
        return ord(text[1])
    return parse_value(text, symbols)


def _address(name: str, symbols: Mapping[str, int]) -> int:
    return symbols[name] if name in symbols else parse_value(name, {})


def run_test(program, test: CallTest, max_steps: int,
             check: CallCheck | None = None) -> str | None:  # fmt: skip
    """None when the test passes, else what went wrong (``program`` is not changed);
    ``check``: the calling-convention checker's findings fail it too."""
    symbols = program.symbols
    sets = {name: [_value(v, symbols) for v in values] for name, values in test.sets.items()}
    # call_mips_function writes at labels: an address gets a name of its own for the call
    named = dataclasses.replace(program, symbols={
        **symbols, **{name: _address(name, symbols) for name in sets if name not in symbols}})
    result = call_mips_function(named, test.function, sets=sets,
                                args=[_value(a, symbols) for a in test.args],
                                stack=[_value(s, symbols) for s in test.stack],
                                max_steps=max_steps, watch=check)
    problems = []
    if test.v0 != "_" and result.v0 != _value(test.v0, symbols) & MASK32:
        want = _value(test.v0, symbols) & MASK32
        problems.append(f"$v0 = 0x{result.v0:08X}, expected 0x{want:08X}")
    for name, values in test.expect.items():
        base = _address(name, symbols)
        for i, text in enumerate(values):
            got, want = result.word(base + 4 * i), _value(text, symbols) & MASK32
            if got != want:
                problems.append(f"{name}+{4 * i} = 0x{got:08X}, expected 0x{want:08X}")
    problems += [f"{reg} clobbered (0x{was:08X} -> 0x{now:08X})"
                 for reg, was, now in result.clobbered]
    if check is not None:
        problems += [f"convention: {f.text()}" for f in check.findings()]
    return "; ".join(problems) or None


def _labels(tests: list[CallTest]) -> list[str]:
    """The names the tests use that are not numbers (labels, maybe local to the file)."""
    out = []
    for test in tests:
        out += [n for n in test.labels() if not n[:1].isdigit() and not n.startswith("-")]
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="rarslite calltests",
                                 description="Function-level tests of a MIPS lab, one call a "
                                 "line (see the module's help for the format).")
    ap.add_argument("program", metavar="PROG.asm")
    ap.add_argument("tests", nargs="+", metavar="TESTS")
    ap.add_argument("--max-steps", type=int, default=DEFAULT_MAX_STEPS, metavar="N")
    add_cc_arguments(ap, "a finding fails its test.")
    args = ap.parse_args(argv)
    options = cc_options(args)
    failed = 0
    for file in args.tests:
        try:
            with open(file, encoding="utf-8") as fh:
                tests = parse_tests(fh.read())
        except (OSError, CallError, UnicodeDecodeError) as exc:
            sys.stdout.write(f"{file}: error: {getattr(exc, 'strerror', None) or exc}\n")
            failed += 1
            continue
        try:
            program = assemble_mips(args.program, _labels(tests), strict=False)
        except CallError as exc:
            sys.stdout.write(f"{file}: error: {exc}\n")
            failed += 1
            continue
        for test in tests:
            try:
                check = CallCheck(options) if options is not None else None
                problem = run_test(program, test, args.max_steps, check)
            except CallError as exc:
                problem = str(exc).replace("\n", " ")
            where = f"{file}:{test.line}: {test.function}"
            sys.stdout.write(f"{where}: ok\n" if problem is None else f"{where}: FAIL {problem}\n")
            failed += problem is not None
    return 1 if failed else 0
