"""`rarslite asm`: errors as file:line:col with source and caret, listing, exit status."""

from __future__ import annotations

from rarslite.commands.asm import main


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_errors_with_caret_and_exit_2(tmp_path, capsys):
    f = tmp_path / "p.s"
    f.write_text(".text\n  addi t0, t0, 5000\n  j nowhere\n")
    code, out, err = run(capsys, str(f))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0] == f'{f}:2:16: error: "5000": operand is out of range'
    assert lines[1] == "      addi t0, t0, 5000"
    assert lines[2] == "    " + " " * 15 + "^"
    assert "-2048..2047" in lines[3]
    assert any(f'{f}:3:5: error: Symbol "nowhere"' in x for x in lines)
    assert lines[-1] == "2 errors; nothing was assembled."


def test_listing(tmp_path, capsys):
    f = tmp_path / "p.s"
    f.write_text("main: li t0, 0x12345678\n")
    code, out, err = run(capsys, str(f), "--listing")
    assert code == 0 and err == ""
    assert out.splitlines()[2] == (
        "0x00400000  0x123452b7  lui x5,0x00012345            1    main: li t0, 0x12345678"
    )


def test_rars_dialect_and_warnings(tmp_path, capsys):
    f = tmp_path / "p.s"
    f.write_text("li t0, 0b11\n.data\n.byte 300\n")
    assert run(capsys, str(f))[0] == 0
    code, _, err = run(capsys, str(f), "--rars-dialect")
    assert code == 2 and "Invalid language element: 0b11" in err
    code, _, err = run(capsys, str(f), "--werror")
    assert code == 2 and "out-of-range and truncated" in err


def test_elf_output(tmp_path, capsys):
    f = tmp_path / "p.s"
    f.write_text(".globl main\nmain: li a7, 10\necall\n")
    out = tmp_path / "p.elf"
    code, _, err = run(capsys, str(f), "-o", str(out))
    assert code == 0 and err == ""
    data = out.read_bytes()
    assert data[:4] == b"\x7fELF" and data[18] == 243  # EM_RISCV
    code, _, err = run(capsys, str(f), "-o", str(tmp_path / "no" / "dir.elf"))
    assert code == 2 and "cannot write" in err
