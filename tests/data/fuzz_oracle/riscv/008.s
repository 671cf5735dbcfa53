.data
        buf: .word 31, 16, -1054, 5, 16, 16, -7, 16, 2440, 16, 7, 2147483647, 255, -7, -2147483648, 236
          .space 64
        msg: .asciz "m64\n"
.text
main:
        la s2, buf
        li t0, -262
        li t1, 0
        li t2, 255
        li t4, -2230
        li s5, 3
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t4
        fcvt.d.w ft1, s3
        fcvt.s.w ft2, t4
        fcvt.d.w ft3, t0
        or t3, s5, t2
        li a0, 106
        li a7, 11
        ecall
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
