"""RARS's text-segment listing (the ``SegmentWindow`` dump format, rars-reference §11.2)."""

from __future__ import annotations

from rarslite.program import Program

HEADER = "Address     Code        Basic                        Line Source\n\n"


def text_listing(program: Program) -> str:
    """Address, code, basic instruction, and (for the first instruction of each source
    statement) its line number and source text, one row per text word."""
    rows = [HEADER]
    for addr, e in sorted(program.text.items()):
        row = f"0x{addr:08x}  0x{e.word:08x}  {e.basic[:29]:<29}"  # RARS cuts at 29
        if e.first_of_source and e.loc is not None:
            row += f"{e.loc.line:<5}{e.loc.text}"
        else:
            row += " " * 5
        rows.append(row + "\n")
    return "".join(rows)
