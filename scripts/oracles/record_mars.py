"""Record MARS 4.5's real outputs for the MIPS conformance suite (needs Java; tests do not).

    python scripts/oracles/record_mars.py --mars /work/oracle-mars/Mars.jar [--generate]

Each ``tests/data/mips/*.asm`` holds its runs as header lines ``# RUN: ARGS...`` (``{FILE}``
is the program, ``{OUT}`` a dump file) and optional ``# STDIN: text`` (``\\n`` for newlines,
``\\r`` for carriage returns).
Every run is executed by ``java -jar Mars.jar ARGS`` in the program's directory; stdout,
stderr, exit status and dump contents go to ``<name>.expected.json``, with the directory's
absolute path written as ``{DIR}``. ``--generate`` first (re)writes the generated programs
(random pseudo-instruction operands and random ALU operands, fixed seeds).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from rarslite.isa.mips.pseudo import PSEUDO_ROWS  # noqa: E402

DATA = os.path.join(ROOT, "tests", "data", "mips")


def runs_of(path: str) -> list[tuple[list[str], str]]:
    """The (args, stdin) runs declared in a program's header."""
    runs: list[tuple[list[str], str]] = []
    with open(path, encoding="latin-1") as fh:
        for line in fh:
            if line.startswith("# RUN:"):
                runs.append((line[6:].split(), ""))
            elif line.startswith("# STDIN:") and runs:
                runs[-1] = (runs[-1][0], line[8:].strip().replace("\\n", "\n").replace("\\r", "\r"))
    return runs


def record(jar: str, path: str) -> list[dict]:
    """Run ``path``'s declared runs with ``jar`` (MARS or RARS: the same command-line shape)."""
    folder, name = os.path.split(os.path.abspath(path))
    results = []
    for args, stdin in runs_of(path):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "dump.out")
            argv = [a.replace("{FILE}", name).replace("{OUT}", out) for a in args]
            p = subprocess.run(
                ["java", "-jar", jar, *argv],
                cwd=folder,
                input=stdin.encode(),
                capture_output=True,
                timeout=60,
            )
            dump = None
            if os.path.exists(out):
                with open(out, "rb") as fh:
                    dump = fh.read().decode("latin-1")
        err = "\n".join(
            x
            for x in p.stderr.decode("utf-8", "replace").split("\n")
            if "prefs" not in x and "Created user preferences" not in x
        )
        results.append(
            {
                "args": args,
                "stdin": stdin,
                # a dump's error message names its file: recorded as {OUT}
                "stdout": p.stdout.decode("utf-8", "replace").replace(out, "{OUT}")
                .replace(folder, "{DIR}"),
                "stderr": err.replace(out, "{OUT}").replace(folder, "{DIR}"),
                "rc": p.returncode,
                "dump": dump,
            }
        )
    return results


# ------------------------------------------------------------------ generated programs
def _operand(kind: str, rng: random.Random, labels: list[str]) -> str:
    if kind.startswith("$f"):
        return f"$f{rng.randrange(0, 32, 2)}"
    if kind.startswith("$"):
        return f"${rng.choice(['t0', 't1', 't2', 's0', 's1', 'a0', 'v1', '8', '25'])}"
    if kind == "10":
        return str(rng.randrange(32))
    if kind == "-100":
        return str(rng.choice([rng.randrange(-32768, 0), rng.randrange(32768), rng.randrange(32)]))
    if kind == "100":
        return str(rng.choice([rng.randrange(65536), rng.randrange(32)]))
    if kind == "100000":
        return rng.choice(
            [
                str(rng.randrange(-(1 << 31), 1 << 31)),
                hex(rng.randrange(1 << 32)),
                str(rng.randrange(-40000, 70000)),
            ]
        )
    return rng.choice(labels)


def _instance(example: str, rng: random.Random, labels: list[str]) -> str:
    op, _, rest = example.partition(" ")
    out = ""
    tok = ""
    for c in rest + "\0":
        if c in ",()+\0":
            if tok:
                kind = "label" if tok in ("label", "target") else tok
                out += _operand(kind, rng, labels)
            tok = ""
            out += "" if c == "\0" else c
        else:
            tok += c
    return f"{op} {out}"


def generate(
    rng_seed: int,
    count: int,
    prefix: str = "gen_pseudo",
    runs: tuple[str, ...] = (
        "nc a dump .text HexText {OUT} {FILE}",
        "nc a db dump .text HexText {OUT} {FILE}",
        "nc a dump .text SegmentWindow {OUT} {FILE}",
        "nc a dump .data SegmentWindow {OUT} {FILE}",
    ),
    space: int = 70000,
    mnemonics: tuple[str, ...] = (),
) -> None:
    rng = random.Random(rng_seed)
    rows = [r[0] for r in PSEUDO_ROWS if not mnemonics or r[0].split()[0] in mnemonics]
    for k in range(count):
        labels = ["d1", "d2", "t1", "t2"]
        lines = [f"# generated by scripts/oracles/record_mars.py (seed {rng_seed}, program {k})"]
        lines += [f"# RUN: {run}" for run in runs]
        lines += [
            ".data",
            "d1: .word 1, 2, 3",
            ".space " + str(rng.randrange(0, space, 4)),
            "d2: .word 4",
            ".text",
            "t1:",
        ]
        for _ in range(60):
            lines.append("  " + _instance(rng.choice(rows), rng, labels))
            if rng.random() < 0.1:
                lines.append("t2:" if "t2:" not in lines else "  nop")
        if "t2:" not in lines:
            lines.append("t2:")
        with open(os.path.join(DATA, f"{prefix}_{k:02d}.asm"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


_ALU3 = (
    "add",
    "addu",
    "sub",
    "subu",
    "and",
    "or",
    "xor",
    "nor",
    "slt",
    "sltu",
    "sllv",
    "srlv",
    "srav",
    "mul",
    "movn",
    "movz",
)
_ALUI = ("addiu", "slti", "sltiu", "andi", "ori", "xori")
_HILO = ("mult", "multu", "div", "divu", "madd", "maddu", "msub", "msubu")


def generate_alu(seed: int, count: int) -> None:
    """Programs that run every integer ALU instruction on random values and print results."""
    rng = random.Random(seed)

    def val() -> str:
        return str(
            rng.choice(
                [
                    rng.randrange(-(1 << 31), 1 << 31),
                    rng.randrange(-40, 40),
                    0x7FFFFFFF,
                    -0x80000000,
                    -1,
                    0,
                ]
            )
        )

    for k in range(count):
        lines = [
            f"# generated by scripts/oracles/record_mars.py (seed {seed}, program {k})",
            "# RUN: nc {FILE} $t0 $t1 $t2 $t3",
            ".text",
            "li $t4, 0",
            "mthi $t4",
            "mtlo $t4",
        ]
        for _ in range(40):
            lines += [f"li $t1, {val()}", f"li $t2, {val()}"]
            kind = rng.randrange(5)
            if kind == 0:
                op = rng.choice(_ALU3)
                if op in ("add", "sub"):
                    op += "u"  # keep running: overflow traps have their own programs
                lines.append(f"{op} $t0, $t1, $t2")
            elif kind == 1:
                op = rng.choice(_ALUI)
                imm = (
                    rng.randrange(-32768, 32768)
                    if op in ("addiu", "slti", "sltiu")
                    else rng.randrange(65536)
                )
                lines.append(f"{op} $t0, $t1, {imm}")
            elif kind == 2:
                op = rng.choice(("sll", "srl", "sra"))
                lines.append(f"{op} $t0, $t1, {rng.randrange(32)}")
            elif kind == 3:
                op = rng.choice(_HILO)
                if op.startswith("div"):
                    lines.append(f"ori $t2, $t2, {rng.randrange(1, 9)}")  # no zero divisor
                lines += [f"{op} $t1, $t2", "mfhi $t3", "mflo $t0"]
            else:
                op = rng.choice(("clz", "clo", "lui"))
                lines.append(
                    f"lui $t0, {rng.randrange(65536)}" if op == "lui" else f"{op} $t0, $t1"
                )
            lines += [
                "move $a0, $t0",
                "li $v0, 34",
                "syscall",
                "li $a0, 32",
                "li $v0, 11",
                "syscall",
            ]
            if kind == 3:
                lines += [
                    "move $a0, $t3",
                    "li $v0, 34",
                    "syscall",
                    "li $a0, 32",
                    "li $v0, 11",
                    "syscall",
                ]
        with open(os.path.join(DATA, f"gen_alu_{k:02d}.asm"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


_FP2 = ("add", "sub", "mul", "div")
_FP1 = ("sqrt", "abs", "neg", "mov", "floor.w", "ceil.w", "round.w", "trunc.w")
_FPV = ("0.0", "-0.0", "1.0", "-2.5", "3.75", "1e30", "-1e-30", "2.5", "0.5", "-0.5", "1.5",
        "2147483648.0", "-3e9", "123456.789", "7.0e-3")  # fmt: skip


def generate_fpu(seed: int, count: int) -> None:
    """Programs that run every FP instruction on random values and print the raw bits."""
    rng = random.Random(seed)
    for k in range(count):
        vals = [rng.choice(_FPV) for _ in range(16)]
        lines = [f"# generated by scripts/oracles/record_mars.py (seed {seed}, program {k})",
                 "# RUN: nc {FILE}", ".data", "fs: .float " + ", ".join(vals),
                 "fd: .double " + ", ".join(vals), ".text"]  # fmt: skip
        for _ in range(40):
            w = rng.choice("sd")
            size = 4 if w == "s" else 8
            load = "lwc1" if w == "s" else "ldc1"
            a, b = rng.randrange(16), rng.randrange(16)
            lines += [
                f"la $t0, f{w}",
                f"{load} $f2, {a * size}($t0)",
                f"{load} $f4, {b * size}($t0)",
            ]
            kind = rng.randrange(4)
            if kind == 0:
                lines.append(f"{rng.choice(_FP2)}.{w} $f6, $f2, $f4")
            elif kind == 1:
                lines.append(f"{rng.choice(_FP1)}.{w} $f6, $f2")
            elif kind == 2:
                cc = rng.randrange(8)
                lines += [f"c.{rng.choice(('eq', 'lt', 'le'))}.{w} {cc}, $f2, $f4",
                          "li $t1, 0", "li $t2, 1", f"movt $t1, $t2, {cc}",
                          f"mov.{w} $f6, $f4", f"movf.{w} $f6, $f2, {cc}",
                          "mtc1 $t1, $f7" if w == "s" else "nop"]  # fmt: skip
            else:
                conv = rng.choice(
                    ("cvt.s.d", "cvt.d.s", "cvt.w.s", "cvt.w.d", "cvt.s.w", "cvt.d.w")
                )
                src = conv[-1]
                if src == "w":
                    lines.append(f"li $t3, {rng.randrange(-(1 << 31), 1 << 31)}")
                    lines.append("mtc1 $t3, $f2")
                elif src != w:
                    lines.append(f"{'cvt.s.d' if src == 's' else 'cvt.d.s'} $f2, $f2")
                lines.append(f"{conv} $f6, $f2")
            for reg in ("$f6", "$f7"):
                lines += [f"mfc1 $a0, {reg}", "li $v0, 34", "syscall", "li $a0, 32", "li $v0, 11",
                          "syscall"]  # fmt: skip
            lines += ["li $a0, 10", "li $v0, 11", "syscall"]
        with open(os.path.join(DATA, f"gen_fpu_{k:02d}.asm"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


_EXEC_SKIP = ("lw", "sw", "lh", "sh", "lb", "sb", "lhu", "lbu", "lwl", "swl", "lwr", "swr", "ll",
              "sc", "lwc1", "ldc1", "swc1", "sdc1", "l.s", "s.s", "l.d", "s.d", "ulw", "ulh",
              "ulhu", "usw", "ush", "ld", "sd", "mfc1.d", "mtc1.d", "la")  # fmt: skip


def generate_exec(seed: int, count: int) -> None:
    """Programs that *run* random non-memory pseudo-instructions (branches only forward) and
    show every register at the end: MARS's expansions executed, not only encoded."""
    rng = random.Random(seed)
    rows = [r[0] for r in PSEUDO_ROWS if r[0].split()[0] not in _EXEC_SKIP]
    regs = " ".join(f"$t{k}" for k in range(10)) + " " + " ".join(f"$s{k}" for k in range(8))
    for k in range(count):
        lines = [f"# generated by scripts/oracles/record_mars.py (seed {seed}, program {k})",
                 f"# RUN: nc {{FILE}} {regs} $v1 $a0 $at", ".text"]  # fmt: skip
        for r in ("t0", "t1", "t2", "s0", "s1", "a0", "v1"):
            value = rng.choice([rng.randrange(-(1 << 31), 1 << 31), rng.randrange(-99, 99)])
            lines.append(f"li ${r}, {value}")
        for n in range(60):
            here = f"L{n}"
            ex = rng.choice(rows)
            while ex.split()[0] in ("div", "divu", "rem", "remu", "mulo", "mulou") and "$t3" in ex:
                ex = rng.choice(rows)  # register divisors may be 0: MARS then breaks
            inst = _instance(ex, rng, [f"L{n + 1 + rng.randrange(3)}"])
            lines += [f"{here}:", "  " + inst.replace("$8", "$t8").replace("$25", "$t9")]
        lines += [f"L{n}:" for n in range(60, 64)]
        with open(os.path.join(DATA, f"gen_exec_{k:02d}.asm"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


_MEM_OPS = {"lw": 4, "sw": 4, "lh": 2, "sh": 2, "lhu": 2, "lb": 1, "sb": 1, "lbu": 1,
            "ulw": 1, "usw": 1, "ulh": 1, "ulhu": 1, "ush": 1, "ld": 4, "sd": 4, "lwl": 1,
            "lwr": 1, "swl": 1, "swr": 1}  # fmt: skip


def generate_mem_exec(seed: int, count: int) -> None:
    """Programs that run random load/store forms (label, label+k, k($s0), ($s0)) on a data
    block and show registers and the block at the end."""
    rng = random.Random(seed)
    for k in range(count):
        lines = [f"# generated by scripts/oracles/record_mars.py (seed {seed}, program {k})",
                 "# RUN: nc {FILE} $t0 $t1 $t2 $t3 $t4 $t5 0x10010000-0x10010080",
                 ".data"]  # fmt: skip
        words = [rng.randrange(1 << 32) for _ in range(32)]
        lines.append("blk: .word " + ", ".join(hex(w) for w in words))
        lines += [".text", "  la $s0, blk"]
        for _ in range(50):
            op = rng.choice(list(_MEM_OPS))
            align = _MEM_OPS[op]
            reg = rng.choice(["$t0", "$t1", "$t2", "$t4"])
            off = rng.randrange(0, 112 // align) * align
            form = rng.randrange(4)
            if form == 0:
                addr = f"blk+{off}" if off else "blk"
            elif form == 1:
                addr = f"{off}($s0)"
            elif form == 2:
                addr = "($s0)"
            else:
                addr = f"blk+{off}($zero)" if off else "blk($zero)"
            lines.append(f"  {op} {reg}, {addr}")
        with open(os.path.join(DATA, f"gen_mem_{k:02d}.asm"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mars", required=True, help="the MARS 4.5 jar")
    ap.add_argument("--generate", action="store_true", help="rewrite the generated programs")
    ap.add_argument("only", nargs="*", help="record only these programs")
    a = ap.parse_args()
    if a.generate:
        generate(13, 12)
        generate_alu(31, 6)
        generate_fpu(47, 4)
        compact = ("nc a mc CompactDataAtZero dump .text HexText {OUT} {FILE}",
                   "nc a mc CompactTextAtZero dump .text HexText {OUT} {FILE}",
                   "nc a mc CompactTextAtZero dump .text SegmentWindow {OUT} {FILE}")  # fmt: skip
        generate(101, 4, "gen_compact", compact, space=2000)
        multi = ("ulw", "ulh", "ulhu", "usw", "ush", "ld", "sd")
        generate(7, 3, "gen_multi", mnemonics=multi)
        generate_exec(23, 8)
        generate_mem_exec(29, 6)
    record_folder(a.mars, DATA, ".asm", a.only)
    return 0


def record_folder(jar: str, folder: str, ext: str, only: list[str]) -> None:
    """Record the programs ``only`` (default: every ``*ext`` in ``folder`` declaring runs)
    into their ``NAME.expected.json``."""
    names = only or sorted(f for f in os.listdir(folder) if f.endswith(ext))
    for name in names:
        path = os.path.join(folder, os.path.basename(name))
        if not runs_of(path):
            continue
        res = record(jar, path)
        with open(path[: -len(ext)] + ".expected.json", "w") as fh:
            json.dump(res, fh, indent=1)
        print(f"{name}: {len(res)} runs")


if __name__ == "__main__":
    sys.exit(main())
