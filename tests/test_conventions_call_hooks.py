"""The checker on Python's blocks without --cc-save-all (issue #33): traces go on past calls
and returns through ra, and the block tells the checker each (hook_call/hook_return), which
takes only on_block's lean cases and otherwise declines, ending the block there as a block
cut there would. The native core is off here: what runs is Python's block path. Its frames
and findings must be, at every stop, those of the blocks cut at every call and return and
of single steps: the fields every path keeps (a clean call's return on a block skips the
caller's side, the taint and what goes with it, which single steps keep; where a slice is
shorter than a trace, single steps run, so the cut blocks may have run where the hooks'
did not)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rarslite.analysis.conventions import CheckOptions, ConventionChecker, attach
from rarslite.analysis.conventions_native import pack
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics
from rarslite.analysis.observers import unwatch_fetches, watch_fetches
from rarslite.machine import native
from rarslite.machine.mips import translator as mips_translator
from rarslite.machine.riscv import translator as riscv_translator
from rarslite.machine.simulator import Simulator
from tests.test_conventions_native import CLEAN, DATA, DRIVES, SHAPES, kept, machine

HOOKS = [DATA / "native" / "hooks.s", DATA / "native" / "hooks.asm"]  # a fault inside
DEEP = [DATA / "native" / "deep.s", DATA / "native" / "deep.asm"]
# (a callee-saved register changed at every return, reported at the first)
HINTED = [DATA / "native" / "hinted.s", DATA / "native" / "hinted.asm"]
# (leaf calls returning inside the block that called them)
LEAF = [DATA / "native" / "leaf.s", DATA / "native" / "leaf.asm"]
PROGRAMS = HOOKS + HINTED + LEAF + CLEAN + SHAPES
MODES = ("single", "cuts", "hooks")


@pytest.fixture(autouse=True)
def pure(monkeypatch) -> None:
    """Python's engine: the native core off (as RARSLITE_NATIVE=0)."""
    monkeypatch.setattr(native, "core", None)


class Watch:
    """Counts the calls and returns taken inside blocks, by the hooks or by the block code
    (ConventionChecker.inline_call/inline_return, which push and pop lean frames in place:
    the lean list here counts what is done to it outside the checker's methods), and checks
    at each block's end what makes on_block right after them: once one was taken in a
    block's run, the lean list is not empty when the block ends or the top frame has no
    taint (on_block then looks at the run's last transfer only), and the calls taken ran
    before the run's last instruction (the one on_block looks at; the translators leave the
    trace's last instruction no hook). The harts skip on_block after a run it would do
    nothing for (on_block's ``quiet``): the Watch sees those runs end through the block's
    ``quiet`` (a Quiet set, told each test the hart makes), checks the same there, and that
    on_block, called there after all, changes nothing (``skipped`` counts them)."""

    def __init__(self, checker: ConventionChecker) -> None:
        self.calls = self.returns = self.declined = self.past = 0
        self.skipped = self.skipped_lean = 0  # on_block skipped (with lean frames)
        self.took = 0  # on_block not called: the hart cleared ``_took`` (ends counts them)
        self.inline_calls = self.inline_returns = self.inline_hinted = 0
        self.ends = 0  # of those, a run's last transfer (on_block's, done in place)
        self.taken: list[int] = []  # call addresses taken in this block's run
        self.busy = False  # inside the checker's methods (not the block code's)
        call, ret, on_block = checker.hook_call, checker.hook_return, checker.on_block
        watch = self

        class Lean(list):
            def append(self, frame: list) -> None:
                if not watch.busy:
                    watch.inline_calls += 1
                    watch.taken.append(frame[2])
                super().append(frame)

            def pop(self, *args) -> list:
                if not watch.busy:
                    watch.inline_returns += 1
                    watch.taken.append(-1)
                return super().pop(*args)

        def watched(hook, taken: str):
            """``hook``, counting what it takes in ``self.<taken>`` and what it declines."""

            def told(pc: int, target: int) -> bool:
                self.busy = True
                try:
                    ok = hook(pc, target)
                finally:
                    self.busy = False
                if ok:
                    setattr(self, taken, getattr(self, taken) + 1)
                    self.taken.append(pc)
                else:
                    self.declined += 1
                return ok

            return told

        hook_call, hook_return = watched(call, "calls"), watched(ret, "returns")

        class Hinted(dict):
            """The comparisons per function entry (``_lean_hinted``), each counting the returns
            it lets the block code take (its own: not inside the checker's methods)."""

            def __setitem__(self, entry_pc: int, same) -> None:
                def counted(x: list[int], e: list[int]) -> bool:
                    ok = same(x, e)
                    watch.inline_hinted += ok and not watch.busy
                    return ok

                super().__setitem__(entry_pc, counted)

        def ended(blk, k: int) -> None:
            """A block's run of ``k`` instructions ended (on_block's, told or skipped)."""
            if checker._took:  # (the run's last transfer, taken by the block code for on_block)
                self.taken.pop()
                self.ends += 1
            if self.taken:  # (an address may be twice in a trace: a function inlined twice)
                assert checker._lean or not (checker.top.taint or checker.save_all), \
                    "a call or return was taken, and on_block looks at the run's reads"
                assert all(a in blk.addrs[: k - 1] for a in self.taken if a >= 0)
                self.past += 1
            self.taken = []

        def state() -> tuple:
            """What on_block may change (not the native core's: off here): the top frames
            and lean frames (it changes no other), what it counts."""
            lean = checker._lean
            return (len(checker.stack), pack(checker.top), checker.top, checker._low,
                    len(lean), [f[:] for f in lean[-2:]], checker._took, checker._fresh,
                    len(checker.findings))  # fmt: skip

        def idle() -> bool:
            """The checker's ``idle``, which the harts read, held to what it stands for."""
            assert checker.idle == bool(checker._lean or checker._fresh is None and not
                                        checker.top.taint and checker._held is None and
                                        not checker.save_all), "idle out of date"
            return checker.idle

        class Quiet(frozenset):
            """A block's ``quiet``: the hart's test before it calls on_block."""

            def __contains__(self, k: object) -> bool:
                quiet = frozenset.__contains__(self, k)
                if not quiet and checker._took:  # the hart clears it, on_block not called
                    ended(self.blk, k)
                    self_.took += 1
                elif idle() and quiet:  # skipped
                    ended(self.blk, k)
                    before = state()
                    self_.busy = True
                    try:
                        on_block(self.blk, k, getattr(self.blk, "text", checker._mem.text))
                    finally:
                        self_.busy = False
                    assert state() == before, "on_block skipped where it changes something"
                    self_.skipped += 1
                    self_.skipped_lean += bool(checker._lean)
                return quiet

        self_ = self

        def wrap(blk) -> None:
            """``blk``'s ``quiet`` watched, as on_block sets it (from its translation on:
            the hart may clear ``_took`` before on_block ever saw the block)."""
            quiet = blk.quiet = Quiet(blk.quiet)
            quiet.blk = blk

        self.wrap = wrap

        def block(blk, k: int, text: dict) -> None:
            ended(blk, k)
            idle()
            self.busy = True
            try:
                on_block(blk, k, text)
            finally:
                self.busy = False
            idle()
            if not isinstance(blk.quiet, Quiet):
                wrap(blk)

        checker.hook_call, checker.hook_return, checker.on_block = hook_call, hook_return, block
        checker._lean_hinted = Hinted(checker._lean_hinted)
        checker._lean = Lean(checker._lean)  # (restart clears it in place)

    @property
    def all_calls(self) -> int:
        """Calls taken inside blocks, by the hook or inline."""
        return self.calls + self.inline_calls

    @property
    def all_returns(self) -> int:
        return self.returns + self.inline_returns


def tools_for(path: Path) -> list:
    isa = "mips" if path.suffix == ".asm" else "riscv"
    config = machine(path).config
    return [InstructionCounter(config, isa), InstructionStatistics(config, isa)]


def checker_for(path: Path, mode: str, monkeypatch, options: CheckOptions | None = None,
                counting: bool = False):  # fmt: skip
    """(machine, checker, Watch or None, tools) in ``mode``: single steps, blocks cut at every
    call and return (today's path for --cc-save-all), or blocks with the hooks."""
    if mode == "cuts":
        monkeypatch.setattr(ConventionChecker, "call_hooks", property(lambda self: False))
    m = machine(path)
    m.hart.force_single = mode == "single"
    tools = tools_for(path) if counting else []
    if tools:
        watch_fetches(m, tools[0])
    checker = attach(m, options or CheckOptions())
    for t in tools[1:]:
        watch_fetches(m, t)
    watch = Watch(checker) if mode == "hooks" else None
    if watch is not None:  # every block's quiet watched from its translation on
        for cls in (mips_translator.Block, riscv_translator.Block):
            def init(blk, *args, _init=cls.__init__, **kwargs) -> None:
                _init(blk, *args, **kwargs)
                watch.wrap(blk)

            monkeypatch.setattr(cls, "__init__", init)
    return m, checker, watch, tools


def packed(checker: ConventionChecker) -> list[tuple]:
    """The frames (cn.pack), a call's entry address that the next block's run will tell
    (``_fresh``: a ``jalr`` on a block, its target not known after it) as single steps know
    it: the pc."""
    frames = checker.frames()
    out = [pack(f) for f in frames]
    if checker._fresh is not None and frames[-1] is checker._fresh:
        out[-1] = out[-1][:5] + (checker.machine.pc,) + out[-1][6:]
    return out


def stops(path: Path, mode: str, n: int, monkeypatch, options: CheckOptions | None = None,
          counting: bool = False):  # fmt: skip
    """The frames after each slice of ``n`` steps (full: every field the checker keeps), the
    findings at the end, the counting tools' counts and the Watch."""
    m, checker, watch, tools = checker_for(path, mode, monkeypatch, options, counting)
    sim = Simulator(m)
    seen = []
    for _ in range(100_000):
        if sim.done or sim.run_slice(n) in ("exit", "error"):
            break
        seen.append((packed(checker), len(checker.findings)))
    checker.finish()
    seen.append((packed(checker), len(checker.findings)))
    monkeypatch.undo()
    monkeypatch.setattr(native, "core", None)
    counts = [(t.total, dict(t.counts)) for t in tools]
    return seen, [f.as_dict() for f in checker.findings], counts, watch


def entries(seen: list) -> list:
    """What every path keeps of each stop's frames (kept)."""
    return [([kept(f) for f in frames], found) for frames, found in seen]


SLICES = [(n, "plain", False) for n in range(1, 8)] + \
    [(n, "strict", False) for n in (2, 5)] + [(n, "plain", True) for n in (3, 6)]  # fmt: skip
# (the long programs, 20,000 stops and more, only in plain slices of 5 to 7 steps)
SLICED = [pytest.param(path, n, how, c, id=f"{path.name}-{n}-{how}{'-counters' if c else ''}")
          for path in PROGRAMS for n, how, c in SLICES
          if path not in SHAPES or n >= 5 and how == "plain"]  # fmt: skip


@pytest.mark.parametrize(("path", "n", "how", "counting"), SLICED)
def test_frames_and_findings_at_every_stop(path: Path, n: int, how: str, counting: bool,
                                           monkeypatch) -> None:  # fmt: skip
    """Slices of 1 to 7 steps (a stop anywhere: inside a trace, between a call and the
    callee's first block, after a fault); with Strict (every read after a call found,
    so a frame's taint shows); with the Instruction Counter and Statistics (their counts)."""
    options = CheckOptions(strict=how == "strict")
    single = stops(path, "single", n, monkeypatch, options, counting)
    cuts = stops(path, "cuts", n, monkeypatch, options, counting)
    hooks = stops(path, "hooks", n, monkeypatch, options, counting)
    assert entries(hooks[0]) == entries(cuts[0]) == entries(single[0])
    assert hooks[1:3] == cuts[1:3] == single[1:3] and hooks[1]
    if n >= 5 and path in HOOKS:  # (shorter slices than traces: few calls inside blocks)
        assert hooks[3].all_calls and hooks[3].past


# (the counters too on the programs with the most calls inside blocks)
DRIVEN = [pytest.param(path, drive, c, id=f"{path.name}-{drive}{'-counters' if c else ''}")
          for path in PROGRAMS + DEEP for drive in sorted(DRIVES) for c in (False, True)
          if not c or path in HOOKS + CLEAN]  # fmt: skip


@pytest.mark.parametrize(("path", "drive", "counting"), DRIVEN)
def test_every_way_of_driving_a_run(path: Path, drive: str, counting: bool,
                                    monkeypatch) -> None:  # fmt: skip
    """Runs to the end, step limits, breakpoints (on every call and return too), backsteps:
    the findings, the frames at the end and the counts as with cut blocks and single steps."""
    got = {}
    for mode in MODES:
        m, checker, watch, tools = checker_for(path, mode, monkeypatch, None, counting)
        DRIVES[drive](Simulator(m))
        checker.finish()
        got[mode] = (packed(checker), [f.as_dict() for f in checker.findings],
                     [(t.total, dict(t.counts)) for t in tools], watch)  # fmt: skip
        monkeypatch.undo()
        monkeypatch.setattr(native, "core", None)
    ends = [entries([(got[mode][0], 0)]) for mode in MODES]
    assert ends[0] == ends[1] == ends[2]
    assert got["hooks"][1:3] == got["cuts"][1:3] == got["single"][1:3] and got["hooks"][1]
    if drive == "go" and path in HOOKS + CLEAN:  # (stops may leave a frame tainted)
        assert got["hooks"][3].all_calls and got["hooks"][3].all_returns


@pytest.mark.parametrize("path", HOOKS, ids=lambda p: p.name)
def test_blocks_run_past_calls_and_returns(path: Path, monkeypatch) -> None:
    """The speed path is on: most calls and returns of the recursion run inside blocks
    that go on past them, and there are fewer block runs than with cut blocks."""
    runs = {}
    for mode in ("cuts", "hooks"):
        m, checker, watch, _ = checker_for(path, mode, monkeypatch)
        blocks = [0]
        on_block = checker.on_block

        def counted(blk, k, text, on_block=on_block, blocks=blocks):
            blocks[0] += 1
            on_block(blk, k, text)

        checker.on_block = counted
        assert Simulator(m).run(max_steps=100_000) == "error"  # (the fault in deep)
        runs[mode] = blocks[0], watch
        monkeypatch.undo()
        monkeypatch.setattr(native, "core", None)
    blocks, watch = runs["hooks"]
    assert watch.all_calls > 40 and watch.all_returns > 20 and watch.past > 20
    assert watch.inline_calls and watch.inline_returns  # (the block code's own)
    assert watch.took and watch.ends == watch.took  # (the last transfers: the hart's)
    assert watch.declined < watch.all_calls
    assert blocks < runs["cuts"][0] * 3 // 4


@pytest.mark.parametrize("path", HOOKS + CLEAN, ids=lambda p: p.name)
@pytest.mark.parametrize("n", [3, 1000])
def test_on_block_skipped_where_it_would_do_nothing(path: Path, n: int, monkeypatch) -> None:
    """The harts skip on_block after runs it would do nothing for (the checker the only
    counter), with lean frames and with an untainted top frame. The Watch calls it at each
    skip after all and finds nothing changed; the frames and findings at every stop of ``n``
    steps are single steps' (the fields every path keeps)."""
    single = stops(path, "single", n, monkeypatch)
    hooks = stops(path, "hooks", n, monkeypatch)
    assert entries(hooks[0]) == entries(single[0]) and hooks[1:3] == single[1:3]
    watch = hooks[3]
    if path.suffix == ".s" or n == 1000:  # (MIPS single-steps where a block is longer)
        assert watch.skipped_lean > 0, (watch.skipped, watch.skipped_lean)
        if path in CLEAN:
            assert watch.skipped > watch.skipped_lean


@pytest.mark.parametrize("path", HOOKS + CLEAN, ids=lambda p: p.name)
def test_save_all_keeps_the_cut_blocks(path: Path, monkeypatch) -> None:
    """--cc-save-all needs each block's stack accesses up to its one call or return: no
    hooks, and the findings as on single steps."""
    got = []
    for mode in ("single", "hooks"):
        m, checker, watch, _ = checker_for(path, mode, monkeypatch, CheckOptions(save_all=True))
        DRIVES["slices"](Simulator(m))
        checker.finish()
        got.append([f.as_dict() for f in checker.findings])
        if watch is not None:
            assert watch.all_calls == watch.all_returns == watch.declined == 0
    assert got[0] == got[1]


@pytest.mark.parametrize("path", HOOKS + CLEAN, ids=lambda p: p.name)
def test_strict_toggled_mid_run(path: Path, monkeypatch) -> None:
    """The app makes a new checker when Strict is toggled: the cached translations call the
    new one (through the hart), which starts again where the run is."""
    got = []
    for mode in ("single", "hooks"):
        m, checker, _watch, _ = checker_for(path, mode, monkeypatch)
        sim = Simulator(m)
        seen = []
        for i in range(100_000):
            if sim.done or sim.run_slice(37) in ("exit", "error"):
                break
            if i % 5 == 4:  # Strict on, off, on ...
                checker.finish()
                unwatch_fetches(m, checker)
                checker = attach(m, CheckOptions(strict=not checker.strict))
            seen.append(([kept(f) for f in packed(checker)],
                         [f.as_dict() for f in checker.findings]))  # fmt: skip
        got.append(seen)
    assert got[0] == got[1] and len(got[0]) > 10


@pytest.mark.parametrize("path", HINTED, ids=lambda p: p.name)
def test_block_code_takes_returns_changing_reported_registers(path: Path, monkeypatch) -> None:
    """A function found not restoring a callee-saved register keeps changing it: its later
    returns above a lean frame pop in the block code (``_lean_hinted``), and the findings
    are the single steps' (the first return's, once)."""
    got = {}
    for mode in ("single", "hooks"):
        m, checker, watch, _ = checker_for(path, mode, monkeypatch)
        assert Simulator(m).run(max_steps=100_000) == "exit"
        checker.finish()
        got[mode] = [f.as_dict() for f in checker.findings], watch
        monkeypatch.undo()
        monkeypatch.setattr(native, "core", None)
    assert got["hooks"][0] == got["single"][0] and len(got["hooks"][0]) == 2
    assert got["hooks"][1].inline_hinted > 5


@pytest.mark.parametrize("path", LEAF, ids=lambda p: p.name)
def test_a_leaf_return_in_its_callers_block_pops_without_a_comparison(
        path: Path, monkeypatch) -> None:  # fmt: skip
    """A call and its return in one block's code, with no callee-saved register written
    and nothing told the checker in between: the return pops the call's frame with no
    comparison (inline_return's ``pushed``); where the callee writes one (bad's $s1), the
    return compares, and the findings are the single steps'."""
    sources: list[str] = []
    for cls in (mips_translator.Block, riscv_translator.Block):
        def init(blk, *args, _init=cls.__init__, **kwargs) -> None:
            _init(blk, *args, **kwargs)
            sources.append(blk.source)

        monkeypatch.setattr(cls, "__init__", init)
    found = {}
    for mode in ("single", "hooks"):
        m, checker, watch, _ = checker_for(path, mode, monkeypatch)
        assert Simulator(m).run(max_steps=10_000) == "exit"
        checker.finish()
        found[mode] = [(f.kind, f.register, f.function) for f in checker.findings]
    s1 = "s1" if path.suffix == ".s" else "$s1"  # (work and outer change it too, through bad)
    assert found["hooks"] == found["single"] == [
        ("callee-saved", s1, f) for f in ("bad", "work", "outer")]
    assert watch.inline_returns >= 3  # (good's, each time round the loop)
    program = machine(path).program
    labels = program.symbols if path.suffix == ".s" else program.labels
    text = "\n".join(sources)
    popped = {int(x) for x in re.findall(r"if p_ or .*?\)\[0\] == (\d+)", text)}
    compared = {int(x) for x in re.findall(r"\n *if lean_ and .*?\)\[0\] == (\d+)", text)}
    assert popped == {labels["after_good"]} and labels["after_bad"] in compared
