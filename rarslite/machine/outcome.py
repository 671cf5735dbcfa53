"""How a run ended with an error, for any ISA: what front ends print and point at."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class RuntimeErrorInfo:
    """Why a run ended with an error: RARS's message, the failing pc, and whether the report
    names the source file and line ("Error in FILE line L: Runtime exception at PC: MSG") or
    not ("Error in : MSG", fetch faults and missing interrupt handlers)."""

    message: str
    pc: int
    with_location: bool = True


# Called with the message of every engine exception that a guard turned into a message
# (a valid program must never produce one: the tests fail on any, tests/conftest.py).
internal_error_hooks: list[Callable[[str], None]] = []


def internal_error(message: str, pc: int, with_location: bool) -> RuntimeErrorInfo:
    """The runtime error that stands for an engine bug (nothing may crash a front end);
    tells `internal_error_hooks`."""
    notify_internal_error(message)
    return RuntimeErrorInfo(message, pc, with_location)


def notify_internal_error(message: str) -> None:
    for hook in list(internal_error_hooks):
        hook(message)
