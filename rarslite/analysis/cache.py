"""The Data Cache Simulator of RARS 1.6 / MARS 4.5 (the same model in both).

Every data access the tool observes (a load or store of any size, by an instruction or by
an ecall reading or writing memory) is one cache access of the word address: the block
holding it is found in its set; a hit refreshes the block's last-access time, a miss fills
the first empty block of the set, else replaces one: LRU takes the block with the oldest
last-access time (the first such), Random picks ``first + random.nextInt(set size)`` with the
tool's ``java.util.Random`` seeded 0 when the tool is created (RARS/MARS never reseed it, so a
second run in the same open tool continues that stream; a new `DataCache` starts it again).
Blocks hold no data; writes are treated exactly as reads.

Settings, as the tool offers them: placement direct / fully associative / N-way set
associative; replacement LRU / random; number of blocks and words per block each a power of
two from 1 to 2048; the set size (N-way only) a power of two up to the number of blocks.
"""

from __future__ import annotations

from dataclasses import dataclass

from rarslite.machine.jrandom import JRandom

PLACEMENTS = {"direct": "Direct Mapping", "full": "Fully Associative",
              "set": "N-way Set Associative"}  # fmt: skip
REPLACEMENTS = {"lru": "LRU", "random": "Random"}
SIZES = tuple(1 << i for i in range(12))  # the tool's block count and block size choices
EMPTY, HIT, MISS = 0, 1, 2  # a block's state in the animation (white, green, red)


@dataclass(frozen=True)
class CacheSettings:
    placement: str = "direct"  # a key of PLACEMENTS
    replacement: str = "lru"  # a key of REPLACEMENTS
    blocks: int = 8
    words: int = 4  # words per block
    set_size: int = 1  # blocks per set (direct: 1, full: blocks)

    def __post_init__(self) -> None:
        if self.placement not in PLACEMENTS:
            raise ValueError(f"cache placement must be one of {', '.join(PLACEMENTS)}")
        if self.replacement not in REPLACEMENTS:
            raise ValueError(f"cache replacement must be one of {', '.join(REPLACEMENTS)}")
        for what, n in (("blocks", self.blocks), ("words per block", self.words)):
            if n not in SIZES:
                raise ValueError(f"cache {what} must be a power of two from 1 to 2048, not {n}")
        wanted = {"direct": 1, "full": self.blocks}.get(self.placement, self.set_size)
        if self.set_size != wanted:
            raise ValueError(f"{PLACEMENTS[self.placement]} has set size {wanted}")
        if self.set_size not in SIZES or self.set_size > self.blocks:
            raise ValueError("cache set size must be a power of two up to the number of blocks")

    def describe(self) -> str:
        return (f"{PLACEMENTS[self.placement]}, {REPLACEMENTS[self.replacement]}, "
                f"{self.blocks} blocks of {self.words} words, set size {self.set_size}, "
                f"{self.blocks * self.words * 4} bytes")  # fmt: skip


def parse_cache_spec(text: str) -> CacheSettings:
    """``direct,blocks=8,words=4`` / ``full,random,blocks=16`` / ``2way,lru,blocks=16,words=4``
    (``Nway`` is N-way set associative with set size N). Defaults are the tool's: direct
    mapping, LRU, 8 blocks, 4 words per block."""
    placement, replacement, set_size = "direct", "lru", None
    numbers = {"blocks": 8, "words": 4}
    for part in (p.strip().lower() for p in text.split(",")):
        if not part:
            continue
        if "=" in part:
            key, _, value = part.partition("=")
            key = key.strip()
            if key not in numbers:
                raise ValueError(f"unknown cache setting {key!r} (blocks=N, words=N)")
            try:
                numbers[key] = int(value, 0)
            except ValueError:
                raise ValueError(f"cache {key} must be a number, not {value!r}") from None
        elif part in PLACEMENTS:
            placement = part
        elif part in REPLACEMENTS:
            replacement = part
        elif part.endswith("way") and part[:-3].isdigit():
            placement, set_size = "set", int(part[:-3])
        else:
            raise ValueError(f"unknown cache setting {part!r} (direct, full, Nway, lru, random, "
                             "blocks=N, words=N)")  # fmt: skip
    blocks = numbers["blocks"]
    if set_size is None:
        set_size = blocks if placement == "full" else 1
    return CacheSettings(placement, replacement, blocks, numbers["words"], set_size)


class DataCache:
    """The simulated cache and its counts (a `DataObserver`)."""

    def __init__(self, settings: CacheSettings, seed: int = 0) -> None:
        self.settings = settings
        self.random = JRandom(seed)
        self.sets = settings.blocks // settings.set_size
        self.reset()

    def reset(self) -> None:
        """The tool's Reset: empty blocks, zero counts (the random stream goes on)."""
        n = self.settings.blocks
        self.valid = [False] * n
        self.tag = [0] * n
        self.time = [-1] * n  # the access count at the block's last use
        self.accesses = self.hits = self.misses = 0
        self.last_block = -1  # the block the last access used (the animation's highlight)
        # each block's colour in the tool's animation: EMPTY until used, then HIT or MISS by
        # its last access
        self.shown = bytearray(n)

    @property
    def hit_rate(self) -> float:
        return self.hits / self.accesses if self.accesses else 0.0

    def hit_rate_percent(self) -> int:
        """The tool's hit rate bar: Math.round(rate * 100)."""
        return int(self.hit_rate * 100 + 0.5)

    def on_access(self, addr: int, size: int, write: bool) -> None:
        self.accesses += 1
        hit, self.last_block = self.lookup(addr)
        if hit:
            self.hits += 1
            self.shown[self.last_block] = HIT
        else:
            self.misses += 1
            self.shown[self.last_block] = MISS

    def lookup(self, addr: int) -> tuple[bool, int]:
        """Hit or miss for ``addr`` (filling or replacing on a miss) and the block used."""
        st = self.settings
        block_number = addr // 4 // st.words  # observed addresses are below 2**31
        tag = block_number // self.sets
        first = block_number % self.sets * st.set_size
        last = first + st.set_size
        valid, tags, time = self.valid, self.tag, self.time
        for b in range(first, last):
            if valid[b] and tags[b] == tag:
                time[b] = self.accesses
                return True, b
            if not valid[b]:
                valid[b], tags[b], time[b] = True, tag, self.accesses
                return False, b
        b = self._victim(first, last)
        tags[b], time[b] = tag, self.accesses
        return False, b

    def _victim(self, first: int, last: int) -> int:
        if last - first == 1:
            return first
        if self.settings.replacement == "random":
            return first + self.random.next_int_bound(last - first)
        oldest, victim = self.accesses, first
        for b in range(first, last):
            if self.time[b] < oldest:
                oldest, victim = self.time[b], b
        return victim
