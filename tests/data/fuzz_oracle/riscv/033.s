.data
        buf: .word 100, -1032, 33, 3, 31, 127, 5, 255, -128, -687, 16, 100, 100, -2, 3, -128
          .space 64
        msg: .asciz "m16\n"
.text
main:
        la s2, buf
        li t0, 3
        li t2, -7
        li t3, 2542
        li t4, 32768
        li s4, 255
        li s5, -128
        fcvt.s.w ft0, s4
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, t3
        fcvt.d.w ft3, s5
        srai s3, s5, 24
        la t5, nested
        jalr t5
        xor t4, t2, t2
        li a0, 5
        call rec
        li a7, 10
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        add t2, s3, t0
        la t5, leaf1
        jalr ra, t5, 0
        jal leaf0
        lw ra, 0(sp)
        addi sp, sp, 16
        jr ra
leaf1:
        add t0, s4, t0
        jr ra
leaf0:
        lbu t2, 52(s2)
        add t4, s4, s5
        ori s5, s5, -1248
        slt s4, t4, t1
        ret
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
        lh s3, 2(s2)
        add s5, s4, a0
rec_end:
        ret
