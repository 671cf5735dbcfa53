"""Memory faults in all three configurations, CSRs, traps, interrupts, uret, wfi, smc."""

from __future__ import annotations

import pytest
from machine_asm import li, machine
from test_machine_exec import run_both

from rarslite.machine.riscv.errors import Trap
from rarslite.machine.riscv.memory import Memory
from rarslite.machine.simulator import Simulator
from rarslite.memory_map import COMPACT_DATA_AT_ZERO, COMPACT_TEXT_AT_ZERO, DEFAULT

M = 0xFFFFFFFF
CONFIGS = [DEFAULT, COMPACT_DATA_AT_ZERO, COMPACT_TEXT_AT_ZERO]


def fault(fn, *args) -> Trap:
    with pytest.raises(Trap) as info:
        fn(*args)
    return info.value


# ---------------------------------------------------------------- memory decode and faults
@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: c.name)
def test_region_edges(cfg):
    mem = Memory(cfg)
    # data segment: last byte before the limit works, the limit faults
    last = cfg.data_limit - 1
    mem.store_byte(last, 7)
    assert mem.load_byte(last) == 7
    t = fault(mem.load_byte, cfg.data_limit) if not mem.is_mapped(cfg.data_limit) else None
    if t is not None:
        assert (t.cause, t.value, t.message) == (5, cfg.data_limit,
                                                 f"address out of range 0x{cfg.data_limit:08x}")
    # MMIO: a word at the top works, the very last byte faults
    top = cfg.mmio_limit - 1
    mem.store_byte(top, 1)
    t = fault(mem.load_byte, cfg.mmio_limit)
    assert t.cause == 5
    # text: no data access without smc
    t = fault(mem.load_word, cfg.text_base)
    text = f"0x{cfg.text_base:08x}"
    assert (t.cause, t.message) == (5, f"Cannot read directly from text segment!{text}")
    t = fault(mem.store_word, cfg.text_base, 1)
    assert (t.cause, t.message) == (7, f"Cannot write directly to text segment!{text}")
    # kernel space has no storage
    t = fault(mem.store_word, cfg.kernel_base, 1)
    assert (t.cause, t.value) == (7, cfg.kernel_base)


def test_default_stack_and_mmio_edges():
    mem = Memory(DEFAULT)
    mem.store_word(0x7FFFFFFC, 0x11223344)
    assert mem.load_byte(0x7FFFFFFC) == 0x44
    assert fault(mem.load_byte, 0x7FFFFFFD).cause == 5
    assert fault(mem.load_word, 0x7FBFFFFC).cause == 5
    mem.store_byte(0x7FBFFFFD, 1)  # RARS crashes here; we give plain storage
    mem.store_word(0xFFFFFFFC, 5)
    assert mem.load_word(0xFFFFFFFC) == 5
    assert fault(mem.load_byte, 0xFFFFFFFF).cause == 5
    assert fault(mem.load_word, 0x10400000).cause == 5
    assert fault(mem.load_word, 0x00000000).message == "address out of range 0x00000000"


def test_alignment_messages_come_before_range():
    mem = Memory(DEFAULT)
    cases = [
        (mem.load_word, (1,), 4, "Load address not aligned to word boundary 0x00000001"),
        (mem.load_half, (1,), 4, "Load address not aligned on halfword boundary 0x00000001"),
        (mem.store_word, (2, 0), 6, "Store address not aligned to word boundary 0x00000002"),
        (mem.store_half, (3, 0), 6, "store address not aligned on halfword boundary 0x00000003"),
        (mem.store_word, (0x80000000, 0), 7, "address out of range 0x80000000"),
    ]
    for fn, args, cause, msg in cases:
        t = fault(fn, *args)
        assert (t.cause, t.value, t.message) == (cause, args[0], msg)


def test_fld_needs_4_alignment_fsd_none():
    mem = Memory(DEFAULT)
    mem.store_double(0x10010002, 0x1122334455667788)
    assert mem.load_byte(0x10010002) == 0x88 and mem.load_byte(0x10010009) == 0x11
    mem.store_double(0x10010010, 0xAABBCCDD_01020304)
    assert mem.load_double_halves(0x10010010) == 0xAABBCCDD_01020304
    assert fault(mem.load_double_halves, 0x10010012).cause == 4


def test_ecall_helpers_and_dump():
    mem = Memory(DEFAULT)
    mem.write_bytes(0x10010000, b"hello\0world")
    assert mem.read_cstring(0x10010000) == b"hello"
    assert mem.read_bytes(0x10010006, 5) == b"world"
    assert fault(mem.read_bytes, 0x0, 1).cause == 5
    assert fault(mem.write_bytes, 0x400000, b"x").cause == 7
    words = mem.dump_words(0x10010000)
    assert len(words) == 1024 and words[0] == int.from_bytes(b"hell", "little")
    assert mem.dump_words(0x10010000, 0x10010008) == words[:2]


# ---------------------------------------------------------------- CSRs
def test_csr_masks_and_counters():
    code = li(5, M) + [
        "csrrw x0, ustatus, x5", "csrrs x10, ustatus, x0",
        "csrrw x0, fcsr, x5", "csrrs x11, fcsr, x0", "csrrs x12, fflags, x0",
        "csrrs x13, frm, x0", "csrrw x0, uie, x5", "csrrs x14, uie, x0",
        "csrrw x0, utvec, x5", "csrrs x15, utvec, x0",
        "csrrs x16, instret, x0", "csrrs x17, cycle, x0", "csrrs x18, instreth, x0",
        "csrrwi x19, fflags, 3", "csrrci x20, fcsr, 1", "csrrs x21, fcsr, x0",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert (m.x[10], m.x[11], m.x[12], m.x[13], m.x[14], m.x[15]) == (0x11, 0xFF, 0x1F, 7, M, M)
    assert m.x[16] == 12 and m.x[17] == 13 and m.x[18] == 0
    assert m.x[19] == 0x1F and m.x[20] == 0xE3 and m.x[21] == 0xE2
    m.csr.write(0x044, M)
    m.csr.write(0x001, 0)
    assert m.csr.read(0x003) == 0xE0


def test_time_csr_is_wall_clock_ms():
    import time

    m = machine(["csrrs x5, time, x0", "csrrs x6, timeh, x0"])
    before = time.time_ns() // 1_000_000
    Simulator(m).run()
    after = time.time_ns() // 1_000_000
    # read during the run: between the clock before and after it, however slow the machine
    assert before <= ((m.x[6] << 32) | m.x[5]) <= after


def test_csr_wide_immediate_executes_unmasked():
    m, _ = run_both(["csrrwi x0, uie, 0x110", "csrrs x5, uie, x0", "csrrsi x0, uscratch, 0x7FF",
                     "csrrs x6, uscratch, x0"])  # fmt: skip
    assert m.x[5] == 0x110 and m.x[6] == 0x7FF


@pytest.mark.parametrize("code,msg", [
    (["csrrw x5, cycle, x0"], "Attempt to write to read-only CSR"),
    (["csrrs x5, 0x7c0, x0"], "Attempt to access unavailable CSR"),
    (["csrrsi x5, instreth, 1"], "Attempt to write to read-only CSR"),
])  # fmt: skip
def test_csr_illegal(code, msg):
    m = machine(["addi x5, x0, 9"] + code)
    s = Simulator(m)
    assert s.run() == "error"
    assert s.report == f"Error in t.s line 2: Runtime exception at 0x00400004: {msg}"
    assert m.x[5] == 9 and m.csr.ucause == 2 and m.csr.uepc == 0x400004
    assert m.instret == 1


# ---------------------------------------------------------------- traps
HANDLER = [
    "csrrs x20, ucause, x0", "csrrs x21, utval, x0", "csrrs x22, uepc, x0",
    "csrrs x23, ustatus, x0", "addi x24, x24, 1",
    "addi x22, x22, 4", "csrrw x0, uepc, x22", "uret",
]  # fmt: skip


def with_handler(body: list[str]) -> list[str]:
    # utvec = handler (mode bits 1 set: ignored for traps), UIE on
    return (["auipc x5, 0", "addi x5, x5, 24", "ori x5, x5, 1", "csrrw x0, utvec, x5",
             "csrrsi x0, ustatus, 1", "jal x0, main"] + HANDLER + ["main:"] + body)  # fmt: skip


@pytest.mark.parametrize("inst,cause,tval", [
    ("lw x6, 1(x0)", 4, 1),
    ("lw x6, 0(x0)", 5, 0),
    ("sw x6, 2(x0)", 6, 2),
    ("sh x6, 0(x0)", 7, 0),
    ("csrrw x6, cycle, x0", 2, 0),
])  # fmt: skip
def test_trap_handler(inst, cause, tval):
    m, r = run_both(with_handler(["addi x6, x0, 77", inst, "addi x7, x0, 1"]))
    assert r == "dropped"
    assert (m.x[20], m.x[21]) == (cause, tval)
    assert m.x[22] == 0x400000 + 4 * (6 + len(HANDLER) + 1) + 4  # handler added 4
    assert m.x[23] == 0x10  # UPIE set, UIE cleared inside the handler
    assert m.x[6] == 77 and m.x[7] == 1 and m.x[24] == 1
    assert m.csr.ustatus == 1  # uret: UIE := UPIE, UPIE := 0


def test_fetch_faults_trap_with_epc_target_and_zero_tval():
    # handler: record ucause/utval/uepc, then return through ra (as trap_handler.s does)
    code = ["auipc x5, 0", "addi x5, x5, 24", "csrrw x0, utvec, x5", "csrrsi x0, ustatus, 1",
            "jal x0, main", "nop", "csrrs x20, ucause, x0", "csrrs x21, utval, x0",
            "csrrs x22, uepc, x0", "csrrsi x0, ustatus, 1", "jalr x0, x1, 0", "main:"]
    body = li(8, 0x10010000) + ["jalr x1, x8, 0", "addi x9, x0, 1"]
    m, _ = run_both(code + body)
    assert (m.x[20], m.x[21], m.x[22], m.x[9]) == (1, 0, 0x10010000, 1)
    body = ["auipc x8, 0", "jalr x1, x8, 10", "addi x9, x0, 1"]
    m, _ = run_both(code + body)
    assert (m.x[20], m.x[21], m.x[22], m.x[9]) == (0, 0, m.x[8] + 10, 1)


def test_no_handler_reports():
    m = machine(["addi x5, x0, 1", "lw x6, 0(x0)"])
    s = Simulator(m)
    assert s.run() == "error"
    assert s.report == ("Error in t.s line 2: Runtime exception at 0x00400004: "
                        "address out of range 0x00000000")  # fmt: skip
    assert (m.csr.ucause, m.csr.uepc, m.csr.utval) == (5, 0x400004, 0)
    m = machine(li(5, 0x10010000) + ["jalr x0, x5, 0"])
    s = Simulator(m)
    assert s.run() == "error"
    assert s.report == "Error in : Instruction load access error"


def test_trap_inside_handler_is_fatal():
    code = ["auipc x5, 0", "addi x5, x5, 20", "csrrw x0, utvec, x5", "csrrsi x0, ustatus, 1",
            "lw x6, 0(x0)", "lw x7, 1(x0)"]  # fmt: skip
    m = machine(code)
    s = Simulator(m)
    assert s.run() == "error"
    assert "Load address not aligned" in s.report
    assert m.csr.ucause == 4


def test_software_interrupt_priority_and_vectored_mode():
    # utvec mode 2: interrupts go to base + 4*code; software code 0 -> base
    code = [
        "auipc x5, 0", "addi x5, x5, 32", "ori x5, x5, 2", "csrrw x0, utvec, x5",
        "addi x6, x0, 1", "csrrw x0, uie, x6", "csrrsi x0, ustatus, 1", "jal x0, main",
        # handler (base): software interrupt
        "csrrs x20, ucause, x0", "csrrs x21, uepc, x0", "csrrci x0, uip, 1", "uret",
        "main:", "csrrsi x0, uip, 1", "addi x7, x0, 5", "addi x8, x0, 6",
    ]  # fmt: skip
    m, _ = run_both(code)
    assert m.x[20] == 0x80000000
    assert m.x[21] == 0x400000 + 4 * 13  # the instruction after the csrrsi that raised it
    assert m.x[7] == 5 and m.x[8] == 6


def test_interrupt_waits_for_uie():
    code = ["auipc x5, 0", "addi x5, x5, 28", "csrrw x0, utvec, x5", "csrrsi x0, uip, 1",
            "addi x7, x0, 1", "csrrsi x0, ustatus, 1", "jal x0, end",
            "addi x9, x0, 1", "uret", "end:", "addi x10, x0, 1"]  # fmt: skip
    m, _ = run_both(code)
    assert m.x[9] == 0  # uie bit0 never set: stays pending
    code[3:3] = ["csrrsi x0, uie, 1"]
    code[1] = "addi x5, x5, 32"
    m, _ = run_both(code)
    assert m.x[9] == 1 and m.x[10] == 1


def test_external_and_timer_priority_and_drop():
    code = ["auipc x5, 0", "addi x5, x5, 24", "csrrw x0, utvec, x5", "csrrwi x0, uie, 0x110",
            "jal x0, main", "nop",
            "csrrs x6, ucause, x0", "sw x6, 0(x8)", "addi x8, x8, 4", "csrrs x7, utval, x0",
            "sw x7, 0(x8)", "addi x8, x8, 4", "uret",
            "main:"] + li(8, 0x10010000) + ["csrrsi x0, ustatus, 1", "nop", "nop", "nop"]
    m = machine(code)
    assert m.request_interrupt("timer", 0x10)
    assert m.request_interrupt("external", 0x40)
    assert not m.request_interrupt("external", 0x80)  # one slot per kind
    s = Simulator(m)
    s.run()
    words = m.memory.dump_words(0x10010000, 0x10010010)
    assert words == [0x80000008, 0x40, 0x80000004, 0x10]


def test_missing_interrupt_handler():
    m = machine(["csrrwi x0, uie, 1", "csrrsi x0, uip, 1", "csrrsi x0, ustatus, 1", "nop"])
    s = Simulator(m)
    assert s.run() == "error"
    assert s.report == (
        "Error in : Interrupt handler was not supplied, but interrupt enable was high"
    )


def test_wfi_reports_waiting_and_resumes():
    m = machine(["wfi", "addi x5, x0, 1"])
    s = Simulator(m)
    assert s.run() == "waiting"
    assert m.pc == 0x400004 and m.instret == 1
    assert s.run() == "dropped"
    assert m.x[5] == 1


def test_ebreak_stops_and_continues():
    m = machine(["addi x5, x0, 1", "ebreak", "addi x5, x5, 1"])
    s = Simulator(m)
    assert s.run() == "ebreak" and m.x[5] == 1 and m.instret == 2
    assert s.run() == "dropped" and m.x[5] == 2


# ---------------------------------------------------------------- smc
def test_self_modifying_code_rewrites_and_reexecutes():
    from rarslite.isa.riscv import encode
    from rarslite.isa.riscv.instr import Instr

    new = encode(Instr("addi", rd=6, rs1=0, imm=42))
    code = li(5, 0x400000) + li(7, new) + [
        "addi x9, x0, 2",
        "loop:", "sw x7, 48(x5)", "addi x9, x9, -1", "bne x9, x0, loop",
        "lw x10, 48(x5)", "jal x0, tgt", "nop", "nop", "tgt:", "addi x6, x0, 1",
    ]  # fmt: skip
    m, _ = run_both(code, smc=True)
    assert m.x[6] == 42 and m.x[10] == new
    m = machine(code)
    assert Simulator(m).run() == "error"


def test_smc_fetch_from_data_and_undefined_instruction():
    from rarslite.isa.riscv import encode
    from rarslite.isa.riscv.instr import Instr

    w = encode(Instr("addi", rd=6, rs1=0, imm=5))
    code = li(5, 0x10010000) + li(7, w) + ["sw x7, 0(x5)", "jalr x1, x5, 0"]
    m = machine(code, smc=True)
    s = Simulator(m)
    assert s.run() == "error"
    assert m.x[6] == 5
    assert "undefined instruction (0x00000000)" in s.report


def test_wfi_wait_hook_lets_a_device_interrupt_arrive():
    code = ["auipc x5, 0", "addi x5, x5, 24", "csrrw x0, utvec, x5", "csrrwi x0, uie, 0x100",
            "csrrsi x0, ustatus, 1", "jal x0, main", "csrrs x20, uepc, x0", "uret",
            "main:", "wfi", "addi x6, x0, 1"]  # fmt: skip
    m = machine(code)

    def arrive() -> bool:
        return m.request_interrupt("external", 0x40)

    m.wait_for_interrupt = arrive
    assert Simulator(m).run() == "dropped"
    assert m.x[20] == 0x400000 + 4 * 9  # uepc: the instruction after wfi
    assert m.x[6] == 1


def test_uret_outside_a_handler_and_upie():
    m, _ = run_both(["csrrsi x0, ustatus, 0x10", "auipc x5, 0", "addi x5, x5, 16",
                     "csrrw x0, uepc, x5", "uret", "nop", "csrrs x6, ustatus, x0"])  # fmt: skip
    assert m.x[6] == 1  # UIE := UPIE, UPIE := 0


def test_priority_external_then_software_then_timer():
    code = ["auipc x5, 0", "addi x5, x5, 24", "csrrw x0, utvec, x5", "csrrwi x0, uie, 0x111",
            "jal x0, main", "nop",
            "csrrs x6, ucause, x0", "sw x6, 0(x8)", "addi x8, x8, 4", "uret",
            "main:"] + li(8, 0x10010000) + ["csrrsi x0, uip, 1", "csrrsi x0, ustatus, 1",
                                            "nop", "nop", "nop"]  # fmt: skip
    m = machine(code)
    m.request_interrupt("timer", 0x10)
    m.request_interrupt("external", 0x40)
    Simulator(m).run()
    assert m.memory.dump_words(0x10010000, 0x1001000C) == [0x80000008, 0x80000000, 0x80000004]
    assert m.csr.uip == 0  # delivery clears the pending bits


def test_unknown_ecall_traps_with_cause_8_and_exit_is_not_counted():
    m, _ = run_both(with_handler(["addi x17, x0, 999", "ecall", "addi x7, x0, 1"]))
    assert (m.x[20], m.x[21], m.x[7]) == (8, 0, 1)
    m = machine(["addi x17, x0, 10", "ecall", "addi x5, x0, 1"])
    s = Simulator(m)
    assert s.run() == "exit"
    assert m.instret == 1 and m.x[5] == 0  # the exiting ecall is not counted
    m = machine(["addi x10, x0, 300", "addi x17, x0, 93", "ecall"])
    s = Simulator(m)
    assert s.run() == "exit2" and s.exit_code == 44
