"""`rarslite play` driven in a pseudo-terminal: keys in, screen read back, terminal restored."""

from __future__ import annotations

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

asm = pytest.importorskip("rarslite.asm.riscv")
if not hasattr(asm, "assemble"):  # pragma: no cover - until the assembler lands
    pytest.skip("assembler not available yet", allow_module_level=True)

EXAMPLES = Path(__file__).resolve().parents[1] / "resources/examples/mmio"
ROOT = Path(__file__).resolve().parents[1]
CSI = re.compile(r"\x1b\[([?0-9;]*)([A-Za-z])")


class Screen:
    """Just enough of a VT100 to follow rarslite play: CUP, EL, ED 2, SGR, private modes."""

    def __init__(self, cols: int = 80, rows: int = 24) -> None:
        self.cols, self.rows = cols, rows
        self.cells = [[" "] * cols for _ in range(rows)]
        self.row = self.col = 0
        self.alternate = False

    def feed(self, text: str) -> None:
        i = 0
        while i < len(text):
            m = CSI.match(text, i)
            if m:
                self._csi(m.group(1), m.group(2))
                i = m.end()
                continue
            ch = text[i]
            i += 1
            if ch == "\r":
                self.col = 0
            elif ch == "\n":
                self.row = min(self.row + 1, self.rows - 1)
            elif ch >= " " and self.row < self.rows and self.col < self.cols:
                self.cells[self.row][self.col] = ch
                self.col += 1

    def _csi(self, params: str, final: str) -> None:
        if params.startswith("?"):
            if params == "?1049":
                self.alternate = final == "h"
            return
        nums = [int(p) if p else 0 for p in params.split(";")] if params else []
        if final == "H":
            self.row = (nums[0] if nums else 1) - 1
            self.col = (nums[1] if len(nums) > 1 else 1) - 1
        elif final == "K" and self.row < self.rows:
            for c in range(self.col, self.cols):
                self.cells[self.row][c] = " "
        elif final == "J" and nums == [2]:
            self.cells = [[" "] * self.cols for _ in range(self.rows)]

    def line(self, r: int) -> str:
        return "".join(self.cells[r]).rstrip()


class Pty:
    def __init__(self, argv: list[str], cols: int = 80, rows: int = 24) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.slave = slave
        self.saved = termios.tcgetattr(slave)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT, close_fds=True
        )
        self.screen = Screen(cols, rows)
        self.raw = ""

    def read_until(self, predicate, timeout: float = 60.0) -> None:
        end = time.monotonic() + timeout
        while not predicate():
            left = end - time.monotonic()
            if left <= 0:
                lines = "\n".join(self.screen.line(r) for r in range(self.screen.rows))
                raise AssertionError(f"timed out; screen:\n{lines}\nraw tail: {self.raw[-500:]!r}")
            ready, _, _ = select.select([self.master], [], [], min(left, 0.2))
            if ready:
                try:
                    data = os.read(self.master, 65536).decode("utf-8", "replace")
                except OSError:
                    data = ""
                self.raw += data
                self.screen.feed(data)

    def send(self, data: bytes) -> None:
        os.write(self.master, data)

    def close(self) -> int:
        try:
            code = self.proc.wait(timeout=30)
        finally:
            os.close(self.master)
            os.close(self.slave)
        return code


def play(prog: Path, *extra: str) -> Pty:
    return Pty([sys.executable, "-m", "rarslite", "play", str(prog), *extra])


def test_play_echo_in_pty():
    p = play(EXAMPLES / "echo_polling.s", "--display", "20x4")
    try:
        p.read_until(lambda: "running" in p.screen.line(0))
        assert p.screen.alternate
        p.read_until(lambda: "waiting for a key" in p.screen.line(0))  # it polls
        p.send(b"hi\r")
        p.read_until(lambda: p.screen.line(1) == "hi")
        p.send(b"\x1b[Ayo")  # the arrow key produces nothing, as in RARS
        p.read_until(lambda: p.screen.line(2) == "yo")
        p.send(b"q")
        p.read_until(lambda: "exited" in p.screen.line(0))
        p.send(b" ")
        p.read_until(lambda: "rarslite play: program exited" in p.raw)
    finally:
        code = p.close()
    assert code == 0
    assert not p.screen.alternate
    tail = p.raw[p.raw.rindex("\x1b[?1049l") :]
    assert "hi\r\nyo\r\n" in tail or "hi\nyo\n" in tail


def test_play_ctrl_c_restores_terminal(tmp_path):
    prog = tmp_path / "spin.s"
    prog.write_text("main: j main\n")
    p = play(prog, "--display", "10x2")
    saved = p.saved
    try:
        p.read_until(lambda: "running" in p.screen.line(0))
        raw_now = termios.tcgetattr(p.slave)
        assert raw_now[3] & termios.ECHO == 0  # raw mode while playing
        p.send(b"\x03")
        p.read_until(lambda: "Ctrl-C" in p.raw and p.proc.poll() is not None)
        restored = termios.tcgetattr(p.slave)
    finally:
        p.close()
    assert restored[3] == saved[3]  # local modes (echo, canonical) back as they were
    assert not p.screen.alternate


def test_play_refuses_without_terminal():
    r = subprocess.run(
        [sys.executable, "-m", "rarslite", "play", str(EXAMPLES / "echo_polling.s")],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        cwd=ROOT,
    )
    assert r.returncode == 2
    assert "terminal" in r.stderr and "Traceback" not in r.stderr
