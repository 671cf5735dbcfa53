"""RARS's console and file services: print and read numbers, strings and characters
(1-8, 11, 12, 34-36), and files (57, 62-64, 1024; 17 the working folder) through the
machine's `FileTable`."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rarslite.bits import s32
from rarslite.machine.javaparse import (
    java_trim,
    parse_java_double,
    parse_java_float,
    parse_java_int,
)
from rarslite.machine.riscv.ecalls_common import (
    A0,
    A1,
    A2,
    FA0,
    MASK32,
    _double_text,
    _files,
    _float_text,
    _input_line,
    _print,
    _read_mem,
    _set,
    _set_single,
    _single_bits,
    _text,
    _write_mem,
)
from rarslite.machine.riscv.errors import SyscallError

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine


def _print_int(machine: Machine) -> None:
    _print(machine, str(s32(machine.x[A0])))


def _print_float(machine: Machine) -> None:
    _print(machine, _float_text(_single_bits(machine, FA0)))


def _print_double(machine: Machine) -> None:
    _print(machine, _double_text(machine.f[FA0]))


def _print_string(machine: Machine) -> None:
    _print(machine, _text(machine))


def _print_char(machine: Machine) -> None:
    _print(machine, chr(machine.x[A0] & 0xFF))


def _print_hex(machine: Machine) -> None:
    _print(machine, f"0x{machine.x[A0] & MASK32:08x}")


def _print_binary(machine: Machine) -> None:
    _print(machine, f"{machine.x[A0] & MASK32:032b}")


def _print_unsigned(machine: Machine) -> None:
    _print(machine, str(machine.x[A0] & MASK32))


def _read_int(machine: Machine) -> None:
    value = parse_java_int(java_trim(_input_line(machine)))
    if value is None:
        raise SyscallError("invalid integer input (syscall 5)")
    _set(machine, A0, value)


def _read_float(machine: Machine) -> None:
    bits = parse_java_float(_input_line(machine))
    if bits is None:
        raise SyscallError("invalid float input (syscall 6)")
    _set_single(machine, FA0, bits)


def _read_double(machine: Machine) -> None:
    bits = parse_java_double(_input_line(machine))
    if bits is None:
        raise SyscallError("invalid double input (syscall 7)")
    machine.f[FA0] = bits


def _read_string(machine: Machine) -> None:
    buf = machine.x[A0]
    max_len = s32(machine.x[A1]) - 1
    add_nul = max_len >= 0
    max_len = max(max_len, 0)
    line = _input_line(machine, max_len)
    line = _utf16_prefix(line, max_len)
    data = line.encode("utf-8", "replace")[:max_len]
    if len(data) < max_len:
        data += b"\n"
    if add_nul:
        data += b"\0"
    _write_mem(machine, buf, data)


def _utf16_prefix(s: str, n: int) -> str:
    """The first ``n`` UTF-16 code units of ``s`` (Java's substring), as a Python string."""
    if all(ord(c) < 0x10000 for c in s[:n]):
        return s[:n]
    units = s.encode("utf-16-le", "surrogatepass")[: 2 * n]
    # a cut pair leaves a lone surrogate, which the UTF-8 encoding then turns into "?" (as Java)
    return units.decode("utf-16-le", "surrogatepass")


def _read_char(machine: Machine) -> None:
    line = _input_line(machine, 1)
    if not line:
        raise SyscallError("invalid char input (syscall 12)")
    cp = ord(line[0])
    if cp > 0xFFFF:  # Java's charAt(0) is the high surrogate
        cp = 0xD800 + ((cp - 0x10000) >> 10)
    _set(machine, A0, cp)


def _get_cwd(machine: Machine) -> None:
    files = _files(machine)
    path = (files.cwd or os.getcwd()).encode("utf-8", "replace")
    if s32(machine.x[A1]) < len(path) + 1:
        _set(machine, A0, -1)
        return
    _write_mem(machine, machine.x[A0], path + b"\0")


def close_files(machine: Machine) -> None:
    """Close the files a program left open (call when a run terminates or is reset)."""
    files = getattr(machine, "files", None)
    if files is not None:
        files.close_all()


def _close(machine: Machine) -> None:
    _files(machine).close(s32(machine.x[A0]))


def _lseek(machine: Machine) -> None:
    result = _files(machine).seek(s32(machine.x[A0]), s32(machine.x[A1]), s32(machine.x[A2]))
    _set(machine, A0, result)


def _read(machine: Machine) -> None:
    buf, n = machine.x[A1], s32(machine.x[A2])
    data = _files(machine).read(s32(machine.x[A0]), n, machine.console)
    if data is None:
        _set(machine, A0, -1)
        return
    _set(machine, A0, len(data))
    if data:
        _write_mem(machine, buf, data)


def _write(machine: Machine) -> None:
    n = s32(machine.x[A2])
    if n < 0:
        _set(machine, A0, -1)
        return
    # RARS also reads the byte just after the buffer (§8.4): a buffer that ends exactly at the
    # end of mapped memory fails the same way here.
    data = _read_mem(machine, machine.x[A1], n + 1)[:n]
    _set(machine, A0, _files(machine).write(s32(machine.x[A0]), data, machine.console))


def _open(machine: Machine) -> None:
    name = _text(machine)
    _set(machine, A0, _files(machine).open(name, s32(machine.x[A1])))
