.data
        buf: .word 740, 32768, 1365, 100, 255, 65535, 8, -1247, 7, -1, -100, 1, 1942, 1, 2145, -128
          .space 64
        msg: .asciz "m91\n"
.text
main:
        la s2, buf
        li t0, 1915
        li t3, 1
        li t4, 4660
        li s4, 2147483647
        li s5, -2
        fcvt.s.w ft0, s3
        fcvt.d.w ft1, s3
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, s5
        li s1, 3
        fsrm s1
        fmv.s fa0, ft0
        li a7, 2
        ecall
        mv a0, t3
        li a7, 35
        ecall
        srai t4, t1, 24
        li a7, 10
        ecall
