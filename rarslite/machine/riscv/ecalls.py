"""RARS's environment calls (``ecall`` with the service number in a7), rars-reference §8.

The services are in modules by family: ``ecalls_io`` (console and files), ``ecalls_system``
(heap, exit, time, sleep, random streams), ``ecalls_dialogs`` (MIDI and dialogs), with their
shared helpers in ``ecalls_common``; this module is their table and the dispatcher.

`ECALLS` is the table of services (number, name, handler, registers, description: the Help
reference is generated from it). `handle_ecall(machine)` runs one service against the
machine's public surface (registers, ``memory.read_bytes/write_bytes/read_cstring``,
``console``). Outcomes:

* normal return: the service's results are in the registers;
* `ExitProgram` for 10 (Exit) and 93 (Exit2);
* `SyscallError` for a failing service (bad input, bad buffer address, negative sbrk, ...): RARS
  ends the run with a runtime error there, it is not a trap (§14.22);
* `Trap` (cause 8) for an unknown service number.

Per-machine state lives on the machine object and is created on first use: ``random_streams``
(stream id -> JRandom), ``files`` (a `FileTable`), ``heap_break``. ``used_print_ecall`` is set
by the print services (1-4, 11, 34-36): the RARS command line loses its final messages after
them (§11.1). The GUI may set ``machine.dialogs`` to a `DialogProvider` for services 31, 33 and
50-60; without one the dialog services stop the run with a clear message (RARS crashes there)
and the MIDI services go on silently as RARS does without a sound device, counting
``notes_not_played``.
``machine.sleep(ms)`` (or else ``machine.dialogs.sleep(ms)``), when present, replaces the
blocking sleep of service 32, so a front end can stop a sleeping program.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.bits import s32
from rarslite.machine.riscv.ecalls_common import A7, DialogProvider
from rarslite.machine.riscv.ecalls_dialogs import (
    _confirm_dialog,
    _input_dialog_double,
    _input_dialog_float,
    _input_dialog_int,
    _input_dialog_string,
    _message_dialog,
    _message_dialog_double,
    _message_dialog_float,
    _message_dialog_int,
    _message_dialog_string,
    _midi,
)
from rarslite.machine.riscv.ecalls_io import (
    _close,
    _get_cwd,
    _lseek,
    _open,
    _print_binary,
    _print_char,
    _print_double,
    _print_float,
    _print_hex,
    _print_int,
    _print_string,
    _print_unsigned,
    _read,
    _read_char,
    _read_double,
    _read_float,
    _read_int,
    _read_string,
    _write,
    close_files,
)
from rarslite.machine.riscv.ecalls_system import (
    _exit,
    _exit2,
    _rand_double,
    _rand_float,
    _rand_int,
    _rand_int_range,
    _rand_seed,
    _sbrk,
    _sleep,
    _time,
)
from rarslite.machine.riscv.errors import Trap
from rarslite.machine.services import Service

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine

__all__ = ["ECALLS", "PRINT_SERVICES", "SERVICES", "DialogProvider", "close_files",
           "handle_ecall"]


S = Service  # the shared row shape (rarslite.machine.services)
ECALLS: tuple[Service, ...] = (
    S(1, "PrintInt", _print_int, "a0 = integer", "", "print a0 as a signed decimal"),
    S(2, "PrintFloat", _print_float, "fa0 = float", "", "print a single-precision number"),
    S(3, "PrintDouble", _print_double, "fa0 = double", "", "print a double-precision number"),
    S(4, "PrintString", _print_string, "a0 = address of a NUL-terminated string", "",
      "print a string"),
    S(5, "ReadInt", _read_int, "", "a0 = the integer", "read a line holding an integer"),
    S(6, "ReadFloat", _read_float, "", "fa0 = the float", "read a line holding a float"),
    S(7, "ReadDouble", _read_double, "", "fa0 = the double", "read a line holding a double"),
    S(8, "ReadString", _read_string, "a0 = buffer address, a1 = buffer size", "",
      "read a line into the buffer (at most a1 - 1 characters, NUL-terminated)"),
    S(9, "Sbrk", _sbrk, "a0 = number of bytes", "a0 = address of the new block",
      "allocate heap memory"),
    S(10, "Exit", _exit, "", "", "end the program (exit code 0)"),
    S(11, "PrintChar", _print_char, "a0 = character", "", "print the low byte of a0"),
    S(12, "ReadChar", _read_char, "", "a0 = the character", "read one character"),
    S(17, "GetCWD", _get_cwd, "a0 = buffer address, a1 = buffer size", "a0 = -1 if too small",
      "store the current directory's path in the buffer"),
    S(30, "Time", _time, "", "a0 = low word, a1 = high word",
      "milliseconds since 1 January 1970"),
    S(31, "MidiOut", _midi(wait=False), "a0 = pitch, a1 = ms, a2 = instrument, a3 = volume", "",
      "play a note and go on at once"),
    S(32, "Sleep", _sleep, "a0 = milliseconds", "", "pause the program"),
    S(33, "MidiOutSync", _midi(wait=True), "a0 = pitch, a1 = ms, a2 = instrument, a3 = volume",
      "", "play a note and wait until it ends"),
    S(34, "PrintIntHex", _print_hex, "a0 = integer", "", "print a0 as 8 hex digits (0x...)"),
    S(35, "PrintIntBinary", _print_binary, "a0 = integer", "", "print a0 as 32 binary digits"),
    S(36, "PrintIntUnsigned", _print_unsigned, "a0 = integer", "",
      "print a0 as an unsigned decimal"),
    S(40, "RandSeed", _rand_seed, "a0 = stream id, a1 = seed", "",
      "start (or restart) a random number stream with a seed"),
    S(41, "RandInt", _rand_int, "a0 = stream id", "a0 = the number",
      "a random 32-bit integer"),
    S(42, "RandIntRange", _rand_int_range, "a0 = stream id, a1 = bound", "a0 = the number",
      "a random integer from 0 to a1 - 1"),
    S(43, "RandFloat", _rand_float, "a0 = stream id", "fa0 = the number",
      "a random float from 0 up to (not including) 1"),
    S(44, "RandDouble", _rand_double, "a0 = stream id", "fa0 = the number",
      "a random double from 0 up to (not including) 1"),
    S(50, "ConfirmDialog", _confirm_dialog, "a0 = address of the question",
      "a0 = 0 yes, 1 no, 2 cancel", "ask a yes/no/cancel question in a dialog"),
    S(51, "InputDialogInt", _input_dialog_int, "a0 = address of the prompt",
      "a0 = the integer, a1 = status (0 ok)", "ask for an integer in a dialog"),
    S(52, "InputDialogFloat", _input_dialog_float, "a0 = address of the prompt",
      "fa0 = the float, a1 = status (0 ok)", "ask for a float in a dialog"),
    S(53, "InputDialogDouble", _input_dialog_double, "a0 = address of the prompt",
      "fa0 = the double, a1 = status (0 ok)", "ask for a double in a dialog"),
    S(54, "InputDialogString", _input_dialog_string,
      "a0 = address of the prompt, a1 = buffer address, a2 = buffer size",
      "a1 = status (0 ok)", "ask for a line of text in a dialog"),
    S(55, "MessageDialog", _message_dialog, "a0 = address of the message, a1 = kind (0-3)", "",
      "show a message (0 error, 1 information, 2 warning, 3 question)"),
    S(56, "MessageDialogInt", _message_dialog_int, "a0 = address of the message, a1 = integer",
      "", "show a message followed by an integer"),
    S(57, "Close", _close, "a0 = file descriptor", "", "close a file"),
    S(58, "MessageDialogDouble", _message_dialog_double,
      "a0 = address of the message, fa0 = double", "", "show a message followed by a double"),
    S(59, "MessageDialogString", _message_dialog_string,
      "a0 = address of the message, a1 = address of a string", "",
      "show a message followed by a second string"),
    S(60, "MessageDialogFloat", _message_dialog_float,
      "a0 = address of the message, fa1 = float", "", "show a message followed by a float"),
    S(62, "LSeek", _lseek, "a0 = file descriptor, a1 = offset, a2 = from (0 start, "
      "1 current, 2 end)", "a0 = the new position, or -1", "move a file's read/write position"),
    S(63, "Read", _read, "a0 = file descriptor, a1 = buffer address, a2 = byte count",
      "a0 = bytes read (0 at the end), or -1", "read from a file (descriptor 0: standard input)"),
    S(64, "Write", _write, "a0 = file descriptor, a1 = buffer address, a2 = byte count",
      "a0 = bytes written, or -1", "write to a file (descriptor 1 or 2: the console output)"),
    S(93, "Exit2", _exit2, "a0 = exit code", "", "end the program with an exit code"),
    S(1024, "Open", _open, "a0 = address of the file name, a1 = flags (0 read, 1 write, "
      "9 append)", "a0 = file descriptor, or -1", "open a file"),
)
del S

SERVICES: dict[int, Callable[[Machine], None]] = {s.number: s.run for s in ECALLS}

PRINT_SERVICES = frozenset({1, 2, 3, 4, 11, 34, 35, 36})


def handle_ecall(machine: Machine) -> None:
    """Run the service numbered in a7 (see the module docstring for the outcomes)."""
    number = s32(machine.x[A7])
    service = SERVICES.get(number)
    if service is None:
        raise Trap(8, 0, f"invalid or unimplemented syscall service: {number} ")
    service(machine)
