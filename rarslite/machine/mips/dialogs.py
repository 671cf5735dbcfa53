"""MARS's dialog syscalls 50-59 for a front end that can show dialogs (the desktop app).

One function per service, named in `rarslite.machine.mips.syscalls.SYSCALLS`. They use the
same `DialogProvider` as RARS's services (`rarslite.machine.riscv.ecalls`), with MARS's
registers: the message at ``$a0``; results in ``$a0``, ``$a1`` (status: 0 OK, -1 not a
number, -2 cancelled, -3 nothing typed, -4 the string was cut to fit) and ``$f0``. Without
a provider (the command line) the syscall table ends the run as MARS does.
"""

from __future__ import annotations

from rarslite.machine.javanum import double_to_string, float_to_string
from rarslite.machine.javaparse import parse_java_double, parse_java_float, parse_java_int
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.riscv.ecalls import DialogProvider

V0, A0, A1, A2 = 2, 4, 5, 6
M32 = 0xFFFFFFFF


def _s(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


def _text(hart: MipsHart, reg: int = A0) -> str:
    return hart.memory.read_cstring(hart.r[reg]).decode("latin-1")


def _status(hart: MipsHart, answer: str | None) -> bool:
    """Set $a1 for a cancelled or empty answer; True when there is text to parse."""
    if answer is None:
        hart.r[A1] = -2 & M32
        return False
    if answer == "":
        hart.r[A1] = -3 & M32
        return False
    return True


def confirm(hart: MipsHart, dialogs: DialogProvider) -> None:  # 50
    hart.r[A0] = dialogs.confirm(_text(hart)) & M32


def input_int(hart: MipsHart, dialogs: DialogProvider) -> None:  # 51
    r = hart.r
    answer = dialogs.input(_text(hart))
    r[A0] = 0
    if _status(hart, answer):
        value = parse_java_int(answer.strip())
        r[A0], r[A1] = (0, -1 & M32) if value is None else (value & M32, 0)


def _input_real(hart: MipsHart, dialogs: DialogProvider, double: bool) -> None:
    r, f = hart.r, hart.f
    answer = dialogs.input(_text(hart))
    f[0] = 0
    if double:
        f[1] = 0
    if _status(hart, answer):
        bits = (parse_java_double if double else parse_java_float)(answer)
        if bits is None:
            r[A1] = -1 & M32
        else:
            f[0] = bits & M32
            if double:
                f[1] = (bits >> 32) & M32
            r[A1] = 0


def input_float(hart: MipsHart, dialogs: DialogProvider) -> None:  # 52
    _input_real(hart, dialogs, double=False)


def input_double(hart: MipsHart, dialogs: DialogProvider) -> None:  # 53
    _input_real(hart, dialogs, double=True)


def input_string(hart: MipsHart, dialogs: DialogProvider) -> None:  # 54
    r = hart.r
    answer = dialogs.input(_text(hart))
    if _status(hart, answer):
        size = _s(r[A2])
        data = answer.encode("latin-1", "replace")
        out = data[: max(size - 1, 0)]
        for i, byte in enumerate(out + b"\0"):
            hart.memory.store_byte((r[A1] + i) & M32, byte)
        r[A1] = (-4 & M32) if len(data) > size - 1 else 0


def message(hart: MipsHart, dialogs: DialogProvider) -> None:  # 55
    kind = _s(hart.r[A1])
    dialogs.message(_text(hart), kind if 0 <= kind <= 3 else -1)


def message_int(hart: MipsHart, dialogs: DialogProvider) -> None:  # 56
    dialogs.message(_text(hart) + str(_s(hart.r[A1])), 1)


def message_float(hart: MipsHart, dialogs: DialogProvider) -> None:  # 57
    dialogs.message(_text(hart) + float_to_string(hart.f[12]), 1)


def message_double(hart: MipsHart, dialogs: DialogProvider) -> None:  # 58
    dialogs.message(_text(hart) + double_to_string(hart.f[12] | hart.f[13] << 32), 1)


def message_string(hart: MipsHart, dialogs: DialogProvider) -> None:  # 59
    dialogs.message(_text(hart) + _text(hart, A1), 1)
