"""RARS's environment calls (``ecall`` with the service number in a7), rars-reference §8.

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

import os
import re
import time
from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, Protocol

from rarslite.bits import s32
from rarslite.java_text import java_utf8
from rarslite.machine.files import FileTable
from rarslite.machine.riscv.errors import ExitProgram, SyscallError, Trap
from rarslite.machine.services import Service
from rarslite.sound import Note

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.machine import Machine

A0, A1, A2, A3, A7, TP = 10, 11, 12, 13, 17, 4
FA0, FA1, F0 = 10, 11, 0
BOX = 0xFFFFFFFF_00000000  # NaN-boxing of a single in a 64-bit FP register
CANONICAL_NAN_F32 = 0x7FC00000
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


# -- small helpers ---------------------------------------------------------------------------


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


def _input_line(machine: Machine) -> str:
    """One console line for services 5-8 and 12 ("" at end of input, as RARS's reader gives)."""
    console = getattr(machine, "console", None)
    line = console.read_line() if console is not None else None
    return "" if line is None else java_utf8(line)


def _java_trim(s: str) -> str:
    """Java's String.trim(): strip every char <= U+0020 at both ends."""
    start, end = 0, len(s)
    while start < end and s[start] <= " ":
        start += 1
    while end > start and s[end - 1] <= " ":
        end -= 1
    return s[start:end]


# -- Java number parsing (Integer.parseInt, Float.parseFloat, Double.parseDouble) ---------------

_INT_RE = re.compile(r"[+-]?\d+")  # \d: Unicode decimal digits, as Java's Character.digit
_DEC_RE = re.compile(r"([+-]?)(\d+\.?\d*|\.\d+)(?:[eE]([+-]?\d+))?[fFdD]?", re.ASCII)
_HEX_RE = re.compile(
    r"([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)[fFdD]?", re.ASCII
)
_SPECIAL_RE = re.compile(r"([+-]?)(NaN|Infinity)")


def parse_java_int(text: str) -> int | None:
    """``Integer.parseInt(text)`` or None where Java throws NumberFormatException."""
    if not _INT_RE.fullmatch(text):
        return None
    digits = text.lstrip("+-").lstrip("0") or "0"
    if len(digits) > 10:  # overflows for sure (and stays clear of Python's int() digit limit)
        return None
    value = -int(digits) if text.startswith("-") else int(digits)
    return value if -(1 << 31) <= value < (1 << 31) else None


def _exponent(text: str | None) -> int:
    """A decimal exponent; absurdly long ones saturate (the result is 0 or infinite anyway)."""
    if not text:
        return 0
    digits = text.lstrip("+-").lstrip("0") or "0"
    value = int(digits) if len(digits) <= 9 else 10**9
    return -value if text.startswith("-") else value


def _parse_java_real(text: str) -> tuple[int, Fraction | str] | None:
    """Sign (+1/-1) and exact value (or "nan"/"inf") of a Java floating-point literal."""
    text = _java_trim(text)
    m = _SPECIAL_RE.fullmatch(text)
    if m:
        return (-1 if m.group(1) == "-" else 1), ("nan" if m.group(2) == "NaN" else "inf")
    m = _DEC_RE.fullmatch(text)
    if m:
        sign, digits, exp = m.group(1), m.group(2), _exponent(m.group(3))
        whole, _, frac = digits.partition(".")
        mant_digits = (whole + frac).lstrip("0")
        scale = exp - len(frac)
        if len(mant_digits) > 800:  # more digits than any rounding decision needs: keep a
            rest = mant_digits[800:]  # sticky digit for what is cut off
            mant_digits = mant_digits[:800] + ("1" if rest.strip("0") else "0")
            scale += len(rest) - 1
        mant = int(mant_digits or "0")
        if mant == 0:
            value = Fraction(0)
        elif scale + len(mant_digits) > 400:  # far beyond any double: infinite after rounding
            return (-1 if sign == "-" else 1), "inf"
        elif scale + len(mant_digits) < -400:  # far below the smallest subnormal
            value = Fraction(0)
        else:
            value = mant * Fraction(10) ** scale
        return (-1 if sign == "-" else 1), value
    m = _HEX_RE.fullmatch(text)
    if m and (m.group(2) or m.group(3)):
        sign, whole, frac, exp = m.group(1), m.group(2), m.group(3) or "", _exponent(m.group(4))
        mant = int((whole + frac) or "0", 16)
        shift = exp - 4 * len(frac)
        if mant == 0:
            value = Fraction(0)
        elif shift > 2000:
            return (-1 if sign == "-" else 1), "inf"
        elif shift + mant.bit_length() < -2000:
            value = Fraction(0)
        else:
            value = mant * Fraction(2) ** shift
        return (-1 if sign == "-" else 1), value
    return None


def _round_to_binary(
    value: Fraction, mant_bits: int, min_exp: int, max_exp: int
) -> tuple[int, int]:
    """Round a positive rational to IEEE fields (biased exponent, fraction), ties to even.

    ``mant_bits`` excludes the hidden bit; ``min_exp``/``max_exp`` are the unbiased exponent
    range of normal numbers. Overflow gives the infinity fields.
    """
    bias = max_exp
    e = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** e > value:
        e -= 1
    e = max(e, min_exp)  # subnormals share the smallest exponent
    scaled = value / Fraction(2) ** (e - mant_bits)  # in [2^p, 2^(p+1)) unless subnormal
    q, r = divmod(scaled.numerator, scaled.denominator)
    if 2 * r > scaled.denominator or (2 * r == scaled.denominator and q & 1):
        q += 1
    if q >> (mant_bits + 1):  # carried into the next binade
        q >>= 1
        e += 1
    if e > max_exp:
        return (2 * bias + 1), 0
    if q >> mant_bits == 0:  # subnormal (or zero)
        return 0, q
    return e + bias, q & ((1 << mant_bits) - 1)


def parse_java_float(text: str) -> int | None:
    """``Float.parseFloat(text)`` as raw single bits, or None on NumberFormatException."""
    parsed = _parse_java_real(text)
    if parsed is None:
        return None
    sign, value = parsed
    sbit = 0x80000000 if sign < 0 else 0
    if value == "nan":
        return CANONICAL_NAN_F32
    if value == "inf":
        return sbit | 0x7F800000
    if value == 0:
        return sbit
    exp, frac = _round_to_binary(value, 23, -126, 127)
    return sbit | (exp << 23) | frac


def parse_java_double(text: str) -> int | None:
    """``Double.parseDouble(text)`` as raw double bits, or None on NumberFormatException."""
    parsed = _parse_java_real(text)
    if parsed is None:
        return None
    sign, value = parsed
    sbit = 1 << 63 if sign < 0 else 0
    if value == "nan":
        return 0x7FF8000000000000
    if value == "inf":
        return sbit | 0x7FF0000000000000
    if value == 0:
        return sbit
    exp, frac = _round_to_binary(value, 52, -1022, 1023)
    return sbit | (exp << 52) | frac


# -- number text --------------------------------------------------------------------------------


def _float_text(bits: int) -> str:
    from rarslite.machine import javanum  # the numerics module, imported when first needed

    return javanum.float_to_string(bits)


def _double_text(bits: int) -> str:
    from rarslite.machine import javanum

    return javanum.double_to_string(bits)


# -- services -----------------------------------------------------------------------------------


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
    value = parse_java_int(_java_trim(_input_line(machine)))
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
    line = _input_line(machine)
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


def _sbrk(machine: Machine) -> None:
    n = s32(machine.x[A0])
    config = machine.program.config
    brk = getattr(machine, "heap_break", None)
    if brk is None:
        brk = config.heap_base
    if n < 0:
        raise SyscallError(f"request ({n}) is negative heap amount (syscall 9)")
    new = (brk + n + 3) & ~3
    if new >= config.data_limit:
        raise SyscallError(f"request ({n}) exceeds available heap storage (syscall 9)")
    machine.heap_break = new
    _set(machine, A0, brk)


def _exit(machine: Machine) -> None:
    raise ExitProgram(0)


def _read_char(machine: Machine) -> None:
    line = _input_line(machine)
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


def _time(machine: Machine) -> None:
    now = time.time_ns() // 1_000_000
    _set(machine, A0, now)
    _set(machine, A1, now >> 32)


def _sleep(machine: Machine) -> None:
    ms = s32(machine.x[A0])
    if ms < 0:
        raise SyscallError(f"sleep time ({ms}) cannot be negative (syscall 32)")
    sleeper = getattr(machine, "sleep", None) or getattr(
        getattr(machine, "dialogs", None), "sleep", None
    )
    if callable(sleeper):
        sleeper(ms)
    else:
        machine.console.flush()
        time.sleep(ms / 1000)


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


# -- files ------------------------------------------------------------------------------------


def _files(machine: Machine) -> FileTable:
    files = getattr(machine, "files", None)
    if files is None:
        files = FileTable(cwd=getattr(machine, "file_folder", None))
        machine.files = files
    return files


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


def _exit2(machine: Machine) -> None:
    raise ExitProgram(s32(machine.x[A0]), via_exit2=True)


# -- random streams -------------------------------------------------------------------------------


def _stream(machine: Machine, create_seed: int | None = None):
    from rarslite.machine.jrandom import JRandom  # the numerics module

    streams = getattr(machine, "random_streams", None)
    if streams is None:
        streams = {}
        machine.random_streams = streams
    key = s32(machine.x[A0])
    stream = streams.get(key)
    if stream is None:
        seed = create_seed
        if seed is None:  # an unseeded stream is seeded from the clock, as Java's Random()
            seed = int.from_bytes(os.urandom(8), "little") ^ time.time_ns()
        stream = streams[key] = JRandom(seed)
    elif create_seed is not None:
        stream.set_seed(create_seed)
    return stream


def _rand_seed(machine: Machine) -> None:
    _stream(machine, create_seed=s32(machine.x[A1]))


def _rand_int(machine: Machine) -> None:
    _set(machine, A0, _stream(machine).next_int())


def _rand_int_range(machine: Machine) -> None:
    stream = _stream(machine)
    bound = s32(machine.x[A1])
    if bound <= 0:
        raise SyscallError("Upper bound of range cannot be negative (syscall 42)")
    _set(machine, A0, stream.next_int_bound(bound))


def _rand_float(machine: Machine) -> None:
    _set_single(machine, FA0, _stream(machine).next_float_bits())


def _rand_double(machine: Machine) -> None:
    machine.f[FA0] = _stream(machine).next_double_bits()


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
