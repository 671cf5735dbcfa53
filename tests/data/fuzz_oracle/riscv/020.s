.data
        buf: .word 65535, 1, 2, 255, 100, -7, 2, 65535, 1, 100, -2121, -2147483648, 3, 218, 100, -128
          .space 64
        msg: .asciz "m41\n"
.text
main:
        la s2, buf
        li t1, -1630
        li t2, 3
        li t4, -1410
        li s3, 1
        li s4, 31
        li s5, 3
        fcvt.s.w ft0, s3
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, s3
        andi t5, t3, 124
        add t5, t5, s2
        sh s5, 0(t5)
        blez t4, else2
        slt t1, s3, t0
        li s7, 0
top3:
        feq.d t2, ft5, ft3
        blt t2, t2, exit5
latch4:
        addi s7, s7, 1
        li s1, 4
        beq s7, s1, exit5
        j top3
exit5:
        sw s3, 96(s2)
        j endif1
else2:
        bgtz t1, else6
        li s7, 0
top7:
        bleu t2, t0, else11
        fsw ft3, 56(s2)
        andi t5, t1, 124
        add t5, t5, s2
        lh s4, 16(t5)
        j endif10
else11:
        bltu t0, t2, else12
        rem t2, t4, t1
        bleu t0, s5, ool13
back14:
        feq.d t1, ft3, ft0
        j endif10
else12:
        beq s3, t3, exit9
endif10:
        fmul.s ft2, ft0, ft4, rne
latch8:
        addi s7, s7, 1
        li s1, 5
        beq s7, s1, exit9
        j top7
ool13:
        and t2, s3, s4
        j back14
exit9:
        j endif1
else6:
endif1:
        li a7, 10
        ecall
