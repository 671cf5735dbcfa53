# multi-file program: library (its own "local", uses main's global "shared")
        .globl  helper, counter
        .extern ext 16
        .data
local:  .word   3
counter: .word  shared, local, ext
        .text
helper: la      t0, local
        lw      t1, shared
        la      t2, ext
        ret
