# label problems
        .globl  main, nothere
        .text
main:   nop
main:   nop
s1:     nop
time:   nop
a:b:    nop
        .data
t0:     .word   1
ok:     .word   2
ok:     .word   3
