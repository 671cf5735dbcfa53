"""Whether rarslite's optional native core (``rarslite/machine/_native.c``) is in use.

The core is a C extension built by ``pip install`` when the machine has a C compiler
(docs/native.md); without it, or with ``RARSLITE_NATIVE=0`` in the environment, every
instruction runs in the pure-Python engine, which stays the definition of behaviour.
"""

from __future__ import annotations

import os
from types import ModuleType


def _load() -> tuple[ModuleType | None, str]:
    if os.environ.get("RARSLITE_NATIVE", "").strip() == "0":
        return None, "off (RARSLITE_NATIVE=0): pure-Python engine"
    try:
        from rarslite.machine import _native
    except ImportError:
        return None, "not built: pure-Python engine (docs/native.md: how to get it)"
    return _native, "native core in use"


core, STATUS = _load()


def status_line() -> str:
    """One line for ``rarslite --version`` and the About box."""
    return f"native core: {STATUS}" if core is None else STATUS
