"""The examples inside the package: lookup by name, `rarslite examples`, and a built wheel
that carries them (and the app's icon) and runs them from the installed copy."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from rarslite import examples
from rarslite.commands import examples as examples_cmd

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "resources" / "examples"


@pytest.mark.parametrize(
    ("name", "relative"),
    [
        ("checkers", "checkers/checkers.s"),
        ("checkers.s", "checkers/checkers.s"),
        ("four_in_a_row", "four_in_a_row/four_in_a_row.s"),
        ("mmio/echo_polling", "mmio/echo_polling.s"),
        ("mmio/echo_polling.s", "mmio/echo_polling.s"),
        ("echo_polling", "mmio/echo_polling.s"),
        ("timer_ticks.s", "mmio/timer_ticks.s"),
    ],
)
def test_find_names_a_program(name, relative):
    assert examples.find(name) == str(EXAMPLES / relative)


@pytest.mark.parametrize("name", ["", "nope", "c", "../cli", "/etc/passwd", "checkers/../../cli",
                                  "common", "crt0"])
def test_find_refuses_what_is_not_a_program(name):
    assert examples.find(name) is None


def test_every_listed_program_is_found_and_assembles():
    from rarslite.asm.riscv import assemble
    from rarslite.isa.base import MIPS

    names = [p for e in examples.examples() for p in e.programs]
    assert {"checkers", "draughts", "four_in_a_row", "bombsweeper", "mmio/echo_polling",
            "mips/draughts", "mips/four_in_a_row", "mips/bombsweeper/main"} <= set(names)
    for name in names:
        path = examples.find(name)
        by = MIPS.part("assemble") if path.endswith(".asm") else assemble
        assert by([path]).text, name  # AsmErrors if it does not assemble


def _cmd(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = examples_cmd.main(argv, stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_list_shows_every_folder_with_its_title():
    code, out, _ = _cmd([])
    assert code == 0
    lines = out.splitlines()
    assert any(line.startswith("checkers") and "Checkers" in line for line in lines)
    assert any(line.startswith("mmio") for line in lines)
    assert "mmio/timer_ticks" in out
    assert _cmd(["list"])[1] == out


def test_path_and_unknown_name():
    assert _cmd(["path", "draughts"]) == (0, str(EXAMPLES / "draughts/draughts.s") + "\n", "")
    code, out, err = _cmd(["path", "chess"])
    assert (code, out) == (1, "")
    assert "no example program 'chess'" in err


def test_copy_a_folder_and_a_program(tmp_path):
    code, out, _ = _cmd(["copy", "bombsweeper", str(tmp_path / "mine")])
    assert code == 0, out
    copied = tmp_path / "mine" / "bombsweeper"
    assert (copied / "bombsweeper.s").read_bytes() == (EXAMPLES / "bombsweeper/bombsweeper.s"
                                                       ).read_bytes()
    assert (copied / "maps" / "map1.txt").is_file()
    assert _cmd(["copy", "echo_polling", str(tmp_path)])[0] == 0
    assert (tmp_path / "echo_polling.s").is_file()


def test_copy_never_overwrites(tmp_path):
    (tmp_path / "draughts").mkdir()
    (tmp_path / "draughts" / "mine.s").write_text("# my own work\n")
    code, _, err = _cmd(["copy", "draughts", str(tmp_path)])
    assert code == 1 and "already exists" in err
    assert os.listdir(tmp_path / "draughts") == ["mine.s"]


def test_copy_unknown_and_usage_errors(tmp_path):
    assert _cmd(["copy", "chess", str(tmp_path)])[0] == 1
    assert _cmd(["copy"])[0] == 2
    assert os.listdir(tmp_path) == []


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built by `python -m build` from a copy of the project (the source tree stays
    clean), as a person would run it (an isolated environment with the build requirements)."""
    pytest.importorskip("build")
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    for folder in ("rarslite", "resources"):
        shutil.copytree(ROOT / folder, src / folder,
                        ignore=shutil.ignore_patterns("__pycache__", "build"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    command = [sys.executable, "-m", "build", "--wheel", "--outdir", str(work / "dist"), str(src)]
    subprocess.run(command, check=True, capture_output=True, timeout=300)
    (built,) = (work / "dist").glob("rarslite-*.whl")
    return built


def test_wheel_carries_the_examples_and_icon(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"rarslite/{p.relative_to(ROOT).as_posix()}" for p in EXAMPLES.rglob("*")
               if p.is_file() and "__pycache__" not in p.parts and p.name != ".gitignore"}
    assert shipped - names == set()
    assert "rarslite/resources/icons/rarslite.svg" in names
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "rarslite = rarslite.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_installed_wheel_runs_its_own_examples(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)  # what pip puts in site-packages
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen",
           "RARSLITE_EXIT_AFTER_SHOW": "1"}

    def rarslite(*argv: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "rarslite", *argv], input=stdin, env=env,
                              capture_output=True, timeout=120, cwd=tmp_path)  # fmt: skip

    path = rarslite("examples", "path", "four_in_a_row").stdout.decode().strip()
    assert path == str(site / "rarslite/resources/examples/four_in_a_row/four_in_a_row.s")
    game = site / "rarslite/resources/examples/four_in_a_row/games"
    played = rarslite("run", path, "--stdin", str(game / "draw.txt"), "--", "12345")
    assert played.stdout == (game / "draw.rars.out").read_bytes()
    shown = rarslite(path)  # the desktop app, from the installed copy
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.decode().startswith("rarslite: window shown")
