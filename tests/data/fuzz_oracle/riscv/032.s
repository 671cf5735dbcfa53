.data
        buf: .word 2147483647, 0, 7, -7, -2103, -1957, 5, -398, 4660, -937, 1, 5, 65535, 3, 0, 4660
          .space 64
        msg: .asciz "m63\n"
.text
main:
        la s2, buf
        li t1, 16
        li t3, 1
        li t4, 4660
        li s3, 1
        li s4, 31
        li s5, 8
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, s5
        fcvt.s.w ft2, t4
        fcvt.d.w ft3, t3
        li s1, 3
        fsrm s1
        li t5, -65536
        li s1, 40
poll1:
        lw t6, 8(t5)
        andi t6, t6, 1
        bnez t6, ready2
        addi s1, s1, -1
        bnez s1, poll1
ready2:
        li t6, 67
        sw t6, 12(t5)
        fclass.d t3, ft2
        li s6, 0
top3:
        sltu s5, t3, t0
        li a0, 2
        call rec
latch4:
        addi s6, s6, 1
        li s1, 4
        beq s6, s1, exit5
        j top3
exit5:
        li s6, 1
top6:
        jal tail
        beqz t4, else10
        li s8, 1
top11:
        andi t2, s3, 1004
        andi s1, t1, 3
        fsrm s1
        fmax.s ft1, ft1, ft0
        or s4, t4, s4
latch12:
        addi s8, s8, -1
        bnez s8, top11
exit13:
        sh t4, 108(s2)
        j endif9
else10:
        bnez t3, else14
        slt s4, t0, t4
        fmv.s fa0, ft4
        li a7, 2
        ecall
        j endif9
else14:
        bgt t1, t4, else15
        j endif9
else15:
endif9:
latch7:
        addi s6, s6, -1
        bgtz s6, top6
exit8:
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
        mulhu t4, t0, t2
        add t3, s3, a0
rec_end:
        jr ra
tail:
        j leaf1
leaf1:
        sh s4, 100(s2)
        add s5, s3, t0
        sub t0, s3, t3
        srl t1, t1, t1
        jalr zero, ra, 0
