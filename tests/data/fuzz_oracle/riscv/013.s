.data
        buf: .word 255, -435, -1, 255, 1371, -2214, 1, -1, 1177, 1833, 2858, -1, 4660, -1201, -100, -7
          .space 64
        msg: .asciz "m85\n"
.text
main:
        la s2, buf
        li t0, -128
        li t3, -2147483648
        li t4, 65535
        li s3, 2147483647
        li s4, 4660
        li s5, -2
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t0
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, t3
        andi t5, s3, 124
        add t5, t5, s2
        lbu s4, 16(t5)
        flw ft1, 44(s2)
        li a7, 10
        ecall
