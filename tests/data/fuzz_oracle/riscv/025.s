.data
        buf: .word 3, 1, -1742, -7, 4660, 2, 0, 0, -2, 2147483647, 4660, 33, 32768, 255, -93, 100
          .space 64
        msg: .asciz "m90\n"
.text
main:
        la s2, buf
        li t0, -1
        li t1, -128
        li t2, -2957
        li t4, 33
        li s4, 2147483647
        li s5, -128
        fcvt.s.w ft0, t3
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, t1
        xori t1, t0, 360
        mulh t4, s3, s5
        sub s3, s3, t0
        srai t0, s4, 27
        ori s4, s5, 1295
        mulh s3, t1, t2
        sll s4, s5, t3
        li a7, 10
        ecall
