"""Every ecall service against a fake machine (registers, flat data memory, buffer console)."""

from __future__ import annotations

import os

import pytest

from rarslite.machine.javaparse import parse_java_double, parse_java_float, parse_java_int
from rarslite.machine.riscv.ecalls import close_files, handle_ecall
from rarslite.machine.riscv.errors import ExitProgram, SyscallError, Trap

DATA = 0x10010000
A0, A1, A2, A3, A7 = 10, 11, 12, 13, 17


def call(m, service: int, *args: int):
    for i, v in enumerate(args):
        m.x[A0 + i] = v & 0xFFFFFFFF
    m.x[A7] = service
    handle_ecall(m)
    return m


def put(m, addr: int, data: bytes) -> int:
    m.memory.write_bytes(addr, data)
    return addr


def signed(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


# -- printing -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "service,value,text",
    [
        (1, -5, b"-5"),
        (1, 0x7FFFFFFF, b"2147483647"),
        (1, 0x80000000, b"-2147483648"),
        (34, -5, b"0xfffffffb"),
        (34, 255, b"0x000000ff"),
        (35, 5, b"00000000000000000000000000000101"),
        (36, -5, b"4294967291"),
        (11, 0x142, b"B"),
        (11, 0xE9, "\u00e9".encode()),  # code point 0..255, written as UTF-8 (JVM charset)
    ],
)
def test_print_integers_and_chars(fake_machine, service, value, text):
    call(fake_machine, service, value)
    assert bytes(fake_machine.console.out) == text
    assert fake_machine.used_print_ecall


def test_print_string_stops_at_nul_and_replaces_bad_utf8(fake_machine):
    addr = put(fake_machine, DATA, b"ok \xff!\0tail")
    call(fake_machine, 4, addr)
    assert bytes(fake_machine.console.out) == "ok \ufffd!".encode()


def test_print_string_bad_address_is_a_syscall_error(fake_machine):
    with pytest.raises(SyscallError) as err:
        call(fake_machine, 4, 0)
    assert err.value.message == "address out of range 0x00000000"


def test_print_float_and_double(fake_machine):
    pytest.importorskip("rarslite.machine.javanum")
    m = fake_machine
    m.f[10] = 0xFFFFFFFF_3FC00000  # 1.5, NaN-boxed
    call(m, 2)
    m.f[10] = 0x3FF8000000000000  # 1.5 as a double
    call(m, 3)
    m.f[10] = 0x3FC00000  # not NaN-boxed: reads as NaN for a single
    call(m, 2)
    assert bytes(m.console.out) == b"1.51.5NaN"


def test_write_to_fd1_does_not_count_as_print(fake_machine):
    addr = put(fake_machine, DATA, b"hey")
    call(fake_machine, 64, 1, addr, 3)
    assert bytes(fake_machine.console.out) == b"hey"
    assert fake_machine.x[A0] == 3
    assert not fake_machine.used_print_ecall


# -- reading ------------------------------------------------------------------------------------


def test_read_int_trims_and_takes_plus(make_fake_machine):
    m = make_fake_machine(b"  +42 \n-17\n010\n")
    assert signed(call(m, 5).x[A0]) == 42
    assert signed(call(m, 5).x[A0]) == -17
    assert call(m, 5).x[A0] == 10


@pytest.mark.parametrize("line", [b"0x10\n", b"\n", b"", b"2147483648\n", b"1 2\n", b"1_0\n"])
def test_read_int_invalid(line, make_fake_machine):
    with pytest.raises(SyscallError, match=r"^invalid integer input \(syscall 5\)$"):
        call(make_fake_machine(line), 5)


def test_read_float_and_double(make_fake_machine):
    m = make_fake_machine(b"3.5\n2.5E-3\n-10\n1e3f\n")
    assert call(m, 6).f[10] == 0xFFFFFFFF_40600000
    assert call(m, 6).f[10] == 0xFFFFFFFF_3B23D70A
    assert call(m, 7).f[10] == 0xC024000000000000
    assert call(m, 7).f[10] == 0x408F400000000000


@pytest.mark.parametrize("service,text", [(6, "float"), (7, "double")])
def test_read_real_invalid(service, text, make_fake_machine):
    with pytest.raises(SyscallError, match=rf"invalid {text} input \(syscall {service}\)"):
        call(make_fake_machine(b"inf\n"), service)


def test_read_string_rules(make_fake_machine):
    m = make_fake_machine(b"hello world\nabcdefghij\nshort\n\nlast")
    put(m, DATA, b"\xee" * 32)
    call(m, 8, DATA, 24)
    assert m.memory.read_bytes(DATA, 14) == b"hello world\n\0\xee"
    put(m, DATA, b"\xee" * 32)
    call(m, 8, DATA, 5)  # at most 4 chars, no room for the newline
    assert m.memory.read_bytes(DATA, 6) == b"abcd\0\xee"
    put(m, DATA, b"\xee" * 32)
    call(m, 8, DATA, 6)
    assert m.memory.read_bytes(DATA, 7) == b"short\0\xee"
    put(m, DATA, b"\xee" * 32)
    call(m, 8, DATA, 8)  # empty line
    assert m.memory.read_bytes(DATA, 3) == b"\n\0\xee"
    put(m, DATA, b"\xee" * 32)
    call(m, 8, DATA, 30)  # last line without newline still gets "\n"
    assert m.memory.read_bytes(DATA, 7) == b"last\n\0\xee"
    put(m, DATA, b"\xee" * 32)
    call(m, 8, DATA, 8)  # end of input
    assert m.memory.read_bytes(DATA, 3) == b"\n\0\xee"


def test_read_string_size_zero_or_negative_writes_nothing(make_fake_machine):
    m = make_fake_machine(b"abc\n")
    put(m, DATA, b"\xee" * 4)
    call(m, 8, DATA, 0)
    assert m.memory.read_bytes(DATA, 4) == b"\xee" * 4


def test_read_string_into_unmapped_buffer(make_fake_machine):
    with pytest.raises(SyscallError, match="address out of range 0x00000010"):
        call(make_fake_machine(b"abc\n"), 8, 0x10, 8)


def test_read_char(make_fake_machine):
    m = make_fake_machine(b"xyz\nQ\n\n")
    assert call(m, 12).x[A0] == ord("x")
    assert call(m, 12).x[A0] == ord("Q")
    with pytest.raises(SyscallError, match=r"invalid char input \(syscall 12\)"):
        call(m, 12)


# -- sbrk, exit, time, sleep -------------------------------------------------------------------


def test_sbrk_rounds_the_break_to_4(fake_machine):
    m = fake_machine
    got = [call(m, 9, n).x[A0] for n in (0, 9, 1, 0, 4, 3, 0)]
    assert got == [
        0x10040000,
        0x10040000,
        0x1004000C,
        0x10040010,
        0x10040010,
        0x10040014,
        0x10040018,
    ]


def test_sbrk_negative_and_too_big(fake_machine):
    with pytest.raises(
        SyscallError, match=r"^request \(-5\) is negative heap amount \(syscall 9\)$"
    ):
        call(fake_machine, 9, -5)
    with pytest.raises(SyscallError, match=r"request \(3932160\) exceeds available heap storage"):
        call(fake_machine, 9, 0x3C0000)
    assert call(fake_machine, 9, 0x3BFFFC).x[A0] == 0x10040000  # the largest request that fits
    with pytest.raises(SyscallError, match="exceeds available heap storage"):
        call(fake_machine, 9, 0x7FFFFFFF)  # no 32-bit wrap-around into a "valid" break


def test_exit_and_exit2(fake_machine):
    with pytest.raises(ExitProgram) as e:
        call(fake_machine, 10, 7)
    assert e.value.code == 0 and not e.value.via_exit2
    with pytest.raises(ExitProgram) as e:
        call(fake_machine, 93, -1)
    assert e.value.code == -1 and e.value.via_exit2


def test_time_is_ms_since_epoch(fake_machine):
    import time

    before = time.time_ns() // 1_000_000
    call(fake_machine, 30)
    after = time.time_ns() // 1_000_000
    ms = fake_machine.x[A0] | fake_machine.x[A1] << 32
    assert before <= ms <= after  # read during the call, however slow the machine


def test_sleep_and_negative_sleep(fake_machine):
    call(fake_machine, 32, 25)
    assert fake_machine.slept == [25]
    with pytest.raises(SyscallError, match="negative"):
        call(fake_machine, 32, -1)


def test_unknown_service_traps_with_cause_8(fake_machine):
    with pytest.raises(Trap) as t:
        call(fake_machine, 77)
    assert (t.value.cause, t.value.value) == (8, 0)
    assert t.value.message == "invalid or unimplemented syscall service: 77 "
    fake_machine.x[A7] = 0xFFFFFFFF
    with pytest.raises(Trap, match="service: -1 $"):
        handle_ecall(fake_machine)


# -- random streams -----------------------------------------------------------------------------


def test_random_streams_are_java_sequences(fake_machine):
    m = fake_machine
    call(m, 40, 0, 12345)
    call(m, 40, 1, 42)
    assert [signed(call(m, 41, 0).x[A0]) for _ in range(3)] == [
        1553932502,
        -2090749135,
        -287790814,
    ]
    assert [call(m, 42, 1, 100).x[A0] for _ in range(6)] == [30, 63, 48, 84, 70, 25]
    call(m, 40, 0, 12345)  # re-seeding restarts the sequence
    assert call(m, 41, 0).x[A0] == 1553932502
    assert call(m, 42, 1, 1000).x[A0] == 505  # stream 1 was not disturbed
    call(m, 40, 2, 7)
    assert [call(m, 43, 2).f[10] for _ in range(2)] == [0xFFFFFFFF_3F3B0F17, 0xFFFFFFFF_3F237734]
    call(m, 40, 3, -1)
    assert [call(m, 44, 3).f[10] for _ in range(2)] == [0x3FD1365B2708722C, 0x3F8921011897FF00]
    call(m, 40, 5, 0)
    assert [call(m, 42, 5, 0x7FFFFFFF).x[A0] for _ in range(2)] == [1569741360, 1785505948]


def test_unseeded_stream_works_and_bad_bound_fails(fake_machine):
    value = call(fake_machine, 42, 9, 10).x[A0]
    assert 0 <= value < 10
    with pytest.raises(
        SyscallError, match=r"^Upper bound of range cannot be negative \(syscall 42\)$"
    ):
        call(fake_machine, 42, 9, 0)


# -- files --------------------------------------------------------------------------------------


@pytest.fixture
def in_tmp(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def open_file(m, name: str, flags: int) -> int:
    put(m, DATA + 0x800, name.encode() + b"\0")
    return signed(call(m, 1024, DATA + 0x800, flags).x[A0])


def test_file_write_append_read_seek(in_tmp, fake_machine):
    m = fake_machine
    buf = put(m, DATA, b"Hello, file!\nmore\n")
    fd = open_file(m, "f.txt", 1)
    assert fd == 3
    assert call(m, 64, fd, buf, 13).x[A0] == 13
    call(m, 57, fd)
    fd = open_file(m, "f.txt", 9)
    assert call(m, 64, fd, buf + 13, 5).x[A0] == 5
    assert signed(call(m, 62, fd, 0, 0).x[A0]) == -1  # lseek only on read-mode descriptors
    call(m, 57, fd)
    assert (in_tmp / "f.txt").read_bytes() == b"Hello, file!\nmore\n"
    fd = open_file(m, "f.txt", 0)
    out = DATA + 0x100
    assert call(m, 63, fd, out, 60).x[A0] == 18
    assert m.memory.read_bytes(out, 18) == b"Hello, file!\nmore\n"
    assert call(m, 63, fd, out, 10).x[A0] == 0  # end of file
    assert call(m, 62, fd, 7, 0).x[A0] == 7
    call(m, 63, fd, out, 4)
    assert m.memory.read_bytes(out, 4) == b"file"
    assert call(m, 62, fd, -2, 1).x[A0] == 9
    assert call(m, 62, fd, 0, 2).x[A0] == 18
    assert signed(call(m, 62, fd, -100, 0).x[A0]) == -1
    assert signed(call(m, 62, fd, 0, 3).x[A0]) == -1  # bad whence
    assert open_file(m, "f.txt", 0) == -1  # already open
    assert signed(call(m, 64, fd, buf, 5).x[A0]) == -1  # write to a read-only descriptor
    call(m, 57, fd)
    assert signed(call(m, 63, fd, out, 5).x[A0]) == -1  # closed
    assert open_file(m, "f.txt", 1) == 3  # lowest free slot again
    close_files(m)
    assert (in_tmp / "f.txt").read_bytes() == b""


def test_file_open_flags_and_leaked_slot(in_tmp, fake_machine):
    m = fake_machine
    assert open_file(m, "x.txt", 0x201) == -1
    assert open_file(m, "x.txt", 2) == -1
    assert open_file(m, "missing.txt", 0) == -1  # fails but keeps slot 3 reserved (RARS)
    assert open_file(m, "missing.txt", 0) == -1  # "already open"
    assert open_file(m, "y.txt", 1) == 4
    assert signed(call(m, 63, 3, DATA, 4).x[A0]) == -1  # the leaked slot reads as an error
    call(m, 57, 3)
    assert open_file(m, "z.txt", 1) == 3
    assert open_file(m, "STDOUT", 1) == -1  # the standard streams' names are taken
    close_files(m)


def test_file_descriptor_table_is_full_at_32(in_tmp, fake_machine):
    fds = [open_file(fake_machine, f"f{i}", 1) for i in range(30)]
    assert fds[:29] == list(range(3, 32)) and fds[29] == -1
    close_files(fake_machine)
    assert open_file(fake_machine, "again", 1) == 3
    close_files(fake_machine)


def test_file_bad_descriptors_and_lengths(in_tmp, fake_machine):
    m = fake_machine
    for fd in (-1, 5, 32, 1000):
        assert signed(call(m, 63, fd, DATA, 4).x[A0]) == -1
        assert signed(call(m, 64, fd, DATA, 4).x[A0]) == -1
        assert signed(call(m, 62, fd, 0, 0).x[A0]) == -1
        call(m, 57, fd)  # closing anything is harmless
    assert signed(call(m, 64, 1, DATA, -1).x[A0]) == -1
    assert signed(call(m, 63, 0, DATA, -1).x[A0]) == -1  # RARS crashes here
    assert signed(call(m, 64, 0, DATA, 1).x[A0]) == -1  # stdin is not writable
    assert signed(call(m, 63, 1, DATA, 1).x[A0]) == -1  # stdout is not readable
    assert signed(call(m, 62, 0, 0, 0).x[A0]) == -1  # stdin cannot seek


def test_write_reads_one_byte_past_the_buffer(fake_machine):
    end = 0x10400000
    put(fake_machine, end - 4, b"abcd")
    with pytest.raises(SyscallError, match="address out of range 0x10400000"):
        call(fake_machine, 64, 1, end - 4, 4)
    assert call(fake_machine, 64, 1, end - 4, 3).x[A0] == 3


def test_read_stdin_raw_and_into_bad_buffer(make_fake_machine):
    m = make_fake_machine(b"abc\ndef")
    assert call(m, 63, 0, DATA, 6).x[A0] == 6
    assert m.memory.read_bytes(DATA, 6) == b"abc\nde"
    with pytest.raises(SyscallError, match="address out of range 0x00000000"):
        call(m, 63, 0, 0, 1)


def test_open_with_bad_name_address(fake_machine):
    with pytest.raises(SyscallError, match="address out of range"):
        call(fake_machine, 1024, 0x20, 0)


def test_get_cwd(in_tmp, fake_machine):
    cwd = os.getcwd().encode()
    call(fake_machine, 17, DATA, len(cwd))  # no room for the NUL
    assert signed(fake_machine.x[A0]) == -1
    call(fake_machine, 17, DATA, 200)
    assert fake_machine.memory.read_cstring(DATA) == cwd
    assert fake_machine.x[A0] == DATA  # a0 is left unchanged on success


# -- dialogs and MIDI ----------------------------------------------------------------------------


class Dialogs:
    def __init__(self, answers):
        self.answers = list(answers)
        self.shown = []

    def confirm(self, message):
        self.shown.append(("confirm", message))
        return self.answers.pop(0)

    def input(self, message):
        self.shown.append(("input", message))
        return self.answers.pop(0)

    def message(self, message, kind):
        self.shown.append(("message", message, kind))

    def midi(self, pitch, duration_ms, instrument, volume, wait):
        self.shown.append(("midi", pitch, duration_ms, instrument, volume, wait))


@pytest.mark.parametrize("service", [31, 33])
def test_midi_headless_goes_on_silently_like_rars_without_sound(fake_machine, service):
    m = fake_machine
    call(m, service, 61, 5000, 3, 90)
    call(m, service, 62, 5000, 3, 90)
    assert [m.x[A0], m.x[A0 + 1], m.x[A0 + 2], m.x[A0 + 3]] == [62, 5000, 3, 90]  # unchanged
    assert m.notes_not_played == 2


@pytest.mark.parametrize("service", [50, 51, 52, 53, 54, 55, 56, 58, 59, 60])
def test_gui_services_headless_are_clear_errors(fake_machine, service):
    put(fake_machine, DATA, b"msg\0")
    fake_machine.x[4] = DATA
    with pytest.raises(SyscallError, match="not available"):
        call(fake_machine, service, DATA, DATA)


def test_dialog_services_with_a_provider(fake_machine):
    m = fake_machine
    m.dialogs = d = Dialogs([1, "42", "x", None, "", "2.5", "hello", "much too long"])
    msg = put(m, DATA, b"Q?\0")
    assert call(m, 50, msg).x[A0] == 1
    call(m, 51, msg)
    assert (m.x[A0], m.x[A1]) == (42, 0)
    call(m, 51, msg)
    assert (m.x[A0], signed(m.x[A1])) == (0, -1)
    call(m, 51, msg)
    assert signed(m.x[A1]) == -2
    call(m, 51, msg)
    assert signed(m.x[A1]) == -3
    call(m, 52, msg)
    assert m.f[0] == 0xFFFFFFFF_40200000 and m.x[A1] == 0  # the value goes to f0 (RARS)
    buf = DATA + 0x40
    call(m, 54, msg, buf, 10)
    assert m.memory.read_bytes(buf, 7) == b"hello\n\0" and m.x[A1] == 0
    call(m, 54, msg, buf, 5)
    assert m.memory.read_bytes(buf, 5) == b"much\0" and signed(m.x[A1]) == -4
    call(m, 56, msg, -3)
    call(m, 55, msg, 9)
    call(m, 31, 200, -1, 5, 50)
    assert d.shown[-3:] == [
        ("message", "Q?-3", 1),
        ("message", "Q?", -1),
        ("midi", 60, 1000, 5, 50, False),
    ]


# -- Java number parsing ------------------------------------------------------------------------


def test_parse_java_int():
    assert parse_java_int("-2147483648") == -(1 << 31)
    assert parse_java_int("+7") == 7
    assert parse_java_int("2147483648") is None
    assert parse_java_int("") is None
    assert parse_java_int("0x1") is None


@pytest.mark.parametrize(
    "text,bits",
    [
        ("1.4e-45", 0x00000001),
        ("7.006492321624085e-46", 0),  # exactly half the smallest subnormal: ties to even
        ("3.4028235e38", 0x7F7FFFFF),
        ("3.4028236e38", 0x7F800000),
        ("-0", 0x80000000),
        ("0x1.8p3", 0x41400000),
        ("NaN", 0x7FC00000),
        ("-Infinity", 0xFF800000),
        ("1.00000005960464477539062500001", 0x3F800001),  # above the midpoint: rounds up
        ("1.000000059604644775390625", 0x3F800000),  # exactly the midpoint: to even
    ],
)
def test_parse_java_float(text, bits):
    assert parse_java_float(text) == bits


@pytest.mark.parametrize("text", ["inf", "nan", "1e", "e5", "0x1.8", "1.5ff", "1 5", "NaNf"])
def test_parse_java_float_rejects(text):
    assert parse_java_float(text) is None


def test_parse_java_double():
    assert parse_java_double("4.9e-324") == 1
    assert parse_java_double("1e400") == 0x7FF0000000000000
    assert parse_java_double(" 2.5d ") == 0x4004000000000000


def test_java_parsing_of_absurdly_long_input_lines():
    assert parse_java_int("0" * 5000 + "5") == 5  # Python's int() digit limit must not leak
    assert parse_java_int("1" * 5000) is None
    assert parse_java_double("1" + "0" * 5000 + "e-5000") == 0x3FF0000000000000
    assert parse_java_double("1e" + "9" * 5000) == 0x7FF0000000000000
    assert parse_java_double("1e-" + "9" * 5000) == 0
    assert parse_java_float("3" * 1000) == 0x7F800000
    # exactly half the smallest subnormal ties to 0; anything above it, however far down the
    # digits (past the 800 kept), rounds up to the smallest subnormal
    assert parse_java_double(_scaled(1, 1075)) == 0
    assert parse_java_double(_scaled(1, 1075, extra="0" * 100 + "1")) == 1


def _scaled(numerator: int, power_of_two: int, extra: str = "") -> str:
    """numerator / 2**power_of_two written out exactly in decimal (plus extra digits)."""
    digits = str(numerator * 5**power_of_two)
    return "0." + "0" * (power_of_two - len(digits)) + digits + extra


def test_write_with_a_huge_length_faults_at_the_end_of_storage(fake_machine):
    with pytest.raises(SyscallError, match="address out of range 0x10400000"):
        call(fake_machine, 64, 1, 0x10300000, 0x7FFFFFFF)
    assert bytes(fake_machine.console.out) == b""
