"""Record Java's Float.toString / Double.toString for many values (needs a JDK; run by hand).

Writes tests/data/fpu/java_tostring.txt with lines ``f <hex bits> <text>`` / ``d <hex> <text>``
using the local ``java`` (RARS 1.6 was recorded with OpenJDK 17; JDK <= 18 differs from the
shortest-digit rule for some values >= 1e7, which the tests account for).
"""

from __future__ import annotations

import random
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

JAVA = r"""
import java.io.*;
public class ToStr {
  public static void main(String[] a) throws Exception {
    BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
    StringBuilder out = new StringBuilder();
    String line;
    while ((line = r.readLine()) != null) {
      String[] p = line.split(" ");
      long v = Long.parseUnsignedLong(p[1], 16);
      String s = p[0].equals("f") ? Float.toString(Float.intBitsToFloat((int) v))
                                  : Double.toString(Double.longBitsToDouble(v));
      out.append(p[0]).append(' ').append(p[1]).append(' ').append(s).append('\n');
    }
    System.out.print(out);
  }
}
"""


def values(rng: random.Random) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for _ in range(3000):  # uniform over bit patterns (all magnitudes)
        out.append(("f", rng.getrandbits(32)))
        out.append(("d", rng.getrandbits(64)))
    for _ in range(1500):  # "nice" decimals, where the digit choice is most visible
        digits = rng.randint(1, 9)
        mant = rng.randint(1, 10**digits - 1)
        exp = rng.randint(-50, 45)
        x = float(f"{mant}e{exp}")
        out.append(("f", struct.unpack("<I", struct.pack("<f", min(x, 3e38)))[0]))
        exp = rng.randint(-330, 300)
        x = float(f"{mant}e{exp}")
        out.append(("d", struct.unpack("<Q", struct.pack("<d", x))[0]))
    for _ in range(500):  # small integers and subnormals
        out.append(("f", struct.unpack("<I", struct.pack("<f", float(rng.randint(1, 10**8))))[0]))
        out.append(("f", rng.randint(1, 0x7FFFFF)))
        out.append(("d", rng.randint(1, (1 << 52) - 1)))
    # powers of two and their neighbours, and d * 10**k: every exponent, both formats
    for k in range(-149, 128):
        b = struct.unpack("<I", struct.pack("<f", 2.0**k))[0]
        out += [("f", b), ("f", b + 1), ("f", b - 1)]
    for k in range(-1074, 1024):
        b = struct.unpack("<Q", struct.pack("<d", 2.0**k))[0]
        out += [("d", b), ("d", b + 1), ("d", b - 1)]
    for k in range(-46, 39):
        for d in range(1, 10):
            x = float(f"{d}e{k}")
            if x < 3.4e38:
                out.append(("f", struct.unpack("<I", struct.pack("<f", x))[0]))
    for k in range(-324, 309):
        for d in (1, 2, 5, 9):
            x = float(f"{d}e{k}")
            if 0 < x < 1.7e308:
                out.append(("d", struct.unpack("<Q", struct.pack("<d", x))[0]))
    out += [("f", 0x7F7FFFFF), ("f", 0x00800000), ("f", 0x007FFFFF), ("d", 0x7FEFFFFFFFFFFFFF),
            ("d", 0x000FFFFFFFFFFFFF), ("d", 0x0010000000000000)]
    return out


def main() -> None:
    rng = random.Random(229)
    lines = "".join(f"{k} {v:x}\n" for k, v in values(rng))
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "ToStr.java"
        src.write_text(JAVA)
        res = subprocess.run(["java", str(src)], input=lines, capture_output=True, text=True,
                             check=True)
    dest = Path(__file__).resolve().parents[2] / "tests/data/fpu/java_tostring.txt"
    dest.write_text(res.stdout)
    print(f"wrote {len(res.stdout.splitlines())} lines to {dest}", file=sys.stderr)


if __name__ == "__main__":
    main()
