"""C programs from resources/examples/c, compiled here: rarslite runs them as qemu does, and
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


def _gnu_layout(tmp_path, name: str, *link: str, sources: tuple[str, ...] = ()) -> str:
    """NAME.c (from the examples, or ``sources``) linked by GNU ld's default script, not
    rars.ld: .rodata lands in the text segment right after the code."""
    elf = str(tmp_path / f"{name}.elf")
    files = sources or (f"{name}.c",)
    cmd = [CC, "-march=rv32imfd", "-mabi=ilp32d", "-nostdlib", "-static", "-O1", "-g", *link,
           "-o", elf, *(os.path.join(EXAMPLES, f) for f in ("crt0.s", "syscalls.c")),
           *(f if os.path.isabs(f) else os.path.join(EXAMPLES, f) for f in files)]
    subprocess.run(cmd, check=True, capture_output=True)
    return elf


DEFAULT_LAYOUT = ("-Wl,-Ttext=0x00400000", "-Wl,-Tdata=0x10010000")


@pytest.mark.skipif(not have(QEMU), reason="qemu-riscv32 not installed")
@pytest.mark.parametrize("name", sorted(CASES))
def test_default_gnu_layout_reads_rodata_in_the_text_segment_as_qemu(tmp_path, name):
    elf = _gnu_layout(tmp_path, name, *DEFAULT_LAYOUT)
    program = load_elf(elf)
    assert program.readable_text and not program.writable_text
    assert not program.warnings  # no "data in the text segment" warning any more
    stdin, expected, status = CASES[name]
    q = subprocess.run([QEMU, elf], input=stdin, capture_output=True, timeout=60)
    out, code, err = _rarslite([elf], stdin)
    assert (out, code) == (q.stdout, q.returncode) == (expected, status), err


@pytest.mark.skipif(not have(QEMU), reason="qemu-riscv32 not installed")
def test_default_gnu_layout_store_to_rodata_still_faults(tmp_path):
    src = tmp_path / "poke.c"
    src.write_text('#include "syscalls.h"\n'
                   "static const char greeting[] = \"hello, world\\n\";\n"  # > .sdata's 8

                   "int main(void) {\n"
                   "    print_str(greeting);\n"
                   "    *(volatile char *)greeting = 'j';\n"
                   "    print_str(greeting);\n"
                   "    return 0;\n"
                   "}\n")
    elf = _gnu_layout(tmp_path, "poke", *DEFAULT_LAYOUT, f"-I{EXAMPLES}", sources=(str(src),))
    q = subprocess.run([QEMU, elf], capture_output=True, timeout=60)
    assert q.stdout == b"hello, world\n" and q.returncode != 0  # qemu: SIGSEGV
    assert load_elf(elf).text_readable(load_elf(elf).symbols["greeting"], 13)
    out, code, err = _rarslite([elf])
    assert (out, code) == (b"hello, world\n", run.EXIT_RUNTIME_ERROR)
    assert b"Cannot write directly to text segment" in err and b"poke.c:5" in err


def test_text_only_layout_data_segment_in_the_text_region_is_writable(tmp_path):
    # -Ttext alone: ld puts a separate read-write segment (.data, .sdata) right after the
    # code, inside RARS's text segment; its flags make it writable, the code stays read-only
    elf = _gnu_layout(tmp_path, "sort", "-Wl,-Ttext=0x400000")
    program = load_elf(elf)
    assert min(program.text) == program.config.text_base
    assert program.writable_text and not program.warnings
    assert all(hi <= program.writable_text[0][0] for _, hi in program.readable_text[:1])
    assert _rarslite([elf])[:2] == (SORT_OUT, 8)
    if have(QEMU):
        q = subprocess.run([QEMU, elf], capture_output=True, timeout=60)
        assert (q.stdout, q.returncode) == (SORT_OUT, 8)


def test_assembled_programs_keep_rars_text_rules(tmp_path):
    # the same access in a .s program: RARS's rule, no reading the text segment without --smc
    src = tmp_path / "peek.s"
    src.write_text("        .text\nmain:   la t0, main\n        lw a0, 0(t0)\n"
                   "        li a7, 93\n        ecall\n")
    out, code, err = _rarslite([str(src)])
    assert code == run.EXIT_RUNTIME_ERROR and b"Cannot read directly from text segment" in err
    assert _rarslite(["--smc", str(src)])[1] == 0x97 & 0xFF  # auipc's low byte, read with --smc
