.data
        buf: .word 8, -2102, 7, -128, 65535, 0, -923, 2487, 2173, 65535, 521, -128, -2, 33, -1917, 4660
          .space 64
        msg: .asciz "m36\n"
.text
main:
        la s2, buf
        li t1, 0
        li t3, -100
        li t4, -2239
        li s3, -1341
        li s4, 1523
        li s5, 16
        fcvt.s.w ft0, t4
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, t4
        fmv.w.x ft5, t1
        fmv.s fa0, ft3
        li a7, 2
        ecall
        fcvt.s.w ft0, t1
        li s6, 2
top1:
        beqz s6, exit3
        srl t1, s3, t3
        bge t4, s3, skip4
        la t5, tail
        jalr t5
skip4:
latch2:
        addi s6, s6, -1
        j top1
exit3:
        srli t2, t1, 17
        bgeu t1, t4, skip5
        li t5, -65536
        li s1, 40
poll6:
        lw t6, 8(t5)
        andi t6, t6, 1
        bnez t6, ready7
        addi s1, s1, -1
        bnez s1, poll6
ready7:
        li t6, 85
        sw t6, 12(t5)
        divu t0, s4, t1
skip5:
        fmv.s fa0, ft4
        li a7, 2
        ecall
        fmv.x.w s3, ft4
        li a0, 117
        li a7, 11
        ecall
        li a7, 10
        ecall
tail:
        addi s3, s4, -1304
        j leaf1
leaf1:
        ori s3, s4, 437
        slti s4, t3, 632
        xor t3, s4, t1
        jr ra
