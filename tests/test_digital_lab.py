"""The Digital Lab Sim device (devices/digital_lab.py) on both ISAs: the counter's rule, the
keypad's rows and codes, which notices tick, how each ISA's interrupts are asked for, Reset
and backstep state; and `rarslite run --digital-lab` (devices/digital_lab_headless.py)."""

from __future__ import annotations

import io
import json
import re
import shlex
from pathlib import Path

import pytest

from rarslite.commands import run
from rarslite.devices.digital_lab import (
    COUNTER_INTERRUPT,
    KEYPAD_INTERRUPT,
    DigitalLab,
    key_code,
    lit_segments,
)
from rarslite.devices.digital_lab_headless import digit_art, parse_script
from rarslite.isa.mips.memory_map import DEFAULT as MIPS_DEFAULT
from rarslite.memory_map import DEFAULT

BASE = 0xFFFF0000
TEXT = DEFAULT.text_base


class FakeMemory:
    def __init__(self) -> None:
        self.words: dict[int, int] = {}

    def peek_word(self, a: int) -> int:
        return self.words.get(a & ~3, 0)

    def poke_word(self, a: int, v: int) -> None:
        self.words[a & ~3] = v & 0xFFFFFFFF


class FakeMachine:
    """What the device uses of a machine: memory, interrupts, fetch counts (MIPS: also those
    outside the user text)."""

    def __init__(self, isa_name: str = "rv32", accept: bool = True) -> None:
        self.isa_name = isa_name
        self.fetches = 0
        self.kernel_fetches = 0
        if isa_name == "mips":
            self.text_fetches = lambda: self.fetches - self.kernel_fetches
        self.memory = FakeMemory()
        self.fetch_observers: list = []
        self.requests: list[tuple[str, int]] = []
        self.accept = accept

    def request_interrupt(self, kind: str, value: int) -> bool:
        self.requests.append((kind, value))
        return self.accept


def connected(isa_name: str = "rv32", accept: bool = True) -> tuple[DigitalLab, FakeMachine]:
    lab = DigitalLab(MIPS_DEFAULT if isa_name == "mips" else DEFAULT)
    machine = FakeMachine(isa_name, accept)
    lab.attach(machine)
    return lab, machine


def fetch(lab: DigitalLab, n: int = 1, pc: int = TEXT) -> None:
    """``n`` instruction fetches at ``pc`` as the machine counts them (MIPS: those outside the
    user text apart), calling the lab at its deadlines."""
    m = lab.machine
    for _ in range(n):
        if m.isa_name == "mips" and not MIPS_DEFAULT.text_base <= pc < MIPS_DEFAULT.text_limit:
            m.kernel_fetches += 1
        m.fetches += 1
        if lab.deadline is not None and m.fetches >= lab.deadline:
            lab.on_deadline()
        if lab.text_deadline is not None and m.text_fetches() >= lab.text_deadline:
            lab.on_deadline()


def test_codes_and_segments():
    assert [key_code(k) for k in range(16)] == [
        0x11, 0x21, 0x41, 0x81, 0x12, 0x22, 0x42, 0x82,
        0x14, 0x24, 0x44, 0x84, 0x18, 0x28, 0x48, 0x88]  # the tool's help lists these
    assert lit_segments(0x3F) == "abcdef"
    assert lit_segments(0x86) == "bc."
    assert digit_art(0x7F | 0x80) == [" _  ", "|_| ", "|_|."]
    assert digit_art(0x06) == ["    ", "  | ", "  | "]


@pytest.mark.parametrize(("isa", "kind"), [("rv32", "timer"), ("mips", "unmasked")])
def test_counter_fires_30_notices_after_the_enable_then_every_31(isa, kind):
    lab, m = connected(isa)
    assert m.fetch_observers == []  # it counts the machine's fetches, on both ISAs
    lab.on_store(BASE + 0x13, 1, 1)  # this notice ticks too: 30 -> 29
    fetch(lab, 29)
    assert m.requests == []
    fetch(lab)
    assert m.requests == [(kind, COUNTER_INTERRUPT)]
    fetch(lab, 30)
    assert len(m.requests) == 1
    fetch(lab)
    assert len(m.requests) == 2
    lab.on_store(BASE + 0x13, 1, 0)  # off: nothing more
    fetch(lab, 100)
    assert len(m.requests) == 2 and not lab.counter_on


def test_display_and_counter_loads_and_stores_tick_the_counter():
    lab, m = connected()
    lab.on_store(BASE + 0x13, 1, 5)
    for _ in range(10):
        lab.on_store(BASE + 0x10, 1, 0x3F)  # a store to a digit is a notice
    m.memory.poke_word(BASE + 0x10, 0x0000_0006)
    for _ in range(10):
        lab.on_load(BASE + 0x10, 1)  # so is a load: and it sets the digit to what it read
    assert lab.right == 0x06
    fetch(lab, 9)  # 29 after the enable, 20 notices: 9 to go
    assert m.requests == []
    fetch(lab)
    assert m.requests == [("timer", COUNTER_INTERRUPT)]


def test_only_text_segment_fetches_count():
    lab, m = connected("mips")
    lab.on_store(BASE + 0x13, 1, 1)
    fetch(lab, 100, pc=MIPS_DEFAULT.exception_handler)  # MARS does not observe kernel text
    assert m.requests == [] and lab.instructions == 0
    fetch(lab, 20)
    fetch(lab, 7, pc=MIPS_DEFAULT.exception_handler)
    fetch(lab, 9)
    assert m.requests == [] and lab.instructions == 29
    fetch(lab)
    assert m.requests == [("unmasked", COUNTER_INTERRUPT)] and lab.fetched == 30


def test_a_notice_carries_its_value_as_a_char_and_the_digit_shows_its_low_byte():
    lab, m = connected()
    lab.on_store(BASE + 0x10, 4, 0x1234_5678)  # a word store at the right digit
    assert lab.digits == (0, 0x78)  # the left digit (base + 0x11) saw no notice
    lab.on_store(BASE + 0x11, 2, 0x01FF)
    assert lab.digits == (0xFF, 0x78)
    lab.on_store(BASE + 0x13, 1, 0x00)
    assert not lab.counter_on
    lab.on_store(BASE + 0x12, 2, 0x0100)  # halfword at the row byte: bits 8+ are no row
    assert not lab.keypad_interrupt


def test_keypad_rows_codes_and_releases():
    lab, m = connected()
    code = BASE + 0x14
    m.memory.poke_word(code, 0xAABBCC00)
    lab.click(6)  # row 1 (keys 4-7), column 2
    assert lab.held == 6
    assert m.memory.peek_word(code) & 0xFF == 0  # written only when a row is selected
    lab.on_store(BASE + 0x12, 1, 0x01)
    assert m.memory.peek_word(code) == 0xAABBCC00
    lab.on_store(BASE + 0x12, 1, 0x02)
    assert m.memory.peek_word(code) == 0xAABBCC00 | key_code(6) == 0xAABBCC42
    lab.on_store(BASE + 0x12, 1, 0x03)  # two rows at once: not "the" row
    assert m.memory.peek_word(code) & 0xFF == 0
    lab.on_store(BASE + 0x12, 1, 0x02)
    lab.click(9)  # any click while a key is held releases it
    assert lab.held == -1 and m.memory.peek_word(code) & 0xFF == 0
    assert m.requests == []  # the keypad interrupt was never enabled


@pytest.mark.parametrize(("isa", "kind"), [("rv32", "external"), ("mips", "unmasked")])
def test_keypad_interrupt_needs_bit_7_of_the_last_row_byte(isa, kind):
    lab, m = connected(isa)
    lab.on_store(BASE + 0x12, 1, 0x80)
    lab.click(3)
    assert m.requests == [(kind, KEYPAD_INTERRUPT)]
    lab.click(3)  # the release asks for nothing
    lab.on_store(BASE + 0x12, 1, 0x01)  # bit 7 off
    lab.click(3)
    assert len(m.requests) == 1


def test_refused_requests_are_counted():
    lab, m = connected(accept=False)
    lab.on_store(BASE + 0x12, 1, 0x80)
    lab.click(0)
    assert lab.requested["keypad"] == lab.refused["keypad"] == 1


def test_reset_and_snapshot():
    lab, m = connected()
    lab.on_store(BASE + 0x10, 1, 0x3F)
    lab.on_store(BASE + 0x12, 1, 0x81)
    lab.on_store(BASE + 0x13, 1, 1)
    lab.click(0)
    lab.on_store(BASE + 0x12, 1, 0x81)
    state = lab.snapshot()
    lab.reset()
    assert (lab.digits, lab.held, lab.counter_on, lab.counter) == ((0, 0), -1, False, 30)
    assert lab.keypad_interrupt  # Reset leaves the enable, as the tool does
    m.memory.poke_word(BASE + 0x14, 0)
    lab.restore(state)
    assert lab.snapshot() == state
    assert m.memory.peek_word(BASE + 0x14) == 0x11
    lab.detach()
    assert m.fetch_observers == [] and lab.deadline is None


def test_click_checks_its_key():
    lab, _ = connected()
    with pytest.raises(ValueError):
        lab.click(16)


def test_the_mips_machine_takes_unmasked_requests_while_exl_is_0():
    m = _mips_machine()  # a real MARS machine
    m.hart.cp0[12] = 0  # IE 0, EXL 0
    m.request_interrupt("external", 0x40)  # the Keyboard and Display needs IE
    assert m.pending_code == 0
    m.request_interrupt("unmasked", 0x100)
    assert m.pending_code == 0x100
    m.pending_code = 0
    m.hart.cp0[12] = 3  # EXL 1: in the handler, lost
    m.request_interrupt("unmasked", 0x200)
    assert m.pending_code == 0


def _mips_machine():
    from rarslite.isa.base import isa_by_name

    front = isa_by_name("mips").part("front")
    src = "tests/data/tools/digital_lab/mips/keypad_poll.asm"
    args = run.build_parser().parse_args([src, "--isa", "mips"])
    program = front.load_program([src], args, front.memory_config(args.mc))
    return front.start(program, args, [], io.BytesIO(), io.BytesIO()).machine


# -- rarslite run --digital-lab ------------------------------------------------------------

RV_EXAMPLE = "resources/examples/mmio/digital_lab.s"
MIPS_EXAMPLE = "resources/examples/mips/digital_lab/digital_lab.asm"


def rarslite(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run.main(argv, stdin=io.BytesIO(), stdout=out, stderr=err)
    return code, out.getvalue().decode(), err.getvalue().decode()


def test_script_syntax():
    assert parse_script("5@10, -@20\n# a comment\nA@30 stop@40") == [
        (10, 5), (20, -1), (30, 10), (40, -2)]
    for bad, words in [("5", "needs @N"), ("g@1", "0-9, a-f"), ("5@x", "not a count"),
                       ("5@10 6@9", "must not go down")]:
        with pytest.raises(ValueError, match=words):
            parse_script(bad)


def test_headless_riscv_example_with_clicks_and_stop():
    code, out, err = rarslite([RV_EXAMPLE, "--digital-lab-keys",
                               "5@3000 -@4000 c@6000 stop@9000"])  # fmt: skip
    assert code == run.EXIT_STOPPED
    assert "keypad script: stop after 9000 instructions" in err
    lines = out.splitlines()
    assert lines[0] == "Digital Lab Sim after 9000 instructions"
    assert lines[4] == "left  0x39  segments adef"  # C: the last key clicked
    assert lines[6] == "keypad: key c held, code byte 0x18, keypad interrupt on"
    assert lines[1:4] == [row.rstrip() for row in
                          [a + "  " + b for a, b in zip(digit_art(0x39), digit_art(
                              int(lines[5].split()[1], 16)), strict=True)]]  # fmt: skip


def test_headless_mips_example_json(tmp_path):
    target = tmp_path / "lab.json"
    code, out, err = rarslite([MIPS_EXAMPLE, "--isa", "mips", "--digital-lab-keys",
                               "5@1500 -@2000 c@3000 stop@4500", "--json",
                               "--digital-lab-out", str(target)])  # fmt: skip
    assert code == run.EXIT_STOPPED and out == ""
    data = json.loads(target.read_text())["digital_lab"]
    assert data["instructions"] == 4500
    assert data["held_key"] == "c" and data["key_code"] == 0x18
    assert data["left"] == 0x39 and data["left_segments"] == "adef"
    assert data["counter_interrupt"] and data["interrupts_requested"]["keypad"] == 2


def test_headless_end_state_after_exit_and_clicks_left(tmp_path):
    script = tmp_path / "keys.txt"
    script.write_text("# press 6 early\n6@10\n3@99999999\n")
    code, out, err = rarslite(["tests/data/tools/digital_lab/riscv/keypad_poll.s",
                               "--digital-lab-keys-file", str(script)])  # fmt: skip
    assert code == 0
    assert out.startswith("0x00000042\n")  # the program's own output first
    assert "keypad: key 6 held, code byte 0x42" in out
    assert "1 keypad clicks never happened" in err


def test_headless_errors():
    code, out, err = rarslite([RV_EXAMPLE, "--digital-lab-keys", "q@5"])
    assert code == 2 and "0-9, a-f" in err and "Traceback" not in err
    code, out, err = rarslite([RV_EXAMPLE, "--digital-lab-keys-file", "/nonexistent/keys"])
    assert code == 2 and "cannot read the keypad script" in err


def test_no_option_no_device():
    code, out, err = rarslite(["tests/data/tools/digital_lab/riscv/counter.s",
                               "--max-steps", "5000"])  # fmt: skip
    assert code == run.EXIT_STEP_LIMIT  # no counter interrupts: it waits for ever
    assert out == "" and "Digital Lab" not in err


def test_the_documented_example_prints_what_the_docs_show():
    page = (Path(__file__).resolve().parents[1] / "docs" / "tools.md").read_text()
    section = page.split("## Digital Lab Sim", 1)[1]
    blocks = re.findall(r"```(\w*)\n(.*?)```", section, re.DOTALL)
    command = blocks[0][1].strip()
    shown = blocks[1][1]
    argv = shlex.split(command)[2:]  # after "rarslite run"
    code, out, err = rarslite(argv)
    assert code == 0 and out == shown


def test_a_program_asleep_in_wfi_gets_the_next_clicks_at_once(tmp_path):
    src = tmp_path / "wfi.s"
    src.write_text(WFI_PROGRAM)
    code, out, err = rarslite([str(src), "--digital-lab-keys", "1@100 -@200 7@300 -@400 e@500"])
    assert code == 0  # three keys taken by the handler, then it exits
    assert out.startswith("0x000000210x000000820x00000048")
    assert "keypad: key e held, code byte 0x48" in out


WFI_PROGRAM = """
        .text
main:   li      s0, 0xffff0000
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrw    t0, uie
        csrsi   ustatus, 1
        li      t0, 0x80
        sb      t0, 0x12(s0)            # keypad interrupt on
        li      s1, 3                   # keys to take
wait:   wfi
        bnez    s1, wait
        li      a7, 10
        ecall
handler:
        li      t0, 0x81
hrow:   sb      t0, 0x12(s0)
        lbu     a0, 0x14(s0)
        bnez    a0, hgot
        andi    t1, t0, 0x0f
        slli    t1, t1, 1
        ori     t0, t1, 0x80
        li      t1, 0x90
        blt     t0, t1, hrow
hgot:   li      a7, 34
        ecall
        addi    s1, s1, -1
        uret
"""


@pytest.mark.parametrize(("isa", "src"), [("rv32", RV_EXAMPLE), ("mips", MIPS_EXAMPLE)])
def test_backstep_puts_the_lab_back(isa, src):
    """Single steps, backsteps over counter interrupts, then steps again: the lab (counter,
    digits, instruction count) and the pc follow the same path as the first time."""
    from rarslite.isa.base import isa_by_name
    from rarslite.machine.simulator import Simulator

    args = run.build_parser().parse_args([src, "--isa", isa])
    front = isa_by_name(isa).part("front")
    program = front.load_program([src], args, front.memory_config(args.mc))
    machine = front.start(program, args, [], io.BytesIO(), io.BytesIO()).machine
    lab = DigitalLab(machine.config)
    machine.connect(lab)
    sim = Simulator(machine)
    sim.backstep_enabled = True

    def state():  # the lab counts lazily: the machine's fetches tell loop passes apart
        pc = machine.hart.pc if isa == "mips" else machine.pc
        return pc, machine.fetches, lab.snapshot(), lab.instructions

    after = []
    for _ in range(300):
        sim.step()
        after.append(state())
    assert lab.requested["counter"] >= 5
    for _ in range(150):
        assert sim.backstep()
    start = after.index(state())  # RISC-V: an interrupt's entry is a step of its own
    assert start < 160
    for expected in after[start + 1:]:
        sim.step()
        assert state() == expected


def test_play_recognises_programs_that_use_it():
    from rarslite.devices.digital_lab_use import uses_digital_lab_source as uses

    root = Path(__file__).resolve().parents[1]
    for path in (RV_EXAMPLE, MIPS_EXAMPLE, "tests/data/tools/digital_lab/riscv/keypad_poll.s",
                 "tests/data/tools/digital_lab/mips/counter.asm"):
        assert uses((root / path).read_text()), path
    for path in ("resources/examples/checkers/common.s",  # MMIO base, offset 16 elsewhere
                 "resources/examples/mips/bombsweeper/functions.asm",
                 "resources/examples/mmio/echo_interrupts.s",
                 "resources/examples/mmio/timer_ticks.s"):
        assert not uses((root / path).read_text()), path
    assert uses("li t0, 0xFFFF0013\nsb t1, 0(t0)")
    assert uses("lui s0, 0xffff0\nlbu a0, 20(s0)")  # RISC-V's lui of the MMIO base
    assert uses("lui $s0, 0xffff\nsb $t0, 0x11($s0)")  # MIPS's
    assert not uses("li s0, 0xffff0000\nli s0, 4\nsb t0, 0x10(s0)")  # s0 changed first
    assert not uses("# sb t0, 0xffff0010\nnop")  # a comment


def test_backstep_after_go_on_riscv():
    """A RISC-V lab keeps blocks and deadlines, so backstep after Go rebuilds its state (MIPS:
    tests/test_digital_lab_mips.py)."""
    from rarslite.isa.base import isa_by_name
    from rarslite.machine.simulator import Simulator

    args = run.build_parser().parse_args([RV_EXAMPLE])
    front = isa_by_name("rv32").part("front")
    program = front.load_program([RV_EXAMPLE], args, front.memory_config(args.mc))
    machine = front.start(program, args, [], io.BytesIO(), io.BytesIO()).machine
    lab = DigitalLab(machine.config)
    machine.connect(lab)
    sim = Simulator(machine)
    sim.backstep_enabled = True
    sim.run(max_steps=50000)
    after = lab.snapshot(), machine.fetches
    assert lab.requested["counter"] > 1000
    for _ in range(100):  # over a few counter interrupts
        assert sim.backstep()
    assert (lab.snapshot(), machine.fetches) != after
    while machine.fetches < after[1]:
        sim.step()
    assert (lab.snapshot(), machine.fetches) == after
