"""A new user's pass over every shipped example: Run > Play in a real window, fresh settings.

    python scripts/screenshots/example_pass.py [--out DIR] [--size 1366x768] [NAME ...]

For each example program and each screen size, the app starts in its own virtual X display
(xvfb-run, a screen of exactly that size, no window manager) with an empty settings folder,
as `rarslite --play PROGRAM`, waits for it to come up, types the example's keys with xdotool
(they go wherever Play put the focus, as a person's would), and takes a screenshot of the
whole screen. It writes DIR/NAME-WxH.png and DIR/NAME-WxH.log (the app's stderr) and prints
one line per run; a log with a Python traceback fails the pass. Look at the pictures.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SIZES = ("1366x768", "1920x1080")

# program -> (program arguments, keys typed after start-up); keys in xdotool's `type` text
PROGRAMS: dict[str, tuple[str, str]] = {
    "bitmap/bounce": ("", "ddd"),
    "bombsweeper": ("maps/map1.txt", "dsr"),
    "checkers": ("", "f6e5 "),
    "draughts": ("", "5 1 4 2\n"),
    "four_in_a_row": ("", "1\n3\n"),
    "mips/bitmap/bounce": ("", "ddd"),
    "mips/bombsweeper/main": ("maps/map1.txt", "dsr"),
    "mips/digital_lab": ("", ""),
    "mips/draughts": ("", "5 1 4 2\n"),
    "mips/four_in_a_row": ("", "1\n3\n"),
    "mmio/digital_lab": ("", ""),
    "mmio/draw_grid": ("", ""),
    "mmio/echo_interrupts": ("", "hello"),
    "mmio/echo_polling": ("", "hello"),
    "mmio/print_interrupts": ("", "hi"),
    "mmio/timer_ticks": ("", ""),
}


def shoot(name: str, size: str, out: str, wait: float) -> tuple[bool, str]:
    """One example at one size; (no traceback, what happened)."""
    from rarslite.examples import find

    path = find(name)
    if path is None:
        return False, "no such example"
    args, keys = PROGRAMS.get(name, ("", ""))
    stem = f"{name.replace('/', '_')}-{size}"
    png, log = os.path.join(out, stem + ".png"), os.path.join(out, stem + ".log")
    app = [sys.executable, "-m", "rarslite", "--play", path]
    if args:
        app += ["--", *args.split()]
    # (xdotool types "\n" as Linefeed, which is not a keyboard's Enter: press Return instead)
    typing = "".join(
        (f"xdotool type --delay 120 {shlex.quote(part)}; " if part else "")
        + ("xdotool key Return; " if n < keys.count("\n") else "")
        for n, part in enumerate(keys.split("\n")))
    typing += "sleep 2;" if keys else ""
    inner = (f"cd {shlex.quote(os.path.dirname(path))}; "
             f"{shlex.join(app)} 2>{shlex.quote(log)} & app=$!; sleep {wait}; {typing}"
             f"import -window root {shlex.quote(png)}; kill $app; wait $app 2>/dev/null; true")
    env = dict(os.environ, XDG_CONFIG_HOME=tempfile.mkdtemp(),
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("QT_QPA_PLATFORM", None)
    subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", "bash", "-c", inner],
                   env=env, timeout=120, check=False)
    text = open(log, encoding="utf-8", errors="replace").read() if os.path.exists(log) else ""
    ok = "Traceback" not in text and os.path.exists(png)
    return ok, ("ok" if ok else "TRACEBACK" if "Traceback" in text else "no screenshot")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="example programs (default: all of them)")
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "rarslite-pass"))
    ap.add_argument("--size", choices=SIZES, action="append", help="default: both")
    ap.add_argument("--wait", type=float, default=6.0, help="seconds before typing")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    failed = 0
    for name in args.names or list(PROGRAMS):
        for size in args.size or SIZES:
            ok, what = shoot(name, size, args.out, args.wait)
            failed += not ok
            print(f"{name:26} {size:10} {what}", flush=True)
    print(f"screenshots and logs in {args.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
