"""Register names as the RARS assembler accepts them (case-sensitive, see rars-reference §2)."""

from __future__ import annotations

INT_ABI = (
    "zero ra sp gp tp t0 t1 t2 s0 s1 a0 a1 a2 a3 a4 a5 a6 a7 "
    "s2 s3 s4 s5 s6 s7 s8 s9 s10 s11 t3 t4 t5 t6"
).split()

FP_ABI = (
    "ft0 ft1 ft2 ft3 ft4 ft5 ft6 ft7 fs0 fs1 fa0 fa1 fa2 fa3 fa4 fa5 fa6 fa7 "
    "fs2 fs3 fs4 fs5 fs6 fs7 fs8 fs9 fs10 fs11 ft8 ft9 ft10 ft11"
).split()

#: name -> number for integer registers: ABI names, ``fp`` and ``x0``..``x31``.
INT_REGISTERS: dict[str, int] = {name: i for i, name in enumerate(INT_ABI)}
INT_REGISTERS["fp"] = 8
INT_REGISTERS.update({f"x{i}": i for i in range(32)})

#: name -> number for FP registers: ``f0``..``f31`` and the FP ABI names.
FP_REGISTERS: dict[str, int] = {f"f{i}": i for i in range(32)}
FP_REGISTERS.update({name: i for i, name in enumerate(FP_ABI)})

#: RARS's rounding-mode words (operand of FP instructions) -> rm field value.
ROUNDING_MODES: dict[str, int] = {"rne": 0, "rtz": 1, "rdn": 2, "rup": 3, "rmm": 4, "dyn": 7}
RM_NAMES: dict[int, str] = {v: k for k, v in ROUNDING_MODES.items()}

REGISTER_NAMES: frozenset[str] = frozenset(INT_REGISTERS) | frozenset(FP_REGISTERS)


def int_register(name: str) -> int | None:
    """Number of integer register ``name``, or None.

    RARS quirk: ``x`` followed by anything its integer parser accepts names a register too
    (``x01``, ``x0x5``), so those are accepted when the value is 0..31.
    """
    num = INT_REGISTERS.get(name)
    if num is not None:
        return num
    if len(name) > 1 and name[0] == "x":
        from rarslite.isa.riscv.literals import (
            parse_int,  # local: literals imports nothing from here
        )

        value = parse_int(name[1:])
        if value is not None and 0 <= value <= 31:
            return value
    return None


def fp_register(name: str) -> int | None:
    """Number of FP register ``name``, or None."""
    return FP_REGISTERS.get(name)
