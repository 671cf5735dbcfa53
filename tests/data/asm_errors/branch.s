# branch out of range (reported without a column; RARS stops at the first)
        .text
far:    nop
        .text   0x00402000
        beq     t0, t1, far
        bgt     t0, t1, far
