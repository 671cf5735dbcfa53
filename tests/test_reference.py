"""The Help reference is generated from the engine's tables: every row of each table appears,
with a description, and the pseudo-instruction expansions read like source."""

from __future__ import annotations

from rarslite.devices import digital_lab, keyboard_display, timer
from rarslite.isa.riscv.directives import DIRECTIVE_ROWS, DIRECTIVES
from rarslite.isa.riscv.pseudo import PSEUDO_ROWS
from rarslite.isa.riscv.table import SPECS
from rarslite.machine.riscv.ecalls import ECALLS, SERVICES
from rarslite.memory_map import COMPACT_DATA_AT_ZERO, DEFAULT
from rarslite.reference import (
    Entry,
    build,
    expansion_text,
    instruction_section,
    operand_text,
)
from rarslite.reference.riscv import reference_tables as riscv_tables


def sections(config=DEFAULT):
    return {s.title: s for s in build(riscv_tables(config))}


def test_every_table_row_appears_once_with_a_description():
    got = sections()
    assert [e.name for e in got["Instructions"].entries] == [s.op for s in SPECS]
    assert [e.example for e in got["Pseudo-instructions"].entries] == [u for u, _, _ in
                                                                       PSEUDO_ROWS]
    assert [e.name for e in got["System calls"].entries] == [f"{s.number} {s.name}"
                                                             for s in ECALLS]
    assert sorted(SERVICES) == [s.number for s in ECALLS]  # the table is what runs
    assert {e.name for e in got["Directives"].entries} == DIRECTIVES
    assert len(got["Directives"].entries) == len(DIRECTIVE_ROWS)
    assert len(got["MMIO devices"].entries) == (len(keyboard_display.REGISTERS)
                                                + len(timer.REGISTERS) + 1
                                                + len(digital_lab.REGISTERS))
    for section in got.values():
        for entry in section.entries:
            assert entry.description.strip(), (section.title, entry.name)


def test_rows_a_student_looks_up():
    got = sections()
    addi = next(e for e in got["Instructions"].entries if e.name == "addi")
    assert addi.form == "rd, rs1, imm" and addi.example == "addi t1,t2,-100"
    lw = next(e for e in got["Instructions"].entries if e.name == "lw")
    assert lw.form == "rd, imm(rs1)"
    li = [e for e in got["Pseudo-instructions"].entries if e.name == "li"]
    assert [e.detail for e in li] == ["addi t1, x0, -100",
                                      "lui t1, %hi(10000000); addi t1, t1, %lo(10000000)"]
    print_int = got["System calls"].entries[0]
    assert (print_int.name, print_int.form, print_int.example) == (
        "1 PrintInt", "a0 = integer", "li a7, 1; ecall")
    word = next(e for e in got["Directives"].entries if e.name == ".word")
    assert word.example.startswith(".word ") and "32-bit" in word.description
    rc = got["MMIO devices"].entries[0]
    assert rc.name == "RC (receiver control)" and rc.form == "0xFFFF0000"
    timecmp = next(e for e in got["MMIO devices"].entries if e.name.startswith("timecmp "))
    assert timecmp.form == "0xFFFF0020"


def test_device_addresses_follow_the_memory_configuration():
    rc = sections(COMPACT_DATA_AT_ZERO)["MMIO devices"].entries[0]
    assert rc.form == f"0x{COMPACT_DATA_AT_ZERO.mmio_base:08X}"


def test_device_register_tables_are_what_the_devices_use():
    kd = keyboard_display.KeyboardDisplay(DEFAULT)
    assert [kd.rc, kd.rd, kd.tc, kd.td] == [DEFAULT.mmio_base + r.offset
                                            for r in keyboard_display.REGISTERS]
    t = timer.Timer(DEFAULT)
    assert (t.time_addr, t.cmp_addr) == (DEFAULT.mmio_base + 0x18, DEFAULT.mmio_base + 0x20)


def test_expansions_and_operands_read_like_source():
    assert operand_text(("rd", "imm", "(", "rs1", ")")) == "rd, imm(rs1)"
    assert operand_text(()) == ""
    assert expansion_text("lb t1,%lo(label)(t2)", "lb {1} alo{4}({7})") == \
        "lb t1, %lo(label)(t2)"
    assert expansion_text("la t1,label", "auipc {1} phi{2}; addi {1} {1} plo{2}") == \
        "auipc t1, %pcrel_hi(label); addi t1, t1, %pcrel_lo(label)"


def test_search_matches_every_word_in_any_column():
    e = Entry("1 PrintInt", "a0 = integer", "print a0 as a signed decimal", "li a7, 1; ecall")
    assert e.matches("printint") and e.matches("SIGNED print") and e.matches("")
    assert not e.matches("printint float")


def test_another_instruction_set_plugs_in_its_own_rows():
    class Row:  # the shape a MIPS table row needs
        op, operands, example, extension = "addiu", ("rt", "rs", "imm"), "addiu $t1,$t2,-100", "I"
        description = "rt = rs + imm, no overflow trap"

    [entry] = instruction_section([Row()]).entries
    assert (entry.name, entry.form, entry.description) == ("addiu", "rt, rs, imm",
                                                           Row.description)


def test_operand_slots_read_as_people_write_them():
    got = {e.name: e.form for e in sections()["Instructions"].entries}
    assert got["jal"] == "rd, label" and got["beq"] == "rs1, rs2, label"
    assert got["sw"] == "rs2, imm(rs1)" and got["lui"] == "rd, imm20"
    assert got["csrrwi"] == "rd, csr, uimm5"
