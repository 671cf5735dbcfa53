"""RV32 ELF executables: load them as a `Program`, write assembled programs as ELF.

``load_elf(path_or_bytes) -> Program`` (raises `ElfError` with a message for people),
``write_elf(program) -> bytes`` and ``save_elf(program, path)``; ``is_elf(path)`` tells an ELF
file from a source file (front ends: File > Open, ``rarslite run``).
"""

from __future__ import annotations

import os

from rarslite.elf.errors import ElfError
from rarslite.elf.loader import load_elf
from rarslite.elf.writer import save_elf, write_elf

ELF_MAGIC = b"\x7fELF"


def is_elf(path: str | os.PathLike) -> bool:
    """True if the file starts with the ELF signature (False if it cannot be read)."""
    try:
        with open(path, "rb") as f:
            return f.read(4) == ELF_MAGIC
    except OSError:
        return False


__all__ = ["ELF_MAGIC", "ElfError", "is_elf", "load_elf", "save_elf", "write_elf"]
