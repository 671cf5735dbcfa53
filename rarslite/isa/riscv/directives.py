"""RARS's assembler directives as a table: name, source form, description (our own words).

The lexer's set of directive names and the Help reference both derive from these rows.
"""

from __future__ import annotations

from rarslite.isa.directive import Directive

DIRECTIVE_ROWS: tuple[Directive, ...] = (
    Directive(".data", ".data [address]",
              "put what follows in the data segment (optionally at an address)"),
    Directive(".text", ".text [address]",
              "put what follows in the text (code) segment (optionally at an address)"),
    Directive(".section", '.section .rodata',
              "switch segment by name: .data, .rodata and .sdata go to data, .text to text"),
    Directive(".word", ".word 1, -2, label",
              "store 32-bit words (numbers or label addresses), aligned to 4"),
    Directive(".dword", ".dword 1, 0x100000000", "store 64-bit doublewords, aligned to 8"),
    Directive(".half", ".half 1, 0xffff", "store 16-bit halfwords, aligned to 2"),
    Directive(".byte", ".byte 1, 'a', 255", "store bytes"),
    Directive(".float", ".float 1.5, -0.25", "store single-precision numbers, aligned to 4"),
    Directive(".double", ".double 3.14159", "store double-precision numbers, aligned to 8"),
    Directive(".ascii", '.ascii "text"', "store a string without a terminating NUL"),
    Directive(".asciz", '.asciz "text"', "store a string followed by a NUL byte"),
    Directive(".string", '.string "text"', "the same as .asciz"),
    Directive(".space", ".space 40", "reserve a number of bytes, filled with zeros"),
    Directive(".align", ".align 2",
              "align the next data to 2^n bytes (.align 0 turns automatic alignment off)"),
    Directive(".globl", ".globl main", "make a label visible to the other files of a program"),
    Directive(".global", ".global main", "the same as .globl"),
    Directive(".extern", ".extern buffer 64",
              "reserve a global data area of a number of bytes under a label"),
    Directive(".eqv", ".eqv SIZE, 40", "define a name that stands for a piece of text"),
    Directive(".macro", ".macro name(%arg1, %arg2)", "start a macro definition"),
    Directive(".end_macro", ".end_macro", "end a macro definition"),
    Directive(".include", '.include "file.s"', "assemble another file's text in its place"),
)

DIRECTIVES: frozenset[str] = frozenset(d.name for d in DIRECTIVE_ROWS)
