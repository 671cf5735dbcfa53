"""Record RARS 1.6's floating-point results and fflags as test data (needs Java; run by hand).

For every RV32F/D computational instruction this generates a few hundred operand sets (special
values, random bit patterns, and operands built to hit ties, cancellation, overflow, underflow
and the RARS quirks), runs one table-driven RISC-V program per instruction under the real RARS
(``java -jar /work/oracle/rars.jar nc prog.s``), and writes
``tests/data/fpu/rars_<mnemonic>.txt`` with lines ``rm rs1 rs2 rs3 result fflags`` (hex; ``-``
for an operand the instruction does not have). The tests replay these files without Java.

Usage: python3 scripts/oracles/record_fpu_oracle.py [--jar PATH] [--per-op N] [MNEMONIC ...]
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from rarslite.machine.riscv import fpu  # noqa: E402  (used only to build cancelling fma operands)

BOX = 0xFFFFFFFF_00000000

# kind of each operand: F = FP register, I = integer register; dest: F or I; rm: has rm field
SPECS: dict[str, tuple[str, str, bool]] = {}
for fmt in "sd":
    for name in ("fadd", "fsub", "fmul", "fdiv"):
        SPECS[f"{name}.{fmt}"] = ("FF", "F", True)
    SPECS[f"fsqrt.{fmt}"] = ("F", "F", True)
    for name in ("fmadd", "fmsub", "fnmadd", "fnmsub"):
        SPECS[f"{name}.{fmt}"] = ("FFF", "F", True)
    for name in ("fmin", "fmax", "fsgnj", "fsgnjn", "fsgnjx"):
        SPECS[f"{name}.{fmt}"] = ("FF", "F", False)
    for name in ("feq", "flt", "fle"):
        SPECS[f"{name}.{fmt}"] = ("FF", "I", False)
    SPECS[f"fclass.{fmt}"] = ("F", "I", False)
    SPECS[f"fcvt.w.{fmt}"] = ("F", "I", True)
    SPECS[f"fcvt.wu.{fmt}"] = ("F", "I", True)
    SPECS[f"fcvt.{fmt}.w"] = ("I", "F", True)
    SPECS[f"fcvt.{fmt}.wu"] = ("I", "F", True)
SPECS["fcvt.s.d"] = ("F", "F", True)
SPECS["fcvt.d.s"] = ("F", "F", True)
SPECS["fmv.x.w"] = ("F", "I", False)
SPECS["fmv.w.x"] = ("I", "F", False)


class Fmt:
    def __init__(self, fbits: int, ebits: int) -> None:
        self.fbits, self.ebits = fbits, ebits
        self.bias = (1 << (ebits - 1)) - 1
        self.emax_field = (1 << ebits) - 1
        self.width = 1 + fbits + ebits

    def make(self, sign: int, field: int, frac: int) -> int:
        return sign << (self.width - 1) | field << self.fbits | frac

    def specials(self) -> list[int]:
        fb, top = self.fbits, self.emax_field
        vals = [0, 1, (1 << fb) - 1, 1 << fb, self.make(0, self.bias, 0),
                self.make(0, self.bias, 1 << (fb - 1)), self.make(0, self.bias + 1, 0),
                self.make(0, top - 1, (1 << fb) - 1), self.make(0, top, 0),
                self.make(0, top, 1 << (fb - 1)), self.make(0, top, (1 << (fb - 1)) | 0x123),
                self.make(0, top, 1), self.make(0, top, 0x5A5A), self.make(0, self.bias - 1, 0),
                self.make(0, self.bias + 30, 0), self.make(0, self.bias + 31, 0),
                self.make(0, self.bias + 31, 1 << (fb - 1)), self.make(0, self.bias + 32, 0),
                self.make(0, 1, 0), self.make(0, 1, 1)]
        return vals + [v | 1 << (self.width - 1) for v in vals]

    def structured(self, rng: random.Random, center: int | None = None) -> int:
        """A value with a chosen exponent region and a dense, sparse or tie-prone fraction."""
        r = rng.random()
        if center is not None:
            field = center + rng.randint(-3, 3)
        elif r < 0.35:
            field = self.bias + rng.randint(-8, 8)
        elif r < 0.5:
            field = rng.randint(0, 3)  # subnormal / smallest normals
        elif r < 0.6:
            field = self.emax_field - rng.randint(1, 3)
        elif r < 0.75:
            field = self.bias + rng.randint(-2, 34)  # integer conversion range
        else:
            field = rng.randint(0, self.emax_field - 1)
        field = max(0, min(self.emax_field - 1, field))
        q = rng.random()
        if q < 0.4:
            frac = rng.getrandbits(self.fbits)
        elif q < 0.7:  # few significant bits: exact results and ties
            frac = rng.getrandbits(rng.randint(0, 6)) << (self.fbits - 6)
        elif q < 0.85:  # all ones / low bits set: carries
            frac = ((1 << self.fbits) - 1) ^ rng.getrandbits(rng.randint(0, 3))
        else:
            frac = rng.getrandbits(rng.randint(1, self.fbits))
        return self.make(rng.getrandbits(1), field, frac)

    def any(self, rng: random.Random, specials: list[int]) -> int:
        r = rng.random()
        if r < 0.15:
            return rng.choice(specials)
        if r < 0.3:
            return rng.getrandbits(self.width)
        return self.structured(rng)

    def field(self, v: int) -> int:
        return (v >> self.fbits) & self.emax_field


F32, F64 = Fmt(23, 8), Fmt(52, 11)


def operands(name: str, rng: random.Random) -> list[int]:
    """Raw register values (64-bit for FP, 32-bit for integer) for one case."""
    kinds, _, _ = SPECS[name]
    fmt_char = name.split(".")[-1] if kinds[0] == "F" else name.split(".")[1]
    if name == "fcvt.d.s":
        fmt = F32
    elif name == "fcvt.s.d":
        fmt = F64
    else:
        fmt = F32 if fmt_char in ("s", "w", "x") else F64
    sp = fmt.specials()
    box = (lambda v: BOX | v) if fmt is F32 else (lambda v: v)
    if kinds == "I" or name in ("fmv.w.x",):
        r = rng.random()
        if r < 0.3:
            v = rng.getrandbits(rng.randint(1, 32))
        elif r < 0.5:
            v = rng.choice([0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x01000001, 0x7FFFFFC0,
                            0x00FFFFFF, 0x01000003, 0xFF000001, 0x80000001, 0x7FFFFF80])
        elif r < 0.75:  # ties for float conversion: a 25..32-bit value ending in ...1000
            bits = rng.randint(25, 32)
            v = (1 << (bits - 1)) | (rng.getrandbits(bits - 2) & ~0xFF) | rng.choice([0x80, 0x40,
                                                                                      0xC0, 0x7F])
        else:
            v = rng.getrandbits(32)
        return [v & 0xFFFFFFFF]
    if fmt is F32 and rng.random() < 0.03:
        # not NaN-boxed: RARS reads the canonical NaN for single operands
        return [rng.getrandbits(64) & ~BOX | rng.getrandbits(31) << 32
                for _ in kinds]
    a = fmt.any(rng, sp)
    if len(kinds) == 1:
        if name.startswith("fcvt.w") and rng.random() < 0.5:
            # values around integer boundaries, often exact halves
            k = rng.choice([rng.randint(-8, 8), rng.randint(-(1 << 33), 1 << 33),
                            rng.choice([2**31 - 1, 2**31, -(2**31), 2**32 - 1, 2**32])])
            x = k + rng.choice([0, 0.5, 0.25, 0.75, -0.5, 0.5])
            a = _to_bits(fmt, x)
        return [box(a)]
    b = fmt.any(rng, sp)
    if rng.random() < 0.3 and fmt.field(a) not in (0, fmt.emax_field):
        # nearby exponents (add/sub cancellation and ties; mul/div around the limits)
        b = fmt.structured(rng, center=fmt.field(a) + rng.randint(-fmt.fbits - 2, 2))
    if name.startswith(("fmul", "fdiv", "fm", "fn")) and rng.random() < 0.3:
        # products/quotients near the overflow or underflow threshold
        target = rng.choice([1, fmt.emax_field - 1, -fmt.fbits])
        fa = fmt.field(a) or 1
        fb = (target + fmt.bias - fa) if name.startswith(("fmul", "fm", "fn")) else \
            (fa - target + fmt.bias)
        b = fmt.structured(rng, center=max(0, min(fmt.emax_field - 1, fb)))
    if len(kinds) == 2:
        return [box(a), box(b)]
    c = fmt.any(rng, sp)
    r = rng.random()
    if r < 0.35:
        # addend cancelling (most of) the product
        prod, _ = fpu.OPS["fmul." + ("s" if fmt is F32 else "d")](box(a), box(b), rng.randint(0, 4))
        prod &= (1 << fmt.width) - 1
        c = prod ^ (1 << (fmt.width - 1))
        if rng.random() < 0.5:
            c ^= rng.getrandbits(3)
    elif r < 0.45:
        c = rng.choice([0, 1 << (fmt.width - 1)])
    return [box(a), box(b), box(c)]


B = BOX
# hand-picked cases (rm, operands) that pin RARS's departures from IEEE / RISC-V
HANDPICKED: dict[str, list[tuple[int, list[int]]]] = {
    # tininess judged before rounding: rounds up to the smallest normal yet raises UF
    "fcvt.s.d": [(0, [0x380FFFFFFFFFFFFF]), (3, [0x380FFFFFF0000000]), (1, [0x380FFFFFFFFFFFFF]),
                 # rounding up to 2**128: infinity with NX but no OF
                 (0, [0x47EFFFFFFFFFFFFF]), (4, [0xC7EFFFFFF0000000]), (3, [0x47EFFFFFE0000001]),
                 (1, [0x47EFFFFFFFFFFFFF]), (0, [0x7FF0000000000001]), (0, [0xFFF8000000000123])],
    "fadd.s": [(3, [B | 0x7F7FFFFF, B | 0x00000001]), (0, [B | 0x7F7FFFFF, B | 0x73000000]),
               (2, [B | 0x3F800000, B | 0xBF800000]), (0, [B | 0x00800000, B | 0x80000001]),
               (0, [B | 0x7F800001, B | 0x3F800000]), (0, [B | 0x3F800000, B | 0xFFC00123])],
    "fmul.s": [(0, [B | 0x3F7FFFFF, B | 0x00800001]), (3, [B | 0x3F7FFFFF, B | 0x00800000]),
               (0, [B | 0x3F7FFFFF, B | 0x00800000]), (4, [B | 0x3F800001, B | 0x7F7FFFFF])],
    "fmul.d": [(0, [0x3FEFFFFFFFFFFFFF, 0x0010000000000000]),
               (3, [0x3FEFFFFFFFFFFFFF, 0x0010000000000001]),
               (0, [0x3FF0000000000001, 0x7FEFFFFFFFFFFFFF])],
    # exact cancellation gives +0 even in RDN; a small product plus a zero of opposite sign
    "fmadd.s": [(2, [B | 0x3F800000, B | 0x3F800000, B | 0xBF800000]),
                (0, [B | 0x3DCCCCCD, B | 0x3DCCCCCD, B | 0x80000000]),
                (0, [B | 0x3F800000, B | 0x3F800000, B | 0x80000000]),
                (0, [B | 0x3F000000, B | 0x3F000000, B | 0x80000000]),
                (0, [B | 0x3F000000, B | 0xBF000000, B | 0x00000000]),
                (2, [B | 0x3E800000, B | 0x3F000000, B | 0x80000000]),
                (0, [B | 0x7F800000, B | 0x00000000, B | 0x3F800000])],
    "fmadd.d": [(2, [0x3FF0000000000000, 0x3FF0000000000000, 0xBFF0000000000000]),
                (0, [0x3FB999999999999A, 0x3FB999999999999A, 0x8000000000000000])],
    "fnmadd.s": [(0, [B | 0x7FC00001, B | 0x3F800000, B | 0x3F800000]),
                 (0, [B | 0x7F800000, B | 0x00000000, B | 0x3F800000]),
                 (2, [B | 0x3F800000, B | 0x3F800000, B | 0xBF800000])],
    "fmsub.s": [(0, [B | 0x3F800000, B | 0x3F800000, B | 0x7F800123])],
    "fnmsub.d": [(0, [0x3FF0000000000000, 0x3FF0000000000000, 0xFFF8000000000042]),
                 (3, [0x3FF0000000000000, 0x3FF0000000000000, 0x3FF0000000000000])],
    # an infinite first operand compares as if its sign were flipped
    "flt.s": [(0, [B | 0x7F800000, B | 0x3F800000]), (0, [B | 0xFF800000, B | 0x7F800000]),
              (0, [B | 0x7F800000, B | 0xFF800000]), (0, [B | 0x3F800000, B | 0x7F800000]),
              (0, [B | 0xFF800000, B | 0x00000000])],
    "fle.d": [(0, [0x7FF0000000000000, 0x3FF0000000000000]),
              (0, [0xFFF0000000000000, 0xC000000000000000]),
              (0, [0x7FF0000000000000, 0x7FF0000000000000])],
    "feq.s": [(0, [B | 0x7F800000, B | 0xFF800000]), (0, [0x3F800000, 0x3F800000])],
    # RNE float->int: ties away from zero unless the truncation is 0
    "fcvt.w.s": [(0, [B | 0x40200000]), (0, [B | 0x3F000000]), (0, [B | 0xC0200000]),
                 (0, [B | 0x3FC00000]), (0, [B | 0xBF000000]), (0, [B | 0x4F000000]),
                 (0, [B | 0xCF000000]), (2, [B | 0xBF000000]), (0, [B | 0x7FC00000])],
    "fcvt.wu.d": [(2, [0xBFE0000000000000]), (0, [0x41EFFFFFFFF00000]),
                  (1, [0xBFEFFFFFFFFFFFFF]), (0, [0x41F0000000000000]),
                  (0, [0xFFF0000000000000])],
    "fcvt.w.d": [(0, [0x41DFFFFFFFE00000]), (0, [0xC1E0000000100000]), (4, [0x4004000000000000])],
    "fcvt.d.s": [(0, [B | 0x7F800001]), (0, [0x3F800000]), (0, [B | 0xFFC12345])],
    "fdiv.s": [(3, [B | 0x4B7FFFFF, B | 0x3F800000]), (0, [B | 0x00000001, B | 0x40000000]),
               (0, [B | 0x3F800000, B | 0x00000000]), (0, [B | 0x80000000, B | 0x00000000])],
    "fsqrt.s": [(0, [B | 0xBF800000]), (0, [B | 0x80000000]), (0, [B | 0xFF800000]),
                (3, [B | 0x40000000]), (0, [B | 0x00000001]), (0, [B | 0xFF800001])],
    "fmin.s": [(0, [B | 0x7F800001, B | 0x3F800000]), (0, [B | 0x7FC00000, B | 0xFFC00000]),
               (0, [B | 0x80000000, B | 0x00000000])],
    "fmax.d": [(0, [0x7FF0000000000001, 0x7FF8000000000000]),
               (0, [0x0000000000000000, 0x8000000000000000])],
    "fsgnjx.s": [(0, [0x3F800000, B | 0xBF800000])],
    "fclass.s": [(0, [0x3F800000]), (0, [B | 0x7FBFFFFF])],
}


def crashes_rars(name: str, ops: list[int]) -> bool:
    """RARS 1.6 dies (NullPointerException) on an fma with a finite product and infinite addend."""
    if not name.startswith(("fmadd", "fmsub", "fnmadd", "fnmsub")):
        return False
    single = name.endswith(".s")
    f = fpu.S if single else fpu.D
    a, b, c = (fpu._single(v) if single else v for v in ops)

    def finite_nonzero(v: int) -> bool:
        return not fpu._is_nan(f, v) and not fpu._is_inf(f, v) and not fpu._is_zero(f, v)

    return finite_nonzero(a) and finite_nonzero(b) and fpu._is_inf(f, c)


def _to_bits(fmt: Fmt, x: float) -> int:
    import struct

    if fmt is F32:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def program(name: str, cases: list[tuple[int, list[int]]]) -> str:
    kinds, dest, has_rm = SPECS[name]
    lines = ["        .data", "        .align 3", "table:"]
    for rm, ops in cases:
        slots = ops + [0] * (3 - len(ops))
        for v in slots:
            lines.append(f"        .word 0x{v & 0xFFFFFFFF:08x}, 0x{v >> 32 & 0xFFFFFFFF:08x}")
        lines.append(f"        .word {rm}, 0")
    lines.append("buf:    .space 8")
    regs_f = ["ft1", "ft2", "ft3"]
    args = []
    for i, k in enumerate(kinds):
        args.append(regs_f[i] if k == "F" else "a1")
    rd = "ft0" if dest == "F" else "a2"
    body = f"        {name} {rd}, {', '.join(args)}"
    lines += [
        "        .text",
        "        la s0, table",
        f"        li s1, {len(cases)}",
        "loop:   fld ft1, 0(s0)",
        "        fld ft2, 8(s0)",
        "        fld ft3, 16(s0)",
        "        lw a1, 0(s0)",
        "        lw t0, 24(s0)",
        "        fsrm t0",
        "        fsflags x0",
        body,
        "        frflags s2",
    ]
    if dest == "F":
        lines += ["        la t1, buf", "        fsd ft0, 0(t1)", "        lw a0, 4(t1)",
                  "        li a7, 34", "        ecall", "        lw a0, 0(t1)",
                  "        li a7, 34", "        ecall"]
    else:
        lines += ["        mv a0, a2", "        li a7, 34", "        ecall"]
    lines += [
        "        li a0, 32", "        li a7, 11", "        ecall",
        "        mv a0, s2", "        li a7, 1", "        ecall",
        "        li a0, 10", "        li a7, 11", "        ecall",
        "        addi s0, s0, 32", "        addi s1, s1, -1", "        bnez s1, loop",
        "        li a7, 10", "        ecall",
    ]
    return "\n".join(lines) + "\n"


def record(name: str, jar: str, per_op: int, seed: int, out_dir: Path) -> int:
    rng = random.Random(f"{seed}:{name}")
    kinds, dest, has_rm = SPECS[name]
    cases = list(HANDPICKED.get(name, []))
    while len(cases) < per_op + len(HANDPICKED.get(name, [])):
        ops = operands(name, rng)
        if not crashes_rars(name, ops):
            cases.append((rng.randint(0, 4) if has_rm else 0, ops))
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "case.s"
        src.write_text(program(name, cases))
        res = subprocess.run(["java", "-jar", jar, "nc", str(src)], capture_output=True,
                             text=True, timeout=600)
    got = re.findall(r"^(0x[0-9a-f]{8})(0x[0-9a-f]{8})? (\d+)$", res.stdout, re.M)
    if len(got) != len(cases):
        sys.exit(f"{name}: expected {len(cases)} results, got {len(got)}\n{res.stdout[-2000:]}"
                 f"\n{res.stderr[-2000:]}")
    out = [f"# RARS 1.6 results for {name}: rm rs1 rs2 rs3 result fflags (hex)"]
    for (rm, ops), (first, second, flags) in zip(cases, got, strict=True):
        result = int(first, 16) << 32 | int(second, 16) if second else int(first, 16)
        cols = [f"{v:x}" for v in ops] + ["-"] * (3 - len(ops))
        out.append(f"{rm} {' '.join(cols)} {result:x} {int(flags):x}")
    dest_file = out_dir / f"rars_{name}.txt"
    dest_file.write_text("\n".join(out) + "\n")
    return len(cases)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jar", default="/work/oracle/rars.jar")
    ap.add_argument("--per-op", type=int, default=300)
    ap.add_argument("--seed", type=int, default=229)
    ap.add_argument("--out", type=Path, default=ROOT / "tests" / "data" / "fpu",
                    help="directory for the rars_*.txt files (default: the test data)")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    total = 0
    for name in args.names or list(SPECS):
        total += record(name, args.jar, args.per_op, args.seed, args.out)
        print(name, file=sys.stderr)
    print(f"recorded {total} cases", file=sys.stderr)


if __name__ == "__main__":
    main()
