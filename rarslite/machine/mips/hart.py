"""The MIPS hart with MARS 4.5's semantics (mars-reference §3, §6): one interpreted step.

Coprocessor 0 holds BadVAddr (8), Status (12), Cause (13) and EPC (14); an exception jumps to
the handler address when kernel text holds an instruction there, else ends the run with
MARS's report. Coprocessor 1 is 32 single registers (raw bits) and 8 condition flags.
Delayed branching (MARS's ``db``) latches the target and applies it after the delay slot.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from typing import Any

from rarslite.isa.mips.codec import MipsInstr
from rarslite.isa.mips.program import MipsProgram, TextWord
from rarslite.isa.mips.registers import STATUS_RESET
from rarslite.machine.interface import tell_trap
from rarslite.machine.mips.exceptions import Exit, MipsException
from rarslite.machine.mips.memory import MipsMemory

M32 = 0xFFFFFFFF


def _s(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


def _f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & M32))[0]


def _bits32(x: float) -> int:
    if math.isnan(x):
        return 0x7FC00000
    try:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    except OverflowError:
        return 0x7F800000 if x > 0 else 0xFF800000


def _f64(lo: int, hi: int) -> float:
    return struct.unpack("<d", struct.pack("<II", lo & M32, hi & M32))[0]


def _bits64(x: float) -> tuple[int, int]:
    if math.isnan(x):
        return 0, 0x7FF80000
    lo, hi = struct.unpack("<II", struct.pack("<d", x))
    return lo, hi


def _round_w(x: float, mode: str) -> int:
    """MARS's floor/ceil/round/trunc.w: NaN, infinities and out-of-range give 0x7FFFFFFF."""
    if math.isnan(x) or math.isinf(x):
        return 0x7FFFFFFF
    v = {"floor": math.floor, "ceil": math.ceil, "trunc": math.trunc, "round": round}[mode](x)
    return v & M32 if -(1 << 31) <= v < (1 << 31) else 0x7FFFFFFF


def _java_int(x: float) -> int:
    """Java's (int) cast: NaN -> 0, saturating."""
    if math.isnan(x):
        return 0
    if x >= 2**31:
        return 0x7FFFFFFF
    if x <= -(2**31):
        return 0x80000000
    return int(x) & M32


class MipsHart:
    """Registers, coprocessors and the step function of one MIPS processor."""

    def __init__(
        self, program: MipsProgram, *, delayed_branching: bool = False, smc: bool = False
    ) -> None:
        cfg = program.config
        self.program = program
        self.config = cfg
        self.memory = MipsMemory(cfg, program, smc=smc)
        self.r = [0] * 32
        self.r[28] = cfg.gp
        self.r[29] = cfg.sp
        self.hi = self.lo = 0
        self.f = [0] * 32
        self.fcc = [False] * 8
        self.cp0 = {8: 0, 12: STATUS_RESET, 13: 0, 14: 0}
        self.pc = cfg.text_base
        self.db = delayed_branching
        self.force_single = False  # run everything on the single-step path (tests)
        # delayed branching, as MARS's state machine: 0 cleared, 1 registered, 2 triggered
        self.db_state = 0
        self.db_target = 0
        self.syscall = None  # set by the front end: callable(hart)
        self.bus = None  # its MipsMachine while devices are connected (machine.py)
        self.fetch_observers: list = []  # analysis tools (rarslite/analysis/observers.py)
        # the convention checker's hook_call/hook_return, called by blocks translated with
        # ``call_hooks`` (translator.py; set by runner.py for each run)
        self.cc_call: Callable[[int, int], bool] | None = None
        self.cc_ret: Callable[[int, int], bool] | None = None
        self.cc: Any = None  # the checker itself (its lean frames, inline in blocks)
        self.steps = 0

    def set_program_args(self, args: list[str]) -> None:
        """MARS's `pa`: argc in $a0, argv in $a1, both below the stack (as RARS)."""
        from rarslite.machine.program_args import layout_program_args

        mem = self.memory
        sp, argc, argv = layout_program_args(
            args, self.config.stack_base, self.config.sp, mem.poke_byte, mem.poke_word
        )
        self.r[29], self.r[4], self.r[5] = sp, argc, argv

    # ---------------------------------------------------------------- helpers
    def fetch(self, pc: int) -> TextWord | MipsInstr | None:
        """The statement at ``pc`` (None: empty slot -> dropped off the bottom)."""
        return self.memory.fetch(pc)

    def _branch(self, target: int) -> None:
        if self.db:
            if self.db_state == 0:
                self.db_target = target & M32
            self.db_state = 1  # a branch in a delay slot keeps the first target, one slot later
        else:
            self.pc = target & M32

    def _link(self, pc: int) -> int:
        return (pc + 8 if self.db else pc + 4) & M32


    def _dget(self, r: int) -> float:
        return _f64(self.f[r], self.f[r + 1])

    def _dset(self, r: int, x: float) -> None:
        self.f[r], self.f[r + 1] = _bits64(x)

    def take_exception(self, exc: MipsException, pc: int) -> bool:
        """Record ``exc`` in coprocessor 0; True if a handler runs (pc moved there)."""
        if exc.code is not None:
            c = self.cp0
            c[13] = (c[13] & 0xFFFFFC83) | (exc.code << 2) | exc.interrupt
            c[14] = pc & M32
            c[12] |= 2
            if exc.badvaddr is not None:
                c[8] = exc.badvaddr & M32
        if self.memory.fetch(self.config.exception_handler) is not None:
            self.pc = self.config.exception_handler
            if self.fetch_observers:
                tell_trap(self.fetch_observers, self.pc)
            return True
        return False

    # ---------------------------------------------------------------- one step
    def execute(self, i: MipsInstr, pc: int) -> None:  # noqa: C901 - one dispatch, MARS order
        r = self.r
        op = i.op
        rs, rt = r[i.rs], r[i.rt]
        if op in ("addu", "subu", "and", "or", "xor", "nor", "slt", "sltu", "add", "sub"):
            if op == "addu":
                v = rs + rt
            elif op == "subu":
                v = rs - rt
            elif op == "add" or op == "sub":
                v = _s(rs) + _s(rt) if op == "add" else _s(rs) - _s(rt)
                if not -(1 << 31) <= v < (1 << 31):
                    raise MipsException(12, "arithmetic overflow")
            elif op == "and":
                v = rs & rt
            elif op == "or":
                v = rs | rt
            elif op == "xor":
                v = rs ^ rt
            elif op == "nor":
                v = ~(rs | rt)
            elif op == "slt":
                v = int(_s(rs) < _s(rt))
            else:
                v = int(rs < rt)
            self._set(i.rd, v)
        elif op in ("addi", "addiu", "slti", "sltiu", "andi", "ori", "xori", "lui"):
            imm = i.imm
            if op == "addi":
                v = _s(rs) + imm
                if not -(1 << 31) <= v < (1 << 31):
                    raise MipsException(12, "arithmetic overflow")
            elif op == "addiu":
                v = rs + imm
            elif op == "slti":
                v = int(_s(rs) < imm)
            elif op == "sltiu":
                v = int(rs < (imm & M32))
            elif op == "andi":
                v = rs & imm
            elif op == "ori":
                v = rs | imm
            elif op == "xori":
                v = rs ^ imm
            else:
                v = imm << 16
            self._set(i.rt, v)
        elif op in ("sll", "srl", "sra", "sllv", "srlv", "srav"):
            sh = i.sa if op in ("sll", "srl", "sra") else rs & 31
            if op[:3] == "sll":
                v = rt << sh
            elif op[:3] == "srl":
                v = rt >> sh
            else:
                v = _s(rt) >> sh
            self._set(i.rd, v)
        elif op in ("lw", "lh", "lhu", "lb", "lbu", "ll", "lwl", "lwr"):
            addr = (rs + i.imm) & M32
            mem = self.memory
            if op in ("lw", "ll"):
                v = mem.load_word(addr)
            elif op == "lh":
                v = _s16(mem.load_half(addr))
            elif op == "lhu":
                v = mem.load_half(addr)
            elif op == "lb":
                v = _s8(mem.load_byte(addr))
            elif op == "lbu":
                v = mem.load_byte(addr)
            elif op == "lwl":
                v = rt
                for k in range(addr % 4 + 1):
                    sh = 24 - 8 * k
                    v = (v & ~(0xFF << sh)) | mem.load_byte(addr - k) << sh
            else:  # lwr
                v = rt
                for k in range(4 - addr % 4):
                    sh = 8 * k
                    v = (v & ~(0xFF << sh)) | mem.load_byte(addr + k) << sh
            self._set(i.rt, v)
        elif op in ("sw", "sh", "sb", "sc", "swl", "swr"):
            addr = (rs + i.imm) & M32
            mem = self.memory
            if op in ("sw", "sc"):
                mem.store_word(addr, rt)
                if op == "sc":
                    self._set(i.rt, 1)
            elif op == "sh":
                mem.store_half(addr, rt & 0xFFFF)
            elif op == "sb":
                mem.store_byte(addr, rt & 0xFF)
            elif op == "swl":
                for k in range(addr % 4 + 1):
                    mem.store_byte(addr - k, (rt >> (24 - 8 * k)) & 0xFF)
            else:
                for k in range(4 - addr % 4):
                    mem.store_byte(addr + k, (rt >> (8 * k)) & 0xFF)
        elif op in ("beq", "bne", "blez", "bgtz", "bltz", "bgez", "bltzal", "bgezal"):
            a = _s(rs)
            taken = {
                "beq": rs == rt,
                "bne": rs != rt,
                "blez": a <= 0,
                "bgtz": a > 0,
                "bltz": a < 0,
                "bgez": a >= 0,
                "bltzal": a < 0,
                "bgezal": a >= 0,
            }[op]
            if taken:
                if op.endswith("al"):
                    r[31] = self._link(pc)
                self._branch(pc + 4 + (i.imm << 2))
        elif op in ("j", "jal"):
            if op == "jal":
                r[31] = self._link(pc)
            self._branch(((pc + 4) & 0xF0000000) | i.imm << 2)
        elif op == "jr":
            self._branch(rs)
        elif op == "jalr":
            self._set(i.rd, self._link(pc))
            self._branch(r[i.rs])  # MARS reads rs after writing rd
        elif op in ("mult", "multu", "madd", "maddu", "msub", "msubu", "mul"):
            signed = op in ("mult", "madd", "msub", "mul")
            p = _s(rs) * _s(rt) if signed else rs * rt
            if op in ("madd", "maddu", "msub", "msubu"):
                acc = self.hi << 32 | self.lo
                if signed:
                    acc = acc - (1 << 64) if acc >> 63 else acc
                p = acc + p if op.startswith("madd") else acc - p
            self.hi, self.lo = (p >> 32) & M32, p & M32
            if op == "mul":
                self._set(i.rd, p)
        elif op in ("div", "divu"):
            if rt != 0:
                if op == "div":
                    a, b = _s(rs), _s(rt)
                    q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
                    self.lo, self.hi = q & M32, (a - q * b) & M32
                else:
                    self.lo, self.hi = rs // rt, rs % rt
        elif op == "mfhi":
            self._set(i.rd, self.hi)
        elif op == "mflo":
            self._set(i.rd, self.lo)
        elif op == "mthi":
            self.hi = rs
        elif op == "mtlo":
            self.lo = rs
        elif op in ("movn", "movz"):
            if (rt != 0) == (op == "movn"):
                self._set(i.rd, rs)
        elif op in ("movf", "movt"):
            if self.fcc[i.cc] == (op == "movt"):
                self._set(i.rd, rs)
        elif op in ("clz", "clo"):
            v = rs if op == "clz" else ~rs & M32
            self._set(i.rd, 32 - v.bit_length())
        elif op == "syscall":
            if self.syscall is None:
                raise MipsException(8, f"invalid or unimplemented syscall service: {r[2]} ")
            self.syscall(self)
        elif op == "break":
            if i.spec is not None and i.spec.operands:
                raise MipsException(9, f"break instruction executed; code = {i.imm}.")
            raise MipsException(9, "break instruction executed; no code given.")
        elif op == "nop":
            pass
        elif op == "eret":
            self.cp0[12] &= ~2 & M32
            self.pc = self.cp0[14]
        elif op == "mfc0":
            self._set(i.rt, self.cp0.get(i.rd, 0))
        elif op == "mtc0":
            if i.rd in self.cp0:
                self.cp0[i.rd] = rt
        elif op[0] == "t" and op in _TRAPS:
            b = i.imm & M32 if op.endswith(("i", "iu")) else rt
            if _TRAPS[op](rs, b):
                raise MipsException(13, "trap")
        else:
            self._fpu(i, op)

    def _set(self, reg: int, v: int) -> None:
        if reg:
            self.r[reg] = v & M32

    def _fpu(self, i: MipsInstr, op: str) -> None:  # noqa: C901
        f = self.f
        fd, fs, ft = i.sa, i.rd, i.rt
        r = self.r
        odd = odd_register(i)
        if odd:
            raise MipsException(None, odd)
        if op in ("mfc1", "mtc1"):
            if op == "mfc1":
                self._set(i.rt, f[fs])
            else:
                f[fs] = r[i.rt]
            return
        if op in ("lwc1", "swc1", "ldc1", "sdc1"):
            addr = (r[i.rs] + i.imm) & M32
            mem = self.memory
            if op == "lwc1":
                f[ft] = mem.load_word(addr)
            elif op == "swc1":
                mem.store_word(addr, f[ft])
            else:
                if addr % 8:
                    code = 4 if op == "ldc1" else 5
                    raise MipsException(
                        code, f"address not aligned on doubleword boundary 0x{addr:08x}", addr
                    )
                if op == "ldc1":
                    f[ft], f[ft + 1] = mem.load_word(addr), mem.load_word(addr + 4)
                else:
                    mem.store_word(addr, f[ft])
                    mem.store_word(addr + 4, f[ft + 1])
            return
        if op in ("bc1t", "bc1f"):
            if self.fcc[i.cc] == (op == "bc1t"):
                self._branch(self.pc_of_current + 4 + (i.imm << 2))
            return
        name, _, w = op.rpartition(".")
        if op.startswith("cvt."):
            src = op[-1]
            dst = op[4]
            if src == "d":
                x = self._dget(fs)
            elif src == "s":
                x = _f32(f[fs])
            else:
                x = float(_s(f[fs]))
            if dst == "d":
                self._dset(fd, x)
            elif dst == "s":
                f[fd] = _bits32(x)
            else:
                f[fd] = _java_int(x)
            return
        if w == "d":
            get = self._dget
        else:
            get = lambda n: _f32(f[n])  # noqa: E731
        if name in ("add", "sub", "mul", "div"):
            a, b = get(fs), get(ft)
            if name == "add":
                x = a + b
            elif name == "sub":
                x = a - b
            elif name == "mul":
                x = a * b
            elif b == 0:
                x = (
                    math.nan
                    if a == 0 or math.isnan(a)
                    else math.copysign(math.inf, a) * math.copysign(1, b)
                )
            else:
                x = a / b
            self._fset(w, fd, x)
        elif name == "sqrt":
            a = get(fs)
            self._fset(w, fd, math.sqrt(a) if a >= 0 else (a if a == 0 else math.nan))
        elif name in ("abs", "neg", "mov"):
            if w == "d":
                lo, hi = f[fs], f[fs + 1]
                hi = {"abs": hi & 0x7FFFFFFF, "neg": hi ^ 0x80000000, "mov": hi}[name]
                f[fd], f[fd + 1] = lo, hi
            else:
                v = f[fs]
                f[fd] = {"abs": v & 0x7FFFFFFF, "neg": v ^ 0x80000000, "mov": v}[name]
        elif name in ("floor.w", "ceil.w", "round.w", "trunc.w"):
            f[fd] = _round_w(get(fs), name[:-2])
        elif name in ("c.eq", "c.lt", "c.le"):
            a, b = get(fs), get(ft)
            res = {"c.eq": a == b, "c.lt": a < b, "c.le": a <= b}[name]
            if i.cc < 8:
                self.fcc[i.cc] = res
        elif name in ("movf", "movt", "movn", "movz"):
            if name in ("movf", "movt"):
                cond = self.fcc[i.cc] == (name == "movt")
            else:
                cond = (self.r[i.rt] != 0) == (name == "movn")
            if cond:
                f[fd] = f[fs]
                if w == "d":
                    f[fd + 1] = f[fs + 1]
        else:
            raise MipsException(10, f"undefined instruction ({op})")

    def _fset(self, w: str, fd: int, x: float) -> None:
        if w == "d":
            self._dset(fd, x)
        else:
            self.f[fd] = _bits32(x)

    def step(self) -> None:
        """Execute the instruction at pc (raises MipsException / Exit for the runner)."""
        pc = self.pc
        stmt = self.memory.fetch(pc)
        instr = stmt.instr if isinstance(stmt, TextWord) else stmt
        if instr is None:
            raise MipsException(10, f"undefined instruction (0x{self.memory.peek_word(pc):08x})")
        self.pc = (pc + 4) & M32
        self.pc_of_current = pc
        self.execute(instr, pc)
        if self.db:
            self.advance_delayed_branch()

    def advance_delayed_branch(self) -> None:
        """After each instruction (also one whose exception went to the handler, which the
        pending branch then overrides: MARS quirk): a triggered branch jumps, a registered
        one triggers."""
        if self.db_state == 2:
            self.pc = self.db_target
            self.db_state = 0
        elif self.db_state == 1:
            self.db_state = 2


def odd_register(i: MipsInstr) -> str:
    """MARS's run-time error for a double operand in an odd-numbered register (which
    registers each instruction checks, in its words), or "" if there is none."""
    op = i.op
    fd, fs, ft = i.sa, i.rd, i.rt
    if op in ("ldc1", "sdc1"):
        regs, which = (ft,), "first register"
    elif op in ("cvt.d.s", "cvt.d.w"):
        regs, which = (fd,), "first register"
    elif op in ("cvt.s.d", "cvt.w.d") or op.endswith(".w.d"):
        regs, which = (fs,), "second register"
    elif not op.endswith(".d") or op.startswith("cvt."):
        return ""
    elif op[:4] in ("add.", "sub.", "mul.", "div."):
        regs, which = (fd, fs, ft), "all registers"
    elif op.startswith("c."):
        regs, which = (fs, ft), "both registers"
    else:  # abs, neg, mov, sqrt, movf, movt, movn, movz
        regs, which = (fd, fs), "both registers"
    return f"{which} must be even-numbered" if any(r & 1 for r in regs) else ""


def _s16(v: int) -> int:
    return v - 0x10000 if v & 0x8000 else v


def _s8(v: int) -> int:
    return v - 0x100 if v & 0x80 else v


_TRAP_TESTS = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "ge": lambda a, b: _s(a) >= _s(b),
    "geu": lambda a, b: a >= b,
    "lt": lambda a, b: _s(a) < _s(b),
    "ltu": lambda a, b: a < b,
}
# register forms (teq) and immediate forms (teqi, tgeiu) share one comparison
_TRAPS = {"t" + k: f for k, f in _TRAP_TESTS.items()}
_TRAPS.update({"t" + k[:2] + "i" + k[2:]: f for k, f in _TRAP_TESTS.items()})

__all__ = ["Exit", "MipsException", "MipsHart"]
