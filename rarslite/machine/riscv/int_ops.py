"""Expression templates of the integer instructions for the block translator, per mode.

``rr_ops(xlen)`` / ``imm_ops(xlen)`` give Python expression templates over registers held as
unsigned ``xlen``-bit patterns: ``{a}``/``{b}`` are the operands, ``{sa}``/``{sb}`` the
operands XOR the sign bit (so signed order is unsigned order). The 32-bit tables are what
rarslite always generated; the 64-bit ones (RARS's ``rv64``: Java longs) add the ``*w``
instructions, whose 32-bit results are sign-extended as RARS's ``updateRegister(int)`` does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

ImmOp = Callable[[str, int, str], str]


def sx32(expr: str) -> str:
    """An expression sign-extending the low 32 bits of ``expr`` to a 64-bit pattern."""
    return f"((({expr}) & 4294967295 ^ 2147483648) - 2147483648) & {(1 << 64) - 1}"


_S32 = "((({a} & 4294967295) ^ 2147483648) - 2147483648)"  # the low word, signed


@cache
def rr_ops(xlen: int) -> dict[str, str]:
    """Register-register ops: mnemonic -> expression template."""
    m, s = (1 << xlen) - 1, 1 << (xlen - 1)
    ops = {
        "add": f"({{a}} + {{b}}) & {m}",
        "sub": f"({{a}} - {{b}}) & {m}",
        "sll": f"({{a}} << ({{b}} & {xlen - 1})) & {m}",
        "srl": f"{{a}} >> ({{b}} & {xlen - 1})",
        "sra": f"({{sa}} - {s} >> ({{b}} & {xlen - 1})) & {m}",
        "slt": "1 if {sa} < {sb} else 0",
        "sltu": "1 if {a} < {b} else 0",
        "xor": "{a} ^ {b}",
        "or": "{a} | {b}",
        "and": "{a} & {b}",
        "mul": f"({{a}} * {{b}}) & {m}",
        "mulh": f"(({{sa}} - {s}) * ({{sb}} - {s}) >> {xlen}) & {m}",
        "mulhsu": f"(({{sa}} - {s}) * {{b}} >> {xlen}) & {m}",
        "mulhu": f"({{a}} * {{b}}) >> {xlen}",
        "div": "DIV({a}, {b})" if xlen == 32 else "DIV64({a}, {b})",
        "rem": "REM({a}, {b})" if xlen == 32 else "REM64({a}, {b})",
        "divu": f"({{a}} // {{b}} if {{b}} else {m})",
        "remu": "({a} % {b} if {b} else {a})",
    }
    if xlen == 64:
        lo_a, lo_b = "({a} & 4294967295)", "({b} & 4294967295)"
        ops.update({
            "addw": sx32("{a} + {b}"),
            "subw": sx32("{a} - {b}"),
            "sllw": sx32("{a} << ({b} & 31)"),
            "srlw": sx32(f"{lo_a} >> ({{b}} & 31)"),
            "sraw": sx32(f"{_S32} >> ({{b}} & 31)"),
            "mulw": sx32("{a} * {b}"),
            "divw": sx32(f"DIV({lo_a}, {lo_b})"),
            "remw": sx32(f"REM({lo_a}, {lo_b})"),
            "divuw": sx32(f"({lo_a} // {lo_b} if {lo_b} else 4294967295)"),
            "remuw": sx32(f"({lo_a} % {lo_b} if {lo_b} else {{a}})"),
        })  # fmt: skip
    return ops


@cache
def imm_ops(xlen: int) -> dict[str, ImmOp]:
    """Register-immediate ops: mnemonic -> f(register expression, immediate, signed form)."""
    m, s = (1 << xlen) - 1, 1 << (xlen - 1)

    def imm(fmt: str) -> ImmOp:
        return lambda a, i, sa: fmt.format(a=a, i=i, u=i & m, su=(i & m) ^ s, sa=sa)

    def addi(a: str, i: int, sa: str) -> str:
        if a == "0":
            return str(i & m)
        return f"({a} + {i}) & {m}" if i else a

    ops: dict[str, ImmOp] = {
        "addi": addi,
        "slti": imm("1 if {sa} < {su} else 0"),
        "sltiu": imm("1 if {a} < {u} else 0"),
        "xori": imm("{a} ^ {u}"),
        "ori": imm("{a} | {u}"),
        "andi": imm("{a} & {u}"),
        "slli": imm(f"({{a}} << {{i}}) & {m}"),
        "srli": imm("{a} >> {i}"),
        "srai": imm(f"({{sa}} - {s} >> {{i}}) & {m}"),
    }
    if xlen == 64:
        ops.update({
            "addiw": lambda a, i, sa: sx32(f"{a} + {i}"),
            "slliw": imm(sx32("{a} << {i}")),
            "srliw": imm(sx32("({a} & 4294967295) >> {i}")),
            "sraiw": imm(sx32(_S32 + " >> {i}")),
        })  # fmt: skip
    return ops
