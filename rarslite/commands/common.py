"""Helpers shared by the `rars` and `run` commands."""

from __future__ import annotations

import os


def abs_paths(paths: list[str]) -> list[str]:
    """Absolute paths (RARS reports source files by absolute path)."""
    return [os.path.abspath(p) for p in paths]
