"""Benchmark: assemble a generated 10,000-line RARS program and print the time it takes.

Usage: python scripts/bench/asm.py [LINES]
The program mixes labels, basic and pseudo instructions, branches, loads/stores, data
directives and a macro, roughly like real course programs.
"""

from __future__ import annotations

import random
import sys
import time

from rarslite.asm.riscv import assemble_text


def generate(lines: int, seed: int = 1) -> str:
    r = random.Random(seed)
    regs = ["t0", "t1", "t2", "a0", "a1", "a2", "s0", "s1", "x5", "x28"]
    out = [".data", "buf: .space 64", "nums: .word 1, 2, 3, 4, 5, 6, 7, 8",
           'msg: .asciz "hello world\\n"', ".text",
           ".macro push(%r)", "addi sp, sp, -4", "sw %r, 0(sp)", ".end_macro", "main:"]  # fmt: skip
    body = [
        lambda: f"addi {r.choice(regs)}, {r.choice(regs)}, {r.randrange(-2048, 2048)}",
        lambda: f"add {r.choice(regs)}, {r.choice(regs)}, {r.choice(regs)}",
        lambda: f"li {r.choice(regs)}, {r.randrange(-(1 << 31), 1 << 31)}",
        lambda: f"lw {r.choice(regs)}, {4 * r.randrange(8)}(sp)",
        lambda: f"sw {r.choice(regs)}, nums, t6",
        lambda: f"la {r.choice(regs)}, msg",
        lambda: f"beq {r.choice(regs)}, {r.choice(regs)}, {near()}",
        lambda: f"bgtz {r.choice(regs)}, {near()}",
        lambda: f"mv {r.choice(regs)}, {r.choice(regs)}",
        lambda: f"push({r.choice(regs)})",
        lambda: "    # a comment line",
        lambda: f"slli {r.choice(regs)}, {r.choice(regs)}, {r.randrange(32)}",
    ]
    n = lines - len(out) - 2
    k_labels = max(1, n // 20)
    label = 0

    def near() -> str:  # branches reach only nearby labels
        return f"L{max(0, label - 1 - r.randrange(2))}"

    for i in range(n):
        if i % 20 == 0 and label < k_labels:
            out.append(f"L{label}:")
            label += 1
        else:
            out.append("    " + r.choice(body)())
    out += ["    li a7, 10", "    ecall"]
    return "\n".join(out[:lines]) + "\n"


def main() -> int:
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    src = generate(lines)
    best = float("inf")
    for _ in range(3):
        t = time.perf_counter()
        prog = assemble_text(src, "bench.s")
        best = min(best, time.perf_counter() - t)
    print(f"assembled {lines} lines ({len(prog.text)} instructions) in {best:.3f} s (best of 3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
