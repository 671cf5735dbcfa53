"""RARS's GUI services: MIDI notes (31, 33) and the dialogs (50-60), answered by the front
end's `DialogProvider` (``machine.dialogs``); without one the dialogs stop the run with a clear
message and the notes go on silently, as RARS without a sound device."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.bits import s32
from rarslite.machine.javaparse import (
    parse_java_double,
    parse_java_float,
    parse_java_int,
)
from rarslite.machine.riscv.ecalls_common import (
    A0,
    A1,
    A2,
    A3,
    F0,
    FA0,
    FA1,
    TP,
    DialogProvider,
    _cstring,
    _double_text,
    _float_text,
    _set,
    _set_single,
    _single_bits,
    _text,
    _write_mem,
)
from rarslite.machine.riscv.errors import SyscallError
from rarslite.sound import Note

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine


def _midi(wait: bool) -> Callable[[Machine], None]:
    def service(machine: Machine) -> None:
        midi = getattr(getattr(machine, "dialogs", None), "midi", None)
        if midi is None:
            # RARS without a sound device: Java prints a stack trace on stderr and the
            # program goes on at once (no wait, registers unchanged). Front ends may say so.
            machine.notes_not_played = getattr(machine, "notes_not_played", 0) + 1
            return
        note = Note.from_args(*(s32(machine.x[r]) for r in (A0, A1, A2, A3)))
        midi(note.pitch, note.duration_ms, note.instrument, note.volume, wait)

    return service


def _dialogs(machine: Machine, number: int, what: str = "dialogs") -> DialogProvider:
    dialogs = getattr(machine, "dialogs", None)
    if dialogs is None:
        raise SyscallError(f"{what} not available without the GUI (syscall {number})")
    return dialogs


def _confirm_dialog(machine: Machine) -> None:
    message = _text(machine)
    _set(machine, A0, _dialogs(machine, 50).confirm(message))


def _input_dialog_int(machine: Machine) -> None:
    message = _text(machine)
    answer = _dialogs(machine, 51).input(message)
    if answer is None:
        value, status = 0, -2
    elif answer == "":
        value, status = 0, -3
    else:
        parsed = parse_java_int(answer)
        value, status = (0, -1) if parsed is None else (parsed, 0)
    _set(machine, A0, value)
    _set(machine, A1, status)


def _input_dialog_float(machine: Machine) -> None:
    message = _text(machine)
    answer = _dialogs(machine, 52).input(message)
    _set_single(machine, F0, 0)  # RARS clears f0 (and returns the value there, not in fa0)
    if answer is None:
        _set(machine, A1, -2)
    elif answer == "":
        _set(machine, A1, -3)
    else:
        bits = parse_java_float(answer)
        if bits is None:
            _set(machine, A1, -1)
        else:
            _set_single(machine, F0, bits)
            _set(machine, A1, 0)


def _input_dialog_double(machine: Machine) -> None:
    # RARS quirk: the message address comes from tp (x4), each byte taken as one character
    message = _cstring(machine, TP).decode("latin-1")
    answer = _dialogs(machine, 53).input(message)
    machine.f[F0] = 0
    if answer is None:
        _set(machine, A1, -2)
    elif answer == "":
        _set(machine, A1, -3)
    else:
        bits = parse_java_double(answer)
        if bits is None:
            _set(machine, A1, -1)
        else:
            machine.f[FA0] = bits
            _set(machine, A1, 0)


def _input_dialog_string(machine: Machine) -> None:
    message = _text(machine)
    answer = _dialogs(machine, 54).input(message)
    if answer is None:
        _set(machine, A1, -2)
        return
    if answer == "":
        _set(machine, A1, -3)
        return
    buf, size = machine.x[A1], s32(machine.x[A2])
    data = answer.encode("utf-8", "replace")
    n = max(min(size - 1, len(data)), 0)
    out = data[:n]
    if n < size - 1:
        out += b"\n"
    _write_mem(machine, buf, out + b"\0")
    _set(machine, A1, -4 if len(data) > size - 1 else 0)


def _message_dialog(machine: Machine) -> None:
    kind = s32(machine.x[A1])
    kind = kind if 0 <= kind <= 3 else -1
    message = _text(machine)
    _dialogs(machine, 55).message(message, kind)


def _message_dialog_int(machine: Machine) -> None:
    message = _text(machine) + str(s32(machine.x[A1]))
    _dialogs(machine, 56).message(message, 1)


def _message_dialog_double(machine: Machine) -> None:
    message = _text(machine) + _double_text(machine.f[FA0])
    _dialogs(machine, 58).message(message, 1)


def _message_dialog_string(machine: Machine) -> None:
    message = _text(machine) + _text(machine, A1)
    _dialogs(machine, 59).message(message, 1)


def _message_dialog_float(machine: Machine) -> None:
    message = _text(machine) + _float_text(_single_bits(machine, FA1))  # fa1, as RARS
    _dialogs(machine, 60).message(message, 1)
