"""TerminalGrid: RARS's KDMMIO display text, stream and grid mode (rars-reference §5.4)."""

import pytest

from rarslite.devices.terminal_grid import MAX_STREAM_LINES, TerminalGrid, parse_size


def put_text(g: TerminalGrid, text: str) -> None:
    for ch in text:
        g.put(ord(ch))


def bell(x: int, y: int) -> int:
    return (x << 20) | (y << 8) | 7


def test_stream_mode_appends_and_breaks_lines_only_at_newline():
    g = TerminalGrid(5, 3)
    put_text(g, "hello world\nab")
    assert g.mode == "stream"
    # no wrapping in stream mode: RARS's text area has line wrap off
    assert g.lines() == ["hello world", "ab"]
    assert g.text() == "hello world\nab"
    assert g.cursor == (2, 1)


def test_stream_mode_keeps_cr_backspace_tab_as_raw_characters():
    g = TerminalGrid()
    put_text(g, "a\rb\bc\td")
    assert g.lines() == ["a\rb\bc\td"]


def test_form_feed_clears_stream():
    g = TerminalGrid()
    put_text(g, "abc\ndef")
    g.put(12)
    assert g.lines() == [""]
    assert g.mode == "stream"


def test_bell_switches_to_grid_and_positions():
    g = TerminalGrid(6, 3)
    put_text(g, "gone")
    g.put(bell(2, 1))
    assert g.mode == "grid"
    assert g.cursor == (2, 1)
    g.put(ord("Q"))
    assert g.lines() == ["      ", "  Q   ", "      "]
    assert g.cell(2, 1) == ord("Q")
    assert g.cursor == (3, 1)


def test_bell_clamps_to_last_row_and_column():
    g = TerminalGrid(4, 2)
    g.put(bell(100, 50))
    assert g.cursor == (3, 1)
    g.put(ord("Z"))
    assert g.lines() == ["    ", "   Z"]
    g.put(bell(0xFFF, 0))  # the 12-bit fields: x = 4095
    g.put(ord("Y"))
    assert g.lines() == ["   Y", "   Z"]


def test_bell_uses_only_its_12_bit_fields():
    g = TerminalGrid(20, 20)
    # bits 8-19 are y, 20-31 are x; the low byte is the BEL itself
    g.put((3 << 20) | (17 << 8) | 7)
    assert g.cursor == (3, 17)


def test_grid_wraps_at_end_of_row_to_next_row():
    g = TerminalGrid(3, 3)
    g.put(bell(1, 0))
    put_text(g, "abcd")
    assert g.lines() == [" ab", "cd ", "   "]
    assert g.cursor == (2, 1)


def test_full_grid_overwrites_last_cell():
    g = TerminalGrid(2, 2)
    g.put(bell(0, 0))
    put_text(g, "abcdXYZ")
    assert g.lines() == ["ab", "cZ"]
    assert g.cursor == (1, 1)


def test_newline_in_grid_mode_goes_into_a_cell():
    g = TerminalGrid(3, 2)
    g.put(bell(0, 0))
    put_text(g, "a\nb")
    assert g.cell(1, 0) == 10
    assert g.lines() == ["a\nb", "   "]
    # the raw newline splits the row visually, as in RARS's text area
    assert g.text() == "a\nb\n   "


def test_form_feed_in_grid_mode_rebuilds_blank_grid_with_new_size():
    g = TerminalGrid(3, 2)
    g.put(bell(1, 1))
    put_text(g, "x")
    g.resize(5, 3)
    # the size takes effect only at the next grid build
    assert (g.cols, g.rows) == (3, 2)
    g.put(ord("y"))
    assert g.lines() == ["   ", " xy"]
    g.put(12)
    assert g.mode == "grid"
    assert (g.cols, g.rows) == (5, 3)
    assert g.lines() == ["     "] * 3
    assert g.cursor == (0, 0)


def test_clear_is_tool_reset_back_to_stream_with_new_size():
    g = TerminalGrid(3, 2)
    g.put(bell(0, 0))
    g.resize(7, 4)
    g.clear()
    assert g.mode == "stream"
    assert g.lines() == [""]
    assert (g.cols, g.rows) == (7, 4)
    g.put(bell(0, 0))
    assert len(g.lines()) == 4 and len(g.lines()[0]) == 7


def test_code_points_are_the_stored_byte():
    g = TerminalGrid(4, 1)
    g.put(bell(0, 0))
    g.put(0x1E9)  # low byte 0xE9
    g.put(0xFF)
    assert g.lines()[0] == "\xe9\xff  "


def test_version_and_dirty_rows():
    g = TerminalGrid(4, 3)
    v = g.version
    g.put(bell(0, 2))
    assert g.version > v
    assert g.take_dirty() == {0, 1, 2}
    g.put(ord("a"))
    assert g.take_dirty() == {2}
    assert g.take_dirty() == set()
    v = g.version
    g.put(bell(1, 1))
    assert g.version == v + 1
    put_text(g, "bcd")  # row 1 cols 1..3 then wraps to row 2
    put_text(g, "e")
    assert g.take_dirty() == {1, 2}


def test_stream_dirty_rows_and_clear_marks_old_rows():
    g = TerminalGrid()
    put_text(g, "a\nb\nc")
    assert g.take_dirty() == {0, 1, 2}
    g.put(12)
    assert g.take_dirty() == {0, 1, 2}


def test_stream_line_cap():
    g = TerminalGrid()
    put_text(g, "x\n" * (MAX_STREAM_LINES + 5))
    assert len(g.lines()) <= MAX_STREAM_LINES + 1


def test_cell_outside_is_space_and_stream_cells():
    g = TerminalGrid(3, 3)
    put_text(g, "ab\nc")
    assert g.cell(1, 0) == ord("b")
    assert g.cell(5, 5) == 32
    g.put(bell(0, 0))
    assert g.cell(9, 9) == 32


def test_parse_size():
    assert parse_size("40x22") == (40, 22)
    assert parse_size("117X10") == (117, 10)
    for bad in ("40", "x", "0x5", "40x-1", "axb", "5000x2"):
        with pytest.raises(ValueError):
            parse_size(bad)
    with pytest.raises(ValueError):
        TerminalGrid(0, 5)
