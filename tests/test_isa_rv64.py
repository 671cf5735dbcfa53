"""RV64 rows of the ISA table (RARS's ``rv64`` mode): encodings equal GNU as, and the two
modes' tables differ exactly where RARS's do."""

from __future__ import annotations

import random

import pytest

from rarslite.isa.riscv import Instr, decode, disassemble, encode, spec
from rarslite.isa.riscv.table import SPECS_BY_XLEN
from tests.test_isa_encoding import GNU_AS, GNU_OBJCOPY, gnu_text, gnu_words, random_instr

RV64_ONLY = {"ld", "sd", "lwu", "addiw", "slliw", "srliw", "sraiw", "addw", "subw", "sllw",
             "srlw", "sraw", "mulw", "divw", "divuw", "remw", "remuw", "fcvt.l.s",
             "fcvt.lu.s", "fcvt.s.l", "fcvt.s.lu", "fcvt.l.d", "fcvt.lu.d", "fcvt.d.l",
             "fcvt.d.lu", "fmv.x.d", "fmv.d.x"}  # fmt: skip


def test_mode_tables_differ_as_rars():
    ops32 = {s.op for s in SPECS_BY_XLEN[32]}
    ops64 = {s.op for s in SPECS_BY_XLEN[64]}
    assert ops64 - ops32 == RV64_ONLY
    assert ops32 - ops64 == set()  # slli/srli/srai exist in both, with 5 or 6-bit amounts
    assert spec("slli", 64).operands[-1] == "shamt6"
    assert spec("slli").operands[-1] == "shamt"
    assert all(s.description for s in SPECS_BY_XLEN[64])


@pytest.mark.skipif(not (GNU_AS and GNU_OBJCOPY), reason="riscv64-unknown-elf-as not installed")
def test_every_rv64_form_encodes_like_gnu_as(tmp_path):
    rng = random.Random(64)
    instrs = [random_instr(s, rng) for s in SPECS_BY_XLEN[64] for _ in range(40)]
    for i, gnu in zip(instrs, gnu_words(tmp_path, instrs, 64), strict=True):
        assert encode(i, 64) == gnu, (gnu_text(i, 64), hex(encode(i, 64)), hex(gnu))
        assert decode(gnu, 64) == i


def test_rv64_words_from_rars_dump():
    # words of RARS 1.6's ``rv64 dump .text HexText`` for these statements
    cases = {
        "slli x5,x5,0x00000028": 0x02829293,
        "slli x6,x7,0x00000038": 0x03839313,
        "srai x6,x6,0x00000038": 0x43835313,
        "addw x6,x7,x28": 0x01C3833B,
        "addiw x5,x5,0x00000678": 0x6782829B,
        "slli x5,x5,11": 0x00B29293,
    }
    for text, word in cases.items():
        assert disassemble(decode(word, 64), 64) == text
        assert decode(word, 32) is None or text.startswith("addiw") is False


def test_rv64_words_do_not_decode_in_rv32():
    for word in (0x02829293, 0x01C3833B, 0x0000003B, 0x00003003):
        assert decode(word) is None
        assert decode(word, 64) is not None
    assert encode(Instr("ld", rd=5, rs1=2, imm=8), 64) == 0x00813283


def test_help_reference_shows_rv64_rows_only_in_64_bit_mode():
    from rarslite.reference import build
    from rarslite.reference.riscv import reference_tables as riscv_tables

    def names(xlen: int) -> set[str]:
        section = build(riscv_tables(xlen=xlen))[0]
        return {e.name for e in section.entries}

    assert {"ld", "sd", "addiw", "fmv.x.d"} <= names(64)
    assert not {"ld", "sd", "addiw", "fmv.x.d"} & names(32)
    pseudo64 = build(riscv_tables(xlen=64))[1]
    assert any("eight instructions" in e.description for e in pseudo64.entries)
