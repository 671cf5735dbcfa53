"""`rarslite --version` says once whether the native core is in use; RARSLITE_NATIVE=0
turns it off (docs/native.md)."""

from __future__ import annotations

import os
import subprocess
import sys

from rarslite import __version__
from rarslite.cli import main
from rarslite.machine import native


def test_version_names_the_engine(capsys):
    assert main(["--version"]) == 0
    out = capsys.readouterr().out
    assert out == f"rarslite {__version__} ({native.status_line()})\n"
    assert ("native core in use" in out) == (native.core is not None)


def test_environment_turns_the_core_off():
    env = dict(os.environ, RARSLITE_NATIVE="0")
    out = subprocess.run([sys.executable, "-m", "rarslite", "--version"], env=env,
                         capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert "off (RARSLITE_NATIVE=0)" in out and "in use" not in out


def test_machines_use_the_core_when_built():
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine

    m = Machine(assemble_text("main: li a7, 10\necall\n", "v.s"))
    assert (m.hart.native is not None) == (native.core is not None)
