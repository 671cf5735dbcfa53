"""Record real Bitmap Display programs' display memory from the real tools (needs Java; the
tests do not).

    python scripts/oracles/record_bitmap_programs.py [--mars JAR] [--rars JAR] [--local DIR]
                                                     [NAME...]

For every program of ``tests/data/bitmap_programs/programs.json`` and every instruction count
it lists, runs ``java -jar JAR [mc CONFIG] nc N dump BASE-END HexText OUT FILE`` (END = BASE +
4 x columns x rows, the display's words; the display settings are the program's header's)
twice, and writes the dump files into ``recorded.json`` (zlib, base64) with the tool's stdout;
a count whose two runs differ (a program using the time or random numbers) is dropped.

``--local DIR`` records the third-party programs whose licence does not allow copying them
here (``LOCAL`` below, read from the fetched repositories under /work/.mirror) into DIR and
compares `rarslite mars|rars` with them at once, printing one line per run: those numbers
belong in notes, the programs never in this repository.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "data", "bitmap_programs")
sys.path.insert(0, ROOT)

# third-party programs without a licence that allows copying: (name, tool, mirror, path,
# unit, display, base, counts, extra options, stdin)
LOCAL = [
    ("rv_pong", "rars", "ernestoriv7+risc-v-pong-rars", "riscv1.asm", (8, 8), (512, 256),
     0x10008000, (1000, 4000, 12000), (), ""),
    ("rv_life", "rars", "lucpena+game-of-life", "game.asm", (32, 32), (512, 512), 0x3000,
     (500, 3000, 8000), ("mc", "CompactTextAtZero"), ""),
    ("mips_pong", "mars", "AndrewHamm+MIPS-Pong", "pong.asm", (8, 8), (512, 256), 0x10008000,
     (2000, 10000, 40000), (), ""),
    ("platform", "mars", "AndrewEffendi+Assembly-Platform-Game", "game.asm", (8, 8),
     (512, 512), 0x10008000, (2000, 20000, 80000), (), ""),
    ("coins", "mars", "Jeremy-Cheng-stack+CoinCollectingGame", "game.asm", (4, 4), (256, 256),
     0x10008000, (2000, 20000, 80000), (), ""),
    ("ship", "mars", "AndyTRY+Assembley-ShipGame", "shipGame.asm", (8, 8), (256, 256),
     0x10008000, (2000, 50000, 300000), (), ""),
    ("julia", "mars", "Retrix165+mipselbrot", "bitmap.asm", (4, 4), (512, 512), 0x10040000,
     (5000, 200000, 1000000), (), ""),
    ("tetris", "mars", "zsspan+mips-tetris", "tetris.asm", (8, 8), (256, 256), 0x10008000,
     (2000, 50000, 300000), (), ""),
]


def dump_range(unit: tuple[int, int], display: tuple[int, int], base: int) -> str:
    """``BASE-END`` of the display's words (END exclusive, as the tools read it)."""
    words = (display[0] // unit[0]) * (display[1] // unit[1])
    return f"0x{base:08x}-0x{base + 4 * words:08x}"


def tool_args(options: list[str], count: int, rng: str, out: str, file: str) -> list[str]:
    return [*options, "nc", str(count), "dump", rng, "HexText", out, file]


def run_jar(jar: str, folder: str, args: list[str], stdin: str) -> tuple[str, bytes | None]:
    """(stdout, dump bytes or None) of one run of the jar in ``folder``."""
    out = os.path.join(folder, "display.hex")
    if os.path.exists(out):
        os.remove(out)
    argv = [a.replace("{OUT}", out) for a in args]
    p = subprocess.run(["java", "-jar", jar, *argv], cwd=folder, input=stdin.encode(),
                       capture_output=True, timeout=240)  # fmt: skip
    dump = open(out, "rb").read() if os.path.exists(out) else None
    return p.stdout.decode("utf-8", "replace").replace(out, "{OUT}"), dump


def run_rarslite(tool: str, folder: str, args: list[str], stdin: str) -> bytes | None:
    """The dump `rarslite mars|rars` writes for the same arguments (in process)."""
    import io

    from rarslite.commands import mars, rars

    out = os.path.join(folder, "display.hex")
    if os.path.exists(out):
        os.remove(out)
    argv = [a.replace("{OUT}", out) for a in args]
    old = os.getcwd(), sys.stdin, sys.stdout
    os.chdir(folder)
    try:
        if tool == "rars":
            rars.main(argv, stdin=io.BytesIO(stdin.encode()), stdout=io.BytesIO(),
                      stderr=io.BytesIO())  # fmt: skip
        else:
            sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
            sys.stdout = io.TextIOWrapper(io.BytesIO())
            mars.main(argv)
    finally:
        os.chdir(old[0])
        sys.stdin, sys.stdout = old[1], old[2]
    return open(out, "rb").read() if os.path.exists(out) else None


def pack(dump: bytes | None) -> str | None:
    return None if dump is None else base64.b64encode(zlib.compress(dump, 9)).decode()


def record_program(jars: dict[str, str], prog: dict) -> list[dict]:
    rng = dump_range(tuple(prog["unit"]), tuple(prog["display"]), int(prog["base"], 16))
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in os.listdir(DATA):
            shutil.copy(os.path.join(DATA, name), tmp)
        for count in prog["counts"]:
            args = tool_args(prog.get("options", []), count, rng, "{OUT}", prog["file"])
            first = run_jar(jars[prog["tool"]], tmp, args, prog.get("stdin", ""))
            again = run_jar(jars[prog["tool"]], tmp, args, prog.get("stdin", ""))
            if first != again:
                print(f"  {prog['name']} {count}: two runs differ, dropped")
                continue
            words = 0 if first[1] is None else first[1].count(b"\n")
            print(f"  {prog['name']} {count}: {words} words")
            runs.append({"count": count, "args": args, "stdout": first[0], "dump": pack(first[1])})
    return runs


def record_local(jars: dict[str, str], folder: str) -> None:
    """Record the LOCAL programs into ``folder`` and compare rarslite with them."""
    import hashlib

    os.makedirs(folder, exist_ok=True)
    for name, tool, repo, path, unit, display, base, counts, options, stdin in LOCAL:
        git = ["git", f"--git-dir=/work/.mirror/{repo}/repo"]
        commit = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True,
                                text=True).stdout.strip()  # fmt: skip
        source = subprocess.run([*git, "show", f"HEAD:{path}"], capture_output=True).stdout
        file = name + (".s" if tool == "rars" else ".asm")
        with open(os.path.join(folder, file), "wb") as fh:
            fh.write(source)
        rng = dump_range(unit, display, base)
        for count in counts:
            args = tool_args(list(options), count, rng, "{OUT}", file)
            head = f"{name} ({repo} {path} @ {commit[:12]}) {tool} {' '.join(options)} n={count}"
            try:
                first = run_jar(jars[tool], folder, args, stdin)
                again = run_jar(jars[tool], folder, args, stdin)
            except subprocess.TimeoutExpired:  # the program sleeps (syscall 32) a lot
                print(f"{head}: the jar took too long", flush=True)
                continue
            mine = run_rarslite(tool, folder, args, stdin)
            jar_dump = first[1]
            digest = hashlib.sha256(jar_dump).hexdigest()[:16] if jar_dump else "no file"
            words = 0 if jar_dump is None else jar_dump.count(b"\n")
            same = "deterministic" if first == again else "NOT deterministic"
            verdict = "same" if mine == jar_dump else "DIFFERENT" + _difference(jar_dump, mine)
            print(f"{head} {rng}: jar {words} words sha256 {digest} ({same}); "
                  f"rarslite {verdict}", flush=True)  # fmt: skip


def _difference(jar: bytes | None, mine: bytes | None) -> str:
    if jar is None or mine is None:
        return f" (jar {'no file' if jar is None else 'a file'}, rarslite " \
               f"{'no file' if mine is None else 'a file'})"
    a, b = jar.split(b"\n"), mine.split(b"\n")
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f" (word {i}: jar {x.decode()}, rarslite {y.decode()})"
    return f" (jar {len(a) - 1} words, rarslite {len(b) - 1})"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mars", default="/work/oracle-mars/Mars.jar")
    ap.add_argument("--rars", default="/work/oracle/rars.jar")
    ap.add_argument("--local", help="record the LOCAL programs here (not in the repository)")
    ap.add_argument("only", nargs="*", help="record only these programs")
    a = ap.parse_args()
    jars = {"mars": a.mars, "rars": a.rars}
    if a.local:
        record_local(jars, a.local)
        return 0
    path = os.path.join(DATA, "programs.json")
    with open(path) as fh:
        programs = json.load(fh)["programs"]
    rec_path = os.path.join(DATA, "recorded.json")
    recorded = {}
    if os.path.exists(rec_path):
        with open(rec_path) as fh:
            recorded = json.load(fh)
    for prog in programs:
        if a.only and prog["name"] not in a.only:
            continue
        print(prog["name"])
        recorded[prog["name"]] = record_program(jars, prog)
    with open(rec_path, "w") as fh:
        json.dump(recorded, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
