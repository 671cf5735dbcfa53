"""The real app in a real X window (Xvfb, not Qt's offscreen platform) with fresh settings, at
1366x768 and at 1920x1080: ``rarslite --play checkers.s`` must fit the screen, show the whole
40x22 display, and the Debug layout all 32 registers and pc (tests/layout_probe.py measures)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHECKERS = os.path.join(ROOT, "resources", "examples", "checkers", "checkers.s")
PROBE = os.path.join(ROOT, "tests", "layout_probe.py")
SIZES = ("1366x768", "1920x1080")


@pytest.fixture(scope="module")
def measured(tmp_path_factory) -> dict[str, dict]:
    """Both screen sizes, one after the other (about a second each)."""
    if shutil.which("xvfb-run") is None or shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    pytest.importorskip("PySide6")
    return {size: probe(size, tmp_path_factory) for size in SIZES}


def probe(size: str, tmp_path_factory) -> dict:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the xcb platform, on the Xvfb display
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    for _attempt in range(3):  # xvfb-run -a can race another xvfb-run for a display number
        env["XDG_CONFIG_HOME"] = str(tmp_path_factory.mktemp("config"))  # fresh settings
        proc = subprocess.run(
            ["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", sys.executable, PROBE, CHECKERS],
            env=env, capture_output=True, text=True, timeout=120)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        if proc.returncode == 0 and lines:
            return json.loads(lines[-1])
    raise AssertionError(f"{size}: {proc.stdout}\n{proc.stderr}")


@pytest.mark.parametrize("size", SIZES)
def test_play_fits_a_real_screen(measured, size):
    m = measured[size]
    assert "error" not in m, m
    width, height = (int(v) for v in size.split("x"))
    assert m["screen"][2:] == [width, height]
    assert m["frame_within_screen"] and m["debug_frame_within_screen"], m
    assert m["layout"] == "Play" and m["running"] and m["focus_in_keyboard"]
    assert m["grid"] == [40, 22] and m["display_cells"] == [40, 22], m


def test_debug_layout_shows_every_register(measured):
    assert measured["1920x1080"]["debug_register_rows"] == 33  # x0..x31 and pc
    assert measured["1366x768"]["debug_register_rows"] >= 16
