"""The analysis tools' numbers as text and as JSON (``rarslite run --count --stats --cache
--bht [--json]``; docs/tools.md shows examples).

Text: one block per tool, a title line then indented rows, numbers as the tool shows them
(percentages as its progress bars print them, the BHT's precision as its table does).
The memory reference grid lists the units with references (row-major: the unit's first
address, its row and column, its count and colour); its JSON has the whole grid.
JSON: one object with a key per connected tool (``count``, ``stats``, ``cache``, ``bht``,
``memrefs``)."""

from __future__ import annotations

from typing import Any

from rarslite.analysis.bht import BranchHistoryTable, java_table_number
from rarslite.analysis.cache import DataCache
from rarslite.analysis.counts import InstructionCounter, InstructionStatistics, percent
from rarslite.analysis.memrefs import MemoryReferences, count_color


def counter_data(c: InstructionCounter) -> dict[str, Any]:
    return {"total": c.total, "formats": dict(c.counts)}


def stats_data(s: InstructionStatistics) -> dict[str, Any]:
    return {"total": s.total, "categories": dict(s.counts)}


def cache_data(c: DataCache) -> dict[str, Any]:
    st = c.settings
    return {"placement": st.placement, "replacement": st.replacement, "blocks": st.blocks,
            "words": st.words, "set_size": st.set_size, "bytes": st.blocks * st.words * 4,
            "accesses": c.accesses, "hits": c.hits, "misses": c.misses,
            "hit_rate_percent": c.hit_rate_percent()}  # fmt: skip


def bht_data(b: BranchHistoryTable) -> dict[str, Any]:
    st = b.settings
    return {"entries": st.entries, "history": st.history,
            "initial": "taken" if st.initial else "not-taken",
            "table": [{"index": i, "history": e.history_text(), "prediction": e.prediction_text(),
                       "correct": e.correct, "incorrect": e.incorrect,
                       "precision": e.precision} for i, e in enumerate(b.entries)]}  # fmt: skip


def _rows(counts: dict[str, int], total: int) -> str:
    width = max(len(k) for k in counts)
    return "".join(f"  {k + ':':<{width + 1}} {n:>10}  {percent(n, total):>3}%\n"
                   for k, n in counts.items())  # fmt: skip


def counter_text(c: InstructionCounter) -> str:
    who = "RARS" if c.isa == "riscv" else "MARS"
    return (f"Instruction Counter ({who}): {c.total} instructions\n"
            + _rows(c.counts, c.total))  # fmt: skip


def stats_text(s: InstructionStatistics) -> str:
    return f"Instruction Statistics: {s.total} instructions\n" + _rows(s.counts, s.total)


def cache_text(c: DataCache) -> str:
    return (f"Data Cache Simulator: {c.settings.describe()}\n"
            f"  accesses: {c.accesses}\n  hits:     {c.hits}\n  misses:   {c.misses}\n"
            f"  hit rate: {c.hit_rate_percent()}%\n")  # fmt: skip


def bht_text(b: BranchHistoryTable) -> str:
    lines = [f"BHT Simulator: {b.settings.describe()}\n",
             "  index  history  prediction  correct  incorrect  precision\n"]
    for i, e in enumerate(b.entries):
        lines.append(f"  {i:>5}  {e.history_text():<7}  {e.prediction_text():<10}  "
                     f"{e.correct:>7}  {e.incorrect:>9}  {java_table_number(e.precision):>9}\n")
    total = b.correct + b.incorrect
    overall = java_table_number(b.correct * 100.0 / total if total else 0.0)
    lines.append(f"  all entries: {total} branches, {b.correct} correct, {b.incorrect} "
                 f"incorrect, precision {overall}\n")  # fmt: skip
    return "".join(lines)


def memrefs_data(m: MemoryReferences) -> dict[str, Any]:
    st = m.settings
    return {"words": st.words, "unit_width": st.unit_width, "unit_height": st.unit_height,
            "display_width": st.display_width, "display_height": st.display_height,
            "base": st.base, "base_address": m.low & 0xFFFFFFFF, "rows": m.rows,
            "columns": m.columns, "total": m.total, "ignored": m.ignored,
            "counts": [m.counts[r * m.columns:(r + 1) * m.columns] for r in range(m.rows)]}


def memrefs_text(m: MemoryReferences) -> str:
    config = m.config
    lines = [f"Memory Reference Visualization: {m.settings.describe(config, m.isa)}\n",
             f"  {m.total} references in {sum(1 for n in m.counts if n)} of "
             f"{len(m.counts)} units\n"]
    if m.ignored:
        lines.append(f"  {m.ignored} to the word past the grid (the tools stop there)\n")
    lines.append("  address     row  column  count  colour\n")
    for i, n in enumerate(m.counts):
        if n:
            row, col = divmod(i, m.columns)
            lines.append(f"  0x{m.unit_address(i):08x}  {row:>3}  {col:>6}  {n:>5}  "
                         f"#{count_color(n):06x}\n")
    return "".join(lines)
