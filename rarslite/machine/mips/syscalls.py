"""MARS 4.5's syscalls (number in $v0; mars-reference §7) with MARS's output formats.

`SYSCALLS` is the one table of services (number, name, arguments, results, description,
handler): `handle_syscall` dispatches through it and the Help reference
(`rarslite.reference.mips`) is generated from it. A handler takes the hart and the front
end's `MarsIO`. Failing services raise a cause-8 `MipsException` with MARS's message, so a
handler at 0x80000180 sees them as MARS programs do. Output text is Latin-1 per byte (MARS
prints each byte as one char) and encoded as UTF-8 by the front end's stream.

A front end that can show dialogs and play sound (the desktop app) sets ``MarsIO.dialogs``
to its `DialogProvider` (as RARS's ecalls use it): dialogs 50-59, MIDI notes 31/33 and an
interruptible sleep 32 then go through it. Without one the services behave as MARS's
command line does.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from rarslite.java_text import JavaLines, java_line
from rarslite.machine.files import inside_sandbox
from rarslite.machine.javanum import double_bits, double_to_string, float_bits, float_to_string
from rarslite.machine.jrandom import JRandom
from rarslite.machine.mips.hart import Exit, MipsException, MipsHart
from rarslite.machine.services import Service
from rarslite.sound import Note

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.ecalls import DialogProvider

V0, A0, A1, A2, A3 = 2, 4, 5, 6, 7


def _s(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


class MarsIO:
    """Where a MARS program's console goes: stdout for output, lines of stdin for input."""

    def __init__(self, out: TextIO | None = None, inp: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.files: dict[int, object] = {}  # fd -> open file (None: a failed open's slot)
        self.names: dict[int, str] = {}
        self.random: dict[int, JRandom] = {}
        self.dialogs: DialogProvider | None = None  # the app's (see the module docstring)
        self.folder: str | None = None  # relative file names open here (None: the process's)
        self.lenient = False  # stdin's decoder keeps undecodable bytes (read_line)
        self.lines = JavaLines()  # stdin split into lines as Java's readLine splits it
        # graders' limits (`apply_limits`): opens only inside ``sandbox`` (resolved), at
        # most ``max_output`` characters of output, then the run is stopped
        self.sandbox: str | None = None
        self.refused: list[str] = []
        self.max_output: int | None = None
        self.written = 0
        self.over_limit = False

    def apply_limits(self, sandbox: str | None, max_output: int | None) -> None:
        """Graders' ``--sandbox`` and ``--max-output`` for this program's syscalls."""
        self.sandbox = os.path.realpath(sandbox) if sandbox is not None else None
        self.max_output = max_output

    def close_all(self) -> None:
        """Close every file the program opened (MARS does at the end of a run)."""
        for fh in self.files.values():
            if fh is not None:
                fh.close()  # type: ignore[attr-defined]
        self.files.clear()
        self.names.clear()

    def write(self, text: str) -> None:
        if self.max_output is not None:
            text = self.within_limit(text)
        self.out.write(text)
        self.check_limit()

    def within_limit(self, text):  # str from the print services, bytes from write
        """The part of ``text`` the output limit lets through (all without a limit)."""
        room = self.max_output - self.written
        if len(text) > room:
            self.over_limit = True
        text = text[: max(room, 0)]
        self.written += len(text)
        return text

    def check_limit(self) -> None:
        """End the run (`OutputLimit`) once the output went over the limit."""
        if self.over_limit:
            raise OutputLimit(f"the program wrote more than {self.max_output} characters of "
                              "output (--max-output)")

    def read_line(self, limit: int = 0) -> str | None:
        """A line of input as MARS's reader decodes it (Java's UTF-8, `java_text`); stdin is
        read by whole lines whatever the ``limit``, ended as `Console.read_line` says."""
        self.out.flush()
        if not self.lenient:  # keep the bytes that are not UTF-8 for java_line
            self.lenient = True
            with contextlib.suppress(AttributeError, ValueError, OSError):
                self.inp.reconfigure(errors="surrogateescape")  # type: ignore[attr-defined]
        line = self.lines.next(self.inp.readline)
        return None if line is None else java_line(line)


class JavaCrash(Exception):
    """Where MARS's simulator thread dies of a Java exception (mars-reference §6.6): the end
    of input in a read syscall, a dialog without a display, a negative sleep. MARS then
    reports the run as "maximum step limit -1"; ``str()`` says what happened."""


class OutputLimit(JavaCrash):
    """Graders' ``--max-output`` was reached: the run ends here (not MARS's behaviour: MARS
    has no such limit)."""


class InputEnded(JavaCrash):
    def __init__(self) -> None:
        super().__init__("the program wanted input after the end of its input")


def _line(io: MarsIO, limit: int = 0) -> str:
    line = io.read_line(limit)
    if line is None:
        raise InputEnded()
    return line


def _java_int(text: str) -> int | None:
    t = text.strip()
    body = t[1:] if t[:1] in "+-" else t
    if not body or not body.isdigit():
        return None
    v = int(t)
    return v if -(1 << 31) <= v < (1 << 31) else None


Handler = Callable[[MipsHart, MarsIO], None]


# -- console -------------------------------------------------------------------------------
def _print_int(hart: MipsHart, io: MarsIO) -> None:
    io.write(str(_s(hart.r[A0])))


def _print_float(hart: MipsHart, io: MarsIO) -> None:
    io.write(float_to_string(hart.f[12]))


def _print_double(hart: MipsHart, io: MarsIO) -> None:
    io.write(double_to_string(hart.f[12] | hart.f[13] << 32))


def _print_string(hart: MipsHart, io: MarsIO) -> None:
    io.write(hart.memory.read_cstring(hart.r[A0]).decode("latin-1"))


def _read_int(hart: MipsHart, io: MarsIO) -> None:
    v = _java_int(_line(io))
    if v is None:
        raise MipsException(8, "invalid integer input (syscall 5)")
    hart.r[V0] = v & 0xFFFFFFFF


def _read_real(n: int) -> Handler:
    """6 (float) and 7 (double): a line holding a Java number, into $f0 (and $f1)."""

    def run(hart: MipsHart, io: MarsIO) -> None:
        from rarslite.asm.riscv.lexer import java_double  # Java's double syntax (on use)

        text = _line(io).strip()
        if java_double(text) is None:
            kind = "float" if n == 6 else "double"
            raise MipsException(8, f"invalid {kind} input (syscall {n})")
        x = float(text.rstrip("fFdD"))
        if n == 6:
            try:
                hart.f[0] = float_bits(x)
            except OverflowError:  # beyond the largest float: Java rounds to infinity
                hart.f[0] = 0x7F800000 if x > 0 else 0xFF800000
        else:
            bits = double_bits(x)
            hart.f[0], hart.f[1] = bits & 0xFFFFFFFF, bits >> 32

    return run


def _read_string(hart: MipsHart, io: MarsIO) -> None:
    r, mem = hart.r, hart.memory
    buf, size = r[A0], _s(r[A1])
    line = io.read_line(max(size - 1, 0))
    if line is None:
        raise InputEnded()
    # MARS stores the low byte of each UTF-16 unit of the line (at most $a1 - 1 of them),
    # then a newline if there is room, then NUL (not when $a1 < 1)
    units = _utf16(line)[: max(size - 1, 0)]
    data = [u & 0xFF for u in units] + ([10] if len(units) < size - 1 else [])
    for k, b in enumerate(data):
        mem.store_byte(buf + k, b)
    if size > 0:
        mem.store_byte(buf + len(data), 0)


def _utf16(text: str) -> list[int]:
    """A Java string's chars: UTF-16 code units."""
    raw = text.encode("utf-16-le", "surrogatepass")
    return [raw[k] | raw[k + 1] << 8 for k in range(0, len(raw), 2)]


def _sbrk(hart: MipsHart, io: MarsIO) -> None:
    amount = _s(hart.r[A0])
    heap = getattr(hart, "heap_break", hart.config.heap_base)
    new = heap + ((amount + 3) // 4 * 4)
    if amount < 0 or new > hart.config.data_limit:
        raise MipsException(
            8, "request (" + str(amount) + ") exceeds available heap storage (syscall 9)"
        )
    hart.heap_break = new
    hart.r[V0] = heap


def _exit(hart: MipsHart, io: MarsIO) -> None:
    raise Exit(None)


def _print_char(hart: MipsHart, io: MarsIO) -> None:
    io.write(chr(hart.r[A0] & 0xFF))


def _read_char(hart: MipsHart, io: MarsIO) -> None:
    line = _line(io, 1)
    if not line:
        raise MipsException(8, "invalid char input (syscall 12)")
    hart.r[V0] = _utf16(line[0])[0]  # Java's first char: a high surrogate beyond the BMP


# -- files -----------------------------------------------------------------------------------
def _open(hart: MipsHart, io: MarsIO) -> None:
    r = hart.r
    name = hart.memory.read_cstring(r[A0]).decode("latin-1")
    mode = {0: "rb", 1: "wb", 9: "ab"}.get(r[A1])
    fd = -1
    free = [k for k in range(3, 32) if k not in io.files]
    if mode is not None and free and name not in io.names.values():
        # MARS takes the descriptor before opening, and keeps it when the open fails
        io.names[free[0]] = name
        try:
            path = os.path.join(io.folder, name) if io.folder and name else name
            if io.sandbox is not None and not inside_sandbox(path, io.sandbox):
                io.refused.append(name)
                raise OSError("outside the sandbox")
            io.files[free[0]] = open(path, mode)  # noqa: SIM115 - closed by 16 or at exit
            fd = free[0]
        except OSError:
            io.files[free[0]] = None
    r[V0] = fd & 0xFFFFFFFF


def _read(hart: MipsHart, io: MarsIO) -> None:
    r = hart.r
    fd, buf, size = _s(r[A0]), r[A1], _s(r[A2])
    fh = io.files.get(fd)
    if fd == 0:
        data = sys.stdin.buffer.read1(size) if size > 0 else b""
    elif fh is None:
        r[V0] = 0xFFFFFFFF
        return
    else:
        data = fh.read(size)  # type: ignore[attr-defined]
    for k, b in enumerate(data):
        hart.memory.store_byte(buf + k, b)
    r[V0] = len(data)


def _write(hart: MipsHart, io: MarsIO) -> None:
    r = hart.r
    fd, buf, size = _s(r[A0]), r[A1], _s(r[A2])
    data = bytes(hart.memory.load_byte(buf + k) for k in range(max(size, 0)))
    if fd in (1, 2):  # raw bytes, after the text written so far
        io.out.flush()
        if io.max_output is not None:
            data = io.within_limit(data)
        stream = getattr(io.out, "buffer", None) if fd == 1 else None
        stream = stream or (sys.stdout if fd == 1 else sys.stderr).buffer
        stream.write(data)
        stream.flush()
        r[V0] = size & 0xFFFFFFFF
        io.check_limit()
        return
    fh = io.files.get(fd)
    if fh is None:
        r[V0] = 0xFFFFFFFF
        return
    fh.write(data)  # type: ignore[attr-defined]
    r[V0] = size & 0xFFFFFFFF


def _close(hart: MipsHart, io: MarsIO) -> None:
    fh = io.files.pop(_s(hart.r[A0]), None)
    io.names.pop(_s(hart.r[A0]), None)
    if fh is not None:
        fh.close()  # type: ignore[attr-defined]


def _exit2(hart: MipsHart, io: MarsIO) -> None:
    raise Exit(_s(hart.r[A0]))


# -- time and sound --------------------------------------------------------------------------
def _time(hart: MipsHart, io: MarsIO) -> None:
    ms = int(time.time() * 1000)
    hart.r[A0], hart.r[A1] = ms & 0xFFFFFFFF, (ms >> 32) & 0xFFFFFFFF


def _midi(wait: bool) -> Handler:
    """31 (``wait`` False) and 33: a note through the front end's sound player, which for
    33 also waits the note's duration; on the command line 33 only waits."""

    def run(hart: MipsHart, io: MarsIO) -> None:
        r = hart.r
        midi = getattr(io.dialogs, "midi", None)
        if midi is None:
            if wait:
                time.sleep(max(_s(r[A1]), 0) / 1000)
            return
        note = Note.from_args(*(_s(r[k]) for k in (A0, A1, A2, A3)))
        midi(note.pitch, note.duration_ms, note.instrument, note.volume, wait)

    return run


def _sleep(hart: MipsHart, io: MarsIO) -> None:
    ms = _s(hart.r[A0])
    if ms < 0:
        raise JavaCrash(f"sleep for a negative time ({ms} ms)")
    sleep = getattr(io.dialogs, "sleep", None)  # the app's wakes when the run is stopped
    if sleep is not None:
        sleep(ms)
    else:
        time.sleep(ms / 1000)


# -- number formats and random numbers -------------------------------------------------------
def _print_hex(hart: MipsHart, io: MarsIO) -> None:
    io.write(f"0x{hart.r[A0]:08x}")


def _print_binary(hart: MipsHart, io: MarsIO) -> None:
    io.write(f"{hart.r[A0]:032b}")


def _print_unsigned(hart: MipsHart, io: MarsIO) -> None:
    io.write(str(hart.r[A0]))


def _set_seed(hart: MipsHart, io: MarsIO) -> None:
    r = hart.r
    rnd = io.random.get(r[A0])
    if rnd is None:
        io.random[r[A0]] = JRandom(_s(r[A1]))
    else:
        rnd.set_seed(_s(r[A1]))


def _stream(hart: MipsHart, io: MarsIO) -> JRandom:
    """The generator numbered $a0, seeded from the clock on first use as MARS's are."""
    return io.random.setdefault(hart.r[A0], JRandom(int.from_bytes(os.urandom(6), "little")))


def _random_int(hart: MipsHart, io: MarsIO) -> None:
    hart.r[A0] = _stream(hart, io).next_int() & 0xFFFFFFFF


def _random_int_range(hart: MipsHart, io: MarsIO) -> None:
    rnd = _stream(hart, io)
    bound = _s(hart.r[A1])
    if bound <= 0:
        raise MipsException(8, "Upper bound of range cannot be negative (syscall 42)")
    hart.r[A0] = rnd.next_int_bound(bound) & 0xFFFFFFFF


def _random_float(hart: MipsHart, io: MarsIO) -> None:
    hart.f[0] = _stream(hart, io).next_float_bits()


def _random_double(hart: MipsHart, io: MarsIO) -> None:
    bits = _stream(hart, io).next_double_bits()
    hart.f[0], hart.f[1] = bits & 0xFFFFFFFF, bits >> 32


# -- dialogs ---------------------------------------------------------------------------------
def _dialog(name: str) -> Handler:
    """A dialog service: `rarslite.machine.mips.dialogs`'s function ``name`` with the front
    end's provider (loaded on first use: it shares RARS's Java number parsing). Without a
    provider MARS's command line dies of Java's HeadlessException."""

    def run(hart: MipsHart, io: MarsIO) -> None:
        if io.dialogs is None:
            raise JavaCrash(f"syscall {_s(hart.r[V0])} shows a dialog, and there is no "
                            "display here")
        from rarslite.machine.mips import dialogs

        getattr(dialogs, name)(hart, io.dialogs)

    return run


S = Service  # the row shape RARS's ecall table has too (rarslite.machine.services)
SYSCALLS: tuple[Service, ...] = (
    S(1, "print integer", _print_int, "$a0 = integer", "", "print $a0 in decimal"),
    S(2, "print float", _print_float, "$f12 = float", "", "print a single"),
    S(3, "print double", _print_double, "$f12 = double", "", "print a double"),
    S(4, "print string", _print_string, "$a0 = address", "", "print a NUL-terminated string"),
    S(5, "read integer", _read_int, "", "$v0 = integer", "read a line holding an integer", True),
    S(6, "read float", _read_real(6), "", "$f0 = float", "read a line holding a float", True),
    S(7, "read double", _read_real(7), "", "$f0 = double", "read a line holding a double", True),
    S(8, "read string", _read_string, "$a0 = buffer, $a1 = length", "",
      "read at most $a1 - 1 characters of a line, NUL-terminated", True),
    S(9, "sbrk", _sbrk, "$a0 = bytes", "$v0 = address", "allocate heap memory"),
    S(10, "exit", _exit, "", "", "end the program"),
    S(11, "print character", _print_char, "$a0 = character", "", "print the low byte of $a0"),
    S(12, "read character", _read_char, "", "$v0 = character", "read one character", True),
    S(13, "open file", _open, "$a0 = name, $a1 = flags (0 read, 1 write, 9 append)",
      "$v0 = descriptor (negative: error)", "open a file"),
    S(14, "read from file", _read, "$a0 = fd, $a1 = buffer, $a2 = length",
      "$v0 = bytes read (0 at end, negative: error)", "read bytes from a file"),
    S(15, "write to file", _write, "$a0 = fd, $a1 = buffer, $a2 = length",
      "$v0 = bytes written", "write bytes to a file"),
    S(16, "close file", _close, "$a0 = fd", "", "close a file"),
    S(17, "exit2", _exit2, "$a0 = exit code", "", "end the program with a code"),
    S(30, "time", _time, "", "$a0 = low word, $a1 = high word",
      "milliseconds since 1 January 1970"),
    S(31, "MIDI out", _midi(wait=False), "$a0 pitch, $a1 ms, $a2 instrument, $a3 volume", "",
      "play a note and go on at once (sound in the desktop app)"),
    S(32, "sleep", _sleep, "$a0 = milliseconds", "", "pause the program", True),
    S(33, "MIDI out synchronous", _midi(wait=True), "as 31", "",
      "play a note and wait until it ends (sound in the desktop app)", True),
    S(34, "print integer hex", _print_hex, "$a0 = integer", "", "print as 0x and 8 hex digits"),
    S(35, "print integer binary", _print_binary, "$a0 = integer", "",
      "print as 32 binary digits"),
    S(36, "print integer unsigned", _print_unsigned, "$a0 = integer", "",
      "print as unsigned decimal"),
    S(40, "set seed", _set_seed, "$a0 = generator id, $a1 = seed", "",
      "seed a pseudo-random generator"),
    S(41, "random int", _random_int, "$a0 = generator id", "$a0 = number",
      "next random integer"),
    S(42, "random int range", _random_int_range, "$a0 = id, $a1 = upper bound",
      "$a0 = 0 .. bound - 1", "next random integer below a bound"),
    S(43, "random float", _random_float, "$a0 = generator id", "$f0 = float in [0, 1)",
      "next random single"),
    S(44, "random double", _random_double, "$a0 = generator id", "$f0 = double in [0, 1)",
      "next random double"),
    S(50, "ConfirmDialog", _dialog("confirm"), "$a0 = question",
      "$a0 = 0 yes, 1 no, 2 cancel", "ask yes/no/cancel in a dialog (desktop app)", True),
    S(51, "InputDialogInt", _dialog("input_int"), "$a0 = prompt",
      "$a0 = integer, $a1 = status",
      "ask for an integer (status 0 OK, -1 not a number, -2 cancel, -3 empty)", True),
    S(52, "InputDialogFloat", _dialog("input_float"), "$a0 = prompt",
      "$f0 = float, $a1 = status", "ask for a float in a dialog", True),
    S(53, "InputDialogDouble", _dialog("input_double"), "$a0 = prompt",
      "$f0 = double, $a1 = status", "ask for a double in a dialog", True),
    S(54, "InputDialogString", _dialog("input_string"),
      "$a0 = prompt, $a1 = buffer, $a2 = length", "$a1 = status (-4: cut to fit)",
      "ask for a string in a dialog", True),
    S(55, "MessageDialog", _dialog("message"),
      "$a0 = message, $a1 = 0 error, 1 info, 2 warning, 3 question", "", "show a message", True),
    S(56, "MessageDialogInt", _dialog("message_int"), "$a0 = message, $a1 = integer", "",
      "show a message and an integer", True),
    S(57, "MessageDialogFloat", _dialog("message_float"), "$a0 = message, $f12 = float", "",
      "show a message and a float", True),
    S(58, "MessageDialogDouble", _dialog("message_double"), "$a0 = message, $f12 = double",
      "", "show a message and a double", True),
    S(59, "MessageDialogString", _dialog("message_string"), "$a0 = message, $a1 = string",
      "", "show a message and a string", True),
)
del S

SERVICES: dict[int, Handler] = {s.number: s.run for s in SYSCALLS}
WAITING_SERVICES = frozenset(s.number for s in SYSCALLS if s.waits)


def handle_syscall(hart: MipsHart, io: MarsIO) -> None:
    """Run the service numbered in $v0."""
    n = _s(hart.r[V0])
    service = SERVICES.get(n)
    if service is None:
        raise MipsException(8, f"invalid or unimplemented syscall service: {n} ")
    service(hart, io)
