"""A small PNG writer and reader (8-bit RGB, no interlace) on zlib and struct.

The writer is what headless runs save pictures with (`rarslite run --bitmap-screen`); the
reader decodes what the writer (or any plain 8-bit RGB/RGBA PNG with the five standard row
filters) produced, for tests and scripts that check pixels.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterable

_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def encode_rgb(width: int, height: int, rows: Iterable[bytes], level: int = 6) -> bytes:
    """A PNG of ``height`` rows of ``3 * width`` bytes (R, G, B per pixel)."""
    stride = 3 * width
    raw = bytearray()
    n = 0
    for row in rows:
        if len(row) != stride:
            raise ValueError(f"a PNG row of {width} RGB pixels has {stride} bytes, not {len(row)}")
        raw += b"\x00"  # filter type 0: the row as it is
        raw += row
        n += 1
    if n != height:
        raise ValueError(f"the PNG has {height} rows, {n} were given")
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (_SIGNATURE + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(bytes(raw), level)) + _chunk(b"IEND", b""))  # fmt: skip


def decode_rgb(data: bytes) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of R, G, B bytes) of an 8-bit RGB or RGBA PNG. Raises ValueError."""
    if not data.startswith(_SIGNATURE):
        raise ValueError("not a PNG file")
    pos = len(_SIGNATURE)
    idat = bytearray()
    width = height = channels = 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _c, _f, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError("only 8-bit RGB/RGBA PNGs without interlace are read")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(bytes(idat))
    stride = width * channels
    rows: list[bytes] = []
    prev = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        row = bytearray(raw[start + 1 : start + 1 + stride])
        _unfilter(kind, row, prev, channels)
        rows.append(bytes(row) if channels == 3 else _drop_alpha(row))
        prev = row
    return width, height, rows


def _unfilter(kind: int, row: bytearray, prev: bytearray, bpp: int) -> None:
    if kind == 0:
        return
    for i in range(len(row)):
        left = row[i - bpp] if i >= bpp else 0
        up = prev[i]
        if kind == 1:
            pred = left
        elif kind == 2:
            pred = up
        elif kind == 3:
            pred = (left + up) >> 1
        elif kind == 4:
            corner = prev[i - bpp] if i >= bpp else 0
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            pred = left if pa <= pb and pa <= pc else up if pb <= pc else corner
        else:
            raise ValueError(f"unknown PNG row filter {kind}")
        row[i] = (row[i] + pred) & 0xFF


def _drop_alpha(row: bytearray) -> bytes:
    out = bytearray(len(row) // 4 * 3)
    out[0::3], out[1::3], out[2::3] = row[0::4], row[1::4], row[2::4]
    return bytes(out)
