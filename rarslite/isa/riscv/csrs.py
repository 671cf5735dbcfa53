"""The 17 control and status registers RARS 1.6 knows (rars-reference §3): name <-> number."""

from __future__ import annotations

CSRS: dict[str, int] = {
    "ustatus": 0x000,
    "fflags": 0x001,
    "frm": 0x002,
    "fcsr": 0x003,
    "uie": 0x004,
    "utvec": 0x005,
    "uscratch": 0x040,
    "uepc": 0x041,
    "ucause": 0x042,
    "utval": 0x043,
    "uip": 0x044,
    "cycle": 0xC00,
    "time": 0xC01,
    "instret": 0xC02,
    "cycleh": 0xC80,
    "timeh": 0xC81,
    "instreth": 0xC82,
}

CSR_BY_NUMBER: dict[int, str] = {num: name for name, num in CSRS.items()}

CSR_NAMES: frozenset[str] = frozenset(CSRS)

#: CSRs a program may only read (a write traps with "Attempt to write to read-only CSR").
READ_ONLY: frozenset[int] = frozenset({0xC00, 0xC01, 0xC02, 0xC80, 0xC81, 0xC82})
