.data
        buf: .word 32768, 7, 33, 16, 5, -7, 7, -1818, -644, 100, 255, 3, 8, 5, 3, 255
          .space 64
        msg: .asciz "m80\n"
.text
main:
        la s2, buf
        li t0, 31
        li t1, -2799
        li t2, -1071
        li t4, -1049
        li s3, 33
        li s5, 31
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, t0
        li s1, 3
        fsrm s1
        ble t3, s4, skip1
        mulhu t4, t2, t3
        lh t2, 32(s2)
        lui t3, 456815
skip1:
        srl s3, t0, s5
        beqz t0, skip2
        la t5, leaf0
        jalr t5
skip2:
        slti t4, t3, 473
        li a7, 10
        ecall
leaf0:
        mulhsu t4, t3, t3
        xori t0, s4, -1817
        and t4, t0, t3
        ret
