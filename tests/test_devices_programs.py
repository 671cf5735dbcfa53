"""Keyboard and Display MMIO with real RISC-V programs on the real machine: polling and
interrupt-driven input and output, bell positioning, form feed, wrapping, key buffering.

Programs are assembled with rarslite's assembler and run by `Machine`/`Simulator`; keys come
from the headless key feeder or are delivered at exact instruction counts (helpers in
tests/device_programs.py).
"""

from __future__ import annotations

from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.machine.simulator import Simulator
from tests.device_programs import MAX, example, headless_run, machine_for, word

# -- polling and interrupt-driven input and output --------------------------------------------


def test_polling_input_and_output_echo():
    reason, screen, err, _ = headless_run(example("echo_polling.s"), ["--keys", "hi\\nyo!q"])
    assert reason == "exit"
    assert screen == "hi\nyo!\n"
    assert "display delay" not in err


def test_interrupt_driven_input_with_uscratch_handler():
    reason, screen, err, m = headless_run(example("echo_interrupts.s"), ["--keys", "abc q"])
    assert reason == "exit", err
    assert screen == "abc\n"  # trailing spaces are dropped from the screen text
    assert word(m, "keys_seen") == 5
    assert m.csr.ucause == 0x80000008 and m.csr.utval == 0x40


REGISTER_CHECK = """
        .data
save:   .space 16
bad:    .word 0
        .text
main:
        la      t0, save
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      s0, 0xFFFF0000
        li      t0, 2
        sw      t0, 0(s0)
        csrsi   ustatus, 1
        li      t0, 0
        li      t1, 0
        li      t2, 0
        li      s1, 200000
loop:                           # t1 = 2*t0, t2 = 3*t0 at all times the handler can see
        addi    t0, t0, 1
        addi    t1, t1, 2
        addi    t2, t2, 3
        slli    t3, t0, 1
        bne     t3, t1, broken
        add     t3, t3, t0
        bne     t3, t2, broken
        blt     t0, s1, loop
        li      a7, 10
        ecall
broken:
        la      t3, bad
        li      t4, 1
        sw      t4, 0(t3)
        li      a7, 10
        ecall
handler:
        csrrw   t0, uscratch, t0
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        li      t1, 0xFFFF0000
        lw      t2, 4(t1)       # read RD: clears ready
        li      t1, 12345       # clobber
        li      t2, 54321
        lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
"""


def test_handler_preserves_registers_through_uscratch():
    reason, _, err, m = headless_run(
        REGISTER_CHECK, ["--keys", "abcdefgh", "--key-interval", "997"]
    )
    assert reason == "exit", err
    assert word(m, "bad") == 0
    assert m.devices[0].keys_read == 8


def test_polling_output_bell_positioning_with_clamping():
    reason, screen, _, _ = headless_run(example("draw_grid.s"), ["--display", "12x5"])
    assert reason == "exit"
    assert screen.splitlines() == [
        "############",
        "#          #",
        "# rarslite #",
        "#          #",
        "############",
    ]


def test_interrupt_driven_output():
    reason, screen, err, m = headless_run(example("print_interrupts.s"), ["--delay", "100"])
    assert reason == "exit", err
    assert screen == "interrupts print this\n"
    counted = int(m.console.out.decode())
    assert counted > 21 * 10  # the main program ran between the characters


FORM_FEED = """
        .data
msg:    .asciz "abc\\fde"
        .text
main:   li      s0, 0xFFFF0000
        la      s1, msg
next:   lbu     a0, 0(s1)
        beqz    a0, grid
        jal     putc
        addi    s1, s1, 1
        j       next
grid:   li      a0, 0x00100107  # bell to (1, 1)
        jal     putc
        li      a0, 'X'
        jal     putc
        li      a0, 12          # form feed in grid mode: blank grid, cursor (0, 0)
        jal     putc
        li      a0, 'Y'
        jal     putc
        li      a7, 10
        ecall
putc:   lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret
"""


def test_form_feed_in_stream_and_grid_mode():
    m = machine_for(FORM_FEED)
    kd = KeyboardDisplay(cols=4, rows=3)
    m.connect(kd)
    kd.connect()
    seen = []
    sim = Simulator(m)
    while sim.run_slice(1) is None:
        if not seen or seen[-1] != kd.grid.lines():
            seen.append(kd.grid.lines())
    assert ["abc"] in seen and ["de"] in seen
    assert [" " * 4, " X  ", " " * 4] in seen
    assert kd.flush_in_flight() or True
    assert kd.grid.lines() == ["Y   ", "    ", "    "]


LONG_LINE = """
        .text
main:   li      s0, 0xFFFF0000
        li      s1, 0
        li      s2, 30
loop:   andi    a0, s1, 7
        addi    a0, a0, '0'
        jal     putc
        addi    s1, s1, 1
        blt     s1, s2, loop
        bnez    s3, done
        li      s3, 1
        li      a0, 7           # bell: grid mode at (0, 0), then the same 30 characters
        jal     putc
        li      s1, 0
        j       loop
done:   li      a7, 10
        ecall
putc:   lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret
"""


def test_stream_mode_does_not_wrap_but_grid_mode_does():
    m = machine_for(LONG_LINE)
    kd = KeyboardDisplay(cols=8, rows=5)
    m.connect(kd)
    kd.connect()
    Simulator(m).run(max_steps=MAX)
    kd.flush_in_flight()
    digits = "01234567" * 4
    assert kd.grid.lines() == [
        digits[0:8],
        digits[8:16],
        digits[16:24],
        digits[24:30] + "  ",
        " " * 8,
    ]
    # the stream text before the bell was one 30-character line (no wrap)
    m2 = machine_for(LONG_LINE.replace("bnez    s3, done", "j       done"))
    kd2 = KeyboardDisplay(cols=8, rows=5)
    m2.connect(kd2)
    kd2.connect()
    Simulator(m2).run(max_steps=MAX)
    kd2.flush_in_flight()
    assert kd2.grid.lines() == [digits[:30]]


LATE_READER = """
        .text
main:   li      s0, 0xFFFF0000
        li      t0, 0
        li      t1, 3000
spin:   addi    t0, t0, 1       # keys arrive while we are busy
        blt     t0, t1, spin
        lw      a0, 0(s0)       # RC
        lw      a1, 4(s0)       # RD: the newest key
        lw      a2, 0(s0)       # RC after the read
        lw      a3, 4(s0)       # RD again (buffer: the next key)
        li      a7, 10
        ecall
"""


def test_key_arriving_while_previous_unread_overwrites():
    _, _, _, m = headless_run(LATE_READER, ["--keys", "ab", "--key-interval", "500"])
    assert (m.x[10], m.x[11], m.x[12]) == (1, ord("b"), 0)


def test_key_buffer_keeps_keys_typed_too_fast():
    _, _, _, m = headless_run(
        LATE_READER, ["--keys", "ab", "--key-interval", "500", "--key-buffer"]
    )
    assert (m.x[10], m.x[11], m.x[12], m.x[13]) == (1, ord("a"), 1, ord("b"))
