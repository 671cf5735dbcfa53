# multi-file program: main file (globals, locals with the same name as in lib.s)
        .globl  main, shared
        .data
shared: .word   1
local:  .word   2
        .text
main:   la      a0, shared
        lw      a1, local
        jal     helper
        la      a2, counter
        call    helper
        li      a7, 10
        ecall
