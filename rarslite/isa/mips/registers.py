"""MIPS register names as MARS 4.5 accepts them (`$`-prefixed, case-sensitive)."""

from __future__ import annotations

INT_NAMES = (
    "zero",
    "at",
    "v0",
    "v1",
    "a0",
    "a1",
    "a2",
    "a3",
    "t0",
    "t1",
    "t2",
    "t3",
    "t4",
    "t5",
    "t6",
    "t7",
    "s0",
    "s1",
    "s2",
    "s3",
    "s4",
    "s5",
    "s6",
    "s7",
    "t8",
    "t9",
    "k0",
    "k1",
    "gp",
    "sp",
    "fp",
    "ra",
)

#: ``$name`` -> number (``$s8`` is not a MARS name)
INT_REGISTERS: dict[str, int] = {f"${n}": i for i, n in enumerate(INT_NAMES)}

#: coprocessor 0 registers MARS implements: number -> name shown in its views
CP0_NAMES: dict[int, str] = {8: "vaddr", 12: "status", 13: "cause", 14: "epc"}
STATUS_RESET = 0x0000FF11

REGISTER_NAMES: frozenset[str] = frozenset(INT_REGISTERS) | frozenset(f"$f{i}" for i in range(32))


def _number(text: str) -> int | None:
    # MARS parses the digits after `$` with its integer parser (`$010` is $8, `$0x1f` $31)
    from rarslite.isa.mips.literals import parse_int

    v = parse_int(text)
    return v if v is not None and 0 <= v < 32 else None


def int_register(tok: str) -> int | None:
    """Number of integer register ``tok`` (``$t0``, ``$8``, ``$010``), or None."""
    num = INT_REGISTERS.get(tok)
    if num is not None:
        return num
    if tok.startswith("$") and len(tok) > 1 and tok[1].isdigit():
        return _number(tok[1:])
    return None


def fp_register(tok: str) -> int | None:
    """Number of FP register ``tok`` (``$f0``..``$f31``), or None."""
    if tok.startswith("$f") and len(tok) > 2 and tok[2].isdigit():
        return _number(tok[2:])
    return None
