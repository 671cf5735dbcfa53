"""The colour cell display without a window: ``rarslite run --cell-display COLSxROWS@ADDR``.

The `run` command calls ``add_arguments(parser)``, then ``attach(machine, args)`` after
building the machine and ``session.finish()`` after the run, which writes the final screen:
the characters (framed by ``|`` so blanks stay visible), then the colour byte of every cell
as two hex digits, background then foreground (e.g. ``bf`` = white on yellow).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, TextIO

from rarslite.arg_types import value_type
from rarslite.devices.base import DeviceConflict
from rarslite.devices.cell_display import DEFAULT_BASE, FONTS, CellDisplay, parse_spec

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine


_spec = value_type(parse_spec)

def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the cell display options to ``rarslite run``."""
    g = parser.add_argument_group(
        "Colour cell display (headless)",
        "A grid of character cells in memory, one halfword each: low byte the character, high "
        "byte the colours (background bits 7-4, foreground bits 3-0; bit 7/3 = bright).",
    )
    g.add_argument(
        "--cell-display",
        type=_spec,
        metavar="COLSxROWS[@ADDR]",
        help=f"connect a cell display, e.g. 10x10 (at {DEFAULT_BASE:#010x}) or 20x5@0x10010000",
    )
    g.add_argument(
        "--cell-font",
        choices=FONTS,
        default="game",
        help="game: digits, bomb, exploded bomb, flag glyphs, other characters as X (default); "
        "ascii: the characters themselves",
    )
    g.add_argument(
        "--cell-screen",
        metavar="FILE",
        help="write the final cell display screen here (default stdout)",
    )


def screen_report(display: CellDisplay) -> str:
    """The final screen: a title line, the framed characters, then the colour bytes."""
    title = (
        f"cell display {display.cols}x{display.rows} at {display.base:#010x} "
        f"({display.font} font)\n"
    )
    text = "".join(f"|{line}|\n" for line in display.lines())
    colours = "".join(line + "\n" for line in display.colours())
    return title + text + "colours (background, foreground):\n" + colours


class CellDisplaySession:
    """The cell display of one headless run (``display`` is None when not asked for)."""

    def __init__(
        self,
        machine: Machine,
        args: argparse.Namespace,
        *,
        stdout: TextIO | None = None,
        stderr: TextIO | None = None,
    ) -> None:
        self.stdout = stdout if stdout is not None else sys.stdout
        self.stderr = stderr if stderr is not None else sys.stderr
        self.screen_path: str | None = getattr(args, "cell_screen", None)
        self.display: CellDisplay | None = None
        spec = getattr(args, "cell_display", None)
        if spec is None and self.screen_path:
            spec = parse_spec("10x10")
        if spec is None:
            return
        cols, rows, base = spec
        display = CellDisplay(cols, rows, base, font=getattr(args, "cell_font", None) or "game")
        if not hasattr(machine, "connect"):
            # the MIPS hart has no device bus: the display only reads its memory at the end
            display.attach(machine)
            self.display = display
            return
        try:
            machine.connect(display)
        except DeviceConflict as e:
            raise ValueError(
                f"cannot connect the cell display: {e} (give it another address, e.g. "
                f"--cell-display {cols}x{rows}@0x10010000)"
            ) from None
        self.display = display

    def on_waiting(self) -> bool:
        """The display raises no interrupts: it can never wake a waiting program."""
        return False

    def finish(self) -> None:
        """Write the final screen (to ``--cell-screen`` or stdout)."""
        if self.display is None:
            return
        report = screen_report(self.display)
        if self.screen_path:
            try:
                with open(self.screen_path, "w", encoding="utf-8") as f:
                    f.write(report)
            except OSError as e:
                self.stderr.write(
                    f"rarslite: cannot write the cell display screen to {self.screen_path}: "
                    f"{e.strerror}\n"
                )
        else:
            self.stdout.flush()
            self.stdout.write(report)
            self.stdout.flush()


def attach(
    machine: Machine,
    args: argparse.Namespace,
    *,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> CellDisplaySession:
    """Connect the cell display if the options ask for one. Raises ValueError on a conflict."""
    return CellDisplaySession(machine, args, stdout=stdout, stderr=stderr)
