        .data
s:      .byte 0x61, 0xff, 0xc3, 0x28, 0xe2, 0x82, 0, 0
        .text
        la a0, s
        li a7, 4
        ecall
        li a0, 0
        li a1, 0x10040000
        li a2, 3
        li a7, 63
        ecall
        li a7, 1
        ecall
        li a0, 0
        li a1, 0x00400000
        li a2, 3
        li a7, 63
        ecall
