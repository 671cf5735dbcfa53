"""`rarslite rars` option parsing, number parsing and display formats (no assembler needed).

Expected texts were observed with RARS 1.6 (`java -jar rars.jar ...`)."""

from __future__ import annotations

import io

import pytest

from rarslite.commands import rars
from rarslite.commands.dumps import ascii_word, format_word, render_dump
from rarslite.memory_map import COMPACT_TEXT_AT_ZERO, DEFAULT


def parse(*args: str):
    out = io.BytesIO()
    messages = rars.Messages(False, out, io.BytesIO())
    opts, ok = rars.parse_args(list(args), messages)
    return opts, ok, out.getvalue().decode()


def test_flags_are_case_insensitive():
    opts, ok, text = parse("NC", "Me", "SM", "smc", "IC", "np", "we", "a", "b", "dec", "p")
    assert ok and text == ""
    assert opts.start_at_main and opts.smc and opts.count and not opts.pseudo
    assert opts.warnings_are_errors and not opts.simulate and not opts.verbose
    assert opts.style == "dec" and opts.project


def test_exit_code_options_use_integer_decode():
    opts, ok, _ = parse("ae0x10", "se017", "AE3")
    assert ok and opts.assemble_error_code == 3 and opts.run_error_code == 15


def test_register_names_and_ranges(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    opts, ok, text = parse(
        "a0", "x05", "x0x6", "fp", "f10", "fa1", "ustatus", "cycle", "0x10010000-0x10010010", "25"
    )
    assert ok and text == ""
    assert opts.registers == ["a0", "x05", "x0x6", "fp", "f10", "fa1", "ustatus", "cycle"]
    assert opts.ranges == [(0x10010000, 0x10010010)]
    assert opts.max_steps == 25


def test_invalid_arguments_as_rars_reports_them(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    opts, ok, text = parse("xyz", "x99", "zz", "0x3-0x8", "5-1", "h", "pc")
    assert not ok
    assert text == (
        "Invalid Register Name: xyz\n"
        "Invalid Register Name: x99\n"
        "Invalid Command Argument: zz\n"
        "Invalid/unaligned address or invalid range: 0x3-0x8\n"
        "Invalid/unaligned address or invalid range: 5-1\n"
        "Invalid Command Argument: h\n"
        "Invalid Command Argument: pc\n"
    )


def test_dump_needs_three_words_and_mc_needs_a_known_name(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _, ok, text = parse("mc", "Foo")
    assert not ok and text == "Invalid memory configuration: Foo\n"
    opts, ok, _ = parse("mc", "CompactTextAtZero")
    assert ok and opts.config is COMPACT_TEXT_AT_ZERO
    _, ok, _ = parse("mc", "default")  # names are case-sensitive
    assert not ok
    _, ok, text = parse("dump", ".text", "HexText")
    assert not ok
    assert text == (
        "Dump command line argument requires a segment, format and file name.\n"
        "Invalid Command Argument: .text\n"
        "Invalid Command Argument: HexText\n"
    )
    opts, ok, _ = parse("dump", ".data", "HEX", "out.hex")
    assert ok and opts.dumps == [(".data", "HEX", "out.hex")]
    opts, ok, _ = parse("mc")
    assert opts.crashed  # RARS dies with a Java exception here


def test_files_and_program_arguments(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a0").write_text("")  # an existing file wins over a register name
    opts, ok, _ = parse("a0", "pa", "x", "nc", "a0")
    assert ok and opts.files == ["a0"] and opts.program_args == ["x", "nc", "a0"]
    assert opts.config is DEFAULT


@pytest.mark.parametrize(
    "text,value",
    [
        ("10", 10),
        ("-10", -10),
        ("+7", 7),
        ("0x1F", 31),
        ("#1f", 31),
        ("010", 8),
        ("0", 0),
        ("-0x80000000", -(1 << 31)),
        ("2147483648", None),
        ("08", None),
        ("0x", None),
        ("", None),
        ("1_0", None),
        (" 1", None),
        ("--1", None),
    ],
)
def test_java_decode(text, value):
    assert rars.java_decode(text) == value


@pytest.mark.parametrize(
    "text,value",
    [
        ("0x10010000", 0x10010000),
        ("0xffff0000", -65536),
        ("268500992", 268500992),
        ("-4", -4),
        ("017", 15),
        ("0x7ffffffc", 0x7FFFFFFC),
        ("0x1ffffffff", None),
        ("abc", None),
    ],
)
def test_string_to_int(text, value):
    assert rars.string_to_int(text) == value


def test_display_formats():
    assert ascii_word(0x41424344) == "  A  B  C  D"
    assert ascii_word(0x0A090800) == " \\n \\t \\b \\0"
    assert ascii_word(0x7F20FF0D) == "  .     . \\r"
    assert format_word(0xFFFFFFF9, "dec") == "-7"
    assert format_word(5, "hex") == "0x00000005"


class _Program:
    config = DEFAULT
    text: dict = {}


class _Machine:
    program = _Program()


def test_dump_formats_for_data_words():
    m = _Machine()
    words = [1, 2, 3, 0xFFFFFFFC]
    first = 0x10010000
    assert render_dump(m, "HexText", first, words) == b"00000001\n00000002\n00000003\nfffffffc\n"
    assert render_dump(m, "Binary", first, words[:1]) == b"\x01\0\0\0"
    assert render_dump(m, "BinaryText", first, [5]) == b"0" * 29 + b"101\n"
    assert render_dump(m, "HEX", first, [1, 2, 3]) == (
        b":0400000000000001FB\n:0400040000000002F6\n:0400080000000003F1\n:00000001FF\n"
    )
    assert render_dump(m, "AsciiText", first, [0x41424344]) == b"  A  B  C  D\n"
    window = render_dump(m, "SegmentWindow", first, list(range(1, 10))).decode()
    assert window == (  # an incomplete last row of 8 is dropped, as RARS does
        "0x10010000    0x00000001 0x00000002 0x00000003 0x00000004 0x00000005 0x00000006 "
        "0x00000007 0x00000008 \n"
    )


def main_output(*args: str) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = rars.main(list(args), stdin=io.BytesIO(), stdout=out, stderr=err)
    return code, out.getvalue().decode(), err.getvalue().decode()


def test_help_only_when_alone_and_banner_rules():
    code, out, _ = main_output("h")
    assert code == 0
    assert out.startswith(rars.COPYRIGHT) and "dump SEG FORMAT FILE" in out
    code, out, err = main_output("me", "h", "nc")  # not alone: an unknown argument
    assert (code, out, err) == (0, "", "Invalid Command Argument: h\n")


def test_rv64_runs_in_64_bit_mode(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = main_output("nc", "rv64")  # no files: nothing to do, as in RARS
    assert (code, out, err) == (0, "", "")
    src = tmp_path / "w.s"
    src.write_text("li t0, 0x100000000\naddiw t1, t0, -1\nsrli a0, t0, 32\n"
                   "li a7, 93\necall\n")  # fmt: skip
    code, out, _ = main_output("nc", "rv64", "t0", "t1", str(src))
    # RARS's register display shows the low word even in 64-bit mode
    assert (code, out) == (1, "\nProgram terminated by calling exit\nt0\t0x00000000\n"
                              "t1\t0xffffffff\n")  # fmt: skip
    code, out, _ = main_output("nc", str(src))
    assert "not a recognized operator" in out or "incorrect type" in out


def test_unsupported_modes_say_so(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = main_output("nc", "mc")
    assert code == 1 and "mc needs a memory configuration name" in err


@pytest.mark.internal_error
def test_internal_errors_are_one_line_not_a_traceback(tmp_path, monkeypatch):
    import rarslite.asm.riscv
    from rarslite.commands import run as run_cmd

    def boom(*args, **kwargs):
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(rarslite.asm.riscv, "assemble", boom, raising=False)
    monkeypatch.setattr(
        rarslite.asm.riscv, "AsmErrors", type("AsmErrors", (Exception,), {}), raising=False
    )
    monkeypatch.setattr(rarslite.asm.riscv, "format_rars", lambda *a, **k: "", raising=False)
    monkeypatch.delenv("RARSLITE_DEBUG", raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.s").write_text("  nop\n")
    code, _, err = main_output("nc", "p.s")
    assert code == 1
    assert (
        err == "rarslite rars: internal error: RuntimeError: simulated bug (please report this)\n"
    )
    out, err = io.BytesIO(), io.BytesIO()
    assert run_cmd.main(["p.s"], stdout=out, stderr=err) == run_cmd.EXIT_INTERNAL_ERROR
    assert err.getvalue().decode().count("\n") == 1
