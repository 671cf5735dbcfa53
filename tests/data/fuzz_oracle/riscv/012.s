.data
        buf: .word 16, -1, 7, 32768, 33, 2147483647, 8, -7, 0, 255, -2, 356, 2, 1, 31, -1518
          .space 64
        msg: .asciz "m29\n"
.text
main:
        la s2, buf
        li t0, 3
        li t1, 32768
        li t2, 4660
        li t3, 4660
        li t4, -2147483648
        li s4, -128
        li s5, 31
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s5
        fcvt.d.w ft1, t0
        fcvt.s.w ft2, s3
        fcvt.d.w ft3, s3
        li s1, 3
        fsrm s1
        bgt t0, s4, skip1
        xor s5, s4, t0
        li s7, 0
top2:
        blt s3, t4, exit4
latch3:
        addi s7, s7, 1
        li s1, 3
        beq s7, s1, exit4
        j top2
exit4:
        sll s4, s5, s3
skip1:
        csrw t1, uscratch
        csrw s4, cycle
        li s6, 4
top5:
        beqz s6, exit7
        call nested
latch6:
        addi s6, s6, -1
        j top5
exit7:
        li a7, 10
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        slti t0, t4, 217
        call leaf1
        lw ra, 0(sp)
        addi sp, sp, 16
        jalr zero, ra, 0
leaf1:
        addi s4, t0, 1390
        lhu t4, 114(s2)
        sh t0, 70(s2)
        jalr zero, ra, 0
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
