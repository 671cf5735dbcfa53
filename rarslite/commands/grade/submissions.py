"""What `rarslite grade` grades: one submission (a folder or a file) or many (a folder of
folders), and where each expected file is in a student's folder."""

from __future__ import annotations

import os
from dataclasses import dataclass

from rarslite.commands.grade.model import Assignment

SOURCE_ENDINGS = (".s", ".asm")


@dataclass
class Submission:
    name: str
    folder: str
    files: dict[str, str]  # expected name -> path (missing names are absent)
    missing: list[str]


def _sources(folder: str) -> list[str]:
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    return [n for n in names if n.lower().endswith(SOURCE_ENDINGS)
            and os.path.isfile(os.path.join(folder, n))]


def _find(folder: str, name: str) -> str | None:
    """``name`` at the top of ``folder``, else the first one below it (zips nest folders)."""
    top = os.path.join(folder, name)
    if os.path.isfile(top):
        return top
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        if os.path.basename(name) in files:
            return os.path.join(root, os.path.basename(name))
    return None


def one(assignment: Assignment, path: str, name: str | None = None) -> Submission:
    """The submission at ``path``: a folder, or a file standing for the first expected file."""
    label = name or os.path.basename(os.path.abspath(path)) or path
    path = os.path.abspath(path)  # tests run in sandbox folders of their own
    if os.path.isfile(path):
        expected = assignment.submission[:1] or [os.path.basename(path)]
        files = {expected[0]: path}
        return Submission(label, os.path.dirname(os.path.abspath(path)), files,
                          list(assignment.submission[1:]))
    if not assignment.submission:  # every source file of the folder
        return Submission(label, path, {n: os.path.join(path, n) for n in _sources(path)}, [])
    files, missing = {}, []
    for expected in assignment.submission:
        found = _find(path, expected)
        if found is None:
            missing.append(expected)
        else:
            files[expected] = found
    return Submission(label, path, files, missing)


def is_single(assignment: Assignment, folder: str) -> bool:
    """Whether a folder is one submission (an expected file, or any source, at its top)."""
    if assignment.submission:
        return any(os.path.isfile(os.path.join(folder, n)) for n in assignment.submission)
    return bool(_sources(folder))


def collect(assignment: Assignment, paths: list[str]) -> list[Submission]:
    """The submissions the command line names (a folder of folders gives one each)."""
    out = []
    for path in paths:
        if os.path.isdir(path) and not is_single(assignment, path):
            for entry in sorted(os.listdir(path)):
                full = os.path.join(path, entry)
                if os.path.isdir(full) and not entry.startswith("."):
                    out.append(one(assignment, full))
                elif entry.lower().endswith(SOURCE_ENDINGS):
                    out.append(one(assignment, full))
        else:
            out.append(one(assignment, path))
    return out
