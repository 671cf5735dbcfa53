"""MARS 4.5's directives and data segment (mars-reference §5.2): segments, ``.align``,
``.space``, ``.globl``, ``.extern`` and the list directives, whose values may continue on the
following lines; label references in data are patched at the end of the first pass."""

from __future__ import annotations

import struct

from rarslite.asm.escapes import STR_ESC as _ESC
from rarslite.asm.mips.lexer import Tok

_FLOAT_MAX = 3.4028234663852886e38
LISTS = (".word", ".half", ".byte", ".float", ".double", ".ascii", ".asciiz")
_SIZES = {".word": 4, ".half": 2, ".byte": 1, ".float": 4, ".double": 8}
# first tokens of a line that continues a list directive (MARS's Assembler.parseLine)
CONTINUES = frozenset(("+", "-", "str", "ident", "int", "real"))


class DataDirectives:
    """The directive half of `MarsAssembler`'s first pass (a mixin: it uses the assembler's
    location counters ``addr``/``seg``, labels and messages)."""

    def _directive(self, file: str, no: int, toks: list[Tok]) -> None:
        d = toks[0].text.lower()
        args = toks[1:]
        if d in LISTS:
            self.list_directive = d  # also in a text segment, where it is refused
        if d in (".text", ".data", ".ktext", ".kdata"):
            self.seg = d[1:]
            if d in (".data", ".kdata"):
                self.auto_align = True
            if args and args[0].kind == "int":
                self.addr[self.seg] = args[0].value & 0xFFFFFFFF
            return
        if d in (".globl",):
            for t in args:
                self.file_globals.append((t.text, no, t))
            return
        if d == ".extern":
            if len(args) == 2 and args[1].kind == "int":
                self.globals.setdefault(args[0].text, self.addr["extern"])
                self.addr["extern"] += args[1].value
            return
        if d == ".set":
            self._msg(
                file, no, toks[0].col, "MARS currently ignores the .set directive.", warning=True
            )
            return
        if d in (".eqv", ".end_macro", ".macro", ".include"):
            return
        if self.seg in ("text", "ktext"):
            self._err(
                file, no, toks[0], f'"{toks[0].text}" directive cannot appear in text segment'
            )
            return
        if d == ".align":
            if not args or args[0].kind != "int" or args[0].value < 0:
                self._err(file, no, toks[0], "Required argument is missing or is not an integer")
                return
            if args[0].value == 0:
                self.auto_align = False
            else:
                self._align(1 << args[0].value)
            return
        if d == ".space":
            self._flush_labels()
            if args and args[0].kind == "int":
                self.addr[self.seg] += args[0].value
            return
        self._store(file, no, d, toks, 1)

    def _store(self, file: str, no: int, d: str, toks: list[Tok], start: int) -> None:
        """The values of list directive ``d`` in ``toks[start:]`` (``start`` 0: a line that
        continues the directive). As MARS, a bad value is reported and the next one stored."""
        if d in (".ascii", ".asciiz"):
            self._flush_labels()
            for t in toks[start:]:
                if t.kind != "str":
                    self._msg(file, no, t.col, f'"{t.text}" is not a valid character string')
                    continue
                data = self._string(t.text[1:-1]) + (b"\0" if d == ".asciiz" else b"")
                for b in data:
                    self.prog.data[self.addr[self.seg]] = b
                    self.addr[self.seg] += 1
            return
        size = _SIZES[d]
        values, repeated = toks[start:], False
        # MARS's "value : n" form looks at tokens 1-3 of the line, directive there or not
        if len(toks) == 4 and toks[2].kind == ":":
            value, reps = toks[1], toks[3]
            kinds = ("int",) if d in (".word", ".half", ".byte") else ("int", "real")
            if value.kind not in kinds or reps.kind != "int":
                self._msg(file, no, value.col, "malformed expression")
                return
            if reps.value <= 0:
                self._msg(file, no, reps.col, "repetition factor must be positive")
                return
            values, repeated = [value] * reps.value, True
        for t in values:
            if not self._store_value(file, no, d, size, t) and repeated:
                return  # a repeated bad value: reported once

    def _store_value(self, file: str, no: int, d: str, size: int, t: Tok) -> bool:
        if d in (".float", ".double"):
            if t.kind not in ("int", "real") or t.text.lower().startswith(("0x", "-0x")):
                self._msg(file, no, t.col, f'"{t.text}" is not a valid floating point constant')
                return False
            v = float(t.value) if t.kind == "int" else float(t.text.rstrip("fFdD"))
            if d == ".float" and abs(v) > _FLOAT_MAX:
                self._msg(file, no, t.col, f'"{t.text}" is an out-of-range value')
                return False
            raw = struct.pack("<f", v) if d == ".float" else struct.pack("<d", v)
        elif t.kind == "int":
            v = t.value
            if size < 4 and not (-(1 << (8 * size - 1)) <= v < (1 << (8 * size - 1))):
                text = f'"{t.text}" is out-of-range for a signed value and possibly truncated'
                self._msg(file, no, t.col, text, warning=True)
            raw = (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        elif t.kind == "ident":
            raw = b"\0" * size  # the label's address, patched at the end of the pass
        else:
            self._msg(file, no, t.col, f'"{t.text}" is not a valid integer constant or label')
            return False
        if self.auto_align:
            self._align(size)
        self._flush_labels()
        a = self.addr[self.seg]
        if t.kind == "ident" and d not in (".float", ".double"):
            self.fwd_words.append((a, no, t, self.local, file, size))
        self._bytes(a, raw)
        self.addr[self.seg] = a + size
        return True

    def _align(self, n: int) -> None:
        a = self.addr[self.seg]
        self.addr[self.seg] = (a + n - 1) // n * n

    def _flush_labels(self) -> None:
        for lab in self.pending:
            self.local[lab] = self.addr[self.seg]
        self.pending = []

    def _bytes(self, a: int, raw: bytes) -> None:
        for i, b in enumerate(raw):
            self.prog.data[a + i] = b

    @staticmethod
    def _string(body: str) -> bytes:
        out = bytearray()
        i = 0
        while i < len(body):
            c = body[i]
            if c == "\\" and i + 1 < len(body):
                nxt = body[i + 1]
                out.append(ord(_ESC.get(nxt, nxt)) & 0xFF)
                i += 2
                continue
            out.append(ord(c) & 0xFF)
            i += 1
        return bytes(out)

    def _patch_words(self) -> None:
        for a, no, t, local, file, size in self.fwd_words:
            v = local.get(t.text, self.globals.get(t.text))
            if v is None:
                self._msg(file, no, t.col, f'Symbol "{t.text}" not found in symbol table.')
                continue
            self._bytes(a, (v & ((1 << 8 * size) - 1)).to_bytes(size, "little"))
