"""Whether a program uses the Digital Lab Sim, read from its source text (both ISAs): Run >
Play connects the tool for such a program, as a student would before pressing Run.

A program uses it when its code names one of the tool's addresses (MMIO base + 0x10 to
0x14, e.g. ``li t0, 0xffff0013``), or puts the MMIO base in a register (``li s0,
0xffff0000``, ``lui s0, 0xffff0``; MIPS ``lui $s0, 0xffff``) and loads or stores at one of
those offsets from that register (``sb t1, 0x12(s0)``). Comments are left out. A program
assembled from no readable source (an ELF) answers False.
"""

from __future__ import annotations

import re

from rarslite.devices.digital_lab import CODE, RIGHT

_LINE = re.compile(r"^\s*(?:[\w.$]+:\s*)*([a-z][\w.]*)\s+(.*)$", re.IGNORECASE)
_MEMORY = re.compile(r"^(0x[0-9a-f]+|\d+)\s*\(\s*(\$?\w+)\s*\)$", re.IGNORECASE)
_LOADS_STORES = {"sb", "lb", "lbu", "sh", "lh", "lhu", "sw", "lw"}
_NO_WRITE = {"sb", "sh", "sw", "j", "jr", "jal", "jalr", "ret", "nop", "ecall", "syscall"}


def _number(token: str) -> int | None:
    token = token.strip().lower()
    try:
        return int(token, 16) if token.startswith("0x") else int(token, 10)
    except ValueError:
        return None


def uses_digital_lab_source(text: str, mmio_base: int = 0xFFFF0000) -> bool:
    """The rule above for one program's source text, line by line: a register holds the
    base from its ``li``/``lui`` until another instruction writes it."""
    bases: set[str] = set()
    for line in text.splitlines():
        m = _LINE.match(line.split("#", 1)[0])
        if m is None:
            continue
        op = m.group(1).lower()
        args = [a.strip() for a in m.group(2).split(",")]
        for arg in args:
            n = _number(arg)
            if n is not None and mmio_base + RIGHT <= n & 0xFFFFFFFF <= mmio_base + CODE:
                return True
        reg = args[0].lower()
        if op in _LOADS_STORES and len(args) == 2:
            mem = _MEMORY.match(args[1])
            if mem and mem.group(2).lower() in bases and \
                    RIGHT <= (_number(mem.group(1)) or 0) <= CODE:
                return True
        value = _number(args[1]) if len(args) == 2 else None
        if op in ("li", "lui") and value is not None and \
                mmio_base in (value & 0xFFFFFFFF, value << 12 & 0xFFFFFFFF,
                              value << 16 & 0xFFFFFFFF):
            bases.add(reg)
        elif op not in _NO_WRITE and not op.startswith("b"):
            bases.discard(reg)
    return False


def uses_digital_lab(program) -> bool:
    base = program.config.mmio_base
    for path in getattr(program, "files", ()) or ():
        try:
            with open(path, encoding="utf-8", errors="replace") as fh:
                if uses_digital_lab_source(fh.read(), base):
                    return True
        except OSError:
            continue
    return False
