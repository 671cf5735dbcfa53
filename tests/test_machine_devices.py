"""Device timing (devices/base.py contract): blocks and single steps must agree exactly."""

from __future__ import annotations

import pytest
from machine_asm import li, machine

from rarslite.devices.base import BaseDevice, DeviceConflict
from rarslite.machine.simulator import Simulator

MMIO = 0xFFFF0000


class Transmitter(BaseDevice):
    """A KDMMIO-like transmitter: TD store -> not ready; ready again 5 fetches later, with an
    external interrupt when TC bit1 is set. Logs every hook with the fetch count."""

    name = "fake transmitter"

    def __init__(self, base: int = MMIO, delay: int = 5) -> None:
        super().__init__()
        self.base = base
        self.delay = delay
        self.ranges = [(base, base + 16)]
        self.log: list[tuple] = []

    def attach(self, machine) -> None:
        super().attach(machine)
        machine.memory.poke_word(self.base + 8, 1)

    def on_load(self, addr: int, size: int) -> None:
        self.log.append(("load", addr, self.machine.fetches))

    def on_store(self, addr: int, size: int, value: int) -> None:
        m = self.machine
        self.log.append(("store", addr, value, m.fetches))
        if addr == self.base + 12:
            tc = m.memory.peek_word(self.base + 8)
            m.memory.poke_word(self.base + 8, tc & 2)
            self.deadline = m.fetches + self.delay

    def on_deadline(self) -> None:
        m = self.machine
        self.deadline = None
        tc = m.memory.peek_word(self.base + 8) | 1
        m.memory.poke_word(self.base + 8, tc)
        self.log.append(("ready", m.fetches))
        if tc != 1:
            m.request_interrupt("external", 0x80)


PUTC_LOOP = li(8, MMIO) + [
    "addi x10, x0, 65", "addi x11, x0, 20",
    "next:", "wait:", "lw x6, 8(x8)", "andi x6, x6, 1", "beq x6, x0, wait",
    "sw x10, 12(x8)", "addi x10, x10, 1", "addi x12, x12, 3", "addi x12, x12, -1",
    "addi x11, x11, -1", "bne x11, x0, next",
]  # fmt: skip


def run_device(code, stepping: bool | str, **kw):
    m = machine(code, **kw)
    dev = Transmitter()
    m.connect(dev)
    s = Simulator(m)
    m.hart.force_single = stepping == "force"
    if stepping is True:
        r = None
        while r is None:
            r = s.step()
    else:
        r = s.run(max_steps=1_000_000)
    return m, dev, r


def test_polling_output_same_in_blocks_and_steps():
    m1, d1, r1 = run_device(PUTC_LOOP, stepping=False)
    for mode in (True, "force"):
        m2, d2, r2 = run_device(PUTC_LOOP, stepping=mode)
        assert r1 == r2 == "dropped"
        assert d1.log == d2.log
        assert (m1.x, m1.instret, m1.fetches) == (m2.x, m2.instret, m2.fetches)
    stores = [e for e in d1.log if e[0] == "store"]
    assert [e[2] for e in stores] == list(range(65, 85))
    # the N-th instruction after the store sees ready = 1 (fetch-exact timing)
    first_store = stores[0][3]
    readies = [e for e in d1.log if e[0] == "ready"]
    assert readies[0][1] == first_store + 5


def test_display_interrupt_taken_after_the_nth_instruction():
    handler = ["csrrs x20, uepc, x0", "addi x21, x21, 1", "uret"]
    code = li(8, MMIO) + [
        "auipc x5, 0", "addi x5, x5, 32", "csrrw x0, utvec, x5", "csrrwi x0, uie, 0x100",
        "csrrsi x0, ustatus, 1", "addi x6, x0, 3", "sw x6, 8(x8)", "jal x0, main",
    ] + handler + ["main:", "sw x6, 12(x8)"] + ["addi x9, x9, 1"] * 12  # fmt: skip
    results = []
    for stepping in (False, True, "force"):
        m, dev, _ = run_device(code, stepping)
        results.append((list(m.x), m.instret, m.fetches, dev.log))
    assert results[0] == results[1] == results[2]
    x = results[0][0]
    store_pc = 0x400000 + 4 * (2 + 8 + len(handler))
    assert x[21] == 1
    assert x[20] == store_pc + 4 * 6  # ready at the 5th fetch after the store; taken after it
    assert x[9] == 12


def test_conflicting_ranges_refused():
    m = machine(["nop"])
    m.connect(Transmitter())
    with pytest.raises(DeviceConflict, match="overlaps"):
        m.connect(Transmitter(base=MMIO + 8))
    m.connect(Transmitter(base=MMIO + 16))


def test_device_in_data_segment_disables_inline_fast_path():
    code = li(5, 0x10010000) + ["sw x5, 12(x5)", "lw x6, 12(x5)"]
    m = machine(code)
    dev = Transmitter(base=0x10010000)
    m.connect(dev)
    Simulator(m).run()
    assert ("store", 0x1001000C, 0x10010000, 3) in dev.log
    assert m.x[6] == 0x10010000


def test_post_runs_on_simulator_thread_and_interrupt_is_delivered():
    code = ["auipc x5, 0", "addi x5, x5, 24", "csrrw x0, utvec, x5", "csrrwi x0, uie, 0x100",
            "csrrsi x0, ustatus, 1", "loop:", "jal x0, loop",
            "csrrs x20, ucause, x0", "csrrs x21, utval, x0", "ebreak"]  # fmt: skip
    m = machine(code)
    s = Simulator(m)
    assert s.run_slice(10_000) is None
    m.post(lambda: m.request_interrupt("external", 0x40))
    assert s.run(max_steps=100) == "ebreak"
    assert (m.x[20], m.x[21]) == (0x80000008, 0x40)


def test_keyboard_display_printchar_redraw_block_vs_step():
    kd_mod = pytest.importorskip("rarslite.devices.keyboard_display")
    asm = pytest.importorskip("rarslite.asm.riscv")
    prog = asm.assemble_text(REDRAW, "redraw.s")
    outs = []
    for stepping in (False, True, "force"):
        from rarslite.machine.riscv.machine import Machine

        m = Machine(prog)
        kd = kd_mod.KeyboardDisplay(cols=40, rows=22)
        m.connect(kd)
        kd.connect()
        s = Simulator(m)
        m.hart.force_single = stepping == "force"
        if stepping is True:
            r = None
            while r is None:
                r = s.step()
        else:
            r = s.run()
        assert r == "exit"
        outs.append((kd.grid.text(), m.instret, m.fetches, list(m.x)))
    assert outs[0] == outs[1] == outs[2]
    assert outs[0][0].splitlines()[21] == "V" * 40


# Redraws a 40x22 screen through printChar: bell + position, then the character, each time
# waiting for the transmitter's ready bit (the checkers lab's pattern).
REDRAW = """
.text
main:   li   s0, 0xFFFF0000
        li   s3, 0               # row
row:    li   s2, 0               # column
col:    slli a0, s2, 20
        slli t2, s3, 8
        or   a0, a0, t2
        ori  a0, a0, 7
        jal  putc
        addi a0, s3, 65
        jal  putc
        addi s2, s2, 1
        li   t3, 40
        blt  s2, t3, col
        addi s3, s3, 1
        li   t3, 22
        blt  s3, t3, row
        li   a7, 10
        ecall
putc:   lw   t1, 8(s0)
        andi t1, t1, 1
        beqz t1, putc
        sw   a0, 12(s0)
        ret
"""


def test_deadline_passing_while_interrupts_are_off_is_caught_up_exactly():
    # TC interrupt enable on, UIE off: the display interrupt gets pending at the deadline
    # (lazily, while blocks run on) and is taken right after the csrrsi that enables UIE.
    handler = ["csrrs x20, uepc, x0", "addi x21, x21, 1", "uret"]
    code = li(8, MMIO) + [
        "auipc x5, 0", "addi x5, x5, 28", "csrrw x0, utvec, x5", "csrrwi x0, uie, 0x100",
        "addi x6, x0, 3", "sw x6, 8(x8)", "jal x0, main",
    ] + handler + ["main:", "sw x6, 12(x8)"] + ["addi x9, x9, 1"] * 12 + [
        "lw x22, 8(x8)", "csrrs x23, uip, x0", "csrrsi x0, ustatus, 1", "addi x10, x0, 1",
    ]  # fmt: skip
    results = []
    for stepping in (False, True, "force"):
        m, dev, _ = run_device(code, stepping)
        results.append((list(m.x), m.instret, m.fetches, dev.log))
    assert results[0] == results[1] == results[2]
    x = results[0][0]
    assert x[22] == 3 and x[23] == 0x100 and x[21] == 1 and x[10] == 1
    enable_pc = 0x400000 + 4 * (2 + 7 + len(handler) + 1 + 12 + 2)
    assert x[20] == enable_pc + 4


def test_word_slot_is_the_words_storage():
    from rarslite.machine.riscv.memory import Memory
    from rarslite.memory_map import COMPACT_TEXT_AT_ZERO, DEFAULT

    for config in (DEFAULT, COMPACT_TEXT_AT_ZERO):
        mem = Memory(config)
        tc = config.mmio_base + 8
        words, i = mem.word_slot(tc)
        words[i] = 0x12345678
        assert mem.peek_word(tc) == 0x12345678
        mem.poke_word(tc, 3)
        assert words[i] == 3
        with pytest.raises(ValueError):
            mem.word_slot(config.kernel_base + 0x100)  # no storage there
