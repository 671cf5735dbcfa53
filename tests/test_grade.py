"""`rarslite grade`: real submissions (right, wrong, crashing, looping, flooding, writing
outside the sandbox, missing files, forbidden instructions) for both ISAs and RV64, graded
in worker processes; the Gradescope and JUnit outputs checked against their specifications;
mistakes in the test file reported with their line."""

from __future__ import annotations

import csv
import io
import json
import os
import xml.etree.ElementTree as ET

import pytest
from grade_support import DATA, materialize

from rarslite.commands import grade
from rarslite.commands.grade import kinds, spec, workers

ESCAPES = ("/tmp/rarslite-grade-escape.txt", "/tmp/rarslite-grade-escape-mips.txt")


def _grade(tmp_path, lab: str, *subs: str, extra=()) -> tuple[int, dict]:
    """Grade the lab's submissions (all when none named); every machine output, parsed."""
    folder = os.path.join(DATA, lab)
    subs_folder = tmp_path / f"{lab}-submissions"
    made = materialize(lab, str(subs_folder), list(subs) or None)
    paths = list(made.values()) if subs else [str(subs_folder)]
    out = {k: str(tmp_path / f"{lab}.{k}") for k in ("json", "xml", "csv", "gs")}
    code = grade.main([os.path.join(folder, "tests.toml"), *paths, "--json", out["json"],
                       "--junit", out["xml"], "--csv", out["csv"], "--gradescope", out["gs"],
                       "-q", *extra])
    with open(out["json"]) as fh:
        records = {r["submission"]: r for r in json.load(fh)}
    return code, {"records": records, **out}


@pytest.fixture(scope="module")
def rv(tmp_path_factory):
    for path in ESCAPES:
        if os.path.exists(path):
            os.remove(path)
    return _grade(tmp_path_factory.mktemp("rv"), "rv")


def _statuses(record) -> dict[str, str]:
    return {t["name"]: t["status"] for t in record["tests"]}


def test_riscv_lab_scores(rv):
    code, out = rv
    scores = {name: r["score"] for name, r in out["records"].items()}
    assert code == grade.EXIT_SOME_FAILED
    assert scores["right"] == 13 and scores["evil"] == 12 and scores["usesmul"] == 12
    assert scores["wrong"] == 4 and scores["crash"] == 2 and scores["flood"] == 3
    assert scores["clobbers"] == 10  # its call test and the convention checker
    assert scores["asmerror"] == 0 and scores["missing"] == 0
    assert scores["loop"] == 2  # it assembles; it makes no forbidden call before its limit
    assert all(r["max_score"] == 13 for r in out["records"].values())


def test_each_bad_submission_fails_for_its_own_reason(rv):
    records = rv[1]["records"]
    by_name = {name: {t["name"]: t for t in r["tests"]} for name, r in records.items()}
    assert "step limit reached" in by_name["loop"]["three numbers"]["output"]
    assert "did not return within 300000" in by_name["loop"]["sum of four"]["output"]
    assert "too much output" in by_name["flood"]["three numbers"]["output"]
    assert "characters in all" in by_name["flood"]["three numbers"]["output"]  # clipped
    assert "runtime error" in by_name["crash"]["three numbers"]["output"]
    assert "sum.s:10:9: error" in by_name["asmerror"]["it assembles"]["output"]
    assert records["missing"]["missing"] == ["sum.s"]
    assert "sum.s:11: mul is not allowed" in by_name["usesmul"][
        "no multiplication, no file ecalls"]["output"]
    assert "system call 1024 is not allowed (made 2 times)" in by_name["evil"][
        "no multiplication, no file ecalls"]["output"]
    wrong = by_name["wrong"]["three numbers"]["output"]
    assert "-6\n+3\n" in wrong and wrong.startswith("the output differs")
    assert "a0 = 6 (0x00000006), expected 10" in by_name["wrong"]["sum of four"]["output"]
    # the sandbox refused both opens: the absolute path, and ../../ from the sandbox folder
    # (a worker's folder in a temporary folder: the same file)
    assert not os.path.exists(ESCAPES[0])


def test_csv_grade_book(rv):
    with open(rv[1]["csv"], newline="") as fh:
        rows = list(csv.reader(fh))
    assert rows[0][:3] == ["submission", "score", "max_score"] and len(rows[0]) == 13
    book = {row[0]: row for row in rows[1:]}
    assert book["right"][1:3] == ["13", "13"] and book["wrong"][1] == "4"
    assert len(book) == 10


# -- Gradescope's autograder results specification, checked structurally ----------------------

GS_TOP = {"score", "execution_time", "output", "visibility", "stdout_visibility", "tests",
          "leaderboard", "extra_data", "output_format", "test_output_format",
          "test_name_format", "max_score"}  # fmt: skip
GS_TEST = {"score", "max_score", "status", "name", "name_format", "number", "output",
           "output_format", "tags", "visibility", "extra_data"}  # fmt: skip
GS_VISIBILITY = {"hidden", "after_due_date", "after_published", "visible"}


def check_gradescope(data: dict) -> None:
    assert isinstance(data, dict) and set(data) <= GS_TOP
    assert isinstance(data["score"], (int, float)) or all("score" in t for t in data["tests"])
    assert isinstance(data["execution_time"], (int, float))
    assert data["visibility"] in GS_VISIBILITY and data["stdout_visibility"] in GS_VISIBILITY
    assert isinstance(data["output"], str)
    for test in data["tests"]:
        assert set(test) <= GS_TEST
        assert isinstance(test["name"], str) and test["name"]
        assert isinstance(test["score"], (int, float)) and isinstance(test["max_score"],
                                                                      (int, float))
        assert 0 <= test["score"] <= test["max_score"]
        assert test["status"] in ("passed", "failed")
        assert test["visibility"] in GS_VISIBILITY and isinstance(test["output"], str)
    assert abs(data["score"] - sum(t["score"] for t in data["tests"])) < 1e-9


def test_gradescope_results_follow_the_specification(rv):
    folder = rv[1]["gs"]  # several submissions: one file each
    names = sorted(os.listdir(folder))
    assert len(names) == 10
    for name in names:
        with open(os.path.join(folder, name)) as fh:
            check_gradescope(json.load(fh))
    with open(os.path.join(folder, "wrong.json")) as fh:
        wrong = json.load(fh)
    assert wrong["score"] == 4
    regex = next(t for t in wrong["tests"] if t["name"] == "regex")
    assert regex["visibility"] == "after_due_date" and regex["status"] == "failed"


def test_gradescope_one_submission_is_one_file(tmp_path):
    code, out = _grade(tmp_path, "rv", "right")
    assert code == grade.EXIT_ALL_PASSED
    with open(out["gs"]) as fh:
        data = json.load(fh)
    check_gradescope(data)
    assert data["score"] == 13 and all(t["status"] == "passed" for t in data["tests"])


# -- JUnit XML, checked against the JUnit schema's structure -----------------------------------

def check_junit(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == "testsuites"
    totals = {"tests": 0, "failures": 0, "errors": 0}
    for suite in root:
        assert suite.tag == "testsuite"
        for attr in ("name", "tests", "failures", "errors", "time"):
            assert attr in suite.attrib
        float(suite.get("time"))
        cases = [c for c in suite if c.tag == "testcase"]
        assert all(c.tag in ("testcase", "properties", "system-out", "system-err")
                   for c in suite)
        assert int(suite.get("tests")) == len(cases)
        failures = errors = 0
        for case in cases:
            assert case.get("name") and case.get("classname")
            float(case.get("time"))
            kids = [k.tag for k in case]
            assert set(kids) <= {"failure", "error", "skipped", "system-out", "system-err"}
            assert kids.count("failure") + kids.count("error") <= 1
            failures += kids.count("failure")
            errors += kids.count("error")
            for k in case:
                if k.tag in ("failure", "error"):
                    assert "message" in k.attrib
        assert (int(suite.get("failures")), int(suite.get("errors"))) == (failures, errors)
        for key, n in (("tests", len(cases)), ("failures", failures), ("errors", errors)):
            totals[key] += n
    for key, n in totals.items():
        assert int(root.get(key)) == n
    return root


def test_junit_report_follows_the_schema(rv):
    with open(rv[1]["xml"], encoding="utf-8") as fh:
        root = check_junit(fh.read())
    suites = {s.get("name"): s for s in root}
    assert suites["right"].get("failures") == "0"
    assert int(suites["wrong"].get("failures")) == 6
    props = {p.get("name"): p.get("value") for p in suites["right"].find("properties")}
    assert props == {"score": "13", "max_score": "13"}


# -- MIPS, RV64 and the devices ----------------------------------------------------------------

def test_mips_lab(tmp_path):
    code, out = _grade(tmp_path, "mips")
    records = out["records"]
    scores = {name: r["score"] for name, r in records.items()}
    assert scores == {"right": 9, "wrong": 3, "crash": 2, "loop": 2, "flood": 3, "evil": 8,
                      "clobbers": 6, "uninit": 4}
    tests = {name: {t["name"]: t["output"] for t in r["tests"]} for name, r in records.items()}
    assert "$s1 was not preserved (0x5a5a0011 before the call" in tests["clobbers"][
        "sum of four"]
    assert "sum.asm:15: sum does not restore callee-saved $s1" in tests["clobbers"][
        "calling conventions"]
    assert "runtime error (the check needs a whole run)" in tests["crash"][
        "calling conventions"]
    assert "address out of range 0xfb41" in tests["uninit"]["sum of four"]  # poisoned $t1
    assert "system call 13 is not allowed" in tests["evil"]["no file syscalls"]
    assert "characters of output (--max-output)" in tests["flood"]["three numbers"]
    assert not os.path.exists(ESCAPES[1])
    with open(out["xml"], encoding="utf-8") as fh:
        check_junit(fh.read())


def test_devices_and_rv64(tmp_path):
    code, out = _grade(tmp_path, "devices")
    records = out["records"]
    assert records["right"]["score"] == 6
    off = {t["name"]: t for t in records["offbyone"]["tests"]}
    assert "+IFMMP, XPSME" in off["echo in capitals"]["output"]
    assert "-ABC\n+BCD" in off["echo, first line only"]["output"]
    assert off["the diagonal"]["output"].startswith("1 display units differ")
    assert off["the diagonal, one unit of slack"]["status"] == "passed"
    assert "a1 = 2147483647 (0x000000007fffffff), expected -1" in off["64-bit result"][
        "output"]


# -- timeouts: the alarm inside the worker, and a worker that must be killed -------------------

LOOP = "loop: j loop\n"


def _write(tmp_path, toml: str, program: str = LOOP) -> tuple[str, str]:
    sub = tmp_path / "sub"
    sub.mkdir()
    (sub / "p.s").write_text(program)
    tests = tmp_path / "tests.toml"
    tests.write_text(toml)
    return str(tests), str(sub)


def test_a_program_that_loops_forever_costs_its_timeout(tmp_path, capsys):
    # the short timeout is the spinning test's own: the other one has the default, so a
    # loaded machine cannot make it time out too
    tests, sub = _write(tmp_path, 'submission = ["p.s"]\nmax_steps = 1_000_000_000_000\n'
                        '[[test]]\nname = "spins"\nstdout = ""\ntimeout = 0.5\n'
                        '[[test]]\nname = "assembles"\nkind = "assembles"\n')
    out = tmp_path / "r.json"
    assert grade.main([tests, sub, "--json", str(out)]) == grade.EXIT_SOME_FAILED
    [record] = json.loads(out.read_text())
    assert [t["status"] for t in record["tests"]] == ["timeout", "passed"]
    assert "timed out after 0.5 s" in record["tests"][0]["output"]
    assert "TIMEOUT spins [0/1]" in capsys.readouterr().out


def _hang(ctx):
    import signal
    import time

    signal.signal(signal.SIGALRM, signal.SIG_IGN)  # stuck where the alarm cannot reach
    time.sleep(60)


def test_a_stuck_worker_is_replaced_and_the_batch_goes_on(tmp_path, monkeypatch):
    monkeypatch.setitem(kinds.KINDS, "hang", kinds.Kind(_hang))
    monkeypatch.setattr(workers, "GRACE", 0.3)
    tests, sub = _write(tmp_path, 'submission = ["p.s"]\n'
                        '[[test]]\nname = "stuck"\nkind = "hang"\ntimeout = 0.3\n'
                        '[[test]]\nname = "after"\nkind = "assembles"\n')
    out = tmp_path / "r.json"
    grade.main([tests, sub, sub, "--json", str(out), "-j", "1", "-q"])
    records = json.loads(out.read_text())
    assert len(records) == 2
    for record in records:
        assert [t["status"] for t in record["tests"]] == ["timeout", "passed"]
        assert "the worker was stopped" in record["tests"][0]["output"]


# -- the test file's mistakes, with their lines ------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ('[[test]]\nname = "a"\nstdout = "x"\n[[test]]\nname = "b"\nstdot = "y"\n',
     ":6: test 'b': unknown key 'stdot' for a console test"),
    ('[[test]]\nname = "a"\nkind = "consol"\n', ":3: test 'a': unknown kind 'consol'"),
    ('[[test]]\nname = "a"\npoints = "two"\n', ":3: test 'a': points must be a number"),
    ('[[test]]\nname = "a"\nkind = "call"\n', ":1: test 'a': a call test needs function"),
    ('[[test]]\nname = "a"\nstdout = 5\n', ":3: test 'a': stdout should be a string, not int"),
    ('[[test]]\nname = "a"\nmatch = "regex"\nstdout = "("\n', ":3: test 'a': not a regular "
     "expression"),
    ('[[test]]\nname = "a"\nvisibility = "secret"\n', ":3: test 'a': visibility must be"),
    ('name = "x"\n[[test]\nname = "a"\n', ":2:"),
    ('[[test]]\nname = "a"\n[[test]]\nname = "a"\n', ":3: a second test named 'a'"),
    ('colour = 1\n[[test]]\nname = "a"\n', ":1: unknown setting 'colour'"),
    ('[[test]]\nname = "a"\nprogram = ["nowhere.s"]\n', ":1: test 'a': program file "
     "nowhere.s not found"),
    ('x = 1\n', "unknown setting 'x'"),
    ('[[test]]\nname = "a"\nkind = "conventions"\nignore = ["sp", "stack"]\n',
     ":4: test 'a': no finding kind 'stack'"),
    ('name = "x"\n', "no tests"),
])
def test_mistakes_in_the_test_file_name_their_line(tmp_path, capsys, text, message):
    path = tmp_path / "t.toml"
    path.write_text(text)
    assert grade.main([str(path), str(tmp_path)]) == grade.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith(f"rarslite grade: {path}") and message in err, err


def test_text_comparisons():
    assert kinds.compare_text("a\nb\n", "a\nb\n", "exact").passed
    assert not kinds.compare_text("a\nb\n", "a\nb", "exact").passed
    assert kinds.compare_text("a\nb", "a  \nb\n\n", "trailing").passed
    assert kinds.compare_text(r"x=\d+\n", "x=42\n", "regex").passed
    assert not kinds.compare_text(r"x=\d+", "x=42\n", "regex").passed
    lines = [f"{n}\n" for n in range(12)]
    diff = kinds.compare_text("".join(lines), "".join(lines[:3] + ["X\n"] + lines[4:11]
                                                      + ["Y\n"]), "exact").output
    assert "-3\n+X\n" in diff and "+Y" not in diff and "first difference shown" in diff


def test_gradescope_template(tmp_path):
    folder = tmp_path / "autograder"
    assert grade.main(["--gradescope-template", str(folder),
                       os.path.join(DATA, "rv", "tests.toml")]) == 0
    names = {os.path.relpath(os.path.join(r, f), folder)
             for r, _, fs in os.walk(folder) for f in fs}
    assert names == {"setup.sh", "run_autograder", "tests.toml", "tests/driver.s"}
    run = (folder / "run_autograder").read_text()
    assert "rarslite grade tests.toml /autograder/submission" in run
    assert "--gradescope /autograder/results/results.json" in run
    assert os.access(folder / "setup.sh", os.X_OK) and os.access(folder / "run_autograder",
                                                                 os.X_OK)


def test_spec_defaults_and_layout():
    a = spec.load(os.path.join(DATA, "rv", "tests.toml"))
    assert a.max_score == 13 and a.submission == ["main.s", "sum.s"]
    driver = next(t for t in a.tests if t.name == "instructor's driver")
    assert driver.program == ["tests/driver.s", "sum.s"] and driver.visibility == "hidden"
    assert driver.timeout == 2 and driver.max_steps == 300_000 and driver.line == 53
    assert set(kinds.KINDS) >= {"console", "state", "call", "screen", "bitmap", "analysis",
                                "assembles", "forbidden", "conventions"}
    assert io  # (imported for capsys-free helpers)


ARGS_PROGRAM = """
        .data
        .globl src
src:    .asciz "abc"
        .text
main:   mv s0, a0
        lw a0, 0(a1)      # argv[0]: the first program argument
        li a7, 4
        ecall
        li a0, 10
        li a7, 11
        ecall
        li a7, 5
        ecall
        add a0, a0, s0    # the number read plus argc
        li a7, 1
        ecall
        li a7, 10
        ecall
"""


def test_arguments_input_and_expected_files(tmp_path):
    (tmp_path / "in.txt").write_text("40\n")
    (tmp_path / "out.txt").write_text("hello\n42")
    (tmp_path / "src.bin").write_bytes(b"abc\0")
    (tmp_path / "bad.bin").write_bytes(b"abd\0")
    tests, sub = _write(tmp_path, 'submission = ["p.s"]\n'
                        '[[test]]\nname = "args and files"\nargs = ["hello", "x"]\n'
                        'stdin_file = "in.txt"\nstdout_file = "out.txt"\n'
                        '[[test]]\nname = "memory"\nkind = "state"\nargs = ["a"]\nstdin = "1\\n"\n'
                        'memory = [{ label = "src", file = "src.bin" }]\n'
                        '[[test]]\nname = "memory, wrong"\nkind = "state"\nargs = ["a"]\n'
                        'stdin = "1\\n"\nmemory = [{ label = "src", file = "bad.bin" }]\n',
                        ARGS_PROGRAM)
    out = tmp_path / "r.json"
    grade.main([tests, sub, "--json", str(out)])
    [record] = json.loads(out.read_text())
    assert [t["status"] for t in record["tests"]] == ["passed", "passed", "failed"]
    assert record["tests"][2]["output"] == ("memory at src+2 is 0x63, expected 0x64 (byte 2 "
                                            "of bad.bin)")
    assert record["submission"] == "sub"
