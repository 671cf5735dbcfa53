"""Bugs the differential fuzzer (tests/fuzz/) found outside the RISC-V fast paths, each
with its shrunk program."""

from __future__ import annotations

from dataclasses import replace

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.console import BufferConsole
from rarslite.machine.mips.machine import load_mips


def _mips(source: str, **options):
    prog = assemble(["p.asm"], texts={"p.asm": source})
    _view, m, sim = load_mips(prog, BufferConsole(), **options)
    return m, sim


def test_mips_jalr_with_one_register_links_ra():
    """`jalr $t9` is `jalr $ra, $t9` (MARS encodes rd = 31): it must write $ra. The
    assembler built the instruction with rd = 0, so the call never linked."""
    for single in (False, True):
        m, sim = _mips(".text\nmain: la $t9, f\n jalr $t9\n li $t1, 5\n li $v0, 10\n syscall\n"
                       "f: move $t0, $ra\n jr $ra\n")
        m.hart.force_single = single
        assert sim.run() == "exit"
        assert m.hart.r[8] == m.hart.r[31] == 0x0040000C and m.hart.r[9] == 5


def test_mips_smc_store_leaves_the_program_as_assembled():
    """A self-modifying store changes the running machine's text, not the assembled program:
    a second machine on the same program (the app's Reset) runs the original code."""
    src = (".text\nmain: la $t8, patch\n la $t9, src\n lw $s1, 0($t9)\n sw $s1, 0($t8)\n"
           "patch: addiu $t0, $t0, 1\n li $v0, 10\n syscall\nsrc: addiu $t0, $t0, 7\n")
    prog = assemble(["p.asm"], texts={"p.asm": src})
    for _ in range(2):
        _view, m, sim = load_mips(prog, BufferConsole(), smc=True)
        assert sim.run() == "exit"
        assert m.hart.r[8] == 7
    assert prog.text[0x00400018].word & 0xFFFF == 1


def test_backstep_out_of_an_end_clears_its_error_and_exit_code():
    """Backstepping over the step that ended the run undoes the end: no error or exit code
    is left from it (RISC-V kept both, MIPS the exit code)."""
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    for src in ("main: li a0, 3\n li a7, 93\n ecall\n", "main: li a0, 3\n lw t0, 0(zero)\n"):
        m = Machine(assemble_text(src, "e.s"), console=BufferConsole())
        sim = Simulator(m)
        sim.backstep_enabled = True
        assert sim.run() in ("exit2", "error")
        assert sim.backstep()
        assert (m.error, m.exit_code, sim.report) == (None, 0, None)
    m, sim = _mips("main: li $a0, 3\n li $v0, 17\n syscall\n")
    sim.backstep_enabled = True
    assert sim.run() == "exit2" and m.exit_code == 3
    assert sim.backstep()
    assert (m.error, m.exit_code, sim.report) == (None, 0, None)


def test_mips_backstep_undoes_a_self_modifying_store():
    """Backstep (after Go and after recorded steps) puts back the text word an smc store
    replaced: text stores were not journaled, so the patched instruction stayed."""
    src = (".text\nmain: la $t8, patch\n la $t9, src\n lw $s1, 0($t9)\n sw $s1, 0($t8)\n"
           "patch: addiu $t0, $t0, 1\n li $v0, 10\n syscall\nsrc: addiu $t0, $t0, 7\n")
    prog = assemble(["p.asm"], texts={"p.asm": src})
    original = prog.text[0x00400018].word
    for after_go in (True, False):
        _view, m, sim = load_mips(prog, BufferConsole(), smc=True)
        sim.backstep_enabled = after_go
        if after_go:
            assert sim.run() == "exit"
        else:
            while not sim.done:
                sim.step()
        assert m.hart.memory.text[0x00400018].word != original
        for _ in range(4):  # the exit, li, patch, and the store itself
            assert sim.backstep()
        assert m.hart.memory.text[0x00400018].word == original
        assert sim.run() == "exit" and m.hart.r[8] == 7


def test_riscv_counter_under_smc_counts_what_ran():
    """With smc, a block that patches an instruction it already ran was counted as patched
    (the Instruction Counter read the block's instructions after its run): `add` (R) was
    counted as the `lui` (U) stored over it. Counting tools now single-step under smc."""
    from rarslite.analysis.counts import InstructionCounter
    from rarslite.analysis.observers import watch_fetches
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    src = (".text\nmain: li s6, 1\ntop:\npatch: add t0, t0, t0\n la t5, patch\n la t6, src\n"
           " lw s1, 0(t6)\n sw s1, 0(t5)\n addi s6, s6, -1\n bgtz s6, top\n li a7, 10\n ecall\n"
           "src: lui t0, 0\n")
    prog = assemble_text(src, "smc.s")
    counts = []
    for single in (False, True):
        m = Machine(prog, console=BufferConsole(), smc=True)
        m.hart.force_single = single
        tool = InstructionCounter(m.config)
        watch_fetches(m, tool)
        assert Simulator(m).run() == "exit"
        counts.append((tool.total, dict(tool.counts)))
    # the `lw` of `src` counts too, as the `lui` there (RARS 1.6's counter: 13, U 3)
    assert counts[0] == counts[1] and counts[0][0] == 13
    assert counts[0][1]["R"] == 1 and counts[0][1]["U"] == 3


def test_mips_counting_tools_keep_fp_registers_exact():
    """The soak's five MIPS failures (seed 20261128): FP registers wrong with the Instruction
    Counter or Statistics on translated blocks (Go, step limits, steps); counting blocks that
    touch coprocessor 1 write their FP registers back on a branch to their start."""
    from tests.fuzz.campaign import case, run_case

    for index in (4155, 4299, 7707, 19618, 20928):
        assert run_case(case("mips", 20261128, index, size=28, clean=False)) is None, index


def test_mips_counting_block_writes_back_fp_on_its_way_back_to_its_start():
    """With a counting tool (Instruction Counter) blocks never loop: a branch back to the
    block's start is an exit. Its FP writeback was the loop's head-form conversion only, so
    `add.s` in a loop lost every round but the last (fuzz seed 777, cases 3748 and 951)."""
    from rarslite.analysis.counts import InstructionCounter
    from rarslite.analysis.observers import watch_fetches

    src = (".text\nmain: li $t1, -100\n mtc1 $t1, $f0\n cvt.s.w $f0, $f0\n li $s6, 0\n"
           "top: add.s $f0, $f0, $f0\n addiu $s6, $s6, 1\n li $s1, 3\n beq $s6, $s1, out\n"
           " j top\nout: li $v0, 10\n syscall\n")
    results = []
    for single in (True, False):
        m, sim = _mips(src)
        watch_fetches(m, InstructionCounter(m.config, "mips"))
        m.hart.force_single = single
        assert sim.run() == "exit"
        results.append(m.hart.f[0])
    assert results == [0xC4480000] * 2  # -800.0


def test_convention_checker_reports_a_blocks_reads_in_program_order():
    """With the checker connected (blocks cut at calls), a block that read two caller-saved
    registers after a call reported them in register order; single steps in program order
    (fuzz seed 555, cases 445 and 1486)."""
    from tests.fuzz.campaign import case, run_case

    for index in (445, 1486):
        c = case("riscv", 555, index, clean=False)
        assert "cc" in c.cfg.tools
        assert run_case(c) is None, index


_TRAPPED = """
.data
buf: .word 0, 0
.text
main:   la s2, buf
        {setup}
        li s6, {n}
top:    lw t0, 1(s2)            # a misaligned load: a trap
        addi s6, s6, -1
        bgtz s6, top
        li a7, 10
        ecall
handler:
        csrr t1, uepc
        addi t1, t1, 4
        csrw t1, uepc
        addi s3, s3, 1
        uret
"""


_HANDLER = "la t0, handler\n csrw t0, utvec\n csrrsi zero, ustatus, 1"


def test_riscv_backstep_undoes_a_fault_with_its_trap_entry():
    """A trap's entry (ucause/uepc/utval, ustatus and the jump to the handler, or the end of
    the run) is undone with the instruction that faulted, as RARS's backstep does (it files
    the entry's CSR writes under that instruction). The history kept the step top that took
    the trap as a step of its own: one backstep after the fault left the machine between the
    fault and its entry (trap pending, CSRs unwritten, pc past the fault), a state no run
    stops in (fuzz seed 4242, case 888)."""
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.riscv.replay import core_state
    from rarslite.machine.simulator import Simulator
    from tests.fuzz.campaign import case, run_case

    c = case("riscv", 4242, 888, size=28, clean=False)
    assert run_case(c) is None
    # the case as it failed (it has counting tools since they are drawn for some cases)
    assert run_case(replace(c, cfg=replace(c.cfg, tools=()))) is None
    for setup in ("", _HANDLER):
        prog = assemble_text(_TRAPPED.format(setup=setup, n=2), "t.s")

        def fresh(steps: int, prog=prog) -> tuple:
            m = Machine(prog, console=BufferConsole())
            m.hart.force_single = True
            Simulator(m).run(max_steps=steps) if steps else None
            return core_state(m)[:10]  # without attn (a request flag) and a counter

        for after_go in (True, False):
            m = Machine(prog, console=BufferConsole())
            sim = Simulator(m)
            sim.backstep_enabled = True
            if after_go:
                end = sim.run()
            else:
                while not sim.done:
                    end = sim.step()
            assert end == ("exit" if setup else "error")
            assert m.csr.ucause == 4  # the trap was entered
            steps = m.steps
            while sim.backstep():  # one step each, onto the state a run to there stops in
                steps -= 1
                assert m.steps == steps and m.pending.trap is None
                assert core_state(m)[:10] == fresh(steps), (setup, after_go, steps)
            assert steps == 0


def test_riscv_rebuilt_history_does_not_begin_between_a_fault_and_its_entry():
    """Backstep after Go rebuilds the last 2000 steps: when the oldest of them was a fault
    (replay recording from just after it), the history began with the step top taking the
    trap, and the last backstep landed between the fault and its entry."""
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.riscv.replay import core_state
    from rarslite.machine.simulator import Simulator

    prog = assemble_text(_TRAPPED.format(setup=_HANDLER, n=100_000), "t.s")
    # 8 steps to the loop, then a fault every 8 steps (lw, 5 in the handler, addi, bgtz)
    for end in (9 + 8 * 300 + 2000, 9 + 8 * 300 + 2001):
        m = Machine(prog, console=BufferConsole())
        sim = Simulator(m)
        sim.backstep_enabled = True
        assert sim.run(max_steps=end) == "max_steps"
        while sim.backstep():
            pass
        assert m.rewind.last_error is None and m.steps == end - 2000
        ref = Machine(prog, console=BufferConsole())
        ref.hart.force_single = True
        Simulator(ref).run(max_steps=m.steps)
        assert m.pending.trap is None
        assert core_state(m)[:10] == core_state(ref)[:10]


def _data8(m) -> bytes:
    r = m.memory._region(0x10010000)
    return bytes(r.buf[0x10010000 - r.base:][:8])


def test_riscv_backstep_restores_a_data_byte_that_was_a_T():
    """A store's journal entry held the bytes it overwrote, and a text word's entry its old
    bytes followed by "T": so undoing a store over the byte 0x54 ("T") took it for a text
    word and left the data as stored (seed 9001 case 4353: a `sb` over the word 596). Per-step
    history and a history rebuilt after Go must both restore it, and a self-modifying store
    into the text still comes undone."""
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    src = (".data\nw: .word 0x54545454\ns: .asciz \"TTT\"\n.text\nmain: la t0, w\n"
           " li t1, 0xdd\n sb t1, 0(t0)\n sh t1, 2(t0)\n la t2, s\n sw t1, 0(t2)\n"
           " li a7, 10\n ecall\n")
    for rebuilt in (False, True):
        m = Machine(assemble_text(src, "t.s"), console=BufferConsole())
        sim = Simulator(m)
        sim.backstep_enabled = rebuilt

        before = _data8(m)
        if rebuilt:
            assert sim.run() == "exit"
        else:
            while sim.step() is None:
                pass
        assert _data8(m) == b"\xddT\xdd\x00\xdd\x00\x00\x00"
        while sim.backstep():
            pass
        assert m.steps == 0 and _data8(m) == before == b"TTTTTTT\x00"

    smc = ".text\nmain: la t0, main\n li t1, 0x13\n sw t1, 0(t0)\n li a7, 10\n ecall\n"
    m = Machine(assemble_text(smc, "t.s"), console=BufferConsole(), smc=True)
    sim = Simulator(m)
    word = m.memory.text_words[m.pc]
    while sim.step() is None:
        pass
    assert m.memory.text_words[0x00400000] == 0x13
    while sim.backstep():
        pass
    assert m.memory.text_words[0x00400000] == word
