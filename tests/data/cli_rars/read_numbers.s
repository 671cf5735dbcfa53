        .data
b:      .space 16
        .text
        li a7, 6
        ecall
        fmv.x.w a0, fa0
        li a7, 34
        ecall
        li a7, 7
        ecall
        la t0, b
        fsd fa0, 0(t0)
        lw a0, 4(t0)
        li a7, 34
        ecall
        lw a0, 0(t0)
        ecall
        li a7, 6
        ecall
        fmv.x.w a0, fa0
        li a7, 34
        ecall
        li a7, 12
        ecall
        li a7, 1
        ecall
        li a7, 5
        ecall
        li a7, 1
        ecall
        la a0, b
        li a1, 4
        li a7, 8
        ecall
        lw a0, 0(a0)
        li a7, 34
        ecall
        li a7, 6
        ecall
        fmv.x.w a0, fa0
        li a7, 34
        ecall
        li a7, 7
        ecall
        la t0, b
        fsd fa0, 0(t0)
        lw a0, 4(t0)
        li a7, 34
        ecall
