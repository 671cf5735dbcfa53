"""`rarslite run --rv64` and `rarslite asm --rv64`: RARS's 64-bit mode outside the drop-in."""

from __future__ import annotations

import io

from rarslite.commands import asm, run

PROGRAM = """.data
d:  .dword 0x1122334455667788
.text
main:
    li   t0, 0x123456789abcdef0
    ld   t1, d
    addw a0, t0, t1
    li   a7, 93
    ecall
"""


def run_main(*argv: str) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run.main(list(argv), stdin=io.BytesIO(), stdout=out, stderr=err)
    return code, out.getvalue().decode(), err.getvalue().decode()


def test_run_rv64_shows_whole_registers(tmp_path):
    src = tmp_path / "p.s"
    src.write_text(PROGRAM)
    code, out, err = run_main("--rv64", "--regs", "t0,t1,a0", str(src))
    low = (0x9ABCDEF0 + 0x55667788) & 0xFFFFFFFF
    assert code == low & 0xFF
    assert "t0 = 0x123456789abcdef0 (1311768467463790320)\n" in err
    assert "t1 = 0x1122334455667788 (1234605616436508552)\n" in err
    sext = low | 0xFFFFFFFF00000000 if low >> 31 else low
    assert f"a0 = 0x{sext:016x}" in err


def test_run_without_rv64_explains_the_64_bit_forms(tmp_path):
    src = tmp_path / "p.s"
    src.write_text(PROGRAM)
    code, _, err = run_main(str(src))
    assert code != 0
    assert "ld exists only in RARS's 64-bit mode" in err
    assert "a 64-bit value: only RARS's 64-bit mode takes it" in err


def test_asm_rv64_listing(tmp_path, capsys):
    src = tmp_path / "p.s"
    src.write_text(PROGRAM)
    assert asm.main(["--rv64", "--listing", str(src)]) == 0
    out = capsys.readouterr().out
    assert "addiw x5,x5,0x00000678" in out and "addw x10,x5,x6" in out
    assert asm.main(["--rv64", "-o", str(tmp_path / "p.elf"), str(src)]) != 0
    assert "ELF32 (RV32) only" in capsys.readouterr().err
