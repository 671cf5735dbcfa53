        .text
        li a7, 41
        li a0, 1
        ecall
        li a7, 40
        li a0, 1
        li a1, 99
        ecall
        li a7, 42
        li a1, 0x40000000
        ecall
        li a7, 1
        ecall
        li a7, 42
        li a0, 1
        li a1, 7
        ecall
        li a7, 1
        ecall
