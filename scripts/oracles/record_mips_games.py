"""Record the MIPS course games (resources/examples/mips/) with the real MARS 4.5, or compare a
MARS-compatible command with the recordings.

``tests/data/mips_games/games.json`` lists every scripted game: the folder it runs in, the
command-line arguments after MARS's options (``nc ic``: no copyright line, print the
instruction count), and the file that is its standard input. Recording runs, per game,

    cd DIR && java -jar Mars.jar nc ic ARGS... < STDIN

and stores the standard output as ``tests/data/mips_games/NAME.out`` and the exit codes in
``exit_codes.json``. MARS names source files by their absolute path in error messages; the
folder is stored as ``{DIR}`` so the recordings do not depend on where the checkout lives.
The Bombsweeper games also list the display's memory (``0xffff0000-0xffff00c4``: MARS prints
those 50 words after the run, four per line), which is how the 10x10 cell display is recorded
without the GUI tool.

    python scripts/oracles/record_mips_games.py --mars /work/oracle-mars/Mars.jar
    python scripts/oracles/record_mips_games.py --compare "rarslite mars"   # prints passed/failed

Java is only needed for recording; the tests read the stored files.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "mips_games"
DIR_MARK = "{DIR}"


def load_games() -> tuple[list[str], list[dict]]:
    """MARS's options and the list of games from ``games.json``."""
    manifest = json.loads((DATA / "games.json").read_text())
    return manifest["mars_options"], manifest["games"]


def run_game(command: list[str], options: list[str], game: dict) -> tuple[bytes, int]:
    """Run one game with ``command`` (e.g. ``java -jar Mars.jar``); (stdout, exit code), with
    the game's absolute folder replaced by ``{DIR}``."""
    folder = ROOT / game["dir"]
    stdin = (folder / game["stdin"]).read_bytes() if game["stdin"] else b""
    done = subprocess.run(
        [*command, *options, *game["args"]],
        cwd=folder,
        input=stdin,
        capture_output=True,
        timeout=120,
        check=False,
    )
    out = done.stdout.replace(str(folder).encode() + b"/", DIR_MARK.encode() + b"/")
    return out, done.returncode


def record(jar: Path) -> None:
    options, games = load_games()
    exits = {}
    for game in games:
        out, code = run_game(["java", "-jar", str(jar)], options, game)
        path = DATA / f"{game['name']}.out"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(out)
        exits[game["name"]] = code
        print(f"{game['name']}: {len(out)} bytes, exit {code}")
    (DATA / "exit_codes.json").write_text(json.dumps(exits, indent=1) + "\n")


def compare(command: list[str]) -> int:
    """Run every game with ``command``; print one line per game; the number that differ."""
    options, games = load_games()
    exits = json.loads((DATA / "exit_codes.json").read_text())
    failed = 0
    for game in games:
        want = (DATA / f"{game['name']}.out").read_bytes()
        try:
            out, code = run_game(command, options, game)
        except subprocess.TimeoutExpired:
            out, code = b"(timed out)", -1
        ok = out == want and code == exits[game["name"]]
        failed += not ok
        verdict = "same" if ok else f"DIFFERS (exit {code}, want {exits[game['name']]})"
        print(f"{game['name']}: {verdict}")
    print(f"{len(games) - failed} of {len(games)} games reproduce the MARS recordings")
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--mars", type=Path, help="record with this MARS 4.5 jar")
    group.add_argument("--compare", help='compare this command, e.g. "rarslite mars"')
    args = parser.parse_args(argv)
    if args.mars:
        if not args.mars.is_file():
            parser.error(f"no such jar: {args.mars}")
        record(args.mars)
        return 0
    return 1 if compare(shlex.split(args.compare)) else 0


if __name__ == "__main__":
    sys.exit(main())
