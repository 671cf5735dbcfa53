"""A small Debug Adapter Protocol client for the tests: drives `rarslite dap` (in this
process over a socket pair, or a real subprocess) and waits for its events."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
import time
from typing import Any, BinaryIO

from rarslite.dap.protocol import encode, read_message
from rarslite.dap.server import serve

TIMEOUT = 60  # a safety net only: every wait ends as soon as its message arrives


class DapClient:
    def __init__(self, rfile: BinaryIO, wfile: BinaryIO, closer=None) -> None:
        self._r, self._w, self._closer = rfile, wfile, closer
        self._seq = 0
        self._cond = threading.Condition()
        self.messages: list[dict[str, Any]] = []
        self._seen = 0  # events before this index were consumed by wait_event
        self.pump: Any = None  # called while waiting (Qt tests: process events)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    @classmethod
    def in_process(cls, devices: Any = None) -> DapClient:
        a, b = socket.socketpair()
        server_in, server_out = b.makefile("rb"), b.makefile("wb")
        thread = threading.Thread(target=serve, args=(server_in, server_out, devices),
                                  daemon=True)
        thread.start()

        def close() -> None:
            thread.join(TIMEOUT)
            for s in (a, b):
                s.close()

        return cls(a.makefile("rb"), a.makefile("wb"), close)

    @classmethod
    def subprocess(cls, *args: str) -> DapClient:
        proc = subprocess.Popen([sys.executable, "-m", "rarslite", "dap", *args],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        client = cls(proc.stdout, proc.stdin, lambda: proc.wait(TIMEOUT))
        client.process = proc
        return client

    def _read(self) -> None:
        while True:
            try:
                message = read_message(self._r)
            except (OSError, ValueError):
                message = None
            with self._cond:
                if message is None:
                    self.messages.append({"type": "eof"})
                    self._cond.notify_all()
                    return
                self.messages.append(message)
                self._cond.notify_all()

    def send(self, command: str, arguments: dict[str, Any] | None = None) -> int:
        self._seq += 1
        msg = {"seq": self._seq, "type": "request", "command": command}
        if arguments is not None:
            msg["arguments"] = arguments
        self._w.write(encode(msg))
        self._w.flush()
        return self._seq

    def _wait(self, match, start: int = 0) -> tuple[int, dict[str, Any]]:
        with self._cond:
            i = start
            while True:
                while i < len(self.messages):
                    m = self.messages[i]
                    if m.get("type") == "eof":
                        raise AssertionError("the server closed the connection")
                    if match(m):
                        return i, m
                    i += 1
                if not self._wait_more():
                    raise AssertionError(f"no such message in {TIMEOUT} s: {self.messages[-5:]}")

    def _wait_more(self) -> bool:
        """Wait for another message (False after TIMEOUT); with ``pump`` set (a Qt test:
        the server waits for the Qt thread, which is this one) keep Qt's events going."""
        if self.pump is None:
            return self._cond.wait(TIMEOUT)
        deadline = time.monotonic() + TIMEOUT
        count = len(self.messages)
        while len(self.messages) == count:
            if time.monotonic() > deadline:
                return False
            self._cond.release()
            try:
                self.pump()
            finally:
                self._cond.acquire()
            self._cond.wait(0.01)
        return True

    def request(self, command: str, arguments: dict[str, Any] | None = None,
                ok: bool = True) -> dict[str, Any]:  # fmt: skip
        seq = self.send(command, arguments)
        _, m = self._wait(lambda m: m.get("type") == "response" and m.get("request_seq") == seq)
        if ok:
            assert m["success"], f"{command} failed: {m.get('message')}"
        return m

    def event(self, name: str, **fields: Any) -> dict[str, Any]:
        """The next event called ``name`` (after the last one this returned) whose body has
        ``fields``."""
        def match(m):
            body = m.get("body") or {}
            return m.get("type") == "event" and m.get("event") == name and all(
                body.get(k) == v for k, v in fields.items())
        i, m = self._wait(match, self._seen)
        self._seen = i + 1
        return m

    def output(self) -> str:
        with self._cond:
            return "".join(m["body"]["output"] for m in self.messages
                           if m.get("event") == "output")

    def stopped(self, reason: str | None = None) -> dict[str, Any]:
        m = self.event("stopped")
        if reason is not None:
            assert m["body"]["reason"] == reason, (m["body"], self.output()[-500:])
        return m["body"]

    def close(self) -> None:
        try:
            self.request("disconnect", {})
        finally:
            if self._closer is not None:
                self._closer()

    # conveniences
    def evaluate(self, expression: str, context: str = "watch") -> str:
        return self.request("evaluate", {"expression": expression, "context": context,
                                         "frameId": 1})["body"]["result"]

    def frames(self) -> list[dict[str, Any]]:
        return self.request("stackTrace", {"threadId": 1})["body"]["stackFrames"]

    def top(self) -> tuple[str, int]:
        f = self.frames()[0]
        return f["source"]["name"], f["line"]

    def start(self, launch: dict[str, Any], breakpoints: dict[str, list[Any]] | None = None,
              ) -> None:  # fmt: skip
        caps = self.request("initialize", {"adapterID": "rarslite", "linesStartAt1": True})
        assert caps["body"]["supportsStepBack"]
        self.request("launch", launch)
        self.event("initialized")
        for path, lines in (breakpoints or {}).items():
            self.set_breakpoints(path, lines)
        self.request("configurationDone")

    def set_breakpoints(self, path: str, lines: list[Any]) -> list[dict[str, Any]]:
        bps = [b if isinstance(b, dict) else {"line": b} for b in lines]
        return self.request("setBreakpoints", {"source": {"path": str(path)},
                                               "breakpoints": bps})["body"]["breakpoints"]
