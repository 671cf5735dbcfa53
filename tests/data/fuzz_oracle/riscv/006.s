.data
        buf: .word 255, -100, 3, -1588, 1, 100, 5, 2883, 23, -1, 33, 8, 8, 31, 3, 8
          .space 64
        msg: .asciz "m67\n"
.text
main:
        la s2, buf
        li t0, -2147483648
        li t2, 65535
        li t3, -2300
        li t4, 3
        li s3, 1
        li s4, -2906
        li s5, -100
        fcvt.s.w ft0, t3
        fcvt.d.w ft1, s5
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, t4
        li s1, 0
        fsrm s1
        ori t1, t0, 1196
        bgtu t2, t4, skip1
        li s7, 4
top2:
        sll t2, s4, t2
        blez s4, latch3
        slti s4, t3, -1716
        csrr s3, instret
        la t5, nested
        jalr ra, t5, 0
latch3:
        addi s7, s7, -1
        bnez s7, top2
exit4:
skip1:
        bgtz t1, skip5
        li s7, 3
top6:
        beqz s7, exit8
        bltu s5, s5, skip9
        sll s3, t3, t0
        csrw t2, uscratch
skip9:
latch7:
        addi s7, s7, -1
        j top6
exit8:
skip5:
        li a0, 91
        li a7, 93
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        auipc t2, 200498
        la t5, leaf0
        jalr t5
        jal leaf0
        lw ra, 0(sp)
        addi sp, sp, 16
        ret
leaf0:
        sra t0, s5, s4
        divu t4, t1, s3
        mulh t0, t3, t3
        or s5, s4, t3
        ret
