        nop
        .include "inc/missing.s"
