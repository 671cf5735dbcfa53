"""Value formatting and parsing used by the register and memory views (no widgets)."""

from __future__ import annotations

import pytest

from rarslite.gui.execute.formatting import fp_text, parse_fp, parse_int, s32, word_text


def test_parse_int_accepts_what_people_type():
    assert parse_int("42") == 42
    assert parse_int(" 0x2A ") == 42
    assert parse_int("-1") == 0xFFFFFFFF
    assert parse_int("0b101") == 5
    assert parse_int("0xffff_ffff") == 0xFFFFFFFF
    for bad in ("", "abc", "0x1_0000_0000", "-2147483649", "1.5"):
        with pytest.raises(ValueError):
            parse_int(bad)


def test_word_text_modes():
    assert word_text(0xFFFFFFFF, "hex") == "0xffffffff"
    assert word_text(0xFFFFFFFF, "dec") == "-1"
    assert s32(0x80000000) == -(1 << 31)
    # ASCII: bytes in memory order (little-endian), NUL as \0, others as '.'
    assert word_text(0x00414243, "ascii") == " C  B  A \\0"
    assert word_text(0x0A, "ascii").split()[0] == "."


def test_fp_text_single_and_double():
    boxed_one = 0xFFFFFFFF_3F800000  # 1.0f NaN-boxed
    assert fp_text(boxed_one, "float") == "1.0"
    assert fp_text(0x3FF8000000000000, "float") == "1.5"  # a double
    assert fp_text(0, "float") == "0.0"
    assert fp_text(0xFFFFFFFF_7FC00000, "float") == "NaN"
    assert fp_text(0xFFFFFFFF_FF800000, "float") == "-Infinity"
    assert fp_text(boxed_one, "hex") == "0xffffffff3f800000"


def test_parse_fp_keeps_the_register_width():
    boxed = 0xFFFFFFFF_00000000
    assert parse_fp("2.5", boxed) == 0xFFFFFFFF_40200000
    assert parse_fp("2.5", 0) == 0x4004000000000000
    assert parse_fp("0x1234", boxed) == 0x1234
    with pytest.raises(ValueError):
        parse_fp("two", 0)
