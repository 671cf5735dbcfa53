.data
        buf: .word 7, -1017, 5, 100, 16, -984, -1, 2, 0, -1, 31, 33, 7, -2591, 2147483647, 2
          .space 64
        msg: .asciz "m85\n"
.text
main:
        la s2, buf
        li t0, 3
        li t1, -2
        li t2, 5
        li t4, 1146
        li s3, 7
        li s4, 16
        li s5, -2147483648
        fcvt.s.w ft0, t4
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, t2
        fsub.d ft3, ft0, ft2, rmm
        la a0, msg
        li a7, 4
        ecall
        bne t2, s4, skip1
        lw t0, 0(zero)
        xor t4, t3, t0
skip1:
        fsub.s ft3, ft2, ft2, rmm
        li a0, 41
        li a7, 93
        ecall
