# included by macros.s: a macro library
.macro print_int(%reg)
        mv      a0, %reg
        li      a7, 1
        ecall
.end_macro
.macro  push %r
        addi    sp, sp, -4
        sw      %r, 0(sp)
.end_macro
.macro  pop(%r)
        lw      %r, 0(sp)
        addi    sp, sp, 4
.end_macro
