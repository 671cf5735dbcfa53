"""The calling-convention checker's findings (conventions.py): what one says, the options
that choose which are looked for, and the summary the commands print."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

#: finding kinds, in the order the summary lists them
KINDS = ("callee-saved", "sp", "return-address", "caller-saved", "handler", "save-all")


@dataclass(frozen=True)
class Finding:
    """One break of the conventions, reported once per (kind, function, register)."""

    kind: str  # one of KINDS
    register: str  # the register's ABI name ("s1", "$t0"); "" for return-address
    function: str  # label of the function (or handler) whose code breaks the convention
    file: str  # where to look: the return, the handler's return, or the read
    line: int
    call_line: int | None  # the call (for handlers: the interrupted instruction)
    return_line: int | None  # the return instruction (ret, jr $ra, uret, eret)
    old: int | None  # the register's value at the call / handler entry
    new: int | None  # its value at the return / the read
    message: str
    pc: int = 0  # address of the instruction at ``line``
    callee: str = ""  # caller-saved: the function called across

    def text(self) -> str:
        where = f"{self.file}:{self.line}: " if self.file else ""
        return where + self.message

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class CheckOptions:
    """``strict``: a caller must not read a caller-saved register after a call before
    writing it even if the callee left it alone (another callee might not). ``save_all``:
    report functions that save and restore callee-saved registers they never write.
    ``handler_free``: register names a handler may change (default: the ISA's $k0/$k1)."""

    strict: bool = False
    save_all: bool = False
    handler_free: tuple[str, ...] | None = None


def kind_counts(findings: list[Finding]) -> dict[str, int]:
    """How many findings of each kind (all of KINDS, in order)."""
    counts = dict.fromkeys(KINDS, 0)
    for f in findings:
        counts[f.kind] += 1
    return counts


def summary_head(findings: list[Finding]) -> str:
    """"Calling conventions: N findings (...)", or "... no findings"."""
    if not findings:
        return "Calling conventions: no findings"
    parts = ", ".join(f"{n} {kind}" for kind, n in kind_counts(findings).items() if n)
    n = len(findings)
    return f"Calling conventions: {n} finding{'s' * (n != 1)} ({parts})"


def summary_text(findings: list[Finding]) -> str:
    """summary_head's line and one line per finding."""
    return summary_head(findings) + "\n" + "".join(f"  {f.text()}\n" for f in findings)


def text_labels(program: Any, mips: bool) -> dict[int, str]:
    """Address -> a label on it, for naming functions (MIPS: its text labels first)."""
    labels: dict[int, str] = {}
    if mips:
        labels.update(getattr(program, "text_labels", {}) or {})
    text = program.text
    for name, addr in program.symbols.items():
        if addr in text:
            labels.setdefault(addr, name)
    return labels


def source_loc(program: Any, pc: int) -> tuple[str, int] | None:
    """(file, line) of the instruction at ``pc`` (MIPS: the line MARS names), else None."""
    entry = program.text.get(pc)
    if entry is None:
        return None
    loc = entry.source_loc() if hasattr(entry, "source_loc") else getattr(entry, "loc", None)
    if loc is None:
        return None
    return loc.file, loc.line
