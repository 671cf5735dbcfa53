"""``rarslite grade --gradescope-template DIR [TESTS]``: the files of a Gradescope autograder.

Gradescope builds an image from the autograder zip (``setup.sh`` runs once) and, for each
submission, starts a container that runs ``run_autograder``: the student's files are in
``/autograder/submission``, the results go to ``/autograder/results/results.json``. With
TESTS, the test file and every file it names are copied next to the scripts.
"""

from __future__ import annotations

import os
import shutil

from rarslite import __version__
from rarslite.commands.grade.model import Assignment

SETUP = """\
#!/usr/bin/env bash
# Gradescope runs this once, when it builds the autograder's image (Ubuntu).
set -euo pipefail
apt-get update -q
apt-get install -y -q python3 python3-pip
cd /autograder/source
# a rarslite wheel put in the autograder zip wins; else the release from PyPI
if ls rarslite-*.whl >/dev/null 2>&1; then
    pip3 install rarslite-*.whl
else
    pip3 install "rarslite=={version}"
fi
"""

RUN = """\
#!/usr/bin/env bash
# Gradescope runs this in a fresh container for each submission.
cd /autograder/source
rarslite grade {tests} /autograder/submission \\
    --gradescope /autograder/results/results.json --jobs 1
status=$?
# 0: every test passed, 1: some failed (the results say which); 2: the test file is wrong
[ "$status" -le 1 ]
"""


def referenced(assignment: Assignment) -> list[str]:
    """The instructor's files the test file names (relative to its folder)."""
    names: list[str] = []
    for test in assignment.tests:
        names += [n for n in test.program if n not in assignment.submission]
        f = test.fields
        names += [f[k] for k in ("stdin_file", "stdout_file", "screen_file", "png") if k in f]
        names += [c["file"] for c in f.get("memory", []) if isinstance(c, dict) and "file" in c]
    return [n for n in dict.fromkeys(names) if not os.path.isabs(n)]


def write(folder: str, assignment: Assignment | None) -> list[str]:
    """Write setup.sh and run_autograder (and the tests) into ``folder``; the paths written."""
    os.makedirs(folder, exist_ok=True)
    tests = "tests.toml"
    written = []
    if assignment is not None:
        tests = os.path.basename(assignment.path)
        for name in [tests, *referenced(assignment)]:
            target = os.path.join(folder, name)
            os.makedirs(os.path.dirname(target) or folder, exist_ok=True)
            shutil.copyfile(assignment.resource(name), target)
            written.append(target)
    for name, text in (("setup.sh", SETUP.format(version=__version__)),
                       ("run_autograder", RUN.format(tests=tests))):  # fmt: skip
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        os.chmod(path, 0o755)
        written.append(path)
    return written
