"""`rarslite checkmylab PROG.s TEST.txt...`: CheckMyLab-format tests of the checkers lab.

A test file holds a test number and its arguments, separated by whitespace:

    1 BLACK RED KINGS TURN SRC          genSlideMoves(SRC)  -> moves bitboard
    2 BLACK RED KINGS TURN SRC          genJumpMoves(SRC)   -> moves bitboard
    3 SRC DEST BLACK RED KINGS TURN     makeMove(SRC, DEST) -> BLACK RED KINGS after
    4 BLACK RED KINGS TURN MOVE... -1   doTurn(MOVES_ARRAY) -> result, BLACK RED KINGS after

Bitboards are 32-bit numbers (normally written 0x1234ABCD), TURN is 0 or 1, and the moves of
test 4 end with the sentinel 0xFFFFFFFF. Each file gets one output line, ``FILE: RESULT``, or
``FILE: error: WHAT`` when the file is malformed or the function fails; the other files still
run. The program is assembled once; every test runs on a fresh machine. With ``--cc``
(``--cc-strict``, ``--cc-save-all``) the calling-convention checker (docs/conventions.md)
checks each call: one more line per finding, ``FILE: convention: WHERE: WHAT``, and the exit
status 1.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass

from rarslite.analysis.headless import CallCheck, add_cc_arguments, cc_options
from rarslite.commands.arg_types import positive_int
from rarslite.machine.front import DEFAULT_MAX_STEPS, CallError
from rarslite.machine.riscv.calls import assemble_program, call_function
from rarslite.program import Program

MASK32 = 0xFFFFFFFF
SENTINEL = 0xFFFFFFFF
MOVES_CAPACITY = 129  # 128 squares plus the sentinel
FUNCTIONS = {1: "genSlideMoves", 2: "genJumpMoves", 3: "makeMove", 4: "doTurn"}
STATE = ("BLACK", "RED", "KINGS")


class LabFileError(Exception):
    """The test file does not follow the format; ``str()`` says what is wrong."""


@dataclass
class LabTest:
    number: int
    black: int
    red: int
    kings: int
    turn: int
    src: int = 0
    dest: int = 0
    moves: tuple[int, ...] = ()

    @property
    def function(self) -> str:
        return FUNCTIONS[self.number]


def _short(token: str) -> str:
    """A token for a message: quoted, and cut short if it is long (binary files)."""
    return repr(token if len(token) <= 24 else token[:24] + "...")


def _bitboard(token: str, what: str) -> int:
    try:
        value = int(token, 16) if token.lower().startswith("0x") else int(token, 10)
    except ValueError:
        raise LabFileError(f"{what} is not a number: {_short(token)}") from None
    if not -(1 << 31) <= value <= MASK32:
        raise LabFileError(f"{what} does not fit in 32 bits: {_short(token)}")
    return value & MASK32


def _turn(token: str) -> int:
    if token not in ("0", "1"):
        raise LabFileError(f"TURN must be 0 or 1, not {_short(token)}")
    return int(token)


def parse_test(text: str) -> LabTest:
    """Parse the contents of one test file."""
    tokens = text.split()
    if not tokens:
        raise LabFileError("empty test file")
    if tokens[0] not in ("1", "2", "3", "4"):
        raise LabFileError(f"the test number must be 1, 2, 3 or 4, not {_short(tokens[0])}")
    number, rest = int(tokens[0]), tokens[1:]
    name = FUNCTIONS[number]
    if number in (1, 2):
        if len(rest) != 5:
            raise LabFileError(f"test {number} ({name}) takes 5 arguments: "
                                  f"BLACK RED KINGS TURN SRC; found {len(rest)}")
        black, red, kings = (_bitboard(t, w) for t, w in zip(rest[:3], STATE, strict=True))
        return LabTest(number, black, red, kings, _turn(rest[3]), src=_bitboard(rest[4], "SRC"))
    if number == 3:
        if len(rest) != 6:
            raise LabFileError(f"test 3 (makeMove) takes 6 arguments: "
                                  f"SRC DEST BLACK RED KINGS TURN; found {len(rest)}")
        src, dest = _bitboard(rest[0], "SRC"), _bitboard(rest[1], "DEST")
        black, red, kings = (_bitboard(t, w) for t, w in zip(rest[2:5], STATE, strict=True))
        return LabTest(3, black, red, kings, _turn(rest[5]), src=src, dest=dest)
    if len(rest) < 5:
        raise LabFileError(f"test 4 (doTurn) takes BLACK RED KINGS TURN and moves ending "
                              f"with 0xFFFFFFFF; found {len(rest)} arguments")
    black, red, kings = (_bitboard(t, w) for t, w in zip(rest[:3], STATE, strict=True))
    turn = _turn(rest[3])
    moves = tuple(_bitboard(t, f"move {i + 1}") for i, t in enumerate(rest[4:]))
    if moves[-1] != SENTINEL:
        raise LabFileError("the moves of test 4 must end with the sentinel 0xFFFFFFFF")
    if len(moves) > MOVES_CAPACITY:
        raise LabFileError(f"MOVES_ARRAY holds {MOVES_CAPACITY} words (128 moves and the "
                              f"sentinel); the test has {len(moves)}")
    return LabTest(4, black, red, kings, turn, moves=moves)


def run_test(program: Program, test: LabTest, *, max_steps: int = DEFAULT_MAX_STEPS,
             check: CallCheck | None = None) -> str:  # fmt: skip
    """Run one parsed test and return its RESULT text (``check`` watches the call). Raises
    CallError."""
    sets: dict[str, list[int]] = {"BLACK": [test.black], "RED": [test.red],
                                  "KINGS": [test.kings], "TURN": [test.turn]}
    args: list[int]
    if test.number in (1, 2):
        args = [test.src]
    elif test.number == 3:
        args = [test.src, test.dest]
    else:
        if "MOVES_ARRAY" not in program.symbols:
            raise CallError("the program has no MOVES_ARRAY label")
        sets["MOVES_ARRAY"] = list(test.moves)
        args = [program.symbols["MOVES_ARRAY"]]
    result = call_function(program, test.function, sets=sets, args=args, max_steps=max_steps,
                           watch=check)  # fmt: skip
    if test.number in (1, 2):
        return f"0x{result.a0:08X}"
    state = " ".join(f"0x{result.word(program.symbols[name]):08X}" for name in STATE)
    if test.number == 3:
        return state
    return f"{result.a0} {state}"


def check_file(program: Program, path: str, *, max_steps: int = DEFAULT_MAX_STEPS,
               check: CallCheck | None = None) -> str:  # fmt: skip
    """The output line for one test file (and with ``check``, one per finding)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except OSError as exc:
        return f"{path}: error: cannot read the file ({exc.strerror or exc})"
    try:
        test = parse_test(text)
        line = f"{path}: {run_test(program, test, max_steps=max_steps, check=check)}"
    except (LabFileError, CallError) as exc:
        line = f"{path}: error: " + str(exc).replace("\n", "\n    ")
    found = check.findings() if check is not None else []
    return "\n".join([line] + [f"{path}: convention: {f.text()}" for f in found])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="rarslite checkmylab",
        description="Run CheckMyLab-format tests (1 genSlideMoves, 2 genJumpMoves, 3 makeMove, "
        "4 doTurn) of a checkers lab solution; one line per test file.",
    )
    parser.add_argument("program", metavar="PROG.s", help="the solution (checkers.s)")
    parser.add_argument("tests", nargs="+", metavar="TEST.txt")
    parser.add_argument("--max-steps", type=positive_int, default=DEFAULT_MAX_STEPS, metavar="N",
                        help=f"instructions allowed per test (default {DEFAULT_MAX_STEPS})")
    add_cc_arguments(parser, "one line per finding after the test's, exit status 1.")
    args = parser.parse_args(argv)
    options = cc_options(args)
    try:
        program = assemble_program(args.program)
    except CallError as exc:
        sys.stderr.write(f"rarslite checkmylab: {exc}\n")
        return 2
    failed = False
    for path in args.tests:
        check = CallCheck(options) if options is not None else None
        line = check_file(program, path, max_steps=args.max_steps, check=check)
        failed |= line.startswith(f"{path}: error:") or f"\n{path}: convention: " in line
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
    return 1 if failed else 0
