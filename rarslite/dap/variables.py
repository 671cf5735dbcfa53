"""What a stopped program shows a debugger: register scopes (from the ISA's front), the
data segment's labels, memory bytes, and the names expressions read."""

from __future__ import annotations

import re
import struct
from typing import Any

from rarslite.bits import s32
from rarslite.dap.expressions import EvalError, Evaluator
from rarslite.machine.front import RegisterGroup

DATA_REF = 1000  # the data segment scope's variablesReference (register scopes are 1..N)
_NUMBERED = re.compile(r"^(?:x|\$)(\d+)$")
_FLOAT = re.compile(r"[-+]?(\d+\.\d*|\.\d+|\d+)(e[-+]?\d+)?|[-+]?(inf|nan)")


def signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def float_bits(text: str, floating: str) -> int | None:
    """The pattern a decimal literal with a point (or ``inf``/``nan``) gives a register
    of a floating group; None for other text."""
    t = text.strip().lower()
    if not floating or not _FLOAT.fullmatch(t) or not ("." in t or "e" in t or "n" in t):
        return None
    single = struct.unpack("<I", struct.pack("<f", float(t)))[0]
    return single | 0xFFFFFFFF00000000 if floating == "boxed" else single


class Inspector:
    """Reads and writes one machine's registers and memory for the debug session."""

    def __init__(self, front: Any, machine: Any, view: Any) -> None:
        self.machine = machine
        self.view = view
        self.groups: list[RegisterGroup] = front.register_groups(machine)
        # every label (a MIPS program's ``symbols`` are its globals only)
        self.labels: dict[str, int] = getattr(view, "labels", None) or view.symbols
        self._by_name: dict[str, tuple[int, int]] = {}  # name -> (group, index)
        for g, group in enumerate(self.groups):
            for i, name in enumerate(group.names):
                self._by_name.setdefault(name, (g, i))
                self._by_name.setdefault(name.lstrip("$"), (g, i))
        self.sp_index = self._by_name.get("sp", (0, 2))[1]
        self.evaluator = Evaluator(self.lookup, self.load_word)

    # -- names
    def register(self, name: str) -> tuple[int, int] | None:
        where = self._by_name.get(name)
        if where is None:
            m = _NUMBERED.match(name)
            if m and int(m.group(1)) < 32:
                where = (0, int(m.group(1)))
        return where

    def lookup(self, name: str) -> int | None:
        where = self.register(name)
        if where is not None:
            g, i = where
            group = self.groups[g]
            return signed(group.read(self.machine)[i], group.bits)
        addr = self.labels.get(name)
        return addr

    def sp(self) -> int:
        return self.machine.x[self.sp_index] & 0xFFFFFFFF

    # -- memory
    def load_word(self, addr: int) -> int:
        if addr % 4:
            raise EvalError(f"*0x{addr:08x}: not a word address (a multiple of 4)")
        return s32(self.machine.memory.peek_word(addr))

    def read_bytes(self, addr: int, count: int) -> bytes:
        out = bytearray()
        a = addr & ~3
        while a < addr + count:
            word = self.machine.memory.peek_word(a & 0xFFFFFFFF) & 0xFFFFFFFF
            out += word.to_bytes(4, "little")
            a += 4
        skip = addr & 3
        return bytes(out[skip:skip + count])

    def write_bytes(self, addr: int, data: bytes) -> None:
        memory = self.machine.memory
        for i, b in enumerate(data):
            memory.poke_byte((addr + i) & 0xFFFFFFFF, b)
        self.machine.external_edit(clear_history=False)  # replay cannot cross an edit

    # -- scopes
    def scopes(self) -> list[dict[str, Any]]:
        out = [{"name": g.name, "variablesReference": i + 1, "namedVariables": len(g.names),
                "presentationHint": "registers", "expensive": False}
               for i, g in enumerate(self.groups)]  # fmt: skip
        out.append({"name": "Data segment", "variablesReference": DATA_REF,
                    "namedVariables": len(self.data_labels()), "expensive": False})
        return out

    def data_labels(self) -> list[tuple[str, int]]:
        text = self.view.text
        return sorted(((name, addr) for name, addr in self.labels.items()
                       if addr not in text), key=lambda item: (item[1], item[0]))  # fmt: skip

    def show(self, group: RegisterGroup, value: int) -> str:
        if group.text is not None:
            return group.text(value)
        value &= (1 << group.bits) - 1
        return f"0x{value:0{group.bits // 4}x} ({signed(value, group.bits)})"

    def variables(self, ref: int) -> list[dict[str, Any]]:
        if ref == DATA_REF:
            return [{"name": name, "value": self.word_text(addr), "variablesReference": 0,
                     "memoryReference": f"0x{addr:08x}", "evaluateName": f"*{name}",
                     "type": f"word at 0x{addr:08x}"} for name, addr in self.data_labels()]
        if not 1 <= ref <= len(self.groups):
            raise KeyError(ref)
        group = self.groups[ref - 1]
        values = group.read(self.machine)
        return [{"name": name, "value": self.show(group, v), "variablesReference": 0,
                 "evaluateName": name} for name, v in zip(group.names, values, strict=True)]

    def word_text(self, addr: int) -> str:
        if addr % 4:
            b = self.read_bytes(addr, 1)[0]
            return f"0x{b:02x} ({b}) (byte)"
        v = self.machine.memory.peek_word(addr) & 0xFFFFFFFF
        return f"0x{v:08x} ({s32(v)})"

    def set_variable(self, ref: int, name: str, text: str) -> str:
        """Write ``text`` (an expression, or a decimal with a point for an FP register)
        into variable ``name`` of scope ``ref``; the new display value."""
        if ref == DATA_REF:
            addr = dict(self.data_labels()).get(name)
            if addr is None:
                raise KeyError(name)
            value = self.evaluator.evaluate(text)
            if addr % 4:
                self.write_bytes(addr, bytes((value & 0xFF,)))
            else:
                self.write_bytes(addr, (value & 0xFFFFFFFF).to_bytes(4, "little"))
            return self.word_text(addr)
        group = self.groups[ref - 1]
        index = list(group.names).index(name)
        return self.set_register(group, index, text)

    def set_register(self, group: RegisterGroup, index: int, text: str) -> str:
        value = float_bits(text, group.floating)
        if value is None:
            value = self.evaluator.evaluate(text)
        group.write(self.machine, index, value & ((1 << group.bits) - 1))
        self.machine.external_edit(clear_history=False)
        return self.show(group, group.read(self.machine)[index])

    def assign(self, name: str, text: str) -> str:
        """``name = text`` typed in the debug console: a register or a word at a label."""
        where = self.register(name)
        if where is not None:
            return self.set_register(self.groups[where[0]], where[1], text)
        if name in self.labels:
            return self.set_variable(DATA_REF, name, text)
        raise EvalError(f"no register or label named {name!r}")
