.data
        buf: .word -1, 8, -7, 1, -1, 16, 560, 8, -783, 3, 5, 8, 2, 33, 31, 4660
          .space 64
        msg: .asciz "m87\n"
.text
main:
        la s2, buf
        li t2, 3
        li t3, 3
        li t4, -100
        li s4, 8
        li s5, 3
        fcvt.s.w ft0, s4
        fcvt.d.w ft1, t1
        fcvt.s.w ft2, t2
        fcvt.d.w ft3, t1
        feq.s t1, ft3, ft4
        slt t3, t2, t3
        li s6, 0
top1:
        auipc t0, 240312
        bgtz s5, else5
        sub t1, s3, t4
        j endif4
else5:
endif4:
        blez t3, exit3
latch2:
        addi s6, s6, 1
        li s1, 5
        beq s6, s1, exit3
        j top1
exit3:
        li s6, 3
top6:
        beqz s6, exit8
        csrw s5, uscratch
        li s7, 2
top9:
        fsqrt.s ft5, ft4, rne
        li a0, 4
        jal rec
        bgeu s4, t3, ool12
back13:
latch10:
        addi s7, s7, -1
        bnez s7, top9
exit11:
        fsgnj.s ft0, ft3, ft2
        bleu t1, s3, exit8
latch7:
        addi s6, s6, -1
        j top6
ool12:
        andi t1, t3, 1200
        j back13
exit8:
        li t5, -65536
        li s1, 40
poll14:
        lw t6, 8(t5)
        andi t6, t6, 1
        bnez t6, ready15
        addi s1, s1, -1
        bnez s1, poll14
ready15:
        li t6, 88
        sw t6, 12(t5)
        li a7, 10
        ecall
rec:
        blez a0, rec_end
        addi sp, sp, -16
        sw ra, 0(sp)
        sw a0, 8(sp)
        addi a0, a0, -1
        jal rec
        lw a0, 8(sp)
        lw ra, 0(sp)
        addi sp, sp, 16
        slti t4, s4, -1816
        slt t3, t1, t3
        add t2, t3, a0
rec_end:
        jalr zero, ra, 0
