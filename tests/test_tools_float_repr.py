"""Floating Point Representation: after typing into one field and pressing Enter, every field
equals what RARS 1.6's and MARS 4.5's tools showed (recorded by
``scripts/oracles/analysis_tools/record.py --set float``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rarslite.analysis import float_repr as fr

DATA = Path(__file__).parent / "data" / "tools"
RECORDS = {sim: json.loads((DATA / f"{sim}_float.json").read_text()) for sim in ("rars", "mars")}
# the tool's expansion: -1<sup>S</sup> ... 2<sup>E&nbsp;..</sup> ... <u>1</u>. or &nbsp;. FRACTION
_EXPANSION = re.compile(r"-1<sup>([01])</sup>.*?2<sup>(-?\d+)(?:&nbsp;)*</sup>.*?"
                        r"(<u>1</u>|&nbsp;)\.([01]{23}) =")  # fmt: skip


def typed(spec: str) -> fr.FloatFields | None:
    field, _, text = spec.partition(" ")
    if field == "hex":
        return fr.from_hex(text)
    if field == "bin":
        return fr.from_binary(*text.split())
    return fr.from_decimal(text)


def _records():
    return [pytest.param(sim, r, id=f"{sim}-{r['spec']}")
            for sim, records in RECORDS.items() for r in records]  # fmt: skip


@pytest.mark.parametrize(("sim", "record"), _records())
def test_fields_equal_the_tools(sim, record):
    shown = record["shown"]
    got = typed(record["spec"])
    if got is None:  # Java's parseFloat threw: the fields keep their values, the text stays
        text = record["spec"].partition(" ")[2]
        assert shown["instructions"] == fr.invalid_decimal(text)
        assert shown["decimal"] == text and shown["hex"] == "00000000"
        return
    assert shown["instructions"] == fr.DEFAULT_INSTRUCTIONS
    assert (got.hex, got.sign, got.exponent, got.fraction, got.decimal) == (
        shown["hex"], shown["sign"], shown["exponent"], shown["fraction"], shown["decimal"])
    assert got.significand_label == shown["significand"].strip()
    sign, exponent, lead, fraction = _EXPANSION.search(shown["expansion"]).groups()
    assert (got.sign, got.unbiased_exponent, got.denormalized, got.fraction) == (
        sign, int(exponent), lead == "&nbsp;", fraction)
    lead_text = "." if lead == "&nbsp;" else "1."
    assert got.expansion_text() == f"-1^{sign} * 2^{exponent} * {lead_text}{fraction} ="


def test_keys_each_field_refuses_with_the_tools_messages():
    assert fr.rejected_key("hex", "g", 3, 8, False) == (
        "Only digits and A-F (or a-f) are accepted in hexadecimal field.")
    assert fr.rejected_key("hex", "a", 8, 8, False) == "Maximum length of this field is 8."
    assert fr.rejected_key("hex", "a", 8, 8, True) is None  # typing over a selection
    assert fr.rejected_key("binary", "2", 0, 23, False) == (
        "Only 0 and 1 are accepted in binary field.")
    assert fr.rejected_key("binary", "1", 1, 1, False) == "Maximum length of this field is 1."
    assert fr.rejected_key("decimal", "x", 40, None, False) == (
        "Only digits, period, signs and E (or e) are accepted in decimal field.")
    assert fr.rejected_key("decimal", "E", 40, None, False) is None


def test_register_choices_and_messages_per_isa():
    assert fr.register_names("riscv")[:3] == ["ft0", "ft1", "ft2"]
    assert fr.register_names("riscv")[10] == "fa0" and len(fr.register_names("riscv")) == 32
    assert fr.register_names("mips") == [f"$f{i}" for i in range(32)]
    assert fr.attached_message("fa0", "riscv") == (
        "The program and register fa0 will respond to each other when the program is "
        "connected or running.")
    assert fr.attached_message(None, "mips") == (
        "The program is not attached to any MIPS floating point registers.")
