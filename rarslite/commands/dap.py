"""`rarslite dap`: the Debug Adapter Protocol server (docs/debugging.md).

Speaks DAP on stdin/stdout (or on a TCP port with ``--port``) for RARS's RISC-V and MARS's
MIPS programs. ``--devices`` lets launches open the Keyboard and Display, Bitmap Display,
Digital Lab Sim and Timer tools in a window of their own (needs Qt and a display; the server
itself needs neither).
"""

from __future__ import annotations

import argparse
import sys
import threading

from rarslite.arg_types import positive_int


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="rarslite dap",
        description="Debug Adapter Protocol server for RARS (RISC-V) and MARS (MIPS) "
        "programs: editors (VS Code, Neovim, Emacs) launch it and send launch requests.")
    p.add_argument("--port", type=positive_int, metavar="N",
                   help="listen on localhost port N instead of stdin/stdout")
    p.add_argument("--devices", action="store_true",
                   help="launches with \"devices\": true open the device tools in a window "
                   "(Keyboard and Display, Bitmap Display, Digital Lab Sim, Timer)")
    return p


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    from rarslite.dap.server import serve, serve_port

    if args.port is not None:
        def run(devices=None) -> int:
            return serve_port(args.port, devices, ready=lambda port: sys.stderr.write(
                f"rarslite dap: listening on 127.0.0.1:{port}\n"))
    else:
        stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
        sys.stdout = sys.stderr  # a stray print must not corrupt the protocol stream

        def run(devices=None) -> int:
            return serve(stdin, stdout, devices)

    if not args.devices:
        return run()
    try:
        from rarslite.gui.dap_devices import DevicesWindows
    except ImportError as e:
        sys.stderr.write(f"rarslite dap: --devices needs Qt (PySide6): {e}\n")
        return 2
    windows = DevicesWindows()  # Qt lives on this (the main) thread; DAP on another
    result: list[int] = []

    def serve_then_quit() -> None:
        try:
            result.append(run(windows.factory))
        finally:
            windows.quit()

    threading.Thread(target=serve_then_quit, name="rarslite-dap", daemon=True).start()
    windows.exec()
    return result[0] if result else 0
