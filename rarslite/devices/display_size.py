"""How big a Keyboard and Display MMIO display a program needs.

One inference for every front end (the app's tool, Run > Play, ``rarslite play``):

1. the program's comments, where they state a size next to the word display, screen, grid
   or terminal ("open the Keyboard and Display MMIO tool with a display of at least 40x22");
2. otherwise the cursor positions it writes: `TerminalGrid` records the first cursor
   positioning (or stream line) past its grid as ``overflow``; with ``fit`` on it grows to
   the size that fits instead (Play and the terminal; RARS keeps the size and clamps).

A size the person sets by hand is used as given, exactly as RARS would (no fitting).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rarslite.devices.bitmap_header import comment_lines
from rarslite.devices.terminal_grid import fits

DEFAULT_SIZE = (40, 22)  # the CMPUT 229 labs' display; the app's first-run size
_PAIR = re.compile(r"(?<![\w.])([1-9]\d{0,3})\s*[x×]\s*([1-9]\d{0,3})(?![\w.])")
_TEXT_DISPLAY = re.compile(r"\b(?:display|screen|grid|terminal)\b", re.IGNORECASE)
# a Bitmap Display's size is in pixels or units, not characters
_NOT_TEXT = re.compile(r"\b(?:bitmap|pixels?|units?|px)\b", re.IGNORECASE)


@dataclass(frozen=True)
class SizeHint:
    """A display size a program's comment states, and where."""

    cols: int
    rows: int
    path: str
    line: int

    def where(self) -> str:
        return f"{self.path} line {self.line}"


def size_in_comments(text: str) -> tuple[int, int, int] | None:
    """(cols, rows, line) of the first comment that states a text display's size."""
    for number, comment in comment_lines(text):
        if not _TEXT_DISPLAY.search(comment) or _NOT_TEXT.search(comment):
            continue
        m = _PAIR.search(comment)
        if m is not None:
            cols, rows = int(m.group(1)), int(m.group(2))
            if fits(cols, rows):
                return cols, rows, number
    return None


def size_hint(sources: Iterable[tuple[str, str]]) -> SizeHint | None:
    """The first stated size among ``(path, text)`` source files, or None."""
    for path, text in sources:
        if "\0" in text[:4096]:
            continue  # an executable: no comments
        found = size_in_comments(text)
        if found is not None:
            return SizeHint(found[0], found[1], path, found[2])
    return None


def read_sources(paths: Iterable[str]) -> list[tuple[str, str]]:
    """``(path, text)`` of the files that can be read."""
    out = []
    for path in paths:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                out.append((path, f.read()))
        except OSError:
            continue
    return out

