"""Writes diagonal.png, the reference picture of the devices tests: 64x64 pixels, units of
16x16, the four units of the diagonal red (0xFF0000), the rest black. Drawn from that
description alone (not by running a program):
python tests/data/grade/devices/tests/make_diagonal.py"""

import os

from rarslite.png import encode_rgb

rows = []
for y in range(64):
    row = bytearray()
    for x in range(64):
        row += b"\xff\x00\x00" if x // 16 == y // 16 else b"\x00\x00\x00"
    rows.append(bytes(row))
with open(os.path.join(os.path.dirname(__file__), "diagonal.png"), "wb") as fh:
    fh.write(encode_rgb(64, 64, rows))
