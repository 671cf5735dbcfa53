"""How a MIPS run leaves the normal flow: an exception for coprocessor 0 (or MARS's end
report) and a program's exit. Below the hart and the memory, which both raise them."""

from __future__ import annotations


class MipsException(Exception):
    """A MIPS exception: cause code (None for MARS's code-less run-time errors) and message."""

    def __init__(
        self, code: int | None, message: str, badvaddr: int | None = None, interrupt: int = 0
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.badvaddr = badvaddr
        self.interrupt = interrupt  # Cause bits 8-15 of an interrupt (0x100 keyboard ...)


class Exit(Exception):
    """The program asked to stop (syscall 10 or 17)."""

    def __init__(self, code: int | None = None) -> None:
        self.code = code
