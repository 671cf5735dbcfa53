"""The terminal `rarslite play` draws on and reads keys from, on each platform.

Both kinds put the terminal in a raw, full-screen state (ANSI escapes on the alternate screen)
and restore it on every exit path (idempotent `restore`, also at interpreter exit):

* `PosixTerminal` (Linux, macOS, BSD): termios raw mode, keys read with ``select`` on stdin;
  SIGTERM and SIGHUP restore the terminal first.
* `WindowsConsole` (Windows 10 and later): the console's virtual terminal processing turned
  on for ANSI escapes, keys read with ``msvcrt``; arrow and function keys (two-part codes)
  give nothing, as in RARS's keyboard pane. Ctrl-C interrupts (KeyboardInterrupt).

The platform modules (termios, tty, select, msvcrt) are imported when a terminal opens, so
this module, and every module that imports it, loads on any platform.
"""

from __future__ import annotations

import atexit
import os
import signal
import sys
import time

ESC = "\x1b"
ENTER_SCREEN = f"{ESC}[?1049h{ESC}[?25l{ESC}[2J"  # alternate screen, cursor hidden, cleared
LEAVE_SCREEN = f"{ESC}[0m{ESC}[?25h{ESC}[?1049l"
# Windows: the output console mode that makes it read ANSI escapes, and UTF-8 output (the
# display's CP437 glyphs are written as UTF-8).
_ENABLE_VIRTUAL_TERMINAL_PROCESSING = 0x0004
_STD_OUTPUT_HANDLE = -11
_UTF8 = 65001


class TerminalUnavailable(RuntimeError):
    """This terminal cannot be put in the state play needs (the message says why)."""


class Terminal:
    """What both kinds share: the alternate screen, writing, the size, restoring once."""

    def __init__(self, fd_out: int) -> None:
        self.fd_out = fd_out
        self._open = False

    def __enter__(self):
        self._enter()
        self._open = True
        atexit.register(self.restore)
        self.write(ENTER_SCREEN)
        return self

    def __exit__(self, *exc: object) -> None:
        self.restore()

    def restore(self) -> None:
        if not self._open:
            return
        self._open = False
        try:
            self.write(LEAVE_SCREEN)
        finally:
            self._leave()
            atexit.unregister(self.restore)

    def write(self, text: str) -> None:
        data = text.encode("utf-8", "replace")
        while data:
            n = os.write(self.fd_out, data)
            data = data[n:]

    def size(self) -> tuple[int, int]:
        try:
            s = os.get_terminal_size(self.fd_out)
            return s.columns, s.lines
        except OSError:
            return 80, 24

    def _enter(self) -> None:
        raise NotImplementedError

    def _leave(self) -> None:
        raise NotImplementedError

    def read(self, timeout: float) -> bytes:
        """The bytes typed within ``timeout`` seconds (b"" if none)."""
        raise NotImplementedError


class PosixTerminal(Terminal):
    """termios raw mode; SIGTERM / SIGHUP restore the terminal and exit."""

    def __init__(self, fd_in: int, fd_out: int) -> None:
        super().__init__(fd_out)
        self.fd_in = fd_in
        self._saved = None
        self._old_handlers: dict[int, object] = {}

    def _enter(self) -> None:
        import termios
        import tty

        self._saved = termios.tcgetattr(self.fd_in)
        for sig in (signal.SIGTERM, signal.SIGHUP):
            self._old_handlers[sig] = signal.signal(sig, self._on_signal)
        tty.setraw(self.fd_in)

    def _on_signal(self, signum: int, frame: object) -> None:
        self.restore()
        raise SystemExit(128 + signum)

    def _leave(self) -> None:
        import termios

        try:
            if self._saved is not None:
                termios.tcsetattr(self.fd_in, termios.TCSADRAIN, self._saved)
        finally:
            self._saved = None
            for sig, handler in self._old_handlers.items():
                signal.signal(sig, handler)  # type: ignore[arg-type]
            self._old_handlers.clear()

    def read(self, timeout: float) -> bytes:
        import select

        ready, _, _ = select.select([self.fd_in], [], [], max(0.0, timeout))
        if not ready:
            return b""
        return os.read(self.fd_in, 1024) or b"\x03"  # end of input: treat as Ctrl-C


class WindowsConsole(Terminal):
    """A Windows console with virtual terminal processing (Windows 10 and later).

    ``msvcrt`` and ``kernel32`` are the platform's (tests hand in stand-ins)."""

    POLL_SECONDS = 0.005

    def __init__(self, fd_out: int, msvcrt=None, kernel32=None) -> None:
        super().__init__(fd_out)
        self._msvcrt, self._kernel32 = msvcrt, kernel32
        self._handle = None
        self._saved_mode: int | None = None
        self._saved_cp = _UTF8

    def _enter(self) -> None:
        if self._msvcrt is None:
            import msvcrt

            self._msvcrt = msvcrt
        if self._kernel32 is None:
            import ctypes

            self._kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        import ctypes

        k = self._kernel32
        self._handle = k.GetStdHandle(_STD_OUTPUT_HANDLE)
        mode = ctypes.c_uint32()
        if not k.GetConsoleMode(self._handle, ctypes.byref(mode)):
            raise TerminalUnavailable("stdout is not a Windows console")
        if not k.SetConsoleMode(self._handle, mode.value | _ENABLE_VIRTUAL_TERMINAL_PROCESSING):
            raise TerminalUnavailable(
                "this console does not understand ANSI escape sequences (Windows 10 or later, "
                "or Windows Terminal, is needed)")
        self._saved_mode = mode.value
        self._saved_cp = k.GetConsoleOutputCP()
        k.SetConsoleOutputCP(_UTF8)

    def _leave(self) -> None:
        if self._saved_mode is not None:
            self._kernel32.SetConsoleMode(self._handle, self._saved_mode)
            self._kernel32.SetConsoleOutputCP(self._saved_cp)
            self._saved_mode = None

    def read(self, timeout: float) -> bytes:
        deadline = time.monotonic() + max(0.0, timeout)
        m = self._msvcrt
        while not m.kbhit():
            if time.monotonic() >= deadline:
                return b""
            time.sleep(self.POLL_SECONDS)
        out = []
        while m.kbhit():
            ch = m.getwch()
            if ch in ("\x00", "\xe0"):  # an arrow or function key: its second code follows
                m.getwch()
                continue
            out.append(ch)
        return "".join(out).encode("utf-8")


def open_terminal(fd_in: int = 0, fd_out: int = 1) -> Terminal:
    """This platform's terminal (enter it with ``with``)."""
    if sys.platform == "win32":
        return WindowsConsole(fd_out)
    return PosixTerminal(fd_in, fd_out)
