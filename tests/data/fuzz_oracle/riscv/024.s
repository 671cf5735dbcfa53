.data
        buf: .word -1805, 1, -2112, -100, 2, 65535, 8, -2271, 8, 8, 5, -100, 255, -2147483648, 1568, 0
          .space 64
        msg: .asciz "m84\n"
.text
main:
        la s2, buf
        li t0, -7
        li t4, 31
        li s3, -128
        li s4, 31
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, s3
        fcvt.d.w ft3, t2
        slti t3, t4, 1337
        andi t5, s5, 124
        add t5, t5, s2
        lbu s4, 16(t5)
        xor s4, t0, t1
        div s4, t2, t2
        li s6, 3
top1:
        xori s5, s3, -1277
latch2:
        addi s6, s6, -1
        bnez s6, top1
exit3:
        bne t3, s3, skip4
        addi t1, t4, 212
        la t5, nested
        jalr ra, t5, 0
        li a0, 120
        li a7, 11
        ecall
skip4:
        call tail
        li s6, 0
top5:
        fsqrt.s ft0, ft3
        lw t1, 16(s2)
        sltiu t4, t4, -1154
        sltu s4, t4, s4
latch6:
        addi s6, s6, 1
        li s1, 4
        beq s6, s1, exit7
        j top5
exit7:
        li a0, 82
        li a7, 93
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        sra s5, s5, s4
        la t5, leaf1
        jalr t5
        lhu s4, 60(s2)
        lw ra, 0(sp)
        addi sp, sp, 16
        jalr zero, ra, 0
leaf1:
        xori t4, s3, 1391
        slti s5, s4, 2029
        jalr zero, ra, 0
tail:
        srai t4, s5, 13
        lhu t4, 4(s2)
        j leaf1
