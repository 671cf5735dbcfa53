"""The checkers example's source: assembles cleanly and documents every function."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rarslite.machine.riscv import calls as call

EXAMPLE = Path(__file__).resolve().parents[1] / "resources/examples/checkers"
LAB_FUNCTIONS = ["checkers", "displayGame", "genSlideMoves", "genJumpMoves", "makeMove",
                 "doTurn", "handler"]
COMMON_FUNCTIONS = ["displayBoard", "bitsToIndex", "cordsToBits", "printChar", "printStr",
                    "waitForDisplayReady", "handlerTerminate"]


def _headers(path: Path) -> dict[str, str]:
    """Function label -> the comment block right above it."""
    lines = path.read_text().splitlines()
    out = {}
    for i, line in enumerate(lines):
        m = re.match(r"^([A-Za-z_]\w*):\s*$", line)
        if not m:
            continue
        j, block = i - 1, []
        while j >= 0 and lines[j].startswith("#"):
            block.append(lines[j])
            j -= 1
        if block:
            out[m.group(1)] = "\n".join(reversed(block))
    return out


@pytest.mark.parametrize(("file", "names"), [("checkers.s", LAB_FUNCTIONS),
                                             ("common.s", COMMON_FUNCTIONS)])
def test_every_function_has_a_header_with_register_usage(file: str, names: list[str]) -> None:
    headers = _headers(EXAMPLE / file)
    for name in names:
        assert name in headers, f"{name} has no header comment"
        assert "Register usage" in headers[name], name


def test_no_line_is_too_wide_and_no_tabs() -> None:
    for file in ("checkers.s", "common.s"):
        for number, line in enumerate((EXAMPLE / file).read_text().splitlines(), 1):
            assert len(line) <= 100 and "\t" not in line, f"{file}:{number}"


@pytest.mark.skipif(not call.engine_available(), reason="assembler not available yet")
def test_assembles_in_the_rars_dialect_without_warnings() -> None:
    from rarslite.asm.riscv import assemble

    program = assemble([str(EXAMPLE / "checkers.s")])  # plain RARS dialect, no extensions
    assert program.warnings == []
    for name in LAB_FUNCTIONS + COMMON_FUNCTIONS + ["MOVES_ARRAY", "PENDING_KEY", "DATA_TRAP"]:
        assert name in program.symbols
    # execution starts with common.s's entry, which sets uscratch and calls checkers
    assert program.entry == program.symbols["commonMain"]
