"""rarslite's Digital Lab Sim against the real tools: RARS 1.6's and MARS 4.5's recorded by
scripts/oracles/analysis_tools/record_digital_lab.py (Java harnesses clicking the tools' own keypad
buttons at exact instruction counts). For every recorded program and keypad script the run
ends the same way with the same output, the digits light the same segments, the keypad and
counter are in the same state, the tool counted the same instructions, and the trap handler
was entered at the same instruction counts (the counter interrupt's timing)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from rarslite.analysis.observers import watch_fetches
from rarslite.commands import run
from rarslite.devices import digital_lab_headless
from rarslite.devices.digital_lab import lit_segments
from rarslite.isa.base import isa_by_name

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "tools" / "digital_lab"
CASES = [(name, case) for name in ("rars", "mars")
         for case in json.loads((DATA / f"{name}.json").read_text())]  # fmt: skip
REASONS = {"NORMAL_TERMINATION": "exit", "MAX_STEPS": "max_steps", "exit": "exit",
           "max_steps": "max_steps"}  # fmt: skip


class HandlerEntries:
    """The tool's instruction count whenever the trap handler's first instruction is fetched
    (a fetch observer connected after the Digital Lab Sim, so its count includes this fetch:
    on RISC-V the handler is in the text segment, on MIPS in the kernel text it is not)."""

    def __init__(self, machine, lab) -> None:
        self.machine, self.lab = machine, lab
        self.counts: list[int] = []

    def on_fetch(self, pc: int, ins) -> None:
        m = self.machine
        handler = m.config.exception_handler if m.isa_name == "mips" else m.csr.utvec & ~3
        fetched = self.lab.instructions  # the lab counts the machine's fetches when needed
        if pc == handler and (not self.counts or self.counts[-1] != fetched):
            self.counts.append(fetched)


def run_case(isa: str, program: str, max_steps: int, script: str, watch: bool = True):
    """The recorded run in rarslite: its end, output, lab, key code byte and (``watch``) the
    handler entries. Watching fetches makes the run single-step; without it RISC-V runs in
    blocks, cut at the lab's deadlines."""
    path = str(ROOT / program)
    argv = [path, "--isa", isa, "--digital-lab", "--max-steps", str(max_steps)]
    if script:
        argv += ["--digital-lab-keys", script]
    args = run.build_parser().parse_args(argv)
    front = isa_by_name(isa).part("front")
    loaded = front.load_program([path], args, front.memory_config(args.mc))
    out = io.BytesIO()
    headless = front.start(loaded, args, [], io.BytesIO(), out)
    try:
        session = digital_lab_headless.attach(headless.machine, args, stdout=io.StringIO(),
                                              stderr=io.StringIO())  # fmt: skip
        entries = HandlerEntries(headless.machine, session.lab)
        if watch:
            watch_fetches(headless.machine, entries)
        end = headless.execute(max_steps, lambda _: None)
        session.lab.sync()
        code = headless.machine.memory.peek_word(session.lab.base + 0x14) & 0xFF
    finally:
        headless.close()
    return end, out.getvalue().decode(), session.lab, code, entries.counts


@pytest.mark.parametrize(("name", "case"), CASES,
                         ids=[f"{n}-{Path(c['program']).stem}-{i}" for i, (n, c) in
                              enumerate(CASES)])  # fmt: skip
def test_same_as_the_real_tool(name, case):
    shown = case["shown"]
    isa = "rv32" if name == "rars" else "mips"
    end, out, lab, code, entries = run_case(isa, case["program"], case["max_steps"],
                                            case["script"])  # fmt: skip
    assert end.reason == REASONS[shown["reason"]]
    if "exit" in shown and end.reason == "exit":
        assert end.exit_code == int(shown["exit"])
    assert out.replace("\\", "\\\\").replace("\n", "\\n") == shown["stdout"]
    # the tool keeps a Java char; it paints (and rarslite keeps) the low byte
    assert (lab.left, lab.right) == (int(shown["left"]) & 0xFF, int(shown["right"]) & 0xFF)
    assert lit_segments(lab.left) == shown["left_segments"]
    assert lit_segments(lab.right) == shown["right_segments"]
    assert lab.held == int(shown["held"])
    assert code == int(shown["code"])
    assert lab.keypad_interrupt == (shown["keypad_interrupt"] == "true")
    assert lab.counter_on == (shown["counter_interrupt"] == "true")
    assert lab.counter == int(shown["counter"])
    assert lab.fetched == int(shown["fetched"])
    expected = [int(n) for n in shown["handler_entries"].split(",") if n]
    assert entries == expected
    # the same without a fetch observer: RISC-V in blocks, the lab acting at its deadlines
    end2, out2, lab2, code2, _ = run_case(isa, case["program"], case["max_steps"],
                                          case["script"], watch=False)  # fmt: skip
    assert (end2.reason, end2.exit_code, out2, code2) == (end.reason, end.exit_code, out, code)
    assert lab2.snapshot() == lab.snapshot()
