"""Record what checkers.s's functions return in the real RARS, as facts for the tests.

Developer tool (needs Java and a RARS 1.6 jar; the tests do not): builds random cases, runs
them all in one driver program that includes checkers.s, and writes
``tests/test_checkers_facts.json``. Usage:

    python3 scripts/oracles/checkers/rars_facts.py RARS_JAR [COUNT] [SEED]
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from rarslite.games import checkers as ck  # noqa: E402

FUNCS = {1: "genSlideMoves", 2: "genJumpMoves", 3: "makeMove", 4: "doTurn"}


def random_position(rng: random.Random) -> ck.Position:
    """Half scattered pieces, half positions reached by random legal play (jumps, kings)."""
    kind = rng.random()
    if kind < 0.4:
        return played_position(rng)
    cells = list(range(32))
    rng.shuffle(cells)
    nb, nr = rng.randint(0, 12), rng.randint(0, 12)
    if kind < 0.7:  # a few pieces against many: long capture chains
        nb, nr = (rng.randint(1, 3), rng.randint(5, 12))
        if rng.random() < 0.5:
            nb, nr = nr, nb
    black = sum(1 << c for c in cells[:nb])
    red = sum(1 << c for c in cells[nb : nb + nr])
    kings = sum(1 << c for c in cells[: nb + nr] if rng.random() < 0.3)
    # men on their own far row would already be kings
    kings |= black & ck.BLACK_KING_ROW | red & ck.RED_KING_ROW
    return ck.Position(black, red, kings, rng.randint(0, 1))


def played_position(rng: random.Random) -> ck.Position:
    pos = ck.Position()
    for _ in range(rng.randint(0, 80)):
        turns = ck.legal_turns(pos)
        if not turns:
            break
        ok, pos, winner = ck.play_turn(pos, [1 << s for s in rng.choice(turns)])
        if winner is not None:
            break
    return pos


def random_case(rng: random.Random) -> dict:
    test = rng.randint(1, 4)
    pos = random_position(rng)
    own = pos.own()
    case = {"test": test, "black": pos.black, "red": pos.red, "kings": pos.kings,
            "turn": pos.turn}
    if test in (1, 2):
        pick = rng.random()
        if pick < 0.6 and own:
            src = 1 << rng.choice(ck.squares(own))
        elif pick < 0.8:
            src = own & rng.getrandbits(32)
        else:
            src = rng.getrandbits(32) if rng.random() < 0.5 else 1 << rng.randrange(32)
        case["src"] = src
    elif test == 3:
        steps = [t[:2] for t in ck.legal_turns(pos)]
        if steps and rng.random() < 0.9:
            a, b = rng.choice(steps)
        else:
            a, b = rng.randrange(32), rng.randrange(32)
        case["src"], case["dst"] = 1 << a, 1 << b
    else:
        turns = ck.legal_turns(pos)
        if turns and rng.random() < 0.6:
            path = list(rng.choice(turns))
            if rng.random() < 0.3:  # spoil it
                kind = rng.randrange(4)
                if kind == 0 and len(path) > 2:
                    path = path[:-1]
                elif kind == 1:
                    path.append(rng.randrange(32))
                elif kind == 2:
                    path[rng.randrange(len(path))] = rng.randrange(32)
                else:
                    path = path[:1]
            moves = [1 << s for s in path]
        else:
            moves = [1 << rng.randrange(32) for _ in range(rng.randint(0, 4))]
            if rng.random() < 0.2:
                moves.append(rng.getrandbits(32) & ~ck.SENTINEL | 0)
        case["moves"] = moves
    return case


def crafted_cases() -> list[dict]:
    """Turns that exercise each rule on purpose (the same positions as the model's tests)."""

    def sq(*names: str) -> int:
        return sum(1 << ck.parse_square(n) for n in names)

    def turn(pos: ck.Position, *path: str) -> dict:
        return {"test": 4, "black": pos.black, "red": pos.red, "kings": pos.kings,
                "turn": pos.turn, "moves": [sq(p) for p in path]}

    forced = ck.Position(black=sq("c5", "h8"), red=sq("d4", "a1"), kings=0)
    chain = ck.Position(black=sq("a7"), red=sq("b6", "d4", "h2"), kings=0)
    crown = ck.Position(black=sq("c3"), red=sq("d2", "f2", "a5"), kings=0)
    red_crown = ck.Position(black=sq("e7", "c7", "h8"), red=sq("f6"), kings=0, turn=1)
    far_row = ck.Position(black=sq("c1", "d4"), red=sq("b8", "h4"), kings=0, turn=0)
    return [
        turn(forced, "h8", "g7"), turn(forced, "c5", "e3"),
        turn(chain, "a7", "c5"), turn(chain, "a7", "c5", "e3"),
        turn(chain, "a7", "c5", "e3", "f2"),
        turn(crown, "c3", "e1"), turn(crown, "c3", "e1", "g3"),
        turn(red_crown, "f6", "d8"), turn(red_crown, "f6", "d8", "b6"),
        turn(ck.Position(), "b6", "a5"), turn(ck.Position(), "b6", "a5", "b4"),
        turn(ck.Position(), "b6"), turn(ck.Position(turn=1), "b6", "a5"),
        {"test": 3, "black": far_row.black, "red": far_row.red, "kings": 0, "turn": 0,
         "src": sq("d4"), "dst": sq("e3")},
        {"test": 1, "black": sq("d4"), "red": 0, "kings": sq("d4"), "turn": 0,
         "src": sq("d4")},
        {"test": 2, "black": sq("h6"), "red": sq("g5"), "kings": 0, "turn": 0,
         "src": sq("h6")},
    ]


def driver_line(case: dict) -> list[str]:
    lines = []

    def setw(label: str, value: int) -> None:
        lines.append(f"    li t0, {value & ck.MASK32:#010x}")
        lines.append(f"    sw t0, {label}, t1")

    for label, key in (("BLACK", "black"), ("RED", "red"), ("KINGS", "kings"), ("TURN", "turn")):
        setw(label, case[key])
    test = case["test"]
    if test in (1, 2):
        lines.append(f"    li a0, {case['src']:#010x}")
        lines.append(f"    jal {FUNCS[test]}")
        lines.append("    jal show")
    elif test == 3:
        lines.append(f"    li a0, {case['src']:#010x}")
        lines.append(f"    li a1, {case['dst']:#010x}")
        lines.append("    jal makeMove")
        lines.append("    jal showState")
    else:
        lines.append("    la s0, MOVES_ARRAY")
        for i, word in enumerate(list(case["moves"]) + [ck.SENTINEL]):
            lines.append(f"    li t0, {word & ck.MASK32:#010x}")
            lines.append(f"    sw t0, {4 * i}(s0)")
        lines.append("    mv a0, s0")
        lines.append("    jal doTurn")
        lines.append("    jal show")
        lines.append("    jal showState")
    lines.append("    li a0, 10")
    lines.append("    li a7, 11")
    lines.append("    ecall")
    return lines


SHOW = """
    li a7, 10
    ecall
show:                   # print a0 in hex and a space
    li a7, 34
    ecall
    li a0, 32
    li a7, 11
    ecall
    ret
showState:
    addi sp, sp, -4
    sw ra, 0(sp)
    lw a0, BLACK
    jal show
    lw a0, RED
    jal show
    lw a0, KINGS
    jal show
    lw ra, 0(sp)
    addi sp, sp, 4
    ret
"""


def run_rars(jar: str, cases: list[dict], program: Path) -> list[list[int]]:
    body = [".text", "driverMain:"]
    for case in cases:
        body += driver_line(case)
    source = "\n".join(body) + SHOW + f'.include "{program}"\n'
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "driver.s"
        path.write_text(source)
        out = subprocess.run(["java", "-jar", jar, "nc", "me", str(path)], capture_output=True,
                             text=True, timeout=600)
    rows = [line.split() for line in out.stdout.splitlines() if line.strip()]
    if len(rows) != len(cases):
        raise SystemExit(f"expected {len(cases)} result lines, got {len(rows)}:\n{out.stdout}"
                         f"{out.stderr}")
    return [[int(v, 16) for v in row] for row in rows]


def main() -> int:
    jar = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 229
    rng = random.Random(seed)
    cases = crafted_cases() + [random_case(rng) for _ in range(count)]
    program = ROOT / "resources/examples/checkers/checkers.s"
    results = run_rars(jar, cases, program)
    for case, result in zip(cases, results, strict=True):
        case["rars"] = result
    out = ROOT / "tests/test_checkers_facts.json"
    out.write_text("{\"source\": \"RARS 1.6 running checkers.s\", \"cases\": [\n"
                   + ",\n".join(json.dumps(case) for case in cases) + "\n]}\n")
    print(f"wrote {len(cases)} cases to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
