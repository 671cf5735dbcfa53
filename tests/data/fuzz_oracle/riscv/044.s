.data
        buf: .word 33, 100, -686, 3, 1744, 719, -1, -1, 3, -100, -2631, -1584, -2741, -1924, 2377, 65535
          .space 64
        msg: .asciz "m56\n"
.text
main:
        la s2, buf
        li t2, 7
        li t3, 0
        li t4, 2
        li s3, 0
        li s4, 65535
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, t4
        fcvt.d.w ft3, t2
        li s1, 3
        fsrm s1
        lw t1, 40(s2)
        bgtz t3, else2
        addi t0, s3, -1071
        j endif1
else2:
        blez s3, else3
        bleu t2, s5, skip4
        call nested
        xor t2, s5, s3
skip4:
        bgtz t4, else6
        li s8, 1
top7:
        beqz s8, exit9
        and t0, t2, t2
        xor t3, s4, t0
        li a0, 45
        li a7, 11
        ecall
        srl s4, t0, t0
latch8:
        addi s8, s8, -1
        j top7
exit9:
        sll t2, s5, t4
        fcvt.wu.s s4, ft2, dyn
        j endif5
else6:
        bne t4, s5, else10
        xor t2, t0, t0
        fmv.w.x ft5, t4
        j endif5
else10:
endif5:
        j endif1
else3:
endif1:
        li a7, 10
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        srl s5, s3, s3
        la t5, leaf1
        jalr t5
        slti t2, t0, 1402
        jal leaf0
        lw ra, 0(sp)
        addi sp, sp, 16
        jalr zero, ra, 0
leaf1:
        andi t5, s5, 124
        add t5, t5, s2
        sh t0, 0(t5)
        jalr zero, ra, 0
leaf0:
        xor t2, t1, t3
        ori t1, t1, -461
        andi t2, t0, 745
        jr ra
