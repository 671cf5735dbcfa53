# .eqv problems are found while reading the file (then nothing else is reported)
        .eqv
        .eqv    A
        .eqv    5, 6
        .eqv    B, B+1
        .eqv    C, 1
        .eqv    C, 2
        .eqv    C, 1
        li      t0, C
