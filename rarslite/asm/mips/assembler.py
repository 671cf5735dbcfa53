"""The assembler of MARS 4.5's MIPS dialect (mars-reference §4-5).

Two passes as MARS does them: pass 1 reads every line (labels, directives, data, ``.eqv``,
``.include``, ``.macro``) and picks each instruction's template, which fixes its length;
pass 2 resolves labels and expands pseudo-instructions into basic instructions encoded by
`rarslite.isa.mips.codec`. Errors carry MARS's texts and are collected, as MARS collects
them, into an `AsmErrors`.
"""

from __future__ import annotations

import os
import re
import struct
from collections.abc import Callable
from dataclasses import dataclass

from rarslite.asm.errors import AsmErrors, AsmMessage
from rarslite.asm.escapes import STR_ESC as _ESC  # MARS's string escapes are RARS's
from rarslite.isa.mips.codec import MipsInstr, disassemble, encode, field_of
from rarslite.isa.mips.directives import DIRECTIVE_ROWS
from rarslite.isa.mips.literals import fits, int_class, parse_int, s32
from rarslite.isa.mips.memory_map import DEFAULT, MipsMemoryConfig
from rarslite.isa.mips.program import MipsProgram, TextWord
from rarslite.isa.mips.pseudo import PSEUDO_MNEMONICS, PSEUDO_ROWS
from rarslite.isa.mips.registers import fp_register, int_register
from rarslite.isa.mips.table import FP_REG_SLOTS, MNEMONICS, SPECS_BY_OP, Spec

DIRECTIVES = frozenset(d.name for d in DIRECTIVE_ROWS)
_FLOAT_MAX = 3.4028234663852886e38
_INTERNAL = "INTERNAL ERROR: pseudo-instruction expansion contained a pseudo-instruction"
_REAL = re.compile(r"[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)\Z")


# ---------------------------------------------------------------------------- tokens
# the tokens a continuation line of a data directive's list may start with (MARS)
DATA_VALUE = ("int", "real", "str", "ident", "+", "-")


@dataclass
class Tok:
    kind: str  # reg freg int real str ident op dir ( ) : + - err
    text: str
    col: int  # 1-based, as MARS reports it
    value: int = 0

    @property
    def cls(self) -> str:
        return int_class(self.value) if self.kind == "int" else ""


def _classify(text: str, col: int) -> Tok:
    if text in "():+-" and len(text) == 1:
        return Tok(text, text, col)
    if text[0] == '"':
        return Tok("str", text, col)
    if text[0] == "$":
        r = int_register(text)
        if r is not None:
            return Tok("reg", text, col, r)
        f = fp_register(text)
        if f is not None:
            return Tok("freg", text, col, f)
    v = parse_int(text)
    if v is not None:
        return Tok("int", text, col, v)
    if _REAL.match(text):
        return Tok("real", text, col)
    low = text.lower()
    if text[0] == "." and low in DIRECTIVES:
        return Tok("dir", text, col)
    if low in MNEMONICS or low in PSEUDO_MNEMONICS:
        return Tok("op", text, col)
    if re.match(r"[A-Za-z_.$][\w.$]*\Z", text):
        return Tok("ident", text, col)
    if text[0] == "%" and len(text) > 1:
        return Tok("ident", text, col)
    return Tok("err", text, col)


def _char_value(lit: str) -> int | None:
    body = lit[1:-1]
    if len(body) == 1 and body != "\\":
        return ord(body)
    if len(body) == 2 and body[0] == "\\" and body[1] in _ESC:
        return ord(_ESC[body[1]])
    if len(body) == 4 and body[0] == "\\" and all(c in "01234567" for c in body[1:]):
        return int(body[1:], 8)
    return None


def tokenize(line: str) -> tuple[list[Tok], str | None]:
    """MARS's tokens of one line, and the first lexical error (``column:text``) if any."""
    toks: list[Tok] = []
    i, n = 0, len(line)
    buf, start = "", 0

    def flush() -> None:
        nonlocal buf
        if buf:
            toks.append(_classify(buf, start + 1))
            buf = ""

    while i < n:
        c = line[i]
        if c == "#":
            break
        if c in " \t,\r":
            flush()
        elif c in "():":
            flush()
            toks.append(Tok(c, c, i + 1))
        elif c == '"':
            flush()
            j = i + 1
            while j < n and not (line[j] == '"' and line[j - 1] != "\\"):
                j += 1
            toks.append(Tok("str", line[i : j + 1], i + 1))
            i = j
        elif c == "'":
            flush()
            j = (
                line.find("'", i + 2)
                if i + 1 < n and line[i + 1] == "\\"
                else line.find("'", i + 1)
            )
            if i + 1 < n and line[i + 1] == "\\" and i + 2 < n and line[i + 2] == "'":
                j = line.find("'", i + 3)
            v = _char_value(line[i : j + 1]) if j > i else None
            if v is None:
                bad = re.match(r"[^\s,]*", line[i:])
                return toks, f"{i + 1}:{bad[0] if bad else line[i:]}"
            toks.append(Tok("int", line[i : j + 1], i + 1, v))
            i = j
        elif c in "+-" and re.match(r"[+-]?(\d+\.?\d*|\.\d+)[eE]\Z", buf):
            buf += c  # the sign of a real's exponent
        elif c in "+-":
            flush()
            prev = toks[-1] if toks else None
            nxt = line[i + 1] if i + 1 < n else ""
            if nxt.isdigit() and not (prev and prev.kind == "ident"):
                buf, start = c, i
            else:
                toks.append(Tok(c, c, i + 1))
        else:
            if not buf:
                start = i
            buf += c
        i += 1
    flush()
    return toks, None


# ---------------------------------------------------------------------------- templates
@dataclass(frozen=True)
class Template:
    op: str
    example: str
    slots: tuple[tuple[str, str], ...]  # (kind, int class) per operand token
    spec: Spec | None = None  # basic instruction
    expansion: str = ""  # pseudo


def _slots(example: str) -> tuple[tuple[str, str], ...]:
    toks, _ = tokenize(example)
    out = []
    for t in toks[1:]:
        kind = "label" if t.kind in ("ident", "op") else t.kind
        out.append((kind, t.cls))
    return tuple(out)


def _fp_double(op: str, slot: str) -> bool:
    """Is FP operand ``slot`` of ``op`` a double (names MARS's usage examples use)?"""
    if op in ("ldc1", "sdc1"):
        return True
    parts = op.split(".")
    if op.startswith("cvt."):
        return parts[1 if slot == "fd" else 2] == "d"
    if len(parts) == 3 and parts[1] == "w":  # round.w.d: word result, double source
        return slot != "fd" and parts[2] == "d"
    return parts[-1] == "d"


def _basic_example(s: Spec) -> str:
    """MARS's usage text of a basic form (quoted in its "Expected:" messages)."""
    has_double = any(_fp_double(s.op, x) for x in s.operands if x in FP_REG_SLOTS)
    singles = iter(
        ("$f1",)
        if has_double or s.op in ("lwc1", "swc1", "mfc1", "mtc1")
        else ("$f0", "$f1", "$f3")
    )
    doubles = iter(("$f2", "$f4", "$f6"))
    fixed = {
        "c0": "$8",
        "sa": "10",
        "simm": "-100",
        "uimm": "100",
        "code": "100",
        "cc": "1",
        "bcc": "1",
        "br": "label",
        "jt": "target",
    }
    parts = []
    for pos, slot in enumerate(s.operands, 1):
        if slot == "off":
            parts.append("-100($t2)")
        elif slot in ("rd", "rs", "rt"):
            parts.append(f"$t{pos}")
        elif slot in FP_REG_SLOTS:
            parts.append(next(doubles) if _fp_double(s.op, slot) else next(singles))
        else:
            parts.append(fixed[slot])
    return f"{s.op} {','.join(parts)}" if parts else s.op


class _Templates(dict):
    """Per mnemonic, its templates in MARS's order (basic forms, then pseudo-op rows), each
    built the first time a program uses the mnemonic (building all ~540 costs a run's
    start-up 12 ms)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: dict[str, list[tuple[str, str]]] = {}
        for example, expansion in PSEUDO_ROWS:
            self.rows.setdefault(example.split()[0], []).append((example, expansion))

    def __missing__(self, op: str) -> list[Template]:
        out = []
        for s in SPECS_BY_OP.get(op, ()):
            ex = _basic_example(s)
            out.append(Template(op, ex, _slots(ex), s))
        for example, expansion in self.rows.get(op, ()):
            out.append(Template(op, example, _slots(example), None, expansion))
        if not out:
            raise KeyError(op)
        self[op] = out
        return out


TEMPLATES = _Templates()


def _check(toks: list[Tok], t: Template) -> tuple[Tok, str] | None:
    ops = toks[1:]
    if len(ops) != len(t.slots):
        return toks[0], f"Too few or incorrectly formatted operands. Expected: {t.example}"
    for tok, (kind, cls) in zip(ops, t.slots, strict=True):
        if kind == "label":
            ok = tok.kind in ("ident", "op")
        elif kind == "int":
            if tok.kind != "int":
                return tok, "operand is of incorrect type"
            if not fits(cls, tok.value):
                return tok, "operand is out of range"
            ok = True
        else:
            ok = tok.kind == kind
        if not ok:
            return tok, "operand is of incorrect type"
    return None


# ---------------------------------------------------------------------------- program
@dataclass
class _Stmt:
    file: str
    line: int
    source: str
    toks: list[Tok]
    template: Template
    addr: int
    locals: dict[str, int]
    origin: tuple[str, int, int]  # file, line there, macro body line (see TextWord)
    program_file: str = ""  # the file being assembled, which includes ``file`` (MARS's listing)


class MarsAssembler:
    """One assembly run of MARS's dialect."""

    def __init__(
        self,
        config: MipsMemoryConfig = DEFAULT,
        *,
        delayed_branching: bool = False,
        allow_pseudo: bool = True,
        warnings_are_errors: bool = False,
    ) -> None:
        self.config = config
        self.db = delayed_branching
        self.allow_pseudo = allow_pseudo
        self.we = warnings_are_errors
        self.messages: list[AsmMessage] = []
        self.prog = MipsProgram(config)
        self.globals: dict[str, int] = {}
        self.stmts: list[_Stmt] = []
        self.addr: dict[str, int] = {
            "text": self.config.text_base,
            "data": self.config.data_base,
            "ktext": self.config.kernel_text_base,
            "kdata": self.config.kernel_data_base,
            "extern": self.config.extern_base,
        }
        self.fwd_words: list[tuple[int, int, Tok, dict[str, int], str, int]] = []

    # -------------------------------------------------------------- messages
    def _msg(self, file: str, line: int, col: int, text: str, *, warning: bool = False) -> None:
        self.messages.append(AsmMessage("warning" if warning else "error", file, line, col, text))

    def _err(self, file: str, line: int, tok: Tok | None, text: str) -> None:
        col = tok.col if tok else 1
        quoted = f'"{tok.text}": ' if tok is not None and not text.startswith('"') else ""
        self._msg(file, line, col, quoted + text)

    # -------------------------------------------------------------- entry
    def assemble(self, files: list[str], texts: dict[str, str] | None = None,
                 read_file: Callable[[str], str] | None = None) -> MipsProgram:
        texts = texts or {}
        self.read_file = read_file or _read_disk
        for path in files:
            text = texts.get(path)
            if text is None:
                text = _read_disk(path)
            self.prog.files.append(path)
            self._pass1_file(path, text, texts)
        if not self._errors():
            for st in self.stmts:
                self._pass2(st)
            self._patch_words()
        if self._errors():
            raise AsmErrors(self.messages)
        self.prog.warnings = [m for m in self.messages if m.kind == "warning"]
        self.prog.symbols = dict(self.globals)
        self.prog.main = self.globals.get("main")
        return self.prog

    def _errors(self) -> bool:
        return any(m.kind == "error" or self.we for m in self.messages)

    # -------------------------------------------------------------- pass 1
    def _lines(
        self,
        path: str,
        text: str,
        texts: dict[str, str],
        seen: tuple[str, ...],
        eqv: dict[str, str] | None = None,
    ):
        """(file, line number, text, own file, line number in it) with `.include` expanded
        and `.eqv` substituted (an included file's .eqv holds for the rest of the including
        file: .include is textual). An included line keeps its own file and line number:
        MARS reports assembly errors there, and its listing and runtime errors give that
        line number with the including file's name (`_Stmt.program_file`)."""
        eqv = {} if eqv is None else eqv
        for no, raw in enumerate(text.split("\n"), 1):
            line = raw.rstrip("\r")
            code = line.split("#", 1)[0]
            words = code.replace(",", " ").split()
            if words and words[0].lower() == ".eqv" and len(words) >= 3:
                value = code.split(words[1], 1)[1].strip().lstrip(",").strip()
                # MARS quirk: a character literal is cut to its first two characters
                eqv[words[1]] = value[:2] if value.startswith("'") else value
                continue
            if eqv:
                line = re.sub(
                    r"[A-Za-z_.$][\w.$]*", lambda m: eqv.get(m.group(0), m.group(0)), line
                )
            m = re.match(r'\s*\.include\s+"([^"]*)"', line, re.IGNORECASE)
            if m:
                inc = os.path.join(os.path.dirname(path), m.group(1))
                if inc in seen:
                    self._msg(path, no, 1, f"Recursive include of file {inc}")
                    continue
                inc_text = texts.get(inc)
                if inc_text is None:
                    try:
                        inc_text = self.read_file(inc)
                    except OSError:
                        self._msg(path, no, 1, f'Error reading include file "{m.group(1)}"')
                        continue
                yield from self._lines(inc, inc_text, texts, (*seen, inc), eqv)
                continue
            yield path, no, line, path, no

    def _pass1_file(self, path: str, text: str, texts: dict[str, str]) -> None:
        self.local: dict[str, int] = {}
        self.program_file = path
        self.seg = "text"
        # location counters continue from file to file (MARS lays files out in order)
        self.auto_align = True
        self.data_dir = ".word"  # the list a data line without a directive continues
        self.pending: list[str] = []  # labels awaiting data alignment
        self.macros: dict[tuple[str, int], tuple[list[str], list[tuple[int, str]]]] = {}
        self.macro_count = 0
        self.file_globals: list[tuple[str, int, Tok]] = []
        lines = list(self._lines(path, text, texts, (path,)))
        collecting: tuple[str, list[str], list[tuple[int, str]]] | None = None
        for file, no, line, own_file, own_no in lines:
            if collecting is not None:
                toks, _ = tokenize(line)
                if toks and toks[0].text.lower() == ".end_macro":
                    name, params, body = collecting
                    self.macros[(name, len(params))] = (params, body)
                    collecting = None
                else:
                    collecting[2].append((own_no, line))
                continue
            toks, bad = tokenize(line)
            if toks and toks[0].text.lower() == ".macro":
                names = [t.text for t in toks[1:] if t.kind not in ("(", ")")]
                collecting = (names[0], names[1:], []) if names else ("", [], [])
                continue
            self._line(file, no, line, toks, bad, origin=(own_file, own_no, 0))
        if collecting is not None:
            self._msg(path, len(lines), 1, "Macro started but not ended (no .end_macro directive)")
        for name, no, tok in self.file_globals:
            if name in self.local:
                self.globals[name] = self.local[name]
            elif name not in self.globals:
                self._msg(path, no, tok.col, f'"{name}" declared global label but not defined.')

    def _line(
        self,
        file: str,
        no: int,
        line: str,
        toks: list[Tok],
        bad: str | None,
        source: str | None = None,
        origin: tuple[str, int, int] = ("", 0, 0),
    ) -> None:
        if bad is not None:
            col, _, text = bad.partition(":")
            self._msg(file, no, int(col), f"{line}\nInvalid language element: {text}")
            return
        if len(toks) >= 2 and toks[1].kind == ":" and toks[0].kind in ("ident", "op"):
            self._label(file, no, toks[0])
            toks = toks[2:]
        if not toks:
            return
        head = toks[0]
        if head.kind == "dir":
            self._directive(file, no, toks)
            return
        if head.kind == "ident" and head.text.startswith("."):
            text = f"MARS does not recognize the {head.text} directive.  Ignored."
            self._msg(file, no, head.col, text, warning=True)
            return
        name = head.text
        params_body = None
        for (mname, nargs), pb in self.macros.items():
            if mname == name and nargs == len([t for t in toks[1:] if t.kind not in "()"]):
                params_body = pb
        if params_body is not None:
            self._expand_macro(file, no, toks, *params_body, origin)
            return
        known_macro = any(mname == name for mname, _n in self.macros)
        if self.seg in ("data", "kdata") and head.kind in DATA_VALUE and not known_macro:
            # MARS: a data line that starts with a value continues the last data directive
            self._directive(file, no, [Tok("dir", self.data_dir, head.col), *toks])
            return
        if head.kind != "op":
            if known_macro:
                text = f'forward reference or invalid parameters for macro "{name}"'
            else:
                text = f'"{head.text}" is not a recognized operator'
            self._msg(file, no, head.col, text)
            return
        if self.seg in ("data", "kdata"):
            return  # MARS ignores instructions in a data segment
        cands = TEMPLATES[head.text.lower()]
        chosen = next((t for t in cands if _check(toks, t) is None), None)
        if chosen is None:
            tok, msg = _check(toks, cands[0]) or (head, "operand is of incorrect type")
            self._err(file, no, tok if tok is not head else head, msg)
            return
        if chosen.spec is None and not self.allow_pseudo:
            self._msg(
                file,
                no,
                head.col,
                "Extended (pseudo) instruction or format not permitted.  See Settings.",
            )
            return
        n = 1 if chosen.spec else self._length(chosen)
        addr = self.addr[self.seg]
        self.stmts.append(
            _Stmt(file, no, source or line, toks, chosen, addr, self.local, origin,
                  self.program_file))
        self.addr[self.seg] = addr + 4 * n

    def _length(self, t: Template) -> int:
        parts = self._parts(t)
        return sum(1 for p in parts if p != "dbnop" or self.db)

    def _parts(self, t: Template) -> list[str]:
        body, _, compact = t.expansion.partition("|")
        if compact and self.config.compact:
            body = compact
        return body.split(";")

    def _label(self, file: str, no: int, tok: Tok) -> None:
        if tok.text in self.local:
            self._err(file, no, tok, f'label "{tok.text}" already defined')
            return
        if self.seg in ("data", "kdata") and self.auto_align:
            self.pending.append(tok.text)
        self.local[tok.text] = self.addr[self.seg]

    def _expand_macro(self, file: str, no: int, toks: list[Tok], params: list[str], body,
                      origin: tuple[str, int, int]) -> None:
        args = [t.text for t in toks[1:] if t.kind not in "()"]
        k = self.macro_count
        self.macro_count += 1
        labels = set()
        for _n, text in body:
            m = re.match(r"\s*([A-Za-z_.$][\w.$]*)\s*:", text)
            if m:
                labels.add(m.group(1))
        binding = dict(zip(params, args, strict=True))
        for body_no, text in body:
            # MARS replaces, for each parameter token, its first textual occurrence in the line
            for tok in tokenize(text)[0]:
                if tok.text in binding:
                    text = text.replace(tok.text, binding[tok.text], 1)
            for lab in labels:
                text = re.sub(rf"(?<![\w.$]){re.escape(lab)}(?![\w.$])", f"{lab}_M{k}", text)
            btoks, bad = tokenize(text)
            # MARS's listing shows a macro's line as "<body line> text"
            # its real origin is the call's line, with the body line beside it (as RISC-V)
            self._line(file, no, text, btoks, bad, f"<{body_no}> {text.strip()}",
                       (origin[0], origin[1], body_no))

    # -------------------------------------------------------------- directives
    def _directive(self, file: str, no: int, toks: list[Tok]) -> None:
        d = toks[0].text.lower()
        args = toks[1:]
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
        if d in (".ascii", ".asciiz"):
            self.data_dir = d
            self._flush_labels()
            for t in args:
                if t.kind != "str":
                    self._err(file, no, t, "is not a valid character string")
                    continue
                data = self._string(t.text[1:-1]) + (b"\0" if d == ".asciiz" else b"")
                for b in data:
                    self.prog.data[self.addr[self.seg]] = b
                    self.addr[self.seg] += 1
            return
        size = {".word": 4, ".half": 2, ".byte": 1, ".float": 4, ".double": 8}[d]
        self.data_dir = d
        if len(args) == 3 and args[1].kind == ":" and args[2].kind == "int":
            args = [args[0]] * args[2].value
        for t in args:
            if self.auto_align:
                self._align(size)
            self._flush_labels()
            a = self.addr[self.seg]
            if d in (".float", ".double"):
                if t.kind not in ("int", "real") or t.text.lower().startswith(("0x", "-0x")):
                    self._msg(file, no, t.col, f'"{t.text}" is not a valid floating point constant')
                    return
                v = float(t.value) if t.kind == "int" else float(t.text.rstrip("fFdD"))
                if d == ".float" and abs(v) > _FLOAT_MAX:
                    self._msg(file, no, t.col, f'"{t.text}" is an out-of-range value')
                    return
                raw = struct.pack("<f", v) if d == ".float" else struct.pack("<d", v)
                self._bytes(a, raw)
            elif t.kind == "int":
                v = t.value
                if size < 4 and not (-(1 << (8 * size - 1)) <= v < (1 << (8 * size - 1))):
                    self._msg(
                        file,
                        no,
                        t.col,
                        f'"{t.text}" is out-of-range for a signed value and possibly truncated',
                        warning=True,
                    )
                self._bytes(a, (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))
            elif t.kind in ("ident", "op") and size == 4:
                self.fwd_words.append((a, no, t, self.local, file, size))
            else:
                self._msg(file, no, t.col, f'"{t.text}" is not a valid integer constant or label')
                return
            self.addr[self.seg] = a + size

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
            self._bytes(a, (v & 0xFFFFFFFF).to_bytes(size, "little"))

    # -------------------------------------------------------------- pass 2
    def _lookup(self, st: _Stmt, tok: Tok) -> int | None:
        v = st.locals.get(tok.text)
        return v if v is not None else self.globals.get(tok.text)

    def _pass2(self, st: _Stmt) -> None:
        t = st.template
        try:
            if t.spec is not None:
                ops = [tok for tok in st.toks[1:] if tok.kind not in "()"]
                vals = [self._operand(st, tok) for tok in ops]
                self._emit(st, 0, st.addr, t.spec, vals, [_typed(tok) for tok in ops])
            else:
                k = 0
                for part in self._parts(t):
                    if part == "dbnop":
                        if self.db:
                            self._emit(st, k, st.addr + 4 * k, SPECS_BY_OP["nop"][0], [], [])
                            k += 1
                        continue
                    if part == "!":  # a broken row of MARS's table (see pseudo.py)
                        self._msg(st.file, st.line, 0, _INTERNAL)
                        return
                    op, _, rest = part.partition(" ")
                    texts = _split_args(rest)
                    args = [self._eval(st, a) for a in texts]
                    spec = _spec_for(op, len(args))
                    typed = [_typed(st.toks[int(a[1:])]) if re.match(r"%\d+\Z", a) else None
                             for a in texts]  # fmt: skip
                    self._emit(st, k, st.addr + 4 * k, spec, args, typed)
                    k += 1
        except _Undefined as e:
            text = f'Symbol "{e.tok.text}" not found in symbol table.'
            self._msg(st.file, st.line, e.tok.col, text)

    def _operand(self, st: _Stmt, tok: Tok) -> int:
        if tok.kind in ("reg", "freg", "int"):
            return tok.value
        v = self._lookup(st, tok)
        if v is None:
            raise _Undefined(tok)
        return v

    def _eval(self, st: _Stmt, arg: str) -> int:
        toks = st.toks
        if arg == "L":
            return self._operand(st, toks[-1])
        if arg.startswith("%"):
            plus = arg.endswith("+")
            return toks[int(arg[1:].rstrip("+"))].value + (1 if plus else 0)
        if arg.startswith("$"):
            return int(arg[1:])
        m = re.match(r"(lo|ulo|hi|ahi)\((\w)(\d*)(?:\+(\d))?\)\Z", arg)
        if m:
            fn, kind, n, plus = m.groups()
            if kind == "v":
                base = toks[int(n)].value
            elif kind == "a":
                base = self._operand(st, toks[int(n)])
            else:  # p: label at token 2 plus the integer at token 4
                base = self._operand(st, toks[2]) + toks[4].value
            v = (base + int(plus or 0)) & 0xFFFFFFFF
            if fn == "lo":
                return s32(v << 16) >> 16
            if fn == "ulo":
                return v & 0xFFFF
            # MARS shifts a Java int: a high half with bit 15 set is shown sign-extended
            if fn == "hi":
                return s32(v) >> 16
            return s32(((v >> 16) + ((v >> 15) & 1)) << 16) >> 16
        m = re.match(r"s32\((\d)\)\Z", arg)
        if m:
            return 32 - toks[int(m.group(1))].value
        m = re.match(r"br\((\d),(\d)\)\Z", arg)
        if m:
            return _Off(int(m.group(2) if self.db else m.group(1)))
        if arg.startswith("v"):
            return toks[int(arg[1:])].value
        return int(arg, 0)

    def _emit(
        self, st: _Stmt, k: int, addr: int, spec: Spec, vals: list[int], texts: list[str | None]
    ) -> None:
        fields = {"rs": 0, "rt": 0, "rd": 0, "sa": 0, "imm": 0, "cc": 0}
        shown = 0  # the immediate as MARS's basic form shows it (before masking)
        typed: list[str | None] = []  # integer registers' source texts, in slot order
        vi = 0
        for slot in spec.operands:
            v = vals[vi]
            if slot in ("rd", "rs", "rt", "c0"):
                typed.append(texts[vi])
            vi += 1
            if slot == "off":
                fields["imm"] = s32(v << 16) >> 16
                fields["rs"] = vals[vi]
                typed.append(texts[vi])
                vi += 1
                continue
            shown = v
            if slot == "br":
                # no range check: the word keeps 16 bits, execution uses the full offset
                if not isinstance(v, _Off):
                    v = (v - (addr + 4)) >> 2
                shown = v
            elif slot == "jt":
                if (v & 0xF0000000) != ((addr + 4) & 0xF0000000):
                    self._err(
                        st.file,
                        st.line,
                        st.toks[-1],
                        "Jump target word address beyond 26-bit range",
                    )
                    return
                v = (v >> 2) & 0x3FFFFFF
            elif slot in ("simm", "uimm"):
                v &= 0xFFFF
                if slot == "simm":
                    v = s32(v << 16) >> 16
            elif slot == "code":
                v &= 0xFFFFF
            fields[field_of(slot)] = v
        instr = MipsInstr(spec.op, spec=spec, **fields)
        if any(x in spec.operands for x in ("simm", "uimm", "br")):
            fields["imm"] = shown
        basic = disassemble(MipsInstr(spec.op, spec=spec, **fields), addr, typed)  # type: ignore[arg-type]
        word = TextWord(addr, encode(instr), instr, st.program_file, st.line, st.source, k,
                        basic, *st.origin)
        self.prog.text[addr] = word


def _typed(tok: Tok) -> str | None:
    """The source text of an integer register written as a number (MARS shows it as typed)."""
    return tok.text if tok.kind == "reg" and tok.text[1:2].isdigit() else None


class _Undefined(Exception):
    def __init__(self, tok: Tok) -> None:
        self.tok = tok


class _Off(int):
    """A branch operand that is already a word offset (``br(a,b)`` in an expansion)."""


def _split_args(rest: str) -> list[str]:
    """Operands of one expansion instruction; ``X(base)`` becomes ``X``, ``base``."""
    out: list[str] = []
    for a in re.split(r",(?![^(]*\))", rest):
        a = a.strip()
        m = re.match(r"(.*)\((%\d+\+?|\$\d+)\)\Z", a)
        if m:
            out += [m.group(1), m.group(2)]
        elif a:
            out.append(a)
    return out


_SPEC_CACHE: dict[tuple[str, int], Spec] = {}


def _spec_for(op: str, nargs: int) -> Spec:
    key = (op, nargs)
    s = _SPEC_CACHE.get(key)
    if s is None:
        for cand in SPECS_BY_OP[op]:
            n = sum(2 if slot == "off" else 1 for slot in cand.operands)
            if n == nargs:
                s = cand
                break
        else:
            raise KeyError(key)
        _SPEC_CACHE[key] = s
    return s


def text_listing(prog: MipsProgram) -> str:
    """The user text segment as MARS's Text Segment window shows it (its SegmentWindow
    dump): address, code, basic form (22 columns), line (5), source line."""
    cfg = prog.config
    out = [" Address    Code        Basic                     Source\n", "\n"]
    for addr in sorted(a for a in prog.text if cfg.text_base <= a < cfg.text_limit):
        tw = prog.text[addr]
        line = f"{tw.line:<5}"[:5] if tw.basic_index == 0 else " " * 5
        src = tw.source if tw.basic_index == 0 else ""
        out.append(f"0x{addr:08x}  0x{tw.word:08x}  {tw.basic:<22.22}{line}{src}\n")
    return "".join(out)


def assemble(
    files: list[str],
    *,
    config: MipsMemoryConfig = DEFAULT,
    delayed_branching: bool = False,
    allow_pseudo: bool = True,
    warnings_are_errors: bool = False,
    texts: dict[str, str] | None = None,
    read_file: Callable[[str], str] | None = None,
) -> MipsProgram:
    """Assemble MARS-dialect ``files`` (first = main file); raises `AsmErrors`. ``texts``
    holds files' texts by path; ``read_file(path)`` reads the others' .include files (the
    app: from the editor's unsaved buffers; it raises OSError for a missing file)."""
    asm = MarsAssembler(
        config,
        delayed_branching=delayed_branching,
        allow_pseudo=allow_pseudo,
        warnings_are_errors=warnings_are_errors,
    )
    return asm.assemble(files, texts, read_file)


def _read_disk(path: str) -> str:
    with open(path, encoding="utf-8", errors="replace", newline="") as fh:
        return fh.read()


__all__ = ["DIRECTIVES", "MipsProgram", "TextWord", "assemble", "text_listing", "tokenize"]
