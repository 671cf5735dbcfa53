.data
        buf: .word -128, 4660, 0, 32768, 0, -2048, 32768, 1382, -1243, 7, -128, -1372, -2, 16, 1139, 65535
          .space 64
        msg: .asciz "m2\n"
.text
main:
        la s2, buf
        li t1, -100
        li t2, -1
        li t3, 0
        li t4, 8
        li s4, -2
        li s5, -100
        fcvt.s.w ft0, t4
        fcvt.d.w ft1, t1
        fcvt.s.w ft2, t2
        fcvt.d.w ft3, s3
        ble s5, t2, skip1
        lw s4, 0(zero)
        rem s4, t0, s4
skip1:
        bnez s5, skip2
        fsgnjx.s ft4, ft2, ft3
        slt s4, t1, t1
skip2:
        li a0, 2
        call rec
        li s6, 0
top3:
        fmv.s fa0, ft4
        li a7, 2
        ecall
        bgtu t1, s5, skip6
        bgeu t2, t0, exit5
skip6:
        lhu t3, 92(s2)
latch4:
        addi s6, s6, 1
        li s1, 3
        beq s6, s1, exit5
        j top3
exit5:
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
        xor s4, t3, t1
        add t1, s3, a0
rec_end:
        jalr zero, ra, 0
