"""Serving DAP: one session over stdin/stdout, or over TCP (``--port``: a session per
connection, one at a time)."""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable
from typing import Any, BinaryIO

from rarslite.dap.protocol import Channel, ProtocolError, read_message
from rarslite.dap.session import Session


def serve(inp: BinaryIO, out: BinaryIO, devices: Callable[[Any], Any] | None = None,
          log: Callable[[str], None] = sys.stderr.write) -> int:  # fmt: skip
    """Answer requests from ``inp`` until disconnect or the end of input; 0, or 1 after
    a framing error."""
    session = Session(Channel(out), devices)
    try:
        while not session.done.is_set():
            try:
                message = read_message(inp)
            except ProtocolError as e:
                log(f"rarslite dap: {e}\n")
                return 1
            if message is None:
                break
            if message.get("type") == "request":
                session.dispatch(message)
    finally:
        if session.target is not None:
            session._halt()
    return 0


def serve_port(port: int, devices: Callable[[Any], Any] | None = None, host: str = "127.0.0.1",
               ready: Callable[[int], None] | None = None, once: bool = False) -> int:  # fmt: skip
    """Listen on ``host:port`` (0: any free port, told to ``ready``) and serve each
    connection in turn; ``once``: only the first."""
    with socket.create_server((host, port)) as server:
        if ready is not None:
            ready(server.getsockname()[1])
        while True:
            conn, _ = server.accept()
            with conn, conn.makefile("rb") as rfile, conn.makefile("wb") as wfile:
                serve(rfile, wfile, devices)
            if once:
                return 0
