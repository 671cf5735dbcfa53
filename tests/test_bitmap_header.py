"""Bitmap Display settings from header comments, in the spellings real programs use (short
excerpts in the style of public MARS/RARS programs, written for these tests)."""

from __future__ import annotations

import pytest

from rarslite.devices.bitmap_display import BitmapSettings
from rarslite.devices.bitmap_header import read_header, settings_from_source
from rarslite.isa.mips import memory_map as mips_map

GP, STATIC, HEAP = 0x10008000, 0x10010000, 0x10040000


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the course template: dashes, aligned values, "($gp)"
        ("######## Bitmap Display Configuration ########\n"
         "# - Unit width in pixels:       8\n# - Unit height in pixels:      8\n"
         "# - Display width in pixels:    512\n# - Display height in pixels:   512\n"
         "# - Base Address for Display:   0x10008000 ($gp)\n",
         (8, 8, 512, 512, GP)),
        # tabs, capitalised, base named only
        ("#\tUnit Width in Pixels:\t16\n#\tUnit Height in Pixels:\t 16\n"
         "#\tDisplay Width in Pixels: 512\n#\tDisplay Height in Pixels: 512\n"
         "#\tBase address for display: $gp\n",
         (16, 16, 512, 512, GP)),
        # no "in pixels", static data
        ("# Bitmap Display Settings:\n# Unit Width: 4\n# Unit Height: 4\n"
         "# Display Width: 256\n# Display Height: 256\n# Base Address: 0x10010000 (static data)\n",
         (4, 4, 256, 256, STATIC)),
        # trailing notes after the values, a hex base without a name
        ("# - Unit width in pixels: 8 (update this as needed)\n"
         "# - Unit height in pixels: 8 (update this as needed)\n"
         "# - Display width in pixels: 512 (update this as needed)\n"
         "# - Display height in pixels: 256 (update this as needed)\n"
         "# - Base Address for Display: 0x10008000\n",
         (8, 8, 512, 256, GP)),
        # one line, WxH forms
        ("# Bitmap display: 256x256, unit 8x8, base $gp\n", (8, 8, 256, 256, GP)),
        ("# Bitmap display settings: Unit 32x32, Display 128x128 pixels\n",
         (32, 32, 128, 128, STATIC)),
        # two options listed: the first counts
        ("##### Bitmap Display settings: unit 4 x 4, display 1024 x 1024 or\n"
         "##### unit 2 x 2, display 512 x 512.\n", (4, 4, 1024, 1024, STATIC)),
        # "=" and upper case inside a box
        ("    ### UNIT WIDTH = 8        ###\n    ### UNIT HEIGHT = 8       ###\n"
         "    ### DISPLAY WIDTH = 512   ###\n    ### DISPLAY HEIGHT = 256  ###\n"
         "    ### BASE ADDRESS = 0x10040000 ###\n", (8, 8, 512, 256, HEAP)),
        # "unit width 4px", the heap named before its address
        ("# unit width 4px\n# display memory: heap (0x10040000)\n", (4, 4, 512, 256, HEAP)),
        ("# Base address 0x10040000 (heap)\n# Unit Width in pixels: 8\n"
         "# Unit Height in pixels: 8\n# Display Width in pixels: 512\n"
         "# Display Height in pixels: 512\n", (8, 8, 512, 512, HEAP)),
        # a mistyped address: the name in parentheses still says which
        ("# Base address for display: 0x1000080000 ($gp)\n# Unit Width in Pixels: 8\n",
         (8, 8, 512, 256, GP)),
        # numbered list items
        ("#\t4.1.1) Unit Width in Pixels: 16\n#\t4.1.2) Unit Height in Pixels: 16\n"
         "#\t4.1.3) Display Width in Pixels: 512\n#\t4.1.4) Display Height in Pixels: 512\n"
         "#\t4.3) Base address for display: 0x10010000 (static data)\n",
         (16, 16, 512, 512, STATIC)),
        # the memory map
        ("# 8x8 units on a 512x256 display at 0xffff0000\n", (8, 8, 512, 256, 0xFFFF0000)),
        # the tools a game needs, listed first: the keyboard tool's line is not the base
        ("# Needs:\n#   1. Bitmap Display\n#   2. Keyboard and Display MMIO Simulator\n"
         "# Bitmap Display settings\n#\tunit width: 8,\n#\tunit height: 8,\n"
         "#\tdisplay width: 512,\n#\tdisplay height: 512,\n#\tbase address: $gp\n",
         (8, 8, 512, 512, GP)),
        ("# display: 64x64 at 0x10040000\n# base address for display: 0x10010000\n",
         (1, 1, 64, 64, STATIC)),  # a line naming the base wins over a passing mention
    ],
)  # fmt: skip
def test_spellings(text, expected):
    program = text + ".text\nmain:\n    li $v0, 10\n    syscall\n"
    assert settings_from_source(program) == BitmapSettings(*expected)


def test_which_lines_were_read():
    text = ("# Snake\n#\n# Unit width in pixels: 8\n# Unit height in pixels: 8\n"
            "# Display width in pixels: 256\n.data\n# Base address for display: $gp\n")  # fmt: skip
    header = read_header(text)
    assert header is not None and header.line_numbers() == [3, 4, 5, 7]
    assert header.lines["base_address"] == 7


@pytest.mark.parametrize(
    "text",
    [
        ".text\nmain: li a7, 10\n ecall\n",
        "# load base of array 0x10010000\nli t0, 5\n",  # "base" alone is not the display's
        "lw $t0, displayAddress # $t0 stores the base address for display\n",
        "# - Unit width in pixels:       TODO\n",  # the unfilled template
        'msg: .asciiz "# Unit width in pixels: 8"\n',  # inside a string, not a comment
    ],
)
def test_no_settings(text):
    assert settings_from_source(text) is None


def test_values_the_tools_do_not_offer_are_named_with_their_line():
    text = "# Unit width in pixels: 1\n# Display width in pixels:    32\n"
    header = read_header(text)
    assert header is not None
    assert header.problems == [
        "line 2 gives the bitmap display width as 32; the tools offer 64, 128, 256, 512, 1024"
    ]
    assert settings_from_source(text) is None
    with pytest.raises(ValueError, match="line 2"):
        header.settings()


def test_names_follow_the_memory_configuration():
    text = "# Base address for display: $gp\n# Unit width: 32\n# Display width: 64\n"
    compact = mips_map.CONFIGS["CompactDataAtZero"]
    s = settings_from_source(text, "mips", compact)
    assert s is not None and s.base_address == 0x1800
    # an address given as a number stays that number
    assert settings_from_source("# Base Address for Display: 0x10008000 ($gp)\n", "mips",
                                compact).base_address == GP  # fmt: skip
