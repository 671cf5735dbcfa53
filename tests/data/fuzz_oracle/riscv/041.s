.data
        buf: .word -1426, -1009, 4660, -676, 16, 2417, -2621, 2003, -1102, 31, 1327, 31, -2, 0, -100, -7
          .space 64
        msg: .asciz "m28\n"
.text
main:
        la s2, buf
        li t1, 255
        li t2, 0
        li t4, 3
        li s3, 33
        li s5, -2
        fcvt.s.w ft0, s4
        fcvt.d.w ft1, t0
        fcvt.s.w ft2, t3
        fcvt.d.w ft3, t3
        srai s4, t0, 7
        addi t2, t3, -96
        andi t5, t0, 124
        add t5, t5, s2
        lw t2, 16(t5)
        sll t4, s3, t0
        lui t1, 66293
        li s6, 0
top1:
        sra t0, s3, s3
        ble t3, t1, else5
        li a0, 2
        jal rec
        bgeu t0, s3, else7
        andi t3, t3, -963
        mul t2, s4, s3
        bgeu t3, t2, ool8
back9:
        j endif6
else7:
        beq t4, t3, else10
        bltu t1, t4, latch2
        sll s5, t3, t3
        j endif6
else10:
        bgt s5, s5, else11
        la a0, msg
        li a7, 4
        ecall
        j endif6
else11:
endif6:
        j endif4
else5:
        bnez t1, else12
        j endif4
else12:
endif4:
latch2:
        addi s6, s6, 1
        li s1, 5
        beq s6, s1, exit3
        j top1
ool8:
        sub s5, s4, s5
        slli t3, s4, 7
        xori t3, s3, -1810
        j back9
exit3:
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
        xori t3, s4, 190
        add t2, s3, a0
rec_end:
        jr ra
