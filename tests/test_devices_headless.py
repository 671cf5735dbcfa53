"""Headless KDMMIO: option parsing, key escapes, the idle key feeder, screen text (fake machine)."""

from __future__ import annotations

import argparse
import io

import pytest
from test_devices_unit import RC, RD, TC, TD, FakeMachine

from rarslite.devices import headless
from rarslite.devices.headless import KeyFeeder
from rarslite.devices.key_text import load_keys, parse_keys, screen_text
from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.devices.terminal_grid import TerminalGrid
from rarslite.devices.timer import Timer
from rarslite.memory_map import DEFAULT


class Cfg(FakeMachine):
    config = DEFAULT


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser()
    headless.add_arguments(p)
    return p.parse_args(argv)


def test_parse_keys_escapes():
    assert parse_keys("ab\\n\\e\\\\\\x41\\t\\s\\0\\b\\r") == [
        97,
        98,
        10,
        27,
        92,
        65,
        9,
        32,
        0,
        8,
        13,
    ]
    for bad in ("\\q", "\\x4", "\\xZZ", "\u263a", "\\"):
        with pytest.raises(ValueError):
            parse_keys(bad)


def test_options_and_defaults():
    a = parse(["--display", "40x22", "--keys", "x", "--key-buffer", "--delay", "3", "--no-dad"])
    assert a.display == (40, 22) and a.key_buffer and a.delay == 3 and a.no_dad
    assert headless.wants_kdmmio(a)
    assert not headless.wants_kdmmio(parse([]))
    assert parse([]).idle == headless.DEFAULT_IDLE
    for bad in (["--display", "40"], ["--key-interval", "0"], ["--delay", "x"]):
        with pytest.raises(SystemExit):
            parse(bad)


def test_session_connects_and_writes_screen(tmp_path):
    m = Cfg()
    out, err = io.StringIO(), io.StringIO()
    s = headless.attach(m, parse(["--display", "8x2"]), stdout=out, stderr=err)
    assert s.kd is not None and m.memory.peek_word(TC) == 1  # always connected
    m.step(lambda: m.memory.store_word(TD, (2 << 20) | (1 << 8) | 7))
    m.nops(5)
    m.step(lambda: m.memory.store_word(TD, ord("Q")))  # still in flight at the end
    s.finish()
    assert out.getvalue() == "\n  Q\n"
    assert "display delay" in err.getvalue()
    screen = tmp_path / "screen.txt"
    s2 = headless.attach(Cfg(), parse(["--screen", str(screen)]), stdout=out, stderr=err)
    s2.finish()
    assert screen.read_text() == ""


def test_screen_text_makes_controls_visible_and_strips():
    g = TerminalGrid(5, 3)
    g.put(7)
    for ch in "a\x1bb":
        g.put(ord(ch))
    assert screen_text(g) == "a\u241bb\n"


def test_keys_file_raw_bytes(tmp_path):
    f = tmp_path / "keys"
    f.write_bytes(b"a\\n\n")
    assert load_keys(parse(["--keys-file", str(f), "--keys", "\\n"])) == [
        97,
        92,
        110,
        10,
        10,
    ]
    with pytest.raises(ValueError):
        load_keys(parse(["--keys-file", str(tmp_path / "missing")]))


def feeder_machine(keys: str, **kw) -> tuple[FakeMachine, KeyboardDisplay, KeyFeeder]:
    m = FakeMachine()
    kd = KeyboardDisplay()
    m.connect(kd)
    kd.connect()
    f = KeyFeeder(kd, [ord(c) for c in keys], **kw)
    m.connect(f)
    return m, kd, f


def test_idle_feeder_waits_until_key_read_and_program_polls():
    m, kd, f = feeder_machine("ab", idle=50_000)
    got = []
    # a polling reader: spin on RC, read RD
    for _ in range(20_000):
        if m.memory.peek_word(RC) & 1:
            m.step(lambda: got.append(m.memory.load_word(RD)))
        else:
            m.step(lambda: m.memory.load_word(RC))
    assert got == [ord("a"), ord("b")]
    assert f.fed == 2 and not f.stopped


def test_idle_feeder_never_types_over_an_unread_key():
    m, kd, f = feeder_machine("abc", idle=1000)
    m.nops(50_000)
    assert f.fed == 1 and m.memory.peek_word(RD) == ord("a")


def test_idle_feeder_waits_for_quiet_display():
    m, kd, f = feeder_machine("ab", idle=5000)
    m.memory.poke_word(RC, 2)  # interrupt-driven program: never polls RC
    m.nops(5000)
    assert f.fed == 1
    m.step(lambda: m.memory.load_word(RD))
    # the program keeps drawing: no key while output continues
    for _ in range(40):
        m.step(lambda: m.memory.store_word(TD, ord("x")))
        m.nops(300)
    assert f.fed == 1
    m.nops(5100)
    assert f.fed == 2


def test_stop_when_waiting_with_no_keys_left():
    m, kd, f = feeder_machine("", idle=100)
    for _ in range(3000):
        m.step(lambda: m.memory.load_word(RC))
    assert f.stopped and m.stopped and "no keys were given" in m.stopped


def test_no_stop_for_a_program_that_keeps_computing():
    m, kd, f = feeder_machine("", idle=100)
    m.compute(10_000)
    assert not f.stopped and m.stopped is None


def enable_keyboard_interrupts(m: FakeMachine) -> None:
    m.memory.poke_word(RC, 2)
    m.csr.utvec, m.csr.uie, m.csr.ustatus = 0x400000, 0x100, 1


def test_stop_for_a_spinning_program_with_no_keys():
    m, kd, f = feeder_machine("", idle=100)
    enable_keyboard_interrupts(m)  # it waits for a key
    m.nops(10_000)
    assert f.stopped and "no keys were given" in m.stopped and not f.quiet_end


def test_quiet_end_for_a_program_spinning_forever_without_input():
    m, kd, f = feeder_machine("", idle=100, quiet=5000)
    m.nops(4990)
    assert not f.stopped
    m.nops(20)
    assert f.quiet_end and m.stopped.startswith("quiet end")
    assert "0 of 0 keys never taken" in m.stopped


def test_no_stop_while_a_timer_runs():
    m, kd, f = feeder_machine("", idle=100)
    f.timer = Timer(instructions_per_ms=10)
    m.connect(f.timer)
    f.timer.connect()
    f.timer.play()
    m.nops(10_000)
    assert not f.stopped


def test_computing_program_gets_next_key_only_after_idle_period():
    m, kd, f = feeder_machine("ab", idle=20_000)
    m.compute(1500)
    assert f.fed == 0
    m.compute(20_000)
    assert f.fed == 1
    m.step(lambda: m.memory.load_word(RD))
    m.compute(5000)
    assert f.fed == 1  # busy and not polling: wait the full idle period
    m.nops(2000)  # spinning, but interrupts are off: (c) waits the idle period too
    assert f.fed == 1
    m.nops(14_000)
    assert f.fed == 2


def test_spinning_program_with_keyboard_interrupts_gets_a_key_soon():
    m, kd, f = feeder_machine("ab", idle=20_000)
    m.compute(3000)
    enable_keyboard_interrupts(m)
    m.compute(3000)
    assert f.fed == 0  # busy computing, screen settled only 3000 instructions ago
    m.nops(2000)  # spins: waiting for the interrupt
    assert f.fed == 1
    m.step(lambda: m.memory.load_word(RD))  # the handler takes it
    taken = m.fetches
    while m.fetches < taken + 198_000:  # it keeps drawing the same screen
        redraw_frame(m)
    assert f.fed == 1
    while m.fetches < taken + 202_000:  # nothing changed on the screen for 10 x --idle
        redraw_frame(m)
    assert f.fed == 2


def redraw_frame(m: FakeMachine) -> None:
    """A frame of a game loop: a bell to (0, 0), then the same character again."""
    m.step(lambda: m.memory.store_word(TD, 7))
    m.compute(10)
    m.step(lambda: m.memory.store_word(TD, ord("x")))
    m.compute(10)


def test_interval_feeder_types_regardless():
    m, kd, f = feeder_machine("abc", interval=100)
    m.nops(350)
    assert f.fed == 3 and m.memory.peek_word(RD) == ord("c")


def test_on_waiting_feeds_or_gives_up():
    m = Cfg()
    s = headless.attach(m, parse(["--keys", "z"]), stdout=io.StringIO(), stderr=io.StringIO())
    assert s.on_waiting() is True and m.memory.peek_word(RD) == ord("z")
    assert s.on_waiting() is False


def test_on_waiting_advances_instruction_timer():
    m = Cfg()
    s = headless.attach(m, parse(["--timer-ipms", "10"]), stdout=io.StringIO())
    m.csr.uie, m.csr.ustatus = 0x10, 1
    m.memory.store_word(0xFFFF0020, 500)
    assert s.on_waiting() is True
    assert m.requests == [("timer", 0x10, 0)]
    assert s.on_waiting() is False


def test_animating_program_that_polls_gets_a_key_at_its_second_poll():
    m, kd, f = feeder_machine("abc", idle=5000)
    got = []
    for _ in range(1200):  # each frame: draw a character, poll RC, read a key if ready
        m.step(lambda: m.memory.store_word(TD, ord("*")))
        m.compute(10)
        if m.memory.load_word(RC) & 1:
            m.step(lambda: got.append(m.memory.load_word(RD)))
    assert got == [ord("a"), ord("b"), ord("c")]  # each typed at the frame's second poll


def test_polling_rule_types_at_the_second_receiver_load():
    m, kd, f = feeder_machine("ab", idle=50_000)
    m.nops(10)
    m.step(lambda: m.memory.load_word(RC))  # one read (e.g. before setting RC bit 1)
    assert f.fed == 0
    m.step(lambda: m.memory.store_word(RC, m.memory.peek_word(RC) | 2))
    assert m.memory.peek_word(RC) == 2  # the read-modify-write lost nothing
    m.step(lambda: m.memory.load_word(RD))  # a second load, of RD: now it polls
    assert f.fed == 1 and m.memory.peek_word(RC) == 3
    m.step(lambda: m.memory.load_word(RD))  # takes "a"
    m.step(lambda: m.memory.load_word(RC))
    assert f.fed == 1
    m.step(lambda: m.memory.load_word(RC))
    assert f.fed == 2


def test_no_key_before_keyboard_interrupts_are_fully_enabled():
    m, kd, f = feeder_machine("a", idle=30_000)
    m.memory.poke_word(RC, 2)
    m.csr.utvec, m.csr.uie = 0x400000, 0x100  # ustatus.UIE still 0: not enabled
    m.nops(20_000)  # spinning, but no interrupt could take a key
    assert f.fed == 0
    m.csr.ustatus = 1
    m.nops(2000)
    assert f.fed == 1 and f.ready is None


def test_the_end_check_is_exact_only_near_a_possible_end():
    m, kd, f = feeder_machine("", idle=100_000, quiet=200_000)
    m.compute(3000)
    assert not f.exact  # the quiet end is far away: the check may be lazy
    m.compute(200_000 - 5000)
    assert f.exact
    assert not f.quiet_end
    m.compute(3000)
    assert f.quiet_end and m.stopped.startswith("quiet end")


def test_play_watcher_never_types_or_stops():
    m, kd, f = feeder_machine("", idle=100, quiet=2000, ends_run=False)
    for _ in range(5000):
        m.step(lambda: m.memory.load_word(RC))
    assert f.status == "waiting for a key" and m.stopped is None and not f.exact
    kd.deliver_key(ord("k"))
    assert f.status != "waiting for a key"
