"""`rarslite run`: options, messages on stderr, program output on stdout, exit statuses."""

from __future__ import annotations

import io
import os
import re
import textwrap

import pytest

from rarslite.commands import run as run_cmd

if not hasattr(pytest.importorskip("rarslite.asm.riscv"), "assemble"):
    pytest.skip("the assembler is not there yet", allow_module_level=True)


def run(tmp_path, source: str, *argv: str, stdin: bytes = b""):
    (tmp_path / "prog.s").write_text(textwrap.dedent(source))
    out, err = io.BytesIO(), io.BytesIO()
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        code = run_cmd.main(["prog.s", *argv], stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    finally:
        os.chdir(old)
    return code, out.getvalue().decode(), err.getvalue().decode()


ECHO_ARGS = """
        .text
main:   mv s0, a0
        mv s1, a1
        li a7, 1
        ecall
loop:   beqz s0, done
        li a0, ' '
        li a7, 11
        ecall
        lw a0, 0(s1)
        li a7, 4
        ecall
        addi s1, s1, 4
        addi s0, s0, -1
        j loop
done:   li a0, 7
        li a7, 93
        ecall
"""


def test_program_arguments_and_own_exit_status(tmp_path):
    code, out, err = run(tmp_path, ECHO_ARGS, "--", "hello", "two words", "")
    assert (code, out, err) == (7, "3 hello two words ", "")


def test_exit2_status_is_the_low_byte(tmp_path):
    code, _, _ = run(tmp_path, "  .text\n  li a0, 300\n  li a7, 93\n  ecall\n")
    assert code == 44


def test_exit_and_falling_off_the_end(tmp_path):
    assert run(tmp_path, "  .text\n  li a0, 5\n  li a7, 10\n  ecall\n")[:2] == (0, "")
    code, _, err = run(tmp_path, "  .text\n  nop\n")
    assert code == 0 and "ran off the end" in err


def test_runtime_error_names_the_source_line(tmp_path):
    src = """
        .text
        li a0, 'x'
        li a7, 11
        ecall
        lw t0, 1(zero)
    """
    code, out, err = run(tmp_path, src)
    assert code == run_cmd.EXIT_RUNTIME_ERROR and out == "x"
    assert err == (
        "prog.s:6: runtime error at 0x0040000c: Load address not aligned to word boundary "
        "0x00000001\n    lw t0, 1(zero)\n"
    )


def test_failing_ecall_is_a_runtime_error(tmp_path):
    code, _, err = run(tmp_path, "  .text\n  li a0, -4\n  li a7, 9\n  ecall\n")
    assert code == run_cmd.EXIT_RUNTIME_ERROR
    assert "request (-4) is negative heap amount (syscall 9)" in err


def test_assembly_errors_with_caret(tmp_path):
    code, out, err = run(tmp_path, "  .text\n  addi t0, t0\n  foo x\n")
    assert code == run_cmd.EXIT_ASM_ERROR and out == ""
    assert re.search(r"^prog\.s:2:\d+: error: \"addi\": Too few", err, re.M)
    assert re.search(r"^prog\.s:3:\d+: error: \"foo\" is not a recognized operator", err, re.M)
    assert re.search(r"foo x\n *\^\n", err)
    assert err.endswith("rarslite: 2 errors; nothing was run\n")


def test_step_limit(tmp_path):
    code, _, err = run(tmp_path, "  .text\nloop: j loop\n", "--max-steps", "1000")
    assert code == run_cmd.EXIT_STEP_LIMIT and "1000 instructions" in err


def test_wfi_with_nothing_to_wake_it_stops(tmp_path):
    code, _, err = run(tmp_path, "  .text\n  wfi\n  nop\n")
    assert code == run_cmd.EXIT_STOPPED and "wfi" in err


def test_stdin_file_and_regs(tmp_path):
    (tmp_path / "in.txt").write_bytes(b"41\n")
    src = """
        .text
        li a7, 5
        ecall
        addi a0, a0, 1
        li a7, 1
        ecall
        li a7, 10
        ecall
    """
    code, out, err = run(tmp_path, src, "--stdin", "in.txt", "--regs", "a0,x17,ucause,pc")
    assert (code, out) == (0, "42")
    assert err == (
        "a0 = 0x0000002a (42)\nx17 = 0x0000000a (10)\nucause = 0x00000000 (0)\n"
        "pc = 0x0040001c (4194332)\n"  # after the exit ecall
    )


def test_input_from_stdin(tmp_path):
    src = "  .text\n  li a7, 5\n  ecall\n  li a7, 1\n  ecall\n"
    assert run(tmp_path, src, stdin=b"-3\n")[1] == "-3"


def test_start_at_main(tmp_path):
    src = """
            .globl main
            .text
            li a0, 1
            li a7, 1
            ecall
    main:   li a0, 2
            li a7, 1
            ecall
    """
    assert run(tmp_path, src)[1] == "12"
    assert run(tmp_path, src, "--start-at-main")[1] == "2"


def test_ebreak_reports_and_continues(tmp_path):
    src = "  .text\n  li a0, 3\n  ebreak\n  li a7, 1\n  ecall\n"
    code, out, err = run(tmp_path, src, "--regs", "a0")
    assert (code, out) == (0, "3")
    assert err.startswith("rarslite: ebreak at 0x00400004 (prog.s line 3), continuing\na0 = ")


def test_bad_command_lines(tmp_path):
    assert run(tmp_path, "  .text\n", "--regs", "q9")[0] == run_cmd.EXIT_ASM_ERROR
    assert run(tmp_path, "  .text\n", "--stdin", "missing.txt")[0] == run_cmd.EXIT_ASM_ERROR
    assert run(tmp_path, "  .text\n", "more.s")[0] == run_cmd.EXIT_ASM_ERROR
    assert run(tmp_path, "  .text\n", "--no-such-option")[0] == run_cmd.EXIT_ASM_ERROR


def test_help_documents_the_exit_statuses(capsys):
    assert run_cmd.main(["--help"]) == 0
    text = capsys.readouterr().out
    assert "exit status" in text and "--max-steps reached" in text


LOOP_PRINT = """
        .text
loop:   li a0, 12345
        li a7, 1
        ecall
        li a0, 10
        li a7, 11
        ecall
        j loop
"""


@pytest.mark.parametrize("command,want", [("run", 141), ("rars", None)])
def test_closed_output_pipe_ends_without_traceback(tmp_path, command, want):
    import subprocess
    import sys

    (tmp_path / "loop.s").write_text(LOOP_PRINT)
    args = ["loop.s"] if command == "run" else ["nc", "200000", "loop.s"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "rarslite", command, *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout.readline() == b"12345\n"
    proc.stdout.close()  # the reader goes away, like `| head -1`
    err = proc.stderr.read()
    code = proc.wait(timeout=120)
    assert b"Traceback" not in err and b"Exception" not in err
    if want is not None:
        assert code == want
    else:  # RARS ignores the closed pipe and runs to its step limit
        assert code == 0


class _Stream(io.BytesIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty, self.flushes = tty, 0

    def isatty(self) -> bool:
        return self.tty

    def flush(self) -> None:
        self.flushes += 1


@pytest.mark.parametrize("tty,want", [(True, 1), (False, 0)])
def test_console_flushes_lines_only_on_a_terminal(tty, want):
    from rarslite.machine.cli_console import CliConsole

    out = _Stream(tty)
    console = CliConsole(stdin=io.BytesIO(), stdout=out)
    console.write(b"no newline")
    console.write(b"line\n")
    assert out.flushes == want and out.getvalue() == b"no newlineline\n"


def test_extended_dialect_by_default_and_rars_dialect_on_request(tmp_path):
    src = "  .text\n  li a0, 0b101\n  li a7, 1\n  ecall\n"
    assert run(tmp_path, src)[:2] == (0, "5")  # binary literals: a rarslite extension
    code, out, err = run(tmp_path, src, "--rars-dialect")
    assert code == run_cmd.EXIT_ASM_ERROR and out == "" and "prog.s:2:" in err
