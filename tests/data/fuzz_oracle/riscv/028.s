.data
        buf: .word -2432, 2001, 7, 7, -2, -1, -100, 255, 255, -2, 4660, 100, 2147483647, 2147483647, 4660, -100
          .space 64
        msg: .asciz "m55\n"
.text
main:
        la s2, buf
        li t0, -2
        li t1, 2
        li t3, 5
        li t4, 16
        li s3, 100
        li s4, -2
        li s5, -2
        fcvt.s.w ft0, s3
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, t3
        fcvt.d.w ft3, s3
        bgt t4, s4, else2
        li s7, 0
top3:
        slli t3, t3, 8
        or t1, t0, s4
        li s8, 0
top6:
        slli t2, t1, 9
latch7:
        addi s8, s8, 1
        li s1, 1
        beq s8, s1, exit8
        j top6
exit8:
latch4:
        addi s7, s7, 1
        li s1, 5
        beq s7, s1, exit5
        j top3
exit5:
        j endif1
else2:
        li a0, 1
        call rec
endif1:
        sltiu s3, s5, -1530
        la t5, tail
        jalr ra, t5, 0
        fnmadd.d ft1, ft4, ft1, ft2, rdn
        ori t2, s5, 1977
        lw t2, 0(zero)
        div t4, t3, s3
        slt s5, t0, s4
        li a0, 160
        li a7, 93
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
        sll t1, s4, t4
        sll s3, s4, s5
        add s5, t0, a0
rec_end:
        jalr zero, ra, 0
tail:
        srl s3, s4, s4
        j leaf1
leaf1:
        ori t1, t1, -1331
        ori t0, t1, -1101
        srl t1, t4, s5
        rem s4, t0, t2
        jr ra
