"""What backstep after full-speed runs keeps (machine/rewind.py): whole-machine checkpoints,
compressed when kept long, the log of inputs that are not a function of the machine state,
and the devices' snapshots."""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import RewindableMachine as Machine

PACK_MIN = 1 << 16  # byte strings a kept checkpoint compresses (memory regions)


class Diverged(Exception):
    """Replay did not follow the logged run (a bug, or an input that was not logged)."""


class InputLog:
    """Per-kind lists of inputs with absolute positions (so old entries can be trimmed)."""

    def __init__(self) -> None:
        self.entries: dict[str, list[Any]] = {}
        self.base: dict[str, int] = {}
        self.cursor: dict[str, int] | None = None  # replay positions while replaying

    def positions(self) -> dict[str, int]:
        if self.cursor is not None:
            return dict(self.cursor)
        return {k: self.base[k] + len(v) for k, v in self.entries.items()}

    def append(self, kind: str, value: Any) -> None:
        lst = self.entries.get(kind)
        if lst is None:
            lst = self.entries[kind] = []
            self.base[kind] = 0
        lst.append(value)

    def peek(self, kind: str) -> Any:
        assert self.cursor is not None
        lst = self.entries.get(kind)
        i = self.cursor.get(kind, 0) - self.base.get(kind, 0)
        if lst is None or i >= len(lst):
            return None
        if i < 0:
            raise Diverged(f"{kind} log trimmed below the replay position")
        return lst[i]

    def take(self, kind: str) -> Any:
        value = self.peek(kind)
        if value is None:
            raise Diverged(f"replay wants a {kind} input the log does not have")
        assert self.cursor is not None
        self.cursor[kind] = self.cursor.get(kind, 0) + 1
        return value

    def truncate(self, pos: dict[str, int]) -> None:
        """Forget inputs after ``pos`` (the machine went back there)."""
        for kind, lst in self.entries.items():
            keep = pos.get(kind, 0) - self.base[kind]
            del lst[max(keep, 0):]

    def trim(self, pos: dict[str, int]) -> None:
        """Forget inputs before ``pos`` (no checkpoint can replay them any more)."""
        for kind, lst in self.entries.items():
            drop = pos.get(kind, 0) - self.base[kind]
            if drop > 0:
                del lst[:drop]
                self.base[kind] += drop


class _Packed:
    """A compressed byte string inside a kept checkpoint's state."""

    __slots__ = ("data", "mutable")

    def __init__(self, raw: bytes | bytearray) -> None:
        self.data = zlib.compress(raw, 1)
        self.mutable = isinstance(raw, bytearray)

    def unpack(self) -> bytes | bytearray:
        raw = zlib.decompress(self.data)
        return bytearray(raw) if self.mutable else raw


def _pack(x: Any) -> tuple[Any, int]:
    """``x`` with its large byte strings compressed (tuples and lists walked), and its
    size in bytes as far as counted."""
    if isinstance(x, (bytes, bytearray)) and len(x) >= PACK_MIN:
        packed = _Packed(x)
        return packed, len(packed.data)
    if type(x) is tuple or type(x) is list:
        parts = [_pack(v) for v in x]
        items = [p for p, _n in parts]
        return (tuple(items) if type(x) is tuple else items), sum(n for _p, n in parts)
    return x, len(x) if isinstance(x, (bytes, bytearray)) else 0


def _unpack(x: Any) -> Any:
    if type(x) is _Packed:
        return x.unpack()
    if type(x) is tuple:
        return tuple([_unpack(v) for v in x])
    if type(x) is list:
        return [_unpack(v) for v in x]
    return x


def not_after(a: dict[str, int], b: dict[str, int]) -> bool:
    """Log positions ``a`` are at or before ``b`` in every kind."""
    return all(n <= b.get(k, 0) for k, n in a.items())


class Checkpoint:
    """The whole machine at a step boundary: what the machine's `capture` holds (registers,
    memory copied, devices snapshotted), with the input log's positions then."""

    __slots__ = ("steps", "state", "log", "packed")

    def __init__(self, m: Machine, log: dict[str, int]) -> None:
        self.steps = m.steps
        self.state = m.capture()
        self.log = log
        self.packed = 0  # compressed size once kept for `back_to_input` (0: not packed)

    def pack(self) -> int:
        """Compress the state (kept long for `back_to_input`); returns its size."""
        if not self.packed:
            self.state, size = _pack(self.state)
            self.packed = max(1, size)
        return self.packed

    def restore(self, m: Machine) -> None:
        m.restore_capture(_unpack(self.state) if self.packed else self.state)

    def same_as(self, other: Checkpoint, m: Machine) -> str | None:
        """None if both hold the same machine state, else what differs first."""
        return m.capture_difference(self.state, other.state)


def device_snapshot(dev: object) -> object:
    snap = getattr(dev, "snapshot", None)
    return snap() if snap is not None else None


def device_snapshots(m: Machine) -> tuple:
    return tuple([(d, device_snapshot(d)) for d in m.devices])


def restore_devices(m: Machine, states: Any) -> None:
    """Put connected devices back (devices no longer connected are left alone)."""
    for dev, state in states:
        restore = getattr(dev, "restore", None)
        if restore is not None and dev in m.devices:
            restore(state)
    m.update_deadline()


def before(a: dict[str, int], b: dict[str, int]) -> bool:
    """Log positions ``a`` come before ``b`` (at or before in every kind, before in one)."""
    return not_after(a, b) and any(n > a.get(k, 0) for k, n in b.items())
