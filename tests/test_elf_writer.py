"""`write_elf`: objdump reads our ELF as our listing, qemu runs it, `load_elf` reads it back."""

from __future__ import annotations

import glob
import os
import random
import stat
import subprocess

import pytest

from rarslite.asm.riscv import AsmErrors, assemble
from rarslite.elf import load_elf
from rarslite.elf.writer import save_elf, write_elf
from rarslite.isa.riscv import SPECS, decode, disassemble
from rarslite.program import Program, TextEntry
from tests.test_elf_support import OBJDUMP, QEMU, have, normalise_objdump, normalise_ours, objdump

CONFORMANCE = "/work/shared/conformance"
# binutils accepts only rm=0 (rne) for these exact conversions; RARS decodes any rm
OBJDUMP_REJECTS = {"fcvt.d.w", "fcvt.d.wu", "fcvt.d.s"}

HELLO = """\
        .data
msg:    .asciz "Hello from assembly\\n"
        .align 2
value:  .word 40
        .text
        .globl main
start:  nop                     # not the entry point: main is global
main:   li a7, 64               # write(1, msg, 20)
        li a0, 1
        la a1, msg
        li a2, 20
        ecall
        lw t0, value
        addi a0, t0, 2
        li a7, 93               # exit(42)
        ecall
"""


def _write(tmp_path, program: Program, name: str = "out.elf") -> str:
    path = str(tmp_path / name)
    save_elf(program, path)
    return path


def test_saved_file_is_executable_and_holds_write_elf(tmp_path):
    program = _hello(tmp_path)
    path = _write(tmp_path, program)
    assert os.stat(path).st_mode & stat.S_IXUSR  # qemu-user refuses files without it
    with open(path, "rb") as f:
        assert f.read() == write_elf(program)


def _every_instruction(seed: int, per_spec: int = 4) -> Program:
    rnd = random.Random(seed)
    program = Program()
    addr = program.config.text_base
    for s in SPECS:
        for _ in range(per_spec):
            word = s.match | (rnd.getrandbits(32) & ~s.mask & 0xFFFFFFFF)
            instr = decode(word)
            if instr is None or instr.op != s.op:
                continue
            program.text[addr] = TextEntry(addr, word, instr, disassemble(instr))
            addr += 4
    return program


def _compare_with_objdump(path: str, program: Program) -> int:
    rows = objdump(path)
    assert set(rows) == set(program.text), "objdump must list every text word"
    compared = 0
    for addr, entry in sorted(program.text.items()):
        mnemonic, operands = rows[addr]
        if mnemonic == ".4byte":
            assert entry.instr is not None and entry.instr.op in OBJDUMP_REJECTS, entry.basic
            continue
        theirs = normalise_objdump(addr, mnemonic, operands)
        assert normalise_ours(entry.basic) == theirs, f"0x{addr:08x}: {entry.basic}"
        compared += 1
    return compared


@pytest.mark.skipif(not have(OBJDUMP), reason="riscv64-unknown-elf-objdump not installed")
@pytest.mark.parametrize("seed", [1, 2])
def test_objdump_reads_every_table_instruction_as_our_disassembler(tmp_path, seed):
    program = _every_instruction(seed)
    ops = {e.instr.op for e in program.text.values()}
    assert len(ops) == len(SPECS)
    assert _compare_with_objdump(_write(tmp_path, program), program) > 3 * len(SPECS)


def _conformance_programs() -> list[str]:
    return sorted(glob.glob(os.path.join(CONFORMANCE, "*.s")))[::4]


@pytest.mark.skipif(not have(OBJDUMP), reason="riscv64-unknown-elf-objdump not installed")
@pytest.mark.skipif(not os.path.isdir(CONFORMANCE), reason="conformance programs absent")
def test_objdump_matches_listing_of_assembled_programs(tmp_path):
    checked = 0
    for src in _conformance_programs():
        try:
            program = assemble([src])
        except (AsmErrors, OSError):
            continue
        if not program.text:
            continue
        _compare_with_objdump(_write(tmp_path, program), program)
        checked += 1
    assert checked >= 10


def _hello(tmp_path) -> Program:
    src = tmp_path / "hello.s"
    src.write_text(HELLO)
    return assemble([str(src)])


def test_written_elf_layout(tmp_path):
    from elftools.elf.elffile import ELFFile

    program = _hello(tmp_path)
    with open(_write(tmp_path, program), "rb") as f:
        elf = ELFFile(f)
        assert elf.elfclass == 32 and elf.little_endian and elf["e_machine"] == "EM_RISCV"
        assert elf["e_type"] == "ET_EXEC"
        assert elf["e_entry"] == program.symbols["main"] != program.config.text_base
        loads = [s for s in elf.iter_segments() if s["p_type"] == "PT_LOAD"]
        assert [(s["p_vaddr"], s["p_flags"]) for s in loads] == [
            (0x00400000, 5),  # R+X
            (0x10010000, 6),  # R+W
        ]
        for s in loads:  # mappable by Linux: offset and address agree modulo the page size
            assert s["p_offset"] % 0x1000 == s["p_vaddr"] % 0x1000
        names = [s.name for s in elf.iter_sections()]
        assert names == ["", ".text", ".data", ".symtab", ".strtab", ".shstrtab"]
        symtab = elf.get_section_by_name(".symtab")
        syms = {s.name: s for s in symtab.iter_symbols() if s.name}
        assert syms["main"]["st_info"]["bind"] == "STB_GLOBAL"
        assert syms["msg"]["st_info"]["bind"] == "STB_LOCAL"
        assert syms["value"]["st_value"] == program.symbols["value"]
        assert syms["start"]["st_shndx"] == 1 and syms["msg"]["st_shndx"] == 2


def test_entry_is_text_base_without_global_main(tmp_path):
    src = tmp_path / "nomain.s"
    src.write_text("main: nop\n li a7, 10\n ecall\n")
    program = assemble([str(src)])
    assert load_elf(write_elf(program)).entry == program.config.text_base


def test_load_elf_reads_a_written_program_back(tmp_path):
    program = _hello(tmp_path)
    back = load_elf(write_elf(program))
    assert {a: e.word for a, e in back.text.items()} == {a: e.word for a, e in program.text.items()}
    assert [e.basic for e in back.text.values()] == [e.basic for e in program.text.values()]
    assert _image(back.data) == _image(program.data)
    assert back.symbols == program.symbols
    assert back.globals == program.globals
    assert back.entry == program.symbols["main"]


def _image(chunks) -> dict[int, int]:
    """address -> byte for the non-zero bytes of data chunks."""
    return {a + i: b for a, d in chunks for i, b in enumerate(d) if b}


def test_data_chunks_far_apart_become_separate_segments(tmp_path):
    src = tmp_path / "extern.s"
    src.write_text(".extern big, 8\n.data\nw: .word 7\n.text\n lw t0, w\n")
    program = assemble([str(src)])
    back = load_elf(write_elf(program))
    assert sorted(a for a, _ in back.data) == sorted(a for a, d in program.data if d)


@pytest.mark.skipif(not have(QEMU), reason="qemu-riscv32 not installed")
def test_qemu_runs_the_written_elf_like_rarslite(tmp_path):
    from rarslite.commands import run

    program = _hello(tmp_path)
    path = _write(tmp_path, program)
    q = subprocess.run([QEMU, path], capture_output=True, timeout=60)
    assert (q.stdout, q.returncode) == (b"Hello from assembly\n", 42)
    import io

    out, err = io.BytesIO(), io.BytesIO()
    code = run.main([path], stdin=io.BytesIO(), stdout=out, stderr=err)
    assert (out.getvalue(), code) == (q.stdout, q.returncode), err.getvalue()


@pytest.mark.skipif(not have(OBJDUMP), reason="riscv64-unknown-elf-objdump not installed")
def test_asm_command_output_matches_its_listing(tmp_path, capsys):
    import re

    from rarslite.commands import asm

    src = tmp_path / "hello.s"
    src.write_text(HELLO)
    out = str(tmp_path / "hello.elf")
    assert asm.main([str(src), "--listing", "-o", out]) == 0
    listing = capsys.readouterr().out
    rows = re.findall(r"^0x([0-9a-f]{8})  0x([0-9a-f]{8})  ", listing, re.M)
    words = {int(a, 16): int(w, 16) for a, w in rows}
    program = assemble([str(src)])
    assert words == {a: e.word for a, e in program.text.items()}
    dumped = subprocess.run([OBJDUMP, "-d", out], capture_output=True, text=True).stdout
    assert {int(a, 16): int(w, 16) for a, w in re.findall(r"^\s*([0-9a-f]+):\t([0-9a-f]{8})",
            dumped, re.M)} == words  # fmt: skip
    _compare_with_objdump(out, program)
    if have(QEMU):
        q = subprocess.run([QEMU, out], capture_output=True, timeout=60)
        assert (q.stdout, q.returncode) == (b"Hello from assembly\n", 42)
