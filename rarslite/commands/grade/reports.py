"""`rarslite grade`'s outputs: the terminal summary, Gradescope's ``results.json``, a JUnit
XML report (GitHub Classroom, CI), JSON (one record per submission and test) and a CSV grade
book (one row per submission).

Gradescope's autograder results specification: a top-level object with ``score`` (or
per-test scores), ``output``, ``visibility``, ``execution_time`` and ``tests``: objects with
``name``, ``score``, ``max_score``, ``status`` ("passed"/"failed"), ``output`` and
``visibility`` ("visible", "hidden", "after_due_date", "after_published").
"""

from __future__ import annotations

import csv
import io
import json
import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

from rarslite.commands.grade.model import Assignment
from rarslite.commands.grade.submissions import Submission
from rarslite.commands.grade.workers import TestResult


@dataclass
class Graded:
    submission: Submission
    results: dict[int, TestResult] = field(default_factory=dict)
    seconds: float = 0.0

    def score(self) -> float:
        return sum(r.score for r in self.results.values())

    def ordered(self, assignment: Assignment) -> list[TestResult]:
        return [self.results[i] for i in range(len(assignment.tests)) if i in self.results]

    def note(self) -> str:
        """The submission's own problem (missing files), "" when none."""
        missing = self.submission.missing
        return f"missing file{'s' if len(missing) != 1 else ''}: {', '.join(missing)}" \
            if missing else ""  # fmt: skip


def _points(x: float) -> str:
    return f"{x:g}"


# -- terminal ----------------------------------------------------------------------------------

def terminal(assignment: Assignment, graded: list[Graded], *, brief: bool = False,
             color: bool = False) -> str:  # fmt: skip
    def paint(text: str, code: str) -> str:
        return f"\033[{code}m{text}\033[0m" if color else text

    out = io.StringIO()
    top = _points(assignment.max_score)
    for g in graded:
        total = g.score()
        out.write(paint(f"{g.submission.name}: {_points(total)}/{top}", "1") +
                  (f"  ({g.note()})" if g.note() else "") + "\n")
        if brief:
            continue
        for r in g.ordered(assignment):
            test = assignment.tests[r.test]
            mark = paint("PASS", "32") if r.passed else paint(r.status.upper()
                                                              .replace("FAILED", "FAIL"), "31")
            out.write(f"  {mark} {test.name} [{_points(r.score)}/{_points(test.points)}]\n")
            if not r.passed and r.output:
                out.write("".join(f"      {line}\n" for line in r.output.rstrip().splitlines()))
    if len(graded) > 1:
        scores = [g.score() for g in graded]
        full = sum(1 for s in scores if s == assignment.max_score)
        out.write(f"{len(graded)} submissions, {full} with full marks, mean "
                  f"{sum(scores) / len(scores):.2f}/{top}\n")
    return out.getvalue()


# -- Gradescope --------------------------------------------------------------------------------

def gradescope(assignment: Assignment, g: Graded) -> dict:
    tests = []
    for r in g.ordered(assignment):
        test = assignment.tests[r.test]
        tests.append({"name": test.name, "score": r.score, "max_score": test.points,
                      "status": "passed" if r.passed else "failed",
                      "output": r.output if not r.passed else "",
                      "visibility": test.visibility})  # fmt: skip
    out = {"score": g.score(), "execution_time": round(g.seconds, 3),
           "visibility": "visible", "stdout_visibility": "hidden", "tests": tests}  # fmt: skip
    out["output"] = (g.note() + "\n" if g.note() else "") + \
        f"{_points(g.score())} of {_points(assignment.max_score)} points"  # fmt: skip
    return out


def write_gradescope(path: str, assignment: Assignment, graded: list[Graded]) -> list[str]:
    """One submission: ``path`` is the results file. Several: ``path`` is a folder, one
    ``NAME.json`` each (Gradescope itself runs one container per submission)."""
    if len(graded) == 1:
        _write(path, json.dumps(gradescope(assignment, graded[0]), indent=2) + "\n")
        return [path]
    os.makedirs(path, exist_ok=True)
    written = []
    for g in graded:
        target = os.path.join(path, _safe(g.submission.name) + ".json")
        _write(target, json.dumps(gradescope(assignment, g), indent=2) + "\n")
        written.append(target)
    return written


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name) or "submission"


def _write(path: str, text: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(text)


# -- JUnit -------------------------------------------------------------------------------------

def _xml_text(text: str) -> str:
    """Text XML 1.0 can hold (control characters of program output would make it invalid)."""
    return "".join(c if c in "\t\n\r" or 0x20 <= ord(c) < 0xD800 or 0xE000 <= ord(c) <= 0xFFFD
                   or ord(c) >= 0x10000 else f"\\x{ord(c):02x}" for c in text)


def junit(assignment: Assignment, graded: list[Graded]) -> str:
    """JUnit XML: a ``testsuites`` element, one ``testsuite`` per submission, one
    ``testcase`` per test with ``failure`` (wrong), or ``error`` (timeout, grader error)."""
    root = ET.Element("testsuites", name=assignment.name)
    totals = {"tests": 0, "failures": 0, "errors": 0}
    all_time = 0.0
    for g in graded:
        results = g.ordered(assignment)
        failures = sum(1 for r in results if r.status == "failed")
        errors = sum(1 for r in results if r.status in ("timeout", "error"))
        seconds = sum(r.seconds for r in results)
        all_time += seconds
        suite = ET.SubElement(root, "testsuite", name=g.submission.name,
                              tests=str(len(results)), failures=str(failures),
                              errors=str(errors), skipped="0", time=f"{seconds:.3f}")
        props = ET.SubElement(suite, "properties")
        ET.SubElement(props, "property", name="score", value=_points(g.score()))
        ET.SubElement(props, "property", name="max_score",
                      value=_points(assignment.max_score))
        for r in results:
            test = assignment.tests[r.test]
            case = ET.SubElement(suite, "testcase", name=test.name,
                                 classname=f"{_safe(assignment.name)}.{_safe(g.submission.name)}",
                                 time=f"{r.seconds:.3f}")
            if r.status == "failed":
                bad = ET.SubElement(case, "failure", message=_xml_text(_first_line(r.output)),
                                    type="failed")
                bad.text = _xml_text(r.output)
            elif r.status in ("timeout", "error"):
                bad = ET.SubElement(case, "error", message=_xml_text(_first_line(r.output)),
                                    type=r.status)
                bad.text = _xml_text(r.output)
        totals["tests"] += len(results)
        totals["failures"] += failures
        totals["errors"] += errors
    for key, value in totals.items():
        root.set(key, str(value))
    root.set("time", f"{all_time:.3f}")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "unicode") + "\n"


def _first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else "failed"


# -- JSON and CSV ------------------------------------------------------------------------------

def records(assignment: Assignment, graded: list[Graded]) -> list[dict]:
    """Everything: one record per submission, its tests inside."""
    out = []
    for g in graded:
        out.append({
            "submission": g.submission.name, "folder": g.submission.folder,
            "score": g.score(), "max_score": assignment.max_score,
            "missing": g.submission.missing, "seconds": round(g.seconds, 3),
            "tests": [{"name": assignment.tests[r.test].name,
                       "kind": assignment.tests[r.test].kind,
                       "line": assignment.tests[r.test].line,
                       "score": r.score, "max_score": assignment.tests[r.test].points,
                       "status": r.status, "visibility": assignment.tests[r.test].visibility,
                       "seconds": round(r.seconds, 3), "output": r.output}
                      for r in g.ordered(assignment)],
        })  # fmt: skip
    return out


def grade_book(assignment: Assignment, graded: list[Graded]) -> str:
    """CSV: submission, score, max_score, then one column of points per test."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["submission", "score", "max_score", *(t.name for t in assignment.tests)])
    for g in graded:
        by_test = g.results
        w.writerow([g.submission.name, _points(g.score()), _points(assignment.max_score),
                    *(_points(by_test[i].score) if i in by_test else ""
                      for i in range(len(assignment.tests)))])  # fmt: skip
    return buf.getvalue()
