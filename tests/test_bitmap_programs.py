"""Real third-party Bitmap Display programs (tests/data/bitmap_programs/, README there) against
the display memory MARS 4.5 and RARS 1.6 dumped at several instruction counts
(scripts/oracles/record_bitmap_programs.py): `rarslite mars|rars` with the same arguments must write
the same dump file byte for byte, and, once rarslite has its Bitmap Display device, the
headless screen (`rarslite run --bitmap ... --bitmap-screen OUT.png`) must show those words'
colours."""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from rarslite.commands import mars, rars

DATA = Path(__file__).parent / "data" / "bitmap_programs"
PROGRAMS = {p["name"]: p for p in json.loads((DATA / "programs.json").read_text())["programs"]}
RECORDED = json.loads((DATA / "recorded.json").read_text())
CASES = [(name, k) for name, runs in sorted(RECORDED.items()) for k in range(len(runs))]
IDS = [f"{name}-{RECORDED[name][k]['count']}" for name, k in CASES]


def test_programs_of_both_tools_are_recorded() -> None:
    tools = {PROGRAMS[name]["tool"] for name, _k in CASES}
    assert tools == {"mars", "rars"}
    assert len(CASES) >= 12
    for name in RECORDED:  # every copied program names its source and licence
        assert PROGRAMS[name]["licence"] and PROGRAMS[name]["source"]
        assert name in (DATA / "README.md").read_text()


def _folder(tmp_path: Path) -> Path:
    for f in DATA.iterdir():
        if f.suffix in (".asm", ".s", ".bmp"):
            shutil.copy(f, tmp_path)
    return tmp_path


def _unpack(text: str | None) -> bytes | None:
    return None if text is None else zlib.decompress(base64.b64decode(text))


def _run_dump(prog: dict, run: dict, folder: Path) -> bytes | None:
    out = folder / "display.hex"
    argv = [a.replace("{OUT}", str(out)) for a in run["args"]]
    stdin = prog.get("stdin", "").encode()
    old = os.getcwd()
    os.chdir(folder)
    try:
        if prog["tool"] == "rars":
            rars.main(argv, stdin=io.BytesIO(stdin), stdout=io.BytesIO(), stderr=io.BytesIO())
        else:
            saved = sys.stdin, sys.stdout
            sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
            sys.stdout = io.TextIOWrapper(io.BytesIO())
            try:
                mars.main(argv)
            finally:
                sys.stdin, sys.stdout = saved
    finally:
        os.chdir(old)
    return out.read_bytes() if out.exists() else None


@pytest.mark.parametrize(("name", "k"), CASES, ids=IDS)
def test_dump_matches_the_tool(name: str, k: int, tmp_path: Path) -> None:
    prog, run = PROGRAMS[name], RECORDED[name][k]
    expected = _unpack(run["dump"])
    got = _run_dump(prog, run, _folder(tmp_path))
    if expected is None or got is None:
        assert got == expected
        return
    want, have = expected.split(b"\n"), got.split(b"\n")
    diff = next((i for i, (a, b) in enumerate(zip(want, have, strict=False)) if a != b), None)
    assert diff is None, f"word {diff}: tool {want[diff]!r}, rarslite {have[diff]!r}"
    assert got == expected


# -- the headless screen ------------------------------------------------------------------------


def decode_png(data: bytes) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of RGB bytes) of an 8-bit RGB or RGBA PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    height = channels = 0
    while pos < len(data):
        (size,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + size]
        pos += 12 + size
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
        kind, cur = line[0], bytearray(line[1:])
        for i in range(stride):
            a = cur[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                cur[i] = (cur[i] + a) & 0xFF
            elif kind == 2:
                cur[i] = (cur[i] + b) & 0xFF
            elif kind == 3:
                cur[i] = (cur[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                cur[i] = (cur[i] + pred) & 0xFF
        rows.append(bytes(x for i, x in enumerate(cur) if i % channels < 3))
        prev = cur
    return width, height, rows


def _filtered(kind: int, row: bytes, prev: bytes, bpp: int) -> bytes:
    """PNG filter ``kind`` applied to ``row`` (an encoder's side, to test the decoder)."""
    out = bytearray()
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        p = a + b - c
        paeth = min((abs(p - a), 0, a), (abs(p - b), 1, b), (abs(p - c), 2, c))[2]
        pred = (0, a, b, (a + b) // 2, paeth)[kind]
        out.append((x - pred) & 0xFF)
    return bytes(out)


@pytest.mark.parametrize("channels", [3, 4])
def test_png_decoder_reads_every_filter(channels: int) -> None:
    rows = [bytes((7 * x + 13 * y + x * y) & 0xFF for x in range(3 * channels)) for y in range(6)]
    raw, prev = b"", bytes(3 * channels)
    for y, row in enumerate(rows):
        kind = y % 5
        raw += bytes([kind]) + _filtered(kind, row, prev, channels)
        prev = row

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + b"\0\0\0\0"

    colour = 2 if channels == 3 else 6
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 3, 6, 8, colour, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))  # fmt: skip
    rgb = [bytes(x for i, x in enumerate(r) if i % channels < 3) for r in rows]
    assert decode_png(png) == (3, 6, rgb)


@pytest.mark.parametrize(("name", "k"), CASES, ids=IDS)
def test_headless_screen_shows_the_tools_words(name: str, k: int, tmp_path: Path) -> None:
    pytest.importorskip("rarslite.devices.bitmap_display")
    prog, run = PROGRAMS[name], RECORDED[name][k]
    folder = _folder(tmp_path)
    (uw, uh), (dw, dh) = prog["unit"], prog["display"]
    png = tmp_path / "screen.png"
    cmd = [sys.executable, "-m", "rarslite", "run", prog["file"], "--max-steps", str(run["count"]),
           "--bitmap", f"{dw}x{dh}", "--bitmap-unit", f"{uw}x{uh}", "--bitmap-base", prog["base"],
           "--bitmap-screen", str(png)]  # fmt: skip
    if prog["tool"] == "mars":
        cmd += ["--isa", "mips"]
    if "mc" in prog.get("options", []):
        cmd += ["--mc", prog["options"][prog["options"].index("mc") + 1]]
    if prog.get("stdin"):
        (tmp_path / "stdin.txt").write_text(prog["stdin"])
        cmd += ["--stdin", str(tmp_path / "stdin.txt")]
    subprocess.run(cmd, cwd=folder, capture_output=True, timeout=600)
    width, height, rows = decode_png(png.read_bytes())
    assert (width, height) == (dw, dh)
    dump = _unpack(run["dump"]) or b""
    words = [int(w, 16) for w in dump.split()]  # words past the dump's end were never written
    columns = dw // uw
    for y in range(dh):
        want = b"".join(
            ((words[i] if i < len(words) else 0) & 0xFFFFFF).to_bytes(3, "big") * uw
            for i in range((y // uh) * columns, (y // uh + 1) * columns)
        )
        if rows[y] != want:
            x = next(x for x in range(dw) if rows[y][3 * x : 3 * x + 3] != want[3 * x : 3 * x + 3])
            unit = (y // uh) * columns + x // uw
            pytest.fail(f"pixel ({x}, {y}), unit {unit}: {rows[y][3 * x : 3 * x + 3].hex()} "
                        f"instead of {want[3 * x : 3 * x + 3].hex()}")  # fmt: skip
