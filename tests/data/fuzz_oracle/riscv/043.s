.data
        buf: .word 7, 5, 2538, 33, 1584, 255, 65535, 0, 4660, -2636, -1, 100, -128, -337, -615, 712
          .space 64
        msg: .asciz "m3\n"
.text
main:
        la s2, buf
        li t0, 7
        li t1, 7
        li t2, -591
        li t3, 3
        li s3, 255
        li s4, -100
        li s5, 1
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s5
        fcvt.d.w ft1, s5
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, t4
        slti s4, t3, 1333
        csrw t2, cycle
        bgeu t0, s5, skip1
        slti t0, t4, 2012
skip1:
        andi t5, t4, 124
        add t5, t5, s2
        sw s3, 24(t5)
        la t5, nested
        jalr t5
        bgtu s3, t3, else3
        sltu s3, t3, s5
        addi t4, s3, 1792
        j endif2
else3:
        bnez s5, else4
        bgeu t3, t0, else6
        srl t3, t0, t4
        j endif5
else6:
        bleu t2, t3, else7
        csrr s3, uepc
        sltu s5, t4, t2
        fcvt.w.s t3, ft1, dyn
        j endif5
else7:
        bgez s5, else8
        mulh t4, s5, t4
        fmv.s fa0, ft1
        li a7, 2
        ecall
        j endif5
else8:
endif5:
        j endif2
else4:
        bgeu t0, t0, else9
        j endif2
else9:
endif2:
        li a0, 17
        li a7, 93
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        jal leaf0
        sltu t2, s4, t1
        lw ra, 0(sp)
        addi sp, sp, 16
        jalr zero, ra, 0
leaf0:
        srli t4, t2, 3
        jr ra
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
