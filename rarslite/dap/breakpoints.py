"""Breakpoints as the debugger keeps them: where (source lines, labels, instruction
addresses, watched words) and when (a condition on registers, a hit count, a log message
instead of a stop)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rarslite.dap.expressions import EvalError, Evaluator
from rarslite.program import LineTable, source_key

_HIT = re.compile(r"\s*(>=|<=|==|>|<|%)?\s*(\d+)\s*$")


def hit_rule(text: str) -> tuple[str, int]:
    """A hit condition: ``N`` (stop from the Nth hit on), ``==N``, ``>N``, ``>=N``,
    ``<N``, ``<=N``, ``%N`` (every Nth hit); ValueError for anything else."""
    m = _HIT.match(text or "")
    if m is None:
        raise ValueError(f"hit condition {text!r}: write N, ==N, >N, >=N, <N, <=N or %N")
    op, n = m.group(1) or ">=", int(m.group(2))
    if op == "%" and n == 0:
        raise ValueError("hit condition %0: the count must be above 0")
    return op, n


@dataclass
class Breakpoint:
    """One breakpoint: its DAP id, where it stops and when."""

    id: int
    condition: str = ""
    hit: tuple[str, int] | None = None
    log_message: str = ""
    hits: int = 0
    kind: str = "breakpoint"  # the stopped event's reason: "function breakpoint", ...

    def fires(self, evaluator: Evaluator) -> tuple[bool, str]:
        """Whether this hit stops (counting it when its condition holds), and an error
        message when the condition cannot be evaluated (then it stops, to show why)."""
        if self.condition:
            try:
                if not evaluator.evaluate(self.condition):
                    return False, ""
            except EvalError as e:
                return True, f"breakpoint condition {self.condition!r}: {e}"
        self.hits += 1
        if self.hit is not None:
            op, n = self.hit
            ok = {">=": self.hits >= n, "==": self.hits == n, ">": self.hits > n,
                  "<": self.hits < n, "<=": self.hits <= n, "%": self.hits % n == 0}[op]
            if not ok:
                return False, ""
        return True, ""

    def log_text(self, evaluator: Evaluator) -> str:
        """The log message with each ``{expression}`` replaced by its value."""
        def value(m: re.Match[str]) -> str:
            try:
                return str(evaluator.evaluate(m.group(1)))
            except EvalError as e:
                return f"<{e}>"
        return re.sub(r"\{([^{}]*)\}", value, self.log_message)


def place_line(table: LineTable, path: str, line: int) -> tuple[int | None, int]:
    """(address, line) a breakpoint on ``line`` of ``path`` stops at: the line's first
    instruction, or the next line's that has one; (None, line) when no later line has."""
    key = source_key(path)
    addr = table.first.get((key, line))
    if addr is not None:
        return addr, line
    later = table.next_code_line(key, line)
    if later:
        return table.first[(key, later)], later
    return None, line


def no_code_message(path: str, line: int, table: LineTable) -> str:
    if source_key(path) not in table.files:
        return "this file is not part of the program being debugged"
    return (f"line {line} and the lines after it produce no instruction (comments, labels, "
            "directives, macro definitions)")


def spec_of(source: dict[str, Any], ident: int, kind: str = "breakpoint") -> Breakpoint:
    """A `Breakpoint` from a DAP SourceBreakpoint / FunctionBreakpoint / DataBreakpoint
    (ValueError for a bad hit condition)."""
    hit = source.get("hitCondition") or ""
    return Breakpoint(ident, condition=(source.get("condition") or "").strip(),
                      hit=hit_rule(hit) if hit.strip() else None,
                      log_message=source.get("logMessage") or "", kind=kind)  # fmt: skip
