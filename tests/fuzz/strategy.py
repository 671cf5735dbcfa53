"""The generator as a hypothesis strategy: its choices are hypothesis draws, so a failing
program shrinks the way hypothesis shrinks integers (fewer statements, simpler kinds)."""

from __future__ import annotations

from hypothesis import strategies as st

from tests.fuzz.choices import DrawChooser
from tests.fuzz.dialects import Features
from tests.fuzz.gen import Generated, generate


def programs(isa: str, size: int = 16, **features) -> st.SearchStrategy[Generated]:
    f = Features(isa=isa, max_stmts=size, **features)

    @st.composite
    def draw(d) -> Generated:
        return generate(DrawChooser(d), f)

    return draw()
