# operand errors of many kinds
        .text
        add     t0, t1
        add     t0, t1, t2, t3
        addi    t0, t1, 2048
        addi    t0, t1, -2049
        addi    t0, t1, 99999999999
        addi    t0, t1, label
        slli    t0, t1, 32
        slli    t0, t1, -1
        lui     t0, -2049
        lui     t0, 0x100000
        csrrw   t0, nocsr, t1
        csrrw   t0, 4096, t1
        csrrw   t0, -2049, t1
        csrrwi  t0, 5, 32
        fadd.s  f0, f1, t2
        fadd.s  f0, f1, f2, xyz
        fadd.s  f0, f1, f2, 3
        fcvt.w.s f0, f1
        fmv.x.s t0, t1
        fence   16, 1
        fence   1
        beq     t0, t1, 8
        jal     4
        j       t0
        lw      t0, 4(f0)
        lw      t0, (4)
        sw      t0, label
        flw     ft0, label
        li      t0
        li      t0, label
        la      t0, 5
        li      t0, 0x123456789
        jr      5
        ret     t0
        ecall   t0
        nop     1
        mv      f0, f1
        csrw    uscratch, t0
        csrwi   t0, 1
        frcsr   f0
        fgt.s   t0, t1, t2
label:  nop
