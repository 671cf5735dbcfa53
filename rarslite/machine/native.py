"""Whether rarslite's optional native core (``rarslite/machine/_native.c``) is in use.

The core is a C extension built by ``pip install`` when the machine has a C compiler
(docs/native.md); without it, or with ``RARSLITE_NATIVE=0`` in the environment, every
instruction runs in the pure-Python engine, which stays the definition of behaviour.
"""

from __future__ import annotations

import os
from array import array
from collections.abc import Callable
from types import ModuleType


def _load() -> tuple[ModuleType | None, ModuleType | None, str]:
    try:
        from rarslite.machine import _native
    except ImportError:
        return None, None, "not built: pure-Python engine (docs/native.md: how to get it)"
    if os.environ.get("RARSLITE_NATIVE", "").strip() == "0":
        return None, _native, "off (RARSLITE_NATIVE=0): pure-Python engine"
    return _native, _native, "native core in use"


# ``core``: the core in use, or None. ``built``: the extension, in use or not: the source
# of its constants (operation numbers, stop codes) for modules that read them at import,
# whatever ``core`` is then (tests switch the core off and on around imports).
core, built, STATUS = _load()


def status_line() -> str:
    """One line for ``rarslite --version`` and the About box."""
    return f"native core: {STATUS}" if core is None else STATUS


MAX_SLOTS = 1 << 22  # text spans beyond 16 MiB stay in Python (a sparse ELF)


def op_numbers(names: tuple[str, ...], fp: Callable[[str], bool]) -> dict[str, int]:
    """A core's operation numbers by mnemonic (its ``*_OPS`` list, numbered from 1); without
    native FP (x87 hosts), the operations ``fp`` names stay in Python."""
    ops = {name: i + 1 for i, name in enumerate(names)}
    if built is not None and not built.NATIVE_FP:
        ops = {name: n for name, n in ops.items() if not fp(name)}
    return ops


def pack_slots(slots: dict[int, tuple[int, int]]) -> tuple[int, int, array] | None:
    """The slot table a core's ``set_text`` takes: (first address, number of slots, packed
    words) from each address's (word0, immediate), empty slots zero; None when the text is
    too sparse for a table."""
    if not slots:
        return 0, 0, array("i")
    lo, hi = min(slots), max(slots)
    n = ((hi - lo) >> 2) + 1
    if n > MAX_SLOTS:
        return None
    packed = array("i", bytes(8 * n))
    for addr, (word0, imm) in slots.items():
        i = 2 * ((addr - lo) >> 2)
        packed[i], packed[i + 1] = word0, imm
    return lo, n, packed
