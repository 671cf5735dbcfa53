"""Print the cost of fpu.OPS calls in microseconds per call (typical normal operands, RNE).

Usage: python3 scripts/bench/fpu.py [MNEMONIC ...]
"""

from __future__ import annotations

import random
import struct
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from rarslite.machine.riscv.fpu import HAS_RM, OPS  # noqa: E402

BOX = 0xFFFFFFFF_00000000


def operands(name: str, rng: random.Random) -> list[int]:
    single = name.endswith(".s") or name in ("fcvt.d.s", "fmv.x.w", "fmv.x.s")
    vals = []
    for _ in range(3):
        x = rng.uniform(-1000, 1000)
        if single:
            vals.append(BOX | struct.unpack("<I", struct.pack("<f", x))[0])
        else:
            vals.append(struct.unpack("<Q", struct.pack("<d", x))[0])
    if name in ("fcvt.s.w", "fcvt.s.wu", "fcvt.d.w", "fcvt.d.wu", "fmv.w.x", "fmv.s.x"):
        vals = [rng.getrandbits(32)] * 3
    return vals


def main() -> None:
    rng = random.Random(1)
    n = 20000
    for name, op in OPS.items():
        if sys.argv[1:] and name not in sys.argv[1:]:
            continue
        arity = op.__code__.co_argcount if hasattr(op, "__code__") else 2
        if name in HAS_RM:
            arity -= 1
        batch = [operands(name, rng)[:arity] + ([0] if name in HAS_RM else []) for _ in range(64)]
        # best of 5 repeats: the machine is shared, the minimum is the least disturbed run
        t = min(timeit.repeat(lambda op=op, batch=batch: [op(*a) for a in batch],
                              number=n // 64, repeat=5))
        print(f"{name:10s} {t / (n // 64 * 64) * 1e6:6.2f} us")


if __name__ == "__main__":
    main()
