"""Record MARS 4.5's and RARS 1.6's real outputs for the compatibility cases of real programs
(issue 25: list directives continued over lines, source files and input that are not UTF-8).
Needs Java; the tests (tests/test_compat_real.py) do not.

    python scripts/oracles/record_compat.py [--mars JAR] [--rars JAR] [--decoder] [NAME...]

Each ``tests/data/compat/mars/NAME.asm`` and ``tests/data/compat/rars/NAME.s`` has
``NAME.args`` (one line: the jar's arguments, ``{FILE}`` the program, ``{OUT}`` a dump file)
and optionally ``NAME.stdin`` (bytes). The run goes in the program's folder; the exact bytes
of stdout and stderr go to ``NAME.out`` / ``NAME.err`` with the folder's absolute path written
``{DIR}``, the exit status to ``NAME.code`` and the dump file, if any, to ``NAME.dump``.

``--decoder`` checks `rarslite.java_text.java_utf8` against Java's own UTF-8 decoders
(``new String(bytes, UTF_8)`` and an ``InputStreamReader``) on every byte pair and triple
after a non-ASCII lead and 20000 random strings, and prints the number of differences.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
DATA = os.path.join(ROOT, "tests", "data", "compat")
JARS = {"mars": "/work/oracle-mars/Mars.jar", "rars": "/work/oracle/rars.jar"}
SUFFIX = {"mars": ".asm", "rars": ".s"}


def record(tool: str, jar: str, name: str) -> None:
    folder = os.path.join(DATA, tool)
    base = os.path.join(folder, name)
    with open(base + ".args") as fh:
        args = fh.read().split()
    stdin = b""
    if os.path.exists(base + ".stdin"):
        with open(base + ".stdin", "rb") as fh:
            stdin = fh.read()
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "dump.out")
        argv = [a.replace("{FILE}", name + SUFFIX[tool]).replace("{OUT}", dump) for a in args]
        p = subprocess.run(["java", "-jar", jar, *argv], cwd=folder, input=stdin,
                           capture_output=True, timeout=120)  # fmt: skip
        for ext in (".dump",):
            if os.path.exists(base + ext):
                os.remove(base + ext)
        if os.path.exists(dump):
            with open(dump, "rb") as src, open(base + ".dump", "wb") as dst:
                dst.write(src.read())
    here = folder.encode()
    with open(base + ".out", "wb") as fh:
        fh.write(p.stdout.replace(here, b"{DIR}"))
    err = b"\n".join(x for x in p.stderr.split(b"\n") if b"prefs" not in x)
    with open(base + ".err", "wb") as fh:
        fh.write(err.replace(here, b"{DIR}"))
    with open(base + ".code", "w") as fh:
        fh.write(f"{p.returncode}\n")
    print(f"{tool}/{name}: exit {p.returncode}, {len(p.stdout)} bytes out")


_CHECKER = """
import java.io.*; import java.nio.file.*; import java.nio.charset.StandardCharsets;
public class Utf8Check { public static void main(String[] a) throws Exception {
  for (String h : Files.readAllLines(Paths.get(a[0]))) {
    byte[] b = new byte[h.length() / 2];
    for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(h.substring(2*i, 2*i+2), 16);
    StringBuilder o = new StringBuilder();
    String s = new String(b, StandardCharsets.UTF_8);
    for (char c : s.toCharArray()) o.append(String.format("%04x", (int) c));
    o.append(' ');
    Reader r = new InputStreamReader(new ByteArrayInputStream(b), StandardCharsets.UTF_8);
    for (int c; (c = r.read()) >= 0;) o.append(String.format("%04x", c));
    System.out.println(o);
  }
}}
"""


def check_decoder() -> int:
    from rarslite.java_text import java_utf8

    rng = random.Random(5)
    cases: list[bytes] = []
    for a in range(0x80, 0x100):
        cases += [bytes([a]), bytes([a, 0x41])]
        for b in range(0x80, 0xC0):
            cases.append(bytes([a, b]))
            for c in (0x41, 0x80, 0xBF, 0xC0, 0xED, 0xFF):
                cases += [bytes([a, b, c]), bytes([a, b, c, 0x41])]
    pool = (0xED, 0xF0, 0xE0, 0xA0)
    for _ in range(20000):
        n = rng.randrange(1, 8)
        cases.append(bytes(rng.choice([rng.randrange(256), 0x80 + rng.randrange(64),
                                       rng.choice(pool)]) for _ in range(n)))  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "Utf8Check.java"), "w") as fh:
            fh.write(_CHECKER)
        subprocess.run(["javac", "Utf8Check.java"], cwd=tmp, check=True)
        with open(os.path.join(tmp, "cases.txt"), "w") as fh:
            fh.write("\n".join(c.hex() for c in cases) + "\n")
        check = ["java", "-cp", tmp, "Utf8Check", os.path.join(tmp, "cases.txt")]
        out = subprocess.run(check, capture_output=True, text=True, check=True).stdout.split("\n")
    bad = 0
    for data, line in zip(cases, out, strict=False):
        ours = java_utf8(data).encode("utf-16-be", "surrogatepass").hex()
        as_string, as_reader = line.split(" ")
        if ours != as_string or ours != as_reader:
            bad += 1
            if bad <= 10:
                print(f"{data.hex()}: rarslite {ours}, Java {as_string} / {as_reader}")
    print(f"{len(cases)} byte strings, {bad} decoded differently from Java")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mars", default=JARS["mars"])
    ap.add_argument("--rars", default=JARS["rars"])
    ap.add_argument("--decoder", action="store_true", help="check the UTF-8 decoder against Java")
    ap.add_argument("only", nargs="*", help="record only these (tool/NAME or NAME)")
    a = ap.parse_args()
    if a.decoder:
        return check_decoder()
    jars = {"mars": a.mars, "rars": a.rars}
    for tool in ("mars", "rars"):
        folder = os.path.join(DATA, tool)
        for fname in sorted(os.listdir(folder)):
            if not fname.endswith(".args"):
                continue
            name = fname[:-5]
            if a.only and name not in a.only and f"{tool}/{name}" not in a.only:
                continue
            record(tool, jars[tool], name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
