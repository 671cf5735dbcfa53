"""Run one generated program in an execution mode and on the single-step reference.

A *config* says how the machine is built (ISA, RV64, MIPS delayed branching, smc, the
Keyboard and Display and the Bitmap Display connected, analysis tools connected); a *mode*
how the `Simulator` is driven (unlimited Go, a step limit on a fresh machine, the GUI's
slices, single steps, breakpoints, backstep after Go). The subject is the machine as front
ends use it; the reference is the same machine forced onto the single-step path
(``hart.force_single``), driven the same way. After each operation both are observed:
registers, pc, FP registers and flags, CSRs / coprocessor 0, HI/LO, counters, stop reason
and error report, data and stack memory, text (smc), devices, the tools' numbers and the
console output; any difference is a failure.

A backstep after Go (checkpoints, replay) must land on a state of the run: the reference
is a fresh single-step run to the step count the backsteps reached (the state after an
exit or a fault is left by one backstep, which undoes the faulting instruction together
with its trap entry, as RARS's does).
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field, replace
from typing import Any

from rarslite.machine.checkpoints import device_snapshot
from rarslite.machine.console import BufferConsole
from rarslite.machine.simulator import Simulator
from tests.fuzz.dialects import Features
from tests.fuzz.gen import Generated

CAP = 20_000  # steps: a program still running then is compared at this limit
TOOLS = ("count", "stats", "cache", "bht", "memrefs")
CC_SHARE = 0.15  # of cases with the convention checker too (its blocks end at calls)
CC_SAVE_ALL_SHARE = 1 / 2  # of those with --cc-save-all too
CC_CLEAN_SHARE = 1 / 2  # of those whose functions' calls are clean (Features.clean_calls)
# of those without --cc-save-all whose main calls through wrappers (Features.wrapped_calls,
# clean too): Python's blocks tell the checker calls and returns inside them (issue #33)
CC_WRAPPED_SHARE = 1 / 2
# of the cases without the checker that could run it on blocks that way: given the checker
# (plain or --cc-strict) with wrapped calls, so both ISAs' block paths (the hooks, the lean
# frames' block code) run in a few percent of all cases, not one in a hundred
CC_HOOKS_SHARE = 0.2
COUNTING_SHARE = 0.15  # of cases without tools given counting tools alone (native counts)
COUNTING_TOOLS = [("count",), ("stats",), ("count", "stats")]
CACHES = ["direct,lru,blocks=8,words=4", "2way,lru,blocks=16,words=2", "full,lru,blocks=4,words=1",
          "4way,random,blocks=16,words=4"]  # fmt: skip
BHTS = ["entries=8,history=1,initial=not-taken", "entries=16,history=2,initial=taken",
        "entries=32,history=2,initial=not-taken"]  # fmt: skip


@dataclass(frozen=True)
class Config:
    isa: str = "riscv"
    xlen: int = 32
    db: bool = False  # MIPS delayed branching
    smc: bool = False
    kd: bool = False  # Keyboard and Display MMIO connected
    bitmap: bool = False
    tools: tuple[str, ...] = ()
    cache: str = CACHES[0]
    bht: str = BHTS[0]
    size: int = 28  # statements per program
    clean: bool = False  # Features.clean_calls
    wrapped: bool = False  # Features.wrapped_calls

    def features(self) -> Features:
        return Features(isa=self.isa, xlen=self.xlen, delay_slots=self.db, smc=self.smc,
                        max_stmts=self.size, clean_calls=self.clean,
                        wrapped_calls=self.wrapped)  # fmt: skip

    def describe(self) -> str:
        parts = [self.isa + ("64" if self.xlen == 64 else "")]
        parts += [name for name, on in (("db", self.db), ("smc", self.smc), ("kd", self.kd),
                                        ("bitmap", self.bitmap), ("clean", self.clean),
                                        ("wrapped", self.wrapped))
                  if on]  # fmt: skip
        for t in self.tools:
            parts.append(f"{t}={self.cache}" if t == "cache" else f"{t}={self.bht}"
                         if t == "bht" else t)  # fmt: skip
        return " ".join(parts)


@dataclass
class Mode:
    """How the simulator is driven: a list of operations (see `Runner.op`)."""

    name: str
    ops: list[tuple] = field(default_factory=list)

    def describe(self) -> str:
        return f"{self.name} {self.ops}"


# ------------------------------------------------------------------------------- building
_CODE: dict[tuple, Any] = {}


def _memo_compile(source: str, filename: str, mode: str, *args: Any, **kw: Any) -> Any:
    """`compile`, remembered: the machines of one case translate the same blocks again
    (code objects are immutable, so sharing them changes nothing but the time)."""
    key = (source, filename, mode)
    code = _CODE.get(key)
    if code is None:
        if len(_CODE) > 4000:
            _CODE.clear()
        code = _CODE[key] = compile(source, filename, mode, *args, **kw)
    return code


def share_compiled() -> None:
    """Make the translators use `_memo_compile` (a module global shadows the builtin)."""
    from rarslite.machine.mips import translator as mips_translator
    from rarslite.machine.riscv import region, translator

    for module in (translator, region, mips_translator):
        module.compile = _memo_compile  # type: ignore[attr-defined]


_PROGRAMS: dict[tuple, Any] = {}  # assembled programs (machines only read them)


def assembled(source: str, cfg: Config) -> Any:
    key = (cfg.isa, cfg.xlen, source)
    prog = _PROGRAMS.get(key)
    if prog is None:
        if len(_PROGRAMS) > 64:
            _PROGRAMS.clear()
        if cfg.isa == "mips":
            from rarslite.asm.mips.assembler import assemble

            prog = assemble(["fuzz.asm"], texts={"fuzz.asm": source})
        else:
            from rarslite.asm.riscv import assemble_text

            prog = assemble_text(source, "fuzz.s", xlen=cfg.xlen)
        _PROGRAMS[key] = prog
    return prog


class Built:
    """A machine, its simulator, console and tools."""

    def __init__(self, gen: Generated, cfg: Config, single: bool) -> None:
        self.cfg = cfg
        self.console = BufferConsole()
        if cfg.isa == "mips":
            from rarslite.machine.mips.machine import load_mips

            prog = assembled(gen.source, cfg)
            _view, m, sim = load_mips(prog, self.console, delayed_branching=cfg.db,
                                      smc=cfg.smc)  # fmt: skip
        else:
            from rarslite.machine.riscv.machine import Machine

            prog = assembled(gen.source, cfg)
            m = Machine(prog, console=self.console, smc=cfg.smc)
            sim = Simulator(m)
        m.hart.force_single = single
        self.machine, self.sim = m, sim
        if cfg.kd:
            from rarslite.devices.keyboard_display import KeyboardDisplay

            kd = KeyboardDisplay(cols=20, rows=6)
            m.connect(kd)
            kd.connect()
        if cfg.bitmap:
            from rarslite.devices.bitmap_display import BitmapDisplay

            m.connect(BitmapDisplay())
        self.tools = None
        if cfg.tools:
            from rarslite.analysis.bht import parse_bht_spec
            from rarslite.analysis.cache import parse_cache_spec
            from rarslite.analysis.headless import ToolsSession
            from rarslite.analysis.memrefs import parse_memrefs_spec

            t = cfg.tools
            args = argparse.Namespace(
                count="count" in t, stats="stats" in t, json=True, mem_refs_png=None,
                cache=parse_cache_spec(cfg.cache) if "cache" in t else None,
                bht=parse_bht_spec(cfg.bht) if "bht" in t else None,
                mem_refs=parse_memrefs_spec("words=1,unit=16,display=256,base=static")
                if "memrefs" in t else None,  # fmt: skip
                cc="cc" in t, cc_strict="cc-strict" in t, cc_save_all="cc-save-all" in t)
            self.tools = ToolsSession(m, args)

    def observe(self, reason: str | None, console: bool = True) -> tuple:
        m = self.machine
        if self.cfg.isa == "mips":
            from rarslite.machine.mips.replay import capture  # noqa: F401 - the same fields

            h = m.hart
            e = m.error
            core = (h.pc, tuple(h.r), h.hi, h.lo, tuple(h.f), tuple(h.fcc),
                    tuple(sorted(h.cp0.items())), h.db_state, h.db_target, m.instret,
                    m.fetches, m.kernel_fetches, m.steps, m.pending_code, m.interrupts_taken,
                    getattr(h, "heap_break", None), m.exit_code,
                    None if e is None else (e.message, e.pc, e.with_location), m.report)
            regions = h.memory.regions
            text = sorted((a, w.word) for a, w in h.memory.text.items()) if self.cfg.smc \
                else None  # fmt: skip
        else:
            from rarslite.machine.riscv.replay import core_state

            core = core_state(m)
            core = core[:10] + core[11:]  # without ``attn`` (a request flag, not state)
            regions = m.memory._regions
            text = sorted(m.memory.text_words.items()) if self.cfg.smc else None
        sp0 = 0x7FFFEFFC
        mem = tuple(_window(regions, a, n) for a, n in ((0x10010000, 256), (sp0 - 256, 260),
                                                        (0xFFFF0000, 32)))  # fmt: skip
        devices = tuple(repr(device_snapshot(d)) for d in m.devices)
        tools = None
        if self.tools is not None:
            from rarslite.analysis.headless import _DATA

            tools = {n: _DATA[n](tool) for n, tool in self.tools.tools.items()}
        out = bytes(self.console.out) if console else None
        return (reason, core, mem, text, devices, tools, out, self.sim.report)


def _window(regions, addr: int, n: int) -> bytes | None:
    for r in regions:
        off = addr - r.base
        if 0 <= off and off + n <= len(r.buf):
            return bytes(r.buf[off:off + n])
    return None


# ------------------------------------------------------------------------------- driving
class Runner:
    """Drives one side (subject or reference) through a mode's operations."""

    def __init__(self, gen: Generated, cfg: Config, single: bool) -> None:
        self.gen, self.cfg, self.single = gen, cfg, single
        self.b = Built(gen, cfg, single)
        self.observations: list[tuple] = []
        self.long = False  # the reference did not end within CAP steps
        self.backstepped = False  # output printed again after a backstep is not compared
        self.targets: list[int] = []  # step counts the subject's backsteps landed on

    def done(self) -> bool:
        return self.b.sim.done

    def op(self, op: tuple, long: bool = False) -> None:
        n = len(self.observations)
        self._op(op, long)
        if self.backstepped and len(self.observations) > n:
            # after a backstep, output stays printed (and the print flag set), and the tools
            # keep what they counted (as in RARS): neither is compared
            r, core, mem, text, devices, _tools, _out, report = self.observations[-1]
            if self.cfg.isa != "mips":
                core = core[:7] + core[8:]
            self.observations[-1] = (r, core, mem, text, devices, None, None, report)

    def _op(self, op: tuple, long: bool) -> None:
        kind = op[0]
        sim = self.b.sim
        if kind == "go":
            if self.single or long:  # the reference finds out whether the program ends
                r = sim.run(max_steps=CAP)
                self.long = r == "max_steps"
            else:
                r = sim.run()
            self.observations.append(self.b.observe(r))
        elif kind == "limit":  # a fresh machine (as `rars nc N`)
            self.b = Built(self.gen, self.cfg, self.single)
            r = self.b.sim.run(max_steps=op[1])
            self.observations.append(self.b.observe(r))
        elif kind == "run":
            self.observations.append(self.b.observe(sim.run(max_steps=op[1])))
        elif kind == "slice":
            self.observations.append(self.b.observe(sim.run_slice(op[1])))
        elif kind == "step":
            for _ in range(op[1]):
                if sim.done:
                    break
                r = sim.step()
            self.observations.append(self.b.observe(None if sim.done else r))
        elif kind == "breakpoints":
            sim.breakpoints = set(op[1])
        elif kind == "backstep_on":
            sim.backstep_enabled = True
        elif kind == "backstep":
            self.backstepped = True
            if self.single:  # where the subject's backsteps landed: a fresh run to there
                target = self.targets.pop(0)
                self.b = Built(self.gen, self.cfg, True)
                if target:
                    self.b.sim.run(max_steps=target)
            else:
                for _ in range(op[1]):
                    if not sim.backstep():
                        break
                self.targets.append(self.b.machine.steps)
            self.observations.append(self.b.observe(None, console=False))
        else:  # pragma: no cover
            raise ValueError(op)


def backstep_reachable(runner: Runner, k: int) -> int:
    """How many steps a backstep after this run can undo at most (the last 2000)."""
    return min(k, runner.b.machine.steps, 2000)


@dataclass
class Failure:
    gen: Generated
    cfg: Config
    mode: Mode
    index: int  # the observation that differs
    expected: tuple | None
    actual: tuple | None
    seed: int | None = None

    def diff(self) -> str:
        names = ("reason", "registers/counters", "memory", "text", "devices", "tools", "output",
                 "report")  # fmt: skip
        e, a = self.expected, self.actual
        if e is None or a is None:
            return f"observation {self.index}: expected {e!r:.300}, got {a!r:.300}"
        lines = [f"after operation {self.index} of {self.mode.describe()}:"]
        for name, x, y in zip(names, e, a, strict=True):
            if x != y:
                if name == "registers/counters":
                    for i, (p, q) in enumerate(zip(x, y, strict=True)):
                        if p != q:
                            lines.append(f"  core[{i}]: expected {_short(p)}, got {_short(q)}")
                else:
                    lines.append(f"  {name}: expected {_short(x)}, got {_short(y)}")
        return "\n".join(lines)


def _short(v: Any) -> str:
    if isinstance(v, tuple) and len(v) > 8 and all(isinstance(i, int) for i in v):
        return "(" + ", ".join(f"{i}:{x:#x}" for i, x in enumerate(v) if x) + ")"
    s = repr(v)
    return s if len(s) < 600 else s[:600] + "..."


def check(gen: Generated, cfg: Config, mode: Mode) -> Failure | None:
    """Run the mode on the subject and the reference; the first difference, or None."""
    backsteps = any(op[0] == "backstep" for op in mode.ops)
    ref = Runner(gen, cfg, True)
    ops = []
    for op in mode.ops:
        if op[0] not in ("limit", "backstep", "breakpoints", "backstep_on") and \
                (ref.done() or ref.b.machine.steps >= CAP):  # fmt: skip
            if not backsteps:
                break
        ops.append(op)
        if not backsteps:
            ref.op(op)
    if backsteps:  # the subject first: the reference needs where its backsteps landed
        probe = Runner(gen, cfg, True)
        probe.op(("go",))
    sub = Runner(gen, cfg, False)
    for op in ops:
        if sub.done() and op[0] not in ("limit", "backstep", "breakpoints", "backstep_on"):
            continue
        sub.op(op, long=probe.long if backsteps else ref.long)
    if backsteps:
        ref.targets = list(sub.targets)
        for op in ops:
            if ref.done() and op[0] not in ("limit", "backstep", "breakpoints", "backstep_on"):
                continue
            ref.op(op)
    n = max(len(ref.observations), len(sub.observations))
    for i in range(n):
        e = ref.observations[i] if i < len(ref.observations) else None
        a = sub.observations[i] if i < len(sub.observations) else None
        if e != a:
            return Failure(gen, cfg, mode, i, e, a)
    return None


# ------------------------------------------------------------------------------- choosing
MODES = ("go", "limit", "slices", "gui", "step", "breakpoints", "backstep")


def pick_mode(rng: random.Random, name: str, text_addrs: list[int]) -> Mode:
    """The operations of mode ``name`` (sizes from ``rng``)."""
    if name == "go":
        return Mode(name, [("go",)])
    if name == "limit":
        ks = [rng.choice([rng.randint(1, 3), rng.randint(4, 60)]), rng.randint(1, 1500)]
        return Mode(name, [("limit", k) for k in ks])
    if name == "slices":
        return Mode(name, [("run", rng.choice([1, 2, 3, 5, 7, 13, 50, 200])) for _ in range(40)]
                    + [("go",)])  # fmt: skip
    if name == "gui":  # the worker's slices: sizes doubling from 100 (and single steps)
        ops: list[tuple] = []
        size = rng.choice([1, 3, 100])
        for _ in range(30):
            ops.append(("slice", size))
            size = min(200_000, size * 2)
        return Mode(name, ops)
    if name == "step":
        return Mode(name, [("step", rng.randint(1, 40)), ("run", rng.randint(1, 100)),
                           ("step", rng.randint(1, 40)), ("go",)])  # fmt: skip
    if name == "breakpoints":
        bps = rng.sample(text_addrs, min(len(text_addrs), rng.randint(1, 4)))
        return Mode(name, [("breakpoints", bps)] + [("go",)] * 25)
    if name == "backstep":
        first = rng.choice([("go",), ("run", rng.randint(1, 400)), ("step", rng.randint(1, 30))])
        return Mode(name, [("backstep_on",), first, ("backstep", rng.randint(1, 40)), ("go",),
                           ("backstep", rng.randint(1, 3000))])  # fmt: skip
    raise ValueError(name)


def pick_config(rng: random.Random, isa: str, size: int = 28) -> Config:
    cfg = Config(isa=isa, size=size)
    if isa == "riscv" and rng.random() < 0.2:
        cfg = replace(cfg, xlen=64)
    if isa == "mips" and rng.random() < 0.35:
        cfg = replace(cfg, db=True)
    if rng.random() < 0.2:
        cfg = replace(cfg, smc=True)
    if rng.random() < 0.25:
        cfg = replace(cfg, kd=True)
    if rng.random() < 0.1:
        cfg = replace(cfg, bitmap=True)
    if rng.random() < 0.35:
        tools = tuple(t for t in TOOLS if rng.random() < 0.4) or (rng.choice(TOOLS),)
        cfg = replace(cfg, tools=tools, cache=rng.choice(CACHES), bht=rng.choice(BHTS))
    return cfg


def text_addresses(gen: Generated, cfg: Config) -> list[int]:
    b = Built(gen, cfg, True)
    m = b.machine
    text = m.hart.memory.text if cfg.isa == "mips" else m.memory.text_words
    return sorted(a for a in text if a < 0x80000000)
