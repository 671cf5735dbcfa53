"""`rarslite grade TESTS SUBMISSION...`: an autograder for RARS and MARS assignments.

TESTS is a TOML file (`spec.py`; docs/grading.md shows every kind of test, `kinds.py`, with
`state_checks.py` for registers and memory). A
SUBMISSION is a folder or a file, or a folder of submission folders. Tests run in-process in
worker processes (`workers.py`), each program in a sandbox folder with an output cap, a step
limit and a wall-clock timeout; a bad submission (assembly errors, endless loops, floods of
output, writes outside the sandbox, missing files) costs only its own points. Results: a
summary on the terminal, and for machines Gradescope's ``results.json``, JUnit XML, JSON and
a CSV grade book (`reports.py`). ``--gradescope-template DIR`` writes Gradescope's scripts.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

EXIT_ALL_PASSED, EXIT_SOME_FAILED, EXIT_USAGE = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rarslite grade",
        description="Grade RARS (RISC-V) and MARS (MIPS) submissions against a TOML test file "
        "(docs/grading.md).",
        epilog="exit status: 0 every test of every submission passed, 1 some test failed, "
        "2 bad command line or test file",
    )
    parser.add_argument("tests", nargs="?", metavar="TESTS.toml", help="the test file")
    parser.add_argument("submissions", nargs="*", metavar="SUBMISSION",
                        help="a submission's folder or file, or a folder of submission folders")
    parser.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, metavar="N",
                        help="worker processes (default: the CPU count)")
    parser.add_argument("--gradescope", metavar="results.json",
                        help="write Gradescope's results (several submissions: a folder of "
                        "NAME.json)")
    parser.add_argument("--junit", metavar="report.xml", help="write a JUnit XML report")
    parser.add_argument("--json", metavar="FILE", help="write every result as JSON (- stdout)")
    parser.add_argument("--csv", metavar="FILE", help="write a grade book (one row per "
                        "submission; - stdout)")
    parser.add_argument("--quiet", "-q", action="store_true",
                        help="one line per submission on the terminal")
    parser.add_argument("--gradescope-template", metavar="DIR",
                        help="write Gradescope's setup.sh and run_autograder into DIR (with "
                        "TESTS: the test file and its files too), then stop")
    return parser


def main(argv: list[str]) -> int:
    from rarslite.commands.grade import reports, submissions, template, workers
    from rarslite.commands.grade.spec import SpecError, load

    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        return EXIT_USAGE if e.code not in (0, None) else 0
    say = sys.stderr.write
    try:
        assignment = load(args.tests) if args.tests else None
    except SpecError as e:
        say(f"rarslite grade: {e}\n")
        return EXIT_USAGE
    if args.gradescope_template:
        for path in template.write(args.gradescope_template, assignment):
            say(f"rarslite grade: wrote {path}\n")
        return 0
    if assignment is None or not args.submissions:
        parser.print_usage(sys.stderr)
        say("rarslite grade: give the test file and at least one submission\n")
        return EXIT_USAGE
    if args.jobs < 1:
        say("rarslite grade: --jobs needs a number >= 1\n")
        return EXIT_USAGE
    found = submissions.collect(assignment, args.submissions)
    if not found:
        say("rarslite grade: no submissions found\n")
        return EXIT_USAGE
    graded = [reports.Graded(s) for s in found]
    start = time.monotonic()

    def on_result(k: int, result: workers.TestResult) -> None:
        graded[k].results[result.test] = result
        graded[k].seconds += result.seconds

    try:
        workers.grade(assignment, found, args.jobs, on_result)
    except KeyboardInterrupt:
        say("rarslite grade: interrupted\n")
        return 130
    elapsed = time.monotonic() - start
    # the summary goes to stdout unless a machine-readable output does (`--json -`)
    summary = sys.stderr if "-" in (args.json, args.csv) else sys.stdout
    summary.write(reports.terminal(assignment, graded, brief=args.quiet,
                                   color=summary.isatty()))
    summary.flush()
    n_tests, jobs = len(found) * len(assignment.tests), min(args.jobs, len(found))
    say(f"rarslite grade: {len(found)} submission{'s' if len(found) != 1 else ''}, "
        f"{n_tests} tests in {elapsed:.1f} s ({jobs} worker{'s' if jobs != 1 else ''})\n")
    try:
        if args.gradescope:
            reports.write_gradescope(args.gradescope, assignment, graded)
        if args.junit:
            _out(args.junit, reports.junit(assignment, graded))
        if args.json:
            _out(args.json, json.dumps(reports.records(assignment, graded), indent=2) + "\n")
        if args.csv:
            _out(args.csv, reports.grade_book(assignment, graded))
    except OSError as e:
        say(f"rarslite grade: cannot write {e.filename}: {e.strerror}\n")
        return EXIT_USAGE
    everything = all(r.passed for g in graded for r in g.results.values()) and \
        all(len(g.results) == len(assignment.tests) for g in graded)  # fmt: skip
    return EXIT_ALL_PASSED if everything else EXIT_SOME_FAILED


def _out(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
        return
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(text)
