"""The Bitmap Display device: settings, base choices per ISA and memory configuration, and
the words it shows after stores of every width and syscalls, on both ISAs."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pytest

from rarslite.devices.bitmap_display import (
    BitmapDisplay,
    BitmapSettings,
    base_choices,
    base_label,
    named_base,
    opaque,
    parse_base,
    read_words,
    rgb_rows,
    unit_rgb,
)
from rarslite.isa.mips import memory_map as mips_map
from rarslite.memory_map import CONFIGS as RARS_CONFIGS
from rarslite.memory_map import DEFAULT

DATA = Path(__file__).parent / "data" / "bitmap"


# -- settings ----------------------------------------------------------------------------


def test_defaults_are_the_tools_defaults():
    s = BitmapSettings()
    assert (s.unit_width, s.unit_height, s.display_width, s.display_height) == (1, 1, 512, 256)
    assert s.base_address == 0x10010000
    assert (s.columns, s.rows, s.units) == (512, 256, 512 * 256)


@pytest.mark.parametrize("unit", [1, 2, 4, 8, 16, 32])
@pytest.mark.parametrize("size", [64, 128, 256, 512, 1024])
def test_every_offered_combination_is_valid_and_tiles(unit, size):
    s = BitmapSettings(unit, unit, size, size, 0x10008000).validate()
    assert s.columns * unit == size and s.rows * unit == size  # units always tile exactly


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"unit_width": 3}, "unit width must be one of 1, 2, 4, 8, 16, 32 pixels, not 3"),
        ({"unit_height": 64}, "unit height must be one of 1, 2, 4, 8, 16, 32"),
        ({"display_width": 32}, "display width must be one of 64, 128, 256, 512, 1024"),
        ({"display_height": 2048}, "display height must be one of 64, 128, 256, 512, 1024"),
        ({"base_address": 0x10008002}, "must be a word address"),
        ({"base_address": -4}, "must be a word address"),
    ],
)
def test_validate_names_the_allowed_values(changes, says):
    with pytest.raises(ValueError, match=says.replace("(", r"\(")):
        BitmapSettings(**changes).validate()


def test_bad_settings_are_refused_by_the_device():
    with pytest.raises(ValueError):
        BitmapDisplay(BitmapSettings(unit_width=5))
    d = BitmapDisplay()
    with pytest.raises(ValueError):
        d.configure(BitmapSettings(display_width=100))
    assert d.settings == BitmapSettings()


# -- base choices --------------------------------------------------------------------------


def test_base_choices_rars_default():
    assert base_choices("rv32", DEFAULT) == [
        ("0x10000000 (global data)", 0x10000000),
        ("0x10008000 (gp)", 0x10008000),
        ("0x10010000 (static data)", 0x10010000),
        ("0x10040000 (heap)", 0x10040000),
        ("0xffff0000 (memory map)", 0xFFFF0000),
    ]
    assert base_choices("rv32") == base_choices("rv32", DEFAULT)


def test_base_choices_mars_default():
    assert base_choices("mips", mips_map.DEFAULT) == [
        ("0x10000000 (global data)", 0x10000000),
        ("0x10008000 ($gp)", 0x10008000),
        ("0x10010000 (static data)", 0x10010000),
        ("0x10040000 (heap)", 0x10040000),
        ("0xffff0000 (memory map)", 0xFFFF0000),
    ]
    assert base_choices("mips") == base_choices("mips", mips_map.DEFAULT)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("CompactDataAtZero", [0x0000, 0x1800, 0x0000, 0x2000, 0x7F00]),
        ("CompactTextAtZero", [0x1000, 0x1800, 0x2000, 0x3000, 0x7F00]),
        ("Default", [0x10000000, 0x10008000, 0x10010000, 0x10040000, 0xFFFF0000]),
    ],
)
def test_base_choices_follow_the_memory_configuration(name, expected):
    """Both tools read the five addresses from the configuration in force."""
    rars = base_choices("rv32", RARS_CONFIGS[name.lower()])
    mars = base_choices("mips", mips_map.CONFIGS[name])
    assert [a for _l, a in rars] == expected == [a for _l, a in mars]
    assert rars[1][0] == f"0x{expected[1]:08x} (gp)" and mars[1][0] == f"0x{expected[1]:08x} ($gp)"
    assert rars[4][0] == f"0x{expected[4]:08x} (memory map)"


def test_named_and_parsed_bases():
    compact = mips_map.CONFIGS["CompactTextAtZero"]
    assert named_base("gp") == named_base("$gp") == 0x10008000
    assert named_base("static") == named_base("data") == named_base("static data") == 0x10010000
    assert named_base("heap", "mips", compact) == 0x3000
    assert named_base("global") == 0x10000000 and named_base("mmio") == 0xFFFF0000
    assert named_base("memory map") == 0xFFFF0000
    assert parse_base("0x10040000") == 0x10040000 and parse_base("268468224") == 0x10008000
    with pytest.raises(ValueError, match="global, gp, static, heap, mmio"):
        parse_base("stack")
    assert base_label(0x10008000, "mips") == "0x10008000 $gp"
    assert base_label(0x10008000, "rv32") == "0x10008000 gp"
    assert base_label(0x10020000) == "0x10020000"
    s = BitmapSettings(8, 8, 512, 512, 0x10008000)
    assert s.describe("mips") == "512x512 (unit 8x8, base 0x10008000 $gp)"


# -- pixels ----------------------------------------------------------------------------------


def words_of(*values: int) -> bytes:
    return struct.pack(f"<{len(values)}I", *values)


def test_unit_rgb_and_opaque():
    w = words_of(0x00112233, 0xFF445566)  # the top byte is ignored, as Java's Color(int)
    assert bytes(unit_rgb(w)) == bytes([0x11, 0x22, 0x33, 0x44, 0x55, 0x66])
    assert bytes(opaque(w)) == bytes([0x33, 0x22, 0x11, 0xFF, 0x66, 0x55, 0x44, 0xFF])


def test_rgb_rows_scale_each_unit_to_a_block():
    s = BitmapSettings(32, 16, 64, 64, 0)  # 2 columns x 4 rows of units
    values = [0x010203 * (i + 1) for i in range(8)]
    rows = rgb_rows(words_of(*values), s)
    assert len(rows) == 64 and all(len(r) == 64 * 3 for r in rows)
    for y in range(64):
        for x in range(64):
            v = values[(y // 16) * 2 + x // 32]
            assert rows[y][3 * x : 3 * x + 3] == bytes([v >> 16, (v >> 8) & 255, v & 255])


# -- reading memory: both ISAs -------------------------------------------------------------


def run_riscv(path: Path, stdin: bytes = b"", settings: BitmapSettings | None = None):
    from rarslite.asm.riscv import assemble
    from rarslite.commands.common import CliConsole
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    console = CliConsole(stdin=io.BytesIO(stdin), stdout=io.BytesIO())
    m = Machine(assemble([str(path)]), console=console)
    console.machine = m
    d = BitmapDisplay(settings or BitmapSettings(8, 8, 256, 256, 0x10008000))
    m.connect(d)
    assert Simulator(m).run(None) == "exit"
    return m, d


def run_mips(path: Path, stdin: str = "", settings: BitmapSettings | None = None):
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.machine import MipsMachine
    from rarslite.machine.mips.syscalls import MarsIO

    m = MipsMachine(assemble([str(path)]), io=MarsIO(io.StringIO(), io.StringIO(stdin)))
    d = BitmapDisplay(settings or BitmapSettings(8, 8, 256, 256, 0x10008000))
    m.connect(d)
    assert runner.run(m.hart).reason == "exit"
    return m, d


def recorded(name: str) -> list[int]:
    return [int(line, 16) for line in (DATA / name).read_text().split()]


def as_ints(words: bytes) -> list[int]:
    return list(struct.unpack(f"<{len(words) // 4}I", words))


def test_words_after_stores_of_every_width_and_a_read_syscall_riscv():
    """sw, sb, sh, fsw and ecall 8 into the display: the words RARS holds there."""
    stdin = (DATA / "input.txt").read_bytes()
    m, d = run_riscv(DATA / "stores.s", stdin)
    words = as_ints(d.unit_words())
    assert len(words) == 1024
    assert words == recorded("stores.rars.100000.hex")
    assert words[5 * 32 + 3] == (3 * 8 + 7) << 16  # a byte store: the red byte only
    assert words[-1] == 0xFFFFFF  # the last unit; the word after it is not shown


def test_words_after_stores_of_every_width_and_a_read_syscall_mips():
    stdin = (DATA / "input.txt").read_text()
    m, d = run_mips(DATA / "stores.asm", stdin)
    assert as_ints(d.unit_words()) == recorded("stores.mars.100000.hex")


@pytest.mark.parametrize(("prog", "runner"), [("static_heap.s", run_riscv),
                                               ("static_heap.asm", run_mips)])  # fmt: skip
def test_heap_display_from_sbrk(prog, runner):
    s = BitmapSettings(2, 2, 64, 64, 0x10040000)
    m, d = runner(DATA / prog, settings=s)
    tool = "mars" if prog.endswith(".asm") else "rars"
    assert as_ints(d.unit_words()) == recorded(f"static_heap.{tool}.100000.hex")


def test_static_data_words_show_without_any_store():
    """Assembled .data words are memory like any other: the display shows them."""
    m, d = run_mips(DATA / "static_heap.asm", settings=BitmapSettings(32, 32, 64, 64, 0x10010000))
    assert as_ints(d.unit_words()) == [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00]


def test_no_machine_and_outside_memory_read_black():
    d = BitmapDisplay(BitmapSettings(1, 1, 64, 64, 0xFFFF0000))
    assert d.unit_words() == bytes(4 * 64 * 64)
    m, _ = run_riscv(DATA / "stores.s", (DATA / "input.txt").read_bytes())
    # 1024x1024 words from the heap run past the end of the data segment (0x10400000)
    big = BitmapSettings(1, 1, 1024, 1024, 0x10040000)
    words = read_words(m.memory, big.base_address, big.units)
    assert len(words) == 4 * 1024 * 1024
    m.memory.data.buf[0x3FFFFC:0x400000] = b"\x01\x02\x03\x04"  # the data segment's last word
    words = read_words(m.memory, big.base_address, big.units)
    last = 0x103FFFFC - 0x10040000
    assert words[last : last + 8] == b"\x01\x02\x03\x04" + bytes(4)
    # the memory map: 64 KiB of MMIO, then nothing up to 2**32
    mmio = BitmapSettings(1, 1, 512, 256, 0xFFFF0000)
    m.memory.mmio.buf[0:4] = b"\x10\x20\x30\x00"
    words = read_words(m.memory, mmio.base_address, mmio.units)
    assert words[:4] == b"\x10\x20\x30\x00" and len(words) == 4 * 512 * 256


def test_compact_configuration_overlap_reads_the_data_segment():
    """CompactDataAtZero: the stack's addresses lie in the data segment, whose storage
    serves them (MARS/RARS decode the data segment first)."""
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips.machine import MipsMachine

    cfg = mips_map.CONFIGS["CompactDataAtZero"]
    src = DATA / "static_heap.asm"
    m = MipsMachine(assemble([str(src)], config=cfg))
    m.memory.data.buf[0x2FF8:0x2FFC] = b"\x01\x00\x00\x00"
    words = read_words(m.memory, 0x2000, 1024)
    assert words[0xFF8:0xFFC] == b"\x01\x00\x00\x00"
    assert read_words(m.memory, 0, 4)[:4] == words_of(0xFF0000)


def test_connecting_watches_nothing_so_stores_stay_on_the_fast_path():
    from rarslite.asm.riscv import assemble
    from rarslite.machine.riscv.machine import Machine

    m = Machine(assemble([str(DATA / "stores.s")]))
    d = BitmapDisplay(BitmapSettings(1, 1, 1024, 1024, 0x10000000))
    m.connect(d)
    assert d.ranges == [] and not m.memory.hooks_overlap(m.memory.data)
    assert d.deadline is None  # no frames asked for: nothing scheduled either


def test_frame_tells_whether_anything_changed():
    m, d = run_mips(DATA / "static_heap.asm", settings=BitmapSettings(32, 32, 64, 64, 0x10010000))
    words, changed = d.frame()
    assert changed
    assert d.frame() == (words, False)
    m.memory.data.buf[0x10004] = 0x7F  # a word of the display changes
    words2, changed = d.frame()
    assert changed and words2 != words
    d.configure(BitmapSettings(32, 32, 64, 64, 0x10010000))  # a redraw is due after settings
    assert d.frame()[1]


def test_snapshot_restore_and_reset_redraw():
    d = BitmapDisplay(every=10)
    v = d.version
    state = d.snapshot()
    d.restore(state)
    d.on_reset()
    assert d.version == v + 2


@pytest.mark.parametrize("every", [1, 7, 250])
def test_frames_every_n_instructions_see_exactly_n_instructions(every):
    """Frame k shows memory after k*every instructions, as --max-steps k*every would."""
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips import runner
    from rarslite.machine.mips.machine import MipsMachine

    prog = assemble([str(DATA / "static_heap.asm")])
    settings = BitmapSettings(2, 2, 64, 64, 0x10040000)
    seen: list[tuple[int, bytes]] = []
    m = MipsMachine(prog)
    m.connect(BitmapDisplay(settings, every=every,
                            on_frame=lambda d: seen.append((d.frames, d.unit_words()))))
    total = runner.run(m.hart).steps
    assert len(seen) == total // every or len(seen) == (total - 1) // every
    for k, words in seen[:: max(1, len(seen) // 5)]:
        ref = MipsMachine(prog)
        runner.run(ref.hart, k * every)
        assert words == read_words(ref.memory, settings.base_address, settings.units), k


def _boundaries(memory) -> list[int]:
    from rarslite.devices.bitmap_display import memory_regions

    points = []
    for r in memory_regions(memory):
        points += [r.lo & ~3, (r.hi & ~3), ((r.hi & ~3) + 4) & 0xFFFFFFFF]
    return points


@pytest.mark.parametrize("isa", ["rv32", "mips"])
@pytest.mark.parametrize("config", ["Default", "CompactDataAtZero", "CompactTextAtZero"])
def test_read_words_agrees_with_word_by_word_reads(isa, config):
    """Slices over the regions give what peeking every word gives, across every region
    boundary of every configuration (words outside data memory read 0)."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    if isa == "mips":
        from rarslite.asm.mips.assembler import assemble
        from rarslite.machine.mips.machine import MipsMachine

        src = DATA / "static_heap.asm"
        m = MipsMachine(assemble([str(src)], config=mips_map.CONFIGS[config]))
    else:
        from rarslite.asm.riscv import assemble
        from rarslite.machine.riscv.machine import Machine

        src = DATA / "static_heap.s"
        m = Machine(assemble([str(src)], config=RARS_CONFIGS[config.lower()]))
    memory = m.memory
    from rarslite.devices.bitmap_display import memory_regions

    for r in memory_regions(memory):  # recognisable bytes at both ends of every region
        n = len(r.buf)
        r.buf[: min(n, 64)] = bytes(range(1, 65))[: min(n, 64)]
        r.buf[max(0, n - 72) :] = bytes(range(100, 100 + min(n, 72)))
    points = _boundaries(memory)
    text = m.config.text_base, m.config.text_limit

    def peek(a: int) -> int:
        if text[0] <= a < text[1] or a >= 1 << 32:
            return 0
        return memory.peek_word(a)

    @settings(max_examples=60, deadline=None)
    @given(st.sampled_from(points), st.integers(-40, 40), st.integers(1, 40))
    def check(point: int, delta: int, count: int) -> None:
        base = (point + 4 * delta) & 0xFFFFFFFC
        words = read_words(memory, base, count)
        expected = [peek(base + 4 * i) for i in range(count)]
        assert as_ints(words) == expected

    check()
