.data
        buf: .word 100, -2, 31, 16, -100, 1, 232, 7, -203, -492, 4660, -1, -100, -1, 4660, 2
          .space 64
        msg: .asciz "m32\n"
.text
main:
        la s2, buf
        li t0, 4660
        li t1, 255
        li t2, -2147483648
        li t3, 3
        li t4, 7
        li s3, 2147483647
        li s4, -100
        li s5, -2147483648
        fcvt.s.w ft0, t3
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, t3
        beqz s3, else2
        ble t0, s5, skip3
        srli s4, s4, 16
skip3:
        lb s3, 96(s2)
        div t4, t0, t3
        j endif1
else2:
        beqz t0, else4
        li s7, 4
top5:
        beqz s7, exit7
        sh t0, 40(s2)
        or t2, s5, t2
        sll s4, t1, s5
        mul t4, t0, s3
        bleu t3, t2, ool8
back9:
latch6:
        addi s7, s7, -1
        j top5
ool8:
        sh t3, 38(s2)
        j back9
exit7:
        slti t2, t3, 1270
        lbu t4, 1(s2)
        j endif1
else4:
        sltu s5, s5, t4
endif1:
        andi t5, t3, 124
        add t5, t5, s2
        lh t0, 8(t5)
        xor t4, t4, s4
        li a7, 10
        ecall
