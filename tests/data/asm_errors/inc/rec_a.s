        nop
        .include "rec_b.s"
