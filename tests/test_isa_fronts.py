"""Each ISA's front (``Isa.part("front")``) answers everything the command-line front ends
ask (`rarslite.machine.front.Front`), so `run`, `asm`, `play` and `call` never ask which ISA."""

from __future__ import annotations

import pytest

from rarslite.isa.base import MIPS, RV32
from rarslite.machine.front import Front


def _members() -> set[str]:
    names = {n for n in vars(Front) if not n.startswith("_")}
    return names | set(Front.__annotations__)


@pytest.mark.parametrize("isa", [RV32, MIPS], ids=lambda i: i.name)
def test_front_answers_every_question(isa):
    front = isa.part("front")
    missing = sorted(n for n in _members() if not hasattr(front, n))
    assert not missing, f"{isa.name}'s front lacks {missing}"
    assert set(front.end_order) == {"message", "regs", "devices"}


def test_register_readers_know_their_own_names_only():
    rv, mips = RV32.part("front"), MIPS.part("front")
    assert rv.register_reader("a0") and rv.register_reader("ucause")
    assert mips.register_reader("$t0") and mips.register_reader("epc")
    assert rv.register_reader("$t0") is None and mips.register_reader("ucause") is None
    assert "timer" in mips.lacks and list(rv.lacks) == ["delayed_branching"]
