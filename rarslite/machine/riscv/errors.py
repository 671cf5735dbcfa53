"""Exceptions that end an instruction early. Shared by the hart, memory, FPU, ecalls and devices."""

from __future__ import annotations


class Trap(Exception):
    """A synchronous RARS exception: goes to the user trap handler or ends the run.

    ``cause`` is the ucause code (rars-reference §4.2), ``value`` the utval, ``message`` the text
    RARS prints after "Runtime exception at <pc>: ". ``report_location`` is False for faults
    that RARS reports without file and line (instruction fetch faults).
    """

    def __init__(self, cause: int, value: int, message: str, report_location: bool = True) -> None:
        super().__init__(message)
        self.cause = cause
        self.value = value & 0xFFFFFFFF
        self.message = message
        self.report_location = report_location


class SyscallError(Exception):
    """A failing ecall service: RARS ends the run with a runtime error (not a trap, §14.22)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ExitProgram(Exception):
    """The program asked to stop (ecall 10 / 93). ``code`` is the process exit status."""

    def __init__(self, code: int = 0, via_exit2: bool = False) -> None:
        super().__init__(code)
        self.code = code
        self.via_exit2 = via_exit2
