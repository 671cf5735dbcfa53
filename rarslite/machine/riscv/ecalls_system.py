"""RARS's system services: the heap (9, sbrk), ending the program (10, 93), time (30),
sleep (32) and the random number streams (40-44, Java's `Random` per stream id)."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from rarslite.bits import s32
from rarslite.machine.riscv.ecalls_common import (
    A0,
    A1,
    FA0,
    _set,
    _set_single,
)
from rarslite.machine.riscv.errors import ExitProgram, SyscallError

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.riscv.state import RiscvMachine as Machine


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


def _exit2(machine: Machine) -> None:
    raise ExitProgram(s32(machine.x[A0]), via_exit2=True)


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
