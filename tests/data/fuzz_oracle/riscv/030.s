.data
        buf: .word 16, 2147483647, -2147483648, 5, 1327, -1, 255, 255, -1721, 1, 255, -2, 1, 16, 1, 3
          .space 64
        msg: .asciz "m49\n"
.text
main:
        la s2, buf
        li t0, -7
        li t1, 8
        li t2, -100
        li s3, -2147483648
        li s4, -2392
        li s5, 31
        fcvt.s.w ft0, s3
        fcvt.d.w ft1, s3
        fcvt.s.w ft2, t2
        fcvt.d.w ft3, t2
        sb s5, 74(s2)
        bnez t2, skip1
        fsw ft1, 28(s2)
        bgt s3, s5, else3
        slti t2, t4, -1411
        j endif2
else3:
        bnez t1, else4
        srl t0, t4, t2
        mulh s5, t2, t3
        j endif2
else4:
        add s4, s4, t4
endif2:
skip1:
        srl t4, t0, t1
        feq.d s5, ft2, ft2
        li a0, 80
        li a7, 93
        ecall
