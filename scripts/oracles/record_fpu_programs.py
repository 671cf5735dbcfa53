"""Record whole random floating-point programs under RARS 1.6 (needs Java; run by hand).

Each program loads random singles and doubles into the 32 FP registers and random integers
into s2..s11, then runs a few hundred random RV32F/D instructions (static and dynamic rounding
modes, frm changes, NaN-boxing through fmv/flw/fsw, integer conversions) and prints every
destination register and fcsr after each instruction. The programs and RARS's exact stdout go
to ``tests/data/fpu/programs/`` (``fp_prog_N.s`` / ``fp_prog_N.out``); the tests run them
through ``rarslite rars`` without Java. This checks the machine's use of the FPU (operand
order, rounding-mode resolution, flag accumulation, NaN-boxing) as well as the FPU itself.

Usage: python3 scripts/oracles/record_fpu_programs.py [--jar PATH] [--count N] [--length N]
"""

from __future__ import annotations

import argparse
import random
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "fpu" / "programs"

RMS = ["rne", "rtz", "rdn", "rup", "rmm", "dyn"]
INT_REGS = [f"s{i}" for i in range(2, 12)]

# mnemonic: (operand kinds after rd, rd kind, takes rm); F = FP register, X = integer register
OPS: dict[str, tuple[str, str, bool]] = {}
for fmt in "sd":
    for op in ("fadd", "fsub", "fmul", "fdiv"):
        OPS[f"{op}.{fmt}"] = ("FF", "F", True)
    OPS[f"fsqrt.{fmt}"] = ("F", "F", True)
    for op in ("fmadd", "fmsub", "fnmadd", "fnmsub"):
        OPS[f"{op}.{fmt}"] = ("FFF", "F", True)
    for op in ("fmin", "fmax", "fsgnj", "fsgnjn", "fsgnjx"):
        OPS[f"{op}.{fmt}"] = ("FF", "F", False)
    for op in ("feq", "flt", "fle"):
        OPS[f"{op}.{fmt}"] = ("FF", "X", False)
    OPS[f"fclass.{fmt}"] = ("F", "X", False)
    OPS[f"fcvt.w.{fmt}"] = ("F", "X", True)
    OPS[f"fcvt.wu.{fmt}"] = ("F", "X", True)
    OPS[f"fcvt.{fmt}.w"] = ("X", "F", True)
    OPS[f"fcvt.{fmt}.wu"] = ("X", "F", True)
OPS["fcvt.s.d"] = ("F", "F", True)
OPS["fcvt.d.s"] = ("F", "F", True)
OPS["fmv.x.w"] = ("F", "X", False)
OPS["fmv.w.x"] = ("X", "F", False)


def rand_single(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.6:
        x = rng.choice([rng.uniform(-10, 10), rng.uniform(-1e6, 1e6), rng.choice([0.5, 1.5, 2.5])])
        return struct.unpack("<I", struct.pack("<f", x))[0]
    if r < 0.8:
        return rng.choice([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 1,
                           0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0x4F000000, 0xCF000000])
    return rng.getrandbits(32)


def rand_double(rng: random.Random) -> int:
    r = rng.random()
    if r < 0.6:
        x = rng.choice([rng.uniform(-10, 10), rng.uniform(-1e9, 1e9), rng.choice([0.5, 2.5, -3.5])])
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    if r < 0.8:
        return rng.choice([0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000,
                           0x7FF8000000000000, 0x7FF0000000000001, 1, 0x0010000000000000,
                           0x7FEFFFFFFFFFFFFF, 0x41DFFFFFFFC00000, 0xC1E0000000000000])
    return rng.getrandbits(64)


def program(rng: random.Random, length: int) -> str:
    data = ["        .data", "        .align 3", "init:"]
    for _ in range(32):
        if rng.random() < 0.5:
            v = 0xFFFFFFFF_00000000 | rand_single(rng)
        else:
            v = rand_double(rng)
        data.append(f"        .word 0x{v & 0xFFFFFFFF:08x}, 0x{v >> 32:08x}")
    data += ["buf:    .space 8", "sp1:    .space 4"]
    text = ["        .text", "        la t0, init"]
    text += [f"        fld f{i}, {8 * i}(t0)" for i in range(32)]
    for reg in INT_REGS:
        v = rng.choice([rng.getrandbits(32), rng.randint(-100, 100) & 0xFFFFFFFF,
                        rng.choice([0x7FFFFFFF, 0x80000000, 0x01000001, 0xFFFFFFFF])])
        text.append(f"        li {reg}, 0x{v:08x}")
    names = sorted(OPS)
    for _ in range(length):
        r = rng.random()
        if r < 0.04:
            text += [f"        li t1, {rng.randint(0, 4)}", "        fsrm t1"]
            text += dump_csr()
            continue
        if r < 0.07:  # through memory: fsw keeps the low 32 bits, flw boxes them
            a, b = rng.randrange(32), rng.randrange(32)
            text += ["        la t0, sp1", f"        fsw f{a}, 0(t0)", f"        flw f{b}, 0(t0)"]
            text += dump_f(b)
            continue
        name = rng.choice(names)
        kinds, dest, has_rm = OPS[name]
        operands = [f"f{rng.randrange(32)}" if k == "F" else rng.choice(INT_REGS) for k in kinds]
        rd = f"f{rng.randrange(32)}" if dest == "F" else rng.choice(INT_REGS)
        rm = [rng.choice(RMS)] if has_rm and rng.random() < 0.6 else []
        text.append(f"        {name} {', '.join([rd, *operands, *rm])}")
        text += dump_f(int(rd[1:])) if dest == "F" else dump_x(rd)
        text += dump_csr()
    text += ["        li a7, 10", "        ecall"]
    helpers = [
        "hex:    li a7, 34", "        ecall", "        li a0, 32", "        li a7, 11",
        "        ecall", "        ret",
        "pbuf:   mv s1, ra", "        la t0, buf", "        lw a0, 4(t0)", "        jal hex",
        "        la t0, buf", "        lw a0, 0(t0)", "        jal hex", "        mv ra, s1",
        "        ret",
        "pcsr:   frcsr a0", "        li a7, 1", "        ecall", "        li a0, 10",
        "        li a7, 11", "        ecall", "        ret",
    ]
    return "\n".join(data + text + helpers) + "\n"


def dump_f(reg: int) -> list[str]:
    return ["        la t0, buf", f"        fsd f{reg}, 0(t0)", "        jal pbuf"]


def dump_x(reg: str) -> list[str]:
    return [f"        mv a0, {reg}", "        jal hex"]


def dump_csr() -> list[str]:
    return ["        jal pcsr"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jar", default="/work/oracle/rars.jar")
    ap.add_argument("--count", type=int, default=6)
    ap.add_argument("--length", type=int, default=300)
    ap.add_argument("--seed", type=int, default=229)
    ap.add_argument("--out", type=Path, default=OUT, help="output folder (default: test data)")
    args = ap.parse_args()
    out_dir = args.out
    out_dir.mkdir(parents=True, exist_ok=True)
    made, attempt = 0, 0
    while made < args.count:
        rng = random.Random(f"{args.seed}:{attempt}")
        attempt += 1
        src = out_dir / f"fp_prog_{made}.s"
        src.write_text(f"# random FP program (seed {args.seed}:{attempt - 1})\n"
                       + program(rng, args.length))
        res = subprocess.run(["java", "-jar", args.jar, "nc", src.name], cwd=out_dir,
                             capture_output=True, timeout=600)
        if res.returncode != 0 or res.stderr:
            # RARS 1.6 crashes on an fma with a finite product and an infinite addend
            print(f"attempt {attempt - 1}: RARS failed, trying another program", file=sys.stderr)
            src.unlink()
            continue
        (out_dir / f"fp_prog_{made}.out").write_bytes(res.stdout)
        made += 1
    print(f"recorded {made} programs in {out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
