"""Record how RARS 1.6's Keyboard and Display MMIO tool renders random transmitted words.

Runs the real tool's display code (through reflection, under a virtual X display) on seeded
random sequences of words (characters, bell positions incl. out-of-range ones, form feeds,
newlines, control bytes) and writes, per case, the display's text and caret as RARS leaves
them. ``tests/test_devices_rars_display.py`` replays the cases against `TerminalGrid`.

Needs ``javac``, ``xvfb-run`` and the RARS jar (not needed by the tests):

    python scripts/oracles/record_kdmmio_oracle.py --jar /work/oracle/rars.jar
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "tests/data/kdmmio/rars_display.json"
CHAR_W, LINE_H = 7, 17  # Monospaced 12 under Xvfb: width of 'm' and line height (pixels)

# Our harness: builds the tool's display area, sizes the text area so that RARS computes the
# wanted grid, feeds each word to the tool's private displayCharacter, prints caret and text.
HARNESS = r"""
import java.io.*;
import java.lang.reflect.*;
import javax.swing.*;
import rars.tools.KeyboardAndDisplaySimulator;

public class KdmmioHarness {
    public static void main(String[] args) throws Exception {
        rars.Globals.initialize();
        Class<?> k = KeyboardAndDisplaySimulator.class;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null; ) {
            String[] p = line.trim().split(" ");
            KeyboardAndDisplaySimulator tool = new KeyboardAndDisplaySimulator();
            Method pre = k.getDeclaredMethod("initializePreGUI");
            pre.setAccessible(true);
            pre.invoke(tool);
            Method build = k.getDeclaredMethod("buildMainDisplayArea");
            build.setAccessible(true);
            build.invoke(tool);
            Field f = k.getDeclaredField("display");
            f.setAccessible(true);
            JTextArea display = (JTextArea) f.get(tool);
            display.setSize(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
            Method show = k.getDeclaredMethod("displayCharacter", int.class);
            show.setAccessible(true);
            for (int i = 2; i < p.length; i++) show.invoke(tool, (int) Long.parseLong(p[i]));
            StringBuilder hex = new StringBuilder();
            for (char c : display.getText().toCharArray()) {
                hex.append(String.format("%02x", (int) c));
            }
            System.out.println(display.getCaretPosition() + " " + hex);
        }
    }
}
"""


def random_case(rng: random.Random) -> tuple[int, int, list[int]]:
    cols, rows = rng.randint(1, 9), rng.randint(1, 5)
    words = []
    for _ in range(rng.randint(1, 45)):
        r = rng.random()
        if r < 0.2:  # bell with a position, sometimes past the grid
            words.append((rng.randint(0, 12) << 20) | (rng.randint(0, 8) << 8) | 7)
        elif r < 0.25:
            words.append(12 | (rng.randint(0, 3) << 8))  # form feed (upper bits ignored)
        elif r < 0.32:
            words.append(10)
        elif r < 0.36:
            words.append(rng.choice([13, 8, 9, 0, 0x141, 0xE9, 0xFF]))
        else:
            words.append(rng.randint(0x41, 0x5A))
    return cols, rows, words


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jar", default="/work/oracle/rars.jar")
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=229)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    cases = [random_case(rng) for _ in range(args.cases)]
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "KdmmioHarness.java").write_text(HARNESS)
        subprocess.run(["javac", "-cp", args.jar, "KdmmioHarness.java"], cwd=tmp, check=True)
        lines = "".join(
            f"{(c + 1) * CHAR_W} {(r + 1) * LINE_H} " + " ".join(map(str, w)) + "\n"
            for c, r, w in cases
        )
        out = subprocess.run(
            ["xvfb-run", "-a", "java", "-cp", f"{args.jar}:.", "KdmmioHarness"],
            input=lines,
            capture_output=True,
            text=True,
            cwd=tmp,
            check=True,
        ).stdout.splitlines()
    assert len(out) == len(cases), "harness output does not match the cases"
    records = []
    for (cols, rows, words), line in zip(cases, out, strict=True):
        caret, _, hexs = line.partition(" ")
        text = bytes.fromhex(hexs).decode("latin-1")
        records.append(
            {"cols": cols, "rows": rows, "words": words, "text": text, "caret": int(caret)}
        )
    OUT.parent.mkdir(parents=True, exist_ok=True)
    body = ",\n".join(json.dumps(r) for r in records)  # one case per line
    OUT.write_text(
        '{"source": "RARS 1.6 KeyboardAndDisplaySimulator display", "cases": [\n' + body + "\n]}\n"
    )
    print(f"wrote {len(records)} cases to {OUT}")


if __name__ == "__main__":
    main()
