.data
        buf: .word 3, -583, -2036, -2147483648, -7, -7, 100, 100, 1, 691, 33, 65535, 4660, 1, -100, 2147483647
          .space 64
        msg: .asciz "m19\n"
.text
main:
        la s2, buf
        li t2, 1
        li t3, 32768
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s3
        fcvt.d.w ft3, t2
        auipc t4, 72877
        sll t4, s3, t1
        li s6, 1
top1:
        ble t3, t4, skip4
        or t1, s4, s5
        call leaf1
        srl s3, t4, s3
skip4:
        andi t5, t3, 124
        add t5, t5, s2
        sh t3, 24(t5)
        srl s5, t0, t2
        li a0, 116
        li a7, 11
        ecall
latch2:
        addi s6, s6, -1
        bnez s6, top1
exit3:
        xor t2, t2, t0
        call nested
        xor t3, t4, t0
        lh t3, 54(s2)
        mul t4, t3, s5
        sw t2, 80(s2)
        li a7, 10
        ecall
leaf1:
        slti t0, s5, -1354
        sb s3, 88(s2)
        and s5, t0, t2
        jalr zero, ra, 0
nested:
        addi sp, sp, -16
        sw ra, 0(sp)
        la t5, leaf1
        jalr ra, t5, 0
        xori t3, s4, 1478
        lw ra, 0(sp)
        addi sp, sp, 16
        jr ra
