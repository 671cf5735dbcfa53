"""DAP's wire format: JSON bodies behind ``Content-Length`` headers, on byte streams."""

from __future__ import annotations

import json
import threading
from typing import Any, BinaryIO


class ProtocolError(Exception):
    """A message that is not DAP framing or JSON; ``str()`` says what was wrong."""


def read_message(stream: BinaryIO) -> dict[str, Any] | None:
    """The next message, or None at the end of the stream."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            if length is None:
                continue  # blank lines between messages
            break
        name, sep, value = line.decode("ascii", "replace").partition(":")
        if not sep:
            raise ProtocolError(f"bad header line {line!r}")
        if name.strip().lower() == "content-length":
            try:
                length = int(value.strip())
            except ValueError:
                raise ProtocolError(f"bad Content-Length {value.strip()!r}") from None
    body = stream.read(length)
    if len(body) < length:
        return None
    try:
        message = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ProtocolError(f"message body is not JSON: {e}") from None
    if not isinstance(message, dict):
        raise ProtocolError("message body is not a JSON object")
    return message


def encode(message: dict[str, Any]) -> bytes:
    body = json.dumps(message, separators=(",", ":")).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Channel:
    """Sends responses and events from any thread, numbering them (``seq``)."""

    def __init__(self, out: BinaryIO) -> None:
        self._out = out
        self._lock = threading.Lock()
        self._seq = 0
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        with self._lock:
            if self.closed:
                return
            self._seq += 1
            message["seq"] = self._seq
            try:
                self._out.write(encode(message))
                self._out.flush()
            except (OSError, ValueError):  # the client went away
                self.closed = True

    def event(self, name: str, body: dict[str, Any] | None = None) -> None:
        self.send({"type": "event", "event": name, **({"body": body} if body is not None else {})})

    def respond(self, request: dict[str, Any], body: dict[str, Any] | None = None,
                error: str | None = None) -> None:  # fmt: skip
        message: dict[str, Any] = {
            "type": "response", "request_seq": request.get("seq", 0),
            "command": request.get("command", ""), "success": error is None}  # fmt: skip
        if error is not None:
            message["message"] = error
            message["body"] = {"error": {"id": 1, "format": error, "showUser": True}}
        elif body is not None:
            message["body"] = body
        self.send(message)
