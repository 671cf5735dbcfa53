"""C programs from rarslite/examples/c, compiled here: rarslite runs them as qemu does, and
their DWARF line table gives the right C lines. Skipped without riscv64-unknown-elf-gcc."""

from __future__ import annotations

import io
import os
import re
import subprocess

import pytest

from rarslite.commands import run
from rarslite.elf import load_elf
from tests.test_elf_support import CC, EXAMPLES, QEMU, READELF, build_example, have

pytestmark = pytest.mark.skipif(not have(CC), reason="riscv64-unknown-elf-gcc not installed")

SORT_OUT = b"before: 29 -4 17 0 229 8 -15 42 3 8\nafter:  -15 -4 0 3 8 8 17 29 42 229\n"
UPPER_IN = b"hello, world\nrisc-v\n"
CASES = {  # program: (stdin, stdout, exit status)
    "hello": (b"", b"Hello, world!\n", 0),
    "sort": (b"", SORT_OUT, 8),
    "upper": (UPPER_IN, b"HELLO, WORLD\nRISC-V\naverage line length x100: 900\n", 2),
}


@pytest.fixture(scope="module", params=["-O1", "-O0", "-O2"])
def built(request, tmp_path_factory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("c" + request.param)
    names = [*CASES, "mmio"]
    return {name: build_example(name, str(out), request.param) for name in names}


def _rarslite(argv: list[str], stdin: bytes = b"") -> tuple[bytes, int, bytes]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run.main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return out.getvalue(), code, err.getvalue()


@pytest.mark.parametrize("name", sorted(CASES))
def test_runs_in_rarslite(built, name):
    stdin, expected, status = CASES[name]
    out, code, err = _rarslite([built[name]], stdin)
    assert (out, code) == (expected, status), err


@pytest.mark.skipif(not have(QEMU), reason="qemu-riscv32 not installed")
@pytest.mark.parametrize("name", sorted(CASES))
def test_qemu_agrees(built, name):
    stdin = CASES[name][0]
    q = subprocess.run([QEMU, built[name]], input=stdin, capture_output=True, timeout=60)
    out, code, _ = _rarslite([built[name]], stdin)
    assert (out, code) == (q.stdout, q.returncode)


def test_mmio_program_through_the_keyboard_and_display(built, tmp_path):
    screen = tmp_path / "screen.txt"
    argv = [built["mmio"], "--kdmmio", "--keys", "risc\\n", "--screen", str(screen)]
    out, code, err = _rarslite(argv)
    assert (out, code) == (b"keys: 4\n", 0), err
    assert screen.read_text().startswith("Type: RISC\n")


def test_symbols_and_entry(built):
    program = load_elf(built["sort"])
    assert program.entry == program.symbols["_start"] == program.config.text_base
    assert {"main", "numbers", "print_int"} <= program.globals
    assert program.symbols["numbers"] >= program.config.data_base
    assert not program.warnings


def _readelf_lines(path: str) -> dict[int, tuple[str, int]]:
    """address -> (file name, line) from binutils' decoding of the line table."""
    out = subprocess.run([READELF, "-W", "--debug-dump=decodedline", path],
                         capture_output=True, text=True, check=True).stdout  # fmt: skip
    rows = []
    for line in out.splitlines():
        m = re.match(r"(\S+)\s+(\d+|-)\s+(0x[0-9a-f]+)", line)
        if m:
            rows.append((m.group(1), m.group(2), int(m.group(3), 16)))
    where: dict[int, tuple[str, int]] = {}
    for (name, num, start), (_, _, end) in zip(rows, rows[1:], strict=False):
        if num != "-":  # a row covers the addresses up to the next row
            for addr in range(start, end, 4):
                where[addr] = (os.path.basename(name), int(num))
    return where


# (addr2line 2.40 resolves some DWARF 5 file numbers wrongly; readelf's decoding is right)
@pytest.mark.skipif(not have(READELF), reason="riscv64-unknown-elf-readelf not installed")
@pytest.mark.parametrize("name", ["sort", "upper", "mmio"])
def test_line_table_agrees_with_readelf(built, name):
    program = load_elf(built[name])
    expected = _readelf_lines(built[name])
    ours = {a: (os.path.basename(e.loc.file), e.loc.line) for a, e in program.text.items()
            if e.loc}  # fmt: skip
    assert ours == expected
    assert len(ours) > len(program.text) * 0.9


def test_source_text_is_the_c_line(built):
    program = load_elf(built["sort"])
    with open(os.path.join(EXAMPLES, "sort.c")) as f:
        lines = f.read().splitlines()
    target = next(i for i, t in enumerate(lines, 1) if "a[j + 1] = key;" in t)
    hits = [e for e in program.text.values() if e.loc and e.loc.line == target
            and e.loc.file.endswith("sort.c")]  # fmt: skip
    assert hits and all(e.loc.text == lines[target - 1] for e in hits)
    assert any(e.first_of_source for e in hits)
    files = [os.path.basename(f) for f in program.files]
    assert files[0] == "sort.elf" and "sort.c" in files and "crt0.s" in files


def test_runtime_error_names_the_c_line(tmp_path):
    src = tmp_path / "crash.c"
    src.write_text(
        "int main(void)\n{\n    volatile int *p = (int *)0x00000010;\n    return *p;\n}\n"
    )
    elf = str(tmp_path / "crash.elf")
    cmd = [CC, "-march=rv32imfd", "-mabi=ilp32d", "-nostdlib", "-g", "-O1", "-T",
           os.path.join(EXAMPLES, "rars.ld"), "-o", elf, os.path.join(EXAMPLES, "crt0.s"),
           str(src)]  # fmt: skip
    subprocess.run(cmd, check=True, capture_output=True)
    out, code, err = _rarslite([elf])
    assert code == run.EXIT_RUNTIME_ERROR
    assert f"{src}:4: runtime error".encode() in err and b"return *p;" in err


def test_default_gnu_layout_with_data_in_the_text_segment(tmp_path):
    # -Ttext alone: ld loads the ELF header below 0x00400000 (dropped) and puts .rodata and
    # .data right after the code, in the text segment
    elf = str(tmp_path / "gnu.elf")
    cmd = [
        CC,
        "-march=rv32imfd",
        "-mabi=ilp32d",
        "-nostdlib",
        "-O1",
        "-Wl,-Ttext=0x400000",
        "-o",
        elf,
        *(os.path.join(EXAMPLES, f) for f in ("crt0.s", "syscalls.c", "sort.c")),
    ]
    subprocess.run(cmd, check=True, capture_output=True)
    program = load_elf(elf)
    assert min(program.text) == program.config.text_base
    (warning,) = program.warnings
    assert ".rodata" in warning.message and "--smc" in warning.message
    out, code, err = _rarslite([elf])
    assert code == run.EXIT_RUNTIME_ERROR and b"Cannot read directly from text segment" in err
    assert _rarslite(["--smc", elf])[:2] == (SORT_OUT, 8)
