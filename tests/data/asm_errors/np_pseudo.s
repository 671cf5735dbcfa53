# run with np: every pseudo form is refused
        .text
        nop
        mv      t0, t1
        li      t0, 5
        lw      t0, (t1)
        j       end
        fadd.s  f0, f1, f2
end:    addi    t0, t0, 1
