        .text
        jal     far
        .text   0x00600000
far:    nop
