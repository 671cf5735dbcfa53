        .text
        nop
        .include "inc/rec_a.s"
        nop
