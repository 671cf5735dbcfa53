"""Calls after which the caller reads no caller-saved register before writing it
(conventions_isa.caller_reads): the checker's fast paths (the native core, or the block path
without it: CI runs this file with RARSLITE_NATIVE=0 too) skip the caller's side of their
returns, and a return to an address no call waits for makes the frame it lands in forget
which registers calls left it, so that skipping never changes a finding."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.analysis.conventions import CheckOptions, attach
from rarslite.analysis.conventions_isa import CALL, abi_for, mips_use, riscv_use
from rarslite.machine import native
from rarslite.machine.simulator import Simulator
from tests.test_conventions_native import (
    CLEAN,
    DATA,
    DRIVES,
    OPTIONS,
    checked,
    counting_tools,
    machine,
)

needs_core = pytest.mark.skipif(native.core is None, reason="native core not built")


@pytest.mark.parametrize("how", ["plain", "strict"])
@pytest.mark.parametrize("drive", sorted(DRIVES))
@pytest.mark.parametrize("path", CLEAN, ids=lambda p: p.name)
def test_clean_calls_find_what_single_steps_find(path: Path, drive: str, how: str) -> None:
    """Recursion, 5000 clean calls in a loop, a lean return finding a callee-saved break,
    returns elsewhere (to a waiting frame, to none), a caller linked through t6; after a
    Backstep the checker starts again where it went back to (as in the app)."""
    want, _ = checked(path, True, DRIVES[drive], options=OPTIONS[how])
    got, _ = checked(path, False, DRIVES[drive], options=OPTIONS[how])
    assert got == want
    assert len(want) == (5 if drive == "backsteps" else 6)


DEEP = [DATA / "native" / "deep.s", DATA / "native" / "deep.asm"]


@pytest.mark.parametrize("counting", [False, True], ids=["alone", "with the counters"])
@pytest.mark.parametrize("drive", ["go", "slices", "limits", "breakpoints"])
@pytest.mark.parametrize("path", DEEP, ids=lambda p: p.name)
def test_deep_clean_recursion_finds_what_single_steps_find(path: Path, drive: str,
                                                           counting: bool) -> None:
    """Clean calls 1500 deep (more than the core keeps on its own stack of lean frames),
    10,050 deep (more frames than the checker keeps), a callee-saved break found at 1200
    lean returns of one function, and a return elsewhere from 1100 deep; alone, and with the
    Instruction Counter and Statistics (their counts as on single steps too)."""
    tools = counting_tools(path, "between") if counting else ()
    want, _ = checked(path, True, DRIVES[drive], tools=tools)
    want_counts = [(t.total, dict(t.counts)) for t in tools if t != "checker"]
    tools = counting_tools(path, "between") if counting else ()
    got, checker = checked(path, False, DRIVES[drive], tools=tools)
    assert [(t.total, dict(t.counts)) for t in tools if t != "checker"] == want_counts
    assert got == want
    assert [f["kind"] for f in want] == ["callee-saved", "callee-saved", "return-address"]
    assert checker.native_watch.runs > 0 or native.core is None


RISCV = """
.text
main:   jal f                # not clean: the exit service could read a2..a6
        jal k                # not clean: the same
        li a7, 10
        ecall
f:      addi sp, sp, -16
        sw ra, 0(sp)
        jal g                # clean: t1 is written before any read
        li t1, 3
loop:   addi t1, t1, -1
        bnez t1, loop
        jal g                # not clean: t1 is read after the next call
        jal g                # not clean: t1 is read next
        add a0, a0, t1
        jal g                # clean: only a0 and a1 (results) are read before the return
        add a0, a0, a1
        lw ra, 0(sp)
        addi sp, sp, 16
        ret
g:      li t0, 9
        ret
k:      addi sp, sp, -16
        sw ra, 0(sp)
        jal g                # not clean: the jump through t3 below may go anywhere
        la t3, kout
        jr t3
kout:   lw ra, 0(sp)
        addi sp, sp, 16
        ret
"""

MIPS = """
.text
main:   jal f                # not clean: the exit syscall could read $a0..
        li $v0, 10
        syscall
f:      addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal g                # not clean: the syscall reads $a0
        li $v0, 1
        syscall
        jal g                # clean: only $v0 and $v1 (results) are read
        addu $v0, $v0, $v1
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
g:      li $t0, 9
        jr $ra
"""


def watched(src: str, tmp_path: Path, single: bool = False, mips: bool = False,
            db: bool = False):  # fmt: skip
    """(the machine, its checker, a simulator) for the program ``src``, on single steps or
    on the fast paths (``db``: MIPS with delayed branching)."""
    path = tmp_path / ("p.asm" if mips else "p.s")
    path.write_text(src)
    m = machine(path, db)
    m.hart.force_single = single
    return m, attach(m, CheckOptions()), Simulator(m)


def clean_calls(src: str, tmp_path: Path, mips: bool, db: bool = False) -> list[bool]:
    """Whether each call of the program (in address order) is clean."""
    m, checker, _ = watched(src, tmp_path, mips=mips, db=db)
    text = m.program.text
    isa_use, sp = (mips_use if mips else riscv_use), checker.abi.sp
    uses = {pc: isa_use(getattr(e, "instr", e), sp, pc) for pc, e in text.items()}
    clean = checker.clean_calls(uses)
    return [pc in clean for pc in sorted(uses) if uses[pc].kind == CALL]


def test_which_riscv_calls_are_clean(tmp_path):
    assert clean_calls(RISCV, tmp_path, False) == [False, False, True, False, False, True, False]


def test_which_mips_calls_are_clean(tmp_path):
    assert clean_calls(MIPS, tmp_path, True) == [False, False, True]


# With delayed branching the instruction after a call (its delay slot) runs in the caller's
# frame before the callee, and the callee returns past it (to the call's address + 8).
MIPS_DB = """
.text
main:   jal f                # not clean: the exit syscall could read $a0..
        nop
        li $v0, 10
        syscall
f:      addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal g                # not clean: the next call's slot reads $t2
        nop
        jal g                # not clean: $t1 is read after g returns (its slot set it before)
        addiu $a0, $t2, 1
        addu $v0, $v0, $t1
        jal g                # clean: its slot and what follows the return read no t/a register
        addu $v0, $v0, $v1
        lw $ra, 0($sp)
        jr $ra
        addiu $sp, $sp, 8
h:      addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal g                # not clean: the slot of the branch below is a call (anything)
        nop
        beq $v0, $zero, hout
        jal g                # clean: (a call in a branch's delay slot) hout reads nothing
        nop
hout:   lw $ra, 0($sp)
        jr $ra
        addiu $sp, $sp, 8
k:      addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal g                # not clean: the return's slot reads $t3
        nop
        lw $ra, 0($sp)
        jr $ra
        addu $sp, $sp, $t3
g:      li $t0, 9
        jr $ra
        li $t1, 4
"""


def test_which_mips_calls_are_clean_with_delayed_branching(tmp_path):
    """(Before delayed branching had clean calls, none was.)"""
    assert clean_calls(MIPS_DB, tmp_path, True, True) == \
        [False, False, False, True, False, True, False]  # fmt: skip
    # the same text without delayed branching: no slots (h's and k's first calls are clean)
    assert clean_calls(MIPS_DB, tmp_path, True) == \
        [False, False, False, True, True, True, True]  # fmt: skip


ELSEWHERE = """
.text
main:   jal f
        add a0, t0, zero     # t0, tainted by f's return: a finding
        jal skip             # skip returns where no call waits
        li a7, 10
        ecall
back:   add a0, t1, zero     # t1, tainted by f's return too, but skip's return landed here
        li a7, 10
        ecall
f:      li t0, 5
        li t1, 6
        ret
skip:   la ra, back
        ret
"""


@pytest.mark.parametrize("single", [True, False], ids=["single steps", "fast paths"])
def test_a_return_no_call_waits_for_forgets_the_landing_frames_taint(tmp_path, single):
    _, checker, sim = watched(ELSEWHERE, tmp_path, single)
    sim.run(max_steps=1000)
    checker.finish()
    kinds = [(f.kind, f.line) for f in checker.findings]
    assert kinds == [("caller-saved", 4), ("return-address", 15)]


LEAN = """
.text
main:   jal f
        li a7, 10
        ecall
f:      addi sp, sp, -16
        sw ra, 0(sp)
        jal g                # clean: nothing f does next reads t0..t6
        lw ra, 0(sp)
here:   addi sp, sp, 16
        ret
g:      li t0, 9
        ret
"""


@needs_core
def test_the_core_skips_the_callers_side_of_a_clean_calls_return(tmp_path):
    """Stopped after g returned into f: single steps left f's caller-saved registers
    tainted (t0..t6, but ra, written since), the core (a clean call, f called through ra)
    did not taint them; the findings are the same (none)."""
    taints = {}
    for single in (True, False):
        m, checker, sim = watched(LEAN, tmp_path, single)
        sim.breakpoints = {m.program.symbols["here"]}
        assert sim.run(max_steps=1000) == "breakpoint"
        taints[single] = checker.frames()[-1].taint
        sim.breakpoints = set()
        sim.run(max_steps=1000)
        checker.finish()
        assert checker.findings == []
    assert taints[True] == abi_for("rv32").mask(abi_for("rv32").caller_saved)
    assert taints[False] == 0


LEAN_DB = """
.text
main:   jal f
        nop
        li $v0, 10
        syscall
f:      addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal g                # clean: nothing f does next reads $t0..
        li $t0, 1            # (its slot, before g runs)
        lw $ra, 0($sp)
here:   jr $ra
        addiu $sp, $sp, 8
g:      jr $ra
        li $t0, 9
"""


@needs_core
def test_the_core_skips_the_callers_side_with_delayed_branching(tmp_path):
    """As above with delayed branching: g's return takes effect after its slot, into f past
    the call's slot; single steps taint f's caller-saved registers there ($t0 too: the slot
    wrote it before g ran), the core's lean frames do not, and the findings are the same
    (none)."""
    taints = {}
    abi = abi_for("mips")
    for single in (True, False):
        m, checker, sim = watched(LEAN_DB, tmp_path, single, mips=True, db=True)
        # (9 steps to `here`: a breakpoint there would take it out of the text the calls are
        # read from while the core runs, and f's call would not be clean)
        assert sim.run(max_steps=9) == "max_steps"
        assert m.program.text_labels.get(m.pc) == "here"
        # (the core holds the frames after a budget stop: frames() takes them back)
        taints[single] = checker.frames()[-1].taint
        sim.run(max_steps=1000)
        checker.finish()
        assert checker.findings == []
    assert taints[True] == abi.mask(abi.caller_saved)
    assert taints[False] == 0


EDITED = """
.text
main:   jal f
again:  jal f                # (the debugger edits the text before this call)
        li a7, 10
        ecall
f:      addi sp, sp, -16
        sw ra, 0(sp)
        jal g                # clean, until the debugger makes the next line read t0
next:   nop
        lw ra, 0(sp)
        addi sp, sp, 16
        ret
g:      addi t0, t0, 1
        ret
"""


@pytest.mark.parametrize("single", [True, False], ids=["single steps", "fast paths"])
def test_a_debugger_edit_of_the_text_is_read_again(tmp_path, single):
    """Poking `add a0, t0, zero` over the `nop` after f's call makes f read t0 after g
    changed it: no longer a clean call, on every path."""
    m, checker, sim = watched(EDITED, tmp_path, single)
    symbols = m.program.symbols
    sim.breakpoints = {symbols["again"]}
    assert sim.run(max_steps=1000) == "breakpoint"  # f's first call was clean
    m.memory.poke_word(symbols["next"], 0x00028533)  # add a0, t0, zero
    m.external_edit()
    sim.breakpoints = set()
    sim.run(max_steps=1000)
    checker.finish()
    assert [(f.kind, f.register) for f in checker.findings] == [("caller-saved", "t0")]


UNWRITTEN = {
    "riscv": """
.text
main:   li s1, 40
loop:   jal f
        addi s1, s1, -1
        bnez s1, loop
        li a7, 10
        ecall
f:      addi sp, sp, -16     # (no instruction writes s5: the block code compares only
        sw ra, 0(sp)         #  sp and s1 at a lean frame's return)
        jal g                # clean: g's lean frame
        lw ra, 0(sp)
        addi sp, sp, 16
        ret
g:      la t1, inside        # (a jump through t1: blocks end there, inside g's lean frame)
        jr t1
inside: addi t0, t0, 1       # (the debugger edits s5 here, at the 31st call)
        ret
""",
    "mips": """
.globl inside
.text
main:   li $s1, 40
loop:   jal f
        addiu $s1, $s1, -1
        bnez $s1, loop
        li $v0, 10
        syscall
f:      addiu $sp, $sp, -16
        sw $ra, 0($sp)
        jal g
        lw $ra, 0($sp)
        addiu $sp, $sp, 16
        jr $ra
g:      la $t1, inside
        jr $t1
inside: addiu $t0, $t0, 1
        jr $ra
""",
}


@pytest.mark.parametrize("isa", ["riscv", "mips"])
@pytest.mark.parametrize("single", [True, False], ids=["single steps", "block code"])
def test_a_debugger_edit_of_a_register_no_instruction_writes(tmp_path, monkeypatch, isa,
                                                             single):  # fmt: skip
    """The block code's lean returns compare only the callee-saved registers some
    instruction of the text may write (ConventionChecker._wrote); an edit of another one
    inside g (its lean frame, and f's, on the stack) turns them into frames that compare
    all: g and f are both found not restoring s5, as on single steps."""
    monkeypatch.setattr(native, "core", None)
    m, checker, sim = watched(UNWRITTEN[isa], tmp_path, single, mips=isa == "mips")
    sim.run(max_steps=14 * 30 + 8)  # (a pause between blocks: lean frames are kept)
    assert m.pc == m.program.symbols["inside"]
    if not single:
        assert len(checker._lean) == 1 and not checker._wrote >> 21 & 1
    m.x[21] = 0x1234  # s5
    m.external_edit(clear_history=False)
    assert sim.run(max_steps=1000) == "exit"
    checker.finish()
    found = [(f.kind, f.register, f.function) for f in checker.findings]
    s5 = "$s5" if isa == "mips" else "s5"
    assert found == [("callee-saved", s5, "g"), ("callee-saved", s5, "f")]


SERVICES = """
.text
main:   jal f                # (main's frame: t0..t6, a1..a7 tainted after this)
        li t0, 0
        li t1, 40
loop:   li a0, 46
        li a7, 11
        ecall                # Python runs each service: nothing tainted is read or written
        addi t0, t0, 1
        blt t0, t1, loop
        li a7, 10
        ecall
f:      ret
"""


@needs_core
def test_a_stop_for_python_hands_the_core_no_frame_it_has(tmp_path, monkeypatch):
    """Python runs each `ecall`; as the top frame reads and writes no tainted register
    there, the next native run takes no frame from Python (its stack is the core's)."""
    from rarslite.analysis import conventions_native

    packed = []
    pack = conventions_native.pack
    monkeypatch.setattr(conventions_native, "pack", lambda f: packed.append(f) or pack(f))
    m, checker, sim = watched(SERVICES, tmp_path)
    sim.run(max_steps=10_000)
    assert sim.done and checker.native_watch.runs > 40
    assert len(packed) <= 3  # (main's frame at the start, and after f's return)


# ------------------------------------------------------------ the block path's lean frames
def frames_at_slices(path: Path, n: int, options: CheckOptions, lean: int, monkeypatch):
    """The checker's frames (every field, and whether each is lean) after each slice of ``n``
    steps on the block path without the native core, the findings at the end, and the most
    lean frames seen at once at a block's end (a stop after single steps finds none: they
    make them frames; blocks that run past calls leave more of a slice's end to them);
    ``lean``: conventions.LEAN_MAX (0: none)."""
    from rarslite.analysis import conventions as cv
    from rarslite.analysis.conventions_native import pack

    monkeypatch.setattr("rarslite.machine.native.core", None)
    monkeypatch.setattr(cv, "LEAN_MAX", lean)
    m = machine(path)
    checker = attach(m, options)
    on_block, most = checker.on_block, [0]

    def block(blk, k: int, text: dict) -> None:
        on_block(blk, k, text)
        most[0] = max(most[0], len(checker._lean))

    checker.on_block = block
    sim = Simulator(m)
    seen = []
    for _ in range(100_000):
        if sim.done or sim.run_slice(n) in ("exit", "error"):
            break
        seen.append([(*pack(f), f.lean) for f in checker.frames()])
    checker.finish()
    return seen, [f.as_dict() for f in checker.findings], most[0]


@pytest.mark.parametrize("how", ["plain", "strict", "save-all"])
@pytest.mark.parametrize(("path", "n"), [(p, n) for p in CLEAN for n in (97, 1000)] +
                         [(p, 1000) for p in DEEP], ids=lambda v: getattr(v, "name", v))
def test_lean_frames_become_the_frames_the_block_path_keeps(path, n, how, monkeypatch):
    """Without the native core, clean calls from functions called through ra keep their
    frames as short lists until anything else happens (conventions.py's on_block): whenever
    the checker's frames are looked at, they are those it keeps without them, field for
    field, and the findings are the same."""
    want = frames_at_slices(path, n, OPTIONS[how], 0, monkeypatch)
    got = frames_at_slices(path, n, OPTIONS[how], 1024, monkeypatch)
    assert got[:2] == want[:2] and want[2] == 0
    assert (got[2] > 0) == (how != "save-all")  # (--cc-save-all's frames are never lean)
