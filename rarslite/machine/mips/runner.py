"""Run a MIPS program to its end as MARS's simulator loop does (mars-reference §6.1).

Shared by the `mars` drop-in and `run --isa mips`: the loop, the step limit, exceptions
into the handler at 0x80000180 or into the end report, and MARS's instruction count.
"""

from __future__ import annotations

from dataclasses import dataclass

from rarslite.machine.mips.hart import Exit, MipsException, MipsHart
from rarslite.machine.mips.memory import FetchError
from rarslite.machine.mips.syscalls import InputEnded


@dataclass
class Outcome:
    """How a run ended: ``reason`` is exit, exit2, dropped, max_steps, error or input_ended."""

    reason: str
    exit_code: int = 0
    message: str = ""  # error text after "Runtime exception at ...: "
    pc: int = 0
    file: str = ""
    line: int = 0
    fetch_error: bool = False
    count: int = 0  # MARS's `ic`: user text fetches, repeated addresses counted once
    steps: int = 0


def run(hart: MipsHart, max_steps: int = -1) -> Outcome:
    """Run until the program ends, fails or ``max_steps`` (> 0) instructions have run."""
    cfg = hart.config
    count = steps = 0
    last = None
    while True:
        pc = hart.pc
        try:
            stmt = hart.memory.fetch(pc)
        except FetchError as e:
            return Outcome("error", message=str(e), pc=pc, fetch_error=True, count=count,
                           steps=steps)  # fmt: skip
        if cfg.text_base <= pc < cfg.text_limit and pc != last:
            count += 1
        last = pc
        if stmt is None:
            return Outcome("dropped", count=count, steps=steps)
        try:
            hart.step()
        except Exit as e:
            if e.code is None:
                return Outcome("exit", count=count, steps=steps)
            return Outcome("exit2", exit_code=e.code & 0xFF, count=count, steps=steps)
        except InputEnded:
            return Outcome("input_ended", count=count, steps=steps)
        except MipsException as e:
            if not hart.take_exception(e, pc):
                return Outcome("error", message=e.message, pc=pc, file=stmt.file,
                               line=stmt.line, count=count, steps=steps)  # fmt: skip
        steps += 1
        if 0 < max_steps <= steps:
            return Outcome("max_steps", count=count, steps=steps)
