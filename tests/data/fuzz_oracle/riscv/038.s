.data
        buf: .word 33, -1, 255, 7, 5, 7, -2, 4660, 4660, 1098, 7, -2, 2820, 255, 5, -128
          .space 64
        msg: .asciz "m39\n"
.text
main:
        la s2, buf
        li t0, 2147483647
        li t1, 175
        li t3, 16
        li t4, -100
        li s4, 3
        li s5, -7
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s3
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, t0
        slti t3, t2, -264
        la t5, nested
        jalr t5
        addi t1, t2, -1191
        li a7, 10
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        addi s5, s5, 1151
        la t5, leaf0
        jalr t5
        and s3, t2, t3
        srl s3, t4, s4
        lw ra, 0(sp)
        addi sp, sp, 16
        ret
leaf0:
        lw t2, 104(s2)
        slt t3, s4, t2
        sra t1, t0, t4
        ret
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
