"""A fuzz campaign: program ``k`` of seed ``S`` for one ISA gets its own config and mode
(all derived from ``(S, isa, k)``), so one line reproduces any case:
``scripts/fuzz_engine.py --isa ISA --seed S --case K``.

A failure is shrunk (choices.shrink on the generator's choice sequence) to a small program
that still fails the same config and mode.
"""

from __future__ import annotations

import random
import traceback
from collections import Counter
from dataclasses import dataclass, field, replace

from tests.fuzz.choices import ReplayChooser, SeedChooser
from tests.fuzz.gen import Generated, generate
from tests.fuzz.modes import (
    CC_CLEAN_SHARE,
    CC_HOOKS_SHARE,
    CC_SAVE_ALL_SHARE,
    CC_SHARE,
    CC_WRAPPED_SHARE,
    COUNTING_SHARE,
    COUNTING_TOOLS,
    MODES,
    Config,
    Failure,
    Mode,
    check,
    pick_config,
    pick_mode,
    share_compiled,  # fmt: skip
    text_addresses,
)


@dataclass
class Case:
    isa: str
    seed: int
    index: int
    gen: Generated
    cfg: Config
    mode: Mode
    size: int = 28


def case(isa: str, seed: int, index: int, modes: tuple[str, ...] = MODES,
         size: int = 28, clean: bool | None = None) -> Case:  # fmt: skip
    """Case ``index`` of ``seed``: its config, program (``size`` statements) and mode.
    ``clean``: Config.clean as given, not drawn (the regression tests pin the programs made
    before it was drawn)."""
    rng = random.Random(f"{isa}/{seed}/{index}")
    cfg = pick_config(rng, isa, size)
    # counting tools alone (the native core counts for them), drawn apart as the checker
    counting = random.Random(f"{isa}/{seed}/{index}/counting")
    if not cfg.tools and counting.random() < COUNTING_SHARE:
        cfg = replace(cfg, tools=counting.choice(COUNTING_TOOLS))
    # drawn apart, so the cases of every seed stay the programs and configs they were
    cc = random.Random(f"{isa}/{seed}/{index}/cc")
    hooks = random.Random(f"{isa}/{seed}/{index}/cc-hooks")
    name = modes[index % len(modes)]
    if cc.random() < CC_SHARE:
        cfg = replace(cfg, tools=cfg.tools + _checker(cc))
        # half of those --cc-save-all (every stack store and load, on the core too)
        if random.Random(f"{isa}/{seed}/{index}/cc-save-all").random() < CC_SAVE_ALL_SHARE:
            cfg = replace(cfg, tools=cfg.tools + ("cc-save-all",))
        # half of them with clean calls in their functions (the fast paths' lean returns)
        if random.Random(f"{isa}/{seed}/{index}/cc-clean").random() < CC_CLEAN_SHARE:
            cfg = replace(cfg, clean=True)
        # half of those whose checker runs on blocks (no --cc-save-all, no tool that needs
        # single steps, no delayed branching or smc, a mode that runs blocks): main's calls
        # through wrappers, clean
        if _on_blocks(cfg, name) \
                and random.Random(f"{isa}/{seed}/{index}/cc-wrapped").random() \
                < CC_WRAPPED_SHARE:  # fmt: skip
            cfg = replace(cfg, clean=True, wrapped=True)
    elif clean is None and _on_blocks(cfg, name) \
            and hooks.random() < CC_HOOKS_SHARE:  # (not the regression tests' pinned cases)
        cfg = replace(cfg, tools=cfg.tools + _checker(hooks), clean=True, wrapped=True)
    if clean is not None:
        cfg = replace(cfg, clean=clean)
    gen = generate(SeedChooser(rng.getrandbits(64)), cfg.features())
    mode = pick_mode(rng, name, text_addresses(gen, cfg) if name == "breakpoints" else [])
    return Case(isa, seed, index, gen, cfg, mode, size)


def _checker(rng: random.Random) -> tuple[str, ...]:
    """The checker's tools, drawn: half of the time --cc-strict (its relied-on reads too)."""
    return ("cc", "cc-strict") if rng.random() < 0.5 else ("cc",)


def _on_blocks(cfg: Config, mode: str) -> bool:
    """Whether a checker without --cc-save-all would run on Python's blocks here: no tool
    that needs single steps, no delayed branching or smc, a mode that runs blocks."""
    return not {"cc-save-all", "bht", "memrefs"} & set(cfg.tools) and not cfg.db \
        and not cfg.smc and mode in ("go", "limit", "slices", "gui")  # fmt: skip


def run_case(c: Case) -> Failure | None:
    share_compiled()
    try:
        return check(c.gen, c.cfg, c.mode)
    except Exception:  # noqa: BLE001 - a crash of the harness or the engine is a finding
        return Failure(c.gen, c.cfg, c.mode, -1, None, ("exception", traceback.format_exc()))


def shrink_failure(c: Case, budget: int = 300) -> Generated:
    """The smallest program (by the shrinker's search) that fails ``c``'s config and mode."""
    from tests.fuzz.choices import shrink

    feats = c.cfg.features()

    def fails(values: list[int]) -> bool:
        gen = generate(ReplayChooser(values), feats)
        mode = c.mode
        if mode.name == "breakpoints":  # addresses of the new program's text
            rng = random.Random(0)
            mode = pick_mode(rng, "breakpoints", text_addresses(gen, c.cfg))
            mode.ops[0] = ("breakpoints", [a for a in c.mode.ops[0][1]])
        try:
            return check(gen, c.cfg, mode) is not None
        except Exception:  # noqa: BLE001
            return True

    best = shrink(c.gen.choices, fails, budget)
    return generate(ReplayChooser(best), feats)


@dataclass
class Tally:
    programs: Counter = field(default_factory=Counter)  # (isa, mode) -> count
    configs: Counter = field(default_factory=Counter)  # config feature -> count
    failures: list[tuple[Case, Failure]] = field(default_factory=list)

    def add(self, c: Case, f: Failure | None) -> None:
        self.programs[(c.isa, c.mode.name)] += 1
        for word in c.cfg.describe().split()[1:]:
            self.configs[(c.isa, word.split("=")[0])] += 1
        if c.cfg.xlen == 64:
            self.configs[(c.isa, "rv64")] += 1
        if f is not None:
            self.failures.append((c, f))


def report(c: Case, f: Failure, shrunk: Generated | None = None) -> str:
    lines = [f"FAIL {c.isa} seed {c.seed} case {c.index}: config [{c.cfg.describe()}] mode "
             f"{c.mode.name}",
             f"reproduce: scripts/fuzz_engine.py --isa {c.isa} --seed {c.seed} --case {c.index}"
             f" --size {c.size}",
             f.diff() if f.index >= 0 else str(f.actual[1])]  # fmt: skip
    prog = shrunk or c.gen
    lines += ["program" + (" (shrunk)" if shrunk else "") + ":", prog.source]
    return "\n".join(lines)
