"""The BHT Simulator of RARS 1.6 (MARS 4.5's is the same tool): a branch history table.

The table has 8, 16 or 32 entries; a branch at address ``a`` uses entry ``(a >> 2) % entries``.
Each entry keeps the last 1 or 2 outcomes (its history), a prediction (take / do not take),
and counts of correct and incorrect predictions. When a branch's outcome is known the
history shifts it in; a wrong prediction flips only when every outcome in the history equals
this outcome (with history 2 that is a 2-bit scheme: two wrong in a row flip it). All
histories and predictions start at the initial value.

Like the tool, this watches instruction fetches: at a branch's fetch the outcome is computed
from the registers, and the entry is updated at the *next* fetch (so a branch that is the
last instruction a run executes is never counted). Precision is ``correct * 100.0 / (correct +
incorrect)`` (0 for an unused entry), shown with at most three decimals as Java's table does.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from rarslite.memory_map import MemoryConfig

ENTRY_CHOICES = (8, 16, 32)
HISTORY_CHOICES = (1, 2)


@dataclass(frozen=True)
class BhtSettings:
    entries: int = 16
    history: int = 1
    initial: bool = False  # True: TAKE

    def __post_init__(self) -> None:
        if self.entries not in ENTRY_CHOICES:
            raise ValueError("BHT entries must be 8, 16 or 32")
        if self.history not in HISTORY_CHOICES:
            raise ValueError("BHT history must be 1 or 2")

    def describe(self) -> str:
        return (f"{self.entries} entries, history {self.history}, initial "
                f"{'TAKE' if self.initial else 'NOT TAKE'}")  # fmt: skip


def parse_bht_spec(text: str) -> BhtSettings:
    """``entries=16,history=2,initial=taken``; defaults are the tool's (16, 1, not taken)."""
    values: dict[str, Any] = {}
    for part in (p.strip().lower() for p in text.split(",")):
        if not part:
            continue
        key, eq, value = part.partition("=")
        key, value = key.strip(), value.strip()
        if not eq or key not in ("entries", "history", "initial"):
            raise ValueError(f"unknown BHT setting {part!r} (entries=N, history=N, "
                             "initial=taken|not-taken)")  # fmt: skip
        if key == "initial":
            if value not in ("taken", "take", "not-taken", "nottaken", "not-take"):
                raise ValueError("BHT initial must be taken or not-taken")
            values[key] = value in ("taken", "take")
        else:
            try:
                values[key] = int(value)
            except ValueError:
                raise ValueError(f"BHT {key} must be a number, not {value!r}") from None
    return BhtSettings(**values)


class BhtEntry:
    __slots__ = ("history", "prediction", "correct", "incorrect")

    def __init__(self, history: int, initial: bool) -> None:
        self.history = [initial] * history  # oldest first
        self.prediction = initial
        self.correct = self.incorrect = 0

    def update(self, taken: bool) -> None:
        self.history = self.history[1:] + [taken]
        if taken == self.prediction:
            self.correct += 1
        else:
            self.incorrect += 1
            if all(h == taken for h in self.history):
                self.prediction = not self.prediction

    @property
    def precision(self) -> float:
        total = self.correct + self.incorrect
        return self.correct * 100.0 / total if total else 0.0

    def history_text(self) -> str:
        return ", ".join("T" if h else "NT" for h in self.history)

    def prediction_text(self) -> str:
        return "TAKE" if self.prediction else "NOT TAKE"


def java_table_number(x: float) -> str:
    """A Double as JTable's default renderer shows it (NumberFormat: at most 3 decimals,
    half-even)."""
    text = str(Decimal(x).quantize(Decimal("0.001"), rounding=ROUND_HALF_EVEN))
    return text.rstrip("0").rstrip(".") if "." in text else text


class BranchHistoryTable:
    """The table and the fetch observer that feeds it. ``taken(ins)`` says whether the branch
    ``ins`` will branch with the machine's current registers; None for a non-branch."""

    def __init__(self, settings: BhtSettings, taken, config: MemoryConfig) -> None:
        self.settings = settings
        self.taken = taken
        # the tool observes the text segment (not MARS's kernel text)
        self.text_lo, self.text_hi = config.text_base, config.text_limit_cfg + 4
        self.reset()

    def reset(self) -> None:
        st = self.settings
        self.entries = [BhtEntry(st.history, st.initial) for _ in range(st.entries)]
        self.pending = 0  # address of a branch whose outcome is not yet recorded (0: none)
        self.pending_taken = False

    def index(self, addr: int) -> int:
        return (addr >> 2) % self.settings.entries

    def on_fetch(self, pc: int, ins: Any) -> None:
        if not self.text_lo <= pc < self.text_hi:
            return
        if self.pending != 0:
            self.entries[self.index(self.pending)].update(self.pending_taken)
            self.pending = 0
        if ins is None:
            return
        outcome = self.taken(ins)
        if outcome is not None:
            self.pending, self.pending_taken = pc, outcome

    @property
    def correct(self) -> int:
        return sum(e.correct for e in self.entries)

    @property
    def incorrect(self) -> int:
        return sum(e.incorrect for e in self.entries)


def riscv_taken(machine) -> Any:
    """The branch outcome function for a RISC-V machine's registers."""
    bits = machine.xlen
    sign = 1 << (bits - 1)

    def signed(v: int) -> int:
        return v - (sign << 1) if v & sign else v

    def taken(ins: Any) -> bool | None:
        op = ins.op
        if op[0] != "b":
            return None
        x = machine.x
        a, b = x[ins.rs1], x[ins.rs2]
        if op == "beq":
            return a == b
        if op == "bne":
            return a != b
        if op == "blt":
            return signed(a) < signed(b)
        if op == "bge":
            return signed(a) >= signed(b)
        if op == "bltu":
            return a < b
        if op == "bgeu":
            return a >= b
        return None

    return taken
