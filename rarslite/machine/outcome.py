"""How a run ended with an error, for any ISA: what front ends print and point at."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class RuntimeErrorInfo:
    """Why a run ended with an error: RARS's message, the failing pc, and whether the report
    names the source file and line ("Error in FILE line L: Runtime exception at PC: MSG") or
    not ("Error in : MSG", fetch faults and missing interrupt handlers)."""

    message: str
    pc: int
    with_location: bool = True
