"""The row shape of both instruction sets' system-call tables (RARS's ecalls in
`rarslite.machine.riscv.ecalls.ECALLS`, MARS's syscalls in
`rarslite.machine.mips.syscalls.SYSCALLS`): each table is the one source its dispatcher and
the Help reference (`rarslite.reference.ServiceDoc`) read."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class Service(NamedTuple):
    """One system call: what runs, and what the Help reference says about it."""

    number: int  # the value in the service register (a7, $v0)
    name: str  # the simulator's name of the service
    run: Callable[..., None]  # the ISA's handler: (machine) on RISC-V, (hart, io) on MIPS
    inputs: str  # the argument registers, "" for none
    outputs: str  # the result registers, "" for none
    description: str  # one line, our own words
    # may wait long (for the user: input, a dialog; or the clock: sleep, a note): the app
    # ends a MIPS run slice after it when a pause, a stop or breakpoints are pending
    waits: bool = False
