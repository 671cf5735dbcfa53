"""Where a generated program's random choices come from.

The generator asks a `Chooser` for integers in ranges, always with the simplest answer at the
low end (fewer statements, the first kind, no feature), so a choice sequence shrinks by
lowering and deleting choices, as hypothesis shrinks its draws:

* `SeedChooser`: `random.Random(seed)`; a seed reproduces a program; it records its choices.
* `ReplayChooser`: plays a recorded (possibly edited) sequence back, lows when it runs out.
* `DrawChooser`: hypothesis's ``draw`` (the strategy in `tests.fuzz.strategy`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


class Chooser:
    """Integers in [lo, hi]; everything else is built on `int`."""

    def __init__(self) -> None:
        self.record: list[int] = []  # the values returned, in order

    def _int(self, lo: int, hi: int) -> int:
        raise NotImplementedError

    def int(self, lo: int, hi: int) -> int:
        v = self._int(lo, hi) if hi > lo else lo
        self.record.append(v)
        return v

    def pick(self, items: Sequence[T]) -> T:
        return items[self.int(0, len(items) - 1)]

    def chance(self, percent: int) -> bool:
        """True with ``percent`` % probability (False is the simple answer)."""
        return self.int(0, 99) >= 100 - percent

    def weighted(self, table: Sequence[tuple[int, T]]) -> T:
        """One of the table's values, by weight; the first row is the simplest."""
        total = sum(w for w, _ in table)
        n = self.int(0, total - 1)
        for w, value in table:
            if n < w:
                return value
            n -= w
        return table[-1][1]


class SeedChooser(Chooser):
    def __init__(self, seed: int) -> None:
        super().__init__()
        self.rng = random.Random(seed)

    def _int(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)


class ReplayChooser(Chooser):
    """A recorded sequence; a value out of a request's range is clamped into it."""

    def __init__(self, values: Sequence[int]) -> None:
        super().__init__()
        self.values = list(values)
        self.at = 0

    def _int(self, lo: int, hi: int) -> int:
        if self.at >= len(self.values):
            return lo
        v = self.values[self.at]
        self.at += 1
        return min(max(v, lo), hi)

    def int(self, lo: int, hi: int) -> int:
        if hi <= lo and self.at < len(self.values):
            self.at += 1  # keep positions aligned with the recording
        return super().int(lo, hi)


class DrawChooser(Chooser):
    def __init__(self, draw: Callable) -> None:
        super().__init__()
        from hypothesis import strategies as st

        self.draw, self.st = draw, st

    def _int(self, lo: int, hi: int) -> int:
        return self.draw(self.st.integers(lo, hi))


def shrink(values: list[int], fails: Callable[[list[int]], bool], budget: int = 400) -> list[int]:
    """A shorter / lower choice sequence for which ``fails`` still holds (greedy: delete
    chunks, then lower single values), trying at most ``budget`` candidates."""
    best = list(values)
    tries = 0

    def attempt(cand: list[int]) -> bool:
        nonlocal best, tries
        tries += 1
        if cand != best and fails(cand):
            best = cand
            return True
        return False

    improved = True
    while improved and tries < budget:
        improved = False
        size = max(1, len(best) // 2)
        while size >= 1 and tries < budget:
            i = 0
            while i < len(best) and tries < budget:
                if attempt(best[:i] + best[i + size:]):
                    improved = True
                else:
                    i += size
            size //= 2
        for i in range(len(best)):
            if tries >= budget:
                break
            if best[i] > 0:
                for v in (0, best[i] // 2, best[i] - 1):
                    if v < best[i] and attempt(best[:i] + [v] + best[i + 1:]):
                        improved = True
                        break
    return best
