"""The Digital Lab Sim without a window: ``rarslite run --digital-lab [--digital-lab-keys
SCRIPT] [--digital-lab-out FILE] [--json]``.

The `run` command calls ``add_arguments(parser)``, ``attach(machine, args)`` after building
the machine and the session's ``finish()`` after the run (however it ended), which writes the
final state: both digits drawn in ASCII, each display's byte and lit segments, the keypad and
the counter (`report_text`), or with ``--json`` the same as one JSON object (`report_data`).

A keypad script is a list of clicks at instruction counts (the tool's count: instruction
fetches in the text segment since the start, so on MIPS not the exception handler's), e.g.
``5@1200 -@2400 a@3000 stop@9000``: ``K@N`` clicks key K (0-9, a-f) once N instructions were
fetched (it presses K if no key is held, else releases the held key, as the tool's buttons
do), ``-@N`` releases the held key, ``stop@N`` ends the run there (exit status 5). Items are
separated by spaces, commas or new lines; ``#`` starts a comment. A program asleep in
``wfi`` fetches nothing: the next clicks then happen at once, up to one that raises the
keypad interrupt.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, TextIO

from rarslite.devices.base import DeviceConflict, publish_deadline
from rarslite.devices.digital_lab import KEY_LABELS, DigitalLab, lit_segments

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.machine.interface import DeviceHost as Machine

RELEASE = -1
STOP = -2


def parse_script(text: str) -> list[tuple[int, int]]:
    """(instruction count, key / RELEASE / STOP) events in order. Raises ValueError."""
    events: list[tuple[int, int]] = []
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        for item in line.replace(",", " ").split():
            what, at, count = item.partition("@")
            if not at:
                raise ValueError(f"keypad script item {item!r} needs @N (an instruction count)")
            try:
                n = int(count, 0)
            except ValueError:
                raise ValueError(f"keypad script item {item!r}: {count!r} is not a count") \
                    from None
            what = what.lower()
            if what == "-":
                key = RELEASE
            elif what == "stop":
                key = STOP
            elif len(what) == 1 and what in KEY_LABELS:
                key = KEY_LABELS.index(what)
            else:
                raise ValueError(f"keypad script item {item!r}: the key is one of 0-9, a-f, "
                                 "- (release) or stop")  # fmt: skip
            if n < 0 or (events and n < events[-1][0]):
                raise ValueError(f"keypad script item {item!r}: counts must not go down")
            events.append((n, key))
    return events


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the Digital Lab Sim options to ``rarslite run``."""
    g = parser.add_argument_group(
        "Digital Lab Sim (headless)",
        "Two seven-segment displays and a 4x4 hex keypad at MMIO base + 0x10..0x14, with the "
        "keypad and counter interrupts, as in RARS and MARS; the final digits and keypad "
        "state are written at the end.",
    )
    g.add_argument("--digital-lab", action="store_true", help="connect the Digital Lab Sim")
    g.add_argument("--digital-lab-keys", metavar="SCRIPT",
                   help="keypad clicks at instruction counts, e.g. '5@1200 -@2400 stop@9000' "
                        "(K@N clicks key K, -@N releases, stop@N ends the run); implies "
                        "--digital-lab")  # fmt: skip
    g.add_argument("--digital-lab-keys-file", metavar="FILE",
                   help="the keypad script from a file (# comments allowed)")
    g.add_argument("--digital-lab-out", metavar="FILE",
                   help="write the final state here (default stdout)")


def digit_art(byte: int) -> list[str]:
    """Three text rows drawing one seven-segment digit (and its dot)."""
    on = [bool(byte >> bit & 1) for bit in range(8)]
    a, b, c, d, e, f, g, dot = on
    return [
        " " + ("_" if a else " ") + "  ",
        ("|" if f else " ") + ("_" if g else " ") + ("|" if b else " ") + " ",
        ("|" if e else " ") + ("_" if d else " ") + ("|" if c else " ") + ("." if dot else " "),
    ]


def report_data(lab: DigitalLab) -> dict:
    """The final state as plain data (``--json``)."""
    code = lab.machine.memory.peek_word(lab.base + 0x14) & 0xFF if lab.machine else 0
    return {
        "instructions": lab.fetched,
        "left": lab.left,
        "right": lab.right,
        "left_segments": lit_segments(lab.left),
        "right_segments": lit_segments(lab.right),
        "held_key": None if lab.held == -1 else KEY_LABELS[lab.held],
        "key_code": code,
        "keypad_interrupt": lab.keypad_interrupt,
        "counter_interrupt": lab.counter_on,
        "counter": lab.counter,
        "interrupts_requested": dict(lab.requested),
        "interrupts_refused": dict(lab.refused),
    }


def report_text(lab: DigitalLab) -> str:
    """The final state for people: the digits drawn, then one line per part."""
    data = report_data(lab)
    pairs = zip(digit_art(lab.left), digit_art(lab.right), strict=True)
    art = [left + "  " + right for left, right in pairs]
    lines = [f"Digital Lab Sim after {lab.fetched} instructions"]
    lines += [row.rstrip() for row in art]
    for side in ("left", "right"):
        lines.append(f"{side:<5} 0x{data[side]:02x}  segments "
                     f"{data[side + '_segments'] or '(none)'}")  # fmt: skip
    held = data["held_key"]
    lines.append(
        f"keypad: {'key ' + held + ' held' if held else 'no key held'}, code byte "
        f"0x{data['key_code']:02x}, keypad interrupt {'on' if lab.keypad_interrupt else 'off'}"
    )
    counter = f"on, {lab.counter} to go" if lab.counter_on else "off"
    req, ref = lab.requested, lab.refused
    lines.append(f"counter interrupt: {counter}; interrupts requested: counter "
                 f"{req['counter']}, keypad {req['keypad']}"
                 + (f" (refused as already pending: counter {ref['counter']}, keypad "
                    f"{ref['keypad']})" if any(ref.values()) else ""))  # fmt: skip
    return "\n".join(lines) + "\n"


class DigitalLabSession:
    """The Digital Lab Sim of one headless run (``lab`` is None when not asked for)."""

    def __init__(self, machine: Machine, args: argparse.Namespace, *,
                 stdout: TextIO | None = None, stderr: TextIO | None = None) -> None:  # fmt: skip
        self.machine = machine
        self.stdout = stdout if stdout is not None else sys.stdout
        self.stderr = stderr if stderr is not None else sys.stderr
        self.out_path: str | None = getattr(args, "digital_lab_out", None)
        self.json = bool(getattr(args, "json", False))
        self.lab: DigitalLab | None = None
        self.events: list[tuple[int, int]] = []
        script = ""
        path = getattr(args, "digital_lab_keys_file", None)
        if path:
            try:
                with open(path, encoding="utf-8") as fh:
                    script = fh.read() + "\n"
            except OSError as e:
                raise ValueError(f"cannot read the keypad script {path}: {e.strerror}") from None
        script += getattr(args, "digital_lab_keys", None) or ""
        wanted = getattr(args, "digital_lab", False) or bool(path) or bool(script.strip())
        if not (wanted or self.out_path):
            return
        self.events = parse_script(script)
        lab = DigitalLab(machine.config)
        try:
            machine.connect(lab)
        except DeviceConflict as e:
            raise ValueError(f"cannot connect the Digital Lab Sim: {e}") from None
        self.lab = lab
        if self.events:
            lab.on_fetched = self._due
            lab.call_at = self.events[0][0]
            lab.sync()
            lab.schedule()
            publish_deadline(machine)

    def _due(self, fetched: int) -> None:
        events, lab = self.events, self.lab
        while events and events[0][0] <= fetched:
            _, key = events.pop(0)
            if key == STOP:
                self.machine.request_stop(
                    f"keypad script: stop after {fetched} instructions")
                events.clear()
            elif key == RELEASE:
                if lab.held != -1:
                    lab.click(lab.held)
            else:
                lab.click(key)
        lab.call_at = events[0][0] if events else None

    def on_waiting(self) -> bool:
        """The program sleeps in ``wfi``: no instruction runs, so no count is ever reached;
        the next scripted clicks happen now, up to one that raises the keypad interrupt."""
        events, lab = self.events, self.lab
        if lab is None:
            return False
        asked = lab.requested["keypad"] - lab.refused["keypad"]
        woken = False
        while events and events[0][1] != STOP and not woken:
            self._due(events[0][0])  # clicks until one raises the keypad interrupt
            woken = lab.requested["keypad"] - lab.refused["keypad"] > asked
        lab.schedule()
        publish_deadline(self.machine)
        return woken

    def finish(self) -> None:
        lab = self.lab
        if lab is None:
            return
        lab.sync()  # RISC-V counts fetches when it needs them: all of them now
        left = [e for e in self.events if e[1] != STOP]
        if left:
            self.stderr.write(f"rarslite: {len(left)} keypad clicks never happened (the "
                              f"program ended after {lab.fetched} instructions)\n")  # fmt: skip
        text = (json.dumps({"digital_lab": report_data(lab)}, indent=2) + "\n" if self.json
                else report_text(lab))  # fmt: skip
        if self.out_path and self.out_path != "-":
            try:
                with open(self.out_path, "w", encoding="utf-8") as fh:
                    fh.write(text)
            except OSError as e:
                self.stderr.write(f"rarslite: cannot write the Digital Lab Sim state to "
                                  f"{self.out_path}: {e.strerror}\n")  # fmt: skip
            return
        self.stdout.flush()
        self.stdout.write(text)
        self.stdout.flush()


def attach(machine: Machine, args: argparse.Namespace, *, stdout: TextIO | None = None,
           stderr: TextIO | None = None) -> DigitalLabSession:  # fmt: skip
    """Connect the Digital Lab Sim if the options ask for it. Raises ValueError."""
    return DigitalLabSession(machine, args, stdout=stdout, stderr=stderr)
