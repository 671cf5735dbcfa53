.data
        buf: .word 2665, -935, 255, 131, 16, 100, 0, 3, -2147483648, 2147483647, 8, 1018, 16, 4660, 1, -2334
          .space 64
        msg: .asciz "m30\n"
.text
main:
        la s2, buf
        li t0, 255
        li t2, 3
        li t3, -1423
        li t4, 5
        li s3, -7
        li s4, -100
        li s5, 32768
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, s5
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, s5
        li a0, 4
        call rec
        andi t5, t0, 124
        add t5, t5, s2
        lh s5, 16(t5)
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
        mulh t1, t1, s3
        add t0, s5, a0
rec_end:
        ret
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
