"""MARS 4.5's second pass (mars-reference §4.3): labels resolved, pseudo-instructions
expanded through their template rows (``%n`` operands, ``lo()``/``hi()`` halves, branch
offsets, the delay-slot ``nop`` of ``db``), each basic instruction encoded with its listing
text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rarslite.asm.mips.lexer import Tok
from rarslite.asm.mips.templates import Template
from rarslite.isa.mips.codec import MipsInstr, disassemble, encode, field_of
from rarslite.isa.mips.literals import s32
from rarslite.isa.mips.program import TextWord
from rarslite.isa.mips.table import SPECS_BY_OP, Spec

_INTERNAL = "INTERNAL ERROR: pseudo-instruction expansion contained a pseudo-instruction"


@dataclass
class Stmt:
    file: str
    line: int
    source: str
    toks: list[Tok]
    template: Template
    addr: int
    locals: dict[str, int]
    origin: tuple[str, int, int]  # file, line there, macro body line (see TextWord)
    program_file: str = ""  # the file being assembled, which includes ``file`` (MARS's listing)


class Expansion:
    """The second-pass half of `MarsAssembler` (a mixin: it uses the assembler's symbols,
    program and messages)."""

    def _parts(self, t: Template) -> list[str]:
        body, _, compact = t.expansion.partition("|")
        if compact and self.config.compact:
            body = compact
        return body.split(";")

    def _lookup(self, st: Stmt, tok: Tok) -> int | None:
        v = st.locals.get(tok.text)
        return v if v is not None else self.globals.get(tok.text)

    def _pass2(self, st: Stmt) -> None:
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

    def _operand(self, st: Stmt, tok: Tok) -> int:
        if tok.kind in ("reg", "freg", "int"):
            return tok.value
        v = self._lookup(st, tok)
        if v is None:
            raise _Undefined(tok)
        return v

    def _eval(self, st: Stmt, arg: str) -> int:
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
        self, st: Stmt, k: int, addr: int, spec: Spec, vals: list[int], texts: list[str | None]
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
        if spec.op == "jalr" and "rd" not in spec.operands:
            fields["rd"] = 31  # `jalr $rs` links in $ra (its word's fixed rd bits)
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
