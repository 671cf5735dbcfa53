"""Unit tests of the colour cell display device (with a tiny memory stand-in)."""

from __future__ import annotations

import pytest

from rarslite.devices.cell_display import (
    BOMB,
    DIGIT,
    EXPLODED,
    FLAG,
    OTHER,
    PALETTE,
    CellDisplay,
    glyph,
    glyph_kind,
    parse_spec,
    rgb,
)


class FakeMemory:
    """Word-addressed little-endian memory, like Machine.memory's peek/poke surface."""

    def __init__(self) -> None:
        self.words: dict[int, int] = {}

    def peek_word(self, addr: int) -> int:
        assert addr % 4 == 0
        return self.words.get(addr, 0)

    def poke_word(self, addr: int, value: int) -> None:
        assert addr % 4 == 0
        self.words[addr] = value & 0xFFFFFFFF

    def store_half(self, addr: int, value: int) -> None:
        shift = 8 * (addr & 2)
        word = self.peek_word(addr & ~3)
        self.poke_word(addr & ~3, (word & ~(0xFFFF << shift)) | ((value & 0xFFFF) << shift))


class FakeMachine:
    def __init__(self) -> None:
        self.memory = FakeMemory()


def store(dev: CellDisplay, machine: FakeMachine, col: int, row: int, ch: str, attr: int) -> None:
    addr = dev.address(col, row)
    value = (attr << 8) | ord(ch)
    machine.memory.store_half(addr, value)
    dev.on_store(addr, 2, value)


def make(**kw) -> tuple[CellDisplay, FakeMachine]:
    dev = CellDisplay(**kw)
    machine = FakeMachine()
    dev.attach(machine)
    return dev, machine


def test_default_geometry_is_the_seeds_10x10_at_mmio_base() -> None:
    dev = CellDisplay()
    assert (dev.cols, dev.rows, dev.base) == (10, 10, 0xFFFF0000)
    assert dev.ranges == [(0xFFFF0000, 0xFFFF00C8)]  # 200 bytes: 0xffff0000..0xffff00c7


def test_cell_is_a_halfword_row_major() -> None:
    dev, machine = make()
    store(dev, machine, 1, 0, "3", 0x2D)
    store(dev, machine, 0, 1, "f", 0x7C)
    assert dev.address(1, 0) == 0xFFFF0002
    assert dev.address(0, 1) == 0xFFFF0014
    assert machine.memory.peek_word(0xFFFF0000) == 0x2D33 << 16
    cell = dev.cell(1, 0)
    assert (cell.char, cell.bg, cell.fg, cell.attr) == (ord("3"), 2, 13, 0x2D)
    assert dev.colours()[0].split()[:2] == ["00", "2d"]
    assert dev.colours()[1].split()[0] == "7c"


def test_palette_has_the_seeds_sixteen_colours_with_bold_bit() -> None:
    assert len(PALETTE) == 16
    assert rgb(0) == (0, 0, 0)  # black
    assert rgb(1) == (0xAA, 0, 0)  # red
    assert rgb(9) == (0xFF, 0x55, 0x55)  # bright red = red + bold bit
    assert rgb(3) == (0xAA, 0x55, 0)  # brown
    assert rgb(11) == (0xFF, 0xFF, 0x55)  # yellow = brown + bold
    assert rgb(7) == (0xAA, 0xAA, 0xAA) and rgb(15) == (0xFF, 0xFF, 0xFF)


def test_game_font_glyphs() -> None:
    assert [glyph_kind(ord(c)) for c in "08bBeEfF9zX"] == [
        DIGIT, DIGIT, BOMB, BOMB, EXPLODED, EXPLODED, FLAG, FLAG, OTHER, OTHER, OTHER,
    ]  # fmt: skip
    assert glyph(ord("5")) == "5"
    assert glyph(0) == " "
    assert glyph(ord("q")) == "X"
    # seed 004: every printable character not in its table is an X, the space included;
    # control codes, DEL and bytes above 0x7E are not printable and draw nothing
    assert [glyph(c) for c in (0x20, 0x21, 0x39, 0x7E)] == ["X"] * 4
    assert [glyph(c) for c in (0x0A, 0x1F, 0x7F, 0x80, 0xDB)] == [" "] * 5
    assert len({glyph(ord("b")), glyph(ord("e")), glyph(ord("f"))}) == 3


def test_ascii_font_shows_characters_and_text_grid() -> None:
    dev, machine = make(cols=3, rows=2, base=0x10010000, font="ascii")
    store(dev, machine, 0, 0, "h", 0x0F)
    store(dev, machine, 1, 0, "i", 0x0F)
    store(dev, machine, 2, 1, "b", 0x0F)
    assert dev.lines() == ["hi ", "  b"]
    dev.set_font("game")
    assert dev.lines() == ["XX ", "  " + glyph(ord("b"))]
    assert dev.text().count("\n") == 1


def test_version_and_dirty_rows_follow_stores() -> None:
    dev, machine = make()
    dev.take_dirty()
    before = dev.version
    store(dev, machine, 4, 7, "1", 0x0D)
    assert dev.version > before
    assert dev.take_dirty() == {7}
    assert dev.take_dirty() == set()
    # a word store straddling the end of row 0 and the start of row 1
    dev.on_store(dev.address(8, 0), 4, 0)
    assert dev.take_dirty() == {0}
    dev.on_store(dev.address(9, 0), 4, 0)
    assert dev.take_dirty() == {0, 1}


def test_bounds() -> None:
    dev, _ = make()
    with pytest.raises(IndexError):
        dev.cell(10, 0)
    with pytest.raises(IndexError):
        dev.cell(0, -1)
    with pytest.raises(ValueError):
        CellDisplay(cols=0)
    with pytest.raises(ValueError):
        CellDisplay(base=0xFFFF0001)
    with pytest.raises(ValueError):
        CellDisplay(cols=200, rows=200, base=0xFFFFF000)
    with pytest.raises(ValueError):
        dev.set_font("comic")


def test_geometry_changes_only_while_disconnected() -> None:
    dev, _ = make()
    with pytest.raises(RuntimeError):
        dev.configure(20, 5, 0xFFFF0000)
    dev.detach()
    dev.configure(20, 5, 0x10010000)
    assert dev.ranges == [(0x10010000, 0x10010000 + 200)]


def test_clear_writes_the_default_cell_state() -> None:
    dev, machine = make(cols=3, rows=1)
    store(dev, machine, 1, 0, "e", 0x9F)
    dev.clear()
    assert [dev.cell(c, 0).attr for c in range(3)] == [0x0F] * 3
    assert [dev.cell(c, 0).char for c in range(3)] == [0] * 3
    assert machine.memory.peek_word(0xFFFF0004) & 0xFFFF0000 == 0  # the word past the grid


@pytest.mark.parametrize(
    "spec, expected",
    [
        ("10x10", (10, 10, 0xFFFF0000)),
        ("20x5@0x10010000", (20, 5, 0x10010000)),
        ("4X3@268500992", (4, 3, 268500992)),
    ],
)
def test_parse_spec(spec: str, expected: tuple[int, int, int]) -> None:
    assert parse_spec(spec) == expected


@pytest.mark.parametrize("spec", ["10", "ax10", "10x10@zz", "10x10@0x3", "0x0"])
def test_parse_spec_rejects(spec: str) -> None:
    with pytest.raises(ValueError):
        parse_spec(spec)


# -- on the real machine and headless ----------------------------------------------------------

machine_mod = pytest.importorskip("rarslite.machine.riscv.machine")


def real_machine():
    from rarslite.program import Program

    return machine_mod.Machine(Program())


def test_program_stores_reach_the_display_through_the_bus() -> None:
    m = real_machine()
    dev = CellDisplay()
    m.connect(dev)
    dev.take_dirty()
    v = dev.version
    m.memory.store_half(0xFFFF0002, 0xBF33)  # (0,1): '3', white on yellow
    m.memory.store_byte(0xFFFF0014, ord("f"))  # (1,0): character only
    m.memory.store_byte(0xFFFF0015, 0x7C)  # (1,0): colours only
    m.memory.store_word(0xFFFF00C4, 0x0F650F62)  # (9,8) and (9,9) in one word
    assert dev.version >= v + 4
    assert dev.take_dirty() == {0, 1, 9}
    assert dev.lines()[0][1] == "3" and dev.colours()[0].split()[1] == "bf"
    assert (dev.cell(0, 1).char, dev.cell(0, 1).attr) == (ord("f"), 0x7C)
    assert dev.lines()[9][8:] == glyph(ord("b")) + glyph(ord("e"))
    m.memory.store_word(0xFFFF00C8, 0x1234)  # just past the grid: not ours
    assert dev.take_dirty() == set()


def test_refuses_to_overlap_another_device() -> None:
    from rarslite.devices.base import DeviceConflict
    from rarslite.devices.keyboard_display import KeyboardDisplay

    m = real_machine()
    m.connect(KeyboardDisplay(m.config))
    with pytest.raises(DeviceConflict):
        m.connect(CellDisplay())  # 0xffff0000 is the keyboard's receiver control word
    elsewhere = CellDisplay(base=0xFFFF0100)
    m.connect(elsewhere)
    with pytest.raises(DeviceConflict):
        m.connect(CellDisplay(cols=4, rows=1, base=0xFFFF0104))


def test_headless_options_and_report(tmp_path) -> None:
    import argparse

    from rarslite.devices import cell_display_headless as headless

    parser = argparse.ArgumentParser()
    headless.add_arguments(parser)
    args = parser.parse_args(["--cell-display", "4x2@0x10010000", "--cell-font", "ascii"])
    m = real_machine()
    session = headless.attach(m, args)
    m.memory.store_half(0x10010000, 0x2D68)
    m.memory.store_half(0x1001000E, 0x9F21)
    import io

    out = io.StringIO()
    session.stdout = out
    session.finish()
    assert out.getvalue() == (
        "cell display 4x2 at 0x10010000 (ascii font)\n"
        "|h   |\n"
        "|   !|\n"
        "colours (background, foreground):\n"
        "2d 00 00 00\n"
        "00 00 00 9f\n"
    )
    # a screen file instead of stdout
    screen = tmp_path / "screen.txt"
    args = parser.parse_args(["--cell-display", "2x1", "--cell-screen", str(screen)])
    session = headless.attach(real_machine(), args)
    session.finish()
    assert screen.read_text().splitlines()[1] == "|  |"
    # nothing asked: no display, finish is silent
    session = headless.attach(real_machine(), parser.parse_args([]))
    assert session.display is None
    session.finish()


def test_headless_conflict_and_bad_spec_are_clear_errors() -> None:
    import argparse

    from rarslite.devices import cell_display_headless as headless
    from rarslite.devices.keyboard_display import KeyboardDisplay

    parser = argparse.ArgumentParser(exit_on_error=False)
    headless.add_arguments(parser)
    with pytest.raises(argparse.ArgumentError):
        parser.parse_args(["--cell-display", "10by10"])
    m = real_machine()
    m.connect(KeyboardDisplay(m.config))
    with pytest.raises(ValueError, match="another address"):
        headless.attach(m, parser.parse_args(["--cell-display", "10x10"]))


def test_headless_session_shows_what_a_program_drew() -> None:
    import argparse
    import io

    asm = pytest.importorskip("rarslite.asm.riscv")
    if not hasattr(asm, "assemble_text"):
        pytest.skip("the assembler has not landed yet")
    from rarslite.devices import cell_display_headless as headless
    from rarslite.machine.simulator import Simulator

    source = """
        li t0, 0xffff0000
        li t1, 0x2d38          # '8', bright magenta on green
        sh t1, 0(t0)
        li t1, 0x9f65          # 'e', white on bright red, at row 1, column 1
        sh t1, 10(t0)
        li t1, 0x41            # 'A' with black on black: a character byte store only
        sb t1, 2(t0)
        li a7, 10
        ecall
    """
    program = asm.assemble_text(source)
    m = machine_mod.Machine(program)
    parser = argparse.ArgumentParser()
    headless.add_arguments(parser)
    session = headless.attach(m, parser.parse_args(["--cell-display", "4x2"]))
    Simulator(m).run(max_steps=1000)
    out = io.StringIO()
    session.stdout = out
    session.finish()
    e = glyph(ord("e"))
    assert out.getvalue().splitlines()[1:] == [
        "|8X  |",
        f"| {e}  |",
        "colours (background, foreground):",
        "2d 00 00 00",
        "00 9f 00 00",
    ]
