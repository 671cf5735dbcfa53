"""MIPS memory as MARS 4.5 sees it: little-endian, sparse (a dict of words); every access
checks MARS's regions in MARS's order and raises a `MipsException` with MARS's message and
cause. The configurations are in `rarslite.isa.mips.memory_map`."""

from __future__ import annotations

from rarslite.isa.mips.memory_map import MipsMemoryConfig
from rarslite.isa.mips.program import TextWord


class FetchError(Exception):
    """The pc is outside user and kernel text (MARS: ``invalid program counter value``)."""

    def __init__(self, pc: int) -> None:
        super().__init__(f"invalid program counter value: 0x{pc:08x}")
        self.pc = pc


_MISSING = object()


class _Words(dict):
    """Data words that log old values while a journal is on (single steps recorded)."""

    log: list | None = None

    def __setitem__(self, key, value) -> None:
        if self.log is not None:
            self.log.append((key, dict.get(self, key, _MISSING)))
        dict.__setitem__(self, key, value)

    def setdefault(self, key, default=None):
        if self.log is not None and key not in self:
            self.log.append((key, _MISSING))
        return dict.setdefault(self, key, default)


class MipsMemory:
    """Sparse little-endian words with MARS's regions, alignment rules and messages."""

    def __init__(self, config: MipsMemoryConfig, program, *, smc: bool = False) -> None:
        self.config = config
        self.text = program.text  # address -> TextWord (user and kernel text)
        self.words: dict[int, int] = _Words()
        self.smc = smc
        for addr, byte in program.data.items():
            w = addr & ~3
            sh = 8 * (addr & 3)
            self.words[w] = (self.words.get(w, 0) & ~(0xFF << sh)) | byte << sh
        self.watchers: list = []  # connected devices (their `ranges` get load/store hooks)
        self.cut = False  # a device hook ran: a running block ends after this access

    # -------------------------------------------------------------- undo and checkpoints
    # The whole interface backstep uses: single steps mark the journal and undo to a mark;
    # full-speed runs are rebuilt from `snapshot`s (machine/rewind.py). Text (smc) stores
    # are not journaled, as before.
    def journal_mark(self) -> int:
        """Start journaling data stores if needed; a mark to `undo` back to."""
        words = self.words
        if words.log is None:
            words.log = []
        return len(words.log)

    def undo(self, mark: int) -> None:
        """Put back every data word stored since ``mark``."""
        words = self.words
        log = words.log or []
        while len(log) > mark:
            key, old = log.pop()
            if old is _MISSING:
                words.pop(key, None)
            else:
                dict.__setitem__(words, key, old)

    def stop_journal(self) -> None:
        self.words.log = None

    def written_since(self, mark: int) -> dict[int, int]:
        """The data words stored since ``mark`` with their values now (backstep after Go
        logs a syscall's stores this way)."""
        words = self.words
        return {key: words.get(key, 0) for key, _ in (words.log or [])[mark:]}

    def snapshot(self) -> object:
        """A copy of the data words (opaque: hand it back to `restore`)."""
        return dict(self.words)

    def restore(self, snap: object) -> None:
        words = self.words
        dict.clear(words)
        dict.update(words, snap)  # type: ignore[arg-type]
        if words.log is not None:
            words.log.clear()

    def written_pages(self) -> set[int]:
        """Data-segment 4 KiB block numbers ever written (MARS's dump stops at the first
        block never written)."""
        base = self.config.data_segment_base
        return {(a - base) >> 12 for a in self.words}

    # -------------------------------------------------------------- regions
    def _in_text(self, a: int) -> bool:
        c = self.config
        return c.text_base <= a < c.text_limit

    def _in_ktext(self, a: int) -> bool:
        c = self.config
        return c.kernel_text_base <= a < c.kernel_text_limit

    def _region_ok(self, a: int, store: bool) -> None:
        from rarslite.machine.mips.hart import MipsException

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
            from rarslite.machine.mips.hart import MipsException

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
        tw = self.text.get(a & ~3)
        if tw is not None:
            return tw.word
        return self.words.get(a & ~3, 0)

    def poke_word(self, a: int, v: int) -> None:
        """Store without checks or device hooks (program arguments, debugger views)."""
        self.words[a & ~3] = v & 0xFFFFFFFF

    def poke_byte(self, a: int, v: int) -> None:
        w, sh = a & ~3, 8 * (a & 3)
        self.words[w] = (self.words.get(w, 0) & ~(0xFF << sh)) | (v & 0xFF) << sh

    def word_slot(self, a: int) -> tuple[dict[int, int], int]:
        """(storage, key) of the word at ``a``, for a device's hot path."""
        self.words.setdefault(a & ~3, 0)
        return self.words, a & ~3

    def _watching(self, a: int) -> list:
        return [d for d in self.watchers if any(lo <= a < hi for lo, hi in d.ranges)]

    def _loaded(self, a: int, n: int) -> None:
        for dev in self._watching(a):
            self.cut = True
            dev.on_load(a, n)

    def load_word(self, a: int) -> int:
        self._align(a, 4, False)
        self._region_ok(a, False)
        v = self.peek_word(a)
        if self.watchers:
            self._loaded(a, 4)
        return v

    def load_half(self, a: int) -> int:
        self._align(a, 2, False)
        self._region_ok(a, False)
        self._text_access(a)
        v = (self.peek_word(a) >> (8 * (a & 2))) & 0xFFFF
        if self.watchers:
            self._loaded(a, 2)
        return v

    def load_byte(self, a: int) -> int:
        self._region_ok(a, False)
        self._text_access(a)
        v = (self.peek_word(a) >> (8 * (a & 3))) & 0xFF
        if self.watchers:
            self._loaded(a, 1)
        return v

    def _text_access(self, a: int) -> bool:
        """With smc, sub-word text accesses must be word-aligned (MARS quirk, §1.3)."""
        if self.smc and self._in_text(a):
            if a % 4:
                from rarslite.machine.mips.hart import MipsException

                text = f"fetch address for text segment not aligned to word boundary 0x{a:08x}"
                raise MipsException(4, text, a)
            return True
        return False

    def _put(self, a: int, value: int, n: int) -> None:
        if self._text_access(a):
            self._store_text(a, value)
            return
        w = a & ~3
        sh = 8 * (a & 3)
        mask = ((1 << (8 * n)) - 1) << sh
        self.words[w] = (self.words.get(w, 0) & ~mask) | (value << sh) & mask
        if self.watchers:
            for dev in self._watching(a):
                self.cut = True
                dev.on_store(a, n, value)

    def _store_text(self, a: int, word: int) -> None:
        """An smc store into user text: the (masked) value becomes the instruction there."""
        from rarslite.isa.mips.codec import decode

        self.text[a] = TextWord(a, word, decode(word), "", 0, "", 0)  # type: ignore[arg-type]

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
        out = bytearray()
        while True:
            b = self.load_byte(a)
            if b == 0:
                return bytes(out)
            out.append(b)
            a = (a + 1) & 0xFFFFFFFF
