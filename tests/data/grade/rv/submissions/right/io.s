# included by main.s
        .macro read_int(%reg)
        li a7, 5
        ecall
        mv %reg, a0
        .end_macro
