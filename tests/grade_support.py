"""Whole submission folders from `tests/data/grade/<lab>/submissions`, where every folder but
``right`` holds only what differs from ``right`` (and ``REMOVED``: files not handed in)."""

from __future__ import annotations

import os
import shutil

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "grade")


def materialize(lab: str, dest: str, names: list[str] | None = None) -> dict[str, str]:
    """Write the lab's submissions (or just ``names``) under ``dest``; name -> folder."""
    source = os.path.join(DATA, lab, "submissions")
    out = {}
    for name in names or sorted(os.listdir(source)):
        folder = os.path.join(dest, name)
        shutil.copytree(os.path.join(source, "right"), folder)
        changes = os.path.join(source, name)
        for entry in os.listdir(changes):
            if entry == "REMOVED":
                with open(os.path.join(changes, entry)) as fh:
                    for gone in fh.read().split():
                        os.remove(os.path.join(folder, gone))
            else:
                shutil.copyfile(os.path.join(changes, entry), os.path.join(folder, entry))
        out[name] = folder
    return out
