"""The differential fuzz gate (tests/fuzz/, issue 30): a fixed-seed run of 2,000 generated
programs per ISA, spread over the execution modes (Go, step limits on fresh machines, the
GUI's slices, single steps, breakpoints, backstep after Go) and machine configurations
(RV64, MIPS delayed branching, smc, Keyboard and Display, Bitmap Display, analysis tools),
each compared with the single-step reference at every stop. Both ISAs run side by side in
two processes. A failure prints its program and the line that reproduces it
(`scripts/fuzz_engine.py --isa ISA --seed S --case K`, which also shrinks it).

Longer runs: `scripts/fuzz_engine.py --seconds N`.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.campaign import Tally, case, report, run_case
from tests.fuzz.modes import MODES, Config, check, pick_mode
from tests.fuzz.strategy import programs

SEED = 30
PER_ISA = 2000
SIZE = 16  # statements per program: small programs, many shapes
CHUNK = 100


def _chunk(isa: str, start: int) -> tuple[dict, list[str]]:
    """Cases ``start`` .. ``start + CHUNK - 1``: counts per mode and failure reports."""
    tally = Tally()
    for k in range(start, start + CHUNK):
        c = case(isa, SEED, k, size=SIZE)
        tally.add(c, run_case(c))
    return dict(tally.programs), [report(c, f) for c, f in tally.failures]


def test_fuzz_gate_both_isas():
    jobs = [(isa, k) for k in range(0, PER_ISA, CHUNK) for isa in ("riscv", "mips")]
    ctx = multiprocessing.get_context("spawn")  # no fork of a process that may hold Qt
    counts: dict = {}
    failures: list[str] = []
    with ProcessPoolExecutor(2, mp_context=ctx) as pool:
        for c, f in pool.map(_chunk, *zip(*jobs, strict=True)):
            for key, n in c.items():
                counts[key] = counts.get(key, 0) + n
            failures += f
    for isa in ("riscv", "mips"):
        per_mode = {m: counts.get((isa, m), 0) for m in MODES}
        assert sum(per_mode.values()) == PER_ISA
        assert min(per_mode.values()) >= PER_ISA // len(MODES) - 1, per_mode
    assert not failures, f"{len(failures)} of {2 * PER_ISA} cases differ from the reference; " \
        f"the first:\n\n" + "\n\n".join(failures[:3])  # fmt: skip


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])  # fmt: skip
@given(gen=programs("mips", size=12), mode=st.sampled_from(MODES), seed=st.integers(0, 99))
def test_hypothesis_programs_mips(gen, mode, seed):
    """The same generator driven by hypothesis (a failure shrinks to a minimal program)."""
    _hypothesis_case(gen, Config(isa="mips"), mode, seed)


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])  # fmt: skip
@given(gen=programs("riscv", size=12), mode=st.sampled_from(MODES), seed=st.integers(0, 99))
def test_hypothesis_programs_riscv(gen, mode, seed):
    _hypothesis_case(gen, Config(isa="riscv"), mode, seed)


def _hypothesis_case(gen, cfg, mode, seed):
    import random

    from tests.fuzz.modes import text_addresses

    rng = random.Random(seed)
    m = pick_mode(rng, mode, text_addresses(gen, cfg) if mode == "breakpoints" else [])
    f = check(gen, cfg, m)
    assert f is None, f.diff() + "\n" + gen.source


def test_seed_reproduces_the_program():
    a, b = case("riscv", 5, 17), case("riscv", 5, 17)
    assert a.gen.source == b.gen.source and a.mode == b.mode and a.cfg == b.cfg
    assert case("mips", 5, 17).gen.source != case("mips", 5, 18).gen.source
