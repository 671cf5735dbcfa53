"""The calling-convention checker on the native core (analysis/conventions_native.py,
_native.c's cc_step) against its single-step path, the reference: the same findings (every
field, in order) on both ISAs, in whole runs, slices, step limits, breakpoints and after
backsteps, with and without --cc-strict and --cc-save-all; and the core really ran the checked
program."""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.analysis.conventions import CheckOptions, attach
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics
from rarslite.analysis.observers import watch_fetches
from rarslite.machine import native
from rarslite.machine.simulator import Simulator

DATA = Path(__file__).resolve().parent / "data" / "conventions"
SHAPES = [DATA / "native" / "shapes.s", DATA / "native" / "shapes.asm"]
SAVES = [DATA / "native" / "saves.s", DATA / "native" / "saves.asm"]  # --cc-save-all's
CLEAN = [DATA / "native" / "clean.s", DATA / "native" / "clean.asm"]  # lean returns' shapes
CLEAN_DB = DATA / "native" / "clean_db.asm"  # theirs with delayed branching (run with it on)
PROGRAMS = SHAPES + SAVES + CLEAN + sorted((DATA / "bad").glob("*.*")) + \
    sorted((DATA / "good").glob("*.*"))  # fmt: skip
OPTIONS = {"plain": CheckOptions(), "strict": CheckOptions(strict=True),
           "save-all": CheckOptions(save_all=True),
           "strict save-all": CheckOptions(strict=True, save_all=True)}  # fmt: skip
needs_core = pytest.mark.skipif(native.core is None, reason="native core not built")


def machine(path: Path, db: bool = False):
    if path.suffix == ".asm":
        from rarslite.asm.mips.assembler import assemble
        from rarslite.machine.mips.machine import MipsMachine

        m = MipsMachine(assemble([str(path)]))
        m.hart.db = db
        return m
    from rarslite.asm.riscv import assemble
    from rarslite.machine.riscv.machine import Machine

    return Machine(assemble([str(path)]))


def kept(frame: tuple) -> tuple:
    """Of a packed frame (conventions_native.pack), what every path keeps: its kind,
    registers at entry, return address, link register, call and entry addresses, calls
    returned and forgotten (not the caller's side, which a clean call's return skips)."""
    return frame[:6] + frame[7:9]


def checked(path: Path, single: bool, drive, strict: bool = False, db: bool = False,
            options: CheckOptions | None = None, tools: tuple = ()):  # fmt: skip
    """(findings as dicts, the checker) after ``drive(simulator)``; ``tools``: counting
    tools to connect too (before the checker or after it, as they are listed; "checker"
    marks its place)."""
    m = machine(path, db)
    m.hart.force_single = single
    checker = None
    for tool in tools or ("checker",):
        if tool == "checker":
            checker = attach(m, options or CheckOptions(strict=strict))
        else:
            watch_fetches(m, tool)
    assert checker is not None
    drive(Simulator(m))
    checker.finish()
    return [f.as_dict() for f in checker.findings], checker


def frames_at_breakpoint(path: Path, single: bool, where, stops: int):
    """(the frames at each stop, as ``kept``; the findings; the core's runs) of a run of
    ``path`` with the checker and a breakpoint at ``where(machine, text)``, up to ``stops``
    stops, then on to the end without it."""
    from rarslite.analysis.conventions_native import pack

    m = machine(path)
    m.hart.force_single = single
    checker = attach(m, CheckOptions())
    sim = Simulator(m)
    sim.breakpoints = {where(m, m.hart.memory.text if m.isa_name == "mips" else m.memory.text)}
    seen = []
    while len(seen) < stops and sim.run(max_steps=500_000) == "breakpoint":
        seen.append([kept(pack(f)) for f in checker.frames()])
    sim.breakpoints = set()
    sim.run(max_steps=50_000_000)
    checker.finish()
    return seen, [f.as_dict() for f in checker.findings], checker.native_watch.runs


def go(sim):
    sim.run(max_steps=500_000)


def slices(n):
    def drive(sim):
        for _ in range(100_000):
            if sim.done or sim.run_slice(n) in ("exit", "error"):
                break
    return drive


def limits(sim):
    for limit in (1, 2, 3, 5, 8, 13, 100, 1000, 500_000):
        sim.run(max_steps=limit)


def breakpoints(sim):
    m = sim.machine
    text = sorted(m.hart.memory.text if m.isa_name == "mips" else m.memory.text)
    sim.breakpoints = set(text[3::7])
    stops = 0
    while not sim.done and sim.run(max_steps=500_000) == "breakpoint":
        stops += 1
    assert stops > 5


def jump_breakpoints(sim):
    """Breakpoints on every call and return: Python runs each of them (and, with delayed
    branching, hands the core the jump waiting for its slot)."""
    m = sim.machine
    text = m.hart.memory.text if m.isa_name == "mips" else m.memory.text
    ops = {"jal", "jalr", "jr", "bgezal", "bltzal"}
    sim.breakpoints = {a for a, e in text.items() if getattr(getattr(e, "instr", e), "op", "")
                       in ops}  # fmt: skip
    stops = 0
    while stops < 400 and not sim.done and sim.run(max_steps=500_000) == "breakpoint":
        stops += 1
    sim.breakpoints = set()
    sim.run(max_steps=500_000)
    assert stops > 5


def backsteps(sim):
    sim.backstep_enabled = True
    sim.run(max_steps=300)
    for _ in range(40):
        sim.backstep()
    sim.backstep_enabled = False
    sim.run(max_steps=500_000)


DRIVES = {"go": go, "slices": slices(7), "slices1": slices(1), "limits": limits,
          "breakpoints": breakpoints, "jump breakpoints": jump_breakpoints,
          "backsteps": backsteps}  # fmt: skip


@needs_core
@pytest.mark.parametrize("how", sorted(OPTIONS))
@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.name)
def test_findings_as_on_single_steps(path: Path, how: str) -> None:
    want, _ = checked(path, True, go, options=OPTIONS[how])
    got, checker = checked(path, False, go, options=OPTIONS[how])
    assert got == want
    assert checker.native_watch.runs > 0  # the core ran with the checker


@needs_core
@pytest.mark.parametrize("drive", sorted(DRIVES))
@pytest.mark.parametrize("path", SHAPES, ids=lambda p: p.name)
def test_every_way_of_driving_a_run(path: Path, drive: str) -> None:
    want, _ = checked(path, True, DRIVES[drive], True)
    got, _ = checked(path, False, DRIVES[drive], True)
    assert got == want and len(want) >= 11


@needs_core
@pytest.mark.parametrize("drive", sorted(DRIVES))
@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.name)
def test_save_all_in_every_way_of_driving_a_run(path: Path, drive: str) -> None:
    """--cc-save-all on the core: saves, restores from the save's slot or another, loads
    without a save, sp moved through a register, recursion, a service call in between (the
    core hands its frames, slots and all, to Python and takes them back)."""
    options = CheckOptions(save_all=True)
    want, _ = checked(path, True, DRIVES[drive], options=options)
    got, checker = checked(path, False, DRIVES[drive], options=options)
    assert got == want
    found = [(f["kind"], f["function"], f["register"].lstrip("$")) for f in want]
    expected = [("save-all", "both", "s1"), ("callee-saved", "unsaved", "s4"),
                ("save-all", "moved", "s5"), ("save-all", "deep", "s6"),
                ("save-all", "serve", "s7")]  # fmt: skip
    # (a backstep restarts the checker mid-call: the frames it knew are gone)
    assert found == expected or drive == "backsteps" and set(expected) <= set(found)
    assert drive != "go" or checker.native_watch.runs > 1


@needs_core
def test_save_all_calls_and_returns_stay_on_the_core() -> None:
    """A function reported once (or whose code may write what it restores) does not stop
    the core again: the 30 rounds of calls take a few dozen native runs, not hundreds."""
    _, checker = checked(SAVES[0], False, go, options=CheckOptions(save_all=True))
    assert checker.native_watch.runs < 100


@needs_core
def test_the_core_does_calls_and_returns_itself() -> None:
    """The shapes program makes 5000 calls in a loop: a handful of native runs do them."""
    _, checker = checked(SHAPES[0], False, go)
    assert checker.native_watch.runs < 200


@needs_core
@pytest.mark.parametrize("how", sorted(OPTIONS))
@pytest.mark.parametrize("drive", sorted(DRIVES))
@pytest.mark.parametrize("path", [SHAPES[1], SAVES[1], CLEAN_DB], ids=lambda p: p.name)
def test_mips_delayed_branching(path: Path, drive: str, how: str) -> None:
    """With delayed branching a call or return takes effect after its delay slot: the core
    keeps it pending across the slot, and hands it to Python (and takes it back) when it
    stops in between; clean calls keep lean frames that wait for their slots (CLEAN_DB)."""
    want, _ = checked(path, True, DRIVES[drive], db=True, options=OPTIONS[how])
    got, checker = checked(path, False, DRIVES[drive], db=True, options=OPTIONS[how])
    assert got == want and want
    assert checker.native_watch.runs > 0


def counting_tools(path: Path, order: str) -> tuple:
    """The Instruction Counter and Instruction Statistics for ``path``'s machine, and the
    checker before, between or after them."""
    isa = "mips" if path.suffix == ".asm" else "riscv"
    config = machine(path).config
    tools = [InstructionCounter(config, isa), InstructionStatistics(config, isa)]
    tools.insert({"first": 0, "between": 1, "last": 2}[order], "checker")
    return tuple(tools)


@needs_core
@pytest.mark.parametrize("order", ["first", "between", "last"])
@pytest.mark.parametrize("drive", sorted(DRIVES))
@pytest.mark.parametrize("path", SHAPES + SAVES + CLEAN, ids=lambda p: p.name)
def test_with_the_counting_tools(path: Path, drive: str, order: str) -> None:
    """The Instruction Counter and Statistics connected too: the core counts for them and
    watches for the checker in the same runs; findings and counts as on single steps."""
    options = CheckOptions(strict=True, save_all=path in SAVES)
    tools = counting_tools(path, order)
    want, _ = checked(path, True, DRIVES[drive], options=options, tools=tools)
    want_counts = [(t.total, dict(t.counts)) for t in tools if t != "checker"]
    tools = counting_tools(path, order)
    got, checker = checked(path, False, DRIVES[drive], options=options, tools=tools)
    assert got == want and want
    assert [(t.total, dict(t.counts)) for t in tools if t != "checker"] == want_counts
    assert want_counts[0][0] > 1000
    assert checker.native_watch.runs > 0  # (the core runs with both only when it counts)


@needs_core
@pytest.mark.parametrize("drive", ["go", "slices", "limits", "jump breakpoints"])
def test_delayed_branching_with_the_counting_tools(drive: str) -> None:
    """Delayed branching's lean frames in the loop that counts too (MipsCore_run_both_db):
    findings and counts as on single steps."""
    options = CheckOptions(strict=True)
    tools = counting_tools(CLEAN_DB, "between")
    want, _ = checked(CLEAN_DB, True, DRIVES[drive], db=True, options=options, tools=tools)
    want_counts = [(t.total, dict(t.counts)) for t in tools if t != "checker"]
    tools = counting_tools(CLEAN_DB, "between")
    got, checker = checked(CLEAN_DB, False, DRIVES[drive], db=True, options=options,
                           tools=tools)  # fmt: skip
    assert got == want and len(want) == 6
    assert [(t.total, dict(t.counts)) for t in tools if t != "checker"] == want_counts
    assert checker.native_watch.runs > 0


DEEP = """
.text
main:	li	a0, {n}
	jal	down
	li	a7, 10
	ecall
down:	addi	sp, sp, -16
	sw	ra, 0(sp)
	beqz	a0, bottom
	addi	a0, a0, -1
	jal	down
	mv	a1, t0			# relies on t0 across the call
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
bottom:	li	s5, 1			# not restored (at the deepest call)
	li	t0, 3
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
"""


@needs_core
def test_recursion_deeper_than_the_core_keeps(tmp_path: Path) -> None:
    from rarslite.analysis.conventions_native import MAX_DEPTH

    path = tmp_path / "deep.s"
    path.write_text(DEEP.format(n=MAX_DEPTH + 500))
    want, _ = checked(path, True, go)
    got, _ = checked(path, False, go)
    assert got == want and {f["kind"] for f in want} == {"callee-saved", "caller-saved"}


@needs_core
@pytest.mark.parametrize("name", ["checkers", "four_in_a_row", "bombsweeper", "digital_lab",
                                  "mips four_in_a_row", "mips bombsweeper functions",
                                  "mips draughts"])  # fmt: skip
def test_examples_with_cc_on_the_core(name, tmp_path, monkeypatch):
    """The examples' sweep (test_conventions_examples.py) with ``--cc`` alone, which runs on
    the core: the documented findings but --cc-save-all's."""
    import io
    import json

    from rarslite.commands import run as run_cmd
    from tests.test_conventions_examples import ENDS, RUNS

    folder, files, options, stdin, documented = RUNS[name]
    monkeypatch.chdir(folder)
    out = tmp_path / "cc.json"
    argv = ["--cc", "--json", "--tools-out", str(out), "--max-steps", "5000000",
            *(o.replace("{tmp}", str(tmp_path)) for o in options), *files]  # fmt: skip
    data = (folder / stdin).read_bytes() if stdin else b""
    code = run_cmd.main(argv, stdin=io.BytesIO(data), stdout=io.BytesIO(), stderr=io.BytesIO())
    assert code == ENDS.get(name, 0)
    findings = json.loads(out.read_text())["conventions"]["findings"]
    assert {(f["kind"], f["function"], f["register"]) for f in findings} == \
        {d for d in documented if d[0] != "save-all"}  # fmt: skip


# Calls in a row from one frame, at every depth, with a service call inside the second
# callee (the core stops there for Python and takes the stack back): the caller's finding
# about t2 names the first callee that changed it, with its values, from the frame the core
# kept (its last callee's entry, and the registers after its last return) across the stops.
ROW = """
.text
main:	li	a0, 6
	jal	walk
	li	a7, 10
	ecall
walk:	addi	sp, sp, -16
	sw	ra, 0(sp)
	sw	a0, 4(sp)
	li	t2, 7
	jal	keep			# leaves t2 alone
	jal	bump			# changes t2
	jal	serve			# leaves t2 alone, makes a service call
	lw	a0, 4(sp)
	beqz	a0, out
	addi	a0, a0, -1
	jal	walk
	lw	a0, 4(sp)
out:	add	a1, t2, a0		# relies on t2 across the calls
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
keep:	addi	t3, t3, 1
	ret
bump:	addi	t2, t2, 1
	ret
serve:	li	a7, 1
	ecall
	ret
"""


@needs_core
@pytest.mark.parametrize("strict", [False, True])
@pytest.mark.parametrize("drive", sorted(DRIVES))
def test_a_row_of_calls_across_the_cores_stops(tmp_path: Path, drive: str, strict: bool) -> None:
    path = tmp_path / "row.s"
    path.write_text(ROW)
    want, _ = checked(path, True, DRIVES[drive], strict)
    got, checker = checked(path, False, DRIVES[drive], strict)
    assert got == want and any(f["register"] == "t2" for f in want)
    assert drive != "go" or checker.native_watch.runs > 1


# ------------------------------------------------------------ frames held across runs
def stacks_at_slices(path: Path, n: int, hold: bool, monkeypatch, options: CheckOptions,
                     db: bool = False):  # fmt: skip
    """The checker's frames (as the core takes them) after each slice of ``n`` steps, and the
    findings at the end, with the core holding its frames across budget stops or not."""
    from rarslite.analysis import conventions_native as cn

    end = cn.NativeWatch.end
    def end_or_take(self, core, hold=False, holding=hold):
        end(self, core, hold and holding)

    monkeypatch.setattr(cn.NativeWatch, "end", end_or_take)
    m = machine(path, db)
    checker = attach(m, options)
    sim = Simulator(m)
    seen, held = [], 0
    for _ in range(100_000):
        if sim.done or sim.run_slice(n) in ("exit", "error"):
            break
        held += checker._held is not None
        frames = checker.frames()  # (what Python's code does before it reads them)
        pending = checker._pending
        seen.append(([cn.pack(f) for f in frames],
                     pending and (pending[1], pending[2], checker._slot)))  # fmt: skip
    checker.finish()
    monkeypatch.undo()
    return seen, [f.as_dict() for f in checker.findings], held


@needs_core
@pytest.mark.parametrize("n", [97, 1000])
@pytest.mark.parametrize("how", sorted(OPTIONS))
@pytest.mark.parametrize("path", SHAPES + SAVES + CLEAN, ids=lambda p: p.name)
def test_frames_held_across_budget_stops_are_the_frames_taken(path, how, n, monkeypatch):
    """A run that ends at its budget leaves the frames in the core for the next (taking a
    deep stack back at every slice cost more than the slices); whenever Python looks, they
    are the frames it would have taken at once, field for field."""
    want = stacks_at_slices(path, n, False, monkeypatch, OPTIONS[how])
    got = stacks_at_slices(path, n, True, monkeypatch, OPTIONS[how])
    assert got[:2] == want[:2] and want[2] == 0
    assert got[2] > len(got[0]) // 2  # most slices ended with the frames in the core


@needs_core
@pytest.mark.parametrize("n", [2, 97, 1000])
@pytest.mark.parametrize("how", ["plain", "strict save-all"])
@pytest.mark.parametrize("path", [SHAPES[1], CLEAN_DB], ids=lambda p: p.name)
def test_delayed_frames_held_across_budget_stops_are_the_frames_taken(path, how, n,
                                                                      monkeypatch):  # fmt: skip
    """The same with delayed branching: a budget stop between a call or return and its delay
    slot, or between the slot and the target, holds the pending one (a lean frame's too)."""
    want = stacks_at_slices(path, n, False, monkeypatch, OPTIONS[how], True)
    got = stacks_at_slices(path, n, True, monkeypatch, OPTIONS[how], True)
    assert got[:2] == want[:2] and want[2] == 0 and want[1]
    assert got[2] > len(got[0]) // 2
    assert any(pending for _stack, pending in want[0])  # (stops between a jump and its target)


@needs_core
@pytest.mark.parametrize("n", [1, 2, 3, 5, 7])
def test_delayed_frames_and_pending_at_every_stop_as_on_single_steps(tmp_path, n):
    """Stopped every n steps (between a jump and its slot, the slot and the target, or
    anywhere else): the frames (kind, registers at entry, return address, link, call and
    entry addresses) and the call or return waiting for its slot are the single-step path's,
    with the core's lean frames written out; the findings too."""
    from rarslite.analysis.conventions_native import pack

    path = tmp_path / "clean_db.asm"  # (fib(6) and 6 rounds of the loop: single steps)
    path.write_text(CLEAN_DB.read_text().replace("li\t$a0, 12", "li\t$a0, 6"))

    def stops(single: bool):
        m = machine(path, True)
        m.hart.force_single = single
        checker = attach(m, CheckOptions())
        sim = Simulator(m)
        seen = []
        for _ in range(100_000):
            if sim.done or sim.run_slice(n) in ("exit", "error"):
                break
            frames = checker.frames()
            pending = checker._pending
            seen.append(([pack(f)[:6] for f in frames],
                         pending and (pending[1], pending[2], checker._slot)))  # fmt: skip
        checker.finish()
        return seen, [f.as_dict() for f in checker.findings], checker.native_watch.runs

    want, want_findings, _ = stops(True)
    got, got_findings, runs = stops(False)
    assert got == want and got_findings == want_findings and runs > len(want) // 2
    assert [(f["kind"], f["register"]) for f in want_findings] == \
        [("caller-saved", "$t1"), ("callee-saved", "$s6"), ("return-address", ""),
         ("return-address", ""), ("callee-saved", "$s6"), ("callee-saved", "$s5")]  # fmt: skip


@needs_core
@pytest.mark.parametrize("path", [SHAPES[0], SHAPES[1]], ids=lambda p: p.name)
def test_a_new_checker_takes_the_core_from_one_holding_it(path: Path) -> None:
    """The app starts a fresh check (Strict toggled) between two slices: the old checker
    gets its frames back, the new one starts on the core from its own."""
    from rarslite.analysis.conventions_native import pack
    from rarslite.analysis.observers import unwatch_fetches

    def run(single: bool):
        m = machine(path)
        m.hart.force_single = single
        old = attach(m, CheckOptions())
        sim = Simulator(m)
        sim.run_slice(3000)
        held = old._held is not None
        unwatch_fetches(m, old)
        new = attach(m, CheckOptions(strict=True))
        sim.run(max_steps=500_000)
        new.finish()
        old.finish()
        return ([f.as_dict() for f in new.findings], [pack(f)[:6] for f in old.frames()], held,
                new.native_watch.runs)  # fmt: skip

    want_new, want_old, _, _ = run(True)
    got_new, got_old, held, runs = run(False)
    assert held and runs > 0
    assert got_new == want_new and len(want_new) >= 5
    assert got_old == want_old  # (kind .. entry_pc of each frame)


DEEP_LOOP = """
.text
main:	li	s0, 40
again:	li	a0, 300
	jal	down
	addi	s0, s0, -1
	bnez	s0, again
	li	a7, 10
	ecall
down:	addi	sp, sp, -16
	sw	ra, 0(sp)
	beqz	a0, bottom
	addi	a0, a0, -1
	jal	down
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
bottom:	li	s5, 1			# not restored (at the deepest call)
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
"""


@needs_core
def test_a_deep_stack_is_not_taken_back_at_every_slice(tmp_path: Path, monkeypatch) -> None:
    """Recursion 300 deep, 40 times, in slices of 500 steps: the core keeps the frames across
    the slices, and takes back only where Python runs (the findings, the exit)."""
    from rarslite.analysis import conventions_native as cn

    path = tmp_path / "deep_loop.s"
    path.write_text(DEEP_LOOP)
    takes = []
    end = cn.NativeWatch.end

    def counting_end(self, core, hold=False):
        takes.append(not hold)
        end(self, core, hold)

    monkeypatch.setattr(cn.NativeWatch, "end", counting_end)
    got, checker = checked(path, False, slices(500))
    monkeypatch.undo()
    want, _ = checked(path, True, slices(500))
    assert got == want and [f["register"] for f in want] == ["s5"]
    assert len(takes) > 100 and sum(takes) < 10


# ------------------------------------------------------------ delay slots Python runs
SLOT_TO_PYTHON = """
.text
main:	li	$s0, 0
	li	$s1, 0
	li	$t8, 3
again:	addiu	$sp, $sp, -4
	li	$t0, 5
	sw	$t0, 0($sp)
	jal	f
	lwr	$s1, 0($sp)		# the call's slot: f is entered with s1 = 5
	addiu	$sp, $sp, 4
	addiu	$t8, $t8, -1
	bnez	$t8, again
	nop
	li	$v0, 10
	syscall
f:	addiu	$sp, $sp, -4
	sw	$s0, 0($sp)
	li	$s0, 7
	addiu	$sp, $sp, 4
	jr	$ra
	lwr	$s0, -4($sp)		# the return's slot restores s0
"""


@needs_core
@pytest.mark.parametrize("how", sorted(OPTIONS))
@pytest.mark.parametrize("drive", ["go", "slices", "limits"])
def test_a_delay_slot_the_core_leaves_to_python_runs_before_its_jump(tmp_path: Path,
                                                                      drive: str,
                                                                      how: str) -> None:
    """With delayed branching, a call's or return's slot the core does not run itself
    (``lwr``: Python's) is still the slot when Python runs it: the call is entered and the
    return lands after it (the core had taken the slot as run, and Python then settled the
    jump first: f "did not restore" s0 and s1)."""
    path = tmp_path / "slot.asm"
    path.write_text(SLOT_TO_PYTHON)
    want, _ = checked(path, True, DRIVES[drive], db=True, options=OPTIONS[how])
    got, checker = checked(path, False, DRIVES[drive], db=True, options=OPTIONS[how])
    assert got == want and not [f for f in want if f["kind"] == "callee-saved"]
    assert checker.native_watch.runs > 1


MANY = {"s": """
.text
main:	jal	outer
	li	a7, 10
	ecall
outer:	addi	sp, sp, -16
	sw	ra, 0(sp)
	jal	many			# a clean call from a function called through ra: lean
	li	a0, 0			# (clean: the caller reads no caller-saved register)
	li	a1, 0
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
many:	addi	sp, sp, -16
	sw	ra, 0(sp)
	sw	s0, 4(sp)
	li	s0, {n}
loop:	jal	leaf			# each return a lean one to many's lean frame
	addi	s0, s0, -1
	bnez	s0, loop
	jal	last
	li	a0, 0
	li	a1, 0
	lw	s0, 4(sp)
	lw	ra, 0(sp)
	addi	sp, sp, 16
	ret
leaf:	addi	t0, t0, 1
	ret
last:	addi	t1, t1, 1		# (a breakpoint: the lean frames become the checker's)
	ret
""", "asm": """
.text
main:	jal	outer
	li	$v0, 10
	syscall
outer:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	jal	many
	li	$v0, 0
	li	$v1, 0
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
leaf:	addiu	$t0, $t0, 1
	jr	$ra
many:	addiu	$sp, $sp, -8
	sw	$ra, 0($sp)
	sw	$s0, 4($sp)
	li	$s0, {n}
loop:	jal	leaf
	addiu	$s0, $s0, -1
	bnez	$s0, loop
	jal	last
	li	$v0, 0
	li	$v1, 0
	lw	$s0, 4($sp)
	lw	$ra, 0($sp)
	addiu	$sp, $sp, 8
	jr	$ra
last:	addiu	$t1, $t1, 1
	jr	$ra
"""}


@needs_core
@pytest.mark.parametrize("n", [4096, 4097, 6144, 6145, 6200])
@pytest.mark.parametrize("suffix", sorted(MANY))
def test_a_lean_frame_returned_to_more_often_than_a_frame_remembers(tmp_path, suffix, n):
    """A lean frame counts the lean returns to it, and its `dropped` (the calls forgotten
    past MAX_CALLS) follows from that count when it becomes the checker's frame: stopped
    after n returns, the frames (as far as a clean call's are the same: not the caller-saved
    registers a lean return leaves untainted) and the counts are the single-step path's."""
    from rarslite.analysis.conventions import MAX_CALLS

    path = tmp_path / f"many.{suffix}"
    path.write_text(MANY[suffix].replace("{n}", str(n)))

    def last(m, text: dict) -> int:
        return sorted(text)[-2]  # (last's first instruction)

    [want], want_findings, _ = frames_at_breakpoint(path, True, last, 1)  # (and the counts)
    [got], got_findings, runs = frames_at_breakpoint(path, False, last, 1)
    assert got == want and got_findings == want_findings and runs > 0
    assert len(want) == 4 and want[2][6] == n and want[2][7] == (
        0 if n <= MAX_CALLS else MAX_CALLS // 2 * (1 + (n > 6144)))  # fmt: skip


@needs_core
@pytest.mark.parametrize("ncalls", [5, 2**32 + 5, 2**40 + 7])
def test_a_frames_counts_are_not_cut_to_32_bits(ncalls: int) -> None:
    """A frame's counts of calls returned and forgotten, and the call number of the registers
    a return taints, go through the core whole (Python's are unbounded): a frame synced with
    ncalls calls returned, returned to once by the core's MIPS run loop, comes back with
    ncalls + 1 and the return's registers marked as call number ncalls."""
    from array import array

    from rarslite.analysis.conventions_native import _JUMP, _KINDS, _WORDS

    core = native.core.MipsCore([])
    base, ret, sp, ra = 0x00400000, 0x00400100, 29, 31
    jr = native.core.MIPS_OPS.index("jr") + 1
    core.set_text(base, array("i", [jr | ra << 16, 0]).tobytes())
    callee = sum(1 << r for r in (sp, *range(16, 24), 30))
    caller = sum(1 << r for r in (*range(2, 16), 24, 25))
    core.cc_setup(callee, caller, sp, ra, 100, 0)
    use = [1 << ra, 0, _JUMP | ra << 8 | ra << 16, 0, 0xFFFFFFFF, 0xFFFF, 0]  # (jr $ra)
    assert len(use) == _WORDS
    core.cc_uses(base, array("I", use).tobytes())
    regs = [0] * 32
    regs[sp], regs[ra] = 0x7FFFEFF8, ret

    def frame(kind: str, ret_: int, n: int, dropped: int) -> tuple:
        return (_KINDS[kind], list(regs), ret_, ra, -1 if kind == "main" else base - 4,
                -1 if kind == "main" else base, 0, n, dropped, None, -1, -1, None, (), (), 0,
                0, ())  # fmt: skip

    dropped = ncalls - ncalls % 2048
    core.cc_sync(0, [frame("main", -1, ncalls, dropped), frame("call", ret, 0, 0)], None)
    out = core.run(list(regs), [0] * 32, [False] * 8, base, 0, 0, -1, False, 0, 0, 1)
    assert out[0] == ret and out[1] == 1  # (the return ran on the core)
    low, frames, pending = core.cc_take()
    assert low == 0 and len(frames) == 1 and pending is None
    main = frames[0]
    assert main[7:9] == (ncalls + 1, dropped)
    assert {n for _r, n, _cp, _ep in main[13]} == {ncalls}


@needs_core
@pytest.mark.parametrize("path", [DATA / "good" / "recursive.s", DATA / "good" / "recursive.asm",
                                  DATA / "native" / "deep.s", DATA / "native" / "deep.asm"])
def test_a_breakpoint_on_a_recursive_call_above_lean_frames(path: Path) -> None:
    """A breakpoint on a call the core would take as a lean one, reached with lean frames on
    its stack: the frames at every stop and the findings are the single steps' (the core
    must not push a frame for a call it then leaves to Python, which pushes it again)."""
    def recursive_call(m, text: dict) -> int:
        """The first call to an address at or before its own (a recursive call here)."""
        def target(a: int, ins) -> int:  # (a jal's: MIPS's index in the 256 MB region)
            return (a & 0xF0000000) | ins.imm << 2 if m.isa_name == "mips" else a + ins.imm

        ins = {a: getattr(e, "instr", e) for a, e in text.items()}
        return min(a for a, i in ins.items() if getattr(i, "op", "") == "jal" and
                   target(a, i) <= a)  # fmt: skip

    want, want_findings, _ = frames_at_breakpoint(path, True, recursive_call, 150)
    got, got_findings, runs = frames_at_breakpoint(path, False, recursive_call, 150)
    assert len(want) >= 5 and max(len(s) for s in want) > 5 and runs > 0
    assert got == want and got_findings == want_findings
