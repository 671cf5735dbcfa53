"""What RARS's ecall services share: register numbers, reading and writing the program's
registers, strings and buffers (faults become `SyscallError`s, as RARS reports them), console
output and input lines, Java's number text, the file table and the dialog provider's shape.
The services themselves are in ``ecalls_*.py`` by family; the table is `ecalls.ECALLS`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from rarslite.java_text import java_utf8
from rarslite.machine.files import FileTable
from rarslite.machine.javaparse import CANONICAL_NAN_F32
from rarslite.machine.riscv.errors import SyscallError, Trap

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

A0, A1, A2, A3, A7, TP = 10, 11, 12, 13, 17, 4
FA0, FA1, F0 = 10, 11, 0
BOX = 0xFFFFFFFF_00000000  # NaN-boxing of a single in a 64-bit FP register
MASK32 = 0xFFFFFFFF


class DialogProvider(Protocol):
    """What a front end offers for RARS's GUI services (set as ``machine.dialogs``)."""

    def confirm(self, message: str) -> int:
        """Yes/No/Cancel question: 0 yes, 1 no, 2 cancel or closed."""

    def input(self, message: str) -> str | None:
        """A line of text typed by the user, or None when cancelled."""

    def message(self, message: str, kind: int) -> None:
        """Show a message: kind 0 error, 1 information, 2 warning, 3 question, -1 plain."""

    def midi(self, pitch: int, duration_ms: int, instrument: int, volume: int, wait: bool) -> None:
        """Play a note (arguments already range-checked); ``wait``: return when it ends."""


def _set(machine: Machine, reg: int, value: int) -> None:
    if reg:
        v = value & MASK32
        if v & 0x80000000 and getattr(machine, "xlen", 32) == 64:
            v |= 0xFFFFFFFF00000000  # a Java int in RARS: sign-extended in 64-bit mode
        machine.x[reg] = v


def _cstring(machine: Machine, reg: int = A0) -> bytes:
    try:
        return machine.memory.read_cstring(machine.x[reg])
    except Trap as trap:
        raise SyscallError(trap.message) from None


def _text(machine: Machine, reg: int = A0) -> str:
    """A NUL-terminated string from memory, decoded as RARS does (Java's UTF-8, `java_text`)."""
    return java_utf8(_cstring(machine, reg))


def _read_mem(machine: Machine, addr: int, n: int) -> bytes:
    """n bytes from memory, read in chunks so that a huge count faults where the storage ends
    instead of first walking (or allocating) gigabytes."""
    out = bytearray()
    try:
        while len(out) < n:
            chunk = min(n - len(out), 1 << 16)
            out += machine.memory.read_bytes((addr + len(out)) & MASK32, chunk)
    except Trap as trap:
        raise SyscallError(trap.message) from None
    return bytes(out)


def _write_mem(machine: Machine, addr: int, data: bytes) -> None:
    try:
        machine.memory.write_bytes(addr & MASK32, data)
    except Trap as trap:
        raise SyscallError(trap.message) from None


def _print(machine: Machine, text: str) -> None:
    machine.used_print_ecall = True
    try:
        machine.console.write(text.encode("utf-8", "replace"))
    except OSError:  # e.g. a closed pipe: RARS's print stream drops the text and goes on
        pass


def _single_bits(machine: Machine, reg: int) -> int:
    """The single in an FP register; not NaN-boxed reads as the canonical NaN (RARS)."""
    raw = machine.f[reg]
    return raw & MASK32 if raw >> 32 == MASK32 else CANONICAL_NAN_F32


def _set_single(machine: Machine, reg: int, bits: int) -> None:
    machine.f[reg] = BOX | (bits & MASK32)


def _input_line(machine: Machine, limit: int = 0) -> str:
    """One console line for services 5-8 and 12 ("" at end of input, as RARS's reader gives);
    ``limit``: the most characters the service takes (`Console.read_line`)."""
    console = getattr(machine, "console", None)
    line = console.read_line(limit) if console is not None else None
    return "" if line is None else java_utf8(line)


def _float_text(bits: int) -> str:
    from rarslite.machine import javanum  # the numerics module, imported when first needed

    return javanum.float_to_string(bits)


def _double_text(bits: int) -> str:
    from rarslite.machine import javanum

    return javanum.double_to_string(bits)


def _files(machine: Machine) -> FileTable:
    files = getattr(machine, "files", None)
    if files is None:
        files = FileTable(cwd=getattr(machine, "file_folder", None))
        machine.files = files
    return files
