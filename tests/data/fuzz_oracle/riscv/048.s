.data
        buf: .word 2062, 255, -251, 4660, -2182, -100, -2147483648, -2, 31, 0, 255, -1675, 100, 2147483647, 1270, 100
          .space 64
        msg: .asciz "m69\n"
.text
main:
        la s2, buf
        li t0, 100
        li t1, 2
        li t3, -128
        li s4, 5
        li s5, -412
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t0
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, s5
        or t3, s3, t0
        la a0, msg
        li a7, 4
        ecall
        mv a0, s3
        li a7, 34
        ecall
        li a7, 10
        ecall
