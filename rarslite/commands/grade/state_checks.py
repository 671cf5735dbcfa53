"""Registers and memory after a run against a test's expected values (the `state` and `call`
kinds of `rarslite grade`): numbers, labels and 'c' characters in tests, and the messages a
student reads."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rarslite.commands.grade.execute import Context, peek_bytes


def test_value(value: Any, symbols: Mapping[str, int]) -> int:
    """A value written in a test: a number, a label of the program or a quoted character."""
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text in symbols:
        return symbols[text]
    if len(text) == 3 and text[0] == text[2] == "'":
        return ord(text[1])
    try:
        return int(text, 0)
    except ValueError:
        raise BadValue(f"{text!r} is neither a number nor a label of the program") from None


class BadValue(Exception):
    """A value in the test names no label of this program (the submission's problem)."""


def check_registers(front, state, expected: Mapping[str, Any], symbols: Mapping[str, int],
                    mask: int) -> list[str]:  # fmt: skip
    problems = []
    for name, want in expected.items():
        read = front.register_value(name)
        if read is None:
            problems.append(f"{name}: no such register")
            continue
        got, value = read(state) & mask, test_value(want, symbols) & mask
        if got != value:
            problems.append(f"{name} = {_show(got, mask)}, expected {_show(value, mask)}")
    return problems


def _show(value: int, mask: int) -> str:
    bits = mask.bit_length()
    signed = value - (1 << bits) if value >> (bits - 1) else value
    return f"{signed} (0x{value:0{bits // 4}x})"


def check_memory(ctx: Context, state, checks: list, symbols: Mapping[str, int]) -> list[str]:
    problems = []
    for check in checks:
        where = check.get("label", check.get("address"))
        if isinstance(where, str) and where not in symbols and not where[:1].isdigit():
            problems.append(f"no label {where!r} in the program (MIPS: labels checked from "
                            "outside must be .globl)")
            continue
        addr = test_value(where, symbols)
        name = where if isinstance(where, str) else f"0x{addr:08x}"
        if "word" in check or "words" in check:
            words = check["words"] if "words" in check else [check["word"]]
            data = peek_bytes(state, addr, 4 * len(words))
            for i, want in enumerate(words):
                got = int.from_bytes(data[4 * i:4 * i + 4], "little")
                value = test_value(want, symbols) & 0xFFFFFFFF
                if got != value:
                    problems.append(f"word {i} at {name} = {_show(got, 0xFFFFFFFF)}, expected "
                                    f"{_show(value, 0xFFFFFFFF)}")
                    break
        if "string" in check:
            want = check["string"].encode("utf-8")
            data = peek_bytes(state, addr, len(want) + 1)
            ended = b"\0" in data
            got = data.split(b"\0")[0].decode("latin-1") + ("" if ended else "...")
            if data != want + b"\0":
                problems.append(f"the string at {name} is {got!r}, expected "
                                f"{check['string']!r}")
        if "file" in check:
            with open(ctx.assignment.resource(check["file"]), "rb") as fh:
                want = fh.read()
            data = peek_bytes(state, addr, len(want))
            if data != want:
                at = next(i for i in range(len(want)) if data[i] != want[i])
                problems.append(f"memory at {name}+{at} is 0x{data[at]:02x}, expected 0x"
                                f"{want[at]:02x} (byte {at} of {check['file']})")
    return problems


def validate_state(fields: dict) -> tuple[str, str] | None:
    for check in fields.get("memory", []):
        if not isinstance(check, dict) or not ({"label", "address"} & set(check)):
            return "memory", "each memory check is a table with label (or address)"
        if not ({"word", "words", "string", "file"} & set(check)):
            return "memory", "each memory check needs word, words, string or file"
    return None
