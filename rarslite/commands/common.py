"""Helpers shared by the `rars` and `run` commands."""

from __future__ import annotations

import os


def abs_paths(paths: list[str]) -> list[str]:
    """Absolute paths (RARS reports source files by absolute path)."""
    return [os.path.abspath(p) for p in paths]


def silence_stream(stream) -> None:
    """After a broken pipe: point the stream's file descriptor at /dev/null, so that Python's
    final flush at exit does not complain (the usual recipe for `prog | head`)."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except OSError:
        pass
