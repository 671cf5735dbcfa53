"""The Bitmap Display without a window: ``rarslite run --bitmap DWxDH|auto ...``.

The `run` command calls ``add_arguments(parser)``, then ``attach(machine, args)`` after
building the machine and ``session.finish()`` after the run, whatever ended it; finish
writes the display as a PNG (``--bitmap-screen``). ``--bitmap-frames DIR`` also writes a
numbered PNG after every ``--bitmap-every`` instructions (an exact device deadline, so the
frames are the same in every run). Settings the options leave out come from the program's
header comment (``# Unit width in pixels: 8`` ..., `bitmap_header`), else the tools'
defaults; ``--bitmap auto`` takes everything from that comment.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import asdict
from typing import TYPE_CHECKING, TextIO

from rarslite.commands.arg_types import positive_int
from rarslite.devices.bitmap_display import (
    BASE_NAMES,
    DISPLAY_SIZES,
    UNIT_SIZES,
    BitmapDisplay,
    BitmapSettings,
    parse_base,
    png_bytes,
)
from rarslite.devices.bitmap_header import BitmapHeader, read_header

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.core import MachineCore as Machine

DEFAULT_EVERY = 100_000
_SIZE = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s*$")


def parse_pair(text: str, what: str) -> tuple[int, int]:
    """``WxH`` as two ints. Raises ValueError."""
    m = _SIZE.match(text)
    if m is None:
        raise ValueError(f"{what} must look like 512x256, not {text!r}")
    return int(m.group(1)), int(m.group(2))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the Bitmap Display options to ``rarslite run``."""
    g = parser.add_argument_group(
        "Bitmap Display (headless)",
        "One word per unit, 0x00RRGGBB, row by row from the base address (RARS's and MARS's\n"
        "Bitmap Display tool). Settings not given come from the program's header comment\n"
        "(e.g. '# Unit width in pixels: 8'), else the tools' defaults (512x256, unit 1x1,\n"
        "static data). The PNG is written however the run ends.",
    )
    sizes = ", ".join(map(str, DISPLAY_SIZES))
    g.add_argument("--bitmap", metavar="DWxDH|auto",
                   help=f"display size in pixels ({sizes} each), or auto: all settings from "
                   "the program's header comment")  # fmt: skip
    g.add_argument("--bitmap-unit", metavar="UWxUH",
                   help=f"unit size in pixels ({', '.join(map(str, UNIT_SIZES))} each)")
    g.add_argument("--bitmap-base", metavar="ADDR",
                   help=f"base address: a number or {', '.join(BASE_NAMES)} (as the memory "
                   "configuration places them)")  # fmt: skip
    g.add_argument("--bitmap-screen", metavar="OUT.png",
                   help="write the display here when the run ends")
    g.add_argument("--bitmap-frames", metavar="DIR",
                   help="write a numbered PNG (frame000001.png ...) into DIR every "
                   "--bitmap-every instructions")  # fmt: skip
    g.add_argument("--bitmap-every", type=positive_int, metavar="N",
                   help=f"instructions between frames (default {DEFAULT_EVERY})")


def wanted(args: argparse.Namespace) -> bool:
    names = ("bitmap", "bitmap_unit", "bitmap_base", "bitmap_screen", "bitmap_frames",
             "bitmap_every")  # fmt: skip
    return any(getattr(args, name, None) for name in names)


def program_header(args: argparse.Namespace, isa_name: str,
                   config) -> tuple[BitmapHeader | None, str]:  # noqa: ANN001  # fmt: skip
    """The first source file's header comment (None if none), and that file's name."""
    for path in getattr(args, "files", None) or []:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            continue
        if "\0" in text[:4096]:
            continue  # an ELF executable: no comments
        header = read_header(text, isa_name, config)
        if header is not None:
            return header, path
    files = getattr(args, "files", None) or ["the program"]
    return None, files[0]


def settings_for(args: argparse.Namespace, isa_name: str, config) -> BitmapSettings:  # noqa: ANN001
    """The settings the options (and the header comment) give. Raises ValueError."""
    return settings_and_origin(args, isa_name, config)[0]


def settings_and_origin(args: argparse.Namespace, isa_name: str,
                        config) -> tuple[BitmapSettings, str]:  # noqa: ANN001  # fmt: skip
    """The settings, and which header comment lines gave some of them ("" if none did)."""
    header, path = program_header(args, isa_name, config)
    size = getattr(args, "bitmap", None)
    auto = size is not None and size.strip().lower() == "auto"
    values: dict[str, int] = {}
    if header is not None and header.problems:
        if auto or size is None:  # the header would give the size: say what is wrong
            raise ValueError(f"{path}: {header.problems[0]} (give --bitmap DWxDH "
                             "--bitmap-unit UWxUH --bitmap-base ADDR)")  # fmt: skip
    elif header is not None:
        values = asdict(header.settings())
    elif auto:
        raise ValueError(
            f"--bitmap auto: {path} states no Bitmap Display settings in its comments (e.g. "
            "'# Unit width in pixels: 8', '# Base address for display: 0x10008000 ($gp)'); "
            "give --bitmap DWxDH --bitmap-unit UWxUH --bitmap-base ADDR"
        )
    if size is not None and not auto:
        values["display_width"], values["display_height"] = parse_pair(size, "--bitmap")
    unit = getattr(args, "bitmap_unit", None)
    if unit is not None:
        values["unit_width"], values["unit_height"] = parse_pair(unit, "--bitmap-unit")
    base = getattr(args, "bitmap_base", None)
    if base is not None:
        values["base_address"] = parse_base(base, isa_name, config)
    origin = ""
    if header is not None and not header.problems and (auto or not (size and unit and base)):
        numbers = header.line_numbers()
        which = "line" if len(numbers) == 1 else "lines"
        origin = f"settings from {os.path.basename(path)} {which} {_ranges(numbers)}"
    return BitmapSettings(**values).validate(), origin


def _ranges(numbers: list[int]) -> str:
    """``[2, 3, 4, 7]`` -> ``2-4, 7``."""
    parts: list[list[int]] = []
    for n in numbers:
        if parts and n == parts[-1][-1] + 1:
            parts[-1].append(n)
        else:
            parts.append([n])
    return ", ".join(f"{p[0]}-{p[-1]}" if len(p) > 1 else str(p[0]) for p in parts)


class BitmapSession:
    """The Bitmap Display of one headless run (``display`` None when not asked for)."""

    def __init__(self, machine: Machine, args: argparse.Namespace, *,
                 stderr: TextIO | None = None) -> None:  # fmt: skip
        self.machine = machine
        self.stderr = stderr if stderr is not None else sys.stderr
        self.display: BitmapDisplay | None = None
        self.screen: str | None = getattr(args, "bitmap_screen", None)
        self.frames_dir: str | None = getattr(args, "bitmap_frames", None)
        self.written = 0
        self._frame_error = False
        if not wanted(args):
            return
        every = getattr(args, "bitmap_every", None)
        if not self.screen and not self.frames_dir:
            raise ValueError("the Bitmap Display needs --bitmap-screen OUT.png or "
                             "--bitmap-frames DIR (where to put the picture)")  # fmt: skip
        if every is not None and not self.frames_dir:
            raise ValueError("--bitmap-every needs --bitmap-frames DIR")
        self.isa_name = getattr(machine, "isa_name", "rv32")
        self.config = getattr(machine, "config", None)
        settings, self.origin = settings_and_origin(args, self.isa_name, self.config)
        if self.frames_dir:
            try:
                os.makedirs(self.frames_dir, exist_ok=True)
            except OSError as e:
                raise ValueError(f"cannot make --bitmap-frames folder {self.frames_dir}: "
                                 f"{e.strerror}") from None  # fmt: skip
        self.display = BitmapDisplay(
            settings,
            every=(every or DEFAULT_EVERY) if self.frames_dir else None,
            on_frame=self._frame,
        )
        machine.connect(self.display)

    def _frame(self, display: BitmapDisplay) -> None:
        if self._frame_error or self.frames_dir is None:
            return
        path = os.path.join(self.frames_dir, f"frame{display.frames:06d}.png")
        try:
            with open(path, "wb") as f:
                f.write(display.png())
            self.written += 1
        except OSError as e:
            self._frame_error = True
            self._say(f"cannot write bitmap frame {path}: {e.strerror}; no more frames")

    def on_waiting(self) -> bool:
        """The display raises no interrupts: it can never wake a waiting program."""
        return False

    def finish(self) -> None:
        """Write the final picture and say in one line what was written."""
        display = self.display
        if display is None:
            return
        what = f"bitmap {display.settings.describe(self.isa_name, self.config)}"
        done = []
        if self.screen:
            try:
                with open(self.screen, "wb") as f:
                    f.write(png_bytes(display.unit_words(), display.settings))
                done.append(f"written to {self.screen}")
            except OSError as e:
                done.append(f"NOT written: cannot write {self.screen}: {e.strerror}")
        if self.frames_dir:
            n = self.written
            done.append(f"{n} frame{'s' if n != 1 else ''} in {self.frames_dir}")
        if self.origin:
            done.append(self.origin)
        self._say(f"{what} {'; '.join(done)}")

    def _say(self, text: str) -> None:
        self.stderr.write(f"rarslite: {text}\n")
        self.stderr.flush()


def attach(machine: Machine, args: argparse.Namespace, *, stdout: TextIO | None = None,
           stderr: TextIO | None = None) -> BitmapSession:  # fmt: skip
    """Connect the Bitmap Display if the options ask for it. Raises ValueError for bad
    settings or a missing header comment with ``--bitmap auto``."""
    return BitmapSession(machine, args, stderr=stderr)
