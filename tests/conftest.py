"""Shared pytest fixtures. Add yours below (additively)."""

from __future__ import annotations

import os

# GUI tests draw off screen unless told otherwise (a bare `pytest` needs no display)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.errors import Trap
from rarslite.memory_map import DEFAULT
from rarslite.program import Program

# The machine is shared and often busy: property tests get no per-example time limit and no
# "too slow" health check (both measure wall-clock time). An explicit @settings keeps these
# unless it says otherwise. The suite is deterministic (each property test draws the same
# examples on every run, so a red run is a change's doing, not the draw's); the random
# search goes on with HYPOTHESIS_PROFILE=explore and in scripts/fuzz_engine.py.
_SHARED = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}
settings.register_profile("shared-machine", derandomize=True, database=None, **_SHARED)
settings.register_profile("explore", **_SHARED)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "shared-machine"))


class FakeMemory:
    """Just the ecall-facing part of the machine's memory: the Default data segment (flat).

    Faults like RARS's for anything outside it (cause 5 loads, 7 stores).
    """

    def __init__(self, base: int = DEFAULT.data_segment_base, size: int = 0x400000) -> None:
        self.base, self.data = base, bytearray(size)

    def _check(self, addr: int, n: int, cause: int) -> None:
        end = self.base + len(self.data)
        if self.base <= addr and addr + n <= end:
            return
        bad = addr if not self.base <= addr < end else end  # the first byte without storage
        raise Trap(cause, bad, f"address out of range 0x{bad & 0xFFFFFFFF:08x}")

    def read_bytes(self, addr: int, n: int) -> bytes:
        self._check(addr, n, 5)
        off = addr - self.base
        return bytes(self.data[off : off + n])

    def write_bytes(self, addr: int, data: bytes) -> None:
        self._check(addr, len(data), 7)
        off = addr - self.base
        self.data[off : off + len(data)] = data

    def read_cstring(self, addr: int) -> bytes:
        out = bytearray()
        while True:
            b = self.read_bytes(addr + len(out), 1)[0]
            if b == 0:
                return bytes(out)
            out.append(b)


class FakeMachine:
    """The registers, memory and console an ecall sees; no hart."""

    def __init__(self, stdin: bytes = b"") -> None:
        self.x = [0] * 32
        self.f = [0] * 32
        self.memory = FakeMemory()
        self.console = BufferConsole(stdin)
        self.program = Program()
        self.used_print_ecall = False
        self.slept: list[int] = []

    def sleep(self, ms: int) -> None:  # keeps tests fast
        self.slept.append(ms)


@pytest.fixture
def fake_machine() -> FakeMachine:
    return FakeMachine()


@pytest.fixture
def make_fake_machine():
    """FakeMachine class, e.g. ``make_fake_machine(stdin=b"12\n")``."""
    return FakeMachine


@pytest.fixture
def pure_python(monkeypatch):
    """Machines built in this test run without the native core (tests of the Python engine's
    own machinery: its blocks, regions, fast paths)."""
    monkeypatch.setattr("rarslite.machine.native.core", None)


@pytest.fixture(autouse=True)
def _no_internal_simulator_errors(request):
    """An internal simulator error is a bug, never a result: the guards that turn an engine
    exception into a message (rarslite.machine.outcome.internal_error and the CLI's and the
    app's) tell this fixture, and the test fails, unless it is marked
    ``@pytest.mark.internal_error`` (a test of the guard itself)."""
    from rarslite.machine import outcome

    seen: list[str] = []
    hook = seen.append
    outcome.internal_error_hooks.append(hook)
    yield
    outcome.internal_error_hooks.remove(hook)
    if seen and request.node.get_closest_marker("internal_error") is None:
        pytest.fail("internal simulator error (an engine bug, never a result):\n" + seen[0],
                    pytrace=False)
