"""RARS memory: the data, stack, MMIO and text regions of a `MemoryConfig`, and the MMIO bus.

Addresses are decoded on the *start* address of an access, in RARS's order (rars-reference
§1.2): data segment, stack, MMIO, text. Each region is one flat little-endian bytearray
(memoryview casts give fast word/half access to the translator's inline paths). Text holds
decoded instructions per 4-byte slot; a missing slot is "empty".

Faults are raised as `Trap` with RARS's cause, utval and message (§1.3). Program accesses
whose start address lies in a connected device's range call the device's hook after the
access; if the hook changed that device's deadline or raised an interrupt, `cut` is set so a
running translated block ends right after that instruction.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rarslite.bits import hex8
from rarslite.isa.riscv.instr import Instr
from rarslite.machine.interface import DeviceConflict, tell_text_load
from rarslite.machine.regions import Region
from rarslite.machine.riscv.errors import Trap
from rarslite.memory_map import MemoryConfig
from rarslite.program import within

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import Device

M32 = 0xFFFFFFFF


# Fault constructors: RARS's exact causes and texts (rars-reference §1.3).
def load_misaligned_word(a: int) -> Trap:
    return Trap(4, a, f"Load address not aligned to word boundary {hex8(a)}")


def load_misaligned_half(a: int) -> Trap:
    return Trap(4, a, f"Load address not aligned on halfword boundary {hex8(a)}")


def store_misaligned_word(a: int) -> Trap:
    return Trap(6, a, f"Store address not aligned to word boundary {hex8(a)}")


def store_misaligned_half(a: int) -> Trap:
    return Trap(6, a, f"store address not aligned on halfword boundary {hex8(a)}")


def load_fault(a: int) -> Trap:
    return Trap(5, a, f"address out of range {hex8(a)}")


def store_fault(a: int) -> Trap:
    return Trap(7, a, f"address out of range {hex8(a)}")


class Memory:
    """The program's memory as RARS decodes it, plus the device bus."""

    def __init__(self, config: MemoryConfig, smc: bool = False) -> None:
        self.config = config
        self.smc = smc
        c = config
        # lazy regions (zero pages until touched) and no clearing of fresh storage: a machine
        # starts in microseconds, not the ~25 ms that zeroing 8 MiB twice took (`grade` runs
        # thousands of short programs)
        self.data = Region("data", c.data_segment_base, c.data_limit - 1, lazy=True)
        self.stack = Region("stack", c.stack_limit + 1, c.stack_base, lazy=True)
        self.mmio = Region("mmio", c.mmio_base, c.mmio_limit - 1, lazy=True)
        self._fresh = True  # nothing stored yet: the first reset has nothing to clear
        self.text_lo = c.text_base
        self.text_hi = c.text_limit - 1  # last valid start address
        # text: decoded instruction and raw word per occupied slot
        self.text: dict[int, Instr | None] = {}  # None = undecodable word (smc)
        self.text_words: dict[int, int] = {}
        self.text_changes = 0  # words of text stored since the load (smc, debugger edits)
        # [lo, hi) text ranges that loads may read / stores may write without smc (an ELF's
        # readable / writable segments: Program.readable_text, writable_text)
        self.readable_text: tuple[tuple[int, int], ...] = ()
        self.writable_text: tuple[tuple[int, int], ...] = ()
        self.devices: list[Device] = []
        self._dev_ranges: list[tuple[int, int, Device]] = []
        # set when a device hook rescheduled/interrupted or text changed: a translated block
        # must end after the current instruction
        self.cut = False
        self.owner = None  # the Machine (its ``attn`` flag), set by the machine
        # called with the address of a changed text slot (translation cache invalidation)
        self.on_text_change: Callable[[int], None] | None = None
        # backstep journal: when a list, stores append (addr, the bytes before); a text word's
        # entry holds the word before as an int (no byte string can be mistaken for one)
        self.journal: list[tuple[int, bytes | int]] | None = None
        # record every block written, zeros included (address-range dumps stop at the first
        # block never written): set before the hart is (re)built, its translated code then
        # leaves data and stack accesses to the recording slow path
        self.track_writes = False
        self._regions = (self.data, self.stack, self.mmio)

    # ---------------------------------------------------------------- devices
    def connect(self, device: Device) -> None:
        for start, end in device.ranges:
            if end <= start:
                raise DeviceConflict(f"{device.name}: empty address range {hex8(start)}")
            for s2, e2, other in self._dev_ranges:
                if getattr(device, "observer", False) or getattr(other, "observer", False):
                    continue  # an analysis tool's observer may overlap (tools/observers.py)
                if start < e2 and s2 < end:
                    raise DeviceConflict(
                        f"{device.name} range {hex8(start)}-{hex8(end - 1)} overlaps "
                        f"{other.name} range {hex8(s2)}-{hex8(e2 - 1)}"
                    )
        self.devices.append(device)
        for start, end in device.ranges:
            self._dev_ranges.append((start, end, device))

    def disconnect(self, device: Device) -> None:
        if device in self.devices:
            self.devices.remove(device)
            self._dev_ranges = [r for r in self._dev_ranges if r[2] is not device]

    def device_at(self, a: int) -> Device | None:
        for start, end, dev in self._dev_ranges:
            if start <= a < end:
                return dev
        return None

    def hooks_overlap(self, region: Region) -> bool:
        """True if some device watches addresses of ``region`` (no inline fast path then)."""
        return any(s <= region.hi and region.lo < e for s, e, _ in self._dev_ranges)

    # ---------------------------------------------------------------- decode
    def _region(self, a: int) -> Region | None:
        # unrolled: this decode is on every slow-path access and every device peek/poke
        r = self.data
        if r.lo <= a <= r.hi:
            return r
        r = self.stack
        if r.lo <= a <= r.hi:
            return r
        r = self.mmio
        if r.lo <= a <= r.hi:
            return r
        return None

    def in_text(self, a: int) -> bool:
        return self.text_lo <= a <= self.text_hi

    def _text_read(self, a: int, size: int) -> int:
        """Bytes of the text words (smc data reads): an empty slot reads 0."""
        base = a & ~3
        word = self.text_words.get(base, 0)
        if size == 4:
            return word
        shift = (a - base) * 8
        return (word >> shift) & ((1 << (size * 8)) - 1)

    def _text_write(self, a: int, size: int, value: int) -> None:
        base = a & ~3
        old = self.text_words.get(base, 0)
        if size == 4:
            new = value & M32
        else:
            shift = (a - base) * 8
            mask = ((1 << (size * 8)) - 1) << shift
            new = (old & ~mask) | ((value << shift) & mask)
        if self.journal is not None:
            self.journal.append((base, old))
        self.set_text_word(base, new)

    def set_text_word(self, base: int, word: int) -> None:
        """Store a text word and its decoded form (smc stores, debugger edits)."""
        from rarslite.isa.riscv import decode  # decoder only needed for self-modifying code

        self.text_words[base] = word & M32
        self.text_changes += 1
        try:
            self.text[base] = decode(word & M32, self.owner.xlen if self.owner else 32)
        except Exception:  # undecodable: fetching it raises cause 2
            self.text[base] = None
        self.cut = True
        if self.on_text_change is not None:
            self.on_text_change(base)

    # ---------------------------------------------------------------- program loads
    def _load(self, a: int, size: int, signed: bool) -> int:
        owner = self.owner
        if owner is not None and owner.next_deadline <= owner.fetches:
            owner.catch_up()  # deferred device events happen before the program looks
        r = self.mmio  # the slow path is mostly device words: try MMIO first
        if not r.lo <= a <= r.hi:
            r = self._region(a)
        if r is not None:
            o = a - r.base
            if size == 4:
                v = r.words[o >> 2]  # word loads are aligned (checked by the caller)
            elif size == 2:
                v = r.halves[o >> 1]
            else:
                v = r.buf[o]
        elif self.text_lo <= a <= self.text_hi:
            if not self.smc and not within(self.readable_text, a, size):
                raise Trap(5, a, f"Cannot read directly from text segment!{hex8(a)}")
            v = self._text_read(a, size)
            if self.smc and owner is not None and owner.fetch_observers:
                # RARS's tools see this read as they see a fetch (hart.py single-steps them)
                tell_text_load(owner.fetch_observers, a, None if a & 3 else self.text.get(a))
        else:
            raise load_fault(a)
        if signed and size < 4:
            bits = size * 8
            if v >> (bits - 1):
                v = (v - (1 << bits)) & M32
        if self._dev_ranges:
            for start, end, dev in self._dev_ranges:
                if start <= a < end:
                    deadline = dev.deadline
                    dev.on_load(a, size)
                    self._after_hook(dev, deadline)
        return v

    def load_word(self, a: int, signed: bool = False) -> int:
        a &= M32
        if a & 3:
            raise load_misaligned_word(a)
        return self._load(a, 4, False)

    def load_half(self, a: int, signed: bool = False) -> int:
        a &= M32
        if a & 1:
            raise load_misaligned_half(a)
        return self._load(a, 2, signed)

    def load_byte(self, a: int, signed: bool = False) -> int:
        return self._load(a & M32, 1, signed)

    def load_double_halves(self, a: int) -> int:
        """fld: 4-byte alignment only; the low word comes first (RARS)."""
        a &= M32
        if a & 3:
            raise load_misaligned_word(a)
        lo = self._load(a, 4, False)
        hi = self._load((a + 4) & M32, 4, False)
        return (hi << 32) | lo

    def load_doubleword(self, a: int) -> int:
        """RV64 ld: 4-byte alignment only; the high word (a+4) is read first (RARS)."""
        a &= M32
        if a & 3:
            raise load_misaligned_word(a)
        hi = self._load((a + 4) & M32, 4, False)
        return (hi << 32) | self._load(a, 4, False)

    # ---------------------------------------------------------------- program stores
    def _store(self, a: int, size: int, value: int) -> None:
        owner = self.owner
        if owner is not None and owner.next_deadline <= owner.fetches:
            owner.catch_up()
        r = self.mmio
        if not r.lo <= a <= r.hi:
            r = self._region(a)
        value &= (1 << (size * 8)) - 1
        if r is not None:
            o = a - r.base
            if self.journal is not None:
                self.journal.append((a, bytes(r.buf[o : o + size])))
            if size == 4 and not o & 3:
                r.words[o >> 2] = value
            elif size == 1:
                r.buf[o] = value
            else:
                r.buf[o : o + size] = value.to_bytes(size, "little")
            r.written.add(a >> 12)
        elif self.text_lo <= a <= self.text_hi:
            if not self.smc and not within(self.writable_text, a, size):
                raise Trap(7, a, f"Cannot write directly to text segment!{hex8(a)}")
            self._text_write(a, size, value)
        else:
            raise store_fault(a)
        if self._dev_ranges:
            for start, end, dev in self._dev_ranges:
                if start <= a < end:
                    deadline = dev.deadline
                    dev.on_store(a, size, value)
                    self._after_hook(dev, deadline)

    def _after_hook(self, dev: Device, deadline: int | None) -> None:
        """End the running block after this access if the hook raised an interrupt, or
        rescheduled the device while interrupts can be delivered (otherwise the block may go
        on: the machine catches up with the device's events lazily, see `Machine.catch_up`)."""
        owner = self.owner
        if owner is None or owner.attn:
            self.cut = True
        elif dev.deadline != deadline:
            owner.update_deadline()
            if not owner.lazy_deadlines:
                self.cut = True

    def store_word(self, a: int, value: int) -> None:
        a &= M32
        if a & 3:
            raise store_misaligned_word(a)
        self._store(a, 4, value)

    def store_half(self, a: int, value: int) -> None:
        a &= M32
        if a & 1:
            raise store_misaligned_half(a)
        self._store(a, 2, value)

    def store_byte(self, a: int, value: int) -> None:
        self._store(a & M32, 1, value)

    def store_double(self, a: int, value: int) -> None:
        """fsd: no alignment check; high word at a+4 first, then the low word at a (RARS)."""
        a &= M32
        self._store((a + 4) & M32, 4, value >> 32)
        self._store(a, 4, value)

    # ---------------------------------------------------------------- ecall helpers
    def read_bytes(self, a: int, n: int) -> bytes:
        """n bytes as the program would load them (faults as load traps, hooks run)."""
        a &= M32
        r = self._region(a)
        if r is not None and n > 0 and a + n - 1 <= r.hi and not self._dev_ranges:
            o = a - r.base
            return bytes(r.buf[o : o + n])
        return bytes(self.load_byte(a + i) for i in range(max(n, 0)))

    def write_bytes(self, a: int, data: bytes) -> None:
        """Store bytes as the program would (faults as store traps, hooks run)."""
        a &= M32
        r = self._region(a)
        n = len(data)
        if (r is not None and n and a + n - 1 <= r.hi and not self._dev_ranges
                and self.journal is None):  # fmt: skip
            o = a - r.base
            r.buf[o : o + n] = data
            r.written.update(range(a >> 12, ((a + n - 1) >> 12) + 1))
            return
        for i, byte in enumerate(data):
            self.store_byte(a + i, byte)

    def read_cstring(self, a: int, limit: int = 1 << 24) -> bytes:
        """Bytes from a up to (not including) the first NUL."""
        a &= M32
        r = self._region(a)
        if r is not None and not self._dev_ranges:
            o = a - r.base
            end = r.buf.find(b"\0", o, r.hi - r.base + 1)
            if end >= 0:
                return bytes(r.buf[o:end])
        out = bytearray()
        while len(out) < limit:
            b = self.load_byte(a + len(out))
            if b == 0:
                break
            out.append(b)
        return bytes(out)

    # ---------------------------------------------------------------- no hooks, no faults
    def peek_word(self, a: int) -> int:
        a &= M32 & ~3
        r = self.mmio  # devices peek their own MMIO words most
        if not r.lo <= a <= r.hi:
            r = self._region(a)
        if r is not None:
            return r.words[(a - r.base) >> 2]
        if self.text_lo <= a <= self.text_hi:
            return self.text_words.get(a, 0)
        return 0

    def word_slot(self, a: int) -> tuple[memoryview, int]:
        """The 32-bit view and index holding the aligned word at ``a`` (data, stack or MMIO
        storage), for a device's per-access hot path: like peek/poke_word (no hooks, faults or
        journal) without the address decode. Valid for this Memory's lifetime."""
        a &= M32 & ~3
        r = self._region(a)
        if r is None:
            raise ValueError(f"no word storage at {hex8(a)}")
        o = a - r.base
        r.written.add(a >> 12)
        return r.words, o >> 2

    def poke_word(self, a: int, value: int) -> None:
        a &= M32 & ~3
        r = self.mmio
        if not r.lo <= a <= r.hi:
            r = self._region(a)
        if r is not None:
            o = a - r.base
            r.words[o >> 2] = value & M32
            r.written.add(a >> 12)
        elif self.text_lo <= a <= self.text_hi:
            self.set_text_word(a, value)

    def poke_byte(self, a: int, value: int) -> None:
        a &= M32
        r = self._region(a)
        if r is not None:
            r.buf[a - r.base] = value & 0xFF
            r.written.add(a >> 12)

    def peek_byte(self, a: int) -> int:
        a &= M32
        r = self._region(a)
        if r is not None:
            return r.buf[a - r.base]
        if self.text_lo <= a <= self.text_hi:
            return self._text_read(a, 1)
        return 0

    def is_mapped(self, a: int) -> bool:
        return self._region(a & M32) is not None or self.in_text(a & M32)

    # ---------------------------------------------------------------- loading, dumps, reset
    def load_program_bytes(self, a: int, data: bytes) -> None:
        """Place initial data (the loader; no hooks, no journal). Raises ValueError if unmapped."""
        r = self._region(a)
        if r is None or a + len(data) - 1 > r.hi + 3:
            raise ValueError(f"data at {hex8(a)} is outside the data/stack/MMIO storage")
        o = a - r.base
        r.buf[o : o + len(data)] = data
        r.written.update(range(a >> 12, ((a + max(len(data), 1) - 1) >> 12) + 1))

    def dump_words(self, start: int, end: int | None = None) -> list[int]:
        """Words from ``start`` (aligned down) up to ``end`` (exclusive) or, when ``end`` is
        None, up to the first word without storage: the first empty text slot or the first
        never-written 4 KiB data block (RARS's dump rule, §11.2)."""
        a = start & ~3 & M32
        out: list[int] = []
        limit = end if end is not None else 1 << 33
        while a < limit and a <= M32:
            if self.text_lo <= a <= self.text_hi:
                if a not in self.text_words:
                    if end is None:
                        break
                    out.append(0)
                else:
                    out.append(self.text_words[a])
            else:
                r = self._region(a)
                if r is None:
                    if end is None:
                        break
                    out.append(0)
                else:
                    o = a - r.base
                    if end is None and not r.block_written(a >> 12):
                        break
                    out.append(int.from_bytes(r.buf[o : o + 4], "little"))
            a += 4
        return out

    def reset(self) -> None:
        """Clear all storage (RARS Assemble/Reset); devices are told by the machine."""
        if not self._fresh:
            for r in self._regions:
                r.clear()
        self._fresh = False
        self.text.clear()
        self.text_words.clear()
