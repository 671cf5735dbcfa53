"""MIPS memory in flat regions: MARS's region edges in every memory configuration, sub-word
stores, a device watching data memory, exit stubs that fault, the undo journal, snapshots and
the written blocks a `.data` dump counts, each with translated blocks against single steps."""

from __future__ import annotations

import io
import os

import pytest

from rarslite.asm.mips.assembler import assemble
from rarslite.devices.base import BaseDevice
from rarslite.isa.mips.memory_map import CONFIGS
from rarslite.machine.mips import runner, translator
from rarslite.machine.mips.hart import MipsHart
from rarslite.machine.mips.machine import MipsMachine
from rarslite.machine.mips.syscalls import MarsIO, handle_syscall

# counts faults in $k1, sums their causes in $s6 and xors BadVAddr into $s5, then skips the
# faulting instruction
HANDLER = """
.ktext {handler}
  addiu $k1, $k1, 1
  mfc0 $k0, $13
  addu $s6, $s6, $k0
  mfc0 $k0, $8
  xor $s5, $s5, $k0
  mfc0 $k0, $14
  addiu $k0, $k0, 4
  mtc0 $k0, $14
  eret
"""
LOADS = {"lw": 4, "lh": 2, "lhu": 2, "lb": 1, "lbu": 1}
STORES = {"sw": 4, "sh": 2, "sb": 1}


def _run(src: str, tmp_path, blocks: bool, config: str = "Default", device=None) -> tuple:
    path = tmp_path / "prog.asm"
    path.write_text(src)
    program = assemble([str(path)], config=CONFIGS[config])
    out = io.StringIO()
    console = MarsIO(out)
    if device is None:
        hart = MipsHart(program)
        hart.syscall = lambda h: handle_syscall(h, console)
    else:  # the shared machine surface devices talk to; it is the hart's bus
        machine = MipsMachine(program, io=console)
        machine.connect(device)
        hart = machine.hart
    result = runner.run(hart, blocks=blocks)
    state = (hart.r[:], hart.hi, hart.lo, dict(hart.cp0), hart.pc, hart.memory.nonzero_words())
    return result, out.getvalue(), state


def _valid(cfg, a: int) -> bool:
    """MARS's data regions (mars-reference §1.1): data segment, stack, MMIO, kernel data."""
    return (cfg.data_segment_base <= a < cfg.data_limit or cfg.stack_limit < a < cfg.stack_base + 4
            or cfg.mmio_base <= a < cfg.memory_limit
            or cfg.kernel_data_base <= a < cfg.kernel_data_limit)  # fmt: skip


def _edges(cfg, region: str) -> list[int]:
    """Addresses around both ends of one region (the text segment's faults too)."""
    lo, end = {"data": (cfg.data_segment_base, cfg.data_limit),
               "stack": (cfg.stack_limit + 1, cfg.stack_base + 4),
               "mmio": (cfg.mmio_base, cfg.memory_limit),
               "kdata": (cfg.kernel_data_base, cfg.kernel_data_limit),
               "text": (cfg.text_base, cfg.text_limit)}[region]  # fmt: skip
    return sorted({a & 0xFFFFFFFF for edge in (lo, end) for a in range(edge - 5, edge + 5)})


@pytest.mark.parametrize("region", ["data", "stack", "mmio", "kdata", "text"])
@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_region_edges_in_blocks_fault_and_store_as_single_steps(config: str, region: str,
                                                                tmp_path) -> None:  # fmt: skip
    cfg = CONFIGS[config]
    lines = [".text", "main:"]
    expected_faults = 0
    for i, a in enumerate(_edges(cfg, region)):
        for op, n in (*STORES.items(), *LOADS.items()):
            lines += [f"  li $t0, {a}", f"  li $t1, {0x11223344 + 977 * i}"]
            if op in STORES:
                lines.append(f"  {op} $t1, 0($t0)")
            else:
                lines += [f"  {op} $t2, 0($t0)", "  addu $s4, $s4, $t2"]
            expected_faults += a % n != 0 or not _valid(cfg, a)
    lines += ["  li $v0, 10", "  syscall", HANDLER.format(handler=cfg.exception_handler)]
    src = "\n".join(lines) + "\n"
    fast, single = _run(src, tmp_path, True, config), _run(src, tmp_path, False, config)
    assert fast == single
    result, _out, (regs, *_rest, words) = fast
    assert result.reason == "exit"
    assert regs[27] == expected_faults > 0  # $k1
    assert len(words) >= (region != "text")  # stores landed at the edges


def test_sub_word_stores_into_words_of_data_and_stack(tmp_path) -> None:
    lines = [".data", "w: .word 0:8", ".text", "  la $t0, w", "  addiu $t1, $sp, -32"]
    expect: dict[int, bytearray] = {0: bytearray(16), 1: bytearray(16)}
    value = 0x5A
    for base, reg in ((0, "$t0"), (1, "$t1")):
        for off in range(16):
            value = (value * 7 + 3) & 0xFFFF
            if off % 2 == 0 and off % 4 != 0:
                lines.append(f"  li $t2, {value}\n  sh $t2, {off}({reg})")
                expect[base][off : off + 2] = value.to_bytes(2, "little")
            else:
                lines.append(f"  li $t2, {value}\n  sb $t2, {off}({reg})")
                expect[base][off] = value & 0xFF
    for k, reg in enumerate(("$t0", "$t1")):
        for w in range(4):
            lines += [f"  lw $s{4 * k + w}, {4 * w}({reg})"]
    lines += ["  lh $a0, 2($t0)", "  lb $a1, 3($t1)", "  lhu $a2, 6($t1)", "  lbu $a3, 7($t0)",
              "  li $v0, 10", "  syscall"]  # fmt: skip
    src = "\n".join(lines) + "\n"
    fast, single = _run(src, tmp_path, True), _run(src, tmp_path, False)
    assert fast == single
    regs = fast[2][0]
    for k in range(2):
        for w in range(4):
            assert regs[16 + 4 * k + w] == int.from_bytes(expect[k][4 * w : 4 * w + 4], "little")
    sx = lambda v, bits: (v - (1 << bits) if v >> (bits - 1) else v) & 0xFFFFFFFF  # noqa: E731
    assert regs[4] == sx(int.from_bytes(expect[0][2:4], "little"), 16)
    assert regs[5] == sx(expect[1][3], 8)
    assert regs[6] == int.from_bytes(expect[1][6:8], "little")
    assert regs[7] == expect[0][7]


class _Watcher(BaseDevice):
    """Logs every program access to the first words of the data segment."""

    name = "watcher"

    def __init__(self, lo: int) -> None:
        super().__init__()
        self.ranges = [(lo, lo + 16)]
        self.log: list[tuple] = []

    def on_load(self, addr: int, size: int) -> None:
        self.log.append(("load", self.machine.fetches, addr, size))

    def on_store(self, addr: int, size: int, value: int) -> None:
        self.log.append(("store", self.machine.fetches, addr, size, value))


def test_device_watching_data_memory_sees_block_accesses_as_single_steps(tmp_path) -> None:
    src = """
.data
cells: .word 0:8
.text
  la $t0, cells
  li $t1, 0
loop:
  sw $t1, 4($t0)        # watched
  lw $t2, 4($t0)
  sb $t2, 20($t0)       # not watched
  lbu $t3, 1($t0)
  addiu $t1, $t1, 3
  blt $t1, 40, loop
  li $v0, 10
  syscall
"""
    base = CONFIGS["Default"].data_base
    translated = []
    real = translator.translate

    def counting(*a, **k):
        block = real(*a, **k)
        translated.append(block)
        return block

    translator.translate = counting
    try:
        fast_dev, single_dev = _Watcher(base), _Watcher(base)
        fast = _run(src, tmp_path, True, device=fast_dev)
        single = _run(src, tmp_path, False, device=single_dev)
    finally:
        translator.translate = real
    assert fast == single
    assert fast_dev.log == single_dev.log
    assert len(fast_dev.log) == 14 * 3  # sw, lw and lbu per iteration: 14 iterations
    assert any(b is not None for b in translated)  # blocks ran (with slow data accesses)


def test_a_fault_inside_an_exit_stub_is_reported_at_its_instruction(tmp_path) -> None:
    """The base case (a forward branch to code ending in jr) runs as an exit stub inside
    the caller's block; a fault there goes to the handler with the right EPC and count."""
    src = """
.text
main:
  li $s0, 0
  li $t5, 0
again:
  move $a0, $s0
  jal f
  addu $t5, $t5, $v0
  addiu $s0, $s0, 1
  blt $s0, 6, again
  li $v0, 10
  syscall
f:
  blt $a0, 3, base
  sll $v0, $a0, 1
  jr $ra
base:
  li $t0, 0x7ffffff1
  lw $v0, 0($t0)        # unaligned: the handler skips it
  addiu $v0, $a0, 100
  jr $ra
""" + HANDLER.format(handler=0x80000180)
    fast, single = _run(src, tmp_path, True), _run(src, tmp_path, False)
    assert fast == single
    result, _out, (regs, _hi, _lo, cp0, *_rest) = fast
    assert regs[27] == 3  # three faults, one per base case
    assert regs[13] == 100 + 101 + 102 + 2 * (3 + 4 + 5)  # $t5
    assert cp0[8] == 0x7FFFFFF1
    assert result.count == single[0].count


def test_journal_undoes_stores_and_snapshots_restore(tmp_path) -> None:
    path = tmp_path / "p.asm"
    path.write_text(".data\nw: .word 1, 2, 3\n.text\n  nop\n")
    hart = MipsHart(assemble([str(path)]))
    mem = hart.memory
    base = CONFIGS["Default"].data_base
    before = mem.nonzero_words()
    snap = mem.snapshot()
    mark = mem.journal_mark()
    mem.store_word(base, 0xDEADBEEF)
    mem.store_byte(base + 5, 0x7F)
    mem.store_half(0x7FFFEFF0, 0x1234)  # the stack
    mem.poke_word(base + 8, 9)
    assert mem.load_word(base + 4) == 0x7F02
    inner = mem.journal_mark()
    mem.store_word(base, 5)
    mem.undo(inner)
    assert mem.load_word(base) == 0xDEADBEEF
    mem.undo(mark)
    assert mem.nonzero_words() == before == {base: 1, base + 4: 2, base + 8: 3}
    mem.stop_journal()
    mem.store_word(base + 0x2000, 77)
    mem.restore(snap)
    assert mem.nonzero_words() == before
    assert mem.peek_word(base + 0x2000) == 0


def test_written_pages_count_zero_stores_when_tracked(tmp_path) -> None:
    src = """
.text
  li $t0, 0x10011000
  sw $zero, 0($t0)      # a fresh 4 KiB block, written with zero
  li $t1, 0x10012000
  li $t2, 5
  sw $t2, 0($t1)
  li $v0, 10
  syscall
"""
    path = tmp_path / "z.asm"
    path.write_text(src)
    pages = []
    for track in (True, False):
        hart = MipsHart(assemble([str(path)]))
        hart.memory.track_pages = track
        hart.syscall = lambda h: handle_syscall(h, MarsIO(io.StringIO()))
        assert runner.run(hart).reason == "exit"
        pages.append(hart.memory.written_pages())
    data = 0x10011000 >> 12
    assert {data, data + 1} <= pages[0]
    assert data not in pages[1] and data + 1 in pages[1]  # untracked: nonzero blocks only


def test_mars_dump_of_data_stops_at_the_first_block_never_written(tmp_path) -> None:
    from rarslite.commands import mars

    src = tmp_path / "d.asm"
    src.write_text(".data\nw: .word 1\n.text\n  la $t0, w\n  sw $zero, 4096($t0)\n"
                   "  sw $zero, 12288($t0)\n  li $v0, 10\n  syscall\n")  # fmt: skip
    dump = tmp_path / "out.txt"
    assert mars.main(["nc", "dump", ".data", "HexText", str(dump), str(src)]) == 0
    words = dump.read_text().split()
    assert len(words) == 2 * 1024  # blocks 0 and 1 (zeros stored), not block 3 after the gap
    assert words[0] == "00000001"


def test_bench_programs_keep_blocks_in_user_text_hot_loop() -> None:
    """The runner's hot loop dispatches user blocks by address: a bench program runs almost
    entirely there (few translations, the exit stub keeps fib's base case inside)."""
    path = os.path.join(os.path.dirname(__file__), "..", "scripts", "bench", "programs", "mips",
                        "fib_recursive.asm")  # fmt: skip
    hart = MipsHart(assemble([path]))
    out = io.StringIO()
    console = MarsIO(out)
    hart.syscall = lambda h: handle_syscall(h, console)
    cache: dict = {}
    result = runner.run(hart, cache=cache)
    assert result.reason == "exit" and out.getvalue() == "75025"
    assert len(cache[None]) <= 6  # the user blocks the hot loop knows


def test_a_loop_bound_rewritten_after_the_loop_is_read_anew(tmp_path) -> None:
    """A looping block computes the signed form of a register the loop never writes once;
    code after the way back (same block) that rewrites and reads it sees the new value."""
    src = """
.data
bound: .word -100
.text
  li $t1, 5
  li $t0, -3
  la $s0, bound
loop:
  addiu $t0, $t0, 1
  blt $t0, $t1, loop
  lw $t1, 0($s0)
  slt $t2, $t1, $t0
  mult $t1, $t0
  mflo $t3
  li $v0, 10
  syscall
"""
    fast, single = _run(src, tmp_path, True), _run(src, tmp_path, False)
    assert fast == single
    regs = fast[2][0]
    assert regs[8:12] == [5, 0xFFFFFF9C, 1, (-500) & 0xFFFFFFFF]  # $t0..$t3
