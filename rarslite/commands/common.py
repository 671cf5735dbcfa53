"""Helpers shared by the `rars` and `run` commands."""

from __future__ import annotations

import os
import traceback

from rarslite.machine.cli_console import CliConsole  # noqa: F401 - rars.py imports it from here
from rarslite.machine.outcome import notify_internal_error


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


def internal_error(stderr, command: str, exc: BaseException) -> None:
    """Report a rarslite bug in one line (the traceback too when RARSLITE_DEBUG is set)."""
    text = f"{command}: internal error: {type(exc).__name__}: {exc} (please report this)\n"
    notify_internal_error(text)
    if os.environ.get("RARSLITE_DEBUG"):
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)) + text
    try:
        stderr.write(text.encode("utf-8", "replace"))
        stderr.flush()
    except (OSError, ValueError):
        pass
