"""What a generated program may use (`Features`) and each ISA's spelling of the generator's
concepts (`RiscvDialect`, `MipsDialect`: registers, loads and stores, calls, exits, trap
handlers) for tests/fuzz/gen.py."""

from __future__ import annotations

from dataclasses import dataclass

from tests.fuzz.choices import Chooser


@dataclass(frozen=True)
class Features:
    """What a program may use (the mode's machine decides: smc, devices, delay slots)."""

    isa: str = "riscv"  # "riscv" or "mips"
    xlen: int = 32  # RISC-V: 32 or 64
    delay_slots: bool = False  # MIPS: MARS's delayed branching (a nop after every jump)
    smc: bool = False  # self-modifying stores into text
    mmio: bool = True  # Keyboard and Display MMIO polling (plain memory without a device)
    fp: bool = True
    traps: bool = True
    max_stmts: int = 28  # statements in the whole program (loops, calls: one each)
    # functions write every caller-saved working register after their calls (the checker's
    # clean calls: the fast paths skip the caller's side of their returns)
    clean_calls: bool = False
    # main's calls go through a function of their own (saving ra, making the call, returning),
    # so the functions they reach are called from a function called through ra (the checker's
    # lean frames; on Python's blocks, traces that go on past calls and returns), by jal,
    # and traps without a handler (its return would leave the checker no clean calls)
    wrapped_calls: bool = False


class _Dialect:
    """The ISA's spelling of each concept (subclasses)."""

    W: list[str]  # working registers: anything may write them
    COUNTERS: list[str]  # loop counters by depth (written only by their loop)
    SCRATCH: str  # loop limits, polling counters (rewritten before each use)
    ADDR: tuple[str, str]  # address temporaries
    CALLER_SAVED: list[str]  # the ABI's, but loop counters (Generator.scrub writes them)
    BUF = "s2"

    def __init__(self, f: Features) -> None:
        self.f = f


class RiscvDialect(_Dialect):
    W = ["t0", "t1", "t2", "t3", "t4", "s3", "s4", "s5"]
    COUNTERS = ["s6", "s7", "s8"]
    SCRATCH = "s1"
    ADDR = ("t5", "t6")
    CALLER_SAVED = ["t0", "t1", "t2", "t3", "t4", "t5", "t6", "a2", "a3", "a4", "a5", "a6", "a7"]
    BUF = "s2"
    FW = ["ft0", "ft1", "ft2", "ft3", "ft4", "ft5"]
    RM = ["", "rne", "rtz", "rdn", "rup", "rmm", "dyn"]
    BR2 = ["beq", "bne", "blt", "bge", "bltu", "bgeu", "bgt", "ble", "bgtu", "bleu"]
    BR1 = ["beqz", "bnez", "bltz", "bgez", "bgtz", "blez"]
    ALU = ["add", "sub", "xor", "or", "and", "slt", "sltu", "sll", "srl", "sra"]
    ALU64 = ["addw", "subw", "sllw", "srlw", "sraw"]
    IMM = ["addi", "xori", "ori", "andi", "slti", "sltiu"]
    MUL = ["mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu"]
    MUL64 = ["mulw", "divw", "divuw", "remw", "remuw"]
    LOADS = [("lb", 1), ("lbu", 1), ("lh", 2), ("lhu", 2), ("lw", 4)]
    STORES = [("sb", 1), ("sh", 2), ("sw", 4)]
    CSRS = ["fflags", "frm", "fcsr", "instret", "cycle", "uscratch", "ustatus", "utvec",
            "uepc", "ucause", "utval", "instreth", "cycleh"]  # fmt: skip

    def ctl(self, line: str) -> list[str]:
        return [line]

    def li(self, r: str, v: int) -> str:
        return f"li {r}, {v}"

    def la(self, r: str, label: str) -> str:
        return f"la {r}, {label}"

    def dec(self, r: str) -> str:
        return f"addi {r}, {r}, -1"

    def inc(self, r: str) -> str:
        return f"addi {r}, {r}, 1"

    def mv(self, d: str, s: str) -> str:
        return f"mv {d}, {s}"

    def jump(self, label: str) -> list[str]:
        return [f"j {label}"]

    def call(self, label: str, how: int) -> list[str]:
        if how == 1:
            return [f"call {label}"]
        if how == 2:
            return [f"la {self.ADDR[0]}, {label}", f"jalr {self.ADDR[0]}"]
        if how == 3:
            return [f"la {self.ADDR[0]}, {label}", f"jalr ra, {self.ADDR[0]}, 0"]
        return [f"jal {label}"]

    def ret(self, how: int) -> list[str]:
        return [["ret", "jr ra", "jalr zero, ra, 0"][how % 3]]

    def push_ra(self, extra: str | None = None) -> list[str]:
        out = ["addi sp, sp, -16", self.store("ra", 0)]
        return out + ([self.store(extra, 8)] if extra else [])

    def pop_ra(self, extra: str | None = None) -> list[str]:
        out = [self.load(extra, 8)] if extra else []
        return out + [self.load("ra", 0), "addi sp, sp, 16"]

    def exit(self, c: Chooser) -> list[str]:
        if c.chance(20):
            return [f"li a0, {c.int(0, 255)}", "li a7, 93", "ecall"]
        return ["li a7, 10", "ecall"]

    def handler_setup(self) -> list[str]:
        return ["la t6, handler", "csrw t6, utvec", "csrsi ustatus, 1"]

    def handler(self) -> list[str]:
        return [".text", "handler:", "csrr t6, uepc", "addi t6, t6, 4", "csrw t6, uepc", "uret"]

    def arg(self) -> str:
        return "a0"

    # save-all functions (gen.Generator.saver)
    SAVED = ["s0", "s9", "s10", "s11", "s3", "s4", "s5"]  # callee-saved, safe to clobber
    SP_TEMP = "a5"  # holds sp while a function moves it through a register (nothing else)

    def slot(self) -> int:
        return 8 if self.f.xlen == 64 else 4

    def store(self, r: str, off: int) -> str:
        return f"{'sd' if self.f.xlen == 64 else 'sw'} {r}, {off}(sp)"

    def load(self, r: str, off: int) -> str:
        return f"{'ld' if self.f.xlen == 64 else 'lw'} {r}, {off}(sp)"

    def sp_add(self, n: int, c: Chooser) -> str:
        return f"addi sp, sp, {n}"

    def sp_move(self, n: int, c: Chooser) -> list[str]:
        """sp += n through another register (so not an ``addi sp, sp, imm``)."""
        t = self.SP_TEMP
        k = c.int(0, 2)
        if k == 0:
            return [f"mv {t}, sp", *([f"addi {t}, {t}, {n}"] if n else []), f"mv sp, {t}"]
        if k == 1:
            return [f"li {t}, {n}", "add sp, sp, " + t]
        return [f"addi {t}, sp, {n}", f"mv sp, {t}"]


class MipsDialect(_Dialect):
    W = ["$t0", "$t1", "$t2", "$t3", "$t4", "$s3", "$s4", "$s5"]
    COUNTERS = ["$s6", "$s7", "$t7"]
    SCRATCH = "$s1"
    ADDR = ("$t8", "$t9")
    CALLER_SAVED = ["$t0", "$t1", "$t2", "$t3", "$t4", "$t5", "$t6", "$t8", "$t9", "$a0", "$a1",
                    "$a2", "$a3"]  # fmt: skip
    BUF = "$s2"
    FW = ["$f0", "$f2", "$f4", "$f6", "$f8", "$f10"]  # even: singles and doubles
    BR2 = ["beq", "bne", "blt", "bge", "bgt", "ble", "bltu", "bgeu"]
    BR1 = ["beqz", "bnez", "bltz", "bgez", "bgtz", "blez"]
    ALU = ["addu", "subu", "xor", "or", "and", "nor", "slt", "sltu", "sllv", "srlv", "srav",
           "movn", "movz"]  # fmt: skip
    IMM = ["addiu", "xori", "ori", "andi", "slti", "sltiu"]
    MUL = ["mult", "multu", "div", "divu", "madd", "maddu", "msub", "msubu"]
    LOADS = [("lb", 1), ("lbu", 1), ("lh", 2), ("lhu", 2), ("lw", 4), ("lwl", 1), ("lwr", 1)]
    STORES = [("sb", 1), ("sh", 2), ("sw", 4), ("swl", 1), ("swr", 1)]
    CP0 = ["$12", "$13", "$14", "$8"]

    def ctl(self, line: str) -> list[str]:
        return [line, "nop"] if self.f.delay_slots else [line]

    def li(self, r: str, v: int) -> str:
        return f"li {r}, {v}"

    def la(self, r: str, label: str) -> str:
        return f"la {r}, {label}"

    def dec(self, r: str) -> str:
        return f"addiu {r}, {r}, -1"

    def inc(self, r: str) -> str:
        return f"addiu {r}, {r}, 1"

    def mv(self, d: str, s: str) -> str:
        return f"move {d}, {s}"

    def jump(self, label: str) -> list[str]:
        return self.ctl(f"j {label}")

    def call(self, label: str, how: int) -> list[str]:
        if how in (2, 3):
            return [f"la $t9, {label}"] + self.ctl("jalr $t9" if how == 2 else "jalr $ra, $t9")
        return self.ctl(f"jal {label}")

    def ret(self, how: int) -> list[str]:
        return self.ctl("jr $ra")

    def push_ra(self, extra: str | None = None) -> list[str]:
        out = ["addiu $sp, $sp, -8", self.store("$ra", 0)]
        return out + ([self.store(extra, 4)] if extra else [])

    def pop_ra(self, extra: str | None = None) -> list[str]:
        out = [self.load(extra, 4)] if extra else []
        return out + [self.load("$ra", 0), "addiu $sp, $sp, 8"]

    def exit(self, c: Chooser) -> list[str]:
        if c.chance(20):
            return [f"li $a0, {c.int(0, 255)}", "li $v0, 17", "syscall"]
        return ["li $v0, 10", "syscall"]

    def handler_setup(self) -> list[str]:
        return []

    def handler(self) -> list[str]:
        return [".ktext 0x80000180", "mfc0 $k0, $14", "addiu $k0, $k0, 4", "mtc0 $k0, $14",
                "eret"]  # fmt: skip

    def arg(self) -> str:
        return "$a0"

    # save-all functions (gen.Generator.saver)
    SAVED = ["$s0", "$fp", "$s3", "$s4", "$s5"]  # callee-saved, safe to clobber
    SP_TEMP = "$v1"  # holds $sp while a function moves it through a register (nothing else)

    def slot(self) -> int:
        return 4

    def store(self, r: str, off: int) -> str:
        return f"sw {r}, {off}($sp)"

    def load(self, r: str, off: int) -> str:
        return f"lw {r}, {off}($sp)"

    def sp_add(self, n: int, c: Chooser) -> str:
        return f"{c.pick(['addiu', 'addi'])} $sp, $sp, {n}"

    def sp_move(self, n: int, c: Chooser) -> list[str]:
        """$sp += n through another register (so not an ``addi``/``addiu $sp, $sp, imm``)."""
        t = self.SP_TEMP
        k = c.int(0, 2)
        if k == 0:
            return [f"move {t}, $sp", *([f"addiu {t}, {t}, {n}"] if n else []),
                    f"move $sp, {t}"]  # fmt: skip
        if k == 1:
            return [f"li {t}, {n}", f"{c.pick(['addu', 'add'])} $sp, $sp, {t}"]
        return [f"addiu {t}, $sp, {n}", f"move $sp, {t}"]
