"""Run > Play for Bitmap Display games: the display set up from the program's header comment.

Most Bitmap Display programs state the tool's settings in their header comment ("Unit width
in pixels: 8 ... Base address for display: 0x10008000 ($gp)"). Play reads it, opens the
Bitmap Display with those settings (the person can still change them) and connects it; Play
itself then connects the Keyboard and Display tool when the program addresses the MMIO
devices, as for any game.

Without such a comment Play guesses only on firm signs (`bitmap_header.guess_settings`): the
code uses one of the tool's base addresses that ordinary data does not (heap, $gp, global
data) as a number, or a comment names the Bitmap Display; it says what it guessed. A Bitmap
Display the person connected is kept as they set it up, and a display Play connected for the
previous game is disconnected. Comments that only mention a display width or a base address
(the Keyboard and Display programs' "display" is a text screen) count only next to the word
"bitmap" or a unit size.
"""

from __future__ import annotations

import os
import re

from rarslite.devices.bitmap_header import BitmapHeader, read_header

_BITMAP_WORD = re.compile(r"\bbitmap\b", re.IGNORECASE)
_PLAY_CONNECTED = "_play_connected_bitmap"  # on the window: Play connected it (the last game's)


def bitmap_header(window) -> tuple[BitmapHeader, str] | None:
    """The first of the program's source files whose comments set up a Bitmap Display:
    (what they say, the file), or None."""
    session = window.session
    if session.elf_path is not None or session.program is None:
        return None
    isa_name, config = session.machine.isa_name, session.program.config
    for path in session.source_files():
        text = _source_text(window, path)
        if text is None:
            continue
        header = read_header(text, isa_name, config)
        if header is not None and (_BITMAP_WORD.search(text) or
                                   {"unit_width", "unit_height"} & header.values.keys()):
            return header, path
    return None


def _source_text(window, path: str) -> str | None:
    doc = window.editors.find(path)
    if doc is not None:
        return doc.toPlainText()  # unsaved edits count, as for assembling
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def set_up_bitmap(window) -> bool:
    """Play's Bitmap Display step, after assembling: True when the display is connected for
    this game (from its header comment, or as the person set it up)."""
    found = bitmap_header(window)
    dock = window.tools.get("bitmap_display")
    tool = dock.widget() if dock is not None else None
    if found is not None and found[0].problems:
        window.message(f"Play: the program's Bitmap Display comment: {found[0].problems[0]}. "
                       "Set the display up in Tools > Bitmap Display.", kind="warning")
    elif found is not None:
        header, path = found
        settings = header.settings()
        tool = window.open_bitmap_display()
        tool.apply_settings(settings)
        if not tool.connect_program():
            return False
        setattr(window, _PLAY_CONNECTED, True)
        where = "" if len(window.session.source_files()) < 2 else \
            f" in {os.path.basename(path)}"
        window.message(f"Play: Bitmap Display {settings.describe(tool.isa_name, tool.config)}, "
                       f"from the program's header comment ({_lines(header)}{where}).")
        return True
    guess = None if found is not None or (tool is not None and tool.connected and
                                          not getattr(window, _PLAY_CONNECTED, False)) \
        else _guess(window)
    if guess is not None:
        tool = window.open_bitmap_display()
        tool.apply_settings(guess.settings)
        if not tool.connect_program():
            return False
        setattr(window, _PLAY_CONNECTED, True)
        which = " and ".join(guess.guessed) or "settings"
        window.message(f"Play: no Bitmap Display settings in the program's comments, but "
                       f"{guess.reason}: Bitmap Display connected as "
                       f"{guess.settings.describe(tool.isa_name, tool.config)}; the {which} "
                       "are a guess (the tool's defaults). If the picture looks wrong, change "
                       "them in the Bitmap Display tool and press Play again.", kind="warning")
        window.bottom_tabs.setCurrentWidget(window.messages)  # a guess: say it in view
        return True
    if tool is not None and tool.connected:
        if getattr(window, _PLAY_CONNECTED, False):  # the previous game's, not this one's
            tool.disconnect_program()
            dock.hide()
            setattr(window, _PLAY_CONNECTED, False)
            return False
        window.message(f"Play: Bitmap Display connected as you set it up "
                       f"({tool.device.settings.describe(tool.isa_name, tool.config)}).")
        return True
    return False


def _guess(window):  # -> BitmapGuess | None
    """Play's guess for a program that draws on a Bitmap Display without a header comment."""
    from rarslite.devices.bitmap_header import guess_settings

    session = window.session
    if session.elf_path is not None or session.program is None:
        return None
    for path in session.source_files():
        text = _source_text(window, path)
        guess = None if text is None else guess_settings(text, session.machine.isa_name,
                                                         session.program.config)
        if guess is not None:
            return guess
    return None


def _lines(header: BitmapHeader) -> str:
    numbers = header.line_numbers()
    if len(numbers) == 1:
        return f"line {numbers[0]}"
    if numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"lines {numbers[0]}-{numbers[-1]}"
    return "lines " + ", ".join(map(str, numbers))
