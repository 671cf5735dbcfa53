# every data directive, alignment rules, continuation lines and repetition
        .data
w1:     .word   1, -2, 0x7fffffff, 0xFFFFFFFF, 'A', '\n', '\101', 010
b1:     .byte   1, 2, 3
h1:     .half   0x7fff, -32768, 65535
b2:     .byte   -128, 255
d1:     .dword  0x123456789abcdef0, -1, 5
f1:     .float  1.5, -0.1e1, 3.4028234e38, Inf, -Inf, NaN, 7, 1e-45
        .byte   9
g1:     .double 2.5, -1e300, NaN, Inf, 0.1
s1:     .ascii  "ab\tc", "\"q\""
str2:   .asciz  "nul\0x", "\u00e9t\u00E9"
s3:     .string "back\\slash", "\101"
        .space  5
al:     .align  3
        .word   w1, str2, al
        .align  0
        .byte   1
        .word   0x11223344
        .half   0x5566
        .data
        .word   7
        3, 4, w1
        .half   1
        -5, +6
        .word   0xabcdef : 3
        .float  2.5 : 2
        .byte   'z' : 4
        .align  2
        .ascii  "x"
        "yz"
        .extern ext1 8
        .extern ext2 4
        .globl  main
        .section .rodata
ro:     .word   ext1, ext2, fwd
        .section .text.main
main:   la      t0, w1
        lw      t1, ext2
        .text
        .align  1
        la      t2, fwd
        li      a7, 10
        ecall
        .data
fwd:    .word   fwd
