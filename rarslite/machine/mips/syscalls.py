"""MARS 4.5's syscalls (number in $v0; mars-reference §7) with MARS's output formats.

Failing services raise a cause-8 `MipsException` with MARS's message, so a handler at
0x80000180 sees them as MARS programs do. Output text is Latin-1 per byte (MARS prints
each byte as one char) and encoded as UTF-8 by the front end's stream.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TextIO

from rarslite.machine.javanum import double_bits, double_to_string, float_bits, float_to_string
from rarslite.machine.jrandom import JRandom
from rarslite.machine.mips.hart import Exit, MipsException, MipsHart

V0, A0, A1, A2 = 2, 4, 5, 6


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

    def close_all(self) -> None:
        """Close every file the program opened (MARS does at the end of a run)."""
        for fh in self.files.values():
            if fh is not None:
                fh.close()  # type: ignore[attr-defined]
        self.files.clear()
        self.names.clear()

    def write(self, text: str) -> None:
        self.out.write(text)

    def read_line(self) -> str | None:
        self.out.flush()
        line = self.inp.readline()
        if line == "":
            return None
        return line[:-1] if line.endswith("\n") else line


class JavaCrash(Exception):
    """Where MARS's simulator thread dies of a Java exception (mars-reference §6.6): the end
    of input in a read syscall, a dialog without a display, a negative sleep. MARS then
    reports the run as "maximum step limit -1"; ``str()`` says what happened."""


class InputEnded(JavaCrash):
    def __init__(self) -> None:
        super().__init__("the program wanted input after the end of its input")


def _line(io: MarsIO) -> str:
    line = io.read_line()
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


def handle_syscall(hart: MipsHart, io: MarsIO) -> None:  # noqa: C901 - one table, MARS's order
    """Run the service numbered in $v0."""
    r = hart.r
    n = _s(r[V0])
    mem = hart.memory
    if n == 1:
        io.write(str(_s(r[A0])))
    elif n == 2:
        io.write(float_to_string(hart.f[12]))
    elif n == 3:
        io.write(double_to_string(hart.f[12] | hart.f[13] << 32))
    elif n == 4:
        io.write(mem.read_cstring(r[A0]).decode("latin-1"))
    elif n == 5:
        v = _java_int(_line(io))
        if v is None:
            raise MipsException(8, "invalid integer input (syscall 5)")
        r[V0] = v & 0xFFFFFFFF
    elif n in (6, 7):
        from rarslite.asm.lexer import java_double  # Java's double syntax (loaded on use)

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
    elif n == 8:
        buf, size = r[A0], _s(r[A1])
        line = io.read_line()
        if line is None:
            raise InputEnded()
        data = (line + "\n").encode("latin-1", "replace")[: max(size - 1, 0)]
        for k, b in enumerate(data):
            mem.store_byte(buf + k, b)
        if size > 0:
            mem.store_byte(buf + len(data), 0)
    elif n == 9:
        amount = _s(r[A0])
        heap = getattr(hart, "heap_break", hart.config.heap_base)
        new = heap + ((amount + 3) // 4 * 4)
        if amount < 0 or new > hart.config.data_limit:
            raise MipsException(
                8, "request (" + str(amount) + ") exceeds available heap storage (syscall 9)"
            )
        hart.heap_break = new
        r[V0] = heap
    elif n == 10:
        raise Exit(None)
    elif n == 11:
        io.write(chr(r[A0] & 0xFF))
    elif n == 12:
        line = _line(io)
        if not line:
            raise MipsException(8, "invalid char input (syscall 12)")
        r[V0] = ord(line[0]) & 0xFFFF
    elif n == 13:
        name = mem.read_cstring(r[A0]).decode("latin-1")
        flags = r[A1]
        mode = {0: "rb", 1: "wb", 9: "ab"}.get(flags)
        fd = -1
        free = [k for k in range(3, 32) if k not in io.files]
        if mode is not None and free and name not in io.names.values():
            # MARS takes the descriptor before opening, and keeps it when the open fails
            io.names[free[0]] = name
            try:
                io.files[free[0]] = open(name, mode)  # noqa: SIM115 - closed by 16 or at exit
                fd = free[0]
            except OSError:
                io.files[free[0]] = None
        r[V0] = fd & 0xFFFFFFFF
    elif n == 14:
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
            mem.store_byte(buf + k, b)
        r[V0] = len(data)
    elif n == 15:
        fd, buf, size = _s(r[A0]), r[A1], _s(r[A2])
        data = bytes(mem.load_byte(buf + k) for k in range(max(size, 0)))
        if fd in (1, 2):  # raw bytes, after the text written so far
            io.out.flush()
            stream = getattr(io.out, "buffer", None) if fd == 1 else None
            stream = stream or (sys.stdout if fd == 1 else sys.stderr).buffer
            stream.write(data)
            stream.flush()
            r[V0] = size & 0xFFFFFFFF
            return
        fh = io.files.get(fd)
        if fh is None:
            r[V0] = 0xFFFFFFFF
            return
        fh.write(data)  # type: ignore[attr-defined]
        r[V0] = size & 0xFFFFFFFF
    elif n == 16:
        fh = io.files.pop(_s(r[A0]), None)
        io.names.pop(_s(r[A0]), None)
        if fh is not None:
            fh.close()  # type: ignore[attr-defined]
    elif n == 17:
        raise Exit(_s(r[A0]))
    elif n == 30:
        ms = int(time.time() * 1000)
        r[A0], r[A1] = ms & 0xFFFFFFFF, (ms >> 32) & 0xFFFFFFFF
    elif n in (31, 33):
        if n == 33:
            time.sleep(max(_s(r[A1]), 0) / 1000)
    elif n == 32:
        if _s(r[A0]) < 0:
            raise JavaCrash(f"sleep for a negative time ({_s(r[A0])} ms)")
        time.sleep(_s(r[A0]) / 1000)
    elif n == 34:
        io.write(f"0x{r[A0]:08x}")
    elif n == 35:
        io.write(f"{r[A0]:032b}")
    elif n == 36:
        io.write(str(r[A0]))
    elif n == 40:
        rnd = io.random.get(r[A0])
        if rnd is None:
            io.random[r[A0]] = JRandom(_s(r[A1]))
        else:
            rnd.set_seed(_s(r[A1]))
    elif n in (41, 42, 43, 44):
        rnd = io.random.setdefault(r[A0], JRandom(int.from_bytes(os.urandom(6), "little")))
        if n == 41:
            r[A0] = rnd.next_int() & 0xFFFFFFFF
        elif n == 42:
            bound = _s(r[A1])
            if bound <= 0:
                raise MipsException(8, "Upper bound of range cannot be negative (syscall 42)")
            r[A0] = rnd.next_int_bound(bound) & 0xFFFFFFFF
        elif n == 43:
            hart.f[0] = rnd.next_float_bits()
        else:
            bits = rnd.next_double_bits()
            hart.f[0], hart.f[1] = bits & 0xFFFFFFFF, bits >> 32
    elif 50 <= n <= 59:
        raise JavaCrash(f"syscall {n} shows a dialog, and there is no display here")
    else:
        raise MipsException(8, f"invalid or unimplemented syscall service: {n} ")
