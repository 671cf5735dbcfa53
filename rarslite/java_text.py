"""Source text as the JVM gives it to RARS 1.6 and MARS 4.5.

Both read a source file through Java's default charset (UTF-8 on the JVMs they run on) and
its `BufferedReader`, and decode stdin and (RARS) byte strings the same way. Java's UTF-8
decoder puts U+FFFD for malformed input like Python's ``errors="replace"`` with one
difference: a lead byte 0xED followed by 0xA0-0xBF (a UTF-16 surrogate's encoding) is *one*
malformed unit of two bytes, or three when a continuation byte follows, where Python
replaces each byte. (Checked byte pair by byte pair and triple by triple against OpenJDK 17's
`FileReader` and `new String(bytes, UTF_8)`: `scripts/oracles/record_compat.py --decoder`.)
A Latin-1 "í" (0xED) before "¡" or a no-break space is where real programs meet it.
"""

from __future__ import annotations

import codecs
import re
from typing import AnyStr

_HANDLER = "rarslite-java-utf8"


def _java_replace(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    data, start = exc.object, exc.start
    if data[start] == 0xED and start + 1 < len(data) and 0xA0 <= data[start + 1] <= 0xBF:
        end = start + 2
        if end < len(data) and data[end] & 0xC0 == 0x80:
            end += 1
        return "\ufffd", end
    return "\ufffd", exc.end


codecs.register_error(_HANDLER, _java_replace)


def java_utf8(data: bytes) -> str:
    """``data`` decoded as Java's UTF-8 decoder does (malformed input becomes U+FFFD)."""
    return data.decode("utf-8", _HANDLER)


def java_line(text: str) -> str:
    """A line Python decoded with ``surrogateescape`` (stdin), decoded as Java would have."""
    if any("\udc80" <= c <= "\udcff" for c in text):
        return java_utf8(text.encode("utf-8", "surrogateescape"))
    return text


_LINE_END = {str: re.compile("\r\n|\r|\n"), bytes: re.compile(b"\r\n|\r|\n")}


def java_line_end(data: AnyStr, start: int = 0) -> tuple[int, int]:
    """Where the line starting at ``start`` ends and the next begins, as Java's
    ``BufferedReader.readLine`` splits stdin for RARS's and MARS's read services: ``\n``,
    ``\r\n`` or a lone ``\r`` ends a line (no terminator: the line runs to the end)."""
    m = _LINE_END[type(data)].search(data, start)
    return (m.start(), m.end()) if m else (len(data), len(data))


class JavaLines:
    """Java's line splitting over a stream read by ``readline()`` (which stops at ``\n``
    only): what follows a lone ``\r`` waits in ``pending`` for the next line."""

    def __init__(self) -> None:
        self.pending: str | bytes = ""

    def next(self, readline):  # noqa: ANN001, ANN201 - str or bytes, as the stream gives
        """The next line without its terminator, or None at the end of input."""
        chunk = self.pending or readline()
        if not chunk:
            return None
        end, nxt = java_line_end(chunk)
        self.pending = chunk[nxt:]
        return chunk[:end]

    def take(self, n: int):  # noqa: ANN201
        """Up to ``n`` characters (bytes) of the pending text, for raw reads."""
        out, self.pending = self.pending[:n], self.pending[n:]
        return out


def read_source(path: str) -> str:
    """A source file's text as RARS's and MARS's ``FileReader`` reads it."""
    with open(path, "rb") as fh:
        return java_utf8(fh.read())


def split_lines(text: str) -> list[str]:
    """Lines as Java's BufferedReader yields them (\\n, \\r\\n or \\r end a line)."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines
