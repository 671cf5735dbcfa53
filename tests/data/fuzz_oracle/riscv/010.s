.data
        buf: .word 7, 0, 31, 8, 65535, -7, 2147483647, 255, 33, -2, 31, 1, 5, 3, 1, 4660
          .space 64
        msg: .asciz "m70\n"
.text
main:
        la s2, buf
        li t0, -1901
        li t2, 31
        li t3, -2147483648
        li s3, -2147483648
        li s4, 65535
        li s5, -7
        fcvt.s.w ft0, s5
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, t2
        li t5, -65536
        li s1, 40
poll1:
        lw t6, 8(t5)
        andi t6, t6, 1
        bnez t6, ready2
        addi s1, s1, -1
        bnez s1, poll1
ready2:
        li t6, 86
        sw t6, 12(t5)
        remu s3, t2, s4
        xor t0, s5, s3
        beq t1, s3, else4
        add t4, s4, t4
        j endif3
else4:
        bge t1, t0, else5
        slli t0, t1, 12
        sltu s5, t4, t3
        j endif3
else5:
        bgtu t1, t1, else6
        xor t1, t0, s4
        li s7, 3
top7:
        beqz s7, exit9
        srli t3, t0, 14
        li s8, 4
top10:
        blez t2, ool13
back14:
        fadd.d ft5, ft0, ft1, rtz
        sb t4, 60(s2)
        lw t1, 28(s2)
latch11:
        addi s8, s8, -1
        bnez s8, top10
exit12:
        lh t0, 14(s2)
latch8:
        addi s7, s7, -1
        j top7
ool13:
        and s5, s3, s3
        sltu t2, t1, s4
        xori t2, t4, 1900
        j back14
exit9:
        j endif3
else6:
endif3:
        li a0, 247
        li a7, 93
        ecall
