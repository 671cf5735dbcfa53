"""Code generation of memory accesses for the RISC-V block translator (translator.py):
inlined fast paths into the data, stack (and MMIO) regions' views, slow paths through
`Memory` otherwise."""

from __future__ import annotations

from collections.abc import Callable

from rarslite.isa.riscv.instr import Instr

M = 0xFFFFFFFF


class MemGen:
    """The memory-access part of `Translator` (``fast``: the inlined regions)."""

    fast: list[tuple[str, int, int, int]]

    def _mem_addr(self, ins: Instr, reg: Callable[[int], str]) -> str:
        base = reg(ins.rs1)
        if base == "0":
            return f"a = {ins.imm & M}"
        # not wrapped to 32 bits: an address outside them (or negative) fails every fast-path
        # range test, and the slow path wraps it (RV64: keeps its low word, as RARS does)
        if ins.imm == 0:
            return f"a = {base}"
        return f"a = {base} + {ins.imm}"

    def _regions(self, base_reg: int) -> list[tuple[str, int, int, int]]:
        """Fast regions in test order: the stack first for sp/fp-based accesses."""
        if base_reg in (2, 8) and len(self.fast) >= 2 and self.fast[1][0] == "K":
            return [self.fast[1], self.fast[0]] + self.fast[2:]
        return self.fast

    def _fast_paths(self, view: str, align: int, base_reg: int, stmt: Callable[[str], str]
                    ) -> list[str]:  # fmt: skip
        """``if``/``elif`` lines, one per fast region: ``stmt(element)`` where the address
        ``a`` is in the region (and aligned)."""
        out = []
        kw = "if"
        for prefix, lo, hi, base in self._regions(base_reg):
            cond = f"{lo} <= a <= {hi}"
            if align:
                cond += f" and not a & {align}"
            shift = {3: " >> 2", 1: " >> 1", 0: ""}[align]
            off = f"(a - {base}){shift}" if base else f"a{shift}"
            out.append(f"{kw} {cond}: {stmt(f'{prefix}{view}[{off}]')}")
            kw = "elif"
        return out

    def _fast_load(self, view: str, align: int, target: str, mask: bool,
                   base_reg: int = 0, width: str = "4294967295") -> list[str]:  # fmt: skip
        tail = f" & {width}" if mask else ""
        return self._fast_paths(view, align, base_reg, lambda el: f"{target} = {el}{tail}")

    def _fast_store(self, view: str, align: int, value: str, base_reg: int = 0) -> list[str]:
        return self._fast_paths(view, align, base_reg, lambda el: f"{el} = {value}")

    def _gen_rv64_mem(self, ins: Instr, reg, dst, slow) -> list[str]:
        """lwu, ld and sd (RARS's 64-bit mode)."""
        if ins.op == "sd":
            v = reg(ins.rs2)
            return self._gen_dword(ins, reg, "", v, f"MSD(a, {v})", slow)
        d = dst(ins.rd) or "_"
        if ins.op == "ld":
            return self._gen_dword(ins, reg, d, "", f"{d} = MLD64(a)", slow)
        out = [self._mem_addr(ins, reg)] + self._fast_load("W", 3, d, False, ins.rs1)
        if len(out) > 1:
            return out + ["else:"] + slow(f"{d} = MLW(a)", "    ")
        return out + slow(f"{d} = MLW(a)")

    def _gen_dword(self, ins: Instr, reg, d: str, v: str, call: str, slow) -> list[str]:
        """A doubleword load into ``d`` or store of ``v`` (ld/sd, fld/fsd). A doubleword is
        two words, 4-aligned (RARS); the fast path serves it when both words start in the
        region (``hi`` is the last word start): one element of the doubleword view 8 bytes
        from the region's base (RARS's sp and stack base are 4 mod 8), two words otherwise."""
        out = [self._mem_addr(ins, reg)]
        kw = "if"
        for prefix, lo, hi, base in self._regions(ins.rs1):
            rel = f"(a - {base})" if base else "a"
            w = f"{prefix}W"
            q = f"{prefix}Q[{rel} >> 3]"
            out.append(f"{kw} {lo} <= a <= {hi - 4} and not {rel} & 7: "
                       + (f"{q} = {v}" if v else f"{d} = {q}"))
            out.append(f"elif {lo} <= a <= {hi - 4} and not a & 3:")
            if v:
                out.append(f"    o = {rel} >> 2; {w}[o] = {v} & 4294967295; "
                           f"{w}[o + 1] = {v} >> 32")  # fmt: skip
            else:
                out.append(f"    o = {rel} >> 2; {d} = {w}[o] | {w}[o + 1] << 32")
            kw = "elif"
        if len(out) > 1:
            return out + ["else:"] + slow(call, "    ")
        return out + slow(call)


# op -> (view suffix, alignment mask, slow-path call, sign-extend (mask to 32 bits))
LOADS = {
    "lw": ("W", 3, "MLW(a)", False),
    "lh": ("SH", 1, "MLH(a, True)", True),
    "lhu": ("H", 1, "MLH(a)", False),
    "lb": ("SB", 0, "MLB(a, True)", True),
    "lbu": ("B", 0, "MLB(a)", False),
}
# op -> (view suffix, alignment mask, slow-path call, value mask)
STORES = {
    "sw": ("W", 3, "MSW(a, {v})", 0),
    "sh": ("H", 1, "MSH(a, {v})", 65535),
    "sb": ("B", 0, "MSB(a, {v})", 255),
}
