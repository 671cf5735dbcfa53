"""One row of an ISA's directive table (`isa/riscv/directives.py`, `isa/mips/directives.py`)."""

from __future__ import annotations

from typing import NamedTuple


class Directive(NamedTuple):
    name: str  # lower case; source is case-insensitive
    form: str  # an example of the source form
    description: str
