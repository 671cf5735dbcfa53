"""The one exception the ELF package raises for a file it cannot load."""

from __future__ import annotations


class ElfError(Exception):
    """An ELF file rarslite cannot run; ``str(error)`` is a message for a student."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
