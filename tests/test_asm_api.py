"""The assembler's public API as the machine, the CLI and the GUI use it."""

from __future__ import annotations

import os

import pytest

from rarslite.asm.riscv import AsmErrors, assemble, assemble_text
from rarslite.isa.riscv import decode
from rarslite.isa.riscv.instr import Instr


def test_program_fields():
    src = (
        ".globl main\n.data\nv: .word 5\n.text\nmain: li t0, 0x12345678\n"
        "  csrwi 4, 0x110\n  la a0, v\n"
    )
    p = assemble_text(src, "/w/p.s")
    base = p.config.text_base
    assert p.entry == base and p.files == ["/w/p.s"]
    assert p.symbols == {"main": base, "v": p.config.data_base}
    assert p.globals == {"main"}
    assert p.data == [(p.config.data_base, (5).to_bytes(4, "little"))]
    li1, li2, csr = p.text[base], p.text[base + 4], p.text[base + 8]
    assert (li1.basic, li2.basic) == ("lui x5,0x00012345", "addi x5,x5,0x00000678")
    assert li1.first_of_source and not li2.first_of_source
    assert (
        li1.loc.file == "/w/p.s" and li1.loc.line == 5 and li1.loc.text == "main: li t0, 0x12345678"
    )
    assert li2.loc == li1.loc
    # the wide CSR immediate quirk: the word keeps 5 bits, the instruction the full value
    assert csr.word == 0x00485073
    assert csr.instr == Instr("csrrwi", rd=0, csr=4, imm=0x110)
    assert decode(csr.word).imm == 0x10
    for e in p.text.values():
        if e.instr.op != "csrrwi":
            assert decode(e.word) == e.instr


def test_read_file_callback_supplies_unsaved_buffers(tmp_path):
    main = tmp_path / "main.s"
    buffers = {
        str(tmp_path) + os.sep + "lib.s": ".text\nlib: nop\n",
    }
    calls = []

    def read(path: str) -> str:
        calls.append(path)
        return buffers[path]

    p = assemble_text('.include "lib.s"\nj lib\n', str(main), read_file=read)
    assert calls == [str(tmp_path) + os.sep + "lib.s"]
    assert p.symbols["lib"] == p.config.text_base
    assert p.text[p.config.text_base + 4].loc.file == str(main)
    assert p.text[p.config.text_base].loc.file == str(tmp_path) + os.sep + "lib.s"


def test_include_is_relative_to_the_including_file(tmp_path, monkeypatch):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.s").write_text('.include "b.s"\n')
    (tmp_path / "sub" / "b.s").write_text("nop\n")
    (tmp_path / "m.s").write_text('.include "sub/a.s"\nnop\n')
    monkeypatch.chdir("/")
    p = assemble([str(tmp_path / "m.s")])
    assert len(p.text) == 2
    assert p.text[p.config.text_base].loc.file.endswith(os.path.join("sub", "b.s"))


def test_macro_source_locations():
    src = ".macro inc(%r)\naddi %r, %r, 1\n.end_macro\ninc(t0)\n"
    p = assemble_text(src, "m.s")
    (e,) = p.text.values()
    assert (e.loc.line, e.loc.macro_line, e.loc.text) == (4, 2, "<2> addi t0, t0, 1")


def test_no_pseudo_mode():
    with pytest.raises(AsmErrors):
        assemble_text("li t0, 1", allow_pseudo=False)
    p = assemble_text("addi t0, zero, 1", allow_pseudo=False)
    assert len(p.text) == 1


def test_empty_and_comment_only_programs():
    assert assemble_text("").text == {}
    assert assemble_text("# nothing\n\n   \n").text == {}


def test_name_sets_for_the_highlighter():
    import rarslite.isa.riscv as isa

    assert {"add", "fadd.s", "csrrw", "uret", "fence.i"} <= isa.MNEMONICS
    assert {"li", "la", "call", "csrw", "fgt.d", "sext.b"} <= isa.PSEUDO_MNEMONICS
    assert {".data", ".macro", ".eqv", ".include"} <= isa.DIRECTIVES
    assert {"zero", "fp", "x31", "ft11", "fa0"} <= isa.REGISTER_NAMES
    assert len(isa.CSR_NAMES) == 17 and "uscratch" in isa.CSR_NAMES
    assert isa.spec("fadd.d").has_rm and isa.spec("fadd.d").extension == "D"
    assert not isa.spec("fsgnj.s").has_rm
