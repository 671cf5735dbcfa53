"""MIPS text words keep MARS's listing location (for included code: the included file's own
line number under the including file's name, which MARS's dumps and runtime errors print;
assembly errors name the included file itself) and, beside it, their real origin (file,
line; macro body line), which the desktop app's views and breakpoints use. MARS 4.5's own
outputs for these cases are in tests/data/mips/include_*.expected.json."""

from __future__ import annotations

import pytest

from rarslite.asm.errors import AsmErrors
from rarslite.asm.mips.assembler import assemble, text_listing
from rarslite.machine.mips.machine import load_mips

MAIN = """\
.include "defs.asm"
.text
main:
    li $s0, LIMIT
    twice($s0)
    .include "body.asm"
"""
DEFS = """\
.eqv LIMIT 21
.macro twice(%r)
    add %r, %r, %r
.end_macro
"""
BODY = """\
    twice($s0)
    li $v0, 10
    syscall
"""


def texts(body: str = BODY) -> dict[str, str]:
    return {"/p/main.asm": MAIN, "/p/defs.asm": DEFS, "/p/body.asm": body}


def words(program):
    return [program.text[a] for a in sorted(program.text)]


def test_listing_keeps_marss_include_line_and_views_get_the_real_origin():
    program = assemble(["/p/main.asm"], texts=texts())
    ws = words(program)
    # MARS's listing: included code keeps its own line numbers, under main.asm's name
    assert [(w.file, w.line) for w in ws] == [("/p/main.asm", n) for n in (4, 5, 1, 2, 3)]
    listing = text_listing(program).splitlines()
    assert listing[2].endswith("0x00000014        li $s0, 21")
    assert listing[4].endswith("add $16,$16,$16       1    <3> add $s0, $s0, $s0")
    assert listing[5].endswith("0x0000000a2        li $v0, 10")
    locs = [w.source_loc() for w in ws]
    assert [(loc.file, loc.line, loc.macro_line) for loc in locs] == [
        ("/p/main.asm", 4, 0), ("/p/main.asm", 5, 3), ("/p/body.asm", 1, 3),
        ("/p/body.asm", 2, 0), ("/p/body.asm", 3, 0)]
    assert locs[3].text == "    li $v0, 10"
    assert locs[2].text == "<3> add $s0, $s0, $s0"
    view, machine, sim = load_mips(program)
    assert [view.text[w.addr].loc for w in ws] == locs
    assert sim.run() == "exit"
    assert machine.x[16] == 84


def test_errors_in_an_included_file_keep_marss_report():
    with pytest.raises(AsmErrors) as info:
        assemble(["/p/main.asm"], texts=texts(BODY + "    bogus $t0\n"))
    (message,) = info.value.messages
    assert (message.file, message.line) == ("/p/body.asm", 4)  # as MARS reports it


def test_read_file_serves_included_files_and_missing_ones_fail_as_in_mars():
    read = []

    def read_file(path: str) -> str:
        read.append(path)
        if path == "/p/body.asm":
            return "    li $v0, 17\n    syscall\n"
        raise FileNotFoundError(path)

    program = assemble(["/p/main.asm"], texts={"/p/main.asm": MAIN, "/p/defs.asm": DEFS},
                       read_file=read_file)
    assert read == ["/p/body.asm"]
    assert words(program)[-2].source_loc().text == "    li $v0, 17"
    with pytest.raises(AsmErrors) as info:
        assemble(["/p/main.asm"], texts={"/p/main.asm": MAIN}, read_file=read_file)
    assert info.value.messages[0].message == 'Error reading include file "defs.asm"'
