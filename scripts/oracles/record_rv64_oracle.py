#!/usr/bin/env python3
"""Record RARS 1.6's 64-bit mode (``rv64``) as test data (needs Java and a RARS jar; by hand).

    python3 scripts/oracles/record_rv64_oracle.py [--jar /work/oracle-rars/rars.jar] [--seed N]

Writes into ``tests/data/rv64/`` our own test programs and what RARS does with them:

* ``int.s``, ``fp.s``, ``mem.s``, ``csr.s``, ``ecall.s`` (+ ``.args``, ``.stdin``): every
  RV64 instruction (and the RV32 ones, whose meaning changes with 64-bit registers) on edge
  and random operands, printing each 64-bit result as two hex words; ``.out`` / ``.code``
  are RARS's stdout and exit status for ``java -jar rars.jar nc ARGS rv64 NAME.s``;
* ``li.s`` / ``li.hex``: ``li`` with random 64-bit constants and RARS's text segment dump
  (``dump .text HexText``), compared word for word;
* ``rv32_errors.s`` / ``.out``: RV64-only forms assembled in 32-bit mode (RARS's errors).

tests/test_rv64_conformance.py replays them without Java.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "data" / "rv64"
M64 = (1 << 64) - 1

EDGES = [0, 1, 2, M64, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFF80000000,
         0x8000000000000000, 0x7FFFFFFFFFFFFFFF, 0x100000000, 31, 32, 33, 63, 64]  # fmt: skip

PRINT64 = """
# a0: print as two hex words and a newline (high word first)
p64:    mv   t6, a0
        srli a0, t6, 32
        li   a7, 34
        ecall
        mv   a0, t6
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        ret
"""


def li(reg: str, v: int) -> str:
    v &= M64
    return f"        li   {reg}, 0x{v:016x}\n"


def operands(rng: random.Random, n: int) -> list[tuple[int, int]]:
    pairs = [(a, b) for a in EDGES[:10] for b in (EDGES[0], EDGES[1], EDGES[3], EDGES[5],
                                                  EDGES[8], EDGES[12])]  # fmt: skip
    for _ in range(n):
        pairs.append((rng.getrandbits(64), rng.getrandbits(64)))
        pairs.append((rng.getrandbits(64), rng.randrange(64)))
    return pairs


RR = ["add", "sub", "sll", "srl", "sra", "slt", "sltu", "xor", "or", "and", "mul", "mulh",
      "mulhsu", "mulhu", "div", "divu", "rem", "remu", "addw", "subw", "sllw", "srlw",
      "sraw", "mulw", "divw", "divuw", "remw", "remuw"]  # fmt: skip
IMM = ["addi", "slti", "sltiu", "xori", "ori", "andi", "addiw"]
SHIFT = ["slli", "srli", "srai"]  # 6-bit amounts in rv64
SHIFTW = ["slliw", "srliw", "sraiw"]


def int_program(rng: random.Random) -> str:
    body = []
    for op in RR:
        for a, b in operands(rng, 6):
            body.append(li("s1", a) + li("s2", b) + f"        {op} a0, s1, s2\n        jal p64\n")
    for op in IMM:
        for imm in (0, 1, -1, 2047, -2048, rng.randrange(-2048, 2048)):
            for a in EDGES[:10] + [rng.getrandbits(64)]:
                body.append(li("s1", a) + f"        {op} a0, s1, {imm}\n        jal p64\n")
    for ops, top in ((SHIFT, 64), (SHIFTW, 32)):
        for op in ops:
            for sh in (0, 1, 31, top - 1, rng.randrange(top)):
                for a in EDGES[:10] + [rng.getrandbits(64)]:
                    body.append(li("s1", a) + f"        {op} a0, s1, {sh}\n        jal p64\n")
    for up in (0, 1, 0x7FFFF, 0x80000, 0xFFFFF, rng.randrange(1 << 20)):
        body.append(f"        lui  a0, {up}\n        jal p64\n")
        body.append(f"        auipc a0, {up}\n        sub a0, a0, gp\n        jal p64\n")
    body.append("        jal  a0, next\nnext:   jal p64\n")
    for name in ("negw", "sext.b", "sext.h", "sext.w", "zext.b", "zext.h", "zext.w"):
        for a in EDGES[:10]:
            body.append(li("s1", a) + f"        {name} a0, s1\n        jal p64\n")
    k = 0
    for a, b in [(x, y) for x in EDGES[:10] for y in (EDGES[3], EDGES[5], EDGES[8])]:
        for br in ("blt", "bltu", "bge", "bgeu", "beq", "bne"):
            k += 1  # RARS has no numeric local labels
            body.append(li("s1", a) + li("s2", b) + f"        li a0, 1\n"
                        f"        {br} s1, s2, b{k}\n        li a0, 0\nb{k}:    jal p64\n")
    end = "        li a7, 10\n        ecall\n"
    return ".text\nmain:\n        auipc gp, 0\n" + "".join(body) + end + PRINT64


FP_VALUES_D = [0, 0x8000000000000000, 0x3FF0000000000000, 0xBFF0000000000000,
               0x43E0000000000000, 0xC3E0000000000000, 0x43F0000000000000,
               0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
               0x3FE0000000000000, 0x3FF8000000000000, 0xC00C000000000000,
               0x41DFFFFFFFC00000, 0x4330000000000001]  # fmt: skip
FP_VALUES_S = [0, 0x80000000, 0x3F800000, 0xBF800000, 0x5F000000, 0xDF000000, 0x5F800000,
               0x7F800000, 0xFF800000, 0x7FC00000, 0x3F000000, 0x3FC00000, 0xC0600000,
               0x4F000000]  # fmt: skip


def fp_program(rng: random.Random) -> str:
    body = []
    rms = ("rne", "rtz", "rdn", "rup", "rmm")
    for sfx, vals in (("d", FP_VALUES_D), ("s", FP_VALUES_S)):
        for v in vals + [rng.getrandbits(64 if sfx == "d" else 32) for _ in range(4)]:
            load = li("s1", v) + ("        fmv.d.x ft0, s1\n" if sfx == "d"
                                   else "        fmv.s.x ft0, s1\n")  # fmt: skip
            for op in (f"fcvt.l.{sfx}", f"fcvt.lu.{sfx}", f"fcvt.w.{sfx}", f"fcvt.wu.{sfx}"):
                for rm in rms:
                    body.append(load + "        fsflags zero\n"
                                f"        {op} a0, ft0, {rm}\n        jal p64\n"
                                "        frflags a0\n        jal p64\n")  # fmt: skip
            body.append(load + "        fmv.x.d a0, ft0\n        jal p64\n")
            body.append(load + "        fmv.x.s a0, ft0\n        jal p64\n")
    for v in EDGES + [rng.getrandbits(64) for _ in range(6)]:
        for op in ("fcvt.d.l", "fcvt.d.lu", "fcvt.s.l", "fcvt.s.lu", "fcvt.d.w", "fcvt.s.wu"):
            for rm in ("rne", "rtz", "rup"):
                body.append(li("s1", v) + "        fsflags zero\n"
                            f"        {op} ft1, s1, {rm}\n        fmv.x.d a0, ft1\n"
                            "        jal p64\n        frflags a0\n        jal p64\n")  # fmt: skip
        body.append(li("s1", v) + "        fmv.s.x ft1, s1\n        fmv.x.d a0, ft1\n"
                    "        jal p64\n")  # fmt: skip
    return ".text\nmain:\n" + "".join(body) + "        li a7, 10\n        ecall\n" + PRINT64


def mem_program(rng: random.Random) -> str:
    data = ".data\nd: .dword 0x1122334455667788, -1, 0x8000000080000000\n" \
           "   .word 0x89abcdef, 0x7f\nbuf: .space 64\n"  # fmt: skip
    body = ["        la   s0, d\n"]
    for off in (0, 8, 16):
        body.append(f"        ld   a0, {off}(s0)\n        jal p64\n")
    for op in ("lw", "lwu", "lh", "lhu", "lb", "lbu"):
        for off in (0, 4, 16, 20, 24):
            body.append(f"        {op} a0, {off}(s0)\n        jal p64\n")
    body.append("        ld a0, d\n        jal p64\n")
    body.append("        ld a0, 0x10010008\n        jal p64\n")
    for v in EDGES[3:10] + [rng.getrandbits(64)]:
        body.append("        la s1, buf\n" + li("s2", v)
                    + "        sd s2, 4(s1)\n        ld a0, 4(s1)\n        jal p64\n"
                    "        lw a0, 4(s1)\n        jal p64\n        lw a0, 8(s1)\n        jal p64\n"
                    "        sw s2, 16(s1)\n        ld a0, 16(s1)\n        jal p64\n"
                    "        sh s2, 24(s1)\n        sb s2, 26(s1)\n        ld a0, 24(s1)\n"
                    "        jal p64\n")  # fmt: skip
    # a register with a high word set still addresses by its low word (RARS)
    body.append("        li s1, 0x7fffffff00000000\n        or s1, s1, s0\n"
                "        ld a0, 0(s1)\n        jal p64\n")  # fmt: skip
    body.append("        la s1, buf\n        fld ft0, d, t0\n        fsd ft0, 0(s1)\n"
                "        ld a0, 0(s1)\n        jal p64\n")  # fmt: skip
    body.append("        ld a0, 2(s0)\n")  # misaligned: RARS's runtime error ends the run
    return data + ".text\nmain:\n" + "".join(body) + "        li a7, 10\n        ecall\n" + PRINT64


CSR_PROGRAM = """.text
main:
        li   s1, 0x123456789abcdef0
        csrw s1, uscratch
        csrr a0, uscratch
        jal  p64
        csrrw a0, uscratch, zero
        jal  p64
        li   s1, -1
        csrw s1, ustatus
        csrr a0, ustatus
        jal  p64
        csrw s1, utvec
        csrr a0, utvec
        jal  p64
        csrw s1, uie
        csrr a0, uie
        jal  p64
        csrsi uscratch, 5
        csrr a0, uscratch
        jal  p64
        csrw s1, fcsr
        csrr a0, fcsr
        jal  p64
        csrr a0, frm
        jal  p64
        csrr a0, instret
        jal  p64
        csrr a0, instreth
        jal  p64
        csrr a0, cycle
        jal  p64
        csrr a0, cycleh
        jal  p64
        rdinstret a0
        jal  p64
        la   s1, handler
        csrw s1, utvec
        csrsi ustatus, 1
        lw   a0, 1(zero)
        jal  p64
        li   a7, 10
        ecall
handler:
        csrr a0, ucause
        jal  p64
        csrr a0, utval
        jal  p64
        csrr a0, uepc
        jal  p64
        csrr a0, uepc
        addi a0, a0, 4
        csrw a0, uepc
        uret
""" + PRINT64

ECALL_PROGRAM = """.data
msg:    .asciz "hello\\n"
in:     .space 32
.text
main:
        li   a0, 0x1ffffff85
        li   a7, 1
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        li   a0, 0xfffffffe00000007
        li   a7, 34
        ecall
        li   a7, 35
        ecall
        li   a7, 36
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        li   a0, 0x7fffffff00000000
        la   t0, msg
        or   a0, a0, t0
        li   a7, 4
        ecall
        li   a7, 5
        ecall
        jal  p64
        li   a7, 5
        ecall
        jal  p64
        li   a0, 0x100000010
        li   a7, 9
        ecall
        jal  p64
        la   a0, in
        li   a1, 0x100000008
        li   a7, 8
        ecall
        la   a0, in
        li   a7, 4
        ecall
        li   a7, 41
        li   a0, 7
        li   a1, 0x10000002a
        li   a7, 40
        ecall
        li   a0, 7
        li   a1, 0x100000064
        li   a7, 42
        ecall
        jal  p64
        li   a0, 0x1ffffff2a
        li   a7, 93
        ecall
""" + PRINT64

# .dword after smaller items: RARS aligns it to 4 only, low word first
DWORD_PROGRAM = """.data
a: .word 1
b: .dword 0x1122334455667788
c: .byte 1
d: .dword 2, 3
e: .half 5
f: .dword -1
.text
main:
        la   a0, b
        jal  p64
        la   a0, d
        jal  p64
        la   a0, f
        jal  p64
        ld   a0, d
        jal  p64
        lw   a0, f
        jal  p64
        la   s0, a
        ld   a0, 0(s0)
        jal  p64
        ld   a0, 12(s0)
        jal  p64
        li   a7, 10
        ecall
""" + PRINT64

ECALL_STDIN = "-5\n2147483647\nabcdefghijklmnop\n"

RV32_ERRORS = """.text
main:
        ld   t0, 0(sp)
        addw t1, t2, t3
        slli t0, t0, 40
        li   t0, 0x123456789
        fcvt.l.d a0, ft0
        sext.w a0, a1
        li   a7, 10
        ecall
"""

# a course-style 64-bit program: recursive calls saving ra/s0 as doublewords on the stack
CALLS_PROGRAM = """.data
prompt: .asciz "n="
table:  .dword 0:21
.text
main:
        li   s1, 0
loop:   mv   a0, s1
        jal  fact
        la   t0, table
        slli t1, s1, 3
        add  t0, t0, t1
        sd   a0, 0(t0)
        jal  p64
        addi s1, s1, 1
        li   t0, 21
        blt  s1, t0, loop
        la   t0, table
        ld   a0, 160(t0)
        li   t1, 1000000007
        remu a0, a0, t1
        jal  p64
        li   a0, 20
        jal  fib
        jal  p64
        li   a7, 10
        ecall
fact:   addi sp, sp, -16
        sd   ra, 8(sp)
        sd   s0, 0(sp)
        mv   s0, a0
        li   a0, 1
        beqz s0, fact_done
        addi a0, s0, -1
        jal  fact
        mul  a0, a0, s0
fact_done:
        ld   s0, 0(sp)
        ld   ra, 8(sp)
        addi sp, sp, 16
        ret
fib:    li   t0, 2
        blt  a0, t0, fib_leaf
        addi sp, sp, -24
        sd   ra, 16(sp)
        sd   s0, 8(sp)
        sd   s2, 0(sp)
        mv   s0, a0
        addi a0, s0, -1
        jal  fib
        mv   s2, a0
        addi a0, s0, -2
        jal  fib
        add  a0, a0, s2
        ld   s2, 0(sp)
        ld   s0, 8(sp)
        ld   ra, 16(sp)
        addi sp, sp, 24
fib_leaf:
        ret
""" + PRINT64

# RARS's operand errors in 64-bit mode
RV64_ERRORS = """.data
x: .dword 5
.text
main:
        slliw t0, t0, 32
        sd   t1, x, t2
        ld   t1, x(t2)
        lwu  t1, x
        li   t0, 99999999999999999999
        addiw t0, t0, 2048
        srai t0, t0, 65
        li   t0, -9223372036854775808
        li   a7, 10
        ecall
"""


def li_program(rng: random.Random, n: int) -> tuple[str, list[int]]:
    vals = [0x123456789ABCDEF0, 0xFFFFFFFF, 0x100000000, 0x80000000, 0xFFFFFFFF80000000,
            0x7FFFFFFFFFFFFFFF, 0x8000000000000000, M64, 0x800, 0xFFF, 0x7FF, 0x80000800]
    for _ in range(n):
        bits = rng.choice((12, 20, 31, 32, 33, 40, 52, 63, 64))
        vals.append(rng.getrandbits(bits))
    forms = []
    for k, v in enumerate(vals):
        form = rng.choice(("hex16", "hex", "dec", "neg"))
        if form == "hex16":
            text = f"0x{v:016x}"
        elif form == "dec" or v == 0:
            text = str(v if v < 1 << 63 else v - (1 << 64))
        elif form == "neg" and v >> 63:
            text = str(v - (1 << 64))
        else:
            text = hex(v)
        forms.append(f"        li   x{5 + k % 27}, {text}\n")
    return ".text\nmain:\n" + "".join(forms), vals


def rars(jar: str, args: list[str], src: Path, stdin: str = "") -> tuple[str, int]:
    proc = subprocess.run(["java", "-jar", jar, "nc", *args, src.name], cwd=src.parent,
                          input=stdin.encode(), capture_output=True, timeout=600)  # fmt: skip
    return proc.stdout.decode("utf-8"), proc.returncode


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jar", default="/work/oracle-rars/rars.jar")
    ap.add_argument("--seed", type=int, default=64)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    OUT.mkdir(parents=True, exist_ok=True)
    programs = {
        "int": (int_program(rng), ["se3"], ""),
        "fp": (fp_program(rng), ["se3"], ""),
        "mem": (mem_program(rng), ["se3"], ""),
        "csr": (CSR_PROGRAM, ["se3"], ""),
        "ecall": (ECALL_PROGRAM, ["se3"], ECALL_STDIN),
        "dword": (DWORD_PROGRAM, ["se3"], ""),
        "calls": (CALLS_PROGRAM, ["se3"], ""),
    }
    for name, (text, opts, stdin) in programs.items():
        src = OUT / f"{name}.s"
        src.write_text(text)
        (OUT / f"{name}.args").write_text(" ".join(opts + ["rv64"]) + "\n")
        if stdin:
            (OUT / f"{name}.stdin").write_text(stdin)
        out, code = rars(args.jar, opts + ["rv64"], src, stdin)
        (OUT / f"{name}.out").write_text(out)
        (OUT / f"{name}.code").write_text(f"{code}\n")
        print(f"{name}: {len(out.splitlines())} lines, exit {code}")
    for name, text, opts in (("rv32_errors", RV32_ERRORS, []),
                             ("rv64_errors", RV64_ERRORS, ["rv64"])):
        src = OUT / f"{name}.s"
        src.write_text(text)
        out, code = rars(args.jar, opts, src)
        # RARS names the file by its absolute path: keep the data independent of the checkout
        (OUT / f"{name}.out").write_text(out.replace(str(OUT) + os.sep, "@DIR@/"))
        (OUT / f"{name}.code").write_text(f"{code}\n")
        (OUT / f"{name}.args").write_text(" ".join(opts) + "\n")
    text, _ = li_program(rng, 300)
    src = OUT / "li.s"
    src.write_text(text)
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "li.hex")
        subprocess.run(["java", "-jar", args.jar, "nc", "rv64", "a", "dump", ".text",
                        "HexText", dump, src.name], cwd=OUT, check=True,
                       capture_output=True, timeout=600)  # fmt: skip
        (OUT / "li.hex").write_text(Path(dump).read_text())
    print(f"li: {len((OUT / 'li.hex').read_text().split())} words")


if __name__ == "__main__":
    main()
