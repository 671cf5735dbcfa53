"""Expressions the debug console, hovers, watches and breakpoint conditions evaluate:
registers (``a0``, ``$t0``, ``t0``, ``pc``), labels (their address), numbers (``12``,
``-3``, ``0x1f``, ``'a'``), ``*expr`` (the word at an address), and C's operators
(``+ - * / % << >> & | ^ ~ ! == != < <= > >= && ||``, parentheses). Registers read as
signed values, words as signed 32-bit ones; labels as unsigned addresses.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_TOKEN = re.compile(r"""\s*(?:
    (?P<num>0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)
  | (?P<char>'(?:\\.|[^'\\])')
  | (?P<name>\$?[A-Za-z_.][\w.$]*|\$\d+)
  | (?P<op><<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^~!()<>])
)""", re.VERBOSE)
_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "b": 8, "f": 12}
# binary operators, loosest first
_LEVELS: list[tuple[str, ...]] = [("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="),
                                  ("<", "<=", ">", ">="), ("<<", ">>"), ("+", "-"),
                                  ("*", "/", "%")]  # fmt: skip


class EvalError(Exception):
    """An expression that cannot be evaluated; ``str()`` says why."""


def tokens(text: str) -> list[tuple[str, str]]:
    out = []
    pos = 0
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise EvalError(f"cannot read {text[pos:].strip()!r} (column {pos + 1})")
        kind = m.lastgroup or ""
        out.append((kind, m.group(kind)))
        pos = m.end()
    return out


def _int_div(a: int, b: int, op: str) -> int:
    if b == 0:
        raise EvalError("division by zero")
    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)  # C's truncation
    return q if op == "/" else a - q * b


def _binary(op: str, a: int, b: int) -> int:
    if op in ("/", "%"):
        return _int_div(a, b, op)
    if op in ("<<", ">>") and not 0 <= b < 64:
        raise EvalError(f"shift by {b}")
    return {
        "||": lambda: int(bool(a) or bool(b)), "&&": lambda: int(bool(a) and bool(b)),
        "|": lambda: a | b, "^": lambda: a ^ b, "&": lambda: a & b,
        "==": lambda: int(a == b), "!=": lambda: int(a != b), "<": lambda: int(a < b),
        "<=": lambda: int(a <= b), ">": lambda: int(a > b), ">=": lambda: int(a >= b),
        "<<": lambda: a << b, ">>": lambda: a >> b, "+": lambda: a + b, "-": lambda: a - b,
        "*": lambda: a * b}[op]()  # fmt: skip


class Evaluator:
    """Evaluates expressions against ``lookup`` (name -> value or None) and ``load_word``
    (address -> signed word)."""

    def __init__(self, lookup: Callable[[str], int | None],
                 load_word: Callable[[int], int]) -> None:  # fmt: skip
        self.lookup = lookup
        self.load_word = load_word

    def evaluate(self, text: str) -> int:
        if not text.strip():
            raise EvalError("empty expression")
        self._toks = tokens(text)
        self._i = 0
        value = self._level(0)
        if self._i < len(self._toks):
            raise EvalError(f"unexpected {self._toks[self._i][1]!r}")
        return value

    def _peek(self) -> str | None:
        return self._toks[self._i][1] if self._i < len(self._toks) else None

    def _level(self, n: int) -> int:
        if n == len(_LEVELS):
            return self._unary()
        value = self._level(n + 1)
        while self._peek() in _LEVELS[n] and self._toks[self._i][0] == "op":
            op = self._toks[self._i][1]
            self._i += 1
            value = _binary(op, value, self._level(n + 1))
        return value

    def _unary(self) -> int:
        tok = self._peek()
        if tok in ("-", "+", "~", "!", "*") and self._toks[self._i][0] == "op":
            self._i += 1
            v = self._unary()
            if tok == "*":
                return self.load_word(v & 0xFFFFFFFF)
            return {"-": -v, "+": v, "~": ~v, "!": int(not v)}[tok]
        return self._primary()

    def _primary(self) -> int:
        if self._i >= len(self._toks):
            raise EvalError("the expression ends too soon")
        kind, text = self._toks[self._i]
        self._i += 1
        if kind == "num":
            return int(text, 0)
        if kind == "char":
            body = text[1:-1]
            if body.startswith("\\"):
                if body[1] not in _ESCAPES:
                    raise EvalError(f"unknown escape {body!r}")
                return _ESCAPES[body[1]]
            return ord(body)
        if kind == "name":
            value = self.lookup(text)
            if value is None:
                raise EvalError(f"no register or label named {text!r}")
            return value
        if text == "(":
            value = self._level(0)
            if self._peek() != ")":
                raise EvalError("missing )")
            self._i += 1
            return value
        raise EvalError(f"unexpected {text!r}")
