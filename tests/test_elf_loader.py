"""`load_elf` on ELF files built here (no compiler needed): placement, symbols, errors."""

from __future__ import annotations

import io
import struct

import pytest

from rarslite.asm.riscv import assemble
from rarslite.commands import run
from rarslite.elf import ElfError, is_elf, load_elf
from rarslite.elf.writer import write_elf
from rarslite.machine.riscv.machine import Machine
from rarslite.memory_map import COMPACT_TEXT_AT_ZERO, DEFAULT
from rarslite.program import Program, TextEntry

SOURCE = """\
        .data
        .globl table
table:  .word 3, 4
        .text
        .globl main
main:   lw t0, table
        la t1, table
        lw t1, 4(t1)
        add a0, t0, t1
        li a7, 93
        ecall
"""


@pytest.fixture
def elf_bytes(tmp_path) -> bytes:
    src = tmp_path / "prog.s"
    src.write_text(SOURCE)
    return write_elf(assemble([str(src)]))


def _patched(data: bytes, offset: int, fmt: str, value: int) -> bytes:
    out = bytearray(data)
    struct.pack_into(fmt, out, offset, value)
    return bytes(out)


def _phdr(data: bytes, n: int) -> int:
    (phoff,) = struct.unpack_from("<I", data, 28)
    return phoff + 32 * n


def test_loads_and_runs(elf_bytes):
    program = load_elf(elf_bytes)
    assert program.config is DEFAULT
    assert program.entry == program.symbols["main"] == DEFAULT.text_base
    assert program.symbols["table"] == DEFAULT.data_base
    assert program.globals == {"main", "table"}
    machine = Machine(program)
    assert machine.run() == "exit2"
    assert machine.exit_code == 7


def test_from_a_path_and_is_elf(tmp_path, elf_bytes):
    path = tmp_path / "prog.elf"
    path.write_bytes(elf_bytes)
    assert is_elf(path) and not is_elf(tmp_path / "missing") and not is_elf(__file__)
    program = load_elf(str(path))
    assert program.files == [str(path)]
    assert program.text[DEFAULT.text_base].basic.startswith("auipc x5,")


@pytest.mark.parametrize(
    ("mutate", "words"),
    [
        (lambda d: b"#include <stdio.h>\n" + d, "not an ELF executable"),
        (lambda d: d[:3], "not an ELF executable"),
        (lambda d: d[:40], "truncated"),
        (lambda d: _patched(d, 4, "B", 2), "64-bit"),
        (lambda d: _patched(d, 4, "B", 7), "unknown ELF class"),
        (lambda d: _patched(d, 5, "B", 2), "big-endian"),
        (lambda d: _patched(d, 18, "<H", 62), "x86-64, not for RISC-V"),
        (lambda d: _patched(d, 18, "<H", 40), "ARM, not for RISC-V"),
        (lambda d: _patched(d, 16, "<H", 1), "object file"),
        (lambda d: _patched(d, 16, "<H", 3), "static executable"),
        (lambda d: _patched(d, 36, "<I", 1), "compressed"),
        (lambda d: _patched(d, 36, "<I", 8), "RV32E"),
        (lambda d: _patched(d, 24, "<I", 0x00400100), "entry point 0x00400100"),
        (lambda d: d[: _phdr(d, 1) + 8], "truncated"),
        (lambda d: _patched(d, 28, "<I", 0xFFFFFF00), "corrupt or truncated"),
        (lambda d: d[:0x1010], "truncated"),
        (lambda d: _patched(d, 44, "<H", 0), "no loadable segments"),
    ],
)
def test_clear_errors(elf_bytes, mutate, words):
    with pytest.raises(ElfError) as info:
        load_elf(mutate(elf_bytes))
    assert words in str(info.value)


def test_code_outside_the_text_segment_names_address_and_region(elf_bytes):
    bad = _patched(elf_bytes, _phdr(elf_bytes, 0) + 8, "<I", 0x00010000)
    with pytest.raises(ElfError) as info:
        load_elf(bad)
    text = str(info.value)
    assert "0x00010000" in text and "text segment" in text
    assert "0x00400000-0x007fffff" in text and "rars.ld" in text


def test_data_outside_memory_names_the_data_segment(elf_bytes):
    bad = _patched(elf_bytes, _phdr(elf_bytes, 1) + 8, "<I", 0x20000000)
    with pytest.raises(ElfError) as info:
        load_elf(bad)
    text = str(info.value)
    assert "0x20000000" in text and "data segment 0x10000000-0x103fffff" in text


def test_a_forced_configuration_is_checked(elf_bytes):
    with pytest.raises(ElfError, match="CompactTextAtZero"):
        load_elf(elf_bytes, config=COMPACT_TEXT_AT_ZERO)


def test_compact_configuration_is_chosen_by_addresses(tmp_path):
    src = tmp_path / "compact.s"
    src.write_text(SOURCE)
    program = assemble([str(src)], config=COMPACT_TEXT_AT_ZERO)
    back = load_elf(write_elf(program))
    assert back.config is COMPACT_TEXT_AT_ZERO
    machine = Machine(back)
    assert machine.run() == "exit2" and machine.exit_code == 7


def _program_with_words(words: list[int]) -> Program:
    from rarslite.isa.riscv import decode

    program = Program()
    for i, word in enumerate(words):
        addr = program.config.text_base + 4 * i
        program.text[addr] = TextEntry(addr, word, decode(word), "")  # type: ignore[arg-type]
    return program


def test_a_word_that_is_no_instruction_is_an_illegal_instruction():
    # addi a0, x0, 1 ; 0xffffffff (no RV32IMFD instruction)
    program = load_elf(write_elf(_program_with_words([0x00100513, 0xFFFFFFFF])))
    entry = program.text[DEFAULT.text_base + 4]
    assert entry.instr is None and entry.basic == ".word 0xffffffff"
    machine = Machine(program)
    assert machine.run() == "error"
    assert machine.error.pc == DEFAULT.text_base + 4
    assert "0xffffffff" in machine.error.message


def test_symbol_table_corruption_is_a_warning(elf_bytes):
    (shoff,) = struct.unpack_from("<I", elf_bytes, 32)
    symtab = shoff + 40 * 3  # null, .text, .data, .symtab
    bad = _patched(elf_bytes, symtab + 20, "<I", 0x7FFFFFF0)  # sh_size
    program = load_elf(bad)
    assert program.text and any("symbol table" in w.message for w in program.warnings)


def test_run_command_runs_an_elf(tmp_path, elf_bytes):
    path = tmp_path / "prog.elf"
    path.write_bytes(elf_bytes)
    out, err = io.BytesIO(), io.BytesIO()
    assert run.main([str(path)], stdin=io.BytesIO(), stdout=out, stderr=err) == 7
    assert err.getvalue() == b""


def test_run_command_reports_elf_errors_without_traceback(tmp_path, elf_bytes):
    path = tmp_path / "prog.elf"
    path.write_bytes(_patched(elf_bytes, 4, "B", 2))
    out, err = io.BytesIO(), io.BytesIO()
    assert run.main([str(path)], stdin=io.BytesIO(), stdout=out, stderr=err) == 2
    assert err.getvalue().startswith(b"rarslite run: ") and b"64-bit" in err.getvalue()
    assert b"Traceback" not in err.getvalue()
    other = tmp_path / "other.s"
    other.write_text("nop\n")
    err = io.BytesIO()
    assert run.main([str(path), str(other)], stdin=io.BytesIO(), stdout=out, stderr=err) == 2
    assert b"only FILE" in err.getvalue()
