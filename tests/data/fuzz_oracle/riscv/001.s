.data
        buf: .word 0, 2730, -2, 2, -1745, 1, 1263, -2, 100, 2147483647, 8, 31, 32768, 7, 4660, 8
          .space 64
        msg: .asciz "m81\n"
.text
main:
        la s2, buf
        li t0, 8
        li t2, 32768
        li t4, -1
        li s3, 255
        li s5, 16
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, s5
        li s1, 4
        fsrm s1
        slti t4, s3, -2005
        bgez t0, else2
        srai t0, s3, 7
        srl t3, t3, t0
        j endif1
else2:
        beq s5, s5, else3
        blt s5, t3, skip4
        add s5, t2, t2
        sll s5, t0, t0
skip4:
        sub s5, t3, t1
        bgtu t1, t0, skip5
        and s3, t3, s5
        la t5, nested
        jalr t5
        beq t2, t3, else7
        andi s5, t2, 328
        fsgnj.s ft1, ft3, ft0
        sra s5, s4, s5
        j endif6
else7:
        beqz t3, else8
        sltiu s3, t0, -26
        j endif6
else8:
endif6:
skip5:
        j endif1
else3:
        ble s4, s4, else9
        j endif1
else9:
endif1:
        li a7, 10
        ecall
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        sltu s3, t3, t1
        jal leaf0
        jal leaf1
        lw ra, 0(sp)
        addi sp, sp, 16
        jr ra
leaf0:
        sll t4, t4, t2
        lhu s5, 68(s2)
        sh s4, 100(s2)
        jr ra
leaf1:
        lbu t2, 102(s2)
        sltu s5, t4, s4
        jalr zero, ra, 0
