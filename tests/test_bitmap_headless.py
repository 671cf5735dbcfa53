"""``rarslite run --bitmap ...``: PNGs written at the end of every kind of run and as frames,
compared pixel by pixel with the words RARS 1.6 / MARS 4.5 hold there (recorded by
scripts/oracles/record_bitmap.py), on both ISAs; auto settings and the errors."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from rarslite.commands import run
from rarslite.png import decode_rgb, encode_rgb

DATA = Path(__file__).parent / "data" / "bitmap"
INPUT = (DATA / "input.txt").read_bytes()


_said: list[str] = []  # rarslite's stderr of the last run


def rarslite(argv: list[str], stdin: bytes = INPUT) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run.main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    _said[:] = [err.getvalue().decode()]
    return code, out.getvalue().decode(), _said[0]


def said_by(capsys) -> str:
    """What the last run said on its stderr stream (and anything written to sys.stderr)."""
    return "".join(_said) + capsys.readouterr().err


def recorded(name: str) -> list[int]:
    return [int(line, 16) for line in (DATA / name).read_text().split()]


def pixels(path: Path) -> tuple[int, int, list[bytes]]:
    return decode_rgb(path.read_bytes())


def assert_picture(path: Path, words: list[int], unit: tuple[int, int], size: tuple[int, int]):
    """Every pixel of the PNG is its unit's word's colour (units row by row)."""
    width, height, rows = pixels(path)
    assert (width, height) == size
    uw, uh = unit
    columns = width // uw
    for y in range(height):
        row = rows[y]
        for x in range(width):
            w = words[(y // uh) * columns + x // uw]
            assert row[3 * x : 3 * x + 3] == bytes([(w >> 16) & 255, (w >> 8) & 255, w & 255]), (
                x, y)  # fmt: skip


@pytest.mark.parametrize(("prog", "tool"), [("stores.s", "rars"), ("stores.asm", "mars")])
def test_final_screen_matches_the_tools_words(prog, tool, tmp_path, capsys):
    out = tmp_path / "out.png"
    code, _o, _e = rarslite([str(DATA / prog), "--bitmap", "256x256", "--bitmap-unit", "8x8",
                             "--bitmap-base", "gp", "--bitmap-screen", str(out)])  # fmt: skip
    assert code == 0
    assert_picture(out, recorded(f"stores.{tool}.100000.hex"), (8, 8), (256, 256))
    said = said_by(capsys)
    label = "$gp" if tool == "mars" else "gp"
    assert f"rarslite: bitmap 256x256 (unit 8x8, base 0x10008000 {label}) written to {out}\n" \
        in said  # fmt: skip


@pytest.mark.parametrize(("prog", "tool"), [("static_heap.s", "rars"),
                                            ("static_heap.asm", "mars")])  # fmt: skip
def test_auto_reads_the_header_and_max_steps_still_writes(prog, tool, tmp_path, capsys):
    """--bitmap auto from '# Bitmap display settings: unit 2x2, display 64x64, base heap';
    a run stopped by --max-steps writes the picture of that moment."""
    out = tmp_path / "out.png"
    code, _o, err = rarslite([str(DATA / prog), "--bitmap", "auto", "--bitmap-screen", str(out),
                              "--max-steps", "1000"])  # fmt: skip
    assert code == run.EXIT_STEP_LIMIT, err
    assert_picture(out, recorded(f"static_heap.{tool}.1000.hex"), (2, 2), (64, 64))
    said = said_by(capsys)
    assert "bitmap 64x64 (unit 2x2, base 0x10040000 heap) written to" in said
    assert f"; settings from {prog} line 1\n" in said  # which comment lines were read


@pytest.mark.parametrize(("prog", "tool"), [("stores.s", "rars"), ("stores.asm", "mars")])
def test_frames_every_n_instructions_match_the_tools_at_that_count(prog, tool, tmp_path,
                                                                   capsys):  # fmt: skip
    frames = tmp_path / "frames"
    code, _o, err = rarslite([str(DATA / prog), "--bitmap", "auto", "--bitmap-frames",
                              str(frames), "--bitmap-every", "100"])  # fmt: skip
    assert code == 0, err
    names = sorted(p.name for p in frames.iterdir())
    assert names[:3] == ["frame000001.png", "frame000002.png", "frame000003.png"]
    # frame 3 = after 300 instructions
    assert_picture(frames / "frame000003.png", recorded(f"stores.{tool}.300.hex"), (8, 8),
                   (256, 256))  # fmt: skip
    assert f"{len(names)} frames in {frames}" in said_by(capsys)


def test_runtime_error_and_bitmap_with_keyboard_and_timer(tmp_path, capsys):
    """The picture is written after a runtime error; the bitmap works next to --kdmmio
    --keys and the Timer Tool."""
    src = tmp_path / "crash.s"
    src.write_text(
        "# Bitmap Display: 64x64, unit 32x32, base 0x10010000 (static data)\n"
        ".text\n"
        "main:\n"
        "    li t0, 0x10010000\n"
        "    li t4, 0xffff0000\n"
        "wait: lw t1, 0(t4)\n"  # poll the keyboard for one key
        "    andi t1, t1, 1\n"
        "    beqz t1, wait\n"
        "    lw t1, 4(t4)\n"
        "    sw t1, 0(t0)\n"
        "    li t2, 0x00ff00\n"
        "    sw t2, 12(t0)\n"
        "    lw t3, 1(t0)\n"  # misaligned: runtime error
    )
    out = tmp_path / "o.png"
    code, _o, err = rarslite([str(src), "--bitmap", "auto", "--bitmap-screen", str(out),
                              "--kdmmio", "--keys", "A", "--screen", str(tmp_path / "s.txt"),
                              "--timer", "--timer-ipms", "100"])  # fmt: skip
    assert code == run.EXIT_RUNTIME_ERROR, err
    assert_picture(out, [ord("A"), 0, 0, 0x00FF00], (32, 32), (64, 64))
    assert "written to" in said_by(capsys)


def test_mips_with_keys_from_the_keyboard_mmio(tmp_path, capsys):
    src = tmp_path / "keys.asm"
    src.write_text(
        "# Unit Width in Pixels: 32\n# Unit Height in Pixels: 32\n"
        "# Display Width in Pixels: 64\n# Display Height in Pixels: 64\n"
        "# Base address for display: $gp\n"
        ".text\n"
        "main:\n"
        "    li $t0, 0xffff0000\n"
        "    la $t4, 0($gp)\n"
        "wait: lw $t1, 0($t0)\n"
        "    beqz $t1, wait\n"
        "    lw $t2, 4($t0)\n"
        "    sw $t2, 4($t4)\n"
        "    li $v0, 10\n"
        "    syscall\n"
    )
    out = tmp_path / "k.png"
    screen = str(tmp_path / "s.txt")
    code, _o, err = rarslite([str(src), "--isa", "mips", "--bitmap", "auto", "--bitmap-screen",
                              str(out), "--keys", "z", "--screen", screen])  # fmt: skip
    assert code == 0, err
    assert_picture(out, [0, ord("z"), 0, 0], (32, 32), (64, 64))
    said = said_by(capsys)
    assert "base 0x10008000 $gp) written to" in said and "settings from keys.asm lines 1-5" in said


def test_compact_configuration_moves_gp(tmp_path, capsys):
    src = tmp_path / "c.s"
    src.write_text(".text\nmain:\n li t0, 0xabcdef\n sw t0, 8(gp)\n li a7, 10\n ecall\n")
    out = tmp_path / "c.png"
    code, _o, err = rarslite([str(src), "--mc", "CompactTextAtZero", "--bitmap", "64x64",
                              "--bitmap-unit", "32x32", "--bitmap-base", "gp",
                              "--bitmap-screen", str(out)])  # fmt: skip
    assert code == 0, err
    assert_picture(out, [0, 0, 0xABCDEF, 0], (32, 32), (64, 64))
    assert "base 0x00001800 gp" in said_by(capsys)


def test_a_program_that_never_draws_gives_a_black_picture(tmp_path, capsys):
    src = tmp_path / "n.s"
    src.write_text(".text\nmain:\n    li a7, 10\n    ecall\n")
    out = tmp_path / "n.png"
    code, _o, err = rarslite([str(src), "--bitmap", "128x64", "--bitmap-screen", str(out)])
    assert code == 0, err
    width, height, rows = pixels(out)
    assert (width, height) == (128, 64) and set(b"".join(rows)) == {0}
    # the tools' defaults stand in for what was not given: unit 1x1, static data
    assert "bitmap 128x64 (unit 1x1, base 0x10010000 static data)" in said_by(capsys)


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--bitmap", "auto", "--bitmap-screen", "x.png"], "states no Bitmap Display settings"),
        (["--bitmap", "100x100", "--bitmap-screen", "x.png"], "64, 128, 256, 512, 1024"),
        (["--bitmap", "big", "--bitmap-screen", "x.png"], "must look like 512x256"),
        (["--bitmap-unit", "3x3", "--bitmap-screen", "x.png"], "1, 2, 4, 8, 16, 32"),
        (["--bitmap-base", "stack", "--bitmap-screen", "x.png"], "global, gp, static, heap"),
        (["--bitmap-base", "0x10008001", "--bitmap-screen", "x.png"], "word address"),
        (["--bitmap", "64x64"], "needs --bitmap-screen OUT.png or --bitmap-frames DIR"),
        (["--bitmap-every", "5", "--bitmap-screen", "x.png"], "--bitmap-every needs"),
    ],
)
def test_bad_options_are_clear_errors(argv, says, tmp_path):
    src = tmp_path / "p.s"
    src.write_text(".text\nmain:\n    li a7, 10\n    ecall\n")
    code, _o, err = rarslite([str(src), *argv])
    assert code == run.EXIT_ASM_ERROR
    assert err.startswith("rarslite run: ") and says in err and "Traceback" not in err


def test_a_header_with_values_the_tools_lack_is_named(tmp_path):
    src = tmp_path / "p.asm"
    src.write_text("# Display width in pixels: 32\n.text\nmain: li $v0, 10\nsyscall\n")
    code, _o, err = rarslite([str(src), "--bitmap", "auto", "--bitmap-screen", "x.png"])
    assert code == run.EXIT_ASM_ERROR
    assert "line 1 gives the bitmap display width as 32" in err


def test_unwritable_screen_is_reported_not_raised(tmp_path, capsys):
    src = tmp_path / "p.s"
    src.write_text(".text\nmain:\n    li a7, 10\n    ecall\n")
    bad = tmp_path / "no" / "such" / "dir" / "x.png"
    code, _o, err = rarslite([str(src), "--bitmap", "64x64", "--bitmap-screen", str(bad)])
    assert code == 0, err
    assert "NOT written: cannot write" in said_by(capsys)


def test_png_writer_round_trip_and_filters():
    rows = [bytes([x, y, (x + y) & 255]) * 1 for y in range(3) for x in range(1)]
    data = encode_rgb(1, 3, rows)
    assert decode_rgb(data) == (1, 3, rows)
    with pytest.raises(ValueError):
        encode_rgb(2, 1, [b"\x00\x00\x00"])
    with pytest.raises(ValueError):
        decode_rgb(b"GIF89a")


def test_png_reader_undoes_every_row_filter():
    """Rows filtered with None, Sub, Up, Average and Paeth (as other encoders write them)."""
    import struct
    import zlib

    width, bpp = 4, 3
    rows = [bytes((17 * x + 31 * y + c * 50) & 255 for x in range(width) for c in range(3))
            for y in range(5)]  # fmt: skip

    def paeth(a: int, b: int, c: int) -> int:
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        return a if pa <= pb and pa <= pc else b if pb <= pc else c

    raw = bytearray()
    prev = bytes(len(rows[0]))
    for kind, row in enumerate(rows):
        out = bytearray()
        for i, v in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            pred = (0, a, b, (a + b) >> 1, paeth(a, b, c))[kind]
            out.append((v - pred) & 255)
        raw += bytes([kind]) + out
        prev = row

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, 5, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(bytes(raw))) + chunk(b"IEND", b""))  # fmt: skip
    assert decode_rgb(png) == (width, 5, rows)


def test_mips_bad_options_are_clear_errors(tmp_path):
    src = tmp_path / "p.asm"
    src.write_text(".text\nmain: li $v0, 10\nsyscall\n")
    code, _o, err = rarslite([str(src), "--isa", "mips", "--bitmap", "auto", "--bitmap-screen",
                              str(tmp_path / "x.png")])  # fmt: skip
    assert code == run.EXIT_ASM_ERROR
    assert "rarslite run: --bitmap auto:" in err and "states no Bitmap Display settings" in err


@pytest.mark.parametrize("isa", ["rv32", "mips"])
def test_quiet_end_still_writes_the_picture(isa, tmp_path, capsys):
    """A game that draws, then polls the keyboard for keys that never come: the quiet end
    (exit status 6) writes the picture as it is."""
    if isa == "mips":
        src = tmp_path / "q.asm"
        src.write_text("# Bitmap display: 64x64, unit 32x32, base $gp\n.text\nmain:\n"
                       " li $t0, 0x123456\n sw $t0, 0($gp)\n li $t1, 0xffff0000\n"
                       "poll: lw $t2, 0($t1)\n beqz $t2, poll\n li $v0, 10\n syscall\n")
    else:
        src = tmp_path / "q.s"
        src.write_text("# Bitmap display: 64x64, unit 32x32, base gp\n.text\nmain:\n"
                       " li t0, 0x123456\n sw t0, 0(gp)\n li t1, 0xffff0000\n"
                       "poll: lw t2, 0(t1)\n beqz t2, poll\n li a7, 10\n ecall\n")  # fmt: skip
    out = tmp_path / "q.png"
    screen = str(tmp_path / "s")
    code, _o, err = rarslite([str(src), "--bitmap", "auto", "--bitmap-screen", str(out),
                              "--kdmmio", "--quiet", "20000", "--screen", screen])  # fmt: skip
    assert code == run.EXIT_QUIET, err
    assert_picture(out, [0x123456, 0, 0, 0], (32, 32), (64, 64))
    assert "written to" in said_by(capsys)


def test_mips_compact_configuration_moves_gp(tmp_path, capsys):
    src = tmp_path / "c.asm"
    src.write_text(".text\nmain:\n li $t0, 0x00abcdef\n sw $t0, 4($gp)\n li $v0, 10\n syscall\n")
    out = tmp_path / "c.png"
    code, _o, err = rarslite([str(src), "--isa", "mips", "--mc", "CompactDataAtZero",
                              "--bitmap", "64x64", "--bitmap-unit", "32x32", "--bitmap-base",
                              "gp", "--bitmap-screen", str(out)])  # fmt: skip
    assert code == 0, err
    assert_picture(out, [0, 0xABCDEF, 0, 0], (32, 32), (64, 64))
    assert "base 0x00001800 $gp" in said_by(capsys)
