.data
        buf: .word 2645, 1811, -128, 32768, 31, -1, 255, 1586, 100, 0, -128, 4660, -7, 3, 2181, 8
          .space 64
        msg: .asciz "m0\n"
.text
main:
        la s2, buf
        li t0, 1734
        li t1, 4660
        li t2, 405
        li s3, 16
        li s4, -547
        li s5, 2
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, t2
        fcvt.d.w ft3, s3
        li t5, -65536
        li s1, 40
poll1:
        lw t6, 8(t5)
        andi t6, t6, 1
        bnez t6, ready2
        addi s1, s1, -1
        bnez s1, poll1
ready2:
        li t6, 73
        sw t6, 12(t5)
        bge t3, s5, else4
        sw s3, 36(s2)
        sll s5, s4, s4
        j endif3
else4:
        beq t1, t0, else5
        lui t4, 1039798
        srai t4, s5, 3
        srai t4, t3, 28
        j endif3
else5:
endif3:
        andi t5, t2, 124
        add t5, t5, s2
        lbu s5, 16(t5)
        lw s3, 0(zero)
        ori t1, t1, -915
        bne s5, s5, skip6
        lh s3, 14(s2)
skip6:
        li a7, 10
        ecall
