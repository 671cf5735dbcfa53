"""Random assembly programs for both ISAs, shaped like the programs people write.

`generate(chooser, features)` writes one program: counted loops closed by a branch or by a
`j` (tested at the top or the bottom), exits from the middle, out-of-line paths placed after
the loop that jump back into it, nested loops, if/else chains, leaf, nested, recursive,
`jalr` and tail calls, functions that save and restore callee-saved registers (written or
not, restored from the wrong slot, sp moved through a register: --cc-save-all's shapes),
every load/store width, M extension (MIPS: HI/LO), floating point (RISC-V: every rounding
mode, the flags), CSR / coprocessor 0 reads, printing ecalls and
syscalls, traps with a handler (or one without, which ends the run), self-modifying stores
into text (with ``smc``) and polled Keyboard and Display MMIO. Every loop is counted by a
register nothing else writes, so a program ends (traps are resumed past the instruction).

What a program may use and each ISA's spelling are in tests/fuzz/dialects.py. All
randomness comes from the `Chooser` (tests/fuzz/choices.py): a seed reproduces a
program, and lowering or deleting choices gives a simpler one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.fuzz.choices import Chooser
from tests.fuzz.dialects import Features, MipsDialect, RiscvDialect


@dataclass
class Generated:
    source: str
    features: Features
    choices: list[int] = field(default_factory=list)


VALUES = [0, 1, -1, 2, 3, 5, 7, 8, 16, 100, -2, -7, 255, -128, 0x7FFFFFFF, -0x80000000,
          0x1234, 0xFFFF, 0x8000, 31, 33, -100]  # fmt: skip


class Generator:
    def __init__(self, c: Chooser, f: Features) -> None:
        self.c, self.f = c, f
        self.d: RiscvDialect | MipsDialect = MipsDialect(f) if f.isa == "mips" \
            else RiscvDialect(f)  # fmt: skip
        self.n = 0  # labels
        self.stmts = 0
        self.cold: list[str] = []  # code after the exit: out-of-line paths, smc sources
        self.functions: dict[str, list[str]] = {}
        # (none with wrapped calls: a handler's return leaves the checker no clean calls)
        self.handler = f.traps and c.chance(40) and not f.wrapped_calls
        self.fatal_used = False  # one trap without a handler at most (it ends the run)

    def label(self, kind: str) -> str:
        self.n += 1
        return f"{kind}{self.n}"

    # ---------------------------------------------------------------- values
    def w(self) -> str:
        return self.c.pick(self.d.W)

    def value(self) -> int:
        c = self.c
        if c.chance(25):
            return c.int(-3000, 3000)
        return c.pick(VALUES)

    # ---------------------------------------------------------------- program
    def program(self) -> str:
        d, c = self.d, self.c
        out = [".data", "buf: .word " + ", ".join(str(self.value()) for _ in range(16)),
               "  .space 64", f'msg: .asciiz "m{c.int(0, 99)}\\n"', ".text", "main:",
               d.la(d.BUF, "buf")]  # fmt: skip
        if d is not None and isinstance(d, RiscvDialect):
            out[3] = out[3].replace(".asciiz", ".asciz")
        for r in d.W:
            if c.chance(70):
                out.append(d.li(r, self.value()))
        if self.handler:
            out += d.handler_setup()
        if self.f.fp:
            out += self.fp_init()
        out += self.block(0, None, c.int(2, 10))
        out += d.exit(c)
        out += self.cold
        for body in self.functions.values():
            out += body
        if self.handler:
            out += d.handler()
        return "\n".join(x if x.endswith(":") or x.startswith(".") else "        " + x
                         for x in out) + "\n"  # fmt: skip

    def fp_init(self) -> list[str]:
        d, c = self.d, self.c
        out = []
        for k, fr in enumerate(d.FW[:4]):
            if isinstance(d, RiscvDialect):
                out.append(f"fcvt.{'s' if k % 2 == 0 else 'd'}.w {fr}, {self.w()}")
            else:
                out += [f"mtc1 {self.w()}, {fr}", f"cvt.{'s' if k % 2 == 0 else 'd'}.w {fr}, {fr}"]
        if c.chance(30) and isinstance(d, RiscvDialect):
            out += [d.li(d.SCRATCH, c.int(0, 4)), f"fsrm {d.SCRATCH}"]
        return out

    # ---------------------------------------------------------------- statements
    def block(self, depth: int, loop: tuple[str, str] | None, n: int) -> list[str]:
        out: list[str] = []
        for _ in range(n):
            if self.stmts >= self.f.max_stmts:
                break
            out += self.stmt(depth, loop)
        return out

    def stmt(self, depth: int, loop: tuple[str, str] | None) -> list[str]:
        c = self.c
        self.stmts += 1
        compound = depth < 3 and self.stmts < self.f.max_stmts - 2
        table: list[tuple[int, str]] = [(10, "alu"), (6, "imm"), (5, "mem"), (3, "mul")]
        if compound:
            table += [(6, "loop"), (5, "if"), (4, "ifelse"), (5, "call")]
        if loop is not None:
            table += [(3, "break"), (2, "continue"), (4, "ool")]
        table += [(2, "print"), (2, "csr")]
        if self.f.fp:
            table.append((4, "fp"))
        if self.f.traps and (self.handler or not self.fatal_used):
            table.append((1 if not self.handler else 2, "trap"))
        if self.f.smc and loop is not None:
            table.append((2, "smc"))
        if self.f.mmio:
            table.append((1, "mmio"))
        kind = c.weighted(table)
        return getattr(self, "s_" + kind)(depth, loop)

    def simple(self, n: int) -> list[str]:
        out: list[str] = []
        for _ in range(n):
            kind = self.c.weighted([(4, "alu"), (2, "imm"), (2, "mem"), (1, "mul")])
            out += getattr(self, "s_" + kind)(9, None)
        return out

    def s_alu(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        if isinstance(d, RiscvDialect) and self.f.xlen == 64 and c.chance(25):
            return [f"{c.pick(d.ALU64)} {self.w()}, {self.w()}, {self.w()}"]
        if c.chance(15):
            if isinstance(d, RiscvDialect) and self.f.xlen == 64:  # 6-bit amounts, W shifts
                shift = c.pick(["slli", "srli", "srai", "slliw", "srliw", "sraiw"])
                top = 31 if shift[-1] == "w" else 63
                return [f"{shift} {self.w()}, {self.w()}, {c.int(0, top)}"]
            k = c.int(0, 2)
            if isinstance(d, RiscvDialect):
                shift = c.pick(["slli", "srli", "srai"]) if k < 2 else "srai"
                return [f"{shift} {self.w()}, {self.w()}, {c.int(0, 31)}"]
            return [f"{['sll', 'srl', 'sra'][k]} {self.w()}, {self.w()}, {c.int(0, 31)}"]
        if c.chance(8):
            if isinstance(d, RiscvDialect):
                return [f"{c.pick(['lui', 'auipc'])} {self.w()}, {c.int(0, 0xFFFFF)}"]
            return [f"lui {self.w()}, {c.int(0, 0xFFFF)}"]
        return [f"{c.pick(d.ALU)} {self.w()}, {self.w()}, {self.w()}"]

    def s_imm(self, depth, loop) -> list[str]:
        c = self.c
        rv64 = isinstance(self.d, RiscvDialect) and self.f.xlen == 64
        op = c.pick(self.d.IMM + ["addiw"] if rv64 else self.d.IMM)
        lo = 0 if op in ("andi", "ori", "xori") and self.f.isa == "mips" else -2048
        return [f"{op} {self.w()}, {self.w()}, {c.int(lo, 2047)}"]

    def s_mul(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        if isinstance(d, RiscvDialect):
            ops = d.MUL + (d.MUL64 if self.f.xlen == 64 else [])
            return [f"{c.pick(ops)} {self.w()}, {self.w()}, {self.w()}"]
        k = c.int(0, 5)
        if k == 0:
            return [f"mul {self.w()}, {self.w()}, {self.w()}"]
        if k == 1:
            return [f"{c.pick(['clz', 'clo'])} {self.w()}, {self.w()}"]
        if k == 2:
            return [f"{c.pick(['mthi', 'mtlo'])} {self.w()}"]
        return [f"{c.pick(d.MUL)} {self.w()}, {self.w()}",
                f"{c.pick(['mfhi', 'mflo'])} {self.w()}"]  # fmt: skip

    def s_mem(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        rows = d.LOADS + d.STORES
        if isinstance(d, RiscvDialect) and self.f.xlen == 64:
            rows = rows + [("lwu", 4), ("ld", 8), ("sd", 8)]
        op, width = c.pick(rows)
        if c.chance(30):  # an address computed from data (always inside buf)
            a = d.ADDR[0]
            mask = 0x78 if width == 8 else 0x7C
            add = "add" if isinstance(d, RiscvDialect) else "addu"
            return [f"andi {a}, {self.w()}, {mask}", f"{add} {a}, {a}, {d.BUF}",
                    f"{op} {self.w()}, {c.int(0, 3) * 8}({a})"]  # fmt: skip
        off = c.int(0, 120 // width) * width
        return [f"{op} {self.w()}, {off}({d.BUF})"]

    def branch(self, target: str) -> list[str]:
        d, c = self.d, self.c
        if c.chance(35):
            return d.ctl(f"{c.pick(d.BR1)} {self.w()}, {target}")
        return d.ctl(f"{c.pick(d.BR2)} {self.w()}, {self.w()}, {target}")

    def s_if(self, depth, loop) -> list[str]:
        skip = self.label("skip")
        return self.branch(skip) + self.block(depth + 1, loop, self.c.int(1, 3)) + [skip + ":"]

    def s_ifelse(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        out: list[str] = []
        end = self.label("endif")
        for _ in range(c.int(1, 3)):  # an if / else if ... chain
            other = self.label("else")
            out += self.branch(other) + self.block(depth + 1, loop, c.int(1, 3))
            out += d.jump(end) + [other + ":"]
        return out + self.block(depth + 1, loop, c.int(0, 2)) + [end + ":"]

    def s_loop(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        cnt = d.COUNTERS[depth]
        top, latch, exit_ = self.label("top"), self.label("latch"), self.label("exit")
        n = c.int(1, 5)
        form = c.int(0, 2)
        outer_cold = self.cold
        self.cold = []  # out-of-line paths of this loop
        body = self.block(depth + 1, (latch, exit_), c.int(1, 5))
        ool, self.cold = self.cold, outer_cold
        if form == 0:  # do-while closed by a branch; out-of-line paths after the exit
            self.cold += ool
            closing = d.ctl(f"bnez {cnt}, {top}" if c.chance(60) else f"bgtz {cnt}, {top}")
            return [d.li(cnt, n), top + ":", *body, latch + ":", d.dec(cnt), *closing,
                    exit_ + ":"]  # fmt: skip
        if form == 1:  # the bottom test exits, a `j` closes; out-of-line paths after the `j`
            return [d.li(cnt, 0), top + ":", *body, latch + ":", d.inc(cnt),
                    d.li(d.SCRATCH, n), *d.ctl(f"beq {cnt}, {d.SCRATCH}, {exit_}"),
                    *d.jump(top), *ool, exit_ + ":"]  # fmt: skip
        # tested at the top, closed by a `j`
        return [d.li(cnt, n), top + ":", *d.ctl(f"beqz {cnt}, {exit_}"), *body, latch + ":",
                d.dec(cnt), *d.jump(top), *ool, exit_ + ":"]  # fmt: skip

    def s_break(self, depth, loop) -> list[str]:
        return self.branch(loop[1])

    def s_continue(self, depth, loop) -> list[str]:
        return self.branch(loop[0])

    def s_ool(self, depth, loop) -> list[str]:
        """A rare path placed after the loop that jumps back into the middle of it."""
        c = self.c
        away, back = self.label("ool"), self.label("back")
        path = [away + ":", *self.simple(c.int(1, 3))]
        if c.chance(40):
            path += self.d.call(self.leaf(c.int(0, 1)), 0)
        self.cold += path + self.d.jump(back)
        return self.branch(away) + [back + ":"]

    # ---------------------------------------------------------------- calls
    def leaf(self, k: int) -> str:
        name = f"leaf{k}"
        if name not in self.functions:
            self.functions[name] = []  # reserve (bodies may call)
            self.functions[name] = [name + ":", *self.simple(self.c.int(1, 4)),
                                    *self.d.ret(self.c.int(0, 2))]  # fmt: skip
        return name

    def nested(self) -> str:
        if "nested" not in self.functions:
            self.functions["nested"] = []
            d, c = self.d, self.c
            pre, leaf, way = self.simple(c.int(0, 2)), self.leaf(c.int(0, 1)), c.int(0, 3)
            # (wrapped calls: by jal, so a trace runs on into the leaf and back, above the
            # wrapper's callee: lean frames pushed and popped by the block code)
            body = ["nested:", *d.push_ra(), *pre,
                    *d.call(leaf, 0 if self.f.wrapped_calls else way), *self.scrub(),
                    *self.simple(c.int(0, 2))]  # fmt: skip
            if c.chance(50):
                body += [*d.call(self.leaf(c.int(0, 1)), 0), *self.scrub()]
            self.functions["nested"] = body + d.pop_ra() + d.ret(c.int(0, 2))
        return "nested"

    def recursive(self) -> str:
        if "rec" not in self.functions:
            self.functions["rec"] = []
            d, c = self.d, self.c
            a = d.arg()
            self.functions["rec"] = [
                "rec:", *d.ctl(f"blez {a}, rec_end"), *d.push_ra(a),
                f"{'addi' if isinstance(d, RiscvDialect) else 'addiu'} {a}, {a}, -1",
                *d.call("rec", 0), *self.scrub(), *d.pop_ra(a), *self.simple(c.int(1, 2)),
                f"{'add' if isinstance(d, RiscvDialect) else 'addu'} {self.w()}, {self.w()}, {a}",
                "rec_end:", *d.ret(c.int(0, 2))]  # fmt: skip
        return "rec"

    def scrub(self) -> list[str]:
        """With ``clean_calls``: write every caller-saved register the program reads, so
        that the call just made leaves its caller nothing to check (no choice drawn: the
        other statements stay those of the seed)."""
        if not self.f.clean_calls:
            return []
        return [f"li {r}, {i + 1}" for i, r in enumerate(self.d.CALLER_SAVED)]

    def tail(self) -> str:
        if "tail" not in self.functions:
            self.functions["tail"] = []
            self.functions["tail"] = ["tail:", *self.simple(self.c.int(0, 2)),
                                      *self.d.jump(self.leaf(self.c.int(0, 1)))]  # fmt: skip
        return "tail"

    def saver(self, k: int) -> str:
        """A function that saves callee-saved registers on the stack and restores them (what
        --cc-save-all follows): it writes each of them, or not, or on one branch only;
        restores it from its slot, from another slot or not at all; may load a register it
        did not save, return early through a second epilogue, call a leaf, and move sp
        through a register (``mv t, sp`` ... ``mv sp, t``, ``add sp, sp, t``) between the
        saves and the restores, with the restores' offsets following sp. Its frame is
        balanced but for a rare one that leaves 16 bytes on the stack."""
        name = f"save{k}"
        if name in self.functions:
            return name
        self.functions[name] = []  # reserve (bodies may call)
        d, c = self.d, self.c
        size = d.slot()
        regs: list[str] = []
        for _ in range(c.int(1, 3)):
            r = c.pick(d.SAVED)
            if r not in regs:
                regs.append(r)
        calls = c.chance(30)
        ra = "ra" if isinstance(d, RiscvDialect) else "$ra"
        slots = {r: size * (1 + i) for i, r in enumerate(regs)}
        spare = size * (1 + len(regs))
        frame = (spare + size + 15) // 16 * 16
        out = [name + ":", d.sp_add(-frame, c)] + ([d.store(ra, 0)] if calls else [])
        out += [d.store(r, slots[r]) for r in regs]
        cur = 0  # sp - its value after the prologue (sp moved through a register)
        cold: list[str] = []  # early epilogues, after the main one

        def move() -> None:
            nonlocal cur
            n = c.pick([0, -16] if cur == 0 else [0, -16, 16])
            out.extend(d.sp_move(n, c))
            cur += n

        def epilogue() -> list[str]:
            lines: list[str] = []
            back = c.chance(50)  # sp back before the restores (else after them)
            if back and cur:
                lines += d.sp_move(-cur, c)
            shift = 0 if back else cur
            for r in reversed(regs):
                how = c.weighted([(8, "slot"), (2, "other"), (1, "none")])
                if how == "slot":
                    lines.append(d.load(r, slots[r] - shift))
                elif how == "other":
                    other = c.pick([spare] + [v for q, v in slots.items() if q != r])
                    lines.append(d.load(r, other - shift))
            if c.chance(15):  # a callee-saved register loaded without a save
                lines.append(d.load(c.pick(d.SAVED), spare - shift))
            if calls:
                lines.append(d.load(ra, -shift))
            if shift and c.chance(50):
                lines += d.sp_move(-shift, c)
                shift = 0
            leave = frame - shift - (16 if c.chance(5) else 0)
            return lines + [d.sp_add(leave, c), *d.ret(c.int(0, 2))]

        if c.chance(50):
            move()
        for r in regs:
            how = c.weighted([(4, "none"), (3, "write"), (2, "branch")])
            if how == "none":
                continue
            write = d.li(r, self.value()) if c.chance(50) else \
                f"{c.pick(d.ALU)} {r}, {self.w()}, {self.w()}"  # fmt: skip
            if how == "write":
                out.append(write)
            else:
                skip = self.label("skip")
                out += self.branch(skip) + [write, skip + ":"]
        out += self.simple(c.int(0, 2))
        if calls and c.chance(70):
            out += [*d.call(self.leaf(c.int(0, 1)), c.int(0, 3)), *self.scrub()]
        if c.chance(25):
            early = self.label("early")
            out += self.branch(early)
            cold += [early + ":", *epilogue()]
        if c.chance(35):
            move()
        self.functions[name] = out + epilogue() + cold
        return name

    def s_call(self, depth, loop) -> list[str]:
        wrapped = self.f.wrapped_calls
        call = self._call(wrapped)
        if not wrapped:
            return call
        # (no choice drawn: the program stays the seed's) two wrappers, one calling the
        # other, so the callee runs above a lean frame: its call and return inside a trace
        # are the block code's (ConventionChecker.inline_call/inline_return)
        d = self.d
        for _ in range(2):
            name = f"wrap{len(self.functions)}"
            self.functions[name] = [name + ":", *d.push_ra(), *call, *self.scrub(),
                                    *d.pop_ra(), *d.ret(0)]  # fmt: skip
            call = d.call(name, 0)
        return call

    def _call(self, jal: bool = False) -> list[str]:
        """A call statement; ``jal``: by ``jal`` whatever way was drawn (the wrappers' calls:
        a trace goes on into the callee)."""
        d, c = self.d, self.c
        k = c.int(0, 5)

        def how(n: int) -> int:
            drawn = c.int(0, n)
            return 0 if jal else drawn

        if k >= 4:
            return d.call(self.saver(c.int(0, 3)), how(3))
        if k == 0:
            return d.call(self.leaf(c.int(0, 1)), how(3))
        if k == 1:
            return d.call(self.nested(), how(3))
        if k == 2:
            return [d.li(d.arg(), c.int(0, 5)), *d.call(self.recursive(), how(1))]
        return d.call(self.tail(), how(3))

    # ---------------------------------------------------------------- system
    def s_print(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        k = c.int(0, 3)
        if isinstance(d, RiscvDialect):
            if k == 0:
                return [d.mv("a0", self.w()), f"li a7, {c.pick([1, 34, 35, 36])}", "ecall"]
            if k == 1:
                return [f"li a0, {c.int(33, 126)}", "li a7, 11", "ecall"]
            if k == 2 or not self.f.fp:
                return ["la a0, msg", "li a7, 4", "ecall"]
            return [f"fmv.s fa0, {c.pick(d.FW)}", "li a7, 2", "ecall"]
        if k == 0:
            return [d.mv("$a0", self.w()), f"li $v0, {c.pick([1, 34, 35, 36])}", "syscall"]
        if k == 1:
            return [f"li $a0, {c.int(33, 126)}", "li $v0, 11", "syscall"]
        if k == 2 or not self.f.fp:
            return ["la $a0, msg", "li $v0, 4", "syscall"]
        return [f"mov.s $f12, {c.pick(d.FW)}", "li $v0, 2", "syscall"]

    def s_csr(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        if isinstance(d, RiscvDialect):
            if c.chance(25):
                return [f"csrw {self.w()}, uscratch"]
            if c.chance(20):
                return [f"andi {d.SCRATCH}, {self.w()}, 3", f"fsrm {d.SCRATCH}"]
            if c.chance(20):
                return [f"fsflags {self.w()}"]
            return [f"csrr {self.w()}, {c.pick(d.CSRS[:11])}"]
        return [f"mfc0 {self.w()}, {c.pick(d.CP0)}"]

    def s_fp(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        fw = d.FW
        if isinstance(d, RiscvDialect):
            t = c.pick(["s", "d"])
            rm = c.pick(d.RM)
            rm_ = f", {rm}" if rm else ""
            k = c.int(0, 10)
            f1, f2, f3, f4 = (c.pick(fw) for _ in range(4))
            if k <= 2:
                op = c.pick(["fadd", "fsub", "fmul", "fdiv"])
                return [f"{op}.{t} {f1}, {f2}, {f3}{rm_}"]
            if k == 3:
                return [f"fsqrt.{t} {f1}, {f2}{rm_}"]
            if k == 4:
                op = c.pick(["fmadd", "fmsub", "fnmadd", "fnmsub"])
                return [f"{op}.{t} {f1}, {f2}, {f3}, {f4}{rm_}"]
            if k == 5:
                op = c.pick(["fmin", "fmax", "fsgnj", "fsgnjn", "fsgnjx"])
                return [f"{op}.{t} {f1}, {f2}, {f3}"]
            if k == 6:
                return [f"{c.pick(['fcvt.w', 'fcvt.wu'])}.{t} {self.w()}, {f1}{rm_}"]
            if k == 7:
                return [f"{c.pick(['fcvt.s.w', 'fcvt.s.wu', 'fcvt.d.w'])} {f1}, {self.w()}{rm_}"]
            if k == 8:
                op = c.pick(["feq", "flt", "fle", "fclass"])
                tail = "" if op == "fclass" else f", {f2}"
                return [f"{op}.{t} {self.w()}, {f1}{tail}"]
            if k == 9:
                return [c.pick([f"fcvt.s.d {f1}, {f2}{rm_}", f"fcvt.d.s {f1}, {f2}",
                                f"fmv.x.w {self.w()}, {f1}", f"fmv.w.x {f1}, {self.w()}"])]
            w = c.pick([("flw", "fsw", 4), ("fld", "fsd", 8)])
            op = w[c.int(0, 1)]
            return [f"{op} {f1}, {c.int(0, 120 // w[2]) * w[2]}({d.BUF})"]
        t = c.pick(["s", "d"])
        f1, f2, f3 = (c.pick(fw) for _ in range(3))
        k = c.int(0, 8)
        if k <= 2:
            return [f"{c.pick(['add', 'sub', 'mul', 'div'])}.{t} {f1}, {f2}, {f3}"]
        if k == 3:
            return [f"{c.pick(['sqrt', 'abs', 'neg', 'mov'])}.{t} {f1}, {f2}"]
        if k == 4:
            op = c.pick(["round", "trunc", "ceil", "floor", "cvt"])
            return [f"{op}.w.{t} {f1}, {f2}", f"mfc1 {self.w()}, {f1}"]
        if k == 5:
            return [f"mtc1 {self.w()}, {f1}", f"cvt.{t}.w {f1}, {f1}"]
        if k == 6:
            return [c.pick([f"cvt.s.d {f1}, {f2}", f"cvt.d.s {f1}, {f2}"])]
        if k == 7:  # compare and branch on the flag
            skip = self.label("fskip")
            cc = c.int(0, 7)
            cmp = c.pick(["c.eq", "c.lt", "c.le"])
            return [f"{cmp}.{t} {cc}, {f1}, {f2}",
                    *d.ctl(f"{c.pick(['bc1t', 'bc1f'])} {cc}, {skip}"),
                    *self.simple(c.int(1, 2)), skip + ":"]  # fmt: skip
        w = c.pick([("lwc1", "swc1", 4), ("ldc1", "sdc1", 8)])
        return [f"{w[c.int(0, 1)]} {f1}, {c.int(0, 120 // w[2]) * w[2]}({d.BUF})"]

    def s_trap(self, depth, loop) -> list[str]:
        d, c = self.d, self.c
        if not self.handler:
            self.fatal_used = True
        k = c.int(0, 3)
        if isinstance(d, RiscvDialect):
            return [[f"lw {self.w()}, {c.pick([1, 2, 3])}({d.BUF})",
                     f"sh {self.w()}, 1({d.BUF})", f"lw {self.w()}, 0(zero)",
                     f"csrw {self.w()}, cycle"][k]]  # fmt: skip
        return [["teq $zero, $zero", f"lw {self.w()}, 2({d.BUF})",
                 f"li {d.ADDR[0]}, 0x7fffffff\n        addi {d.ADDR[0]}, {d.ADDR[0]}, 1",
                 f"lw {self.w()}, 0($zero)"][k]]  # fmt: skip

    def s_smc(self, depth, loop) -> list[str]:
        """Patch an instruction of this loop with one kept after the exit: the next rounds
        run the new one."""
        d = self.d
        patch, src = self.label("patch"), self.label("src")
        a, b = d.ADDR
        self.cold += [src + ":", *self.s_alu(9, None)]
        return [patch + ":", *self.s_alu(9, None), d.la(a, patch), d.la(b, src),
                f"lw {d.SCRATCH}, 0({b})", f"sw {d.SCRATCH}, 0({a})"]  # fmt: skip

    def s_mmio(self, depth, loop) -> list[str]:
        """Poll the display's ready bit (a bounded number of times), then send a character;
        or read the keyboard's registers."""
        d, c = self.d, self.c
        a, b = d.ADDR
        s = d.SCRATCH
        base = [d.li(a, -0x10000)]
        if c.chance(30):
            return base + [f"lw {self.w()}, {c.pick([0, 4])}({a})"]
        poll, ready = self.label("poll"), self.label("ready")
        return base + [d.li(s, 40), poll + ":", f"lw {b}, 8({a})", f"andi {b}, {b}, 1",
                       *d.ctl(f"bnez {b}, {ready}"), d.dec(s), *d.ctl(f"bnez {s}, {poll}"),
                       ready + ":", d.li(b, c.int(65, 90)), f"sw {b}, 12({a})"]  # fmt: skip


def generate(c: Chooser, f: Features) -> Generated:
    """One program from the chooser's choices."""
    src = Generator(c, f).program()
    return Generated(src, f, list(c.record))
