"""MIPS memory as MARS 4.5 sees it: little-endian regions of flat storage; every access
checks MARS's regions in MARS's order and raises a `MipsException` with MARS's message and
cause. The configurations are in `rarslite.isa.mips.memory_map`."""

from __future__ import annotations

from typing import Any

from rarslite.isa.mips.memory_map import MipsMemoryConfig
from rarslite.isa.mips.program import TextWord
from rarslite.machine.mips.exceptions import MipsException
from rarslite.machine.regions import Region


class FetchError(Exception):
    """The pc is outside user and kernel text (MARS: ``invalid program counter value``)."""

    def __init__(self, pc: int) -> None:
        super().__init__(f"invalid program counter value: 0x{pc:08x}")
        self.pc = pc


class MipsMemory:
    """MARS's regions as flat little-endian storage (`machine.regions.Region`), with MARS's
    region checks, alignment rules and messages.

    The data segment, stack, MMIO and kernel data each have one region; MARS tries them in
    that order, so where the compact configurations put the stack inside the data segment,
    the data segment's storage serves those addresses (the stack's region is empty there).
    Translated blocks index the regions' views directly (see `fast_windows`)."""

    def __init__(self, config: MipsMemoryConfig, program, *, smc: bool = False) -> None:
        self.config = config
        # address -> TextWord (user and kernel text); a copy: smc stores change this run
        # only, not the program (a Reset or another run starts from the assembled text)
        self.text = dict(program.text)
        self.text_changes = 0  # words of text stored since the load (smc)
        self.smc = smc
        # (smc) the user text addresses the instruction being run read as data: MARS's `ic`
        # counts them as it counts fetches (runner.py); an instruction reads at most four
        self.text_reads: list[int] = []
        c = config
        self.data = Region("data", c.data_segment_base, c.data_limit - 1, lazy=True)
        stack_lo = c.stack_limit + 1
        if stack_lo < c.data_limit and c.data_segment_base <= c.stack_base + 3:
            stack_lo = c.data_limit  # the overlap is the data segment's (empty if all of it)
        self.stack = Region("stack", stack_lo, c.stack_base + 3, lazy=True)
        self.mmio = Region("mmio", c.mmio_base, c.memory_limit - 1, lazy=True)
        self.kdata = Region("kdata", c.kernel_data_base, c.kernel_data_limit - 1, lazy=True)
        self.regions = (self.data, self.stack, self.mmio, self.kdata)
        for addr, byte in program.data.items():
            r = self._region(addr)
            if r is not None:
                r.buf[addr - r.base] = byte
                r.written.add(addr >> 12)
        self.watchers: list = []  # connected devices (their `ranges` get load/store hooks)
        self.cut = False  # a device hook ran: a running block ends after this access
        # while a list: every data store appends (region, offset, old bytes) for `undo`
        self.journal: list[tuple[Region | None, int, Any]] | None = None
        # record every data and stack block written, zeros included (MARS's dumps stop at
        # the first block never written): translated stores there take the slow path while
        # it is on
        self.track_pages = False
        self._views: dict[str, memoryview] | None = None

    def _region(self, a: int) -> Region | None:
        for r in self.regions:  # MARS's order (slow paths only: blocks inline their own)
            if r.lo <= a <= r.hi:
                return r
        return None

    # -------------------------------------------------------------- undo and checkpoints
    # The whole interface backstep uses: single steps mark the journal and undo to a mark;
    # full-speed runs are rebuilt from `snapshot`s (machine/rewind.py). Text (smc) stores
    # are journaled as (None, address, the TextWord before). Translated blocks do not
    # journal: the runner runs none while a journal is on.
    def journal_mark(self) -> int:
        """Start journaling data stores if needed; a mark to `undo` back to."""
        if self.journal is None:
            self.journal = []
        return len(self.journal)

    def undo(self, mark: int) -> None:
        """Put back every data byte stored since ``mark``."""
        log = self.journal or []
        while len(log) > mark:
            r, o, old = log.pop()
            if r is None:  # a text word (smc)
                self.text_changes += 1
                if old is None:
                    self.text.pop(o, None)
                else:
                    self.text[o] = old
            else:
                r.buf[o : o + len(old)] = old

    def stop_journal(self) -> None:
        self.journal = None

    def written_since(self, mark: int) -> dict[int, int]:
        """The data words stored since ``mark`` with their values now (backstep after Go
        logs a syscall's stores this way)."""
        out = {}
        for r, o, old in (self.journal or [])[mark:]:
            if r is None:  # text (smc): not data
                continue
            for w in range(o & ~3, o + len(old), 4):  # every word the store touched
                out[r.base + w] = r.words[w >> 2]
        return out

    def snapshot(self) -> object:
        """A copy of the data storage (opaque: hand it back to `restore`)."""
        return tuple((bytes(r.buf), frozenset(r.written)) for r in self.regions)

    def restore(self, snap: object) -> None:
        for r, (data, written) in zip(self.regions, snap, strict=True):  # type: ignore[call-overload]
            r.buf[:] = data  # same length: the views translated blocks hold stay valid
            r.written = set(written)
        if self.journal is not None:
            self.journal.clear()

    def written_pages(self) -> set[int]:
        """Data-segment 4 KiB blocks written, as absolute block numbers (address >> 12).
        Exact with `track_pages` on; otherwise blocks written by translated stores count only
        if they hold a nonzero byte."""
        r = self.data
        return r.written | {(r.base >> 12) + b for b in r.nonzero_blocks()}

    def nonzero_words(self) -> dict[int, int]:
        """Every data word that is not zero, by address (tests compare machine states)."""
        out = {}
        for r in self.regions:
            words = r.words
            for b in r.nonzero_blocks():
                for i in range(b * 1024, min(b * 1024 + 1024, len(words))):
                    if words[i]:
                        out[r.base + 4 * i] = words[i]
        return out

    def fast_windows(self) -> list[tuple[str, int, int, int, Region]]:
        """Where translated blocks may access a region inline: per region with storage,
        (name, first address, last address, size if a power of two else 0, region). The
        window starts word-aligned; accesses outside it take the checked path."""
        out = []
        for r in self.regions:
            lo = (r.lo + 3) & ~3
            if lo <= r.hi:
                size = r.hi - lo + 1
                out.append((r.name, lo, r.hi, size if size & (size - 1) == 0 else 0, r))
        return out

    def window_views(self) -> dict[str, memoryview]:
        """Per fast window, views indexed from its first address: ``<name>W`` words,
        ``H``/``SH`` unsigned/signed halves, ``B``/``SB`` unsigned/signed bytes, ``D``
        doubles (a register pair's value: low word first, as the host is little-endian)."""
        if self._views is None:
            self._views = {}
            for name, lo, _hi, _size, r in self.fast_windows():
                raw = memoryview(r.buf)[lo - r.base :]
                self._views.update({f"{name}W": raw[: len(raw) & ~3].cast("I"),
                                    f"{name}H": raw[: len(raw) & ~1].cast("H"),
                                    f"{name}SH": raw[: len(raw) & ~1].cast("h"),
                                    f"{name}B": raw, f"{name}SB": raw.cast("b"),
                                    f"{name}D": raw[: len(raw) & ~7].cast("d")})  # fmt: skip
        return self._views

    # -------------------------------------------------------------- regions
    def _in_text(self, a: int) -> bool:
        c = self.config
        return c.text_base <= a < c.text_limit

    def _in_ktext(self, a: int) -> bool:
        c = self.config
        return c.kernel_text_base <= a < c.kernel_text_limit

    def _region_ok(self, a: int, store: bool) -> None:
        c = self.config
        code = 5 if store else 4
        if c.data_segment_base <= a < c.data_limit or c.stack_limit < a < c.stack_base + 4:
            return
        if c.mmio_base <= a < c.memory_limit or c.kernel_data_base <= a < c.kernel_data_limit:
            return
        if self._in_text(a):
            if self.smc:
                return
            verb = "write" if store else "read"
            raise MipsException(
                code,
                f"Cannot {verb} directly to text segment!0x{a:08x}"
                if store
                else f"Cannot read directly from text segment!0x{a:08x}",
                a,
            )
        if self._in_ktext(a):
            what = "setStatement() to write to" if store else "getStatement() to read from"
            raise MipsException(
                code, f"DEVELOPER: You must use {what} kernel text segment!0x{a:08x}", a
            )
        raise MipsException(code, f"address out of range 0x{a:08x}", a)

    @staticmethod
    def _align(a: int, n: int, store: bool) -> None:
        if a % n:
            unit = "word" if n == 4 else "halfword"
            verb = "store" if store else "fetch"
            raise MipsException(
                5 if store else 4, f"{verb} address not aligned on {unit} boundary 0x{a:08x}", a
            )

    # -------------------------------------------------------------- access
    def fetch(self, pc: int):
        """The TextWord at ``pc``; None for an empty text slot; FetchError elsewhere."""
        if pc % 4 or not (self._in_text(pc) or self._in_ktext(pc)):
            raise FetchError(pc)
        return self.text.get(pc)

    def peek_word(self, a: int) -> int:
        a &= ~3
        tw = self.text.get(a)
        if tw is not None:
            return tw.word
        r = self._region(a)
        return 0 if r is None else r.words[(a - r.base) >> 2]

    def _poke(self, a: int, data: bytes) -> None:
        r = self._region(a)
        if r is None:
            return
        o = a - r.base
        if self.journal is not None:
            self.journal.append((r, o, bytes(r.buf[o : o + len(data)])))
        r.buf[o : o + len(data)] = data
        r.written.add(a >> 12)

    def poke_word(self, a: int, v: int) -> None:
        """Store without checks or device hooks (program arguments, debugger views)."""
        self._poke(a & ~3, (v & 0xFFFFFFFF).to_bytes(4, "little"))

    def poke_byte(self, a: int, v: int) -> None:
        self._poke(a, bytes((v & 0xFF,)))

    def word_slot(self, a: int) -> tuple[memoryview, int]:
        """(32-bit view, index) of the word at ``a``, for a device's hot path (no hooks,
        checks or journal)."""
        a &= ~3
        r = self._region(a)
        if r is None:
            raise ValueError(f"no word storage at 0x{a:08x}")
        r.written.add(a >> 12)
        return r.words, (a - r.base) >> 2

    def _watching(self, a: int) -> list:
        return [d for d in self.watchers if any(lo <= a < hi for lo, hi in d.ranges)]

    def _loaded(self, a: int, n: int) -> None:
        for dev in self._watching(a):
            self.cut = True
            dev.on_load(a, n)

    def _read(self, a: int, n: int) -> int:
        """The ``n`` bytes at ``a`` once its region is known to be readable."""
        r = self._region(a)
        if r is None:  # text (self-modifying code may read it)
            if len(self.text_reads) < 4:
                self.text_reads.append(a)
            return (self.peek_word(a) >> (8 * (a & 3))) & ((1 << (8 * n)) - 1)
        o = a - r.base
        if n == 4:
            return r.words[o >> 2]
        return r.halves[o >> 1] if n == 2 else r.buf[o]

    def load_word(self, a: int) -> int:
        self._align(a, 4, False)
        self._region_ok(a, False)
        v = self._read(a, 4)
        if self.watchers:
            self._loaded(a, 4)
        return v

    def load_half(self, a: int) -> int:
        self._align(a, 2, False)
        self._region_ok(a, False)
        self._text_access(a)
        v = self._read(a, 2)
        if self.watchers:
            self._loaded(a, 2)
        return v

    def load_byte(self, a: int) -> int:
        self._region_ok(a, False)
        self._text_access(a)
        v = self._read(a, 1)
        if self.watchers:
            self._loaded(a, 1)
        return v

    def _text_access(self, a: int) -> bool:
        """With smc, sub-word text accesses must be word-aligned (MARS quirk, §1.3)."""
        if self.smc and self._in_text(a):
            if a % 4:
                text = f"fetch address for text segment not aligned to word boundary 0x{a:08x}"
                raise MipsException(4, text, a)
            return True
        return False

    def _put(self, a: int, value: int, n: int) -> None:
        if self._text_access(a):
            self._store_text(a, value)
            return
        r = self._region(a)
        if r is not None:  # always, past the region check
            o = a - r.base
            if self.journal is not None:
                self.journal.append((r, o, bytes(r.buf[o : o + n])))
            if n == 4:
                r.words[o >> 2] = value
            elif n == 2:
                r.halves[o >> 1] = value
            else:
                r.buf[o] = value
            r.written.add(a >> 12)
        if self.watchers:
            for dev in self._watching(a):
                self.cut = True
                dev.on_store(a, n, value)

    def _store_text(self, a: int, word: int) -> None:
        """An smc store into user text: the (masked) value becomes the instruction there."""
        from rarslite.isa.mips.codec import decode

        if self.journal is not None:
            self.journal.append((None, a, self.text.get(a)))  # type: ignore[arg-type]
        self.text[a] = TextWord(a, word, decode(word), "", 0, "", 0)  # type: ignore[arg-type]
        self.text_changes += 1

    def store_word(self, a: int, v: int) -> None:
        self._align(a, 4, True)
        self._region_ok(a, True)
        self._put(a, v & 0xFFFFFFFF, 4)

    def store_half(self, a: int, v: int) -> None:
        self._align(a, 2, True)
        self._region_ok(a, True)
        self._put(a, v & 0xFFFF, 2)

    def store_byte(self, a: int, v: int) -> None:
        self._region_ok(a, True)
        self._put(a, v & 0xFF, 1)

    def read_cstring(self, a: int) -> bytes:
        r = self._region(a)
        if r is not None and not self.watchers:  # the common case: one search
            o = a - r.base
            end = r.buf.find(b"\0", o, r.hi - r.base + 1)
            if end >= 0:
                return bytes(r.buf[o:end])
        out = bytearray()
        while True:
            b = self.load_byte(a)
            if b == 0:
                return bytes(out)
            out.append(b)
            a = (a + 1) & 0xFFFFFFFF
