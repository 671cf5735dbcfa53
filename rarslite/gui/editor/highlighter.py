"""Syntax highlighting for RARS assembly, derived from the ISA's name sets.

`classify_line` is a pure function (testable without painting); `AsmHighlighter` applies its
spans with the active theme's colours.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

from rarslite.gui import theme
from rarslite.isa.names import isa_names

__all__ = ["AsmHighlighter", "classify_line", "isa_names"]

TOKEN_CLASSES = (
    "instruction", "pseudo", "directive", "register", "label", "string", "comment", "number",
)

_TOKEN = re.compile(
    r"""(?P<comment>\#.*)
      | (?P<string>"(?:\\.|[^"\\])*"?|'(?:\\.|[^'\\])*'?)
      | (?P<directive>\.[A-Za-z_][\w.]*)
      | (?P<number>[-+]?(?:0[xX][0-9A-Fa-f]+|0[bB][01]+|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)\b)
      | (?P<ident>[%$]?[A-Za-z_][\w.$]*|\$\d+)
      | (?P<colon>:)
      | (?P<other>[^\s#"'.\w%$:]+|\S)
    """,
    re.VERBOSE,
)


def classify_line(text: str, isa_name: str = "rv32", xlen: int = 32,
                  ) -> list[tuple[int, int, str]]:
    """Spans (start, length, class) of one source line; classes are TOKEN_CLASSES."""
    basic, pseudo, registers, csrs = isa_names(isa_name, xlen)
    spans: list[tuple[int, int, str]] = []
    expect_op = True  # the next identifier is in mnemonic position
    tokens = list(_TOKEN.finditer(text))
    for i, m in enumerate(tokens):
        kind = m.lastgroup
        start, end = m.span()
        if kind == "ident":
            word = m.group()
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if nxt is not None and nxt.lastgroup == "colon" and expect_op:
                spans.append((start, end - start + 1, "label"))
                continue
            low = word.lower()
            if expect_op:
                expect_op = False
                if word in basic or (not basic and not word.startswith(("%", "$"))):
                    spans.append((start, end - start, "instruction"))
                elif word in pseudo:
                    spans.append((start, end - start, "pseudo"))
                else:  # a macro call or an unknown mnemonic: leave plain
                    pass
            elif word in registers or word in csrs or low in registers:
                spans.append((start, end - start, "register"))
            elif word.startswith("%"):
                spans.append((start, end - start, "register"))  # macro parameter
            else:
                spans.append((start, end - start, "label"))
        elif kind == "directive":
            expect_op = False
            spans.append((start, end - start, "directive"))
        elif kind in ("comment", "string", "number"):
            spans.append((start, end - start, kind))
            if kind != "comment":
                expect_op = False
    return spans


class AsmHighlighter(QSyntaxHighlighter):
    #: the mode new highlighters start in (the app's Settings > 64 bit sets it)
    default_xlen = 32

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self._formats: dict[str, QTextCharFormat] = {}
        self.isa_name = "rv32"
        self.xlen = AsmHighlighter.default_xlen
        self.refresh_theme()

    def set_xlen(self, xlen: int) -> None:
        if xlen != self.xlen:
            self.xlen = xlen
            self.rehighlight()

    def set_isa(self, name: str) -> None:
        """Highlight with another ISA's tables (the app switched to MIPS or back)."""
        if name != self.isa_name:
            self.isa_name = name
            self.rehighlight()

    def refresh_theme(self) -> None:
        colors = theme.current()
        self._formats = {}
        for cls in TOKEN_CLASSES:
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(getattr(colors, cls)))
            if cls in ("instruction", "directive"):
                fmt.setFontWeight(QFont.Weight.DemiBold)
            if cls == "comment":
                fmt.setFontItalic(True)
            self._formats[cls] = fmt
        self.rehighlight()

    def highlightBlock(self, text: str) -> None:  # noqa: N802 (Qt override)
        for start, length, cls in classify_line(text, self.isa_name, self.xlen):
            self.setFormat(start, length, self._formats[cls])
