"""What a test file describes (`spec.load` reads it): the assignment and its tests."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Test:
    name: str
    kind: str
    points: float
    visibility: str
    line: int
    timeout: float
    max_steps: int
    max_output: int
    program: list[str]  # files: "submission" names come from the student, others from here
    isa: str
    fields: dict[str, Any] = field(default_factory=dict)  # the kind's own keys


@dataclass
class Assignment:
    path: str
    folder: str  # the test file's folder: instructor files are relative to it
    name: str
    submission: list[str]  # file names the student hands in ([]: every .s/.asm file)
    tests: list[Test]

    @property
    def max_score(self) -> float:
        return sum(t.points for t in self.tests)

    def resource(self, name: str) -> str:
        """An instructor's file named in the test file (relative to its folder)."""
        return name if os.path.isabs(name) else os.path.join(self.folder, name)
