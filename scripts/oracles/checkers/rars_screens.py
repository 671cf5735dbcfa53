"""Record checkers.s's screens in the real RARS 1.6 Keyboard and Display tool, as test facts.

Developer tool (needs Java, javac, xvfb-run and a RARS 1.6 jar; rarslite's tests do not):
plays each scenario's keys with RarsPlay.java (the tool in stand-alone mode under a virtual
X display) and writes ``tests/test_checkers_rars_screens.json``. Usage:

    python3 scripts/oracles/checkers/rars_screens.py RARS_JAR
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


def scripted_game(winner: int, seed_from: int = 0) -> list[list[int]]:
    """A random legal game that ``winner`` wins (greedy captures for the winner)."""
    for seed in range(seed_from, seed_from + 500):
        rng = random.Random(seed)
        pos, turns, won = ck.Position(), [], None
        for _ in range(150):
            options = ck.legal_turns(pos)
            if pos.turn == winner:
                options.sort(key=len, reverse=True)
                options = options[:1] if len(options[0]) > 2 else options
            path = rng.choice(options)
            _, pos, won = ck.play_turn(pos, [1 << s for s in path])
            turns.append(path)
            if won is not None:
                break
        if won == winner:
            return turns
    raise SystemExit("no game found")


def keys_for(turns: list[list[int]]) -> str:
    return "".join(ck.keys_for_move(t) for t in turns)


def scenarios() -> dict[str, str]:
    black_game, red_game = scripted_game(0, 1000), scripted_game(1, 1000)
    return {
        "black_wins": keys_for(black_game),
        "red_wins": keys_for(red_game),
        "midgame_selection": keys_for(black_game[:9]) + ck.keys_for_move(black_game[9])[:-1],
        "bad_input": "a8h15zZ!9i0\n\tc3d4 a7b6 b6a5b4 b6a5 ",
        "selection_129": "b6" * 128 + "d6",
        "selection_129_submitted": "b6" * 128 + "d6 ",
        "clear_with_q": "b6c5qf6",
        "forced_capture": "f6e5 c3d4 b6a5 e5c3 ",
    }


def main() -> int:
    jar = str(Path(sys.argv[1]).resolve())
    program = ROOT / "resources/examples/checkers/checkers.s"
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["javac", "-cp", jar, "-d", tmp, str(HERE / "RarsPlay.java")], check=True)
        for name, keys in scenarios().items():
            keys_file = Path(tmp) / f"{name}.keys"
            keys_file.write_bytes(keys.encode("latin-1"))
            run = subprocess.run(["xvfb-run", "-a", "java", "-cp", f"{jar}:{tmp}", "RarsPlay",
                                  str(program), str(keys_file)],
                                 capture_output=True, text=True, timeout=900)
            if run.stderr.strip():
                raise SystemExit(f"{name}: {run.stderr}")
            lines = [line.rstrip() for line in run.stdout.splitlines()]
            while lines and not lines[-1]:
                lines.pop()
            out.append({"name": name, "keys": keys, "screen": lines})
            print(f"{name}: {len(keys)} keys, {len(lines)} lines")
    path = ROOT / "tests/test_checkers_rars_screens.json"
    path.write_text(json.dumps({"source": "RARS 1.6 Keyboard and Display MMIO Simulator, "
                                          "display 40x22 or larger", "scenarios": out},
                               indent=1) + "\n")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
