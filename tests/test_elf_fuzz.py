"""Mutated and truncated ELF files: a Program or an ElfError, never another exception."""

from __future__ import annotations

import functools
import tempfile

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.asm.riscv import assemble
from rarslite.elf import ElfError, load_elf
from rarslite.elf.writer import write_elf
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator
from tests.test_elf_support import CC, build_example, have

SOURCE = """\
        .data
msg:    .asciz "fuzz\\n"
        .text
        .globl main
main:   li a7, 64
        li a0, 1
        la a1, msg
        li a2, 5
        ecall
        li a7, 93
        ecall
"""


@functools.cache
def _written() -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        path = f"{tmp}/fuzz.s"
        with open(path, "w") as f:
            f.write(SOURCE)
        return write_elf(assemble([path]))


@functools.cache
def _compiled() -> bytes | None:
    if not have(CC):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        with open(build_example("sort", tmp), "rb") as f:
            return f.read()


def _check(data: bytes) -> None:
    """Loading gives a Program (which runs without Python errors) or an ElfError."""
    try:
        program = load_elf(data)
    except ElfError as e:
        assert str(e)
        return
    sim = Simulator(Machine(program))
    sim.run(max_steps=500)
    assert sim.reason in {"exit", "exit2", "dropped", "max_steps", "error", "ebreak", "waiting"}


def _mutate(data: bytes, edits: list[tuple[int, int]]) -> bytes:
    out = bytearray(data)
    for pos, value in edits:
        out[pos % len(out)] = value
    return bytes(out)


edits = st.lists(st.tuples(st.integers(0, 1 << 20), st.integers(0, 255)), min_size=1,
                 max_size=8)  # fmt: skip
header_edits = st.lists(st.tuples(st.integers(0, 52 + 2 * 32), st.integers(0, 255)),
                        min_size=1, max_size=4)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits)
def test_mutated_written_elf(changes):
    _check(_mutate(_written(), changes))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(header_edits)
def test_mutated_headers(changes):
    _check(_mutate(_written(), changes))


@pytest.mark.skipif(not have(CC), reason="riscv64-unknown-elf-gcc not installed")
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits)
def test_mutated_compiled_elf(changes):
    _check(_mutate(_compiled(), changes))


@pytest.mark.skipif(not have(CC), reason="riscv64-unknown-elf-gcc not installed")
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1 << 16), st.binary(max_size=64))
def test_truncated_or_extended_compiled_elf(cut, tail):
    data = _compiled()
    _check(data[: cut % (len(data) + 1)] + tail)


def test_every_prefix_of_a_written_elf():
    data = _written()
    for n in range(0, len(data), 13):
        _check(data[:n])
