.data
        buf: .word 31, -786, 1, 1, 65535, 33, 845, 100, 32768, 255, 16, -128, 16, -7, -2, -128
          .space 64
        msg: .asciz "m24\n"
.text
main:
        la s2, buf
        li t1, 255
        li t2, 100
        li t4, -2992
        li s4, 7
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t1
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, s4
        li s1, 1
        fsrm s1
        lui s4, 618615
        li s6, 0
top1:
        sltu t3, t4, t0
        la t5, tail
        jalr t5
        li s7, 5
top4:
        bgt t0, s3, else8
        fsgnjx.d ft0, ft4, ft1
        sub s5, t4, t0
        slti t3, t0, 758
        j endif7
else8:
        andi t5, t1, 124
        add t5, t5, s2
        sh t1, 24(t5)
        srl s4, t1, t1
endif7:
latch5:
        addi s7, s7, -1
        bnez s7, top4
exit6:
        srli t0, t4, 26
latch2:
        addi s6, s6, 1
        li s1, 3
        beq s6, s1, exit3
        j top1
exit3:
        andi t5, t2, 124
        add t5, t5, s2
        lw s4, 0(t5)
        fmul.s ft4, ft4, ft1, rne
        sh t0, 1(s2)
        lbu s5, 64(s2)
        li a7, 10
        ecall
tail:
        addi s3, t0, 1582
        j leaf1
leaf1:
        andi t5, t2, 124
        add t5, t5, s2
        sb t2, 0(t5)
        jr ra
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
