"""Windows and macOS: every module of the package imports without the POSIX-only modules
(termios, tty, fcntl, pty; select for stdin), and the terminal play and sound pick what each
platform has."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from rarslite import terminal_io

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

IMPORT_ALL = textwrap.dedent("""
    import sys
    for name in ("termios", "tty", "fcntl", "pty"):
        sys.modules[name] = None  # as on Windows: importing it raises ImportError
    import importlib, pkgutil, rarslite
    failed = []
    names = [m.name for m in pkgutil.walk_packages(rarslite.__path__, "rarslite.")
             if not m.name.endswith("__main__")]  # (that one runs the command line)
    for name in names:
        try:
            module = importlib.import_module(name)
        except Exception as exc:
            failed.append(f"{name}: {type(exc).__name__}: {exc}")
            continue
        # select exists on Windows too, but not for a console's stdin: only when needed
        if "select" in sys.modules and getattr(module, "select", None) is sys.modules["select"]:
            failed.append(f"{name} imports select at import time")
    print(len(names), "modules")
    print("\\n".join(failed))
    sys.exit(1 if failed else 0)
""")


def test_every_module_imports_without_posix_only_modules():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-c", IMPORT_ALL], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert int(proc.stdout.split()[0]) > 100  # the whole package was walked


class FakeMsvcrt:
    """Keys as a Windows console gives them: an arrow is "\\xe0" and a second code."""

    def __init__(self, keys: str) -> None:
        self.keys = list(keys)

    def kbhit(self) -> bool:
        return bool(self.keys)

    def getwch(self) -> str:
        return self.keys.pop(0)


class FakeKernel32:
    def __init__(self, vt_ok: bool = True) -> None:
        self.vt_ok = vt_ok
        self.modes: list[int] = []
        self.code_pages = [437]

    def GetStdHandle(self, n):  # noqa: N802 - the Win32 names
        return 7

    def GetConsoleMode(self, handle, mode_ref):  # noqa: N802
        mode_ref._obj.value = 3
        return 1

    def SetConsoleMode(self, handle, mode):  # noqa: N802
        if mode & 4 and not self.vt_ok:
            return 0
        self.modes.append(mode)
        return 1

    def GetConsoleOutputCP(self):  # noqa: N802
        return self.code_pages[-1]

    def SetConsoleOutputCP(self, cp):  # noqa: N802
        self.code_pages.append(cp)
        return 1


def test_windows_console_reads_keys_and_restores_the_console(tmp_path):
    out = os.open(tmp_path / "out", os.O_WRONLY | os.O_CREAT)
    k = FakeKernel32()
    con = terminal_io.WindowsConsole(out, msvcrt=FakeMsvcrt("a\xe0Hb\r\x00;"), kernel32=k)
    with con:
        assert k.modes == [3 | 4] and k.code_pages[-1] == 65001  # ANSI escapes, UTF-8
        assert con.read(0.1) == b"ab\r"  # the arrow (and F1) give nothing
        assert con.read(0.01) == b""
    os.close(out)
    assert k.modes == [3 | 4, 3] and k.code_pages[-1] == 437
    written = (tmp_path / "out").read_text()
    assert written.startswith(terminal_io.ENTER_SCREEN) and written.endswith(
        terminal_io.LEAVE_SCREEN)


def test_a_console_without_ansi_escapes_is_refused_clearly(tmp_path):
    con = terminal_io.WindowsConsole(1, msvcrt=FakeMsvcrt(""), kernel32=FakeKernel32(False))
    with pytest.raises(terminal_io.TerminalUnavailable, match="ANSI escape"):
        con.__enter__()


def test_open_terminal_picks_the_platforms(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    assert isinstance(terminal_io.open_terminal(), terminal_io.WindowsConsole)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert isinstance(terminal_io.open_terminal(), terminal_io.PosixTerminal)


def test_sound_uses_what_each_platform_has(monkeypatch):
    from types import SimpleNamespace

    from rarslite.sound import Note, player

    played = []
    fake = SimpleNamespace(SND_MEMORY=4, SND_NODEFAULT=2,
                           PlaySound=lambda data, flags: played.append((data, flags)))
    monkeypatch.setitem(sys.modules, "winsound", fake)
    sink = player.system_sink("win32")
    assert isinstance(sink, player.WinsoundPlayer)
    sink._play(player.wav(Note(69, 100, 0, 100)))  # (play() starts this on a thread)
    data, flags = played[0]
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE" and flags & fake.SND_MEMORY
    monkeypatch.setattr(player.shutil, "which", lambda name: f"/usr/bin/{name}")
    mac = player.system_sink("darwin")
    assert isinstance(mac, player.FilePlayer) and mac.command == ("afplay",)
    assert player.system_sink("linux").command[0] == "pacat"
    monkeypatch.setattr(player.shutil, "which", lambda name: None)
    silent = player.system_sink("linux")
    assert isinstance(silent, player.Silent) and "no sound player" in silent.note


def test_the_macos_player_gets_a_wav_file(monkeypatch):
    from rarslite.sound import Note, player

    seen = []

    def run(self, command, stdin):
        with open(command[-1], "rb") as f:
            seen.append((command[:-1], f.read(4), stdin))

    monkeypatch.setattr(player.CommandPlayer, "_run", run)
    player.FilePlayer(("afplay",))._play(Note(60, 50, 0, 100))
    assert seen == [(("afplay",), b"RIFF", None)]
