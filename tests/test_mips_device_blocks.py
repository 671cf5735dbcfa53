"""Differential: with devices connected (`run --isa mips --kdmmio/--keys`) the MIPS block
translator runs, cut at device deadlines and after device accesses, and gives exactly what the
single-step path gives: output, exit status, registers and coprocessor 0 state, interrupts."""

from __future__ import annotations

import io
import os

import pytest

from rarslite.commands import run
from rarslite.machine.mips import runner, translator

DATA = os.path.join(os.path.dirname(__file__), "data", "mips_devices")
REGS = "$t0,$t1,$t2,$t3,$a0,$a1,$v0,$k0,$k1,$sp,$12,$13,$14,hi,lo,pc"

SPIN = """
.data
count: .word 0
.text
main:
  lui $t0, 0xffff
  li $t1, 2
  sw $t1, 0($t0)          # keyboard interrupts on
  li $t2, 0
spin:                     # arithmetic the interrupts cut into at exact instructions
  addiu $t2, $t2, 3
  xor $t3, $t2, $t1
  sll $t3, $t3, 1
  lw $t1, count
  blt $t1, 4, spin
  move $a0, $t2
  li $v0, 1
  syscall
  li $v0, 10
  syscall
.ktext 0x80000180
  lui $k0, 0xffff
  lw $k1, 4($k0)
  sw $k1, 12($k0)
  mfc0 $k0, $14
  lw $k1, count
  addiu $k1, $k1, 1
  sw $k1, count
  eret
"""


def _run(argv: list[str], blocks: bool, monkeypatch) -> tuple:
    real = runner.run
    translated = []
    real_translate = translator.translate

    def counting(*a, **k):
        b = real_translate(*a, **k)
        translated.append(b)
        return b

    monkeypatch.setattr(runner, "run", lambda hart, n=-1, **k: real(hart, n, blocks=blocks))
    monkeypatch.setattr(translator, "translate", counting)
    out, err = io.BytesIO(), io.BytesIO()
    rc = run.main(["--isa", "mips", "--regs", REGS, *argv], stdin=io.BytesIO(b""), stdout=out,
                  stderr=err)  # fmt: skip
    monkeypatch.undo()
    return (rc, out.getvalue(), err.getvalue()), [b for b in translated if b is not None]


CASES = {
    "polling": ["--keys", "hello MIPSq", os.path.join(DATA, "echo_polling.asm")],
    "keyboard_interrupt": ["--keys", "abcde", os.path.join(DATA, "keyboard_interrupt.asm")],
    "display_interrupt": ["--kdmmio", os.path.join(DATA, "display_interrupt.asm")],
    "spin": ["--keys", "wxyz", "SPIN"],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_device_runs_in_blocks_equal_single_step(name, monkeypatch, tmp_path) -> None:
    argv = list(CASES[name])
    if argv[-1] == "SPIN":
        argv[-1] = str(tmp_path / "spin.asm")
        (tmp_path / "spin.asm").write_text(SPIN)
    single, _ = _run(argv, False, monkeypatch)
    fast, blocks = _run(argv, True, monkeypatch)
    assert fast == single
    assert single[0] in (0, 3), single
    assert blocks, "devices must not force the single-step path"


def test_interrupts_land_at_the_same_instruction_with_blocks(monkeypatch, tmp_path) -> None:
    """EPC of every keyboard interrupt, recorded by the handler, is the same in both modes."""
    src = SPIN.replace("  mfc0 $k0, $14\n", "  mfc0 $k0, $14\n  addu $s0, $s0, $k0\n"
                       "  addiu $s1, $s1, 1\n")  # fmt: skip
    (tmp_path / "epc.asm").write_text(src)
    argv = ["--keys", "abcdefgh", "--regs", "$s0,$s1", str(tmp_path / "epc.asm")]
    single, _ = _run(argv, False, monkeypatch)
    fast, blocks = _run(argv, True, monkeypatch)
    assert fast == single and blocks
    assert "$s1 = 0x00000004" in single[2].decode() or "$s1 = 4" in single[2].decode(), single


CELLS = """
.text
main:
  li $t0, 0x10010000      # the cell display's memory, inside the data segment
  li $t1, 0
fill:
  addiu $t2, $t1, 0x1f41  # colours 0x1f, character 'A' + i
  sh $t2, 0($t0)
  sb $t1, 1($t0)          # then a byte store over the colour
  addiu $t0, $t0, 2
  addiu $t1, $t1, 1
  blt $t1, 8, fill
  li $v0, 10
  syscall
"""


def test_cell_display_in_data_memory_sees_block_stores(monkeypatch, tmp_path) -> None:
    """A device watching data-segment addresses turns the blocks' inlined data accesses
    off, so its hooks see every store, as in single-step runs."""
    from rarslite.devices.cell_display import CellDisplay

    (tmp_path / "cells.asm").write_text(CELLS)
    argv = ["--cell-display", "4x2@0x10010000", str(tmp_path / "cells.asm")]
    seen = []
    real = CellDisplay.on_store

    def counting(self, addr, size, value):
        seen.append((addr, size, value))
        return real(self, addr, size, value)

    results = []
    for blocks in (False, True):
        seen.clear()
        with monkeypatch.context() as m:
            m.setattr(CellDisplay, "on_store", counting)
            result, translated = _run(argv, blocks, m)
        results.append((result, list(seen)))
        assert not blocks or translated
    assert results[0] == results[1]
    assert len(results[0][1]) == 16  # every sh and sb reached the device
    assert "00 01 02 03\n04 05 06 07" in results[0][0][1].decode()
