"""Keyboard and Display MMIO and Timer with real RISC-V programs: nested interrupts, the timer,
Reset and Connect, the exact transmitter delay, diagnostics and wfi (helpers in
tests/device_programs.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.asm import riscv as asm
from rarslite.devices.keyboard_display import KeyboardDisplay
from rarslite.devices.timer import Timer
from rarslite.machine.console import BufferConsole
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator
from tests.device_programs import example, headless_run, machine_for, word

# -- nested interrupts, timer ------------------------------------------------------------------

NESTED = """
        .data
depth:  .word 0
maxdep: .word 0
count:  .word 0
epcs:   .space 16
save:   .space 16
        .text
main:
        la      t0, save
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      s0, 0xFFFF0000
        li      t0, 3
        sw      t0, 8(s0)       # display interrupts on
        csrsi   ustatus, 1
        li      t0, 'a'
        sw      t0, 12(s0)      # first character: its interrupt starts the chain
        la      s1, count
wait:   lw      t0, 0(s1)
        li      t1, 3
        blt     t0, t1, wait
        li      a7, 10
        ecall
handler:
        csrrw   t0, uscratch, t0
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        la      t1, depth
        lw      t2, 0(t1)
        addi    t2, t2, 1
        sw      t2, 0(t1)
        la      t1, maxdep      # maxdep = max(maxdep, depth)
        lw      t1, 0(t1)
        bge     t1, t2, notmax
        la      t1, maxdep
        sw      t2, 0(t1)
notmax:
        la      t1, count
        lw      t2, 0(t1)
        addi    t2, t2, 1
        sw      t2, 0(t1)
        li      t1, 3
        bgt     t2, t1, quiet
        li      t1, 0xFFFF000C
        li      t2, 'b'
        sw      t2, 0(t1)       # next character: its interrupt comes while we are here
quiet:
        li      t1, 200         # stay in the handler well past the display delay
busy:   addi    t1, t1, -1
        bnez    t1, busy
        la      t1, depth
        lw      t2, 0(t1)
        addi    t2, t2, -1
        sw      t2, 0(t1)
        lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
"""


def test_nested_interrupt_refused_until_uret():
    reason, screen, err, m = headless_run(NESTED, ["--kdmmio"])
    assert reason == "exit", err
    assert word(m, "count") >= 3
    assert word(m, "maxdep") == 1  # UIE = 0 in the handler: the pending one waited for uret
    assert screen == "abbb\n"
    assert err == ""  # the pending interrupts were taken: nothing to explain


def test_timer_interrupts_instruction_clock():
    reason, screen, err, m = headless_run(
        example("timer_ticks.s"), ["--timer-ipms", "50", "--display", "4x2"]
    )
    assert reason == "exit", err
    assert screen == "9\n"
    assert word(m, "ticks") >= 9
    assert m.csr.ucause == 0x80000004 and m.csr.utval == 0x10


WFI_TIMER = """
        .data
fired:  .word 0
        .text
main:   la      t0, handler
        csrw    t0, utvec
        li      t0, 0x10
        csrs    t0, uie
        csrsi   ustatus, 1
        li      s0, 0xFFFF0000
        sw      zero, 0x24(s0)
        li      t0, 5000
        sw      t0, 0x20(s0)
        wfi                     # sleeps until the timer reaches 5000 ms
        lw      a0, 0x18(s0)
        li      a7, 10
        ecall
handler:
        la      t0, fired
        li      t1, 1
        sw      t1, 0(t0)
        uret
"""


def test_wfi_wakes_on_timer_headless():
    reason, _, err, m = headless_run(WFI_TIMER, ["--timer-ipms", "10"])
    assert reason == "exit", err
    assert word(m, "fired") == 1
    assert m.x[10] >= 5000


def test_timer_device_wall_clock_is_published():
    m = machine_for(
        "main: li s0, 0xFFFF0000\nloop: lw t0, 0x18(s0)\n li t1, 3\n blt t0, t1, loop\n"
        " li a7, 10\n ecall\n"
    )
    t = Timer()
    m.connect(t)
    t.connect()
    t.play()
    assert Simulator(m).run(max_steps=50_000_000) == "exit"


# -- Reset / Connect ---------------------------------------------------------------------------

PUTC_ONE = """
        .text
main:   li      s0, 0xFFFF0000
wait:   lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, wait
        li      a0, 'R'
        sw      a0, 12(s0)
        li      a7, 10
        ecall
"""


def test_rars_reset_quirk_and_connect():
    m = machine_for(PUTC_ONE)
    kd = KeyboardDisplay(ready_after_reset=False, delay=1)
    kd.connect()  # Connect before the program is loaded ...
    m.connect(kd)
    m.load()  # ... then Assemble/Reset clears TC: the program hangs polling, as in RARS
    sim = Simulator(m)
    assert sim.run_slice(10_000) is None
    assert m.memory.peek_word(kd.tc) == 0
    m.post(kd.connect)  # pressing Connect again sets TC ready
    assert sim.run(max_steps=10_000) == "exit"
    kd.flush_in_flight()
    assert kd.grid.text() == "R"


def test_ready_after_reset_default_and_tool_reset():
    m = machine_for(PUTC_ONE)
    kd = KeyboardDisplay(delay=1)
    kd.connect()
    m.connect(kd)
    m.load()
    assert m.memory.peek_word(kd.tc) == 1  # rarslite fixes quirk 2 by default
    sim = Simulator(m)
    assert sim.run(max_steps=10_000) == "exit"
    kd.flush_in_flight()
    assert kd.grid.text() == "R"
    kd.reset()
    assert kd.grid.text() == "" and kd.grid.mode == "stream"


# -- exactness of the delay ----------------------------------------------------------------------


# registers that receive the TC probes (not s0 = base, a0, a7)
PROBES = [6, 7, 9, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28]


def ready_probe(delay: int) -> str:
    loads = "\n".join(f"        lw      x{r}, 8(s0)" for r in PROBES[: delay + 2])
    return f"""
        .text
main:   li      s0, 0xFFFF0000
        li      t0, 'A'
        sw      t0, 12(s0)
{loads}
        li      a7, 10
        ecall
"""


@pytest.mark.parametrize("delay", [1, 2, 3, 5, 8, 13])
@pytest.mark.parametrize("single_step", [False, True])
def test_ready_after_exactly_delay_instructions(delay, single_step):
    m = machine_for(ready_probe(delay))
    kd = KeyboardDisplay(delay=delay)
    m.connect(kd)
    kd.connect()
    sim = Simulator(m)
    if single_step:
        while sim.step() is None:
            pass
    else:
        sim.run(max_steps=1000)
    assert sim.reason == "exit"
    ready = [m.x[r] & 1 for r in PROBES[: delay + 2]]
    # the k-th instruction after the store reads TC: 0 for k < delay, 1 from k = delay on
    assert ready == [0] * (delay - 1) + [1] * 3
    assert kd.grid.text() == "A"


DISPLAY_EPC = """
        .data
epc:    .word 0
        .text
main:   la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        csrsi   ustatus, 1
        li      s0, 0xFFFF0000
        li      t0, 3
        sw      t0, 8(s0)
        li      t0, 'A'
store:  sw      t0, 12(s0)
        addi    a1, a1, 1
        addi    a1, a1, 1
        addi    a1, a1, 1
        addi    a1, a1, 1
        addi    a1, a1, 1
        addi    a1, a1, 1
        addi    a1, a1, 1
        addi    a1, a1, 1
        li      a7, 10
        ecall
handler:
        csrr    t1, uepc
        la      t2, epc
        sw      t1, 0(t2)
        uret
"""


@pytest.mark.parametrize("delay", [1, 3, 5])
@pytest.mark.parametrize("single_step", [False, True])
def test_display_interrupt_taken_after_nth_instruction(delay, single_step):
    m = machine_for(DISPLAY_EPC)
    kd = KeyboardDisplay(delay=delay)
    m.connect(kd)
    kd.connect()
    sim = Simulator(m)
    if single_step:
        while sim.step() is None:
            pass
    else:
        sim.run(max_steps=1000)
    assert sim.reason == "exit"
    store = m.program.symbols["store"]
    assert word(m, "epc") == store + 4 * (delay + 1)  # uepc = instruction N+1 after the store


# -- diagnostics -------------------------------------------------------------------------------

FORGOT_UIE = """
        .text
main:   la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      s0, 0xFFFF0000
        li      t0, 2
        sw      t0, 0(s0)       # keyboard interrupts on, but ustatus.UIE never set
loop:   j       loop
handler:
        uret
"""


def test_diagnostic_names_the_missing_enable_and_run_stops_without_keys():
    reason, _, err, m = headless_run(FORGOT_UIE, ["--keys", "x", "--idle", "20000"])
    assert reason == "stopped"
    assert "ustatus.UIE (bit 0) is 0" in err
    assert "uie bit 8" not in err
    assert "the last key typed was never read" in m.stop_message


def test_waiting_program_with_no_keys_left_stops_cleanly():
    reason, screen, err, m = headless_run(
        example("echo_polling.s"), ["--keys", "ok", "--idle", "2000"]
    )
    assert reason == "stopped"
    assert screen == "ok\n"
    assert "all 2 keys were typed" in m.stop_message and "polling" in m.stop_message


BUSY_OUTPUT = """
        .data
left:   .word 6000
save:   .space 8
        .text
main:   la      t0, save
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      s0, 0xFFFF0000
        li      t0, 3
        sw      t0, 8(s0)
        csrsi   ustatus, 1
        li      t0, '.'
        sw      t0, 12(s0)
        la      s1, left
wait:   lw      t0, 0(s1)
        bgtz    t0, wait
        li      a7, 10
        ecall
handler:                        # long: the next display interrupt is pending while UIE = 0
        csrrw   t0, uscratch, t0
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        la      t1, left
        lw      t2, 0(t1)
        blez    t2, out
        addi    t2, t2, -1
        sw      t2, 0(t1)
        li      t1, 0xFFFF000C
        li      t2, '.'
        sw      t2, 0(t1)
        li      t1, 40
busy:   addi    t1, t1, -1
        bnez    t1, busy
out:    lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
"""


def test_no_false_diagnostic_for_interrupts_pending_inside_busy_handlers():
    reason, screen, err, m = headless_run(BUSY_OUTPUT, ["--kdmmio"])
    assert reason == "exit", err
    assert m.instret > 200_000 and m.interrupts_taken >= 6000
    assert screen.count(".") == 6001
    assert err == ""


def test_two_devices_on_the_same_addresses_are_refused():
    from rarslite.devices.base import DeviceConflict

    m = machine_for(PUTC_ONE)
    m.connect(KeyboardDisplay())
    with pytest.raises(DeviceConflict, match="overlaps"):
        m.connect(KeyboardDisplay())
    m.connect(Timer())  # 0xFFFF0020..27: no overlap with 0xFFFF0000..0F


def test_compact_configuration_addresses():
    from rarslite.memory_map import COMPACT_TEXT_AT_ZERO

    src = PUTC_ONE.replace("0xFFFF0000", "0x7F00")
    program = asm.assemble_text(src, "t.s", config=COMPACT_TEXT_AT_ZERO)
    m = Machine(program, console=BufferConsole())
    kd = KeyboardDisplay(m.config, delay=1)
    m.connect(kd)
    kd.connect()
    assert Simulator(m).run(max_steps=10_000) == "exit"
    kd.flush_in_flight()
    assert kd.grid.text() == "R"


WFI_KEYS = """
        .data
count:  .word 0
        .text
main:   la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie
        li      s0, 0xFFFF0000
        li      t0, 2
        sw      t0, 0(s0)
        csrsi   ustatus, 1
        la      s1, count
sleep:  wfi                     # each key wakes us through the keyboard interrupt
        lw      t0, 0(s1)
        li      t1, 3
        blt     t0, t1, sleep
        li      a7, 11
        lw      a0, 4(s0)
        ecall                   # print the last key on the console
        li      a7, 10
        ecall
handler:
        lw      t2, 4(s0)       # read RD
        lw      t0, 0(s1)
        addi    t0, t0, 1
        sw      t0, 0(s1)
        uret
"""


def test_run_command_wakes_wfi_with_keys(tmp_path):
    import subprocess
    import sys

    prog = tmp_path / "wfi.s"
    prog.write_text(WFI_KEYS)
    root = Path(__file__).resolve().parents[1]
    r = subprocess.run(
        [sys.executable, "-m", "rarslite", "run", "--keys", "xyz", str(prog)],
        capture_output=True,
        text=True,
        cwd=root,
        timeout=120,
    )
    assert (r.returncode, r.stdout) == (0, "z"), r.stderr
    # without keys the wait can never end: a clean stop, not a hang
    r = subprocess.run(
        [sys.executable, "-m", "rarslite", "run", "--kdmmio", str(prog)],
        capture_output=True,
        text=True,
        cwd=root,
        timeout=120,
    )
    assert r.returncode == 5 and "wfi" in r.stderr and "Traceback" not in r.stderr
