"""Graders' limits: `--sandbox DIR` keeps file ecalls inside DIR (`..`, absolute paths and
symlinks resolved), `--max-output BYTES` stops a flooding program; for `run` and `rars`."""

from __future__ import annotations

import io
import os
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rarslite.commands import grading, rars, run
from rarslite.machine.console import BufferConsole
from rarslite.machine.files import O_RDONLY, O_WRONLY, FileTable

# open NAME with FLAGS, write "data" when it opened for writing, print the descriptor, exit
OPEN_WRITE = """
        .data
name:   .asciz "{name}"
data:   .ascii "data"
        .text
        la a0, name
        li a1, {flags}
        li a7, 1024
        ecall
        mv s0, a0
        li a7, 1
        ecall
        bltz s0, done
        mv a0, s0
        la a1, data
        li a2, 4
        li a7, 64
        ecall
        mv a0, s0
        li a7, 57
        ecall
done:   li a7, 10
        ecall
"""


@pytest.fixture
def world(tmp_path) -> Path:
    """tmp/box (the sandbox, with sub/ and symlinks out of it) and tmp/outside/secret."""
    box, outside = tmp_path / "box", tmp_path / "outside"
    (box / "sub").mkdir(parents=True)
    outside.mkdir()
    (outside / "secret").write_text("top secret\n")
    (box / "inside.txt").write_text("hello\n")
    (box / "link_out").symlink_to(outside)  # a folder symlink pointing out of the box
    (box / "secret_link").symlink_to(outside / "secret")
    (box / "dangling").symlink_to(outside / "new_file")  # creating through it lands outside
    (box / "sub" / "up").symlink_to(box)  # a symlink that stays inside
    return tmp_path


def _tree(path: Path) -> dict[str, bytes]:
    return {str(p.relative_to(path)): p.read_bytes() for p in sorted(path.rglob("*"))
            if p.is_file() and not p.is_symlink()}


def _run(argv: list[str], cwd: Path) -> tuple[int, bytes, str]:
    out, err = io.BytesIO(), io.BytesIO()
    old = os.getcwd()
    os.chdir(cwd)
    try:
        code = run.main(argv, stdin=io.BytesIO(), stdout=out, stderr=err)
    finally:
        os.chdir(old)
    return code, out.getvalue(), err.getvalue().decode()


def _program(world: Path, name: str, flags: int = O_WRONLY) -> str:
    path = world / "prog.s"
    path.write_text(textwrap.dedent(OPEN_WRITE.format(name=name, flags=flags)))
    return str(path)


@pytest.mark.parametrize(
    "name",
    ["../outside/secret", "../outside/new.txt", "sub/../../outside/x", "link_out/x",
     "secret_link", "dangling", "{abs}/outside/secret", "/tmp/rarslite-sandbox-test", ".."],
)
def test_run_refuses_paths_out_of_the_box(world, name):
    name = name.format(abs=world)
    before = _tree(world / "outside")
    code, out, err = _run(["--sandbox", ".", _program(world, name)], world / "box")
    assert (code, out) == (0, b"-1")
    assert err.count("refused") == 1 and name in err
    assert _tree(world / "outside") == before
    assert not os.path.exists("/tmp/rarslite-sandbox-test")


@pytest.mark.parametrize("name", ["made.txt", "sub/made.txt", "sub/up/sub/made.txt",
                                  "./sub/../made.txt", "{abs}/box/made.txt"])
def test_run_creates_files_inside_the_box(world, name):
    name = name.format(abs=world)
    code, out, err = _run(["--sandbox", ".", _program(world, name)], world / "box")
    assert (code, out, err) == (0, b"3", "")
    made = os.path.realpath(world / "box" / name)
    assert Path(made).read_bytes() == b"data"
    assert made.startswith(str(world / "box"))


def test_run_reads_inside_and_sandbox_given_from_elsewhere(world):
    # the sandbox given as a path from another folder; the program opens by absolute path
    code, out, _ = _run(["--sandbox", str(world / "box"),
                         _program(world, str(world / "box" / "inside.txt"), O_RDONLY)], world)
    assert (code, out) == (0, b"3")
    code, out, _ = _run(["--sandbox", "box", _program(world, "outside/secret", O_RDONLY)], world)
    assert (code, out) == (0, b"-1")


def test_without_sandbox_the_same_program_reaches_outside(world):
    code, out, _ = _run([_program(world, "../outside/new.txt")], world / "box")
    assert (code, out) == (0, b"3")
    assert (world / "outside" / "new.txt").read_bytes() == b"data"


def test_rars_takes_the_options_before_its_own(world):
    before = _tree(world / "outside")
    out, err = io.BytesIO(), io.BytesIO()
    old = os.getcwd()
    os.chdir(world / "box")
    try:
        prog = _program(world, "../outside/secret")
        code = rars.main(["--sandbox", ".", "nc", prog], stdout=out, stderr=err)
        again = io.BytesIO()
        rars.main(["--sandbox=.", "nc", _program(world, "made.txt")], stdout=again)
    finally:
        os.chdir(old)
    # exactly RARS's output for an open that fails; rarslite adds nothing for `rars`
    assert (code, out.getvalue(), err.getvalue()) == (0, b"-1", b"")
    assert _tree(world / "outside") == before
    assert again.getvalue() == b"3" and (world / "box" / "made.txt").read_bytes() == b"data"


def test_bad_sandbox_and_options(world):
    code, _, err = _run(["--sandbox", "nope", _program(world, "x")], world)
    assert code == 2 and "nope: no such folder" in err
    err_stream = io.BytesIO()
    assert rars.main(["--sandbox"], stderr=err_stream) == 1
    assert b"--sandbox needs a value" in err_stream.getvalue()
    with pytest.raises(ValueError, match="unknown option --sand"):
        grading.split_leading(["--sand", "x"])
    assert grading.split_leading(["nc", "--sandbox", "x"]) == (grading.Limits(), ["nc",
                                                                              "--sandbox", "x"])


# -- the property: whatever the path, an open succeeds only inside the box and nothing
#    outside it changes ------------------------------------------------------------------------

PARTS = st.sampled_from(["..", ".", "", "sub", "up", "link_out", "secret_link", "dangling",
                         "f", "new", "inside.txt", "box", "outside", "secret", "...", "a b",
                         "x\u00e9"])


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(PARTS, min_size=1, max_size=6), absolute=st.booleans(),
       flags=st.sampled_from([O_RDONLY, O_WRONLY, O_WRONLY | 8]))
def test_random_paths_never_escape(world, parts, absolute, flags):
    box = world / "box"
    before = _tree(world / "outside")
    name = ("/" if absolute else "") + "/".join(parts)
    if absolute:  # absolute paths start from the world, so that some of them are inside
        name = str(world) + name
    table = FileTable(cwd=str(box), sandbox=str(box))
    fd = table.open(name, flags)
    resolved = os.path.realpath(os.path.join(box, name))
    inside = resolved == str(box.resolve()) or resolved.startswith(str(box.resolve()) + os.sep)
    if fd >= 0:
        assert inside
        assert table.write(fd, b"!", BufferConsole()) == (1 if flags else -1)
    else:
        assert table.refused == ([] if inside else [name])
    table.close_all()
    assert _tree(world / "outside") == before


# -- --max-output -------------------------------------------------------------------------------

FLOOD = """
loop:   li a0, 65
        li a7, 11
        ecall
        j loop
"""


def test_run_max_output_stops_a_flood(tmp_path):
    prog = tmp_path / "flood.s"
    prog.write_text(FLOOD)
    code, out, err = _run(["--max-output", "1000", str(prog)], tmp_path)
    assert (code, out) == (grading.EXIT_OUTPUT_LIMIT, b"A" * 1000)
    assert err == "rarslite: stopped: the program wrote more than 1000 bytes of output " \
                  "(--max-output)\n"


def test_max_output_counts_stderr_and_lets_a_quiet_program_finish(tmp_path):
    prog = tmp_path / "p.s"
    prog.write_text('.data\nm: .ascii "12345"\n.text\nli a0, 2\nla a1, m\nli a2, 5\n'
                    "li a7, 64\necall\nli a0, 1\nli a7, 64\necall\nli a0, 9\nli a7, 93\necall\n")
    assert _run(["--max-output", "10", str(prog)], tmp_path)[:2] == (9, b"12345")
    code, out, _ = _run(["--max-output", "9", str(prog)], tmp_path)
    assert (code, out) == (grading.EXIT_OUTPUT_LIMIT, b"1234")


def test_rars_max_output(tmp_path):
    prog = tmp_path / "flood.s"
    prog.write_text(FLOOD)
    out, err = io.BytesIO(), io.BytesIO()
    code = rars.main(["--max-output", "0x40", "nc", str(prog)], stdout=out, stderr=err)
    assert (code, out.getvalue()) == (grading.EXIT_OUTPUT_LIMIT, b"A" * 64)
    assert b"more than 64 bytes" in err.getvalue()


# -- MIPS: the same limits for MARS's syscalls ---------------------------------------------------

MIPS_FLOOD = """
main:   li $a0, 66
        li $v0, 11
        syscall
        li $a0, 1
        la $a1, bytes
        li $a2, 2
        li $v0, 15
        syscall
        j main
        .data
bytes:  .ascii "CD"
"""


def test_mips_max_output_counts_print_and_write_syscalls(tmp_path):
    prog = tmp_path / "flood.asm"
    prog.write_text(MIPS_FLOOD)
    code, out, err = _run(["--isa", "mips", "--max-output", "10", str(prog)], tmp_path)
    assert (code, out) == (grading.EXIT_OUTPUT_LIMIT, b"BCDBCDBCDB")
    assert "stopped: the program wrote more than 10 characters of output" in err


def test_mips_sandbox_refuses_opens_outside(tmp_path):
    box = tmp_path / "box"
    box.mkdir()
    outside = tmp_path / "outside.txt"
    prog = tmp_path / "escape.asm"
    prog.write_text(f"""
        .data
out:    .asciiz "{outside}"
in:     .asciiz "inside.txt"
        .text
main:   la $a0, out
        li $a1, 1
        li $a2, 0
        li $v0, 13
        syscall
        move $a0, $v0
        li $v0, 1
        syscall
        la $a0, in
        li $a1, 1
        li $v0, 13
        syscall
        move $a0, $v0
        li $v0, 1
        syscall
        li $v0, 10
        syscall
""")
    code, out, err = _run(["--isa", "mips", "--sandbox", str(box), str(prog)], box)
    assert (code, out) == (0, b"-14")  # MARS keeps a failed open's descriptor (3)
    assert not outside.exists() and (box / "inside.txt").exists()
    assert f"1 file open outside the sandbox {box} refused (open returned -1), first: " \
           f"{outside}" in err
