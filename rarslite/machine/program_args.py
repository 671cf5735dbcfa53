"""Program arguments (`pa`) laid out below the stack base as RARS and MARS both do it.

The strings go downward from the stack base; argv (with a null end) and argc go at the
stack pointer. Shared by the RISC-V machine and the MIPS hart.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Sequence

M32 = 0xFFFFFFFF
# a command line in a header comment that runs the file with arguments:
# "#   java -jar Mars.jar nc main.asm pa maps/map1.txt"
_RUN_LINE = re.compile(r"^\s*#.*(?:\.jar|\brarslite|\brars|\bmars)\b.*\bpa\s+(?P<args>[^<>|#]*)",
                       re.IGNORECASE)


def stated_program_args(text: str, name: str) -> tuple[str, ...] | None:
    """The program arguments the header comment's command line gives file ``name`` (the
    words after ``pa``), or None when its first 60 lines show no such command."""
    for line in text.splitlines()[:60]:
        m = _RUN_LINE.match(line)
        if m is not None and name in line:
            try:
                return tuple(shlex.split(m.group("args")))
            except ValueError:
                return None
    return None


def layout_program_args(
    args: Sequence[str],
    stack_base: int,
    sp: int,
    poke_byte: Callable[[int, int], None],
    poke_word: Callable[[int, int], None],
) -> tuple[int, int, int]:
    """Store ``args``; returns (sp, argc, argv address) for the registers."""
    high = stack_base
    starts = []
    for arg in args:
        poke_byte(high, 0)
        high -= 1
        for ch in reversed(arg):
            poke_byte(high, ord(ch) & 0xFF)
            high -= 1
        starts.append(high + 1)
    if high < sp:
        sp = high - (high % 4) - 4
    poke_word(sp, 0)
    sp -= 4
    for start in reversed(starts):
        poke_word(sp, start)
        sp -= 4
    poke_word(sp, len(starts))
    sp -= 4
    return (sp + 4) & M32, len(starts), (sp + 8) & M32
