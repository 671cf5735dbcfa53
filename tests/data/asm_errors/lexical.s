# lexical errors stop RARS before anything else (and are listed twice)
        .text
        li      t0, 08
        li      t0, 'ab'
        li      t0, ''
        li      t0, 'a
        addi    t0, t0, ;
        lw      t0, label+4
        .data
s:      .asciz  "abc
        .word   ~1
label:  nop
