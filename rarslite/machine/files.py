"""The file descriptor table behind RARS's file ecalls (57 Close, 62 LSeek, 63 Read, 64 Write,
1024 Open), with RARS 1.6's observable rules (rars-reference §8.4):

* 32 slots; 0, 1 and 2 are stdin, stdout and stderr (they go to the machine's `Console`), named
  ``STDIN``/``STDOUT``/``STDERR`` in the table, so a file with one of those names cannot be opened.
* Open accepts only the flags 0 (read), 1 (write: create/truncate) and 9 (write + append); it
  takes the lowest free slot and fails when the same path string is already open.
* Quirk copied on purpose: a failed open of a missing or unwritable file keeps its slot reserved
  (the descriptor leaks until that number is closed), so opening that name again fails.
* LSeek works only on descriptors opened for reading (not on stdin); the new position must be
  >= 0. Close ignores descriptors 0-2 and numbers outside the table.

RARS crashes (NullPointerException) when a program reads from or writes to such a leaked slot;
here that is an ordinary error result (-1).

A ``sandbox`` folder (graders' ``--sandbox DIR``) limits Open to paths inside it after ``..``
and symlinks are resolved; any other path fails exactly like a file that cannot be opened
(the slot leaks too), and ``refused`` lists the names, for the front end to explain.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, BinaryIO

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.console import Console

MAX_FILES = 32
O_RDONLY = 0
O_WRONLY = 1
O_APPEND = 8
ACCEPTED_FLAGS = (O_RDONLY, O_WRONLY, O_WRONLY | O_APPEND)
SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
STDIN, STDOUT, STDERR = 0, 1, 2


@dataclass
class _Slot:
    name: str
    flags: int
    stream: BinaryIO | None = None  # None: a standard stream, or a leaked failed open


def inside_sandbox(path: str, sandbox: str) -> bool:
    """Whether ``path`` (relative to the process's folder) names a place inside the folder
    ``sandbox`` (resolved: `os.path.realpath`) once every symlink and ``..`` is resolved (a
    dangling symlink resolves to its target, so creating through it is judged by where the
    file would appear). Both ISAs' file services ask this."""
    if not path or "\0" in path or not sandbox:
        return False
    try:
        real = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    return real == sandbox or real.startswith(sandbox.rstrip(os.sep) + os.sep)


class FileTable:
    """Open files of one machine. ``cwd`` resolves relative paths (None = the process's);
    ``sandbox``: the folder that Open is limited to (None = anywhere)."""

    def __init__(self, cwd: str | None = None, sandbox: str | None = None) -> None:
        self.cwd = cwd
        self.sandbox = os.path.realpath(sandbox) if sandbox is not None else None
        self.refused: list[str] = []
        self._slots: list[_Slot | None] = [None] * MAX_FILES
        self._setup_stdio()

    def _setup_stdio(self) -> None:
        self._slots[STDIN] = _Slot("STDIN", O_RDONLY)
        self._slots[STDOUT] = _Slot("STDOUT", O_WRONLY)
        self._slots[STDERR] = _Slot("STDERR", O_WRONLY)

    # -- queries -----------------------------------------------------------------------------

    def _in_use(self, fd: int, for_write: bool) -> _Slot | None:
        """The slot if ``fd`` is open in the wanted direction (RARS's fdInUse), else None."""
        if not 0 <= fd < MAX_FILES:
            return None
        slot = self._slots[fd]
        if slot is None:
            return None
        if for_write:
            return slot if slot.flags & O_WRONLY else None
        return slot if slot.flags == O_RDONLY else None

    def open_descriptors(self) -> list[int]:
        """Descriptors >= 3 currently holding a slot (also leaked ones)."""
        return [fd for fd in range(3, MAX_FILES) if self._slots[fd] is not None]

    # -- services ----------------------------------------------------------------------------

    def open(self, name: str, flags: int) -> int:
        """Service 1024. Returns the new descriptor or -1."""
        if any(slot is not None and slot.name == name for slot in self._slots):
            return -1
        if flags not in ACCEPTED_FLAGS:
            return -1
        fd = next((i for i, slot in enumerate(self._slots) if slot is None), -1)
        if fd < 0:
            return -1
        slot = _Slot(name, flags)
        self._slots[fd] = slot  # reserved before the real open: a failure leaks it (RARS)
        path = name
        if self.cwd is not None and name and not os.path.isabs(name):
            path = os.path.join(self.cwd, name)
        if self.sandbox is not None and name and not self.inside_sandbox(path):
            self.refused.append(name)
            return -1
        try:
            if flags == O_RDONLY:
                slot.stream = open(path, "rb")  # noqa: SIM115 - lives in the table until closed
            else:
                slot.stream = open(path, "ab" if flags & O_APPEND else "wb")  # noqa: SIM115
        except (OSError, ValueError):
            return -1
        return fd

    def inside_sandbox(self, path: str) -> bool:
        return inside_sandbox(path, self.sandbox or "")

    def read(self, fd: int, n: int, console: Console) -> bytes | None:
        """Service 63: up to ``n`` bytes (b"" at end of file), or None for an error (-1)."""
        slot = self._in_use(fd, for_write=False)
        if slot is None or n < 0:
            return None
        if fd == STDIN:
            return console.read_raw(n) if n else b""
        if slot.stream is None:
            return None
        try:
            return slot.stream.read(n)
        except OSError:
            return None

    def write(self, fd: int, data: bytes, console: Console) -> int:
        """Service 64: the number of bytes written, or -1."""
        slot = self._in_use(fd, for_write=True)
        if slot is None:
            return -1
        if fd in (STDOUT, STDERR):
            try:
                if fd == STDERR:  # RARS flushes stdout after every write: keep the order in 2>&1
                    console.flush()
                console.write(data, fd)
            except OSError:  # a closed pipe: Java's System.out ignores it too
                pass
            return len(data)
        if slot.stream is None:
            return -1
        try:
            slot.stream.write(data)
            slot.stream.flush()
        except OSError:
            return -1
        return len(data)

    def seek(self, fd: int, offset: int, whence: int) -> int:
        """Service 62: the new position, or -1. Only read-mode files can seek (RARS)."""
        slot = self._in_use(fd, for_write=False)
        if slot is None or slot.stream is None:
            return -1
        stream = slot.stream
        try:
            if whence == SEEK_SET:
                pos = offset
            elif whence == SEEK_CUR:
                pos = offset + stream.tell()
            elif whence == SEEK_END:
                pos = offset + os.fstat(stream.fileno()).st_size
            else:
                return -1
            if pos < 0:
                return -1
            stream.seek(pos)
        except (OSError, ValueError):
            return -1
        return pos

    def close(self, fd: int) -> None:
        """Service 57. Descriptors 0-2 and numbers outside the table are ignored."""
        if fd <= STDERR or fd >= MAX_FILES:
            return
        slot, self._slots[fd] = self._slots[fd], None
        if slot is not None and slot.stream is not None:
            try:
                slot.stream.close()
            except OSError:
                pass

    def close_all(self) -> None:
        """Close every file (RARS does this when a run terminates and on reset)."""
        for fd in range(3, MAX_FILES):
            self.close(fd)
        self._setup_stdio()
