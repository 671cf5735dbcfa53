"""The example programs (the repository's ``resources/examples``, installed with the package so a
wheel or pipx install has them too).

Each folder there is one example (a game with its README, the MMIO demos, the C programs).
A *program* is one assembly file an example runs: ``checkers`` names
``checkers/checkers.s``; ``mmio/echo_polling`` (or just ``echo_polling``) names
``mmio/echo_polling.s``. `find` turns such a name into a path; `rarslite examples`
(``rarslite/commands/examples.py``) lists and copies them.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from rarslite.resources import EXAMPLES as ROOT

PROGRAM_SUFFIXES = (".s", ".asm")


@dataclass(frozen=True)
class Example:
    name: str  # folder name
    path: str  # absolute folder path
    summary: str  # one line: the README's title or the first program's header comment
    programs: tuple[str, ...]  # program names ("checkers", "mmio/echo_polling")


def examples() -> list[Example]:
    """Every example folder, sorted by name."""
    found = []
    for name in sorted(os.listdir(ROOT)):
        path = os.path.join(ROOT, name)
        if name.startswith(("_", ".")) or not os.path.isdir(path):
            continue
        found.append(Example(name, path, _summary(path), tuple(_programs(name, path))))
    return found


def find(name: str) -> str | None:
    """The path of the example program called ``name`` (see the module docstring), or None.

    Accepts ``checkers``, ``checkers.s``, ``mmio/echo_polling``, ``mmio/echo_polling.s`` and
    ``echo_polling`` (a program name that is unique across the examples)."""
    name = name.strip().strip("/")
    if not name or os.path.isabs(name) or ".." in name.split("/"):
        return None
    stem = name[: -len(ext)] if (ext := os.path.splitext(name)[1]) in PROGRAM_SUFFIXES else name
    candidates = [f"{stem}/{os.path.basename(stem)}", stem]
    for candidate in candidates:
        for suffix in PROGRAM_SUFFIXES:
            path = os.path.join(ROOT, candidate + suffix)
            if os.path.isfile(path):
                return path
    matches = [p for e in examples() for p in e.programs if p.rsplit("/", 1)[-1] == stem]
    if len(matches) == 1:
        return find(matches[0])
    return None


def folder(name: str) -> str | None:
    """The path of the example folder ``name`` (``checkers``), or None."""
    path = os.path.join(ROOT, name.strip("/"))
    if "/" in name.strip("/") or name.startswith((".", "_")) or not os.path.isdir(path):
        return None
    return path


def _programs(name: str, path: str) -> list[str]:
    """Program names of one folder: a game's ``name/name.s`` is the folder's only program
    (its other .s files, like ``common.s``, are parts of it); crt0.s is the C runtime. A
    folder of folders (``mips/``: one game per folder) has its folders' programs
    (``mips/draughts``, ``mips/bombsweeper/main``)."""
    files = sorted(f for f in os.listdir(path) if f.endswith(PROGRAM_SUFFIXES))
    stems = [os.path.splitext(f)[0] for f in files]
    if os.path.basename(name) in stems:
        return [name]
    if not files:
        return [program for sub in sorted(os.listdir(path))
                if not sub.startswith(("_", ".")) and os.path.isdir(os.path.join(path, sub))
                for program in _programs(f"{name}/{sub}", os.path.join(path, sub))]
    return [f"{name}/{stem}" for stem in stems if stem != "crt0"]


def is_part(path: str) -> bool:
    """Whether the program file ``path`` is a part of another one in its folder (that
    ``.include``s it, as main.asm does hw3.asm): not a program that runs on its own."""
    folder_path, name = os.path.split(path)
    files = [f for f in os.listdir(folder_path) if f.endswith(PROGRAM_SUFFIXES) and f != name]
    return name in _included(folder_path, files)


_INCLUDE = re.compile(r'^\s*\.include\s+"([^"]+)"', re.MULTILINE)


def _included(path: str, files: list[str]) -> set[str]:
    """The files of a folder that another of its files ``.include``s."""
    out = set()
    for name in files:
        try:
            with open(os.path.join(path, name), encoding="utf-8", errors="replace") as f:
                out.update(os.path.normpath(m) for m in _INCLUDE.findall(f.read()))
        except OSError:
            continue
    return out


def _summary(path: str) -> str:
    readme = os.path.join(path, "README.md")
    if os.path.isfile(readme):
        with open(readme, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return ""
