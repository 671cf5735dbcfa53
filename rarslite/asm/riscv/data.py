"""Data directives: storing ``.word .half .byte .dword .float .double .ascii .asciz .string``
exactly as RARS does (automatic alignment, truncation warnings, forward references)."""

from __future__ import annotations

import math
import struct

from rarslite.asm.escapes import STR_ESC as _STR_ESC
from rarslite.asm.riscv import lexer as L
from rarslite.isa.riscv.literals import hex8, s32

INT_DIRECTIVES = {".word": 4, ".half": 2, ".byte": 1, ".dword": 8}
REAL_DIRECTIVES = {".float": 4, ".double": 8}
STRING_DIRECTIVES = (".ascii", ".asciz", ".string")
_FLT_MAX = 3.4028234663852886e38


class DataStore:
    """Mixin of the assembler: the data segment image and the directives that fill it."""

    def _align(self, addr: int, boundary: int) -> int:
        rem = addr % boundary
        if rem == 0:
            return addr
        new = (addr + boundary - rem) & 0xFFFFFFFF
        st = self.fs
        if st is not None:
            for k, v in st.local.items():
                if v == addr:
                    st.local[k] = new
        return new

    def _valid_data(self, addr: int, n: int) -> bool:
        c = self.config
        return (
            c.data_segment_base <= addr
            and addr + n <= c.data_limit
            or c.stack_limit < addr <= c.stack_base + 3
            or c.mmio_base <= addr <= c.memory_limit
        )

    def _poke(self, addr: int, value: int, n: int) -> None:
        for k in range(n):
            self.mem[(addr + k) & 0xFFFFFFFF] = (value >> (8 * k)) & 0xFF

    def _write(self, value: int, n: int, tok: L.Token, idx: int) -> int:
        if self.auto_align:
            self.data_addr = self._align(self.data_addr, n)
        addr = self.data_addr
        if not self._valid_data(addr, n):
            self.error(idx, tok.col, f'"{s32(addr)}" is not a valid data segment address')
            return addr
        self._poke(addr, value, n)
        self.data_addr = (addr + n) & 0xFFFFFFFF
        return addr

    def _continuation(self, tokens: list[L.Token], idx: int) -> None:
        d = self.data_directive
        if d in INT_DIRECTIVES or d in REAL_DIRECTIVES:
            self._store_numeric(tokens, d, idx)
        elif d in STRING_DIRECTIVES and self._data_check(tokens[0], idx):
            self._store_strings(tokens, d, idx)

    def _store_numeric(self, tokens: list[L.Token], d: str, idx: int) -> None:
        start = 1 if tokens[0].type == L.DIRECTIVE else 0
        size = INT_DIRECTIVES.get(d) or REAL_DIRECTIVES[d]
        if len(tokens) == 4 and tokens[2].type == L.COLON:
            val, rep = tokens[1], tokens[3]
            is_int = d in INT_DIRECTIVES
            ok_val = val.type == L.INTEGER if is_int else val.type in (L.INTEGER, L.REAL_NUMBER)
            if not ok_val or rep.type != L.INTEGER:
                self.error(idx, val.col, "malformed expression")
                return
            count = rep.ival if rep.cls != "S64" else s32(rep.ival)
            if count <= 0:
                self.error(idx, rep.col, "repetition factor must be positive")
                return
            if self.in_data:
                if self.auto_align:
                    self.data_addr = self._align(self.data_addr, size)
                for _ in range(count):
                    if is_int:
                        self._store_int(val, d, idx)
                    else:
                        self._store_real(val, d, idx)
                    if self.limit_reached:
                        return
            return
        for tok in tokens[start:]:
            if d in INT_DIRECTIVES:
                self._store_int(tok, d, idx)
            else:
                self._store_real(tok, d, idx)

    def _store_int(self, tok: L.Token, d: str, idx: int) -> None:
        size = INT_DIRECTIVES[d]
        if tok.type == L.INTEGER:
            if tok.cls == "S64":
                full64 = tok.ival
                value = s32(full64)
                if d != ".dword":
                    self.warning(
                        idx,
                        tok.col,
                        f"value 0x{full64 & 0xFFFFFFFFFFFFFFFF:016x} is out-of-range "
                        f"and truncated to {hex8(value)}",
                    )
            else:
                value = tok.ival
                full64 = value
            if d == ".dword":
                self._write(full64 & 0xFFFFFFFF, 4, tok, idx)
                self._write((full64 >> 32) & 0xFFFFFFFF, 4, tok, idx)
                return
            full = value
            if d == ".byte":
                value &= 0xFF
                bad = full < -128 or full > 255
            elif d == ".half":
                value &= 0xFFFF
                bad = full < -32768 or full > 65535
            else:
                bad = False
            if bad:
                self.warning(
                    idx,
                    tok.col,
                    f"value {hex8(full)} is out-of-range and truncated to {hex8(value)}",
                )
            if self.in_data:
                self._write(value & 0xFFFFFFFF, size, tok, idx)
        elif tok.type == L.IDENTIFIER:
            if self.in_data:
                addr = self._lookup(tok.value)
                n = 4 if size == 8 else size
                if addr is None:
                    at = self._write(0, n, tok, idx)
                    assert self.fs is not None
                    self.fs.fwd.append((at, n, tok, idx, ""))
                else:
                    self._write((addr + tok.ival) & 0xFFFFFFFF, n, tok, idx)
            else:
                self.error(
                    idx,
                    tok.col,
                    f'"{tok.value}" label as directive operand not permitted in text segment',
                )
        else:
            self.error(idx, tok.col, f'"{tok.value}" is not a valid integer constant or label')

    def _store_real(self, tok: L.Token, d: str, idx: int) -> None:
        if tok.value == "Inf":
            value = math.inf
        elif tok.value == "-Inf":
            value = -math.inf
        elif tok.type in (L.INTEGER, L.REAL_NUMBER):
            v = L.java_double(tok.value)
            if v is None:
                self.error(idx, tok.col, f'"{tok.value}" is not a valid floating point constant')
                return
            value = v
            if d == ".float" and (value > _FLT_MAX or value < -_FLT_MAX):
                self.error(idx, tok.col, f'"{tok.value}" is an out-of-range value')
                return
        else:
            self.error(idx, tok.col, f'"{tok.value}" is not a valid floating point constant')
            return
        if d == ".float":
            bits = struct.unpack("<I", struct.pack("<f", value))[0]
            self._write(bits, 4, tok, idx)
        else:
            bits = struct.unpack("<Q", struct.pack("<d", value))[0]
            if self.auto_align:
                self.data_addr = self._align(self.data_addr, 8)
            addr = self.data_addr
            if not self._valid_data(addr, 8):
                self.error(idx, tok.col, f'"{s32(addr)}" is not a valid data segment address')
                return
            self._poke(addr, bits, 8)
            self.data_addr = (addr + 8) & 0xFFFFFFFF

    def _store_strings(self, tokens: list[L.Token], d: str, idx: int) -> None:
        start = 1 if tokens[0].type == L.DIRECTIVE else 0
        for tok in tokens[start:]:
            if tok.type != L.QUOTED_STRING:
                self.error(idx, tok.col, f'"{tok.value}" is not a valid character string')
                continue
            q = tok.value
            j = 1
            out = bytearray()
            while j < len(q) - 1:
                ch = q[j]
                if ch == "\\":
                    j += 1
                    ch = q[j]
                    if ch in _STR_ESC:
                        ch = _STR_ESC[ch]
                    elif ch == "u":
                        code = q[j + 1 : j + 5]
                        if len(q[j + 1 :]) < 4:
                            self.error(
                                idx,
                                tok.col,
                                f'unicode escape "\\u{q[j + 1 :]}" is incomplete. '
                                "Only escapes with 4 digits are valid.",
                            )
                        else:
                            try:
                                ch = chr(int(code, 16)) if code.strip() == code else "u"
                                if code.strip() != code:
                                    raise ValueError
                            except ValueError:
                                self.error(idx, tok.col, f'illegal unicode escape: "\\u{code}"')
                        j += 4
                out += ch.encode("utf-8", errors="replace")
                j += 1
            if d != ".ascii":
                out.append(0)
            for b in out:
                if not self._valid_data(self.data_addr, 1):
                    self.error(
                        idx,
                        tok.col,
                        f'"{s32(self.data_addr)}" is not a valid data segment address',
                    )
                    return
                self.mem[self.data_addr] = b
                self.data_addr = (self.data_addr + 1) & 0xFFFFFFFF




def chunks(mem: dict[int, int]) -> list[tuple[int, bytes]]:
    out: list[tuple[int, bytes]] = []
    if not mem:
        return out
    addrs = sorted(mem)
    start = prev = addrs[0]
    buf = bytearray([mem[start]])
    for a in addrs[1:]:
        if a == prev + 1:
            buf.append(mem[a])
        else:
            out.append((start, bytes(buf)))
            start = a
            buf = bytearray([mem[a]])
        prev = a
    out.append((start, bytes(buf)))
    return out
