.data
        buf: .word -2541, -2147483648, -100, 1302, 31, 1, 1084, -2222, 8, -119, -2, 1918, -2147483648, 5, 8, -7
          .space 64
        msg: .asciz "m29\n"
.text
main:
        la s2, buf
        li t0, -1873
        li t1, 5
        li t2, -2132
        li t3, 33
        li t4, -7
        li s3, 33
        li s4, 1182
        li s5, -100
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, s5
        li s6, 5
top1:
        beqz s6, exit3
        li a0, 52
        li a7, 11
        ecall
        andi t5, t2, 124
        add t5, t5, s2
        lhu s5, 16(t5)
latch2:
        addi s6, s6, -1
        j top1
exit3:
        remu t3, t1, t2
        li s6, 0
top4:
        xori t4, s4, 610
        fmv.x.w s3, ft1
        ble s5, s3, exit6
        xor t2, t1, t0
latch5:
        addi s6, s6, 1
        li s1, 1
        beq s6, s1, exit6
        j top4
exit6:
        li s6, 1
top7:
        beqz s6, exit9
        beq s5, s3, latch8
        la a0, msg
        li a7, 4
        ecall
        andi t4, t2, -1201
latch8:
        addi s6, s6, -1
        j top7
exit9:
        andi s3, t4, -1694
        rem t4, t0, t4
        xor s4, s5, t3
        li a7, 10
        ecall
