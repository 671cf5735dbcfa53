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
    # a fetch fault (a jump out of the text, e.g. `jr $ra` with $ra never set): the jump's
    # address, so that a front end can name its line although RARS's and MARS's reports
    # name none (None: not known)
    from_pc: int | None = None
