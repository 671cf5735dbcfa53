"""Keys and screens as text for headless runs: ``--keys`` escapes and ``--keys-file`` bytes
to key codes, and a Keyboard and Display grid to printable text (`rarslite run --kdmmio`,
`rarslite play`, the debug adapter's screen)."""

from __future__ import annotations

import argparse

from rarslite.devices.terminal_grid import TerminalGrid

KEY_ESCAPES = {"n": 10, "r": 13, "t": 9, "e": 27, "b": 8, "0": 0, "\\": 92, "s": 32}
KEYS_HELP = (
    "keys to type, one at a time; escapes: \\n Enter (10), \\r (13), \\t Tab, \\e Escape (27), "
    "\\b Backspace (8), \\0 NUL, \\s space, \\\\ backslash, \\xHH any byte"
)


def parse_keys(text: str) -> list[int]:
    """Key codes from ``--keys`` text with its escapes. Raises ValueError."""
    keys: list[int] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch != "\\":
            if ord(ch) > 255:
                raise ValueError(f"key {ch!r} is not a single byte (codes 0..255 only)")
            keys.append(ord(ch))
            i += 1
            continue
        esc = text[i + 1 : i + 2]
        if esc in KEY_ESCAPES:
            keys.append(KEY_ESCAPES[esc])
            i += 2
        elif esc == "x":
            digits = text[i + 2 : i + 4]
            if len(digits) != 2 or not all(c in "0123456789abcdefABCDEF" for c in digits):
                raise ValueError(f"\\x needs two hex digits at position {i} of the keys")
            keys.append(int(digits, 16))
            i += 4
        else:
            raise ValueError(f"unknown escape \\{esc} in keys (see rarslite run --help)")
    return keys


def screen_text(grid: TerminalGrid) -> str:
    """The final screen as text: trailing spaces and blank lines dropped, controls visible."""
    lines = [printable(line).rstrip(" ") for line in grid.lines()]
    while lines and not lines[-1]:
        lines.pop()
    return "".join(line + "\n" for line in lines)


def printable(text: str) -> str:
    """Control characters as Unicode control pictures (a raw ESC must not drive a terminal)."""
    out = []
    for ch in text:
        c = ord(ch)
        if c < 32:
            out.append(chr(0x2400 + c))
        elif c == 127:
            out.append("\u2421")
        elif 128 <= c < 160:
            out.append("\ufffd")
        else:
            out.append(ch)
    return "".join(out)


def load_keys(args: argparse.Namespace) -> list[int]:
    """Keys from ``--keys-file`` (raw bytes) then ``--keys`` (with escapes). Raises ValueError."""
    keys: list[int] = []
    path = getattr(args, "keys_file", None)
    if path:
        try:
            with open(path, "rb") as f:
                keys.extend(f.read())
        except OSError as e:
            raise ValueError(f"cannot read keys file {path}: {e.strerror}") from None
    text = getattr(args, "keys", None)
    if text:
        keys.extend(parse_keys(text))
    return keys
