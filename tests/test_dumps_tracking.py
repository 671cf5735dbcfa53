"""Blocks written by zero stores in hot loops count for dumps (the tools allocate a 4 KiB block at
any store): rarslite's translated code stores without recording anything, so a run with a dump
leaves data and stack stores to the recording path. The expected dumps were checked with
MARS 4.5 and RARS 1.6 (2048 and 1024 words)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from rarslite.commands import mars, rars
from rarslite.commands.dumps import parse_range, range_words, rars_spaces

MIPS = """
        li $s1, 30
again:  li $t0, 0x10020000
        li $t1, 0x10022000
loop:   sw $zero, 0($t0)
        addiu $t0, $t0, 4
        bne $t0, $t1, loop
        addiu $s1, $s1, -1
        bnez $s1, again
        addiu $sp, $sp, -4096
        li $t0, 200
push:   sb $zero, 0($sp)
        addiu $t0, $t0, -1
        bnez $t0, push
        li $v0, 10
        syscall
"""
RISCV = """
        li s1, 30
again:  li t0, 0x10020000
        li t1, 0x10022000
loop:   sw zero, 0(t0)
        addi t0, t0, 4
        bne t0, t1, loop
        addi s1, s1, -1
        bnez s1, again
        li t0, -4096
        add sp, sp, t0
        li t0, 200
push:   sb zero, 0(sp)
        addi t0, t0, -1
        bnez t0, push
        li a7, 10
        ecall
"""
RANGES = (("0x10020000-0x10024000", 2048), ("0x7fffd000-0x7fffe000", 1024))


def _mars(argv: list[str]) -> None:
    saved = sys.stdout
    sys.stdout = io.TextIOWrapper(io.BytesIO())
    try:
        assert mars.main(argv) == 0
    finally:
        sys.stdout = saved


def test_mars_zero_stores_in_loops_allocate_blocks(tmp_path: Path) -> None:
    src = tmp_path / "z.asm"
    src.write_text(MIPS)
    for rng, words in RANGES:
        out = tmp_path / "out.hex"
        _mars(["nc", "dump", rng, "HexText", str(out), str(src)])
        assert out.read_text() == "00000000\n" * words
        out.unlink()


def test_rars_zero_stores_in_loops_allocate_blocks(tmp_path: Path) -> None:
    src = tmp_path / "z.s"
    src.write_text(RISCV)
    for rng, words in RANGES:
        out = tmp_path / "out.hex"
        argv = ["nc", "dump", rng, "HexText", str(out), str(src)]
        assert rars.main(argv, stdin=io.BytesIO(), stdout=io.BytesIO(), stderr=io.BytesIO()) == 0
        assert out.read_text() == "00000000\n" * words
        out.unlink()


def test_without_tracking_translated_zero_stores_go_unrecorded(tmp_path: Path) -> None:
    """Why the tracking exists: the same loop on the fast path leaves no trace of its zeros."""
    from rarslite.asm.riscv import assemble
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    src = tmp_path / "z.s"
    src.write_text(RISCV)
    machine = Machine(assemble([str(src)]))
    Simulator(machine).run(None)
    lo, hi = parse_range("0x10020000-0x10024000", lambda s: int(s, 16))  # type: ignore[misc]
    assert range_words(rars_spaces(machine), lo, hi) == []
    machine = Machine(assemble([str(src)]))
    machine.memory.track_writes = True
    machine.hart.rebuild()
    Simulator(machine).run(None)
    assert range_words(rars_spaces(machine), lo, hi) == [0] * 2048


def test_range_words_stop_at_range_end_block_end_and_space_end() -> None:
    from rarslite.commands.dumps import DumpAddressError, Space
    from rarslite.machine.regions import Region

    region = Region("data", 0x1000, 0x2FFF)
    region.words[0] = 7
    region.written.add(1)  # block 0x1000 only
    text = {0x3000: 0x13}
    spaces = [Space(0x1000, 0x3000, region=region), Space(0x3000, 0x4000, text=text.get)]
    assert range_words(spaces, 0x1000, 0x1008) == [7, 0]  # END exclusive
    assert len(range_words(spaces, 0x1000, 0x4000)) == 1024  # block 0x2000 never written
    region.written.add(2)
    assert range_words(spaces, 0x2FF8, 0x4000) == [0, 0, 0x13]  # across into text
    # the walk stops at the empty slot 0x3004 before it could meet 0x4000 (outside)
    assert range_words(spaces, 0x3000, 0x5000) == [0x13]
    with pytest.raises(DumpAddressError) as err:
        range_words([Space(0x1000, 0x3000, region=region)], 0x2FF8, 0x3008)
    assert err.value.addr == 0x3000
