# a text address that is not a multiple of 4
.text 0x00400102
nop
addi t0, t0, 1
