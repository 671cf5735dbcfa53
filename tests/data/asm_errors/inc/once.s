        nop
