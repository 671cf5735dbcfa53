"""MARS 4.5's assembler directives as a table: name, source form, description (our own words).

The MARS-dialect assembler's set of directive names
(`rarslite.asm.mips.assembler.DIRECTIVES`) and the Help reference both derive from these rows.
"""

from __future__ import annotations

from rarslite.isa.directive import Directive

DIRECTIVE_ROWS: tuple[Directive, ...] = (
    Directive(".text", ".text [address]", "assemble into the user text segment"),
    Directive(".data", ".data [address]", "assemble into the user data segment"),
    Directive(".ktext", ".ktext [address]", "kernel text (the exception handler at "
              "0x80000180)"),
    Directive(".kdata", ".kdata [address]", "kernel data segment"),
    Directive(".extern", ".extern label size", "a global in the .extern area"),
    Directive(".word", ".word 1, 2, label", "32-bit words"),
    Directive(".half", ".half 1, 2", "16-bit halfwords"),
    Directive(".byte", ".byte 1, 'a'", "bytes"),
    Directive(".float", ".float 1.5", "single-precision values"),
    Directive(".double", ".double 2.25", "double-precision values"),
    Directive(".ascii", '.ascii "text"', "a string without a NUL"),
    Directive(".asciiz", '.asciiz "text"', "a NUL-terminated string"),
    Directive(".space", ".space 40", "reserve bytes (zero)"),
    Directive(".align", ".align 2", "align to 2^n bytes (0 turns automatic alignment off)"),
    Directive(".globl", ".globl main", "make labels global"),
    Directive(".eqv", ".eqv NAME text", "replace NAME by text from here on"),
    Directive(".include", '.include "file.asm"', "assemble another file here"),
    Directive(".macro", ".macro name (%a, %b)", "begin a macro definition"),
    Directive(".end_macro", ".end_macro", "end a macro definition"),
    Directive(".set", ".set noat", "accepted and ignored, as in MARS"),
)
